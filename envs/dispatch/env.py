"""``hpcgym/Dispatch-v0``: the agent picks which queued job gets the next start or reservation.

At each scheduling pass of the simulator the agent sees the top-``window`` startable jobs of
the priority queue and picks one (action ``k`` < ``window``) or ends the pass (action
``window``). A job that fits starts now and the agent is asked again; a job that does not fit
gets the reservation and the env backfills around it with the mechanism of ``policy`` (EASY by
default; ``conservative`` or ``none``), which ends the pass. The env asks nothing while no job
can be chosen (no free unit, or no startable job). Ending the pass is masked while nothing runs,
so no agent can stall the machine. With ``policy`` naming a native policy (``fcfs-easy``,
``slurm``...) the queue order, backfill depth and interval and the over-time grace are that
policy's, and an agent always picking the head makes exactly that policy's schedule. Under an
``rlscheduler`` preset the env follows RLScheduler's rules instead (its queue in submit order,
a picked job that does not fit locked as the head, no end-the-pass action;
:class:`~hpcgym.envs.dispatch.mechanism.Picking`).
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import numpy as np

from hpcgym.batch.policies import SchedulerConfig, get_policy
from hpcgym.batch.workload import Workload
from hpcgym.envs.common import kwargs
from hpcgym.envs.common.base import HPCEnv
from hpcgym.envs.common.episodes import episode_option
from hpcgym.envs.common.reward import parse_objective
from hpcgym.envs.dispatch.backend import DispatchBackend, open_episode
from hpcgym.envs.dispatch.episodes import make_episodes
from hpcgym.envs.dispatch.observation import observation_space
from hpcgym.envs.dispatch.render import draw
from hpcgym.envs.dispatch.reward import DEFAULT_MIX, OBJECTIVES, episode_cost, episode_metrics
from hpcgym.envs.dispatch.types import Scales
from hpcgym.errors import EnvArgumentError, WorkloadError
from hpcgym.units import HOUR


class DispatchEnv(HPCEnv[DispatchBackend]):
    """Which queued job of an HPC batch queue gets the next start or reservation.

    ## Description

    A batch system (whole-node or per-core allocation, a priority queue, backfilling) replays an
    episode of jobs: a window of an SWF trace (`hpcgym/Dispatch-v0`: 256-job windows of the
    bundled Lublin-Feitelson `lublin_256` trace, lublin2003, on 256 processors) or a freshly
    generated Edison-like workload (`hpcgym/Dispatch-Edison-v0`: 6 hours after a 1-hour warm-up,
    rodrigo2018, under Moab as Edison ran it) or a generated Perlmutter-like one on NERSC's GPU
    and CPU partitions (`hpcgym/Dispatch-Perlmutter-v0`: 6 hours after a 1-hour warm-up on a
    machine pre-filled with an 8-hour backlog, nersc2024perlmutter, under Slurm with TRES
    weights; `hpcgym.workloads.perlmutter` says which of its figures are assumed). At each
    scheduling pass the agent sees the
    top-`window` startable jobs of the priority queue and picks one; a job that fits starts
    and the agent is asked again, a job that does not fit gets the reservation and the env
    backfills around it with the mechanism of `policy` (EASY by default; `conservative` or
    `none` with `backfill=`), which ends the pass. With `policy` naming a native policy
    (`fcfs-easy`, `slurm`, `moab-edison`, ...) the queue order, backfill depth and interval and
    the over-time grace are that policy's, so an agent always picking the head makes exactly
    that policy's schedule. Under an `rlscheduler` preset the env follows RLScheduler's rules
    instead (zhang2020: its queue in submit order, a picked job that does not fit is locked as
    the head until it fits, no end-the-pass action; `hpcgym.envs.dispatch.mechanism.Picking`).

    On a machine of partitions (Perlmutter's GPU and CPU nodes) one window spans both
    partitions, and a job that does not fit reserves for its partition only: that partition's
    jobs leave the window for the rest of the pass (Slurm's main scheduler passes a blocked
    partition over) and the agent goes on choosing among the others'; when none is left the
    queue is backfilled around each partition's reserved job, which ends the pass
    (`hpcgym.envs.dispatch.mechanism.PartitionReserving`). A job fits when every resource of
    its partition does (nodes, GPUs, memory).

    ## Action Space

    `Discrete(window + 1)` (`Discrete(33)` by default). Action `k < window` picks the `k`-th
    job of the window (priority order); action `window` ends the pass. The mask is
    `obs["action_mask"]` and `env.unwrapped.action_masks()` (sb3-contrib's `get_action_masks`
    finds it through wrappers): rows past the window's jobs are masked, and ending the pass is
    masked while nothing runs (so no agent can stall the machine) and always under the
    `rlscheduler` rules. The env asks nothing while no job can be chosen.

    **Invalid actions.** The default action (`invalid_action="fallback"`, and what finishes a cut or stalled
    episode) is the window's head: the job the policy's own queue order starts next, so the
    default agent makes exactly the native policy's schedule (the env's own reference, with no
    learned choice); under RLScheduler's rules, the job the preset's heuristic picks. Under
    `"noop"` an invalid action ends the pass, and time runs on to the next event (a
    completion or an arrival; passes the policy's interval makes in between are skipped);
    while nothing runs and no job is left to arrive (and always under RLScheduler's rules,
    where only picks move time) nothing can happen without a choice, so the default action is
    taken.

    ## Observation Space

    A `spaces.Dict` of float32 blocks normalised to O(1) by constants of the cluster
    (`env.unwrapped.scales`): `cluster` (free units now and expected free at 15 min to 32 h by
    requested walltimes, whether this pass may backfill), `queue` (`window` x 10: cores,
    walltime, wait, submit time, fits now, the geometry the priority engine ranks it by, age),
    `queue_mask`, `workflows` (`window` x 9: the DAG state of each window job's workflow, zeros
    for a plain job), `clock` (time of day, elapsed days, shares submitted and finished, queue
    length) and `action_mask`. The columns are named by the `Features` blocks of
    `hpcgym.envs.batch_window.observation`. On a machine of partitions two blocks more
    (`hpcgym.envs.batch_window.partitions`): `partitions` (one row per partition: its free
    units and free GPUs in shares of its own, its share of the machine) and `resources`
    (`window` rows: the job's partition one-hot, its units over its partition's, the GPUs it
    asks and holds over its partition's, its memory over its partition's); `fits` is then by
    every resource of the job's partition.

    ## Rewards

    `objective` is a cost: `"bsld"` (mean bounded slowdown, default), `"wait"` (mean wait,
    hours), `"utilization"` (minus the actual utilization), `"wf_turnaround"` (mean workflow
    turnaround, hours), `"mix"` (bsld + 100 x utilization cost) or `{name: weight}`. Each step
    rewards minus the change of a running estimate of the cost (waiting jobs are charged the
    time waited so far); the last reward makes the episode's sum exactly minus
    `info["objective"]`, computed from the finished schedule.

    ## Starting State

    `reset(seed=s)` draws the episode from the env's RNG only: a random window of the split's
    jobs (submit times shifted to start at 0) or a generator seed of the split's range, so a
    seed gives the same workload whatever agent runs. `reset(options={"episode": i})` replays
    the split's `i`-th non-overlapping window (or generator seed) instead. The first
    observation is the first scheduling pass with a choice. Reset info: `episode`,
    `episode_seed`, `workload`, `jobs`.

    ## Episode End

    Terminated when every job of the episode has ended (started and run, or been killed at
    `walltime + grace`). Truncated after `max_steps` steps (the env's one step limit; the last
    info still holds `metrics` and `objective`). The final info holds `metrics` (the schedule's
    metrics: `mean_bsld`, `mean_wait_h`, `actual_utilization`, `p95_wait_s`, `makespan_s`, ...)
    and `objective`.

    A cut episode is played to its end by the default action (see Invalid actions), so its
    objective charges the work it left; `info["default_steps"]` counts those decisions.

    ## Arguments

    - `workload`: `"lublin_256"` (bundled), another bundled or `$HPCGYM_TRACES` trace name, an
      SWF path, a `Workload`, `"edison"` (generated per episode), or `"lublin_256-model"` /
      `"lublin_256_new2-model"` (the Lublin-Feitelson model those traces were made with, a
      fresh `jobs`-job workload per episode, lublin2003), or `"perlmutter"` (a generated
      Perlmutter-like workload per episode on NERSC's GPU and CPU partitions).
    - `jobs` / `hours`: the episode window (trace and Lublin model default 256 jobs, Edison
      and Perlmutter default 6 h); a `Workload` without either is replayed whole.
    - `split`: `"all"`, `"train"` (first 60% of a trace), `"validation"` (next 10%) or
      `"test"` (last 30%); generated workloads draw seeds from disjoint ranges per split.
    - `warmup`: seconds of Edison or Perlmutter workload before the measured window (default
      3600).
    - `window`: K, the queue jobs shown (K + 1 actions).
    - `policy`: a native policy name with `+options` or a `SchedulerConfig` (default
      `"fcfs-easy"`; `"moab-edison"` on `hpcgym/Dispatch-Edison-v0`).
    - `backfill`: `"easy"`, `"conservative"` or `"none"` in place of the policy's.
    - `objective`: see Rewards.
    - `workflows`: a catalog workflow mixed into Edison episodes, e.g.
      `{"workflow": "Montage", "share": 0.05, "mode": "woas"}`.
    - `protocol`: `"rlscheduler"` gives a trace's episodes under RLScheduler's protocol (its 10
      seed-1 test windows of 1,024 jobs; train and validation windows of `jobs` outside them),
      best with `policy="rlscheduler"` and `window=128`.
    - `max_steps`: truncate after that many steps.
    - `render_mode`: `"rgb_array"` or None.
    - `invalid_action`, `invalid_penalty`: what a masked action does (`"raise"`, `"noop"`,
      `"penalty"`, `"fallback"`; see Invalid actions above and `HPCEnv`).
    - `allow_large`: go past the size bounds of `hpcgym.sizes` (windows and other observed
      widths over `MAX_WIDTH` rows, episodes over `MAX_JOBS` jobs are refused otherwise).
    - `engine`: `"auto"` (default) runs an episode on the compiled core where it covers it
      (what the simulator guide's coverage table marks compiled, without workflows, with the
      `bsld` / `wait` / `utilization` terms, no rendering; `hpcgym.envs.dispatch.compiled`), else on the Python simulator; `"compiled"` refuses what
      it does not cover, `"python"` always runs the reference. Both give the same episode to the
      bit (tested); the compiled one steps about 5x faster. `hpcgym/Dispatch-Edison-v0` runs
      compiled too: Moab's queue order (priority per pass, eligible limits per user and queue,
      rodrigo2018 §3.1.3) is in the core, and the rollout planners (`rollout:moab:K`,
      `rollout:f1:K+sS+arrH`) plan there, sampled arrivals taking Edison's own classes.
      `gymnasium.make_vec(id, num_envs=N)` steps N compiled episodes in one call, replaying the
      episodes of N single envs to the bit (`hpcgym.envs.dispatch.vector`).

    ## Baselines

    `fcfs`, `sjf`, `wfp3`, `unicep` (tang2009), `f1` (carastan2017), `slurm` (multifactor) and,
    on Edison, `moab` (the window's head under `moab-edison`), on Perlmutter `slurm-tres`
    (multifactor with TRES weights, slurm2024multifactor: its GPU factor and billed-node size
    read from the `resources` block) rank the window by their score
    (`hpcgym.baselines.dispatch`). On an env whose `policy` orders the queue their way
    (`hpcgym.baselines.NATIVE`) each makes exactly the native schedule (tested, also with
    workflows); `rlscheduler`, `rlscheduler-wfp3|unicep|sjf|f1` are RLScheduler's heuristics as
    its code scores jobs. F1 is the best baseline on Lublin-1 and Edison, SJF on Lublin-2 and
    HPC2N.

    ## Benchmark task

    `dispatch-lublin1`, `dispatch-lublin2`, `dispatch-hpc2n` (256-job test windows of each
    trace), `rlscheduler-lublin1|lublin2|hpc2n` (RLScheduler's protocol and rules) on
    `hpcgym/Dispatch-v0`; `dispatch-edison` on `hpcgym/Dispatch-Edison-v0`;
    `dispatch-perlmutter` (200 test, 100 validation generator seeds) on
    `hpcgym/Dispatch-Perlmutter-v0`.

    ## Paper

    rodrigo2018 (the Edison workload and Moab's queues), zhang2020 (RLScheduler's protocol,
    rules and heuristics), mualem2001 (EASY and conservative backfilling), lublin2003 (the
    bundled traces), rodrigo2017 (the Slurm preset and workflows), nersc2024perlmutter
    (Perlmutter's partitions and QOS limits), slurm2024multifactor (TRES-weighted priority).

    ## Version History

    - v0: the first version (`hpcgym/Dispatch-Edison-v0` schedules under `moab-edison`;
      `policy="fcfs-easy"` gives textbook EASY; `hpcgym/Dispatch-Perlmutter-v0` under
      `slurm-tres`).
    """

    def __init__(
        self,
        workload: str | Workload = "lublin_256",
        *,
        jobs: int | None = None,
        hours: float | None = None,
        split: str = "all",
        warmup: int = HOUR,
        window: int = 32,
        policy: str | SchedulerConfig = "fcfs-easy",
        backfill: str | None = None,
        objective: str | Mapping[str, float] = "bsld",
        max_steps: int | None = None,
        render_mode: str | None = None,
        workflows: Mapping[str, Any] | None = None,
        protocol: str | None = None,
        invalid_action: str = "raise",
        invalid_penalty: float = 1.0,
        allow_large: bool = False,
        engine: str = "auto",
    ) -> None:
        owner = "DispatchEnv"
        allow_large = kwargs.allow(owner, allow_large)
        window = kwargs.width(owner, "window", window, allow_large=allow_large)
        kwargs.kind(
            owner, "policy", policy, (str, SchedulerConfig), "a policy name or a SchedulerConfig"
        )
        if backfill is not None:
            kwargs.text(owner, "backfill", backfill)
        if protocol is not None:
            kwargs.text(owner, "protocol", protocol)
        engine = kwargs.engine(owner, engine)
        super().__init__(
            window + 1,
            max_steps=max_steps,
            render_mode=render_mode,
            invalid_action=invalid_action,
            invalid_penalty=invalid_penalty,
        )
        config = get_policy(policy)
        if config.nodes:
            raise EnvArgumentError(
                f"{owner}: policy {config.name!r}: +nodes is a native policy's option; "
                "the env's passes count free units"
            )
        if backfill is not None:
            config = replace(config, name=f"{config.name}/{backfill}", backfill=backfill)
        self.config = config
        self.episodes = make_episodes(
            workload, jobs, hours, split, warmup, workflows, protocol, allow_large
        )
        self.window = window
        self.weights = parse_objective(objective, OBJECTIVES, DEFAULT_MIX)
        self.observation_space = observation_space(window, self.episodes.cluster)
        self.engine = engine

    @property
    def scales(self) -> Scales:
        """What the observation's features are normalised by (constants of the cluster)."""
        cl = self.episodes.cluster
        return Scales(cl.total_cores, cl.total_units, cl.max_walltime)

    def forget_future(self, runtimes: bool = False) -> None:
        """Make this env (a copy, for a planner) know only what a scheduler knows now: no
        arrival after now, requested walltimes as runtimes, or with ``runtimes`` the share of
        their requests the jobs ended so far used (:meth:`Simulator.forget_future`)."""
        self._state.forget_future(runtimes)

    # --- the family's parts ------------------------------------------------------------

    def _begin(self, options: dict[str, Any]) -> dict[str, Any]:
        episode = self.episodes.draw(self.np_random, episode_option(options))
        workload = episode.workload
        if not len(workload):
            raise WorkloadError(f"{workload.name}: an episode needs at least one job")
        history = self.history if self.render_mode is not None else None
        self._state = open_episode(
            self.engine, episode, self.config, self.window, self.weights, history
        )
        self.sim = self._state.sim
        return {"episode_seed": episode.seed, "workload": episode.name, "jobs": len(workload)}

    def _apply(self, a: int) -> None:
        self._state.apply(a)

    def _reward(self) -> float:
        return self._state.reward()

    def _default_action(self) -> int:
        return self._state.default_action()

    def _wait(self) -> bool:
        return self._state.wait()

    def _final(self) -> tuple[float, dict[str, Any]]:
        wall = time.perf_counter() - self._t0
        metrics = episode_metrics(self.sim.schedule(self.config.name, wall))
        objective = episode_cost(self.weights, metrics)
        return self._state.final_reward(objective), {"metrics": metrics, "objective": objective}

    def _next_decision(self) -> bool:
        """Advance to the next state where the agent has a choice; True once all jobs ended."""
        return self._state.next_decision(self._mask)

    def _observe(self) -> dict[str, np.ndarray]:
        return self._state.observe(self._mask)

    def _explain(self, a: int) -> str:
        refused = self._state.ending_refused() if a == self.window else None
        if refused is not None:
            return (
                f"action {a} (end the pass) is masked: under {self.config.name}'s rules {refused}"
            )
        if a == self.window:
            return (
                f"action {a} (end the pass) is masked: nothing is running at "
                f"t={self.sim.now}, so ending the pass would stall the machine"
            )
        window = self._state.window_jobs
        return (
            f"action {a} is masked: the window holds {len(window)} "
            f"startable jobs at t={self.sim.now}"
        )

    def _render_frame(self) -> np.ndarray:
        return draw(self)
