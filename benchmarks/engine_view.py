"""Reading a compiled dispatch episode's state through its ``sim`` view (what agents/replay.py
and reports read at every decision): microseconds per read of ``now``, ``free`` and
``finished``, and of a per-job column, on workloads of growing size.

    python benchmarks/engine_view.py [--jobs 1000,10000,100000] [--reads 200]

Each read used to copy the whole engine (324 us at 100k jobs, issue 37); read through the
core's getters it should cost about as much as any attribute of a Rust object (~0.1 us)
whatever the workload's size.
"""

from __future__ import annotations

import argparse
import time
from functools import partial

import gymnasium as gym

import hpcgym.envs  # noqa: F401  (registers the envs)
from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.workload import Workload


def workload(n: int) -> Workload:
    """``n`` jobs arriving every 10 s on 256 cores, sizes and times cycling (no randomness)."""
    jobs = [
        Job(i, 10 * i, 1 + (7 * i) % 64, 600 + (13 * i) % 3000, 60 + (17 * i) % 600)
        for i in range(n)
    ]
    return Workload(jobs, Cluster("bench", nodes=256, max_walltime=3600))


def per_read_us(read, reads: int) -> float:
    t = time.perf_counter()
    for _ in range(reads):
        read()
    return 1e6 * (time.perf_counter() - t) / reads


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", default="1000,10000,100000")
    ap.add_argument("--reads", type=int, default=200)
    args = ap.parse_args()
    print(f"{'jobs':>8} {'now us':>9} {'free us':>9} {'finished us':>12} {'start_t us':>11}")
    for n in (int(x) for x in args.jobs.split(",")):
        env = gym.make("hpcgym/Dispatch-v0", workload=workload(n), engine="compiled")
        env.reset(seed=0)
        for _ in range(50):
            env.step(0)
        sim = env.unwrapped.sim
        figures = [
            per_read_us(partial(getattr, sim, name), reads)
            for name, reads in (
                ("now", args.reads),
                ("free", args.reads),
                ("finished", args.reads),
                ("start_t", max(args.reads // 20, 5)),
            )
        ]
        print(
            f"{n:>8} {figures[0]:>9.2f} {figures[1]:>9.2f} {figures[2]:>12.2f} {figures[3]:>11.1f}"
        )
        env.close()


if __name__ == "__main__":
    main()
