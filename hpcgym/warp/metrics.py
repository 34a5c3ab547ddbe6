"""Per-workflow and regular-job metrics of a run with WARP or the WMS (lubrano2024 §6, Table 5).

A workflow's ``makespan`` runs from its first step's start to its last step's end (Table 5),
its ``turnaround`` from its submission to that end, its ``intermediate wait`` sums over the
non-root steps the gap between a step's start and its last parent's end. A workflow with a
step that never ran (killed parent, cancelled child) is ``failed`` and measured up to the
last step that ran. Regular jobs are those with ids below the workflows' first id.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from hpcgym.batch.metrics import bounded_slowdown, reservation_waste
from hpcgym.batch.simulator import DONE, Schedule
from hpcgym.units import HOUR

from .steps import Submission


@dataclass(slots=True, frozen=True)
class WorkflowRun:
    """What one workflow's steps did, in seconds."""

    name: str
    submit: int
    makespan: int
    turnaround: int
    intermediate_wait: int
    failed: bool


def workflow_runs(schedule: Schedule, subs: Sequence[Submission]) -> list[WorkflowRun]:
    """One :class:`WorkflowRun` per submission that ran at least one step."""
    index = {j.id: i for i, j in enumerate(schedule.workload.jobs)}
    out = []
    for sub in subs:
        g = sub.workflow.graph
        ran = {
            t: index[j] for t, j in sub.jobs.items() if j in index and schedule.start[index[j]] >= 0
        }
        if not ran:
            continue
        start = {t: schedule.start[i] for t, i in ran.items()}
        end = {t: schedule.end[i] for t, i in ran.items()}
        failed = len(ran) < len(sub.order) or any(schedule.status[i] != DONE for i in ran.values())
        gap = sum(
            start[t] - max(end[p] for p in g.predecessors(t))
            for t in ran
            if g.in_degree(t) and all(p in end for p in g.predecessors(t))
        )
        last = max(end.values())
        out.append(
            WorkflowRun(
                sub.workflow.name,
                sub.submit,
                last - min(start.values()),
                last - sub.submit,
                int(gap),
                failed,
            )
        )
    return out


def warp_metrics(schedule: Schedule, subs: Sequence[Submission], first_id: int) -> dict[str, float]:
    """Mean workflow makespan, turnaround and intermediate wait (s and h), failures and
    re-plans; reservations made, their idle core-hours over the whole run and whether every
    bound job started at its reservation's start; regular jobs submitted after the warm-up:
    mean wait and bounded slowdown."""
    runs = workflow_runs(schedule, subs)
    m: dict[str, float] = {
        "workflows": float(len(subs)),
        "workflows_run": float(len(runs)),
        "workflows_failed": float(sum(r.failed for r in runs)),
        "replans": float(sum(s.replans for s in subs)),
    }
    for key in ("makespan", "turnaround", "intermediate_wait"):
        v = float(np.mean([getattr(r, key) for r in runs])) if runs else float("nan")
        m[f"wf_{key}_s"] = v
        m[f"wf_{key}_h"] = v / HOUR
    resv = schedule.reservations
    last = max([max(schedule.end, default=0)] + [r.end for r in resv])
    m["reservations"] = float(len(resv))
    m["reservation_waste_core_h"] = reservation_waste(schedule, 0, last) / HOUR
    m["honoured"] = float(all(r.job_start == r.start for r in resv if r.job_start >= 0))
    w = schedule.workload
    keep = [
        i
        for i, j in enumerate(w.jobs)
        if j.id < first_id
        and j.submit >= w.warmup_end
        and schedule.start[i] >= 0
        and schedule.end[i] >= 0
    ]
    wait = np.array([schedule.start[i] - w.jobs[i].submit for i in keep], float)
    run = np.array([schedule.end[i] - schedule.start[i] for i in keep], float)
    m["regular_jobs"] = float(len(keep))
    m["mean_wait_s"] = float(wait.mean()) if keep else float("nan")
    m["mean_wait_h"] = m["mean_wait_s"] / HOUR
    m["mean_bsld"] = float(bounded_slowdown(wait, run).mean()) if keep else float("nan")
    return m
