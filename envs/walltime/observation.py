"""The observation of ``hpcgym/Walltime-v0``: the deciding job, its conditioned law and history,
the processors expected free at each request level, the cluster and the clock (never a job's
execution time)."""

from __future__ import annotations

import math
from bisect import bisect_right
from itertools import accumulate
from typing import Any

import numpy as np
from gymnasium import spaces

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.online import OnlineEngine
from hpcgym.envs.common.features import Features
from hpcgym.envs.walltime.types import WalltimeScales, WalltimeState
from hpcgym.speculative.runtime import grid_level
from hpcgym.speculative.schedule import StochasticJob

JOB = Features(
    "procs",  # processors / P
    "span",  # (b - a) / horizon_h
    "lower",  # a / horizon_h
    "failures",  # killed attempts / L
    "last_failed",  # (k + 1) / L for the last failed level k, 0 before any failure
    "cond_mean",  # mean request level of the conditioned law: (E - a) / (b - a) on the grid
    "waited",  # (now - submit) / b, since the job's first submission
    "fits_now",  # 1 if its processors are free now
    "zeta",  # the stream's normalised rate, ATOptimal's ζ (§4.1)
)
CLUSTER = Features(
    "free",  # free processors / P (jobs past their limit by now counted free)
    "backlog",  # requested processor-time of arrived, unstarted jobs / (P × b)
    "queue_len",  # log1p(waiting jobs) / log1p(1e4)
    "next_end",  # time to the next requested end of a running job / b
    "attempts_waiting",  # stochastic attempts arrived, not started / M
    "attempts_running",  # stochastic attempts running / M
)
CLOCK = Features(
    "elapsed",  # now / (M × b)
    "submitted",  # stochastic jobs submitted so far / M
    "completed",  # stochastic jobs completed / M
)
HIGH = 1e4
_QUEUE_SCALE = math.log1p(1e4)


def observation_space(scales: WalltimeScales) -> spaces.Dict:
    """The ``spaces.Dict`` of the blocks (float32), the mask over the L levels included."""
    L, f32 = scales.levels, np.float32
    return spaces.Dict(
        {
            "job": JOB.box(0.0, HIGH),
            "law": spaces.Box(0.0, 1.0, (L,), f32),
            "history": spaces.Box(0.0, 1.0, (scales.history,), f32),
            "law_id": spaces.Box(0.0, 1.0, (len(scales.laws),), f32),
            "avail": spaces.Box(0.0, 1.0, (L,), f32),
            "cluster": CLUSTER.box(0.0, HIGH),
            "clock": CLOCK.box(0.0, HIGH),
            "action_mask": spaces.Box(0.0, 1.0, (L,), f32),
        }
    )


def histories(jobs: tuple[StochasticJob, ...], history: int, levels: int) -> list[np.ndarray]:
    """Each job's record as grid levels (k + 1)/L, oldest first, 0-padded in front."""
    H, L = history, levels
    cache: dict[int, np.ndarray] = {}
    out = []
    for j in jobs:
        h = cache.get(id(j.app))
        if h is None:
            runs = j.app.history[-H:]
            h = np.zeros(H, np.float32)
            if runs:
                h[H - len(runs) :] = [(grid_level(j.app.law, x, L) + 1) / L for x in runs]
            cache[id(j.app)] = h
        out.append(h)
    return out


def ended_by(ends: list[int], units: list[int], grace: int, t: int) -> int:
    """Units of the running jobs (requested ``ends``, sorted, and ``units``) whose limit
    (requested end plus ``grace``) is at most ``t``: over by then whatever their execution
    time, e.g. the attempt killed at ``t``."""
    return sum(units[: bisect_right(ends, t - grace)])


