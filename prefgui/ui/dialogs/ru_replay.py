"""Replay a finished Russian deal from its record, step by step, every hand open, with the
double-dummy value of every card that could be played (RULES §13.7).

The values are those of :func:`prefgui.coach.russian_review.review_russian`, computed on
the job service's background lane while the deal is already shown: at a card's step the
caption says what each legal card was worth with all cards known (the declarer's tricks
from there on; on raspasy the player's own), how many tricks the card played gave away and
which cards gave nothing. The two talon-led tricks of raspasy are not valued.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from prefgui.coach.russian_review import RuCardReview, review_record
from prefgui.engine.actions import Play, parse_russian_action
from prefgui.engine.cards import sorted_cards
from prefgui.engine.errors import RecordError
from prefgui.engine.record import parse_any
from prefgui.engine.russian.record import RussianRecord, initial_state
from prefgui.engine.russian.state import RussianState
from prefgui.ui.system.jobs import Job
from prefgui.ui.table.russian_view import table_view
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import CardTheme
from prefgui.ui.table.view import TableView
from prefgui.ui.words import texts

__all__ = ["RussianReplayDialog", "russian_states"]


def russian_states(record: dict[str, Any]) -> list[RussianState]:
    """Every state of a recorded Russian deal, from the deal to its end."""
    rec = parse_any(record)
    if not isinstance(rec, RussianRecord):
        raise RecordError("not a Russian deal record")
    st = initial_state(rec)
    states = [st]
    for text in rec.actions:
        st = st.apply(parse_russian_action(text))
        states.append(st)
    return states


class _Lane(Protocol):
    """What the dialog needs of a job lane (the background lane of the job service)."""

    def submit(self, owner: QObject, fn: Any, *args: Any) -> Job[Any]: ...


class RussianReplayDialog(QDialog):
    """A table stepping through a recorded Russian deal, with the cards' values."""

    def __init__(self, record: dict[str, Any], names: list[str], theme: CardTheme,
                 human: int, lane: _Lane | None = None, parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self.states = russian_states(record)
        self.names = names
        self.human = human
        self.reviews: dict[int, RuCardReview] | None = None  # by action number
        self.failed = ""
        self.scene = TableScene(theme, human)
        self.scene.setParent(self)  # deleted with the dialog
        self.scene.speed = "fast"
        self.view = TableView(self.scene)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.states) - 1)
        self.slider.valueChanged.connect(self.show_step)
        self.caption = QLabel()
        self.figures = QLabel()
        self.figures.setWordWrap(True)
        self.figures.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.prev_button = QPushButton()
        self.next_button = QPushButton()
        self.prev_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.next_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        row = QHBoxLayout()
        row.addWidget(self.prev_button)
        row.addWidget(self.slider, 1)
        row.addWidget(self.next_button)
        lay = QVBoxLayout(self)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.caption)
        lay.addWidget(self.figures)
        lay.addLayout(row)
        screen = QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        self.resize(min(1000, room.width()) if room else 1000,
                    min(720, room.height()) if room else 720)  # a 1024×640 laptop too
        self.retranslate_ui()
        self.job: Job[tuple[RuCardReview, ...]] | None = None
        if lane is not None:
            self.job = lane.submit(self, review_record, record)
            self.job.then(self._on_values, self._on_failed)
        else:
            self._on_values(review_record(record))

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Replay"))
        self.prev_button.setText(self.tr("◀ Back"))
        self.next_button.setText(self.tr("Forward ▶"))
        self.show_step(self.slider.value())

    def _on_values(self, cards: tuple[RuCardReview, ...]) -> None:
        self.reviews = {c.action: c for c in cards}
        self.show_step(self.slider.value())

    def _on_failed(self, message: str) -> None:
        self.failed = message
        self.show_step(self.slider.value())

    def show_step(self, i: int) -> None:
        st = self.states[i]
        obs = table_view(st.observation(self.human))
        others = tuple((s, st.hands[s]) for s in range(st.rules.players)
                       if s != self.human and st.hands[s])
        obs = dataclasses.replace(obs, exposed=others, legal=())
        self.scene.sync(obs, animate=i > 0 and self.isVisible(), names=self.names)
        pack = self.scene.theme.pack
        if i == 0:
            self.caption.setText(self.tr("The deal"))
        else:
            a = st.history[-1]
            what = (texts.card_label(a.card, pack) if isinstance(a, Play)
                    else texts.action_label(a, st.rules, pack))  # type: ignore[arg-type]
            self.caption.setText(self.tr("Step {i}: {name} — {action}").format(
                i=i, name=self.names[a.seat], action=what))
        self.figures.setText(self._figures_text(i))

    def _figures_text(self, i: int) -> str:
        """The values of the cards at step ``i`` ('' where no card was played)."""
        if i == 0 or not isinstance(self.states[i].history[-1], Play):
            return ""
        if self.failed:
            return self.tr("The cards could not be valued: {error}").format(error=self.failed)
        if self.reviews is None:
            return self.tr("Valuing the cards with all hands known…")
        r = self.reviews.get(i)
        if r is None or r.moves is None:
            return self.tr("A talon trick of raspasy: its cards are not valued.")
        pack = self.scene.theme.pack
        before = self.states[i - 1]
        values = " · ".join(f"{texts.card_label(c, pack)} {r.moves[c]}"
                           for c in sorted_cards(sum(1 << c for c in r.moves)))
        if before.declarer is None:
            line = self.tr("Tricks {name} takes from here after each card, all cards "
                           "known: {values}").format(name=self.names[r.seat], values=values)
        else:
            line = self.tr("The declarer's tricks from here after each card, all cards "
                           "known: {values}").format(values=values)
        best = ", ".join(texts.card_label(c, pack) for c in r.best)
        if not r.tricks_lost:
            verdict = self.tr("{card} gave nothing away. Best: {best}.").format(
                card=texts.card_label(r.card, pack), best=best)
        else:
            verdict = self.tr("{card} gave away tricks: {n}. Best: {best}.").format(
                card=texts.card_label(r.card, pack), n=r.tricks_lost, best=best)
        return line + "\n" + verdict
