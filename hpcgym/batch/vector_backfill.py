"""The native passes over resource vectors, for a cluster that counts GPUs or memory beside
its cores (:attr:`~hpcgym.batch.cluster.Cluster.pools`) and for a machine of partitions
(:mod:`hpcgym.batch.machine`): the main pass, EASY's shadow and conservative backfill's
profile with every resource checked.

A job asks for a vector (units, then each pool); it fits when every entry fits. EASY's head
gets the earliest time all it needs is free (the shadow); another job may start now if it
ends by then or if what it takes fits, resource by resource, in what will be spare at the
shadow (mualem2001's extra nodes, one count per resource, as Slurm's backfill checks each
TRES). Conservative backfill reserves each examined job at the first slot where every
resource stays free for its walltime. With one resource each is exactly the scalar pass of
:mod:`hpcgym.batch.backfill` (tested), which the one-resource case keeps, for speed.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from itertools import accumulate
from typing import cast

from hpcgym.batch.machine import Machine
from hpcgym.batch.simulator import Simulator
from hpcgym.errors import WorkloadError

Vector = Sequence[int]


def _fits(need: Vector, free: Vector) -> bool:
    return all(n <= f for n, f in zip(need, free))


def _fitter(need: Vector) -> Callable[[Vector], bool]:
    """:func:`_fits` for one ``need``, checking only the resources it asks for (a job on a
    machine asks for nothing of the other partitions): the profile scans call it per step."""
    nz = [(r, n) for r, n in enumerate(need) if n]
    if len(nz) == 1:
        ((a, na),) = nz
        return lambda f: f[a] >= na
    if len(nz) == 2:
        (a, na), (b, nb) = nz
        return lambda f: f[a] >= na and f[b] >= nb
    return lambda f: all(f[r] >= n for r, n in nz)


def requests(sim: Simulator) -> Callable[[int], tuple[int, ...]]:
    """Job index -> its resource vector on ``sim`` (units, then each pool)."""
    units, pool = sim.units, sim.pool_need
    return lambda i: (units[i], *pool[i])


def free_now(sim: Simulator) -> list[int]:
    """What is free now, per resource."""
    return [sim.free, *(sim.pool_free or ())]


def shadow_vector(
    need: Vector,
    free: Vector,
    run_ends: list[tuple[int, int]],
    request: Callable[[int], Vector],
    now: int,
) -> tuple[int, list[int]]:
    """EASY's reservation for a head job needing ``need``: the earliest expected time every
    resource it needs is free, and what is free then beyond its need, per resource
    (:func:`hpcgym.batch.backfill.shadow` over vectors)."""
    avail = list(free)
    shadow_t = -1
    for e, i in run_ends:
        if e <= now:
            e = now + 1
        if shadow_t >= 0 and e > shadow_t:
            break
        for k, n in enumerate(request(i)):
            avail[k] += n
        if shadow_t < 0 and _fits(need, avail):
            shadow_t = e
    if shadow_t >= 0:
        return shadow_t, [a - n for a, n in zip(avail, need)]
    raise WorkloadError(f"a job needing {list(need)} can never fit ({avail} in the cluster)")


class VectorProfile:
    """Free resources over time as steps: ``free[k]`` (a vector) holds on
    ``[times[k], times[k+1])`` (:class:`hpcgym.batch.backfill.Profile` over vectors)."""

    __slots__ = ("free", "times")

    def __init__(
        self,
        now: int,
        free: Vector,
        run_ends: list[tuple[int, int]],
        request: Callable[[int], Vector],
    ) -> None:
        times = [now]
        levels = [list(free)]
        for e, i in run_ends:
            if e <= now:
                e = now + 1
            q = request(i)
            if e == times[-1]:
                last = levels[-1]
                for k, n in enumerate(q):
                    last[k] += n
            else:
                times.append(e)
                levels.append([a + n for a, n in zip(levels[-1], q)])
        self.times = times
        self.free = levels

    def earliest(self, need: Vector, duration: int) -> int:
        """First time at or after the profile's start when ``need`` stays free for
        ``duration``."""
        times, free = self.times, self.free
        fits = _fitter(need)
        n = len(times)
        k = 0
        while k < n:
            if not fits(free[k]):
                k += 1
                continue
            end = times[k] + duration
            m = k + 1
            while m < n and times[m] < end and fits(free[m]):
                m += 1
            if m == n or times[m] >= end:
                return times[k]
            k = m + 1
        raise WorkloadError(f"a job needing {list(need)} can never fit the profile")

    def fits(self, start: int, need: Vector, duration: int) -> bool:
        """Whether ``need`` stays free over ``[start, start + duration)``."""
        times, free = self.times, self.free
        k = bisect_right(times, start) - 1
        end = start + duration
        while k < len(times) and times[k] < end:
            if not _fits(need, free[k]):
                return False
            k += 1
        return True

    def reserve(self, start: int, duration: int, need: Vector) -> None:
        """Take ``need`` over ``[start, start + duration)``."""
        a = self._split(start)
        b = self._split(start + duration)
        nz = [(r, n) for r, n in enumerate(need) if n]
        free = self.free
        for k in range(a, b):
            level = free[k]
            for r, n in nz:
                level[r] -= n

    def _split(self, t: int) -> int:
        times = self.times
        k = bisect_left(times, t)
        if k < len(times) and times[k] == t:
            return k
        times.insert(k, t)
        self.free.insert(k, list(self.free[k - 1]))
        return k


def start_from_head_vector(sim: Simulator) -> None:
    """Start jobs in priority order while the head fits, every resource checked; on a
    machine, a partition's jobs are passed over once one of them does not fit (Slurm's main
    scheduler), the others' go on."""
    queue, now, part = sim.queue, sim.now, sim.part
    if part is None:
        q = queue.order(now, 1)
        while q and sim.fits(q[0]):
            sim.start(q[0])
            q = queue.order(now, 1)
        return
    blocked: set[int] = set()
    n = len(cast(Machine, sim.workload.cluster).partitions)
    for i in list(queue.order(now)):  # a copy: starting a job takes it off the queue
        p = part[i]
        if p in blocked:
            continue
        if sim.fits(i):
            sim.start(i)
        else:
            blocked.add(p)
            if len(blocked) == n:
                return


