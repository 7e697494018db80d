"""Test configuration: Qt runs offscreen and never touches the user's settings or saves."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# prefgui.ui.system.paths puts the data and settings folders below PREFGUI_HOME when it is set:
# a fresh folder for each test run, so no test reads or writes the player's real ones.
_HOME = tempfile.mkdtemp(prefix="prefgui-tests-")
os.environ["PREFGUI_HOME"] = _HOME
atexit.register(shutil.rmtree, _HOME, True)
