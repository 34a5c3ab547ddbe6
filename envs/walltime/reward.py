"""Objectives of ``hpcgym/Walltime-v0`` (costs): the stochastic jobs' mean response time in hours
(gainaru2019 Eq. 2) and minus §3.3's utilization (Eq. 1), with a running estimate for dense rewards.

A job's response runs from its submit, even when the agent left its request waiting
(``invalid_action="noop"``). A cut episode (``max_steps``) is first played to the end by the
default action (request the law's upper bound, which always succeeds), so each job still
waiting, running or to come is charged its response under that request, never dropped."""

from __future__ import annotations

import math
from collections.abc import Mapping

from hpcgym.envs.common.reward import WeightedCost
from hpcgym.units import HOUR

OBJECTIVES = ("response", "utilization", "mix")
# "mix": one hour of mean response time weighs one point of utilization.
DEFAULT_MIX = {"response": 1.0, "utilization": 100.0}


class WalltimeCost(WeightedCost):
    """Running cost at decision times, O(1) per event: each submitted stochastic job is
    charged ``now - submit`` until it completes, then its response time; utilization counts
    the useful work completed so far over P × (now - t0)."""

    __slots__ = ("M", "t0", "cores", "_submits", "_k", "_active", "_active_s", "_fixed", "_useful")

    def __init__(
        self, weights: Mapping[str, float], submits: list[int], t0: int, cores: int
    ) -> None:
        super().__init__(weights)
        self.M = len(submits)
        self.t0 = t0
        self.cores = cores
        self._submits = sorted(submits)
        self._k = 0
        self._active = 0
        self._active_s = 0.0
        self._fixed = 0.0
        self._useful = 0.0

    def arrive_until(self, now: float) -> None:
        """Count the stochastic jobs submitted by ``now`` as waiting for their response."""
        s, k = self._submits, self._k
        while k < len(s) and s[k] <= now:
            self._active += 1
            self._active_s += s[k]
            k += 1
        self._k = k

    def completed(self, submit: int, end: int) -> None:
        """A stochastic job submitted at ``submit`` completed at ``end``."""
        self.arrive_until(submit)
        self._active -= 1
        self._active_s -= submit
        self._fixed += end - submit

    def work(self, core_s: float) -> None:
        """Useful core-seconds completed (a successful attempt's X, a small job's run)."""
        self._useful += core_s

    def terms(self, now: float) -> dict[str, float]:
        self.arrive_until(now)
        span = self.cores * (now - self.t0)
        return {
            "response": (self._fixed + self._active * now - self._active_s) / max(self.M, 1) / HOUR,
            "utilization": -self._useful / span if span > 0 else 0.0,
        }


def exact_terms(metrics: Mapping[str, float]) -> dict[str, float]:
    """The objective's terms of a finished run (its
    :meth:`~hpcgym.speculative.runtime.BatchRun.metrics`): response time (h), minus
    utilization."""
    rt = metrics["response_time_large_s"]
    return {
        "response": 0.0 if math.isnan(rt) else rt / HOUR,
        "utilization": -float(metrics["utilization"]),
    }
