"""Claims in the Russian game (RULES §13.7), checked double dummy, and the line that settles them.

A claim is a player's statement during the play that his side's tricks from here are
settled whatever the others play. The sides are the declarer alone and the defenders
together (the whisters and the passer; against a misère the catchers). What a side claims
follows what it wants:

* in a trick contract, the declarer and the defenders want tricks: a claim of ``n`` of
  the remaining tricks says "at least ``n``" ("all the rest" is every one of them);
* against a misère both sides want the declarer to take a trick or not: the declarer's
  claim of ``n`` says "I take at most ``n`` more" (0: "the rest without a trick"), the
  catchers' claim of ``n`` says "we take at most ``n``", that is the declarer takes the
  rest of them.

On raspasy every player counts his own tricks against the two others, so one player's
claim settles nobody else's count: there are no claims on raspasy (``claim_possible``).

As in the European game (:mod:`prefgui.ai.claim`, whose verdict :class:`RuClaimVerdict`
mirrors) the record has no claim action: a claim that holds is settled by a line of the
remaining cards, the other side at its best every time, the claimer's side playing a card
that keeps the claim and otherwise gives up what it did not claim. The deal is then scored
exactly as that play.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from prefgui.ai.russian.sampling import sample_world
from prefgui.ai.search.russian import build_position
from prefgui.ai.search.solver import solve
from prefgui.engine.actions import Play
from prefgui.engine.claims import DecisiveTrick
from prefgui.engine.errors import IllegalActionError, IllegalKind
from prefgui.engine.russian.ladder import MISERE, trump_of
from prefgui.engine.russian.observation import RuObservation
from prefgui.engine.russian.state import RussianState
from prefgui.engine.seats import seat_priority
from prefgui.engine.tricks import winning_index
from prefgui.engine.vocab import Phase

__all__ = ["COMPUTER_CLAIM_FROM", "DecisiveTrick", "RuClaimVerdict", "check_russian_claim",
           "claim_possible", "claims_at_most", "computer_russian_claim", "considers_claim",
           "remaining_tricks", "side_of"]

COMPUTER_CLAIM_FROM = 7
"""A computer declarer considers a claim with this many tricks left (as in the European
game)."""


@dataclass(frozen=True, slots=True)
class RuClaimVerdict:
    """A Russian claim's verdict, and the line of play that shows it.

    The fields are those of :class:`prefgui.ai.claim.ClaimVerdict` (the table words both
    alike); ``at_most``: the claim counts the most tricks the side takes (against a
    misère), not the least.
    """

    seat: int
    claimed: int
    remaining: int
    best: int
    line: tuple[Play, ...]
    beaten_by: DecisiveTrick | None
    at_most: bool = False

    @property
    def holds(self) -> bool:
        """True if the claim holds against every defence."""
        return _keeps(self.best, self.claimed, self.at_most)


def _active(st: RussianState | RuObservation) -> tuple[int, ...]:
    return seat_priority(st.rules.players, st.dealer)


def remaining_tricks(st: RussianState | RuObservation) -> int:
    """Tricks still to be decided, the one in progress included."""
    return 10 - st.tricks_done


def side_of(st: RussianState | RuObservation, seat: int) -> tuple[int, ...]:
    """The seats whose tricks count for ``seat``'s claim: the declarer, or the defenders."""
    if seat == st.declarer:
        return (seat,)
    return tuple(s for s in _active(st) if s != st.declarer)


def claims_at_most(st: RussianState | RuObservation) -> bool:
    """True when a claim counts the most tricks the side takes (a misère), not the least."""
    return st.contract == MISERE


def claim_possible(st: RussianState | RuObservation, seat: int) -> bool:
    """True if ``seat`` may claim now: a contract is played and ``seat`` plays in it."""
    return (st.phase is Phase.PLAY and st.declarer is not None and st.contract is not None
            and seat in _active(st) and remaining_tricks(st) > 0)


def _side_tricks(st: RussianState, seat: int) -> int:
    return sum(st.tricks_won[s] for s in side_of(st, seat))


def _values(st: RussianState, seat: int, deadline: float,
            hands: Mapping[int, int] | Sequence[int] | None = None
            ) -> tuple[int, dict[int, int]]:
    """The claimer's side's tricks from here under best play, and after each legal card.

    ``hands``: another deal's hands in the same position.
    """
    assert st.leader is not None
    pos = build_position(st.priority, st.hands if hands is None else hands, st.declarer,
                         st.contract, st.leader, st.trick, st.rules.must_trump, st.turn)
    res = solve(pos, deadline)
    if seat == st.declarer:
        return res.declarer_tricks, res.moves
    left = remaining_tricks(st)
    return left - res.declarer_tricks, {c: left - v for c, v in res.moves.items()}


def _keeps(best: int, claimed: int, at_most: bool) -> bool:
    return best <= claimed if at_most else best >= claimed


def _choose(st: RussianState, seat: int, need: int | None, deadline: float) -> int:
    """The card the player to move plays in a line.

    ``need``: what the claimer's side still claims of the rest (None: it plays its best).
    """
    _, values = _values(st, seat, deadline)
    at_most = claims_at_most(st)
    cards = sorted(values)
    ours = st.turn in side_of(st, seat)
    if not ours:  # the other side at its best against the claim
        return max(cards, key=lambda c: (values[c], -c)) if at_most else \
            min(cards, key=lambda c: (values[c], c))
    if need is None:
        return min(cards, key=lambda c: (values[c], c)) if at_most else \
            max(cards, key=lambda c: (values[c], -c))
    keeping = [c for c in cards if _keeps(values[c], need, at_most)]
    if not keeping:
        return _choose(st, seat, None, deadline)
    # keep the claim, and give up what it did not claim where the cards allow it
    return max(keeping, key=lambda c: (values[c], -c)) if at_most else \
        min(keeping, key=lambda c: (values[c], c))


