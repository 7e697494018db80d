"""The ``prefgui`` command: no arguments opens the game window; subcommands
``replay``, ``solve``, ``review`` and ``tournament`` work without a display.

Options: ``--version``; ``--install-desktop`` / ``--uninstall-desktop`` (the desktop entry,
icons and AppStream metainfo in the user's XDG data folder, for pip and pipx installs);
``--smoke-test`` (for packaging checks: start offscreen-capable, let the computer play one
whole deal, print the menus, exit; never touches the player's saves or settings).
"""

from __future__ import annotations

import os
import signal
import sys


def _interrupted_early(_number: int, _frame: object) -> None:
    """Ctrl-C before the program has its own handling (while Python imports the rest of
    it): one line and the shell's status, never Python's traceback of an import. A worker
    process of the game (still starting: it ignores Ctrl-C once started) ends silently;
    the game's own process says it."""
    process = sys.modules.get("multiprocessing.process")
    if process is None or process.parent_process() is None:
        os.write(2, b"prefgui: interrupted\n")
    os._exit(130)


# As early as the entry point allows: before anything heavy is imported. (Python's own
# start-up, before this line, cannot be reached from here.) Only when run as the program
# or as a worker process it starts (which runs this module as "__mp_main__"), never when a
# test or another program imports this module.
if __name__ in ("__main__", "__mp_main__") or os.path.basename(
        sys.argv[0] if sys.argv else "") in ("prefgui", "prefgui-cli"):
    signal.signal(signal.SIGINT, _interrupted_early)

import argparse  # noqa: E402
import contextlib  # noqa: E402
import multiprocessing  # noqa: E402
from pathlib import Path  # noqa: E402


def _parser() -> argparse.ArgumentParser:
    from prefgui.cli.arguments import OneLineParser

    # An argument error is one short line and exit status 2, as for the commands' files.
    p = OneLineParser(prog="prefgui", description="Préférence against the computer.")
    from prefgui import __version__

    p.add_argument("--version", action="version", version=f"prefgui {__version__}")
    desktop = p.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", action="store_true",
                         help="install the desktop entry, icons and metainfo for this user")
    desktop.add_argument("--uninstall-desktop", action="store_true",
                         help="remove what --install-desktop installed")
    desktop.add_argument("--smoke-test", action="store_true",
                         help="test only: the computer plays one deal, then the game exits")
    p.add_argument("--language", metavar="CODE",
                   help="with --smoke-test: the language to start in (e.g. de, cs)")
    sub = p.add_subparsers(dest="command")
    r = sub.add_parser("replay", help="check and score deal records (prefgui.deal/1 JSON)")
    r.add_argument("files", nargs="+", metavar="FILE")
    s = sub.add_parser("solve", help="double-dummy value of a position or record")
    s.add_argument("files", nargs="+", metavar="FILE")
    from prefgui.cli.review import add_arguments as review_arguments

    review_arguments(sub.add_parser("review", help="price and judge every card of records"))
    sub.add_parser("tournament", help="duplicate computer-player tournaments", add_help=False)
    return p


def main(argv: list[str] | None = None) -> int:
    # First of all: in a frozen bundle (PyInstaller) every worker process of the computer
    # players and of `tournament --jobs` starts this same executable with multiprocessing's
    # own arguments. freeze_support() runs the worker there and exits; without it the worker
    # would parse those arguments as ours, fail and leave the game waiting for ever.
    # (Looked up at call time: PyInstaller's run-time hook replaces it with a version that
    # works on every platform; the standard library's acts on Windows only.)
    multiprocessing.freeze_support()
    argv = sys.argv[1:] if argv is None else argv
    early = signal.getsignal(signal.SIGINT) is _interrupted_early
    if early:  # the commands handle Ctrl-C themselves (their workers, their files)
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        status = _command(argv)
    except KeyboardInterrupt:  # Ctrl-C in a command: one line, the shell's status for it
        print("prefgui: interrupted", file=sys.stderr, flush=True)
        if early:  # run as the program: end here. (A Ctrl-C met while a library ran Python
            # code from C, as PySide6 does while it loads, makes Python end itself by the
            # signal after all, status -2 instead of 130.)
            with contextlib.suppress(Exception):
                sys.stdout.flush()
            os._exit(130)
        return 130
    if status is not None:
        return status
    problem = display_problem()
    if problem:
        print(f"prefgui: {problem}", file=sys.stderr)
        return 1
    if early:  # while the window's modules load, until the window handles Ctrl-C itself
        signal.signal(signal.SIGINT, _interrupted_early)
    from prefgui.ui.app import run as run_gui

    return int(run_gui())


def _command(argv: list[str]) -> int | None:
    """Run a command (``replay``, ``solve``, ``review``, ``tournament``, the desktop
    integration, the smoke test); its exit status, or None when the window is asked for."""
    if argv[:1] == ["tournament"]:
        from prefgui.cli.tournament import main as tournament

        return tournament(argv[1:])
    args = _parser().parse_args(argv)
    if args.command == "replay":
        from prefgui.cli.replay import run

        return run(args.files)
    if args.command == "solve":
        from prefgui.cli.solve import run as run_solve

        return run_solve(args.files)
    if args.install_desktop or args.uninstall_desktop:
        from prefgui.ui.system.desktop import install, uninstall

        return install() if args.install_desktop else uninstall()
    if args.smoke_test:
        from prefgui.ui.smoke import run_smoke

        return run_smoke(args.language)
    if args.command == "review":
        from prefgui.cli.review import run as run_review

        return run_review(args.files, args.knowable, args.seed, args.worlds)
    return None


def display_problem(env: dict[str, str] | None = None, platform: str = sys.platform) -> str:
    """Why the window cannot open here, in one line; '' when it can (or Qt must judge).

    On Linux and the other Unixes, Qt aborts the whole process (exit status 134, a core dump)
    when it finds no display, naming a library that is not the cause ("xcb-cursor0 is
    needed"). Neither ``WAYLAND_DISPLAY`` nor ``DISPLAY`` set, or a local display whose socket
    does not exist, is said here instead. Windows and macOS always have a display; a chosen
    ``QT_QPA_PLATFORM`` (offscreen, vnc …) is Qt's to judge.
    """
    env = dict(os.environ) if env is None else env
    if platform in ("win32", "darwin") or env.get("QT_QPA_PLATFORM"):
        return ""
    wayland, x11 = env.get("WAYLAND_DISPLAY", ""), env.get("DISPLAY", "")
    if wayland:
        runtime = env.get("XDG_RUNTIME_DIR", "")
        if Path(wayland).is_absolute() or not runtime or Path(runtime, wayland).exists():
            return ""
    if x11:
        local = x11.split(".")[0]
        if not local.startswith(":") or not local[1:].isdigit() or _x11_listens(local[1:]):
            return ""
    if not wayland and not x11:
        return ("no display: the game's window needs a desktop session (neither DISPLAY nor "
                "WAYLAND_DISPLAY is set); replay, solve, review and tournament work without one")
    return (f"no display: the display {wayland or x11} cannot be reached; replay, solve, "
            "review and tournament work without one")


def _x11_listens(number: str) -> bool:
    """A local X server :number has its socket file, or (Linux) its abstract socket."""
    path = f"/tmp/.X11-unix/X{number}"
    if Path(path).exists():
        return True
    if not sys.platform.startswith("linux"):
        return False
    import socket

    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
        s.settimeout(1.0)
        try:
            s.connect("\0" + path)
        except OSError:
            return False
    return True


if __name__ == "__main__":
    sys.exit(main())
