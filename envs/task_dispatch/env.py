"""``hpcgym/TaskDispatch-v0``: which eligible task of which workflow starts now (paper 003).

The workflow queue of §III-C on ``processors`` single-processor nodes (100, as in §IV), run by
:class:`hpcgym.tasks.engine.TaskQueue`. Whenever a processor is free and a task is eligible (the
scheduler is invoked on a task completion or a workflow arrival, §III-C) the agent sees a
window of the ``window`` oldest workflows of the queue and either

- action ``k < window``: starts one waiting task of the ``k``-th window workflow, drawn at
  random from its eligible set with the episode's seeded generator (§III-C,
  :meth:`TaskQueue.pick`); the agent is asked again at the same instant while a processor is
  free and a window workflow has a waiting task; or
- action ``window``: leaves the free processors idle (reserved) until the next event at which
  a decision is due. It is masked while nothing runs and no workflow is left to arrive, so no
  agent can stall the system.

Task runtimes are unknown to the scheduler (§II) and are in no observation: the env reads
the queue order, per workflow the waiting / running / completed counts and the generation
sizes of its remaining part (whose max is the token-wave LoP of §III-B, kept up to date by the
simulator), and times it observes itself (arrivals, its own task starts, completions).

**The window** holds the oldest workflows of the queue in arrival order, skipping *inert*
ones: a workflow with no waiting task that already runs at least its LoP. No policy of the
family can act on an inert workflow (every SR / SLoP / FES / BF target is at most the LoP), so
skipping them lets the window reach further down the queue; they are counted in ``clock``. If
processors are free and only workflows beyond the window have waiting tasks, the env leaves
the processors idle without asking (counted as ``window_overflows`` in the final metrics).

**What SR / SLoP / FES / BF need** is in the observation (see
:mod:`hpcgym.baselines.task_dispatch`): ``cluster[0] * processors`` is the number of free
processors; per window row (arrival order) ``workflows[:, WF["waiting"]] * processors``,
``[:, WF["running"]] * processors`` and ``[:, WF["lop"]] * processors`` are exact integers,
and ``generations[k, g] * processors`` is the size of the generation-``g`` eligible set of row
``k`` for ``g < generations`` (FES(depth) needs ``depth < generations``). Counts are divided
by ``processors``, times are in hours.

**Episodes**: ``workflows`` workflows of ``paper_workload(workload)`` (§IV: Montage, LIGO,
SIPHT or their mixture) arriving as a Poisson process at the target ``utilization`` (a number,
or a ``(low, high)`` range drawn per episode), all drawn from the episode seed; the ``test``
split draws from generator seeds that ``train`` never uses. ``reset(options={"dags": [...],
"arrivals": [...]})`` replays given workflows instead. Terminated when every workflow has
completed; truncated after ``max_steps`` steps or once more than ``max_queue`` workflows are
in the system.

**Objective** (a cost, :class:`TaskCost`): ``"slowdown"`` (mean WF slowdown ``T_r / T'_m`` of
§II, the default), ``"wait"`` (mean ``T_w``, hours), ``"makespan"`` (mean ``T_m``, hours),
``"utilization"`` (minus ``busy / (processors * (last completion - first arrival))``),
``"mix"`` (:data:`DEFAULT_MIX`) or ``{name: weight}``. Rewards are dense: minus the change of
a running estimate of the cost; their episode sum is exactly minus ``info["objective"]``.
"""
from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from gymnasium import spaces

from hpcgym.workloads.hypergamma import PAPER
from hpcgym.tasks.lop import generation_sizes
from hpcgym.workloads.scientific import KINDS, paper_workload, size_class
from hpcgym.tasks.dag import TaskDag
from hpcgym.tasks.engine import TaskQueue
from hpcgym.tasks.policies import empty_makespan

from hpcgym.envs.common.reward import DenseReward, parse_objective
from hpcgym.envs.common.base import HPCEnv
from hpcgym.envs.common.episodes import check_split, generator_seed

