"""The batch simulation between WARP's planning ticks, written once for :func:`run_warp` and
``hpcgym/Reservation-v0``: the simulator's stops, and once the load has drained with steps
still held, one more planning tick (lubrano2024 §4: WARP's next tick still comes)."""

from __future__ import annotations

from dataclasses import dataclass

from hpcgym.batch.simulator import Simulator
from hpcgym.engine import Stop
from hpcgym.warp.steps import StepBook


@dataclass(slots=True, eq=False)
class PlanningLoop:
    """Steps ``sim`` (WARP's :class:`StepBook` attached to it) one stop at a time; the caller
    runs the native pass at a scheduling stop and plans at a tick."""

    sim: Simulator
    book: StepBook
    #: The steps held at the last drained tick (None before one).
    drained: list | None = None
    #: Set when the load drained twice with the same steps held: they would never be planned.
    stuck: bool = False

    def next_stop(self) -> Stop | None:
        """The next stop (a drained tick included); None once nothing is left to run, or
        when :attr:`stuck` (the caller hands those steps elsewhere, or gives up)."""
        sim, book = self.sim, self.book
        self.stuck = False
        stop = sim.advance()
        if stop is None and (t := book.drained_tick()) is not None:
            held = book.held()
            if held == self.drained:
                self.stuck = True
                return None
            self.drained = held
            stop = sim.idle_until(t)
        return stop
