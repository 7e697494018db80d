"""The hostile campaign's kinds for what hung, crashed or wrote elsewhere on the command line
and in the card decks (run by ``benchmarks/hostile.py``, which prints their counts).

Each kind draws seeded inputs and returns one line per input that did not keep its promise:

* ``big JSON``: texts of 16 KB to 256 KB built to be slow (an unclosed string of escaped
  quotes after nesting, brackets inside strings, a JSON Lines file with such a line),
  through ``replay``; each must be answered in one line within a time bound.
* ``card decks``: SVG decks of ``<use>`` levels, pattern and filter references, cycles,
  links to other files and entity bombs, listed, chosen and drawn by a child process; each
  must be drawn or refused within a time bound.
* ``arguments``: ``review`` and ``tournament`` options with values in and out of bounds,
  huge and unprintable; an accepted value must lie in its bounds, a refused one be one
  short line.
* ``output encodings``: ``replay`` and ``solve`` writing to ASCII, Latin-1 and UTF-8
  streams, file names with stray bytes and documents with ``♥``; no exception, no raw byte.
* ``records files``: ``tournament --records`` at existing files, symbolic links (live and
  dangling), FIFOs and folders, with or without ``--force``/``--append``; nothing outside
  the run's own file may change and nothing may block.
* ``tournament Ctrl-C``: ``--jobs 2`` runs interrupted at a random moment; each must end,
  workers included, within a time bound.
* ``start-up Ctrl-C``: the window's start interrupted while one of its modules loads, or
  at a random moment of its first seconds; status 130 and no traceback each time.
* ``desktop install``: symbolic links planted at the installed names, launcher paths with
  ``%``, backslashes, quotes and newlines, foreign files before an uninstall; no file but
  the game's may change, and the ``Exec`` line must read back as the launcher.

A time bound here is the campaign's verdict on a hang (a child process is ended after it),
never a measure of speed.
"""

from __future__ import annotations

import contextlib
import io
import json
import multiprocessing
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BOUND = 20.0  # seconds before an input counts as a hang

Kind = Callable[[random.Random, int, Path], list[str]]


def _bounded(fn: Callable[..., str], *args: Any, seconds: float = BOUND) -> str:
    """``fn(*args)`` in a forked child: its answer, or a hang after ``seconds``."""
    ctx = multiprocessing.get_context("fork")
    recv, send = ctx.Pipe(duplex=False)

    def child() -> None:
        try:
            answer = fn(*args)
        except BaseException as e:  # noqa: BLE001 - counting escapes is the point
            answer = f"{type(e).__name__} escaped"
        send.send(answer)

    proc = ctx.Process(target=child)
    proc.start()
    answer = recv.recv() if recv.poll(seconds) else f"hang (more than {seconds:.0f} s)"
    if proc.is_alive():
        proc.kill()
    proc.join()
    return answer


def _base_record() -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(
        (ROOT / "tests" / "data" / "examples" / "case-0000.json").read_text("utf-8"))
    return doc


# ---------------------------------------------------------------------------------------
# big JSON