def _line(st: RussianState, seat: int, claimed: int | None, deadline: float
          ) -> tuple[Play, ...]:
    start = _side_tricks(st, seat)
    out: list[Play] = []
    while not st.is_terminal():
        need = None if claimed is None else claimed - (_side_tricks(st, seat) - start)
        act = Play(st.turn, _choose(st, seat, need, deadline))
        out.append(act)
        st = st.apply(act)
    return tuple(out)


def _decisive(st: RussianState, seat: int, claimed: int, line: tuple[Play, ...]
              ) -> DecisiveTrick | None:
    """The trick of ``line`` that breaks the claim.

    One trick too many lost (a trick contract) or taken (a misère).
    """
    at_most = claims_at_most(st)
    allowed = claimed if at_most else remaining_tricks(st) - claimed
    count = 0
    plays = [a.card for a in st.history if isinstance(a, Play)]
    led_suits = [plays[i] >> 3 for i in range(0, len(plays) - len(st.trick), 3)]
    trump = None if st.contract == MISERE or st.contract is None else trump_of(st.contract)
    for act in line:
        before = st
        st = st.apply(act)
        if st.tricks_done == before.tricks_done:
            continue
        trick = before.trick + (act.card,)
        winner = next(s for s in range(len(st.tricks_won))
                      if st.tricks_won[s] > before.tricks_won[s])
        led = trick[0] >> 3
        led_suits.append(led)
        if (winner in side_of(st, seat)) != at_most:
            continue
        count += 1
        if count > allowed:
            card = trick[winning_index(trick, trump)]
            return DecisiveTrick(st.tricks_done, winner, card, led, led_suits.count(led),
                                 card >> 3 != led)
    return None


def check_russian_claim(st: RussianState, seat: int, claimed: int | None = None,
                        deadline: float = math.inf) -> RuClaimVerdict:
    """Check ``seat``'s claim of ``claimed`` of the remaining tricks (see the module).

    ``claimed`` None: all of them in a trick contract, none of them against a misère.

    Raises:
        IllegalActionError: ``seat`` may not claim now, or the number is out of range.
        prefgui.ai.search.solver.SolveTimeoutError: the deadline passed.
    """
    if not claim_possible(st, seat):
        raise IllegalActionError("no claim is possible now", IllegalKind.CLAIM)
    left = remaining_tricks(st)
    at_most = claims_at_most(st)
    n = (0 if at_most else left) if claimed is None else claimed
    if not 0 <= n <= left:
        raise IllegalActionError(f"a claim is of 0 to {left} tricks, not {n}", IllegalKind.CLAIM)
    best, _ = _values(st, seat, deadline)
    if _keeps(best, n, at_most):
        return RuClaimVerdict(seat, n, left, best, _line(st, seat, n, deadline), None, at_most)
    line = _line(st, seat, None, deadline)
    return RuClaimVerdict(seat, n, left, best, line, _decisive(st, seat, n, line), at_most)


def considers_claim(obs: RuObservation, seat: int) -> bool:
    """Whether the computer declarer ``seat`` asks now whether the rest is certain.

    He asks at his turn with 2 to ``COMPUTER_CLAIM_FROM`` tricks left: on lead to a new
    trick, or against a misère at any of his turns (its declarer rarely leads again).
    """
    return (obs.phase is Phase.PLAY and seat == obs.declarer and obs.turn == seat
            and (not obs.trick or claims_at_most(obs)) and claim_possible(obs, seat)
            and 2 <= remaining_tricks(obs) <= COMPUTER_CLAIM_FROM)


def computer_russian_claim(st: RussianState, seat: int, rng: random.Random, worlds: int = 12,
                           deadline: float = math.inf) -> RuClaimVerdict | None:
    """The claim of a computer declarer at his turn in ``st`` (see ``considers_claim``).

    He claims the rest when it is certain from what he sees: all the remaining tricks of a
    trick contract, or enough of them to make it; against a misère, no more tricks. The
    claim must hold in the real deal and in ``worlds`` deals drawn from his view (against
    a misère the catchers' hands lie open, so his view is the deal).
    """
    at_most = claims_at_most(st)
    if st.turn != seat or (st.trick and not at_most) or remaining_tricks(st) < 2 \
            or seat != st.declarer or not claim_possible(st, seat):
        return None
    best, _ = _values(st, seat, deadline)
    left = remaining_tricks(st)
    if at_most:
        if best != 0:
            return None
        claimed = 0
    else:
        assert st.contract is not None
        level = st.level
        if best != left and st.tricks_won[seat] + best < level or best == 0:
            return None
        claimed = best
    obs = st.observation(seat)
    for _ in range(worlds):
        w = sample_world(obs, rng)
        if w is None:
            break
        got, _ = _values(st, seat, deadline, w.hands)
        if not _keeps(got, claimed, at_most):
            return None
    return RuClaimVerdict(seat, claimed, left, best, _line(st, seat, claimed, deadline),
                          None, at_most)
