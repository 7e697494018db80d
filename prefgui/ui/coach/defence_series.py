"""The defence practice's series of deals: kept while the window is open (left and taken up
again with its sheet), never saved; a new series when the table's rules have changed. The
series' next deal is dealt on the background lane while the current one is played (dealing
one takes up to a second).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject

from prefgui.coach.defence_deals import deal_for, deal_record
from prefgui.engine.record import load
from prefgui.engine.rules import Rules
from prefgui.engine.state import GameState
from prefgui.session.defence import DefenceMatch
from prefgui.session.match import TableSettings
from prefgui.session.practice import practice_table
from prefgui.ui.game.session_start import new_seed
from prefgui.ui.system.jobs import JobService

__all__ = ["DefenceSeries"]


class DefenceSeries(QObject):
    """The series (``match``, None before the first) and its deals dealt ahead."""

    def __init__(self, jobs: JobService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs = jobs
        self.match: DefenceMatch | None = None
        self.seed: Callable[[], int] = new_seed  # tests inject a fixed one
        # (seed, number) -> the deal dealt in the background, and the deals being dealt.
        self._dealt: dict[tuple[int, int], GameState] = {}
        self._dealing: set[tuple[int, int]] = set()

    def for_rules(self, settings: TableSettings, rules: Rules, human: int) -> DefenceMatch:
        """The series for ``rules``: the one under way, or a new one."""
        if self.match is None or self.match.rules != rules:
            table = practice_table(settings, rules, 0, human)
            self._dealt.clear()
            self.match = DefenceMatch(table, self.seed(), 0, self._deal)
        return self.match

    def _deal(self, table: TableSettings, seed: int, number: int, human: int) -> GameState:
        """Deal ``number`` of the series: the one dealt in the background, else dealt now."""
        st = self._dealt.pop((seed, number), None)
        return st if st is not None else deal_for(table.rules(), seed, number, human).start

    def deal_ahead(self) -> None:
        """The series' next deal asked of the background lane (once)."""
        series = self.match
        if series is None:
            return
        key = (series.seed, series.number + 1)
        if key in self._dealt or key in self._dealing:
            return
        self._dealing.add(key)
        rules = series.rules
        job = self._jobs.background.submit(
            self, deal_record, rules.name, rules.overrides(), key[0], key[1], series.human)
        job.then(lambda rec: self._on_dealt(key, rec), lambda _e: self._dealing.discard(key))

    def _on_dealt(self, key: tuple[int, int], rec: dict[str, Any]) -> None:
        self._dealing.discard(key)
        if self.match is not None and self.match.seed == key[0]:
            self._dealt[key] = load(rec)
