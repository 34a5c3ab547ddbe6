"""The per-job figures behind :mod:`hpcgym.sizes`' estimates: memory and simulation speed of
generated Edison-like workloads, and how :func:`hpcgym.workloads.edison.expected_jobs`
compares with the jobs generated.

    python benchmarks/sizes.py [--days 7,28] [--policy fcfs-easy]

Each size runs in a fresh process (peak resident memory is per process): the generator, then
one simulation. Bytes a job is the slope of peak memory between the smallest and the largest
size, so the interpreter and the imports cancel out.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

ONE = """
import json, resource, sys, time
from hpcgym.batch.policies import simulate
from hpcgym.workloads.edison import EdisonConfig, expected_jobs, generate
days, policy = float(sys.argv[1]), sys.argv[2]
t0 = time.perf_counter()
w = generate(EdisonConfig(days=days, seed=1))
t1 = time.perf_counter()
simulate(w, policy)
t2 = time.perf_counter()
print(json.dumps({
    "days": days, "jobs": len(w), "expected": expected_jobs(days),
    "generate_s": t1 - t0, "simulate_s": t2 - t1,
    "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
}))
"""


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--days", default="7,28", help="comma-separated sizes in days")
    p.add_argument("--policy", default="fcfs-easy")
    args = p.parse_args()
    rows = []
    for days in (float(x) for x in args.days.split(",")):
        out = subprocess.run(
            [sys.executable, "-c", ONE, str(days), args.policy],
            capture_output=True,
            text=True,
            check=True,
        )
        rows.append(json.loads(out.stdout))
    print(
        f"{'days':>6} {'jobs':>9} {'expected':>9} {'gen s':>7} {'sim s':>7} {'jobs/s':>8} {'peak MB':>8}"
    )
    for r in rows:
        rate = r["jobs"] / r["simulate_s"]
        print(
            f"{r['days']:6g} {r['jobs']:9,} {r['expected']:9,.0f} {r['generate_s']:7.2f} "
            f"{r['simulate_s']:7.2f} {rate:8,.0f} {r['peak_mb']:8.0f}"
        )
    if len(rows) > 1:
        a, b = rows[0], rows[-1]
        per_job = (b["peak_mb"] - a["peak_mb"]) * 2**20 / (b["jobs"] - a["jobs"])
        print(f"bytes a job (peak memory slope): {per_job:,.0f}")


if __name__ == "__main__":
    main()
