"""What the declarer would lose against a lone defender if he were told more than he sees.

An experiment for ``dd_loss.py --told ...``, not a way to play: against a lone defender the
declarer never sees the dropped defender's ten cards, so which ten of the twenty cards he
lacks the defender holds is told only by the calls and the defender's play. These readings
replace what the Expert's sampled deals assume, for the declarer's card play against a lone
defender only (every other decision and seat is unchanged), to measure how much of his loss
to double dummy each piece of information is worth:

* ``lengths``: the lone defender's suit lengths as dealt (the sampled deals keep only hands
  of those lengths; the auction's weights stay);
* ``calls``: the exact reading of the auction made by the rules of thumb (``dd_loss.py``'s
  default): the sampled deals are drawn uniformly among those in which the other seats'
  rules of thumb make every call they made, and are not weighed (the true posterior of the
  calls, which the Expert's weights approximate);
* ``play``: the lone defender's leads and discards read by how often a lone Expert defender
  leads or discards a suit of each length (``LEAD_RATE``, ``DISCARD_RATE``: counted in 300
  Austrian deals other than those measured, seed 1 deals 200–499, 324 leads and 337
  discards), on top of the auction's weights.

It works by wrapping :class:`~prefgui.ai.worlds.sampling.Sampler` while the benchmark runs
(``install``); the truth is set before each decision (``Told.before``).

``play_for_tricks`` (``dd_loss.py --for-tricks``), another experiment: the declarers choose
their cards by the mean tricks over the sampled deals, the score only breaking ties (the
Expert plays for the score: a trick beyond the contract that pays nothing is worth less
than a safer contract), to measure how much of the loss in tricks is play for the score.

``cash_first`` (``dd_loss.py --cash-first``), another: a declarer on lead cashes a master
card when it is worth as much as the search's choice, so that a guess comes later, on deals
that then agree with what the defence showed.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from prefgui.ai.decisions import cardplay
from prefgui.ai.decisions.decision import Decision
from prefgui.ai.players import Budget, HeuristicPlayer
from prefgui.ai.worlds import sampling
from prefgui.ai.worlds.evidence import world_weight
from prefgui.ai.worlds.world import World
from prefgui.engine.actions import Discard, HiddenDiscard, Play
from prefgui.engine.cards import iter_cards
from prefgui.engine.observation import Observation
from prefgui.engine.state import DECLARER, GameState, Phase, Role

MODES = ("lengths", "calls", "play")
MAX_TRIES = 200_000  # draws before a reading gives up on one sampled deal
# How often a lone Expert defender leads a suit of each length (4: four or more), trumps
# apart, and discards a plain suit of each length (see the module's docstring).
LEAD_RATE = {(1, False): 0.41, (2, False): 0.37, (3, False): 0.39, (4, False): 0.69,
             (1, True): 0.40, (2, True): 0.14, (3, True): 0.20, (4, True): 0.20}
DISCARD_RATE = {1: 0.45, 2: 0.39, 3: 0.51, 4: 0.75}


def lengths(mask: int) -> tuple[int, ...]:
    """The number of cards of each suit in ``mask``."""
    return tuple((mask >> (8 * s) & 0xFF).bit_count() for s in range(4))


class Told:
    """The truth told to the declarer, for one decision at a time."""

    def __init__(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"not a reading: {mode}")
        self.mode = mode
        self.seat: int | None = None  # the declarer being told, while he decides
        self.defender = 0
        self.truth: tuple[int, ...] = ()
        self.told = 0  # sampled deals drawn under the reading
        self.missed = 0  # sampled deals for which no draw agreed
        self.rules_of_thumb = HeuristicPlayer(mistakes=False)

    def before(self, st: GameState, seat: int) -> None:
        """Set the truth for the decision ``seat`` is about to make in ``st``."""
        roles = st.roles
        self.seat = None
        if (st.phase is Phase.PLAY and roles and roles[seat] == DECLARER
                and roles.count(Role.DEFENDER) == 1 and Role.DROPPED in roles):
            self.seat = seat
            self.defender = roles.index(Role.DEFENDER)
            self.truth = lengths(st.dealt[self.defender])

    def applies(self, smp: sampling.Sampler) -> bool:
        return self.seat is not None and smp.obs.seat == self.seat

    def draw(self, smp: sampling.Sampler, plain: Callable[[], dict[int, int]]
             ) -> dict[int, int]:
        """One draw of the hidden cards that agrees with the reading."""
        self.told += 1
        hid = plain()
        for _ in range(MAX_TRIES):
            if self.agrees(smp, hid):
                return hid
            hid = plain()
        self.missed += 1
        return hid

    def agrees(self, smp: sampling.Sampler, hid: dict[int, int]) -> bool:
        if self.mode == "lengths":
            return lengths(hid[self.defender] | smp.kn.played_by[self.defender]) == self.truth
        if self.mode == "calls":
            return self._calls_agree(smp, hid)
        return True

    def _calls_agree(self, smp: sampling.Sampler, hid: dict[int, int]) -> bool:
        """Whether the other seats' rules of thumb make every call they made on ``hid``."""
        obs = smp.obs
        w = smp.complete(hid)
        st = GameState.initial(obs.rules, obs.dealer, w.dealt, w.talon, obs.start_pot,
                               obs.start_refa, obs.start_refa_rounds)
        for a in obs.history:
            if st.phase is Phase.PLAY:
                return True
            if isinstance(a, HiddenDiscard):
                c1, c2 = list(iter_cards(w.discards))
                st = st.apply(Discard(a.seat, c1, c2))
                continue
            if a.seat != obs.seat and st.current_player() == a.seat:
                got = self.rules_of_thumb.choose(st.observation(a.seat), random.Random(0),
                                                 Budget.untimed(1)).action
                if got != a:
                    return False
            st = st.apply(a)
        return True

    def play_likelihood(self, smp: sampling.Sampler, current: int) -> float:
        """How well the defender's hand ``current`` explains his leads and discards."""
        obs = smp.obs
        assert obs.contract is not None
        trump = obs.contract.trump
        plays = [a for a in obs.history if isinstance(a, Play)]
        later, after = 0, []
        for a in reversed(plays):
            if a.seat == self.defender:
                later |= 1 << a.card
            after.append(later)
        after.reverse()
        like = 1.0
        trick: list[int] = []
        for i, a in enumerate(plays):
            if a.seat == self.defender:
                n = lengths(current | after[i])
                s = a.card >> 3
                if not trick:
                    like *= LEAD_RATE[min(n[s], 4), s == trump] / sum(
                        LEAD_RATE[min(n[t], 4), t == trump] for t in range(4) if n[t])
                elif (s != trick[0] >> 3 and s != trump
                      and not n[trick[0] >> 3] and not (trump is not None and n[trump])):
                    like *= DISCARD_RATE[min(n[s], 4)] / sum(
                        DISCARD_RATE[min(n[t], 4)] for t in range(4)
                        if n[t] and t != trick[0] >> 3)
            trick.append(a.card)
            if len(trick) == 2:  # a lone defender's game: two cards a trick
                trick = []
        return like


