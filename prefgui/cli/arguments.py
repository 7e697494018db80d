"""Command-line arguments under the commands' contract: an argument error is one short line.

argparse prints its usage over several lines and repeats a bad value in full (a 5,000-digit
``--deals`` filled the terminal). :class:`OneLineParser` says ``PROG: REASON`` in one line
instead, with any value it quotes shortened and escaped as file errors are
(:func:`prefgui.session.files.one_line`), and exits with status 2. :func:`bounded_int` reads a
whole number within bounds, so that ``--worlds 0`` or ``--worlds 100000000`` are refused
before any work rather than dropping what was asked for or running for ever.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from typing import NoReturn

from prefgui.session.files import one_line

__all__ = ["MESSAGE_LIMIT", "VALUE_LIMIT", "OneLineParser", "bounded_int", "short_message"]

VALUE_LIMIT = 60
"""Characters of a value quoted back in an error (as for file errors)."""
MESSAGE_LIMIT = 300
"""Characters of a whole error line, before escapes."""

# A long run without spaces: a value argparse quotes back ('…' from %r, an unknown argument,
# an invalid choice). Linear: a run shorter than the limit is looked at at most LIMIT times.
_LONG_WORD = re.compile(rf"\S{{{VALUE_LIMIT + 1},}}")


def _shortened(word: str) -> str:
    body = word.rstrip("'\")],:")
    return f"{body[:VALUE_LIMIT]}… ({len(body)} characters){word[len(body):]}"


def short_message(message: str) -> str:
    """``message`` made one short line.

    Each long value is shortened (``'999…' (5000 characters)``) and everything escaped; the
    whole is at most about :data:`MESSAGE_LIMIT` characters.
    """
    message = _LONG_WORD.sub(lambda m: _shortened(m.group()), message)
    return one_line(message, MESSAGE_LIMIT)


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on standard error and exit status 2.

    ``--help`` is unchanged. Sub-command parsers are made of the same class.
    """

    def error(self, message: str) -> NoReturn:
        """Say ``PROG: MESSAGE`` in one short line and exit with status 2."""
        sys.stderr.write(f"{self.prog}: {short_message(message)}\n")
        sys.exit(2)


def bounded_int(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``low`` to ``high`` (ASCII digits only)."""

    def parse(text: str) -> int:
        digits = text.strip().removeprefix("-").removeprefix("+")
        if not digits.isascii() or not digits.isdigit():
            raise argparse.ArgumentTypeError(f'not a whole number: "{text}"')
        if len(digits) > 24 or not low <= int(text) <= high:
            raise argparse.ArgumentTypeError(f'must be from {low} to {high} (not "{text}")')
        return int(text)

    parse.__name__ = "whole number"
    return parse
