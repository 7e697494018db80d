"""The Russian deal record and its result (RULES §13.14): parse, replay, write.

Same object as §11.1 with ``variant`` ``sochi`` / ``leningrad`` / ``rostov``, the talon's
order significant (raspasy), and ``start`` holding the sheet before the deal
(``pool``, ``mountain``, ``whists``, ``raspasy_series``). ``parse_record`` checks the header
and raises ``RecordError``; ``replay`` raises ``ActionError`` at the first bad action;
``result_json`` is the §13.14.4 result of any state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from prefgui.engine.actions import parse_russian_action
from prefgui.engine.cards import (
    ALL_CARDS,
    card_str,
    check_hands,
    mask_str,
    parse_card,
    parse_mask,
)
from prefgui.engine.errors import ActionError, InvalidNotationError, PrefError, RecordError
from prefgui.engine.json_forms import RECORD_FORMAT, RESULT_FORMAT, amount_json
from prefgui.engine.rules import Rules
from prefgui.engine.russian.ladder import MISERE, STRAIN_CODES, level_of, strain_of
from prefgui.engine.russian.scoring import RuResult, score
from prefgui.engine.russian.sheet import Sheet, is_finished
from prefgui.engine.russian.state import RussianState
from prefgui.engine.vocab import Outcome

MAX_SHEET = 10**12
"""The largest sheet entry read from a file (far beyond any pulka)."""
_START = ("pool", "mountain", "whists", "raspasy_series")


@dataclass(frozen=True)
class RussianRecord:
    """A validated Russian record header plus its action strings."""

    rules: Rules
    dealer: int
    hands: tuple[int, ...]
    talon: tuple[int, int]
    start: Sheet
    actions: tuple[str, ...]


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def parse_record(obj: dict[str, Any], rules: Rules) -> RussianRecord:
    """Validate a Russian record's header (``rules`` already built from it).

    Raises:
        RecordError: anything wrong outside the actions.
    """
    n = rules.players
    dealer = obj["dealer"]
    if not _is_int(dealer) or not 0 <= dealer < n:
        raise RecordError(f"dealer must be a seat from 0 to {n - 1}")
    hands, talon = _parse_cards(obj["hands"], obj["talon"], n, dealer)
    start = _parse_start(obj.get("start", {}), rules)
    actions = obj.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError("actions must be a list of strings")
    return RussianRecord(rules, dealer, hands, talon, start, tuple(actions))


def _parse_cards(hands_obj: object, talon_obj: object, n: int, dealer: int
                 ) -> tuple[tuple[int, ...], tuple[int, int]]:
    if not isinstance(hands_obj, list) or len(hands_obj) != n:
        raise RecordError(f"hands must list {n} hands")
    if not isinstance(talon_obj, str):
        raise RecordError("talon must be a string of 2 cards")
    try:
        hands = tuple(parse_mask(h) if isinstance(h, str) else None for h in hands_obj)
        talon_list = [parse_card(t) for t in talon_obj.split()]
    except InvalidNotationError as e:
        raise RecordError(e.message, "cards") from None
    if len(talon_list) != 2 or talon_list[0] == talon_list[1]:
        raise RecordError("the talon must hold 2 cards", "cards")
    seen = (1 << talon_list[0]) | (1 << talon_list[1])
    masks, seen = check_hands(hands, seen, n, dealer)
    if seen != ALL_CARDS:
        raise RecordError(f"cards missing from the deal: {mask_str(ALL_CARDS & ~seen)}",
                          "cards")
    return masks, (talon_list[0], talon_list[1])


def _int_list(obj: object, name: str, n: int, low: int | None) -> tuple[int, ...]:
    floor = -MAX_SHEET if low is None else low
    if (not isinstance(obj, list) or len(obj) != n
            or not all(_is_int(x) and floor <= x <= MAX_SHEET for x in obj)):
        what = "whole numbers" if low is None else f"whole numbers of at least {low}"
        raise RecordError(f"start.{name} must list {n} {what}")
    return tuple(obj)


def _parse_start(start: object, rules: Rules) -> Sheet:
    n = rules.players
    if not isinstance(start, dict):
        raise RecordError("start must be an object")
    extra = [k for k in start if k not in _START]
    if extra:
        raise RecordError(f"unknown field start.{str(extra[0])[:40]}")
    zero = Sheet.empty(n)
    pool = _int_list(start.get("pool", list(zero.pool)), "pool", n, 0)
    mountain = _int_list(start.get("mountain", list(zero.mountain)), "mountain", n, None)
    w_obj = start.get("whists", [list(r) for r in zero.whists])
    if not isinstance(w_obj, list) or len(w_obj) != n:
        raise RecordError(f"start.whists must list {n} rows")
    whists = tuple(_int_list(row, "whists", n, 0) for row in w_obj)
    if any(whists[i][i] for i in range(n)):
        raise RecordError("start.whists: nobody writes whists on himself (the diagonal is 0)")
    series = start.get("raspasy_series", 0)
    if not _is_int(series) or not 0 <= series <= MAX_SHEET:
        raise RecordError("start.raspasy_series must be a whole number of at least 0")
    opt = rules.opt
    assert isinstance(opt.pool_size, int)
    if opt.pool_cap and any(p > opt.pool_size for p in pool):
        raise RecordError(f"start.pool: a pool cannot exceed the pool size {opt.pool_size}")
    sheet = Sheet(pool, mountain, whists, series)
    if is_finished(sheet, opt.pool_size, opt.pool_cap, str(opt.end_condition),
                   opt.finish_after_raspasy_exit):
        raise RecordError("pulka already finished: start meets the end condition",
                          "finished")
    return sheet


def initial_state(rec: RussianRecord) -> RussianState:
    """The state before the record's first action."""
    return RussianState.initial(rec.rules, rec.dealer, rec.hands, rec.talon, rec.start)


