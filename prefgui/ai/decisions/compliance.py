"""The defender conventions (RULES §7) as a filter on a computer defender's cards.

Computer defenders keep the conventions whenever the table uses them
(``conventions_status`` other than ``off``): they choose among the legal cards that break
none of C1–C3 in the in-play reading, which the engine also uses for its record. Such a
card always exists (C2's top card, C3's lowest card, and C1 is only broken when a
non-overtaking card was available).
"""

from __future__ import annotations

from prefgui.engine import conventions
from prefgui.engine.actions import Play
from prefgui.engine.observation import Observation
from prefgui.engine.state import GameState, Phase


def public_state(obs: Observation) -> GameState | None:
    """A play-phase state with the observing seat's hand and the public cards (other
    hands empty): enough for the in-play convention checks, which read nothing else."""
    if obs.contract is None or obs.phase is not Phase.PLAY:
        return None
    hands = tuple(obs.hand if s == obs.seat else 0 for s in range(obs.rules.players))
    st = GameState.initial(obs.rules, obs.dealer, hands, 0)
    return st.evolve(phase=Phase.PLAY, turn=obs.turn, declarer=obs.declarer,
                     contract=obs.contract, roles=obs.roles, playing=obs.playing,
                     leader=obs.leader, trick=obs.trick, played=obs.played, voids=obs.voids,
                     tricks_won=obs.tricks_won, hand_game=obs.hand_game)


def legal_cards(obs: Observation) -> list[int]:
    """The cards ``obs.seat`` may play now, lowest first."""
    return sorted(a.card for a in obs.legal if isinstance(a, Play) and a.seat == obs.seat)


def compliant_cards(obs: Observation) -> list[int]:
    """The legal cards that keep the conventions (all legal cards where they do not
    apply; never empty)."""
    cards = legal_cards(obs)
    st = public_state(obs)
    if st is None or obs.seat == obs.declarer or not conventions.tracked(st):
        return cards
    ok = [c for c in cards if not conventions.check_card(st, obs.seat, c)]
    return ok or cards


def breaks_conventions(obs: Observation, card: int) -> bool:
    """Whether playing ``card`` now breaks a convention (in-play reading)."""
    st = public_state(obs)
    if st is None or obs.seat == obs.declarer or not conventions.tracked(st):
        return False
    return bool(conventions.check_card(st, obs.seat, card))
