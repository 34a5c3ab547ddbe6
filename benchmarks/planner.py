"""The online planner's cost per decision on the two engines, and that both decide alike.

    python benchmarks/planner.py [--episodes 2] [--spec rollout:f1:3]

For each window size (256 and 1,024 jobs of Lublin-1, the benchmark's test episodes) it plays
``spec`` once on the env over the Python simulator (a deep copy of the env per option) and once
on the compiled core (``DispatchCore.rollouts``), prints the CPU milliseconds per decision of
each and the ratio, and checks the two made the same decisions and the same objective.
"""

from __future__ import annotations

import argparse
import time

import gymnasium as gym

import hpcgym  # noqa: F401
from hpcgym.agents.lookahead import parse


def play(engine: str, spec: str, jobs: int, episode: int) -> tuple[list[int], float, float]:
    """Actions, objective and CPU ms per decision of one test episode."""
    env = gym.make("hpcgym/Dispatch-v0", engine=engine, jobs=jobs, split="test")
    agent = parse(spec, env, "hpcgym/Dispatch-v0")
    obs, _ = env.reset(options={"episode": episode})
    actions: list[int] = []
    t = time.process_time()
    while True:
        a, _ = agent.predict(obs)
        actions.append(a)
        obs, _, term, trunc, info = env.step(a)
        if term or trunc:
            ms = (time.process_time() - t) / len(actions) * 1e3
            return actions, info["objective"], ms


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--episodes", type=int, default=2, help="test episodes per window size")
    ap.add_argument("--spec", default="rollout:f1:3", help="planner, e.g. lookahead:f1:3")
    args = ap.parse_args()
    print(f"{'jobs':>5} {'episode':>7} {'python ms':>10} {'compiled ms':>12} {'ratio':>7}  same")
    for jobs in (256, 1024):
        for e in range(args.episodes):
            pa, oa, ta = play("python", args.spec, jobs, e)
            pb, ob, tb = play("compiled", args.spec, jobs, e)
            same = "yes" if (pa, oa) == (pb, ob) else "NO"
            print(f"{jobs:>5} {e:>7} {ta:>10.2f} {tb:>12.3f} {ta / tb:>6.0f}x  {same}")


if __name__ == "__main__":
    main()
