"""The Progress view (Coach → Progress): the player's progress over time, in three tabs.

*Conventions*: C1, C2 and C3 breaches per 100 cards played as a defender, over the last
deals and over all of them. *Tricks and units*: what the player's cards cost per deal, as a
defender and as the declarer, with all cards known and on what he could know. *Drills*:
accuracy, streak, answers per day and the drills due. Each tab that has nothing to show
yet says how it fills instead of drawing empty axes.

The dialog takes the computed :class:`~prefgui.coach.trends.Trends` (plain data);
:func:`show_progress` reads them from the player's profile. The tabs are
:mod:`~prefgui.ui.coach.progress_pages`'.
"""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from prefgui.coach.trends import Trends, build_trends
from prefgui.ui.coach.profile_store import damaged_rows_text, open_profile, profile_error_text
from prefgui.ui.coach.progress_pages import ConventionsPage, DrillsPage, LossesPage

__all__ = ["ProgressDialog", "read_trends", "show_progress"]


class ProgressDialog(QDialog):
    """The Progress view of one profile's :class:`Trends`.

    Args:
        trends: what to show (None: the profile could not be opened).
        message: a sentence about the profile to show above the tabs ('' for none).
        c3_high: the table's reading of C3's "very high", in which the conventions are
            worded (as the coach's warnings word them).
    """

    def __init__(self, trends: Trends | None, message: str = "",
                 parent: QWidget | None = None, c3_high: str = "A_or_K") -> None:
        super().__init__(parent)
        self.trends = trends
        self.message = QLabel(message, self)
        self.message.setWordWrap(True)
        self.message.setVisible(bool(message))
        self.tabs = QTabWidget(self)
        self.conventions = ConventionsPage(self.tabs, trends, c3_high)
        self.losses = LossesPage(self.tabs, trends)
        self.drills = DrillsPage(self.tabs, trends)
        for page in (self.conventions, self.losses, self.drills):
            self.tabs.addTab(page, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.message)
        lay.addWidget(self.tabs, 1)
        lay.addWidget(buttons)
        self._fit_size(parent)
        self.retranslate_ui()

    def _fit_size(self, parent: QWidget | None) -> None:
        width, height = 1000, 640
        if parent is not None:
            width = min(width, max(600, parent.width() - 40))
            height = min(height, max(420, parent.height() - 40))
        self.resize(width, height)

    # texts --------------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Progress"))
        for n, title in enumerate((self.tr("Conventions"), self.tr("Tricks and units"),
                                   self.tr("Drills"))):
            self.tabs.setTabText(n, title)
        self.conventions.retranslate_ui(self.trends)
        self.losses.retranslate_ui()
        self.drills.retranslate_ui(self.trends)


def read_trends(now: datetime | None = None) -> tuple[Trends | None, str]:
    """The player's progress from his profile, and the sentence about the profile ('' when
    there is nothing to say)."""
    now = now or datetime.now(UTC)
    profile, message = open_profile(now=now)
    if profile is None:
        return None, message
    try:
        trends: Trends | None = build_trends(profile.progress(now), profile.answers(),
                                             profile.schedule(), now, None)
    except Exception as e:  # noqa: BLE001 - nothing in the profile stops the window
        trends, message = None, " ".join(t for t in (message, profile_error_text(e)) if t)
    finally:
        profile.close()
    if profile.damaged_rows():
        message = " ".join(t for t in (message, damaged_rows_text(profile.damaged_rows())) if t)
    return trends, message


def show_progress(parent: QWidget | None, c3_high: str = "A_or_K") -> ProgressDialog:
    """Open the Progress view of the player's profile (not modal) and return it, the
    conventions worded as the table (``c3_high``) reads them."""
    trends, message = read_trends()
    dialog = ProgressDialog(trends, message, parent, c3_high)
    dialog.show()
    return dialog
