"""Speed of ``hpcgym/Reservation-v0`` (registered defaults: the §5.1 load for 4 h, three
turbines, 240 one-minute slots): env steps per CPU second and CPU seconds per
episode (reset included) for a random masked agent and the WARP baselines, beside the native run of the same
episodes (``run_warp`` / ``run_wms``). Each figure is the best of ``--repeat`` runs (the
machine may be shared).

    python benchmarks/reservation_env.py [--episodes N] [--repeat R] [--env-kwargs JSON]
"""

from __future__ import annotations

import argparse
import json

import gymnasium as gym
from episode_timing import print_best, time_episodes

import hpcgym  # noqa: F401
from hpcgym.baselines.reservation import make_baseline

NATIVE = {"wms": "wms", "earliest-fit": "heuristic", "warp-ilp": "ilp"}


def episodes(env: gym.Env, agent: str, n: int) -> tuple[float, float, float, float]:
    """:func:`episode_timing.time_episodes` of ``agent`` (``random`` or a baseline)."""
    if agent == "random":
        return time_episodes(env, None, n)
    return time_episodes(
        env, make_baseline(agent, env), n, lambda: env.unwrapped.reference(NATIVE[agent])
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--episodes", type=int, default=20)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--env-kwargs", type=json.loads, default={})
    args = p.parse_args()
    env = gym.make("hpcgym/Reservation-v0", **args.env_kwargs)
    print_best(("random", *NATIVE), lambda agent: episodes(env, agent, args.episodes), args.repeat)


if __name__ == "__main__":
    main()
