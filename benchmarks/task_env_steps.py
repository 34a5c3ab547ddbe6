"""Env steps per second of ``hpcgym/TaskDispatch-v0`` (64 mixture workflows at rho = 0.9).

Prints, for a random masked agent and the BF and SR baseline agents: single-process steps per
CPU second of ``env.step`` through ``gymnasium.make`` (its checker wrappers included; the
agent and the resets, i.e. workload generation, not timed), the total rate of a Gymnasium ``AsyncVectorEnv`` with 2 worker processes and of a
``SyncVectorEnv`` of 2 (resets included), and the seconds of one whole episode. Each figure is
the best of ``--repeat`` runs, since the machine may be shared.
Run: ``python benchmarks/task_env_steps.py [--steps N] [--repeat R]``.
"""

from __future__ import annotations

import argparse
import time

import gymnasium as gym
import numpy as np

import hpcgym  # noqa: F401
from hpcgym.baselines.task_dispatch import make_baseline as make_task_dispatch_baseline

ENV_ID = "hpcgym/TaskDispatch-v0"
KW: dict = {}


def single(agent: str, steps: int) -> tuple[float, float]:
    """Steps per CPU second of ``env.step`` under ``agent`` ("random" or a baseline), and
    CPU s per episode."""
    env = gym.make(ENV_ID, **KW)
    rng = np.random.default_rng(0)
    policy = None if agent == "random" else make_task_dispatch_baseline(agent, env)
    obs, _ = env.reset(seed=0)
    seed, n, busy, ep_busy, episodes = 0, 0, 0.0, 0.0, []
    while n < steps:
        if policy is None:
            a = rng.choice(np.flatnonzero(obs["action_mask"]))
        else:
            a, _ = policy.predict(obs)
        t = time.process_time()
        obs, _r, term, trunc, _ = env.step(a)
        n += 1
        dt = time.process_time() - t
        busy += dt
        ep_busy += dt
        if term or trunc:
            episodes.append(ep_busy)
            ep_busy = 0.0
            seed += 1
            obs, _ = env.reset(seed=seed)
    env.close()
    return n / busy, (min(episodes) if episodes else float("nan"))


def vectorised(agent: str, steps: int, workers: int = 2, mode: str = "async") -> float:
    """Total steps/s of a vector env of ``workers`` sub-envs (resets included)."""
    envs = gym.make_vec(ENV_ID, num_envs=workers, vectorization_mode=mode, **KW)
    policy = (
        None if agent == "random" else make_task_dispatch_baseline(agent, gym.make(ENV_ID, **KW))
    )
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
    p.add_argument("--steps", type=int, default=20_000)
    p.add_argument("--repeat", type=int, default=2)
    args = p.parse_args()
    print(f"{ENV_ID} {KW or '(registered defaults)'}")
    print(f"{'agent':<8} {'1 proc/CPU':>12} {'async x2':>12} {'sync x2':>12} {'CPU s/ep':>10}")
    for agent in ("random", "bf", "sr"):
        runs = [single(agent, args.steps) for _ in range(args.repeat)]
        one = max(r[0] for r in runs)
        ep = min(r[1] for r in runs)
        two = max(vectorised(agent, args.steps) for _ in range(args.repeat))
        syn = max(vectorised(agent, args.steps, mode="sync") for _ in range(args.repeat))
        print(f"{agent:<8} {one:>10,.0f}/s {two:>10,.0f}/s {syn:>10,.0f}/s {ep:>10.2f}", flush=True)


if __name__ == "__main__":
    main()
