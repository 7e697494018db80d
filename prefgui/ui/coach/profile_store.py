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

from prefgui.coach.profile import NoticeKind, Profile, ProfileNotice
from prefgui.session.files import one_line
from prefgui.ui.system.paths import data_dir

__all__ = ["notice_text", "open_profile", "profile_file"]

PROFILE_NAME = "profile.sqlite3"


def profile_file() -> Path:
    """The player's profile file (it may not exist yet)."""
    return data_dir() / PROFILE_NAME


def notice_text(notice: ProfileNotice) -> str:
    """One sentence about a profile file that could not be used and was kept aside."""
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
    except (OSError, sqlite3.Error) as e:
        return None, QCoreApplication.translate(
            "ProfileStore",
            "Your coach profile could not be opened ({detail}). Reviews and drills are not "
            "kept until it can be.").format(detail=one_line(str(e), 200))
    return profile, notice_text(profile.notice) if profile.notice is not None else ""
