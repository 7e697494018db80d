"""The Russian game's words on the pulka and its table of deals: contracts, outcomes, whist
calls, figures in whists and in money (RULES §13). Russian players' own words in every
language: see docs/translations.md, "Terms of the Russian game"."""

from __future__ import annotations

from fractions import Fraction

from prefgui.engine.vocab import WhistCall, WhistStyle
from prefgui.ui.words.numbers import decimal_point, decimal_text
from prefgui.ui.words.texts import outcome_text as european_outcome
from prefgui.ui.words.texts import russian_bid, tr

MINUS = "\u2212"
_VULGAR = {Fraction(1, 3): "⅓", Fraction(2, 3): "⅔", Fraction(1, 4): "¼", Fraction(1, 2): "½",
           Fraction(3, 4): "¾"}


def contract_text(rank: int | None, pack: str = "french") -> str:
    """A contract of the Russian ladder: ``7♥``, ``8 no trumps``, ``Misère``."""
    return "" if rank is None else russian_bid(rank, pack)


def outcome_text(outcome: str) -> str:
    """How a Russian deal ended, in a player's words."""
    own = {"no_play": tr("Not whisted"), "half_whist": tr("Half-whist"),
           "without_three": tr("Without three"), "raspasy": tr("Raspasy (all passed)")}
    return own.get(outcome) or european_outcome(outcome)


def call_text(call: WhistCall | str) -> str:
    """A defender's call in the whist phase."""
    return {"whist": tr("whist"), "pass": tr("pass"),
            "half-whist": tr("half-whist")}.get(str(call), str(call))


def style_text(style: WhistStyle | str | None) -> str:
    """How a lone whister plays: open (both defenders' cards face up) or closed."""
    if style is None:
        return ""
    return tr("played open") if str(style) == "open" else tr("played closed")


def whists_text(value: Fraction | int, signed: bool = True) -> str:
    """An amount of whists, exact: ``+12``, ``−5⅓`` (thirds and quarters as players write
    them when a settlement is shared by three or four)."""
    value = Fraction(value)
    sign = MINUS if value < 0 else ("+" if signed and value > 0 else "")
    whole, part = divmod(abs(value), 1)
    if part == 0:
        return f"{sign}{whole}"
    vulgar = _VULGAR.get(part)
    if vulgar is None:
        return sign + decimal_text(float(abs(value)), 2)
    return f"{sign}{whole or ''}{vulgar}"


def money_text(whists: Fraction | int, price: Fraction) -> str:
    """What ``whists`` are worth at ``price`` a whist, in hundredths with the language's
    decimal separator: ``+12.50``, ``−0.33`` in English, ``+12,50`` in Russian (rounded to
    the nearest hundredth for showing only)."""
    cents = round(Fraction(whists) * price * 100)
    sign = MINUS if cents < 0 else ("+" if cents > 0 else "")
    whole, rest = divmod(abs(cents), 100)
    return f"{sign}{whole}{decimal_point()}{rest:02d}"
