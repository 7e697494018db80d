"""The deal record (RULES.md §11–§12): parse, validate, replay, write, and the result JSON.

A record is the JSON object of §11.1 (``format`` ``prefgui.deal/1``). ``parse_record``
checks the header (fields, variant, options, cards, start state) and raises
``RecordError``; ``replay`` applies the actions and raises ``ActionError`` naming the
1-based position of the first bad action; ``result_json`` gives the §11.3 result of any
state (``incomplete`` with the seat to act and the legal actions when unfinished).
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from prefgui.engine.actions import parse_action
from prefgui.engine.cards import ALL_CARDS, CardMask, check_hands, mask_str, parse_mask
from prefgui.engine.errors import ActionError, InvalidNotationError, PrefError, RecordError
from prefgui.engine.json_forms import RECORD_FORMAT, RESULT_FORMAT, amount_json
from prefgui.engine.rules import Rules
from prefgui.engine.russian import record as russian_record
from prefgui.engine.russian.state import RussianState
from prefgui.engine.scoring import score
from prefgui.engine.scoring.base import DealResult, reason_text
from prefgui.engine.seats import Seat
from prefgui.engine.state import GameState
from prefgui.engine.vocab import Amount, Outcome

__all__ = ["ActionError", "DealRecord", "RECORD_FORMAT", "RESULT_FORMAT", "amount_json", "load",
           "load_any", "parse_any", "parse_record", "record_json", "replay", "result_any",
           "result_json"]

_FIELDS = ("format", "variant", "options", "players", "dealer", "hands", "talon", "start",
           "actions")
_REQUIRED = ("format", "variant", "players", "dealer", "hands", "talon")


@dataclass(frozen=True)
class DealRecord:
    """A deal record as a value: a validated header plus its action strings.

    ``parse_record`` reads one from its JSON object, ``record_of`` takes one from a state,
    and ``to_json`` writes the JSON object back (the same object, key for key).
    """

    rules: Rules
    dealer: Seat
    hands: tuple[CardMask, ...]
    """The hands as dealt (the dealer's is empty at a four-player table)."""
    talon: CardMask
    start_pot: Amount
    start_refa: tuple[int, ...]
    actions: tuple[str, ...]
    start_refa_rounds: int = 0
    """Rounds of refa marks the session had given before the deal (``start.refa_rounds``,
    written only when not 0, so that every other record reads as before)."""

    def to_json(self) -> dict[str, Any]:
        """The record's JSON object (RULES §11.1)."""
        r = self.rules
        obj: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "variant": r.name,
            "options": r.overrides(),
            "players": r.players,
            "dealer": self.dealer,
            "hands": [mask_str(h) for h in self.hands],
            "talon": mask_str(self.talon),
            "actions": list(self.actions),
        }
        start: dict[str, Any] = {}
        if self.start_pot:
            start["pot"] = amount_json(self.start_pot)
        if any(self.start_refa):
            start["refa"] = list(self.start_refa)
        if self.start_refa_rounds:
            start["refa_rounds"] = self.start_refa_rounds
        if start:
            obj["start"] = start
        return obj


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _is_count(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= MAX_AMOUNT


def parse_any(obj: object) -> DealRecord | russian_record.RussianRecord:
    """Validate a record's header, European or Russian (RULES §11, §13.14).

    Raises:
        RecordError: anything wrong outside the actions.
    """
    if not isinstance(obj, dict):
        raise RecordError("a deal record must be a JSON object")
    _check_fields(obj)
    rules = _parse_rules(obj)
    if rules.is_russian:
        return russian_record.parse_record(obj, rules)
    return _parse_european(obj, rules)


def parse_record(obj: object) -> DealRecord:
    """Validate a European record's header.

    Raises:
        RecordError: anything wrong outside the actions, or a Russian record.
    """
    rec = parse_any(obj)
    if not isinstance(rec, DealRecord):
        raise RecordError("a Russian record is read by load_any", "variant")
    return rec


def _parse_european(obj: dict[str, Any], rules: Rules) -> DealRecord:
    players = rules.players
    dealer = obj["dealer"]
    if not _is_int(dealer) or not 0 <= dealer < players:
        raise RecordError(f"dealer must be a seat from 0 to {players - 1}")
    hands, talon = _parse_cards(obj["hands"], obj["talon"], players, dealer)
    pot, refa, rounds = _parse_start(obj.get("start", {}), rules)
    actions = obj.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise RecordError("actions must be a list of strings")
    return DealRecord(rules, dealer, hands, talon, pot, refa, tuple(actions), rounds)


def _check_fields(obj: dict[str, Any]) -> None:
    unknown = [k for k in obj if k not in _FIELDS]
    if unknown:
        raise RecordError(f"unknown field {unknown[0]!r}")
    missing = [k for k in _REQUIRED if k not in obj]
    if missing:
        raise RecordError(f"missing field {missing[0]!r}")
    if obj["format"] != RECORD_FORMAT:
        raise RecordError(f"format must be {RECORD_FORMAT!r}")


def _parse_rules(obj: dict[str, Any]) -> Rules:
    variant, options, players = obj["variant"], obj.get("options", {}), obj["players"]
    if not isinstance(variant, str):
        raise RecordError("variant must be a string")
    if not isinstance(options, dict):
        raise RecordError("options must be an object")
    if not _is_int(players):
        raise RecordError("players must be 3 or 4")
    try:  # a key for the cache only if it gives back the very same options
        text = json.dumps(options, sort_keys=True, allow_nan=False)
        key: str | None = text if type(players) is int and json.loads(text) == options else None
    except (TypeError, ValueError, RecursionError):
        key = None
    try:
        return _rules(variant, key, players) if key is not None else Rules(variant, options,
                                                                           players)
    except PrefError as e:
        raise RecordError(e.message, e.kind) from None


@functools.lru_cache(maxsize=64)
def _rules(variant: str, options: str, players: int) -> Rules:
    """The rules of a record, built once for a session's many deals.

    Rules is immutable; a refusal is raised again each time, never cached.
    """
    return Rules(variant, json.loads(options), players)


def _parse_cards(hands_obj: object, talon_obj: object, players: int, dealer: int
                 ) -> tuple[tuple[int, ...], int]:
    if not isinstance(hands_obj, list) or len(hands_obj) != players:
        raise RecordError(f"hands must list {players} hands")
    if not isinstance(talon_obj, str):
        raise RecordError("talon must be a string of 2 cards")
    try:
        hands = tuple(parse_mask(h) if isinstance(h, str) else None for h in hands_obj)
        talon = parse_mask(talon_obj)
    except InvalidNotationError as e:
        raise RecordError(e.message, "cards") from None
    masks, seen = check_hands(hands, talon, players, dealer)
    if talon.bit_count() != 2:
        raise RecordError("the talon must hold 2 cards", "cards")
    if seen != ALL_CARDS:
        raise RecordError(f"cards missing from the deal: {mask_str(ALL_CARDS & ~seen)}",
                          "cards")
    return masks, talon


def _parse_start(start: object, rules: Rules) -> tuple[Amount, tuple[int, ...], int]:
    if not isinstance(start, dict):
        raise RecordError("start must be an object")
    extra = [k for k in start if k not in ("pot", "refa", "refa_rounds")]
    if extra:
        raise RecordError(f"unknown field start.{extra[0]}")
    try:
        pot = parse_amount(start.get("pot", 0), fraction=rules.opt.original_scoring)
    except ValueError as e:
        raise RecordError(f"start.pot {e}") from None
    refa_obj = start.get("refa", [0] * rules.players)
    if (not isinstance(refa_obj, list) or len(refa_obj) != rules.players
            or not all(_is_count(x) for x in refa_obj)):
        raise RecordError(f"start.refa must list {rules.players} whole numbers")
    rounds = start.get("refa_rounds", 0)
    if not _is_count(rounds):
        raise RecordError("start.refa_rounds must be a whole number")
    return pot, tuple(refa_obj), rounds


MAX_AMOUNT = 10**12
"""The largest pot, balance or refill read from a file (far beyond any session), so that
arithmetic on what a file says always stays fast."""
_FRACTION = re.compile(r"-?[0-9]{1,13}(?:/[0-9]{1,13})?")


def parse_amount(x: object, fraction: bool = True) -> Amount:
    """An amount read from a file: an integer, or (if ``fraction``) ``"n/d"`` or ``"n"``.

    Only plain digits are read (never exponents such as ``"1e999999999"``, which would
    make an astronomically large number), and the value must lie within ``MAX_AMOUNT``.

    Raises:
        ValueError: anything else; the message completes "start.pot …".
    """
    value: Amount
    if isinstance(x, int) and not isinstance(x, bool):
        value = x
    elif fraction and isinstance(x, str) and _FRACTION.fullmatch(x):
        num, _, den = x.partition("/")
        if den and int(den) == 0:
            raise ValueError("must not divide by zero")
        value = Fraction(int(num), int(den or 1))
    else:
        raise ValueError("must be a whole number" + (" or a fraction" if fraction else ""))
    if not -MAX_AMOUNT <= value <= MAX_AMOUNT:
        raise ValueError(f"must lie between -{MAX_AMOUNT} and {MAX_AMOUNT}")
    return value


def initial_state(rec: DealRecord) -> GameState:
    """The state before the record's first action."""
    return GameState.initial(rec.rules, rec.dealer, rec.hands, rec.talon, rec.start_pot,
                             rec.start_refa, rec.start_refa_rounds)


def replay(rec: DealRecord) -> GameState:
    """Apply every action of a record.

    Raises:
        ActionError: the first action that is malformed, out of turn or illegal.
    """
    st = initial_state(rec)
    american = not rec.rules.european
    for i, text in enumerate(rec.actions, start=1):
        try:
            st = st.apply(parse_action(text, american))
        except PrefError as e:
            raise ActionError(i, text, e.message, e.kind) from None
    return st


def load(obj: object) -> GameState:
    """Parse and replay a European record object (RecordError / ActionError on bad input)."""
    return replay(parse_record(obj))


def load_any(obj: object) -> GameState | RussianState:
    """Parse and replay any record object, European or Russian."""
    rec = parse_any(obj)
    if isinstance(rec, DealRecord):
        return replay(rec)
    return russian_record.replay(rec)


def result_any(st: GameState | RussianState) -> dict[str, Any]:
    """The result object of a European (§11.3) or Russian (§13.14.4) state."""
    if isinstance(st, RussianState):
        return russian_record.result_json(st)
    return result_json(st)


def result_json(st: GameState, result: DealResult | None = None) -> dict[str, Any]:
    """The §11.3 result object of a state."""
    res = result or score(st)
    n = st.rules.players
    out: dict[str, Any] = {
        "format": RESULT_FORMAT,
        "declarer": res.declarer,
        "contract": None if res.contract is None else {
            "number": res.contract[0], "hand": res.contract[1]},
        "outcome": res.outcome,
        "tricks": list(res.tricks),
        "delta": {**{str(s): amount_json(res.delta[s]) for s in range(n)},
                  "pot": amount_json(res.pot_delta)},
        "payments": [{"from": p.payer, "to": p.payee, "amount": amount_json(p.amount),
                      "why": reason_text(p)} for p in res.payments],
        "end": {"pot": amount_json(res.end_pot), "refa": list(res.end_refa)},
        "breaches": [{"action": a, "seat": s, "rule": r} for a, s, r in res.breaches],
    }
    if res.outcome == Outcome.ALL_PASSED:
        out["declarer"] = None
        out["contract"] = None
    if res.outcome == Outcome.INCOMPLETE:
        out["turn"] = st.current_player()
        out["legal"] = [str(a) for a in st.legal_actions()]
    return out


def record_of(st: GameState) -> DealRecord:
    """The deal record of a state (from the deal to its last action)."""
    return DealRecord(st.rules, st.dealer, st.dealt, st.talon, st.start_pot, st.start_refa,
                      tuple(str(a) for a in st.history), st.start_refa_rounds)


def record_json(st: GameState) -> dict[str, Any]:
    """The deal record's JSON object of a state (``record_of(st).to_json()``)."""
    return record_of(st).to_json()

