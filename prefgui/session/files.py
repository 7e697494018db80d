"""Reading files the player or anyone else may have put there, without trusting them.

Every reader of the program (deal records, positions, saves, settings, card decks,
command-line files) goes through these functions, so each promise holds everywhere:

* only regular files are opened, never blocking: a FIFO, a device (``/dev/zero``) or a
  folder is refused with a reason instead of hanging or filling memory;
* a file larger than its limit is refused before it is read;
* JSON is refused, with a reason, when it nests deeper than :data:`MAX_DEPTH`, holds an
  integer of more than :data:`MAX_INT_DIGITS` digits, a non-finite number (``1e400``,
  ``Infinity``, ``NaN``) or text that is not UTF-8;
* a file holding several JSON objects one per line (JSON Lines, as the score sheet exports
  deal records) is read as that many documents, each with its line number;
* whatever is quoted back in a message is shortened and escaped (:func:`quote`,
  :func:`one_line`), so an error line stays one short line whatever the input holds.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = [
    "MAX_DEPTH",
    "MAX_INT_DIGITS",
    "RECORD_LIMIT",
    "SAVE_LIMIT",
    "Document",
    "FileRefusedError",
    "JsonRefusedError",
    "loads",
    "one_line",
    "quote",
    "read_bytes",
    "read_documents",
    "read_json",
    "read_text",
]

RECORD_LIMIT = 8 * 1024 * 1024
"""Bytes of a record, position or JSON Lines file (thousands of deals)."""
SAVE_LIMIT = 32 * 1024 * 1024
"""Bytes of a saved session (about 30,000 deals)."""
MAX_DEPTH = 32
"""Nesting of JSON arrays and objects (our formats need 6)."""
MAX_INT_DIGITS = 24
"""Digits of a JSON integer (seeds need 20)."""
MAX_STRING = 100_000
"""Characters of one JSON string."""


class FileRefusedError(Exception):
    """A file that is not read, with the reason in the player's words (and the ``errno``
    of the operating system's error, if there was one)."""

    def __init__(self, reason: str, errno: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.errno = errno


class JsonRefusedError(ValueError):
    """JSON text that is refused (too deep, a number too large, not finite, not JSON)."""


# ---------------------------------------------------------------------------------------
# quoting


_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\", '"': '\\"'}


def _escape(text: str, quotes: bool) -> str:
    out = []
    for ch in text:
        if ch in _ESCAPES and (quotes or ch not in '"\\'):
            out.append(_ESCAPES[ch])
        elif ch.isprintable():
            out.append(ch)
        elif ord(ch) < 0x100:
            out.append(f"\\x{ord(ch):02x}")
        elif ord(ch) < 0x10000:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(f"\\U{ord(ch):08x}")
    return "".join(out)


def _shorten(text: str, limit: int) -> str:
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text)} characters)"


def quote(text: object, limit: int = 60) -> str:
    """``text`` in double quotes, shortened to ``limit`` characters and escaped.

    Control characters, line breaks, NUL and bidirectional overrides are written as
    escapes, so the result is always one line that shows what the input held.

    >>> quote('0 play\\nKH')
    '"0 play\\\\nKH"'
    >>> quote("x" * 100, 5)
    '"xxxxx… (100 characters)"'
    """
    return '"' + _escape(_shorten(str(text), limit), quotes=True) + '"'


def one_line(text: str, limit: int = 400) -> str:
    """A message made safe for one line of output: escaped, and shortened if long.

    >>> one_line("bad\\u202eend")
    'bad\\\\u202eend'
    """
    return _escape(_shorten(text, limit), quotes=False)


# ---------------------------------------------------------------------------------------
# files


