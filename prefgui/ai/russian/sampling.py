"""Deals consistent with what one seat of a Russian deal knows (the search's worlds).

The unseen cards are dealt at random to the other active seats (as many as each still
holds) and to the hidden rest (an unseen talon, others' discards), never giving a seat a
suit it has shown void in: a seat that did not follow the suit led (on raspasy: the suit of
the talon card that led) holds none of it, nor any trump if it did not trump either.

The talon is shown when the declarer takes it (§13.5): its cards not yet played are in the
declarer's hand unless he discarded them, so they may go to him and to nobody else. Before
the talon is taken (the auction) a world also holds the two talon cards.

A world may be asked to fit the auction: ``plausible`` is given each candidate deal and
the sampler keeps drawing (a bounded number of times) until one passes, so that the
declarer of a ten holds a hand worth a ten and a misère declarer a hand fit for misère.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from prefgui.ai.russian.estimate import misere_risk, strain_tricks
from prefgui.engine.actions import Play
from prefgui.engine.cards import SUIT_MASK, iter_cards
from prefgui.engine.russian.ladder import MISERE, level_of, strain_of, trump_of
from prefgui.engine.russian.observation import RuObservation
from prefgui.engine.seats import seat_priority
from prefgui.engine.vocab import Phase

TRIES = 40
"""Draws for a deal that respects the known voids."""
FIT_TRIES = 60
"""Draws for a deal that also fits the auction (then the last valid one is kept)."""
TALON_KEPT = 10 / 12
"""How likely a talon card still out is in the declarer's hand (he discarded 2 of 12)."""


@dataclass(frozen=True, slots=True)
class World:
    """One deal consistent with an observation.

    Attributes:
        hands: every active seat's hand now.
        talon: the talon cards of the world when they are unseen (the auction), else 0.
    """

    hands: dict[int, int]
    talon: int = 0


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


def fits_auction(obs: RuObservation) -> Callable[[World], bool] | None:
    """A test that a world's declarer holds a hand worth his contract (None: no test).

    A trick contract of level L needs about L − 1.5 likely tricks in its strain (counted
    on the cards he still holds plus the ones he played), a misère at most 1.5 forced
    tricks. Only for seats other than the declarer, once the contract is known.
    """
    d, c = obs.declarer, obs.contract
    if d is None or c is None or d == obs.seat:
        return None
    played = 0
    for a in obs.history:
        if type(a) is Play and a.seat == d:
            played |= 1 << a.card
    if c == MISERE:
        return lambda w: misere_risk(w.hands[d] | played) <= 1.5
    need = level_of(c) - 1.5
    strain = int(strain_of(c))
    return lambda w: strain_tricks(w.hands[d] | played, strain) >= need


def sample_world(obs: RuObservation, rng: random.Random,
                 plausible: Callable[[World], bool] | None = None) -> World | None:
    """One world consistent with ``obs`` (None: none found)."""
    last = None
    for _ in range(FIT_TRIES if plausible is not None else 1):
        w = _draw(obs, rng)
        if w is None:
            return last
        if plausible is None or plausible(w):
            return w
        last = w
    return last


def _draw(obs: RuObservation, rng: random.Random) -> World | None:  # noqa: C901
    order = seat_priority(obs.rules.players, obs.dealer)
    played = 0
    for a in obs.history:
        if type(a) is Play:
            played |= 1 << a.card
    talon = 0
    for c in obs.talon:
        talon |= 1 << c
    seen = obs.hand | talon | (obs.discards or 0) | played
    fixed = {obs.seat: obs.hand}
    for s, h in obs.exposed:
        if s in order:
            fixed[s] = h
            seen |= h
    open_seats = [s for s in order if s not in fixed]
    unseen = list(iter_cards(0xFFFFFFFF & ~seen))
    voids = known_voids(obs)
    # talon cards still out may be in the declarer's hand (he took them)
    decl = obs.declarer
    talon_out = (list(iter_cards(talon & ~played & ~obs.hand))
                 if decl is not None and decl in open_seats else [])
    auction = obs.declarer is None and not obs.talon and obs.phase is Phase.AUCTION
    for _ in range(TRIES):
        rng.shuffle(unseen)
        hands = dict(fixed)
        need = {s: obs.hand_sizes[s] for s in open_seats}
        for s in open_seats:
            hands[s] = 0
        if decl is not None:
            for c in talon_out:
                if need[decl] and not (voids.get(decl, 0) >> c) & 1 \
                        and rng.random() < TALON_KEPT:
                    hands[decl] |= 1 << c
                    need[decl] -= 1
        rest = 0
        for c in unseen:
            takers = [s for s in open_seats if need[s] and not (voids.get(s, 0) >> c) & 1]
            if not takers:
                rest |= 1 << c
                continue  # a hidden card (talon, discards) or no one may hold it
            # the most constrained seat first
            s = min(takers, key=lambda x: (-voids.get(x, 0).bit_count(), rng.random()))
            hands[s] |= 1 << c
            need[s] -= 1
        if any(need.values()):
            continue
        return World(hands, rest if auction else 0)
    return None
