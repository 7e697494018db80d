"""Property tests of the Russian state machines (RULES §13.4–§13.14).

Random legal deals — Sochi, Leningrad, Rostov; three and four players; random mixes of
the §13.15 options; random ``start`` sheets with raspasy series and nearly full pools —
are walked by the engine and by an independent referee of §13 (``referee``) side by side:

- every reachable state that is not over has a legal action, the engine's legal actions
  are exactly the referee's (auction with misère, exit level and "здесь" for each
  ``hold``; exchange; declaration; the whist machine of both flows; play with the raspasy
  talon leads), and every legal action applies;
- auction invariants stated directly: misère only as a first call, a pass is final, no
  trick bid below the exit level, "here" only with two bidders left;
- observation hiding in every phase: no card of another seat is seen except the talon
  when shown, the hands §13.7.3 exposes (exactly those, never the declarer's), raspasy
  talon cards once turned, and every hand once the deal is over; others' discards never;
- a finished deal: the result equals the referee's, Σ delta = 0 exactly, end = start +
  sheet, the ten tricks are accounted for, and record → ``load_any`` gives the same
  result; an unfinished deal's result too.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from prefgui.engine.actions import Discard, HiddenDiscard, Play, RussianAction
from prefgui.engine.cards import card_str
from prefgui.engine.record import load_any, result_any
from prefgui.engine.russian.record import record_json
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Phase

from .builder import hand_text
from .referee import CHOICES, DEFAULTS, MIS, SYSTEMS, Referee, canon, level

SETTINGS = settings(max_examples=100, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@st.composite
def deals(draw: st.DrawFn) -> dict[str, Any]:
    """A record header: system, players, dealer, options, hands, talon, start."""
    variant = draw(st.sampled_from(SYSTEMS))
    n = draw(st.sampled_from([3, 4]))
    dealer = draw(st.integers(0, n - 1))
    options: dict[str, object] = {}
    for name, values in CHOICES.items():
        if draw(st.integers(0, 3)) == 0:
            options[name] = draw(st.sampled_from(values))
    o = {**DEFAULTS[variant], **options}
    size = o["pool_size"]
    assert isinstance(size, int)
    near = draw(st.booleans())
    low = max(0, size - 3) if near else 0
    pool = [draw(st.integers(low, size if o["pool_cap"] else size + 3)) for _ in range(n)]
    series = draw(st.sampled_from([0, 0, 1, 2, 3, 7]))
    start: dict[str, Any] = {
        "pool": pool,
        "mountain": [draw(st.integers(-30, 150)) for _ in range(n)],
        "whists": [[0 if i == j else draw(st.integers(0, 80)) for j in range(n)]
                   for i in range(n)],
        "raspasy_series": series,
    }
    rng = random.Random(draw(st.integers(0, 2**32)))
    cards = list(range(32))
    rng.shuffle(cards)
    hands = []
    for s in range(n):
        if n == 4 and s == dealer:
            hands.append("")
        else:
            hands.append(hand_text(cards[:10]))
            cards = cards[10:]
    obj: dict[str, Any] = {
        "format": "prefgui.deal/1", "variant": variant, "options": options, "players": n,
        "dealer": dealer, "hands": hands, "talon": " ".join(card_str(c) for c in cards),
        "actions": [], "start": start}
    ref = Referee(obj)
    while ref.finished(pool, series):   # a pulka that is over cannot be played on
        top = max(range(n), key=lambda i: pool[i])
        pool[top] -= 1
    return obj


class Policy:
    """Random legal choices, weighted per deal so that every kind of deal comes up: how
    often a player passes in the auction, and whom the cards favour in play (the
    declarer, the defence, or nobody)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.passing = rng.choice([0.3, 0.6, 0.85])
        self.favour = rng.choice(["declarer", "defence", "none"])

    def choose(self, state: RussianState, legal: list[RussianAction]) -> RussianAction:
        rng, ph = self.rng, state.phase
        texts = [str(a) for a in legal]
        if ph is Phase.AUCTION:
            here = [a for a, t in zip(legal, texts, strict=True) if t.endswith(" here")]
            if here and rng.random() < 0.5:
                return here[0]
            if rng.random() < self.passing:
                return legal[0]                                  # pass
            mis = [a for a, t in zip(legal, texts, strict=True) if t.endswith(MIS)]
            if mis and rng.random() < 0.15:
                return mis[0]
            bids = [a for a, t in zip(legal, texts, strict=True) if " bid " in t
                    and not t.endswith(MIS)]
            return bids[min(len(bids) - 1, int(rng.expovariate(0.4)))] if bids else legal[0]
        if ph is Phase.DECLARE and rng.random() < 0.85:
            return legal[0]
        if ph is Phase.EXCHANGE and texts[-1].endswith("without-three") and rng.random() < 0.2:
            return legal[-1]
        if ph is Phase.PLAY and self.favour != "none" and state.declarer is not None \
                and rng.random() < 0.8:
            high = (state.turn == state.declarer) == (self.favour == "declarer")
            if state.contract == 15:
                high = not high
            cards = sorted(legal, key=lambda a: a.card & 7 if isinstance(a, Play) else 0)
            return cards[-1] if high else cards[0]
        return rng.choice(legal)


