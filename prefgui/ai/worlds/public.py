"""The public part of a deal, as seen by one seat, as an engine ``GameState``.

The engine's rules of who the defenders are (``GameState.defenders``), in which order
the seats play to a trick (``play.trick_order``) and whether the conventions apply
(``conventions.tracked``) read only public facts of a state. Building such a state from an
``Observation`` lets the computer players ask the engine these questions instead of
keeping their own copies of the rules.
"""

from __future__ import annotations

from prefgui.engine import conventions
from prefgui.engine.observation import Observation
from prefgui.engine.play import trick_order
from prefgui.engine.state import GameState


def public_state(obs: Observation) -> GameState:
    """A state with the observing seat's hand and the public facts of ``obs``.

    Other hands, the talon and the discards are empty: the state answers questions about
    seats, roles, the contract and the cards played, nothing about hidden cards.

    Args:
        obs: the seat's observation.

    Returns:
        The public state (phase, turn, declarer, contract, roles and the play so far as
        in ``obs``).
    """
    hands = tuple(obs.hand if s == obs.seat else 0 for s in range(obs.rules.players))
    st = GameState.initial(obs.rules, obs.dealer, hands, 0)
    return st.evolve(phase=obs.phase, turn=obs.turn, declarer=obs.declarer,
                     contract=obs.contract, roles=obs.roles, playing=obs.playing,
                     leader=obs.leader, trick=obs.trick, played=obs.played, voids=obs.voids,
                     tricks_won=obs.tricks_won, hand_game=obs.hand_game)


def defenders(obs: Observation, declarer: int | None = None) -> tuple[int, int]:
    """D1 and D2 of the deal (``GameState.defenders``).

    Args:
        obs: the seat's observation.
        declarer: the declarer's seat if not ``obs.declarer`` (a contract considered in
            the auction).
    """
    st = public_state(obs)
    if declarer is not None and declarer != st.declarer:
        st = st.evolve(declarer=declarer)
    return st.defenders()


def play_order(obs: Observation) -> tuple[int, ...]:
    """The seats of the current trick in playing order from its leader.

    The engine's ``play.trick_order``; play phase only.
    """
    return trick_order(public_state(obs))


def conventions_tracked(obs: Observation) -> bool:
    """Whether the defender conventions apply in this deal (``conventions.tracked``)."""
    return conventions.tracked(public_state(obs))
