"""``hpcgym/Dispatch-v0``: the agent picks which queued job gets the next start or reservation.

At each scheduling pass of the simulator the agent sees the top-``window`` startable jobs of
the priority queue and picks one (action ``k`` < ``window``) or ends the pass (action
``window``). A job that fits starts now and the agent is asked again; a job that does not fit
gets the reservation and the env backfills around it with the mechanism of ``policy`` (EASY by
default; ``conservative`` or ``none``), which ends the pass. The env asks nothing while no job
can be chosen (no free unit, or no startable job). Ending the pass is masked while nothing runs,
so no agent can stall the machine. With ``policy`` naming a native policy (``fcfs-easy``,
``slurm``...) the queue order, backfill depth and interval and the over-time grace are that
policy's, and an agent always picking the head makes exactly that policy's schedule.
"""
from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import gymnasium as gym
import numpy as np

from hpcgym.batch.policies import SchedulerConfig, get_policy, make_queue
from hpcgym.batch.simulator import Simulator
from hpcgym.batch.workload import Workload

from hpcgym.envs.episodes import make_episodes
from hpcgym.envs.mechanism import BACKFILL, waiting_order
from hpcgym.envs.objective import CostTracker, episode_cost, episode_metrics, parse_objective
from hpcgym.envs.observation import Observer, Scales, observation_space
from hpcgym.envs.spaces import InvalidActionError, MaskedDiscrete


