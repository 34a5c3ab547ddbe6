"""``hpcgym/Walltime-v0``: the agent picks the walltime each stochastic job requests (paper 001).

A stochastic job's execution time X is unknown and follows its application's law on [a, b]
(§3.1). At each (re)submission the agent picks a request among ``levels`` = L grid values,
action ``k`` asking for v_{k+1} = a + (k + 1)(b − a)/L (§4.2's discretisation; the last level is
b, which always succeeds). An attempt whose X exceeds its request (plus the scheduler's grace)
is killed there and the job asks again, masked to levels above the request that failed (§4.3:
"if the application fails, resubmission will ask for t_2"). Between decisions the native
passes of ``policy`` (EASY backfilling by default) schedule the attempts and a stream of small
jobs with exact requests (§5.5).

Decisions come at a job's submit time s and at each kill (known in advance: an attempt started
at st asking w is killed at st + w + grace). The env runs every event before the decision time
t, asks, and submits the attempt at t, so it joins t's arrivals and pass exactly as a runtime
resubmitting inside the kill event; decisions at one time are asked one per step (first
attempts by job, then kills by attempt). Small jobs are submitted the same way when their
time comes, before the decisions of that time, so every queue order ranks jobs by
submission. An agent answering as a request policy does makes exactly the schedule of
:class:`~hpcgym.speculative.runtime.RequestRuntime` with ``levels=L, online=True`` on the same
episode (:meth:`WalltimeEnv.reference`; tested for the baselines of
:mod:`hpcgym.baselines.walltime`).

Observation (``spaces.Dict``, float32; never a job's execution time):

- ``job``: :data:`JOB_FEATURES` of the deciding job;
- ``law``: the cdf of its law at the L levels given X > the last failed request (0 at and
  below it): the law "conditioned on the failures so far" (§4.3's f');
- ``history``: its application's last ``history`` runs as grid levels (k + 1)/L, oldest
  first, 0-padded in front: what Neuroscience(k) reads;
- ``law_id``: one-hot over :attr:`WalltimeScales.laws` (which law the job follows);
- ``avail``: processors expected free at now + v_{k+1} for each level (running jobs by
  requested end) / P;
- ``cluster``: :data:`CLUSTER_FEATURES`; ``clock``: :data:`CLOCK_FEATURES`;
- ``action_mask``.

Objectives (costs): ``"response"`` (mean response time of the stochastic jobs in hours, Eq. 2),
``"utilization"`` (minus §3.3's utilization: useful work over P × span, Eq. 1), ``"mix"`` or
``{name: weight}``. Dense rewards telescope to minus the objective; ``info["metrics"]`` at the
end is :meth:`~hpcgym.speculative.runtime.BatchRun.metrics` of the run.
"""
from __future__ import annotations

import heapq
import math
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np
from gymnasium import spaces

from hpcgym.batch.cluster import processors
from hpcgym.batch.job import Job
from hpcgym.batch.policies import SchedulerConfig, get_policy, make_queue, make_scheduler
from hpcgym.batch.simulator import DONE, Simulator
from hpcgym.batch.workload import Workload
from hpcgym.speculative.requests import RequestPolicy, zeta_from_rate
from hpcgym.speculative.runtime import (BatchAttempt, BatchRun, RequestRuntime, grid_level,
                                        request_grid, seconds)
from hpcgym.speculative.schedule import JobRecord, SpecWorkload, StochasticJob

from hpcgym.envs.common.base import HPCEnv
from hpcgym.envs.common.reward import DenseReward, parse_objective
from hpcgym.envs.walltime.episodes import Episode, Episodes, resolve_laws

