"""What the table says about the deal so far: the auction, the talon, the announcements.

The badge in the top left corner keeps, for the whole deal, the auction (one line per seat
while it runs, one line once the contract stands), the talon where this seat has seen it,
and the announcements after the declaration (defend, drop out, invitation, contra,
recontra, no aces, concession), each by the seat that made it. The bubbles by the seats
say the latest call, and the declarer's discard ("Anna discards two cards").

``contract_lines`` are the badge's lines in full; the table shortens them until the badge
fits its corner (``recent_calls``: the last calls on one line).
"""

from __future__ import annotations

from prefgui.engine.actions import (
    Action,
    Announce,
    Bid,
    BidSuit,
    ClosedWhist,
    Concede,
    Contra,
    Declare,
    DeclareSuit,
    Defend,
    Drop,
    HalfWhist,
    Here,
    HiddenDiscard,
    Hold,
    Invite,
    Offer,
    OpenWhist,
    Pass,
    Play,
    Recontra,
    RuBid,
    RuDeclare,
    Whist,
    WithoutThree,
)
from prefgui.engine.cards import iter_cards
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.ui.table.russian_view import RussianTable
from prefgui.ui.words import russian_texts, texts
from prefgui.ui.words.texts import tr

AUCTION_CALLS = (Pass, Hold, Bid, BidSuit, Offer, RuBid, Here)
ANNOUNCEMENTS = (Defend, Drop, Invite, Contra, Recontra, Concede, Announce,
                 Whist, HalfWhist, OpenWhist, ClosedWhist, WithoutThree)
CALLS = (*AUCTION_CALLS, Declare, DeclareSuit, RuDeclare, *ANNOUNCEMENTS, HiddenDiscard)


def auction_calls(obs: Observation) -> list[Action]:
    """The calls of the auction (bids, holds, passes, offers), in order."""
    out: list[Action] = []
    for a in obs.history:
        if not isinstance(a, AUCTION_CALLS):
            break  # a pass after the declaration answers a contra: not the auction's
        out.append(a)
    return out


def last_call(obs: Observation, seat: int) -> Action | None:
    """What ``seat`` said last, while it is news.

    In the auction and the defence decisions, and an announcement, a concession or the
    declarer's discard until the next card is played (a deal that ends without a card
    keeps its last calls in view).
    """
    for a in reversed(obs.history):
        if isinstance(a, Play):
            return None
        if a.seat == seat and isinstance(a, CALLS):
            return a  # type: ignore[return-value]
    return None


def said_text(a: Action | HiddenDiscard, obs: Observation, names: list[str],
              pack: str) -> str:
    """The words of ``a`` in its seat's bubble."""
    if isinstance(a, HiddenDiscard):
        return tr("{name} discards two cards").format(name=seat_name(names, a.seat))
    return texts.action_label(a, obs.rules, pack, obs.hand_game)


def talon_line(obs: Observation, pack: str) -> str:
    """The talon's two cards, once this seat has seen them ("" before, or if hidden)."""
    if obs.talon is None or obs.hand_game or obs.phase is Phase.AUCTION:
        return ""
    cards = sorted(iter_cards(obs.talon), reverse=True)
    return tr("Talon: {cards}").format(cards=", ".join(texts.card_label(c, pack)
                                                       for c in cards))


def announcement_line(obs: Observation, names: list[str], pack: str) -> str:
    """The announcements after the declaration, in order, each with its seat."""
    said = [f"{seat_name(names, a.seat)}: {texts.action_label(a, obs.rules, pack)}"
            for a in obs.history if isinstance(a, ANNOUNCEMENTS)]
    return "  ·  ".join(said)


def recent_calls(obs: Observation, names: list[str], pack: str, k: int) -> str:
    """The last ``k`` calls of the auction on one line, after "…" when there were more."""
    said = auction_calls(obs)
    shown = ", ".join(f"{seat_name(names, a.seat)}: {texts.action_label(a, obs.rules, pack)}"
                      for a in said[-k:])
    return shown if k >= len(said) else f"… {shown}"


def contract_lines(obs: Observation, names: list[str], pack: str) -> list[str]:
    """The contract badge in full: the contract (or the auction's highest bid) and its
    declarer, then ``call_lines``."""
    calls = call_lines(obs, names, pack)
    if isinstance(obs, RussianTable):
        head = russian_texts.badge_lines(obs, names, pack)
        if head:
            return head + calls
    if obs.contract is None:
        if obs.high is not None and obs.phase is Phase.AUCTION:
            bid = texts.bid_name(obs.rules, obs.high[0], bool(obs.high[1]), pack)
            holder = (names[obs.holder] if obs.holder is not None
                      and obs.holder < len(names) else "")
            return [tr("Auction"), tr("{bid} — {name}").format(
                bid=bid, name=holder)] + calls
        return [tr("Auction"), *calls] if obs.history or obs.phase is Phase.AUCTION \
            else []
    ct = obs.contract
    first = texts.contract_name(ct, pack)
    extra = []
    if obs.hand_game and not obs.rules.is_american:
        extra.append(tr("hand"))
    level = max(obs.contra_level) if obs.contra_level else 0
    if level:
        extra.append([tr("contra"), tr("recontra"), tr("subcontra"),
                      tr("mortcontra")][min(level, 4) - 1])
    name = (names[obs.declarer] if obs.declarer is not None
            and obs.declarer < len(names) else "")
    second = tr("Declarer: {name}").format(name=name)
    if extra:
        second += " · " + ", ".join(extra)
    return [first, second, *calls]


def call_lines(obs: Observation, names: list[str], pack: str) -> list[str]:
    """The auction so far, one line per seat (it stays on the table for the deal), then
    ``extra_lines``."""
    calls: dict[int, list[str]] = {}
    for a in auction_calls(obs):
        calls.setdefault(a.seat, []).append(texts.action_label(a, obs.rules, pack))
    lines: list[str] = []
    for seat in range(obs.rules.players):
        said = calls.get(seat)
        if said:
            name = names[seat] if seat < len(names) else str(seat)
            shown = said if len(said) <= 4 else ["…", *said[-3:]]
            lines.append(f"{name}: " + ", ".join(shown))
    if obs.phase is not Phase.AUCTION and lines:
        # Once the auction is over, one line keeps the badge clear of the side hand.
        lines = ["  ·  ".join(lines)]
    return lines + extra_lines(obs, names, pack)


def extra_lines(obs: Observation, names: list[str], pack: str) -> list[str]:
    """The talon where this seat has seen it, and the announcements after the
    declaration: they stay with the auction for the whole deal."""
    extra = [talon_line(obs, pack), announcement_line(obs, names, pack)]
    return [line for line in extra if line]


def seat_name(names: list[str], seat: int) -> str:
    """The name of ``seat`` (its number when no name is known)."""
    return names[seat] if 0 <= seat < len(names) else str(seat)
