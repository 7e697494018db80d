"""Every duration of the window, in one place (after KPat's speeds.h).

All in milliseconds. The table's animations are given at normal speed and ``scaled``
applies the player's speed setting (``off`` makes every animation instant; the computer
still pauses briefly between its cards so that a person can follow the play). The status
line's messages, the claims on show and the timers of the window's services are not scaled
unless their comment says so.
"""

from __future__ import annotations

DEAL_PACKET = 140  # one packet of cards flying to a player
DEAL_STAGGER = 60  # delay between packets
PLAY_CARD = 260  # a card flying to the trick
TRICK_PAUSE = 1500  # a complete trick stays (winner marked) unless the player clicks
SWEEP = 330  # the trick sweeping to its winner
RETURN = 220  # an illegal card gliding back to the hand
TURN_UP = 50  # the hands turned up together (the end of a deal): one hand after another
AI_PAUSE = 450  # pause before each computer card (kept when animations are off)
TALON_TURN = 320  # a computer declarer's talon turning face up (where it is shown)
TALON_SHOW = 1400  # ... lying face up before it goes into his hand
TALON_TRAVEL = 420  # the talon travelling into the declarer's hand
DISCARD_HOLD = 700  # the discard lying on its pile (the bubble says it) before play goes on
SETTLE_MARGIN = 20  # after the sweep's duration, before its cards are taken as settled
SUMMARY_AFTER_ANIMATIONS = 300  # the deal's summary, once the last trick has been swept
SUMMARY_DELAY = 600  # the deal's summary when nothing is moving any more
SUMMARY_SOONEST = 40  # ... at the earliest, animations off too: the table's last position
# is drawn first, not in the same frame as the dialog (not scaled)
FRAME = 20  # "a frame later": two pieces of work that are not one frame's, one after the
# other (not scaled; a frame at 50 Hz, longer than one at 60 Hz)
NEXT_DEAL = FRAME  # "Next deal": the summary closes, the new deal is dealt a frame later:
# the dialog's closing and the table where every card moves are not one frame's work
FIRST_DEAL = FRAME  # the session's first deal goes on the table a frame after the window's
# first frame (the empty table, menus and status bar): not both in one frame
FIRST_DEAL_LATEST = 500  # ... or this long after the window is shown, if it is not painted
STARTUP_MESSAGE = 300  # a warning at start-up waits until the window is shown (not scaled)
PANEL_AFTER = FRAME  # the decision panel's new offer, a frame after the table's change:
# each is laid out and painted in a frame of its own
FACES_AHEAD = 40  # made ahead while the table rests, one or a few this often (not scaled):
# card faces of a size on show, the cards' move animations and the decision panel's buttons
FACE_ON_SHOW = 16  # a card on show whose face is not rendered yet: one rendered this often
# (about a frame; the card is drawn when its face is ready; not scaled)
LAST_TRICK = 2500  # the last trick shown again (Deal menu) before the table comes back
OWN_CLAIM_SHOWN = 900  # the human's own claim that holds, on show (scaled)
OWN_CLAIM_SHOWN_MIN = 500  # ... at least

# How long a message stays on the status line, by what it says (a message without a
# duration stays until the next one: "Your turn", "… is thinking").
STATUS_REFUSED = 4000  # a move or command refused at once ("It is not your turn.")
STATUS_NOTICE = 5000  # a mode switched, or nothing to show yet
STATUS_ERROR = 6000  # an error the game reports; why a claim cannot be made now
STATUS_EXPLAINED = 8000  # a sentence to read: why a card is illegal, a claim, new rules
STATUS_HINT = 12000  # a hint with its reason; a problem with the coach's profile
STATUS_CLAIM_REFUSED = 15000  # why a claim does not hold (several sentences)
STATUS_AT_START = 20000  # a problem found at start (e.g. a damaged profile kept aside)

# The window's services.
SAVE_RETRY = 3000  # while saving fails, try again this often (and after every change)
AUTOPLAY_SUMMARY = 400  # self-play: each deal's summary stays open this long
AUTOPLAY_POLL = 100  # self-play and the smoke test look for a summary or a waiting window
COLLECT = 200  # Python's garbage collected on the GUI thread, when due, this often
COLLECT_FIRST = 1000  # ... the first time (it freezes what lives): after the window's first frames

SPEEDS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "off": 0.0}
DEFAULT_SPEED = "normal"


def scaled(ms: int, speed: str) -> int:
    """A duration at the given speed setting (0 when animations are off)."""
    return int(ms * SPEEDS.get(speed, 1.0))


def ai_pause(speed: str) -> int:
    """The pause before a computer player's action: never zero, so play can be followed."""
    return max(150, int(AI_PAUSE * max(SPEEDS.get(speed, 1.0), 0.35)))
