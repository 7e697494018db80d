"""The wheel carries the bundled resources and the translations compiled at build time.

Builds the wheel as pip does for an install (isolated build environment, with PySide6's
lrelease from ``[build-system] requires``) from a copy of the source tree, so the checkout
is left as it was.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")  # first 16 bytes of a .qm file
NOT_COPIED = shutil.ignore_patterns(
    ".git", ".venv", "venv", "build", "dist", "*.egg-info", "__pycache__", ".mypy_cache",
    ".ruff_cache", ".pytest_cache", ".hypothesis", "screenshots", "*.qm", "*.whl")


def test_wheel_contains_resources_and_compiled_translations(tmp_path: Path) -> None:
    src = tmp_path / "src"
    shutil.copytree(ROOT, src, ignore=NOT_COPIED)
    out = tmp_path / "wheels"
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check",
         "-w", str(out), "."],
        cwd=src, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    wheels = sorted(out.glob("prefgui-*.whl"))
    assert len(wheels) == 1, wheels
    assert wheels[0].name.endswith("-py3-none-any.whl")

    with zipfile.ZipFile(wheels[0]) as whl:
        names = set(whl.namelist())
        for name in ("prefgui/resources/fonts/DejaVuSans.ttf",
                     "prefgui/resources/fonts/DejaVuSans-Bold.ttf",
                     "prefgui/resources/fonts/LICENSE-DejaVu.txt",
                     "prefgui/resources/cards/LICENSE.md",
                     "prefgui/resources/README.md"):
            assert name in names, f"{name} is not in the wheel"
        languages = sorted(p.stem.removeprefix("prefgui_")
                           for p in (ROOT / "translations").glob("prefgui_*.ts"))
        assert {"de", "cs"} <= set(languages)
        for lang in languages:
            qm = f"prefgui/translations/prefgui_{lang}.qm"
            assert qm in names, f"{qm} was not compiled into the wheel"
            assert whl.read(qm)[:16] == QM_MAGIC, f"{qm} is not a compiled Qt translation"
        assert not any(n.startswith(("tests/", "translations/")) for n in names)
