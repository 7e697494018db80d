"""Game → Sessions: the saved sessions, to resume, delete, or review one of their deals."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QInputDialog,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from prefgui.session.match import Match
from prefgui.session.storage import SaveError, SessionInfo, list_sessions, load_session
from prefgui.ui.system.settings_store import saved_elsewhere
from prefgui.ui.words import texts
from prefgui.ui.words.file_messages import save_problem_text
from prefgui.ui.words.plurals import counted
from prefgui.ui.words.texts import tr


class SessionsDialog(QDialog):
    """Pick a saved session; ``chosen`` is its path after Accepted.

    "Review a deal…" asks which deal of the selected session to review and emits
    ``review_requested(record, human seat, names)``; the list stays open.
    """

    review_requested = Signal(dict, int, list)  # deal record, the human's seat, names

    def __init__(self, folder: Path, current: Path | None, parent: QWidget | None = None,
                 pack: str = "french", read_only: bool = False) -> None:
        super().__init__(parent)
        self.pack = pack
        self.read_only = read_only  # another window writes the folder: nothing is deleted
        self.setWindowTitle(tr("Saved sessions"))
        self.folder = folder
        self.current = current
        self.chosen: Path | None = None
        self.list = QListWidget()
        self.list.itemDoubleClicked.connect(lambda _item: self._resume())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.resume = QPushButton(tr("Resume"))
        self.delete = QPushButton(tr("Delete"))
        self.review = QPushButton(tr("Review a deal…"))
        buttons.addButton(self.resume, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.review, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.delete, QDialogButtonBox.ButtonRole.ActionRole)
        self.review.clicked.connect(self._review)
        self.resume.clicked.connect(self._resume)
        self.delete.clicked.connect(self._delete)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.list)
        lay.addWidget(buttons)
        self.resize(520, 360)
        self.refresh()

    def refresh(self) -> None:
        self.list.clear()
        # the sessions folder, and the sessions moved with "Save elsewhere…"
        for info in list_sessions(self.folder, saved_elsewhere()):
            self.list.addItem(self._item(info))
        has = self.list.count() > 0
        self.resume.setEnabled(has)
        self.delete.setEnabled(has and not self.read_only)
        self.review.setEnabled(has)
        if has:
            self.list.setCurrentRow(0)

    def _item(self, info: SessionInfo) -> QListWidgetItem:
        mark = "  ★" if self.current is not None and info.path == self.current else ""
        deals = counted().deals_played(info.deals)
        text = tr("{saved} — {variant}, {deals}").format(
            saved=info.saved.replace("T", " "), variant=texts.variant_name(info.variant),
            deals=deals)
        item = QListWidgetItem(text + mark)
        item.setData(Qt.ItemDataRole.UserRole, str(info.path))
        return item

    def _selected(self) -> Path | None:
        item = self.list.currentItem()
        return Path(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _resume(self) -> None:
        self.chosen = self._selected()
        if self.chosen is not None:
            self.accept()

    def _review(self) -> None:
        path = self._selected()
        if path is None:
            return
        try:
            match = load_session(path)
        except SaveError as e:
            QMessageBox.warning(self, tr("Saved sessions"), save_problem_text(path, e))
            self.refresh()
            return
        except OSError as e:
            QMessageBox.warning(self, tr("Saved sessions"), str(e))
            return
        if not match.entries:
            QMessageBox.information(self, tr("Review a deal"),
                                    tr("No deal of this session has been finished yet."))
            return
        index = self.pick_deal(match)
        if index is not None:
            self.review_requested.emit(match.entries[index].record.to_json(), human_seat(match),
                                       texts.player_names(match.settings.names))

    def pick_deal(self, match: Match) -> int | None:
        """Ask which finished deal of ``match`` to review (its index, None: cancelled)."""
        from prefgui.ui.sheet.ledger_deals import ledger_rows

        lines = [tr("Deal {n}: {declarer} {contract} — {outcome}").format(
            n=row[0], declarer=row[2], contract=row[3], outcome=row[4]).replace("  ", " ")
            for row in ledger_rows(match, self.pack)]
        text, ok = QInputDialog.getItem(self, tr("Review a deal"), tr("Deal:"), lines,
                                        len(lines) - 1, False)
        return lines.index(text) if ok and text in lines else None

    def _delete(self) -> None:
        path = self._selected()
        if path is None or self.read_only:
            return
        if self.current is not None and path == self.current:
            QMessageBox.information(self, tr("Delete"), tr("The session being played cannot "
                                                           "be deleted."))
            return
        answer = QMessageBox.question(self, tr("Delete"), tr("Delete this saved session?"))
        if answer == QMessageBox.StandardButton.Yes:
            try:
                path.unlink()
            except OSError as e:
                QMessageBox.warning(self, tr("Delete"), str(e))
            self.refresh()


def human_seat(match: Match) -> int:
    """The seat the player plays in a session (the first seat marked human)."""
    levels = match.settings.levels
    return levels.index("human") if "human" in levels else 0
