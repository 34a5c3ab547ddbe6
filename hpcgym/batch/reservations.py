"""Advance reservations: units set aside over a time window, optionally for one bound job.

lubrano2024 §4.2 (WARP) plans a workflow's steps into on-demand Slurm reservations and binds each
step to one; this module keeps what the batch simulator needs to honour them. Deciding them is
a planner's business (:meth:`hpcgym.batch.simulator.Simulator.reserve`).

Lifecycle: ``pending`` until its start, ``active`` from its start (it holds its units then,
or as many as are free while a job running over its request still holds the rest), ``done``
at its end, or ``released`` when given back early or when it ended before its job started.
"""
from __future__ import annotations

from bisect import insort
from dataclasses import dataclass, field

from hpcgym.batch.backfill import Profile

PENDING, ACTIVE, DONE, RELEASED = "pending", "active", "done", "released"
STATES = (PENDING, ACTIVE, DONE, RELEASED)


@dataclass(slots=True)
class Reservation:
    """``units`` set aside over ``[start, end)``, for job index ``job`` if bound.

    ``job_start``/``job_end`` are when its job ran in it (-1 if not), ``job_units`` what that
    job took, ``delay`` how long the job waited for units after it could have started (a job
    running past its request within the grace still held them), ``closed`` when it stopped
    holding units (-1 while open) and ``holding`` the ``(time, units held from then)`` steps.
    """

    id: int
    start: int
    end: int
    units: int
    job: int | None = None
    state: str = PENDING
    job_start: int = -1
    job_end: int = -1
    job_units: int = 0
    delay: int = 0
    closed: int = -1
    holding: list[tuple[int, int]] = field(default_factory=list)

    @property
    def held(self) -> int:
        """Units held right now."""
        return self.holding[-1][1] if self.holding else 0

    def hold(self, t: int, units: int) -> None:
        """Record that ``units`` are held from time ``t`` on."""
        h = self.holding
        if h and h[-1][0] == t:
            h[-1] = (t, units)
        else:
            h.append((t, units))

    def idle(self, t0: int, t1: int) -> int:
        """Unit-seconds inside ``[t0, t1)`` held but not used by the bound job; an open
        reservation (or a job still running) counts up to ``t1``."""
        steps = self.holding
        total = 0
        for (a, u), nxt in zip(steps, steps[1:] + [(t1, 0)]):
            total += u * max(0, min(nxt[0], t1) - max(a, t0))
        if self.job_start >= 0:
            e = self.job_end if self.job_end >= 0 else t1
            total -= self.job_units * max(0, min(e, t1) - max(self.job_start, t0))
        return total


class ReservationBook:
    """Every reservation made (``items``, by id) and the open ones (pending or active) sorted
    by (start, id), with what the scheduling passes ask of them."""

    __slots__ = ("items", "open")

    def __init__(self) -> None:
        self.items: list[Reservation] = []
        self.open: list[Reservation] = []

    def add(self, r: Reservation) -> None:
        """Record a new open reservation."""
        self.items.append(r)
        insort(self.open, r, key=_order)

    def close(self, r: Reservation) -> None:
        """Take ``r`` off the open list (it ended or was released)."""
        self.open.remove(r)

    def reserved(self, t0: int, t1: int) -> int:
        """Most units open reservations take at any instant of ``[t0, t1)``."""
        changes: list[tuple[int, int]] = []
        for r in self.open:
            if r.start >= t1:
                break
            if r.end > t0:
                changes += ((max(r.start, t0), r.units), (r.end, -r.units))
        changes.sort()
        level = peak = 0
        for _, du in changes:
            level += du
            peak = max(peak, level)
        return peak

    def first_overlap(self, t0: int, t1: int) -> Reservation | None:
        """The earliest open reservation overlapping ``[t0, t1)``."""
        for r in self.open:
            if r.start >= t1:
                return None
            if r.end > t0:
                return r
        return None

    def block(self, profile: Profile, now: int) -> Profile:
        """Take every open reservation's units out of ``profile`` over its window (from
        ``now`` for active ones) and return it."""
        for r in self.open:
            s = r.start if r.start > now else now
            profile.reserve(s, r.end - s, r.units)
        return profile


def _order(r: Reservation) -> tuple[int, int]:
    return (r.start, r.id)
