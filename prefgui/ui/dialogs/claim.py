"""The claim dialog: all the remaining tricks, or a number of them."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)


class ClaimDialog(QDialog):
    """Asks what the player claims of the ``remaining`` tricks.

    ``at_most`` (the Russian misère): the side claims to take none of them, or at most a
    number of them.

    ``claimed()`` is None for all of them, else the number chosen.
    """

    def __init__(self, remaining: int, parent: QWidget | None = None,
                 at_most: bool = False) -> None:
        super().__init__(parent)
        self.remaining = remaining
        self.at_most = at_most  # a misère: the claim counts the most tricks taken
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.all_button = QRadioButton()
        self.all_button.setChecked(True)
        self.some_button = QRadioButton()
        self.count = QSpinBox()
        if at_most:
            self.count.setRange(1, max(1, remaining))
            self.count.setValue(1)
        else:
            self.count.setRange(0, max(0, remaining - 1))
            self.count.setValue(max(0, remaining - 1))
        self.count.setEnabled(False)
        group = QButtonGroup(self)
        group.addButton(self.all_button)
        group.addButton(self.some_button)
        self.some_button.toggled.connect(self.count.setEnabled)
        self.count.valueChanged.connect(lambda _v: self.some_button.setChecked(True))
        row = QHBoxLayout()
        row.addWidget(self.some_button)
        row.addWidget(self.count)
        row.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.note)
        box.addWidget(self.all_button)
        box.addLayout(row)
        box.addWidget(self.buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Claim"))
        self.note.setText(self.tr(
            "Claim tricks without playing them out. The claim is checked against every "
            "defence, with all cards known: if it holds, the deal ends as if played out; if "
            "not, you are told why and the play goes on."))
        if self.at_most:
            self.all_button.setText(self.tr("&None of the remaining tricks ({n})").format(
                n=self.remaining))
            self.some_button.setText(self.tr("&At most this many of them:"))
        else:
            self.all_button.setText(self.tr("&All the remaining tricks ({n})").format(
                n=self.remaining))
            self.some_button.setText(self.tr("&Only this many of them:"))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Claim"))
        self.setMinimumWidth(420)

    def claimed(self) -> int | None:
        """None for every remaining trick (none of them: ``at_most``), else the number."""
        return None if self.all_button.isChecked() else self.count.value()
