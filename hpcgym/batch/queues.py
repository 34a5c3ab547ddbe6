"""NERSC Edison's execution queues (rodrigo2018 §3.1.3, Table 2): Torque's limits per queue and
the Moab queue priority and eligible-job limit a Moab policy reads."""

from __future__ import annotations

from dataclasses import dataclass

from hpcgym.units import HOUR, MINUTE


@dataclass(slots=True, frozen=True)
class Queue:
    """An Edison execution queue of rodrigo2018 Table 2 (cores converted to whole nodes): Torque's
    limits (wall clock, cores) and Moab's queue priority P and eligible jobs per user E."""

    name: str
    walltime: int
    min_nodes: int
    max_nodes: int
    priority: int
    eligible: int


# rodrigo2018 Table 2, Edison. reg_1h's cores are "Unk." there: the other small regular queues' range.
QUEUES: dict[str, Queue] = {
    q.name: q
    for q in (
        Queue("debug", 30 * MINUTE, 1, 512, 1, 2),
        Queue("reg_1h", HOUR, 1, 682, 0, 16),
        Queue("reg_short", 6 * HOUR, 1, 682, 0, 24),
        Queue("reg_small", 48 * HOUR, 1, 682, 0, 24),
        Queue("reg_med", 36 * HOUR, 683, 2048, 1, 8),
        Queue("reg_big", 36 * HOUR, 2049, 4096, 1, 2),
        Queue("reg_xbig", 12 * HOUR, 4097, 5462, 1, 2),
        Queue("premium", 36 * HOUR, 1, 2048, 2, 1),
        Queue("low", 48 * HOUR, 1, 683, -3, 6),
    )
}