def visible_talon(state: RussianState, seat: int) -> tuple[int, ...]:
    """The talon cards ``seat`` sees (§13.5, §13.7.5)."""
    o = state.rules.opt
    if state.phase is Phase.AUCTION:
        return ()
    if state.declarer is not None:
        return state.talon_cards if seat == state.declarer or o.talon_shown else ()
    if o.raspasy_talon != "lead_two":
        return ()
    return state.talon_cards[:min(2, state.tricks_done + 1)]


def expected_exposed(state: RussianState, seat: int) -> dict[int, int]:
    """The hands besides his own ``seat`` sees, by §13.7.3 (and every hand when over)."""
    n = state.rules.players
    if state.phase is Phase.DONE:
        return {s: state.hands[s] for s in range(n) if s != seat and state.hands[s]}
    if state.phase is not Phase.PLAY or state.declarer is None:
        return {}
    o = state.rules.opt
    started = state.tricks_done > 0 or bool(state.trick)
    contract = str(state.history[[i for i, a in enumerate(state.history)
                                  if str(a).split()[1] == "declare"][-1]]).split()[2]
    shown: bool
    if contract == MIS:
        shown = started or o.misere_exposure == "before_first_lead"
    elif contract.startswith("10") and o.ten == "checked":
        shown = True
    elif state.style is not None and state.style.value == "open":
        # after_first_card waits only for the declarer's opening card (rules-decisions.md)
        first = state.priority[0] if o.first_lead == "forehand" else state.defenders()[0]
        shown = started or first != state.declarer or o.open_whist_exposure \
            == "before_first_lead"
    else:
        shown = False
    if not shown:
        return {}
    return {s: state.hands[s] for s in state.defenders() if s != seat and state.hands[s]}


def cards_in(x: object) -> set[int]:
    """Every card number an observation field names."""
    if isinstance(x, Play):
        return {x.card}
    if isinstance(x, Discard):
        return {x.c1, x.c2}
    return set()


def check_observations(state: RussianState, played: set[int], discards: dict[int, int]) -> None:
    n = state.rules.players
    for seat in range(n):
        obs = state.observation(seat)
        talon = visible_talon(state, seat)
        assert obs.talon == talon, (seat, obs.talon, talon)
        exposed = expected_exposed(state, seat)
        assert {s: h for s, h in obs.exposed if h} == exposed
        if state.declarer is not None and seat != state.declarer:
            assert state.declarer not in exposed or state.phase is Phase.DONE
        allowed = set(played) | set(talon)
        allowed |= {c for c in range(32) if state.hands[seat] >> c & 1}
        allowed |= {c for c in range(32) if discards.get(seat, 0) >> c & 1}
        for h in exposed.values():
            allowed |= {c for c in range(32) if h >> c & 1}
        seen = {c for c in range(32) if obs.hand >> c & 1}
        for _, h in obs.exposed:
            seen |= {c for c in range(32) if h >> c & 1}
        seen |= set(obs.talon) | set(obs.trick) | {c for _, c in obs.last_trick}
        if obs.talon_lead is not None:
            seen.add(obs.talon_lead)
        if obs.discards is not None:
            seen |= {c for c in range(32) if obs.discards >> c & 1}
        for a in (*obs.history, *obs.legal):
            seen |= cards_in(a)
            if isinstance(a, Discard):
                assert a.seat == seat, "another seat's discard is hidden"
            if isinstance(a, HiddenDiscard):
                assert a.seat != seat
        assert seen <= allowed, (seat, state.phase, sorted(seen - allowed))
        assert obs.hand == state.hands[seat]


def auction_invariants(state: RussianState, legal: list[str], seats_passed: set[int],
                       spoken: set[int]) -> None:
    p = state.turn
    assert f"{p} pass" in legal
    assert p not in seats_passed, "a pass is final"
    if f"{p} bid {MIS}" in legal:
        assert p not in spoken, "misère only as the first call"
        assert state.high is None or state.high < 15
    o = state.rules.opt
    if state.series > 0:
        ex = o.raspasy_exit
        assert isinstance(ex, tuple)
        floor = ex[min(state.series - 1, len(ex) - 1)]
        assert all(level(t.split()[2]) >= floor for t in legal
                   if " bid " in t and not t.endswith(MIS))
        if not o.misere_allowed_after_raspasy:
            assert f"{p} bid {MIS}" not in legal
    if f"{p} here" in legal:
        assert o.hold != "none" and len(state.active) == 2 and state.holder in state.active
        if o.hold == "through_passer":
            assert state.high != 0


