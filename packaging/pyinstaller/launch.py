"""The bundle's entry script: the installed ``prefgui`` package's ``main``.

A separate script, not ``prefgui/__main__.py``, so that PyInstaller analyses the package
installed in the build venv (with its compiled translations), not the source tree.
"""

import sys

from prefgui.__main__ import main

sys.exit(main())
