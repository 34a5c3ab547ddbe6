"""Simulation speed with workflows mixed in: an Edison week per submission mode.

    python benchmarks/woas.py [--workflow Sipht] [--share 0.25] [--days 7] [--policy P]

Prints, per mode, the jobs in the workload, the seconds to generate it and to simulate it to
the horizon, and jobs simulated per second. Sipht (12 small tasks) at a large share is the
hardest case: the most jobs and, under WoAS, the most held tasks.
"""

from __future__ import annotations

import argparse
import time

from hpcgym.batch.policies import simulate
from hpcgym.batch.submission import MODES
from hpcgym.batch.submission import WOAS_POLICY as POLICY
from hpcgym.workloads import catalog
from hpcgym.workloads.edison import EdisonConfig
from hpcgym.workloads.mixing import Pattern, edison_with_workflows


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--workflow", default="Sipht")
    p.add_argument("--share", type=float, default=0.25)
    p.add_argument("--days", type=float, default=7.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--policy", default=POLICY)
    args = p.parse_args()
    wf = catalog.get(args.workflow)
    print(
        f"{wf.name} at {args.share:.0%} of core-hours, {args.days:g} days + 1 warm-up, "
        f"{args.policy}"
    )
    print(f"{'mode':<8} {'jobs':>9} {'workflows':>9} {'gen s':>7} {'sim s':>7} {'jobs/s':>9}")
    for mode in MODES:
        t0 = time.perf_counter()
        w = edison_with_workflows(
            EdisonConfig(days=args.days, seed=args.seed), wf, Pattern(share=args.share), mode
        )
        t1 = time.perf_counter()
        simulate(w, args.policy, until=w.horizon)
        t2 = time.perf_counter()
        print(
            f"{mode:<8} {len(w.jobs):>9,} {len(w.workflows):>9,} {t1 - t0:>7.1f} "
            f"{t2 - t1:>7.1f} {len(w.jobs) / (t2 - t1):>9,.0f}"
        )


if __name__ == "__main__":
    main()
