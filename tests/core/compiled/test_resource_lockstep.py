"""The compiled core over resource vectors against the Python simulator, its specification:
clusters counting GPUs and memory per core or per node, and machines of two or three
partitions (hpcgym.batch.machine), every compiled order and backfill. Pass by pass the same
clock, queue order and free units and pools; job by job the same schedule; no resource
oversubscribed at any instant; and small machines worked out by hand."""

from __future__ import annotations

import copy
from dataclasses import replace

import numpy as np
import pytest

from hpcgym.batch import compiled
from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.machine import Machine, machine
from hpcgym.batch.policies import (
    POLICIES,
    SchedulerConfig,
    build_simulator,
    make_queue,
    make_scheduler,
    simulate,
)
from hpcgym.batch.priority import SIZE_FACTORS
from hpcgym.batch.workload import Workload

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")

PRESETS = (
    "fcfs",
    "fcfs-easy",
    "fcfs-conservative",
    "sjf-easy",
    "wfp3-easy",
    "unicep-easy",
    "f1-easy",
    "slurm",
)


def random_cluster(rng: np.random.Generator) -> Cluster:
    """A cluster of 1-4 nodes of 1-8 cores, whole-node or per-core, with GPUs, memory, both
    or (rarely) neither."""
    kind = int(rng.integers(0, 4))
    return Cluster(
        f"c{int(rng.integers(0, 1000))}",
        int(rng.integers(1, 5)),
        int(rng.integers(1, 9)),
        bool(rng.integers(0, 2)),
        gpus_per_node=int(rng.integers(1, 5)) if kind in (0, 2) else 0,
        mem_per_node=int(rng.integers(50, 200)) if kind in (1, 2) else 0,
    )


def random_machine(rng: np.random.Generator) -> Machine:
    parts = []
    for k in range(int(rng.integers(2, 4))):
        c = random_cluster(rng)
        parts.append(
            Cluster(
                f"p{k}",
                c.nodes,
                c.cores_per_node,
                c.whole_node,
                gpus_per_node=c.gpus_per_node,
                mem_per_node=c.mem_per_node,
            )
        )
    return machine("m", parts)


def random_jobs(
    rng: np.random.Generator, cluster: Cluster | Machine, n: int, dense: bool
) -> list[Job]:
    """``n`` jobs, each asking its partition for 1 core up to all of them and up to all of its
    GPUs and memory (often none); bursty submits, walltimes from a few round values (ties at
    the shadow), runtimes under, at and over the request."""
    parts = cluster.partitions if isinstance(cluster, Machine) else (cluster,)
    jobs, t = [], 0
    for k in range(n):
        t += int(rng.integers(0, 3 if dense else 60)) if rng.integers(0, 3) else 0
        p = parts[int(rng.integers(0, len(parts)))]
        w = int(rng.choice([10, 20, 30])) if rng.integers(0, 2) else int(rng.integers(1, 200))
        r = int(rng.choice([w, w + 5, int(rng.integers(1, w + 1))]))
        g = int(rng.integers(0, p.total_gpus + 1)) if p.gpus_per_node and rng.integers(0, 2) else 0
        m = int(rng.integers(0, p.total_mem + 1)) if p.mem_per_node and rng.integers(0, 2) else 0
        cores = int(rng.integers(1, p.total_cores + 1))
        name = p.name if isinstance(cluster, Machine) else ""
        jobs.append(Job(k + 1, t, cores, w, r, gpus=g, mem=m, partition=name))
    return jobs


def random_config(rng: np.random.Generator) -> SchedulerConfig:
    return SchedulerConfig(
        "random",
        priority=str(rng.choice(["fcfs", "sjf", "f1", "wfp3", "unicep", "multifactor"])),
        backfill=str(rng.choice(["none", "easy", "conservative"])),
        depth=[None, 1, 2, 3, 5][int(rng.integers(0, 5))],
        bf_interval=[0, 0, 1, 7, 30][int(rng.integers(0, 5))],
        grace=[0, 1, 60][int(rng.integers(0, 3))],
        size_factor=sorted(SIZE_FACTORS)[int(rng.integers(0, len(SIZE_FACTORS)))],
    )


