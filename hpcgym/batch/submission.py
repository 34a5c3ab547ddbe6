"""Submitting a workflow to a batch system as jobs: chained, one pilot, or workflow-aware (WoAS).

rodrigo2017 §2.1 and §3. A :class:`WorkflowRun` records how one workflow became jobs, so the
simulator can treat WoAS tasks specially and the metrics can put the workflow back together:

- ``chained``: one job per task with ``afterok`` dependencies, all submitted with the workflow;
  a task is eligible, and ages, only once its parents have ended (§2.1.1, §2.2).
- ``pilot``: one job of the peak width for the requested critical path (§2.1.2); its tasks
  run inside it (:func:`pilot_schedule`), and its idle allocated core-hours are waste.
- ``woas``: the tasks as jobs that the priority engine ranks as one job with the pilot's
  geometry and the workflow's submit time (priority view), while the scheduling passes see
  the tasks (scheduler view), each allocated its own cores (§3.2-3.3, Algorithms 1-2).
"""

from __future__ import annotations

from dataclasses import dataclass

from hpcgym.batch.backfill import Profile
from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job, trusted_job
from hpcgym.errors import UnknownNameError
from hpcgym.workflow import Workflow, WorkflowError

MODES = ("chained", "pilot", "woas")
CHOICE = "choice"  # a workload carrying every mode of each workflow, chosen at its arrival
# The batch policy rodrigo2017's comparison runs under (see hpcgym.studies.woas): Slurm-like with
# Slurm's own size factor per minute of limit, which keeps the ~4 h wait baseline of §4.2.1.
WOAS_POLICY = "slurm+per-minute"


@dataclass(slots=True, frozen=True)
class WorkflowRun:
    """One workflow submitted at ``submit`` under ``mode``.

    ``tasks`` are the task ids in topological order. ``jobs`` are their job ids (chained,
    woas), or the pilot's single job id. ``inner`` holds, for a pilot, each task's
    ``(start, end)`` offsets from the pilot's start, in ``tasks`` order.
    """

    id: int
    workflow: Workflow
    submit: int
    mode: str
    tasks: tuple[str, ...]
    jobs: tuple[int, ...]
    inner: tuple[tuple[int, int], ...] = ()

    @property
    def pilot(self) -> bool:
        return self.mode == "pilot"

    @property
    def woas(self) -> bool:
        return self.mode == "woas"


def check_mode(mode: str) -> str:
    if mode not in MODES:
        raise UnknownNameError(f"unknown submission mode {mode!r}; known: {', '.join(MODES)}")
    return mode


def pilot_schedule(workflow: Workflow) -> list[tuple[int, int]]:
    """Start and end offsets of each task (topological order) inside the pilot job.

    The pilot holds the peak width of the requested-runtime ASAP schedule; with actual
    runtimes tasks may overlap differently, so each task takes the earliest slot at or after
    its parents' ends where its cores are free for its actual runtime (topological order,
    ties by insertion), never more cores than the pilot has.
    """
    cached = workflow._cache.get("pilot_schedule")
    if cached is not None:
        return list(cached)
    width = workflow.peak_width()
    profile = Profile(0, width, [], [])
    g = workflow.graph
    end: dict[str, int] = {}
    out = []
    for t in workflow.topological_tasks():
        ready = max((end[p] for p in g.predecessors(t.id)), default=0)
        start = profile.earliest(t.cores, t.runtime, after=ready)
        profile.reserve(start, t.runtime, t.cores)
        end[t.id] = start + t.runtime
        out.append((start, end[t.id]))
    workflow._cache["pilot_schedule"] = tuple(out)
    return out


def expand(
    workflow: Workflow, wf_id: int, submit: int, mode: str, first_id: int, cluster: Cluster
) -> tuple[list[Job], WorkflowRun]:
    """The jobs ``workflow`` becomes under ``mode``, with ids from ``first_id`` on.

    Raises :class:`WorkflowError` naming the workflow when a task (or the pilot) is wider
    than ``cluster``.
    """
    check_mode(mode)
    workflow.check_fits(cluster, pilot=mode == "pilot")
    tids = workflow._cache.get("task_ids")
    if tids is None:
        tids = workflow._cache["task_ids"] = tuple(t.id for t in workflow.topological_tasks())
    # The tasks' numbers are a validated workflow's ints: the checks of Job(...) are left for
    # the ids and submit time, unless they are ints too.
    make = trusted_job if int is type(first_id) is type(submit) is type(wf_id) else Job
    if mode == "pilot":
        inner = pilot_schedule(workflow)
        cores, walltime = workflow.pilot_geometry()
        runtime = max(e for _, e in inner)
        job = make(first_id, submit, cores, walltime, runtime, -1, "", (), wf_id)
        return [job], WorkflowRun(wf_id, workflow, submit, mode, tids, (first_id,), tuple(inner))
    jobs = [
        make(
            first_id + k,
            submit,
            cores,
            walltime,
            runtime,
            -1,
            "",
            tuple([first_id + p for p in parents]),
            wf_id,
            k,
        )
        for k, (cores, walltime, runtime, parents) in enumerate(_task_rows(workflow))
    ]
    return jobs, WorkflowRun(
        wf_id, workflow, submit, mode, tids, tuple(range(first_id, first_id + len(tids)))
    )


def _task_rows(workflow: Workflow) -> tuple[tuple[int, int, int, tuple[int, ...]], ...]:
    """Per task in topological order: cores, walltime, runtime and its parents' positions in
    that order (what every chained or WoAS copy repeats), cached per workflow."""
    rows = workflow._cache.get("task_rows")
    if rows is None:
        order = workflow.topological_tasks()
        pos = {t.id: k for k, t in enumerate(order)}
        g = workflow.graph
        rows = tuple(
            (
                int(t.cores),  # an int's subclass as the int, as Job(...) would take it
                int(t.walltime),
                int(t.runtime),
                tuple(pos[p] for p in g.predecessors(t.id)),
            )
            for t in order
        )
        workflow._cache["task_rows"] = rows
    return rows


def allocated_core_seconds(workflow: Workflow, cluster: Cluster) -> int:
    """Core-seconds the tasks allocate when run as their own jobs (whole nodes where the
    cluster allocates nodes): the workflow's work as the job-pressure control counts it."""
    uc = cluster.unit_cores
    return sum(cluster.units(t.cores) * uc * t.runtime for t in workflow.tasks)


def priority_geometry(
    jobs: list[Job], runs: list[WorkflowRun]
) -> tuple[list[int], list[int], dict[int, int]]:
    """Per-job ``(cores, walltime)`` the priority engine ranks by, and the eligible time of
    jobs that do not age from their own eligibility.

    A WoAS task is ranked as its workflow-aware job: pilot geometry, aging from the
    workflow's submit time (rodrigo2017 §3.3.2, Algorithm 1). Every other job is ranked as itself.
    ``jobs`` is the workload's (sorted) job list; indices are positions in it.
    """
    cores = [j.cores for j in jobs]
    walltime = [j.walltime for j in jobs]
    eligible: dict[int, int] = {}
    woas = [r for r in runs if r.woas]
    if woas:
        index = {j.id: k for k, j in enumerate(jobs)}
        for r in woas:
            c, w = r.workflow.pilot_geometry()
            for jid in r.jobs:
                i = index[jid]
                cores[i], walltime[i] = c, w
                eligible[i] = r.submit
    return cores, walltime, eligible


__all__ = [
    "CHOICE",
    "MODES",
    "WorkflowError",
    "WorkflowRun",
    "allocated_core_seconds",
    "check_mode",
    "expand",
    "pilot_schedule",
    "priority_geometry",
]
