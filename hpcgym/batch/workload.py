"""A workload: the jobs a simulation replays, the machine they run on, and what was left out."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import chain, repeat
from operator import attrgetter

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.machine import Machine
from hpcgym.batch.submission import WorkflowRun
from hpcgym.bounds import MAX_SECONDS, MAX_TIMESTAMP
from hpcgym.checks import instance, integer, optional_integer, shown, text
from hpcgym.errors import InputTypeError, WorkloadError


@dataclass(slots=True)
class Workload:
    """Jobs sorted by (submit, id) on ``cluster``.

    Jobs submitted before ``warmup_end`` run but are left out of the metrics; ``horizon``
    (if set) ends the window over which utilization is measured. ``skipped`` counts the input
    records that were not turned into jobs, by reason, so nothing is dropped silently.
    ``workflows`` says which jobs are the workflows' and how they were submitted.
    """

    jobs: list[Job]
    cluster: Cluster | Machine
    name: str = "workload"
    warmup_end: int = 0
    horizon: int | None = None
    skipped: dict[str, int] = field(default_factory=dict)
    workflows: list[WorkflowRun] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._check_types()
        self.jobs.sort(key=_order)
        self.validate()

    def _check_types(self) -> None:
        """The fields' types (a list of jobs is taken from any sequence of :class:`Job`)."""
        text(self.name, "name", where="Workload")
        where = f"workload {self.name}"
        if isinstance(self.jobs, (str, bytes, dict)) or not hasattr(self.jobs, "__iter__"):
            raise InputTypeError(f"{where}: jobs must be a list of Job, got {shown(self.jobs)}")
        if type(self.jobs) is not list:
            self.jobs = list(self.jobs)
        if not all(map(isinstance, self.jobs, repeat(Job))):
            bad = next(k for k, j in enumerate(self.jobs) if not isinstance(j, Job))
            raise InputTypeError(f"{where}: jobs[{bad}] must be a Job, got {shown(self.jobs[bad])}")
        instance(self.cluster, "cluster", (Cluster, Machine), "a Cluster or a Machine", where=where)
        self.warmup_end = integer(
            self.warmup_end, "warmup_end", lo=0, hi=MAX_TIMESTAMP, where=where
        )
        self.horizon = optional_integer(
            self.horizon, "horizon", lo=0, hi=MAX_TIMESTAMP, where=where
        )
        instance(self.skipped, "skipped", dict, "a dict of counts", where=where)
        instance(self.workflows, "workflows", list, "a list of WorkflowRun", where=where)

    def validate(self) -> None:
        """Raise :class:`WorkloadError` naming the first job that cannot be simulated."""
        if not self._plainly_valid(self.jobs, self.workflows, set()):
            self._find_fault()

    def with_jobs(
        self, jobs: Iterable[Job], workflows: Iterable[WorkflowRun] = (), name: str | None = None
    ) -> Workload:
        """This workload with ``jobs`` added and the ``workflows`` runs they make, named
        ``name`` (default: this one's), its other fields as here: the workload
        ``Workload(self.jobs + jobs, ..., workflows=self.workflows + workflows)`` with its
        errors, but checking only what is added (this workload's jobs were checked when it
        was made)."""
        out = Workload.__new__(Workload)  # past __post_init__, which checks every job
        out.jobs, out.cluster = jobs, self.cluster  # type: ignore[assignment]  # checked below
        out.name = self.name if name is None else name
        out.warmup_end, out.horizon = self.warmup_end, self.horizon
        out.skipped, out.workflows = dict(self.skipped), list(workflows)
        out._check_types()  # the added jobs and runs (and the fields copied from here)
        added, runs = out.jobs, out.workflows
        out.jobs = self.jobs + added
        out.jobs.sort(key=_order)
        out.workflows = self.workflows + runs
        if not out._plainly_valid(added, runs, set(map(_ID, self.jobs))):
            out._find_fault()
        return out

    def _plainly_valid(self, jobs: list[Job], runs: list[WorkflowRun], known: set[int]) -> bool:
        """Whether ``jobs`` (in any order) and ``runs`` pass every check of
        :meth:`_find_fault` beside valid jobs of the ids in ``known``, seen by column: a quick
        yes for jobs that ask for cores only, of a plain cluster, and depend on jobs of
        smaller ids (workflow copies). No says only that :meth:`_find_fault` must look."""
        if (
            isinstance(self.cluster, Machine)
            or any(map(_GPUS, jobs))
            or any(map(_MEM, jobs))
            or any(map(_PARTITION, jobs))
        ):
            return False
        if not jobs:
            return known.issuperset(chain.from_iterable(map(_JOBS, runs)))
        ids = set(map(_ID, jobs))
        if len(ids) < len(jobs) or not ids.isdisjoint(known):
            return False
        lo, hi = _ID_RANGE
        cores = list(map(_CORES, jobs))
        if not (0 < min(cores) and max(cores) <= self.cluster.total_cores):
            return False
        for get, low, high in (
            (_RUNTIME, 1, MAX_SECONDS),
            (_WALLTIME, 1, MAX_SECONDS),
            (_SUBMIT, 0, MAX_SECONDS),
            (_ID, lo, hi),
            (_USER, lo, hi),
            (_WORKFLOW, lo, hi),
            (_TASK, lo, hi),
        ):
            column = list(map(get, jobs))
            if not low <= min(column) <= max(column) <= high:
                return False
        dependent = list(filter(_DEPS, jobs))
        if not all(max(j.deps) < j.id for j in dependent):
            return False
        named = set(chain.from_iterable(map(_DEPS, dependent)))
        named.update(chain.from_iterable(map(_JOBS, runs)))
        return known.issuperset(named - ids)

    def _find_fault(self) -> None:
        """Raise :class:`WorkloadError` naming the first job that cannot be simulated, job by
        job in the workload's order."""
        total = self.cluster.total_cores
        partitioned = isinstance(self.cluster, Machine)
        seen: set[int] = set()
        for j in self.jobs:
            where = f"{self.name}: job {j.id}"
            if j.id in seen:
                raise WorkloadError(f"{where}: duplicate job id")
            if j.cores <= 0:
                raise WorkloadError(f"{where}: requests {j.cores} cores")
            if j.cores > total:
                raise WorkloadError(
                    f"{where}: requests {j.cores} cores, wider than cluster "
                    f"{self.cluster.name!r} ({total} cores)"
                )
            if j.gpus or j.mem or j.partition or partitioned:
                self.cluster.check_job(j.cores, j.gpus, j.mem, j.partition, where)
            if j.runtime <= 0:
                raise WorkloadError(f"{where}: runtime {j.runtime} s is not positive")
            if j.walltime <= 0:
                raise WorkloadError(f"{where}: requested walltime {j.walltime} s is not positive")
            if j.submit < 0:
                raise WorkloadError(f"{where}: negative submit time {j.submit}")
            if j.submit > MAX_SECONDS or j.runtime > MAX_SECONDS or j.walltime > MAX_SECONDS:
                raise WorkloadError(f"{where}: {_over_bound(j)}")
            if not _ID_RANGE[0] <= j.id <= _ID_RANGE[1] or any(
                not _ID_RANGE[0] <= v <= _ID_RANGE[1] for v in (j.user, j.workflow, j.task)
            ):
                raise WorkloadError(f"{where}: {_over_id(j)}")
            seen.add(j.id)
        dependent = [j for j in self.jobs if j.deps]
        for j in dependent:
            for p in j.deps:
                if p not in seen:
                    raise WorkloadError(f"{self.name}: job {j.id} depends on unknown job {p}")
                if p == j.id:
                    raise WorkloadError(f"{self.name}: job {j.id} depends on itself")
        if dependent:
            _check_acyclic(self.name, dependent)
        for r in self.workflows:
            missing = [k for k in r.jobs if k not in seen]
            if missing:
                raise WorkloadError(
                    f"{self.name}: workflow {r.id} ({r.workflow.name}) names "
                    f"unknown job {missing[0]}"
                )

    def __len__(self) -> int:
        return len(self.jobs)

    @property
    def n_skipped(self) -> int:
        return sum(self.skipped.values())


