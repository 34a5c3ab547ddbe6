"""The queue orders' builders: each order's Python priority structure over a workload, and the
per-job inputs the compiled core takes for it, read off that structure (one definition of every
formula). :mod:`hpcgym.batch.registry` names them.

Jobs are ranked by their priority-view geometry (:func:`~hpcgym.batch.submission.priority_geometry`):
a WoAS task as its workflow's job.
"""

from __future__ import annotations

from typing import Any, Protocol

from hpcgym.batch.columns import job_columns, job_field
from hpcgym.batch.fairshare import FairShareMultifactor, FairShareUsage
from hpcgym.batch.job import Job
from hpcgym.batch.machine import Machine
from hpcgym.batch.moab import QUEUE_TABLES, JobClass, MoabPriority
from hpcgym.batch.priority import (
    AGE_WEIGHT,
    FCFS,
    HEURISTICS,
    SIZE_FACTORS,
    SIZE_WEIGHT,
    Columns,
    Multifactor,
    Priority,
    StaticKey,
    TresWeights,
    log2_cores,
    tres_of,
    tres_static,
    tres_total,
)
from hpcgym.batch.submission import priority_geometry
from hpcgym.batch.workload import Workload


class Policy(Protocol):
    """What the builders read of a :class:`~hpcgym.batch.scheduler_config.SchedulerConfig`
    (named structurally: the config module imports the registry, not the other way)."""

    @property
    def name(self) -> str: ...
    @property
    def priority(self) -> str: ...
    @property
    def size_factor(self) -> str: ...
    @property
    def depth(self) -> int | None: ...
    @property
    def bf_interval(self) -> int: ...
    @property
    def grace(self) -> int: ...
    @property
    def filter_held(self) -> bool: ...
    @property
    def order(self) -> Any: ...
    @property
    def variant(self) -> Any: ...
    @property
    def moab(self) -> Any: ...
    @property
    def node(self) -> Any: ...
    @property
    def fairshare(self) -> Any: ...


def _ranked(workload: Workload) -> tuple[Columns, list[int], list[int], dict[int, int]]:
    cores, walltime, eligible = priority_geometry(workload.jobs, workload.workflows)
    return Columns([j.submit for j in workload.jobs], cores, walltime), cores, walltime, eligible


def fcfs_queue(config: Policy, workload: Workload) -> Priority:
    """First come, first served."""
    return FCFS()


def sjf_queue(config: Policy, workload: Workload) -> Priority:
    """Shortest requested walltime first."""
    cols, _, walltime, _ = _ranked(workload)
    return StaticKey(walltime.__getitem__, cols)


def heuristic_queue(config: Policy, workload: Workload) -> Priority:
    """One of :data:`~hpcgym.batch.priority.HEURISTICS` (WFP3, UNICEP, F1) by the order's name."""
    cols, _, _, _ = _ranked(workload)
    return HEURISTICS[config.priority](cols)


def multifactor_queue(config: Policy, workload: Workload) -> Priority:
    """Slurm's multifactor priority: age and ``config.size_factor``, and with
    ``config.fairshare`` the fair-share term."""
    cols, cores, walltime, eligible = _ranked(workload)
    cl = workload.cluster
    total, max_wall = cl.total_cores, cl.max_walltime
    factor = SIZE_FACTORS[config.size_factor]
    size = cols.derive(lambda i: factor(cores[i], walltime[i], total, max_wall))
    if config.fairshare is not None:
        return FairShareMultifactor(size, FairShareUsage(config.fairshare), eligible, cols)
    return Multifactor(size, eligible, cols)


def tres_queue(config: Policy, workload: Workload, weights: TresWeights | None = None) -> Priority:
    """Slurm's multifactor with TRES factors (slurm2024multifactor): age, the billed-TRES size
    factor and a factor per weighted TRES, each relative to the job's partition
    (:func:`~hpcgym.batch.priority.tres_static`, ``weights`` default :class:`TresWeights`).

    It is a :class:`Multifactor` queue: the static part over ``AGE_WEIGHT / weights.age``
    (which only rescales every priority, so the order is Slurm's) is each job's key, so the
    compiled core's multifactor order runs it on its keys."""
    w = weights or TresWeights()
    cols, cores, walltime, eligible = _ranked(workload)
    cl = workload.cluster
    jobs = workload.jobs
    parts = [cl.partition(j.partition) if isinstance(cl, Machine) else cl for j in jobs]
    totals = {p.name: tres_total(p) for p in {p.name: p for p in parts}.values()}
    scale = AGE_WEIGHT / w.age / SIZE_WEIGHT
    max_wall = cl.max_walltime

    def key(i: int) -> float:
        j, p = jobs[i], parts[i]
        held = tres_of(p, p.job_units(cores[i], j.gpus, j.mem), j.gpus, j.mem)
        return tres_static(w, held, totals[p.name], walltime[i], max_wall) * scale

    return Multifactor([key(i) for i in range(len(jobs))], eligible, cols)


