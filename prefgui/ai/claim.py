"""Checking a claim with the double-dummy solver, and the line that settles it.

A claim by ``seat`` of ``n`` of the remaining tricks holds when his side takes at least
``n`` of them against every defence with all cards known: one double-dummy solve of the
current position gives the tricks his side takes under best defence (and best play of his
own). The rules side (who may claim, which tricks count) is
:mod:`prefgui.engine.claims`.

The record of a deal has no claim action (RULES.md §11), so a claim that holds is
settled by a *line*: the remaining cards played out, the defence playing its best card
every time, the claimer's side playing a card that still keeps the claim while giving up
the tricks it did not claim where the cards allow it; between cards of equal value a
defender keeps the defenders' conventions. The deal is then scored exactly as
that play. A claim that fails comes with the line that beats it (both sides at their
best) and the trick of that line that the claimer's side loses one too many of.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from prefgui.ai.search.dd import solve_state
from prefgui.ai.worlds.sampling import Sampler
from prefgui.engine.actions import Play, play
from prefgui.engine.claims import (
    DecisiveTrick,
    claim_possible,
    remaining_tricks,
    side_of,
    side_tricks,
)
from prefgui.engine.contracts import declarer_target
from prefgui.engine.conventions import check_card
from prefgui.engine.errors import IllegalActionError, IllegalKind
from prefgui.engine.observation import Observation
from prefgui.engine.play import legal_mask, trick_order, winning_index
from prefgui.engine.seats import declarer_of
from prefgui.engine.state import GameState, Phase
from prefgui.engine.tricks import completing_winner

__all__ = ["COMPUTER_CLAIM_FROM", "ClaimVerdict", "DecisiveTrick", "certain_claim",
           "check_claim", "computer_claim", "considers_claim", "led_suits"]

COMPUTER_CLAIM_FROM = 7  # a computer declarer considers a claim with this many tricks left


@dataclass(frozen=True, slots=True)
class ClaimVerdict:
    """Whether a claim holds, and the line of play that shows it.

    Attributes:
        seat: the claimer.
        claimed: tricks claimed of the remaining ones.
        remaining: tricks that were still to be decided.
        best: tricks the claimer's side takes of them under best defence.
        line: a claim that holds: the remaining cards as played out for the record (the
            deal is scored by them); a claim that fails: the best play of both sides,
            which beats it.
        beaten_by: the trick of ``line`` that beats a failed claim (None if it holds).
    """

    seat: int
    claimed: int
    remaining: int
    best: int
    line: tuple[Play, ...]
    beaten_by: DecisiveTrick | None

    @property
    def holds(self) -> bool:
        """True if the claimer's side takes the claimed tricks against every defence."""
        return self.best >= self.claimed


def led_suits(st: GameState) -> list[int]:
    """The suit led to each trick of the deal so far (the one in progress included)."""
    plays = [a.card for a in st.history if isinstance(a, Play)]
    size = len(st.playing)
    return [plays[i] >> 3 for i in range(0, len(plays), size)]


def _side_values(st: GameState, seat: int, deadline: float) -> tuple[int, dict[int, int]]:
    """The claimer's side's tricks from here under best play, and after each legal card."""
    result = solve_state(st, deadline)
    left = remaining_tricks(st)
    if seat == st.declarer:
        return result.declarer_tricks, result.moves
    return (left - result.declarer_tricks,
            {c: left - v for c, v in result.moves.items()})


def _choose(st: GameState, seat: int, need: int | None, deadline: float) -> int:
    """The card the player to move plays in a line (see the module docstring).

    ``need`` is what the claimer's side still has to take (None: it plays its best).
    """
    _, values = _side_values(st, seat, deadline)
    p = st.turn
    assert p is not None
    legal = legal_mask(st)
    cards = sorted(c for c in values if legal >> c & 1)
    if not cards:  # a law the solver does not know (integral C1) left other cards
        cards = [c for c in range(32) if legal >> c & 1]
        values = {c: _side_values(st.apply(play(p, c)), seat, deadline)[0]
                  + _side_gain(st, seat, c) for c in cards}

    def among(pool: list[int], extreme: Callable[..., int]) -> int:
        # The card of the extreme value; between cards of that value one that keeps the
        # defenders' conventions (RULES §7: the line is played in the defender's name, and
        # a breach in it would be his on the sheet and in the review, though the coach never
        # warned him of it), then the lowest. The conventions are asked only of a tie.
        top = extreme(values[c] for c in pool)
        tied = [c for c in pool if values[c] == top]
        if len(tied) == 1:
            return tied[0]
        return min(tied, key=lambda c: (bool(check_card(st, p, c)), c))

    if p not in side_of(st, seat):
        return among(cards, min)
    keeping = [c for c in cards if values[c] >= need] if need is not None else []
    return among(keeping, min) if keeping else among(cards, max)


def _side_gain(st: GameState, seat: int, card: int) -> int:
    """1 if ``card`` completes the trick and the claimer's side wins it, else 0."""
    assert st.contract is not None
    winner = completing_winner(trick_order(st), st.trick, card, st.contract.trump)
    return 1 if winner is not None and winner in side_of(st, seat) else 0