JOB_FEATURES = (
    "procs",        # processors / P
    "span",         # (b - a) / horizon_h
    "lower",        # a / horizon_h
    "failures",     # killed attempts / L
    "last_failed",  # (k + 1) / L for the last failed level k, 0 before any failure
    "cond_mean",    # mean request level of the conditioned law: (E - a) / (b - a) on the grid
    "waited",       # (now - submit) / b, since the job's first submission
    "fits_now",     # 1 if its processors are free now
    "zeta",         # the stream's normalised rate, ATOptimal's ζ (§4.1)
)
CLUSTER_FEATURES = (
    "free",              # free processors / P (jobs past their limit by now counted free)
    "backlog",           # requested processor-time of arrived, unstarted jobs / (P × b)
    "queue_len",         # log1p(waiting jobs) / log1p(1e4)
    "next_end",          # time to the next requested end of a running job / b
    "attempts_waiting",  # stochastic attempts arrived, not started / M
    "attempts_running",  # stochastic attempts running / M
)
CLOCK_FEATURES = (
    "elapsed",      # now / (M × b)
    "submitted",    # stochastic jobs submitted so far / M
    "completed",    # stochastic jobs completed / M
)
WALLTIME_OBJECTIVES = ("response", "utilization", "mix")
# "mix": one hour of mean response time weighs one point of utilization.
DEFAULT_MIX = {"response": 1.0, "utilization": 100.0}
_HIGH = 1e4
_RENDER_WINDOW = 16


@dataclass(slots=True, frozen=True)
class WalltimeScales:
    """Constants of an env that its observation is normalised by (what baselines may read).

    ``laws`` is the order of the ``law_id`` one-hot; ``horizon_h`` the largest b among them
    (law units); ``zeta`` the stream's normalised rate (§4.1's ζ = Z/P); ``unit`` seconds per
    law unit.
    """

    processors: int
    levels: int
    horizon_h: float
    history: int
    laws: tuple[Any, ...]
    law_names: tuple[str, ...]
    zeta: float
    unit: float


class WalltimeCost(DenseReward):
    """Running cost at decision times, O(1) per event: each submitted stochastic job is
    charged ``now - submit`` until it completes, then its response time; utilization counts
    the useful work completed so far over P × (now - t0)."""

    __slots__ = ("weights", "M", "t0", "cores", "_submits", "_k", "_active", "_active_s",
                 "_fixed", "_useful", "_cost")

    def __init__(self, weights: Mapping[str, float], submits: list[int], t0: int,
                 cores: int) -> None:
        self.weights = dict(weights)
        self.M = len(submits)
        self.t0 = t0
        self.cores = cores
        self._submits = sorted(submits)
        self._k = 0
        self._active = 0
        self._active_s = 0.0
        self._fixed = 0.0
        self._useful = 0.0
        self._cost = 0.0

    def arrive_until(self, now: int) -> None:
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

    def terms(self, now: int) -> dict[str, float]:
        self.arrive_until(now)
        span = self.cores * (now - self.t0)
        return {"response": (self._fixed + self._active * now - self._active_s)
                / max(self.M, 1) / 3600,
                "utilization": -self._useful / span if span > 0 else 0.0}

    def cost(self, now: int) -> float:
        t = self.terms(now)
        return float(sum(w * t[k] for k, w in self.weights.items()))


def exact_terms(metrics: Mapping[str, float]) -> dict[str, float]:
    """The objective's components of a finished run: response time (h), minus utilization."""
    rt = metrics["response_time_large_s"]
    return {"response": 0.0 if math.isnan(rt) else rt / 3600,
            "utilization": -float(metrics["utilization"])}


