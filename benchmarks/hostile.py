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
        ("tournament options", options))]
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
