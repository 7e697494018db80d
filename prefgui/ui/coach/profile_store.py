"""Where the window opens the player's coach profile, and the sentence when it could not.

One profile per user (``profile.sqlite3`` in the data folder, beside the saved sessions):
the reviewed deals, the drills and their schedule, the answers. The Qt-free profile lives in
:mod:`prefgui.coach.profile`; this module only chooses the file and words the problems.
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from prefgui.coach.profile import NoticeKind, Profile, ProfileError, ProfileNotice
from prefgui.session.files import one_line
from prefgui.ui.system.paths import data_dir

__all__ = ["damaged_rows_text", "notice_text", "open_profile", "profile_error_text",
           "profile_file", "profile_lost_text"]

PROFILE_NAME = "profile.sqlite3"


def profile_file() -> Path:
    """The player's profile file (it may not exist yet)."""
    return data_dir() / PROFILE_NAME


def notice_text(notice: ProfileNotice) -> str:
    """One sentence about a profile file that could not be used and was kept aside."""
    if notice.kind is NoticeKind.SCHEMA:
        return QCoreApplication.translate(
            "ProfileStore",
            "Your coach profile does not match its version (a table is missing or an upgrade "
            "failed). It was kept as {kept} and a new profile was started.").format(
                kept=notice.kept_as.name)
    if notice.kind is NoticeKind.NEWER:
        return QCoreApplication.translate(
            "ProfileStore",
            "Your coach profile was written by a newer version of prefgui. It was kept as "
            "{kept} and a new profile was started.").format(kept=notice.kept_as.name)
    return QCoreApplication.translate(
        "ProfileStore",
        "Your coach profile was damaged. It was kept as {kept} and a new profile was "
        "started.").format(kept=notice.kept_as.name)


def open_profile(path: Path | None = None,
                 now: datetime | None = None) -> tuple[Profile | None, str]:
    """Open the player's profile.

    Returns:
        The profile (``None`` if it cannot be opened at all) and the sentence to show the
        player ('' when there is nothing to say).
    """
    try:
        profile = Profile.open(path or profile_file(), now or datetime.now(UTC))
    except (OSError, sqlite3.Error, ProfileError) as e:
        return None, QCoreApplication.translate(
            "ProfileStore",
            "Your coach profile could not be opened ({detail}). Reviews and drills are not "
            "kept until it can be.").format(detail=one_line(str(e), 200))
    return profile, notice_text(profile.notice) if profile.notice is not None else ""


def profile_error_text(error: Exception) -> str:
    """One sentence about a profile that could not be read or written now."""
    return QCoreApplication.translate(
        "ProfileStore",
        "Your coach profile could not be used ({detail}). The game goes on; reviews and "
        "drills are kept again once it can be.").format(detail=one_line(str(error), 200))


def damaged_rows_text(count: int) -> str:
    """One sentence about damaged rows of the profile that were skipped."""
    return QCoreApplication.translate(
        "ProfileStore",
        "Damaged entries of your coach profile were skipped: {count}.").format(count=count)


def profile_lost_text() -> str:
    """One sentence about a profile file removed while the game runs."""
    return QCoreApplication.translate(
        "ProfileStore",
        "Your coach profile was removed while the game was running. Reviews and drills are "
        "not kept until the next start, which begins a new profile.")
