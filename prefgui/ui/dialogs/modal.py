"""Modal dialogs that do not outlive their answer.

A dialog parented to the window lives as long as the window unless it is deleted: one
opened with ``exec()`` and then forgotten stays in memory with everything it holds (a
replay's table scene and its cards), one more each time it is opened. :func:`run_modal`
shows a dialog modally and deletes it afterwards.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

__all__ = ["run_modal"]


def run_modal(dialog: QDialog) -> bool:
    """Show ``dialog`` modally; True if it was accepted.

    The dialog is deleted once control is back in the event loop, so its answers can be
    read until the caller returns (and no longer).
    """
    try:
        return dialog.exec() == QDialog.DialogCode.Accepted
    finally:
        dialog.deleteLater()
