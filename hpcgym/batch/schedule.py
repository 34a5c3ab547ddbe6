"""What a batch simulation produced: per-job times and states, and the reservations made."""

from __future__ import annotations

from dataclasses import dataclass

from hpcgym.batch.reservations import Reservation
from hpcgym.batch.workload import Workload


@dataclass(slots=True)
class Schedule:
    """Per-job start, end and status, indexed like ``workload.jobs``, and the reservations
    made (their ``job`` indexes the simulator's per-job lists)."""

    workload: Workload
    policy: str
    start: list[int]
    end: list[int]
    status: list[int]
    units: list[int]
    wall_s: float
    reservations: tuple[Reservation, ...] = ()
