"""A week of Perlmutter-like work (hpcgym.workloads.perlmutter, NERSC's GPU and CPU partitions)
replayed under each policy: CPU seconds to generate it and to simulate it, per engine that runs
it, with the GPU and per-partition figures ``hpcgym run --workload perlmutter`` prints.

    python benchmarks/perlmutter_week.py [--days D] [--seed S] [--repeat R]

CPU time (a shared machine's load moves it less than wall time), best of R runs, on both
engines; the run stops if they give different schedules.
"""

from __future__ import annotations

import argparse
import time

from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import simulate
from hpcgym.workloads.perlmutter import PerlmutterConfig, generate

POLICIES = ("fcfs-easy", "sjf-easy", "fcfs-conservative", "slurm", "slurm-tres")
FIGURES = (
    "mean_bsld",
    "gpu_utilization",
    "gpu_idle_waiting_h",
    "mean_wait_s_gpu",
    "mean_wait_s_cpu",
)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--days", type=float, default=7.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=1)
    args = ap.parse_args()
    c = time.process_time()
    w = generate(PerlmutterConfig(days=args.days, seed=args.seed))
    print(f"{w.name}: {len(w):,} jobs generated in {time.process_time() - c:.2f} CPU-s")
    print(f"{'policy':<20}{'engine':>9}{'CPU-s':>8}  " + "  ".join(FIGURES))
    for p in POLICIES:
        starts = []
        for engine in ("compiled", "python"):
            best, schedule = float("inf"), None
            for _ in range(args.repeat):
                c = time.process_time()
                schedule = simulate(w, p, engine=engine)
                best = min(best, time.process_time() - c)
            assert schedule is not None
            starts.append(list(schedule.start))
            m = compute(schedule)
            cells = "  ".join(f"{m[k]:.3g}" for k in FIGURES)
            print(f"{p:<20}{engine:>9}{best:>8.2f}  {cells}")
        if starts[0] != starts[1]:
            raise SystemExit(f"{p}: the engines' schedules differ")


if __name__ == "__main__":
    main()
