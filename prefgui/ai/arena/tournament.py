"""Computer players against each other on duplicate deals.

This is the library behind ``prefgui tournament``, whose command line is
:mod:`prefgui.cli.tournament`. Every deal is played once per rotation of the three player
kinds through the seats, so each kind holds each hand once and the luck of the cards
cancels. A progress line goes to standard error; then a table (or, with ``--json``, one JSON
object) reports for each kind: mean units per deal (its equity: balance change plus its
third of the pot or bank change) with the standard error over deals, the declarer success
rate, the convention breaches of its defenders, the tricks lost to double dummy per deal as
declarer and as defender (each card against the best card allowed, on the true hands) and
its thinking times; and for each pair of kinds the mean difference per deal with its
standard error. ``--scale`` multiplies every level's time budget; ``--worlds N`` plays at
fixed evidence instead (:func:`fixed_evidence`: no clock, the Expert on N sampled deals per
decision), so that the results do not depend on how busy the machine is; ``--start-pot``
is the pot at the start of each deal in pot variants (default 30).
"""

from __future__ import annotations

import json
import math
import multiprocessing
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass

from prefgui.ai.arena.duplicate import ArenaConfig, DuplicateDeal, play_deal
from prefgui.ai.arena.russian import play_russian_deal
from prefgui.ai.players import Budget
from prefgui.engine.rules import Rules


@dataclass
class KindStats:
    """The figures of one player kind."""

    kind: str
    units: float
    units_se: float
    declared: int
    made: int
    breaches: int
    dd_loss_declarer: float
    declarer_deals: int
    dd_loss_defender: float
    defender_deals: int
    card_median: float
    card_p95: float
    card_max: float
    call_median: float
    call_p95: float
    call_max: float

    @property
    def success(self) -> float:
        """The share of its contracts made (NaN when it never declared)."""
        return self.made / self.declared if self.declared else float("nan")


def _mean_se(xs: Sequence[float]) -> tuple[float, float]:
    if not xs:
        return float("nan"), float("nan")
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return m, float("nan")
    return m, statistics.stdev(xs) / math.sqrt(len(xs))


def _quantiles(xs: list[float]) -> tuple[float, float, float]:
    if not xs:
        return float("nan"), float("nan"), float("nan")
    s = sorted(xs)
    return statistics.median(s), s[min(len(s) - 1, int(0.95 * len(s)))], s[-1]


def per_deal_units(rec: DuplicateDeal, kind: str) -> float | None:
    """A kind's mean equity over its seats in all rotations of one deal."""
    vals = [s.units for game in rec.seats for s in game if s.kind == kind]
    return statistics.fmean(vals) if vals else None


def kind_stats(records: Sequence[DuplicateDeal], kind: str) -> KindStats:
    """Aggregate the records for one kind."""
    units = [u for r in records if (u := per_deal_units(r, kind)) is not None]
    m, se = _mean_se(units)
    seats = [s for r in records for game in r.seats for s in game if s.kind == kind]
    declared = [s for s in seats if s.made is not None]
    defending = [s for s in seats if s.role and s.made is None and s.dd_cards]
    cards = [t for r in records for t in r.card_times.get(kind, [])]
    calls = [t for r in records for t in r.call_times.get(kind, [])]
    cq, kq = _quantiles(cards), _quantiles(calls)
    return KindStats(
        kind=kind, units=m, units_se=se, declared=len(declared),
        made=sum(1 for s in declared if s.made), breaches=sum(s.breaches for s in seats),
        dd_loss_declarer=_mean_se([s.dd_loss for s in declared if s.dd_cards])[0],
        declarer_deals=sum(1 for s in declared if s.dd_cards),
        dd_loss_defender=_mean_se([s.dd_loss for s in defending])[0],
        defender_deals=len(defending),
        card_median=cq[0], card_p95=cq[1], card_max=cq[2],
        call_median=kq[0], call_p95=kq[1], call_max=kq[2])


def pair_stats(records: Sequence[DuplicateDeal], a: str, b: str) -> dict[str, float]:
    """Mean per-deal difference of kinds ``a`` and ``b`` with its standard error."""
    diffs = []
    for r in records:
        ua, ub = per_deal_units(r, a), per_deal_units(r, b)
        if ua is not None and ub is not None:
            diffs.append(ua - ub)
    m, se = _mean_se(diffs)
    return {"mean": m, "se": se, "z": m / se if se and not math.isnan(se) else float("nan")}


def fixed_evidence(budgets: tuple[tuple[str, Budget], ...], worlds: int
                   ) -> tuple[tuple[str, Budget], ...]:
    """The budgets of a tournament at fixed evidence: no clock for any level.

    The Expert decides every card and every decision before play on ``worlds`` sampled
    deals (fewer only where one option is clearly best, which does not depend on the
    clock); the other levels keep their own number of worlds.
    """
    return tuple((k, Budget.untimed(worlds if k == "expert" else b.samples))
                 for k, b in budgets)


