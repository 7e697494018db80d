"""What every record and result shares, European or Russian (RULES §11, §13.14).

The two format tags and the JSON form of an amount: an integer stays an integer, a
fraction becomes ``"n/d"`` (original scoring; the Russian deltas and settlement).

>>> from fractions import Fraction
>>> amount_json(Fraction(-268, 3)), amount_json(Fraction(4, 2)), amount_json(7)
('-268/3', 2, 7)
"""

from __future__ import annotations

from fractions import Fraction

from prefgui.engine.vocab import Amount

RECORD_FORMAT = "prefgui.deal/1"
RESULT_FORMAT = "prefgui.result/1"


def amount_json(x: Amount) -> int | str:
    """Integers stay integers; a fraction becomes ``"n/d"``."""
    if isinstance(x, Fraction):
        return int(x) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"
    return x
