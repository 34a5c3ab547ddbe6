"""The compiled core's cost per job with one resource and with resource vectors: SWF replays
(one resource: the scalar passes, to compare before and after a change of the core), and the
same lublin_256 jobs on a cluster counting GPUs and memory nobody asks for and on a machine of
two partitions, and a simulated week on Perlmutter's two partitions, compiled against the
Python simulator (the vector passes of both engines).

    python benchmarks/resource_vectors.py [--traces DIR] [--repeat R] [--no-vectors]

Prints the best CPU microseconds per job over R runs (time.process_time, the trace read
apart) and a digest of each schedule (sha256 of the start times), which must not change when
only the speed of the core does. The replays need HPC2N and CTC-SP2 of the Parallel Workloads
Archive (not shipped), looked for in --traces DIR and $HPCGYM_TRACES; one not found is skipped
and named. Without --no-vectors the core must run pools (``hpcgym.batch.compiled``).
"""

from __future__ import annotations

import argparse
import hashlib
import time
from pathlib import Path

from hpcgym.batch import compiled
from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.machine import PERLMUTTER, machine
from hpcgym.batch.policies import POLICIES as POLICIES_BY_NAME
from hpcgym.batch.policies import make_queue, simulate
from hpcgym.batch.workload import Workload
from hpcgym.traces import find_traces
from hpcgym.workloads.edison import EdisonConfig, generate
from hpcgym.workloads.swf import load_trace, read_swf

REPLAYS = ("HPC2N-2002-2.2-cln", "CTC-SP2-1996-3.1-cln")
POLICIES = ("fcfs-easy", "fcfs-conservative", "slurm")


def best(w: Workload, policy: str, engine: str, repeat: int) -> tuple[float, str]:
    """Best CPU us per job over ``repeat`` runs, and the schedule's digest."""
    t_best, digest = float("inf"), ""
    for _ in range(repeat):
        c = time.process_time()
        s = simulate(w, policy, engine=engine)
        t_best = min(t_best, time.process_time() - c)
        assert s.engine == engine
        digest = hashlib.sha256(repr(s.start).encode()).hexdigest()[:12]
    return t_best * 1e6 / len(w.jobs), digest


def core_only(w: Workload, policy: str, repeat: int) -> float:
    """Best CPU us per job of the compiled core's run alone (its input built once, each run
    on a fresh copy): the hot loops, without the Python on either side."""
    config = POLICIES_BY_NAME[policy]
    core = compiled.build_core(w, config, make_queue(config, w))
    t_best = float("inf")
    for _ in range(repeat):
        c = core.copy()
        t0 = time.process_time()
        c.run()
        t_best = min(t_best, time.process_time() - t0)
    return t_best * 1e6 / len(w.jobs)


def row(name: str, w: Workload, policy: str, repeat: int) -> str:
    us, digest = best(w, policy, "compiled", repeat)
    run = core_only(w, policy, repeat)
    return f"  {name:24s} {len(w.jobs):7,d} jobs  {policy:18s} {us:8.3f} {run:8.3f}  ({digest})"


def pooled(w: Workload) -> Workload:
    """The jobs of ``w`` on its cluster with one GPU and 1 MB per node, asked by none."""
    cl = w.cluster
    c = Cluster(cl.name, cl.nodes, cl.cores_per_node, cl.whole_node, cl.max_walltime, 1, 1)
    return Workload(list(w.jobs), c, name=f"{w.name} with pools")


def split(w: Workload) -> Workload:
    """The jobs of ``w`` on a machine of two partitions of its size, each job in one of them
    by its id's parity, every fourth GPU job asking 1-4 GPUs per 64 cores."""
    cl = w.cluster
    m = machine(
        "two",
        [
            Cluster("gpu", cl.nodes, cl.cores_per_node, False, gpus_per_node=4),
            Cluster("cpu", cl.nodes, cl.cores_per_node, False),
        ],
    )
    jobs = []
    for j in w.jobs:
        gpu = j.id % 2 == 0
        g = min(1 + j.id % 4, 4 * cl.nodes) if gpu and j.id % 8 == 0 else 0
        jobs.append(
            Job(
                j.id,
                j.submit,
                j.cores,
                j.walltime,
                j.runtime,
                gpus=g,
                partition="gpu" if gpu else "cpu",
            )
        )
    return Workload(jobs, m, name=f"{w.name} on two partitions")


def perlmutter_week() -> Workload:
    """A simulated Edison week (seed 1) on :data:`~hpcgym.batch.machine.PERLMUTTER`: each job
    keeps its node count (capped at its partition's), every third one on the GPU partition
    asking its nodes' 4 GPUs each, the others on the CPU partition."""
    w = generate(EdisonConfig(days=7, seed=1))
    gpu, cpu = PERLMUTTER.partitions
    jobs = []
    for j in w.jobs:
        nodes = -(-j.cores // 24)
        p = gpu if j.id % 3 == 0 else cpu
        n = min(nodes, p.nodes)
        g = 4 * n if p is gpu else 0
        jobs.append(
            Job(
                j.id,
                j.submit,
                n * p.cores_per_node,
                j.walltime,
                j.runtime,
                gpus=g,
                partition=p.name,
            )
        )
    return Workload(jobs, PERLMUTTER, name="edison week on perlmutter")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--traces", type=Path, default=None)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--no-vectors", action="store_true")
    args = ap.parse_args()
    found, missing = find_traces(REPLAYS, [args.traces] if args.traces else [])
    for name in missing:
        print(f"{name}: not found, skipped")
    print("one resource, compiled: CPU us/job of simulate, of the core's run alone (digest)")
    for name in REPLAYS:
        if name not in found:
            continue
        w = read_swf(found[name])
        for policy in POLICIES:
            print(row(name, w, policy, args.repeat))
    lublin = load_trace("lublin_256")
    for policy in POLICIES:
        print(row("lublin_256", lublin, policy, args.repeat))
    if args.no_vectors:
        return
    print(
        "resource vectors: CPU us/job compiled (simulate, the core's run alone), Python, "
        "ratio of simulate's (the same schedule checked)"
    )
    week = perlmutter_week()
    for w in (pooled(lublin), split(lublin), week):
        for policy in POLICIES:
            c_us, c_digest = best(w, policy, "compiled", args.repeat)
            run = core_only(w, policy, args.repeat)
            head = f"  {w.name:32s} {policy:18s} {c_us:8.2f} {run:8.2f}"
            if w is week and policy == "fcfs-conservative":
                print(
                    f"{head}  (the Python engine not run on this one: too slow to repeat)  ({c_digest})"
                )
                continue
            p_us, p_digest = best(w, policy, "python", 1)
            assert c_digest == p_digest, (w.name, policy)
            print(f"{head} {p_us:10.1f} {p_us / c_us:8.0f}x  ({c_digest})")


if __name__ == "__main__":
    main()
