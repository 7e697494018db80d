"""``prefgui --install-desktop`` writes only its own files, all or nothing, and
``--uninstall-desktop`` removes only what it recognises as its own."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from prefgui.ui.system import desktop
from prefgui.ui.system.desktop import APP_ID, exec_value, install, installed_files, uninstall

pytestmark = pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")


def _everything(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and not p.is_symlink()}


def test_links_planted_at_the_names_are_replaced_never_written_through(
        qapp: object, tmp_path: Path) -> None:
    data_home = tmp_path / "share"
    precious = tmp_path / "precious.txt"
    precious.write_text("the user's file\n", encoding="utf-8")
    files = installed_files(data_home)
    for path in (files[0], files[3], files[-1]):  # the entry, the SVG icon, a PNG
        path.parent.mkdir(parents=True, exist_ok=True)
        path.symlink_to(precious)
    assert install(data_home) == 0
    assert precious.read_text(encoding="utf-8") == "the user's file\n"
    for path in files:
        assert path.is_file() and not path.is_symlink()
        assert oct(path.stat().st_mode & 0o777) == oct(0o644)
    assert not list(data_home.rglob("*.tmp"))


def test_uninstall_leaves_links_and_files_that_are_not_its_own(
        qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data_home = tmp_path / "share"
    assert install(data_home) == 0
    precious = tmp_path / "precious.txt"
    precious.write_text("the user's file\n", encoding="utf-8")
    entry, metainfo, man, svg, *pngs = installed_files(data_home)
    entry.unlink()
    entry.symlink_to(precious)
    svg.write_text("<svg>someone else's icon</svg>", encoding="utf-8")
    pngs[0].write_bytes(pngs[-1].read_bytes())  # a PNG, but not of its folder's size
    capsys.readouterr()
    assert uninstall(data_home) == 0
    captured = capsys.readouterr()
    assert entry.is_symlink() and precious.read_text(encoding="utf-8") == "the user's file\n"
    assert svg.is_file() and pngs[0].is_file()
    assert captured.err.count("left in place") == 3
    assert not metainfo.exists() and not man.exists()
    assert not any(p.exists() for p in pngs[1:])


def test_install_on_a_full_disk_changes_nothing(qapp: object, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    data_home = tmp_path / "share"
    assert install(data_home) == 0
    before = _everything(data_home)
    real = desktop._write_temporary
    calls: list[Path] = []

    def full(path: Path, data: bytes) -> Path:
        calls.append(path)
        if len(calls) == 6:  # after the entry, metainfo, manual, SVG and one PNG
            raise OSError(28, "No space left on device")
        return real(path, data)

    monkeypatch.setattr(desktop, "_write_temporary", full)
    monkeypatch.setattr(desktop, "launcher_argv", lambda: ["/elsewhere/prefgui"])
    capsys.readouterr()
    assert install(data_home) == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and "nothing was changed" in err[0] and "No space" in err[0]
    assert _everything(data_home) == before  # the earlier entry, whole; no temporary file
    # and from nothing: nothing at all, not even a folder
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "icons").mkdir()  # a folder that was there stays
    calls.clear()
    assert install(empty) == 1
    assert [p.name for p in empty.rglob("*")] == ["icons"]


def _exec_arguments(value: str) -> list[str]:
    """Read an Exec value back as the Desktop Entry Specification says: string escapes
    first, then quoting, then field codes (``%%`` is a percent sign)."""
    unescaped, i = [], 0
    table = {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}
    while i < len(value):
        if value[i] == "\\" and i + 1 < len(value) and value[i + 1] in table:
            unescaped.append(table[value[i + 1]])
            i += 2
        else:
            assert value[i] not in "\n\r"
            unescaped.append(value[i])
            i += 1
    text = "".join(unescaped)
    args: list[str] = []
    current: list[str] | None = None
    i = 0
    while i < len(text):
        c = text[i]
        if c == '"':
            current = current or []
            i += 1
            while text[i] != '"':
                if text[i] == "\\":
                    assert text[i + 1] in '"`$\\'
                    i += 1
                current.append(text[i])
                i += 1
            i += 1
        elif c == " ":
            if current is not None:
                args.append("".join(current))
            current = None
            i += 1
        else:
            assert c not in '"\'\\><~|&;$*?#()`\t\n'
            current = (current or []) + [c]
            i += 1
    if current is not None:
        args.append("".join(current))
    out = []
    for arg in args:
        assert "%" not in arg.replace("%%", "")  # no field code by accident
        out.append(arg.replace("%%", "%"))
    return out


@pytest.mark.parametrize("argv", [
    ["/opt/prefgui/bin/prefgui"],
    ["/home/a b/100%/bin/prefgui"],
    ["/home/back\\slash/$HOME/`x`/\"q\"/prefgui", "-m", "prefgui"],
    ["/tmp/evil\nExec=rm -rf ~\n[Desktop Entry]/prefgui"],
    ["/tmp/tab\tand\rreturn/%f/prefgui"],
])
def test_exec_line_escaped_as_the_specification_reads_it(argv: list[str]) -> None:
    value = exec_value(argv)
    assert "\n" not in value and "\r" not in value
    assert _exec_arguments(value) == argv


def test_a_launcher_with_a_newline_adds_no_key(qapp: object, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    launcher = "/tmp/evil\nExec=rm -rf ~\nNoDisplay=true/pre%fgui"
    monkeypatch.setattr(desktop, "launcher_argv", lambda: [launcher])
    data_home = tmp_path / "share"
    assert install(data_home) == 0
    lines = installed_files(data_home)[0].read_text(encoding="utf-8").splitlines()
    assert sum(x.startswith("Exec=") for x in lines) == 1
    assert not any(x.startswith("NoDisplay=") for x in lines)
    exec_line = next(x for x in lines if x.startswith("Exec="))
    assert _exec_arguments(exec_line.removeprefix("Exec=")) == [launcher]
    try_exec = next(x for x in lines if x.startswith("TryExec="))
    assert try_exec == "TryExec=/tmp/evil\\nExec=rm -rf ~\\nNoDisplay=true/pre%fgui"
    assert f"Icon={APP_ID}" in lines
