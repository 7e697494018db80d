"""The computer players of the Russian game, by level (RULES §13).

Calls (bids, the discard, the declaration, whist, half-whist, open or closed) follow rules
of thumb on the hand (``estimate``), each level counting its tricks more or less carefully;
cards are chosen by solving sampled deals double dummy (the Club and Expert levels, as in
the European game) or by simple rules (the Beginner, and the raspasy talon tricks, which
are not solver positions). A player sees only its ``RuObservation`` and chooses one of its
legal actions.
"""

from __future__ import annotations

import math
import random
import time
from collections import defaultdict
from dataclasses import dataclass

from prefgui.ai.decisions.decision import Budget
from prefgui.ai.russian.estimate import best_strain, misere_risk, strain_tricks
from prefgui.ai.russian.sampling import sample_hands
from prefgui.ai.search.russian import build_position, value_sign
from prefgui.ai.search.solver import solve
from prefgui.engine.actions import (
    ClosedWhist,
    Discard,
    HalfWhist,
    Pass,
    Play,
    RuBid,
    RuDeclare,
    RussianAction,
    Whist,
    WithoutThree,
)
from prefgui.engine.cards import SUIT_MASK
from prefgui.engine.russian.ladder import MISERE, level_of, quota, rank_of, strain_of
from prefgui.engine.russian.observation import RuObservation
from prefgui.engine.seats import seat_priority
from prefgui.engine.vocab import Phase

__all__ = ["RUSSIAN_BUDGETS", "RuDecision", "RussianPlayer", "make_russian_player"]

RUSSIAN_BUDGETS = {
    "beginner": Budget(seconds=0.05, samples=1),
    "club": Budget(seconds=0.4, samples=12),
    "expert": Budget(seconds=1.0, samples=24),
}
"""Thinking per decision; the search needs ``samples`` deals whatever the clock says."""

_CAUTION = {"beginner": 0.0, "club": 0.5, "expert": 0.7}
"""Tricks a level keeps in hand before it bids or whists (a beginner overbids)."""


@dataclass(frozen=True, slots=True)
class RuDecision:
    """A chosen action and a short reason code (for logs and tests)."""

    action: RussianAction
    reason: str = ""


