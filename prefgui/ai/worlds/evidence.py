"""Soft evidence: how well a world explains the other seats' calls.

Every auction call and defence decision of another seat is scored by a cheap model of a
sensible player: a bid is likely when the bidder's hand promises the contract (heuristic
trick estimates through a logistic curve), a pass is likely when it does not, a defender
defends with defensive tricks and drops without them. A world's weight is the product of
these likelihoods, times a penalty for each convention hint it contradicts. The weights
only rank candidate worlds; they need not be calibrated probabilities.
"""

from __future__ import annotations

import math

from prefgui.ai import heuristics as h
from prefgui.ai.worlds.knowledge import Knowledge
from prefgui.ai.worlds.world import World
from prefgui.engine.actions import (
    BID,
    BID_SUIT,
    CONTRA,
    DEFEND,
    DROP,
    HOLD,
    INVITE,
    OFFER,
    PASS,
    Bid,
    BidSuit,
    Seen,
)
from prefgui.engine.contracts import ContractType, Kind
from prefgui.engine.observation import Observation

AUCTION_VERBS = (PASS, BID, HOLD, BID_SUIT, OFFER)
SOFT_PENALTY = 0.3  # weight factor per card a convention hint says is elsewhere
TALON_HOPE = 0.6  # tricks a plain bidder expects from the talon
# How sharply defending follows the defensive tricks (the logistic's scale), and the
# likelihood of defending without them. Sharper than it was (0.6 and 0.1): against a lone
# defender the dropped defender's cards are never seen, and only these two calls tell the
# hands apart (docs/ai-strength.md, "Why the Austrian declarer loses more").
DEFENCE_SCALE = 0.3
DEFEND_FLOOR = 0.03


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


class HandModel:
    """Cached heuristic views of one hand."""

    def __init__(self, hand: int) -> None:
        self.hand = hand
        self._suit: dict[int | None, float] = {}
        self._risk: float | None = None

    def tricks(self, trump: int | None) -> float:
        """The heuristic trick estimate with ``trump`` (cached)."""
        got = self._suit.get(trump)
        if got is None:
            got = h.trick_estimate(self.hand, trump)
            self._suit[trump] = got
        return got

    def risk(self) -> float:
        """The heuristic misère risk (cached)."""
        if self._risk is None:
            self._risk = h.misere_risk(self.hand)
        return self._risk

    def contract_likelihood(self, ct: ContractType, hand_game: bool, sharp: bool = False
                            ) -> float:
        """How likely a sensible player with this hand wants to play ``ct``.

        ``sharp``: his final cards are known to suit it, as after the talon.
        """
        hope = 0.0 if hand_game else TALON_HOPE
        scale = 0.5 if sharp else 0.6
        if ct.kind is Kind.SUIT:
            return _sigmoid((self.tricks(ct.trump) + hope - 5.6) / scale)
        if ct.kind is Kind.SANS:
            return _sigmoid((self.tricks(None) + hope - 5.8) / scale)
        if ct.kind is Kind.SLAM:
            best = max(self.tricks(t) for t in (None, 0, 1, 2, 3))
            return _sigmoid((best + hope - 9.0) / 0.6)
        return _sigmoid((1.0 - self.risk() + hope / 2) / (0.25 if sharp else 0.35))


def _bid_likelihood(m: HandModel, obs: Observation, number: int, hand_game: bool) -> float:
    """Likelihood of a European bid: some contract at or above it suits the hand."""
    r = obs.rules
    best = 0.0
    for n, ct in r.ladder.items():
        if n >= number:
            best = max(best, m.contract_likelihood(ct, hand_game))
    return best


def _next_bid(obs: Observation, high: tuple[int, int] | None) -> tuple[int, bool]:
    r = obs.rules
    if high is None:
        return r.min_number, False
    n, hand = high
    if n + 1 in r.ladder:
        return n + 1, bool(hand)
    return r.min_number, True


