"""Speed of ``hpcgym/Walltime-v0`` (registered defaults: 20 jobs, L = 50, Z/P = 0.2): env steps
per second and seconds per episode (reset included) for a random masked agent and the
TOptimal baseline, beside the native reference run (``RequestRuntime``, rounded, online) of
the same episodes. Each figure is the best of ``--repeat`` runs (the machine may be shared).

    python benchmarks/walltime_env.py [--episodes N] [--repeat R]
"""
from __future__ import annotations

import argparse

import gymnasium as gym

import hpcgym  # noqa: F401
from episode_timing import time_episodes
from hpcgym.baselines.walltime import make_baseline, native_policy


def episodes(env: gym.Env, agent: str, n: int) -> tuple[float, float, float, float]:
    """:func:`episode_timing.time_episodes` of ``agent`` (``random`` or a baseline)."""
    if agent == "random":
        return time_episodes(env, None, n)
    return time_episodes(env, make_baseline(agent, env), n, lambda: env.unwrapped.reference(native_policy(agent, env.unwrapped.scales)))


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
