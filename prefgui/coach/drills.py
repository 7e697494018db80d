"""Drills: positions where one card (or an exact set of cards) is right for a defender's
reason, checked with the solver and the conventions.

A :class:`Drill` is a deal record stopped before a ``play`` action, the seat to play, its
:class:`Theme` and the accepted cards. The accepted set is always computed, never guessed:

* convention themes (C1, C2, C3): the coach's one judge, which the hint follows too
  (:func:`~prefgui.coach.analysis.judge`): the legal cards that keep the conventions and,
  among those, the best on what the player could know (a seeded estimate fixed by the
  position; double dummy where no estimate can be made);
* classic defences (unblock, duck, lead through the declarer's tenace, give the partner a
  ruff, count the declarer's tricks) and mistakes from reviews: the cards that lose no
  trick double dummy, where some legal card loses one.

:func:`check` recomputes a drill from its record and returns what is wrong (nothing for a
sound drill). Drills come from reviews (:func:`from_review`: every mistake and breach) and
from a seeded generator (:func:`generate`) per theme and variant.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from typing import Any

from prefgui.coach.analysis import dd_moves, decided, judge, side_sign
from prefgui.coach.grading import Grade
from prefgui.coach.review import CardReview, DealReview
from prefgui.engine.actions import CONCEDE, PLAY, Defend
from prefgui.engine.cards import SUIT_MASK, Card, card_str, iter_cards, mask_str, parse_mask
from prefgui.engine.contracts import Kind
from prefgui.engine.conventions import Breach, check_card, tracked
from prefgui.engine.deal import new_deal
from prefgui.engine.play import legal_mask, trick_order, winning_index
from prefgui.engine.record import load, record_json
from prefgui.engine.rules import Rules
from prefgui.engine.seats import declarer_of, to_act
from prefgui.engine.state import GameState, Phase

__all__ = ["DRILL_FORMAT", "Drill", "Feedback", "Source", "Theme", "accepted_cards", "at_stake",
           "check",
           "classify", "feedback", "from_review", "generate"]

DRILL_FORMAT = "prefgui.drill/1"


class Theme(Enum):
    """Why the right card is right."""

    C1 = "c1"  # do not needlessly overtake the partner's winning card (RULES §7.3)
    C2 = "c2"  # lead the top card when the declarer plays last
    C3 = "c3"  # lead very high or lowest when the declarer plays second
    UNBLOCK = "unblock"  # play the high card so the partner's suit runs
    DUCK = "duck"  # let the trick go with a low card while holding a winner
    THROUGH_TENACE = "through_tenace"  # lead through the declarer's broken honours
    GIVE_RUFF = "give_ruff"  # lead the suit the partner can ruff
    COUNT = "count"  # the one card that keeps the declarer below his tricks
    DECLARER = "declarer"  # a declarer's card (from reviews only)


CONVENTION_THEMES = {Theme.C1: "C1", Theme.C2: "C2", Theme.C3: "C3"}


class Source(Enum):
    """Where a drill comes from."""

    REVIEW = "review"
    GENERATED = "generated"


@dataclass(frozen=True, slots=True)
class Drill:
    """One drill.

    Attributes:
        record: the deal record up to the position (its last action is before the card).
        seat: the seat to play.
        theme: why the answer is right.
        accepted: the right cards (a mask).
        moves: every legal card's double-dummy value (the declarer's tricks from here on).
        source: review or generator.
        played: for a drill from a review, the card the player chose there (else None).
        basis: on what the accepted set is judged: ``knowable`` (on what the player could
            know, the convention themes) or ``double_dummy`` (with all cards known).
    """

    record: dict[str, Any]
    seat: int
    theme: Theme
    accepted: int
    moves: dict[int, int]
    source: Source
    played: Card | None = None
    basis: str = "double_dummy"

    @property
    def key(self) -> str:
        """A stable identity: the same position gives the same key."""
        text = json.dumps(self.record, sort_keys=True, ensure_ascii=False)
        return hashlib.sha256(text.encode()).hexdigest()[:20]

    def position(self) -> GameState:
        """The position to answer."""
        return load(self.record)

    def is_right(self, card: int) -> bool:
        """Whether ``card`` is an accepted answer."""
        return bool(self.accepted >> card & 1)

    def to_json(self) -> dict[str, Any]:
        """The drill as a JSON object (``prefgui.drill/1``)."""
        return {"format": DRILL_FORMAT, "record": self.record, "seat": self.seat,
                "theme": self.theme.value, "accepted": mask_str(self.accepted),
                "moves": {card_str(c): v for c, v in sorted(self.moves.items())},
                "source": self.source.value,
                "played": None if self.played is None else card_str(self.played),
                "basis": self.basis}

    @staticmethod
    def from_json(obj: dict[str, Any]) -> Drill:
        """Read a drill written by :meth:`to_json` (ValueError / KeyError if malformed)."""
        if obj.get("format") != DRILL_FORMAT:
            raise ValueError("not a prefgui drill")
        played = obj.get("played")
        return Drill(obj["record"], int(obj["seat"]), Theme(obj["theme"]),
                     parse_mask(obj["accepted"]),
                     {next(iter(iter_cards(parse_mask(k)))): int(v)
                      for k, v in obj["moves"].items()},
                     Source(obj["source"]), None if played is None else
                     next(iter(iter_cards(parse_mask(played)))),
                     str(obj.get("basis", "double_dummy")))


@dataclass(frozen=True, slots=True)
class Feedback:
    """What the coach says at once about an answer to a drill.

    Attributes:
        correct: whether the card is accepted.
        theme: the drill's reason.
        accepted: the right cards (a mask).
        moves: every legal card's double-dummy value (the declarer's tricks from here on).
        breaches: the conventions the card played breaks (typed, with reason codes).
        tricks_lost: tricks the card gives away for the seat's side against the right cards.
        basis: on what the right cards were judged (``knowable`` or ``double_dummy``).
    """

    correct: bool
    theme: Theme
    accepted: int
    moves: dict[int, int]
    breaches: tuple[Breach, ...]
    tricks_lost: int
    basis: str = "double_dummy"


def feedback(drill: Drill, card: int) -> Feedback:
    """Judge ``card`` as the answer to ``drill`` (ValueError: not a legal card there)."""
    st = drill.position()
    if card not in drill.moves:
        raise ValueError("not a legal card in this position")
    sign = side_sign(st, drill.seat)
    right = max(sign * drill.moves[c] for c in iter_cards(drill.accepted))
    return Feedback(drill.is_right(card), drill.theme, drill.accepted, drill.moves,
                    tuple(check_card(st, drill.seat, card)),
                    max(0, right - sign * drill.moves[card]), drill.basis)


def accepted_cards(st: GameState, theme: Theme, moves: dict[int, int]) -> int:
    """The exact set of right cards (a mask) of a position for a theme."""
    return _accepted(st, theme, moves)[0]


def _accepted(st: GameState, theme: Theme, moves: dict[int, int]) -> tuple[int, str]:
    """The right cards and the basis they are judged on."""
    p = to_act(st)
    legal = list(iter_cards(legal_mask(st)))
    pool = legal
    if theme in CONVENTION_THEMES:
        j = judge(st.observation(p))
        if j.known is not None:
            return sum(1 << c for c in j.right), "knowable"
        pool = [c for c in legal if not check_card(st, p, c)]
    if not pool:
        return 0, "double_dummy"
    sign = side_sign(st, p)
    top = max(sign * moves[c] for c in pool)
    out = 0
    for c in pool:
        if sign * moves[c] == top:
            out |= 1 << c
    return out, "double_dummy"


def check(drill: Drill) -> list[str]:
    """What is wrong with a drill (an empty list for a sound one): the position must be a
    card of ``seat`` to play, the values the solver's, the accepted set exactly the one its
    theme defines, not empty and not every legal card."""
    try:
        st = drill.position()
    except ValueError as e:
        return [f"record: {e}"]
    if st.phase is not Phase.PLAY or st.turn != drill.seat:
        return ["not the seat's card to play"]
    moves = dd_moves(st)
    if moves is None:
        return ["no double-dummy goal"]
    legal = legal_mask(st)
    moves = {c: moves[c] for c in iter_cards(legal)}
    problems = []
    if moves != drill.moves:
        problems.append("values differ from the solver's")
    want, basis = _accepted(st, drill.theme, moves)
    if want != drill.accepted:
        problems.append(f"accepted {mask_str(drill.accepted)}, should be {mask_str(want)}")
    if basis != drill.basis:
        problems.append(f"judged on {drill.basis}, should be on {basis}")
    if not want or want == legal:
        problems.append("no choice to make")
    if not at_stake(st):
        problems.append("nothing depends on the answer")
    rule = CONVENTION_THEMES.get(drill.theme)
    if rule is not None and not any(
            rule in (b.rule for b in check_card(st, drill.seat, c)) for c in iter_cards(legal)):
        problems.append(f"no legal card breaks {rule}")
    return problems


def _lead_theme(st: GameState, p: int, best: list[int]) -> Theme | None:
    x = declarer_of(st)
    d1, d2 = st.defenders()
    q = d2 if p == d1 else d1
    ct = st.contract
    assert ct is not None
    suits = {c >> 3 for c in best}
    if len(suits) != 1:
        return None
    suit = suits.pop()
    trump = ct.trump
    if (q in st.playing and trump is not None and suit != trump
            and not st.hands[q] & SUIT_MASK[suit] and st.hands[q] & SUIT_MASK[trump]
            and st.hands[x] & SUIT_MASK[suit]):
        return Theme.GIVE_RUFF
    order = trick_order(st)
    xs = st.hands[x] & SUIT_MASK[suit]
    if order[1] == x and xs.bit_count() >= 2:
        top = xs.bit_length() - 1
        gaps = SUIT_MASK[suit] & ~xs & ((1 << top) - 1) & ~((1 << (xs & -xs).bit_length()) - 1)
        if q in st.playing and gaps & st.hands[q]:
            return Theme.THROUGH_TENACE
    return None


def classify(st: GameState, best: int, moves: dict[int, int]) -> Theme | None:
    """The classic-defence theme of a defender's position whose right cards are ``best``
    (a mask), or None when none fits; COUNT when one card alone is right and no more
    specific theme applies."""
    p = to_act(st)
    if p == st.declarer or st.contract is None:
        return None
    cards = list(iter_cards(best))
    if not st.trick:
        theme = _lead_theme(st, p, cards)
        if theme is not None:
            return theme
    else:
        led = st.trick[0] >> 3
        same = st.hands[p] & SUIT_MASK[led]
        trump = st.contract.trump
        order = trick_order(st)
        if same.bit_count() >= 2 and all(c >> 3 == led for c in cards):
            top = same.bit_length() - 1
            low = (same & -same).bit_length() - 1
            if cards == [top] and order[winning_index(st.trick + (top,), trump)] != p:
                return Theme.UNBLOCK
            winners = [c for c in iter_cards(same)
                       if winning_index(st.trick + (c,), trump) == len(st.trick)]
            if winners and low in cards and all(c not in cards for c in winners):
                return Theme.DUCK
    return Theme.COUNT if len(cards) == 1 else None


def _breach_theme(st: GameState) -> Theme | None:
    """The convention theme of a defender's position where some legal card breaks one."""
    p = to_act(st)
    if p == st.declarer or not tracked(st):
        return None
    for c in iter_cards(legal_mask(st)):
        for b in check_card(st, p, c):
            return Theme(b.rule.lower())
    return None


