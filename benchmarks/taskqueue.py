"""Task-queue speed: seconds per 3,000-workflow run (ilyushkin2015 §IV) per policy.

    python benchmarks/taskqueue.py [--workload mixture] [--workflows 3000]
                                   [--utilizations 0.3,0.6,0.9] [--policies sr,slop0.2,fes1,bf]

Generation of the workload (DAGs, hyper-Gamma totals) and of the empty-system makespans are
timed apart; each run then simulates every workflow to the end (no early abort), so a run at
a utilization above a policy's maximal utilization shows the cost of a saturated queue.
"""

from __future__ import annotations

import argparse
import time

from hpcgym.studies.maxutil import Experiment, growth_rate, make_repetition, steady_mask
from hpcgym.tasks.policies import simulate


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workload", default="mixture")
    ap.add_argument("--workflows", type=int, default=3000)
    ap.add_argument("--utilizations", default="0.3,0.6,0.9")
    ap.add_argument("--policies", default="sr,slop0.2,fes1,bf")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    exp = Experiment(args.workload, args.workflows, args.workflows // 3, seed=args.seed)
    t0 = time.perf_counter()
    wl = make_repetition(exp, 0)
    gen_s = time.perf_counter() - t0
    tasks = sum(d.n_real for d in wl.dags)
    print(
        f"{args.workload}: {args.workflows} workflows, {tasks:,} tasks; workload and "
        f"empty-system makespans generated in {gen_s:.1f} s"
    )
    print(
        f"{'policy':<9} {'util':>5} {'sim s':>7} {'tasks/s':>9} {'max queue':>9} "
        f"{'growth':>7} {'mean slowdown':>13}"
    )
    totals: dict[str, list[float]] = {}
    for policy in [p.strip() for p in args.policies.split(",") if p.strip()]:
        for rho in [float(u) for u in args.utilizations.split(",")]:
            arr = wl.arrivals(rho, exp.processors)
            t0 = time.perf_counter()
            s = simulate(wl.dags, arr, policy, exp.processors, wl.policy_seed)
            sec = time.perf_counter() - t0
            totals.setdefault(policy, []).append(sec)
            m = steady_mask(s, exp.warmup)
            slow = (s.response[m] / wl.empty_makespan[m]).mean()
            print(
                f"{policy:<9} {rho:>5.2f} {sec:>7.2f} {tasks / sec:>9,.0f} "
                f"{int(s.queue_at_arrival.max()):>9} "
                f"{growth_rate(s.queue_at_arrival, exp.warmup):>+7.3f} {slow:>13.2f}"
            )
    print(
        "seconds per run (mean over utilizations): "
        + ", ".join(f"{p} {sum(v) / len(v):.2f}" for p, v in totals.items())
        + "  (goal <= 30 s)"
    )


if __name__ == "__main__":
    main()
