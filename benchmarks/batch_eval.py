"""Milliseconds per decision of a learned agent judged one episode at a time and in lockstep
batches (:mod:`hpcgym.agents.lockstep`), on the same test episodes of a task, and whether the
two runs took the same actions (they must: the per-episode objectives are compared).

Per batch size: the policy's milliseconds per decision (what the board's column shows), the
wall milliseconds per decision of the whole run (env steps and resets included), and the
near-ties decided again one at a time. Run from the repository root:
``nice -n 10 python benchmarks/batch_eval.py [--task T] [--agents A,...] [--episodes N]
[--batches 1,16,64]``
"""

from __future__ import annotations

import argparse
import sys
import time


def main() -> int:
    import gymnasium as gym

    from hpcgym.agents import lockstep
    from hpcgym.agents.evaluate import load_agent, run_episode
    from hpcgym.bench.tasks import get

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--task", default="dispatch-lublin1-model")
    ap.add_argument(
        "--agents",
        default="pretrained:dispatch-lublin1,pretrained:dispatch-lublin1-online",
        help="comma-separated learned agents",
    )
    ap.add_argument("--episodes", type=int, default=64, help="the task's first N test episodes")
    ap.add_argument("--batches", default="16,64", help="lockstep batch sizes to time")
    args = ap.parse_args()
    task = get(args.task)
    episodes = task.episodes("test", args.episodes)

    def make() -> gym.Env:
        return task.make_env("test")

    ties = 0
    decide = lockstep.decide

    def counting(*a: object, **kw: object) -> object:
        nonlocal ties
        actions, near = decide(*a, **kw)  # type: ignore[arg-type]
        ties += near
        return actions, near

    lockstep.decide = counting  # type: ignore[assignment]
    print(f"{task.name}, {len(episodes)} test episodes")
    print(f"{'agent':44} {'batch':>5} {'policy ms/dec':>13} {'wall ms/dec':>11} {'ties':>6}")
    for spec in args.agents.split(","):
        env = make()
        agent = load_agent(spec, env, task.env)
        t0 = time.perf_counter()
        alone = [run_episode(env, agent, s, e)["objective"] for s, e in episodes]
        wall = time.perf_counter() - t0
        env.close()
        row = f"{agent.name:44} {1:>5} {1000 * agent.seconds / agent.decisions:>13.3f}"
        print(f"{row} {1000 * wall / agent.decisions:>11.3f} {'-':>6}", flush=True)
        for b in (int(x) for x in args.batches.split(",")):
            env = make()
            agent = load_agent(spec, env, task.env)
            env.close()
            ties = 0
            t0 = time.perf_counter()
            runs = lockstep.run_episodes(make, agent, episodes, b)
            wall = time.perf_counter() - t0
            if [r["objective"] for r in runs] != alone:
                print(f"{agent.name}: batch {b} changed an episode's objective", file=sys.stderr)
                return 1
            row = f"{agent.name:44} {b:>5} {1000 * agent.seconds / agent.decisions:>13.3f}"
            print(f"{row} {1000 * wall / agent.decisions:>11.3f} {ties:>6}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
