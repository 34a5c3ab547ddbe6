"""Simulation speed: SWF replays with fcfs-easy, and a simulated Edison week with ``slurm``.

    python benchmarks/replay.py [--traces DIR] [--skip-ricc]

Prints jobs simulated per second (simulation only; trace parsing is timed apart) and the
resident memory sampled along the RICC replay, which must stay flat once the trace is loaded.
The replays need four traces of the Parallel Workloads Archive (not shipped), looked for in
``--traces DIR`` and the folders of ``$HPCGYM_TRACES``; the script names any it cannot find and
exits with code 2 before running.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import simulate
from hpcgym.traces import ARCHIVE, TRACES_ENV, find_trace, searched
from hpcgym.workloads.edison import EdisonConfig, generate
from hpcgym.workloads.swf import read_swf

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
    ap.add_argument(
        "--traces",
        type=Path,
        metavar="DIR",
        help=f"folder of the archive's SWF files (also searched: ${TRACES_ENV})",
    )
    ap.add_argument("--skip-ricc", action="store_true", help="leave out the RICC replay")
    args = ap.parse_args()
    replays = [(n, g) for n, g in REPLAYS if not (args.skip_ricc and n.startswith("RICC"))]
    folders = [args.traces] if args.traces else []
    paths, missing = {}, []
    for name, _ in replays:
        try:
            paths[name] = find_trace(f"{name}.swf.gz", folders)
        except FileNotFoundError:
            missing.append(f"{name}.swf.gz")
    if missing:
        print(
            f"replay.py: missing {', '.join(missing)} ({searched(folders)}): give --traces DIR "
            f"or set ${TRACES_ENV} (--skip-ricc leaves RICC out); the Parallel Workloads "
            f"Archive's SWF files come from {ARCHIVE}",
            file=sys.stderr,
        )
        sys.exit(2)

    print(
        f"{'workload':<24} {'policy':<10} {'jobs':>8} {'read s':>7} {'sim s':>7} "
        f"{'jobs/s':>9} {'goal':>7}  metrics"
    )
    for name, goal in replays:
        t = time.perf_counter()
        w = read_swf(paths[name])
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