HOUR = 3600.0
_BIG = 1e5
# Per window workflow. Counts are divided by the number of processors, generation counts by
# GEN_SCALE, times are hours. "ahead": workflows ahead of it in the whole queue / window.
TASK_WORKFLOW_FEATURES = (
    "tasks", "done", "running", "waiting", "eligible", "remaining", "lop", "initial_lop",
    "generations_left", "initial_generations", "age_h", "started", "wait_h", "run_h",
    "task_age_mean_h", "task_age_max_h", "ahead") + tuple(f"kind_{k}" for k in KINDS)
WF = {name: k for k, name in enumerate(TASK_WORKFLOW_FEATURES)}
TASK_CLUSTER_FEATURES = ("free", "busy", "waiting_tasks", "workflows_running")
TASK_CLOCK_FEATURES = ("elapsed_h", "arrived", "finished", "in_system", "inert_skipped",
                       "beyond_window", "more_arrivals", "since_arrival_h")
GEN_SCALE = 10.0
OBJECTIVES = ("slowdown", "wait", "makespan", "utilization", "mix")
DEFAULT_MIX = {"slowdown": 1.0, "utilization": 10.0}


@dataclass(slots=True, frozen=True)
class TaskScales:
    """Constants the observation is normalised by: counts / ``processors``, times in hours,
    generation counts (``generations_left``, ``initial_generations``) / ``gen_scale``."""

    processors: int
    window: int
    generations: int
    gen_scale: float = GEN_SCALE


@dataclass(slots=True)
class TaskEpisode:
    """What an episode replays: the workflows, their arrivals, the task-choice seed and the
    empty-system makespans ``T'_m`` (used by the objective only, never observed)."""

    dags: list[TaskDag]
    arrivals: np.ndarray
    task_seed: Any
    empty_makespan: np.ndarray
    utilization: float
    seed: int | None


class TaskCost(DenseReward):
    """Running estimate of the episode cost, exact once every workflow has completed.

    Slowdown charges an arrived workflow ``(min(now, finish) - arrival) / T'_m``; wait charges
    ``now - arrival`` until its first task starts; makespan charges ``now - first start`` until
    it completes; utilization is minus the work of the started tasks over ``processors *
    (max(now, their latest end) - first arrival)`` (the reward may use runtimes; the
    observation never does). Workflows before ``warmup`` are left out of the means.
    """

    def __init__(self, weights: Mapping[str, float], ep: TaskEpisode, processors: int,
                 warmup: int) -> None:
        self.weights = dict(weights)
        self.arrival = [float(a) for a in ep.arrivals]
        self.empty = [float(e) for e in ep.empty_makespan]
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
        self._cost = 0.0

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

    def cost(self, now: float) -> float:
        total = 0.0
        for k, wt in self.weights.items():
            if k == "slowdown":
                v = (self.sd_f + now * self.sd_a - self.sd_b) / self.n
            elif k == "wait":
                v = (self.w_f + now * self.w_n - self.w_s) / self.n / HOUR
            elif k == "makespan":
                v = (self.m_f + now * self.m_n - self.m_s) / self.n / HOUR
            else:
                t1 = max(now, self.max_end)
                v = -self.work / (self.P * (t1 - self.t0)) if t1 > self.t0 else 0.0
            total += wt * v
        return total


def observation_space(window: int, processors: int, generations: int) -> spaces.Dict:
    f32 = np.float32
    return spaces.Dict({
        "processors": spaces.Box(0.0, _BIG, (processors, 2), f32),
        "cluster": spaces.Box(0.0, _BIG, (len(TASK_CLUSTER_FEATURES),), f32),
        "workflows": spaces.Box(0.0, _BIG, (window, len(TASK_WORKFLOW_FEATURES)), f32),
        "generations": spaces.Box(0.0, _BIG, (window, generations), f32),
        "workflow_mask": spaces.Box(0.0, 1.0, (window,), f32),
        "clock": spaces.Box(0.0, _BIG, (len(TASK_CLOCK_FEATURES),), f32),
        "action_mask": spaces.Box(0.0, 1.0, (window + 1,), f32),
    })


