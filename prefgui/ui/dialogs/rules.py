"""Help → Rules: the rules of the current variant in the player's language."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from prefgui.engine.cards import FRENCH_SYMBOLS
from prefgui.engine.contracts import Kind
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
    """A short, complete summary of the rules the table plays, written from ``rules`` (the
    variant, the number of players and every option in force) in the words of ``pack``
    (its suit names and ranks); the Russian game's has a module of its own."""
    if rules.is_russian:
        return with_pack_suits(russian_rules_html(rules, rank_names(pack)), pack)
    by_variant = {
        Variant.AUSTRIAN: _austrian, Variant.ILLUSTRATED: _illustrated,
        Variant.BALKAN: _balkan, Variant.SWABIAN: _swabian, Variant.AMERICAN: _american,
    }
    # The basics first, then what this variant adds, so that a new player reads them in order.
    html = _common(rules, pack) + by_variant[rules.variant](rules) + _conventions(rules)
    return with_pack_suits(html, pack)


def _paragraph(*sentences: str) -> str:
    return "<p>" + " ".join(s for s in sentences if s) + "</p>"


def _common(rules: Rules, pack: str) -> str:
    """The pack, the deal and the play: the number at the table, ``must_trump`` and
    ``must_head`` as the table has them."""
    ranks = rank_names(pack)
    if rules.players == 4:
        table = tr("Four at the table: the dealer of each deal sits out, and the other three "
                   "get ten cards each from 32 ({ranks} in each suit); two go to the "
                   "talon.").format(ranks=ranks)
    else:
        table = tr("Three players, 32 cards ({ranks} in each suit), ten cards each and two "
                   "in the talon.").format(ranks=ranks)
    auction = tr("The auction decides who plays alone against the other two, and which "
                 "suit is trumps.")
    if rules.must_trump:
        follow = tr("Follow suit if you can; otherwise you must trump if you can.")
    else:
        follow = tr("Follow suit if you can; otherwise you may play any card: you never "
                    "have to trump.")
    head = tr("You must also beat the card winning the trick whenever you can.") \
        if rules.must_head else ""
    wins = tr("The highest trump wins the trick, else the highest card of the suit led.")
    return _paragraph(table, auction, follow, head, wins)


def _all_pass(rules: Rules) -> str:
    """What happens when everybody passes (option ``all_pass``; four players: the last
    to speak is the player before the dealer, who sits out)."""
    if rules.opt.all_pass == "last_player_forced":
        if rules.players == 4:
            return tr("If the first two pass, the third player must bid (the dealer sits "
                      "out).")
        return tr("If the first two pass, the dealer must bid.")
    return tr("If everybody passes, the cards are dealt again.")


def _austrian(rules: Rules) -> str:
    o = rules.opt
    parts = [
        tr("<h3>Austrian Préférence</h3>"),
        tr("Bids 1 ♣, 2 ♠, 3 ♦, 4 ♥; every hand bid (played without the talon) outranks "
           "every plain bid; hand hearts is the <i>Préférence</i>."),
        tr("An earlier seat may hold the current bid.") if o.hold else tr(
            "Every bid must be higher than the one before."),
        _all_pass(rules),
        tr("The declarer takes the talon, discards two cards and names trumps at least as "
           "high as his bid."),
        tr("He shows the talon to the defenders first.") if o.talon_shown else "",
        tr("Each defender then defends (needs 2 tricks) or drops out."),
        tr("If the first drops out, the second may invite him back: the defence then needs "
           "4 tricks together.") if o.invitation else "",
    ]
    scoring = [
        tr("Made (6 tricks): the pot pays 10. Failed: the declarer pays 20 into the pot. A "
           "defender with fewer than 2 tricks pays 10 into the pot; one with 2 or more "
           "receives 1 from the dealer. The declarer may concede before the first card: 3 "
           "to each defender (5 to a lone one)."),
        tr("Every payment is multiplied by the contract's number (1 to 4).")
        if o.multiply_by_contract_value else "",
    ]
    return parts[0] + _paragraph(*parts[1:]) + _paragraph(*scoring)


