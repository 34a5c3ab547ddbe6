"""The sampled online planners' cost per decision on the compiled core, beside Slurm's cycle.

    python benchmarks/planner_sampled.py [--episodes 2] [--specs rollout:f1:3,rollout:f1:4+s16+arr3]

Plays each planner on the first validation episodes of the Lublin-1 model tasks
(``dispatch-lublin1-model``, ``-1024``, ``dispatch-lublin-deploy``) and prints its CPU
milliseconds per decision, mean and slowest, and how long a scheduling pass of 1,000 decisions
at the slowest would take against Slurm's default ``sched_interval`` (60 s) and ``bf_interval``
(30 s) (slurmconf).
"""

from __future__ import annotations

import argparse
import time

import hpcgym  # noqa: F401
from hpcgym.agents.lookahead import parse
from hpcgym.bench.tasks import TASKS

SCHED_INTERVAL_S = 60
BF_INTERVAL_S = 30
TASK_NAMES = ("dispatch-lublin1-model", "dispatch-lublin1-model-1024", "dispatch-lublin-deploy")


def play(task_name: str, spec: str, seed: int) -> tuple[float, float, int]:
    """Mean and slowest CPU ms per decision, and the decisions, of one validation episode."""
    task = TASKS[task_name]
    env = task.make_env("validation")
    agent = parse(spec, env, task.env)
    obs, _ = env.reset(seed=seed)
    times: list[float] = []
    while True:
        t = time.process_time()
        a, _ = agent.predict(obs)
        times.append(time.process_time() - t)
        obs, _, term, trunc, _ = env.step(a)
        if term or trunc:
            env.close()
            return 1e3 * sum(times) / len(times), 1e3 * max(times), len(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--episodes", type=int, default=2, help="validation episodes per task")
    ap.add_argument(
        "--specs",
        default="rollout:f1:3,rollout:f1:4+s16+arr3,rollout:sjf:4",
        help="comma-separated planners",
    )
    args = ap.parse_args()
    print(f"{'task':28} {'planner':24} {'decisions':>9} {'ms mean':>8} {'ms max':>8}")
    for name in TASK_NAMES:
        seeds = [s for s, _ in TASKS[name].episodes("validation", args.episodes)]
        for spec in args.specs.split(","):
            runs = [play(name, spec, s) for s in seeds]
            n = sum(r[2] for r in runs)
            mean = sum(r[0] * r[2] for r in runs) / n
            worst = max(r[1] for r in runs)
            print(f"{name:28} {spec:24} {n:>9} {mean:>8.3f} {worst:>8.2f}")
    print(
        f"Slurm's defaults: sched_interval {SCHED_INTERVAL_S} s, bf_interval {BF_INTERVAL_S} s "
        "(slurmconf): a pass of 1,000 decisions at the slowest rate above takes "
        "1,000 x (ms max) / 1,000 s."
    )


if __name__ == "__main__":
    main()
