"""The playing levels. ``make(level)`` returns the player of a level.

The Beginner plays by the heuristics alone (and makes a beginner's mistakes).
"""

from __future__ import annotations

import random
import threading

from prefgui.ai import heuristics as h
from prefgui.ai.player import AiPlayer, Budget, Decision
from prefgui.engine import conventions
from prefgui.engine.actions import (
    BID,
    BID_SUIT,
    CONTRA,
    DECLARE,
    DECLARE_SUIT,
    DEFEND,
    DISCARD,
    DROP,
    HOLD,
    INVITE,
    PASS,
    PLAY,
    RECONTRA,
    Action,
)
from prefgui.engine.contracts import Kind
from prefgui.engine.observation import Observation
from prefgui.engine.state import Phase


class HeuristicPlayer:
    """Rules of thumb for every decision (the Beginner level)."""

    level = "beginner"

    def choose(self, obs: Observation, rng: random.Random, budget: Budget,
               cancel: threading.Event | None = None) -> Decision:
        legal = obs.legal
        if not legal:
            raise ValueError("no legal action for this seat")
        verbs = {a.verb for a in legal}
        if PLAY in verbs:
            return self._play(obs)
        if DISCARD in verbs:
            a, b = h.choose_discards(obs.hand)
            act = next((x for x in legal if {x.a, x.b} == {a, b}), legal[0])
            return Decision(act, "discard the short side-suit cards")
        if DECLARE in verbs or DECLARE_SUIT in verbs:
            return self._declare(obs, legal)
        if obs.phase is Phase.AUCTION:
            return self._bid(obs, legal)
        return self._defence(obs, legal, verbs)

    # auction -----------------------------------------------------------------------------
    def _bid(self, obs: Observation, legal: tuple[Action, ...]) -> Decision:
        r = obs.rules
        suits = {n: ct.trump for n, ct in r.ladder.items() if ct.kind is Kind.SUIT}
        hand = obs.hand
        scored = {n: h.trick_estimate(hand, t) for n, t in suits.items()}
        best_n = max(scored, key=lambda n: (scored[n], n))
        est = scored[best_n]
        passes = [a for a in legal if a.verb == PASS]
        if obs.rules.variant == "american":
            bids = [a for a in legal if a.verb == BID_SUIT and a.a <= best_n]
            if est >= 6.5 and bids:
                return Decision(bids[0], f"{est:.1f} tricks expected")
            return Decision(passes[0] if passes else legal[0], "not strong enough")
        plain = sorted((a for a in legal if a.verb == BID and not a.b), key=lambda a: a.a)
        holds = [a for a in legal if a.verb == HOLD]
        if est >= 6.0:
            if holds and obs.high is not None and obs.high[0] <= best_n and not obs.high[1]:
                return Decision(holds[0], f"hold: {est:.1f} tricks expected")
            for a in plain:
                if a.a <= best_n:
                    return Decision(a, f"bid {a.a}: {est:.1f} tricks expected")
        if not passes:  # forced to bid
            return Decision(plain[0] if plain else legal[0], "forced to bid")
        return Decision(passes[0], f"pass: only {est:.1f} tricks expected")

    def _declare(self, obs: Observation, legal: tuple[Action, ...]) -> Decision:
        r = obs.rules
        options = []
        for a in legal:
            ct = r.ladder[a.a]
            if ct.kind is Kind.SUIT:
                options.append((h.trick_estimate(obs.hand, ct.trump) - 0.01 * a.a, a))
        if not options:
            return Decision(legal[0], "the only contract")
        est, act = max(options, key=lambda x: x[0])
        return Decision(act, f"{est:.1f} tricks expected")

    # defence -----------------------------------------------------------------------------
    def _defence(self, obs: Observation, legal: tuple[Action, ...], verbs: set[str]
                 ) -> Decision:
        pick = {a.verb: a for a in legal}
        if RECONTRA in verbs or (obs.phase is Phase.CONTRA and CONTRA in verbs):
            return Decision(pick[PASS], "no recontra")
        ct = obs.contract
        trump = ct.trump if ct is not None else None
        mine = h.trick_estimate(obs.hand, None) * 0.8 + (
            len(h.suit_cards(obs.hand, trump)) * 0.3 if trump is not None else 0)
        if DROP in verbs and mine < 1.5:
            if INVITE in verbs and mine >= 1.0:
                return Decision(pick[INVITE], f"invite: {mine:.1f} tricks of my own")
            return Decision(pick[DROP], f"drop: only {mine:.1f} tricks expected")
        if DEFEND in verbs:
            return Decision(pick[DEFEND], f"defend: {mine:.1f} tricks expected")
        return Decision(legal[0], "")

    # play --------------------------------------------------------------------------------
    def _play(self, obs: Observation) -> Decision:
        ct = obs.contract
        assert ct is not None
        legal = 0
        for a in obs.legal:
            legal |= 1 << a.a
        partner_winning = False
        if obs.trick and obs.seat != obs.declarer:
            from prefgui.engine.play import winning_index

            pl = obs.playing
            order = pl[pl.index(obs.leader):] + pl[:pl.index(obs.leader)]
            partner_winning = order[winning_index(obs.trick, ct.trump)] != obs.declarer
        card = h.quick_card(obs.hand, legal, obs.trick, ct.trump, ct.kind,
                            obs.seat == obs.declarer, partner_winning)
        card = _compliant(obs, card, legal)
        return Decision(next(a for a in obs.legal if a.a == card), "rule of thumb")


def _compliant(obs: Observation, card: int, legal: int) -> int:
    """Prefer a card that follows the defender conventions (RULES §7)."""
    st = observation_as_state(obs)
    if st is None or not conventions.tracked(st):
        return card
    if not conventions.check_card(st, obs.seat, card):
        return card
    ok = [c for c in range(32) if legal >> c & 1 and not conventions.check_card(st, obs.seat, c)]
    if not ok:
        return card
    return min(ok, key=lambda c: (abs((c & 7) - (card & 7)), c))


def observation_as_state(obs: Observation):  # type: ignore[no-untyped-def]
    """A state carrying the observing seat's public view (other hands empty), enough for
    the convention checks, which only read the player's own hand and public cards."""
    from prefgui.engine.state import GameState

    if obs.contract is None or obs.phase is not Phase.PLAY:
        return None
    hands = tuple(obs.hand if s == obs.seat else 0 for s in range(obs.rules.players))
    st = GameState.initial(obs.rules, obs.dealer, hands, 0)
    return st.evolve(phase=Phase.PLAY, turn=obs.turn, declarer=obs.declarer,
                     contract=obs.contract, roles=obs.roles, playing=obs.playing,
                     leader=obs.leader, trick=obs.trick, played=obs.played, voids=obs.voids,
                     tricks_won=obs.tricks_won, hand_game=obs.hand_game)


def make(level: str) -> AiPlayer:
    """The player for ``level`` (unknown levels raise ValueError)."""
    if level in ("beginner", "club", "expert"):
        return HeuristicPlayer()
    raise ValueError(f"unknown level {level!r}")
