"""The status-bar notice that stays while the game cannot be saved.

When saving fails (a read-only folder, a full disk), the player is told once, in a
message box, and a notice with a "Save elsewhere…" button stays in the status bar until a
save succeeds again; the controller keeps every action and retries by itself. Nothing is
lost silently: closing the window while the notice shows asks first.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QWidget,
)

from prefgui.session.files import one_line
from prefgui.ui.game.autosave import Autosave
from prefgui.ui.game.ports import StatusLine
from prefgui.ui.system.settings_store import remember_elsewhere
from prefgui.ui.table import timing
from prefgui.ui.words.file_messages import save_failed_text

__all__ = ["SaveGuard"]


class SaveGuard(QWidget):
    """Shown while saving fails; hidden again as soon as the game is saved.

    ``warned(text)`` is emitted when the player is told in a message box (once per run of
    failures).
    """

    warned = Signal(str)

    def __init__(self, autosave: Autosave, status: StatusLine,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.autosave = autosave
        self.status = status
        self.label = QLabel()
        self.label.setStyleSheet("color: #b00020; font-weight: bold;")
        self.button = QPushButton()
        self.button.clicked.connect(self.choose_folder)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.label)
        lay.addWidget(self.button)
        self._warned = False
        self._detail = ""
        self.retranslate_ui()
        self.hide()
        autosave.failed.connect(self._on_save_failed)
        autosave.recovered.connect(self._on_save_recovered)
        autosave.moved.connect(remember_elsewhere)  # the next start resumes it there

    def retranslate_ui(self) -> None:
        self.button.setText(QCoreApplication.translate("SaveGuard", "Save elsewhere…"))
        self.label.setText(QCoreApplication.translate("SaveGuard", "Not saved: {reason}")
                           .format(reason=one_line(self._detail, 80)))

    def _on_save_failed(self, detail: str) -> None:
        self._detail = detail
        self.retranslate_ui()
        self.show()
        if not self._warned:
            self._warned = True
            self._warn_once(save_failed_text(detail))

    def _warn_once(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, "prefgui", text,
                          QMessageBox.StandardButton.Ok, self.window())
        elsewhere = box.addButton(QCoreApplication.translate("SaveGuard", "Save elsewhere…"),
                                  QMessageBox.ButtonRole.ActionRole)
        elsewhere.clicked.connect(self.choose_folder)
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.warned.emit(text)

    def _on_save_recovered(self) -> None:
        self.hide()
        self._warned = False
        self.status.showMessage(
            QCoreApplication.translate("SaveGuard", "The game is saved again."),
            timing.STATUS_EXPLAINED)

    def choose_folder(self) -> None:
        """Ask for another folder and save there."""
        folder = QFileDialog.getExistingDirectory(
            self.window(), QCoreApplication.translate("SaveGuard", "Save the game in"))
        if folder:
            self.save_in(Path(folder))

    def save_in(self, folder: Path) -> None:
        """Save in ``folder`` from now on (the notice stays if that fails too)."""
        self.autosave.save_in(folder)

    def confirm_close(self) -> bool:
        """Before the window closes: True to go on closing (asks while not saved)."""
        if not self.isVisible():
            return True
        answer = QMessageBox.question(self.window(), "prefgui", QCoreApplication.translate(
            "SaveGuard", "The game is not saved: the actions since the last save are lost if "
            "you quit now. Quit anyway?"))
        return answer == QMessageBox.StandardButton.Yes
