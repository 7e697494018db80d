"""A paragraph per variant for players: how it plays and where it is played.

Shown under the variant in the settings dialog when that variant is chosen. The keys are the
variant ids of the settings (``hungarian`` plays by the Balkan rules but has its own words).
The suits are named as the chosen pack names them (``{clubs}``, ``{spades}``, ``{hearts}``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from prefgui.ui.words.texts import suit_name

PARAGRAPHS = {
    "austrian": QT_TRANSLATE_NOOP(
        "Variants",
        "The classic game of Austria and Vienna. Everyone pays into a pot; the auction runs "
        "from 1 ({clubs}) to 4 ({hearts}), and a player may bid hand, without the talon. The "
        "declarer takes the talon, discards two cards and must win 6 of the 10 tricks; each "
        "defender decides whether to play or drop out and needs 2 tricks. Payments go to and "
        "from the pot."),
    "illustrated": QT_TRANSLATE_NOOP(
        "Variants",
        "The Austrian game with four more contracts above the suits: misère (take no "
        "trick), slam (take all ten), and both again played open with the cards on the "
        "table. Played in Austria and the neighbouring countries as the livelier form of "
        "the game."),
    "balkan": QT_TRANSLATE_NOOP(
        "Variants",
        "The game of Croatia, Serbia, Bosnia and Slovenia. Play goes anticlockwise, five "
        "cards are dealt, then the talon, then five more. Bids run from 2 ({spades}) to 7 "
        "(slam); the talon is shown to everybody. Each defender needs 2 tricks, a defender "
        "who drops out may be invited back, and the score goes to a shared bank instead of "
        "a pot."),
    "hungarian": QT_TRANSLATE_NOOP(
        "Variants",
        "Preferánsz as played in Hungary: the Western Balkan rules (bids 2 to 7, the talon "
        "shown, a shared bank, play anticlockwise) with the Hungarian suits of acorns, "
        "leaves, bells and hearts."),
    "swabian": QT_TRANSLATE_NOOP(
        "Variants",
        "The game of the Danube Swabians in the Banat and Hungary, close to the Western "
        "Balkan game: bids 2 to 7, but both defenders always play. The declarer needs 6 "
        "tricks, one more with {spades} as trumps and one more for a hand contract, and is "
        "paid for every trick above his target."),
    "american": QT_TRANSLATE_NOOP(
        "Variants",
        "The North American game of the early 1900s. In a first round each player may name "
        "a higher trump suit once ({hearts} rank highest); if nobody does, the players offer "
        "amounts for the widow. The declarer must take 6 of 10 tricks against the other "
        "two; the pot pays the reward agreed before play."),
    "sochi": QT_TRANSLATE_NOOP(
        "Variants",
        "Russian Preferans as most Russian players know it (the pulka of Sochi). Bids climb "
        "from six {spades} to ten no trumps, with misère among them; the defenders whist or "
        "pass and write whists on the declarer. Made contracts go into the pool, failures "
        "onto the mountain; when every pool is full the pulka ends and is settled in "
        "whists. If all pass, raspasy are played for fewest tricks."),
    "leningrad": QT_TRANSLATE_NOOP(
        "Variants",
        "Russian Preferans of Saint Petersburg (Leningradka): the Sochi game with every "
        "whist and every failure counted double, the gentleman's whist, a checked ten, "
        "pools that are not capped and raspasy with a hard exit at seven."),
    "rostov": QT_TRANSLATE_NOOP(
        "Variants",
        "Russian Preferans of Rostov: the Sochi game, but raspasy are written as whists "
        "(five a trick from the player with fewest tricks) and their trick price does not "
        "grow."),
}


def variant_paragraph(variant: str, pack: str = "french") -> str:
    """How ``variant`` plays and where, in the player's language and with the suit names of
    ``pack`` (empty if unknown)."""
    text = PARAGRAPHS.get(variant)
    if not text:
        return ""
    return QCoreApplication.translate("Variants", str(text)).format(
        spades=suit_name(0, pack), clubs=suit_name(1, pack), hearts=suit_name(3, pack))
