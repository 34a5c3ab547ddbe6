"""Objectives of ``hpcgym/Reservation-v0`` (costs, hours): mean workflow makespan (lubrano2024 Table 5)
and turnaround, mean wait of the measured regular jobs, with a running estimate for dense
rewards.

A cut episode (``max_steps``) is first played to the end by the default action (every step
left to the WMS), so each unfinished workflow is charged what it costs under the WMS, never
dropped. Makespan runs from a workflow's first step: waiting before it (holding every step
until the background drains) costs nothing there; turnaround charges it."""

from __future__ import annotations

import math
from collections.abc import Mapping

from hpcgym.batch.metrics import TAU
from hpcgym.envs.batch_window.reward import JobSums
from hpcgym.envs.common.reward import WeightedCost
from hpcgym.units import HOUR

OBJECTIVES = ("makespan", "turnaround", "wait", "mix")
DEFAULT_MIX = {"turnaround": 1.0, "wait": 1.0}
# the metric of :func:`hpcgym.warp.metrics.warp_metrics` each term is at the end
METRIC = {"makespan": "wf_makespan_h", "turnaround": "wf_turnaround_h", "wait": "mean_wait_h"}


class ReservationCost(WeightedCost):
    """Running cost, O(1) per event: a submitted workflow is charged ``now - submit`` of
    turnaround and ``now - first start`` of makespan until its last step ends; a measured
    regular job its wait so far (:class:`~hpcgym.envs.batch_window.reward.JobSums`)."""

    __slots__ = (
        "n_wf",
        "n_jobs",
        "_wf_fixed",
        "_active",
        "_active_submit",
        "_started",
        "_started_sum",
        "_sums",
    )

    def __init__(self, weights: Mapping[str, float], n_workflows: int, n_jobs: int) -> None:
        super().__init__(weights)
        self.n_wf = max(n_workflows, 1)
        self.n_jobs = max(n_jobs, 1)
        self._wf_fixed = {"makespan": 0.0, "turnaround": 0.0}
        self._active: set[int] = set()
        self._active_submit = 0.0
        self._started: dict[int, int] = {}
        self._started_sum = 0.0
        self._sums = JobSums()

    def wf_submitted(self, k: int, submit: int) -> None:
        """Workflow ``k`` was handed over at ``submit``."""
        self._active.add(k)
        self._active_submit += submit

    def wf_started(self, k: int, t: int) -> None:
        """A step of workflow ``k`` started at ``t`` (its first one counts)."""
        if k not in self._started:
            self._started[k] = t
            self._started_sum += t

    def wf_ended(self, k: int, submit: int, t: int) -> None:
        """Workflow ``k``'s last step ended at ``t``."""
        if k in self._active:
            self._active.remove(k)
            self._active_submit -= submit
        self._wf_fixed["turnaround"] += t - submit
        first = self._started.pop(k, t)
        if first != t or k in self._started:
            self._started_sum -= first
        self._wf_fixed["makespan"] += t - first

    def job_arrived(self, submit: int, run: int) -> None:
        """A measured regular job arrived."""
        self._sums.arrive(submit, run, max(run, TAU))

    def job_started(self, submit: int, run: int, now: int) -> None:
        """A measured regular job started at ``now``."""
        self._sums.start(submit, run, max(run, TAU), now)

    def terms(self, now: float) -> dict[str, float]:
        return {
            "makespan": (self._wf_fixed["makespan"] + len(self._started) * now - self._started_sum)
            / self.n_wf
            / HOUR,
            "turnaround": (
                self._wf_fixed["turnaround"] + len(self._active) * now - self._active_submit
            )
            / self.n_wf
            / HOUR,
            "wait": self._sums.wait(now) / self.n_jobs / HOUR,
        }


def exact_terms(metrics: Mapping[str, float]) -> dict[str, float]:
    """The objective's terms of a finished run (its
    :func:`~hpcgym.warp.metrics.warp_metrics`), a statistic over nothing counting 0."""
    return {
        k: 0.0 if math.isnan(metrics[key]) else float(metrics[key]) for k, key in METRIC.items()
    }
