"""The customary compensation for a C1 breach (RULES §7.6) under the ethical status."""

from __future__ import annotations

from typing import Any

from prefgui.engine.record import load, parse_record, replay, result_json
from prefgui.engine.scoring import compensations_of
from prefgui.engine.scoring.compensation import Compensation

# Seat 1 overtook his partner's (seat 0's) JH with AH against C1 and kept the trick: seat 0
# ends with 1 trick (pays 10 into the pot) where the stolen trick would have given him 2
# and the dealer's unit: the compensation is 10 + 1 = 11, RULES §7.6's own example.
DEAL: dict[str, Any] = {
    "format": "prefgui.deal/1", "variant": "austrian", "players": 3, "dealer": 2,
    "hands": ["QS JS TS 7S JC AD TD 9D JH TH", "AS 8S TC 8C 7C QD 7D AH 8H 7H",
              "KS KC QC 9C KD JD 8D KH QH 9H"], "talon": "9S AC",
    "actions": ["0 bid 3", "1 bid 3 hand", "2 bid 4 hand", "0 pass", "1 pass", "2 declare 4",
                "0 defend", "1 defend", "2 play KS", "0 play 7S", "1 play 8S", "2 play 9H",
                "0 play JH", "1 play AH", "1 play TC", "2 play QC", "0 play JC", "2 play QH",
                "0 play TH", "1 play 7H", "2 play JD", "0 play TD", "1 play QD", "1 play 7D",
                "2 play KD", "0 play AD", "0 play TS", "1 play AS", "2 play KH", "2 play 8D",
                "0 play 9D", "1 play 8H", "1 play 7C", "2 play KC", "0 play JS", "2 play 9C",
                "0 play QS", "1 play 8C"]}


def _deal(**options: object) -> dict[str, Any]:
    return {**DEAL, "options": dict(options)}


def test_the_customary_compensation_of_a_c1_breach() -> None:
    st = load(_deal(conventions_status="ethical"))
    assert (14, 1, "C1") in st.breaches and st.tricks_won[0] == 1
    assert compensations_of(st) == (Compensation(1, 0, 11, 14),)
    # Not settled unless the option says so: the deal's payments are the plain ones.
    plain = load(_deal())
    assert st.result() is not None and plain.result() is not None
    assert st.result().delta == plain.result().delta  # type: ignore[union-attr]


def test_advisory_has_none_and_the_option_settles_it() -> None:
    assert compensations_of(load(_deal())) == ()
    assert compensations_of(load(_deal(conventions_status="advisory"))) == ()
    plain = load(_deal(conventions_status="ethical")).result()
    settled = load(_deal(conventions_status="ethical", c1_compensation=True)).result()
    assert plain is not None and settled is not None
    pay = [p for p in settled.payments if p.reason == "c1_compensation"]
    assert [(p.payer, p.payee, p.amount) for p in pay] == [(1, 0, 11)]
    assert settled.delta[0] == plain.delta[0] + 11 and settled.delta[1] == plain.delta[1] - 11
    # prefgui replay settles it too
    rec = parse_record(_deal(conventions_status="ethical", c1_compensation=True))
    assert {"from": 1, "to": 0, "amount": 11, "why": "C1 compensation to the partner"} in (
        result_json(replay(rec))["payments"])
