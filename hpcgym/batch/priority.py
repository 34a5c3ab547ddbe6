"""Orders of the waiting queue: FCFS, static keys (SJF, ...), Slurm multifactor, dynamic scores.

A priority keeps the eligible waiting jobs (indices into the workload) and hands the
scheduling pass a list in priority order. Static orders keep a sorted list and pay O(log n)
per insertion; Slurm multifactor stays exact in continuous time with two sorted lists (see
:class:`Multifactor`); only truly dynamic scores (WFP3, UNICEP) sort at each pass.
"""

from __future__ import annotations

import heapq
import math
from bisect import bisect_left, insort
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.sorted_keys import SortedKeys
from hpcgym.checks import shown
from hpcgym.errors import CoreMismatchError, InputError
from hpcgym.units import DAY, MINUTE

try:
    from hpcgym import _core
except ImportError:  # a source tree not built (pip install -e . builds it)
    _core = None  # type: ignore[assignment]

AGE_WEIGHT = 50_000_000
SIZE_WEIGHT = 600_000_000
MAX_AGE = 7 * DAY


class Columns:
    """Per-job geometry a priority ranks by (a WoAS task ranks as its workflow's job) and the
    columns derived from it, extended as jobs are submitted while the simulation runs."""

    __slots__ = ("submit", "cores", "walltime", "_derived")

    def __init__(self, submit: list[int], cores: list[int], walltime: list[int]) -> None:
        self.submit = submit
        self.cores = cores
        self.walltime = walltime
        self._derived: list[tuple[list, Callable[[int], float]]] = []

    def derive(self, f: Callable[[int], float]) -> list[float]:
        """``[f(i) for every job]``, kept up to date by :meth:`append`."""
        col = [f(i) for i in range(len(self.submit))]
        self._derived.append((col, f))
        return col

    def append(self, submit: int, cores: int, walltime: int) -> None:
        """A job submitted while running (it takes the next index)."""
        self.submit.append(submit)
        self.cores.append(cores)
        self.walltime.append(walltime)
        i = len(self.submit) - 1
        for col, f in self._derived:
            col.append(f(i))


class Priority(Protocol):
    """The waiting queue in priority order. ``columns`` (None for FCFS, which ranks by index
    alone) is what the ranks are computed from; the simulator extends it on ``submit``."""

    columns: Columns | None

    def add(self, i: int, now: int) -> None: ...

    def remove(self, i: int) -> None: ...

    def order(self, now: int, limit: int | None = None) -> list[int]:
        """Waiting jobs, highest priority first; at least the first ``limit`` of them."""
        ...

    def sort_key(self, i: int, now: int) -> tuple:
        """Where job ``i`` sits at ``now``: ascending keys are :meth:`order`'s order, so two
        queues of the same kind can be merged."""
        ...

    def empty_like(self) -> Priority:
        """An empty queue ranking jobs by the same factors (for jobs held apart)."""
        ...

    def __len__(self) -> int: ...


class FCFS:
    """First come, first served: submit time, then id (the workload's own order)."""

    __slots__ = ("_q", "columns")

    def __init__(self) -> None:
        self._q: list[int] = []
        self.columns: Columns | None = None

    def add(self, i: int, now: int) -> None:
        q = self._q
        if not q or q[-1] < i:
            q.append(i)
        else:
            insort(q, i)

    def remove(self, i: int) -> None:
        q = self._q
        del q[bisect_left(q, i)]

    def order(self, now: int, limit: int | None = None) -> list[int]:
        return self._q

    def sort_key(self, i: int, now: int) -> tuple:
        return (i,)

    def empty_like(self) -> FCFS:
        return FCFS()

    def fixed_until(self, now: int) -> float:
        """Until when the order of the jobs waiting now stays as it is (no job arriving):
        for ever, as this order does not depend on the time."""
        return math.inf

    def __len__(self) -> int:
        return len(self._q)


