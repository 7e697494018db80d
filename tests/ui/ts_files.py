"""The translation files as the tests read them: the languages there are, and each file's
messages."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from tests.ui.helpers import TS_DIR

LANGUAGES = tuple(sorted(p.stem.removeprefix("prefgui_") for p in TS_DIR.glob("prefgui_*.ts")))


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    translations: tuple[str, ...]  # one, or the plural forms
    kind: str  # "" (finished), "unfinished", "vanished", "obsolete"


def read_ts(path: Path) -> list[Message]:
    root = ET.parse(path).getroot()
    assert root.tag == "TS", path
    out = []
    for ctx in root.iter("context"):
        context = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            assert tr is not None, (path, msg.findtext("source"))
            forms = tr.findall("numerusform")
            texts = tuple(f.text or "" for f in forms) if forms else (tr.text or "",)
            out.append(Message(context, msg.findtext("source") or "", texts,
                               tr.get("type", "")))
    return out


def active(messages: list[Message]) -> list[Message]:
    """The messages still in the code (not kept as vanished or obsolete)."""
    return [m for m in messages if m.kind not in ("vanished", "obsolete")]
