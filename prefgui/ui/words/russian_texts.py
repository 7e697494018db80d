"""The words of the Russian table (RULES §13): each call's short explanation for this deal,
the contract badge's lines (the contract and its whists, the raspasy series and its step),
and the decision panel's titles.

The names of the calls and of the ladder's rungs are in :mod:`prefgui.ui.words.texts`
(``action_label``, ``russian_bid``), as for every variant; here is what depends on the
Russian deal in hand: the quota of the contract, whose cards are due in open whist.
"""

from __future__ import annotations

from prefgui.engine.actions import (
    Action,
    ClosedWhist,
    HalfWhist,
    Here,
    OpenWhist,
    Pass,
    RuBid,
    RuDeclare,
    Whist,
    WithoutThree,
)
from prefgui.engine.russian.auction import lowest_level
from prefgui.engine.russian.ladder import MISERE, level_of, quota
from prefgui.engine.vocab import Phase, WhistStyle
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.words.texts import player_name, russian_bid, tr

__all__ = ["action_help", "badge_lines", "ladder_note", "panel_title", "whose_card"]


def _level(obs: RussianTable) -> int:
    ru = obs.ru
    rank = None if ru is None else ru.contract if ru.contract is not None else ru.bid
    return 6 if rank is None or rank == MISERE else level_of(rank)


def action_help(a: Action, obs: RussianTable) -> str:
    """The one-line explanation under a Russian call's button, for this deal."""
    if isinstance(a, RuBid | RuDeclare) and a.rank == MISERE:
        return tr("Take no trick at all: the others see your hand once play begins.")
    if isinstance(a, RuBid):
        return tr("You take the talon, then must take {n} tricks.").format(
            n=level_of(a.rank))
    if isinstance(a, RuDeclare):
        return tr("Your contract: not below your bid.")
    if isinstance(a, Here):
        return tr("Take over the bid as it stands: your seat comes first.")
    if isinstance(a, WithoutThree):
        return tr("Give up without play: three tricks short, no discard.")
    q = quota(_level(obs))
    if isinstance(a, Whist):
        return tr("Play against the contract: the defence must take {q}; you write whists "
                  "for the tricks taken.").format(q=q)
    if isinstance(a, HalfWhist):
        return tr("Write whists for {h} without play; the deal ends here.").format(
            h=max(1, q // 2))
    if isinstance(a, OpenWhist):
        return tr("Both defending hands face up: you play them both.")
    if isinstance(a, ClosedWhist):
        return tr("Each defender plays his own hand, unseen.")
    if isinstance(a, Pass):
        if obs.phase is Phase.WHIST:
            return tr("No whists on this contract: no risk, no gain.")
        return tr("Stay out of the bidding; if all pass, raspasy are played.")
    return ""


def ladder_note() -> str:
    """The line above the Russian ladder: what every bid means."""
    return tr("A bid of 6 to 10: you take the talon and must take that many tricks. "
              "Misère: you take none. Pass: you are out of the bidding.")


def panel_title(obs: RussianTable) -> str:
    """The decision panel's title for the human's Russian call."""
    if obs.phase is Phase.AUCTION:
        low = lowest_level(obs.rules, obs.series)
        if low > 6:  # the six-level bids are not offered: say why
            return tr("Your bid (after raspasy: {level} or higher)").format(level=low)
        return tr("Your bid")
    if obs.phase is Phase.DECLARE:
        return tr("Declare your contract (not below your bid)")
    if obs.phase is Phase.WHIST:
        contract = russian_bid(obs.ru.contract, "french") if obs.ru and \
            obs.ru.contract is not None else ""
        return tr("Whist or pass against {contract}?").format(contract=contract)
    if obs.phase is Phase.WHIST_STYLE:
        return tr("You whist alone: lay down the cards or play closed?")
    return tr("Your decision")


def whose_card(obs: RussianTable, names: list[str]) -> str:
    """The status line when the human plays another seat's cards (open whist)."""
    if obs.turn is None or obs.turn == obs.seat or obs.turn not in obs.controlled:
        return ""
    name = names[obs.turn] if obs.turn < len(names) else str(obs.turn)
    return tr("Your turn to play from {name}'s hand: drag a card to the table, or "
              "double-click it.").format(name=player_name(name))


def badge_lines(obs: RussianTable, names: list[str], pack: str) -> list[str]:
    """The contract badge's head for a Russian deal: the contract, its declarer and how
    the lone whister plays (the whist calls follow as announcements); on raspasy the
    series and its step."""
    ru = obs.ru
    if ru is None:
        return []
    if ru.declarer is None:
        if ru.phase not in (Phase.PLAY, Phase.DONE):
            return []
        head = tr("Raspasy ×{step}").format(step=obs.step)
        if obs.series:
            head += " · " + tr("series: deal {n}").format(n=obs.series + 1)
        return [head]
    rank = ru.contract if ru.contract is not None else ru.bid
    first = russian_bid(rank, pack) if rank is not None else ""
    lines = [first, tr("Declarer: {name}").format(
        name=names[ru.declarer] if ru.declarer < len(names) else str(ru.declarer))]
    if ru.style is WhistStyle.OPEN:
        lines[-1] += " · " + tr("open whist")
    elif ru.style is WhistStyle.CLOSED:
        lines[-1] += " · " + tr("closed whist")
    return lines