class StaticKey:
    """Ascending ``key(i)`` fixed at submission, ties by FCFS order (e.g. SJF, F1)."""

    __slots__ = ("_key", "_keys", "_items", "columns")

    def __init__(self, key: Callable[[int], float], columns: Columns | None = None) -> None:
        self._key = key
        self.columns = columns
        self._keys: list[tuple[float, int]] = []
        self._items: list[int] = []

    def add(self, i: int, now: int) -> None:
        k = (self._key(i), i)
        pos = bisect_left(self._keys, k)
        self._keys.insert(pos, k)
        self._items.insert(pos, i)

    def remove(self, i: int) -> None:
        pos = bisect_left(self._keys, (self._key(i), i))
        del self._keys[pos]
        del self._items[pos]

    def order(self, now: int, limit: int | None = None) -> list[int]:
        return self._items

    def sort_key(self, i: int, now: int) -> tuple:
        return (self._key(i), i)

    def empty_like(self) -> StaticKey:
        return StaticKey(self._key, self.columns)

    def fixed_until(self, now: int) -> float:
        """Until when the order of the jobs waiting now stays as it is (no job arriving):
        for ever, as this order does not depend on the time."""
        return math.inf

    def __len__(self) -> int:
        return len(self._items)


class DynamicScore:
    """Ascending ``score(i, now)`` recomputed at every pass (WFP3, UNICEP); O(n log n) a pass."""

    __slots__ = ("_score", "_jobs", "columns")

    def __init__(self, score: Callable[[int, int], float], columns: Columns | None = None) -> None:
        self._score = score
        self.columns = columns
        self._jobs: dict[int, None] = {}

    def add(self, i: int, now: int) -> None:
        self._jobs[i] = None

    def remove(self, i: int) -> None:
        del self._jobs[i]

    def order(self, now: int, limit: int | None = None) -> list[int]:
        score = self._score
        return sorted(self._jobs, key=lambda i: (score(i, now), i))

    def sort_key(self, i: int, now: int) -> tuple:
        return (self._score(i, now), i)

    def empty_like(self) -> DynamicScore:
        return DynamicScore(self._score, self.columns)

    def __len__(self) -> int:
        return len(self._jobs)


class Multifactor:
    """Slurm multifactor priority as the WoAS authors configured it (rodrigo2017 §4.2).

    priority = AGE_WEIGHT * min((now - eligible) / MAX_AGE, 1) + SIZE_WEIGHT * size_factor.
    The age term grows at the same rate for every job until it saturates, so jobs still aging
    keep a fixed order by ``SIZE_WEIGHT * size - AGE_WEIGHT * eligible / MAX_AGE``, and
    saturated ones by size alone; the queue is two sorted lists merged on demand, and a job
    moves from the first to the second when it reaches MAX_AGE. ``size_factor`` is per job;
    a job in ``eligible_from`` ages from that time instead of from when it is added (WoAS
    propagates a workflow's factors and submit time to its tasks, rodrigo2017 §3.3.2). Ties go to
    the earlier job.
    """

    __slots__ = (
        "size_factor",
        "eligible",
        "eligible_from",
        "_aging",
        "_aged",
        "_aged_ids",
        "_where",
        "_caps",
        "columns",
    )

    def __init__(
        self,
        size_factor: list[float],
        eligible_from: dict[int, int] | None = None,
        columns: Columns | None = None,
    ) -> None:
        self.size_factor = size_factor
        self.columns = columns
        self.eligible_from = eligible_from or {}
        self.eligible: dict[int, int] = {}
        self._aging = SortedKeys()
        self._aged = SortedKeys()
        self._aged_ids: set[int] = set()
        self._where: dict[int, tuple[float, int]] = {}
        self._caps: list[tuple[int, int]] = []

    def add(self, i: int, now: int, eligible: int | None = None) -> None:
        e = self.eligible_from.get(i, now) if eligible is None else eligible
        self.eligible[i] = e
        if now - e >= MAX_AGE:
            k = (-SIZE_WEIGHT * self.size_factor[i], i)
            self._aged.add(k)
            self._aged_ids.add(i)
        else:
            k = (-(SIZE_WEIGHT * self.size_factor[i] - AGE_WEIGHT * e / MAX_AGE), i)
            self._aging.add(k)
            heapq.heappush(self._caps, (e + MAX_AGE, i))
        self._where[i] = k

    def remove(self, i: int) -> None:
        k = self._where.pop(i)
        del self.eligible[i]
        if i in self._aged_ids:
            self._aged_ids.discard(i)
            self._aged.remove(k)
        else:
            self._aging.remove(k)

    def priority(self, i: int, now: int) -> float:
        age = min((now - self.eligible[i]) / MAX_AGE, 1.0)
        return AGE_WEIGHT * age + SIZE_WEIGHT * self.size_factor[i]

    def sort_key(self, i: int, now: int) -> tuple:
        return (-self.priority(i, now), i)

    def empty_like(self) -> Multifactor:
        return Multifactor(self.size_factor, self.eligible_from, self.columns)

    def fixed_until(self, now: int) -> float:
        """Until when the order of the jobs waiting now stays as it is (no job arriving): jobs
        all aging keep theirs until the first saturates, jobs all saturated for ever; a mix
        may change order at any time."""
        if len(self._where) <= 1 or not self._aging:
            return math.inf
        if self._aged:
            return now
        return self._caps[0][0] if self._caps else math.inf

    def _saturate(self, now: int) -> None:
        caps = self._caps
        while caps and caps[0][0] <= now:
            t, i = heapq.heappop(caps)
            if i in self._aged_ids or self.eligible.get(i, t) + MAX_AGE != t:
                continue
            self._aging.remove(self._where[i])
            k = (-SIZE_WEIGHT * self.size_factor[i], i)
            self._aged.add(k)
            self._where[i] = k
            self._aged_ids.add(i)

    def order(self, now: int, limit: int | None = None) -> list[int]:
        self._saturate(now)
        if not self._aged:
            return [i for _, i in self._aging.first(limit)]
        if not self._aging:
            return [i for _, i in self._aged.first(limit)]
        aging, aged = self._aging.first(limit), self._aged.first(limit)
        shift = AGE_WEIGHT * now / MAX_AGE
        n = len(aging) + len(aged) if limit is None else min(limit, len(aging) + len(aged))
        out: list[int] = []
        a = b = 0
        while len(out) < n:
            take_aging = b >= len(aged) or (
                a < len(aging)
                and (aging[a][0] - shift, aging[a][1]) <= (aged[b][0] - AGE_WEIGHT, aged[b][1])
            )
            if take_aging:
                out.append(aging[a][1])
                a += 1
            else:
                out.append(aged[b][1])
                b += 1
        return out

    def __len__(self) -> int:
        return len(self._where)


