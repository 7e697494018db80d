r"""One answer per document: the loop shared by the commands that read records or positions.

``replay`` and ``solve`` (and any later command of the kind) go through it.

Each FILE is read with :mod:`prefgui.session.files` (regular files only, size and JSON
bounds) and holds one JSON document, or several in JSON Lines (one a line, as the score
sheet exports deal records); a document of a JSON Lines file is named ``FILE:LINE``.
Documents are answered in order; whatever one holds, every other still gets its line:

* one document in all: its result on standard output, or only its error line on standard
  error (``REASON``);
* several: one line each on standard output (a result, or ``{"file": NAME, "error":
  REASON}``), plus ``NAME: REASON`` on standard error for each error.

Reasons are one line, with any input they quote shortened and escaped; a file's name is
escaped the same way in results and errors (a byte that is not UTF-8 is written ``\udcff``,
never raw). A line the output's encoding cannot hold (``PYTHONIOENCODING=ascii`` and a
card ``♥``) is written in its escaped form: JSON with ``\u2665``, other text with
``\u2665`` too (:func:`encodable_line`). The exit status is 2 if any document failed,
else 0. Never a traceback.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from prefgui.engine.errors import PrefError
from prefgui.engine.record import ActionError
from prefgui.session.files import FileRefusedError, one_line, quote, read_documents

__all__ = ["DocumentError", "Item", "documents", "encodable_line", "json_line", "run_documents"]


class DocumentError(Exception):
    """A document that gets an error line; ``reason`` is the line (without its name)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Item:
    """A document to answer: its name, and its JSON or the reason it could not be read."""

    name: str
    obj: Any = None
    error: str | None = None


def documents(paths: Sequence[str]) -> Iterator[Item]:
    """Every document of every file, in order (a file that cannot be read is one item)."""
    for path in paths:
        try:
            for doc in read_documents(path):
                name = path if doc.line is None else f"{path}:{doc.line}"
                yield Item(name, doc.obj, doc.error)
        except FileRefusedError as e:
            yield Item(path, error=e.reason)


def action_reason(e: PrefError) -> str:
    """``action N "…": REASON`` with the action quoted shortened and escaped."""
    if isinstance(e, ActionError):
        return f"action {e.position} {quote(e.action)}: {e.reason}"
    return e.message


Handler = Callable[[Any], dict[str, Any]]


def _encoding(stream: TextIO) -> str:
    return getattr(stream, "encoding", None) or "utf-8"


def _encodes(stream: TextIO, text: str) -> bool:
    try:
        text.encode(_encoding(stream))
    except (UnicodeError, LookupError):
        return False
    return True


def encodable_line(stream: TextIO, text: str) -> str:
    r"""``text`` as ``stream`` can write it.

    Unchanged, or with every character its encoding cannot hold escaped (``\xe9``,
    ``\u2665``, ``\udcff`` for a stray byte).
    """
    if _encodes(stream, text):
        return text
    try:
        return text.encode(_encoding(stream), "backslashreplace").decode(_encoding(stream))
    except LookupError:
        return text.encode("ascii", "backslashreplace").decode("ascii")


def json_line(stream: TextIO, obj: Any, indent: int | None = None) -> str:
    r"""``obj`` as one JSON line ``stream`` can write.

    Readable characters when its encoding holds them, else JSON's own escapes (``\u2665``),
    so the line stays valid JSON.
    """
    text = json.dumps(obj, ensure_ascii=False, indent=indent)
    return text if _encodes(stream, text) else json.dumps(obj, indent=indent)


def run_documents(paths: Sequence[str], handle: Handler, out: TextIO, err: TextIO,
                  read_prefix: str = "", name_results: bool = False) -> int:
    """Answer every document of ``paths`` with ``handle`` (see the module docstring).

    Args:
        paths: the files.
        handle: the result of one document; raises :class:`DocumentError` (or a ``PrefError``)
            for a document that gets an error line.
        out: standard output.
        err: standard error.
        read_prefix: put before the reason of a file that cannot be read (``"record: "``).
        name_results: with several documents, results carry ``"file"`` too.

    Returns:
        The exit status: 0, or 2 if any document failed.
    """
    items = documents(paths)
    first = next(items, None)
    second = next(items, None)
    single = first is not None and second is None
    status = 0

    def chain() -> Iterator[Item]:
        for it in (first, second):
            if it is not None:
                yield it
        yield from items

    for item in chain():
        result, reason = _answer(item, handle, read_prefix)
        name = one_line(item.name)
        if result is not None:
            if name_results and not single:
                result = {"file": name, **result}
            out.write(json_line(out, result) + "\n")
            continue
        status = 2
        reason = one_line(reason or "failed")
        if single:
            err.write(encodable_line(err, reason) + "\n")
        else:
            out.write(json_line(out, {"file": name, "error": reason}) + "\n")
            err.write(encodable_line(err, f"{name}: {reason}") + "\n")
        out.flush()
    out.flush()
    return status


def _answer(item: Item, handle: Handler, read_prefix: str
            ) -> tuple[dict[str, Any] | None, str | None]:
    if item.error is not None:
        return None, read_prefix + item.error
    try:
        return handle(item.obj), None
    except DocumentError as e:
        return None, e.reason
    except PrefError as e:
        return None, action_reason(e)
    except RecursionError:
        return None, read_prefix + "nested too deeply"
    except MemoryError:
        return None, read_prefix + "too large to process"
    except Exception as e:  # noqa: BLE001 - the contract: a line for every file, whatever
        return None, f"internal error ({type(e).__name__}); please report this file"
