"""Help → Rules: the rules of the current variant in the player's language."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from prefgui.engine.cards import FRENCH_SYMBOLS
from prefgui.engine.rules import Rules
from prefgui.engine.vocab import Variant
from prefgui.ui.dialogs.modal import run_modal
from prefgui.ui.words.russian_rules import russian_rules_html
from prefgui.ui.words.texts import french_rank, suit_name, tr


def rank_names(pack: str) -> str:
    """The eight ranks, high to low, as the pack names them: 'A K Q J 10 9 8 7' for a
    French pack, 'Ace King Ober Unter X IX VIII VII' for a German or Hungarian one."""
    if pack == "french":
        return " ".join(french_rank(r) for r in range(7, -1, -1))
    return " ".join((tr("Ace"), tr("King"), tr("Ober"), tr("Unter"), "X", "IX", "VIII", "VII"))


def with_pack_suits(html: str, pack: str) -> str:
    """``html`` with the French suit symbols replaced by the pack's suit names."""
    if pack == "french":
        return html
    for suit, symbol in enumerate(FRENCH_SYMBOLS):
        html = html.replace(symbol, suit_name(suit, pack))
    return html


def rules_html(rules: Rules, pack: str = "french") -> str:
    """A short, complete summary of the variant the table plays, in the words of ``pack``
    (its suit names and ranks); the Russian game's is written from its options in force."""
    if rules.is_russian:
        return with_pack_suits(russian_rules_html(rules, rank_names(pack)), pack)
    common = tr(
        "<p>Three players, 32 cards ({ranks} in each suit), ten cards each and two "
        "in the talon. The auction decides who plays alone against the other two, and "
        "which suit is trumps. Follow suit if you can; otherwise you must trump if you can. "
        "The highest trump wins the trick, else the highest card of the suit led.</p>"
    ).format(ranks=rank_names(pack))
    by_variant = {
        Variant.AUSTRIAN: tr(
            "<h3>Austrian Préférence</h3><p>Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played "
            "without the talon) outranks every plain bid; hand hearts is the "
            "<i>Préférence</i>. An earlier seat may hold the current bid. If the first two "
            "pass, the dealer must bid. The declarer takes the talon, discards two cards and "
            "names trumps at least as high as his bid. Each defender then defends (needs 2 "
            "tricks) or drops out.</p><p>Made (6 tricks): the pot pays 10. Failed: the "
            "declarer pays 20 into the pot. A defender with fewer than 2 tricks pays 10 into "
            "the pot; one with 2 or more receives 1 from the dealer. The declarer may "
            "concede before the first card: 3 to each defender (5 to a lone one).</p>"),
        Variant.ILLUSTRATED: tr(
            "<h3>Illustrated Préférence</h3><p>The Austrian game plus misère (5: take no "
            "trick), slam (6: take all ten), open misère (7) and open slam (8), all without "
            "trumps; the open contracts are played with the declarer's cards face up. Each "
            "defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled for a hand "
            "game, and receives as much if he fails. Misère ends at the declarer's first "
            "trick, slam at his first lost trick.</p>"),
        Variant.BALKAN: tr(
            "<h3>Western Balkan / Hungarian Preferánsz</h3><p>Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 "
            "misère, 7 slam; the talon is shown. The base value B is the contract's number, "
            "+1 for hand, doubled by contra, recontra and refa. Made: the bank pays 20·B; "
            "failed: the declarer pays 20·B. In suit contracts a defender with fewer than 2 "
            "tricks pays 10·B, and the declarer pays each defender 2·B for every trick he "
            "took. A defender who dropped out may be invited by the other: the defence then "
            "needs 4 tricks.</p>"),
        Variant.SWABIAN: tr(
            "<h3>Danube Swabian Preferánsz</h3><p>As the Western Balkan game, but both "
            "defenders always play. The declarer needs 6 tricks, 7 with spades, one more in "
            "a hand game. Each defender pays him the contract's number, plus one per "
            "overtrick; if he fails he pays each defender as much, plus one per undertrick. "
            "Equal talon cards cost the declarer 2 to the dealer.</p>"),
        Variant.AMERICAN: tr(
            "<h3>American Preference</h3><p>Each player once names a trump suit higher than "
            "any named before (♠ &lt; ♣ &lt; ♦ &lt; ♥) or passes; the highest suit wins and is "
            "played without the widow. If all pass, each may offer an amount for the right to take "
            "the widow and name trumps. No obligation to trump. Six tricks win the reward "
            "from the pot; failing costs the penalty.</p>"),
    }
    conventions = tr(
        "<h3>Defender conventions</h3><p><b>C1</b>: do not overtake a trick your partner is "
        "already winning without need. <b>C2</b>: when the declarer plays last to your lead, "
        "lead the highest card you hold in the suit. <b>C3</b>: when the declarer plays "
        "second, lead an ace or king, or your lowest card of the suit.</p>")
    extra = conventions if rules.has_conventions else ""
    # The basics first, then what this variant adds, so that a new player reads them in order.
    return common + with_pack_suits(by_variant[rules.variant], pack) + extra


def show_rules(parent: QWidget, rules: Rules, pack: str = "french") -> None:
    dlg = QDialog(parent)
    dlg.setWindowTitle(tr("Rules"))
    lay = QVBoxLayout(dlg)
    text = QTextBrowser()
    text.setHtml(rules_html(rules, pack))
    text.setMinimumSize(560, 420)
    lay.addWidget(text)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dlg.reject)
    lay.addWidget(buttons)
    run_modal(dlg)