def _play_line(st: GameState, seat: int, claimed: int | None,
               deadline: float) -> tuple[Play, ...]:
    """Play the rest out from ``st`` (``claimed``: the tricks to keep; None: best play)."""
    start = side_tricks(st, seat)
    line: list[Play] = []
    while not st.is_terminal() and remaining_tricks(st):
        need = None if claimed is None else claimed - (side_tricks(st, seat) - start)
        card = _choose(st, seat, need, deadline)
        assert st.turn is not None
        act = play(st.turn, card)
        line.append(act)
        st = st.apply(act)
    return tuple(line)


def _decisive(st: GameState, seat: int, claimed: int, line: tuple[Play, ...]
              ) -> DecisiveTrick | None:
    """The trick of ``line`` at which the others take more than the claim left them."""
    allowed = remaining_tricks(st) - claimed
    lost = 0
    for act in line:
        before = st
        st = st.apply(act)
        if st.tricks_done == before.tricks_done:
            continue
        winner = st.leader
        assert winner is not None
        if winner in side_of(st, seat):
            continue
        lost += 1
        if lost > allowed:
            trick = before.trick + (act.card,)
            assert st.contract is not None
            card = trick[winning_index(trick, st.contract.trump)]
            led = trick[0] >> 3
            rounds = led_suits(before.apply(act)).count(led)
            return DecisiveTrick(st.tricks_done, winner, card, led, rounds,
                                 card >> 3 != led)
    return None


def check_claim(st: GameState, seat: int, claimed: int | None = None,
                deadline: float = math.inf) -> ClaimVerdict:
    """Check ``seat``'s claim of ``claimed`` remaining tricks (None: all of them).

    Args:
        st: a state in the play, with every hand (the referee's view).
        seat: the claimer; he need not be the player to move.
        claimed: tricks claimed of the remaining ones, 0 to all of them; None for all.
        deadline: a ``time.perf_counter()`` reading past which the solver gives up.

    Returns:
        The verdict with its line (see :class:`ClaimVerdict`).

    Raises:
        IllegalActionError: ``seat`` may not claim now (:func:`claim_possible`), or the
            number is out of range.
        prefgui.ai.search.solver.SolveTimeoutError: the deadline passed.
    """
    if not claim_possible(st, seat):
        raise IllegalActionError("no claim is possible now", IllegalKind.CLAIM)
    left = remaining_tricks(st)
    n = left if claimed is None else claimed
    if not 0 <= n <= left:
        raise IllegalActionError(f"a claim is of 0 to {left} tricks, not {n}", IllegalKind.CLAIM)
    best, _ = _side_values(st, seat, deadline)
    if best >= n:
        line = _play_line(st, seat, n, deadline)
        return ClaimVerdict(seat, n, left, best, line, None)
    line = _play_line(st, seat, None, deadline)
    return ClaimVerdict(seat, n, left, best, line, _decisive(st, seat, n, line))


def certain_claim(st: GameState, seat: int, deadline: float = math.inf) -> ClaimVerdict | None:
    """The claim a computer declarer makes in ``st``, or None.

    He claims every trick his side takes under best defence when that is all the remaining
    tricks, or enough to make his contract (a claim that holds by construction); the
    caller decides whether he may know it (:func:`computer_claim`).
    """
    if not claim_possible(st, seat) or seat != st.declarer:
        return None
    best, _ = _side_values(st, seat, deadline)
    if best == remaining_tricks(st) or best and _contract_safe(st, best):
        line = _play_line(st, seat, best, deadline)
        return ClaimVerdict(seat, best, remaining_tricks(st), best, line, None)
    return None


def considers_claim(obs: Observation, seat: int) -> bool:
    """Whether the computer declarer ``seat`` asks now whether the rest is certain.

    He asks (:func:`computer_claim`) on lead to a new trick of a contract decided by tricks,
    with 2 to ``COMPUTER_CLAIM_FROM`` tricks left, seen from his own ``obs``.
    """
    return (obs.phase is Phase.PLAY and seat == obs.declarer and obs.turn == seat
            and not obs.trick and claim_possible(obs, seat)
            and 2 <= remaining_tricks(obs) <= COMPUTER_CLAIM_FROM)


def computer_claim(st: GameState, seat: int, rng: random.Random, worlds: int = 12,
                   deadline: float = math.inf) -> ClaimVerdict | None:
    """The claim of a computer declarer on lead in ``st``, or None.

    He claims only what he can be sure of from his own view: the claim must hold in the
    real deal (:func:`certain_claim`) and in ``worlds`` deals drawn from everything he
    has seen (his hand, the cards played, the voids shown), so a claim never rests on
    cards he cannot see.

    Args:
        st: the real state (the referee's view), the declarer to lead a trick.
        seat: the computer player.
        rng: the generator for the drawn deals.
        worlds: how many deals to draw.
        deadline: a ``time.perf_counter()`` reading past which the solver gives up.
    """
    if st.turn != seat or st.trick or remaining_tricks(st) < 2:
        return None
    verdict = certain_claim(st, seat, deadline)
    if verdict is None:
        return None
    sampler = Sampler(st.observation(seat), rng)
    for world in sampler.worlds(worlds, oversample=1):
        if _side_values(sampler.state(world), seat, deadline)[0] < verdict.claimed:
            return None
    return verdict


def _contract_safe(st: GameState, best: int) -> bool:
    """True if ``best`` more tricks make the declarer's contract."""
    assert st.contract is not None
    target = declarer_target(st.rules.variant, st.contract, st.hand_game)
    return st.tricks_won[declarer_of(st)] + best >= target
