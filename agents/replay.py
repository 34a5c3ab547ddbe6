"""Deploy an agent on a whole workload: the schedule it makes, as a native policy's.

``hpcgym run --trace T --policy rollout:f1:3`` replays every job of ``T`` with the online
planner picking each start, through the dispatch env (EASY reservation and backfill around
the agent's picks, :class:`~hpcgym.envs.dispatch.env.DispatchEnv`), and reports the same
metrics as a native policy's run, plus the agent's time per decision.

A planner over a heuristic runs under that heuristic's native queue (``rollout:f1:3`` under
``f1-easy``): the env shows the agent the top ``window`` jobs of the queue, and on a whole
trace the queue is longer than the window at most decisions (78% on ``lublin_256``, against
0.06% in its 256-job windows), so under ``fcfs-easy`` a planner and its base would choose
among the oldest 32 jobs only, a different policy from the heuristic's (F1 so restricted:
mean bounded slowdown 435 on ``lublin_256``, against 40 for ``f1-easy``). A learned model
runs under ``fcfs-easy``, the queue it was trained on.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import gymnasium as gym

from hpcgym.agents.evaluate import load_agent, model_file, run_episode
from hpcgym.agents.lookahead import PREFIXES, base_of
from hpcgym.baselines.dispatch import NATIVE
from hpcgym.batch.simulator import Schedule
from hpcgym.batch.workload import Workload

ENV_ID = "hpcgym/Dispatch-v0"


@dataclass(slots=True)
class Replay:
    """An agent's schedule of a whole workload, its decisions and their wall time."""

    schedule: Schedule
    decisions: int
    agent_s: float

    @property
    def ms_per_decision(self) -> float:
        return 1000 * self.agent_s / self.decisions if self.decisions else 0.0


@dataclass(slots=True)
class Reporting:
    """An agent's model that reports the jobs finished so far before each decision."""

    model: Any
    env: gym.Env
    progress: Callable[[int], None]

    def predict(self, *args: Any, **kwargs: Any) -> Any:
        inner: Any = self.env.unwrapped  # a DispatchEnv
        self.progress(inner.sim.finished)
        return self.model.predict(*args, **kwargs)


def queue_policy(agent: str) -> str:
    """The native policy an agent is deployed under: a planner's base's own
    (:data:`~hpcgym.baselines.dispatch.NATIVE`), else ``fcfs-easy``."""
    if agent.startswith(PREFIXES):
        return NATIVE.get(base_of(agent), "fcfs-easy")
    return "fcfs-easy"


def replay(
    workload: Workload,
    agent: str,
    policy: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> Replay:
    """``agent`` (``rollout:f1:3``, ``pretrained:NAME``, a ``model.zip``...) scheduling every
    job of ``workload`` on the dispatch env under ``policy``'s queue and backfill (by default
    :func:`queue_policy`); a shipped or saved model must have been trained with an
    observation that fits (its window size)."""
    policy = queue_policy(agent) if policy is None else policy
    kwargs: dict = {"policy": policy}
    path = model_file(agent)
    if path is not None:
        from hpcgym.agents.models import load

        kwargs = {**load(path)[1].env_kwargs, **kwargs}
        kwargs = {k: v for k, v in kwargs.items() if k in ("window", "objective", "policy")}
    env = gym.make(ENV_ID, workload=workload, **kwargs)
    try:
        loaded = load_agent(agent, env, ENV_ID)
        if progress is not None:
            loaded.model = Reporting(loaded.model, env, progress)
        tic = time.perf_counter()
        run_episode(env, loaded, seed=0)
        wall = time.perf_counter() - tic
        inner: Any = env.unwrapped  # a DispatchEnv
        schedule = inner.sim.schedule(f"{loaded.name}/{policy}", wall)
    finally:
        env.close()
    return Replay(schedule, loaded.decisions, loaded.seconds)
