"""RLScheduler's heuristic table (SC'20 Table V, mean bounded slowdown) under the rlscheduler
preset, beside the published numbers: 10 windows of 1024 jobs per trace, seed 1.

    python benchmarks/rlscheduler_table.py [--traces FOLDER] [--no-backfill]

Traces missing from ``--traces`` are left out, except Lublin-1 (bundled as ``lublin_256``).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from hpcgym.batch.rlscheduler import HEURISTICS, LABELS, PROTOCOL, PUBLISHED, rlscheduler_row

TRACES = Path(__file__).resolve().parents[2] / "shared" / "traces"
ROWS = ("Lublin-1", "HPC2N", "Lublin-2")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--traces", type=Path, default=TRACES)
    ap.add_argument("--no-backfill", action="store_true", help="the 'without backfilling' rows")
    args = ap.parse_args()
    backfill = not args.no_backfill
    head = f"{'trace':<10}{'':<11}" + "".join(f"{LABELS[h]:>11}" for h in HEURISTICS)
    print(
        f"mean bounded slowdown, {'with' if backfill else 'without'} backfilling "
        "(10 x 1024 jobs, seed 1)"
    )
    print(head)
    worst, t0 = 0.0, time.perf_counter()
    for label in ROWS:
        path = args.traces / PROTOCOL[label].file
        if not path.exists():
            if label != "Lublin-1":
                print(f"{label:<10}(no {path})")
                continue
            path = "lublin_256"
        row = rlscheduler_row(path, job_slice=PROTOCOL[label].job_slice, backfill=backfill)
        pub = PUBLISHED[backfill][label]
        diff = {h: 100 * (row[h] - pub[h]) / pub[h] for h in HEURISTICS}
        worst = max(worst, *map(abs, diff.values()))
        print(f"{label:<10}{'measured':<11}" + "".join(f"{row[h]:>11.2f}" for h in HEURISTICS))
        print(f"{'':<10}{'published':<11}" + "".join(f"{pub[h]:>11.2f}" for h in HEURISTICS))
        print(f"{'':<10}{'diff %':<11}" + "".join(f"{diff[h]:>+11.3f}" for h in HEURISTICS))
    print(f"largest |diff| {worst:.3f}% ({time.perf_counter() - t0:.1f} s)")


if __name__ == "__main__":
    main()
