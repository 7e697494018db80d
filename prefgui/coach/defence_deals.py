"""Deals for the defence practice: the computer declares, the player defends with a partner.

Every practice deal starts at its first card: the auction, the talon, the contract (a suit
contract the declarer is not tempted to concede) and both defenders' "defend" are already
in its history, so the defenders' conventions (RULES §7) apply to every card the player
plays. The player's leads fall under C2 when the declarer sits on his right (the declarer
plays last to them) and under C3 when the declarer sits on his left (the declarer plays
second); the deals alternate between the two. C1 needs the partner to be winning a trick
before the player plays, with a higher card in the player's hand: it depends on the play.

So each deal is chosen among candidates: a candidate is played out by quick computer
players (the rules-of-thumb level, the player's seat included) and kept when the player's
seat met a decision under C1 and one under his lead convention (:func:`situations`: some
legal card would break the convention, judged by :func:`~prefgui.engine.conventions.
check_card`). Everything is seeded: the same ``rng`` gives the same deals.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from prefgui.coach import analysis
from prefgui.engine.actions import Action, Bid, Declare, DeclareSuit, Discard, Verb
from prefgui.engine.cards import iter_cards
from prefgui.engine.contracts import Kind, declarer_target
from prefgui.engine.conventions import check_card, tracked
from prefgui.engine.errors import PrefError
from prefgui.engine.observation import Observation
from prefgui.engine.play import legal_mask
from prefgui.engine.record import record_json
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState, Phase
from prefgui.engine.vocab import Amount, Variant

__all__ = ["RULES", "DefenceDeal", "deal_for", "deal_record", "declarer_seat", "generate",
           "play_out", "practice_rules", "situations"]

RULES = ("C1", "C2", "C3")
TRIES = 100  # candidates played out for one deal at most (the best one is kept)
DEALT_LIMIT = 5000  # candidates dealt at most (most are hands a declarer might concede)
PROBES = 3  # play-outs of a candidate that must meet the situations

Chooser = Callable[[Observation, random.Random], Action]


@dataclass(frozen=True)
class DefenceDeal:
    """One practice deal at its first card.

    Attributes:
        start: the position before the first card (auction, talon and defence done).
        human: the player's seat (a defender).
        lead_rule: ``C2`` or ``C3``: the convention of the player's leads in this deal.
        probe: the conventions the trial play-out met at the player's decisions.
    """

    start: GameState
    human: int
    lead_rule: str
    probe: frozenset[str] = frozenset()


def practice_rules(rules: Rules) -> Rules:
    """The rules of the practice: the table's, for three players, with the conventions on.

    A variant without the conventions (Danube Swabian, American, the Russian game) gives
    the Austrian game; conventions switched off are played as advice.
    """
    if not rules.has_conventions or rules.variant.is_russian:
        return Rules(Variant.AUSTRIAN.value, {}, 3)
    options = dict(rules.overrides())
    if rules.opt.conventions_status == "off":
        options["conventions_status"] = "advisory"
    try:
        return Rules(rules.name, options, 3)
    except PrefError:
        return Rules(rules.name, {}, 3)


def declarer_seat(human: int, lead_rule: str) -> int:
    """The declarer's seat (of three) that puts the player's leads under ``lead_rule``."""
    return (human + (1 if lead_rule == "C3" else 2)) % 3


def situations(st: GameState, seat: int) -> frozenset[str]:
    """The conventions that bear on ``seat``'s card now: those some legal card would break.

    Empty unless ``seat`` is a defender to play in a deal where the conventions apply and has
    a choice.
    """
    if st.phase is not Phase.PLAY or st.current_player() != seat or not tracked(st):
        return frozenset()
    cards = list(iter_cards(legal_mask(st)))
    if len(cards) < 2:
        return frozenset()
    return frozenset(b.rule for c in cards for b in check_card(st, seat, c))


def play_out(start: GameState, human: int, rng: random.Random,
             choose: Chooser | None = None) -> tuple[GameState, frozenset[str]]:
    """Play ``start`` to its end with ``choose`` at every seat (the quick computer player
    by default); the final state and the conventions met at ``human``'s decisions."""
    pick = choose or analysis.quick_action
    met: set[str] = set()
    st = start
    while not st.is_terminal():
        seat = st.current_player()
        assert seat is not None
        if seat == human:
            met |= situations(st, human)
        st = st.apply(pick(st.observation(seat), rng))
    return st, frozenset(met)