def lockstep(workload: Workload, config: SchedulerConfig, rng: np.random.Generator) -> None:
    """Both engines pass by pass: the same clock, order, free units and free pools at each
    pass; now and then a backfill pass reserving for a random job that does not fit (a
    dispatch agent's choice), and a planner's copy run to the end with the future forgotten."""
    sim = build_simulator(workload, config)
    scheduler = make_scheduler(config)
    core = compiled.build_core(workload, config, make_queue(config, workload))
    backfill = config.variant.backfill
    while True:
        due = sim.advance() is not None
        assert core.advance() == due
        if not due:
            break
        assert (core.now, core.free, core.pool_free) == (sim.now, sim.free, sim.pool_free)
        assert core.backfill_due == sim.backfill_due
        order = list(sim.queue.order(sim.now))
        assert core.order() == order
        head = order[int(rng.integers(0, len(order)))]
        if backfill is not None and not sim.fits(head) and not rng.integers(0, 3):
            backfill(sim, config.depth, config.filter_held, head)
            core.backfill(head)
        else:
            scheduler(sim)
            core.pass_()
        assert (core.free, core.pool_free) == (sim.free, sim.pool_free)
        if not rng.integers(0, 8):
            plan_sim, plan_core = copy.deepcopy(sim), core.copy()
            plan_sim.forget_future()
            plan_core.forget_future()
            plan_sim.run(scheduler)
            plan_core.run()
            assert plan_core.schedule() == (plan_sim.start_t, plan_sim.end_t, plan_sim.status)
    start, end, status = core.schedule()
    assert (start, end, list(status)) == (sim.start_t, sim.end_t, sim.status)


@pytest.mark.parametrize("shape", ["cluster", "machine"])
def test_lockstep_random_configs(shape):
    rng = np.random.default_rng(37 if shape == "cluster" else 40)
    for case in range(150):
        cl = random_cluster(rng) if shape == "cluster" else random_machine(rng)
        jobs = random_jobs(rng, cl, int(rng.integers(1, 30)), dense=bool(case % 3 == 0))
        lockstep(Workload(jobs, cl), random_config(rng), rng)


@pytest.mark.parametrize("policy", PRESETS)
def test_presets_job_by_job(policy):
    """Each preset on random clusters and machines: the same start, end and status."""
    rng = np.random.default_rng(sum(map(ord, policy)))
    for case in range(12):
        cl = random_cluster(rng) if case % 2 else random_machine(rng)
        w = Workload(random_jobs(rng, cl, 60, dense=bool(case % 3 == 0)), cl)
        a = simulate(w, policy, engine="python")
        b = simulate(w, policy, engine="compiled")
        assert (b.start, b.end, b.status, b.units) == (a.start, a.end, a.status, a.units)


@pytest.mark.parametrize("policy", PRESETS)
def test_no_resource_is_ever_oversubscribed_compiled(policy):
    """Every entry of the resource vector, at every start, within the capacity."""
    rng = np.random.default_rng(400 + len(policy))
    for case in range(8):
        cl = random_cluster(rng) if case % 2 else random_machine(rng)
        w = Workload(random_jobs(rng, cl, 80, dense=False), cl)
        s = simulate(w, policy, engine="compiled")
        assert all(t >= 0 for t in s.start)
        need = np.array([cl.request(j.cores, j.gpus, j.mem, j.partition) for j in w.jobs])
        cap = np.array(cl.capacity)
        for t in sorted(set(s.start)):
            on = [k for k in range(len(w.jobs)) if s.start[k] <= t < s.end[k]]
            assert (need[on].sum(axis=0) <= cap).all(), (policy, t)


GPU = Cluster("gpu", 2, 4, True, gpus_per_node=4)
CPU = Cluster("cpu", 2, 8, True)
M = machine("m", [GPU, CPU])


def node_job(i: int, submit: int, walltime: int, part: Cluster, nodes: int) -> Job:
    return Job(i, submit, nodes * part.cores_per_node, walltime, walltime, partition=part.name)


