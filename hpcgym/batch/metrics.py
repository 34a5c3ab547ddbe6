"""Metrics of a finished schedule, as the papers define them.

Jobs submitted before the workload's ``warmup_end`` and jobs that never ran are left out of
the per-job statistics; utilization counts every allocated core (whole nodes where the
cluster allocates nodes) inside the measurement window, whichever job it belongs to.
Slowdown medians per core-hour bin are over regular (non-workflow) jobs, as in rodrigo2017 §4.3.1;
workflows are measured whole (:func:`workflow_table`).

With advance reservations (lubrano2024 §4.2) the units a reservation holds count as allocated, as a
pilot job's do: ``utilization`` includes them, and ``actual_utilization`` subtracts the part
no job used (:func:`reservation_waste`), so it stays the share of the machine jobs used.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from hpcgym.batch.columns import job_field
from hpcgym.batch.machine import Machine
from hpcgym.batch.simulator import CANCELLED, DONE, KILLED, Schedule
from hpcgym.units import HOUR

TAU = 10
# Core-hour bins of the slowdown medians (rodrigo2017 §4.3.1, Figure 10).
CORE_HOUR_BINS = ((0.0, 48.0, "small"), (48.0, 960.0, "medium"), (960.0, np.inf, "large"))


def bounded_slowdown(wait: np.ndarray, run: np.ndarray, tau: float = TAU) -> np.ndarray:
    """max((w + r) / max(r, tau), 1) (Feitelson et al.)."""
    return np.maximum((wait + run) / np.maximum(run, tau), 1.0)


def utilization(
    start: np.ndarray, end: np.ndarray, cores: np.ndarray, total_cores: int, t0: int, t1: int
) -> float:
    """Allocated core-seconds inside ``[t0, t1)`` over the machine's capacity there; a job
    still running when the simulation stopped (end -1) counts up to ``t1``."""
    if t1 <= t0:
        return 0.0
    ran = start >= 0
    stop = np.where(end[ran] < 0, t1, np.minimum(end[ran], t1))
    overlap = np.clip(stop - np.maximum(start[ran], t0), 0, None)
    return float((overlap * cores[ran]).sum() / (total_cores * (t1 - t0)))


def measurement_window(schedule: Schedule, end: np.ndarray | None = None) -> tuple[int, int]:
    """``[warmup_end or first submit, horizon or last end)``; ``end``: ``schedule.end`` as an
    array, if the caller has it (its maximum is then taken in C)."""
    w = schedule.workload
    submits = job_field(w, "submit")
    first = submits[0] if submits else 0
    t0 = max(w.warmup_end, first)
    if w.horizon is not None:
        return t0, w.horizon
    if end is not None:
        return t0, int(end.max()) if len(end) else t0
    return t0, max(schedule.end, default=t0)


def compute(schedule: Schedule, tau: float = TAU) -> dict[str, float | int]:
    """The headline metrics of ``schedule``: counts, waits, slowdowns, utilization, makespan."""
    w = schedule.workload
    cl = w.cluster
    n = len(w)
    submit = np.array(job_field(w, "submit"), np.int64)
    cores = np.array(job_field(w, "cores"), np.int64)
    start = np.asarray(schedule.start, np.int64)
    end = np.asarray(schedule.end, np.int64)
    status = np.asarray(schedule.status, np.int64)
    alloc = held_cores(schedule)

    finished = (status == DONE) | (status == KILLED)
    measured = finished & (submit >= w.warmup_end)
    wait = (start - submit)[measured].astype(float)
    run = (end - start)[measured].astype(float)
    slow = (wait + run) / run if len(run) else run
    regular = (np.array(job_field(w, "workflow"), np.int64) < 0)[measured]
    t0, t1 = measurement_window(schedule, end)
    waits = np.sort(wait)  # the median and the 95th percentile from one sort

    m: dict[str, float | int] = {
        "jobs": n,
        "jobs_measured": int(measured.sum()),
        "skipped": w.n_skipped,
        "killed": int((status == KILLED).sum()),
        "cancelled": int((status == CANCELLED).sum()),
        "mean_wait_s": _mean(wait),
        "median_wait_s": _median_sorted(waits),
        "p95_wait_s": _percentile_sorted(waits, 95),
        "frac_wait_lt_3h": float((wait < 3 * HOUR).mean()) if len(wait) else float("nan"),
        "mean_bsld": _mean(bounded_slowdown(wait, run, tau)),
        "median_slowdown": _median(slow),
    }
    bins = _by_core_hours(slow[regular], cores[measured][regular] * run[regular] / HOUR)
    for label, x in bins.items():
        m[f"slowdown_median_{label}"] = _median(x)
    m["utilization"] = utilization(start, end, alloc, cl.total_cores, t0, t1)
    if w.workflows:
        table = workflow_table(schedule)
        m.update(workflow_summary(table.measured(w.warmup_end)))
        waste = pilot_waste(schedule, t0, t1)
        m["wf_waste_core_h"] = waste / HOUR
        m["actual_utilization"] = m["utilization"] - (
            waste / (cl.total_cores * (t1 - t0)) if t1 > t0 else 0.0
        )
    else:
        m["actual_utilization"] = m["utilization"]
    if schedule.reservations:
        idle = reservation_waste(schedule, t0, t1)
        share = idle / (cl.total_cores * (t1 - t0)) if t1 > t0 else 0.0
        m["utilization"] += share
        m["reservation_waste_core_h"] = idle / HOUR
        m["reservation_delay_s"] = sum(r.delay for r in schedule.reservations)
    if cl.total_gpus or cl.total_mem:
        m.update(resource_metrics(schedule, t0, t1))
    m["makespan_s"] = int(end[finished].max() - submit.min()) if finished.any() else 0
    m["wall_s"] = schedule.wall_s
    m["jobs_per_s"] = n / schedule.wall_s if schedule.wall_s > 0 else float("inf")
    return m


def held_cores(schedule: Schedule) -> np.ndarray:
    """The cores each job holds while it runs (its units times its partition's cores per
    unit)."""
    w = schedule.workload
    cl = w.cluster
    units = np.asarray(schedule.units, np.int64)
    if isinstance(cl, Machine):
        per = {p.name: p.unit_cores for p in cl.partitions}
        first = cl.partitions[0].unit_cores
        return units * np.array([per.get(j.partition, first) for j in w.jobs], np.int64)
    return units * cl.unit_cores


def held(schedule: Schedule, resource: str) -> np.ndarray:
    """What each job holds of ``resource`` (``"gpus"`` or ``"mem"``) while it runs: under
    whole-node allocation its nodes' whole share, else its request (per partition on a
    machine)."""
    w = schedule.workload
    asked = np.array(job_field(w, resource), np.int64)
    units = np.asarray(schedule.units, np.int64)
    cl = w.cluster
    parts = [cl.partition(j.partition) for j in w.jobs] if isinstance(cl, Machine) else None
    if parts is None:
        if not cl.whole_node:
            return asked
        per_node = cl.gpus_per_node if resource == "gpus" else cl.mem_per_node
        return units * per_node
    whole = np.array(
        [
            (p.gpus_per_node if resource == "gpus" else p.mem_per_node) if p.whole_node else -1
            for p in parts
        ],
        np.int64,
    )
    return np.where(whole >= 0, units * whole, asked)


def idle_while_waiting(
    schedule: Schedule, alloc: np.ndarray, total: int, wants: np.ndarray, t0: int, t1: int
) -> float:
    """Resource-seconds inside ``[t0, t1)`` left idle (``total`` minus what running jobs hold,
    ``alloc`` each) while a job that asks for the resource (``wants``) waits submitted and not
    started: capacity a scheduler could have used for it."""
    if t1 <= t0:
        return 0.0
    submit = np.array(job_field(schedule.workload, "submit"), np.int64)
    start = np.asarray(schedule.start, np.int64)
    end = np.asarray(schedule.end, np.int64)
    ran = start >= 0
    stop = np.where(end < 0, t1, end)
    waited = wants & (np.where(ran, start, t1) > submit)
    times = np.concatenate(
        [start[ran], stop[ran], submit[waited], np.where(ran, start, t1)[waited]]
    )
    held_d = np.concatenate([alloc[ran], -alloc[ran], np.zeros(2 * int(waited.sum()), np.int64)])
    wait_d = np.concatenate(
        [
            np.zeros(2 * int(ran.sum()), np.int64),
            np.ones(int(waited.sum()), np.int64),
            -np.ones(int(waited.sum()), np.int64),
        ]
    )
    order = np.argsort(times, kind="stable")
    times, held_now, waiting = times[order], np.cumsum(held_d[order]), np.cumsum(wait_d[order])
    a = np.clip(times[:-1], t0, t1)
    b = np.clip(times[1:], t0, t1)
    idle = (total - held_now[:-1]) * (b - a)
    return float(idle[waiting[:-1] > 0].sum())


def resource_metrics(schedule: Schedule, t0: int, t1: int) -> dict[str, float]:
    """GPU and memory figures of a cluster that has them: the share of each held over
    ``[t0, t1)`` (``gpu_utilization``, ``mem_utilization``) and the GPU-hours left idle while
    a GPU job waited (``gpu_idle_waiting_h``)."""
    cl = schedule.workload.cluster
    start = np.asarray(schedule.start, np.int64)
    end = np.asarray(schedule.end, np.int64)
    m: dict[str, float] = {}
    if cl.total_gpus:
        alloc = held(schedule, "gpus")
        m["gpu_utilization"] = utilization(start, end, alloc, cl.total_gpus, t0, t1)
        wants = np.array(job_field(schedule.workload, "gpus"), np.int64) > 0
        idle = idle_while_waiting(schedule, alloc, cl.total_gpus, wants, t0, t1)
        m["gpu_idle_waiting_h"] = idle / HOUR
    if cl.total_mem:
        m["mem_utilization"] = utilization(start, end, held(schedule, "mem"), cl.total_mem, t0, t1)
    if isinstance(cl, Machine):
        m.update(partition_metrics(schedule, t0, t1))
    return m


def partition_metrics(schedule: Schedule, t0: int, t1: int, tau: float = TAU) -> dict[str, float]:
    """Each partition's utilization (its cores held over its capacity), and the mean wait and
    bounded slowdown of its measured jobs: ``<figure>_<partition>``."""
    w = schedule.workload
    cl = w.cluster
    assert isinstance(cl, Machine)
    names = np.array([j.partition or cl.partitions[0].name for j in w.jobs])
    submit = np.array(job_field(w, "submit"), np.int64)
    start = np.asarray(schedule.start, np.int64)
    end = np.asarray(schedule.end, np.int64)
    status = np.asarray(schedule.status, np.int64)
    cores = held_cores(schedule)
    measured = ((status == DONE) | (status == KILLED)) & (submit >= w.warmup_end)
    m: dict[str, float] = {}
    for p in cl.partitions:
        mine = names == p.name
        m[f"utilization_{p.name}"] = utilization(
            start[mine], end[mine], cores[mine], p.total_cores, t0, t1
        )
        k = mine & measured
        wait = (start - submit)[k].astype(float)
        run = (end - start)[k].astype(float)
        m[f"mean_wait_s_{p.name}"] = _mean(wait)
        m[f"mean_bsld_{p.name}"] = _mean(bounded_slowdown(wait, run, tau))
    return m


def regular_slowdowns(schedule: Schedule) -> dict[str, np.ndarray]:
    """Slowdowns ``(w + r) / r`` of the measured regular (non-workflow) jobs by core-hour bin
    of :data:`CORE_HOUR_BINS` (rodrigo2017 §4.3.1)."""
    w = schedule.workload
    n = len(w.jobs)
    submit = np.fromiter((j.submit for j in w.jobs), np.int64, n)
    cores = np.fromiter((j.cores for j in w.jobs), np.int64, n)
    regular = np.fromiter((j.workflow < 0 for j in w.jobs), bool, n)
    start = np.asarray(schedule.start, np.int64)
    end = np.asarray(schedule.end, np.int64)
    status = np.asarray(schedule.status, np.int64)
    keep = regular & ((status == DONE) | (status == KILLED)) & (submit >= w.warmup_end)
    run = (end - start)[keep].astype(float)
    slow = (start - submit)[keep] / run + 1.0 if len(run) else run
    return _by_core_hours(slow, cores[keep] * run / HOUR)


def _by_core_hours(values: np.ndarray, core_h: np.ndarray) -> dict[str, np.ndarray]:
    """``values`` split by the core-hour bins of :data:`CORE_HOUR_BINS`."""
    return {label: values[(core_h >= lo) & (core_h < hi)] for lo, hi, label in CORE_HOUR_BINS}


def _mean(x: np.ndarray) -> float:
    return float(x.mean()) if len(x) else float("nan")


def _median(x: np.ndarray) -> float:
    """``np.median`` of a float array, computed as it does (the middle value, or the mean of
    the two) without its NaN check's import of ``numpy.ma`` (~25 ms of a command's start),
    from a sort rather than its partition: the same order statistics (a zero's sign aside),
    and a sort is several times faster than the partition on arrays of many equal values
    (HPC2N's slowdowns: 2 ms against 12)."""
    return _median_sorted(np.sort(x))


def _median_sorted(x: np.ndarray) -> float:
    """:func:`_median` of an array already sorted (NaNs, which sort last, give NaN)."""
    n = len(x)
    if not n or np.isnan(x[-1]):
        return float("nan")
    k = n // 2
    if n % 2:
        return float(x[k])
    return float((x[k - 1] + x[k]) / 2)


def _percentile(x: np.ndarray, q: int) -> float:
    """``np.percentile(x, q)`` of a float array (its default, linear interpolation between
    the two order statistics around ``(n - 1) * q / 100``), computed as it computes it, to
    the bit, without its first call's import of ``numpy.ma`` (~30 ms of a command's start);
    NaN for an empty array or one holding a NaN (where numpy gives NaN too)."""
    return _percentile_sorted(np.sort(x), q)


def _percentile_sorted(x: np.ndarray, q: int) -> float:
    """:func:`_percentile` of an array already sorted."""
    n = len(x)
    if not n or np.isnan(x[-1]):
        return float("nan")
    virtual = (n - 1) * (q / 100)
    if virtual >= n - 1:  # numpy takes the largest value twice, with lower index -1
        a = b = float(x[-1])
        t = virtual + 1
    else:
        lo = math.floor(virtual)
        a, b = float(x[lo]), float(x[lo + 1])
        t = virtual - lo
    diff = b - a
    return b - diff * (1 - t) if t >= 0.5 else a + diff * t


@dataclass(slots=True)
class WorkflowTable:
    """Per-workflow columns (rodrigo2017 §4.3.1), in workflow order: a workflow that did not complete
    has ``completed`` False and -1 for its start or end."""

    submit: np.ndarray
    start: np.ndarray
    end: np.ndarray
    completed: np.ndarray
    critical_path: np.ndarray

    @property
    def wait(self) -> np.ndarray:
        return self.start - self.submit

    @property
    def runtime(self) -> np.ndarray:
        return self.end - self.start

    @property
    def turnaround(self) -> np.ndarray:
        return self.end - self.submit

    @property
    def intermediate_wait(self) -> np.ndarray:
        """Runtime beyond the actual critical path: the waits between tasks (§5.1.2)."""
        return self.runtime - self.critical_path

    def measured(self, warmup_end: int) -> WorkflowTable:
        """The workflows submitted at or after ``warmup_end`` that completed."""
        keep = self.completed & (self.submit >= warmup_end)
        return self.take(np.flatnonzero(keep))

    def take(self, idx: np.ndarray) -> WorkflowTable:
        return WorkflowTable(
            self.submit[idx],
            self.start[idx],
            self.end[idx],
            self.completed[idx],
            self.critical_path[idx],
        )

    def __len__(self) -> int:
        return len(self.submit)


def workflow_table(schedule: Schedule) -> WorkflowTable:
    """Wait, runtime and turnaround inputs of every workflow of the workload.

    A workflow starts when its first task (or its pilot) starts and ends when its last task
    ends (a pilot's tasks end inside it, :func:`hpcgym.batch.submission.pilot_schedule`); it
    completed if every task ended successfully.
    """
    w = schedule.workload
    runs = w.workflows
    index = {j.id: k for k, j in enumerate(w.jobs)}
    n = len(runs)
    submit = np.fromiter((r.submit for r in runs), np.int64, n)
    start = np.full(n, -1, np.int64)
    end = np.full(n, -1, np.int64)
    completed = np.zeros(n, bool)
    cp = np.fromiter((r.workflow.critical_path(actual=True) for r in runs), np.int64, n)
    for k, r in enumerate(runs):
        idx = [index[j] for j in r.jobs]
        starts = [schedule.start[i] for i in idx if schedule.start[i] >= 0]
        if starts:
            start[k] = min(starts)
        if all(schedule.status[i] == DONE for i in idx):
            completed[k] = True
            end[k] = max(schedule.end[i] for i in idx)
    return WorkflowTable(submit, start, end, completed, cp)


def pilot_waste(schedule: Schedule, t0: int, t1: int) -> float:
    """Core-seconds inside ``[t0, t1)`` that pilot jobs allocated but no task used (§4.3.1)."""
    w = schedule.workload
    index = {j.id: k for k, j in enumerate(w.jobs)}
    unit = w.cluster.unit_cores
    waste = 0.0
    for r in w.workflows:
        if not r.pilot:
            continue
        i = index[r.jobs[0]]
        s, e = schedule.start[i], schedule.end[i]
        if s < 0:
            continue
        if e < 0:
            e = t1
        waste += _overlap(s, e, t0, t1) * schedule.units[i] * unit
        for tid, (a, b) in zip(r.tasks, r.inner):
            waste -= _overlap(s + a, min(s + b, e), t0, t1) * r.workflow.task(tid).cores
    return waste


def reservation_waste(schedule: Schedule, t0: int, t1: int) -> float:
    """Core-seconds inside ``[t0, t1)`` that reservations held but their jobs did not use:
    idle reservations, the rest of one after its job ended early, units beyond the job's."""
    unit = schedule.workload.cluster.unit_cores
    return float(sum(r.idle(t0, t1) for r in schedule.reservations) * unit)


def workflow_summary(table: WorkflowTable, prefix: str = "wf_") -> dict[str, float | int]:
    """Medians and quartiles of wait, runtime, turnaround and intermediate wait (§4.3)."""
    m: dict[str, float | int] = {f"{prefix}completed": len(table)}
    for name in ("wait", "runtime", "turnaround", "intermediate_wait"):
        x = np.sort(getattr(table, name).astype(float))
        m[f"{prefix}{name}_median_s"] = _median_sorted(x)
        if name != "intermediate_wait":
            m[f"{prefix}{name}_p25_s"] = _percentile_sorted(x, 25)
            m[f"{prefix}{name}_p75_s"] = _percentile_sorted(x, 75)
    return m


def _overlap(a: int, b: int, t0: int, t1: int) -> int:
    return max(0, min(b, t1) - max(a, t0))