def walk(obj: dict[str, Any], seed: int) -> None:
    """Play a random deal from the header ``obj`` checking everything on the way."""
    rng = random.Random(f"{seed} {obj['hands']}")
    policy = Policy(rng)
    state = load_any(obj)
    assert isinstance(state, RussianState)
    ref = Referee(obj)
    played: set[int] = set()
    discards: dict[int, int] = {}
    passed: set[int] = set()
    spoken: set[int] = set()
    cut = rng.randrange(60)
    steps = 0
    while not state.is_terminal():
        legal = list(state.legal_actions())
        assert legal, "a state that is not over has a legal action"
        texts = [canon(str(a)) for a in legal]
        turn, ref_legal = ref.legal()
        assert state.current_player() == turn
        assert set(texts) == ref_legal, (state.phase, sorted(set(texts) ^ ref_legal))
        assert len(set(texts)) == len(texts)
        if state.phase is Phase.AUCTION:
            auction_invariants(state, texts, passed, spoken)
        for a in legal:
            state.apply(a)                        # every legal action applies
        check_observations(state, played, discards)
        if steps == cut:
            res = result_any(state)
            want = ref.result()
            assert sorted(canon(t) for t in res.pop("legal")) == want.pop("legal")
            assert res == want
            assert set(res["delta"].values()) == {0}
            assert {k: res["end"][k] for k in ("pool", "mountain", "whists")} == \
                {k: obj["start"][k] for k in ("pool", "mountain", "whists")}
        a = policy.choose(state, legal)
        if state.phase is Phase.AUCTION:
            spoken.add(a.seat)
            if str(a).endswith(" pass"):
                passed.add(a.seat)
        if isinstance(a, Play):
            played.add(a.card)
        if isinstance(a, Discard):
            discards[a.seat] = a.mask
        state = state.apply(a)
        ref.apply(str(a))
        steps += 1
    assert ref.legal() == (None, set())
    check_observations(state, played, discards)
    finished(obj, state, ref)


def finished(obj: dict[str, Any], state: RussianState, ref: Referee) -> None:
    res = result_any(state)
    assert res == ref.result()
    n = obj["players"]
    assert sum(Fraction(res["delta"][str(i)]) for i in range(n)) == 0
    start = obj["start"]
    for key in ("pool", "mountain"):
        assert res["end"][key] == [start[key][i] + res["sheet"][key][i] for i in range(n)]
    assert res["end"]["whists"] == [[start["whists"][i][j] + res["sheet"]["whists"][i][j]
                                     for j in range(n)] for i in range(n)]
    if "settlement" in res["end"]:
        assert sum(Fraction(v) for v in res["end"]["settlement"].values()) == 0
    tricks = res["tricks"]
    if res["outcome"] in ("made", "failed", "raspasy"):
        assert sum(t for t in tricks if t is not None) + res.get("talon_tricks_unowned", 0) \
            == 10
        if n == 4 and res["outcome"] != "raspasy":
            assert tricks[obj["dealer"]] is None
    else:
        assert tricks == [None] * n
    again = record_json(state)
    assert result_any(load_any(again)) == res
    assert again["actions"] == [str(a) for a in state.history]


@SETTINGS
@given(deals(), st.integers(0, 2**32))
def test_random_deals_follow_the_rules(obj: dict[str, Any], seed: int) -> None:
    walk(obj, seed)


@settings(max_examples=30, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(deals(), st.integers(0, 2**32), st.sampled_from(["none", "through_passer",
                                                         "seniority"]))
def test_auctions_for_every_hold(obj: dict[str, Any], seed: int, hold: str) -> None:
    """Auctions only, with each ``hold``: engine and referee agree call by call."""
    obj["options"]["hold"] = hold
    policy = Policy(random.Random(f"{seed} {obj['hands']}"))
    state = load_any(obj)
    assert isinstance(state, RussianState)
    ref = Referee(obj)
    while state.phase is Phase.AUCTION:
        texts = sorted(canon(str(a)) for a in state.legal_actions())
        assert set(texts) == ref.legal()[1]
        a = policy.choose(state, list(state.legal_actions()))
        state = state.apply(a)
        ref.apply(str(a))
    assert state.declarer == ref.declarer


def test_the_option_table_has_the_defaults_of_13_15() -> None:
    from prefgui.engine.rules import Rules
    for variant, row in DEFAULTS.items():
        opts = Rules(variant).options
        assert set(opts) == set(row)
        for name, value in row.items():
            got = opts[name]
            assert (list(got) if isinstance(got, tuple) else got) == value, (variant, name)
