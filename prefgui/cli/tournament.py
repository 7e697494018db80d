"""``prefgui tournament``: computer players against each other on duplicate deals.

Usage::

    prefgui tournament --variant V [--options JSON] --deals N
        --players expert,club,beginner --seed S [--jobs J] [--json]
        [--scale F] [--worlds N] [--start-pot P] [--records FILE]

The figures are explained in :mod:`prefgui.ai.arena.tournament`. Every option is checked
before the first deal is played: a bad option, ``--options`` that is not a small JSON
object, or a ``--records`` file that cannot be written gives one line on standard error
and exit status 2. ``--records`` gets each deal's line as soon as the deal is played, so
a run that stops keeps what it had played.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import asdict
from typing import TextIO

from prefgui.ai.arena.duplicate import ArenaConfig, DuplicateDeal
from prefgui.ai.arena.tournament import finite_json, fixed_evidence, report, run, table
from prefgui.ai.players import BUDGETS, LEVELS, Budget
from prefgui.ai.russian.player import RUSSIAN_BUDGETS
from prefgui.engine.errors import PrefError
from prefgui.engine.rules import Rules
from prefgui.session.files import JsonRefusedError, loads, one_line

__all__ = ["main"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise ValueError(message)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="prefgui tournament",
                description="Computer players against each other on duplicate deals.")
    p.add_argument("--variant", required=True)
    p.add_argument("--options", default="{}", help="rule options as a JSON object")
    p.add_argument("--deals", type=int, required=True)
    p.add_argument("--players", default="expert,club,beginner")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--json", action="store_true")
    p.add_argument("--scale", type=float, default=1.0, help="multiply the time budgets")
    p.add_argument("--worlds", type=int, default=0, help="fixed evidence: the Expert "
                   "decides on N sampled deals, every level without a clock")
    p.add_argument("--start-pot", type=int, default=30)
    p.add_argument("--records", metavar="FILE", help="also write every deal's results "
                   "(one JSON object a line)")
    return p


def _config(args: argparse.Namespace) -> ArenaConfig:
    try:
        options = loads(args.options, max_depth=4)
    except JsonRefusedError as e:
        raise ValueError(f"--options: {e}") from None
    if not isinstance(options, dict):
        raise ValueError("--options must be a JSON object")
    russian = Rules(args.variant, options).is_russian  # validates early
    kinds = tuple(k.strip() for k in args.players.split(","))
    if len(kinds) != 3 or any(k not in LEVELS for k in kinds):
        raise ValueError(f"--players needs three of {', '.join(LEVELS)}")
    if not 1 <= args.deals <= 1_000_000:
        raise ValueError("--deals must be from 1 to 1000000")
    if not 0 < args.scale <= 1000:
        raise ValueError("--scale must be above 0 and at most 1000")
    if not 0 <= args.start_pot <= 1_000_000:
        raise ValueError("--start-pot must be from 0 to 1000000")
    if not 1 <= args.jobs <= 256:
        raise ValueError("--jobs must be from 1 to 256")
    if not 0 <= args.worlds <= 10_000:
        raise ValueError("--worlds must be from 0 to 10000")
    base = RUSSIAN_BUDGETS if russian else BUDGETS
    budgets = tuple((k, Budget(base[k].seconds * args.scale, base[k].samples))
                    for k in sorted(set(kinds)))
    if args.worlds:
        budgets = fixed_evidence(budgets, args.worlds)
    return ArenaConfig(args.variant, tuple(sorted(options.items())), kinds, args.seed,
                       budgets, args.start_pot)


def _open_records(path: str) -> TextIO:
    """The records file, opened before any deal is played (ValueError if it cannot be)."""
    if os.path.exists(path) and not os.path.isfile(path):
        raise ValueError(f"--records: {path} is not a regular file")
    try:
        return open(path, "w", encoding="utf-8")  # noqa: SIM115 - closed by main
    except OSError as e:
        raise ValueError(f"--records: cannot write {path} ({e.strerror or e})") from None


def main(argv: list[str]) -> int:
    """Run the tournament command; returns the exit status."""
    records_file: TextIO | None = None
    try:
        args = _parser().parse_args(argv)
        cfg = _config(args)
        if args.records:
            records_file = _open_records(args.records)
    except (ValueError, PrefError) as exc:
        print(f"prefgui tournament: {one_line(str(exc))}", file=sys.stderr)
        return 2

    def keep(rec: DuplicateDeal) -> None:
        if records_file is not None:
            records_file.write(json.dumps(finite_json(asdict(rec))) + "\n")
            records_file.flush()

    try:
        records = run(cfg, args.deals, args.jobs, on_record=keep)
    except OSError as exc:
        print(f"prefgui tournament: cannot write the records ({exc.strerror or exc})",
              file=sys.stderr)
        return 2
    finally:
        if records_file is not None:
            records_file.close()
    rep = report(cfg, records)
    if args.json:
        print(json.dumps(finite_json(rep), indent=1))
    else:
        for line in table(rep):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