class DispatchEnv(gym.Env):
    """Dispatch decisions on an SWF trace window or an Edison-like workload.

    ``workload``: ``"lublin_256"`` (bundled), an SWF path, a :class:`Workload`, or
    ``"edison"``; ``jobs``/``hours``: the episode window (trace default 256 jobs, Edison
    default 6 h after a ``warmup`` in seconds; a Workload without either is replayed whole); ``split``: ``"all"``, ``"train"`` (first 80% of
    a trace) or ``"test"`` (last 20%); ``objective``: ``"bsld"``, ``"wait"``, ``"utilization"``,
    ``"wf_turnaround"``, ``"mix"`` or ``{name: weight}``; ``max_steps`` truncates an episode;
    ``workflows`` mixes a catalog workflow into Edison episodes, e.g. ``{"workflow":
    "Montage", "share": 0.05, "mode": "woas"}`` (see :class:`~hpcgym.envs.episodes.EdisonEpisodes`).
    """

    metadata = {"render_modes": ["rgb_array"], "render_fps": 4}

    def __init__(self, workload: str | Workload = "lublin_256", *, jobs: int | None = None,
                 hours: float | None = None, split: str = "all", warmup: int = 3600,
                 window: int = 32, policy: str | SchedulerConfig = "fcfs-easy",
                 backfill: str | None = None, objective: str | Mapping[str, float] = "bsld",
                 max_steps: int | None = None, render_mode: str | None = None,
                 workflows: Mapping[str, Any] | None = None) -> None:
        if window < 1:
            raise ValueError("DispatchEnv: window must be >= 1")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"DispatchEnv: unsupported render_mode {render_mode!r}")
        config = get_policy(policy)
        if backfill is not None:
            config = replace(config, name=f"{config.name}/{backfill}", backfill=backfill)
        self.config = config
        self.episodes = make_episodes(workload, jobs, hours, split, warmup, workflows)
        self.window = window
        self.weights = parse_objective(objective)
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.observation_space = observation_space(window)
        self.action_space = MaskedDiscrete(window + 1, self.action_masks)
        self._backfill = BACKFILL[config.backfill]
        self.sim: Simulator | None = None
        self.observer: Observer | None = None
        self.tracker: CostTracker | None = None
        self._win: list[int] = []
        self._mask = np.zeros(window + 1, bool)
        self._in_pass = False
        self._done = True
        self._steps = 0
        self._t0 = 0.0
        self.history: list[tuple[int, int, int]] = []

    # --- Gymnasium API -----------------------------------------------------------------

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[dict, dict]:
        super().reset(seed=seed)
        workload = self.episodes.sample(self.np_random)
        cfg = self.config
        sim = Simulator(workload, make_queue(cfg, workload), grace=cfg.grace,
                        bf_interval=cfg.bf_interval)
        self.sim = sim
        self.observer = Observer(sim, self.window)
        self.tracker = CostTracker(self.weights, sim)
        self.history = []
        self._steps = 0
        self._in_pass = False
        self._done = False
        self._t0 = time.perf_counter()
        if self._next_decision():
            raise ValueError(f"{workload.name}: an episode needs at least one job")
        return self._observe(), {"workload": workload.name, "jobs": len(workload)}

    def step(self, action: Any) -> tuple[dict, float, bool, bool, dict]:
        if self._done:
            raise RuntimeError("DispatchEnv.step() called after the episode ended; call reset()")
        a = int(action)
        K = self.window
        if not 0 <= a <= K or not self._mask[a]:
            raise InvalidActionError(self._invalid(a))
        sim = self.sim
        if a == K:
            self._in_pass = False
        else:
            i = self._win[a]
            if sim.units[i] <= sim.free:
                self._start(i)
            else:
                if sim.backfill_due:
                    self._backfill(sim, i, self.config.depth, self._start,
                                   getattr(self.config, "filter_held", False))
                self._in_pass = False
        terminated = self._next_decision()
        self._steps += 1
        truncated = (not terminated and self.max_steps is not None
                     and self._steps >= self.max_steps)
        info: dict[str, Any] = {}
        if terminated or truncated:
            self._done = True
            metrics = episode_metrics(sim.schedule(self.config.name,
                                                   time.perf_counter() - self._t0))
            cost = episode_cost(self.weights, metrics)
            reward = (self.tracker.final_reward(cost) if terminated
                      else self.tracker.reward(sim.now))
            info = {"metrics": metrics, "objective": cost}
        else:
            reward = self.tracker.reward(sim.now)
        return self._observe(), float(reward), terminated, truncated, info

    @property
    def scales(self) -> Scales:
        """What the observation's features are normalised by (constants of the cluster)."""
        cl = self.episodes.cluster
        return Scales(cl.total_cores, cl.total_units, cl.max_walltime)

    def action_masks(self) -> np.ndarray:
        """Valid actions now (what sb3-contrib's MaskablePPO asks for)."""
        return self._mask.copy()

    def render(self) -> np.ndarray | None:
        if self.render_mode != "rgb_array" or self.sim is None:
            return None
        from hpcgym.envs.render import draw

        return draw(self)

    # --- internals ---------------------------------------------------------------------

    def _start(self, i: int) -> None:
        self.sim.start(i)
        self.tracker.start(i, self.sim.now)
        self.observer.started(i)

    def _next_decision(self) -> bool:
        """Advance to the next state where the agent has a choice; True once all jobs ended."""
        sim = self.sim
        K = self.window
        while True:
            if self._in_pass and sim.free:
                win = waiting_order(sim, K)
                if win:
                    self._win = win
                    mask = self._mask
                    mask[:] = False
                    mask[:len(win)] = True
                    mask[K] = sim.free < sim.total_units
                    return False
            self._in_pass = False
            if not sim.advance():
                self._win = []
                self._mask[:] = False
                self._mask[K] = True
                return True
            self.tracker.arrive_until(sim.now)
            self.observer.new_pass()
            self._in_pass = True
            if self.render_mode is not None:
                self.history.append((sim.now, sim.total_units - sim.free, len(sim.queue)))

    def _observe(self) -> dict[str, np.ndarray]:
        return self.observer.observe(self._win, self._mask, self.tracker.arrived)

    def _invalid(self, a: int) -> str:
        K = self.window
        if not 0 <= a <= K:
            return f"action {a} out of range: Discrete({K + 1}) takes 0..{K}"
        if a == K:
            return (f"action {a} (end the pass) is masked: nothing is running at "
                    f"t={self.sim.now}, so ending the pass would stall the machine")
        return (f"action {a} is masked: the window holds {len(self._win)} startable jobs at "
                f"t={self.sim.now} (valid actions: {np.flatnonzero(self._mask).tolist()})")
