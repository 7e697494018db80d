"""Deals consistent with what one seat of a Russian deal knows (for the card search).

The unseen cards are dealt at random to the other active seats (as many as each still
holds) and to the hidden rest (an unseen talon, others' discards), never giving a seat a
suit it has shown void in: a seat that did not follow the suit led (on raspasy: the suit of
the talon card that led) holds none of it, nor any trump if it did not trump either.
"""

from __future__ import annotations

import random

from prefgui.engine.actions import Play
from prefgui.engine.cards import SUIT_MASK, iter_cards
from prefgui.engine.russian.ladder import MISERE, trump_of
from prefgui.engine.russian.observation import RuObservation
from prefgui.engine.seats import seat_priority

TRIES = 40


def known_voids(obs: RuObservation) -> dict[int, int]:
    """Per seat, a mask of the suits' cards it cannot hold (shown void)."""
    trump = None if obs.contract is None or obs.contract == MISERE else trump_of(obs.contract)
    talon_leads = (list(obs.talon[:2]) if obs.declarer is None
                   and obs.rules.opt.raspasy_talon == "lead_two" else [])
    voids: dict[int, int] = {}
    plays = [a for a in obs.history if type(a) is Play]
    for t in range(0, len(plays), 3):
        group = plays[t:t + 3]
        k = t // 3
        lead = talon_leads[k] if k < len(talon_leads) else group[0].card
        led = lead >> 3
        for a in group:
            if a.card >> 3 != led:
                m = SUIT_MASK[led]
                if trump is not None and a.card >> 3 != trump:
                    m |= SUIT_MASK[trump]
                voids[a.seat] = voids.get(a.seat, 0) | m
    return voids


def sample_hands(obs: RuObservation, rng: random.Random) -> dict[int, int] | None:
    """Every active seat's hand in one deal consistent with ``obs`` (None: none found)."""
    order = seat_priority(obs.rules.players, obs.dealer)
    seen = obs.hand | sum(1 << c for c in obs.talon) | (obs.discards or 0)
    for a in obs.history:
        if type(a) is Play:
            seen |= 1 << a.card
    fixed = {obs.seat: obs.hand}
    for s, h in obs.exposed:
        if s in order:
            fixed[s] = h
            seen |= h
    open_seats = [s for s in order if s not in fixed]
    unseen = [c for c in iter_cards(((1 << 32) - 1) & ~seen)]
    voids = known_voids(obs)
    for _ in range(TRIES):
        rng.shuffle(unseen)
        hands = dict(fixed)
        for s in open_seats:
            hands[s] = 0
        need = {s: obs.hand_sizes[s] for s in open_seats}
        ok = True
        # the most constrained seat first, card by card
        for c in unseen:
            takers = [s for s in open_seats if need[s] and not (voids.get(s, 0) >> c) & 1]
            if not takers:
                continue  # a hidden card (talon, discards) or no one may hold it
            s = min(takers, key=lambda x: (bin(voids.get(x, 0)).count("1") * -1, rng.random()))
            hands[s] |= 1 << c
            need[s] -= 1
        if any(need.values()):
            ok = False
        if ok:
            return hands
    return None
