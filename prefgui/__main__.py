"""The ``prefgui`` command: no arguments opens the game window; subcommands
``replay``, ``solve``, ``review`` and ``tournament`` work without a display."""

from __future__ import annotations

import argparse
import sys


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="prefgui", description="Préférence against the computer.")
    sub = p.add_subparsers(dest="command")
    r = sub.add_parser("replay", help="check and score deal records (RULES §11)")
    r.add_argument("files", nargs="+", metavar="FILE")
    s = sub.add_parser("solve", help="double-dummy value of a position or record")
    s.add_argument("files", nargs="+", metavar="FILE")
    from prefgui.cli.review import add_arguments as review_arguments

    review_arguments(sub.add_parser("review", help="price and judge every card of records"))
    sub.add_parser("tournament", help="duplicate computer-player tournaments", add_help=False)
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["tournament"]:
        from prefgui.ai.arena.tournament import main as tournament

        return tournament(argv[1:])
    args = _parser().parse_args(argv)
    if args.command == "replay":
        from prefgui.cli.replay import run

        return run(args.files)
    if args.command == "solve":
        from prefgui.cli.solve import run as run_solve

        return run_solve(args.files)
    if args.command == "review":
        from prefgui.cli.review import run as run_review

        return run_review(args.files, args.knowable, args.seed, args.worlds)
    from prefgui.ui.app import run as run_gui

    return int(run_gui())


if __name__ == "__main__":
    sys.exit(main())
