"""The objective of ``hpcgym/TaskDispatch-v0``: its terms and their running estimate, the
dense reward (ilyushkin2015 §II).

The estimate is exact once every workflow has completed, and every episode ends so: a cut one
(``max_steps``, or the ``max_queue`` overload cut) is first played to the end by the default
action (BF: a task of the first window workflow with one waiting), so each unfinished workflow
is charged what it costs under BF from the cut on, never dropped from the means."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from hpcgym.envs.common.reward import WeightedCost
from hpcgym.units import HOUR

OBJECTIVES = ("slowdown", "wait", "makespan", "utilization", "mix")
DEFAULT_MIX = {"slowdown": 1.0, "utilization": 10.0}


class TaskCost(WeightedCost):
    """Running estimate of the episode cost's terms, exact once every workflow has completed.

    Slowdown charges an arrived workflow ``(min(now, finish) - arrival) / T'_m``; wait charges
    ``now - arrival`` until its first task starts; makespan charges ``now - first start`` until
    it completes; utilization is minus the work of the started tasks over ``processors *
    (max(now, their latest end) - first arrival)`` (the reward may use runtimes; the
    observation never does). Workflows before ``warmup`` are left out of the means.
    """

    __slots__ = (
        "arrival",
        "empty",
        "measured",
        "n",
        "P",
        "t0",
        "sd_a",
        "sd_b",
        "sd_f",
        "w_n",
        "w_s",
        "w_f",
        "m_n",
        "m_s",
        "m_f",
        "work",
        "max_end",
        "first",
    )

    def __init__(
        self,
        weights: Mapping[str, float],
        arrivals: Iterable[float],
        empty_makespan: Iterable[float],
        processors: int,
        warmup: int,
    ) -> None:
        super().__init__(weights)
        self.arrival = [float(a) for a in arrivals]
        self.empty = [float(e) for e in empty_makespan]
        self.measured = [k >= warmup for k in range(len(self.arrival))]
        self.n = max(sum(self.measured), 1)
        self.P = processors
        self.t0 = self.arrival[0] if self.arrival else 0.0
        self.sd_a = self.sd_b = self.sd_f = 0.0
        self.w_n = 0
        self.w_s = self.w_f = 0.0
        self.m_n = 0
        self.m_s = self.m_f = 0.0
        self.work = 0.0
        self.max_end = self.t0
        self.first: dict[int, float] = {}

    def arrive(self, w: int) -> None:
        if self.measured[w]:
            a, e = self.arrival[w], self.empty[w]
            self.sd_a += 1.0 / e
            self.sd_b += a / e
            self.w_n += 1
            self.w_s += a

    def start(self, w: int, now: float, runtime: float, first: bool) -> None:
        self.work += runtime
        if now + runtime > self.max_end:
            self.max_end = now + runtime
        if first:
            self.first[w] = now
            if self.measured[w]:
                self.w_n -= 1
                self.w_s -= self.arrival[w]
                self.w_f += now - self.arrival[w]
                self.m_n += 1
                self.m_s += now

    def finish(self, w: int, t: float) -> None:
        if self.measured[w]:
            a, e = self.arrival[w], self.empty[w]
            self.sd_a -= 1.0 / e
            self.sd_b -= a / e
            self.sd_f += (t - a) / e
            s = self.first[w]
            self.m_n -= 1
            self.m_s -= s
            self.m_f += t - s

    def terms(self, now: float) -> dict[str, float]:
        out = {}
        for k in self.weights:
            if k == "slowdown":
                out[k] = (self.sd_f + now * self.sd_a - self.sd_b) / self.n
            elif k == "wait":
                out[k] = (self.w_f + now * self.w_n - self.w_s) / self.n / HOUR
            elif k == "makespan":
                out[k] = (self.m_f + now * self.m_n - self.m_s) / self.n / HOUR
            else:
                t1 = max(now, self.max_end)
                out[k] = -self.work / (self.P * (t1 - self.t0)) if t1 > self.t0 else 0.0
        return out


def exact_terms(metrics: Mapping[str, float]) -> dict[str, float]:
    """The terms of a finished run from its metrics
    (:func:`~hpcgym.envs.task_dispatch.metrics.episode_metrics`: what the running
    estimate of :class:`TaskCost` equals once every workflow has completed)."""
    return {
        "slowdown": metrics["mean_slowdown"],
        "wait": metrics["mean_wait_h"],
        "makespan": metrics["mean_makespan_h"],
        "utilization": -metrics["actual_utilization"],
    }