class RussianPlayer:
    """A computer player of the Russian game at one level."""

    def __init__(self, level: str) -> None:
        if level not in _CAUTION:
            raise ValueError(f"unknown level {level!r}")
        self.level = level

    def choose(self, obs: RuObservation, rng: random.Random, budget: Budget | None = None
               ) -> RuDecision:
        """One of ``obs.legal``."""
        legal = obs.legal
        if not legal:
            raise ValueError("no legal action for this seat")
        if len(legal) == 1:
            return RuDecision(legal[0], "only")
        budget = budget or RUSSIAN_BUDGETS[self.level]
        ph = obs.phase
        if ph is Phase.AUCTION:
            return self._call(obs, rng)
        if ph is Phase.EXCHANGE:
            return self._exchange(obs)
        if ph is Phase.DECLARE:
            return self._declare(obs)
        if ph is Phase.WHIST:
            return self._whist(obs)
        if ph is Phase.WHIST_STYLE:
            return RuDecision(next(a for a in legal if type(a) is ClosedWhist), "closed")
        return self._card(obs, rng, budget)

    # Calls --------------------------------------------------------------------------------
    def _call(self, obs: RuObservation, rng: random.Random) -> RuDecision:
        hand = obs.hand
        caution = _CAUTION[self.level]
        noise = rng.uniform(-0.5, 0.8) if self.level == "beginner" else 0.0
        strain, tricks = best_strain(hand)
        tricks += 1.1 - caution + noise  # the talon's two cards help
        bids = [a for a in obs.legal if type(a) is RuBid]
        if (any(a.rank == MISERE for a in bids) and misere_risk(hand) <= 0.2 + noise / 2
                and tricks < 6):
            return RuDecision(next(a for a in bids if a.rank == MISERE), "misere")
        level = int(math.floor(tricks))
        fitting = [a for a in bids if a.rank != MISERE and level_of(a.rank) <= level]
        if not fitting:
            return RuDecision(Pass(obs.seat), "pass")
        # the lowest bid that keeps the auction; prefer the own strain at that level
        low = fitting[0]
        same = [a for a in fitting if level_of(a.rank) == level_of(low.rank)
                and strain_of(a.rank) == strain]
        return RuDecision(same[0] if same else low, "bid")

    def _exchange(self, obs: RuObservation) -> RuDecision:
        hand = obs.hand
        bid = obs.bid
        assert bid is not None
        if bid == MISERE:
            best = min((a for a in obs.legal if type(a) is Discard),
                       key=lambda a: misere_risk(hand & ~a.mask))
            return RuDecision(best, "misere discard")
        level = level_of(bid)
        scored = [(max(strain_tricks(hand & ~a.mask, s) for s in range(5)), a)
                  for a in obs.legal if type(a) is Discard]
        value, best_d = max(scored, key=lambda x: x[0])
        three = [a for a in obs.legal if type(a) is WithoutThree]
        if three and value + 0.3 < level - 2.5:
            return RuDecision(three[0], "without three")
        return RuDecision(best_d, "discard")

    def _declare(self, obs: RuObservation) -> RuDecision:
        decl = [a for a in obs.legal if type(a) is RuDeclare]
        if decl[0].rank == MISERE:
            return RuDecision(decl[0], "misere")
        hand = obs.hand
        strain, tricks = best_strain(hand)
        low = level_of(decl[0].rank)
        target = max(low, min(10, int(math.floor(tricks + 0.2 - _CAUTION[self.level] / 2))))
        for a in decl:
            if level_of(a.rank) == target and strain_of(a.rank) == strain:
                return RuDecision(a, "declare")
        want = rank_of(low, strain)
        ok = [a for a in decl if a.rank >= want]
        return RuDecision(ok[0] if ok else decl[0], "declare")

    def _whist(self, obs: RuObservation) -> RuDecision:
        contract = obs.contract
        assert contract is not None
        level = level_of(contract)
        strain = strain_of(contract)
        hand = obs.hand
        # tricks against the declarer: top cards outside his trumps, trumps of our own
        mine = 0.0
        for s in range(4):
            ranks = [r for r in range(7, -1, -1) if hand >> (8 * s + r) & 1]
            if s == strain:
                mine += sum(1 for r in ranks if r >= 6) * 0.8 + max(0, len(ranks) - 3) * 0.5
            else:
                mine += (1.0 if 7 in ranks else 0) + (0.5 if 6 in ranks and len(ranks) >= 2
                                                      else 0)
        need = quota(level) / 2 + _CAUTION[self.level] / 2
        acts = {type(a): a for a in obs.legal}
        if Whist in acts and mine >= need:
            return RuDecision(acts[Whist], "whist")
        if HalfWhist in acts and mine >= need / 2:
            return RuDecision(acts[HalfWhist], "half-whist")
        if Pass in acts:
            return RuDecision(acts[Pass], "pass")
        return RuDecision(obs.legal[0], "whist")

    # Cards --------------------------------------------------------------------------------
    def _card(self, obs: RuObservation, rng: random.Random, budget: Budget) -> RuDecision:
        plays = [a for a in obs.legal if type(a) is Play]
        if self.level == "beginner" or obs.talon_lead is not None:
            return RuDecision(_simple_card(obs, plays), "rule")
        deadline = time.perf_counter() + budget.seconds
        totals: dict[int, float] = defaultdict(float)
        worlds = 0
        seat = plays[0].seat
        for _ in range(max(1, budget.samples)):
            hands = sample_hands(obs, rng)
            if hands is None:
                break
            assert obs.leader is not None
            pos = build_position(seat_priority(obs.rules.players, obs.dealer), hands,
                                 obs.declarer, obs.contract, obs.leader, obs.trick,
                                 obs.rules.must_trump, seat)
            res = solve(pos)
            sign = value_sign(obs.declarer, obs.contract, seat)
            for c, v in res.moves.items():
                totals[c] += sign * v
            worlds += 1
            if worlds >= 4 and time.perf_counter() > deadline:
                break
        if not worlds:
            return RuDecision(_simple_card(obs, plays), "rule")
        best = max(plays, key=lambda a: (totals[a.card], -a.card))
        return RuDecision(best, f"search {worlds}")


def _simple_card(obs: RuObservation, plays: list[Play]) -> Play:
    """A plain rule: win cheaply when the side wants tricks, duck when it does not."""
    wants = value_sign(obs.declarer, obs.contract, plays[0].seat) > 0
    lead = obs.talon_lead if obs.talon_lead is not None else (obs.trick[0] if obs.trick
                                                             else None)
    cards = sorted(a.card for a in plays)
    if lead is None:
        pick = cards[-1] if wants else cards[0]
    else:
        led = SUIT_MASK[lead >> 3]
        followers = [c for c in cards if (1 << c) & led]
        top_played = max([c for c in obs.trick if (1 << c) & led] + [lead])
        if followers:
            under = [c for c in followers if c < top_played]
            over = [c for c in followers if c > top_played]
            if wants:
                pick = over[0] if over else followers[0]
            else:
                pick = under[-1] if under else followers[0]
        else:
            pick = cards[0] if wants else cards[-1]
    return next(a for a in plays if a.card == pick)


def make_russian_player(level: str) -> RussianPlayer:
    """The Russian player of ``level`` (``beginner``, ``club``, ``expert``)."""
    return RussianPlayer(level)
