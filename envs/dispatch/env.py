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

from hpcgym.batch.policies import SchedulerConfig, build_simulator, get_policy
from hpcgym.batch.workload import Workload
from hpcgym.envs.common import kwargs
from hpcgym.envs.common.base import HPCEnv
from hpcgym.envs.common.episodes import episode_option
from hpcgym.envs.common.reward import parse_objective
from hpcgym.envs.dispatch.episodes import make_episodes
from hpcgym.envs.dispatch.mechanism import Picking, make_mechanism
from hpcgym.envs.dispatch.observation import DispatchObserver, observation_space
from hpcgym.envs.dispatch.render import draw
from hpcgym.envs.dispatch.reward import (
    DEFAULT_MIX,
    OBJECTIVES,
    DispatchCost,
    episode_cost,
    episode_metrics,
)
from hpcgym.envs.dispatch.types import DispatchState, Scales
from hpcgym.errors import WorkloadError
from hpcgym.units import HOUR


class DispatchEnv(HPCEnv[DispatchState]):
    """Dispatch decisions on an SWF trace window or an Edison-like workload.

    ``workload``: ``"lublin_256"`` (bundled), an SWF path, a :class:`Workload`, or
    ``"edison"``; ``jobs``/``hours``: the episode window (trace default 256 jobs, Edison
    default 6 h after a ``warmup`` in seconds; a Workload without either is replayed whole);
    ``split``: ``"all"``, ``"train"`` (first 60% of a trace), ``"validation"`` (next 10%) or
    ``"test"`` (last 30%); ``reset(options={"episode": i})`` replays the split's ``i``-th
    non-overlapping window (or generator seed) instead of a random one;
    ``objective``: ``"bsld"``, ``"wait"``, ``"utilization"``, ``"wf_turnaround"``, ``"mix"``
    or ``{name: weight}``; ``max_steps`` truncates an episode; ``workflows`` mixes a catalog
    workflow into Edison episodes, e.g. ``{"workflow": "Montage", "share": 0.05, "mode":
    "woas"}`` (see :class:`~hpcgym.envs.batch_window.episodes.EdisonEpisodes`); ``protocol=
    "rlscheduler"`` gives a trace's episodes under RLScheduler's protocol (its 10 test windows
    of 1,024 jobs; train and validation windows of ``jobs`` outside them, see
    :class:`~hpcgym.envs.batch_window.episodes.ProtocolWindows`), best with ``policy="rlscheduler"``
    (its rules: the agent picks from its queue in submit order, a job that does not fit is
    locked as the head); ``invalid_action``: see :class:`~hpcgym.envs.common.base.HPCEnv`.
    A ``window`` over :data:`hpcgym.sizes.MAX_WIDTH` rows, or generated episodes of more than
    :data:`hpcgym.sizes.MAX_JOBS` jobs, are refused unless ``allow_large=True``.
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
        super().__init__(
            window + 1,
            max_steps=max_steps,
            render_mode=render_mode,
            invalid_action=invalid_action,
            invalid_penalty=invalid_penalty,
        )
        config = get_policy(policy)
        if backfill is not None:
            config = replace(config, name=f"{config.name}/{backfill}", backfill=backfill)
        self.config = config
        self.episodes = make_episodes(
            workload, jobs, hours, split, warmup, workflows, protocol, allow_large
        )
        self.window = window
        self.weights = parse_objective(objective, OBJECTIVES, DEFAULT_MIX)
        self.observation_space = observation_space(window)

    @property
    def scales(self) -> Scales:
        """What the observation's features are normalised by (constants of the cluster)."""
        cl = self.episodes.cluster
        return Scales(cl.total_cores, cl.total_units, cl.max_walltime)

    def forget_future(self) -> None:
        """Make this env (a copy, for a planner) know only what a scheduler knows now: no
        arrival after now, requested walltimes as runtimes (:meth:`Simulator.forget_future`)."""
        self.sim.forget_future()
        self._state.observer.profile.rekey()

    # --- the family's parts ------------------------------------------------------------

    def _begin(self, options: dict[str, Any]) -> dict[str, Any]:
        episode = self.episodes.draw(self.np_random, episode_option(options))
        workload = episode.workload
        if not len(workload):
            raise WorkloadError(f"{workload.name}: an episode needs at least one job")
        sim = build_simulator(workload, self.config)
        self.sim = sim
        self._state = DispatchState(
            episode,
            make_mechanism(self.config),
            DispatchObserver(sim, self.window),
            DispatchCost(self.weights, sim),
        )
        sim.subscribe("start", self._started)
        return {"episode_seed": episode.seed, "workload": episode.name, "jobs": len(workload)}

    def _apply(self, a: int) -> None:
        st = self._state
        st.in_pass = a != self.window and st.mechanism.choose(self.sim, st.window_jobs[a])

    def _reward(self) -> float:
        return self._state.cost.reward(self.sim.now)

    def _final(self, terminated: bool) -> tuple[float, dict[str, Any]]:
        sim, cost = self.sim, self._state.cost
        metrics = episode_metrics(sim.schedule(self.config.name, time.perf_counter() - self._t0))
        objective = episode_cost(self.weights, metrics)
        reward = cost.final_reward(objective) if terminated else cost.reward(sim.now)
        return reward, {"metrics": metrics, "objective": objective}

    def _started(self, i: int) -> None:
        st = self._state
        st.cost.start(i, self.sim.now)
        st.observer.started(i)

    def _next_decision(self) -> bool:
        """Advance to the next state where the agent has a choice; True once all jobs ended."""
        sim, st = self.sim, self._state
        mechanism = st.mechanism
        K = self.window
        mask = self._mask
        while True:
            if st.in_pass:
                win = mechanism.window(sim, K)
                if win:
                    st.window_jobs = win
                    mask[:] = False
                    mask[: len(win)] = True
                    mask[K] = mechanism.can_end(sim)
                    return False
            st.in_pass = False
            if not sim.advance():
                st.window_jobs = []
                mask[:] = False
                mask[K] = True
                return True
            st.cost.arrive_until(sim.now)
            st.observer.new_pass()
            st.in_pass = True
            if self.render_mode is not None:
                self.history.append((sim.now, sim.total_units - sim.free, len(sim.queue)))

    def _observe(self) -> dict[str, np.ndarray]:
        st = self._state
        return st.observer.observe(st.window_jobs, self._mask, st.cost.arrived)

    def _explain(self, a: int) -> str:
        if a == self.window and isinstance(self._state.mechanism, Picking):
            return (
                f"action {a} (end the pass) is masked: under {self.config.name}'s rules "
                "the agent always picks a job (RLScheduler has no such action)"
            )
        if a == self.window:
            return (
                f"action {a} (end the pass) is masked: nothing is running at "
                f"t={self.sim.now}, so ending the pass would stall the machine"
            )
        return (
            f"action {a} is masked: the window holds {len(self._state.window_jobs)} "
            f"startable jobs at t={self.sim.now}"
        )

    def _render_frame(self) -> np.ndarray:
        return draw(self)