@pytest.mark.parametrize("engine", ["python", "compiled"])
def test_worked_machine_easy_reserves_per_partition(engine):
    """Two partitions of 2 nodes; the vector is (total, GPU nodes, CPU nodes). A (GPU, 1
    node) and X (CPU, 1 node) run to 100. At 1 the GPU head B and the CPU head Y (2 nodes
    each) block their own partitions only. GPU: C (1 node, 50 s) ends by B's shadow (100) and
    starts. CPU: Y's own shadow is 100, when (3, 1, 2) is free, leaving (1, 1, 0) spare, so Z
    (1 CPU node, 200 s, past the shadow) waits; with B's reservation alone (4, 2, 2) - (2, 2,
    0) = (2, 0, 2) would be spare and Z would start at 1. B and Y start at 100, Z when they
    end at 200."""
    jobs = [
        node_job(1, 0, 100, GPU, 1),
        node_job(2, 0, 100, CPU, 1),
        node_job(3, 1, 100, GPU, 2),
        node_job(4, 1, 100, CPU, 2),
        node_job(5, 1, 50, GPU, 1),
        node_job(6, 1, 200, CPU, 1),
    ]
    s = simulate(Workload(jobs, M), "fcfs-easy", engine=engine)
    assert s.engine == engine
    assert s.start == [0, 0, 100, 100, 1, 200]
    assert s.end == [100, 100, 200, 200, 51, 400]


@pytest.mark.parametrize("engine", ["python", "compiled"])
def test_worked_per_core_conservative_over_gpus_and_memory(engine):
    """One node of 4 cores, 2 GPUs and 100 MB, per-core. A (1 core, 2 GPUs, 100 s) runs.
    B (1 core, 1 GPU, 50 s) is reserved at 100 (A holds both GPUs); C (2 cores, 90 MB, 300 s)
    fits now (3 cores, 100 MB free) and, taking no GPU, delays no one; D (1 core, 20 MB,
    10 s) finds 10 MB free beside C until C ends, so it is reserved at 300 though cores and
    GPUs are free at 150."""
    cl = Cluster("g", 1, 4, False, gpus_per_node=2, mem_per_node=100)
    jobs = [
        Job(1, 0, 1, 100, 100, gpus=2),
        Job(2, 0, 1, 50, 50, gpus=1),
        Job(3, 0, 2, 300, 300, mem=90),
        Job(4, 0, 1, 10, 10, mem=20),
    ]
    s = simulate(Workload(jobs, cl), "fcfs-conservative", engine=engine)
    assert s.start == [0, 100, 0, 300]


def test_the_compiled_dispatch_env_keeps_off_pools():
    from hpcgym.envs.dispatch.compiled import unsupported

    w = Workload([Job(1, 0, 1, 10, 10, gpus=1)], Cluster("g", 1, 4, False, gpus_per_node=2))
    why = unsupported(POLICIES["fcfs-easy"], w, {"bsld": 1.0}, False)
    assert why is not None and "GPUs, memory or partitions" in why


def test_the_cores_rows_are_the_clusters_requests():
    """``core_pools`` lays each job's vector out as ``request`` does (units first, apart)."""
    rng = np.random.default_rng(2)
    for case in range(40):
        cl = random_cluster(rng) if case % 2 else random_machine(rng)
        jobs = random_jobs(rng, cl, 20, dense=False)
        given = compiled.core_pools(Workload(jobs, cl))
        if not cl.pools:
            assert given == {}
            continue
        rows = np.frombuffer(given["pool_need"], np.int64).reshape(len(jobs), -1)
        want = [cl.request(j.cores, j.gpus, j.mem, j.partition)[1:] for j in jobs]
        assert rows.tolist() == [list(r) for r in want]
        assert given["pools"] == list(cl.capacity[1:])


@pytest.mark.parametrize("policy", ["fcfs-easy", "fcfs-conservative", "slurm"])
def test_dependencies_and_horizons_job_by_job(policy):
    """``afterok`` parents (held children, cancelled ones when a parent is killed) and an
    ``until`` horizon, on clusters with pools and on machines."""
    rng = np.random.default_rng(77 + len(policy))
    for case in range(16):
        cl = random_cluster(rng) if case % 2 else random_machine(rng)
        jobs = random_jobs(rng, cl, 40, dense=bool(case % 3 == 0))
        jobs = [
            replace(j, deps=(int(rng.integers(1, j.id)),)) if j.id > 1 and rng.random() < 0.3 else j
            for j in jobs
        ]
        w = Workload(jobs, cl)
        until = None if case % 4 else int(np.median([j.submit for j in jobs])) + 50
        a = simulate(w, policy, engine="python", until=until)
        b = simulate(w, policy, engine="compiled", until=until)
        assert (b.start, b.end, b.status) == (a.start, a.end, a.status)
