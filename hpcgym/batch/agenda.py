"""The simulator's agenda: one time-ordered heap of typed events, after SimPy's event queue.

Entries are ``(time, phase, seq, event)``. At one timestamp events fire by ``phase`` (their
kind's place in the documented order below), then in the order they were scheduled. The
simulator pops them without knowing their kinds; each kind lives with its feature: late
submissions in :mod:`hpcgym.batch.arrivals`, reservation starts and ends in
:mod:`hpcgym.batch.reservations`. Two clocks stay beside the heap, as their next time depends
on the state when the simulator looks: the backfill interval (a pass at its next multiple
while jobs wait and units are free) and the planning ticks of :mod:`hpcgym.batch.ticks` (due
only while another event is pending, so ticks never keep a drained simulation running).

Order at one timestamp: the simulator's own completions and kills, then the workload's
arrivals (both kept outside the heap, as a heap of ``(end, job)`` and a cursor over the
submit-sorted jobs, for speed), then the agenda by phase: :data:`ARRIVAL` (jobs submitted
while running), :data:`RESERVATION_END`, :data:`RESERVATION_START`, :data:`SETTLE` (units
freed go to reservations still short of theirs), then the planning tick, then one pass.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable
from typing import Any, ClassVar, Protocol

from hpcgym.batch.job import Job
from hpcgym.batch.priority import Priority

ARRIVAL, RESERVATION_END, RESERVATION_START, SETTLE = range(4)


class Kernel(Protocol):
    """What the features may read and change of the simulator
    (:class:`hpcgym.batch.simulator.Simulator`) they run in."""

    now: int
    free: int
    total_units: int
    n: int
    jobs: list[Job]
    status: list[int]
    units: list[int]
    walltime: list[int]
    duration: list[int]
    will_kill: list[bool]
    queued_at: list[int]
    run_ends: list[tuple[int, int]]
    queue: Priority
    agenda: Agenda

    def subscribe(self, kind: str, callback: Callable[..., None]) -> Callable[[], None]: ...

    def _arrive(self, i: int) -> None: ...

    def _launch(self, i: int, end: int) -> None: ...

    def _acted(self) -> None: ...


class Event(Protocol):
    """An agenda entry: ``fire(sim)`` at its time, in its kind's ``phase``."""

    phase: ClassVar[int]

    def fire(self, sim: Any) -> None: ...


class Agenda:
    """The heap of ``(time, phase, seq, event)``; ``heap[0]`` is the next entry due."""

    __slots__ = ("heap", "_seq")

    def __init__(self) -> None:
        self.heap: list[tuple[int, int, int, Event]] = []
        self._seq = 0

    def __len__(self) -> int:
        return len(self.heap)

    def push(self, t: int, event: Event) -> None:
        """Schedule ``event`` to fire at time ``t``."""
        self._seq += 1
        heapq.heappush(self.heap, (t, event.phase, self._seq, event))

    def next_time(self) -> int | None:
        """Time of the next entry, or None when the agenda is empty."""
        return self.heap[0][0] if self.heap else None

    def fire(self, sim: Kernel, t: int) -> None:
        """Fire the entries due at ``t`` in phase order. One scheduled during the firing at
        ``t`` in an earlier phase than the current one waits for the next call."""
        heap = self.heap
        phase = 0
        while heap and heap[0][0] == t and heap[0][1] >= phase:
            _, phase, _, event = heapq.heappop(heap)
            event.fire(sim)

    def discard(self, drop: Callable[[Event], bool]) -> None:
        """Unschedule every entry for which ``drop(event)`` holds."""
        heap = self.heap
        heap[:] = [e for e in heap if not drop(e[3])]
        heapq.heapify(heap)