def replay(rec: RussianRecord) -> RussianState:
    """Apply every action of a record.

    Raises:
        ActionError: the first action that is malformed, out of turn or illegal.
    """
    st = initial_state(rec)
    for i, text in enumerate(rec.actions, start=1):
        try:
            st = st.apply(parse_russian_action(text))
        except PrefError as e:
            raise ActionError(i, text, e.message, e.kind) from None
    return st


def contract_json(rank: int | None) -> dict[str, Any] | None:
    """``{"level": L, "strain": S}``, ``{"misere": true}`` or None."""
    if rank is None:
        return None
    if rank == MISERE:
        return {"misere": True}
    return {"level": level_of(rank), "strain": STRAIN_CODES[strain_of(rank)]}


def result_json(st: RussianState, res: RuResult | None = None) -> dict[str, Any]:
    """The §13.14.4 result object of a state."""
    from_state = res or score(st)
    n = st.rules.players
    out: dict[str, Any] = {
        "format": RESULT_FORMAT,
        "declarer": from_state.declarer,
        "contract": contract_json(from_state.contract),
        "outcome": from_state.outcome.value,
        "tricks": list(from_state.tricks),
        "whist": {"calls": [[s, c.value] for s, c in from_state.calls],
                  "whisters": list(from_state.whisters),
                  "style": from_state.style.value if from_state.style else None},
        "sheet": from_state.change.as_json(),
        "help": [h.as_json() for h in from_state.change.help],
        "delta": {**{str(s): amount_json(from_state.delta[s]) for s in range(n)}, "pot": 0},
        "end": {**from_state.end.as_json(), "raspasy_series": from_state.end.raspasy_series,
                "finished": from_state.finished},
    }
    if from_state.unowned:
        out["talon_tricks_unowned"] = from_state.unowned
    if from_state.settlement is not None:
        out["end"]["settlement"] = {str(s): amount_json(v)
                                    for s, v in enumerate(from_state.settlement)}
    if from_state.outcome is Outcome.INCOMPLETE:
        out["turn"] = st.current_player()
        out["legal"] = [str(a) for a in st.legal_actions()]
    return out


def record_json(st: RussianState) -> dict[str, Any]:
    """The deal record of a state (from the deal to its last action)."""
    r = st.rules
    obj: dict[str, Any] = {
        "format": RECORD_FORMAT,
        "variant": r.name,
        "options": r.overrides(),
        "players": r.players,
        "dealer": st.dealer,
        "hands": [mask_str(h) for h in st.dealt],
        "talon": " ".join(card_str(c) for c in st.talon_cards),
        "actions": [str(a) for a in st.history],
    }
    if st.start != Sheet.empty(r.players):
        obj["start"] = {**st.start.as_json(), "raspasy_series": st.start.raspasy_series}
    return obj
