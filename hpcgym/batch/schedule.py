"""What a batch simulation produced: per-job times and states, and the reservations made."""

from __future__ import annotations

from dataclasses import dataclass

from hpcgym.batch.reservations import Reservation
from hpcgym.batch.workload import Workload


@dataclass(slots=True)
class Schedule:
    """Per-job start, end and status, indexed like ``workload.jobs``, the reservations made
    (their ``job`` indexes the simulator's per-job lists) and the engine that ran it
    (``"python"`` or ``"compiled"``, :mod:`hpcgym.batch.compiled`)."""

    workload: Workload
    policy: str
    start: list[int]
    end: list[int]
    status: list[int]
    units: list[int]
    wall_s: float
    reservations: tuple[Reservation, ...] = ()
    engine: str = "python"