def _illustrated(rules: Rules) -> str:
    o = rules.opt
    if o.illustrated_form == "six_in_a_row":
        added = tr("The Austrian game plus misère (5: take no trick) and slam (6), both "
                   "without trumps.")
        slam = tr("The slam is made by winning six tricks in a row anywhere in the deal.") \
            if o.slam6_run == "any_run" else tr(
            "The slam is made by winning the first six tricks.")
        pays = tr("Each defender pays the declarer 10 or 20 if he makes it, doubled for a "
                  "hand game, and receives as much if he fails. Misère ends at the "
                  "declarer's first trick.")
    else:
        added = tr("The Austrian game plus misère (5: take no trick), slam (6: take all "
                   "ten), open misère (7) and open slam (8), all without trumps; the open "
                   "contracts are played with the declarer's cards face up.")
        slam = ""
        pays = tr("Each defender pays the declarer 10, 20, 30 or 40 if he makes it, doubled "
                  "for a hand game, and receives as much if he fails. Misère ends at the "
                  "declarer's first trick, slam at his first lost trick.")
    joint = tr("In misère and slam the two defenders together may concede the contract "
               "without play.") if o.joint_concession else ""
    return (tr("<h3>Illustrated Préférence</h3>")
            + _paragraph(tr("Contracts 1 to 4 are played as in the Austrian game."),
                         _all_pass(rules))
            + _paragraph(added, slam, pays, joint))


def _ladder(rules: Rules) -> str:
    """The Balkan contracts as the ladder in force has them."""
    return {
        "standard": tr("Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 slam."),
        "sans7": tr("Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps)."),
        "extended": tr("Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps), 8 the "
                       "one-trick game (exactly one trick), 9 slam."),
        "extended_no_one": tr("Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 misère, 7 sans (no trumps), 8 "
                              "slam."),
        "serbian": tr("Bids 2 ♠, 3 ♦, 4 ♥, 5 ♣, 6 betl (misère), 7 sans (no trumps), 8 "
                      "preferans (slam)."),
    }[str(rules.opt.ladder or "standard")]  # the Danube Swabian game: the standard ladder


def _contra(rules: Rules) -> str:
    """What contra does at this table ('' without contra)."""
    o = rules.opt
    if not o.contra:
        return ""
    if rules.variant is Variant.SWABIAN:
        return tr("Each defender may say contra before the play, and the declarer may "
                  "answer with recontra: each doubles what is paid between them.")
    if o.contra_levels == 4:
        levels = tr("Contra, recontra, subcontra and mortcontra each double the base value.")
    else:
        levels = tr("Contra and recontra each double the base value.")
    scope = tr("Contra is allowed only in suit and sans contracts.") \
        if o.contra_on == "trick_contracts" else ""
    spades = tr("Against spades a defender who plays must say contra.") \
        if o.compulsory_contra_on_spades else ""
    return " ".join(x for x in (levels, tr(
        "A defender may say contra instead of defending: his partner then plays with him, "
        "and together they need 5 tricks."), scope, spades) if x)