def _play_one(job: tuple[ArenaConfig, int]) -> DuplicateDeal:
    cfg, index = job
    if Rules(cfg.variant).is_russian:
        return play_russian_deal(cfg, index)
    return play_deal(cfg, index)


def run(cfg: ArenaConfig, deals: int, jobs: int, progress: bool = True,
        on_record: Callable[[DuplicateDeal], None] | None = None) -> list[DuplicateDeal]:
    """Play ``deals`` duplicate deals, on ``jobs`` processes.

    ``on_record`` receives each deal's record as soon as it is played (in the order they
    finish), so that nothing is lost if a later deal fails.
    """
    work = [(cfg, i) for i in range(deals)]
    start = time.perf_counter()
    out: list[DuplicateDeal] = []
    results: Iterable[DuplicateDeal]
    pool = None
    if jobs > 1:
        pool = multiprocessing.get_context("spawn").Pool(jobs)
        results = pool.imap_unordered(_play_one, work)
    else:
        results = map(_play_one, work)
    try:
        for rec in results:
            out.append(rec)
            if on_record is not None:
                on_record(rec)
            if progress:
                el = time.perf_counter() - start
                eta = el / len(out) * (deals - len(out))
                print(f"\r{len(out)}/{deals} deals, {el:.0f}s elapsed, ~{eta:.0f}s to go",
                      end="", file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    if progress:
        print(file=sys.stderr)
    out.sort(key=lambda r: r.index)
    return out


def report(cfg: ArenaConfig, records: Sequence[DuplicateDeal]) -> dict[str, object]:
    """The tournament's figures as a JSON-ready object."""
    kinds = list(dict.fromkeys(cfg.kinds))
    stats = [kind_stats(records, k) for k in kinds]
    pairs = {f"{a}-{b}": pair_stats(records, a, b)
             for i, a in enumerate(kinds) for b in kinds[i + 1:]}
    games = [o for r in records for o in r.outcomes]
    return {
        "variant": cfg.variant, "options": dict(cfg.options), "deals": len(records),
        "games": len(games), "seed": cfg.seed, "players": list(cfg.kinds),
        "budgets": {k: {"seconds": b.seconds, "samples": b.samples} for k, b in cfg.budgets},
        "start_pot": cfg.start_pot,
        "outcomes": {str(o): games.count(o) for o in sorted(set(games))},
        "kinds": [dict(asdict(s), success=s.success) for s in stats],
        "pairs": pairs,
    }


def _fmt(x: object, spec: str = ".2f") -> str:
    if isinstance(x, float):
        return "-" if math.isnan(x) else format(x, spec)
    return str(x)


def table(rep: dict[str, object]) -> Iterator[str]:
    """The report as readable lines."""
    yield (f"{rep['variant']} {json.dumps(rep['options'])}: {rep['deals']} duplicate deals "
           f"({rep['games']} games), seed {rep['seed']}")
    outcomes = rep["outcomes"]
    assert isinstance(outcomes, dict)
    yield "outcomes: " + (", ".join(f"{o} {n}" for o, n in outcomes.items()) or "none")
    head = (f"{'kind':<9}{'units/deal':>11}{'±se':>7}{'decl':>6}{'made%':>7}{'breach':>7}"
            f"{'ddloss D':>9}{'ddloss d':>9}{'card med':>9}{'p95':>7}{'call med':>9}"
            f"{'p95':>7}{'max':>7}")
    yield head
    kinds = rep["kinds"]
    assert isinstance(kinds, list)
    for k in kinds:
        yield (f"{k['kind']:<9}{_fmt(k['units'], '+.2f'):>11}{_fmt(k['units_se']):>7}"
               f"{k['declared']:>6}{_fmt(100 * k['success'], '.0f'):>7}{k['breaches']:>7}"
               f"{_fmt(k['dd_loss_declarer']):>9}{_fmt(k['dd_loss_defender']):>9}"
               f"{_fmt(k['card_median'], '.3f'):>9}{_fmt(k['card_p95']):>7}"
               f"{_fmt(k['call_median'], '.3f'):>9}{_fmt(k['call_p95']):>7}"
               f"{_fmt(k['call_max']):>7}")
    pairs = rep["pairs"]
    assert isinstance(pairs, dict)
    for name, p in pairs.items():
        yield (f"{name}: {_fmt(p['mean'], '+.2f')} units/deal ± {_fmt(p['se'])} "
               f"(z = {_fmt(p['z'], '.1f')})")


def finite_json(x: object) -> object:
    """The report with NaN and infinity (no clock) replaced by null (strict JSON)."""
    if isinstance(x, float) and not math.isfinite(x):
        return None
    if isinstance(x, dict):
        return {k: finite_json(v) for k, v in x.items()}
    if isinstance(x, list):
        return [finite_json(v) for v in x]
    return x