def moab_queue(config: Policy, workload: Workload) -> MoabPriority:
    """Moab priority over ``workload``: a job in a queue of ``config.moab.queues`` gains that
    queue's P (+ ``age_rate``) per pass and counts against its user's E there; a job in
    another queue, or of no user (-1), gains ``age_rate`` and has no limit."""
    moab = config.moab
    assert moab is not None  # the order is moab only with Moab's settings
    table = QUEUE_TABLES[moab.queues]()
    age = moab.age_rate

    def classify(job: Job) -> JobClass:
        q = table.get(job.queue)
        if q is None:
            return JobClass(age, None, None)
        group = (job.user, job.queue) if job.user >= 0 else None
        return JobClass(q.priority + age, group, q.eligible)

    cols = Columns(
        [j.submit for j in workload.jobs],
        [j.cores for j in workload.jobs],
        [j.walltime for j in workload.jobs],
    )
    return MoabPriority(workload.jobs, classify, config.bf_interval, moab.eligible_until, age, cols)


def static_inputs(workload: Workload, queue: Any) -> dict[str, Any]:
    """A static order (SJF, F1) on the queue's own keys."""
    n = len(job_columns(workload).submit)
    return {"keys": [queue.sort_key(i, 0)[0] for i in range(n)]}


def unicep_inputs(workload: Workload, queue: Any) -> dict[str, Any]:
    """UNICEP's log2 cores of the ranked geometry."""
    ranked = getattr(queue, "columns", None)
    cores = ranked.cores if ranked is not None else job_field(workload, "cores")
    return {"aux": [log2_cores(c) for c in cores]}


def multifactor_inputs(workload: Workload, queue: Any) -> dict[str, Any]:
    """Multifactor's size factors and when each job ages from (-1: when it is queued)."""
    n = len(job_columns(workload).submit)
    eligible = None
    if queue.eligible_from:
        eligible = [queue.eligible_from.get(i, -1) for i in range(n)]
    return {"keys": list(queue.size_factor), "eligible": eligible}


def moab_inputs(workload: Workload, queue: Any) -> dict[str, Any]:
    """Moab's classes off the Python :class:`~hpcgym.batch.moab.MoabPriority`: each job's rate,
    group (numbered in order of first appearance) and limit (-1 for none: a job with no group
    or no limit is never held back), then the pass interval, whether a place frees at a job's
    end, and the rate of a job of no class."""
    n = len(job_columns(workload).submit)
    groups: dict[Any, int] = {}
    rate, group, limit = [], [], []
    for i in range(n):
        c = queue.job_class(i)
        rate.append(int(c.rate))
        if c.group is None or c.limit is None:
            group.append(-1)
            limit.append(-1)
        else:
            group.append(groups.setdefault(c.group, len(groups)))
            limit.append(int(c.limit))
    settings = (queue.interval, queue.until == "end", int(queue.default_rate))
    return {"moab": (rate, group, limit, *settings)}


def job_inputs(core: str, queue: Any, i: int) -> tuple[float, float]:
    """The compiled order ``core``'s inputs ``(key, aux)`` for job ``i`` of the Python ``queue``
    (a job submitted while running, once ``queue.columns`` holds it): what
    :func:`static_inputs`, :func:`multifactor_inputs` and :func:`unicep_inputs` give per job."""
    if core == "static":
        return float(queue.sort_key(i, 0)[0]), 0.0
    if core == "multifactor":
        return float(queue.size_factor[i]), 0.0
    if core == "unicep":
        return 0.0, log2_cores(queue.columns.cores[i])
    return 0.0, 0.0
