"""The coach's only door into the AI: double-dummy values, equities and sampled worlds.

Every number the coach shows comes from here:

* :func:`dd_moves` — the declarer's tricks from a position on under best play after each
  legal card, exactly as ``prefgui solve`` counts them (the tricks already won are not
  included; a misère counts every remaining trick; the one-trick game has no
  double-dummy goal and gives None).
* :func:`equities` — what each of those values is worth to one seat in the deal's score
  (the variant's scoring with its options, pot or bank and contra included), through the
  same payoff model the computer players use (:mod:`prefgui.ai.decisions.payoff`).
* :func:`knowable` — the same two figures averaged over worlds consistent with what the
  seat had seen at that moment (the Expert's sampling of worlds: calls, convention
  signals, cards played), seeded.
* :func:`quick_action`, :func:`trick_estimate`, :func:`choose_discards` — the computer
  players' rules of thumb, for the defence practice's deals (played out quickly to find
  where the conventions come up).
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from dataclasses import dataclass

from prefgui.ai.decisions.compliance import compliant_cards, kept_rule
from prefgui.ai.decisions.decision import Decision
from prefgui.ai.decisions.payoff import Outcomes, PayoffTable, made_with
from prefgui.ai.decisions.reasons import Figures, Reason, ReasonCode
from prefgui.ai.heuristics import choose_discards as _choose_discards
from prefgui.ai.heuristics import trick_estimate as _trick_estimate
from prefgui.ai.players import BUDGETS, HeuristicPlayer
from prefgui.ai.search import russian as russian_dd
from prefgui.ai.search.dd import solve_state
from prefgui.ai.worlds.evidence import world_weight
from prefgui.ai.worlds.sampling import Sampler
from prefgui.ai.worlds.world import World
from prefgui.engine.actions import Action, play
from prefgui.engine.contracts import Kind
from prefgui.engine.observation import Observation
from prefgui.engine.play import trick_order
from prefgui.engine.russian.state import RussianState
from prefgui.engine.state import GameState, Phase
from prefgui.engine.tricks import completing_winner

__all__ = ["JUDGE_TIE", "JUDGE_WORLDS", "Judgement", "Knowable", "dd_moves", "hint_card", "judge",
           "knowable_of", "position_seed", "decided", "equities", "knowable", "knowable_worlds",
           "makes", "russian_moves", "quick_action", "trick_estimate", "choose_discards",
           "russian_sign", "side_sign"]


def russian_sign(st: RussianState, seat: int) -> int:
    """+1 when ``seat`` wants ``russian_moves``' values high, -1 when low."""
    return russian_dd.value_sign(st.declarer, st.contract, seat)


def russian_moves(st: RussianState) -> dict[int, int]:
    """Every legal card's double-dummy value in a Russian deal (``ai.search.russian``)."""
    return dict(russian_dd.solve_state(st).moves)


def dd_moves(st: GameState) -> dict[int, int] | None:
    """The declarer's tricks from here on after each legal card of the seat to play.

    Args:
        st: a play-phase state (all hands known).

    Returns:
        card -> tricks, or None when the contract has no double-dummy goal (the one-trick
        game, as ``prefgui solve`` answers).
    """
    if st.phase is not Phase.PLAY or st.contract is None:
        raise ValueError("the deal is not in its play phase")
    if st.contract.kind is Kind.ONE_TRICK:
        return None
    return dict(solve_state(st).moves)


def side_sign(st: GameState, seat: int) -> int:
    """+1 when more declarer tricks are better for ``seat``, -1 when fewer are."""
    ct = st.contract
    assert ct is not None
    sign = 1 if seat == st.declarer else -1
    return -sign if ct.kind is Kind.MISERE else sign


def decided(st: GameState) -> bool:
    """Whether the deal's score is already settled: however the remaining tricks fall
    among the seats playing, every seat's result is the same (the contract already made or
    lost and every defender's share decided)."""
    d = st.declarer
    if d is None or st.contract is None:
        return False
    table = PayoffTable(st)
    remaining = 10 - st.tricks_done
    seats = list(st.playing)
    first: tuple[float, ...] | None = None

    def splits(n: int, k: int) -> list[tuple[int, ...]]:
        if k == 1:
            return [(n,)]
        return [(i, *rest) for i in range(n + 1) for rest in splits(n - i, k - 1)]

    for split in splits(remaining, len(seats)):
        won = list(st.tricks_won)
        for seat, k in zip(seats, split, strict=True):
            won[seat] += k
        vals = table.value(tuple(won), made_with(st, won[d], split[seats.index(d)]))
        if first is None:
            first = vals
        elif any(abs(a - b) > 1e-6 for a, b in zip(vals, first, strict=True)):
            return False
    return True


