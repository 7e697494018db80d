"""Fresh drills are made for rules the European engine plays: a Russian session's drills come
from the Austrian game (the conventions do not apply to the Russian game, and the European
engine cannot deal it), as the defence practice's deals do."""

from __future__ import annotations

import random

from prefgui.coach.drills import Drill, Theme
from prefgui.engine.rules import Rules
from prefgui.ui.coach.drill_factory import THEMES, DrillFactory
from tests.ui.fake_jobs import RecordingJobs


def test_a_russian_sessions_drills_are_made_for_the_european_game(qapp: object) -> None:
    jobs = RecordingJobs()
    factory = DrillFactory(jobs, random.Random(1))  # type: ignore[arg-type]
    for _ in THEMES:
        factory.request(Rules("sochi", {}, 3))
    requests = jobs.background.requests
    assert [r.args[0] for r in requests] == [t.value for t in THEMES]
    assert {(r.args[1], r.args[3]) for r in requests} == {("austrian", 3)}
    made = [r.fn(*r.args) for r in requests if r.args[0] in ("c1", "count")]
    drills = [Drill.from_json(m) for m in made if m is not None]
    assert drills and all(d.record["variant"] == "austrian" for d in drills)
    assert {d.theme for d in drills} <= {Theme.C1, Theme.COUNT}
    jobs.shutdown()
