"""Seconds per hpcgym/WorkflowSubmit-v0 episode (12 h Edison window after a 2 h warm-up),
per Table 2 workflow, with always-WoAS answering, on each engine (``--engines``, default
python and compiled): wall and CPU time of reset + all steps, and of the resets alone, beside
the native simulation of the same workload (``edison_with_workflows`` + ``simulate``); then
per engine the decisions per CPU second over all episodes, resets included and without them
(``--no-native`` skips the native simulations).

    python benchmarks/submit_env.py [--seeds N] [--engines python,compiled] [--no-native]
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
    ap.add_argument("--engines", default="python,compiled")
    args = ap.parse_args()
    woas = ACTIONS.index("woas")
    print(
        f"{'engine':<9} {'workflow':<11} {'decisions':>9} {'env wall s':>10} {'env cpu s':>9} "
        f"{'reset cpu s':>11} {'native cpu s':>12}"
    )
    totals = []
    for engine in args.engines.split(","):
        total_steps, total_cpu, total_reset = 0, 0.0, 0.0
        for wf in TABLE2:
            env = WorkflowSubmitEnv(workflow=wf, hours=args.hours, engine=engine)
            for seed in range(args.seeds):
                w0, c0 = time.perf_counter(), time.process_time()
                env.reset(seed=seed)
                reset = time.process_time() - c0
                steps = 0
                while True:
                    _, _, term, _, _ = env.step(woas)
                    steps += 1
                    if term:
                        break
                wall, cpu = time.perf_counter() - w0, time.process_time() - c0
                total_steps += steps
                total_cpu += cpu
                total_reset += reset
                native = float("nan")
                if not args.no_native:
                    c1 = time.process_time()
                    w = env.episodes.workload(env.state.episode, "woas")
                    simulate(w, env.config, until=w.horizon, engine=engine)
                    native = time.process_time() - c1
                print(
                    f"{engine:<9} {wf:<11} {steps:>9} {wall:>10.2f} {cpu:>9.2f} {reset:>11.2f} "
                    f"{native:>12.2f}",
                    flush=True,
                )
        totals.append((engine, total_steps, total_cpu, total_reset))
    for engine, steps, cpu, reset in totals:
        print(
            f"{engine}: {steps} decisions in {cpu:.2f} CPU s: {steps / cpu:,.0f} steps/s; "
            f"{steps / (cpu - reset):,.0f} steps/s without the resets ({reset:.2f} s)"
        )


if __name__ == "__main__":
    main()
