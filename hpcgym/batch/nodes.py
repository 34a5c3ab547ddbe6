"""Node identities for whole-node scheduling, and Slurm's ``select/linear`` choice of nodes.

:class:`NodeMap` says which job holds which node; :func:`linear_pick` is the node set
``select/linear`` gives a job of ``k`` nodes out of those available (``_job_test`` in
Slurm 22.05's ``select_linear.c``, one CPU per node, no topology): the available nodes fall
into blocks of consecutive indices; the smallest block that holds the rest of the request is
taken from its lowest index, and while none does, the largest block is taken whole.
:class:`NodeSpace` is the backfill's map of nodes set aside for planned jobs over time
(``node_space`` in ``backfill.c``).
"""

from __future__ import annotations

from bisect import bisect_right

from hpcgym.batch.status import SchedulingError


def blocks(avail: list[int]) -> list[list[int]]:
    """Runs of consecutive indices in the sorted list ``avail``."""
    out: list[list[int]] = []
    for n in avail:
        if out and out[-1][-1] == n - 1:
            out[-1].append(n)
        else:
            out.append([n])
    return out


def linear_pick(avail: list[int], k: int) -> list[int] | None:
    """The ``k`` nodes ``select/linear`` picks from the sorted list ``avail``, sorted, or None
    if there are fewer than ``k``: best fit over blocks of consecutive nodes (the first of the
    smallest sufficient blocks, else the first of the largest, whole, and again)."""
    if len(avail) < k:
        return None
    runs = blocks(avail)
    used = [False] * len(runs)
    chosen: list[int] = []
    rem = k
    while rem > 0:
        best = -1
        best_size = 0
        best_ok = False
        for b, run in enumerate(runs):
            if used[b]:
                continue
            size = len(run)
            ok = size >= rem
            if (
                best < 0
                or (ok and not best_ok)
                or (ok and size < best_size)
                or (not ok and size > best_size)
            ):
                best, best_size, best_ok = b, size, ok
        used[best] = True
        take = runs[best][:rem]
        chosen += take
        rem -= len(take)
    return sorted(chosen)


class NodeMap:
    """Which job holds each of ``n`` nodes (-1: none), kept beside the simulator's unit count."""

    __slots__ = ("owner", "held")

    def __init__(self, n: int) -> None:
        self.owner = [-1] * n
        self.held: dict[int, list[int]] = {}

    def idle(self) -> list[int]:
        """The free nodes, sorted."""
        return [n for n, o in enumerate(self.owner) if o < 0]

    def take(self, job: int, nodes: list[int]) -> None:
        owner = self.owner
        for n in nodes:
            if owner[n] >= 0:
                raise SchedulingError(f"node {n} given to job {job} is held by job {owner[n]}")
            owner[n] = job
        self.held[job] = nodes

    def release(self, job: int) -> None:
        for n in self.held.pop(job, ()):
            self.owner[n] = -1


class NodeSpace:
    """Nodes free of planned jobs over time: ``avail[k]`` holds on ``[times[k], times[k+1])``,
    the last record open-ended. Conflicts are closed at the candidate's end: a record starting
    exactly when a candidate would end counts (``node_space[j].begin_time <= end_time``)."""

    __slots__ = ("times", "avail")

    def __init__(self, now: int, nodes: int) -> None:
        self.times = [now]
        self.avail = [frozenset(range(nodes))]

    def usable(self, start: int, end: int, base: frozenset[int]) -> tuple[frozenset[int], int]:
        """``(nodes, later)``: the nodes of ``base`` free of plans over ``[start, end]``
        (closed), and the end of the first record after ``start`` past which more nodes
        become free (0 if none): the next time a plan could start (``later_start``)."""
        times, avail = self.times, self.avail
        k = max(0, bisect_right(times, start) - 1)
        out = base
        later = 0
        n = len(times)
        while k < n:
            if later == 0 and k + 1 < n and not (base & avail[k + 1]) <= (out & avail[k]):
                later = times[k + 1]
            if times[k] > end:
                break
            out = out & avail[k]
            k += 1
        return out, later

    def overlaps(self, nodes: frozenset[int], start: int, end: int) -> bool:
        """Whether ``nodes`` over ``(start, end)`` (open) meet a plan."""
        times, avail = self.times, self.avail
        n = len(times)
        for k in range(n):
            rec_end = times[k + 1] if k + 1 < n else None
            if (rec_end is None or rec_end > start) and times[k] < end and not nodes <= avail[k]:
                return True
        return False

    def reserve(self, nodes: frozenset[int], start: int, end: int) -> None:
        """Set ``nodes`` aside over ``[start, end)``."""
        a = self._split(start)
        b = self._split(end)
        for k in range(a, b):
            self.avail[k] = self.avail[k] - nodes

    def _split(self, t: int) -> int:
        times = self.times
        k = bisect_right(times, t) - 1
        if times[k] == t:
            return k
        times.insert(k + 1, t)
        self.avail.insert(k + 1, self.avail[k])
        return k + 1
