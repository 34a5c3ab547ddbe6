"""The workflow-submission objective: workflow turnaround, slowdown, wait and utilization
over the measured window, exact from the finished schedule, and their running estimate at
decision times for dense rewards.

The window's end charges what is left: a workflow not completed by then its turnaround to the
horizon, a job not started its wait to the horizon. A workflow the agent declined (an invalid
action under ``invalid_action="noop"``) never runs and is charged as submitted in the default
mode and never started: the most any workflow can cost in the window, so declining never pays.
A cut episode (``max_steps``) is first run to the horizon with the default mode for every
workflow left (:class:`~hpcgym.envs.common.base.HPCEnv`), so its objective is of a whole window.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from hpcgym.batch.job import Job
from hpcgym.batch.metrics import TAU, pilot_waste, utilization, workflow_table
from hpcgym.batch.simulator import CANCELLED, Schedule, Simulator
from hpcgym.batch.submission import MODES
from hpcgym.envs.batch_window.reward import JobSums, episode_metrics
from hpcgym.envs.common.reward import WeightedCost, weighted_sum
from hpcgym.units import HOUR

OBJECTIVES = ("wf_turnaround", "bsld", "wait", "utilization", "mix")
# "mix": workflow turnaround in hours, plus a hundredth of the mean bounded slowdown, plus
# actual utilization in units of 0.1 (one utilization point weighs 1 h of mean turnaround /10).
DEFAULT_MIX = {"wf_turnaround": 1.0, "bsld": 0.01, "utilization": 10.0}


def exact_terms(
    schedule: Schedule,
    grace: int,
    until: int | None,
    declined: Sequence[tuple[int, Sequence[Job]]] = (),
) -> dict[str, float]:
    """The objective's terms (costs) of a schedule simulated to ``until``.

    Work still unfinished at ``until`` is charged what it has cost so far, so no choice can
    improve a term by keeping work from finishing inside the window; a declined workflow
    (``(submit, jobs)`` of the mode it is charged as) is unfinished, its jobs never started:

    - ``wf_turnaround``: mean over the workflows submitted after the warm-up of their
      turnaround in hours, ``until - submit`` for one not completed by then;
    - ``bsld`` / ``wait``: mean bounded slowdown (tau = 10 s) / wait in hours over the jobs
      submitted after the warm-up (cancelled ones left out), a job not started by ``until``
      charged its wait so far;
    - ``utilization``: minus the actual utilization over ``[warm-up end, until)`` (allocated
      core-hours minus pilot waste, :func:`hpcgym.batch.metrics.compute`'s ``actual_utilization``).
    """
    w = schedule.workload
    warm = w.warmup_end
    extra = [j for _, jobs in declined for j in jobs]
    every = [*w.jobs, *extra]
    n = len(every)
    submit = np.fromiter((j.submit for j in every), np.int64, n)
    dur = np.fromiter((min(j.runtime, j.walltime + grace) for j in every), np.int64, n)
    never = np.full(len(extra), -1, np.int64)
    start = np.concatenate([np.asarray(schedule.start, np.int64), never])
    end = np.asarray(schedule.end, np.int64)
    status = np.concatenate([np.asarray(schedule.status, np.int64), never])
    horizon = until if until is not None else int(end.max(initial=0))
    measured = (submit >= warm) & (status != CANCELLED)
    wait = np.where(start >= 0, start - submit, horizon - submit)[measured].astype(float)
    d = dur[measured].astype(float)
    bsld = np.maximum((wait + d) / np.maximum(d, TAU), 1.0)
    terms = {
        "bsld": float(bsld.mean()) if len(bsld) else 0.0,
        "wait": float(wait.mean() / HOUR) if len(wait) else 0.0,
    }
    ta = [float(horizon - s) for s, _ in declined if s >= warm]
    if w.workflows:
        t = workflow_table(schedule)
        keep = t.submit >= warm
        done = np.where(t.completed & (t.end >= 0), t.end, horizon) - t.submit
        ta.extend(done[keep].astype(float).tolist())
    terms["wf_turnaround"] = float(np.mean(ta) / HOUR) if ta else 0.0
    cl = w.cluster
    first = w.jobs[0].submit if w.jobs else 0
    t0 = max(warm, first)
    alloc = np.asarray(schedule.units, np.int64) * cl.unit_cores
    u = utilization(start[: len(w.jobs)], end, alloc, cl.total_cores, t0, horizon)
    waste = pilot_waste(schedule, t0, horizon) if w.workflows else 0.0
    span = cl.total_cores * (horizon - t0)
    terms["utilization"] = -(u - (waste / span if span > 0 else 0.0))
    return terms


def final_info(
    schedule: Schedule,
    grace: int,
    until: int | None,
    weights: Mapping[str, float],
    choices: list[tuple[int, int, str]],
    declined: Sequence[tuple[int, Sequence[Job]]] = (),
) -> dict[str, Any]:
    """The end-of-episode info: the schedule's metrics (with the objective's terms, the
    modes chosen and the workflows declined), the objective, its terms and the count of each
    mode chosen."""
    metrics = episode_metrics(schedule)
    terms = exact_terms(schedule, grace, until, declined)
    for k, v in terms.items():
        metrics[f"objective_{k}"] = v
    counts = {m: 0 for m in MODES}
    for _, _, m in choices:
        counts[m] += 1
    for m, c in counts.items():
        metrics[f"chose_{m}"] = c
    metrics["declined"] = len(declined)
    return {
        "metrics": metrics,
        "objective": weighted_sum(weights, terms),
        "objective_terms": terms,
        "modes": counts,
    }


class SubmitCost(WeightedCost):
    """Running estimate of the objective's terms at decision times, O(1) per start and arrival.

    As :class:`hpcgym.envs.batch_window.reward.BatchCost`: a job submitted but not started is
    charged the wait it has so far, a started job its final value; a workflow is charged
    ``now - submit`` until all its tasks have started, then its committed end (the horizon if
    a task will be killed); utilization counts the core-seconds committed by started jobs (minus
    a pilot's idle cores) inside the window over the whole window. Only the chosen variant of a
    workflow counts. The estimate is exact for utilization; the last reward makes the sum exact.
    """

    __slots__ = (
        "sim",
        "horizon",
        "warm",
        "t0",
        "active",
        "_variant",
        "_runs",
        "_wf_of",
        "_m",
        "_dur",
        "_submit",
        "_measured",
        "_alloc",
        "_next",
        "_order",
        "_sums",
        "_n",
        "_wf_left",
        "_wf_submit",
        "_wf_end",
        "_wf_fail",
        "_wf_fixed",
        "_wf_active",
        "_wf_active_s",
        "_wf_n",
        "_wf_mode",
        "_pilot_of",
        "_core_s",
        "_last_end",
        "_cores_total",
        "_backlog",
        "_waiting",
    )

    def __init__(self, weights: Mapping[str, float], sim: Simulator, horizon: int | None) -> None:
        super().__init__(weights)
        self.sim = sim
        w = sim.workload
        self.horizon = horizon
        self.warm = w.warmup_end
        n = sim.n
        index = {j.id: k for k, j in enumerate(w.jobs)}
        counts: dict[int, int] = {}
        for r in w.workflows:
            counts[r.id] = counts.get(r.id, 0) + 1
        self._variant: set[int] = set()
        self._runs: dict[tuple[int, str], list[int]] = {}
        self._pilot_of: dict[int, Any] = {}
        self._wf_submit: dict[int, int] = {}
        self._wf_left: dict[int, int] = {}
        for r in w.workflows:
            idx = [index[j] for j in r.jobs]
            self._runs[(r.id, r.mode)] = idx
            self._wf_submit[r.id] = r.submit
            if counts[r.id] > 1:
                self._variant.update(idx)
            else:
                self._wf_left[r.id] = len(idx)
            if r.pilot:
                self._pilot_of[idx[0]] = r
        self._wf_of = [j.workflow for j in w.jobs]
        self._wf_mode: dict[int, str] = {r.id: r.mode for r in w.workflows if counts[r.id] == 1}
        self._submit = sim.submit_t
        self._dur = sim.duration
        self._m = [max(d, TAU) for d in sim.duration]
        self._measured = [s >= self.warm for s in sim.submit_t]
        self._alloc = [u * w.cluster.unit_cores for u in sim.units]
        self._order = [k for k in range(n) if k not in self._variant]
        self._next = 0
        self._sums = JobSums()
        self._n = 0
        self._wf_end: dict[int, int] = {}
        self._wf_fail: set[int] = set()
        self._wf_fixed = 0.0
        self._wf_active: set[int] = set()
        self._wf_active_s = 0.0
        self._wf_n = max(sum(1 for s in self._wf_submit.values() if s >= self.warm), 1)
        first = w.jobs[0].submit if w.jobs else 0
        #: Start of the measured window (the warm-up's end, or the first submission).
        self.t0 = max(self.warm, first)
        self._last_end = self.t0
        self._core_s = 0.0
        self._cores_total = w.cluster.total_cores
        self._backlog = 0.0  # requested unit-seconds of submitted, unstarted jobs
        self._waiting = 0
        #: Workflows not yet fully started, per mode.
        self.active = {m: 0 for m in MODES}

    # --- events -------------------------------------------------------------------------

    def _arrive(self, k: int) -> None:
        sim = self.sim
        self._n += 1
        self._backlog += sim.units[k] * sim.walltime[k]
        self._waiting += 1
        if self._measured[k]:
            self._sums.arrive(self._submit[k], self._dur[k], self._m[k])

    def _workflow_arrives(self, f: int) -> None:
        self.active[self._wf_mode[f]] += 1
        if self._wf_submit[f] >= self.warm:
            self._wf_active.add(f)
            self._wf_active_s += self._wf_submit[f]

    def arrive_until(self, now: int) -> None:
        """Account for every job (other than undecided variants) submitted by ``now``."""
        order, submit, wf = self._order, self._submit, self._wf_of
        k = self._next
        while k < len(order) and submit[order[k]] <= now:
            i = order[k]
            self._arrive(i)
            f = wf[i]
            if (
                f >= 0
                and f in self._wf_left
                and f not in self._wf_end
                and f not in self._wf_active
                and f not in self._wf_fail
            ):
                self._wf_end[f] = -1  # arrived; the latest committed end of its tasks
                self._workflow_arrives(f)
            k += 1
        self._next = k

    def chose(self, f: int, mode: str) -> None:
        """Workflow ``f`` arrives now, submitted as ``mode``."""
        idx = self._runs[(f, mode)]
        self._wf_mode[f] = mode
        self._wf_left[f] = len(idx)
        self._wf_end[f] = -1
        for i in idx:
            self._arrive(i)
        self._workflow_arrives(f)

    def declined(self, f: int, mode: str) -> None:
        """Workflow ``f`` arrives now and is submitted in no mode: charged as submitted as
        ``mode`` and never started (its jobs wait, it never completes; nothing is queued)."""
        for i in self._runs[(f, mode)]:
            if self._measured[i]:
                self._sums.arrive(self._submit[i], self._dur[i], self._m[i])
        if self._wf_submit[f] >= self.warm:
            self._wf_active.add(f)
            self._wf_active_s += self._wf_submit[f]

    def start(self, i: int, now: int) -> None:
        """Job ``i`` started at ``now``: its slowdown, wait and core-seconds are now known."""
        sim = self.sim
        d = self._dur[i]
        end = now + d
        self._backlog -= sim.units[i] * sim.walltime[i]
        self._waiting -= 1
        if self._measured[i]:
            self._sums.start(self._submit[i], d, self._m[i], now)
        t1 = self.horizon
        a = max(now, self.t0)
        b = end if t1 is None else min(end, t1)
        if b > a:
            run = self._pilot_of.get(i)
            if run is None:
                self._core_s += self._alloc[i] * (b - a)
            else:  # a pilot counts its tasks' cores only: its idle cores are waste
                for tid, (x, y) in zip(run.tasks, run.inner):
                    ta, tb = max(now + x, a), min(now + y, end, b)
                    if tb > ta:
                        self._core_s += run.workflow.task(tid).cores * (tb - ta)
        if end > self._last_end:
            self._last_end = end
        f = self._wf_of[i]
        if f >= 0 and f in self._wf_left:
            self._wf_left[f] -= 1
            self._wf_end[f] = max(self._wf_end[f], end)
            if sim.will_kill[i]:
                self._wf_fail.add(f)
            if not self._wf_left[f]:
                self.active[self._wf_mode[f]] -= 1
                if f in self._wf_active:
                    self._wf_active.discard(f)
                    s = self._wf_submit[f]
                    self._wf_active_s -= s
                    e = self._wf_end[f]
                    if f in self._wf_fail:
                        e = self.horizon if self.horizon is not None else e
                    elif self.horizon is not None:
                        e = min(e, self.horizon)
                    self._wf_fixed += e - s

    # --- cost ---------------------------------------------------------------------------

    def terms(self, now: float) -> dict[str, float]:
        sums = self._sums
        n_meas = max(sums.started + sums.wait_n, 1)  # measured jobs arrived
        t1 = self.horizon if self.horizon is not None else max(self._last_end, now)
        span = self._cores_total * (t1 - self.t0)
        return {
            "bsld": sums.bsld(now) / n_meas,
            "wait": sums.wait(now) / n_meas / HOUR,
            "wf_turnaround": (self._wf_fixed + len(self._wf_active) * now - self._wf_active_s)
            / self._wf_n
            / HOUR,
            "utilization": -self._core_s / span if span > 0 else 0.0,
        }

    @property
    def arrived(self) -> int:
        """Jobs submitted so far (the chosen variants of the workflows)."""
        return self._n

    @property
    def backlog(self) -> float:
        """Requested unit-seconds of the submitted jobs not started yet."""
        return self._backlog

    @property
    def waiting(self) -> int:
        """Submitted jobs not started yet."""
        return self._waiting