def install(told: Told) -> None:
    """Wrap the sampler's draws so that the declarer's follow ``told`` (for this process)."""
    plain_hidden = sampling.Sampler.hidden
    plain_worlds = sampling.Sampler.worlds

    def hidden(self: sampling.Sampler) -> dict[int, int]:
        if not told.applies(self) or told.mode == "play":
            return plain_hidden(self)
        return told.draw(self, lambda: plain_hidden(self))

    def worlds(self: sampling.Sampler, count: int, oversample: int = 12) -> list[World]:
        if not told.applies(self):
            return plain_worlds(self, count, oversample)
        if told.mode == "calls":  # the exact posterior of the calls: not weighed again
            return [self.complete(self.hidden()) for _ in range(count)]
        told.told += count
        cands = []
        for _ in range(max(count, min(count * oversample, sampling.MAX_CANDIDATES))):
            hid = self.sensible_discards(self.hidden())
            w = self.complete(hid)
            weight = world_weight(self.obs, self.kn, hid, w)
            if told.mode == "play":
                weight *= told.play_likelihood(self, w.current[told.defender])
            cands.append((self._key(weight), w, weight))
        cands.sort(key=lambda t: t[0], reverse=True)
        return [World(w.dealt, w.talon, w.discards, w.current, weight)
                for _, w, weight in cands[:count]]

    sampling.Sampler.hidden = hidden  # type: ignore[method-assign]
    sampling.Sampler.worlds = worlds  # type: ignore[method-assign]


def play_for_tricks() -> None:
    """Make declarers choose their cards by tricks first (for this process)."""
    plain_pick = cardplay._pick

    def pick(obs: Observation, cards: list[int], totals: dict[int, float],
             side_tricks: dict[int, float], n: int, rule: str | None) -> Decision:
        if obs.seat == obs.declarer:  # tricks first, the score's equity as a tie-break
            totals = {c: side_tricks[c] * 1000 + totals[c] * 1e-3 for c in cards}
        return plain_pick(obs, cards, totals, side_tricks, n, rule)

    cardplay._pick = pick


def master(obs: Observation, card: int) -> bool:
    """Whether ``card`` led now wins the trick whatever the unseen cards are: no higher
    card of its suit is out, and it is a trump, or there are none, or none is out."""
    seen = obs.hand | obs.played
    if any(not seen >> x & 1 for x in range(card + 1, (card | 7) + 1)):
        return False
    ct = obs.contract
    trump = ct.trump if ct is not None else None
    if trump is None or card >> 3 == int(trump):
        return True
    suit = 0xFF << (8 * int(trump))
    return seen & suit == suit


def cash_first() -> None:
    """Make declarers on lead cash a master card when it is worth as much as the best
    (the same mean score and tricks over the sampled deals): the guess comes later, on
    deals that then agree with what the defence showed (for this process)."""
    plain_pick = cardplay._pick

    def pick(obs: Observation, cards: list[int], totals: dict[int, float],
             side_tricks: dict[int, float], n: int, rule: str | None) -> Decision:
        if obs.seat == obs.declarer and not obs.trick:
            def key(c: int) -> tuple[float, float]:
                return (round(totals[c] / n, 6), round(side_tricks[c] / n, 6))
            top = max(key(c) for c in cards)
            tied = [c for c in cards if key(c) == top]
            cash = [c for c in tied if master(obs, c)]
            if cash and len(tied) > len(cash):
                cards = cash
        return plain_pick(obs, cards, totals, side_tricks, n, rule)

    cardplay._pick = pick
