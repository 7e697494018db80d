"""``prefgui solve FILE...``: the double-dummy value of positions and recorded deals.

FILE is a position (``prefgui.position/1``, see ``prefgui.ai.search.document``) or a deal record
(RULES.md §11) whose last action leaves it in the play phase. One JSON line per file:
``{"declarer_tricks": N, "moves": {"CARD": N, …}, "nodes": N, "seconds": S}``. Bad input:
one clear line on standard error (``FILE: reason`` with several files) and exit status 2.
"""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from prefgui.ai.search import dd
from prefgui.ai.search.document import PositionError, document_of, solve_position_json
from prefgui.engine.contracts import Kind
from prefgui.engine.errors import PrefError
from prefgui.engine.record import RECORD_FORMAT, load
from prefgui.engine.state import GameState, Phase


def position_of(st: GameState) -> dict[str, Any]:
    """The position document of a deal in its play phase.

    Seats are renumbered 0–2 among the three active players when a fourth sits out.
    """
    if st.phase is not Phase.PLAY or st.contract is None:
        raise PrefError("the deal is not in its play phase", "phase")
    if st.contract.kind is Kind.ONE_TRICK:
        raise PrefError("the one-trick game has no double-dummy goal", "goal")
    return document_of(dd.position_of(st))


def solve_file(path: str) -> dict[str, object]:
    """Solve one file (raises PrefError / PositionError / OSError / ValueError)."""
    with open(path, encoding="utf-8") as f:
        obj = json.load(f)
    if isinstance(obj, dict) and obj.get("format") == RECORD_FORMAT:
        return solve_position_json(position_of(load(obj)))
    return solve_position_json(obj)


def run(paths: list[str], out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Solve each file; returns the exit status (0, or 2 if any file was invalid)."""
    status = 0
    for path in paths:
        try:
            result = solve_file(path)
        except (PrefError, PositionError) as e:
            reason = e.message if isinstance(e, PrefError) else str(e)
        except json.JSONDecodeError as e:
            reason = f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})"
        except (OSError, UnicodeDecodeError) as e:
            reason = f"cannot read the file ({e})"
        else:
            out.write(json.dumps(result) + "\n")
            continue
        status = 2
        err.write(f"{path}: {reason}\n" if len(paths) > 1 else f"{reason}\n")
    out.flush()
    return status