class WalltimeObserver:
    """Builds the observation of a decision from the env's state (caching each law's cdf on
    its grid across episodes)."""

    def __init__(self, scales: WalltimeScales, cluster: Cluster) -> None:
        self.scales = scales
        self.cluster = cluster
        self._cdf: dict[Any, np.ndarray] = {}
        self._cond: dict[tuple[Any, int], tuple[np.ndarray, float]] = {}
        self._hot: dict[int, np.ndarray] = {}
        self._units: dict[int, int] = {}  # units of a request of p processors
        self._cluster_at = len(JOB)
        self._clock_at = len(JOB) + len(CLUSTER)
        self._rows = self._clock_at + len(CLOCK)
        # the blocks' bounds: job and clock at most HIGH, cluster within [0, HIGH]
        self._low = np.full(self._rows, -np.inf, np.float32)
        self._low[self._cluster_at : self._clock_at] = 0.0
        self._high = np.full(self._rows, HIGH, np.float32)
        self._seen: dict[tuple[int, int], tuple[Any, tuple[np.ndarray, float]]] = {}

    def observe(
        self, eng: OnlineEngine, st: WalltimeState, mask: np.ndarray
    ) -> dict[str, np.ndarray]:
        sc = self.scales
        L, P, M, t = sc.levels, sc.processors, len(st.jobs), st.now
        k = st.current
        f32 = np.float32
        ends, units = eng.running()
        free_now = eng.free
        free = free_now + ended_by(ends, units, eng.grace, t)
        # the job, cluster and clock rows in one float32 buffer, clipped at once (as float64
        # then cast would be: the cast is monotonic and the bounds exact)
        row = [0.0] * self._rows
        if k is not None:
            j = st.jobs[k]
            lw = j.app.law
            b, a = float(lw.b), float(lw.a)
            last = st.last[k]
            cdf, mean = self._conditioned_mean(lw, st.grid[k], last)
            law = cdf.copy()
            row[JOB.procs] = j.procs / P
            row[JOB.span] = (b - a) / sc.horizon_h
            row[JOB.lower] = a / sc.horizon_h
            row[JOB.failures] = st.failures[k] / L
            row[JOB.last_failed] = (last + 1) / L
            row[JOB.cond_mean] = (mean - a) / (b - a) if b > a else 1.0
            row[JOB.waited] = (t - st.submit[k]) / (sc.unit * b)
            need = self._units.get(j.procs)
            if need is None:
                need = self._units[j.procs] = self.cluster.units(j.procs)
            row[JOB.fits_now] = float(need <= free)
            row[JOB.zeta] = sc.zeta
            hist = st.histories[k].copy()
            law_id = self._one_hot(st.law_index[k]).copy()
            if ends:
                # the free fraction once the first c running jobs have ended, c = 0..len
                share = np.array(
                    [min(c / P, 1.0) for c in accumulate(units, initial=free_now)], f32
                )
                avail = share[np.array([e - t for e in ends]).searchsorted(st.grid_s[k], "right")]
            else:
                avail = np.full(L, min(free_now / P, 1.0), f32)
        else:
            law = np.zeros(L, f32)
            hist = np.zeros(sc.history, f32)
            avail = np.zeros(L, f32)
            law_id = np.zeros(len(sc.laws), f32)
        b_s = sc.unit * st.b
        after = bisect_right(ends, t)  # the run ends are in time order
        c, ck = self._cluster_at, self._clock_at
        row[c + CLUSTER.free] = free / P
        row[c + CLUSTER.backlog] = st.backlog / (P * b_s)
        row[c + CLUSTER.queue_len] = math.log1p(eng.queue_len) / _QUEUE_SCALE
        row[c + CLUSTER.next_end] = ((ends[after] if after < len(ends) else t) - t) / b_s
        row[c + CLUSTER.attempts_waiting] = st.waiting / M
        row[c + CLUSTER.attempts_running] = st.running / M
        row[ck + CLOCK.elapsed] = t / (M * b_s)
        row[ck + CLOCK.submitted] = st.next_first / M
        row[ck + CLOCK.completed] = st.completed / M
        rows = np.minimum(np.maximum(np.array(row, f32), self._low), self._high)
        return {
            "job": rows[:c],
            "law": law,
            "history": hist,
            "law_id": law_id,
            "avail": avail,
            "cluster": rows[c:ck],
            "clock": rows[ck:],
            "action_mask": mask.astype(f32),
        }

    def _one_hot(self, i: int) -> np.ndarray:
        """The ``law_id`` block of law ``i`` (cached; copied before it is handed out)."""
        got = self._hot.get(i)
        if got is None:
            got = self._hot[i] = np.zeros(len(self.scales.laws), np.float32)
            got[i] = 1.0
        return got

    def _conditioned_mean(self, law: Any, grid: np.ndarray, last: int) -> tuple[np.ndarray, float]:
        """:meth:`conditioned` as float32 and the mean request of that cdf on ``grid``, cached
        per law and last failed level (a law's grid is fixed by the env's L)."""
        seen = self._seen.get((id(law), last))  # (a law's own hash reads all its fields)
        if seen is not None and seen[0] is law:
            return seen[1]
        got = self._cond.get((law, last))
        if got is None:
            cdf = self.conditioned(law, grid, last)
            got = (cdf.astype(np.float32), float(grid @ np.diff(cdf, prepend=0.0)))
            self._cond[(law, last)] = got
        self._seen[(id(law), last)] = (law, got)
        return got

    def conditioned(self, law: Any, grid: np.ndarray, last: int) -> np.ndarray:
        """cdf of ``law`` at its ``grid`` given X > the request of level ``last``."""
        F = self._cdf.get(law)
        if F is None:
            F = np.clip(np.asarray(law.cdf(grid), float), 0.0, 1.0)
            F[-1] = 1.0
            self._cdf[law] = F
        if last < 0:
            return F
        tail = 1.0 - F[last]
        if tail > 1e-12:
            out = np.clip((F - F[last]) / tail, 0.0, 1.0)
        else:  # no mass left above a failed request (numerically): uniform over the rest
            out = np.clip((grid - grid[last]) / (grid[-1] - grid[last]), 0.0, 1.0)
        out[: last + 1] = 0.0
        out[-1] = 1.0
        return out
