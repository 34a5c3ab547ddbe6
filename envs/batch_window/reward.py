"""The batch objective terms: exact ones from a finished schedule's metrics, and a running
estimate of them for dense rewards.

Every term is a cost to minimise (utilization enters as ``-utilization``). The env rewards
``-(C_t - C_{t-1})`` where ``C_t`` is the weighted cost the schedule would have if it stopped
now (a lower bound for slowdown, wait and turnaround: waiting jobs are charged the time they
waited so far). At termination ``C_T`` is :func:`episode_cost`, exact from
:func:`episode_metrics`, so the episode's rewards sum to minus the episode objective, whatever
the intermediate estimates were. Every episode ends with every job done: a cut one
(``max_steps``) is first played to the end by the env's default action (the dispatch env: the
policy's queue head, the native schedule; :class:`~hpcgym.envs.common.base.HPCEnv`), so each
job left waiting or running is charged what it costs under that policy, never dropped.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import numpy as np

from hpcgym.batch.metrics import TAU, compute
from hpcgym.batch.simulator import DONE, Schedule, Simulator
from hpcgym.envs.common.reward import WeightedCost, weighted_sum
from hpcgym.units import HOUR

# The metric each term is read from and its sign (a quantity to maximise enters negated).
TERMS = {
    "bsld": ("mean_bsld", 1.0),
    "wait": ("mean_wait_h", 1.0),
    "utilization": ("actual_utilization", -1.0),
    "wf_turnaround": ("wf_turnaround_h", 1.0),
}


def exact_terms(metrics: Mapping[str, float]) -> dict[str, float]:
    """The terms of a finished run, from its :func:`episode_metrics`."""
    return {k: sign * metrics[key] for k, (key, sign) in TERMS.items()}


def episode_cost(weights: Mapping[str, float], metrics: Mapping[str, float]) -> float:
    """The exact episode objective (a statistic over no job counts 0)."""
    return weighted_sum(weights, exact_terms(metrics))


def workflow_metrics(schedule: Schedule) -> dict[str, float | int]:
    """Mean workflow wait, runtime and turnaround in hours (rodrigo2017 §4.3.1), completed ones only.

    With ``workload.workflows`` (the submission modes) the core's
    :func:`hpcgym.batch.metrics.workflow_table` defines them; otherwise a workflow is the jobs
    sharing ``Job.workflow >= 0``, submitted with its first job, started with its first task
    and ended with its last. Workflows submitted in the warm-up are left out, as jobs are.
    """
    w = schedule.workload
    if getattr(w, "workflows", None):
        from hpcgym.batch.metrics import workflow_table

        t = workflow_table(schedule).measured(w.warmup_end)
        sub, st0, end, total = (
            t.submit.astype(float),
            t.start.astype(float),
            t.end.astype(float),
            len(w.workflows),
        )
    else:
        sub, st0, end, total = _grouped(schedule)
    out: dict[str, float | int] = {"workflows": total, "workflows_measured": len(sub)}
    for key, x in (
        ("wf_wait_h", st0 - sub),
        ("wf_runtime_h", end - st0),
        ("wf_turnaround_h", end - sub),
    ):
        out[key] = float(x.mean() / HOUR) if len(x) else float("nan")
    return out


def _grouped(schedule: Schedule) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
    """Submit, first start and last end of the completed ``Job.workflow`` groups."""
    w = schedule.workload
    first_submit: dict[int, int] = {}
    first_start: dict[int, int] = {}
    last_end: dict[int, int] = {}
    broken: set[int] = set()
    for j, s, e, st in zip(w.jobs, schedule.start, schedule.end, schedule.status):
        f = j.workflow
        if f < 0:
            continue
        first_submit[f] = min(first_submit.get(f, j.submit), j.submit)
        if st != DONE:
            broken.add(f)
            continue
        first_start[f] = min(first_start.get(f, s), s)
        last_end[f] = max(last_end.get(f, e), e)
    done = [f for f in first_submit if f not in broken and first_submit[f] >= w.warmup_end]
    return (
        np.array([first_submit[f] for f in done], float),
        np.array([first_start[f] for f in done], float),
        np.array([last_end[f] for f in done], float),
        len(first_submit),
    )


def episode_metrics(schedule: Schedule) -> dict[str, float | int]:
    """The core metrics plus mean wait in hours and the workflow metrics."""
    m = compute(schedule)
    m["mean_wait_h"] = m["mean_wait_s"] / HOUR if not math.isnan(m["mean_wait_s"]) else math.nan
    m.update(workflow_metrics(schedule))
    return m


class JobSums:
    """Running sums of the bounded slowdown and wait of measured jobs, O(1) per arrival and
    start: a job waiting since its submit ``s`` is charged ``now - s`` so far, a started job
    its final value. Both batch envs' costs read their slowdown and wait from these."""

    __slots__ = ("bsld_done", "bsld_a", "bsld_b", "wait_done", "wait_n", "wait_s", "started")

    def __init__(self) -> None:
        self.bsld_done = self.bsld_a = self.bsld_b = 0.0
        self.wait_done = self.wait_s = 0.0
        self.wait_n = 0
        self.started = 0

    def arrive(self, s: int, d: int, m: float) -> None:
        """A measured job submitted at ``s``, running ``d``, bounded by ``m = max(d, tau)``."""
        self.bsld_a += 1.0 / m
        self.bsld_b += (s - d) / m
        self.wait_n += 1
        self.wait_s += s

    def start(self, s: int, d: int, m: float, now: int) -> None:
        """That job started at ``now``: its slowdown and wait are now fixed."""
        self.bsld_a -= 1.0 / m
        self.bsld_b -= (s - d) / m
        self.bsld_done += max((now - s + d) / m, 1.0)
        self.wait_n -= 1
        self.wait_s -= s
        self.wait_done += now - s
        self.started += 1

    def bsld(self, now: float) -> float:
        """Sum of the bounded slowdowns as of ``now``."""
        return self.bsld_done + now * self.bsld_a - self.bsld_b

    def wait(self, now: float) -> float:
        """Sum of the waits (seconds) as of ``now``."""
        return self.wait_done + now * self.wait_n - self.wait_s


