"""The compiled SWF parser against the Python one on every trace at hand: the same workload job
by job, and the time each takes.

    python benchmarks/swf_parse.py [--traces DIR] [--rounds N]

Reads the bundled traces and every ``*.swf`` / ``*.swf.gz`` in --traces DIR and the folders of
$HPCGYM_TRACES with ``read_swf(engine="python")`` and ``read_swf(engine="compiled")``, checks
that jobs, machine, name and skip counts are equal, and prints the CPU time of each (best of N
rounds; the compiled one with and without building the Job objects). Exits with code 1 if a
trace reads differently.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from hpcgym.traces import BUNDLED, find_trace, trace_folders
from hpcgym.workloads.swf import read_swf


def best(rounds: int, fn) -> tuple[float, object]:
    """The least CPU time of ``rounds`` calls of ``fn``, and its last result."""
    times, out = [], None
    for _ in range(rounds):
        t = time.process_time()
        out = fn()
        times.append(time.process_time() - t)
    return min(times), out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--traces", type=Path, metavar="DIR", help="also searched: $HPCGYM_TRACES")
    ap.add_argument("--rounds", type=int, default=3, help="best of N rounds")
    args = ap.parse_args()
    paths = [find_trace(name) for name in BUNDLED]
    for folder in trace_folders([args.traces] if args.traces else []):
        seen = {p.name for p in paths}
        found = Path(folder).glob("*.swf*")
        paths += sorted(p for p in found if p.name.endswith((".swf", ".gz")) and p.name not in seen)
    print(
        f"{'trace':<32} {'jobs':>8} {'python s':>9} {'compiled s':>11} {'+ Jobs s':>9} "
        f"{'speed-up':>8} {'+ Jobs':>7}  workload"
    )
    differ = 0
    for path in paths:
        py_s, py = best(args.rounds, lambda p=path: read_swf(p, engine="python"))
        c_s, _ = best(args.rounds, lambda p=path: read_swf(p, engine="compiled"))
        cj_s, _ = best(args.rounds, lambda p=path: read_swf(p, engine="compiled").jobs)
        w = read_swf(path, engine="compiled")
        same = (py.jobs, py.cluster, py.name, py.skipped) == (w.jobs, w.cluster, w.name, w.skipped)
        differ += not same
        print(
            f"{path.name:<32} {len(py):>8} {py_s:>9.3f} {c_s:>11.3f} {cj_s:>9.3f} "
            f"{py_s / c_s:>7.1f}x {py_s / cj_s:>6.1f}x  {'same' if same else 'DIFFERENT'}",
            flush=True,
        )
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
