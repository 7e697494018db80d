"""The auction (RULES.md §2.3, §3.1, §4.4, §6, §12.1).

European auction: seats speak in priority order (forehand, middlehand, rearhand); a
passed player never re-enters; ``bid N [hand]`` must outrank the current bid (§2.2 bid
key); ``hold`` takes over the current bid and needs seat priority over its holder; the
holder is not asked while he holds. The auction ends when only the holder is left, or
when everyone has passed (``all_pass``: the last player is forced to bid, or the deal is
void). Options: ``raise_step``/``one_more_rule`` (plain bids one step at a time),
``hand_bid_only_before_plain_bid`` (no hand bid after one's own plain bid or hold).

American auction (§6, §12.21): round 1, each seat once: ``pass`` or ``bid SUIT`` above
every suit named; round 2 if all passed: ``pass`` or ``offer X`` above every offer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prefgui.engine.actions import MAX_NUMBER, Action, Bid, BidSuit, Hold, Offer, Pass
from prefgui.engine.errors import IllegalActionError, IllegalKind
from prefgui.engine.talon import fix_contract
from prefgui.engine.vocab import Outcome, Phase, Role

if TYPE_CHECKING:
    from prefgui.engine.state import GameState

MAX_OFFER_CHOICES = 20  # legal_actions lists offers up to this many units above the last


def _one_step(st: GameState) -> bool:
    r = st.rules
    return r.opt.raise_step == "exactly_one" or r.opt.one_more_rule


def _no_late_hand(st: GameState, seat: int) -> bool:
    r = st.rules
    late_rule = r.opt.hand_bid_only_before_plain_bid or r.opt.one_more_rule
    return late_rule and bool(st.plain_bidders >> seat & 1)


def legal_calls(st: GameState) -> tuple[Action, ...]:
    """Legal auction calls of the seat to act."""
    if not st.rules.european:
        return _american_calls(st)
    p = st.turn
    assert p is not None
    r = st.rules
    acts: list[Action] = []
    forced = (r.opt.all_pass == "last_player_forced" and st.high is None
              and st.active == (p,))
    if not forced:
        acts.append(Pass(p))
    if (st.high is not None and st.holder is not None and r.opt.hold
            and _has_priority(st, p, st.holder)
            and not (st.high[1] and _no_late_hand(st, p))):
        acts.append(Hold(p))
    return tuple(acts + _legal_bids(st, p))


def _legal_bids(st: GameState, p: int) -> list[Action]:
    """The bids ``p`` may make: plain ones first, then hand ones, each low to high."""
    r = st.rules
    high_key = r.bid_key(st.high[0], bool(st.high[1])) if st.high is not None else None
    one_step = _one_step(st)
    hands = (False,) if _no_late_hand(st, p) else (False, True)
    bids: list[Action] = []
    for hand in hands:
        for n in sorted(r.ladder):
            if high_key is not None and r.bid_key(n, hand) <= high_key:
                continue
            if one_step and not hand and not _one_step_ok(st, n):
                continue
            bids.append(Bid(p, n, hand))
    return bids


def _one_step_ok(st: GameState, n: int) -> bool:
    """Under ``raise_step = exactly_one``: whether the plain bid ``n`` is the next step."""
    if st.high is None:
        return n == st.rules.min_number
    return bool(st.high[1]) or n == st.high[0] + 1


def _has_priority(st: GameState, seat: int, other: int) -> bool:
    pr = st.priority
    return pr.index(seat) < pr.index(other)


def apply_call(st: GameState, act: Action) -> GameState:
    """The state after a legal auction call."""
    if not st.rules.european:
        return _apply_american(st, act)
    p = act.seat
    hist = st.history + (act,)
    active, high, holder, plain = st.active, st.high, st.holder, st.plain_bidders
    if type(act) is Pass:
        active = tuple(s for s in active if s != p)
    else:
        high = (act.number, int(act.hand)) if type(act) is Bid else high
        holder = p
        if high is not None and not high[1]:
            plain |= 1 << p
    if not active:
        return _all_passed(st.evolve(history=hist, active=active))
    if active == (holder,):
        assert high is not None and holder is not None
        return _auction_won(st.evolve(history=hist, active=active, high=high, holder=holder,
                                      plain_bidders=plain), holder, high)
    pr = st.priority
    i = pr.index(p)
    nxt = next(s for s in (pr[(i + k) % 3] for k in range(1, 4)) if s in active and s != holder)
    return st.evolve(history=hist, active=active, high=high, holder=holder,
                     plain_bidders=plain, turn=nxt)


def _all_passed(st: GameState) -> GameState:
    return st.evolve(phase=Phase.DONE, turn=None, outcome=Outcome.ALL_PASSED)


def _auction_won(st: GameState, declarer: int, bid: tuple[int, int]) -> GameState:
    roles = tuple(Role.DECLARER if s == declarer else r for s, r in enumerate(st.roles))
    hand = bool(bid[1])
    phase = Phase.DECLARE if hand else Phase.EXCHANGE
    hands = st.hands
    if not hand:  # the declarer takes the talon (§2.4, §4.5)
        hands = tuple(h | st.talon if s == declarer else h for s, h in enumerate(hands))
    return st.evolve(phase=phase, turn=declarer, declarer=declarer, bid=bid, hand_game=hand,
                     roles=roles, hands=hands, talon_taken=not hand)


def explain(st: GameState, act: Action) -> IllegalActionError:
    """Why an auction call is not legal (``bid``: the bid to beat, None before the first)."""
    r, high = st.rules, st.high
    if isinstance(act, Pass):
        return IllegalActionError("the last player may not pass when nobody has bid: he must "
                                  "bid", IllegalKind.FORCED_BID)
    if isinstance(act, Hold):
        if high is None:
            return IllegalActionError("nothing to hold: nobody has bid yet",
                                      IllegalKind.BAD_HOLD)
        return IllegalActionError(f"may hold only with seat priority over the holder (seat "
                                  f"{st.holder})", IllegalKind.BAD_HOLD, bid=high)
    if isinstance(act, Bid):
        if act.number not in r.ladder:
            return IllegalActionError(f"there is no contract {act.number} in this variant's "
                                      "ladder", IllegalKind.LOW_BID, bid=high)
        if act.hand and _no_late_hand(st, act.seat):
            return IllegalActionError("no hand bid after one's own plain bid or hold",
                                      IllegalKind.HAND_BID)
        if high is not None:
            shown = f"{high[0]}{' hand' if high[1] else ''}"
            if _one_step(st) and not act.hand and not high[1]:
                return IllegalActionError(f"must bid exactly one more than {shown}",
                                          IllegalKind.LOW_BID, bid=high)
            return IllegalActionError(f"must bid higher than {shown} (or hold or pass)",
                                      IllegalKind.LOW_BID, bid=high)
        return IllegalActionError(f"the opening bid must be {r.min_number}",
                                  IllegalKind.LOW_BID)
    if isinstance(act, BidSuit | Offer):
        return _explain_american(st, act)
    return IllegalActionError(f"'{act.text()}' is not an auction call", IllegalKind.WRONG_PHASE)


# American ---------------------------------------------------------------------------------
def _american_calls(st: GameState) -> tuple[Action, ...]:
    p = st.turn
    assert p is not None
    acts: list[Action] = [Pass(p)]
    if st.round == 1:
        top = st.high[0] if st.high is not None else 0
        acts += [BidSuit(p, n) for n in range(top + 1, 5)]
    else:
        top = min(st.offer + MAX_OFFER_CHOICES, MAX_NUMBER)
        acts += [Offer(p, x) for x in range(st.offer + 1, top + 1)]
    return tuple(acts)


def american_offer_ok(st: GameState, act: Action) -> bool:
    """Whether ``act`` is an American offer the rules allow, listed or not.

    Offers go up to ``MAX_NUMBER`` (what an action can carry); ``legal_actions`` lists only
    the first few.
    """
    return (st.round == 2 and isinstance(act, Offer) and st.offer < act.units <= MAX_NUMBER
            and act.seat == st.turn)


def _apply_american(st: GameState, act: Action) -> GameState:
    hist = st.history + (act,)
    high, holder, offer = st.high, st.holder, st.offer
    if isinstance(act, BidSuit):
        high, holder = (act.number, 1), act.seat
    elif isinstance(act, Offer):
        offer, holder = act.units, act.seat
    spoken = st.spoken + 1
    pr = st.priority
    if spoken < 3:
        return st.evolve(history=hist, high=high, holder=holder, offer=offer, spoken=spoken,
                         turn=pr[spoken])
    if holder is None and st.round == 1:
        return st.evolve(history=hist, round=2, spoken=0, turn=pr[0])
    if holder is None:
        return _all_passed(st.evolve(history=hist))
    roles = tuple(Role.DECLARER if s == holder else r for s, r in enumerate(st.roles))
    base = st.evolve(history=hist, high=high, holder=holder, offer=offer, spoken=spoken,
                     declarer=holder, roles=roles)
    if st.round == 1:
        assert high is not None
        return fix_contract(base.evolve(bid=(high[0], 1), hand_game=True), high[0])
    hands = base.hands
    if st.rules.opt.widow_order == "foster":
        hands = tuple(h | st.talon if s == holder else h for s, h in enumerate(hands))
    return base.evolve(bid=(0, 0), phase=Phase.EXCHANGE, turn=holder, hands=hands,
                       talon_taken=st.rules.opt.widow_order == "foster")


def _explain_american(st: GameState, act: BidSuit | Offer) -> IllegalActionError:
    if isinstance(act, BidSuit):
        if st.round != 1:
            return IllegalActionError("suits are named only in the first round",
                                      IllegalKind.WRONG_PHASE)
        return IllegalActionError("must name a suit above every suit already named",
                                  IllegalKind.LOW_BID, bid=st.high)
    if st.round != 2:
        return IllegalActionError("offers are made only in the second round",
                                  IllegalKind.WRONG_PHASE)
    return IllegalActionError(f"must offer more than {st.offer}", IllegalKind.BAD_OFFER,
                              amount=st.offer)