def generate(rules: Rules, rng: random.Random, human: int = 0, lead_rule: str = "C2",
             start_pot: Amount = 0, tries: int = TRIES) -> DefenceDeal:
    """A practice deal under ``rules`` (three players, the conventions applying) with the
    player in ``human`` and the declarer placed for ``lead_rule``.

    Candidates are dealt from ``rng`` and played out (:data:`PROBES` times, with other
    seeds); the first whose every play-out met ``lead_rule`` and all but one at most C1 at
    the player's decisions is taken, else the one that met them most.

    Raises:
        ValueError: ``rules`` are not for three players, or the conventions do not apply.
    """
    if rules.players != 3 or not rules.conventions_apply:
        raise ValueError("the defence practice needs three players and the conventions")
    if lead_rule not in ("C2", "C3"):
        raise ValueError("the player's leads fall under C2 or C3")
    x = declarer_seat(human, lead_rule)
    best: DefenceDeal | None = None
    best_score = -1
    probed = dealt = 0
    while probed < max(1, tries) and dealt < DEALT_LIMIT:
        dealt += 1
        start = _candidate(rules, rng, x, human, start_pot)
        if start is None:
            continue
        probed += 1
        met: frozenset[str] = frozenset()
        leads = overtakes = 0
        for probe in range(PROBES):  # the situations must come up in (nearly) every play-out
            _, once = play_out(start, human, random.Random(rng.getrandbits(32)))
            met |= once
            leads += lead_rule in once
            overtakes += "C1" in once
            if leads + overtakes < 2 * (probe + 1) - 1:
                break
        score = 2 * leads + overtakes  # a lead is the rarer: it counts more
        if score > best_score:
            best, best_score = DefenceDeal(start, human, lead_rule, met), score
        if leads == PROBES and overtakes >= PROBES - 1:
            break
    if best is None:
        raise ValueError("no practice deal could be dealt under these rules")
    return best


def deal_for(rules: Rules, seed: int, number: int, human: int = 0, start_pot: Amount = 0
             ) -> DefenceDeal:
    """Deal ``number`` of the practice series ``seed``: the same every time, the player's
    leads under C2 in the odd deals and under C3 in the even ones."""
    rng = random.Random(f"defence:{seed}:{number}")
    return generate(rules, rng, human, "C2" if number % 2 else "C3", start_pot)


def deal_record(variant: str, options: dict[str, Any], seed: int, number: int, human: int
                ) -> dict[str, Any]:
    """:func:`deal_for` as a plain function of picklable arguments, for a worker process:
    the deal's record up to its first card (pot 0; the series sets its own)."""
    return record_json(deal_for(Rules(variant, options, 3), seed, number, human).start)


def _candidate(rules: Rules, rng: random.Random, x: int, human: int, start_pot: Amount
               ) -> GameState | None:
    """Deal once, the strongest hand to the declarer ``x``, the player ``human`` an ace
    over his partner's king (:func:`_overtake_layout`), and script the auction up to the first card
    (None if these rules or cards do not lead there)."""
    deck = list(range(32))
    rng.shuffle(deck)
    hands = [sum(1 << c for c in deck[i * 10:(i + 1) * 10]) for i in range(3)]
    talon = sum(1 << c for c in deck[30:])
    strongest = max(range(3), key=lambda i: _strength(hands[i] | talon))
    others = [hands[i] for i in range(3) if i != strongest]
    rng.shuffle(others)
    seats = [0, 0, 0]
    seats[x] = hands[strongest]
    partner = 3 - x - human
    seats[human], seats[partner] = others
    _overtake_layout(seats, talon, x, human, partner, rng)
    dealer = rng.randrange(3)
    try:
        st = _script(GameState.initial(rules, dealer, tuple(seats), talon, start_pot, None),
                     x)
    except (PrefError, ValueError):
        return None
    if st is None or not tracked(st) or st.declarer != x:
        return None
    ct = st.contract
    assert ct is not None
    need = declarer_target(rules.variant, ct, st.hand_game)
    if analysis.trick_estimate(st.hands[x], ct.trump) < need + 0.5:
        return None  # the computer declarer might concede it
    return st


