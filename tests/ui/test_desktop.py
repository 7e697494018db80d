"""``prefgui --install-desktop`` / ``--uninstall-desktop`` and the desktop metadata."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QApplication

from prefgui.ui.system.desktop import APP_ID, PNG_SIZES, installed_files

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "resources" / "desktop" / f"{APP_ID}.desktop"
METAINFO = ROOT / "resources" / "desktop" / f"{APP_ID}.metainfo.xml"


def _prefgui(data_home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, XDG_DATA_HOME=str(data_home), QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "prefgui", *args], capture_output=True,
                          text=True, timeout=300, env=env, cwd=data_home)


def test_install_and_uninstall_in_the_users_data_folder(tmp_path: Path) -> None:
    data_home = tmp_path / "share"
    data_home.mkdir()
    done = _prefgui(data_home, "--install-desktop")
    assert done.returncode == 0, done.stderr
    files = installed_files(data_home)
    for path in files:
        assert path.is_file(), path
        assert f"installed {path}" in done.stdout
    entry = (data_home / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"Icon={APP_ID}\n" in entry
    exec_line = next(x for x in entry.splitlines() if x.startswith("Exec="))
    assert exec_line != "Exec=prefgui" and "prefgui" in exec_line  # this installation's
    try_exec = next(x for x in entry.splitlines() if x.startswith("TryExec="))
    assert Path(try_exec.removeprefix("TryExec=")).is_absolute()  # menus hide it once gone
    assert Path(try_exec.removeprefix("TryExec=")).exists()
    man = data_home / "man" / "man6" / "prefgui.6"
    assert man.read_text(encoding="utf-8").startswith(".\\\" Generated")
    for size in PNG_SIZES:
        png = QImage(str(data_home / "icons" / "hicolor" / f"{size}x{size}" / "apps"
                         / f"{APP_ID}.png"))
        assert (png.width(), png.height()) == (size, size)
        assert png.pixelColor(size // 2, size // 2).alpha() == 255  # drawn, not empty
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(files[0])], capture_output=True,
                               text=True, timeout=60)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout

    done = _prefgui(data_home, "--uninstall-desktop")
    assert done.returncode == 0, done.stderr
    assert not any(path.exists() for path in files)
    # nothing left: no cache update-desktop-database made, no empty folder
    assert not [str(p.relative_to(data_home)) for p in data_home.rglob("*")]


def test_uninstall_keeps_what_others_installed(tmp_path: Path) -> None:
    data_home = tmp_path / "share"
    other = data_home / "applications" / "org.example.Other.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=other\n"
                     "MimeType=text/x-other;\n", encoding="utf-8")
    icon = data_home / "icons" / "hicolor" / "48x48" / "apps" / "org.example.Other.png"
    icon.parent.mkdir(parents=True)
    icon.write_bytes(b"")
    assert _prefgui(data_home, "--install-desktop").returncode == 0
    assert _prefgui(data_home, "--uninstall-desktop").returncode == 0
    assert other.is_file() and icon.is_file()
    assert not (data_home / "metainfo").exists() and not (data_home / "man").exists()
    if shutil.which("update-desktop-database"):  # its cache still describes the other entry
        cache = (data_home / "applications" / "mimeinfo.cache").read_text(encoding="utf-8")
        assert "org.example.Other.desktop" in cache and APP_ID not in cache


@pytest.mark.skipif(shutil.which("update-desktop-database") is None,
                    reason="update-desktop-database is not installed (desktop-file-utils)")
def test_the_cache_made_for_the_game_alone_goes_with_it(tmp_path: Path) -> None:
    data_home = tmp_path / "share"
    data_home.mkdir()
    assert _prefgui(data_home, "--install-desktop").returncode == 0
    assert (data_home / "applications" / "mimeinfo.cache").is_file()
    assert _prefgui(data_home, "--uninstall-desktop").returncode == 0
    assert not (data_home / "applications").exists()


def test_one_app_id_everywhere() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert f"Icon={APP_ID}\n" in DESKTOP.read_text(encoding="utf-8")
    manifest = ROOT / "packaging" / "flatpak" / f"{APP_ID}.yml"
    assert f"id: {APP_ID}\n" in manifest.read_text(encoding="utf-8")


def test_the_application_names_its_desktop_entry(qapp: QApplication) -> None:
    from prefgui.ui.app import configure_application

    configure_application(qapp)
    assert QGuiApplication.desktopFileName() == APP_ID
    assert not qapp.windowIcon().isNull()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-validate is not installed (desktop-file-utils)")
def test_desktop_entry_validates() -> None:
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None,
                    reason="appstreamcli is not installed (appstream)")
def test_metainfo_validates() -> None:
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


def test_metainfo_screenshots_are_in_the_repository() -> None:
    root = ET.parse(METAINFO).getroot()
    images = [i.text or "" for i in root.iter("image")]
    assert images
    for url in images:
        name = url.rsplit("/packaging/screenshots/", 1)[1]
        shot = QImage(str(ROOT / "packaging" / "screenshots" / name))
        assert not shot.isNull(), name


def _shipped_locales() -> list[str]:
    """The game's languages as desktop entries and AppStream name them (sr_Latn: sr@latin)."""
    codes = sorted(p.stem.removeprefix("prefgui_")
                   for p in (ROOT / "translations").glob("prefgui_*.ts"))
    return [code.replace("sr_Latn", "sr@latin") for code in codes]


def test_the_desktop_entry_speaks_every_language_of_the_game() -> None:
    entry = DESKTOP.read_text(encoding="utf-8")
    locales = _shipped_locales()
    assert len(locales) >= 8
    for key in ("GenericName", "Comment", "Keywords"):
        for locale in locales:
            assert f"\n{key}[{locale}]=" in entry, f"{key}[{locale}] is missing"


def test_the_metainfo_speaks_every_language_of_the_game() -> None:
    root = ET.parse(METAINFO).getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    locales = _shipped_locales()

    def langs(elements: list[ET.Element]) -> list[str]:
        return sorted((e.get(lang) or "" for e in elements), key=str)

    everyone = sorted(["", *locales])
    assert langs(root.findall("summary")) == everyone
    paragraphs = root.findall("description/p")
    assert len(paragraphs) == 2 * len(everyone)
    assert langs(paragraphs) == sorted(everyone * 2)
    assert {k.get(lang) or "" for k in root.findall("keywords/keyword")} == set(everyone)
    shots = root.findall("screenshots/screenshot")
    assert shots
    for shot in shots:
        assert langs(shot.findall("caption")) == everyone, shot.findtext("image")


def _changelog_releases() -> list[tuple[str, str]]:
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    return re.findall(r"^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$", text, re.MULTILINE)


def test_the_metainfo_releases_are_the_changelogs() -> None:
    releases = [(r.get("version"), r.get("date"))
                for r in ET.parse(METAINFO).getroot().findall("releases/release")]
    assert releases == _changelog_releases()


def test_the_metainfo_declares_the_packages_licence() -> None:
    """The game's licence and the bundled DejaVu font's, as pyproject.toml declares them."""
    import tomllib

    with (ROOT / "pyproject.toml").open("rb") as f:
        project = tomllib.load(f)["project"]
    assert ET.parse(METAINFO).getroot().findtext("project_license") == project["license"]
    assert "Bitstream-Vera" in project["license"]
    assert "resources/fonts/LICENSE-DejaVu.txt" in project["license-files"]
