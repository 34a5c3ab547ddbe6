"""What the dispatch env does around the agent's choice: reserve for a job and backfill.

They are :func:`hpcgym.batch.policies.easy_backfill` and :func:`hpcgym.batch.policies.conservative_backfill`
with the reserved job chosen by the agent instead of the queue head; with the head chosen they
make exactly the native decisions (tested), so a baseline agent through the env reproduces the
native schedule. Starts go through ``start`` so the env can account for every job started.
"""
from __future__ import annotations

from collections.abc import Callable

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


def easy(sim: Simulator, head: int, depth: int | None, start: Callable[[int], None],
         filter_held: bool = False) -> None:
    """EASY around ``head``: reserve it at its shadow time, scan the others once in order."""
    easy_backfill(sim, depth, filter_held, head, start)


def conservative(sim: Simulator, head: int, depth: int | None,
                 start: Callable[[int], None], filter_held: bool = False) -> None:
    """Reserve for ``head`` first, then for every other examined job in priority order."""
    conservative_backfill(sim, depth, filter_held, head, start)


def none(sim: Simulator, head: int, depth: int | None, start: Callable[[int], None],
         filter_held: bool = False) -> None:
    """No backfilling: a job that does not fit just ends the pass (plain FCFS)."""


BACKFILL = {"easy": easy, "conservative": conservative, "none": none}
