"""Checks of the values hpcgym's entry points take, each raising an :mod:`hpcgym.errors` class
whose message names the parameter and the place.

One rule for numbers everywhere: a count or a time in seconds is an *integer* (a Python or
NumPy integer; never a bool, and never a float, not even ``3.0``: the simulators count whole
seconds, and a float there gives float start times); any other quantity is a *finite real
number* (never NaN, an infinity, a bool or a string). A value of the wrong type raises
:class:`InputTypeError` (a ``TypeError``); a value out of its range raises the caller's class
(``error``, default :class:`InputError`; a ``ValueError``).
"""

from __future__ import annotations

import math
import numbers
import operator
from collections.abc import Collection
from typing import Any

from hpcgym.errors import InputError, InputTypeError, UnknownNameError

ErrorClass = type[InputError]


def shown(value: Any, limit: int = 60) -> str:
    """A value as a message shows it: its type and a ``repr`` cut to ``limit`` characters."""
    text = repr(value)
    if len(text) > limit:
        text = text[: limit - 3] + "..."
    return f"{type(value).__name__} {text}"


def label(name: str, where: str = "") -> str:
    """``where: name`` (the place, then the parameter), or the name alone."""
    return f"{where}: {name}" if where else name


def _num(x: float) -> str:
    if type(x) is int:
        return str(x)
    return str(int(x)) if float(x).is_integer() and abs(x) < 1e15 else f"{x:g}"


def _bounds(lo: float | None, hi: float | None, lo_open: bool, hi_open: bool) -> str:
    if lo is not None and hi is not None:
        return f"in {'(' if lo_open else '['}{_num(lo)}, {_num(hi)}{')' if hi_open else ']'}"
    if lo is not None:
        return f"{'>' if lo_open else '>='} {_num(lo)}"
    if hi is not None:
        return f"{'<' if hi_open else '<='} {_num(hi)}"
    return "a finite number"


def _outside(x: float, lo: float | None, hi: float | None, lo_open: bool, hi_open: bool) -> bool:
    return (lo is not None and (x < lo or (lo_open and x == lo))) or (
        hi is not None and (x > hi or (hi_open and x == hi))
    )


def integer(
    value: Any,
    name: str,
    *,
    lo: int | None = None,
    hi: int | None = None,
    where: str = "",
    error: ErrorClass = InputError,
) -> int:
    """``value`` as an ``int`` in ``[lo, hi]``: an int or a NumPy integer, not a bool nor a
    float."""
    if type(value) is not int:
        if isinstance(value, (bool, float)):
            raise InputTypeError(
                f"{label(name, where)} must be an integer, got {shown(value)}"
                + (" (round it first)" if isinstance(value, float) and math.isfinite(value) else "")
            )
        try:
            value = operator.index(value)
        except TypeError:
            raise InputTypeError(
                f"{label(name, where)} must be an integer, got {shown(value)}"
            ) from None
    if _outside(value, lo, hi, False, False):
        words = _bounds(lo, hi, False, False)
        raise error(f"{label(name, where)} must be an integer {words}, got {value!r}")
    return int(value)


def optional_integer(
    value: Any,
    name: str,
    *,
    lo: int | None = None,
    hi: int | None = None,
    where: str = "",
    error: ErrorClass = InputError,
) -> int | None:
    """:func:`integer`, or None."""
    if value is None:
        return None
    return integer(value, name, lo=lo, hi=hi, where=where, error=error)


def number(
    value: Any,
    name: str,
    *,
    lo: float | None = None,
    hi: float | None = None,
    lo_open: bool = False,
    hi_open: bool = False,
    where: str = "",
    error: ErrorClass = InputError,
) -> float:
    """``value`` as a finite ``float`` in the range (``lo_open``/``hi_open`` exclude an end):
    an int, a float or a NumPy real scalar, not a bool nor a string."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise InputTypeError(f"{label(name, where)} must be a number, got {shown(value)}")
    x = float(value)
    if not math.isfinite(x):
        raise error(f"{label(name, where)} must be a finite number, got {value!r}")
    if _outside(x, lo, hi, lo_open, hi_open):
        words = _bounds(lo, hi, lo_open, hi_open)
        raise error(f"{label(name, where)} must be {words}, got {value!r}")
    return x


def optional_number(
    value: Any,
    name: str,
    *,
    lo: float | None = None,
    hi: float | None = None,
    lo_open: bool = False,
    hi_open: bool = False,
    where: str = "",
    error: ErrorClass = InputError,
) -> float | None:
    """:func:`number`, or None."""
    if value is None:
        return None
    return number(
        value, name, lo=lo, hi=hi, lo_open=lo_open, hi_open=hi_open, where=where, error=error
    )


def flag(value: Any, name: str, *, where: str = "") -> bool:
    """``value`` if it is a bool (or a NumPy bool)."""
    if not isinstance(value, bool) and type(value).__name__ != "bool_":
        raise InputTypeError(f"{label(name, where)} must be True or False, got {shown(value)}")
    return bool(value)


def text(value: Any, name: str, *, where: str = "") -> str:
    """``value`` if it is a string."""
    if not isinstance(value, str):
        raise InputTypeError(f"{label(name, where)} must be a string, got {shown(value)}")
    return value


def one_of(
    value: Any,
    name: str,
    known: Collection[str],
    *,
    where: str = "",
    error: ErrorClass = UnknownNameError,
) -> str:
    """``value`` if it is one of the ``known`` names (the message lists them)."""
    text(value, name, where=where)
    if value not in known:
        raise error(f"{label(name, where)}: unknown value {value!r}; known: {', '.join(known)}")
    return str(value)


def instance(
    value: Any, name: str, kind: type | tuple[type, ...], what: str, *, where: str = ""
) -> Any:
    """``value`` if it is a ``kind``; else an :class:`InputTypeError` saying ``what`` it must
    be (``"a Workload"``)."""
    if not isinstance(value, kind):
        raise InputTypeError(f"{label(name, where)} must be {what}, got {shown(value)}")
    return value


__all__ = [
    "flag",
    "instance",
    "integer",
    "label",
    "number",
    "one_of",
    "optional_integer",
    "optional_number",
    "shown",
    "text",
]
