"""Soak: kill the self-playing game with SIGKILL again and again; every restart resumes the
session with nothing lost.

The game runs for real (window offscreen, computer players in their worker process) with
``PREFGUI_AUTOPLAY`` (see ``prefgui/ui/game/autoplay.py``) in a private data and settings
folder. This script watches the save file; after a seeded number of observed saves it kills
the game, checks the save on disk, and starts the game again. Every third kill comes while a
deal's summary is showing (right after a save of a finished deal), the case that once left
the table stuck. Checks after each kill:

* the save loads, and holds at least everything observed before the kill (same seed, the
  same finished deals, the current deal's actions extended, never shortened);
* no other session, no damaged file and, once the game runs again, no temporary file;
* the restarted game resumes that session and plays on (a finished deal goes on to the
  next one), and no worker process of a killed game is left behind.

Usage: ``python benchmarks/soak.py [--kills 20] [--seed 1]``. Exit status 0 when every
kill resumed cleanly. Deterministic in what it checks; the timing of the game decides only
how far each run gets before the chosen save.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
STEP_TIMEOUT = 180.0  # seconds for one run to reach its chosen save


class SoakError(Exception):
    """A kill after which something was lost or the game did not go on."""


def _env(home: Path, level: str) -> dict[str, str]:
    env = dict(os.environ)
    # PREFGUI_HOME puts the saves and settings below ``home`` whatever the caller's
    # environment says (the test suite sets its own); the XDG folders mark the processes.
    env.update({"PREFGUI_HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
                "XDG_CONFIG_HOME": str(home / "config"),
                "XDG_CACHE_HOME": str(home / "cache"), "HOME": str(home),
                "QT_QPA_PLATFORM": "offscreen", "PREFGUI_AUTOPLAY": level,
                "PYTHONPATH": str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")})
    return env


def _saves(home: Path) -> list[Path]:
    return sorted(p for p in home.rglob("session-*.json") if ".damaged-" not in p.name)


def _read(path: Path) -> dict[str, Any] | None:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return doc if isinstance(doc, dict) else None


def _progress(doc: dict[str, Any]) -> tuple[int, int]:
    m = doc["match"]
    cur = m["current"]
    return len(m["deals"]), -1 if cur is None else len(cur["actions"])


def _extends(new: dict[str, Any], old: dict[str, Any]) -> bool:
    """True if the session ``new`` holds everything of ``old`` (and maybe more)."""
    a, b = new["match"], old["match"]
    if a["seed"] != b["seed"] or a["deals"][: len(b["deals"])] != b["deals"]:
        return False
    if len(a["deals"]) > len(b["deals"]):
        return True
    if b["current"] is None:  # a finished deal (already among the deals): anything may follow
        return True
    if a["current"] is None:
        return False
    return a["current"]["actions"][: len(b["current"]["actions"])] == b["current"]["actions"]


def _wait_saves(proc: subprocess.Popen[bytes], home: Path, wanted: int, at_summary: bool,
                since: dict[str, Any] | None) -> dict[str, Any]:
    """Watch the save until ``wanted`` new saves were seen (and, ``at_summary``, the last
    one is of a finished deal); returns the last observed document.

    If the session resumed at a finished deal, the game must first go on to the next deal
    (its summary shown and closed) before any save counts.
    """
    stuck_at = None
    if since is not None and since["match"]["current"] is None:
        stuck_at = len(since["match"]["deals"])
    seen = 0
    last_text = ""
    deadline = time.monotonic() + STEP_TIMEOUT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SoakError(f"the game exited by itself (status {proc.returncode})")
        saves = _saves(home)
        if len(saves) > 1:
            raise SoakError(f"a second session appeared: {[p.name for p in saves]}")
        text = saves[0].read_text(encoding="utf-8") if saves else ""
        if text and text != last_text:
            doc = _read(saves[0])
            if doc is not None:
                last_text = text
                if since is not None and not _extends(doc, since):
                    raise SoakError("the resumed session lost what was saved before")
                since = doc
                if stuck_at is not None:
                    m = doc["match"]
                    if m["current"] is None or len(m["deals"]) != stuck_at:
                        continue
                    stuck_at = None  # the next deal started after the summary
                seen += 1
                done = seen >= wanted
                if done and (not at_summary or doc["match"]["current"] is None):
                    return doc
        time.sleep(0.005)
    raise SoakError(f"no progress within {STEP_TIMEOUT:.0f} s (saw {seen} saves)")


def _processes_of(home: Path) -> list[int]:
    """Process ids still running with this soak's data folder (Linux /proc; else [])."""
    marker = f"XDG_DATA_HOME={home / 'data'}".encode()
    pids = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            if marker in (entry / "environ").read_bytes().split(b"\0"):
                status = (entry / "status").read_text()
                if "\nState:\tZ" not in status:
                    pids.append(int(entry.name))
        except (OSError, ValueError):
            continue
    return pids


