"""Backfilling: EASY's shadow time, the availability profile of conservative backfilling and
its pass (:func:`conservative_starts`, run in compiled code when the core is built).

Both plan with requested walltimes: a running job is expected to end at start + walltime.
A job already past its limit but inside the over-time grace is expected to end one second
from now (it can be killed any moment), as Slurm's backfill does with overdue jobs.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable
from itertools import accumulate

from hpcgym.errors import WorkloadError

try:
    from hpcgym import _core
except ImportError:  # a source tree not built (pip install -e . builds it)
    _core = None  # type: ignore[assignment]

# conservative_starts in compiled code (rust/src/passes.rs), None when the core is not built
COMPILED_STARTS: Callable[..., list[int] | None] | None = (
    _core.conservative_starts if _core is not None else None
)


def shadow(
    need: int, free: int, run_ends: list[tuple[int, int]], units: list[int], now: int
) -> tuple[int, int]:
    """EASY reservation for a head job of ``need`` units (Mu'alem & Feitelson 2001).

    Returns ``(shadow, extra)``: the earliest expected time enough units are free, and the
    units free then (every job expected to end by then counted) beyond the head's.
    ``run_ends`` is the sorted (expected end, job) list.
    """
    avail = free
    shadow_t = -1
    for e, i in run_ends:
        if e <= now:
            e = now + 1
        if shadow_t >= 0 and e > shadow_t:
            break
        avail += units[i]
        if shadow_t < 0 and avail >= need:
            shadow_t = e
    if shadow_t >= 0:
        return shadow_t, avail - need
    raise WorkloadError(f"a job of {need} units can never fit ({avail} units in the cluster)")


class Profile:
    """Free units over time as steps: ``free[k]`` holds on ``[times[k], times[k+1])``."""

    __slots__ = ("times", "free")

    def __init__(
        self, now: int, free: int, run_ends: list[tuple[int, int]], units: list[int]
    ) -> None:
        times = [now]
        levels = [free]
        for e, i in run_ends:
            if e <= now:
                e = now + 1
            if e == times[-1]:
                levels[-1] += units[i]
            else:
                times.append(e)
                levels.append(levels[-1] + units[i])
        self.times = times
        self.free = levels

    def earliest(self, need: int, duration: int, after: int | None = None) -> int:
        """First time at or after now (or ``after``) when ``need`` units stay free for
        ``duration``."""
        k = 0 if after is None else self._split(after)
        times, free = self.times, self.free
        n = len(times)
        while k < n:
            if free[k] < need:
                k += 1
                continue
            end = times[k] + duration
            m = k + 1
            while m < n and times[m] < end and free[m] >= need:
                m += 1
            if m == n or times[m] >= end:
                return times[k]
            k = m + 1
        raise WorkloadError(f"a job of {need} units can never fit the profile")

    def fits(self, start: int, need: int, duration: int) -> bool:
        """Whether ``need`` units stay free over ``[start, start + duration)`` (``start`` at
        or after the profile's first time)."""
        times, free = self.times, self.free
        k = bisect_right(times, start) - 1
        end = start + duration
        n = len(times)
        while k < n and times[k] < end:
            if free[k] < need:
                return False
            k += 1
        return True

    def floor(self) -> list[int]:
        """Running minimum of the levels: ``floor()[k]`` units stay free over
        ``[times[0], times[k + 1])``, so a scan testing many jobs from now bisects once each."""
        return list(accumulate(self.free, min))

    def reserve(self, start: int, duration: int, need: int) -> None:
        """Take ``need`` units over ``[start, start + duration)``."""
        a = self._split(start)
        b = self._split(start + duration)
        free = self.free
        for k in range(a, b):
            free[k] -= need

    def _split(self, t: int) -> int:
        times = self.times
        k = bisect_left(times, t)
        if k < len(times) and times[k] == t:
            return k
        times.insert(k, t)
        self.free.insert(k, self.free[k - 1])
        return k


def conservative_starts(
    now: int,
    free: int,
    run_ends: list[tuple[int, int]],
    units: list[int],
    need: list[int],
    duration: list[int],
) -> list[int]:
    """Positions in the examined jobs (``need`` units for ``duration`` each, in priority
    order) of those a conservative pass starts now: each is reserved in turn at its earliest
    slot of the profile, and starts if that slot is now.

    The scan stops once the units left free now are fewer than every remaining job needs:
    none of those can start now, and their reservations would change nothing else.
    """
    return starts_on(Profile(now, free, run_ends, units), now, free, need, duration)


def starts_on(
    profile: Profile, now: int, free: int, need: list[int], duration: list[int]
) -> list[int]:
    """:func:`conservative_starts`' scan on a given ``profile`` (running jobs, reservations,
    a head already reserved), which it fills with the examined jobs' reservations."""
    n = len(need)
    least = [0] * n
    low = 1 << 62
    for k in range(n - 1, -1, -1):
        low = min(low, need[k])
        least[k] = low
    out = []
    for k in range(n):
        if free < least[k]:
            break
        u, w = need[k], duration[k]
        t = profile.earliest(u, w)
        profile.reserve(t, w, u)
        if t == now:
            out.append(k)
            free -= u
    return out


def starts_of(
    now: int,
    free: int,
    run_ends: list[tuple[int, int]],
    units: list[int],
    need: list[int],
    duration: list[int],
) -> list[int]:
    """:func:`conservative_starts`, in compiled code when the core is built (the same
    positions: tests/core/batch/test_conservative_starts.py), else in Python."""
    compiled = COMPILED_STARTS
    if compiled is not None:
        out = compiled(now, free, run_ends, units, need, duration)
        if out is not None:
            return out
    return conservative_starts(now, free, run_ends, units, need, duration)
