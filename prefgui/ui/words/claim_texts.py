"""The claims' words: what a claimer says, a computer's claim offered to the player, why a
claim does not hold, and why the player may not claim now.

Plain functions of the verdict, the observation and the table's names and pack (no widget);
the texts keep the claim desk's translation context ("ClaimDesk").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from prefgui.ai.claim import ClaimVerdict, DecisiveTrick
from prefgui.ai.russian.claim import RuClaimVerdict
from prefgui.ai.russian.claim import claim_possible as ru_claim_possible
from prefgui.engine.actions import Play
from prefgui.engine.claims import claim_possible
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.words import texts

__all__ = ["Verdict", "beaten_text", "claim_words", "forced_text", "offer_words",
           "ordinal", "refusal_text", "why_no_claim"]

Verdict = ClaimVerdict | RuClaimVerdict  # a European or a Russian claim's verdict

translate = QCoreApplication.translate


def why_no_claim(obs: Observation, human: int, busy: bool) -> str:
    """Why the human may not claim now ('' if he may); ``busy``: a claim is being checked or
    shown."""
    turn = translate("ClaimDesk", "You can claim when it is your turn to play a card.")
    if isinstance(obs, RussianTable) and obs.ru is not None:
        ru = obs.ru
        if ru.phase is Phase.PLAY and ru.declarer is None:
            return translate("ClaimDesk", "No claims on raspasy: every player counts his own "
                             "tricks, so one player's claim cannot settle the others'.")
        mine = any(isinstance(a, Play) for a in ru.legal)
        if ru.phase is not Phase.PLAY or not mine or busy or not ru_claim_possible(ru, human):
            return turn
        return ""
    if obs.phase is Phase.PLAY and not claim_possible(obs, human):
        return translate("ClaimDesk", "No claims in this contract: it is not decided by the "
                         "number of tricks.")
    if obs.phase is not Phase.PLAY or obs.turn != human or busy:
        return turn
    return ""


def claim_words(verdict: Verdict, declarer: bool) -> str:
    """What the claimer says: the rest, or how many of the remaining tricks; ``declarer``:
    he declares the contract (the Russian misère's words differ)."""
    if isinstance(verdict, RuClaimVerdict) and verdict.at_most:
        if verdict.claimed:
            return translate("ClaimDesk", "I take at most {n} of the {m} remaining tricks."
                             ).format(n=verdict.claimed, m=verdict.remaining)
        if declarer:
            return translate("ClaimDesk", "The rest without a trick.")
        return translate("ClaimDesk", "The remaining tricks are yours.")
    if verdict.claimed == verdict.remaining:
        return translate("ClaimDesk", "I claim the rest.")
    return translate("ClaimDesk", "I claim {n} of the {m} remaining tricks.").format(
        n=verdict.claimed, m=verdict.remaining)


def offer_words(verdict: Verdict, declarer: bool, names: Sequence[str],
                pack: str) -> tuple[str, str]:
    """A computer's claim offered to the player: what he claims, and the play he claims it
    with (his cards in the order he plays them)."""
    name = names[verdict.seat]
    cards = [texts.card_label(a.card, pack) for a in verdict.line if a.seat == verdict.seat]
    if isinstance(verdict, RuClaimVerdict) and verdict.at_most:  # against a misère
        title = "{}: {}".format(translate("ClaimDesk", "{name} claims").format(name=name),
                                claim_words(verdict, declarer))
    elif verdict.claimed == verdict.remaining:
        title = translate("ClaimDesk", "{name} claims the rest.").format(name=name)
    else:
        title = translate("ClaimDesk", "{name} claims {n} of the {m} remaining tricks."
                          ).format(name=name, n=verdict.claimed, m=verdict.remaining)
    play = translate("ClaimDesk", "Certain whatever the defence plays. The claimed play, "
                     "trick by trick: {cards}.").format(cards=", ".join(cards))
    return title, play


def refusal_text(verdict: Verdict, declarer: bool, names: Sequence[str], pack: str) -> str:
    """Why a claim does not hold, in the player's words and the pack's card names."""
    parts = [translate("ClaimDesk", "Your claim does not hold.")]
    at_most = isinstance(verdict, RuClaimVerdict) and verdict.at_most
    if verdict.beaten_by is not None:
        parts.append(forced_text(verdict.beaten_by, names, pack) if at_most
                     else beaten_text(verdict.beaten_by, names, pack))
    if at_most:
        best = (translate("ClaimDesk", "With the best play of the others, you must take {n} "
                          "of the {m} remaining tricks.") if declarer else
                translate("ClaimDesk", "With the best play of the others, your side must "
                          "take {n} of the {m} remaining tricks."))
    elif declarer:
        best = translate("ClaimDesk", "With the best play of the others, you take only {n} "
                         "of the {m} remaining tricks.")
    else:
        best = translate("ClaimDesk", "With the best play of the others, your side takes "
                         "only {n} of the {m} remaining tricks.")
    parts.append(best.format(n=verdict.best, m=verdict.remaining))
    parts.append(translate("ClaimDesk", "The play goes on."))
    return " ".join(parts)


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) else str(seat)


def beaten_text(trick: DecisiveTrick, names: Sequence[str], pack: str) -> str:
    """"Béla can ruff the second round of clubs."""
    name, nth = _name(names, trick.seat), ordinal(trick.suit_round)
    suit = texts.suit_name(trick.led_suit, pack)
    if trick.ruff:
        return translate("ClaimDesk", "{name} can ruff the {nth} round of {suit}.").format(
            name=name, nth=nth, suit=suit)
    return translate("ClaimDesk", "{name} can win the {nth} round of {suit} with {card}."
                     ).format(name=name, nth=nth, suit=suit,
                              card=texts.card_label(trick.card, pack))


def forced_text(trick: DecisiveTrick, names: Sequence[str], pack: str) -> str:
    """"Béla must win the second round of clubs with the ace of clubs." (a misère)"""
    return translate("ClaimDesk", "{name} must win the {nth} round of {suit} with {card}."
                     ).format(name=_name(names, trick.seat), nth=ordinal(trick.suit_round),
                              suit=texts.suit_name(trick.led_suit, pack),
                              card=texts.card_label(trick.card, pack))


def ordinal(n: int) -> str:
    """"first" … "eighth" (a suit has eight cards, so at most eight rounds)."""
    words = (translate("ClaimDesk", "first", "round of a suit"),
             translate("ClaimDesk", "second", "round of a suit"),
             translate("ClaimDesk", "third", "round of a suit"),
             translate("ClaimDesk", "fourth", "round of a suit"),
             translate("ClaimDesk", "fifth", "round of a suit"),
             translate("ClaimDesk", "sixth", "round of a suit"),
             translate("ClaimDesk", "seventh", "round of a suit"),
             translate("ClaimDesk", "eighth", "round of a suit"))
    return words[min(max(n, 1), 8) - 1]