def makes(st: GameState, future: int) -> bool:
    """Whether the declarer makes his contract taking ``future`` more tricks from ``st``
    (a double-dummy value of :func:`dd_moves`)."""
    d = st.declarer
    assert d is not None
    return made_with(st, st.tricks_won[d] + future, future)


def _winner_after(st: GameState, card: int) -> int | None:
    """The seat taking the current trick if ``card`` completes it, else None."""
    assert st.contract is not None
    return completing_winner(trick_order(st), st.trick, card, st.contract.trump)


def equities(st: GameState, moves: dict[int, int],
             table: PayoffTable | None = None) -> dict[int, tuple[float, ...]]:
    """What each card's double-dummy value is worth to every seat (units: the seat's balance
    change plus its share of the pot's change, the defenders' split of their tricks
    estimated as the computer players do)."""
    outcomes = Outcomes(st, table or PayoffTable(st))
    return {c: outcomes.expected(v, _winner_after(st, c)) for c, v in moves.items()}


@dataclass(frozen=True, slots=True)
class Knowable:
    """Averages over the worlds a seat could not tell apart.

    Attributes:
        tricks: card -> mean double-dummy value (the declarer's tricks from here on).
        units: card -> mean equity of the seat.
        worlds: how many worlds were solved.
        every: card -> mean equity of every seat (None where not computed).
        made: card -> the share of the worlds in which the declarer makes his contract
            after it (None where not computed).
    """

    tricks: dict[int, float]
    units: dict[int, float]
    worlds: int
    every: dict[int, tuple[float, ...]] | None = None
    made: dict[int, float] | None = None


CANDIDATES_PER_WORLD = 25  # uniform candidate deals drawn per world of a knowable estimate
MAX_CANDIDATES = 1500


def knowable_worlds(obs: Observation, rng: random.Random, count: int
                    ) -> tuple[Sampler, list[tuple[World, int]]]:
    """Worlds for a knowable estimate: ``count`` draws, with replacement, from uniform
    candidate deals in proportion to how well each explains the calls and the play (the
    soft evidence of the auction, a hand bid or a misère included), as (world, times
    drawn). Drawing ``count`` distinct worlds instead would fill the sample with deals the
    auction speaks against whenever few candidates fit it (a hand bid is a rare hand).

    Raises:
        ValueError: no deal agrees with the observation.
    """
    sampler = Sampler(obs, rng)
    pool: list[World] = []
    weights: list[float] = []
    for _ in range(min(MAX_CANDIDATES, max(count, count * CANDIDATES_PER_WORLD))):
        hidden = sampler.sensible_discards(sampler.hidden())
        w = sampler.complete(hidden)
        pool.append(w)
        weights.append(world_weight(obs, sampler.kn, hidden, w))
    if not any(x > 0 for x in weights):
        weights = [1.0] * len(pool)
    drawn = Counter(rng.choices(range(len(pool)), weights=weights, k=count))
    return sampler, [(pool[i], n) for i, n in sorted(drawn.items())]


def knowable(st: GameState, seat: int, rng: random.Random, worlds: int = 24) -> Knowable | None:
    """Each legal card's value averaged over worlds consistent with ``seat``'s view of
    ``st`` (:func:`knowable_worlds`; None for the one-trick game or when no world fits the
    view)."""
    return knowable_of(st.observation(seat), rng, worlds)


def knowable_of(obs: Observation, rng: random.Random, worlds: int = 24) -> Knowable | None:
    """:func:`knowable` from the seat's observation alone."""
    if obs.contract is None or obs.contract.kind is Kind.ONE_TRICK:
        return None
    seat = obs.seat
    try:
        sampler, drawn = knowable_worlds(obs, rng, worlds)
    except ValueError:
        return None
    tricks: dict[int, float] = {}
    units: dict[int, float] = {}
    every: dict[int, list[float]] = {}
    made: dict[int, float] = {}
    table: PayoffTable | None = None
    world_dependent = obs.rules.scores_unplayed_cards
    for w, times in drawn:
        ws = sampler.fast_state(w)
        moves = dict(solve_state(ws).moves)
        if table is None or world_dependent:
            table = PayoffTable(ws)
        eq = equities(ws, moves, table)
        for c, v in moves.items():
            tricks[c] = tricks.get(c, 0.0) + times * v
            units[c] = units.get(c, 0.0) + times * eq[c][seat]
            acc = every.setdefault(c, [0.0] * len(eq[c]))
            for s, x in enumerate(eq[c]):
                acc[s] += times * x
            made[c] = made.get(c, 0.0) + (times if makes(ws, v) else 0)
    n = sum(times for _, times in drawn)
    if n == 0:
        return None
    return Knowable({c: v / n for c, v in tricks.items()},
                    {c: v / n for c, v in units.items()}, n,
                    {c: tuple(x / n for x in v) for c, v in every.items()},
                    {c: v / n for c, v in made.items()})