def at_stake(st: GameState) -> bool:
    """Whether something depends on the card: the contract is not yet made or lost, or a
    defender's share is still open (:func:`~prefgui.coach.analysis.decided`)."""
    return not decided(st)


def _make(st: GameState, theme: Theme, moves: dict[int, int], source: Source,
          played: Card | None = None) -> Drill | None:
    if not at_stake(st):
        return None
    acc, basis = _accepted(st, theme, moves)
    if not acc or acc == legal_mask(st):
        return None
    return Drill(record_json(st), to_act(st), theme, acc, moves, source, played, basis)


def drill_at(st: GameState, source: Source = Source.GENERATED, played: Card | None = None,
             want: Theme | None = None) -> Drill | None:
    """The drill a position makes, if any.

    Where a legal card breaks a convention, a convention drill, unless ``want`` asks for a
    classic theme and keeping the conventions changes nothing in the answer; elsewhere a
    classic defence (or, for a declarer's card from a review, a declarer drill) where some
    card loses a trick double dummy.
    """
    moves = dd_moves(st)
    if moves is None:
        return None
    moves = {c: moves[c] for c in iter_cards(legal_mask(st))}
    theme = _breach_theme(st)
    plain = accepted_cards(st, Theme.COUNT, moves)
    if theme is not None:
        classic = want is not None and want not in CONVENTION_THEMES
        p = to_act(st)
        keeping = sum(1 << c for c in iter_cards(legal_mask(st)) if not check_card(st, p, c))
        if not (classic and plain & keeping == plain):
            # A convention drill (not made when a classic theme is wanted: its answer would
            # be the convention's).
            return None if classic else _make(st, theme, moves, source, played)
    if not plain or plain == legal_mask(st):
        return None
    if st.turn == st.declarer:
        return _make(st, Theme.DECLARER, moves, source, played) if played is not None else None
    theme = classify(st, plain, moves)
    return None if theme is None else _make(st, theme, moves, source, played)


