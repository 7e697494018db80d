"""What an outcome is worth to a seat, and the double-dummy values the calls rest on.

``Scorer`` values a deal's outcome in whists for one seat by the engine's own scoring
(§13.8–§13.10 with every option of the system in force: greedy or gentleman's whists,
the whisters' shortfall, the checked ten, pool cap and help on the sheet as it stands), so
that the computer players weigh whists exactly as the sheet will write them.

``contract_tricks`` and ``misere_tricks`` solve one world double dummy with the forehand
leading trick 1 (§13.7.1); ``whist_outcome`` plays the whist calls of §13.6 to their end in
one world, each defender whisting when the defence can make its quota there.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import lru_cache

from prefgui.ai.russian.estimate import misere_risk, strain_tricks
from prefgui.ai.search.russian import build_position
from prefgui.ai.search.solver import solve_value, trick_test
from prefgui.engine.cards import iter_cards
from prefgui.engine.rules import Rules
from prefgui.engine.russian.ladder import MISERE, level_of, quota
from prefgui.engine.russian.sheet import Sheet
from prefgui.engine.russian.state import RussianState
from prefgui.engine.russian.whist import next_call, resolve
from prefgui.engine.seats import defenders
from prefgui.engine.vocab import Outcome, Phase, WhistCall, WhistStyle

__all__ = ["Scorer", "best_discards", "contract_tricks", "misere_discard", "misere_tricks",
           "whist_outcome"]


@dataclasses.dataclass(frozen=True, slots=True)
class Ending:
    """How a contract deal ends after the whist calls (in one world)."""

    outcome: Outcome
    """MADE (meaning: played), NO_PLAY or HALF_WHIST."""
    whisters: tuple[int, ...] = ()
    half_whister: int | None = None
    overridden: int | None = None


class Scorer:
    """A seat's delta in whists for outcomes of one deal (the sheet and rules fixed)."""

    def __init__(self, rules: Rules, dealer: int, start: Sheet) -> None:
        self.rules = rules
        self.dealer = dealer
        self.start = start
        n = rules.players
        self._base = RussianState.initial(rules, dealer, (0,) * n, (0, 1), start)

    def played(self, seat: int, declarer: int, contract: int, tricks: int,
               ending: Ending) -> float:
        """``seat``'s delta when the declarer took ``tricks`` (the defence the rest)."""
        if ending.outcome is not Outcome.MADE:
            return self._value(seat, declarer, contract, contract, ending.outcome, (),
                               ending.half_whister, None, None)
        d1, d2 = defenders(self.rules.players, self.dealer, declarer)
        rest = 10 - tricks
        lo, hi = rest // 2, rest - rest // 2
        total = 0.0
        for a, b in ((lo, hi), (hi, lo)):
            won = [0] * self.rules.players
            won[declarer], won[d1], won[d2] = tricks, a, b
            total += self._value(seat, declarer, contract, contract, Outcome.MADE,
                                 ending.whisters, None, ending.overridden, tuple(won))
        return total / 2

    def misere(self, seat: int, declarer: int, tricks: int) -> float:
        """``seat``'s delta when a misère declarer took ``tricks``."""
        won = [0] * self.rules.players
        won[declarer] = tricks
        d1, _ = defenders(self.rules.players, self.dealer, declarer)
        won[d1] = 10 - tricks
        return self._value(seat, declarer, MISERE, MISERE, Outcome.MADE, (), None, None,
                           tuple(won))

    def without_three(self, seat: int, declarer: int, bid: int) -> float:
        """``seat``'s delta when the declarer of ``bid`` gives up without three."""
        return self._value(seat, declarer, bid, None, Outcome.WITHOUT_THREE, (), None, None,
                           None)

    def raspasy(self, seat: int, tricks: float) -> float:
        """``seat``'s delta on raspasy when it takes ``tricks`` (the others share the rest).

        A fractional count is valued between its two neighbours.
        """
        lo = int(tricks)
        frac = tricks - lo
        out = 0.0
        for t, weight in ((lo, 1 - frac), (lo + 1, frac)):
            if weight <= 0 or t > 10:
                continue
            out += weight * _raspasy(self._base, seat, max(0, t))
        return out

    def _value(self, seat: int, declarer: int, bid: int, contract: int | None,
               outcome: Outcome, whisters: tuple[int, ...], half: int | None,
               overridden: int | None, won: tuple[int, ...] | None) -> float:
        return _score(self._base, seat, declarer, bid, contract, outcome, whisters, half,
                      overridden, won)


