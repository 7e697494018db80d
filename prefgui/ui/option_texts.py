"""The option table's texts, marked for translation: each option's one-line meaning
(context "Options"), its name (context "OptionNames") and its word values (context
"OptionValues"), names and values with spaces for underscores.

Generated from ``prefgui.engine.options`` by ``python -m prefgui.ui.option_texts``; a test
fails when it is stale. The engine itself never shows prose: the settings dialog
translates each text through Qt with these contexts (``prefgui.ui.texts.option_title`` and
``option_value``).
"""

# ruff: noqa: E501  (generated lines keep each meaning on one line)
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP

MEANINGS = (
    QT_TRANSLATE_NOOP("Options", 'Direction of dealing and play (only how the table is drawn).'),
    QT_TRANSLATE_NOOP("Options", 'When all pass: the last player must bid, or the deal is void.'),
    QT_TRANSLATE_NOOP("Options", 'An earlier seat may hold (take over) the current bid.'),
    QT_TRANSLATE_NOOP("Options", 'Overcalls may jump, or must be exactly one higher.'),
    QT_TRANSLATE_NOOP("Options", 'A player who has made a plain bid or hold may no longer bid hand.'),
    QT_TRANSLATE_NOOP("Options", 'Plain bids only one more than the current bid; no hand bid after a plain one.'),
    QT_TRANSLATE_NOOP("Options", 'Plain open misère/slam rank above the hand 1–6 bids, or all hand bids rank above all plain bids.'),
    QT_TRANSLATE_NOOP("Options", 'Contracts 5–8 with open misère and open slam, or only misère and a six-in-a-row slam.'),
    QT_TRANSLATE_NOOP("Options", 'The contracts above the suits: misère, slam, sans, one-trick game.'),
    QT_TRANSLATE_NOOP("Options", 'The declarer shows the talon to the defenders before taking it.'),
    QT_TRANSLATE_NOOP("Options", 'After a second-round win: take the widow then discard, or discard then take it.'),
    QT_TRANSLATE_NOOP("Options", 'A defender may invite his partner who dropped out.'),
    QT_TRANSLATE_NOOP("Options", 'If the first defender plays and the second drops, the first may invite him.'),
    QT_TRANSLATE_NOOP("Options", "The declarer may give up after the defenders' decisions, or any time before the first card."),
    QT_TRANSLATE_NOOP("Options", 'In misère and slam both defenders together may concede the contract.'),
    QT_TRANSLATE_NOOP("Options", 'In open contracts the defenders may discuss the play.'),
    QT_TRANSLATE_NOOP("Options", 'A defender may say contra (doubles), the declarer recontra.'),
    QT_TRANSLATE_NOOP("Options", 'Contra on every contract, or only on trick contracts.'),
    QT_TRANSLATE_NOOP("Options", 'Contra and recontra only, or also subcontra and mortcontra (×8, ×16).'),
    QT_TRANSLATE_NOOP("Options", 'Against spades a defender who plays must say contra.'),
    QT_TRANSLATE_NOOP("Options", 'A player who cannot follow suit must trump if he can.'),
    QT_TRANSLATE_NOOP("Options", 'A player must beat the card winning the trick if he can.'),
    QT_TRANSLATE_NOOP("Options", 'Who leads to the first trick.'),
    QT_TRANSLATE_NOOP("Options", 'In sans the defender before the declarer may lead first.'),
    QT_TRANSLATE_NOOP("Options", 'Six-in-a-row slam: any six consecutive tricks, or the first six.'),
    QT_TRANSLATE_NOOP("Options", 'Who pays the unit to each defender who took 2 tricks.'),
    QT_TRANSLATE_NOOP("Options", 'What an inviter pays the pot when the defence takes fewer than 4.'),
    QT_TRANSLATE_NOOP("Options", "An inviter whose defence takes 4 receives the dealer's unit."),
    QT_TRANSLATE_NOOP("Options", 'A concession against an invited defence: 5 to the inviter, or 3 each.'),
    QT_TRANSLATE_NOOP("Options", "Every payment is multiplied by the contract's number (1–4)."),
    QT_TRANSLATE_NOOP("Options", 'The dealer stakes 10; payments scale with the pot (pot/10).'),
    QT_TRANSLATE_NOOP("Options", "Original scoring: measure the pot after or before the dealer's 10."),
    QT_TRANSLATE_NOOP("Options", 'Original scoring: exact fractions, or rounded amounts.'),
    QT_TRANSLATE_NOOP("Options", 'Original scoring scales every payment, or only those to and from the pot.'),
    QT_TRANSLATE_NOOP("Options", 'When a payout exceeds the pot: pay what it holds, or let it go negative.'),
    QT_TRANSLATE_NOOP("Options", 'Each defender needs 2 tricks, or nobody pays if the defence takes 4.'),
    QT_TRANSLATE_NOOP("Options", "Who is paid for the invited defender's tricks."),
    QT_TRANSLATE_NOOP("Options", 'Sans counts as a trick contract for defender quotas and trick payments.'),
    QT_TRANSLATE_NOOP("Options", 'The bank is an unlimited account, or a pot that pays out what it holds.'),
    QT_TRANSLATE_NOOP("Options", "A concession scores as a failure, plus (second value) 2 tricks' payment to each playing defender."),
    QT_TRANSLATE_NOOP("Options", 'After an all-pass each player gets a refa mark that doubles his next contract.'),
    QT_TRANSLATE_NOOP("Options", 'Most unused refa marks a player may hold (0 = no limit).'),
    QT_TRANSLATE_NOOP("Options", 'A refa mark is used by every contract, or only when cards are played.'),
    QT_TRANSLATE_NOOP("Options", 'A hand contract is worth one more.'),
    QT_TRANSLATE_NOOP("Options", 'What the declarer pays the dealer when the talon cards are a pair.'),
    QT_TRANSLATE_NOOP("Options", 'Over- and undertricks are paid to each defender, or once in all.'),
    QT_TRANSLATE_NOOP("Options", 'The pot rewards a made contract once, or per trick taken.'),
    QT_TRANSLATE_NOOP("Options", 'The reward from the pot: one amount, or one per trump suit.'),
    QT_TRANSLATE_NOOP("Options", 'What a failing declarer pays into the pot (or the same as the reward).'),
    QT_TRANSLATE_NOOP("Options", 'Préférence (hand hearts) wins or costs 10 from or to each opponent.'),
    QT_TRANSLATE_NOOP("Options", 'The Préférence bonus applies to hand hearts only, or to every contract.'),
    QT_TRANSLATE_NOOP("Options", 'Who pays or receives the Préférence bonus.'),
    QT_TRANSLATE_NOOP("Options", 'A declarer who plays holding all four aces gets 10 from each opponent.'),
    QT_TRANSLATE_NOOP("Options", 'The four aces must be in the ten cards played, or anywhere in the twelve.'),
    QT_TRANSLATE_NOOP("Options", 'A declarer without an ace may announce it for 10 from or to each opponent.'),
    QT_TRANSLATE_NOOP("Options", 'In hand games the no-ace announcement judges the ten cards held, or is not allowed.'),
    QT_TRANSLATE_NOOP("Options", 'Defender conventions C1–C3: advice, off, an ethical duty, or C1 as a law.'),
    QT_TRANSLATE_NOOP("Options", "C3 'very high' means ace or king, or one of the top two cards still out."),
)
NAMES = (
    QT_TRANSLATE_NOOP("OptionNames", 'direction'),
    QT_TRANSLATE_NOOP("OptionNames", 'all pass'),
    QT_TRANSLATE_NOOP("OptionNames", 'hold'),
    QT_TRANSLATE_NOOP("OptionNames", 'raise step'),
    QT_TRANSLATE_NOOP("OptionNames", 'hand bid only before plain bid'),
    QT_TRANSLATE_NOOP("OptionNames", 'one more rule'),
    QT_TRANSLATE_NOOP("OptionNames", 'illustrated ranking'),
    QT_TRANSLATE_NOOP("OptionNames", 'illustrated form'),
    QT_TRANSLATE_NOOP("OptionNames", 'ladder'),
    QT_TRANSLATE_NOOP("OptionNames", 'talon shown'),
    QT_TRANSLATE_NOOP("OptionNames", 'widow order'),
    QT_TRANSLATE_NOOP("OptionNames", 'invitation'),
    QT_TRANSLATE_NOOP("OptionNames", 'first defender may invite'),
    QT_TRANSLATE_NOOP("OptionNames", 'concession window'),
    QT_TRANSLATE_NOOP("OptionNames", 'joint concession'),
    QT_TRANSLATE_NOOP("OptionNames", 'open defender comms'),
    QT_TRANSLATE_NOOP("OptionNames", 'contra'),
    QT_TRANSLATE_NOOP("OptionNames", 'contra on'),
    QT_TRANSLATE_NOOP("OptionNames", 'contra levels'),
    QT_TRANSLATE_NOOP("OptionNames", 'compulsory contra on spades'),
    QT_TRANSLATE_NOOP("OptionNames", 'must trump'),
    QT_TRANSLATE_NOOP("OptionNames", 'must head'),
    QT_TRANSLATE_NOOP("OptionNames", 'first lead'),
    QT_TRANSLATE_NOOP("OptionNames", 'sans first lead'),
    QT_TRANSLATE_NOOP("OptionNames", 'slam6 run'),
    QT_TRANSLATE_NOOP("OptionNames", 'dealer unit payer'),
    QT_TRANSLATE_NOOP("OptionNames", 'invite fail penalty'),
    QT_TRANSLATE_NOOP("OptionNames", 'inviter gets dealer unit'),
    QT_TRANSLATE_NOOP("OptionNames", 'concession invited'),
    QT_TRANSLATE_NOOP("OptionNames", 'multiply by contract value'),
    QT_TRANSLATE_NOOP("OptionNames", 'original scoring'),
    QT_TRANSLATE_NOOP("OptionNames", 'original multiplier basis'),
    QT_TRANSLATE_NOOP("OptionNames", 'rounding'),
    QT_TRANSLATE_NOOP("OptionNames", 'original scope'),
    QT_TRANSLATE_NOOP("OptionNames", 'pot shortfall'),
    QT_TRANSLATE_NOOP("OptionNames", 'defence quota'),
    QT_TRANSLATE_NOOP("OptionNames", 'invited trick credit'),
    QT_TRANSLATE_NOOP("OptionNames", 'sans defender payments'),
    QT_TRANSLATE_NOOP("OptionNames", 'bank model'),
    QT_TRANSLATE_NOOP("OptionNames", 'balkan concession'),
    QT_TRANSLATE_NOOP("OptionNames", 'refa'),
    QT_TRANSLATE_NOOP("OptionNames", 'refa limit'),
    QT_TRANSLATE_NOOP("OptionNames", 'refa consume'),
    QT_TRANSLATE_NOOP("OptionNames", 'hand value plus one'),
    QT_TRANSLATE_NOOP("OptionNames", 'equal talon payment'),
    QT_TRANSLATE_NOOP("OptionNames", 'overtrick payment'),
    QT_TRANSLATE_NOOP("OptionNames", 'american payout'),
    QT_TRANSLATE_NOOP("OptionNames", 'payout table'),
    QT_TRANSLATE_NOOP("OptionNames", 'failure penalty'),
    QT_TRANSLATE_NOOP("OptionNames", 'preference bonus'),
    QT_TRANSLATE_NOOP("OptionNames", 'preference bonus scope'),
    QT_TRANSLATE_NOOP("OptionNames", 'preference bonus payers'),
    QT_TRANSLATE_NOOP("OptionNames", 'four aces bonus'),
    QT_TRANSLATE_NOOP("OptionNames", 'four aces count'),
    QT_TRANSLATE_NOOP("OptionNames", 'no ace bonus'),
    QT_TRANSLATE_NOOP("OptionNames", 'no ace hand games'),
    QT_TRANSLATE_NOOP("OptionNames", 'conventions status'),
    QT_TRANSLATE_NOOP("OptionNames", 'c3 high'),
)
VALUES = (
    QT_TRANSLATE_NOOP("OptionValues", 'cw'),
    QT_TRANSLATE_NOOP("OptionValues", 'acw'),
    QT_TRANSLATE_NOOP("OptionValues", 'last player forced'),
    QT_TRANSLATE_NOOP("OptionValues", 'redeal'),
    QT_TRANSLATE_NOOP("OptionValues", 'any'),
    QT_TRANSLATE_NOOP("OptionValues", 'exactly one'),
    QT_TRANSLATE_NOOP("OptionValues", 'open exception'),
    QT_TRANSLATE_NOOP("OptionValues", 'plain'),
    QT_TRANSLATE_NOOP("OptionValues", 'open contracts'),
    QT_TRANSLATE_NOOP("OptionValues", 'six in a row'),
    QT_TRANSLATE_NOOP("OptionValues", 'standard'),
    QT_TRANSLATE_NOOP("OptionValues", 'sans7'),
    QT_TRANSLATE_NOOP("OptionValues", 'extended'),
    QT_TRANSLATE_NOOP("OptionValues", 'extended no one'),
    QT_TRANSLATE_NOOP("OptionValues", 'serbian'),
    QT_TRANSLATE_NOOP("OptionValues", 'foster'),
    QT_TRANSLATE_NOOP("OptionValues", 'uspcc'),
    QT_TRANSLATE_NOOP("OptionValues", 'after defence'),
    QT_TRANSLATE_NOOP("OptionValues", 'any time before lead'),
    QT_TRANSLATE_NOOP("OptionValues", 'table talk'),
    QT_TRANSLATE_NOOP("OptionValues", 'none'),
    QT_TRANSLATE_NOOP("OptionValues", 'full view'),
    QT_TRANSLATE_NOOP("OptionValues", 'all'),
    QT_TRANSLATE_NOOP("OptionValues", 'trick contracts'),
    QT_TRANSLATE_NOOP("OptionValues", 'declarer'),
    QT_TRANSLATE_NOOP("OptionValues", 'forehand'),
    QT_TRANSLATE_NOOP("OptionValues", 'as first lead'),
    QT_TRANSLATE_NOOP("OptionValues", 'defender before declarer'),
    QT_TRANSLATE_NOOP("OptionValues", 'any run'),
    QT_TRANSLATE_NOOP("OptionValues", 'from trick 1'),
    QT_TRANSLATE_NOOP("OptionValues", 'dealer'),
    QT_TRANSLATE_NOOP("OptionValues", 'inviter 5'),
    QT_TRANSLATE_NOOP("OptionValues", 'both 3'),
    QT_TRANSLATE_NOOP("OptionValues", 'after dealer stake'),
    QT_TRANSLATE_NOOP("OptionValues", 'before'),
    QT_TRANSLATE_NOOP("OptionValues", 'exact'),
    QT_TRANSLATE_NOOP("OptionValues", 'floor'),
    QT_TRANSLATE_NOOP("OptionValues", 'half up'),
    QT_TRANSLATE_NOOP("OptionValues", 'pot payments only'),
    QT_TRANSLATE_NOOP("OptionValues", 'pay available'),
    QT_TRANSLATE_NOOP("OptionValues", 'allow negative'),
    QT_TRANSLATE_NOOP("OptionValues", 'individual'),
    QT_TRANSLATE_NOOP("OptionValues", 'joint'),
    QT_TRANSLATE_NOOP("OptionValues", 'inviter'),
    QT_TRANSLATE_NOOP("OptionValues", 'invited'),
    QT_TRANSLATE_NOOP("OptionValues", 'nobody'),
    QT_TRANSLATE_NOOP("OptionValues", 'account'),
    QT_TRANSLATE_NOOP("OptionValues", 'pot'),
    QT_TRANSLATE_NOOP("OptionValues", 'as failure'),
    QT_TRANSLATE_NOOP("OptionValues", 'failure plus tricks k'),
    QT_TRANSLATE_NOOP("OptionValues", 'on declare'),
    QT_TRANSLATE_NOOP("OptionValues", 'on play only'),
    QT_TRANSLATE_NOOP("OptionValues", 'per defender'),
    QT_TRANSLATE_NOOP("OptionValues", 'total'),
    QT_TRANSLATE_NOOP("OptionValues", 'per contract'),
    QT_TRANSLATE_NOOP("OptionValues", 'per trick'),
    QT_TRANSLATE_NOOP("OptionValues", 'hand hearts'),
    QT_TRANSLATE_NOOP("OptionValues", 'all contracts'),
    QT_TRANSLATE_NOOP("OptionValues", 'both opponents'),
    QT_TRANSLATE_NOOP("OptionValues", 'playing defenders'),
    QT_TRANSLATE_NOOP("OptionValues", 'played hand'),
    QT_TRANSLATE_NOOP("OptionValues", 'twelve cards'),
    QT_TRANSLATE_NOOP("OptionValues", 'ten cards'),
    QT_TRANSLATE_NOOP("OptionValues", 'not allowed'),
    QT_TRANSLATE_NOOP("OptionValues", 'advisory'),
    QT_TRANSLATE_NOOP("OptionValues", 'off'),
    QT_TRANSLATE_NOOP("OptionValues", 'ethical'),
    QT_TRANSLATE_NOOP("OptionValues", 'integral c1'),
    QT_TRANSLATE_NOOP("OptionValues", 'A or K'),
    QT_TRANSLATE_NOOP("OptionValues", 'top two outstanding'),
)


