"""The player's sentences for problems with files: damaged or newer saves, damaged settings,
saves that fail. The session layer reports codes and technical details; the words are here,
translated."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from prefgui.session.files import one_line
from prefgui.session.storage import NewerSaveError, SaveError

__all__ = ["resume_message", "save_failed_text", "save_problem_text", "settings_not_saved_text",
           "settings_reset_text"]


def save_problem_text(path: Path, error: SaveError) -> str:
    """One sentence about a save that could not be resumed."""
    if isinstance(error, NewerSaveError):
        return QCoreApplication.translate(
            "FileMessages",
            "The saved game {name} was written by a newer version of prefgui (format version "
            "{version}). This version cannot read it and left it in place, so that the newer "
            "version still finds it.").format(name=path.name, version=error.version)
    if error.kind == "russian":
        return QCoreApplication.translate(
            "FileMessages",
            "The saved game {name} is a Russian pulka. This version's window does not play "
            "the Russian game yet, so it left the file in place.").format(name=path.name)
    if error.kept_as is not None:
        return QCoreApplication.translate(
            "FileMessages",
            "The saved game {name} could not be resumed ({detail}). The damaged file was kept "
            "as {kept}.").format(name=path.name, detail=one_line(error.detail),
                                 kept=error.kept_as.name)
    return QCoreApplication.translate(
        "FileMessages",
        "The saved game {name} could not be resumed ({detail}), and it could not be moved "
        "aside.").format(name=path.name, detail=one_line(error.detail))


def resume_message(problems: list[tuple[Path, SaveError]], resumed: Path | None) -> str:
    """The message shown at start when saves could not be used ('' if none)."""
    if not problems:
        return ""
    lines = [save_problem_text(p, e) for p, e in problems]
    if resumed is not None:
        lines.append(QCoreApplication.translate(
            "FileMessages", "The session saved in {name} was resumed instead.").format(
                name=resumed.name))
    else:
        lines.append(QCoreApplication.translate("FileMessages", "A new session has started."))
    return "\n\n".join(lines)


def settings_reset_text(detail: str) -> str:
    """The message shown when the stored settings could not be used."""
    return QCoreApplication.translate(
        "FileMessages",
        "The saved settings could not be read ({detail}); the defaults are used and the old "
        "settings were kept aside.").format(detail=one_line(detail, 200))


def save_failed_text(detail: str) -> str:
    """The message shown once when saving starts to fail."""
    return QCoreApplication.translate(
        "FileMessages",
        "The game could not be saved: {detail}.\n\nPlay goes on and no action is lost while "
        "the game runs: prefgui keeps trying to save after every action and every few "
        "seconds. Choose another folder to save in, or free the disk and the game is saved "
        "again by itself.").format(detail=one_line(detail, 200))


def settings_not_saved_text(detail: str) -> str:
    """The message shown when the settings could not be stored."""
    return QCoreApplication.translate(
        "FileMessages",
        "The settings could not be saved ({detail}). They apply while the game runs; the "
        "next start uses the settings saved before.").format(detail=one_line(detail, 200))
