"""Hostile-input campaign: seeded random damage to every kind of file the program reads,
counting the inputs that kept the contract ("clean") and those that did not.

Kinds: deal records and positions through ``replay`` and ``solve`` (one record a file, JSON
Lines, several files at once), saved sessions (``load_session`` and start-up listing), stored
settings, and tournament options. Clean means: no exception escapes, ``replay``/``solve``
give exactly one short escaped line per document and exit status 0 or 2, a save loads or
is set aside byte for byte, settings give a value (defaults with a reason when damaged).

The kinds of ``benchmarks/hostile_files.py`` follow (big JSON, card decks, arguments,
output encodings, ``--records`` files, Ctrl-C in a pooled tournament, desktop install); they
run child processes, so they take ``--extended-per-kind`` inputs each.

Usage: ``python benchmarks/hostile.py [--per-kind 150] [--extended-per-kind 30] [--seed 1]
[--only KIND]``; prints one line per kind and the totals, and any input that was not clean
(exit status 1 then).
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from prefgui.cli import replay, solve  # noqa: E402
from prefgui.cli import tournament as tournament_cli  # noqa: E402
from prefgui.session.match import Match, TableSettings  # noqa: E402
from prefgui.session.settings import AppSettings, settings_from_text, settings_to_json  # noqa: E402
from prefgui.session.storage import SaveError, load_session, save_document  # noqa: E402

NASTY_TEXT = ["", "\n", "\x00", "\u202e", "²", "١", "9" * 5000, "1e999999999", "-0", "NaN",
              "x" * 70_000, "0 play\nAS", "\ud800", "[" * 50, "../../etc/passwd", "🂡"]


def _value(rng: random.Random, depth: int = 0) -> Any:
    r = rng.random()
    if r < 0.15:
        return rng.choice(NASTY_TEXT)
    if r < 0.3:
        return rng.choice([0, -1, 3, 10**20, 2**63, True, False, None, 1.5])
    if r < 0.4 and depth < 3:
        return [_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    if r < 0.5 and depth < 3:
        return {rng.choice(["a", "format", "pot", ""]): _value(rng, depth + 1)}
    if r < 0.6:
        return "".join(chr(rng.randint(0, 0x2FFF)) for _ in range(rng.randint(0, 12)))
    return rng.choice(["0 pass", "1 bid 1", "AS", "austrian", "club", "god", "10/0", "7/2"])


def _paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:4]):
            out += _paths(v, (*prefix, i))
    return out


def _damage(rng: random.Random, doc: Any) -> str:
    """A damaged text of ``doc``: a value replaced, a raw token spliced, or bytes cut."""
    how = rng.random()
    if how < 0.6:
        doc = copy.deepcopy(doc)
        path = rng.choice(_paths(doc))
        node = doc
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = _value(rng)
        return json.dumps(doc, ensure_ascii=rng.random() < 0.5)
    text = json.dumps(doc)
    if how < 0.8:
        raw = rng.choice(["1e400", "Infinity", "NaN", "9" * 5000, "[" * 3000 + "]" * 3000,
                          '"\\ud800"', "-", "{}", "null"])
        marker = rng.choice(['"dealer": 0', '"seed": ', '"players": 3', '"pot": '])
        return text.replace(marker, marker.split(":")[0] + ": " + raw, 1)
    cut = rng.randint(0, len(text))
    return text[:cut] + rng.choice(["", "\x00", "\n" + text[cut:], "}" * 5])


def _contract(run: Callable[..., int], paths: list[str], documents: int) -> str:
    out, err = io.StringIO(), io.StringIO()
    status = run(paths, out, err)
    lines = out.getvalue().splitlines() + err.getvalue().splitlines()
    if status not in (0, 2):
        return f"exit status {status}"
    if any(len(x) > 600 or not x.isprintable() for x in lines):
        return "a line that is too long or not escaped"
    if documents > 1 and len(out.getvalue().splitlines()) != documents:
        return "not one line per document"
    return ""


def records(rng: random.Random, n: int, tmp: Path) -> list[str]:
    examples = sorted((ROOT / "tests" / "data" / "examples").glob("case-*[0-9].json"))
    bases = [json.loads(p.read_text("utf-8")) for p in examples]
    problems = []
    for i in range(n):
        texts = [_damage(rng, rng.choice(bases)) for _ in range(rng.choice([1, 1, 3]))]
        if rng.random() < 0.25:  # JSON Lines
            texts = ["\n".join(t.replace("\n", " ") for t in texts)]
        paths = []
        for j, t in enumerate(texts):
            p = tmp / f"rec-{i}-{j}.json"
            p.write_text(t, encoding="utf-8", errors="surrogatepass")
            paths.append(str(p))
        docs = len(paths) if len(paths) > 1 else 1
        for run in (replay.run, solve.run):
            try:
                problem = _contract(run, paths, docs)
            except BaseException as e:  # noqa: BLE001 - counting escapes is the point
                problem = f"{type(e).__name__} escaped"
            if problem:
                problems.append(f"record {i} ({run.__module__}): {problem}")
    return problems


def saves(rng: random.Random, n: int, tmp: Path) -> list[str]:
    m = Match(TableSettings("balkan"), seed=3)
    r = random.Random(2)
    while len(m.entries) < 1 or len(m.state.history) < 4:
        if m.state.is_terminal():
            m.next_deal()
        else:
            m.apply(r.choice(m.state.legal_actions()))
    base = save_document(m)
    problems = []
    for i in range(n):
        text = _damage(rng, base)
        p = tmp / f"session-{i}.json"
        p.write_text(text, encoding="utf-8", errors="surrogatepass")
        data = p.read_bytes()
        try:
            load_session(p)
        except SaveError as e:
            if e.kind != "newer" and (e.kept_as is None or e.kept_as.read_bytes() != data):
                problems.append(f"save {i}: not kept aside byte for byte")
        except BaseException as e:  # noqa: BLE001
            problems.append(f"save {i}: {type(e).__name__} escaped")
    return problems


def settings(rng: random.Random, n: int, _tmp: Path) -> list[str]:
    base = settings_to_json(AppSettings())
    problems = []
    for i in range(n):
        text = _damage(rng, base)
        try:
            settings_from_text(text)
        except ValueError:
            pass  # the store resets to the defaults with this reason
        except BaseException as e:  # noqa: BLE001
            problems.append(f"settings {i}: {type(e).__name__} escaped")
    return problems


def options(rng: random.Random, n: int, _tmp: Path) -> list[str]:
    problems = []
    base = {"must_head": True, "pot_shortfall": "pay_available"}
    for i in range(n):
        argv = ["--variant", rng.choice(["austrian", "balkan", "x\n"]), "--deals",
                rng.choice(["1", "0", "-5", "9" * 5000, "x"]), "--options", _damage(rng, base),
                "--players", rng.choice(["club,club,club", "god,club,club", "club"])]
        try:
            tournament_cli._config(tournament_cli._parser().parse_args(argv))
        except ValueError:
            pass
        except BaseException as e:  # noqa: BLE001
            problems.append(f"options {i}: {type(e).__name__} escaped")
    return problems


# The data folder, the settings file and the coach profile as an unlucky player or another
# program leaves them (issue: "two windows on one home", "a damaged coach profile", "smaller
# losses"). One block, so that other kinds can be added beside it without touching it.
def _home_saves(rng: random.Random, i: int, tmp: Path) -> str:
    """Saves with random sequence numbers, clocks and file times: the resumed one is the
    highest sequence, then the newest file, never the clock written in it."""
    from prefgui.session.resume import resume_latest
    from prefgui.session.storage import save as save_session

    folder = tmp / f"home-saves-{i}"
    folder.mkdir()
    expected: tuple[int, float, str] | None = None
    for j in range(rng.randint(1, 4)):
        m = Match(TableSettings("austrian"), seed=rng.randint(0, 99))
        name = f"session-{rng.randint(0, 10**6):07d}-{j}.json"
        seq = rng.choice([0, 0, 1, 2, 3, 10**6])
        save_session(m, folder / name, sequence=seq)
        doc = json.loads((folder / name).read_text("utf-8"))
        doc["saved"] = rng.choice(["2038-01-19T03:14:07", "1970-01-01T00:00:00", "soon",
                                   "2099-12-31T23:59:59+1400", doc["saved"]])
        (folder / name).write_text(json.dumps(doc), "utf-8")
        mtime = rng.choice([1_000_000, 2**31 - 1, time.time(), time.time() - 86400])
        import os

        os.utime(folder / name, (mtime, mtime))
        key = (seq, mtime, name)
        if expected is None or key[:2] > expected[:2]:
            expected = key
    found = resume_latest(folder)
    assert expected is not None
    if found.path is None or found.path.name != expected[2]:
        same = [p for p in folder.iterdir() if p.name == expected[2]]
        if same and found.path is not None:  # equal (sequence, time): either is right
            other = json.loads(found.path.read_text("utf-8")).get("sequence", 0)
            if other == expected[0] and abs(found.path.stat().st_mtime - expected[1]) < 1e-3:
                return ""
        return f"resumed {found.path} instead of {expected[2]}"
    return ""


def _home_profile(rng: random.Random, i: int, tmp: Path) -> str:
    """A profile damaged at random (rows, tables, versions): read without anything but a
    ProfileError escaping, and the next start clean."""
    import sqlite3
    from datetime import UTC, datetime

    from prefgui.coach.drills import Theme, generate
    from prefgui.coach.profile import Profile, ProfileError
    from prefgui.coach.trends import build_trends
    from prefgui.engine.rules import Rules

    now = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
    path = tmp / f"home-profile-{i}.sqlite3"
    prof = Profile.open(path, now)
    drill = _DRILL.get("d") or generate(Theme.C2, Rules("austrian"), random.Random(1))
    if drill is not None:
        _DRILL["d"] = drill
        prof.add_drill(drill, now)
        card = next(c for c in range(32) if drill.accepted >> c & 1)
        prof.answer(drill.key, card, 3.0, now)
    prof.db.execute("INSERT INTO deals (reviewed_at, seat, declarer, record, defender_cards, "
                    "c1, c2, c3, tricks_lost, units_lost) VALUES (?, 0, 1, '{}', 10, 1, 0, 0,"
                    " 0.5, 2.0)", (now.isoformat(),))
    prof.close()
    db = sqlite3.connect(path, isolation_level=None)
    columns = {"deals": ["reviewed_at", "seat", "declarer", "defender_cards", "c1",
                         "tricks_lost", "units_lost", "known_units_lost"],
               "drills": ["due", "drill", "fsrs", "theme", "created_at"],
               "attempts": ["at", "seconds", "correct", "rating"]}
    for _ in range(rng.randint(1, 3)):
        how = rng.random()
        try:
            if how < 0.7:
                table = rng.choice(sorted(columns))
                column = rng.choice(columns[table])
                db.execute(f"UPDATE {table} SET {column} = ?",
                           (rng.choice(["yesterday", "soon", "slow", "{not json", "", None,
                                        -1, 10**18, 1.5, float("inf"), "2026-13-45", b"\x00",
                                        "2026-03-02T09:00:00"]),))
            elif how < 0.8:
                db.execute(f"DROP TABLE {rng.choice(sorted(columns))}")
            elif how < 0.9:
                db.execute(f"PRAGMA user_version = {rng.choice([0, 1, 7, -3])}")
            else:
                db.execute("CREATE TABLE IF NOT EXISTS extra (x)")
        except sqlite3.Error:
            pass
    db.close()
    for _start in range(2):
        try:
            prof = Profile.open(path, now)
        except ProfileError:
            continue
        try:
            build_trends(prof.progress(now), prof.answers(), prof.schedule(), now, UTC)
            for key in prof.queue(now, 10):
                with contextlib.suppress(KeyError):  # a damaged drill: skipped
                    prof.drill(key)
            prof.today(now)
            if drill is not None:
                with contextlib.suppress(KeyError):
                    prof.answer(drill.key, 0, 1.0, now)
        except ProfileError:
            pass
        except BaseException as e:  # noqa: BLE001 - counting escapes is the point
            return f"{type(e).__name__} escaped: {e}"
        finally:
            prof.close()
    return ""


_DRILL: dict[str, Any] = {}


def _home_settings_file(rng: random.Random, i: int, tmp: Path) -> str:
    """A settings file of any encoding, value type or kind of file: the defaults and a
    reason, never a block or an exception."""
    import os

    from prefgui.ui.system.paths import settings_file
    from prefgui.ui.system.settings_store import load_settings, save_settings

    folder = tmp / f"home-settings-{i}" / "config"
    folder.mkdir(parents=True)
    path = folder / "prefgui.conf"
    good = json.dumps(settings_to_json(AppSettings()))
    value = rng.choice(["@Rect(1 2 3 4)", "@Variant(\\0\\0\\0\\x7f)", "a, b, c",
                        good.replace('"', ""), "@Size(3 4)", '"' + good.replace('"', '\\"')
                        + '"'])
    text = f"[settings]\nv1={value}\n"
    kind = rng.choice(["utf-8", "utf-16", "utf-16-le", "fifo", "folder", "lock-folder"])
    if kind == "fifo" and hasattr(os, "mkfifo"):
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path.write_bytes(text.encode(kind if kind.startswith("utf") else "utf-8"))
        if kind == "lock-folder":
            (folder / "prefgui.conf.lock").mkdir()
    quoted = '"' + good.replace('"', '\\"') + '"'
    home = os.environ.get("PREFGUI_HOME")
    os.environ["PREFGUI_HOME"] = str(folder.parent)
    try:  # the window's own way in: no QSettings is made on a path that is not a file
        assert settings_file() == path
        got, message = load_settings()
        said = save_settings(AppSettings(speed="fast"))
    finally:
        if home is None:
            del os.environ["PREFGUI_HOME"]
        else:
            os.environ["PREFGUI_HOME"] = home
    if not isinstance(got, AppSettings):
        return "no settings"
    if not message and (kind != "utf-8" or value != quoted):
        return f"silent reset of {value[:30]!r} ({kind})"
    if kind in ("fifo", "folder", "lock-folder") and not said:
        return f"a failed settings save not said ({kind})"
    return ""


def _home_files(rng: random.Random, i: int, tmp: Path) -> str:
    """Writing over files: permissions kept, symlinks written through; temporary saves of
    dead or long-gone processes removed, a young one kept."""
    import os
    import stat

    from prefgui.session.storage import atomic_write_text, remove_stale_temporaries

    folder = tmp / f"home-files-{i}"
    folder.mkdir()
    mode = rng.choice([0o600, 0o640, 0o644, 0o664, 0o666])
    target = folder / "ledger.csv"
    target.write_text("old", "utf-8")
    target.chmod(mode)
    path = target
    if rng.random() < 0.5:
        path = folder / "link.csv"
        path.symlink_to(target)
    atomic_write_text(path, "new")
    if target.read_text("utf-8") != "new" or stat.S_IMODE(target.stat().st_mode) != mode:
        return "an existing file's permissions or link were not kept"
    if path != target and not path.is_symlink():
        return "a symlink was replaced by a file"
    pid = rng.choice([os.getpid(), os.getppid(), 1, 999_999_999])
    tmpfile = folder / f"session-1.json.{pid}.ab12cd.tmp"
    tmpfile.write_text("{", "utf-8")
    age = rng.choice([0, 60, 7200, 86400 * 30])
    os.utime(tmpfile, (time.time() - age, time.time() - age))
    removed = remove_stale_temporaries(folder)
    should = age > 600 or (pid != os.getpid() and pid == 999_999_999)
    if (tmpfile in removed) != should:
        return f"temporary save of pid {pid}, {age} s old: removed={tmpfile in removed}"
    return ""


_LONG: list[Match] = []  # one long session per run, damaged anew by each input


def _home_long_save(rng: random.Random, i: int, tmp: Path) -> str:
    """A long save (resumed at its current deal, its earlier deals checked afterwards)
    with a deal, an action or its totals damaged at random, or intact: the check refuses
    exactly the damaged ones, a refused file is set aside byte for byte and the older save
    resumes; an intact one gives the very ledger of a full replay."""
    from prefgui.session.resume import resume_latest
    from prefgui.session.storage import CHECK_LATER_DEALS, check_saved, set_aside
    from prefgui.session.storage import save as save_session

    if not _LONG:
        m = Match(TableSettings("austrian"), seed=5)
        play = random.Random(5)
        while len(m.entries) <= CHECK_LATER_DEALS:
            if m.state.is_terminal():
                m.next_deal()
            else:
                m.apply(play.choice(m.state.legal_actions()))
        _LONG.append(m)
    long = _LONG[0]
    folder = tmp / f"home-long-{i}"
    save_session(Match(TableSettings("austrian"), seed=1), folder / "session-a.json", 1)
    path = folder / "session-b.json"
    save_session(long, path, 2)
    doc = json.loads(path.read_text("utf-8"))
    deals = doc["match"]["deals"]
    how = rng.choice(["intact", "action", "action", "dropped", "totals", "cards", "dealer"])
    k = rng.randrange(len(deals) - 1)
    actions = deals[k]["record"]["actions"]
    if how == "action":
        j = rng.randrange(len(actions))
        actions[j] = rng.choice([actions[(j + 1) % len(actions)], "0 play AS", "1 pass",
                                 actions[j] + " ", "", "9 play 7H"])
    elif how == "dropped":
        del actions[rng.randrange(len(actions)):]
    elif how == "totals":
        which = rng.choice(["balances", "pot", "refa"])
        if which == "pot":
            doc["match"]["totals"]["pot"] += rng.choice([1, -5, 100])
        else:
            doc["match"]["totals"][which][rng.randrange(3)] += rng.choice([1, 2, 10])
    elif how == "cards":
        hands = deals[k]["record"]["hands"]
        hands[0], hands[1] = hands[1], hands[0]
    elif how == "dealer":
        deals[k]["record"]["dealer"] = (deals[k]["record"]["dealer"] + 1) % 3
    text = json.dumps(doc)
    path.write_text(text, "utf-8")
    found = resume_latest(folder, check_later=True)
    if found.path == path and found.check is not None:
        ok, detail = check_saved(found.check)
        if not ok:
            error = set_aside(path, detail)
            if error.kept_as is None or error.kept_as.read_text("utf-8") != text:
                return f"{how}: the refused save was not kept byte for byte"
            found = resume_latest(folder, check_later=True)
            if found.path is None or found.path.name != "session-a.json":
                return f"{how}: the older save did not resume"
        else:
            if how not in ("intact", "cards", "dealer", "action"):
                return f"{how}: a damaged save passed the check"
            assert isinstance(found.match, Match)
            found.match.adopt(detail)
            full = Match.from_json(json.loads(text)["match"])
            if (found.match.to_json() != full.to_json()
                    or [e.result for e in found.match.entries]
                    != [e.result for e in full.entries]):
                return f"{how}: the checked ledger is not the full replay's"
        return ""
    if how == "intact":
        return f"an intact long save did not resume at once ({found.problems})"
    if any(e.kept_as is not None and e.kept_as.read_text("utf-8") != text
           for _p, e in found.problems):
        return f"{how}: a refused save was not kept byte for byte"
    return ""


def _home_lock(rng: random.Random, i: int, tmp: Path) -> str:
    """The lock's names taken by a folder, a link (live or dangling), a FIFO or a file of
    garbage: the first start holds a lock or says none can be made; while it holds one, a
    second start is never first (never two writers)."""
    import os

    import prefgui.ui.system.instance as instance_module
    from prefgui.ui.system.instance import LOCK_NAME, SECOND_LOCK_NAME, Claim, Instance

    folder = tmp / f"home-lock-{i}"
    folder.mkdir()
    for name in (LOCK_NAME, SECOND_LOCK_NAME):
        place = folder / name
        what = rng.choice(["nothing", "nothing", "folder", "link", "dangling", "fifo",
                           "garbage"])
        if what == "folder":
            place.mkdir()
        elif what == "link":
            (folder / f"{name}.target").write_text("x", "utf-8")
            place.symlink_to(folder / f"{name}.target")
        elif what == "dangling":
            place.symlink_to(folder / "nowhere" / "x")
        elif what == "fifo":
            os.mkfifo(place)
        elif what == "garbage":  # left by a power cut long ago (empty, or disk garbage)
            place.write_bytes(bytes(rng.randrange(256) for _ in range(rng.randint(0, 64))))
            os.utime(place, (time.time() - 3600, time.time() - 3600))
    # Locks only: no socket is listened on nor asked (no event loop here; Qt must not start
    # in this process before the kinds that fork children).
    asked, listen = instance_module.ask_to_show, Instance._listen
    instance_module.ask_to_show = lambda *_a, **_k: False
    Instance._listen = lambda _self: None  # type: ignore[method-assign]
    first, second = Instance(folder), Instance(folder)
    try:
        claim = first.claim(patience=0.2)
        if claim is Claim.NO_LOCK:
            return "" if first.problem else "no lock, and no reason given"
        if claim is not Claim.FIRST:
            return f"the first start was {claim.value}"
        later = second.claim(patience=0.2)
        if later is Claim.FIRST:
            return "two starts both hold the folder"
        return ""
    finally:
        instance_module.ask_to_show, Instance._listen = asked, listen  # type: ignore[method-assign]
        second.release()
        first.release()


def home(rng: random.Random, n: int, tmp: Path) -> list[str]:
    """The home classes: which save resumes, damaged profiles, settings files, written
    files, long saves checked after the start, lock paths (each input one of them, at
    random)."""
    kinds = [_home_saves, _home_profile, _home_settings_file, _home_files, _home_long_save,
             _home_lock]
    problems = []
    for i in range(n):
        kind = kinds[i % len(kinds)] if i < len(kinds) else rng.choice(kinds)
        try:
            problem = kind(rng, i, tmp)
        except BaseException as e:  # noqa: BLE001 - counting escapes is the point
            problem = f"{type(e).__name__} escaped: {str(e)[:200]}"
        if problem:
            problems.append(f"home {i} ({kind.__name__}): {problem}")
    return problems


def instances(rng: random.Random, n: int, tmp: Path) -> list[str]:
    """Two starts on one data folder (real processes, offscreen), its lock's name sometimes
    taken by a folder: one window stays, the other joins it; a window killed leaves no lock
    that blocks. ``n`` is capped at 4 (each takes seconds)."""
    import os
    import signal
    import subprocess

    problems = []
    for i in range(min(n, 4)):
        home = tmp / f"instances-{i}"
        if rng.random() < 0.5:  # the lock's name taken by a folder: the second lock serves
            (home / "data" / "prefgui.lock").mkdir(parents=True)
        env = dict(os.environ, PREFGUI_HOME=str(home), QT_QPA_PLATFORM="offscreen",
                   PREFGUI_AUTOPLAY="beginner", PYTHONPATH=str(ROOT))
        procs = [subprocess.Popen([sys.executable, "-m", "prefgui"], env=env, cwd=ROOT,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                                  start_new_session=True) for _ in range(2)]
        try:
            deadline = time.monotonic() + 60
            while all(p.poll() is None for p in procs) and time.monotonic() < deadline:
                time.sleep(0.1)
            alive = [p for p in procs if p.poll() is None]
            if len(alive) != 1:
                problems.append(f"instances {i}: {len(alive)} windows on one folder")
                continue
            if rng.random() < 0.5:  # kill -9 the window: the next start must take over
                os.killpg(alive[0].pid, signal.SIGKILL)
                alive[0].wait()
                again = subprocess.Popen([sys.executable, "-m", "prefgui"], env=env,
                                         cwd=ROOT, stdout=subprocess.DEVNULL,
                                         stderr=subprocess.PIPE, text=True,
                                         start_new_session=True)
                procs.append(again)
                try:
                    again.wait(timeout=8)
                    problems.append(f"instances {i}: a stale lock stopped the next start")
                    continue
                except subprocess.TimeoutExpired:
                    alive = [again]
            os.killpg(alive[0].pid, signal.SIGINT)
            try:
                _out, err = alive[0].communicate(timeout=30)
            except subprocess.TimeoutExpired:
                problems.append(f"instances {i}: Ctrl-C did not end the window")
                continue
            if "Traceback" in err:
                tail = " | ".join(err.strip().splitlines()[-2:])[:200]
                problems.append(f"instances {i}: a traceback at Ctrl-C: {tail}")
        finally:
            for p in procs:
                if p.poll() is None:
                    os.killpg(p.pid, signal.SIGKILL)
                    p.wait()
    return problems


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--per-kind", type=int, default=150)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--extended-per-kind", type=int, default=30)
    p.add_argument("--only", action="append", metavar="KIND", help="run only this kind "
                   "(repeatable)")
    args = p.parse_args(argv)
    from hostile_files import KINDS as EXTENDED

    kinds = [(name, kind, args.per_kind) for name, kind in (
        ("records", records), ("saves", saves), ("settings", settings),
        ("tournament options", options), ("home", home))]
    kinds.append(("instances", instances, min(args.per_kind, 4)))
    kinds += [(name, kind, args.extended_per_kind) for name, kind in EXTENDED]
    total = left = 0
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="prefgui-hostile-") as tmp:
        for name, kind, count in kinds:
            if args.only and name not in args.only:
                continue
            rng = random.Random(f"{args.seed}-{name}")
            problems = kind(rng, count, Path(tmp))
            total += count
            left += len(problems)
            print(f"{name}: {count} inputs, {count - len(problems)} clean", flush=True)
            for line in problems[:20]:
                print("  " + line)
    print(f"total: {total} inputs, {total - left} clean, {left} left "
          f"({time.monotonic() - start:.0f} s)")
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())