def _words() -> tuple[list[str], list[str]]:
    """The option names and the word values, as shown (underscores become spaces)."""
    from prefgui.engine.options import OPTIONS

    names = [o.name.replace("_", " ") for o in OPTIONS]
    values: list[str] = []
    for o in OPTIONS:
        for v in o.values if isinstance(o.values, tuple) else ():
            shown = v.replace("_", " ") if isinstance(v, str) else ""
            if shown and shown not in values:
                values.append(shown)
    return names, values


def render() -> str:
    """This module's text, regenerated from the option table."""
    from prefgui.engine.options import OPTIONS

    here = Path(__file__).read_text(encoding="utf-8")
    head, _, rest = here.partition("MEANINGS = (\n")
    tail = rest[rest.index(")\n\n\ndef _words"):]
    names, values = _words()

    def block(title: str, context: str, texts: list[str]) -> str:
        lines = "".join(f"    QT_TRANSLATE_NOOP(\"{context}\", {t!r}),\n" for t in texts)
        return f"{title} = (\n{lines})\n"

    return (head + block("MEANINGS", "Options", [o.meaning for o in OPTIONS])
            + block("NAMES", "OptionNames", names) + block("VALUES", "OptionValues", values)
            + tail.removeprefix(")\n"))


if __name__ == "__main__":
    Path(__file__).write_text(render(), encoding="utf-8")
    sys.exit(0)
