"""Small builders for engine tests: states from record-like action lists."""

from __future__ import annotations

from collections.abc import Sequence

from prefgui.engine.actions import parse_action
from prefgui.engine.cards import parse_mask
from prefgui.engine.rules import Rules
from prefgui.engine.state import DECLARER, DEFENDER, GameState, Phase

# A deal used by many tests (Austrian seats: dealer 2, so seat 0 is forehand).
HANDS = (
    "AS KS QS JS TS AC KC QC JC TC",
    "9S 8S 7S 9C 8C 7C AD KD QD JD",
    "TD 9D 8D 7D AH KH QH JH TH 9H",
)
TALON = "8H 7H"


def start(variant: str = "austrian", options: dict[str, object] | None = None,
          hands: Sequence[str] = HANDS, talon: str = TALON, dealer: int = 2,
          pot: int = 30) -> GameState:
    rules = Rules(variant, options or {}, len(hands))
    return GameState.initial(rules, dealer, tuple(parse_mask(h) for h in hands),
                             parse_mask(talon), pot)


def run(state: GameState, *actions: str) -> GameState:
    for text in actions:
        state = state.apply(parse_action(text, american=not state.rules.european))
    return state


def legal_texts(state: GameState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def play_state(hands: Sequence[str], *, declarer: int = 0, number: int = 2,
               leader: int = 0, trick: str = "", played: str = "",
               variant: str = "austrian", options: dict[str, object] | None = None
               ) -> GameState:
    """A three-handed play position: both defenders defend, ``trick`` already played."""
    rules = Rules(variant, options or {})
    masks = tuple(parse_mask(h) for h in hands)
    used = parse_mask(trick) | parse_mask(played)
    rest = (2**32 - 1) & ~used
    for m in masks:
        rest &= ~m
    st = GameState.initial(rules, 2, masks, 0)
    roles = tuple(DECLARER if s == declarer else DEFENDER for s in range(3))
    tcards = tuple(parse_mask(c).bit_length() - 1 for c in trick.split())
    order = [(leader + i) % 3 for i in range(3)]
    return st.evolve(phase=Phase.PLAY, declarer=declarer, contract=rules.ladder[number],
                     roles=roles, playing=(0, 1, 2), leader=leader, trick=tcards,
                     turn=order[len(tcards)], played=used, talon_taken=True, discards=rest,
                     bid=(number, 0))