class TaskDispatchEnv(HPCEnv):
    """Task dispatch for a queue of workflows with unknown task runtimes (module notes).

    ``workload``: ``"mixture"`` (default), ``"montage"``, ``"ligo"``, ``"sipht"`` (or another
    kind of :mod:`hpcgym.workloads.scientific`); ``workflows``: N per episode; ``utilization``: target
    rho (``lambda * E[T_e] / processors``), a number or a ``(low, high)`` range; ``window``: K
    workflows shown (K + 1 actions); ``generations``: generation sizes shown per workflow;
    ``objective``: see the module notes; ``warmup``: first workflows left out of the
    objective; ``split``: ``"train"``, ``"validation"``, ``"test"`` or ``"all"``;
    ``invalid_action``: see :class:`~hpcgym.envs.common.base.HPCEnv`.
    """

    reset_options = ("episode", "dags", "arrivals", "task_seed")

    def __init__(self, workload: str = "mixture", *, workflows: int = 64,
                 utilization: float | Sequence[float] = 0.9, processors: int = 100,
                 window: int = 32, generations: int = 11,
                 objective: str | Mapping[str, float] = "slowdown", warmup: int = 0,
                 split: str = "all", max_steps: int | None = None, max_queue: int | None = None,
                 render_mode: str | None = None, invalid_action: str = "raise",
                 invalid_penalty: float = 1.0) -> None:
        if window < 1 or generations < 1 or processors < 1 or workflows < 1:
            raise ValueError("TaskDispatchEnv: window, generations, processors and workflows "
                             "must be >= 1")
        super().__init__(window + 1, max_steps=max_steps, render_mode=render_mode,
                         invalid_action=invalid_action, invalid_penalty=invalid_penalty)
        check_split(split, "TaskDispatchEnv")
        if not 0 <= warmup < workflows:
            raise ValueError("TaskDispatchEnv: need 0 <= warmup < workflows")
        rho = (tuple(float(u) for u in utilization) if isinstance(utilization, (list, tuple))
               else (float(utilization), float(utilization)))
        if len(rho) != 2 or not 0 < rho[0] <= rho[1] <= 1:
            raise ValueError(f"TaskDispatchEnv: utilization (the offered load) must be in "
                             f"(0, 1], or a (low, high) range within it, got {utilization!r}")
        paper_workload(workload, 1, 0)  # an unknown workload name fails here, clearly
        self.workload = workload
        self.n_workflows = workflows
        self.utilization = rho
        self.processors = processors
        self.window = window
        self.generations = generations
        self.weights = parse_objective(objective, OBJECTIVES, DEFAULT_MIX)
        self.warmup = warmup
        self.split = split
        self.max_queue = max_queue
        self.observation_space = observation_space(window, processors, generations)
        self.sim: TaskQueue | None = None
        self.episode: TaskEpisode | None = None
        self.cost: TaskCost | None = None
        self._win: list[int] = []

    @property
    def scales(self) -> TaskScales:
        return TaskScales(self.processors, self.window, self.generations)

    # --- episodes -----------------------------------------------------------------------

    def _draw(self) -> TaskEpisode:
        rng = self.np_random
        lo, hi = self.utilization
        rho = float(rng.uniform(lo, hi)) if hi > lo else lo
        seed = generator_seed(rng, self.split)
        n, P = self.n_workflows, self.processors
        dags = paper_workload(self.workload, n, np.random.default_rng([seed, 0]))
        gaps = np.random.default_rng([seed, 1]).exponential(1.0, n)
        arr = np.cumsum(gaps * (PAPER.mean / (rho * P)))
        arr -= arr[0]
        empty = np.array([empty_makespan(d, P, [seed, 3, k]) for k, d in enumerate(dags)])
        return TaskEpisode(dags, arr, [seed, 2], empty, rho, seed)

    def _given(self, options: Mapping[str, Any]) -> TaskEpisode:
        dags = list(options["dags"])
        arr = np.asarray(options["arrivals"], float)
        seed = options.get("task_seed", int(self.np_random.integers(0, 2**31)))
        empty = np.array([empty_makespan(d, self.processors, [0, 3, k])
                          for k, d in enumerate(dags)])
        return TaskEpisode(dags, arr, seed, empty, math.nan, None)

    # --- Gymnasium API ------------------------------------------------------------------

    def _begin(self, options: dict[str, Any]) -> dict[str, Any]:
        ep = self._given(options) if "dags" in options else self._draw()
        if self.warmup >= len(ep.dags):
            raise ValueError("TaskDispatchEnv: warmup leaves no workflow to measure")
        self.episode = ep
        P = self.processors
        self.sim = TaskQueue(ep.dags, ep.arrivals, P, ep.task_seed)
        self.cost = TaskCost(self.weights, ep, P, self.warmup)
        init = [generation_sizes(d) for d in ep.dags]
        self._init_lop = [max(h) for h in init]
        self._init_gens = [len(h) for h in init]
        self._n_real = [d.n_real for d in ep.dags]
        self._kind = [KINDS.index(d.kind) if d.kind in KINDS else -1 for d in ep.dags]
        self._running: list[tuple[int, int, float]] = []  # (workflow, task, start)
        self._open: set[int] = set()  # arrived, not yet completed (for the cost)
        self._finished = 0
        self._arrived = 0
        self._starts = self._idles = self._overflows = 0
        self._max_in_system = 0
        self._skipped = self._beyond = 0
        self._idled = False
        return {"workflows": len(ep.dags), "utilization": ep.utilization,
                "episode_seed": ep.seed}

    def _apply(self, a: int) -> None:
        sim = self.sim
        if a == self.window:
            self._idles += 1
            self._idled = True
            return
        w = self._win[a]
        i = sim.pick(w)
        first = math.isnan(sim.first_start[w])
        sim.start(w, i)
        self._starts += 1
        self.cost.start(w, sim.now, sim.dags[w].runtime[i], first)
        self._running.append((w, i, sim.now))

    def _truncate(self) -> bool:
        return self.max_queue is not None and len(self.sim.active) > self.max_queue

    def _reward(self) -> float:
        return self.cost.reward(self.sim.now)

    def _final(self, terminated: bool) -> tuple[float, dict[str, Any]]:
        reward = self.cost.reward(self.sim.now)
        return reward, {"metrics": self.metrics(), "objective": self.cost.estimate,
                        "exact": terminated}

    def _render_frame(self) -> np.ndarray:
        return draw_queue(self)

    # --- internals ----------------------------------------------------------------------

    def _advance(self) -> bool:
        """Run events to the next decision due (or the end); keep the cost up to date."""
        sim = self.sim
        more = sim.advance()
        cost = self.cost
        for w in range(self._arrived, sim.arrived):
            cost.arrive(w)
            self._open.add(w)
        self._arrived = sim.arrived
        if sim.finished != self._finished:
            active = sim.active
            for w in [w for w in self._open if w not in active]:
                self._open.discard(w)
                cost.finish(w, sim.finish[w])
            self._finished = sim.finished
        if len(sim.active) > self._max_in_system:
            self._max_in_system = len(sim.active)
        if self.render_mode is not None:
            self.history.append((sim.now, self.processors - sim.free, len(sim.active)))
        return more

    def _next_decision(self) -> bool:
        """Advance until the agent has a choice; True once every workflow has completed.
        After an idle action the processors stay idle until the next event."""
        sim = self.sim
        if self._idled:
            self._idled = False
            if not self._advance():
                return self._over()
        while True:
            if sim.free and sim.n_waiting:
                if self._build_window():
                    return False
                self._overflows += 1
            if not self._advance():
                return self._over()

    def _over(self) -> bool:
        self._win = []
        self._mask[:] = False
        self._mask[-1] = True
        return True

    def _build_window(self) -> bool:
        """The window and the mask; False if no window workflow has a waiting task."""
        sim = self.sim
        K = self.window
        win: list[int] = []
        skipped = 0
        waiting = 0
        mask = self._mask
        mask[:] = False
        for w, s in sim.active.items():
            if s.wait:
                mask[len(win)] = True
                waiting += len(s.wait)
            elif s.running >= s.lop:
                skipped += 1
                continue
            win.append(w)
            if len(win) == K:
                break
        self._win = win
        self._skipped = skipped
        self._beyond = len(sim.active) - skipped - len(win)
        mask[K] = sim.free < self.processors or sim.arrived < sim.n
        return waiting > 0

    def _observe(self) -> dict[str, np.ndarray]:
        sim = self.sim
        P, K, G = self.processors, self.window, self.generations
        now = sim.now
        f32 = np.float32
        # running tasks (pruned of the completed ones) and their ages
        active = sim.active
        running = [(w, i, t) for w, i, t in self._running
                   if w in active and not active[w].done[i]]
        self._running = running
        procs = np.zeros((P, 2), f32)
        if running:
            ages = np.sort(np.array([now - t for _, _, t in running]))[::-1] / HOUR
            procs[:len(ages), 0] = 1.0
            procs[:len(ages), 1] = ages
        per_wf: dict[int, list[float]] = {}
        for w, _, t in running:
            per_wf.setdefault(w, []).append(now - t)
        wf = np.zeros((K, len(TASK_WORKFLOW_FEATURES)), f32)
        gens = np.zeros((K, G), f32)
        wmask = np.zeros(K, f32)
        order = {w: k for k, w in enumerate(active)} if self._win else {}
        for k, w in enumerate(self._win):
            s = active[w]
            dag = sim.dags[w]
            row = wf[k]
            hist = s.hist
            n_gen = len(hist)
            while n_gen and not hist[n_gen - 1]:
                n_gen -= 1
            art_left = 1 if dag.artificial[-1] and not s.done[-1] else 0
            left_real = s.left - art_left
            n_real = self._n_real[w]
            row[WF["tasks"]] = n_real / P
            row[WF["done"]] = (n_real - left_real) / P
            row[WF["running"]] = s.running / P
            row[WF["waiting"]] = len(s.wait) / P
            row[WF["eligible"]] = (s.running + len(s.wait)) / P
            row[WF["remaining"]] = left_real / max(n_real, 1)
            row[WF["lop"]] = s.lop / P
            row[WF["initial_lop"]] = self._init_lop[w] / P
            row[WF["generations_left"]] = n_gen / GEN_SCALE
            row[WF["initial_generations"]] = self._init_gens[w] / GEN_SCALE
            arr = sim.arrival[w]
            row[WF["age_h"]] = (now - arr) / HOUR
            fs = sim.first_start[w]
            if fs == fs:  # started
                row[WF["started"]] = 1.0
                row[WF["wait_h"]] = (fs - arr) / HOUR
                row[WF["run_h"]] = (now - fs) / HOUR
            else:
                row[WF["wait_h"]] = (now - arr) / HOUR
            ages_w = per_wf.get(w)
            if ages_w:
                row[WF["task_age_mean_h"]] = sum(ages_w) / len(ages_w) / HOUR
                row[WF["task_age_max_h"]] = max(ages_w) / HOUR
            row[WF["ahead"]] = order[w] / K
            if self._kind[w] >= 0:
                row[WF["kind_" + KINDS[self._kind[w]]]] = 1.0
            g = min(G, len(hist))
            gens[k, :g] = hist[:g]
            wmask[k] = 1.0
        gens /= P
        busy = P - sim.free
        cluster = np.array([sim.free / P, busy / P, sim.n_waiting / P,
                            sum(1 for s in active.values() if s.running) / P], f32)
        n = sim.n
        ep = self.episode
        last_arr = ep.arrivals[sim.arrived - 1] if sim.arrived else ep.arrivals[0]
        clock = np.array([(now - ep.arrivals[0]) / HOUR, sim.arrived / n, sim.finished / n,
                          len(active) / K, self._skipped / K, self._beyond / K,
                          float(sim.arrived < n), max(now - last_arr, 0.0) / HOUR], f32)
        return {"processors": procs, "cluster": cluster, "workflows": wf, "generations": gens,
                "workflow_mask": wmask, "clock": clock,
                "action_mask": self._mask.astype(f32)}

    def metrics(self) -> dict[str, float | int]:
        """Episode metrics over the completed workflows after the warm-up (§II)."""
        sim = self.sim
        ep = self.episode
        arr = np.asarray(ep.arrivals, float)
        fs = np.asarray(sim.first_start, float)
        fin = np.asarray(sim.finish, float)
        idx = np.arange(len(arr))
        done = np.isfinite(fin) & (idx >= self.warmup)
        resp = fin[done] - arr[done]
        sd = resp / ep.empty_makespan[done]
        t0 = arr[0]
        span = sim.now - t0
        nan = math.nan
        m: dict[str, float | int] = {
            "workflows": len(arr), "workflows_measured": int(done.sum()),
            "completed": int(np.isfinite(fin).sum()),
            "mean_slowdown": float(sd.mean()) if len(sd) else nan,
            "median_slowdown": float(np.median(sd)) if len(sd) else nan,
            "p95_slowdown": float(np.percentile(sd, 95)) if len(sd) else nan,
            "mean_wait_h": float((fs[done] - arr[done]).mean() / HOUR) if len(sd) else nan,
            "mean_makespan_h": float((fin[done] - fs[done]).mean() / HOUR) if len(sd) else nan,
            "mean_response_h": float(resp.mean() / HOUR) if len(sd) else nan,
            "actual_utilization": sim.busy / (self.processors * span) if span > 0 else 0.0,
            "makespan_h": span / HOUR,
            "max_in_system": self._max_in_system,
            "starts": self._starts, "idle_actions": self._idles,
            "window_overflows": self._overflows, "steps": self._steps,
            "target_utilization": ep.utilization,
            "wall_s": time.perf_counter() - self._t0,
        }
        classes = np.array([size_class(int(d.size or d.n_real)) for d in ep.dags])[done]
        for c in ("small", "medium", "large"):
            sel = classes == c
            m[f"mean_slowdown_{c}"] = float(sd[sel].mean()) if sel.any() else nan
        return m

    def _explain(self, a: int) -> str:
        t = self.sim.now
        if a == self.window:
            return (f"action {a} (leave the processors idle) is masked at t={t:.3f}: nothing "
                    "runs and no workflow is left to arrive, so idling would stall the system")
        if a >= len(self._win):
            return f"action {a} is masked at t={t:.3f}: the window holds {len(self._win)} workflows"
        return f"action {a} is masked at t={t:.3f}: window workflow {a} has no waiting task"


