"""Env steps per CPU-second of every registered hpcgym env, side by side.

For each id of ``hpcgym.envs.ENVS`` (registered defaults, or its test kwargs with ``--small``)
prints ``env.step``'s rate per CPU second (``time.process_time`` around the call only: the
agent and the resets are not counted) for a fixed action (the first valid one, ``argmax`` of
the mask) and a random masked action, on the env itself (``env.unwrapped``) and through
``gymnasium.make``'s wrappers (order enforcing, the passive checker), plus the mean CPU ms per
reset and steps per episode. Each figure is the best of ``--repeat`` rounds, the rounds
interleaved over the envs, since the machine may be shared.

    python benchmarks/all_envs.py [--steps N] [--repeat R] [--small] [--ids ID ...]
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import gymnasium as gym
import numpy as np

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.envs import ENVS


def rate(env: Any, agent: str, steps: int) -> tuple[float, float, float]:
    """Steps per CPU second of ``env.step`` under ``agent`` (``"fixed"`` or ``"random"``),
    CPU ms per reset and steps per episode, over ``steps`` steps from seed 0 on."""
    rng = np.random.default_rng(0)
    clock = time.process_time
    seed, n, busy, resets, reset_s = 0, 0, 0.0, 1, 0.0
    c = clock()
    env.reset(seed=seed)
    reset_s += clock() - c
    masks = env.unwrapped.action_masks
    while n < steps:
        mask = masks()
        a = int(mask.argmax()) if agent == "fixed" else int(rng.choice(np.flatnonzero(mask)))
        c = clock()
        _obs, _r, term, trunc, _ = env.step(a)
        busy += clock() - c
        n += 1
        if term or trunc:
            seed += 1
            c = clock()
            env.reset(seed=seed)
            reset_s += clock() - c
            resets += 1
    return n / busy, 1000 * reset_s / resets, n / max(resets - 1, 1)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--steps", type=int, default=20_000)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--small", action="store_true", help="each env's test kwargs")
    p.add_argument("--ids", nargs="*", default=list(ENVS), help="env ids (default: all)")
    args = p.parse_args()
    envs = {}
    for env_id in args.ids:
        kw = dict(ENVS[env_id].test_kwargs) if args.small else {}
        envs[env_id] = gym.make(env_id, **kw)
    cols = ("fixed", "random", "random,make")
    best: dict[tuple[str, str], tuple[float, float, float]] = {}
    for _ in range(args.repeat):
        for env_id, env in envs.items():
            for col in cols:
                agent = col.split(",")[0]
                target = env if col.endswith("make") else env.unwrapped
                r = rate(target, agent, args.steps)
                if r[0] > best.get((env_id, col), (0.0,))[0]:
                    best[(env_id, col)] = r
    w = max(len(i) for i in envs) + 2
    print(f"steps per CPU second of env.step, best of {args.repeat} x {args.steps:,} steps")
    print(
        f"{'env':<{w}} {'fixed':>9} {'random':>9} {'random,make':>12} {'ms/reset':>9} "
        f"{'steps/ep':>9}"
    )
    for env_id in envs:
        f, r, m = (best[(env_id, c)] for c in cols)
        print(
            f"{env_id:<{w}} {f[0]:>9,.0f} {r[0]:>9,.0f} {m[0]:>12,.0f} {r[1]:>9.2f} {r[2]:>9.1f}",
            flush=True,
        )
    for env in envs.values():
        env.close()


if __name__ == "__main__":
    main()
