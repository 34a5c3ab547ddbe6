"""The Python simulator's cost per job on the bundled lublin_256 trace, per policy, and the
same jobs on a cluster that counts GPUs and memory nobody asks for (every pass then runs its
vector form, hpcgym.batch.vector_backfill), so the one-resource path can be compared before and
after a change, and against the vector path.

    python benchmarks/python_engine.py [--repeat R]

Prints the best CPU microseconds per job over R runs (CPU time: a shared machine's load moves
it less than wall time).
"""

from __future__ import annotations

import argparse
import time

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.policies import simulate
from hpcgym.batch.workload import Workload
from hpcgym.workloads.swf import load_trace

POLICIES = ("fcfs-easy", "fcfs-conservative", "slurm")


def best_us_per_job(w: Workload, policy: str, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        c = time.process_time()
        simulate(w, policy, engine="python")
        best = min(best, time.process_time() - c)
    return best * 1e6 / len(w.jobs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    w = load_trace("lublin_256")
    cl = w.cluster
    pooled = Cluster(
        cl.name,
        cl.nodes,
        cl.cores_per_node,
        cl.whole_node,
        cl.max_walltime,
        gpus_per_node=1,
        mem_per_node=1,
    )
    wp = Workload(list(w.jobs), pooled, name="lublin_256 with pools")
    print(
        f"{'policy':<20}{'one resource':>14}{'vector path':>14}  (CPU us/job, best of {args.repeat})"
    )
    for p in POLICIES:
        print(
            f"{p:<20}{best_us_per_job(w, p, args.repeat):>14.2f}{best_us_per_job(wp, p, args.repeat):>14.2f}"
        )


if __name__ == "__main__":
    main()