def rebased(window: list[Job]) -> list[Job]:
    """A window of consecutive jobs as a workload of its own: submit times from the first
    job's, dependencies on jobs outside the window dropped."""
    t0 = window[0].submit
    ids = {j.id for j in window}
    return [
        Job(
            j.id,
            j.submit - t0,
            j.cores,
            j.walltime,
            j.runtime,
            j.user,
            j.queue,
            tuple(p for p in j.deps if p in ids),
            j.workflow,
            j.task,
            j.gpus,
            j.mem,
            j.partition,
        )
        for j in window
    ]


_ID_RANGE = (-MAX_TIMESTAMP, MAX_TIMESTAMP)


def _over_bound(j: Job) -> str:
    """Which time of ``j`` is over :data:`~hpcgym.bounds.MAX_SECONDS`."""
    name, value = next(
        (n, getattr(j, n)) for n in ("submit", "walltime", "runtime") if getattr(j, n) > MAX_SECONDS
    )
    return (
        f"{name} {value:,} s is over the bound of {MAX_SECONDS:,} s (~3,170 years; "
        "hpcgym.bounds says why)"
    )


def _over_id(j: Job) -> str:
    """Which integer label of ``j`` is outside +-2^62."""
    name, value = next(
        (n, getattr(j, n))
        for n in ("id", "user", "workflow", "task")
        if not _ID_RANGE[0] <= getattr(j, n) <= _ID_RANGE[1]
    )
    return f"{name} {value} is outside [-2^62, 2^62]"


# (submit, id) of a job, the workload's order
_order = attrgetter("submit", "id")
# A job's fields (and a workflow run's jobs), for the checks by column.
_ID, _SUBMIT, _CORES, _WALLTIME, _RUNTIME, _USER, _WORKFLOW, _TASK = map(
    attrgetter, ("id", "submit", "cores", "walltime", "runtime", "user", "workflow", "task")
)
_GPUS, _MEM, _PARTITION, _DEPS, _JOBS = map(
    attrgetter, ("gpus", "mem", "partition", "deps", "jobs")
)


def _check_acyclic(name: str, dependent: list[Job]) -> None:
    """Kahn's algorithm over the dependency edges; name a job on a cycle if there is one.
    Edges that all go from a smaller id to a larger one (workflow copies) make no cycle."""
    if all(p < j.id for j in dependent for p in j.deps):
        return
    parents = {j.id: set(j.deps) for j in dependent}
    children: dict[int, list[int]] = {}
    for j in dependent:
        for p in j.deps:
            children.setdefault(p, []).append(j.id)
    ready = [p for p in children if p not in parents]
    while ready:
        p = ready.pop()
        for c in children.get(p, ()):
            ps = parents[c]
            ps.discard(p)
            if not ps:
                del parents[c]
                ready.append(c)
    if parents:
        stuck = min(parents)
        raise WorkloadError(f"{name}: dependency cycle through job {stuck}")
