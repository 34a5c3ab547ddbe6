"""Speed of ``hpcgym/Walltime-v0`` (registered defaults: 20 jobs, L = 50, Z/P = 0.2) on each
engine: env steps per CPU second and CPU seconds per episode (reset included) for a random
masked agent and the TOptimal baseline, beside the native reference run (``RequestRuntime``,
rounded, online, on the Python simulator) of the same episodes. ``python`` is the env over the
Python simulator (before the compiled core ran it), ``compiled`` over the compiled core
(``engine="auto"``'s choice); both play the same episodes to the bit. Each figure is the best
of ``--repeat`` runs (the machine may be shared).

    python benchmarks/walltime_env.py [--episodes N] [--repeat R] [--engines python,compiled]
"""

from __future__ import annotations

import argparse

import gymnasium as gym
from episode_timing import print_best, time_episodes

import hpcgym  # noqa: F401
from hpcgym.baselines.walltime import make_baseline, native_policy


def episodes(env: gym.Env, agent: str, n: int) -> tuple[float, float, float, float]:
    """:func:`episode_timing.time_episodes` of ``agent`` (``random`` or a baseline)."""
    if agent == "random":
        return time_episodes(env, None, n)
    scales = env.unwrapped.scales
    return time_episodes(
        env,
        make_baseline(agent, env),
        n,
        lambda: env.unwrapped.reference(native_policy(agent, scales)),
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--episodes", type=int, default=50)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--engines", default="python,compiled")
    args = p.parse_args()
    for engine in args.engines.split(","):
        print(f"engine={engine}")
        env = gym.make("hpcgym/Walltime-v0", engine=engine)
        print_best(
            ("random", "toptimal"),
            lambda agent, env=env: episodes(env, agent, args.episodes),
            args.repeat,
        )


if __name__ == "__main__":
    main()
