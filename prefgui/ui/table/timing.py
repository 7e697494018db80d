"""Every animation duration of the table, in one place (after KPat's speeds.h).

Durations are in milliseconds at normal speed; ``scaled`` applies the player's speed
setting. ``off`` makes every animation instant (the computer still pauses briefly between
its cards so that a person can follow the play).
"""

from __future__ import annotations

DEAL_PACKET = 140  # one packet of cards flying to a player
DEAL_STAGGER = 60  # delay between packets
PLAY_CARD = 260  # a card flying to the trick
TRICK_PAUSE = 850  # a complete trick stays visible before it is swept
SWEEP = 330  # the trick sweeping to its winner
RETURN = 220  # an illegal card gliding back to the hand
ARRANGE = 180  # hand cards closing up, lifting, discards moving
AI_PAUSE = 450  # pause before each computer card (kept when animations are off)

SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "off": 0.0}
DEFAULT_SPEED = "normal"


def scaled(ms: int, speed: str) -> int:
    """A duration at the given speed setting (0 when animations are off)."""
    return int(ms * SPEEDS.get(speed, 1.0))


def ai_pause(speed: str) -> int:
    """The pause before a computer player's action: never zero, so play can be followed."""
    return max(150, int(AI_PAUSE * max(SPEEDS.get(speed, 1.0), 0.35)))
