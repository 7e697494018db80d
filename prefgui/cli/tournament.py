"""``prefgui tournament``: computer players against each other on duplicate deals.

Usage::

    prefgui tournament --variant V [--options JSON] --deals N
        --players expert,club,beginner --seed S [--jobs J] [--json]
        [--scale F] [--worlds N] [--start-pot P] [--records FILE [--force | --append]]

The figures are explained in :mod:`prefgui.ai.arena.tournament`. Every option is checked
before the first deal is played: a bad option, ``--options`` that is not a small JSON
object, or a ``--records`` file that cannot be written gives one line on standard error
and exit status 2. ``--records`` gets each deal's line as soon as the deal is played, so
a run that stops keeps what it had played. It never replaces an existing file unless told
to (``--force``, or ``--append`` to add to it), never writes through a symbolic link, and a
write that fails (a full disk) ends the run at once with one line and exit status 2.
``--jobs`` starts at most one process per deal and per core. Ctrl-C ends the run at once,
workers included (exit status 130).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import stat
import sys
from dataclasses import asdict
from typing import TextIO

from prefgui.ai.arena.duplicate import ArenaConfig, DuplicateDeal
from prefgui.ai.arena.tournament import finite_json, fixed_evidence, report, run, table
from prefgui.ai.players import BUDGETS, LEVELS, Budget
from prefgui.ai.russian.player import RUSSIAN_BUDGETS
from prefgui.cli.arguments import short_message
from prefgui.cli.documents import encodable_line, json_line
from prefgui.engine.errors import PrefError
from prefgui.engine.rules import Rules
from prefgui.session.files import JsonRefusedError, loads, one_line

__all__ = ["main"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise ValueError(short_message(message))


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
                   "(one JSON object a line); an existing FILE is refused unless --force or "
                   "--append")
    write = p.add_mutually_exclusive_group()
    write.add_argument("--force", action="store_true", help="replace an existing --records "
                       "file")
    write.add_argument("--append", action="store_true", help="add to an existing --records "
                       "file")
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


def _open_records(path: str, force: bool = False, append: bool = False) -> TextIO:
    """The records file, opened before any deal is played (ValueError if it cannot be).

    A new file is created; an existing one is refused unless ``force`` (it is emptied) or
    ``append``. A symbolic link is never followed, and only a regular file is written (a
    FIFO is refused without waiting for a reader).
    """
    flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    if append:
        flags |= os.O_APPEND
    elif not force:
        flags |= os.O_EXCL
    name = one_line(path, 200)
    try:
        fd = os.open(path, flags, 0o644)
    except OSError as e:
        if e.errno == errno.EEXIST:
            reason = ("is a symbolic link (never written through)" if os.path.islink(path)
                      else "is not a regular file" if not os.path.isfile(path)
                      else "exists (--force replaces it, --append adds to it)")
            raise ValueError(f"--records: {name} {reason}") from None
        if e.errno == errno.ELOOP or os.path.islink(path):
            raise ValueError(f"--records: {name} is a symbolic link (never written through)"
                             ) from None
        if os.path.lexists(path) and not os.path.isfile(path):
            raise ValueError(f"--records: {name} is not a regular file") from None
        raise ValueError(f"--records: cannot write {name} ({e.strerror or e})") from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise ValueError(f"--records: {name} is not a regular file")
        if force:
            os.ftruncate(fd, 0)
        os.set_blocking(fd, True)
        return open(fd, "w", encoding="utf-8", closefd=True)  # noqa: SIM115 - closed by main
    except BaseException:
        os.close(fd)
        raise


def _close_quietly(f: TextIO) -> None:
    """Close a records file whose writing already failed or was reported (no second error)."""
    with contextlib.suppress(OSError):
        f.close()


def main(argv: list[str]) -> int:
    """Run the tournament command; returns the exit status."""
    records_file: TextIO | None = None
    try:
        args = _parser().parse_args(argv)
        cfg = _config(args)
        if (args.force or args.append) and not args.records:
            raise ValueError("--force and --append go with --records FILE")
        if args.records:
            records_file = _open_records(args.records, args.force, args.append)
    except (ValueError, PrefError) as exc:
        print(f"prefgui tournament: {one_line(str(exc))}", file=sys.stderr)
        return 2

    def keep(rec: DuplicateDeal) -> None:
        if records_file is not None:
            records_file.write(json.dumps(finite_json(asdict(rec))) + "\n")
            records_file.flush()

    try:
        records = run(cfg, args.deals, args.jobs, on_record=keep)
        if records_file is not None:
            records_file.close()  # a failing close is the same failed write
    except OSError as exc:
        print(f"prefgui tournament: cannot write the records ({exc.strerror or exc})",
              file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("prefgui tournament: interrupted", file=sys.stderr)
        return 130
    finally:
        if records_file is not None:
            _close_quietly(records_file)
    rep = report(cfg, records)
    if args.json:
        print(json_line(sys.stdout, finite_json(rep), indent=1))
    else:
        for line in table(rep):
            print(encodable_line(sys.stdout, line))  # "±" on an ASCII terminal: "\xb1"
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