def slurm_size_factor(cores: int, walltime: int, total_cores: int, max_walltime: int) -> float:
    """Job-size factor favouring jobs small relative to their time, normalised by the maximum limit.

    ``1 - min((cores / total) / (walltime / max_walltime), 1)``. Slurm's own
    ``SMALL_RELATIVE_TO_TIME`` normalises by one minute instead of the maximum limit, which
    leaves the order nearly FIFO; on the Edison week that starves the 50-deep backfill and the
    backlog grows (waits < 3 h: 0.08-0.20), while this reading gives 0.94-0.99 at the same
    utilization, nearer the paper's 0.67 (rodrigo2018 §4.2).
    """
    rel = (cores / total_cores) / (max(walltime, 1) / max_walltime)
    return 1.0 - min(rel, 1.0)


# The classic HPC heuristics, ascending scores (the lowest runs first). WFP3 and UNICEP:
# tang2009; F1: carastan2017; as zhang2020 uses them. A one-core job has log2(cores) = 0;
# as in RLScheduler's implementation its UNICEP denominator is 1e-15 (it goes first), and
# F1 takes log10(0.1) for a job submitted at time 0.
def wfp3(cols: Columns) -> DynamicScore:
    """WFP3: ``-(wait / walltime)^3 * cores`` (favours long-waiting, wide, short jobs)."""
    submit, cores, walltime = cols.submit, cols.cores, cols.walltime
    return DynamicScore(lambda i, now: -(((now - submit[i]) / walltime[i]) ** 3) * cores[i], cols)


def log2_cores(cores: int) -> float:
    """UNICEP's ``log2(cores)``, 1e-15 for one core."""
    return math.log2(cores) if cores > 1 else 1e-15


def unicep(cols: Columns) -> DynamicScore:
    """UNICEP: ``-wait / (log2(cores) * walltime)`` (favours long-waiting, narrow, short jobs)."""
    submit, cores, walltime = cols.submit, cols.cores, cols.walltime
    log_c = cols.derive(lambda i: log2_cores(cores[i]))
    return DynamicScore(lambda i, now: -(now - submit[i]) / (log_c[i] * walltime[i]), cols)