def _overtake_layout(seats: list[int], talon: int, x: int, p: int, q: int,
                     rng: random.Random) -> None:
    """Where C1 comes up: in a side suit, ``p`` holds the ace and a low card and his partner
    ``q`` the king (cards are exchanged one for one with ``p``'s and ``q``'s other suits)."""
    trump = max(range(4), key=lambda t: analysis.trick_estimate(seats[x] | talon, t))
    s = rng.choice([t for t in range(4) if t != trump])
    base = s * 8
    ace, king = base + 7, base + 6
    low = [base + r for r in range(6)]
    _bring(seats, p, ace, s, rng)
    _bring(seats, q, king, s, rng)
    if not any(seats[p] >> c & 1 for c in low):
        spare = [c for c in low if not seats[q] >> c & 1] or low
        _bring(seats, p, rng.choice(spare), s, rng)


def _bring(seats: list[int], seat: int, card: int, suit: int, rng: random.Random) -> None:
    """Put ``card`` into ``seats[seat]`` for one of its cards outside ``suit`` (the card
    comes from another hand, which gets that card; a card in the talon stays there)."""
    bit = 1 << card
    if seats[seat] & bit:
        return
    owner = next((i for i in range(3) if seats[i] & bit), None)
    if owner is None:
        return  # in the talon: the declarer will have it
    mine = [c for c in iter_cards(seats[seat]) if c >> 3 != suit and c & 7 < 6]
    if not mine:
        return
    give = 1 << rng.choice(mine)
    seats[seat] = seats[seat] & ~give | bit
    seats[owner] = seats[owner] & ~bit | give


def _strength(hand: int) -> float:
    return max(analysis.trick_estimate(hand, t) for t in range(4))


def _script(st: GameState, x: int) -> GameState | None:
    """The declarer ``x`` bids the lowest plain bid and declares his best suit; the others
    pass and defend."""
    for _ in range(40):
        if st.phase is Phase.PLAY:
            return st
        seat = st.current_player()
        if seat is None:
            return None
        legal = [a for a in st.legal_actions() if a.seat == seat]
        st = st.apply(_scripted(st, seat, x, legal))
    return None


def _scripted(st: GameState, seat: int, x: int, legal: list[Action]) -> Action:
    verbs: dict[Verb, Action] = {a.verb: a for a in legal}
    if st.phase is Phase.AUCTION:
        if seat == x:
            bids = sorted((a for a in legal if isinstance(a, Bid) and not a.hand),
                          key=lambda a: a.number)
            if bids:
                return bids[0]
        return verbs.get(Verb.PASS, legal[0])
    if seat == x:
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            keep = _discard(st.hands[x], discards)
            return keep
        declares: list[Action] = [a for a in legal if isinstance(a, Declare | DeclareSuit)]
        if declares:
            return _declare(st, x, declares)
        return verbs.get(Verb.PASS, legal[0])
    return verbs.get(Verb.DEFEND, verbs.get(Verb.PASS, legal[0]))


def _discard(hand: int, discards: Iterable[Discard]) -> Discard:
    a, b = analysis.choose_discards(hand)
    options = list(discards)
    return next((d for d in options if {d.c1, d.c2} == {a, b}), options[0])


def _declare(st: GameState, x: int, declares: list[Action]) -> Action:
    """The suit contract the declarer's hand plays best (the lowest such, else any)."""
    options = []
    for a in declares:
        assert isinstance(a, Declare | DeclareSuit)
        ct = st.rules.ladder.get(a.number)
        if ct is not None and ct.kind is Kind.SUIT:
            options.append((analysis.trick_estimate(st.hands[x], ct.trump) - 0.01 * a.number,
                            a))
    if not options:
        return declares[0]
    return max(options, key=lambda o: o[0])[1]
