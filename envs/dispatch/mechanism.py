"""What the dispatch env does around the agent's choice: reserve for a job and backfill.

They are :func:`hpcgym.batch.policies.easy_backfill` and
:func:`hpcgym.batch.policies.conservative_backfill` with the reserved job chosen by the agent
instead of the queue head; with the head chosen they make exactly the native decisions
(tested), so a baseline agent through the env reproduces the native schedule. The env learns
of every start from the simulator's ``start`` event.
"""
from __future__ import annotations

from hpcgym.batch.policies import conservative_backfill, easy_backfill
from hpcgym.batch.simulator import WAITING, Simulator


def waiting_order(sim: Simulator, limit: int | None) -> list[int]:
    """Startable jobs in priority order, at most ``limit`` (queue entries held back skipped)."""
    q = sim.queue.order(sim.now, limit)
    if not getattr(sim, "held", 0):
        return q[:limit] if limit is not None else list(q)
    status = sim.status
    out = []
    for i in q:
        if status[i] == WAITING:
            out.append(i)
            if limit is not None and len(out) >= limit:
                break
    return out


def no_backfill(sim: Simulator, depth: int | None, filter_held: bool, head: int) -> None:
    """No backfilling: a job that does not fit just ends the pass (plain FCFS)."""


# The native passes with the reserved job chosen by the agent (``head``) instead of the queue's.
BACKFILL = {"easy": easy_backfill, "conservative": conservative_backfill, "none": no_backfill}
