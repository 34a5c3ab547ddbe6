"""Decisions per CPU-second of the native vector env (``gymnasium.make_vec("hpcgym/Dispatch-v0",
num_envs=N)``) by N and agent, beside Gymnasium's ``SyncVectorEnv`` of single compiled envs.

Agents: ``fixed`` (action 0, the window's head: always valid; no Python per sub-env step) and
``random`` (a random valid action per sub-env, drawn in numpy from the masks in one vectorised
call). Resets (autoresets) are included and timed, as training sees them; ``--views`` returns
views of the observation buffer instead of copies (PufferLib's way). CPU time
(``time.process_time``) is what a shared machine's load does not change; each figure is the
best of ``--repeat`` runs. Run: ``python benchmarks/vector_env.py [--steps S] [--repeat R]``.
"""

from __future__ import annotations

import argparse
import time

import gymnasium as gym
import numpy as np

import hpcgym  # noqa: F401


def draw(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One uniformly random valid action per row of ``masks``, vectorised (Gumbel-max over
    the valid entries)."""
    noise = rng.random(masks.shape)
    return np.where(masks, noise, -1.0).argmax(axis=1)


def rate(n: int, agent: str, steps: int, mode: str, copy: bool, kw: dict) -> float:
    """Decisions (sub-env steps) per CPU-second of ``steps`` vector steps."""
    if mode == "native":
        envs = gym.make_vec("hpcgym/Dispatch-v0", num_envs=n, copy=copy, **kw)
    else:
        envs = gym.make_vec("hpcgym/Dispatch-v0", num_envs=n, vectorization_mode="sync", **kw)
    rng = np.random.default_rng(0)
    obs, _ = envs.reset(seed=0)
    fixed = np.zeros(n, np.int64)
    c = time.process_time()
    for _ in range(steps):
        actions = fixed if agent == "fixed" else draw(obs["action_mask"] > 0.5, rng)
        obs, *_ = envs.step(actions)
    cpu = time.process_time() - c
    envs.close()
    return n * steps / cpu


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--decisions", type=int, default=400_000, help="sub-env steps per figure")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--sizes", default="1,8,64,256")
    args = p.parse_args()
    kw = {"split": "train"}
    print("hpcgym/Dispatch-v0 (lublin_256 train windows of 256 jobs, fcfs-easy), decisions per")
    print("CPU-second, best of", args.repeat)
    print(f"{'N':>5} {'agent':>7} {'native':>11} {'native views':>13} {'SyncVectorEnv':>14}")
    for n in map(int, args.sizes.split(",")):
        steps = max(args.decisions // n, 50)
        for agent in ("fixed", "random"):
            row = []
            for mode, copy in (("native", True), ("native", False), ("sync", True)):
                if mode == "sync" and n > 64:
                    row.append(float("nan"))
                    continue
                s = steps if mode == "native" else max(steps // 20, 20)
                row.append(max(rate(n, agent, s, mode, copy, kw) for _ in range(args.repeat)))
            print(f"{n:>5} {agent:>7} {row[0]:>11,.0f} {row[1]:>13,.0f} {row[2]:>14,.0f}")


if __name__ == "__main__":
    main()
