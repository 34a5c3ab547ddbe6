"""RLScheduler's heuristic table (SC'20 Table V, mean bounded slowdown) under the rlscheduler
preset, beside the published numbers: 10 windows of 1024 jobs per trace, seed 1.

    python benchmarks/rlscheduler_table.py [--traces DIR] [--no-backfill] [--bundled-only]

Lublin-1 and Lublin-2 are bundled (``lublin_256``, ``lublin_256_new2``); HPC2N is the Parallel
Workloads Archive's HPC2N-2002-2.2-cln.swf.gz, looked for in ``--traces DIR`` and the folders of
``$HPCGYM_TRACES``. When it is not found the script says so and exits with code 2 before
running; ``--bundled-only`` prints the two Lublin rows alone.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from hpcgym.batch.rlscheduler import HEURISTICS, LABELS, PROTOCOL, PUBLISHED, rlscheduler_row
from hpcgym.traces import ARCHIVE, BUNDLED, TRACES_ENV, find_trace, searched

ROWS = ("Lublin-1", "HPC2N", "Lublin-2")


def trace_name(label: str) -> str:
    """A row's trace: the bundled name of a Lublin trace, else the archive's file name."""
    file = PROTOCOL[label].file
    stem = file.removesuffix(".swf.gz")
    return stem if stem in BUNDLED else file


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--traces",
        type=Path,
        metavar="DIR",
        help=f"folder of the archive's SWF files (also searched: ${TRACES_ENV})",
    )
    ap.add_argument("--no-backfill", action="store_true", help="the 'without backfilling' rows")
    ap.add_argument(
        "--bundled-only", action="store_true", help="only the rows of the bundled Lublin traces"
    )
    args = ap.parse_args()
    rows = [r for r in ROWS if not args.bundled_only or trace_name(r) in BUNDLED]
    folders = [args.traces] if args.traces else []
    paths, missing = {}, []
    for label in rows:
        try:
            paths[label] = find_trace(trace_name(label), folders)
        except FileNotFoundError:
            missing.append(f"{label} ({trace_name(label)})")
    if missing:
        print(
            f"rlscheduler_table.py: missing {', '.join(missing)} ({searched(folders)}): give "
            f"--traces DIR or set ${TRACES_ENV}, or --bundled-only for the Lublin rows; the "
            f"Parallel Workloads Archive's SWF files come from {ARCHIVE}",
            file=sys.stderr,
        )
        sys.exit(2)
    backfill = not args.no_backfill
    head = f"{'trace':<10}{'':<11}" + "".join(f"{LABELS[h]:>11}" for h in HEURISTICS)
    print(
        f"mean bounded slowdown, {'with' if backfill else 'without'} backfilling "
        "(10 x 1024 jobs, seed 1)"
    )
    print(head)
    worst, t0 = 0.0, time.perf_counter()
    for label in rows:
        row = rlscheduler_row(paths[label], job_slice=PROTOCOL[label].job_slice, backfill=backfill)
        pub = PUBLISHED[backfill][label]
        diff = {h: 100 * (row[h] - pub[h]) / pub[h] for h in HEURISTICS}
        worst = max(worst, *map(abs, diff.values()))
        print(f"{label:<10}{'measured':<11}" + "".join(f"{row[h]:>11.2f}" for h in HEURISTICS))
        print(f"{'':<10}{'published':<11}" + "".join(f"{pub[h]:>11.2f}" for h in HEURISTICS))
        print(f"{'':<10}{'diff %':<11}" + "".join(f"{diff[h]:>+11.3f}" for h in HEURISTICS))
    print(f"largest |diff| {worst:.3f}% ({time.perf_counter() - t0:.1f} s)")


if __name__ == "__main__":
    main()
