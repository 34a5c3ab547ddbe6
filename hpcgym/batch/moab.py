"""Moab as NERSC ran it on Edison in 2014 (rodrigo2018 §3.1.3, Table 2): queue priority that
grows every scheduling pass, and per-user eligibility limits.

rodrigo2018 §3.1.3: "When a job is passed to Moab, it is inserted in its job waiting queue with
a job priority of zero. In every scheduling pass, the job priority is recalculated by adding a
value, which depends on the associated execution queue priority." and "Only the first E jobs
of the same user in the same execution queue are eligible for scheduling" (Table 2: "considered
in jobs priority recalculation"). :class:`MoabPriority` keeps that model:

- A job's *group* is (user, execution queue); at most ``limit`` jobs of a group are *eligible*
  (the first ones submitted: a group shares one P, so for P >= 0 these are also its first in
  priority; for P < 0 submission order is kept, else the eligible set would churn every
  pass); the others are hidden from every pass and every backfill (they
  are not in :meth:`MoabPriority.order`) and do not gain priority. When an eligible job starts
  (``until="start"``, Moab's idle-job limit) or ends (``until="end"``, the paper's wording:
  "only be considered ... after the first five jobs have finished", the ``moab-edison``
  preset's) the next hidden job of its group becomes eligible then.
- Passes recalculate priority every ``interval`` seconds (Moab's scheduling iteration), at
  t = 0, I, 2I, ...; an eligible job gains ``rate`` at each one from when it became eligible:
  priority = rate x (passes at times in [eligible, now]). ``rate`` is the job's queue priority
  P of Table 2 (plus a common age rate, 0 by default: the paper gives no other term). Equal
  priorities go to the job eligible first, then to the earlier job (the limit of a tiny common
  age rate), so a P = 0 queue is first come first served by eligibility, and a job of a P < 0
  queue sinks below newer ones.

The order is exact and cheap on queues thousands deep: within one rate the order is fixed
(by eligible pass, eligible time, index), so each rate keeps one sorted list and
:meth:`MoabPriority.order` merges the few lists by galloping (whole runs are copied at once).
"""

from __future__ import annotations

import heapq
import itertools
from bisect import bisect_left
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from hpcgym.batch.job import Job
from hpcgym.batch.priority import Columns
from hpcgym.batch.queues import QUEUES as EDISON_QUEUES
from hpcgym.errors import InputError

if TYPE_CHECKING:  # annotations only: this module imports the simulator lazily
    from hpcgym.batch.simulator import Schedule, Simulator

UNTIL = ("start", "end")

# Execution-queue tables a Moab policy can read: name -> a function returning {queue: object
# with ``priority`` (P) and ``eligible`` (E)}.
QUEUE_TABLES: dict[str, Callable[[], dict]] = {"edison": lambda: EDISON_QUEUES}


@dataclass(slots=True, frozen=True)
class JobClass:
    """How Moab treats one job: priority gained per pass, its group (None: no limit) and the
    group's eligible-job limit (None: no limit)."""

    rate: int
    group: Hashable | None
    limit: int | None


Classify = Callable[[Job], JobClass]


