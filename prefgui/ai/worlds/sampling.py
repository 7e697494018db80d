"""Sampling full deals consistent with one seat's observation.

A *world* is a guess at every hidden card: the other seats' hands, the talon and the
declarer's discards. :class:`Sampler` draws worlds that agree with everything the
observation shows (see :mod:`prefgui.ai.worlds.knowledge`):

1. The unknown cards are grouped by the set of holders that may hold them; an exact
   count of the ways to deal each group (a small dynamic programme over the holders'
   remaining capacities) lets the sampler draw *uniformly* among all consistent deals,
   with no rejection.
2. Each candidate is completed to the original deal (hands as dealt, talon, discards) and
   weighed by the soft evidence (auction and defence calls, convention hints, see
   :mod:`prefgui.ai.worlds.evidence`); the worlds kept are a weighted sample without
   replacement from a larger batch of candidates.
3. :meth:`Sampler.state` replays the public history on a world, giving a complete
   :class:`GameState` whose observation for the seat equals the one we started from.

Only the ``random.Random`` passed in is used (never the global generator).
"""

from __future__ import annotations

import math
import random

from prefgui.ai import heuristics as h
from prefgui.ai.worlds.evidence import world_weight
from prefgui.ai.worlds.knowledge import DEAD, Knowledge, knowledge_of
from prefgui.ai.worlds.world import World
from prefgui.engine.actions import DISCARD, Discard, HiddenDiscard
from prefgui.engine.cards import iter_cards
from prefgui.engine.observation import Observation
from prefgui.engine.state import GameState


class _Counter:
    """Counts and draws deals of card groups into holders of fixed sizes."""

    def __init__(self, groups: list[tuple[int, list[int]]], holders: int) -> None:
        self.groups = groups  # (allowed-holder bits, cards)
        self.h = holders
        self.memo: dict[tuple[int, tuple[int, ...]], int] = {}

    def splits(self, k: int, caps: tuple[int, ...]) -> list[tuple[tuple[int, ...], int]]:
        """Ways to split group ``k`` among its allowed holders within ``caps``."""
        allowed, cards = self.groups[k]
        idx = [i for i in range(self.h) if allowed >> i & 1]
        n = len(cards)
        out: list[tuple[tuple[int, ...], int]] = []

        def rec(j: int, left: int, parts: list[int]) -> None:
            if j == len(idx) - 1:
                if left <= caps[idx[j]]:
                    parts[idx[j]] = left
                    mult = math.factorial(n)
                    for x in parts:
                        mult //= math.factorial(x)
                    out.append((tuple(parts), mult))
                    parts[idx[j]] = 0
                return
            for x in range(min(left, caps[idx[j]]) + 1):
                parts[idx[j]] = x
                rec(j + 1, left - x, parts)
            parts[idx[j]] = 0

        if idx:
            rec(0, n, [0] * self.h)
        return out

    def ways(self, k: int, caps: tuple[int, ...]) -> int:
        """Number of deals of groups ``k..`` into holders with capacities ``caps``."""
        if k == len(self.groups):
            return 1 if not any(caps) else 0
        key = (k, caps)
        got = self.memo.get(key)
        if got is not None:
            return got
        total = 0
        for parts, mult in self.splits(k, caps):
            rest = tuple(c - x for c, x in zip(caps, parts, strict=True))
            total += mult * self.ways(k + 1, rest)
        self.memo[key] = total
        return total

    def draw(self, caps: tuple[int, ...], rng: random.Random) -> list[int]:
        """One uniformly random deal: a card mask per holder."""
        masks = [0] * self.h
        for k, (_, cards) in enumerate(self.groups):
            options = []
            for parts, mult in self.splits(k, caps):
                rest = tuple(c - x for c, x in zip(caps, parts, strict=True))
                w = mult * self.ways(k + 1, rest)
                if w:
                    options.append((parts, rest, w))
            total = sum(w for _, _, w in options)
            pick = rng.randrange(total)
            chosen = options[-1]
            for opt in options:
                if pick < opt[2]:
                    chosen = opt
                    break
                pick -= opt[2]
            parts, rest, _ = chosen
            shuffled = list(cards)
            rng.shuffle(shuffled)
            pos = 0
            for i, x in enumerate(parts):
                for c in shuffled[pos:pos + x]:
                    masks[i] |= 1 << c
                pos += x
            caps = rest
        return masks


def _counter(kn: Knowledge, forbid: tuple[int, ...]) -> _Counter | None:
    groups: dict[int, list[int]] = {}
    for c in iter_cards(kn.unknown):
        allowed = 0
        for i, f in enumerate(forbid):
            if not f >> c & 1:
                allowed |= 1 << i
        if not allowed:
            return None
        groups.setdefault(allowed, []).append(c)
    counter = _Counter(sorted(groups.items()), len(kn.holders))
    if not counter.ways(0, kn.sizes):
        return None
    return counter


MAX_CANDIDATES = 1500  # most candidate worlds drawn for one weighted sample
DISCARD_PREFERENCE = (0.35, 0.2, 0.12, 0.1, 0.08, 0.06, 0.05, 0.04)


