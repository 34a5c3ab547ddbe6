"""Metrics of a finished schedule, as the papers define them (DESIGN.md "Metrics").

Jobs submitted before the workload's ``warmup_end`` and jobs that never ran are left out of
the per-job statistics; utilization counts every allocated core (whole nodes where the
cluster allocates nodes) inside the measurement window, whichever job it belongs to.
"""
from __future__ import annotations

import numpy as np

from hpcgym.simulator import CANCELLED, DONE, KILLED, Schedule

TAU = 10
# Core-hour bins of the slowdown medians (000 §4.3.1, Figure 10).
CORE_HOUR_BINS = ((0.0, 48.0, "small"), (48.0, 960.0, "medium"), (960.0, np.inf, "large"))


def bounded_slowdown(wait: np.ndarray, run: np.ndarray, tau: float = TAU) -> np.ndarray:
    """max((w + r) / max(r, tau), 1) (Feitelson et al.)."""
    return np.maximum((wait + run) / np.maximum(run, tau), 1.0)


def utilization(start: np.ndarray, end: np.ndarray, cores: np.ndarray, total_cores: int,
                t0: int, t1: int) -> float:
    """Allocated core-seconds inside ``[t0, t1)`` over the machine's capacity there."""
    if t1 <= t0:
        return 0.0
    ran = start >= 0
    overlap = np.clip(np.minimum(end[ran], t1) - np.maximum(start[ran], t0), 0, None)
    return float((overlap * cores[ran]).sum() / (total_cores * (t1 - t0)))


def measurement_window(schedule: Schedule) -> tuple[int, int]:
    """``[warmup_end or first submit, horizon or last end)``."""
    w = schedule.workload
    first = w.jobs[0].submit if w.jobs else 0
    t0 = max(w.warmup_end, first)
    t1 = w.horizon if w.horizon is not None else max(schedule.end, default=t0)
    return t0, t1


def compute(schedule: Schedule, tau: float = TAU) -> dict[str, float | int]:
    """The headline metrics of ``schedule``: counts, waits, slowdowns, utilization, makespan."""
    w = schedule.workload
    cl = w.cluster
    submit = np.fromiter((j.submit for j in w.jobs), np.int64, len(w.jobs))
    cores = np.fromiter((j.cores for j in w.jobs), np.int64, len(w.jobs))
    start = np.asarray(schedule.start, np.int64)
    end = np.asarray(schedule.end, np.int64)
    status = np.asarray(schedule.status, np.int64)
    alloc = np.asarray(schedule.units, np.int64) * cl.unit_cores

    finished = (status == DONE) | (status == KILLED)
    measured = finished & (submit >= w.warmup_end)
    wait = (start - submit)[measured].astype(float)
    run = (end - start)[measured].astype(float)
    slow = (wait + run) / run if len(run) else run
    core_h = cores[measured] * run / 3600.0
    t0, t1 = measurement_window(schedule)

    m: dict[str, float | int] = {
        "jobs": len(w.jobs),
        "jobs_measured": int(measured.sum()),
        "skipped": w.n_skipped,
        "killed": int((status == KILLED).sum()),
        "cancelled": int((status == CANCELLED).sum()),
        "mean_wait_s": _mean(wait),
        "median_wait_s": _median(wait),
        "p95_wait_s": float(np.percentile(wait, 95)) if len(wait) else float("nan"),
        "frac_wait_lt_3h": float((wait < 3 * 3600).mean()) if len(wait) else float("nan"),
        "mean_bsld": _mean(bounded_slowdown(wait, run, tau)),
        "median_slowdown": _median(slow),
    }
    for lo, hi, label in CORE_HOUR_BINS:
        m[f"slowdown_median_{label}"] = _median(slow[(core_h >= lo) & (core_h < hi)])
    m["utilization"] = utilization(start, end, alloc, cl.total_cores, t0, t1)
    m["makespan_s"] = int(end[finished].max() - submit.min()) if finished.any() else 0
    m["wall_s"] = schedule.wall_s
    m["jobs_per_s"] = len(w.jobs) / schedule.wall_s if schedule.wall_s > 0 else float("inf")
    return m


def _mean(x: np.ndarray) -> float:
    return float(x.mean()) if len(x) else float("nan")


def _median(x: np.ndarray) -> float:
    return float(np.median(x)) if len(x) else float("nan")
