"""Simulation speed: SWF replays with fcfs-easy, and a simulated Edison week with ``slurm``,
on the Python simulator and on the compiled core, with a check that both schedules agree.

    python benchmarks/replay.py [--traces DIR] [--skip-ricc]

Prints jobs simulated per second per engine (simulation only; trace parsing is timed apart) and
the resident memory sampled along the RICC replay, which must stay flat once the trace is loaded.
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
from hpcgym.traces import ARCHIVE, TRACES_ENV, find_traces, searched
from hpcgym.workloads.edison import EdisonConfig, generate
from hpcgym.workloads.swf import read_swf

REPLAYS = ("CTC-SP2-1996-3.1-cln", "HPC2N-2002-2.2-cln", "SDSC-BLUE-2000-4.2-cln", "RICC-2010-2")


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
    replays = [n for n in REPLAYS if not (args.skip_ricc and n.startswith("RICC"))]
    folders = [args.traces] if args.traces else []
    paths, missing = find_traces(replays, folders)
    if missing:
        print(
            f"replay.py: missing {', '.join(missing)} ({searched(folders)}): give --traces DIR "
            f"or set ${TRACES_ENV} (--skip-ricc leaves RICC out); the Parallel Workloads "
            f"Archive's SWF files come from {ARCHIVE}",
            file=sys.stderr,
        )
        sys.exit(2)

    print(
        f"{'workload':<24} {'policy':<10} {'engine':<9} {'jobs':>8} {'read s':>7} {'sim s':>7} "
        f"{'jobs/s':>11}  metrics"
    )
    for name in replays:
        t = time.perf_counter()
        w = read_swf(paths[name])
        read_s = time.perf_counter() - t
        runs = {}
        for engine in ENGINES:
            samples: list[tuple[int, float]] = []
            step = max(len(w) // 10, 1)

            def probe(done: int, samples=samples, step=step) -> None:
                if not samples or done - samples[-1][0] >= step:
                    samples.append((done, rss_mb()))

            s = runs[engine] = simulate(w, "fcfs-easy", progress=probe, engine=engine)
            row(name, "fcfs-easy", engine, len(w), read_s, s.wall_s, compute(s), "mean_bsld")
            if name.startswith("RICC"):
                print(
                    "  RSS along the replay (jobs done: MB): "
                    + ", ".join(f"{d}: {r:.0f}" for d, r in samples)
                )
        print(f"  same schedule job by job: {same(*runs.values())}")

    t = time.perf_counter()
    w = generate(EdisonConfig(days=7, seed=1))
    gen_s = time.perf_counter() - t
    runs = {}
    for engine in ENGINES:
        s = runs[engine] = simulate(w, "slurm", engine=engine)
        row(
            "edison week (seed 1)",
            "slurm",
            engine,
            len(w),
            gen_s,
            s.wall_s,
            compute(s),
            "frac_wait_lt_3h",
        )
    print(f"  same schedule job by job: {same(*runs.values())}")


ENGINES = ("python", "compiled")


def row(
    name: str, policy: str, engine: str, jobs: int, read_s: float, sim_s: float, m: dict, key: str
) -> None:
    print(
        f"{name:<24} {policy:<10} {engine:<9} {jobs:>8} {read_s:>7.2f} {sim_s:>7.3f} "
        f"{jobs / sim_s:>11,.0f}  util {m['utilization']:.3f} {key} {m[key]:.3f}"
    )


def same(a, b) -> bool:
    return (a.start, a.end, a.status) == (b.start, b.end, b.status)


if __name__ == "__main__":
    main()
