"""Checked env keyword arguments: one call per kwarg in an env's ``__init__``, raising
:class:`~hpcgym.errors.EnvArgumentError` (a value out of range) or
:class:`~hpcgym.errors.InputTypeError` (a wrong type) naming the env and the kwarg, before any
work.

The rules are :mod:`hpcgym.checks`' (counts and seconds are integers, other quantities finite
numbers) and :mod:`hpcgym.sizes`' bounds: a window, a number of actions or of processors
observed is at most :data:`~hpcgym.sizes.MAX_WIDTH` and an episode at most
:data:`~hpcgym.sizes.MAX_JOBS` jobs, unless the env is made with ``allow_large=True``.
"""

from __future__ import annotations

from typing import Any

from hpcgym import checks
from hpcgym.batch.compiled import ENGINES
from hpcgym.errors import EnvArgumentError
from hpcgym.sizes import MAX_WIDTH, check_bound, check_jobs


def count(owner: str, name: str, value: Any, *, lo: int = 1, hi: int | None = None) -> int:
    """An integer >= ``lo`` (a count, or whole seconds with ``lo=0``)."""
    return checks.integer(value, name, lo=lo, hi=hi, where=owner, error=EnvArgumentError)


def optional_count(owner: str, name: str, value: Any, *, lo: int = 1) -> int | None:
    """:func:`count`, or None."""
    return None if value is None else count(owner, name, value, lo=lo)


def real(
    owner: str,
    name: str,
    value: Any,
    *,
    lo: float | None = None,
    hi: float | None = None,
    lo_open: bool = False,
    hi_open: bool = False,
) -> float:
    """A finite number in the range (``lo_open``/``hi_open`` exclude an end)."""
    return checks.number(
        value,
        name,
        lo=lo,
        hi=hi,
        lo_open=lo_open,
        hi_open=hi_open,
        where=owner,
        error=EnvArgumentError,
    )


def optional_real(
    owner: str,
    name: str,
    value: Any,
    *,
    lo: float | None = None,
    hi: float | None = None,
    lo_open: bool = False,
    hi_open: bool = False,
) -> float | None:
    """:func:`real`, or None."""
    if value is None:
        return None
    return real(owner, name, value, lo=lo, hi=hi, lo_open=lo_open, hi_open=hi_open)


def width(owner: str, name: str, value: Any, *, allow_large: bool, what: str = "rows") -> int:
    """An integer in ``[1, MAX_WIDTH]`` (a window, actions, processors observed); past the
    bound only with ``allow_large``."""
    n = count(owner, name, value)
    check_bound(
        f"{owner}: {name}",
        n,
        n,
        MAX_WIDTH,
        what,
        allow_large=allow_large,
        error=EnvArgumentError,
    )
    return n


def episode_jobs(owner: str, name: str, value: Any, jobs: float, *, allow_large: bool) -> None:
    """Refuse a kwarg whose episodes would hold more than ``MAX_JOBS`` jobs (``jobs``, an
    estimate) unless ``allow_large``."""
    check_jobs(f"{owner}: {name}", value, jobs, allow_large=allow_large, error=EnvArgumentError)


def allow(owner: str, value: Any) -> bool:
    """The ``allow_large`` kwarg: a bool."""
    return checks.flag(value, "allow_large", where=owner)


def text(owner: str, name: str, value: Any) -> str:
    """A string."""
    return checks.text(value, name, where=owner)


def engine(owner: str, value: Any) -> str:
    """An engine name (``engine=``: ``"auto"``, ``"compiled"`` or ``"python"``)."""
    checks.text(value, "engine", where=owner)
    if value not in ENGINES:
        raise EnvArgumentError(f"{owner}: unknown engine {value!r}; known: {', '.join(ENGINES)}")
    return str(value)


def one_of(owner: str, name: str, value: Any, known: tuple[str, ...]) -> str:
    """One of the ``known`` names."""
    return checks.one_of(value, name, known, where=owner, error=EnvArgumentError)


def kind(owner: str, name: str, value: Any, types: type | tuple[type, ...], what: str) -> Any:
    """``value`` if it is one of ``types`` (``what`` says which, for the message)."""
    return checks.instance(value, name, types, what, where=owner)