class WalltimeEnv(HPCEnv):
    """Walltime requests of stochastic jobs on a batch machine with backfilling.

    ``law``: None (one of Scenario 1's four laws per episode, §5.2), a name of
    :data:`~hpcgym.envs.walltime.episodes.LAWS`, a law, or a sequence of those; ``jobs``: M
    stochastic jobs per episode on ``processors`` = P, widths by ``allocation`` (§5.2),
    submitted uniformly over ``submit_over`` hours (``"stream"``: the stream's window; None: all
    at 0); ``rate``: the small-job stream's normalised work rate Z/P (§5.5, 0 for none), also
    ATOptimal's ζ; ``history``: runs of the application's record shown (and drawn);
    ``levels``: L; ``policy``: the native scheduler; ``objective``: ``"response"`` (default),
    ``"utilization"``, ``"mix"`` or ``{name: weight}``; ``split``: ``"train"`` /
    ``"validation"`` / ``"test"`` draw generator seeds from disjoint ranges; ``workload``: a given
    :class:`~hpcgym.speculative.schedule.SpecWorkload` replayed every episode (its stream's
    rate is then ζ); ``unit``: seconds per law unit; ``hold``: a job keeps its processors to
    the end of its request (§3.2's reservation model, the paper's) instead of freeing them when
    it ends (a batch system, default); ``max_steps``, ``invalid_action``: see
    :class:`~hpcgym.envs.common.base.HPCEnv`.
    """

    def __init__(self, law: Any = None, *, jobs: int = 20, processors: int = 100,
                 allocation: str = "beta", rate: float = 0.2,
                 submit_over: float | str | None = "stream", history: int = 10,
                 levels: int = 50, policy: str | SchedulerConfig = "fcfs-easy",
                 objective: str | Mapping[str, float] = "response", split: str = "all",
                 workload: SpecWorkload | None = None, unit: float = 3600.0,
                 hold: bool = False, max_steps: int | None = None,
                 render_mode: str | None = None,
                 invalid_action: str = "raise", invalid_penalty: float = 1.0) -> None:
        if isinstance(levels, bool) or not isinstance(levels, int) or levels < 1:
            raise ValueError(f"WalltimeEnv: levels must be an integer >= 1, got {levels!r}")
        super().__init__(levels, max_steps=max_steps, render_mode=render_mode,
                         invalid_action=invalid_action, invalid_penalty=invalid_penalty)
        if not (math.isfinite(unit) and unit > 0):
            raise ValueError(f"WalltimeEnv: unit must be a positive number of seconds, "
                             f"got {unit!r}")
        if workload is not None:
            laws = tuple(dict.fromkeys(j.app.law for j in workload.jobs))
            names = tuple(dict.fromkeys(j.app.name for j in workload.jobs))
            names = names if len(names) == len(laws) else tuple(
                type(x).__name__.lower() for x in laws)
            P, M = workload.P, workload.M
            rate = workload.stream.rate if workload.stream is not None else 0.0
        else:
            names, laws = resolve_laws(law)
            P, M = processors, jobs
        self.episodes = Episodes(names, laws, P, M, allocation, float(rate), submit_over,
                                 history, split, float(unit), workload)
        self.levels = levels
        self.unit = float(unit)
        self.hold = bool(hold)
        self.cluster = _processors(P)
        self.config = get_policy(policy)
        self.weights = parse_objective(objective, WALLTIME_OBJECTIVES, DEFAULT_MIX)
        self.zeta = zeta_from_rate(float(rate) * P, P)  # §4.1: ζ = Z·p/P per p processors
        self.scales = WalltimeScales(P, levels, max(float(x.b) for x in laws), history, laws,
                                     names, self.zeta, self.unit)
        f32 = np.float32
        L = levels
        self.observation_space = spaces.Dict({
            "job": spaces.Box(0.0, _HIGH, (len(JOB_FEATURES),), f32),
            "law": spaces.Box(0.0, 1.0, (L,), f32),
            "history": spaces.Box(0.0, 1.0, (history,), f32),
            "law_id": spaces.Box(0.0, 1.0, (len(laws),), f32),
            "avail": spaces.Box(0.0, 1.0, (L,), f32),
            "cluster": spaces.Box(0.0, _HIGH, (len(CLUSTER_FEATURES),), f32),
            "clock": spaces.Box(0.0, _HIGH, (len(CLOCK_FEATURES),), f32),
            "action_mask": spaces.Box(0.0, 1.0, (L,), f32),
        })
        self.window = _RENDER_WINDOW
        self.sim: Simulator | None = None
        self.episode: Episode | None = None
        self.jobs: list[StochasticJob] = []
        self.regular: list[Job] = []
        self.tracker: WalltimeCost | None = None
        self.run: BatchRun | None = None
        self._win: list[int] = []
        self._cdf: dict[Any, np.ndarray] = {}

    # --- the family's parts ------------------------------------------------------------

    def _begin(self, options: dict[str, Any]) -> dict[str, Any]:
        ep = self.episode = self.episodes.sample(self.np_random)
        self.jobs = list(ep.workload.jobs)
        self.regular = list(ep.regular)
        M, L, u = len(self.jobs), self.levels, self.unit
        cfg = self.config
        # validates the jobs (exec times within their laws) and builds attempts as the
        # reference does
        self._runtime = RequestRuntime(self.jobs, _Unused(), self.cluster,
                                       regular=self.regular, unit=u, levels=L, hold=self.hold)
        empty = Workload([], self.cluster, name=f"walltime[{self.scales.law_names[0]}]")
        sim = self.sim = Simulator(empty, make_queue(cfg, empty), grace=cfg.grace,
                                   bf_interval=cfg.bf_interval)
        self._due = sorted(self.regular, key=lambda j: (j.submit, j.id))
        self._rp = 0
        self._scheduler = make_scheduler(cfg)
        self._submit = [round(j.submit * u) for j in self.jobs]
        self._exec = [seconds(j.exec_time, u) for j in self.jobs]
        self._grid = [request_grid(j.app.law, L) for j in self.jobs]
        self._grid_s = [np.array([seconds(float(v), u) for v in g], np.int64)
                        for g in self._grid]
        self._first_id = max((r.id for r in self.regular), default=-1) + 1
        self._next_id = self._first_id + M
        self._firsts = sorted((s, k) for k, s in enumerate(self._submit))
        self._fp = 0
        self._kills: list[tuple[int, int, int]] = []
        self._owner: dict[int, int] = {}
        self._level_of: dict[int, int] = {}
        self._attempts: list[list[int]] = [[] for _ in range(M)]
        self._failures = [0] * M
        self._last = [-1] * M
        self._waiting = self._running = self._completed = 0
        self._backlog = 0.0
        self._current: int | None = None
        self._t = 0
        self._b = float(self.jobs[0].app.law.b)
        self._law_index = [self.scales.laws.index(j.app.law) for j in self.jobs]
        self._history = self._histories()
        self.run = None
        first = min([j.submit for j in self.regular] + self._submit)
        self.tracker = WalltimeCost(self.weights, self._submit, first,
                                    self.cluster.total_cores)
        for kind, cb in (("arrive", self._arrived), ("start", self._started),
                         ("end", self._ended), ("kill", self._killed)):
            sim.subscribe(kind, cb)
        info: dict[str, Any] = {"law": self.jobs[0].app.name, "jobs": M,
                                "regular_jobs": len(self.regular)}
        if ep.seed is not None:
            info["generator_seed"] = ep.seed
        return info

    def _next_decision(self) -> bool:
        """Run events and native passes up to the next decision time; True once all ended."""
        sim, due = self.sim, self._due
        while True:
            t = self._next_time()
            if self._rp < len(due) and (t is None or due[self._rp].submit <= t):
                # a small job is submitted when its time comes, as the reference runtime
                # does, so FCFS (by submission) ranks it after the attempts submitted before
                r = due[self._rp].submit
                if sim.advance(r - 1) is not None:
                    self._scheduler(sim)
                    continue
                while self._rp < len(due) and due[self._rp].submit == r:
                    sim.submit(due[self._rp])
                    self._rp += 1
                continue
            if sim.advance(None if t is None else t - 1) is not None:
                self._scheduler(sim)
                continue
            if t is None:
                self._current = None
                self._mask[:] = True  # nothing to decide: no all-masked terminal observation
                self._t = sim.now
                self._finish()
                return True
            self._t = t
            if self._fp < len(self._firsts) and self._firsts[self._fp][0] == t:
                k = self._firsts[self._fp][1]
                self._fp += 1
            else:
                _, i, k = heapq.heappop(self._kills)
                self._failures[k] += 1
                self._last[k] = self._level_of[i]
            self._current = k
            self._mask[:] = False
            self._mask[self._last[k] + 1:] = True
            if self.render_mode is not None:
                self._win = list(sim.queue.order(sim.now, self.window))[:self.window]
                self.history.append((t, sim.total_units - sim.free, len(sim.queue)))
            return False

    def _apply(self, a: int) -> None:
        k, t = self._current, self._t
        job = self._runtime.batch_job(
            self._first_id + k if not self._attempts[k] else self._next_id, self.jobs[k], t,
            int(self._grid_s[k][a]))
        if self._attempts[k]:
            self._next_id += 1
        i = self.sim.submit(job)
        self._owner[i] = k
        self._level_of[i] = a
        self._attempts[k].append(i)

    def _reward(self) -> float:
        return self.tracker.reward(self._t)

    def _final(self, terminated: bool) -> tuple[float, dict[str, Any]]:
        if terminated:
            metrics = self.run.metrics()
            terms = exact_terms(metrics)
            cost = float(sum(w * terms[k] for k, w in self.weights.items()))
            reward = self.tracker.final_reward(cost)
        else:
            self._finish()
            metrics = self.run.metrics() if self.run.records else {}
            terms = self.tracker.terms(self._t)
            reward = self.tracker.reward(self._t)
            cost = self.tracker.estimate
        metrics = dict(metrics)
        rt = metrics.get("response_time_large_s", math.nan)
        metrics["response_time_large_h"] = rt / 3600
        for key, v in terms.items():
            metrics[f"objective_{key}"] = v
        return reward, {"metrics": metrics, "objective": cost, "objective_terms": terms}

    def _observe(self) -> dict[str, np.ndarray]:
        sim, sc = self.sim, self.scales
        L, P, M, t = self.levels, sc.processors, len(self.jobs), self._t
        k = self._current
        job = np.zeros(len(JOB_FEATURES), np.float32)
        law = np.zeros(L, np.float32)
        hist = np.zeros(sc.history, np.float32)
        law_id = np.zeros(len(sc.laws), np.float32)
        avail = np.zeros(L, np.float32)
        free = sim.free + self._ended_by(t)
        ends = [e for e, _ in sim.run_ends]
        if k is not None:
            j = self.jobs[k]
            lw = j.app.law
            self._b = b = float(lw.b)
            a = float(lw.a)
            last = self._last[k]
            cdf = self._conditioned(k, last)
            law[:] = cdf
            levels = self._grid[k]
            mean = float(levels @ np.diff(cdf, prepend=0.0))
            job[:] = (j.procs / P, (b - a) / sc.horizon_h, a / sc.horizon_h,
                      self._failures[k] / L, (last + 1) / L,
                      (mean - a) / (b - a) if b > a else 1.0,
                      (t - self._submit[k]) / (self.unit * b),
                      float(self.cluster.units(j.procs) <= free), self.zeta)
            hist[:] = self._history[k]
            law_id[self._law_index[k]] = 1.0
            if ends:
                cum = np.concatenate(([0], np.cumsum([sim.units[i] for _, i in sim.run_ends])))
                avail[:] = (sim.free + cum[np.searchsorted(ends, t + self._grid_s[k],
                                                           side="right")]) / P
            else:
                avail[:] = sim.free / P
        b_s = self.unit * self._b
        nxt = min((e for e in ends if e > t), default=t)
        cluster = np.array([free / P, self._backlog / (P * b_s),
                            math.log1p(len(sim.queue)) / math.log1p(1e4), (nxt - t) / b_s,
                            self._waiting / M, self._running / M], np.float32)
        clock = np.array([t / (M * b_s), self._fp / M, self._completed / M], np.float32)
        return {"job": np.minimum(job, _HIGH), "law": law, "history": hist, "law_id": law_id,
                "avail": np.minimum(avail, 1.0), "cluster": np.clip(cluster, 0.0, _HIGH),
                "clock": np.minimum(clock, _HIGH), "action_mask": self._mask.astype(np.float32)}

    def _explain(self, a: int) -> str:
        k = self._current
        g = self._grid[k]
        return (f"action {a} (request {g[a]:g}) is masked: job {self.jobs[k].id} was killed at "
                f"level {self._last[k]} (request {g[self._last[k]]:g}) at t={self._t}, so it "
                "runs longer than that")

    def _render_frame(self) -> np.ndarray:
        from hpcgym.envs.batch_window.render import draw

        return draw(self, self._win)

    # --- the native reference ----------------------------------------------------------

    def reference(self, policy: RequestPolicy) -> BatchRun:
        """The current episode run natively under ``policy``, rounded up to the grid and
        submitted online: the schedule an agent answering like ``policy`` makes."""
        rt = RequestRuntime(self.jobs, policy, self.cluster, regular=self.regular,
                            unit=self.unit, levels=self.levels, online=True, hold=self.hold)
        return rt.run(self.config)

    # --- internals ---------------------------------------------------------------------

    def _next_time(self) -> int | None:
        t = self._firsts[self._fp][0] if self._fp < len(self._firsts) else None
        if self._kills and (t is None or self._kills[0][0] < t):
            t = self._kills[0][0]
        return t

    def _ended_by(self, t: int) -> int:
        """Units of running jobs whose limit (requested end plus grace) is at most ``t``: over
        by then whatever their execution time, e.g. the attempt killed at ``t``."""
        sim, out = self.sim, 0
        for e, i in sim.run_ends:
            if e + sim.grace > t:
                break
            out += sim.units[i]
        return out

    def _conditioned(self, k: int, last: int) -> np.ndarray:
        """cdf of job ``k``'s law at its grid given X > the request of level ``last``."""
        lw = self.jobs[k].app.law
        F = self._cdf.get(lw)
        if F is None:
            F = np.clip(np.asarray(lw.cdf(self._grid[k]), float), 0.0, 1.0)
            F[-1] = 1.0
            self._cdf[lw] = F
        if last < 0:
            return F
        tail = 1.0 - F[last]
        g = self._grid[k]
        if tail > 1e-12:
            out = np.clip((F - F[last]) / tail, 0.0, 1.0)
        else:  # no mass left above a failed request (numerically): uniform over the rest
            out = np.clip((g - g[last]) / (g[-1] - g[last]), 0.0, 1.0)
        out[:last + 1] = 0.0
        out[-1] = 1.0
        return out

    def _histories(self) -> list[np.ndarray]:
        """Each job's record as grid levels (k + 1)/L, oldest first, 0-padded in front."""
        H, L = self.scales.history, self.levels
        cache: dict[int, np.ndarray] = {}
        out = []
        for j in self.jobs:
            h = cache.get(id(j.app))
            if h is None:
                runs = j.app.history[-H:]
                h = np.zeros(H, np.float32)
                if runs:
                    h[H - len(runs):] = [(grid_level(j.app.law, x, L) + 1) / L for x in runs]
                cache[id(j.app)] = h
            out.append(h)
        return out

    def _finish(self) -> None:
        """The run so far as a :class:`BatchRun` (records of the jobs submitted so far)."""
        sim, u = self.sim, self.unit
        schedule = sim.schedule(self.config.name, time.perf_counter() - self._t0)
        records = []
        for k, j in enumerate(self.jobs):
            if not self._attempts[k]:
                continue
            r = JobRecord(j.id, j.kind, j.procs, j.exec_time)
            for i in self._attempts[k]:
                r.attempts.append(BatchAttempt(
                    sim.start_t[i] / u, sim.end_t[i] / u, sim.walltime[i] / u,
                    success=sim.status[i] == DONE, batch_id=sim.jobs[i].id,
                    submit=sim.submit_t[i] / u))
            records.append(r)
        self.run = BatchRun(schedule, records, self.config.name, u)

    # --- simulator events --------------------------------------------------------------

    def _arrived(self, i: int) -> None:
        sim = self.sim
        self._backlog += sim.units[i] * sim.walltime[i]
        if i in self._owner:
            self._waiting += 1

    def _started(self, i: int) -> None:
        sim = self.sim
        self._backlog -= sim.units[i] * sim.walltime[i]
        k = self._owner.get(i)
        if k is None:
            return
        self._waiting -= 1
        self._running += 1
        if sim.will_kill[i]:
            heapq.heappush(self._kills, (sim.now + sim.walltime[i] + sim.grace, i, k))

    def _ended(self, i: int) -> None:
        sim = self.sim
        k = self._owner.get(i)
        cl = self.cluster
        if k is None:
            self.tracker.work(cl.units(sim.cores[i]) * cl.unit_cores
                              * (sim.now - sim.start_t[i]))
            return
        self._running -= 1
        self._completed += 1
        j = self.jobs[k]
        self.tracker.work(cl.units(j.procs) * cl.unit_cores * j.exec_time * self.unit)
        self.tracker.completed(self._submit[k], sim.now)

    def _killed(self, i: int) -> None:
        if i in self._owner:
            self._running -= 1


class _Unused:
    """A request policy never asked (the agent requests): lets the runtime validate jobs."""

    name = "agent"

    def requests(self, app: Any) -> list[float]:
        return [float(app.law.b)]

    def next_request(self, app: Any, failures: int) -> float:
        return float(app.law.b)


def _processors(P: int) -> Any:
    return processors(P, "speculative" if P == 100 else None)