_BAD = (Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER)


def from_review(review: DealReview, seats: frozenset[int] | None = None,
                claimed_from: int | None = None) -> list[Drill]:
    """Every mistake and breach of a reviewed deal as a drill (of ``seats``, or all; not
    the cards after ``claimed_from`` actions, played out for the players after a claim)."""
    out: list[Drill] = []
    for c in review.cards:
        if seats is not None and c.seat not in seats:
            continue
        if claimed_from is not None and c.action > claimed_from:
            continue
        if not (c.breaches or (c.grade in _BAD)) or c.moves is None:
            continue
        d = _review_drill(c)
        if d is not None:
            out.append(d)
    return out


def _review_drill(c: CardReview) -> Drill | None:
    st = c.state
    assert c.moves is not None
    if c.breaches:
        d = _make(st, Theme(c.breaches[0].rule.lower()), c.moves, Source.REVIEW, c.card)
    else:
        d = drill_at(st, Source.REVIEW, c.card)
        if d is None:
            theme = Theme.DECLARER if c.seat == st.declarer else Theme.COUNT
            d = _make(st, theme, c.moves, Source.REVIEW, c.card)
    # A card that lost units but no trick (a split of the defenders' tricks) is no drill:
    # the accepted set is decided by tricks.
    return None if d is None or d.is_right(c.card) else d


