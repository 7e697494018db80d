"""``prefgui solve FILE...``: the double-dummy value of positions and recorded deals.

FILE is a position (``prefgui.position/1``, see ``prefgui.ai.search.document``) or a deal record
(RULES.md §11) whose last action leaves it in the play phase, or several of them in JSON Lines
(one a line, named ``FILE:LINE``). One JSON line per document:
``{"declarer_tricks": N, "moves": {"CARD": N, …}, "nodes": N, "seconds": S}``, with
``"file"`` first when there are several documents. Bad input: with one document, one clear
line on standard error; with several, ``{"file": F, "error": REASON}`` on standard output in
its place and ``F: REASON`` on standard error; exit status 2 (see
:mod:`prefgui.cli.documents`).
"""

from __future__ import annotations

import sys
from typing import Any, TextIO

from prefgui.ai.search import dd
from prefgui.ai.search import russian as ru_dd
from prefgui.ai.search.document import PositionError, document_of, solve_position_json
from prefgui.cli.documents import DocumentError, run_documents
from prefgui.engine.contracts import Kind
from prefgui.engine.errors import PrefError
from prefgui.engine.record import RECORD_FORMAT, load_any
from prefgui.engine.russian.state import RussianState
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


def russian_solution(st: RussianState) -> dict[str, Any]:
    """The answer for a Russian deal in its play phase (RULES §13.7).

    A contract: as for a position (the declarer's tricks from here on; a misère counted to
    the end). Raspasy: ``moves`` are the tricks the player to move is held to after each of
    his cards, and ``raspasy_tricks`` every active seat's fewest tricks from here on with
    the two others against him.
    """
    out = solve_position_json(document_of(ru_dd.position_of(st)))
    if st.declarer is None:
        out.pop("declarer_tricks")
        out["raspasy_tricks"] = {str(s): v for s, v in ru_dd.raspasy_values(st).items()}
    return out


def solve_document(obj: Any) -> dict[str, Any]:
    """Solve one position or record document (raises ``DocumentError`` for an invalid one)."""
    try:
        if isinstance(obj, dict) and obj.get("format") == RECORD_FORMAT:
            st = load_any(obj)
            if isinstance(st, RussianState):
                return russian_solution(st)
            return solve_position_json(position_of(st))
        return solve_position_json(obj)
    except PositionError as e:
        raise DocumentError(str(e)) from None


def run(paths: list[str], out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Solve each document; returns the exit status (0, or 2 if any was invalid)."""
    return run_documents(paths, solve_document, out, err, name_results=True)
