"""An independent referee of RULES §13, written from the text for the tests.

It shares nothing with ``prefgui.engine.russian`` but the card codes: its own option
defaults (§13.15), auction (§13.4), talon and declaration (§13.5), whist machine as a
table of call sequences (§13.6), play and trick winners including the raspasy talon leads
(§13.7), scoring (§13.8–§13.9), pool help (§13.10), the end of the pulka and the
settlement (§13.11), and the §13.14.4 result. ``Referee.legal`` gives the seat to act and
its legal action strings; ``apply`` takes one record action; ``result`` the result object.
Property tests walk the engine and the referee side by side.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from prefgui.engine.cards import card_str, parse_card

# §13.15, column by column -------------------------------------------------------------------
_ROWS: tuple[tuple[str, object, object, object], ...] = (
    ("pool_size", 20, 20, 20),
    ("must_trump", True, True, True),
    ("must_head", False, False, False),
    ("direction", "cw", "cw", "cw"),
    ("talon_shown", True, True, True),
    ("hold", "none", "through_passer", "none"),
    ("misere_first_call_only", True, True, True),
    ("no_talon_bids", False, False, False),
    ("first_lead", "forehand", "forehand", "forehand"),
    ("ten", "whistable", "checked", "whistable"),
    ("half_whist_levels", [6, 7], [6, 7], [6, 7]),
    ("stalingrad", True, False, False),
    ("open_whist_exposure", "before_first_lead", "before_first_lead", "before_first_lead"),
    ("misere_exposure", "after_first_card", "after_first_card", "after_first_card"),
    ("whist_rate", 1, 2, 1),
    ("fail_rate", 1, 2, 1),
    ("consolation_rate", 1, 2, 1),
    ("consolation_to", "all", "defenders", "all"),
    ("lone_whister", "greedy", "gentleman", "greedy"),
    ("whister_penalty_rate", 1, 1, 1),
    ("two_whister_liability", "joint", "joint", "joint"),
    ("high_contract_liability", "second_whister", "second_whister", "second_whister"),
    ("misere_fail", 10, 20, 10),
    ("pool_weight", 1, 2, 1),
    ("pool_cap", True, False, True),
    ("help", "largest_first", "none", "largest_first"),
    ("end_condition", "pools", "pools", "pools"),
    ("finish_after_raspasy_exit", False, True, False),
    ("raspasy_recording", "mountain", "mountain", "whists"),
    ("raspasy_progression", [1, 2, 3], [2, 4, 8], [1]),
    ("raspasy_zero_bonus", "price", "price", "price"),
    ("raspasy_amnesty", False, True, False),
    ("raspasy_whists", 5, 5, 5),
    ("raspasy_whists_basis", "tricks", "tricks", "tricks"),
    ("raspasy_talon", "lead_two", "lead_two", "lead_two"),
    ("raspasy_talon_unfollowed", "forehand", "forehand", "forehand"),
    ("raspasy_trick3_lead", "forehand", "forehand", "forehand"),
    ("raspasy_dealer_scores", False, True, False),
    ("raspasy_reset", "any_contract", "made_whisted", "any_contract"),
    ("raspasy_exit", [6, 7, 7], [7], [6]),
    ("misere_allowed_after_raspasy", True, True, True),
    ("half_whist_flow", "second_only", "either_with_return", "second_only"),
    ("half_whist_override", "as_passer", "forfeits", "as_passer"),
    ("without_three", False, True, False),
    ("dealer_talon_bonus", False, False, False),
)
SYSTEMS = ("sochi", "leningrad", "rostov")
DEFAULTS: dict[str, dict[str, object]] = {
    v: {row[0]: row[1 + i] for row in _ROWS} for i, v in enumerate(SYSTEMS)}

# The values each option may take (§13.15), for random option mixes.
CHOICES: dict[str, list[object]] = {
    "pool_size": [1, 2, 5, 10, 20, 30],
    "must_trump": [True, False],
    "must_head": [False],
    "direction": ["cw", "acw"],
    "misere_first_call_only": [True],
    "no_talon_bids": [False],
    "dealer_talon_bonus": [False],
    "talon_shown": [True, False],
    "hold": ["none", "through_passer", "seniority"],
    "first_lead": ["forehand", "after_declarer"],
    "ten": ["whistable", "checked"],
    "half_whist_levels": [[], [6], [7], [6, 7], [7, 6]],
    "stalingrad": [True, False],
    "open_whist_exposure": ["before_first_lead", "after_first_card"],
    "misere_exposure": ["after_first_card", "before_first_lead"],
    "whist_rate": [1, 2],
    "fail_rate": [1, 2],
    "consolation_rate": [0, 1, 2],
    "consolation_to": ["all", "defenders", "whisters"],
    "lone_whister": ["greedy", "gentleman", "own_tricks"],
    "whister_penalty_rate": [1, 2],
    "two_whister_liability": ["joint", "individual"],
    "high_contract_liability": ["second_whister", "none"],
    "misere_fail": [0, 10, 20, 7],
    "pool_weight": [1, 2],
    "pool_cap": [True, False],
    "help": ["largest_first", "none"],
    "end_condition": ["pools", "time"],
    "finish_after_raspasy_exit": [True, False],
    "raspasy_recording": ["mountain", "whists"],
    "raspasy_progression": [[1], [1, 2, 3], [2, 4, 8], [2, 4, 6], [1, 1, 5, 100]],
    "raspasy_zero_bonus": ["price", "one"],
    "raspasy_amnesty": [True, False],
    "raspasy_whists": [1, 5, 7],
    "raspasy_whists_basis": ["tricks", "excess_over_min"],
    "raspasy_talon": ["lead_two", "unused"],
    "raspasy_talon_unfollowed": ["forehand", "nobody"],
    "raspasy_trick3_lead": ["forehand", "winner"],
    "raspasy_dealer_scores": [True, False],
    "raspasy_reset": ["any_contract", "made_contract", "made_whisted"],
    "raspasy_exit": [[6], [7], [6, 7, 7], [8, 6], [6, 6, 8]],
    "misere_allowed_after_raspasy": [True, False],
    "half_whist_flow": ["second_only", "either_with_return"],
    "half_whist_override": ["as_passer", "forfeits"],
    "without_three": [True, False],
}

STRAINS = ("S", "C", "D", "H", "NT")
MIS = "misere"


def split(bid: str) -> tuple[int, str]:
    """``"10NT"`` → (10, "NT")."""
    strain = "NT" if bid.endswith("NT") else bid[-1]
    return int(bid[:len(bid) - len(strain)]), strain


def rank(bid: str) -> int:
    """§13.3.1: 6S = 0 … 8NT = 14 < misère = 15 < 9S = 16 … 10NT = 25."""
    if bid == MIS:
        return 15
    lv, strain = split(bid)
    return 5 * (lv - 6) + STRAINS.index(strain) + (1 if lv >= 9 else 0)


TRICK_BIDS = [f"{lv}{s}" for lv in range(6, 11) for s in STRAINS]


def level(bid: str) -> int:
    return split(bid)[0]


def price(lv: int) -> int:
    return 2 * (lv - 5)


QUOTA = {6: 4, 7: 2, 8: 1, 9: 1, 10: 1}


def canon(text: str) -> str:
    """An action string in one spelling (a discard's two cards in card order)."""
    parts = text.split()
    if len(parts) == 4 and parts[1] == "discard":
        a, b = sorted((parse_card(parts[2]), parse_card(parts[3])))
        return f"{parts[0]} discard {card_str(a)} {card_str(b)}"
    if len(parts) == 3 and parts[1] in ("play", "bid", "declare"):
        return f"{parts[0]} {parts[1]} {parts[2].upper() if parts[2] != MIS else MIS}"
    return text


def suit(c: int) -> int:
    return c // 8


def cards(mask_text: str) -> set[int]:
    return {parse_card(t) for t in mask_text.split()}


class Referee:
    """One deal by the text of §13, action by action."""

    def __init__(self, rec: Mapping[str, Any]) -> None:
        v = rec["variant"]
        self.o: dict[str, object] = {**DEFAULTS[v], **rec.get("options", {})}
        self.n = n = rec["players"]
        self.dealer = dl = rec["dealer"]
        self.hands = [cards(h) for h in rec["hands"]]
        self.talon = [parse_card(t) for t in rec["talon"].split()]
        st = rec.get("start", {})
        self.start_pool = list(st.get("pool", [0] * n))
        self.start_mountain = list(st.get("mountain", [0] * n))
        self.start_whists = [list(r) for r in st.get("whists", [[0] * n for _ in range(n)])]
        self.series = st.get("raspasy_series", 0)
        self.order = [s for s in ((dl + 1 + i) % n for i in range(n))
                      if not (n == 4 and s == dl)]
        # auction
        self.active = list(self.order)
        self.high: str | None = None
        self.holder: int | None = None
        self.spoken: set[int] = set()
        self.misbid: int | None = None
        self.here_owner: int | None = None
        self.phase = "auction"
        self.turn = self.order[0]
        # contract
        self.declarer: int | None = None
        self.bid: str | None = None
        self.contract: str | None = None
        self.calls: list[tuple[int, str]] = []
        self.whisters: list[int] = []
        self.half_whister: int | None = None
        self.overridden: int | None = None
        self.style: str | None = None
        self.outcome: str | None = None
        # play
        self.trick: list[tuple[int, int]] = []
        self.leader = -1
        self.done = 0
        self.won = [0] * n
        self.unowned = 0
        self.played_any = False

    # ---------------------------------------------------------------------------------------
    @property
    def d1d2(self) -> tuple[int, int]:
        assert self.declarer is not None
        i = self.order.index(self.declarer)
        return self.order[(i + 1) % 3], self.order[(i + 2) % 3]

    def exit_level(self) -> int:
        ex = self.o["raspasy_exit"]
        assert isinstance(ex, list)
        return 6 if self.series == 0 else ex[min(self.series - 1, len(ex) - 1)]

    def legal(self) -> tuple[int | None, set[str]]:
        """The seat to act and its legal actions (canonical strings)."""
        if self.phase == "done":
            return None, set()
        p = self.turn
        out: set[str] = set()
        if self.phase == "auction":
            out.add(f"{p} pass")
            hr = -1 if self.high is None else rank(self.high)
            if p != self.misbid:
                out |= {f"{p} bid {b}" for b in TRICK_BIDS
                        if rank(b) > hr and level(b) >= self.exit_level()}
            if (p not in self.spoken and hr < 15
                    and (self.series == 0 or self.o["misere_allowed_after_raspasy"])):
                out.add(f"{p} bid {MIS}")
            if self.may_hold(p):
                out.add(f"{p} here")
        elif self.phase == "exchange":
            hand = sorted(self.hands[p])
            out |= {canon(f"{p} discard {card_str(a)} {card_str(b)}")
                    for i, a in enumerate(hand) for b in hand[i + 1:]}
            assert self.bid is not None
            if self.o["without_three"] and self.bid != MIS and level(self.bid) in (6, 7):
                out.add(f"{p} without-three")
        elif self.phase == "declare":
            assert self.bid is not None
            if self.bid == MIS:
                out.add(f"{p} declare {MIS}")
            else:
                out |= {f"{p} declare {b}" for b in TRICK_BIDS if rank(b) >= rank(self.bid)}
        elif self.phase == "whist":
            nxt = self.whist_next()
            assert nxt is not None
            out |= {f"{nxt[0]} {c}" for c in nxt[1]}
        elif self.phase == "style":
            out |= {f"{p} open", f"{p} closed"}
        else:
            out |= {f"{p} play {card_str(c)}" for c in self.legal_cards(p)}
        return p, out

    def may_hold(self, p: int) -> bool:
        """§13.4 rule 4."""
        hold = self.o["hold"]
        if hold == "none" or self.high is None or self.holder is None:
            return False
        if len(self.active) != 2 or set(self.active) != {p, self.holder}:
            return False
        if self.high == MIS or p == self.misbid:
            return False
        if hold == "seniority":
            return self.order.index(p) < self.order.index(self.holder)
        if self.high == "6S":
            return False
        if self.here_owner is not None and self.here_owner != p:
            return False
        seats = []
        s = (self.holder + 1) % self.n
        while s != p:
            seats.append(s)
            s = (s + 1) % self.n
        return bool(seats) and all(
            (x in self.order and x not in self.active) or (self.n == 4 and x == self.dealer)
            for x in seats)

    # §13.6 as a table of call sequences -----------------------------------------------------
    def whist_next(self) -> tuple[int, list[str]] | None:
        d1, d2 = self.d1d2
        assert self.contract is not None
        halves = self.o["half_whist_levels"]
        assert isinstance(halves, list)
        half = level(self.contract) in halves
        seq = tuple(c for _, c in self.calls)
        ret = self.o["half_whist_flow"] == "either_with_return"
        table: dict[tuple[str, ...], tuple[int, list[str]]] = {
            (): (d1, ["whist", "pass"]),
            ("whist",): (d2, ["whist", "pass"]),
            ("pass",): (d2, ["whist", "pass"] + (["half-whist"] if half else [])),
            ("pass", "half-whist"): (d1, ["whist", "pass"]),
        }
        if ret and half:
            table[("whist", "pass")] = (d1, ["whist", "half-whist"])
            table[("pass", "pass")] = (d1, ["whist", "pass"])
            table[("whist", "pass", "half-whist")] = (d2, ["whist", "pass"])
        return table.get(seq)

    def whist_end(self) -> None:
        d1, d2 = self.d1d2
        seq = [c for _, c in self.calls]
        last = {s: c for s, c in self.calls}
        self.whisters = [s for s in (d1, d2) if last.get(s) == "whist"]
        if seq in (["pass", "half-whist", "pass"],):
            self.half_whister = d2
        elif seq == ["whist", "pass", "half-whist", "pass"]:
            self.half_whister = d1
        if self.half_whister is not None:
            self.finish("half_whist")
            return
        if seq in (["pass", "half-whist", "whist"],):
            self.overridden = d2
        elif seq == ["whist", "pass", "half-whist", "whist"]:
            self.overridden = d1
        if not self.whisters:
            self.finish("no_play")
        elif len(self.whisters) == 2:
            self.begin_play()
        else:
            self.phase, self.turn = "style", self.whisters[0]

    # play -----------------------------------------------------------------------------------
    def raspasy(self) -> bool:
        return self.declarer is None

    def talon_lead(self) -> int | None:
        if self.raspasy() and self.o["raspasy_talon"] == "lead_two" and self.done < 2:
            return self.talon[self.done]
        return None

    def trump(self) -> int | None:
        if self.contract is None or self.contract == MIS or self.contract.endswith("NT"):
            return None
        return "SCDH".index(self.contract[-1])

    def legal_cards(self, p: int) -> set[int]:
        hand = self.hands[p]
        t = self.talon_lead()
        led = t if t is not None else (self.trick[0][1] if self.trick else None)
        if led is None:
            return set(hand)
        follow = {c for c in hand if suit(c) == suit(led)}
        if follow:
            return follow
        tr = self.trump()
        if tr is not None and self.o["must_trump"]:
            trumps = {c for c in hand if suit(c) == tr}
            if trumps:
                return trumps
        return set(hand)

    def begin_play(self) -> None:
        self.phase = "play"
        lead = self.order[0]
        if self.declarer is not None and self.o["first_lead"] == "after_declarer":
            lead = self.d1d2[0]
        self.leader = self.turn = lead

    def trick_winner(self) -> int | None:
        t = self.talon_lead()
        if t is not None:
            follow = [(c, s) for s, c in self.trick if suit(c) == suit(t)]
            best = max(follow) if follow else None
            if self.n == 4:
                return self.dealer if best is None or t > best[0] else best[1]
            if best is None:
                return self.order[0] if self.o["raspasy_talon_unfollowed"] == "forehand" \
                    else None
            return best[1]
        tr = self.trump()
        led = suit(self.trick[0][1])
        trumps = [(c, s) for s, c in self.trick if tr is not None and suit(c) == tr]
        if trumps:
            return max(trumps)[1]
        return max((c, s) for s, c in self.trick if suit(c) == led)[1]

    def play_card(self, p: int, c: int) -> None:
        self.hands[p].discard(c)
        self.trick.append((p, c))
        self.played_any = True
        if len(self.trick) < 3:
            self.turn = self.order[(self.order.index(p) + 1) % 3]
            return
        w = self.trick_winner()
        was_talon = self.talon_lead() is not None
        if w is None:
            self.unowned += 1
        else:
            self.won[w] += 1
        self.done += 1
        self.trick = []
        if self.done == 10:
            if self.raspasy():
                self.finish("raspasy")
            else:
                d = self.declarer
                assert d is not None and self.contract is not None
                if self.contract == MIS:
                    self.finish("made" if self.won[d] == 0 else "failed")
                else:
                    self.finish("made" if self.won[d] >= level(self.contract) else "failed")
            return
        if was_talon:
            nxt = self.order[0]
            if (self.done == 2 and self.o["raspasy_trick3_lead"] == "winner" and w is not None
                    and not (self.n == 4 and w == self.dealer)):
                nxt = w
        else:
            assert w is not None
            nxt = w
        self.leader = self.turn = nxt

    # actions --------------------------------------------------------------------------------
    def apply(self, text: str) -> None:
        """One legal action (checked by the caller against ``legal``)."""
        parts = text.split()
        p, verb, args = int(parts[0]), parts[1], parts[2:]
        if self.phase == "auction":
            self.spoken.add(p)
            if verb == "pass":
                self.active.remove(p)
            elif verb == "bid":
                self.high, self.holder = (MIS if args[0] == MIS else args[0].upper()), p
                if self.high == MIS:
                    self.misbid = p
            else:
                self.holder = p
                if self.here_owner is None:
                    self.here_owner = p
            if len(self.active) == 1 and self.high is not None:
                assert self.holder is not None
                self.declarer = self.turn = self.holder
                self.bid = self.high
                self.hands[self.declarer] |= set(self.talon)
                self.phase = "exchange"
            elif not self.active:
                self.begin_play()
            else:
                i = self.order.index(p)
                self.turn = next(self.order[(i + k) % 3] for k in (1, 2, 3)
                                 if self.order[(i + k) % 3] in self.active
                                 and self.order[(i + k) % 3] != self.holder)
        elif self.phase == "exchange":
            if verb == "without-three":
                self.finish("without_three")
            else:
                self.hands[p] -= {parse_card(a) for a in args}
                self.phase = "declare"
        elif self.phase == "declare":
            self.contract = MIS if args[0] == MIS else args[0].upper()
            d1, d2 = self.d1d2
            if self.contract == MIS:
                self.begin_play()
            elif self.o["stalingrad"] and self.contract == "6S":
                self.whisters = [d1, d2]
                self.begin_play()
            elif level(self.contract) == 10 and self.o["ten"] == "checked":
                self.begin_play()
            else:
                self.phase, self.turn = "whist", d1
        elif self.phase == "whist":
            self.calls.append((p, verb))
            nxt = self.whist_next()
            if nxt is None:
                self.whist_end()
            else:
                self.turn = nxt[0]
        elif self.phase == "style":
            self.style = verb
            self.begin_play()
        else:
            self.play_card(p, parse_card(args[0]))

    def finish(self, outcome: str) -> None:
        self.phase, self.outcome = "done", outcome

    # scoring --------------------------------------------------------------------------------
    def result(self) -> dict[str, Any]:
        n = self.n
        pool, mountain = [0] * n, [0] * n
        whists = [[0] * n for _ in range(n)]
        helps: list[dict[str, int]] = []
        later: list[tuple[int, int]] = []
        out = self.outcome or "incomplete"
        o = self.o

        def num(name: str) -> int:
            v = o[name]
            assert isinstance(v, int)
            return v

        k, f, c, r = (num("whist_rate"), num("fail_rate"), num("consolation_rate"),
                      num("whister_penalty_rate"))
        d = self.declarer
        if out in ("made", "failed") and self.contract == MIS:
            assert d is not None
            if self.won[d] == 0:
                later.append((d, 10))
            else:
                mountain[d] += num("misere_fail") * self.won[d]
        elif out in ("made", "failed"):
            assert d is not None and self.contract is not None
            self.score_played(d, level(self.contract), k, f, c, r, mountain, whists, later)
        elif out == "no_play":
            assert d is not None and self.contract is not None
            later.append((d, price(level(self.contract))))
        elif out == "half_whist":
            assert d is not None and self.contract is not None and self.half_whister is not None
            lv = level(self.contract)
            whists[self.half_whister][d] += k * price(lv) * (QUOTA[lv] // 2)
            later.append((d, price(lv)))
        elif out == "without_three":
            assert d is not None and self.bid is not None
            mountain[d] += 3 * f * price(level(self.bid))
        elif out == "raspasy":
            self.score_raspasy(mountain, whists, later)
        # pool additions last, in the order F, M, R, sitting-out dealer (§13.8.1)
        seq = self.order + ([self.dealer] if n == 4 else [])
        for seat in seq:
            for who, x in later:
                if who == seat:
                    self.add_pool(who, x, pool, mountain, whists, helps)
        w = num("pool_weight")
        delta = values(pool, mountain, whists, w)
        if out == "incomplete":
            delta = [Fraction(0)] * n
        series = self.series_after(out)
        end_pool = [self.start_pool[i] + pool[i] for i in range(n)]
        end_mountain = [self.start_mountain[i] + mountain[i] for i in range(n)]
        end_whists = [[self.start_whists[i][j] + whists[i][j] for j in range(n)]
                      for i in range(n)]
        finished = out != "incomplete" and self.finished(end_pool, series)
        res: dict[str, Any] = {
            "format": "prefgui.result/1",
            "declarer": d,
            "contract": self.contract_json(out),
            "outcome": out,
            "tricks": self.tricks_json(out),
            "whist": {"calls": [[s, cl] for s, cl in self.calls], "whisters": self.whisters,
                      "style": self.style},
            "sheet": {"pool": pool, "mountain": mountain, "whists": whists},
            "help": helps,
            "delta": {**{str(i): js(delta[i]) for i in range(n)}, "pot": 0},
            "end": {"pool": end_pool, "mountain": end_mountain, "whists": end_whists,
                    "raspasy_series": series, "finished": finished},
        }
        if self.unowned:
            res["talon_tricks_unowned"] = self.unowned
        if finished:
            sv = values(end_pool, end_mountain, end_whists, w)
            res["end"]["settlement"] = {str(i): js(sv[i]) for i in range(n)}
        if out == "incomplete":
            res["turn"] = self.turn
            res["legal"] = sorted(self.legal()[1])
        return res

    def contract_json(self, out: str) -> dict[str, object] | None:
        ct = self.bid if out == "without_three" else self.contract
        if ct is None:
            return None
        if ct == MIS:
            return {"misere": True}
        lv, strain = split(ct)
        return {"level": lv, "strain": strain}

    def tricks_json(self, out: str) -> list[int | None]:
        if out in ("no_play", "half_whist", "without_three") or not self.played_any:
            return [None] * self.n
        if self.raspasy():
            return list(self.won)
        return [self.won[s] if s in self.order else None for s in range(self.n)]

    def score_played(self, d: int, lv: int, k: int, f: int, c: int, r: int,
                     mountain: list[int], whists: list[list[int]],
                     later: list[tuple[int, int]]) -> None:
        """§13.8.3."""
        o = self.o
        p = price(lv)
        u = max(0, lv - self.won[d])
        if u == 0:
            later.append((d, p))
        else:
            mountain[d] += f * p * u
        if lv == 10 and o["ten"] == "checked":
            return
        d1, d2 = self.d1d2
        t = self.won
        tt = t[d1] + t[d2]
        cons = c * p * u

        def gets(x: int) -> bool:
            return o["consolation_to"] != "whisters" or x in self.whisters

        if len(self.whisters) == 2:
            for x in self.whisters:
                whists[x][d] += k * p * t[x] + (cons if u > 0 else 0)
        else:
            (w,) = self.whisters
            q = d2 if w == d1 else d1
            if q == self.overridden and o["half_whist_override"] == "forfeits":
                whists[w][d] += k * p * tt
                if u > 0:
                    whists[w][d] += cons * (2 if gets(q) else 1)
            elif u == 0 or o["lone_whister"] == "greedy":
                whists[w][d] += k * p * tt
                if u > 0:
                    whists[w][d] += cons
                    if gets(q):
                        whists[q][d] += cons
            elif o["lone_whister"] == "gentleman":
                x = k * p * tt + cons * (2 if gets(q) else 1)
                assert x % 2 == 0
                whists[w][d] += x // 2
                whists[q][d] += x // 2
            else:
                whists[w][d] += k * p * t[w] + cons
                whists[q][d] += k * p * t[q] + (cons if gets(q) else 0)
        if self.n == 4 and o["consolation_to"] == "all" and u > 0:
            whists[self.dealer][d] += cons
        q = QUOTA[lv]
        if tt >= q:
            return
        if len(self.whisters) == 1:
            mountain[self.whisters[0]] += r * p * (q - tt)
        elif lv in (6, 7):
            h, deficit = q // 2, q - tt
            for x in self.whisters:
                short = max(0, h - t[x])
                joint = o["two_whister_liability"] == "joint"
                mountain[x] += r * p * (min(short, deficit) if joint else short)
        elif o["high_contract_liability"] == "second_whister":
            mountain[d2] += r * p * (q - tt)

    def score_raspasy(self, mountain: list[int], whists: list[list[int]],
                      later: list[tuple[int, int]]) -> None:
        """§13.9.2."""
        o = self.o
        scored = list(self.order)
        if self.n == 4 and o["raspasy_dealer_scores"]:
            scored.append(self.dealer)
        prog = o["raspasy_progression"]
        assert isinstance(prog, list)
        c = prog[min(self.series, len(prog) - 1)]
        t = self.won
        m = min(t[i] for i in scored)
        bonus = c if o["raspasy_zero_bonus"] == "price" else 1
        if o["raspasy_recording"] == "mountain":
            for i in scored:
                if t[i] > 0:
                    mountain[i] += c * (t[i] - (m if o["raspasy_amnesty"] else 0))
        else:
            rw = o["raspasy_whists"]
            assert isinstance(rw, int)
            low = [i for i in scored if t[i] == m]
            for i in low:
                for j in scored:
                    if j not in low:
                        basis = t[j] if o["raspasy_whists_basis"] == "tricks" else t[j] - m
                        whists[i][j] += rw * c * basis
        for i in scored:
            if t[i] == 0:
                later.append((i, bonus))

    def add_pool(self, i: int, x: int, pool: list[int], mountain: list[int],
                 whists: list[list[int]], helps: list[dict[str, int]]) -> None:
        """§13.10.1."""
        o = self.o
        size, w = o["pool_size"], o["pool_weight"]
        assert isinstance(size, int) and isinstance(w, int)
        if not o["pool_cap"]:
            pool[i] += x
            return

        def now(j: int) -> int:
            return self.start_pool[j] + pool[j]

        a = min(x, size - now(i))
        pool[i] += a
        e = x - a
        while e > 0 and o["help"] == "largest_first":
            after = [(i + s) % self.n for s in range(1, self.n)]
            open_ = [j for j in after if now(j) < size]
            if not open_:
                break
            top = max(now(j) for j in open_)
            j = next(j for j in open_ if now(j) == top)
            h = min(e, size - now(j))
            pool[j] += h
            whists[i][j] += 10 * w * h
            e -= h
            helps.append({"from": i, "to": j, "points": h})
        if e > 0:
            mountain[i] -= w * e
            helps.append({"from": i, "writeoff": e})

    def series_after(self, out: str) -> int:
        """§13.9.3."""
        if out == "incomplete":
            return self.series
        if out == "raspasy":
            return self.series + 1
        if out == "without_three":
            return self.series
        reset = self.o["raspasy_reset"]
        if reset == "any_contract":
            return 0
        if reset == "made_contract":
            return 0 if out in ("made", "no_play", "half_whist") else self.series
        checked = (self.contract not in (None, MIS) and self.contract is not None
                   and level(self.contract) == 10 and self.o["ten"] == "checked")
        if out == "made" and (self.whisters or self.contract == MIS or checked):
            return 0
        return self.series

    def finished(self, pool: Sequence[int], series: int) -> bool:
        """§13.10.2."""
        o = self.o
        if o["end_condition"] == "time":
            return False
        size = o["pool_size"]
        assert isinstance(size, int)
        done = all(x == size for x in pool) if o["pool_cap"] else sum(pool) >= self.n * size
        return done and not (o["finish_after_raspasy_exit"] and series > 0)


def values(pool: Sequence[int], mountain: Sequence[int], whists: Sequence[Sequence[int]],
           w: int) -> list[Fraction]:
    """§13.11 / §13.14.4."""
    n = len(pool)
    g = [mountain[i] - w * pool[i] for i in range(n)]
    mean = Fraction(sum(g), n)
    return [10 * (mean - g[i]) + sum(whists[i]) - sum(whists[j][i] for j in range(n))
            for i in range(n)]


def js(x: Fraction) -> int | str:
    return int(x) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"