class BatchCost(WeightedCost):
    """Running estimate of the :data:`TERMS`, updated on arrivals and starts in O(1) each.

    For slowdown and wait a job submitted but not started is charged the wait it has so far
    (linear in ``now``, kept as sums); a started job its final value; utilization counts the
    core-seconds committed by started jobs inside the measurement window over the window seen
    so far; workflow turnaround charges each submitted workflow ``now - submit`` until all its
    tasks have started, then its committed end. Only the weighted terms are computed.
    """

    __slots__ = (
        "sim",
        "tau",
        "_submit",
        "_run",
        "_m",
        "_measured",
        "_arrived",
        "_n_measured",
        "_sums",
        "_t0",
        "_t1",
        "_core_s",
        "_last_end",
        "_cores_total",
        "_alloc",
        "_wf",
        "_wf_left",
        "_wf_submit",
        "_wf_end",
        "_wf_n",
        "_wf_active",
        "_wf_active_submit",
        "_wf_fixed",
    )

    def __init__(self, weights: Mapping[str, float], sim: Simulator, tau: float = TAU) -> None:
        super().__init__(weights)
        self.sim = sim
        self.tau = tau
        w = sim.workload
        self._submit = sim.submit_t
        self._run = sim.duration
        self._m = [max(r, tau) for r in sim.duration]
        warm = w.warmup_end
        self._measured = [s >= warm for s in sim.submit_t]
        self._n_measured = max(sum(self._measured), 1)
        self._arrived = 0
        self._sums = JobSums()
        first = w.jobs[0].submit if w.jobs else 0
        self._t0 = max(warm, first)
        self._t1 = w.horizon
        self._core_s = 0.0
        self._last_end = self._t0
        self._cores_total = w.cluster.total_cores
        unit = w.cluster.unit_cores_of  # a partition's, on a machine
        self._alloc = [u * unit(j.partition) for u, j in zip(sim.units, w.jobs)]
        self._wf = [j.workflow for j in w.jobs]
        wf_ids = {f for f in self._wf if f >= 0}
        self._wf_left: dict[int, int] = {}
        self._wf_submit: dict[int, int] = {}
        for j in w.jobs:
            f = j.workflow
            if f >= 0:
                self._wf_left[f] = self._wf_left.get(f, 0) + 1
                self._wf_submit[f] = min(self._wf_submit.get(f, j.submit), j.submit)
        self._wf_end: dict[int, int] = {}
        self._wf_n = max(sum(1 for f in wf_ids if self._wf_submit[f] >= warm), 1)
        self._wf_active: set[int] = set()
        self._wf_active_submit = 0.0
        self._wf_fixed = 0.0

    @property
    def arrived(self) -> int:
        """Jobs submitted so far."""
        return self._arrived

    def arrive_until(self, now: int) -> None:
        """Account for every job submitted by ``now``."""
        k = self._arrived
        submit, n = self._submit, len(self._submit)
        measured, m, run, wf = self._measured, self._m, self._run, self._wf
        while k < n and submit[k] <= now:
            if measured[k]:
                self._sums.arrive(submit[k], run[k], m[k])
                f = wf[k]
                if (
                    f >= 0
                    and f not in self._wf_active
                    and f not in self._wf_end
                    and self._wf_submit[f] >= self.sim.workload.warmup_end
                ):
                    self._wf_active.add(f)
                    self._wf_active_submit += self._wf_submit[f]
            k += 1
        self._arrived = k

    def start(self, i: int, now: int) -> None:
        """Job ``i`` started at ``now``: its slowdown, wait and core-seconds are now known."""
        end = now + self._run[i]
        if self._measured[i]:
            self._sums.start(self._submit[i], self._run[i], self._m[i], now)
        a = max(now, self._t0)
        b = end if self._t1 is None else min(end, self._t1)
        if b > a:
            self._core_s += self._alloc[i] * (b - a)
        if end > self._last_end:
            self._last_end = end
        f = self._wf[i]
        if f >= 0:
            self._wf_left[f] -= 1
            self._wf_end[f] = max(self._wf_end.get(f, end), end)
            if not self._wf_left[f] and f in self._wf_active:
                self._wf_active.discard(f)
                self._wf_active_submit -= self._wf_submit[f]
                self._wf_fixed += self._wf_end[f] - self._wf_submit[f]

    def terms(self, now: float) -> dict[str, float]:
        """The weighted terms' estimates at ``now`` (exact once every job has started and
        ended)."""
        out = {}
        for k in self.weights:
            if k == "bsld":
                out[k] = self._sums.bsld(now) / self._n_measured
            elif k == "wait":
                out[k] = self._sums.wait(now) / self._n_measured / HOUR
            elif k == "utilization":
                t1: float = self._last_end if self._t1 is None else self._t1
                t1 = max(t1, now)
                out[k] = (
                    -self._core_s / (self._cores_total * (t1 - self._t0)) if t1 > self._t0 else 0.0
                )
            else:
                out[k] = (
                    (self._wf_fixed + len(self._wf_active) * now - self._wf_active_submit)
                    / self._wf_n
                    / HOUR
                )
        return out
