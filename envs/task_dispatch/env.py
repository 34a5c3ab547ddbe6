"""``hpcgym/TaskDispatch-v0``: which eligible task of which workflow starts now (ilyushkin2015).

The workflow queue of §III-C on ``processors`` single-processor nodes (100, as in §IV), run by
:class:`hpcgym.tasks.taskqueue.TaskQueue`. Whenever a processor is free and a task is eligible (the
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
:mod:`hpcgym.baselines.task_dispatch`; the columns are named in
:mod:`~hpcgym.envs.task_dispatch.observation`): ``cluster[CLUSTER.free] * processors`` is the
number of free processors; per window row (arrival order) ``workflows[:, WF.waiting] *
processors``, ``[:, WF.running] * processors`` and ``[:, WF.lop] * processors`` are exact
integers, and ``generations[k, g] * processors`` is the size of the generation-``g`` eligible
set of row ``k`` for ``g < generations`` (FES(depth) needs ``depth < generations``). Counts
are divided by ``processors``, times are in hours.

**Episodes**: ``workflows`` workflows of ``paper_workload(workload)`` (§IV: Montage, LIGO,
SIPHT or their mixture) arriving as a Poisson process at the target ``utilization`` (a number,
or a ``(low, high)`` range drawn per episode), all drawn from the episode seed; the ``test``
split draws from generator seeds that ``train`` never uses
(:mod:`~hpcgym.envs.task_dispatch.episodes`). ``reset(options={"episode": i})`` gives the
split's ``i``-th episode whatever the seed; ``reset(options={"dags": [...], "arrivals": [...],
"task_seed": s})`` replays given workflows instead. Terminated when every workflow has
completed; truncated after ``max_steps`` steps (the one step limit, :class:`HPCEnv`) or, an
overload cut of this family, once more than ``max_queue`` workflows are in the system (a cut
episode is then played to its end by the default action, which the objective charges).

**Objective** (a cost, :class:`~hpcgym.envs.task_dispatch.reward.TaskCost`): ``"slowdown"``
(mean WF slowdown ``T_r / T'_m`` of §II, the default), ``"wait"`` (mean ``T_w``, hours),
``"makespan"`` (mean ``T_m``, hours), ``"utilization"`` (minus ``busy / (processors * (last
completion - first arrival))``), ``"mix"``
(:data:`~hpcgym.envs.task_dispatch.reward.DEFAULT_MIX`) or ``{name: weight}``. Rewards are
dense: minus the change of a running estimate of the cost; their episode sum is exactly minus
``info["objective"]``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Mapping
from typing import Any

import numpy as np

from hpcgym.envs.common import kwargs
from hpcgym.envs.common.base import HPCEnv
from hpcgym.envs.common.reward import parse_objective
from hpcgym.envs.task_dispatch.episodes import (
    TaskEpisodes,
    Utilization,
    given_episode,
    load_range,
    wants_given,
)
from hpcgym.envs.task_dispatch.metrics import episode_metrics
from hpcgym.envs.task_dispatch.observation import fixed_rows, observation_space, observe
from hpcgym.envs.task_dispatch.render import draw
from hpcgym.envs.task_dispatch.reward import DEFAULT_MIX, OBJECTIVES, TaskCost
from hpcgym.envs.task_dispatch.types import TaskScales, TaskState
from hpcgym.errors import EnvArgumentError
from hpcgym.tasks.lop import generation_sizes
from hpcgym.tasks.taskqueue import TaskQueue
from hpcgym.workloads.scientific import KINDS, MEAN_TASKS, paper_workload


class TaskDispatchEnv(HPCEnv[TaskState]):
    """Which eligible task of which workflow starts on a free processor, task runtimes unknown.

    ## Description

    The workflow queue of ilyushkin2015 §III-C on `processors` single-processor nodes (100, as
    in §IV), run by `hpcgym.tasks.taskqueue.TaskQueue` in float seconds. Workflows of the §IV
    mixture (Montage, LIGO, SIPHT) arrive as a Poisson process at a target utilization.
    Whenever a processor is free and a task is eligible (a task completion or a workflow
    arrival) the agent sees a window of the oldest workflows of the queue and starts a task of
    one of them or leaves the free processors idle. The window skips *inert* workflows (no
    waiting task and already running at least their level of parallelism, LoP): no policy of
    the family acts on them. Task runtimes are in no observation (tested: two workloads
    differing only in runtimes give identical observations until a task completes).

    ## Action Space

    `Discrete(window + 1)` (`Discrete(33)` by default). Action `k < window` starts one waiting
    task of the `k`-th window workflow, drawn from its eligible set by the episode's seeded
    generator (§III-C, `TaskQueue.pick`); the agent is asked again at the same instant while a
    processor is free and a window workflow has a waiting task. Action `window` leaves the
    free processors idle until the next event; it is masked while nothing runs and no
    workflow is left to arrive, so no agent can stall the system.

    **Invalid actions.** The default action (`invalid_action="fallback"`, and what finishes a cut or stalled
    episode) starts a task of the first window workflow with a waiting task: greedy backfilling
    in arrival order (BF, ilyushkin2015 §III-G), which never leaves a processor idle while a task is
    eligible and needs no knowledge of runtimes. Under `"noop"` an invalid action leaves the
    processors idle until the next event, as action `window` does; while nothing runs and no
    workflow is left to arrive nothing can happen without a start, so the default action
    finishes the episode.

    ## Observation Space

    `processors` (P x 2: busy, age of the running task), `cluster` (free, busy, waiting tasks,
    workflows running), `workflows` (`window` x 22: tasks, done, running, waiting, eligible,
    remaining, the token-wave LoP of the remaining part and of the whole DAG, generations
    left, age, wait, time since first start, ages of its running tasks, position, kind;
    `hpcgym.envs.task_dispatch.observation.WF` names the columns), `generations` (`window` x
    `generations`: the sizes of the generation-0..10 eligible sets, §III-A), `workflow_mask`,
    `clock` and `action_mask`. Counts are divided by P, times are hours. What SR / SLoP / FES
    / BF need is in it exactly.

    ## Rewards

    `objective` is a cost: `"slowdown"` (mean workflow slowdown `T_r / T'_m` of §II, default),
    `"wait"` (mean `T_w`, hours), `"makespan"` (mean `T_m`, hours), `"utilization"` (minus
    busy over processors x span), `"mix"` (slowdown + 10 x utilization cost) or
    `{name: weight}`. Rewards are minus the change of a running cost estimate; their episode
    sum is exactly minus `info["objective"]`.

    ## Starting State

    `reset(seed=s)` draws `workflows` DAGs of `paper_workload(workload)` and their Poisson
    arrivals from the episode seed; the `test` split uses generator seeds `train` never sees.
    `reset(options={"episode": i})` gives the split's `i`-th episode;
    `reset(options={"dags": [...], "arrivals": [...], "task_seed": s})` replays given
    workflows. Reset info: `episode`, `episode_seed`, `workload`, `workflows`, `utilization`.

    ## Episode End

    Terminated when every workflow has completed. Truncated after `max_steps` steps or, an
    overload cut of this family, once more than `max_queue` workflows are in the system. The
    final info holds `metrics` (`mean_slowdown`, `mean_wait_h`, `mean_makespan_h`,
    `actual_utilization`, `max_in_system`, ...) and `objective`.

    A cut episode is played to its end by the default action (see Invalid actions), so its
    objective charges the work it left; `info["default_steps"]` counts those decisions.

    ## Arguments

    - `workload`: `"mixture"` (default), `"montage"`, `"ligo"`, `"sipht"` or another kind of
      `hpcgym.workloads.scientific`.
    - `workflows`: N per episode (64).
    - `utilization`: the target load rho = lambda x E[T_e] / processors, a number (0.9) or a
      `(low, high)` range drawn per episode.
    - `processors`: P (100).
    - `window`: K workflows shown (K + 1 actions).
    - `generations`: generation sizes shown per workflow (11).
    - `objective`: see Rewards.
    - `warmup`: first workflows left out of the objective.
    - `split`: `"all"`, `"train"`, `"validation"` or `"test"`.
    - `max_steps`: truncate after that many steps; `max_queue`: truncate once more workflows
      are in the system.
    - `render_mode`: `"rgb_array"` or None.
    - `invalid_action`, `invalid_penalty`: what a masked action does (`"raise"`, `"noop"`,
      `"penalty"`, `"fallback"`; see Invalid actions above and `HPCEnv`).
    - `allow_large`: go past the size bounds of `hpcgym.sizes` (windows and other observed
      widths over `MAX_WIDTH` rows, episodes over `MAX_JOBS` jobs are refused otherwise).

    ## Baselines

    `sr`, `slop<f>` (e.g. `slop0.2`), `fes<depth>` (depth < `generations`) and `bf`
    (`hpcgym.baselines.task_dispatch`): each replays the native reservation pass from the
    observation and makes exactly the schedule of `hpcgym.tasks.policies.simulate` on the
    episode (tested). BF is the best; SLoP(0.2) is within 0.4%.

    ## Benchmark task

    `task-dispatch`: 20 test episodes of 64 workflows at 0.9 load, mean slowdown, against
    `bf`. As configured for the paper, the hindsight bound (`lookahead:bf:3:50`) is within 0.6%
    of the best baseline (5 test episodes); hpcgym bench keeps it off the headline board. The
    agent chooses only which workflow's random eligible task starts, and BF already keeps every
    processor busy: at full load, on Montage alone or on 20 processors, serving first the
    workflow with the least share of its tasks left gains at most 5% over BF (serving the
    fewest tasks left first loses 10-17%; `benchmarks/room.py`).

    ## Paper

    ilyushkin2015 (the workflow queue, the SR / SLoP / FES / BF policies, the LoP and the
    workload), bharathi2008 (the workflow structures).

    ## Version History

    - v0: the first version.
    """

    reset_options = ("episode", "dags", "arrivals", "task_seed")

    def __init__(
        self,
        workload: str = "mixture",
        *,
        workflows: int = 64,
        utilization: Utilization = 0.9,
        processors: int = 100,
        window: int = 32,
        generations: int = 11,
        objective: str | Mapping[str, float] = "slowdown",
        warmup: int = 0,
        split: str = "all",
        max_steps: int | None = None,
        max_queue: int | None = None,
        render_mode: str | None = None,
        invalid_action: str = "raise",
        invalid_penalty: float = 1.0,
        allow_large: bool = False,
    ) -> None:
        owner = "TaskDispatchEnv"
        allow_large = kwargs.allow(owner, allow_large)
        window = kwargs.width(owner, "window", window, allow_large=allow_large)
        generations = kwargs.width(owner, "generations", generations, allow_large=allow_large)
        processors = kwargs.width(
            owner, "processors", processors, allow_large=allow_large, what="processors"
        )
        workflows = kwargs.count(owner, "workflows", workflows)
        kwargs.episode_jobs(
            owner, "workflows", workflows, workflows * MEAN_TASKS, allow_large=allow_large
        )
        warmup = kwargs.count(owner, "warmup", warmup, lo=0)
        max_queue = kwargs.optional_count(owner, "max_queue", max_queue)
        kwargs.text(owner, "workload", workload)
        super().__init__(
            window + 1,
            max_steps=max_steps,
            render_mode=render_mode,
            invalid_action=invalid_action,
            invalid_penalty=invalid_penalty,
        )
        if not 0 <= warmup < workflows:
            raise EnvArgumentError(
                f"TaskDispatchEnv: need 0 <= warmup < workflows, got "
                f"warmup={warmup!r}, workflows={workflows!r}"
            )
        rho = load_range(utilization)
        paper_workload(workload, 1, 0)  # an unknown workload name fails here, clearly
        self.allow_large = allow_large
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
        self.episodes = TaskEpisodes(workload, workflows, rho, processors, split, allow_large)
        self.observation_space = observation_space(window, processors, generations)
        self.scales = TaskScales(processors, window, generations)

    # --- Gymnasium API ------------------------------------------------------------------

    def _begin(self, options: dict[str, Any]) -> dict[str, Any]:
        ep = (
            given_episode(self.np_random, options, self.processors)
            if wants_given(options)
            else self.episodes.draw(self.np_random, options.get("episode"))
        )
        if self.warmup >= len(ep.dags):
            raise EnvArgumentError(
                f"TaskDispatchEnv: warmup={self.warmup} leaves none of the "
                f"episode's {len(ep.dags)} workflows to measure"
            )
        P = self.processors
        self.sim = TaskQueue(ep.dags, ep.arrivals.tolist(), P, ep.task_seed)
        init = [generation_sizes(d) for d in ep.dags]
        cost = TaskCost(self.weights, ep.arrivals, ep.empty_makespan, P, self.warmup)
        self._state = TaskState(
            episode=ep,
            sim=self.sim,
            cost=cost,
            init_lop=[max(h) for h in init],
            init_gens=[len(h) for h in init],
            n_real=[d.n_real for d in ep.dags],
            kind=[KINDS.index(d.kind) if d.kind in KINDS else -1 for d in ep.dags],
        )
        self._state.fixed_rows = fixed_rows(self._state, self.scales)
        self._state.art_last = [bool(d.artificial[-1]) for d in ep.dags]
        self.sim.subscribe("end", self._ended)
        return {
            "workflows": len(ep.dags),
            "utilization": ep.utilization,
            "episode_seed": ep.seed,
            "workload": ep.name,
        }

    def _apply(self, a: int) -> None:
        st = self._state
        if a == self.window:
            st.idles += 1
            st.idled = True
            return
        sim = st.sim
        w = st.window[a]
        i = sim.pick(w)
        first = math.isnan(sim.first_start[w])
        sim.start(w, i)
        st.rows.pop(w, None)
        st.starts += 1
        st.cost.start(w, sim.now, sim.dags[w].runtime[i], first)
        now = sim.now
        st.running[(w, i)] = now
        got = st.running_of.get(w)
        if got is None:
            st.running_of[w] = {i: now}
        else:
            got[i] = now

    def _ended(self, w: int, i: int) -> None:
        st = self._state
        st.rows.pop(w, None)
        del st.running[(w, i)]
        of = st.running_of[w]
        del of[i]
        if not of:
            del st.running_of[w]

    def _default_action(self) -> int:
        return int(np.flatnonzero(self._mask[: self.window])[0])

    def _wait(self) -> bool:
        if not self._mask[self.window]:
            return False
        self._apply(self.window)
        return True

    def _truncate(self) -> bool:
        """The overload cut: more than ``max_queue`` workflows in the system."""
        return self.max_queue is not None and len(self._state.sim.active) > self.max_queue

    def _observe(self) -> dict[str, np.ndarray]:
        return observe(self._state, self.scales, self._mask)

    def _reward(self) -> float:
        return self._state.cost.reward(self._state.sim.now)

    def _final(self) -> tuple[float, dict[str, Any]]:
        cost = self._state.cost
        reward = cost.reward(self._state.sim.now)
        return reward, {"metrics": self.metrics(), "objective": cost.estimate}

    def _render_frame(self) -> np.ndarray:
        return draw(self)

    def metrics(self) -> dict[str, float | int]:
        """Episode metrics over the completed workflows after the warm-up (§II)."""
        return episode_metrics(
            self._state, self.warmup, self._steps, time.perf_counter() - self._t0
        )

    # --- the next decision ----------------------------------------------------------------

    def _advance(self) -> bool:
        """Run events to the next decision due (or the end); keep the cost up to date."""
        st = self._state
        sim = st.sim
        more = sim.advance() is not None
        cost = st.cost
        for w in range(st.arrived, sim.arrived):
            cost.arrive(w)
            st.open.add(w)
        st.arrived = sim.arrived
        if sim.finished != st.finished:
            active = sim.active
            for w in [w for w in st.open if w not in active]:
                st.open.discard(w)
                cost.finish(w, sim.finish[w])
            st.finished = sim.finished
        if len(sim.active) > st.max_in_system:
            st.max_in_system = len(sim.active)
        if self.render_mode is not None:
            self.history.append((sim.now, self.processors - sim.free, len(sim.active)))
        return more

    def _next_decision(self) -> bool:
        """Advance until the agent has a choice; True once every workflow has completed.
        After an idle action the processors stay idle until the next event."""
        st = self._state
        sim = st.sim
        if st.idled:
            st.idled = False
            if not self._advance():
                return self._over()
        while True:
            if sim.free and sim.n_waiting:
                if self._build_window():
                    return False
                st.overflows += 1
            if not self._advance():
                return self._over()

    def _over(self) -> bool:
        self._state.window = []
        self._state.ahead = []
        self._mask[:] = False
        self._mask[-1] = True
        return True

    def _build_window(self) -> bool:
        """The window and the mask; False if no window workflow has a waiting task."""
        st = self._state
        sim = st.sim
        K = self.window
        win: list[int] = []
        ahead: list[int] = []
        skipped = 0
        waiting = 0
        mask = self._mask
        mask[:] = False
        for k, (w, s) in enumerate(sim.active.items()):
            if s.wait:
                mask[len(win)] = True
                waiting += len(s.wait)
            elif s.running >= s.lop:
                skipped += 1
                continue
            win.append(w)
            ahead.append(k)
            if len(win) == K:
                break
        st.window = win
        st.ahead = ahead
        st.skipped = skipped
        st.beyond = len(sim.active) - skipped - len(win)
        mask[K] = sim.free < self.processors or sim.arrived < sim.n
        return waiting > 0

    def _explain(self, a: int) -> str:
        t = self._state.sim.now
        win = self._state.window
        if a == self.window:
            return (
                f"action {a} (leave the processors idle) is masked at t={t:.3f}: nothing "
                "runs and no workflow is left to arrive, so idling would stall the system"
            )
        if a >= len(win):
            return f"action {a} is masked at t={t:.3f}: the window holds {len(win)} workflows"
        return f"action {a} is masked at t={t:.3f}: window workflow {a} has no waiting task"
