"""Build finished deals directly, to check the worked scoring examples of RULES.md §8."""

from __future__ import annotations

from collections.abc import Mapping

from prefgui.engine.cards import ACES, parse_mask
from prefgui.engine.deal import deal_hands
from prefgui.engine.rules import Rules
from prefgui.engine.scoring.base import DealResult
from prefgui.engine.state import DECLARER, DEFENDER, OUT, GameState, Phase

A, B, C, D = 0, 1, 2, 3


def finished(variant: str, *, dealer: int, declarer: int, number: int, outcome: str,
             tricks: Mapping[int, int] | None = None, roles: Mapping[int, str] | None = None,
             hand: bool = False, options: Mapping[str, object] | None = None,
             players: int = 3, pot: int = 30, refa: tuple[int, ...] | None = None,
             contra: Mapping[int, int] | None = None, no_ace: bool = False,
             aces_to_declarer: bool = False, talon: str | None = None,
             offer: int = 0) -> DealResult:
    """A deal that ended with ``outcome`` and these tricks, scored."""
    rules = Rules(variant, dict(options or {}), players)
    hands, tal = deal_hands(rules, dealer, 7)
    if aces_to_declarer or talon is not None:
        hands, tal = _arrange(rules, dealer, declarer, aces_to_declarer, talon)
    st = GameState.initial(rules, dealer, hands, tal, pot, refa)
    role_list = [OUT if (players == 4 and s == dealer) else DEFENDER for s in range(players)]
    role_list[declarer] = DECLARER
    for s, r in (roles or {}).items():
        role_list[s] = r
    won = [0] * players
    for s, n in (tricks or {}).items():
        won[s] = n
    levels = [0] * players
    for s, n in (contra or {}).items():
        levels[s] = n
    st = st.evolve(phase=Phase.DONE, turn=None, declarer=declarer, bid=(number, int(hand)),
                   contract=rules.ladder[number], hand_game=hand, roles=tuple(role_list),
                   tricks_won=tuple(won), tricks_done=sum(won), played=1 if tricks else 0,
                   outcome=outcome, contra_level=tuple(levels), no_ace=no_ace,
                   round=2 if offer else 1, offer=offer)
    res = st.result()
    assert res is not None
    assert sum(res.delta) + res.pot_delta == 0
    return res


def _arrange(rules: Rules, dealer: int, declarer: int, aces: bool, talon: str | None
             ) -> tuple[tuple[int, ...], int]:
    deck = list(range(32))
    tal = parse_mask(talon) if talon else 0
    first = ACES if aces else 0
    rest = [c for c in deck if not (first | tal) >> c & 1]
    hands = [0] * rules.players
    order = [declarer] + [s for s in range(rules.players) if s != declarer
                          and not (rules.players == 4 and s == dealer)]
    hands[declarer] = first
    for s in order:
        while hands[s].bit_count() < 10:
            hands[s] |= 1 << rest.pop(0)
    if not tal:
        tal = (1 << rest[0]) | (1 << rest[1])
    return tuple(hands), tal


def deltas(res: DealResult) -> tuple[object, ...]:
    """(seat deltas..., pot delta) for compact assertions."""
    return (*res.delta, res.pot_delta)
