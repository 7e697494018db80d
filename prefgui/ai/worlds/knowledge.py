"""What one seat knows about the hidden cards, read from its ``Observation``.

The hidden part of a deal is split into *holders*: every other seat that still has
concealed cards (its current hand) and, where it is unknown, the *dead pile* of two cards
(the talon before or without the exchange, or the declarer's discards after it). For
each holder the knowledge gives how many cards it has and which unknown cards it cannot
hold:

* hard facts: a seat that failed to follow a suit holds none of it (§1.4); a talon that
  was shown and taken up is in the declarer's hand or among his discards; an exposed
  hand (open contracts) is known outright;
* convention evidence (RULES §7): a defender's lead with the declarer last (C2) is his
  top card of the suit; a lead below the king with the declarer second (C3) is his lowest
  card of the suit. These are kept apart (``conv_forbid``) so that a sampler can drop
  them when a human partner has broken a convention and nothing fits;
* soft evidence: a low C3 lead *suggests* the leader holds neither ace nor king of the
  suit (``soft_forbid``); auction and defence calls are weighed by :mod:`evidence`.

>>> from prefgui.engine.deal import new_deal
>>> from prefgui.engine.rules import Rules
>>> kn = knowledge_of(new_deal(Rules("austrian"), 7).observation(1))
>>> kn.holders, kn.sizes, kn.unknown.bit_count()
((0, 2, -1), (10, 10, 2), 22)
"""

from __future__ import annotations

from dataclasses import dataclass

from prefgui.ai.worlds.public import conventions_tracked
from prefgui.engine.actions import DISCARD, Play
from prefgui.engine.cards import SUIT_MASK, Rank, beats
from prefgui.engine.observation import Observation
from prefgui.engine.state import OUT

DEAD = -1  # holder number of the dead pile (talon or discards)
ALL = (1 << 32) - 1


@dataclass(frozen=True, slots=True)
class Knowledge:
    """One seat's knowledge of the hidden cards.

    Attributes:
        seat: the observing seat.
        holders: seats with concealed cards, and ``DEAD`` for an unknown dead pile.
        sizes: how many unknown cards each holder has (same order).
        unknown: the cards to distribute among the holders.
        forbid: per holder, cards it certainly does not have.
        conv_forbid: per holder, cards the conventions say it does not have.
        soft_forbid: per holder, cards it probably does not have.
        played_by: per seat, the cards it has played (in this deal).
        dead_kind: ``talon``, ``discards`` or ``""`` (no unknown dead pile).
        talon: the talon when this seat knows it, else None.
        discards: the declarer's discards when this seat knows them, else None.
    """

    seat: int
    holders: tuple[int, ...]
    sizes: tuple[int, ...]
    unknown: int
    forbid: tuple[int, ...]
    conv_forbid: tuple[int, ...]
    soft_forbid: tuple[int, ...]
    played_by: tuple[int, ...]
    dead_kind: str
    talon: int | None
    discards: int | None


def played_cards(obs: Observation) -> tuple[int, ...]:
    """The cards each seat has played so far."""
    out = [0] * obs.rules.players
    for a in obs.history:
        if isinstance(a, Play):
            out[a.seat] |= 1 << a.card
    return tuple(out)


def _dead_pile(obs: Observation) -> tuple[str, int]:
    """Which dead pile is unknown to ``obs.seat`` and its size."""
    if obs.declarer is None or obs.hand_game:
        return ("talon", 2) if obs.talon is None else ("", 0)
    if obs.seat == obs.declarer:
        # He knows his discards; an untaken (USPCC) widow is still unknown to him.
        return ("talon", 2) if obs.talon is None else ("", 0)
    if any(a.verb == DISCARD for a in obs.history):
        return "discards", 2
    taken = obs.hand_sizes[obs.declarer] == 12
    if taken:
        return "", 0
    return ("talon", 2) if obs.talon is None else ("", 0)


def _known_cards(obs: Observation) -> int:
    """The cards ``obs.seat`` sees: his hand, played cards, known discards, exposed hands."""
    known = obs.hand | obs.played
    for c in obs.trick:
        known |= 1 << c
    if obs.discards is not None:
        known |= obs.discards
    for mask in obs.exposed_hands.values():
        known |= mask
    return known


def _holders(obs: Observation, dead_size: int) -> tuple[list[int], list[int]]:
    """The holders of concealed cards and how many each holds."""
    holders: list[int] = []
    sizes: list[int] = []
    for s in range(obs.rules.players):
        if s == obs.seat or obs.roles[s] == OUT or s in obs.exposed_hands:
            continue
        if obs.hand_sizes[s]:
            holders.append(s)
            sizes.append(obs.hand_sizes[s])
    if dead_size:
        holders.append(DEAD)
        sizes.append(dead_size)
    return holders, sizes