def f1(cols: Columns) -> StaticKey:
    """F1: ``log10(walltime) * cores + 870 * log10(submit)``, fixed at submission."""
    submit, cores, walltime = cols.submit, cols.cores, cols.walltime
    key = cols.derive(
        lambda i: (
            math.log10(walltime[i]) * cores[i]
            + 870 * math.log10(submit[i] if submit[i] > 0 else 0.1)
        )
    )
    return StaticKey(key.__getitem__, cols)


HEURISTICS: dict[str, Callable[[Columns], Priority]] = {"wfp3": wfp3, "unicep": unicep, "f1": f1}


def core_hours_size_factor(cores: int, walltime: int, total_cores: int, max_walltime: int) -> float:
    """Job-size factor favouring jobs that request few core-hours: ``1 - (cores / total) x
    (walltime / max_walltime)``.

    rodrigo2017 §4.4.1 says a pilot or workflow-aware job has lower priority than the chained
    workflow's first job in all three groups: A (same cores, longer time), B (more cores,
    same time) and C (both). Only a factor falling with both cores and time gives that;
    :func:`slurm_size_factor` ranks group A's pilot above its first job.
    """
    return 1.0 - min((cores / total_cores) * (walltime / max_walltime), 1.0)


def per_minute_size_factor(cores: int, walltime: int, total_cores: int, max_walltime: int) -> float:
    """Slurm's own ``SMALL_RELATIVE_TO_TIME`` with ``PriorityFavorSmall``: ``1 - (cores /
    limit in minutes) / total`` (``priority_multifactor.c``); nearly 1 for most jobs, so the
    order is close to FIFO by age."""
    return 1.0 - min(cores / max(walltime / MINUTE, 1.0) / total_cores, 1.0)


SIZE_FACTORS = {
    "relative-to-time": slurm_size_factor,
    "core-hours": core_hours_size_factor,
    "per-minute": per_minute_size_factor,
}


@dataclass(slots=True, frozen=True)
class TresWeights:
    """Slurm's multifactor weights over trackable resources (slurm2024multifactor, "Job
    Priority Factors", "TRES Factors"; tres.html "TRESBillingWeights"): ``age``
    (PriorityWeightAge, over ``max_age`` = PriorityMaxAge), ``job_size`` (PriorityWeightJobSize),
    ``tres`` (PriorityWeightTRES, e.g. ``(("gres/gpu", 1e8),)``) and ``billing`` (a partition's
    TRESBillingWeights, what a job is charged: NERSC charges node-hours, nersc2024perlmutter
    "Queues and Charges", so ``node=1``). TRES names: ``cpu``, ``mem``, ``node``, ``gres/gpu``."""

    age: float = AGE_WEIGHT
    job_size: float = SIZE_WEIGHT
    tres: tuple[tuple[str, float], ...] = (("gres/gpu", 100_000_000.0),)
    billing: tuple[tuple[str, float], ...] = (("node", 1.0),)
    max_age: int = MAX_AGE

    def __post_init__(self) -> None:
        where = "TRES weights"
        for name in ("age", "job_size"):
            v = getattr(self, name)
            if not (isinstance(v, (int, float)) and math.isfinite(v) and v >= 0):
                raise InputError(f"{where}: {name} must be a number >= 0, got {shown(v)}")
        if not self.age:
            raise InputError(f"{where}: age must be > 0 (a weight of 0 is an order by size alone)")
        if self.max_age != MAX_AGE:
            raise InputError(
                f"{where}: max_age must be the multifactor's MAX_AGE ({MAX_AGE} s), which the "
                f"queue (and the compiled core) saturate at; got {shown(self.max_age)}"
            )
        for part, pairs in (("tres", self.tres), ("billing", self.billing)):
            for pair in pairs:
                if not (isinstance(pair, tuple) and len(pair) == 2 and pair[0] in TRES_NAMES):
                    raise InputError(
                        f"{where}: {part} entries must be (name, weight) with a name of "
                        f"{', '.join(TRES_NAMES)}, got {shown(pair)}"
                    )
                w = pair[1]
                if not (isinstance(w, (int, float)) and math.isfinite(w) and w >= 0):
                    raise InputError(
                        f"{where}: {part} weight of {pair[0]} must be >= 0, got {shown(w)}"
                    )
        if not any(w for _, w in self.billing):
            raise InputError(f"{where}: billing needs a weight > 0 (the size factor divides by it)")


