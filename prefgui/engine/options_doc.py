"""Generate ``docs/options.md`` from the option table (``python -m prefgui.engine.options_doc``)."""

from __future__ import annotations

import sys
from pathlib import Path

from prefgui.engine.options import (
    EXIT_LEVELS,
    HALF_LEVELS,
    OPTIONS,
    PAYOUT,
    PENALTY,
    PHASES,
    POSITIVE,
    PROGRESSION,
    VARIANTS,
    OptionValue,
)

_KIND_TEXT = {"int": "a whole number ≥ 0", PAYOUT: 'a whole number, or {"S": n, "C": n, "D": n, '
              '"H": n}', PENALTY: 'a whole number, or "reward"', POSITIVE: "a whole number ≥ 1",
              HALF_LEVELS: "a list of different levels from 6, 7",
              PROGRESSION: "a non-decreasing list of 1–10 whole numbers from 1 to 100",
              EXIT_LEVELS: "a list of 1–10 levels from 6 to 8"}


def _fmt(v: OptionValue) -> str:
    if isinstance(v, bool):
        return "`true`" if v else "`false`"
    if isinstance(v, str):
        return f'`"{v}"`'
    if isinstance(v, tuple) and all(isinstance(x, int) for x in v):
        return "`[" + ", ".join(str(x) for x in v) + "]`"
    return f"`{v}`"


def _values_text(values: tuple[bool | int | str, ...] | str) -> str:
    return (" / ".join(_fmt(v) for v in values) if isinstance(values, tuple)
            else _KIND_TEXT[values])


def render() -> str:
    """The whole Markdown document."""
    lines = [
        "# Rule options",
        "",
        "Generated from `prefgui/engine/options.py` by "
        "`python -m prefgui.engine.options_doc`; do not edit by hand.",
        "",
        "Deal records name options exactly as below (RULES.md §12.6); a record lists only the "
        "options that differ from its variant's defaults. An option with no default for a "
        "variant does not exist in that variant, and naming it there is an error. "
        "`hungarian` uses the `balkan` column.",
        "",
    ]
    for phase in PHASES:
        rows = [o for o in OPTIONS if o.phase == phase]
        if not rows:
            continue
        lines += [f"## {phase.capitalize()}", "",
                  "| option | values | " + " | ".join(VARIANTS) + " | meaning | ref |",
                  "|---|---|" + "---|" * len(VARIANTS) + "---|---|"]
        for o in rows:
            values = _values_text(o.values)
            if o.russian_values is not None:
                values += " (Russian: " + _values_text(o.russian_values) + ")"
            cells = [_fmt(o.defaults[v]) if v in o.defaults else "–" for v in VARIANTS]
            lines.append(f"| `{o.name}` | {values} | " + " | ".join(cells)
                         + f" | {o.meaning} | {o.ref} |")
        lines.append("")
    return "\n".join(lines)


def main() -> int:
    """Write the document (to the path given, else ``docs/options.md``)."""
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("docs/options.md")
    target.write_text(render(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
