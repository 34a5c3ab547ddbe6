"""Seconds per hpcgym/WorkflowSubmit-v0 episode (12 h Edison window after a 2 h warm-up),
per Table 2 workflow, with always-WoAS answering: wall and CPU time of reset + all steps,
beside the native simulation of the same workload (``edison_with_workflows`` + ``simulate``);
then the decisions per CPU second over all episodes, resets included (``--no-native`` skips
the native simulations).

    python benchmarks/submit_env.py [--seeds N] [--no-native]
"""

from __future__ import annotations

import argparse
import time

from hpcgym.batch.policies import simulate
from hpcgym.envs.workflow_submit.env import ACTIONS, WorkflowSubmitEnv
from hpcgym.envs.workflow_submit.episodes import TABLE2


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=1)
    ap.add_argument("--hours", type=float, default=12.0)
    ap.add_argument("--no-native", action="store_true")
    args = ap.parse_args()
    woas = ACTIONS.index("woas")
    print(
        f"{'workflow':<11} {'decisions':>9} {'env wall s':>10} {'env cpu s':>9} "
        f"{'native cpu s':>12}"
    )
    total_steps, total_cpu = 0, 0.0
    for wf in TABLE2:
        env = WorkflowSubmitEnv(workflow=wf, hours=args.hours)
        for seed in range(args.seeds):
            w0, c0 = time.perf_counter(), time.process_time()
            env.reset(seed=seed)
            steps = 0
            while True:
                _, _, term, _, _ = env.step(woas)
                steps += 1
                if term:
                    break
            wall, cpu = time.perf_counter() - w0, time.process_time() - c0
            total_steps += steps
            total_cpu += cpu
            native = float("nan")
            if not args.no_native:
                c1 = time.process_time()
                w = env.episodes.workload(env.state.episode, "woas")
                simulate(w, env.config, until=w.horizon)
                native = time.process_time() - c1
            print(f"{wf:<11} {steps:>9} {wall:>10.2f} {cpu:>9.2f} {native:>12.2f}", flush=True)
    print(
        f"{total_steps} decisions in {total_cpu:.2f} CPU s: {total_steps / total_cpu:,.0f} steps/s"
    )


if __name__ == "__main__":
    main()
