"""Generate ``docs/options.md`` from the option table (``python -m prefgui.engine.options_doc``)."""

from __future__ import annotations

import sys
from pathlib import Path

from prefgui.engine.options import OPTIONS, PAYOUT, PENALTY, PHASES, VARIANTS, OptionValue

_KIND_TEXT = {"int": "a whole number ≥ 0", PAYOUT: 'a whole number, or {"S": n, "C": n, "D": n, '
              '"H": n}', PENALTY: 'a whole number, or "reward"'}


def _fmt(v: OptionValue) -> str:
    if isinstance(v, bool):
        return "`true`" if v else "`false`"
    if isinstance(v, str):
        return f'`"{v}"`'
    return f"`{v}`"


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
            values = (" / ".join(_fmt(v) for v in o.values) if isinstance(o.values, tuple)
                      else _KIND_TEXT[o.values])
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
