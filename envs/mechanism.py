"""What the dispatch env does around the agent's choice: reserve for a job and backfill.

These mirror :func:`hpcgym.policy.easy_backfill` and :func:`hpcgym.policy.conservative_backfill`
with the reserved job chosen by the agent instead of the queue head; with the head chosen they
make exactly the native decisions (tested), so a baseline agent through the env reproduces the
native schedule. Starts go through ``start`` so the env can account for every job started.
"""
from __future__ import annotations

from collections.abc import Callable

from hpcgym.backfill import Profile, shadow
from hpcgym.policy import scheduler_view
from hpcgym.simulator import WAITING, Simulator


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


def examined(sim: Simulator, depth: int | None, filter_held: bool = False) -> list[int]:
    """The ready jobs a backfill pass examines: the native :func:`scheduler_view` (held WoAS
    tasks take places in the depth unless ``filter_held``)."""
    return scheduler_view(sim, depth, filter_held)


def easy(sim: Simulator, head: int, depth: int | None, start: Callable[[int], None],
         filter_held: bool = False) -> None:
    """EASY around ``head``: reserve it at its shadow time, scan the others once in order."""
    free = sim.free
    if not free:
        return
    now = sim.now
    units, walltime = sim.units, sim.walltime
    shadow_t, extra = shadow(units[head], free, sim.run_ends, units, now)
    chosen = []
    for i in examined(sim, depth, filter_held):
        if i == head:
            continue
        u = units[i]
        if u > free:
            continue
        if now + walltime[i] <= shadow_t:
            chosen.append(i)
            free -= u
        elif u <= extra:
            chosen.append(i)
            free -= u
            extra -= u
        else:
            continue
        if not free:
            break
    for i in chosen:
        start(i)


def conservative(sim: Simulator, head: int, depth: int | None,
                 start: Callable[[int], None], filter_held: bool = False) -> None:
    """Reserve for ``head`` first, then for every other examined job in priority order."""
    if not sim.free:
        return
    now = sim.now
    units, walltime = sim.units, sim.walltime
    profile = Profile(now, sim.free, sim.run_ends, units)
    profile.reserve(profile.earliest(units[head], walltime[head]), walltime[head], units[head])
    chosen = []
    free = sim.free
    for i in examined(sim, depth, filter_held):
        if i == head:
            continue
        u, w = units[i], walltime[i]
        t = profile.earliest(u, w)
        profile.reserve(t, w, u)
        if t == now:
            chosen.append(i)
            free -= u
            if not free:
                break
    for i in chosen:
        start(i)


def none(sim: Simulator, head: int, depth: int | None, start: Callable[[int], None],
         filter_held: bool = False) -> None:
    """No backfilling: a job that does not fit just ends the pass (plain FCFS)."""


BACKFILL = {"easy": easy, "conservative": conservative, "none": none}