def _balkan(rules: Rules) -> str:
    o = rules.opt
    has_sans = any(ct.kind is Kind.SANS for ct in rules.ladder.values())
    tricks = tr("In suit and sans contracts") if o.sans_defender_payments and has_sans \
        else tr("In suit contracts")
    quota = tr("{contracts} a defender with fewer than 2 tricks pays 10·B, and the "
               "declarer pays each defender 2·B for every trick he took.").format(
        contracts=tricks)
    joint = tr("Two defenders who take 4 tricks together pay nothing.") \
        if o.defence_quota == "joint" else ""
    refa = ""
    if o.refa:
        limit = o.refa_limit or 0
        refa = tr("When everybody passes, each player gets a refa mark; a declarer who holds "
                  "one doubles the base value and uses the mark up.")
        if limit and o.refa_limit_scope == "marks_per_player":
            refa += " " + tr("Nobody holds more than {n} unused marks.").format(n=limit)
        elif limit:
            refa += " " + tr("A session gives at most {n} rounds of refa marks.").format(
                n=limit)
    lead = tr("The declarer leads to the first trick.") if o.first_lead == "declarer" \
        else tr("The forehand leads to the first trick.")
    return (tr("<h3>Western Balkan / Hungarian Preferánsz</h3>")
            + _paragraph(_ladder(rules), tr("The talon is shown to everybody.")
                         if o.talon_shown else tr("The talon is not shown."),
                         _all_pass(rules), lead)
            + _paragraph(tr("The base value B is the contract's number, +1 for hand."),
                         _contra(rules), refa,
                         tr("Made: the bank pays 20·B; failed: the declarer pays 20·B."),
                         quota, joint,
                         tr("A defender who dropped out may be invited by the other: the "
                            "defence then needs 4 tricks.") if o.invitation else ""))


def _swabian(rules: Rules) -> str:
    o = rules.opt
    plus = tr("A hand contract is worth one more.") if o.hand_value_plus_one else ""
    pair = tr("Equal talon cards cost the declarer {n} to the dealer.").format(
        n=o.equal_talon_payment) if o.equal_talon_payment else ""
    return (tr("<h3>Danube Swabian Preferánsz</h3>")
            + _paragraph(_ladder(rules), tr("Both defenders always play."), _all_pass(rules))
            + _paragraph(tr("The declarer needs 6 tricks, 7 with spades, one more in a hand "
                            "game. Each defender pays him the contract's number, plus one per "
                            "overtrick; if he fails he pays each defender as much, plus one "
                            "per undertrick."), plus, _contra(rules), pair))


def _american(rules: Rules) -> str:
    return (tr("<h3>American Preference</h3>") + _paragraph(tr(
        "Each player once names a trump suit higher than any named before (♠ &lt; ♣ &lt; "
        "♦ &lt; ♥) or passes; the highest suit wins and is played without the widow. If "
        "all pass, each may offer an amount for the right to take the widow and name "
        "trumps. Six tricks win the reward from the pot; failing costs the penalty.")))


def _conventions(rules: Rules) -> str:
    """The defenders' conventions with their qualifiers ("needlessly"; C3's "very high" as
    ``c3_high`` has it) and the status they have at this table ('' where they are off)."""
    if not rules.conventions_apply:
        return ""
    o = rules.opt
    c3 = tr("<b>C3</b>: when the declarer plays second, lead one of the two highest cards "
            "still out, or your lowest card of the suit.") \
        if o.c3_high == "top_two_outstanding" else tr(
        "<b>C3</b>: when the declarer plays second, lead an ace or a king, or your lowest "
        "card of the suit.")
    status = {
        "advisory": tr("They are advice: the coach points out a breach, and nobody pays "
                       "for one."),
        "ethical": tr("They are a duty of fair play: a breach is noted on the sheet, and "
                      "the customary compensation to the partner is shown with the deal.")
        if not o.c1_compensation else tr(
            "They are a duty of fair play: a breach is noted on the sheet, and a trick "
            "taken from the partner against C1 costs the customary compensation."),
        "integral_c1": tr("C1 is a law of the game: you may not take a trick your partner "
                          "is winning once the declarer has played to it."),
    }.get(str(o.conventions_status), "")
    return (tr("<h3>Defender conventions</h3>") + _paragraph(
        tr("<b>C1</b>: do not needlessly overtake a trick your partner is already winning."),
        tr("<b>C2</b>: when the declarer plays last to your lead, lead the highest card you "
           "hold in the suit."), c3, status))


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
