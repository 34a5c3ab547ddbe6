"""An online Monte Carlo rollout planner for ``hpcgym/Walltime-v0``: the room an agent that
knows the laws, and not the execution times, can take from Classical-HPC.

At each request it tries ``candidates`` levels (the base's, then the levels where the job's law
given its failures so far reaches the quantiles of :data:`QUANTILES`, read from the
observation's ``law`` block) on ``samples`` copies of the env whose unseen execution times are
drawn from the jobs' laws given what has been seen
(:meth:`~hpcgym.envs.walltime.env.WalltimeEnv.forget_execution_times`), each rolled out with the
base policy to the end, and asks the level of the lowest mean objective. Every candidate meets
the same draws (common random numbers), so their difference is not the draws'; ties keep the
base's level. The copies keep the workload's submit times (the stochastic jobs' and the small
jobs' stream) and the small jobs' exact requests; no execution time the scheduler has not seen
enters them. Used by name as ``mc:BASE[:K[:S]]`` (e.g. ``mc:hpc:4:8``) wherever agents are
named.
"""

from __future__ import annotations

import copy
from typing import Any

import numpy as np

from hpcgym.agents.lookahead import first_best
from hpcgym.baselines.walltime import make_baseline
from hpcgym.envs.walltime.env import WalltimeEnv
from hpcgym.errors import InputError

PREFIX = "mc:"
ENV_ID = "hpcgym/Walltime-v0"
# Quantiles of a job's law (given its failures) whose levels are the candidates after the base's.
QUANTILES = (0.5, 0.75, 0.9, 0.97, 0.99)


class SampledPlanner:
    """Monte Carlo rollouts over ``base`` on a Walltime-v0 env (see the module docs)."""

    def __init__(
        self, env: Any, base: str = "hpc", candidates: int = 4, samples: int = 8, seed: int = 0
    ) -> None:
        if not isinstance(env.unwrapped, WalltimeEnv):
            raise InputError(f"{PREFIX}{base}: works on {ENV_ID} only")
        if candidates < 1 or samples < 1:
            raise InputError(f"{PREFIX}{base}: K and S must be >= 1, got {candidates}, {samples}")
        self.env: WalltimeEnv = env.unwrapped
        self.base = make_baseline(base, env)
        self.candidates = candidates
        self.samples = samples
        self.seed = seed
        self.departed = False  # whether the last choice was not the base's (imitate.py)
        self.name = f"{PREFIX}{base}:{candidates}:{samples}"

    def predict(
        self,
        observation: dict[str, np.ndarray],
        state: Any = None,
        episode_start: Any = None,
        deterministic: bool = True,
    ) -> tuple[int, None]:
        self.departed = False
        options = self.options(observation)
        if len(options) == 1:
            return options[0], None
        costs = np.zeros(len(options))
        for world in self._worlds():
            memo = shared(world)
            for c, a in enumerate(options):
                costs[c] += self._rollout(copy.deepcopy(world, dict(memo)), a)
        best = first_best(costs.tolist())
        self.departed = best > 0  # options[0] is the base's level; ties keep it
        return options[best], None

    def options(self, observation: dict[str, np.ndarray]) -> list[int]:
        """The base's level, then the valid levels at :data:`QUANTILES` of the job's law given
        its failures (the observation's ``law`` cdf), at most ``candidates``."""
        out = [int(self.base.choose(observation))]
        cdf = np.asarray(observation["law"], np.float64)
        valid = np.asarray(observation["action_mask"]) > 0.5
        for q in QUANTILES:
            reached = np.flatnonzero(valid & (cdf >= q - 1e-9))
            if len(reached) and int(reached[0]) not in out:
                out.append(int(reached[0]))
        return out[: self.candidates]

    def _worlds(self) -> list[WalltimeEnv]:
        """``samples`` copies of the env with the unseen execution times drawn, seeded by the
        planner's seed, the episode's and the step, so a run is repeatable."""
        env = self.env
        episode = env.episode
        key = [self.seed, -1 if episode is None or episode.seed is None else episode.seed]
        rng = np.random.default_rng([*key, env._steps])
        memo = shared(env)
        worlds = []
        for _ in range(self.samples):
            world = copy.deepcopy(env, dict(memo))
            world.forget_execution_times(rng)
            worlds.append(world)
        return worlds

    def _rollout(self, env: WalltimeEnv, action: int) -> float:
        """The episode objective after ``action``, then the base to the end."""
        obs, _, term, trunc, info = env.step(action)
        while not (term or trunc):
            obs, _, term, trunc, info = env.step(self.base.choose(obs))
        return float(info["objective"])


def shared(env: WalltimeEnv) -> dict[int, Any]:
    """The read-only parts a copy of ``env`` keeps sharing (``deepcopy``'s memo): its episode
    source, scales, machine and policy, the episode (frozen), the attempts' builder (it reads
    only settings), every batch and stochastic job (frozen), and each job's request grid and
    history block; the observer, whose buffers a step writes, and everything an episode
    changes are copied."""
    st, eng = env._state, env.sim
    keep: list[Any] = [env.episodes, env.scales, env.cluster, env.config, st.episode, st.runtime]
    keep += [*eng.jobs, *st.jobs, *st.grid, *st.grid_s, *st.histories]
    return {id(x): x for x in keep}


def parse(spec: str, env: Any, env_id: str) -> SampledPlanner:
    """``mc:BASE[:K[:S]]`` (defaults K=4, S=8) -> the planner on ``env`` (``env_id``)."""
    if env_id != ENV_ID:
        raise InputError(f"agent {spec!r}: the Monte Carlo planner works on {ENV_ID}, not {env_id}")
    base, *nums = spec.removeprefix(PREFIX).split(":")
    if len(nums) > 2 or not base:
        raise InputError(f"agent {spec!r}: write {PREFIX}BASE, {PREFIX}BASE:K or {PREFIX}BASE:K:S")
    try:
        k, s = (int(x) for x in [*nums, *["4", "8"][len(nums) :]])
    except ValueError:
        raise InputError(f"agent {spec!r}: K and S must be integers") from None
    return SampledPlanner(env, base, k, s)
