"""Jobs submitted while a simulation runs, as agenda events (:mod:`hpcgym.batch.agenda`).

A job given to :meth:`hpcgym.batch.simulator.Simulator.submit` (a resubmission after a kill,
a workflow step at a planning tick) arrives through a :class:`LateArrival`, after the
workload's own arrivals at its timestamp; late arrivals at one timestamp keep their job order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from hpcgym.batch.agenda import ARRIVAL, Kernel


@dataclass(slots=True, frozen=True)
class LateArrival:
    """Job index ``job``, submitted while running, arrives."""

    phase: ClassVar[int] = ARRIVAL
    job: int

    def fire(self, sim: Kernel) -> None:
        sim._arrive(self.job)
