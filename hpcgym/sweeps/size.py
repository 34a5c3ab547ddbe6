"""How big a sweep may be: a run list is counted before it is built and refused above
:data:`MAX_RUNS` unless asked for on purpose (``--force-size``), and the cores a local sweep
may use.

A grid's size is the product of its axes' lengths times the seeds times the runs one grid
point and seed plans (counted by planning one); a command's is its ``--seeds`` times the runs
of one seed. Lists that may be long are built in Python-level chunks, so Ctrl-C stops them.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from hpcgym.errors import InputError
from hpcgym.sizes import FORCE, MAX_RUNS

_CHUNK = 1 << 14


def over(count: int, limit: int | None = MAX_RUNS) -> bool:
    """Whether ``count`` runs pass ``limit`` (None: no bound)."""
    return limit is not None and count > limit


def refusal(what: str, count: int, limit: int = MAX_RUNS) -> str:
    """The one line refusing ``count`` runs, ``what`` naming the key and how it was counted."""
    return (
        f"{what} = {count:,} runs, above the bound of {limit:,} (pass {FORCE} to run them anyway)"
    )


def check_runs(
    what: str,
    count: int,
    limit: int | None = MAX_RUNS,
    error: Callable[[str], Exception] = InputError,
) -> None:
    """Raise ``error`` (one line naming ``what`` and ``count``) if ``count`` passes ``limit``."""
    if limit is not None and count > limit:
        raise error(refusal(what, count, limit))


def int_range(start: int, count: int) -> list[int]:
    """``list(range(start, start + count))`` built in chunks, so Ctrl-C stops a long one."""
    out: list[int] = []
    for lo in range(start, start + count, _CHUNK):
        out.extend(range(lo, min(lo + _CHUNK, start + count)))
    return out


def cores() -> int:
    """The cores this process may run on (its CPU affinity where the OS tells it)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # not Linux
        return max(1, os.cpu_count() or 1)
