"""Conservative backfilling on the compiled core: CPU seconds of the simulation on growing
prefixes of HPC2N and RICC (and the whole traces), to show how it grows with the jobs.

    python benchmarks/conservative.py [--traces DIR] [--prefixes 10000,20000,40000,80000]
        [--policy fcfs-conservative] [--no-whole]

Prints, per trace and prefix, the simulation's CPU time (time.process_time, the trace read
apart), jobs per CPU-second, the time per job (flat when the cost is linear), and a
digest of the schedule (sha256 of the start times) to compare before and after a change of
the core. The issue's goal: the whole RICC trace in at most 5 s. Traces are looked for in
--traces DIR and $HPCGYM_TRACES; the script names any it cannot find and exits with code 2.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

from hpcgym.batch.policies import simulate
from hpcgym.traces import ARCHIVE, TRACES_ENV, find_traces, searched
from hpcgym.workloads.swf import read_swf

TRACES = ("HPC2N-2002-2.2-cln", "RICC-2010-2")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--traces", type=Path, metavar="DIR", help=f"also searched: ${TRACES_ENV}")
    ap.add_argument("--prefixes", default="10000,20000,40000,80000")
    ap.add_argument("--policy", default="fcfs-conservative")
    ap.add_argument("--no-whole", action="store_true", help="leave out the whole traces")
    args = ap.parse_args()
    folders = [args.traces] if args.traces else []
    paths, missing = find_traces(TRACES, folders)
    if missing:
        print(
            f"conservative.py: missing {', '.join(missing)} ({searched(folders)}): give "
            f"--traces DIR or set ${TRACES_ENV}; the Parallel Workloads Archive's SWF files "
            f"come from {ARCHIVE}",
            file=sys.stderr,
        )
        sys.exit(2)
    sizes = [int(p) for p in args.prefixes.split(",") if p]
    print(
        f"{'trace':<20} {'policy':<18} {'jobs':>8} {'cpu s':>8} {'jobs/s':>10} {'us/job':>8}  digest"
    )
    for name, path in paths.items():
        whole = read_swf(path)
        counts = [n for n in sizes if n < len(whole)] + ([] if args.no_whole else [len(whole)])
        for n in counts:
            w = whole if n == len(whole) else read_swf(path, max_jobs=n)
            t = time.process_time()
            s = simulate(w, args.policy, engine="compiled")
            cpu = time.process_time() - t
            h = hashlib.sha256(repr((s.start, s.end)).encode()).hexdigest()[:12]
            print(
                f"{name:<20} {args.policy:<18} {n:>8} {cpu:>8.2f} {n / cpu:>10,.0f} "
                f"{1e6 * cpu / n:>8.2f}  {h}"
            )


if __name__ == "__main__":
    main()
