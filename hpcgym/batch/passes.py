"""The native passes a scheduler is made of: the scheduler view, the main pass from the head, and
EASY and conservative backfill (each with an optional ``head``, the job a dispatch agent chose).

On a cluster that counts GPUs or memory beside its cores each pass checks every resource
(:mod:`hpcgym.batch.vector_backfill`); the one-resource case keeps the scalar code.

Every pass acts on the scheduler view (rodrigo2017 §3.2, :mod:`hpcgym.batch.policies` says how
held WoAS tasks count); with advance reservations open (lubrano2024 §4.2) each plans on
:meth:`Simulator.profile`.
"""

from __future__ import annotations

from bisect import bisect_left

from hpcgym.batch.backfill import Profile, shadow, starts_of, starts_on
from hpcgym.batch.simulator import PENDING, WAITING, Simulator
from hpcgym.batch.vector_backfill import conservative_vector, easy_vector, start_from_head_vector


def scheduler_view(
    sim: Simulator, depth: int | None = None, filter_held: bool = False
) -> list[int]:
    """The ready jobs a backfill pass examines, in priority order: the first ``depth`` of
    them with ``filter_held`` (held WoAS tasks are not in the queue), else the ready ones among
    the first ``depth`` entries of ready and held merged (a held task takes a place)."""
    now = sim.now
    q = sim.queue.order(now, depth)
    if depth is None:
        return q
    if filter_held or not sim.held:
        return q if len(q) <= depth else q[:depth]
    held = sim.held_queue.order(now, depth)
    key, hkey = sim.queue.sort_key, sim.held_queue.sort_key
    out: list[int] = []
    a = b = 0
    for _ in range(depth):
        if a < len(q) and (b >= len(held) or key(q[a], now) < hkey(held[b], now)):
            out.append(q[a])
            a += 1
        elif b < len(held):
            b += 1
        else:
            break
    return out


def priority_view(sim: Simulator) -> list[tuple[str, int]]:
    """The queue as the priority engine sees it (rodrigo2017 §3.2, ``woas_show_priority_view``).

    A WoAS workflow none of whose tasks has started folds back into one entry
    ``("workflow", k)`` (``k`` indexes ``workload.workflows``) at its tasks' place; every
    other entry, ready or held, is ``("job", i)``. Folding changes no order: the tasks carry
    the workflow job's priority factors (Algorithm 1), so they sit where the workflow job would.
    """
    now, status, woas_run = sim.now, sim.status, sim.woas_run
    keyed = [(q.sort_key(i, now), i) for q in (sim.queue, sim.held_queue) for i in q.order(now)]
    merged = [i for _, i in sorted(keyed)]
    out: list[tuple[str, int]] = []
    folded: set[int] = set()
    for i in merged:
        r = woas_run.get(i)
        if r is None:
            out.append(("job", i))
        elif r not in folded:
            if any(status[t] not in (PENDING, WAITING) for t in sim.woas_tasks[r]):
                out.append(("job", i))
            else:
                folded.add(r)
                out.append(("workflow", r))
    return out


def start_from_head(sim: Simulator) -> None:
    """Start jobs in priority order while the head fits (the FCFS main pass)."""
    if sim.book.open:
        return _start_from_head_reserved(sim)
    if sim.pool_free is not None:
        return start_from_head_vector(sim)
    queue, units, now = sim.queue, sim.units, sim.now
    q = queue.order(now, 1)
    while q and units[q[0]] <= sim.free:
        sim.start(q[0])
        q = queue.order(now, 1)


def _start_from_head_reserved(sim: Simulator) -> None:
    """The main pass beside reservations: the head starts while it fits the profile."""
    queue, units, walltime, now = sim.queue, sim.units, sim.walltime, sim.now
    q = queue.order(now, 1)
    if not q or units[q[0]] > sim.free:
        return
    profile = sim.profile()
    while q and units[q[0]] <= sim.free and profile.fits(now, units[q[0]], walltime[q[0]]):
        i = q[0]
        sim.start(i)
        profile.reserve(now, walltime[i], units[i])
        q = queue.order(now, 1)


def easy_backfill(
    sim: Simulator, depth: int | None = None, filter_held: bool = False, head: int | None = None
) -> None:
    """EASY: reserve for ``head`` (by default the first ready job) at its shadow time, then
    scan the other examined jobs once in order, starting those that end by then or fit in
    the extra units."""
    free = sim.free
    if not free:
        return
    now = sim.now
    q = scheduler_view(sim, depth, filter_held)
    if head is None:
        if len(q) < 2:
            return
        head, q = q[0], q[1:]
    units, walltime = sim.units, sim.walltime
    if sim.book.open:
        return _easy_reserved(sim, head, q)
    if sim.pool_free is not None:
        return easy_vector(sim, head, q)
    shadow_t, extra = shadow(units[head], free, sim.run_ends, units, now)
    chosen = []
    for i in q:
        u = units[i]
        if i == head or u > free:
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
        sim.start(i)


def _easy_reserved(sim: Simulator, head: int, q: list[int]) -> None:
    """EASY beside reservations: the head's reservation is its earliest slot in the profile
    and a job starts now if it fits the profile with that slot taken."""
    units, walltime, now = sim.units, sim.walltime, sim.now
    profile = sim.profile()
    uh, wh = units[head], walltime[head]
    profile.reserve(profile.earliest(uh, wh), wh, uh)
    times = profile.times
    floor = profile.floor()
    free = sim.free
    chosen = []
    for i in q:
        u = units[i]
        if i == head or u > free:
            continue
        w = walltime[i]
        if floor[bisect_left(times, now + w) - 1] < u:
            continue
        chosen.append(i)
        profile.reserve(now, w, u)
        floor = profile.floor()
        free -= u
        if not free:
            break
    for i in chosen:
        sim.start(i)


def conservative_backfill(
    sim: Simulator, depth: int | None = None, filter_held: bool = False, head: int | None = None
) -> None:
    """Reserve for every examined job in priority order (``head`` first, if given) and start
    those whose slot is now."""
    if not sim.free:
        return
    now = sim.now
    q = scheduler_view(sim, depth, filter_held)
    if sim.pool_free is not None:
        return conservative_vector(sim, q, head)
    units, walltime = sim.units, sim.walltime
    if head is None and not sim.book.open:
        need, duration = [units[i] for i in q], [walltime[i] for i in q]
        for i in [q[k] for k in starts_of(now, sim.free, sim.run_ends, units, need, duration)]:
            sim.start(i)
        return
    profile = sim.profile() if sim.book.open else Profile(now, sim.free, sim.run_ends, units)
    if head is not None:
        profile.reserve(profile.earliest(units[head], walltime[head]), walltime[head], units[head])
    rest = [i for i in q if i != head]
    need, duration = [units[i] for i in rest], [walltime[i] for i in rest]
    for i in [rest[k] for k in starts_on(profile, now, sim.free, need, duration)]:
        sim.start(i)


def no_backfill(
    sim: Simulator, depth: int | None = None, filter_held: bool = False, head: int | None = None
) -> None:
    """No backfilling: a job that does not fit just ends the pass (plain FCFS)."""