def _wait_no_orphans(home: Path) -> None:
    deadline = time.monotonic() + 30
    while _processes_of(home) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = _processes_of(home)
    if left:
        for pid in left:
            os.kill(pid, signal.SIGKILL)
        raise SoakError(f"processes of the killed game still running: {left}")


def _check_after_kill(home: Path, observed: dict[str, Any]) -> dict[str, Any]:
    saves = _saves(home)
    damaged = list(home.rglob("*.damaged-*"))
    if len(saves) != 1 or damaged:
        raise SoakError(f"after the kill: saves {saves}, damaged {damaged}")
    code = ("import sys, json; from pathlib import Path\n"
            "from prefgui.session.storage import load_any_session, save_document\n"
            "m = load_any_session(Path(sys.argv[1]))\n"
            "print(json.dumps(save_document(m)['match']))\n")
    out = subprocess.run([sys.executable, "-c", code, str(saves[0])], capture_output=True,
                         text=True, cwd=ROOT, timeout=120)
    if out.returncode != 0:
        raise SoakError(f"the save does not load: {out.stderr.strip()[-300:]}")
    loaded = {"match": json.loads(out.stdout)}
    if not _extends(loaded, observed):
        raise SoakError("the save on disk holds less than was observed before the kill")
    return loaded


def _seed_pulka(env: dict[str, str], variant: str) -> None:
    """Put a new Russian pulka of ``variant`` in the sessions folder: the game resumes it."""
    code = ("import sys\n"
            "from prefgui.session.match import TableSettings\n"
            "from prefgui.session.pulka import Pulka\n"
            "from prefgui.session.storage import save\n"
            "from prefgui.ui.system.paths import sessions_dir\n"
            "folder = sessions_dir(); folder.mkdir(parents=True, exist_ok=True)\n"
            "save(Pulka(TableSettings(sys.argv[1]), 5), folder / 'session-20260101-000000.json')\n")
    subprocess.run([sys.executable, "-c", code, variant], cwd=ROOT, env=env, check=True,
                   timeout=120)


def soak(kills: int, seed: int, level: str = "beginner", verbose: bool = True,
         variant: str | None = None) -> dict[str, Any]:
    """Run the soak; returns its figures (raises SoakError at the first problem).

    With a Russian ``variant`` (sochi, leningrad, rostov) the game plays a pulka of it.
    """
    rng = random.Random(seed)
    start = time.monotonic()
    summary_kills = 0
    figures: dict[str, Any] = {"kills": 0, "summary_kills": 0, "deals": 0, "actions": 0}
    with tempfile.TemporaryDirectory(prefix="prefgui-soak-") as tmp:
        home = Path(tmp)
        env = _env(home, level)
        if variant is not None:
            _seed_pulka(env, variant)
        observed: dict[str, Any] | None = None
        for k in range(kills):
            at_summary = k % 3 == 2
            wanted = rng.randint(1, 12)
            proc = subprocess.Popen([sys.executable, "-m", "prefgui"], cwd=ROOT, env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            try:
                observed = _wait_saves(proc, home, wanted, at_summary, observed)
                if at_summary:
                    time.sleep(0.2)  # the summary opens at once with animations off
                os.kill(proc.pid, signal.SIGKILL)
            finally:
                if proc.poll() is None:
                    proc.kill()
                _, err = proc.communicate()
            if b"Traceback" in err:
                raise SoakError(f"traceback in run {k + 1}: {err.decode()[-500:]}")
            _wait_no_orphans(home)
            observed = _check_after_kill(home, observed)
            summary_kills += at_summary
            deals, actions = _progress(observed)
            figures.update(kills=k + 1, summary_kills=summary_kills, deals=deals,
                           actions=actions)
            if verbose:
                what = "at a deal's summary" if at_summary else f"after {wanted} saves"
                print(f"kill {k + 1}/{kills} {what}: {deals} deal(s) finished, "
                      f"{max(actions, 0)} action(s) in the current deal, resumed cleanly",
                      flush=True)
        # The last kill's leftovers are cleaned by the next start: start once more.
        proc = subprocess.Popen([sys.executable, "-m", "prefgui"], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            _wait_saves(proc, home, 1, False, observed)
        finally:
            proc.kill()
            proc.communicate()
        leftovers = [p.name for p in home.rglob("*.tmp") if ".json." in p.name]
        figures["temporary_files_after_restart"] = len(leftovers)
    figures["seconds"] = round(time.monotonic() - start, 1)
    return figures


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--kills", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--level", default="beginner")
    p.add_argument("--variant", default=None, help="a Russian variant: play a pulka of it")
    args = p.parse_args(argv)
    try:
        figures = soak(args.kills, args.seed, args.level, variant=args.variant)
    except SoakError as e:
        print(f"soak failed: {e}", file=sys.stderr)
        return 1
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