class Sampler:
    """Draws worlds for one observation.

    Args:
        obs: the observing seat's view.
        rng: the generator used for every random choice.
        conventions: use the convention evidence of defenders' leads.
        evidence: weigh worlds by the auction and defence calls.
    """

    def __init__(self, obs: Observation, rng: random.Random, conventions: bool = True,
                 evidence: bool = True) -> None:
        self.obs = obs
        self.rng = rng
        self.evidence = evidence
        self.kn = knowledge_of(obs, conventions)
        kn = self.kn
        strict = tuple(f | c for f, c in zip(kn.forbid, kn.conv_forbid, strict=True))
        counter = _counter(kn, strict)
        if counter is None:  # someone broke a convention: read nothing into leads
            counter = _counter(kn, kn.forbid)
        if counter is None:
            raise ValueError("no deal agrees with the observation")
        self.counter = counter
        self._template: GameState | None = None

    def hidden(self) -> dict[int, int]:
        """One uniform draw of the hidden cards: holder -> mask."""
        masks = self.counter.draw(self.kn.sizes, self.rng)
        return dict(zip(self.kn.holders, masks, strict=True))

    def sensible_discards(self, hidden: dict[int, int]) -> dict[int, int]:
        """Re-deal an unseen discard pile as a declarer would have chosen it.

        Cards he cannot hold go there, the rest by rule of thumb for the contract declared
        (one of the few best pairs, the best most often).
        """
        obs, kn = self.obs, self.kn
        d = obs.declarer
        ct = obs.contract
        if kn.dead_kind != "discards" or d not in hidden or ct is None or not obs.rules.european:
            return hidden
        i = kn.holders.index(d)
        pool = hidden[d] | hidden[DEAD]
        must = pool & kn.forbid[i]
        if must.bit_count() > 2:
            return hidden
        options = [p for p in h.discard_options(pool, ct.kind, ct.trump, 8)
                   if must & ~((1 << p[0]) | (1 << p[1])) == 0]
        if not options:
            return hidden
        weights = DISCARD_PREFERENCE[:len(options)]
        a, b = self.rng.choices(options, weights=weights)[0]
        out = dict(hidden)
        out[DEAD] = (1 << a) | (1 << b)
        out[d] = pool & ~out[DEAD]
        return out

    def complete(self, hidden: dict[int, int]) -> World:
        """The whole deal for one draw of the hidden cards."""
        obs, kn = self.obs, self.kn
        n = obs.rules.players
        current = [0] * n
        current[obs.seat] = obs.hand
        for s, m in obs.exposed:
            current[s] = m
        for holder, m in hidden.items():
            if holder != DEAD:
                current[holder] = m
        dead = hidden.get(DEAD, 0)
        talon = obs.talon
        discards = kn.discards or 0
        if kn.dead_kind == "talon":
            talon = dead
        elif kn.dead_kind == "discards":
            discards = dead
        dealt = [current[s] | kn.played_by[s] for s in range(n)]
        d = obs.declarer
        if d is not None and not obs.hand_game and _talon_in_hand(obs):
            pool = dealt[d] | discards
            if talon is None:
                choose_from = dealt[d] if obs.rules.opt.widow_order == "uspcc" else pool
                talon = _pick_two(choose_from, self.rng)
            dealt[d] = pool & ~talon
        assert talon is not None
        return World(tuple(dealt), talon, discards, tuple(current))

    def worlds(self, count: int, oversample: int = 12) -> list[World]:
        """``count`` distinct-as-drawn worlds, weighed by the soft evidence.

        With evidence on, ``oversample * count`` candidates (at most
        ``MAX_CANDIDATES``, at least ``count``) are drawn uniformly and ``count`` of them
        kept by weighted sampling without replacement.
        """
        if not self.evidence or oversample <= 1:
            return [self.complete(self.hidden()) for _ in range(count)]
        cands = []
        for _ in range(max(count, min(count * oversample, MAX_CANDIDATES))):
            hid = self.sensible_discards(self.hidden())
            w = self.complete(hid)
            weight = world_weight(self.obs, self.kn, hid, w)
            cands.append((self._key(weight), w, weight))
        cands.sort(key=lambda t: t[0], reverse=True)
        return [World(w.dealt, w.talon, w.discards, w.current, weight)
                for _, w, weight in cands[:count]]

    def _key(self, weight: float) -> float:
        """Efraimidis–Spirakis key: keeping the largest keys samples by weight."""
        if weight <= 0:
            return -math.inf
        u = self.rng.random() or 1e-300
        return math.log(u) / weight

    def state(self, world: World) -> GameState:
        """The full state of a world: the public history replayed on its deal."""
        obs = self.obs
        st = GameState.initial(obs.rules, obs.dealer, world.dealt, world.talon,
                               obs.start_pot, obs.start_refa, obs.start_refa_rounds)
        for a in obs.history:
            if isinstance(a, HiddenDiscard):
                cards = list(iter_cards(world.discards))
                st = st.apply(Discard(a.seat, cards[0], cards[1]))
            else:
                st = st.apply(a)
        return st

    def fast_state(self, world: World) -> GameState:
        """The current state of a world without replaying.

        A replayed template with the world's cards put in (enough for play, the solver and
        scoring).
        """
        if self._template is None:
            self._template = self.state(world)
            return self._template
        return self._template.evolve(hands=world.current, talon=world.talon,
                                     discards=world.discards, dealt=world.dealt)


def _talon_in_hand(obs: Observation) -> bool:
    """Whether the declarer of a non-hand game has taken the talon into his cards."""
    if obs.rules.opt.widow_order == "uspcc":
        return any(a.verb == DISCARD for a in obs.history)
    return True


def _pick_two(mask: int, rng: random.Random) -> int:
    cards = rng.sample(list(iter_cards(mask)), 2)
    return (1 << cards[0]) | (1 << cards[1])