@lru_cache(maxsize=65536)
def _score(base: RussianState, seat: int, declarer: int, bid: int, contract: int | None,
           outcome: Outcome, whisters: tuple[int, ...], half: int | None,
           overridden: int | None, won: tuple[int, ...] | None) -> float:
    n = base.rules.players
    if outcome is Outcome.MADE:
        d = won[declarer] if won is not None else 0
        if contract == MISERE:
            real = Outcome.MADE if d == 0 else Outcome.FAILED
        else:
            assert contract is not None
            real = Outcome.MADE if d >= level_of(contract) else Outcome.FAILED
    else:
        real = outcome
    style = WhistStyle.OPEN if len(whisters) == 1 else None
    st = dataclasses.replace(
        base, phase=Phase.DONE, declarer=declarer, bid=bid, contract=contract,
        outcome=real, whisters=whisters, half_whister=half, overridden=overridden,
        style=style, tricks_won=won if won is not None else (0,) * n,
        tricks_done=10 if won is not None else 0)
    res = st.result()
    assert res is not None
    return float(res.delta[seat])


@lru_cache(maxsize=4096)
def _raspasy(base: RussianState, seat: int, tricks: int) -> float:
    others = [s for s in base.priority if s != seat]
    won = [0] * base.rules.players
    rest = 10 - tricks
    won[seat], won[others[0]], won[others[1]] = tricks, rest // 2, rest - rest // 2
    st = dataclasses.replace(base, phase=Phase.DONE, outcome=Outcome.RASPASY,
                             tricks_won=tuple(won), tricks_done=10)
    res = st.result()
    assert res is not None
    return float(res.delta[seat])


def whist_outcome(rules: Rules, dealer: int, declarer: int, contract: int,
                  calls: tuple[tuple[int, WhistCall], ...], defence_tricks: int
                  ) -> Ending:
    """The end of the whist calls in one world, from ``calls`` on (§13.6).

    Each later call is the one a defender who sees the world makes: whist when the
    defence takes its quota there, else pass (never a half-whist).
    """
    level = level_of(contract)
    d1, d2 = defenders(rules.players, dealer, declarer)
    if rules.opt.stalingrad and contract == 0:
        return Ending(Outcome.MADE, (d1, d2))
    if level == 10 and rules.opt.ten == "checked":
        return Ending(Outcome.MADE)
    strong = defence_tricks >= quota(level)
    while True:
        nxt = next_call(rules, level, d1, d2, calls)
        if nxt is None:
            break
        seat, options = nxt
        call = WhistCall.WHIST if strong and WhistCall.WHIST in options else (
            WhistCall.PASS if WhistCall.PASS in options else options[0])
        calls = calls + ((seat, call),)
    end = resolve(d1, d2, calls)
    if end.half_whister is not None:
        return Ending(Outcome.HALF_WHIST, (), end.half_whister)
    if not end.whisters:
        return Ending(Outcome.NO_PLAY)
    return Ending(Outcome.MADE, end.whisters, None, end.overridden)


def contract_tricks(seats: tuple[int, ...], hands: Mapping[int, int], declarer: int,
                    contract: int, guess: int | None = None) -> int:
    """The declarer's tricks double dummy, the forehand leading trick 1.

    ``guess`` is the first count tested (a good guess, e.g. the likely tricks of the
    declarer's hand, saves most of the null-window searches).
    """
    pos = build_position(seats, hands, declarer, contract, seats[0], (), True, declarer)
    if guess is None:
        return solve_value(pos)
    test = trick_test(pos)
    if test is None:
        return 0
    return test.value(0, max(1, min(test.tricks_left, guess)))


def misere_tricks(seats: tuple[int, ...], hands: Mapping[int, int], declarer: int,
                  exact: bool = False) -> int:
    """A misère declarer's tricks double dummy.

    Two cheap tests (a clean misère? one trick?) decide most hands; beyond one trick the
    count is exact only with ``exact``, else 3 (a misère that loses two tricks or more is
    a disaster whatever the number).
    """
    pos = build_position(seats, hands, declarer, MISERE, seats[0], (), True, declarer)
    test = trick_test(pos)
    if test is None:
        return 0
    if not test(1):
        return 0
    if not test(2):
        return 1
    if not exact:
        return 3
    return test.value(2, 3)


def best_discards(hand: int, strain: int, keep: int = 1) -> list[int]:
    """The ``keep`` best two-card discards (masks) from a 12-card hand for ``strain``."""
    cards = list(iter_cards(hand))
    scored = []
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            m = (1 << a) | (1 << b)
            # lose the fewest likely tricks; between equals keep the high cards
            scored.append((-strain_tricks(hand & ~m, strain), a + b, m))
    scored.sort()
    return [m for _, _, m in scored[:keep]]


def misere_discard(hand: int, keep: int = 1) -> list[int]:
    """The ``keep`` best two-card misère discards from a 12-card hand (fewest risks)."""
    cards = list(iter_cards(hand))
    scored = []
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            m = (1 << a) | (1 << b)
            scored.append((misere_risk(hand & ~m), -(a + b), m))
    scored.sort()
    return [m for _, _, m in scored[:keep]]
