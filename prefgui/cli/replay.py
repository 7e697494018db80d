"""``prefgui replay FILE...`` (RULES.md §11.3, §12.5 item 24).

One result line per file on standard output, in order. An invalid file prints
``{"file": F, "error": REASON}`` there and ``F: action N "…": REASON`` (or
``F: record: REASON``) on standard error; with a single file only the standard-error
line, without ``F: ``. Exit status 2 if any file was invalid. Never a traceback.
"""

from __future__ import annotations

import json
import sys
from typing import TextIO

from prefgui.engine.errors import PrefError
from prefgui.engine.record import ActionError, load, result_json


def replay_file(path: str) -> tuple[dict[str, object] | None, str | None]:
    """(result, None) for a valid record, (None, reason) for an invalid one."""
    try:
        with open(path, encoding="utf-8") as f:
            obj = json.load(f)
    except OSError as e:
        return None, f"record: cannot read the file ({e.strerror or e})"
    except UnicodeDecodeError:
        return None, "record: the file is not UTF-8 text"
    except json.JSONDecodeError as e:
        return None, f"record: not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})"
    try:
        return result_json(load(obj)), None
    except ActionError as e:
        return None, e.message
    except PrefError as e:
        return None, f"record: {e.message}"
    except RecursionError:
        return None, "record: nested too deeply"


def run(paths: list[str], out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Replay each file; returns the exit status (0, or 2 if any file was invalid)."""
    status = 0
    single = len(paths) == 1
    for path in paths:
        result, reason = replay_file(path)
        if result is not None:
            out.write(json.dumps(result, ensure_ascii=False) + "\n")
            continue
        status = 2
        if single:
            err.write(f"{reason}\n")
        else:
            out.write(json.dumps({"file": path, "error": reason}, ensure_ascii=False) + "\n")
            err.write(f"{path}: {reason}\n")
    out.flush()
    return status