def draw_queue(env: TaskDispatchEnv, width: int = 800, height: int = 500) -> np.ndarray:
    """Busy processors and workflows in the system over time; the window's task states."""
    from hpcgym.envs.common.render import panels, rgb

    sim = env.sim
    P = env.processors
    fig, top, bottom = panels(width, height, (1, 1))
    hist = env.history[-500:]
    if hist:
        t = np.array([h[0] for h in hist]) / HOUR
        top.step(t, [h[1] for h in hist], where="post", color="C0", label="busy processors")
        top.step(t, [h[2] for h in hist], where="post", color="C3",
                 label="workflows in system")
        top.legend(loc="upper left", fontsize=7)
    top.set_ylim(0, max(P, max((h[2] for h in hist), default=0)) * 1.05)
    top.set_xlabel("hours")
    top.set_title(f"t={sim.now / HOUR:.2f} h  free {sim.free}/{P}  in system "
                  f"{len(sim.active)}  done {sim.finished}/{sim.n}")
    K = env.window
    x = np.arange(len(env._win))
    if len(x):
        st = [sim.active[w] for w in env._win]
        done = np.array([len(s.done) - s.left for s in st], float)
        run = np.array([s.running for s in st], float)
        wait = np.array([len(s.wait) for s in st], float)
        rest = np.array([s.left for s in st], float) - run - wait
        bottom.bar(x, done, color="0.7", label="done")
        bottom.bar(x, run, bottom=done, color="C2", label="running")
        bottom.bar(x, wait, bottom=done + run, color="C1", label="waiting")
        bottom.bar(x, rest, bottom=done + run + wait, color="C0", alpha=0.3, label="later")
        bottom.legend(loc="upper right", fontsize=7)
    bottom.set_xlim(-0.5, K - 0.5)
    bottom.set_xlabel("window position (arrival order)")
    bottom.set_ylabel("tasks")
    return rgb(fig)
