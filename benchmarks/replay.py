"""Simulation speed: SWF replays with fcfs-easy, and a simulated Edison week with ``slurm``.

    python benchmarks/replay.py [--traces DIR] [--skip-ricc]

Prints jobs simulated per second (simulation only; trace parsing is timed apart) and the
resident memory sampled along the RICC replay, which must stay flat once the trace is loaded.
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import simulate
from hpcgym.workloads.edison import EdisonConfig, generate
from hpcgym.workloads.swf import read_swf

TRACES = Path(__file__).resolve().parents[2] / "shared" / "traces"
REPLAYS = (
    ("CTC-SP2-1996-3.1-cln", 50_000),
    ("HPC2N-2002-2.2-cln", 50_000),
    ("SDSC-BLUE-2000-4.2-cln", 50_000),
    ("RICC-2010-2", 5_000),
)


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--traces", type=Path, default=TRACES)
    ap.add_argument("--skip-ricc", action="store_true")
    args = ap.parse_args()

    print(
        f"{'workload':<24} {'policy':<10} {'jobs':>8} {'read s':>7} {'sim s':>7} "
        f"{'jobs/s':>9} {'goal':>7}  metrics"
    )
    for name, goal in REPLAYS:
        if args.skip_ricc and name.startswith("RICC"):
            continue
        t = time.perf_counter()
        w = read_swf(args.traces / f"{name}.swf.gz")
        read_s = time.perf_counter() - t
        samples: list[tuple[int, float]] = []
        step = max(len(w) // 10, 1)

        def probe(done: int, samples=samples, step=step) -> None:
            if not samples or done - samples[-1][0] >= step:
                samples.append((done, rss_mb()))

        s = simulate(w, "fcfs-easy", progress=probe)
        m = compute(s)
        print(
            f"{name:<24} {'fcfs-easy':<10} {len(w):>8} {read_s:>7.2f} {s.wall_s:>7.2f} "
            f"{len(w) / s.wall_s:>9,.0f} {goal:>7,}  util {m['utilization']:.3f} "
            f"mean wait {m['mean_wait_s']:,.0f} s bsld {m['mean_bsld']:.1f}"
        )
        if name.startswith("RICC"):
            print(
                "  RSS along the replay (jobs done: MB): "
                + ", ".join(f"{d}: {r:.0f}" for d, r in samples)
            )

    t = time.perf_counter()
    w = generate(EdisonConfig(days=7, seed=1))
    gen_s = time.perf_counter() - t
    s = simulate(w, "slurm")
    m = compute(s)
    print(
        f"{'edison week (seed 1)':<24} {'slurm':<10} {len(w):>8} {gen_s:>7.2f} {s.wall_s:>7.2f} "
        f"{len(w) / s.wall_s:>9,.0f} {'<=10 s':>7}  util {m['utilization']:.3f} "
        f"waits<3h {m['frac_wait_lt_3h']:.3f}"
    )


if __name__ == "__main__":
    main()
