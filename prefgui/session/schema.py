"""Small declarative schemas for the JSON the program writes and reads back.

One schema per file format (:mod:`prefgui.session.formats`): the writer checks what it is
about to write against it, and the reader checks what it read against the same one, so the
two can never drift apart. A value that does not fit raises :class:`SchemaError` naming
where (``match.settings.levels[1]``) and what was expected; quoted values are shortened.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from prefgui.session.files import quote

__all__ = ["Bool", "Int", "Json", "ListOf", "MapOf", "Null", "Obj", "OneOf", "Schema",
           "SchemaError", "Str"]


class SchemaError(ValueError):
    """A value that does not fit its schema."""

    def __init__(self, where: str, expected: str) -> None:
        super().__init__(f"{where or 'the document'}: {expected}")
        self.where = where
        self.expected = expected


class Schema(Protocol):
    """Anything with ``check(value, where)`` and a ``describe()`` of what it accepts."""

    def check(self, value: Any, where: str = "") -> None: ...

    def describe(self) -> str: ...


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


@dataclass(frozen=True)
class Null:
    def check(self, value: Any, where: str = "") -> None:
        if value is not None:
            raise SchemaError(where, "must be null")

    def describe(self) -> str:
        return "null"


@dataclass(frozen=True)
class Bool:
    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, bool):
            raise SchemaError(where, "must be true or false")

    def describe(self) -> str:
        return "true or false"


@dataclass(frozen=True)
class Int:
    lo: int
    hi: int

    def check(self, value: Any, where: str = "") -> None:
        if not _is_int(value) or not self.lo <= value <= self.hi:
            raise SchemaError(where, f"must be {self.describe()}")

    def describe(self) -> str:
        return f"a whole number from {self.lo} to {self.hi}"


@dataclass(frozen=True)
class Str:
    max_len: int = 200
    choices: tuple[str, ...] | None = None
    test: Callable[[str], bool] | None = None

    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, str) or len(value) > self.max_len:
            raise SchemaError(where, f"must be {self.describe()}")
        if self.choices is not None and value not in self.choices:
            raise SchemaError(where, f"must be {self.describe()}, not {quote(value, 30)}")
        if self.test is not None and not self.test(value):
            raise SchemaError(where, f"is not valid: {quote(value, 30)}")
        if any(0xD800 <= ord(c) <= 0xDFFF for c in value):
            raise SchemaError(where, "holds invalid characters")

    def describe(self) -> str:
        if self.choices is not None:
            return "one of " + ", ".join(quote(c) for c in self.choices)
        return f"a text of at most {self.max_len} characters"


@dataclass(frozen=True)
class ListOf:
    item: Schema
    min_len: int = 0
    max_len: int = 1000

    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, list) or not self.min_len <= len(value) <= self.max_len:
            raise SchemaError(where, f"must be {self.describe()}")
        for i, x in enumerate(value):
            self.item.check(x, f"{where}[{i}]")

    def describe(self) -> str:
        return f"a list of {self.min_len} to {self.max_len} items"


@dataclass(frozen=True)
class MapOf:
    key: Str
    value: Schema
    max_len: int = 100

    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, dict) or len(value) > self.max_len:
            raise SchemaError(where, f"must be {self.describe()}")
        for k, v in value.items():
            self.key.check(k, f"{where} key")
            self.value.check(v, f"{where}.{k}")

    def describe(self) -> str:
        return f"an object of at most {self.max_len} entries"


@dataclass(frozen=True)
class OneOf:
    alternatives: tuple[Schema, ...]

    def check(self, value: Any, where: str = "") -> None:
        errors = []
        for alt in self.alternatives:
            try:
                alt.check(value, where)
                return
            except SchemaError as e:
                errors.append(e)
        # The most telling error: from an alternative of the same JSON type, if any.
        raise errors[-1] if len(errors) == 1 else SchemaError(where, f"must be {self.describe()}")

    def describe(self) -> str:
        return " or ".join(a.describe() for a in self.alternatives)


@dataclass(frozen=True)
class Json:
    """Any JSON object, checked elsewhere (a deal record is checked by the engine)."""

    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, dict):
            raise SchemaError(where, "must be an object")

    def describe(self) -> str:
        return "an object"


@dataclass(frozen=True)
class Obj:
    """An object with named fields: ``required`` ones and ``optional`` ones; no others.

    ``rule`` checks the whole object after its fields (for rules across fields) and returns
    an error message, or '' when the object is fine.
    """

    required: dict[str, Schema]
    optional: dict[str, Schema] = field(default_factory=dict)
    rule: Callable[[dict[str, Any]], str] | None = None

    def check(self, value: Any, where: str = "") -> None:
        if not isinstance(value, dict):
            raise SchemaError(where, "must be an object")
        dot = f"{where}." if where else ""
        for key in value:
            if key not in self.required and key not in self.optional:
                raise SchemaError(where, f"has an unknown field {quote(key, 30)}")
        for key, schema in self.required.items():
            if key not in value:
                raise SchemaError(where, f"lacks the field {quote(key)}")
            schema.check(value[key], dot + key)
        for key, schema in self.optional.items():
            if key in value:
                schema.check(value[key], dot + key)
        if self.rule is not None:
            problem = self.rule(value)
            if problem:
                raise SchemaError(where, problem)

    def describe(self) -> str:
        return "an object"