def easy_vector(sim: Simulator, head: int, q: list[int]) -> None:
    """EASY over vectors: ``head`` reserved at its shadow, then one scan of ``q`` in order
    starting the jobs that fit now and end by the shadow or fit in what is spare then. On a
    machine each partition is passed so, in turn, its first examined job its head (``head``
    in its own): one reservation per partition."""
    part = sim.part
    if part is None:
        return _easy_one(sim, head, q)
    jobs = [head, *q]
    for p in dict.fromkeys(part[i] for i in jobs):
        mine = [i for i in jobs if part[i] == p]
        first = head if part[head] == p else mine[0]
        _easy_one(sim, first, [i for i in mine if i != first])


def easy_vector_heads(sim: Simulator, heads: Sequence[int], q: list[int]) -> None:
    """EASY on a machine with a reserved job chosen per partition (a dispatch agent's, in the
    order chosen): each partition is passed as :func:`easy_vector` passes it, its head the
    one of ``heads`` in it (else its first of ``q``), the partitions in their order of first
    appearance in ``q``, then in ``heads``. With each partition's first job of ``q`` as its
    head it is :func:`easy_vector`."""
    part = sim.part
    assert part is not None  # a machine's simulator knows each job's partition
    chosen: dict[int, int] = {}
    for h in heads:
        chosen.setdefault(part[h], h)
    held = set(heads)
    for p in dict.fromkeys([*(part[i] for i in q), *(part[h] for h in heads)]):
        mine = [i for i in q if part[i] == p and i not in held]
        first = chosen.get(p)
        if first is None:
            first, mine = mine[0], mine[1:]
        _easy_one(sim, first, mine)


def _easy_one(sim: Simulator, head: int, q: list[int]) -> None:
    now, walltime = sim.now, sim.walltime
    request = requests(sim)
    free = free_now(sim)
    shadow_t, extra = shadow_vector(request(head), free, sim.run_ends, request, now)
    units = sim.units
    chosen = []
    for i in q:
        if i == head or units[i] > free[0]:
            continue
        need = request(i)
        if not _fits(need, free):
            continue
        if now + walltime[i] > shadow_t:
            if not _fits(need, extra):
                continue
            extra = [x - n for x, n in zip(extra, need)]
        chosen.append(i)
        free = [f - n for f, n in zip(free, need)]
        if not free[0]:
            break
    for i in chosen:
        sim.start(i)


def conservative_vector(
    sim: Simulator, q: list[int], head: int | Sequence[int] | None = None
) -> None:
    """Conservative backfill over vectors: every job of ``q`` in order (``head`` first, if
    given; several heads, a dispatch agent's reserved jobs on a machine, first in their
    order) reserved at its earliest slot where all it needs stays free; those whose slot is
    now start."""
    now, walltime = sim.now, sim.walltime
    request = requests(sim)
    profile = VectorProfile(now, free_now(sim), sim.run_ends, request)
    heads = () if head is None else (head,) if isinstance(head, int) else tuple(head)
    for h in heads:
        profile.reserve(profile.earliest(request(h), walltime[h]), walltime[h], request(h))
    held = set(heads)
    rest = [i for i in q if i not in held]
    units = sim.units
    least = list(accumulate((units[i] for i in reversed(rest)), min))[::-1]
    free = sim.free
    chosen = []
    for k, i in enumerate(rest):
        if free < least[k]:
            break  # no job left can start now, and their slots would change nothing else
        need, w = request(i), walltime[i]
        t = profile.earliest(need, w)
        profile.reserve(t, w, need)
        if t == now:
            chosen.append(i)
            free -= units[i]
    for i in chosen:
        sim.start(i)
