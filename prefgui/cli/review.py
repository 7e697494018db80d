"""``prefgui review FILE...``: every card of recorded deals priced and judged (issue 11 §3).

One JSON object per record on standard output, in order: ``{"format": "prefgui.review/1",
"cards": [...]}``, one element per ``play`` action (see ``docs/deal-record.md``). An invalid
record is answered exactly as ``prefgui replay`` answers it (its error line; exit status 2).
``--knowable SEAT`` (repeatable) adds the estimate on what that seat could know.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TextIO

from prefgui.coach.review import review_json, review_record
from prefgui.engine.errors import PrefError
from prefgui.engine.record import ActionError, DealRecord, parse_record


def read_record(path: str) -> tuple[DealRecord | None, str | None]:
    """(record, None), or (None, reason) worded as ``prefgui replay`` words it."""
    try:
        with open(path, encoding="utf-8") as f:
            obj = json.load(f)
    except OSError as e:
        return None, f"record: cannot read the file ({e.strerror or e})"
    except UnicodeDecodeError:
        return None, "record: the file is not UTF-8 text"
    except json.JSONDecodeError as e:
        return None, f"record: not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})"
    except RecursionError:
        return None, "record: nested too deeply"
    try:
        return parse_record(obj), None
    except PrefError as e:
        return None, f"record: {e.message}"


def review_file(path: str, knowable_seats: list[int], seed: int, worlds: int
                ) -> tuple[dict[str, object] | None, str | None]:
    """(review, None) for a valid record, (None, reason) for an invalid one."""
    rec, reason = read_record(path)
    if rec is None:
        return None, reason
    try:
        return review_json(review_record(rec, knowable_seats, seed, worlds)), None
    except ActionError as e:
        return None, e.message
    except PrefError as e:
        return None, f"record: {e.message}"


def run(paths: list[str], knowable_seats: list[int] | None = None, seed: int = 0,
        worlds: int = 24, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Review each file; returns the exit status (0, or 2 if any file was invalid)."""
    out = out or sys.stdout  # looked up now, so that a redirected stdout is used
    err = err or sys.stderr
    status = 0
    single = len(paths) == 1
    for path in paths:
        result, reason = review_file(path, knowable_seats or [], seed, worlds)
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


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The command's arguments (for the ``prefgui`` parser)."""
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--knowable", type=int, action="append", default=[], metavar="SEAT",
                   help="also estimate each card of SEAT on what SEAT could know")
    p.add_argument("--seed", type=int, default=0, help="seed of the sampled worlds")
    p.add_argument("--worlds", type=int, default=24, help="worlds per knowable estimate")
