"""Helpers shared by the coach tests: random deals played to their play phase."""

from __future__ import annotations

import random

from prefgui.engine.actions import CONCEDE, PLAY
from prefgui.engine.deal import new_deal
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState, Phase

VARIANT_OPTIONS: list[tuple[str, dict[str, object]]] = [
    ("austrian", {}),
    ("austrian", {"must_head": True, "conventions_status": "integral_c1"}),
    ("illustrated", {}),
    ("balkan", {}),
    ("balkan", {"must_trump": False}),
    ("swabian", {}),
    ("american", {}),
]


def random_play_state(rng: random.Random, cards_left: int | None = None,
                      variants: list[tuple[str, dict[str, object]]] | None = None
                      ) -> GameState:
    """A random deal (random legal calls, never a concession) played at random until the
    seat to play holds ``cards_left`` cards (or any number when None)."""
    pool = variants or VARIANT_OPTIONS
    while True:
        variant, options = rng.choice(pool)
        players = 4 if rng.random() < 0.15 and variant != "american" else 3
        st = new_deal(Rules(variant, options, players), rng.randrange(10**9),
                      rng.randrange(players))
        while st.phase not in (Phase.PLAY, Phase.DONE):
            acts = [a for a in st.legal_actions() if a.verb != CONCEDE]
            st = st.apply(rng.choice(acts))
        if st.phase is not Phase.PLAY:
            continue
        stop = cards_left if cards_left is not None else rng.randint(1, 10)
        while st.phase is Phase.PLAY and st.hands[st.turn].bit_count() > stop:
            st = st.apply(rng.choice([a for a in st.legal_actions() if a.verb == PLAY]))
        if st.phase is Phase.PLAY and st.hands[st.turn].bit_count() == stop:
            return st
