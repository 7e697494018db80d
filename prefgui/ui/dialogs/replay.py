"""Replay a finished deal from its record, step by step, with every hand shown."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from prefgui.engine.record import initial_state, parse_record
from prefgui.engine.state import GameState
from prefgui.ui.table.scene import TableScene
from prefgui.ui.table.theme import CardTheme
from prefgui.ui.table.view import TableView
from prefgui.ui.words import texts
from prefgui.ui.words.texts import tr


def replay_states(record: dict[str, object]) -> list[GameState]:
    """Every state of a recorded deal, from the deal to its end."""
    rec = parse_record(record)
    st = initial_state(rec)
    states = [st]
    from prefgui.engine.actions import parse_action

    for text in rec.actions:
        st = st.apply(parse_action(text, american=not rec.rules.european))
        states.append(st)
    return states


class ReplayDialog(QDialog):
    """A small table that steps through a recorded deal."""

    def __init__(self, record: dict[str, object], names: list[str], theme: CardTheme,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Replay"))
        self.states = replay_states(record)
        self.names = names
        self.scene = TableScene(theme, 0)
        self.scene.setParent(self)  # deleted with the dialog
        self.scene.speed = "fast"
        self.view = TableView(self.scene)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.states) - 1)
        self.slider.valueChanged.connect(self.show_step)
        self.caption = QLabel()
        prev_btn = QPushButton(tr("◀ Back"))
        next_btn = QPushButton(tr("Forward ▶"))
        prev_btn.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        next_btn.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        row = QHBoxLayout()
        row.addWidget(prev_btn)
        row.addWidget(self.slider, 1)
        row.addWidget(next_btn)
        lay = QVBoxLayout(self)
        lay.addWidget(self.view, 1)
        lay.addWidget(self.caption)
        lay.addLayout(row)
        self.resize(1000, 700)
        self.show_step(0)

    def show_step(self, i: int) -> None:
        st = self.states[i]
        obs = st.observation(0)
        others = tuple((s, st.hands[s]) for s in range(st.rules.players)
                       if s != 0 and st.hands[s])
        obs = dataclasses.replace(obs, exposed=others, legal=())
        # No dealing animation for the first frame: the view has not its size yet, and
        # cards flying to the old size's places would land on each other.
        self.scene.sync(obs, animate=i > 0 and self.isVisible(), names=self.names)
        if i == 0:
            self.caption.setText(tr("The deal"))
        else:
            a = st.history[-1]
            self.caption.setText(tr("Step {i}: {name} — {action}").format(
                i=i, name=self.names[a.seat],
                action=texts.action_label(a, st.rules, self.scene.theme.pack)))
