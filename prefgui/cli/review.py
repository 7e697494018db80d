"""``prefgui review FILE...``: every card of recorded deals priced and judged.

One JSON object per record on standard output, in order: ``{"format": "prefgui.review/1",
"cards": [...]}``, one element per ``play`` action (see ``docs/deal-record.md``). An invalid
record is answered exactly as ``prefgui replay`` answers it (its error line; exit status 2),
and a FILE may hold several records in JSON Lines, as for ``replay``.
``--knowable SEAT`` (repeatable) adds the estimate on what that seat could know, from
``--worlds`` sampled worlds (1 to :data:`MAX_WORLDS`; anything else is refused in one line
before any record is read).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from prefgui.cli.arguments import bounded_int
from prefgui.cli.documents import DocumentError, action_reason, run_documents
from prefgui.coach import russian_review
from prefgui.coach.review import review_json, review_record
from prefgui.engine.errors import PrefError
from prefgui.engine.record import ActionError, parse_any
from prefgui.engine.russian.record import RussianRecord

MAX_WORLDS = 1000
"""Worlds per knowable estimate (24 by default; each world is one more solved position per
card)."""


def review_document(obj: Any, knowable_seats: list[int], seed: int, worlds: int
                    ) -> dict[str, Any]:
    """The review of one record document (raises ``DocumentError`` as ``replay`` words it)."""
    try:
        rec = parse_any(obj)
        if isinstance(rec, RussianRecord):
            return russian_review.review_json(russian_review.review_russian(rec))
        return review_json(review_record(rec, knowable_seats, seed, worlds))
    except ActionError as e:
        raise DocumentError(action_reason(e)) from None
    except PrefError as e:
        raise DocumentError(f"record: {e.message}") from None


def run(paths: list[str], knowable_seats: list[int] | None = None, seed: int = 0,
        worlds: int = 24, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Review each record; returns the exit status (0, or 2 if any record was invalid).

    Files are read as ``replay`` reads them (one record, or JSON Lines), through
    :mod:`prefgui.cli.documents`.
    """
    seats = knowable_seats or []
    return run_documents(paths, lambda obj: review_document(obj, seats, seed, worlds),
                         out or sys.stdout, err or sys.stderr, read_prefix="record: ")


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The command's arguments (for the ``prefgui`` parser)."""
    p.add_argument("files", nargs="+", metavar="FILE")
    p.add_argument("--knowable", type=bounded_int(0, 3), action="append", default=[],
                   metavar="SEAT", help="also estimate each card of SEAT on what SEAT could "
                   "know")
    p.add_argument("--seed", type=bounded_int(-(2**63), 2**64 - 1), default=0,
                   help="seed of the sampled worlds")
    p.add_argument("--worlds", type=bounded_int(1, MAX_WORLDS), default=24,
                   help=f"worlds per knowable estimate (1 to {MAX_WORLDS})")