def auction_weight(obs: Observation, seat: int, m: HandModel) -> float:
    """Likelihood of ``seat``'s auction calls given his dealt hand."""
    w = 1.0
    high: tuple[int, int] | None = None
    american = not obs.rules.european
    first_round = True
    for spoken, a in enumerate(obs.history, start=1):
        if a.verb not in AUCTION_VERBS:
            break
        if a.seat == seat:
            w *= _call_likelihood(obs, a, m, high, american, first_round)
        if isinstance(a, Bid):
            high = (a.number, int(a.hand))
        elif isinstance(a, BidSuit):
            high = (a.number, 1)
        if american and spoken == 3:
            first_round = False
    return w


def _call_likelihood(obs: Observation, a: Seen, m: HandModel,
                     high: tuple[int, int] | None, american: bool, first_round: bool
                     ) -> float:
    if american:
        if not first_round:
            return 1.0
        if isinstance(a, BidSuit):
            return 0.02 + m.contract_likelihood(obs.rules.ladder[a.number], True)
        top = high[0] if high is not None else 0
        best = max((m.contract_likelihood(obs.rules.ladder[k], True)
                    for k in range(top + 1, 5)), default=0.0)
        return 1.0 - 0.9 * best
    if isinstance(a, Bid):
        return 0.02 + _bid_likelihood(m, obs, a.number, a.hand)
    if a.verb == HOLD and high is not None:
        return 0.02 + _bid_likelihood(m, obs, high[0], bool(high[1]))
    if a.verb == PASS:
        n, hand = _next_bid(obs, high)
        return 1.0 - 0.9 * _bid_likelihood(m, obs, n, hand)
    return 1.0


def defence_weight(obs: Observation, seat: int, hand: int) -> float:
    """Likelihood of ``seat``'s defence decisions given his hand."""
    ct = obs.contract
    if ct is None or not ct.is_trick_contract:
        return 1.0
    est = h.defence_estimate(hand, ct.trump)
    w = 1.0
    for a in obs.history:
        if a.seat != seat:
            continue
        if a.verb == DEFEND:
            w *= DEFEND_FLOOR + _sigmoid((est - 1.5) / DEFENCE_SCALE)
        elif a.verb == DROP:
            w *= 1.0 - (1.0 - DEFEND_FLOOR) * _sigmoid((est - 1.5) / DEFENCE_SCALE)
        elif a.verb == INVITE:
            w *= 1.0 - 0.8 * _sigmoid((est - 2.5) / 0.6)
        elif a.verb == CONTRA:
            w *= 0.05 + _sigmoid((est - 2.8) / 0.6)
    return w


def declaration_weight(obs: Observation, hand: int) -> float:
    """Likelihood that a declarer holding ``hand`` declared the contract and kept it.

    ``hand`` is his ten cards in play: the contract should suit the cards he kept.
    """
    ct = obs.contract
    if ct is None or obs.declarer is None:
        return 1.0
    return 0.01 + HandModel(hand).contract_likelihood(ct, True, sharp=True)


def world_weight(obs: Observation, kn: Knowledge, hidden: dict[int, int], world: World
                 ) -> float:
    """The soft-evidence weight of one world."""
    w = 1.0
    for i, holder in enumerate(kn.holders):
        if kn.soft_forbid[i] & hidden[holder]:
            w *= SOFT_PENALTY ** (kn.soft_forbid[i] & hidden[holder]).bit_count()
    for seat in range(obs.rules.players):
        if seat == obs.seat or not world.dealt[seat]:
            continue
        w *= auction_weight(obs, seat, HandModel(world.dealt[seat]))
        if obs.declarer is not None and seat != obs.declarer:
            w *= defence_weight(obs, seat, world.dealt[seat])
        elif seat == obs.declarer and obs.contract is not None and obs.rules.european:
            w *= declaration_weight(obs, world.current[seat] | kn.played_by[seat])
    return w
