"""Speed of ``hpcgym/Walltime-v0`` (registered defaults: 20 jobs, L = 50, Z/P = 0.2): env steps
per second and seconds per episode (reset included) for a random masked agent and the
TOptimal baseline, beside the native reference run (``RequestRuntime``, rounded, online) of
the same episodes. Each figure is the best of ``--repeat`` runs (the machine may be shared).

    python benchmarks/walltime_env.py [--episodes N] [--repeat R]
"""
from __future__ import annotations

import argparse
import time

import gymnasium as gym
import numpy as np

import hpcgym  # noqa: F401
from hpcgym.baselines.walltime import make_baseline, native_policy


def episodes(env: gym.Env, agent: str, n: int) -> tuple[float, float, float, float]:
    """Steps/s (steps only), steps per episode, wall s per episode (reset included) and
    the native reference's s per episode, over seeds 0..n-1."""
    rng = np.random.default_rng(0)
    policy = None if agent == "random" else make_baseline(agent, env)
    steps, step_s, total, native = 0, 0.0, 0.0, 0.0
    for seed in range(n):
        t0 = time.perf_counter()
        obs, _ = env.reset(seed=seed)
        while True:
            t = time.perf_counter()
            if policy is None:
                a = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            else:
                a = int(policy.predict(obs)[0])
            obs, _, term, trunc, _ = env.step(a)
            step_s += time.perf_counter() - t
            steps += 1
            if term or trunc:
                break
        total += time.perf_counter() - t0
        if policy is not None:
            t = time.perf_counter()
            env.unwrapped.reference(native_policy(agent, env.unwrapped.scales))
            native += time.perf_counter() - t
    return steps / step_s, steps / n, total / n, native / n


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--episodes", type=int, default=50)
    p.add_argument("--repeat", type=int, default=3)
    args = p.parse_args()
    env = gym.make("hpcgym/Walltime-v0")
    print(f"{'agent':<10} {'steps/s':>9} {'steps/ep':>9} {'s/episode':>10} {'native s/ep':>12}")
    for agent in ("random", "toptimal"):
        best = max((episodes(env, agent, args.episodes) for _ in range(args.repeat)),
                   key=lambda r: r[0])
        rate, per_ep, sec, native = best
        nat = f"{native:>12.4f}" if agent != "random" else f"{'-':>12}"
        print(f"{agent:<10} {rate:>9.0f} {per_ep:>9.1f} {sec:>10.4f} {nat}", flush=True)


if __name__ == "__main__":
    main()