def _positions(rules: Rules, rng: random.Random) -> Iterator[GameState]:
    """Defenders' decisions of random deals played at random, from 7 cards in hand down
    (defenders mostly defend, so that the conventions apply in many deals)."""
    while True:
        st = new_deal(rules, rng.randrange(1 << 30), rng.randrange(rules.players))
        while st.phase not in (Phase.PLAY, Phase.DONE):
            acts = [a for a in st.legal_actions() if a.verb != CONCEDE]
            defend = [a for a in acts if isinstance(a, Defend)]
            st = st.apply(rng.choice(defend if defend and rng.random() < 0.8 else acts))
        if st.phase is not Phase.PLAY or st.contract is None or st.contract.kind not in (
                Kind.SUIT, Kind.SANS):
            continue
        while st.phase is Phase.PLAY:
            if st.hands[to_act(st)].bit_count() <= 7 and st.turn != st.declarer:
                yield st
            st = st.apply(rng.choice([a for a in st.legal_actions() if a.verb == PLAY]))


def _may_fit(theme: Theme, st: GameState) -> bool:
    """A cheap test that a position can be a drill of ``theme`` (before solving it)."""
    if theme in CONVENTION_THEMES:
        return _breach_theme(st) is theme
    if theme in (Theme.GIVE_RUFF, Theme.THROUGH_TENACE):
        return not st.trick
    if theme in (Theme.UNBLOCK, Theme.DUCK):
        return bool(st.trick) and (
            st.hands[to_act(st)] & SUIT_MASK[st.trick[0] >> 3]).bit_count() >= 2
    return True


def generate(theme: Theme, rules: Rules, rng: random.Random, tries: int = 2000
             ) -> Drill | None:
    """A fresh drill of ``theme`` for the variant and options of ``rules`` (None when
    ``tries`` random positions gave none)."""
    if theme is Theme.DECLARER:
        raise ValueError("declarer drills come from reviews only")
    positions = _positions(rules, rng)
    for _ in range(tries):
        st = next(positions)
        if not _may_fit(theme, st):
            continue
        d = drill_at(st, want=theme)
        if d is not None and d.theme is theme:
            return d
    return None
