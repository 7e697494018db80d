"""What the table says about the deal so far: the auction, the talon, the announcements.

The badge in the top left corner keeps, for the whole deal, the auction (one line per seat
while it runs, one line once the contract stands), the talon where this seat has seen it,
and the announcements after the declaration (defend, drop out, invitation, contra,
recontra, no aces, concession), each by the seat that made it. The bubbles by the seats
say the latest call, and the declarer's discard ("Anna discards two cards").
"""

from __future__ import annotations

from prefgui.engine.actions import (
    Action,
    Announce,
    Bid,
    BidSuit,
    Concede,
    Contra,
    Declare,
    DeclareSuit,
    Defend,
    Drop,
    HiddenDiscard,
    Hold,
    Invite,
    Offer,
    Pass,
    Play,
    Recontra,
)
from prefgui.engine.cards import iter_cards
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr

AUCTION_CALLS = (Pass, Hold, Bid, BidSuit, Offer)
ANNOUNCEMENTS = (Defend, Drop, Invite, Contra, Recontra, Concede, Announce)
CALLS = (*AUCTION_CALLS, Declare, DeclareSuit, *ANNOUNCEMENTS, HiddenDiscard)


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
        return tr("{name} discards two cards").format(name=_name(names, a.seat))
    return texts.action_label(a, obs.rules, pack)


def talon_line(obs: Observation, pack: str) -> str:
    """The talon's two cards, once this seat has seen them ("" before, or if hidden)."""
    if obs.talon is None or obs.hand_game or obs.phase is Phase.AUCTION:
        return ""
    cards = sorted(iter_cards(obs.talon), reverse=True)
    return tr("Talon: {cards}").format(cards=", ".join(texts.card_label(c, pack)
                                                       for c in cards))


def announcement_line(obs: Observation, names: list[str], pack: str) -> str:
    """The announcements after the declaration, in order, each with its seat."""
    said = [f"{_name(names, a.seat)}: {texts.action_label(a, obs.rules, pack)}"
            for a in obs.history if isinstance(a, ANNOUNCEMENTS)]
    return "  ·  ".join(said)


def _name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else str(seat)
