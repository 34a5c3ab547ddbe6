"""Planning ticks: the simulator stops at every multiple of a period (WARP's 10-minute
planning cycle, lubrano2024 §4) so a planner can reserve, release and submit.

A tick is due after its timestamp's events and before its pass, only while jobs remain and
another event is pending: ticks never keep a drained simulation running
(:meth:`~hpcgym.batch.simulator.Simulator.idle_until` moves to one explicitly). After a tick
a pass follows at once if units are free, jobs wait, and the timestamp had other events or
the planner acted.
"""

from __future__ import annotations

from hpcgym.batch.agenda import Kernel
from hpcgym.engine import SCHEDULING_PASS, SimulationError, Stop


class PlanningTicks:
    """The tick clock of period ``every`` seconds. ``next`` is the next tick; ``with_events``
    whether the last tick's timestamp had other events; ``after`` whether a tick was the last
    stop; ``acted`` whether the planner reserved, released or submitted since."""

    __slots__ = ("every", "next", "with_events", "after", "acted")

    def __init__(self, every: int, now: int) -> None:
        if every <= 0:
            raise SimulationError(f"planning tick must be positive, got {every}")
        self.every = every
        self.next = -(-now // every) * every
        self.with_events = self.after = self.acted = False

    def due(self, now: int, t: int) -> int | None:
        """The tick due at or before the next event, at ``t``; None if none is."""
        nt = self.next
        if nt < now:
            nt = self.next = -(-now // self.every) * self.every
        if nt <= t:
            self.with_events = nt == t
            return nt
        return None

    def fired(self, t: int, with_events: bool | None = None) -> None:
        """The tick at ``t`` stopped the simulation."""
        self.next = t + self.every
        self.after = True
        self.acted = False
        if with_events is not None:
            self.with_events = with_events

    def resume(self, sim: Kernel) -> Stop | None:
        """On the first :meth:`~Simulator.advance` after a tick: the pass due at once, if any
        (a job submitted for now arrives first, so its pass waits for that)."""
        self.after = False
        if (
            sim.agenda.next_time() != sim.now
            and (self.with_events or self.acted)
            and sim.free
            and len(sim.queue)
        ):
            return SCHEDULING_PASS
        return None