TRES_NAMES = ("cpu", "mem", "node", "gres/gpu")


def tres_of(part: Cluster, units: int, gpus: int, mem: int) -> dict[str, int]:
    """What a job of ``units`` allocation units holds of each TRES in partition ``part``: its
    cores, memory (MB), nodes and GPUs. Under whole-node allocation its nodes' whole share of
    each (an exclusive job's AllocTRES); else its request, on the nodes its cores span."""
    if part.whole_node:
        return {
            "cpu": units * part.cores_per_node,
            "mem": units * part.mem_per_node,
            "node": units,
            "gres/gpu": units * part.gpus_per_node,
        }
    return {"cpu": units, "mem": mem, "node": -(-units // part.cores_per_node), "gres/gpu": gpus}


def tres_total(part: Cluster) -> dict[str, int]:
    """Partition ``part``'s whole TRES, what :func:`tres_static` divides by."""
    return {
        "cpu": part.total_cores,
        "mem": part.total_mem,
        "node": part.nodes,
        "gres/gpu": part.total_gpus,
    }


def tres_static(
    weights: TresWeights,
    held: dict[str, int],
    total: dict[str, int],
    walltime: int,
    max_walltime: int,
) -> float:
    """The part of a job's Slurm priority that does not age: ``job_size * size_factor + sum_t
    tres_t * held_t / total_t`` (slurm2024multifactor "TRES Factors": each TRES factor is the
    job's share of that TRES in its partition). The size factor is hpcgym's reading over the
    billed TRES: billing = sum of TRESBillingWeights x TRES (tres.html), taken relative to time
    as :func:`slurm_size_factor` takes cores, ``1 - min((billing / partition's) / (walltime /
    max_walltime), 1)``."""
    bill = sum(w * held[t] for t, w in weights.billing)
    cap = sum(w * total[t] for t, w in weights.billing)
    rel = (bill / cap) / (max(walltime, 1) / max_walltime) if cap else 0.0
    out = weights.job_size * (1.0 - min(rel, 1.0))
    for t, w in weights.tres:
        if w and total[t]:
            out += w * held[t] / total[t]
    return out


# (now, submit, cores, walltime) where the compiled scores must equal these: one core (UNICEP's
# 1e-15), waits of zero, of a second and of weeks, cores and walltimes small and large.
_SCORE_PROBES = (
    (0, 0, 1, 60),
    (1, 0, 2, 1),
    (7_200, 100, 64, 3_600),
    (3 * DAY, 17, 1_000_003, 259_200),
    (90 * DAY, 5, 8_192, 7),
)


def check_core() -> None:
    """Hold the compiled queue (rust/src/engine/queue.rs) to this module's multifactor
    constants and WFP3 / UNICEP formulas, which both languages define: a core built from
    another ``rust/`` fails here, at import, rather than scheduling differently."""
    if _core is None:
        return
    ours = (AGE_WEIGHT, SIZE_WEIGHT, MAX_AGE)
    theirs = (_core.AGE_WEIGHT, _core.SIZE_WEIGHT, _core.MAX_AGE)
    if ours != theirs:
        raise CoreMismatchError(
            f"hpcgym.batch.priority: multifactor (AGE_WEIGHT, SIZE_WEIGHT, MAX_AGE) = {ours}, "
            f"but the compiled core's (rust/src/engine/queue.rs) are {theirs}; make them agree "
            "and rebuild it (pip install -e .)"
        )
    cols = Columns(*(list(c) for c in zip(*((s, c, w) for _, s, c, w in _SCORE_PROBES))))
    for name, make in (("wfp3", wfp3), ("unicep", unicep)):
        score = make(cols)
        for i, (now, submit, cores, walltime) in enumerate(_SCORE_PROBES):
            want = score.sort_key(i, now)[0]
            got = _core.dynamic_score(name, now, submit, cores, walltime, log2_cores(cores))
            if got != want:
                raise CoreMismatchError(
                    f"hpcgym.batch.priority: {name} of (now {now}, submit {submit}, cores "
                    f"{cores}, walltime {walltime}) is {want!r} here but {got!r} in the compiled "
                    "core (rust/src/engine/queue.rs dynamic_score); make them agree and rebuild"
                )


check_core()