class MoabPriority:
    """The waiting queue as Moab's scheduling pass sees it (see the module docstring).

    ``classify`` maps a job to its :class:`JobClass`; ``jobs`` are the workload's, indexed like
    the simulator's lists (jobs submitted while running are classified from the simulator's
    list once :meth:`bind` has been called, else they get ``JobClass(default_rate, None,
    None)``). ``eligible`` maps each eligible job to when it became eligible (the age the
    observation reports).
    """

    __slots__ = (
        "classify",
        "interval",
        "until",
        "default_rate",
        "columns",
        "eligible",
        "_jobs",
        "_cls",
        "_keys",
        "_ids",
        "_key",
        "_count",
        "_hidden",
        "_hidden_ids",
        "_running",
        "_n",
        "_sim",
        "_now",
    )

    def __init__(
        self,
        jobs: Sequence[Job],
        classify: Classify,
        interval: int,
        until: str = "start",
        default_rate: int = 0,
        columns: Columns | None = None,
    ) -> None:
        if interval < 1:
            raise InputError("MoabPriority: the pass interval must be >= 1 s")
        if until not in UNTIL:
            raise InputError(f"MoabPriority: until must be one of {', '.join(UNTIL)}")
        self.classify = classify
        self.interval = interval
        self.until = until
        self.default_rate = default_rate
        self.columns = columns
        self._jobs = jobs
        self._cls: list[JobClass] = [classify(j) for j in jobs]
        for c in self._cls:
            if not isinstance(c.rate, (int, np.integer)):
                raise InputError(f"MoabPriority: rates must be integers, got {c.rate!r}")
        self.eligible: dict[int, int] = {}
        self._keys: dict[int, list[tuple[int, int, int]]] = {}  # rate -> sorted keys
        self._ids: dict[int, list[int]] = {}  # rate -> jobs, same order
        self._key: dict[int, tuple[int, int, int]] = {}
        self._count: dict[Hashable, int] = {}  # eligible (and running, until="end")
        self._hidden: dict[Hashable, list[int]] = {}  # heaps of hidden jobs by index
        self._hidden_ids: set[int] = set()
        self._running: dict[int, Hashable] = {}  # until="end": started jobs' groups
        self._n = 0
        self._sim: Simulator | None = None
        self._now = 0  # the latest time seen (unbound)

    # --- what the simulator and the passes call ----------------------------------------

    def job_class(self, i: int) -> JobClass:
        cls = self._cls
        while len(cls) <= i:  # a job submitted while running
            k = len(cls)
            sim = self._sim
            if sim is not None and k < len(sim.jobs):
                cls.append(self.classify(sim.jobs[k]))
            else:
                cls.append(JobClass(self.default_rate, None, None))
        return cls[i]

    def add(self, i: int, now: int) -> None:
        self._now = now
        if i in self._running:  # back from a reservation that took it (until="end")
            self._release(self._running.pop(i))
        c = self.job_class(i)
        self._n += 1
        g = c.group
        # A group with room has no hidden job (it is promoted as soon as room frees).
        if g is None or c.limit is None or self._count.get(g, 0) < c.limit:
            self._make_eligible(i, c, now)
        else:
            heapq.heappush(self._hidden.setdefault(g, []), i)
            self._hidden_ids.add(i)

    def remove(self, i: int) -> None:
        """Job ``i`` leaves the queue (it starts, or a reservation takes it)."""
        self._n -= 1
        if i in self._hidden_ids:
            # Only a reservation binding takes a hidden job; lazily dropped from its heap.
            self._hidden_ids.discard(i)
            return
        c = self.job_class(i)
        k = self._key.pop(i)
        keys, ids = self._keys[c.rate], self._ids[c.rate]
        pos = bisect_left(keys, k)
        del keys[pos]
        del ids[pos]
        del self.eligible[i]
        g = c.group
        if g is None or c.limit is None:
            return
        if self.until == "end":
            self._running[i] = g
        else:
            self._release(g)

    def finished(self, i: int) -> None:
        """Job ``i`` ended (``until="end"``: its place in its group's limit frees)."""
        g = self._running.pop(i, None)
        if g is not None:
            self._release(g)

    def bind(self, sim: Simulator) -> None:
        """Attach to the simulator that drives this queue: classify the jobs it is given while
        running and, with ``until="end"``, free a job's place when it ends or is killed.
        Idempotent."""
        if self._sim is sim:
            return
        self._sim = sim
        if self.until == "end":
            sim.subscribe("end", self.finished)
            sim.subscribe("kill", self.finished)

    def priority(self, i: int, now: int) -> int:
        """Moab priority of eligible job ``i`` at ``now`` (rate x passes since eligible)."""
        k = self._key[i]
        r = self.job_class(i).rate
        return r * (now // self.interval) - k[0]

    def sort_key(self, i: int, now: int) -> tuple:
        k = self._key.get(i)
        if k is None:  # hidden: after every eligible job of priority >= 0
            return (0, 1 << 62, i)
        r = self.job_class(i).rate
        return (k[0] - r * (now // self.interval), k[1], k[2])

    def order(self, now: int, limit: int | None = None) -> list[int]:
        """Eligible jobs, highest priority first (at least the first ``limit``)."""
        self._now = now
        K = now // self.interval
        live = [(r, self._keys[r], ids) for r, ids in self._ids.items() if ids]
        if len(live) <= 1:
            if not live:
                return []
            ids = live[0][2]
            return ids if limit is None else ids[:limit]
        if limit == 1:
            best = min(
                ((keys[0][0] - r * K, keys[0][1], keys[0][2]), ids[0]) for r, keys, ids in live
            )
            return [best[1]]
        pos = [0] * len(live)
        out: list[int] = []
        want = limit if limit is not None else self._n
        while len(out) < want:
            heads = []
            for c, (r, keys, ids) in enumerate(live):
                p = pos[c]
                if p < len(ids):
                    k = keys[p]
                    heads.append(((k[0] - r * K, k[1], k[2]), c))
            if not heads:
                break
            if len(heads) == 1:
                c = heads[0][1]
                out.extend(live[c][2][pos[c] :])
                break
            heads.sort()
            c = heads[0][1]
            nxt = heads[1][0]
            r, keys, ids = live[c]
            end = bisect_left(keys, (nxt[0] + r * K, nxt[1], nxt[2]), pos[c])
            out.extend(ids[pos[c] : end])
            pos[c] = end
        return out if limit is None else out[:limit]

    def empty_like(self) -> MoabPriority:
        q = MoabPriority(
            self._jobs, self.classify, self.interval, self.until, self.default_rate, self.columns
        )
        q._cls = self._cls
        q._sim = self._sim
        return q

    def hidden(self) -> int:
        """Waiting jobs beyond their group's eligible limit."""
        return len(self._hidden_ids)

    def __len__(self) -> int:
        return self._n

    # --- internals ---------------------------------------------------------------------

    def _make_eligible(self, i: int, c: JobClass, now: int) -> None:
        # Passes at t = 0, I, 2I, ...: a job eligible at e gains at those in [e, now], i.e.
        # now // I - b of them with b = (e - 1) // I.
        b = (now - 1) // self.interval
        k = (c.rate * b, now, i)
        r = c.rate
        if r not in self._keys:
            self._keys[r], self._ids[r] = [], []
        keys, ids = self._keys[r], self._ids[r]
        if not keys or keys[-1] < k:
            keys.append(k)
            ids.append(i)
        else:
            pos = bisect_left(keys, k)
            keys.insert(pos, k)
            ids.insert(pos, i)
        self._key[i] = k
        self.eligible[i] = now
        if c.group is not None and c.limit is not None:
            self._count[c.group] = self._count.get(c.group, 0) + 1

    def _release(self, g: Hashable) -> None:
        """A place of group ``g`` frees now: its first hidden job becomes eligible."""
        self._count[g] -= 1
        heap = self._hidden.get(g)
        if not heap:
            return
        now = self._sim.now if self._sim is not None else self._now
        while heap:
            i = heap[0]
            if i not in self._hidden_ids:
                heapq.heappop(heap)
                continue
            c = self.job_class(i)
            if c.limit is not None and self._count.get(g, 0) >= c.limit:
                break
            heapq.heappop(heap)
            self._hidden_ids.discard(i)
            self._make_eligible(i, c, now)


# --- the wait table of rodrigo2018 Fig. 6 ---------------------------------------------------

# Fig. 6's "non-linear categorization" of requested cores: §6.2 names 64-511 and 512-1,023;
# above 4,096 the bins follow Table 2's wide queues (reg_med, reg_big, reg_xbig).
WIDTH_BINS = (1, 64, 512, 1024, 4096, 16369, 49153, 98305, 10**9)


def width_label(lo: int, hi: int) -> str:
    return f"{lo:,}+" if hi >= 10**9 else f"{lo:,}-{hi - 1:,}"


def wait_table(
    schedules: Schedule | Sequence[Schedule],
    queues: Sequence[str] | None = None,
    bins: Sequence[int] = WIDTH_BINS,
) -> dict[str, dict[str, tuple[float, int]]]:
    """Median wait (s) and job count per execution queue x requested-cores bin (rodrigo2018 Fig. 6)
    over the measured jobs (submitted after the warm-up, run) of one schedule or several
    pooled: ``{queue: {bin label: (median, n)}}``, queues in the given order (else by name),
    empty cells left out."""
    from hpcgym.batch.simulator import DONE, KILLED, Schedule

    pooled = [schedules] if isinstance(schedules, Schedule) else list(schedules)
    waits, widths, names_ = [], [], []
    for schedule in pooled:
        w = schedule.workload
        start = np.asarray(schedule.start, np.int64)
        status = np.asarray(schedule.status, np.int64)
        submit = np.fromiter((j.submit for j in w.jobs), np.int64, len(w.jobs))
        cores = np.fromiter((j.cores for j in w.jobs), np.int64, len(w.jobs))
        queue = np.array([j.queue for j in w.jobs], dtype=object)
        keep = ((status == DONE) | (status == KILLED)) & (submit >= w.warmup_end) & (start >= 0)
        waits.append((start - submit)[keep])
        widths.append(cores[keep])
        names_.append(queue[keep])
    wait, cores, queue = (np.concatenate(x) for x in (waits, widths, names_))
    names = list(queues) if queues is not None else sorted(set(queue.tolist()))
    out: dict[str, dict[str, tuple[float, int]]] = {}
    for q in names:
        inq = queue == q
        row = {}
        for lo, hi in itertools.pairwise(bins):
            sel = inq & (cores >= lo) & (cores < hi)
            if sel.any():
                row[width_label(lo, hi)] = (float(np.median(wait[sel])), int(sel.sum()))
        if row:
            out[q] = row
    return out


def fig6_shape(
    table: dict[str, dict[str, tuple[float, int]]], priority: dict[str, int], min_jobs: int = 10
) -> dict[str, tuple[int, int]]:
    """rodrigo2018 Fig. 6's shape on a :func:`wait_table` as (cases holding, cases compared), over
    cells of at least ``min_jobs`` jobs; medians compared with <= (many are 0 s):

    - ``wider_waits_longer``: in one queue, the next wider occupied bin's median is >=;
    - ``higher_p_waits_less``: in one width bin, a queue of higher P has a median <= one of
      lower P;
    - ``debug_premium_shortest``: in one width bin holding debug or premium and another
      queue, the lowest median is debug's or premium's.
    """
    order = [label for lo, hi in itertools.pairwise(WIDTH_BINS) for label in [width_label(lo, hi)]]
    cells = {q: {b: m for b, (m, n) in row.items() if n >= min_jobs} for q, row in table.items()}
    wider = [0, 0]
    for row in cells.values():
        meds = [row[b] for b in order if b in row]
        for narrow, wide in itertools.pairwise(meds):
            wider[1] += 1
            wider[0] += wide >= narrow
    higher = [0, 0]
    fast = [0, 0]
    for b in order:
        here = {q: row[b] for q, row in cells.items() if b in row and q in priority}
        qs = list(here)
        for x in range(len(qs)):
            for y in range(x + 1, len(qs)):
                p, r = qs[x], qs[y]
                if priority[p] == priority[r]:
                    continue
                hi, lo = (p, r) if priority[p] > priority[r] else (r, p)
                higher[1] += 1
                higher[0] += here[hi] <= here[lo]
        special = [here[q] for q in ("debug", "premium") if q in here]
        others = [m for q, m in here.items() if q not in ("debug", "premium")]
        if special and others:
            fast[1] += 1
            fast[0] += min(special) <= min(others)
    return {
        "wider_waits_longer": (wider[0], wider[1]),
        "higher_p_waits_less": (higher[0], higher[1]),
        "debug_premium_shortest": (fast[0], fast[1]),
    }