def _hard_facts(obs: Observation, holders: list[int]) -> list[int]:
    """Per holder, the cards the laws of play and a shown talon rule out."""
    forbid = [0] * len(holders)
    laws = law_evidence(obs)
    for i, h in enumerate(holders):
        if h != DEAD:
            forbid[i] |= laws[h]
            for suit in range(4):
                if obs.voids[h] >> suit & 1:
                    forbid[i] |= SUIT_MASK[suit]
    # A shown talon taken up by the declarer: in his hand or among his discards.
    if obs.talon is not None and obs.declarer is not None and obs.seat != obs.declarer:
        for i, h in enumerate(holders):
            if h not in (obs.declarer, DEAD):
                forbid[i] |= obs.talon
            if h == DEAD and obs.rules.opt.widow_order == "uspcc":
                forbid[i] |= obs.talon
    return forbid


def knowledge_of(obs: Observation, conventions: bool = True) -> Knowledge:
    """The knowledge of ``obs.seat``.

    Args:
        obs: the seat's observation.
        conventions: read the convention evidence of defenders' leads (§7).
    """
    dead_kind, dead_size = _dead_pile(obs)
    holders, sizes = _holders(obs, dead_size)
    forbid = _hard_facts(obs, holders)
    conv = [0] * len(holders)
    soft = [0] * len(holders)
    if conventions:
        for seat, hard, maybe in convention_evidence(obs):
            if seat in holders:
                i = holders.index(seat)
                conv[i] |= hard
                soft[i] |= maybe
    unknown = ALL & ~_known_cards(obs)
    return Knowledge(
        seat=obs.seat, holders=tuple(holders), sizes=tuple(sizes), unknown=unknown,
        forbid=tuple(f & unknown for f in forbid), conv_forbid=tuple(c & unknown for c in conv),
        soft_forbid=tuple(s & unknown for s in soft), played_by=played_cards(obs),
        dead_kind=dead_kind, talon=obs.talon,
        discards=obs.discards if obs.seat == obs.declarer else None,
    )


def law_evidence(obs: Observation) -> tuple[int, ...]:
    """Per seat, cards the laws of play (§1.4) say he no longer holds.

    A player who did not follow suit holds none of it; one who then did not trump under
    ``must_trump`` holds no trump; one who did not beat the winning card when
    ``must_head`` obliged him to holds no card that would have beaten it.
    """
    out = [0] * obs.rules.players
    ct = obs.contract
    if ct is None:
        return tuple(out)
    trump = ct.trump
    must_trump, must_head = obs.rules.must_trump, obs.rules.must_head
    size = max(len(obs.playing), 1)
    plays = [a for a in obs.history if isinstance(a, Play)]
    for i in range(0, len(plays), size):
        trick = plays[i:i + size]
        led = trick[0].card >> 3
        best = trick[0].card
        for a in trick[1:]:
            c, p = a.card, a.seat
            suit = c >> 3
            if suit != led:
                out[p] |= SUIT_MASK[led]
                if trump is not None and must_trump and suit != trump:
                    out[p] |= SUIT_MASK[trump]
                elif (trump is not None and must_trump and must_head and suit == trump
                      and best >> 3 == trump and c < best):
                    out[p] |= SUIT_MASK[trump] & ~((2 << best) - 1)
            elif must_head and best >> 3 == led and c < best:
                out[p] |= SUIT_MASK[led] & ~((2 << best) - 1)
            if beats(c, best, trump):
                best = c
    return tuple(out)


def convention_evidence(obs: Observation) -> list[tuple[int, int, int]]:
    """``(seat, cards he does not hold, cards he probably does not hold)`` per lead.

    Only leads by defenders in deals where the conventions apply count, and only when
    the defender's later plays do not contradict the reading (a player who broke a
    convention tells nothing).
    """
    if not conventions_tracked(obs):
        return []
    out: list[tuple[int, int, int]] = []
    pl = obs.playing
    x = obs.declarer
    gone = 0
    plays = [a for a in obs.history if isinstance(a, Play)]
    top_two = obs.rules.opt.c3_high == "top_two_outstanding"
    for i in range(0, len(plays), 3):
        trick = plays[i:i + 3]
        lead = trick[0]
        p, card = lead.seat, lead.card
        if p != x and p != obs.seat:
            k = pl.index(p)
            order = pl[k:] + pl[:k]
            suit, rank = card >> 3, card & 7
            suit_mask = SUIT_MASK[suit] & ~gone
            higher = suit_mask & ~((2 << card) - 1)
            lower = suit_mask & ((1 << card) - 1)
            later = _played_after(plays, i, p)
            hard = soft = 0
            if order[2] == x:  # C2: his top card of the suit
                hard = higher
            elif order[1] == x and rank < Rank.KING:  # C3: very high or lowest
                unplayed_higher = higher.bit_count()
                if not (top_two and unplayed_higher <= 1):
                    hard = lower
                    soft = higher & (1 << (suit * 8 + Rank.ACE) | 1 << (suit * 8 + Rank.KING))
            if hard and not hard & later:
                out.append((p, hard, soft & ~later))
        for a in trick:
            gone |= 1 << a.card
    return out


def _played_after(plays: list[Play], start: int, seat: int) -> int:
    """Cards ``seat`` played from the trick starting at ``start`` on (the lead excluded)."""
    mask = 0
    for a in plays[start + 1:]:
        if a.seat == seat:
            mask |= 1 << a.card
    return mask