def read_bytes(path: str | os.PathLike[str], limit: int = RECORD_LIMIT) -> bytes:
    """The content of a regular file of at most ``limit`` bytes.

    The file is opened without blocking and checked after opening (so a file swapped for
    a FIFO in between is still refused).

    Raises:
        FileRefusedError: not a regular file, too large, or cannot be read.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as e:
        raise FileRefusedError(f"cannot read the file ({e.strerror or e})", e.errno) from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise FileRefusedError("it is a folder, not a file")
        if not stat.S_ISREG(st.st_mode):
            raise FileRefusedError("not a regular file (a device, pipe or socket is never read)")
        if st.st_size > limit:
            raise FileRefusedError(f"the file is too large ({st.st_size} bytes; the limit is "
                              f"{limit})")
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise FileRefusedError(f"the file is too large (more than {limit} bytes)")
        return b"".join(chunks)
    except OSError as e:
        raise FileRefusedError(f"cannot read the file ({e.strerror or e})", e.errno) from None
    finally:
        os.close(fd)


def read_text(path: str | os.PathLike[str], limit: int = RECORD_LIMIT) -> str:
    """The UTF-8 text of a regular file (see :func:`read_bytes`); a BOM is dropped.

    Raises:
        FileRefusedError: as for :func:`read_bytes`, or the file is not UTF-8 text.
    """
    data = read_bytes(path, limit)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise FileRefusedError(f"the file is not UTF-8 text (byte {e.start})") from None


# ---------------------------------------------------------------------------------------
# JSON


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise JsonRefusedError(f"a number has {len(text.lstrip('-'))} digits (at most "
                          f"{MAX_INT_DIGITS} are read)")
    return int(text)


def _float(text: str) -> float:
    if len(text) > 40:
        raise JsonRefusedError(f"a number is {len(text)} characters long")
    x = float(text)
    if x in (float("inf"), float("-inf")):
        raise JsonRefusedError(f"the number {quote(text, 20)} is too large")
    return x


def _constant(name: str) -> Any:
    raise JsonRefusedError(f"{name} is not a number JSON allows")


# One token of the depth scan: a whole JSON string, or a bracket. A string that is never
# closed matches up to the end of the text (the alternative ``\\?\Z``), so every character
# is looked at once: the scan is linear in the text whatever it holds (an unclosed string
# full of ``\\"`` made an earlier pattern start again at each quote: quadratic).
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)|[\[\]{}]', re.DOTALL)


def _check_depth(text: str, max_depth: int) -> None:
    """Refuse nesting deeper than ``max_depth`` without recursing, in one pass over the
    text (brackets inside JSON strings do not count)."""
    depth = 0
    for m in _TOKEN.finditer(text):
        token = m.group()
        if token in "[{":
            depth += 1
            if depth > max_depth:
                raise JsonRefusedError(f"nested more than {max_depth} levels deep")
        elif token in "]}":
            depth -= 1


def loads(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text within the bounds above.

    Raises:
        JsonRefusedError: too deep, a number too long or not finite, or not valid JSON (the
            message names the line and column).
    """
    if text.count("[") + text.count("{") > max_depth:
        _check_depth(text, max_depth)
    try:
        obj = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as e:
        raise JsonRefusedError(f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})"
                          ) from None
    except RecursionError:  # pragma: no cover - the depth check comes first
        raise JsonRefusedError("nested too deeply") from None
    if _longest_string(obj) > MAX_STRING:
        raise JsonRefusedError(f"a text in the file is longer than {MAX_STRING} characters")
    return obj


def _longest_string(obj: Any) -> int:
    stack = [obj]
    longest = 0
    while stack:
        x = stack.pop()
        if isinstance(x, str):
            longest = max(longest, len(x))
        elif isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return longest


def read_json(path: str | os.PathLike[str], limit: int = RECORD_LIMIT) -> Any:
    """One JSON document from a regular file.

    Raises:
        FileRefusedError: the file cannot be read or its JSON is refused.
    """
    text = read_text(path, limit)
    try:
        return loads(text)
    except JsonRefusedError as e:
        raise FileRefusedError(str(e)) from None


@dataclass(frozen=True)
class Document:
    """One document of a file: ``line`` is its line in a JSON Lines file (None for a file
    holding one document); ``obj`` is the parsed JSON, or ``error`` says why not."""

    line: int | None
    obj: Any = None
    error: str | None = None


def read_documents(path: str | os.PathLike[str], limit: int = RECORD_LIMIT
                   ) -> Iterator[Document]:
    """The documents of a file: one JSON value, or JSON Lines (one value a line).

    A file is read as JSON Lines when it is not one JSON value and its first non-blank
    line is a JSON object on its own. A line that cannot be read is a document with an
    ``error``; the others are still read.

    Raises:
        FileRefusedError: the file cannot be read, or is neither JSON nor JSON Lines.
    """
    text = read_text(path, limit)
    try:
        yield Document(None, loads(text))
        return
    except JsonRefusedError as whole:
        # Only "\n" ends a line (JSON Lines): str.splitlines() would also split at U+2028,
        # U+0085 and other characters that a JSON string may hold unescaped.
        lines = [line.removesuffix("\r") for line in text.split("\n")]
        numbered = [(i, line) for i, line in enumerate(lines, start=1) if line.strip()]
        if len(numbered) < 2:
            raise FileRefusedError(str(whole)) from None
        # Each line is read once: the first line's document decides whether the file is
        # JSON Lines and is then answered as it was read.
        first = _line_document(*numbered[0])
        if not _is_object_line(first, numbered[0][1]):
            raise FileRefusedError(str(whole)) from None
    yield first
    for number, line in numbered[1:]:
        yield _line_document(number, line)


def _line_document(number: int, line: str) -> Document:
    try:
        return Document(number, loads(line))
    except JsonRefusedError as e:
        return Document(number, error=str(e))


def _is_object_line(doc: Document, line: str) -> bool:
    """Whether a line holds one JSON object on its own: it reads as one, or it is written
    as one (``{…}``) but refused for what it holds (a number too long, nesting too deep),
    which is then that line's error, not the whole file's."""
    if doc.error is None:
        return isinstance(doc.obj, dict)
    text = line.strip()
    return len(text) > 1 and text[0] == "{" and text[-1] == "}"


def is_regular_file(path: Path) -> bool:
    """True for a regular file (not following the name to a FIFO or device); never blocks."""
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except OSError:
        return False
