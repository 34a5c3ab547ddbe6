"""Speed of ``hpcgym/Reservation-v0`` (registered defaults: the §5.1 load for 4 h, three
turbines, 240 one-minute slots): env steps per second and seconds per episode (reset
included) for a random masked agent and the WARP baselines, beside the native run of the same
episodes (``run_warp`` / ``run_wms``). Each figure is the best of ``--repeat`` runs (the
machine may be shared).

    python benchmarks/reservation_env.py [--episodes N] [--repeat R] [--env-kwargs JSON]
"""
from __future__ import annotations

import argparse
import json
import time

import gymnasium as gym
import numpy as np

import hpcgym  # noqa: F401
from hpcgym.baselines.reservation import make_baseline

NATIVE = {"wms": "wms", "earliest-fit": "heuristic", "warp-ilp": "ilp"}


def episodes(env: gym.Env, agent: str, n: int) -> tuple[float, float, float, float]:
    """Steps/s (steps only), steps per episode, wall s per episode (reset included) and the
    native run's s per episode, over seeds 0..n-1."""
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
            env.unwrapped.reference(NATIVE[agent])
            native += time.perf_counter() - t
    return steps / step_s, steps / n, total / n, native / n


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--episodes", type=int, default=20)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--env-kwargs", type=json.loads, default={})
    args = p.parse_args()
    env = gym.make("hpcgym/Reservation-v0", **args.env_kwargs)
    print(f"{'agent':<13} {'steps/s':>9} {'steps/ep':>9} {'s/episode':>10} {'native s/ep':>12}")
    for agent in ("random", *NATIVE):
        best = max((episodes(env, agent, args.episodes) for _ in range(args.repeat)),
                   key=lambda r: r[0])
        rate, per_ep, sec, native = best
        nat = f"{native:>12.4f}" if agent != "random" else f"{'-':>12}"
        print(f"{agent:<13} {rate:>9.0f} {per_ep:>9.1f} {sec:>10.4f} {nat}", flush=True)


if __name__ == "__main__":
    main()
