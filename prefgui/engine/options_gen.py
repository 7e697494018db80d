"""Generate ``option_values.py``, the typed view of the option table.

Run ``python -m prefgui.engine.options_gen`` after changing ``options.OPTIONS``; a test
fails while the generated module is out of date. Each option becomes one typed field:
on/off options are ``bool`` (``False`` where a variant does not have the option), word
and number options a ``Literal`` of their allowed values, or ``None`` where a variant
does not have them. A misspelt option name is then an error for mypy, and comparing an
option with a value it cannot take is one too (``--strict-equality``).
"""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

from prefgui.engine.options import (
    INT,
    LIST_KINDS,
    OPTIONS,
    PAYOUT,
    PENALTY,
    POSITIVE,
    RUSSIAN,
    VARIANTS,
    OptionSpec,
    is_flag,
)

TARGET = Path(__file__).with_name("option_values.py")

_KIND_TYPES = {
    INT: "int",
    POSITIVE: "int",
    **{kind: "tuple[int, ...]" for kind in LIST_KINDS},
    PAYOUT: "int | tuple[tuple[str, int], ...]",
    PENALTY: 'int | Literal["reward"]',
}


def type_of(spec: OptionSpec) -> str:
    """The Python type of an option's value, as source text."""
    kinds = [spec.values] if spec.russian_values is None else [spec.values, spec.russian_values]
    parts: list[str] = []
    for values in kinds:
        if isinstance(values, tuple) and all(isinstance(v, bool) for v in values):
            part = "bool"
        elif isinstance(values, str):
            part = _KIND_TYPES[values]
        else:
            part = "Literal[" + ", ".join(_literal(v) for v in values) + "]"
        if part not in parts:
            parts.append(part)
    base = " | ".join(parts)
    if is_flag(spec) and base == "bool":
        return "bool"
    if any(v not in spec.defaults for v in VARIANTS):
        base += " | None"
    return base


def _literal(v: bool | int | str) -> str:
    return f'"{v}"' if isinstance(v, str) else repr(v)


# The generated class in parts, one per group of phases (a base class each, slotted in a
# chain): (class name, what its options are about, the phases, Russian options or not).
GROUPS: tuple[tuple[str, str, tuple[str, ...], bool | None], ...] = (
    ("_DealOptions", "the table, the auction and the talon", ("table", "auction", "talon"),
     None),
    ("_PlayOptions", "the defence, the play and the conventions",
     ("defence", "play", "conventions"), None),
    ("_ScoringOptions", "the scoring and the bonuses of the European variants",
     ("scoring", "bonuses"), False),
    ("_RussianScoringOptions", "the scoring of the Russian variants", ("scoring", "bonuses"),
     True),
)


def _is_russian(spec: OptionSpec) -> bool:
    return set(spec.defaults) <= set(RUSSIAN)


def group_of(spec: OptionSpec) -> str:
    """The base class that declares ``spec``'s field."""
    for name, _about, phases, russian in GROUPS:
        if spec.phase in phases and (russian is None or russian == _is_russian(spec)):
            return name
    raise ValueError(f"option {spec.name!r} of phase {spec.phase!r} falls in no group")


def _group_lines(name: str, about: str, base: str | None) -> list[str]:
    specs = [spec for spec in OPTIONS if group_of(spec) == name]
    lines = [f"class {name}({base}):" if base else f"class {name}:",
             f'    """The options about {about}."""', "", "    __slots__ = ("]
    lines += [f'        "{spec.name}",' for spec in specs]
    lines += ["    )", ""]
    for spec in specs:
        lines.append(f"    {spec.name}: {type_of(spec)}")
        doc = textwrap.wrap(f'"""{spec.meaning.rstrip(".")} ({spec.ref})."""', 92)
        lines += [f"    {line}" for line in doc]
    return [*lines, "", ""]


def render() -> str:
    """The whole generated module."""
    lines = [
        '"""Typed values of every rule option (RULES.md Appendix A).',
        "",
        "Generated from ``options.OPTIONS`` by ``python -m prefgui.engine.options_gen``;",
        "do not edit by hand. ``Rules.opt`` holds one ``OptionValues`` per table; its fields",
        "are declared by its bases, one per group of phases.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from collections.abc import Mapping",
        "from typing import Literal",
        "",
        "_NAMES = (",
    ]
    lines += [f'    "{spec.name}",' for spec in OPTIONS]
    lines += [")", '"""Every option\'s name, in the order of the option table."""', "", ""]
    base = None
    for name, about, _phases, _russian in GROUPS:
        lines += _group_lines(name, about, base)
        base = name
    lines += [
        f"class OptionValues({base}):",
        '    """Every option of one table: ``False`` / ``None`` where the variant lacks it.',
        "",
        "    A plain slotted class rather than a dataclass: it is built once per table and",
        '    only read, and it loads faster."""',
        "",
        "    __slots__ = ()",
        "",
        "    def __init__(self, values: Mapping[str, object]) -> None:",
        '        """Take every field from ``values`` (checked against the table already)."""',
        "        for name in _NAMES:",
        "            object.__setattr__(self, name, values[name])",
        "",
        "    def __setattr__(self, name: str, value: object) -> None:",
        '        raise AttributeError("option values are immutable")',
        "",
        "    def __repr__(self) -> str:",
        '        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in _NAMES)',
        '        return f"OptionValues({fields})"',
    ]
    return "\n".join(lines) + "\n"


def main() -> None:
    """Write the generated module (or, with ``--check``, fail if it is out of date)."""
    text = render()
    if "--check" in sys.argv[1:]:
        sys.exit(0 if TARGET.read_text(encoding="utf-8") == text else 1)
    TARGET.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
