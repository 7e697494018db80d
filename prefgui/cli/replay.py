"""``prefgui replay FILE...`` (RULES.md §11.3, §12.5 item 24).

One result line per deal record on standard output, in order. A FILE holds one record, or
several in JSON Lines (one a line, as the score sheet exports them; each named
``FILE:LINE``). An invalid record prints ``{"file": F, "error": REASON}`` there and
``F: action N "…": REASON`` (or ``F: record: REASON``) on standard error; with a single
record only the standard-error line, without ``F: ``. Inputs quoted in a reason are
shortened and escaped, so every line stays one line. Exit status 2 if any record was
invalid. Never a traceback (see :mod:`prefgui.cli.documents`).
"""

from __future__ import annotations

import sys
from typing import Any, TextIO

from prefgui.cli.documents import DocumentError, action_reason, run_documents
from prefgui.engine.errors import PrefError
from prefgui.engine.record import ActionError, load_any, result_any


def replay_document(obj: Any) -> dict[str, Any]:
    """The §11.3 result of one record document (raises ``DocumentError`` for an invalid one)."""
    try:
        return result_any(load_any(obj))
    except ActionError as e:
        raise DocumentError(action_reason(e)) from None
    except PrefError as e:
        raise DocumentError(f"record: {e.message}") from None


def run(paths: list[str], out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Replay each record; returns the exit status (0, or 2 if any record was invalid)."""
    return run_documents(paths, replay_document, out, err, read_prefix="record: ")