def _slow_json(rng: random.Random) -> str:
    size = rng.choice([16, 32, 64, 128, 256]) * 1024
    shape = rng.randrange(5)
    if shape == 0:
        return "[" * rng.randint(5, 40) + '"' + '\\"' * (size // 2)
    if shape == 1:
        return "[" * 40 + '"' + '\\"[' * (size // 3)
    if shape == 2:
        return "{" + '"a": "' + "\\\\" * (size // 2)
    if shape == 3:  # JSON Lines: a slow line between good ones
        good = json.dumps(_base_record())
        return good + "\n" + "{" + "[" * 33 + '"' + '\\"' * (size // 2) + "\n" + good
    return '["' + '\\"]' * (size // 3) + "[" * 40


def _replay_one(path: str) -> str:
    from prefgui.cli import replay

    out, err = io.StringIO(), io.StringIO()
    status = replay.run([path], out, err)
    lines = out.getvalue().splitlines() + err.getvalue().splitlines()
    if status not in (0, 2) or not lines:
        return f"exit status {status}, {len(lines)} lines"
    if any(len(x) > 600 or not x.isprintable() for x in err.getvalue().splitlines()):
        return "an error line too long or not escaped"
    return ""


def _options_one(text: str) -> str:
    from prefgui.cli import tournament

    argv = ["--variant", "austrian", "--deals", "1", "--options", text]
    with contextlib.suppress(ValueError):
        tournament._config(tournament._parser().parse_args(argv))
    return ""


def big_json(rng: random.Random, n: int, tmp: Path) -> list[str]:
    problems = []
    for i in range(n):
        path = tmp / f"big-{i}.json"
        text = _slow_json(rng)
        path.write_text(text, encoding="utf-8")
        problem = _bounded(_replay_one, str(path))
        if problem:
            problems.append(f"big JSON {i} ({path.stat().st_size} bytes): {problem}")
        elif rng.random() < 0.5:  # the same text as tournament --options
            problem = _bounded(_options_one, text.split("\n")[0][:120_000])
            if problem:
                problems.append(f"big JSON {i} as --options: {problem}")
    return problems


# ---------------------------------------------------------------------------------------
# card decks

_SVG = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        'width="400" height="280">')


def _deck(rng: random.Random) -> str:
    shape = rng.randrange(6)
    cards = '<g id="back">{0}</g><g id="king_heart">{0}</g>'
    if shape == 0:  # levels of uses (10^8 at 8 levels of 10)
        levels, fan = rng.randint(2, 9), rng.randint(2, 12)
        parts = ['<defs><rect id="l0" width="1" height="1"/>']
        for k in range(1, levels + 1):
            parts.append(f'<g id="l{k}">' + f'<use xlink:href="#l{k - 1}"/>' * fan + "</g>")
        body = "".join(parts) + "</defs>" + cards.format(f'<use xlink:href="#l{levels}"/>')
    elif shape == 1:  # patterns filling with patterns
        levels = rng.randint(2, 8)
        parts = ['<defs><pattern id="p0" width="2" height="2"><rect width="1" height="1"/>'
                 "</pattern>"]
        for k in range(1, levels + 1):
            parts.append(f'<pattern id="p{k}" width="2" height="2">'
                         + f'<rect width="1" height="1" fill="url(#p{k - 1})"/>' * 10
                         + "</pattern>")
        body = "".join(parts) + "</defs>" + cards.format(
            f'<rect width="100" height="140" fill="url(#p{levels})"/>')
    elif shape == 2:  # a filter on many elements
        count = rng.choice([10, 100, 2000, 20000])
        body = ('<defs><filter id="f"><feGaussianBlur stdDeviation="9"/></filter></defs>'
                + cards.format('<rect width="9" height="9" filter="url(#f)"/>' * count))
    elif shape == 3:  # a cycle
        body = cards.format('<use xlink:href="#back"/>')
    elif shape == 4:  # another file
        target = rng.choice(["/dev/zero", "/etc/passwd", "../x.svg", "file:///dev/zero"])
        body = cards.format(f'<image xlink:href="{target}" width="9" height="9"/>')
    else:  # entities
        ents = '<!ENTITY a "<g/><g/><g/><g/><g/><g/><g/><g/><g/><g/>">' + "".join(
            f'<!ENTITY {chr(98 + k)} "' + f"&{chr(97 + k)};" * 10 + '">' for k in range(7))
        return f'<?xml version="1.0"?><!DOCTYPE svg [{ents}]>' + _SVG + cards.format("&h;") \
            + "</svg>"
    return _SVG + body + "</svg>"


_DECK_CHILD = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from prefgui.ui.table.theme import available_themes, load_theme
app = QApplication([])
dirs = [Path(sys.argv[1])]
names = [t.name for t in available_themes(data_dirs=dirs)]
assert "aisleriot:deck" in names, names
theme = load_theme("aisleriot:deck", data_dirs=dirs)
theme.backs()
assert not theme.pixmap(31, 60).isNull() and not theme.pixmap(None, 60).isNull()
print("drawn")
"""


def card_decks(rng: random.Random, n: int, tmp: Path) -> list[str]:
    problems = []
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    for i in range(n):
        root = tmp / f"decks-{i}"
        cards = root / "aisleriot" / "cards"
        cards.mkdir(parents=True)
        (cards / "deck.svg").write_text(_deck(rng), encoding="utf-8")
        try:
            proc = subprocess.run([sys.executable, "-c", _DECK_CHILD, str(root)],
                                  capture_output=True, text=True, timeout=BOUND, env=env,
                                  cwd=ROOT)
        except subprocess.TimeoutExpired:
            problems.append(f"deck {i}: hang (more than {BOUND:.0f} s)")
            continue
        if proc.returncode != 0 or proc.stdout.strip() != "drawn":
            problems.append(f"deck {i}: {proc.stderr.strip().splitlines()[-1:]}")
    return problems


# ---------------------------------------------------------------------------------------
# arguments

_NASTY = ["0", "-1", "-3", "1", "24", "1000", "1001", "100000000", "9" * 5000, "x", "",
          "1e3", "\u0661", "2\n3", "\u202e7", "+5", " 4 "]


def _argument_answer(argv: list[str]) -> tuple[int, str]:
    from prefgui.__main__ import _parser

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try:
            args = _parser().parse_args(argv)
        except SystemExit as e:
            return int(e.code or 0), err.getvalue()
    worlds, knowable = args.worlds, args.knowable
    if not 1 <= worlds <= 100_000 or any(not 0 <= k <= 3 for k in knowable):
        return 0, f"accepted --worlds {worlds} --knowable {knowable}"
    return 0, ""


def arguments(rng: random.Random, n: int, _tmp: Path) -> list[str]:
    from prefgui.cli import tournament

    problems = []
    for i in range(n):
        option = rng.choice(["--worlds", "--knowable", "--seed", "--" + "y" * rng.choice(
            [3, 5000])])
        value = rng.choice(_NASTY)
        status, said = _argument_answer(["review", option, value, "r.json"])
        lines = said.splitlines()
        if status == 0 and said:
            problems.append(f"arguments {i} ({option} {value[:20]!r}): {said}")
        elif status and (len(lines) != 1 or len(lines[0]) > 400):
            problems.append(f"arguments {i} ({option} {value[:20]!r}): {len(lines)} lines, "
                            f"{len(said)} characters")
        t_option = rng.choice(["--deals", "--jobs", "--seed", "--start-pot", "--players"])
        argv = ["--variant", "austrian", "--deals", "1", t_option, rng.choice(_NASTY)]
        try:
            tournament._config(tournament._parser().parse_args(argv))
        except ValueError as e:
            if len(tournament.one_line(str(e))) > 400:
                problems.append(f"arguments {i} (tournament {t_option}): "
                                f"{len(str(e))} characters")
        except BaseException as e:  # noqa: BLE001
            problems.append(f"arguments {i} (tournament {t_option}): {type(e).__name__}")
    return problems


# ---------------------------------------------------------------------------------------
# output encodings


def _encodings_one(paths: list[str], encoding: str) -> str:
    from prefgui.cli import replay, solve

    for run in (replay.run, solve.run):
        raw_out, raw_err = io.BytesIO(), io.BytesIO()
        out = io.TextIOWrapper(raw_out, encoding=encoding, errors="strict")
        err = io.TextIOWrapper(raw_err, encoding=encoding, errors="strict")
        status = run(paths, out, err)
        out.flush()
        err.flush()
        data = raw_out.getvalue() + raw_err.getvalue()
        if status not in (0, 2):
            return f"exit status {status}"
        if b"\xff" in data:
            return f"{run.__module__}: a raw byte 0xFF"
        for line in raw_out.getvalue().decode(encoding).splitlines():
            json.loads(line)
    return ""


def output_encodings(rng: random.Random, n: int, tmp: Path) -> list[str]:
    problems = []
    folder = os.fsencode(tmp)
    good = json.dumps(_base_record())
    position = json.dumps({"format": "prefgui.position/1", "hands": ["AS KS", "QS JS",
                                                                     "TS 9S"],
                           "trump": "H", "declarer": 0, "leader": 0, "goal": "max"})
    for i in range(n):
        paths = []
        for j in range(rng.randint(1, 3)):
            name = rng.choice([b"caf\xc3\xa9", b"bad\xff", b"plain", b"\xe2\x99\xa5",
                               b"x\xfe\xfd"]) + f"-{i}-{j}.json".encode()
            text = rng.choice([good, position, good.replace('"1 pass"', '"1 play A\u2665"'),
                               '{"format": "\u2665\u00e9"}', "\u2665"])
            with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
                f.write(text)
            paths.append(os.fsdecode(os.path.join(folder, name)))
        encoding = rng.choice(["ascii", "latin-1", "utf-8", "cp1252"])
        problem = _bounded(_encodings_one, paths, encoding)
        if problem:
            problems.append(f"encodings {i} ({encoding}): {problem}")
    return problems


# ---------------------------------------------------------------------------------------
# records files


def _records_one(place: str, flags: list[str]) -> str:
    from prefgui.ai.arena.duplicate import DuplicateDeal
    from prefgui.cli import tournament

    def fake_run(cfg: object, deals: int, jobs: int, on_record: Any = None,
                 **_kw: object) -> list[DuplicateDeal]:
        recs = [DuplicateDeal(i) for i in range(deals)]
        for r in recs:
            on_record(r)
        return recs

    tournament.run = fake_run  # type: ignore[assignment]
    tournament.report = lambda cfg, recs: {}  # type: ignore[assignment]
    tournament.table = lambda rep: []  # type: ignore[assignment]
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        status = tournament.main(["--variant", "austrian", "--deals", "2", "--players",
                                  "beginner,beginner,beginner", "--records", place, *flags])
    lines = err.getvalue().splitlines()
    if status == 2 and len(lines) != 1:
        return f"{len(lines)} error lines"
    return f"status {status}"


def records_files(rng: random.Random, n: int, tmp: Path) -> list[str]:
    problems = []
    for i in range(n):
        base = tmp / f"records-{i}"
        base.mkdir()
        precious = base / "precious.txt"
        precious.write_text("precious\n", encoding="utf-8")
        place = base / "records.jsonl"
        shape = rng.choice(["new", "existing", "link", "dangling", "fifo", "folder"])
        if shape == "existing":
            place.write_text("kept\n", encoding="utf-8")
        elif shape == "link":
            place.symlink_to(precious)
        elif shape == "dangling":
            place.symlink_to(base / "nowhere.txt")
        elif shape == "fifo":
            os.mkfifo(place)
        elif shape == "folder":
            place.mkdir()
        flags = rng.choice([[], ["--force"], ["--append"]])
        answer = _bounded(_records_one, str(place), flags, seconds=10)
        wrong = []
        if answer.startswith(("hang", "BaseException", "status 1")) or "escaped" in answer:
            wrong.append(answer)
        if precious.read_text(encoding="utf-8") != "precious\n":
            wrong.append("a linked file was written")
        if (base / "nowhere.txt").exists():
            wrong.append("a dangling link was followed")
        if shape == "existing" and not flags and place.read_text("utf-8") != "kept\n":
            wrong.append("an existing file was replaced")
        if shape == "new" and answer != "status 0":
            wrong.append(f"a new file was refused ({answer})")
        if wrong:
            problems.append(f"records {i} ({shape} {' '.join(flags)}): {'; '.join(wrong)}")
        with contextlib.suppress(OSError):
            if place.is_fifo():
                place.unlink()
    return problems


# ---------------------------------------------------------------------------------------
# tournament Ctrl-C


def tournament_interrupts(rng: random.Random, n: int, tmp: Path) -> list[str]:
    problems = []
    for i in range(n):
        argv = [sys.executable, "-m", "prefgui", "tournament", "--variant",
                rng.choice(["austrian", "balkan"]), "--deals", "200", "--players",
                "beginner,beginner,beginner", "--scale", "0.05", "--jobs", "2",
                "--records", str(tmp / f"interrupted-{i}.jsonl")]
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                cwd=ROOT, start_new_session=True,
                                env={**os.environ, "PYTHONPATH": str(ROOT)})
        # From importing the commands (the interpreter's own start, before any of the
        # program runs, is left out) to starting workers and playing.
        time.sleep(rng.uniform(1.0, 6.0))
        os.killpg(proc.pid, signal.SIGINT)
        try:
            _, err = proc.communicate(timeout=BOUND)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
            problems.append(f"Ctrl-C {i}: still running after {BOUND:.0f} s")
            continue
        text = err.decode("utf-8", "replace")
        left = True
        for _ in range(50):
            try:
                os.killpg(proc.pid, 0)
            except ProcessLookupError:
                left = False
                break
            time.sleep(0.1)
        if "Traceback" in text or left:
            problems.append(f"Ctrl-C {i}: " + ("a traceback" if "Traceback" in text
                                              else "workers left"))
    return problems


# Modules the window's start imports, early to late: a Ctrl-C is sent while one loads.
_STARTUP_MODULES = ("argparse.py", "multiprocessing/__init__.py", "PySide6/__init__.py",
                    "pyqtgraph/__init__.py", "numpy/__init__.py", "sqlite3/__init__.py")


def startup_interrupts(rng: random.Random, n: int, tmp: Path) -> list[str]:
    """Ctrl-C while the window starts: during the import of a module of the start (a
    stand-in sends the signal as it loads), or at a random moment of the first seconds
    (the interpreter's own start, before any of the program runs, is left out: 0.3 s);
    each must end at once with status 130 and no traceback."""
    problems = []
    for i in range(n):
        home = tmp / f"startup-{i}"
        paths = [str(ROOT)]
        delay = 0.0
        if rng.random() < 0.5:
            module = rng.choice(_STARTUP_MODULES)
            fake = home / "fake" / module
            fake.parent.mkdir(parents=True)
            fake.write_text("import os, signal\nos.kill(os.getpid(), signal.SIGINT)\n"
                            "raise ImportError('not ended by Ctrl-C')\n", "utf-8")
            paths.insert(0, str(home / "fake"))
            what = f"while importing {module}"
        else:
            delay = rng.uniform(0.3, 4.0)
            what = f"after {delay:.1f} s"
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths), "PREFGUI_HOME": str(home),
               "QT_QPA_PLATFORM": "offscreen", "PREFGUI_AUTOPLAY": "beginner"}
        proc = subprocess.Popen([sys.executable, "-m", "prefgui"], stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, cwd=ROOT, start_new_session=True,
                                env=env)
        if delay:
            time.sleep(delay)
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGINT)
        try:
            _, err = proc.communicate(timeout=BOUND)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
            problems.append(f"start-up Ctrl-C {i} ({what}): still running after {BOUND:.0f} s")
            continue
        text = err.decode("utf-8", "replace")
        if proc.returncode != 130 or "Traceback" in text or "KeyboardInterrupt" in text:
            last = text.strip().splitlines()[-1:] or [""]
            problems.append(f"start-up Ctrl-C {i} ({what}): status {proc.returncode}, "
                            f"{last[0][:120]!r}")
    return problems


# ---------------------------------------------------------------------------------------
# desktop install


def _exec_arguments(value: str) -> list[str] | None:
    """An Exec value read back as the Desktop Entry Specification says (None: malformed)."""
    table = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    text, i = [], 0
    while i < len(value):
        if value[i] == "\\" and i + 1 < len(value) and value[i + 1] in table:
            text.append(table[value[i + 1]])
            i += 2
        else:
            text.append(value[i])
            i += 1
    s = "".join(text)
    args: list[str] = []
    cur: list[str] | None = None
    i = 0
    while i < len(s):
        c = s[i]
        if c == '"':
            cur = cur or []
            i += 1
            while i < len(s) and s[i] != '"':
                if s[i] == "\\":
                    i += 1
                    if i >= len(s) or s[i] not in '"`$\\':
                        return None
                cur.append(s[i])
                i += 1
            if i >= len(s):
                return None
            i += 1
        elif c == " ":
            if cur is not None:
                args.append("".join(cur))
            cur = None
            i += 1
        elif c in '"\'\\><~|&;$*?#()`\t\n':
            return None
        else:
            cur = (cur or []) + [c]
            i += 1
    if cur is not None:
        args.append("".join(cur))
    if any("%" in a.replace("%%", "") for a in args):
        return None
    return [a.replace("%%", "%") for a in args]


def desktop_install(rng: random.Random, n: int, tmp: Path) -> list[str]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from prefgui.ui.system import desktop

    problems = []
    pieces = ["a b", "100%", "%f", "back\\slash", '"q"', "$HOME", "`x`", "new\nline",
              "Exec=rm -rf ~", "tab\t", "é", "plain"]
    for i in range(n):
        home = tmp / f"desktop-{i}"
        precious = tmp / f"precious-{i}.txt"
        precious.write_text("precious\n", encoding="utf-8")
        launcher = "/opt/" + "/".join(rng.choice(pieces) for _ in range(3)) + "/prefgui"
        desktop.launcher_argv = lambda launcher=launcher: [launcher]  # type: ignore[misc]
        files = desktop.installed_files(home)
        for path in rng.sample(files, rng.randint(0, 4)):
            path.parent.mkdir(parents=True, exist_ok=True)
            path.symlink_to(precious)
        wrong = []
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(
                io.StringIO()):
            try:
                status = desktop.install(home)
            except BaseException as e:  # noqa: BLE001
                status = -1
                wrong.append(f"{type(e).__name__} escaped")
        if precious.read_bytes() != b"precious\n":
            wrong.append("installed through a link")
        if status == 0:
            try:
                lines = files[0].read_text(encoding="utf-8").splitlines()
                execs = [x for x in lines if x.startswith("Exec=")]
                if len(execs) != 1 or _exec_arguments(execs[0][5:]) != [launcher]:
                    wrong.append("the Exec line does not read back as the launcher")
                if any("=" in x and x.split("=")[0] in ("rm -rf ~",) for x in lines) or len(
                        [x for x in lines if x.startswith("TryExec=")]) != 1:
                    wrong.append("a key injected")
                # a foreign file and a link before the uninstall are left
                files[3].unlink()
                files[3].write_text("<svg>another program's</svg>", encoding="utf-8")
                files[1].unlink()
                files[1].symlink_to(precious)
                with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(
                        io.StringIO()):
                    desktop.uninstall(home)
                if not files[3].is_file() or not files[1].is_symlink():
                    wrong.append("uninstall removed a file that was not the game's")
            except (OSError, UnicodeError) as e:  # what was installed is not what it should be
                wrong.append(f"the installed files cannot be checked ({type(e).__name__})")
        if wrong:
            problems.append(f"desktop {i} ({launcher!r}): {'; '.join(wrong)}")
    return problems


KINDS: tuple[tuple[str, Kind], ...] = (
    ("big JSON", big_json),
    ("arguments", arguments),
    ("output encodings", output_encodings),
    ("records files", records_files),
    ("tournament Ctrl-C", tournament_interrupts),
    ("start-up Ctrl-C", startup_interrupts),
    ("card decks", card_decks),
    ("desktop install", desktop_install),  # last: it starts Qt in this process
)
"""The kinds, in the order they run (the forked children come before Qt starts here)."""
