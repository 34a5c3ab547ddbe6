"""Building the compiled core's input from a parsed trace: CPU seconds of
``hpcgym.batch.compiled.build_core`` (the SWF parser's int64 columns handed over as bytes)
against the same columns read by the core one Python int at a time, beside the simulation.

    python benchmarks/core_input.py [--traces DIR] [--rounds 5]

Prints best-of-N CPU seconds per trace under fcfs-easy. Issue 37 measured the input at 0.035 s
against 0.031 s of simulation on HPC2N. Traces are looked for in --traces DIR and
$HPCGYM_TRACES; the script names any it cannot find and exits with code 2.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from hpcgym.batch import compiled
from hpcgym.batch.columns import job_columns
from hpcgym.batch.policies import get_policy, make_queue
from hpcgym.traces import ARCHIVE, TRACES_ENV, find_traces, searched
from hpcgym.workloads.swf import read_swf

TRACES = ("HPC2N-2002-2.2-cln", "CTC-SP2-1996-3.1-cln", "RICC-2010-2")


def best(f, rounds: int) -> float:
    out = []
    for _ in range(rounds):
        t = time.process_time()
        f()
        out.append(time.process_time() - t)
    return min(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--traces", type=Path, metavar="DIR", help=f"also searched: ${TRACES_ENV}")
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    folders = [args.traces] if args.traces else []
    paths, missing = find_traces(TRACES, folders)
    if missing:
        print(
            f"core_input.py: missing {', '.join(missing)} ({searched(folders)}): give --traces "
            f"DIR or set ${TRACES_ENV}; the archive's SWF files come from {ARCHIVE}",
            file=sys.stderr,
        )
        sys.exit(2)
    config = get_policy("fcfs-easy")
    print(f"{'trace':<22} {'jobs':>8} {'input s':>8} {'by ints s':>10} {'sim s':>8}")
    for name, path in paths.items():
        w = read_swf(path)
        queue = make_queue(config, w)
        c = job_columns(w)
        total = w.cluster.total_units

        def per_int(c=c, total=total) -> None:
            cols = (c.submit, c.cores, c.walltime, c.runtime, c.cores)
            compiled._core.BatchCore(*cols, total, "fcfs", "easy")

        def build(w=w, queue=queue) -> None:
            compiled.build_core(w, config, queue)

        def simulate(w=w, queue=queue) -> None:
            compiled.build_core(w, config, queue).run()

        sim = best(simulate, args.rounds) - best(build, args.rounds)
        print(
            f"{name:<22} {len(w):>8} {best(build, args.rounds):>8.4f} "
            f"{best(per_int, args.rounds):>10.4f} {max(sim, 0.0):>8.4f}"
        )


if __name__ == "__main__":
    main()