# One judge of a defender's card: the hint, the drills ---------------------------------------
JUDGE_WORLDS = 24  # worlds of the judge's knowable estimate
JUDGE_TIE = 0.05  # units: cards this close to the best are as good (the grade "best")


def position_seed(obs: Observation) -> int:
    """A seed fixed by what the seat sees (its hand, the calls and cards so far): the same
    position is judged the same way every time it is asked about."""
    text = f"{obs.seat}|{obs.hand}|" + ";".join(str(a) for a in obs.history)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


@dataclass(frozen=True, slots=True)
class Judgement:
    """What is right for the seat to play, on what it could know.

    Attributes:
        keeping: the legal cards that keep the conventions (every legal card where they
            do not apply), lowest first.
        rule: the convention that ruled out the other legal cards ('' if none did).
        known: the knowable estimate of the keeping cards (None: no world fits, or the
            one-trick game).
        right: the keeping cards best on what could be known (within ``JUDGE_TIE``); every
            keeping card without an estimate.
    """

    keeping: tuple[int, ...]
    rule: str
    known: Knowable | None
    right: tuple[int, ...]

    def best(self) -> int:
        """The one card to recommend: the best keeping card (ties: the rule-of-thumb card
        among the best, which is fixed by the position)."""
        if self.known is None or len(self.right) == 1:
            return self.right[0]
        units = self.known.units
        return max(self.right, key=lambda c: (round(units[c], 6), -(c & 7), -c))


def judge(obs: Observation, worlds: int = JUDGE_WORLDS) -> Judgement:
    """The one judge of a card for the hint and the drills: the cards that keep the
    conventions and, among them, the best on what the seat could know, over worlds drawn
    with :func:`position_seed` (repeatable)."""
    keeping = tuple(compliant_cards(obs))
    rule = kept_rule(obs, list(keeping))
    known = knowable_of(obs, random.Random(position_seed(obs)), worlds)
    if known is None or not all(c in known.units for c in keeping):
        return Judgement(keeping, rule, None, keeping)
    top = max(known.units[c] for c in keeping)
    right = tuple(c for c in keeping if known.units[c] >= top - JUDGE_TIE)
    return Judgement(keeping, rule, known, right)


def hint_card(obs: Observation, worlds: int = JUDGE_WORLDS) -> Decision:
    """The hint for a card, decided by :func:`judge` and worded as the computer players'
    reasons are (the best card, the runner-up, the figures)."""
    j = judge(obs, worlds)
    card = j.best()
    kept = bool(j.rule)
    if j.known is None:
        code = ReasonCode.ONLY_CARD if len(j.keeping) == 1 else ReasonCode.EQUIVALENT_CARDS
        return Decision(play(obs.seat, card), Reason(code, card, conventions=kept,
                                                     convention=j.rule))
    units = j.known.units
    worth = round(units[card], 2)
    # The figures one click away: every legal card's value, and which keep the conventions.
    every = tuple((c, round(units[c], 2)) for c in sorted(units))
    keeping = j.keeping if kept else ()
    if len(j.keeping) == 1:  # the only card (that keeps the conventions)
        return Decision(play(obs.seat, card), Reason(
            ReasonCode.ONLY_CARD, card, conventions=kept, convention=j.rule,
            figures=Figures(worth=worth, samples=j.known.worlds, cards=every,
                            keeping=keeping)))
    others = [c for c in j.keeping if units[c] < units[card] - JUDGE_TIE]
    if not others:
        return Decision(play(obs.seat, card), Reason(
            ReasonCode.ALL_CARDS_EQUAL, card, conventions=kept, convention=j.rule,
            figures=Figures(worth=worth, samples=j.known.worlds, cards=every,
                            keeping=keeping)))
    runner = max(others, key=lambda c: (units[c], -c))
    return Decision(play(obs.seat, card), Reason(
        ReasonCode.BEST_CARD, card, runner, conventions=kept, convention=j.rule,
        figures=Figures(worth=worth, gap=round(units[card] - units[runner], 2),
                        samples=j.known.worlds, cards=every, keeping=keeping)))


_QUICK = HeuristicPlayer()


def quick_action(obs: Observation, rng: random.Random) -> Action:
    """The Beginner's action for ``obs.seat`` (rules of thumb, with a beginner's slips)."""
    return _QUICK.choose(obs, rng, BUDGETS["beginner"]).action


def trick_estimate(hand: int, trump: int | None) -> float:
    """The computer players' rough count of the tricks ``hand`` takes as declarer."""
    return _trick_estimate(hand, trump)


def choose_discards(hand: int) -> tuple[int, int]:
    """The computer players' two discards from a twelve-card hand."""
    return _choose_discards(hand)
