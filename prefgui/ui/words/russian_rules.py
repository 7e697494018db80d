"""Help → Rules for the Russian game (RULES §13), written from the rules in force: the
system's name, three or four at the table, and every figure and agreement the options set
(pool size, rates, half-whist, Stalingrad, the ten, raspasy, the end and the settlement)."""

from __future__ import annotations

from prefgui.engine.options import OPTIONS
from prefgui.engine.rules import Rules
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr

AGREEMENTS = ("hold", "misere_first_call_only", "without_three", "ten", "half_whist_levels",
              "half_whist_flow", "stalingrad", "lone_whister", "consolation_to",
              "open_whist_exposure", "misere_exposure", "raspasy_talon",
              "raspasy_progression", "raspasy_exit", "raspasy_recording", "raspasy_amnesty",
              "pool_cap", "help", "pool_weight")
"""The options the summary lists by name at its end, in this order."""


def _rate(rate: object) -> str:
    """A rate in contract prices, in words."""
    if rate == 2:
        return tr("twice the contract's price")
    if rate == 0:
        return tr("nothing")
    return tr("the contract's price")


def russian_rules_html(rules: Rules, ranks: str) -> str:
    """The Russian game as the table plays it (``ranks``: the pack's ranks, high to low)."""
    o = rules.opt
    parts = [f"<h3>{texts.variant_name(rules.variant.value)}</h3>"]
    parts.append(tr(
        "<p>32 cards ({ranks} in each suit); each of the three active players gets ten "
        "cards and two go to the talon. Follow suit if you can, otherwise trump if you can. "
        "The game is kept on the pulka: each player's pool, his mountain and the whists he "
        "writes on each of the others.</p>").format(ranks=ranks))
    if rules.players == 4:
        parts.append(tr("<p>Four at the table: the dealer of each deal sits out and gets no "
                        "cards, but stays on the pulka.</p>"))
    parts.append(tr(
        "<p><b>Auction.</b> Bids climb from six ♠ to ten no trumps (♠, ♣, ♦, ♥, no trumps "
        "at each level); misère ranks between eight no trumps and nine ♠. The winner takes "
        "the talon, discards two cards and names a contract not lower than his bid; he "
        "must take as many tricks as its level.</p>"))
    whists = [tr(
        "<p><b>Whists.</b> Each defender says whist or pass. Together the whisters must "
        "take 4 tricks against a six, 2 against a seven and 1 against eight or more; a "
        "whister whose defence falls short pays on the mountain. A lone whister plays open "
        "(both defenders' cards face up, he plays both hands) or closed.")]
    if o.ten == "checked":
        whists.append(tr("A ten is checked: played open, and nobody whists."))
    if o.stalingrad:
        whists.append(tr("Stalingrad: against six ♠ both defenders must whist."))
    whists.append(tr("A misère is not whisted: its catchers lay their cards down and try "
                     "to give the declarer a trick."))
    parts.append(" ".join(whists) + "</p>")
    parts.append(tr(
        "<p><b>The pulka.</b> A made contract writes its price into the declarer's pool: "
        "2 for a six, 4 for a seven, 6, 8 and 10 for a ten, 10 for a misère. Each "
        "undertrick costs him {fail} on the mountain, and each whister writes {whist} on "
        "him for every trick of his. A misère costs {misere} on the mountain for every "
        "trick taken. Pools are played to {size}.</p>").format(
            fail=_rate(o.fail_rate), whist=_rate(o.whist_rate), misere=o.misere_fail,
            size=o.pool_size))
    recording = (tr("tricks are written on the mountain, and a player without a trick "
                    "writes into his pool") if o.raspasy_recording == "mountain" else
                 tr("the player with fewest tricks writes {n} whists a trick on the others")
                 .format(n=o.raspasy_whists))
    parts.append(tr(
        "<p><b>Raspasy.</b> If everybody passes, the deal is played for fewest tricks: "
        "{recording}. A trick costs {progression} in consecutive all-pass deals.</p>").format(
            recording=recording,
            progression=texts.option_value(o.raspasy_progression, "raspasy_progression")))
    if o.end_condition == "time":
        end = tr("The pulka ends when the players agree.")
    elif o.pool_cap:
        end = tr("The pulka ends when every pool has reached {size}.").format(size=o.pool_size)
    else:
        size = o.pool_size if isinstance(o.pool_size, int) else 0
        end = tr("The pulka ends when the pools together hold {total} points.").format(
            total=size * rules.players)
    parts.append(tr(
        "<p><b>The end.</b> {end} At the settlement a mountain point is worth 10 whists "
        "against the average of all mountains (a pool point as much the other way), and "
        "the whists two players wrote on each other are set off: what is left is each "
        "player's result in whists.</p>").format(end=end))
    items = []
    by_name = {s.name: s for s in OPTIONS}
    for name in AGREEMENTS:
        if name in by_name and name in rules.options:
            items.append(f"<li>{texts.option_title(name)}: "
                         f"{texts.option_value(rules.options[name], name)}</li>")
    parts.append("<p><b>" + tr("Agreed at this table") + "</b></p><ul>" + "".join(items)
                 + "</ul>")
    return "".join(parts)
