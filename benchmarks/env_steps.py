"""Env steps per second of ``hpcgym/Dispatch-v0`` (lublin_256) and an Edison-like day.

Prints, for a random masked agent and the FCFS baseline agent: single-process steps/s through
``gymnasium.make`` (its checker wrappers included; also per CPU second, which a shared
machine's load does not change), and the total rate of a Gymnasium
``AsyncVectorEnv`` with 2 worker processes (and, for comparison, a ``SyncVectorEnv`` of 2). Each figure is the best of ``--repeat`` runs, since the
machine may be shared. Run: ``python benchmarks/env_steps.py [--steps N] [--repeat R]``.
"""

from __future__ import annotations

import argparse
import time

import gymnasium as gym
import numpy as np

import hpcgym  # noqa: F401
from hpcgym.baselines import make_baseline

CASES = {
    "lublin_256": ("hpcgym/Dispatch-v0", {}),
    "edison day": ("hpcgym/Dispatch-Edison-v0", {"hours": 24.0}),
}


def single(env_id: str, kw: dict, agent: str, steps: int) -> tuple[float, float]:
    """Steps per wall second and per CPU second of one env driven by ``agent``."""
    env = gym.make(env_id, **kw)
    rng = np.random.default_rng(0)
    policy = None if agent == "random" else make_baseline(agent, env)
    obs, _ = env.reset(seed=0)
    seed, n, busy, cpu = 0, 0, 0.0, 0.0
    while n < steps:
        t = time.perf_counter()
        c = time.process_time()
        if policy is None:
            a = rng.choice(np.flatnonzero(obs["action_mask"]))
        else:
            a, _ = policy.predict(obs)
        obs, _r, term, trunc, _ = env.step(a)
        n += 1
        busy += time.perf_counter() - t
        cpu += time.process_time() - c
        if term or trunc:
            seed += 1
            obs, _ = env.reset(seed=seed)  # resets (workload generation) are not timed
    env.close()
    return n / busy, n / cpu


def vectorised(
    env_id: str, kw: dict, agent: str, steps: int, workers: int = 2, mode: str = "async"
) -> float:
    """Total steps/s of a vector env of ``workers`` sub-envs (resets included)."""
    envs = gym.make_vec(env_id, num_envs=workers, vectorization_mode=mode, **kw)
    policy = None if agent == "random" else make_baseline(agent, gym.make(env_id, **kw))
    rng = np.random.default_rng(0)
    obs, _ = envs.reset(seed=list(range(workers)))
    t = time.perf_counter()
    for _ in range(steps // workers):
        if policy is None:
            a = np.array([rng.choice(np.flatnonzero(m)) for m in obs["action_mask"]])
        else:
            a, _ = policy.predict(obs)
        obs, *_ = envs.step(a)
    dt = time.perf_counter() - t
    envs.close()
    return (steps // workers) * workers / dt


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--steps", type=int, default=30_000)
    p.add_argument("--repeat", type=int, default=3)
    args = p.parse_args()
    print(
        f"{'workload':<12} {'agent':<7} {'1 process':>12} {'(CPU time)':>12} {'async x2':>12} "
        f"{'sync x2':>12}"
    )
    for label, (env_id, kw) in CASES.items():
        for agent in ("random", "fcfs"):
            one, one_cpu = max(single(env_id, kw, agent, args.steps) for _ in range(args.repeat))
            two = max(vectorised(env_id, kw, agent, args.steps) for _ in range(args.repeat))
            syn = max(
                vectorised(env_id, kw, agent, args.steps, mode="sync") for _ in range(args.repeat)
            )
            print(
                f"{label:<12} {agent:<7} {one:>10,.0f}/s {one_cpu:>10,.0f}/s {two:>10,.0f}/s "
                f"{syn:>10,.0f}/s",
                flush=True,
            )


if __name__ == "__main__":
    main()
