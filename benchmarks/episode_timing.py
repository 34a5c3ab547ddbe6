"""The timing loop the env benchmarks share: steps per CPU second and CPU seconds per episode of
one agent over seeds 0..n-1, beside the native reference run of the same episodes (CPU time,
``time.process_time``, which a shared machine's load does not inflate)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import gymnasium as gym
import numpy as np


def time_episodes(
    env: gym.Env, policy: Any | None, n: int, reference: Callable[[], Any] | None = None
) -> tuple[float, float, float, float]:
    """Steps per CPU second (``env.step`` only), steps per episode, CPU s per episode (reset
    and agent included) and the reference's CPU s per episode; ``policy`` None is a random
    masked agent."""
    clock = time.process_time
    rng = np.random.default_rng(0)
    steps, step_s, total, native = 0, 0.0, 0.0, 0.0
    for seed in range(n):
        t0 = clock()
        obs, _ = env.reset(seed=seed)
        while True:
            if policy is None:
                a = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            else:
                a = int(policy.predict(obs)[0])
            t = clock()
            obs, _, term, trunc, _ = env.step(a)
            step_s += clock() - t
            steps += 1
            if term or trunc:
                break
        total += clock() - t0
        if reference is not None:
            t = clock()
            reference()
            native += clock() - t
    return steps / step_s, steps / n, total / n, native / n


def print_best(
    agents: tuple[str, ...], run: Callable[[str], tuple[float, float, float, float]], repeat: int
) -> None:
    """For each agent the best (highest steps/s) of ``repeat`` calls of ``run(agent)``, as a
    table; the random agent has no native reference."""
    w = max(len(a) for a in agents) + 3
    print(
        f"{'agent':<{w}} {'steps/CPU-s':>11} {'steps/ep':>9} {'CPU s/ep':>10} {'native s/ep':>12}"
    )
    for agent in agents:
        rate, per_ep, sec, native = max((run(agent) for _ in range(repeat)), key=lambda r: r[0])
        nat = f"{native:>12.4f}" if agent != "random" else f"{'-':>12}"
        print(f"{agent:<{w}} {rate:>11.0f} {per_ep:>9.1f} {sec:>10.4f} {nat}", flush=True)
