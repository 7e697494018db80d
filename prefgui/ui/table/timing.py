"""Every animation duration of the table, in one place (after KPat's speeds.h).

Durations are in milliseconds at normal speed; ``scaled`` applies the player's speed
setting. ``off`` makes every animation instant (the computer still pauses briefly between
its cards so that a person can follow the play).
"""

from __future__ import annotations

DEAL_PACKET = 140  # one packet of cards flying to a player
DEAL_STAGGER = 60  # delay between packets
PLAY_CARD = 260  # a card flying to the trick
TRICK_PAUSE = 1500  # a complete trick stays (winner marked) unless the player clicks
SWEEP = 330  # the trick sweeping to its winner
RETURN = 220  # an illegal card gliding back to the hand
AI_PAUSE = 450  # pause before each computer card (kept when animations are off)
TALON_TURN = 320  # a computer declarer's talon turning face up (where it is shown)
TALON_SHOW = 1400  # ... lying face up before it goes into his hand
TALON_TRAVEL = 420  # the talon travelling into the declarer's hand
DISCARD_HOLD = 700  # the discard lying on its pile (the bubble says it) before play goes on
SETTLE_MARGIN = 20  # after the sweep's duration, before its cards are taken as settled
SUMMARY_AFTER_ANIMATIONS = 300  # the deal's summary, once the last trick has been swept
SUMMARY_DELAY = 600  # the deal's summary when nothing is moving any more
STARTUP_MESSAGE = 300  # a warning at start-up waits until the window is shown (not scaled)

SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "off": 0.0}
DEFAULT_SPEED = "normal"


def scaled(ms: int, speed: str) -> int:
    """A duration at the given speed setting (0 when animations are off)."""
    return int(ms * SPEEDS.get(speed, 1.0))


def ai_pause(speed: str) -> int:
    """The pause before a computer player's action: never zero, so play can be followed."""
    return max(150, int(AI_PAUSE * max(SPEEDS.get(speed, 1.0), 0.35)))
