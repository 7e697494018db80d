"""Game → Sessions: the saved sessions, to resume or delete."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from prefgui.session.storage import SessionInfo, list_sessions
from prefgui.ui import texts
from prefgui.ui.texts import tr


class SessionsDialog(QDialog):
    """Pick a saved session; ``chosen`` is its path after Accepted."""

    def __init__(self, folder: Path, current: Path | None, parent: QWidget | None = None
                 ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Saved sessions"))
        self.folder = folder
        self.current = current
        self.chosen: Path | None = None
        self.list = QListWidget()
        self.list.itemDoubleClicked.connect(lambda _item: self._resume())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.resume = QPushButton(tr("Resume"))
        self.delete = QPushButton(tr("Delete"))
        buttons.addButton(self.resume, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.delete, QDialogButtonBox.ButtonRole.ActionRole)
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
        for info in list_sessions(self.folder):
            self.list.addItem(self._item(info))
        has = self.list.count() > 0
        self.resume.setEnabled(has)
        self.delete.setEnabled(has)
        if has:
            self.list.setCurrentRow(0)

    def _item(self, info: SessionInfo) -> QListWidgetItem:
        mark = "  ★" if self.current is not None and info.path == self.current else ""
        # lupdate marks a plural (%n) message only in this form: self.tr, one literal on one
        # line, a plain name as the count (QCoreApplication.translate with a variable count
        # is taken as a message without plural forms)
        count = info.deals
        deals = self.tr("%n deal(s) played", "", count)
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

    def _delete(self) -> None:
        path = self._selected()
        if path is None:
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
