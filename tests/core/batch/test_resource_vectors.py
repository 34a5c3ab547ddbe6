"""Resources as vectors: a cluster's GPUs and memory beside its cores (hpcgym.batch.cluster,
hpcgym.batch.vector_backfill). The vector passes are checked against the scalar ones where
they must agree (pools no job asks for; GPUs standing in for cores), by a schedule worked out
by hand, and by the capacity of every resource over random workloads."""

from __future__ import annotations

import numpy as np
import pytest

from hpcgym.batch import compiled
from hpcgym.batch.cluster import Cluster, processors
from hpcgym.batch.job import Job
from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import build_simulator, simulate
from hpcgym.batch.simulator import SchedulingError
from hpcgym.batch.workload import Workload
from hpcgym.errors import InputError, WorkloadError

POLICIES = ("fcfs", "fcfs-easy", "fcfs-conservative", "sjf-easy", "slurm")


def random_jobs(rng, n, max_cores, gpus=0, mem=0):
    jobs = []
    t = 0
    for k in range(n):
        t += int(rng.integers(0, 400))
        w = int(rng.integers(60, 4000))
        r = int(rng.integers(1, w + 300))
        g = int(rng.integers(0, gpus + 1)) if gpus else 0
        m = int(rng.integers(0, mem + 1)) if mem else 0
        jobs.append(Job(k + 1, t, int(rng.integers(1, max_cores + 1)), w, r, gpus=g, mem=m))
    return jobs


def test_capacity_and_requests():
    shared = Cluster("g", 4, 64, False, gpus_per_node=4, mem_per_node=256_000)
    assert shared.pools == ("gpus", "mem")
    assert shared.capacity == (256, 16, 1_024_000)
    assert shared.request(10, 2, 1000) == (10, 2, 1000)
    whole = Cluster("w", 4, 64, True, gpus_per_node=4, mem_per_node=256_000)
    assert whole.pools == () and whole.capacity == (4,)
    # Slurm's node count for a TRES request: the most nodes cores, GPUs or memory need
    assert whole.job_units(1, 8, 0) == 2
    assert whole.job_units(1, 0, 600_000) == 3
    assert whole.job_units(130, 1, 1) == 3
    assert Cluster("c", 4, 8, False).pools == ()


@pytest.mark.parametrize(
    ("job", "message"),
    [
        (Job(7, 0, 1, 10, 10, gpus=2), "job 7: requests 2 of GPUs; cluster 'cpu' has none"),
        (Job(7, 0, 1, 10, 10, mem=-1), "job 7: requests -1 MB of memory"),
    ],
)
def test_requests_the_cluster_cannot_hold_are_refused(job, message):
    with pytest.raises(WorkloadError, match=message):
        Workload([job], Cluster("cpu", 2, 4, False, mem_per_node=100))


def test_a_request_wider_than_the_cluster_names_job_and_cluster():
    with pytest.raises(WorkloadError, match=r"job 3: requests 9 of GPUs, more than cluster 'g'"):
        Workload([Job(3, 0, 1, 10, 10, gpus=9)], Cluster("g", 2, 4, False, gpus_per_node=4))


def test_worked_easy_schedule_waits_for_a_gpu():
    """1 node, 8 cores, 2 GPUs. A (2 cores, 2 GPUs, 100 s) starts; B (2 cores, 1 GPU) waits
    for A although its cores are free, its shadow is 100; C (4 cores, no GPU, 200 s) runs past
    the shadow on what is spare then, (8, 2) - B's (2, 1) = (6, 1) >= (4, 0), so starts at 0."""
    cl = Cluster("g", 1, 8, False, gpus_per_node=2)
    jobs = [
        Job(1, 0, 2, 100, 100, gpus=2),
        Job(2, 0, 2, 50, 50, gpus=1),
        Job(3, 0, 4, 200, 200),
    ]
    s = simulate(Workload(jobs, cl), "fcfs-easy")
    assert (s.start, s.end) == ([0, 100, 0], [100, 150, 200])
    # cores alone would start B at once
    plain = simulate(Workload([Job(j.id, 0, j.cores, j.walltime, j.runtime) for j in jobs], cl))
    assert plain.start == [0, 0, 0]


def test_worked_conservative_reservation_holds_memory():
    """Per-core, 1 node of 4 cores and 100 MB. A (1 core, 80 MB, 100 s) runs; B (1 core,
    50 MB) needs more memory than the 20 MB left, so it is reserved at 100, when A ends;
    C (1 core, 30 MB, 300 s) cannot start now either (20 MB) and is reserved beside B at 100
    (50 + 30 <= 100); D (1 core, 10 MB, 50 s) fits beside A now."""
    cl = Cluster("m", 1, 4, False, mem_per_node=100)
    jobs = [
        Job(1, 0, 1, 100, 100, mem=80),
        Job(2, 0, 1, 100, 100, mem=50),
        Job(3, 0, 1, 300, 300, mem=30),
        Job(4, 0, 1, 50, 50, mem=10),
    ]
    s = simulate(Workload(jobs, cl), "fcfs-conservative")
    assert s.start == [0, 100, 100, 0]


@pytest.mark.parametrize("policy", POLICIES)
def test_pools_no_job_asks_for_change_nothing(policy):
    """With GPUs and memory counted but never asked for, every pass runs its vector form and
    must make the scalar schedule."""
    rng = np.random.default_rng(11)
    for _ in range(8):
        jobs = random_jobs(rng, 120, 48)
        gpu = Cluster("g", 8, 8, False, gpus_per_node=4, mem_per_node=1000)
        cpu = Cluster("c", 8, 8, False)
        a = simulate(Workload(jobs, gpu), policy, engine="python")
        b = simulate(Workload(jobs, cpu), policy, engine="python")
        assert (a.start, a.end, a.status) == (b.start, b.end, b.status)


@pytest.mark.parametrize("policy", ("fcfs", "fcfs-easy", "fcfs-conservative", "sjf-easy"))
def test_gpus_standing_in_for_cores_make_the_scalar_schedule(policy):
    """Cores never binding (one each, more than can ever run) and every job asking g >= 1
    GPUs: the vector passes on GPUs must schedule as the scalar ones on g-core jobs."""
    rng = np.random.default_rng(5)
    for _ in range(8):
        base = random_jobs(rng, 120, 12)
        vec = [Job(j.id, j.submit, 1, j.walltime, j.runtime, gpus=j.cores) for j in base]
        a = simulate(Workload(vec, Cluster("g", 4, 16, False, gpus_per_node=4)), policy)
        b = simulate(Workload(base, processors(16)), policy)
        assert (a.start, a.end, a.status) == (b.start, b.end, b.status)


@pytest.mark.parametrize("policy", POLICIES)
def test_no_resource_is_ever_oversubscribed(policy):
    rng = np.random.default_rng(23)
    cl = Cluster("g", 6, 16, False, gpus_per_node=4, mem_per_node=500)
    for _ in range(6):
        jobs = random_jobs(rng, 150, 40, gpus=12, mem=1500)
        w = Workload(jobs, cl)
        s = simulate(w, policy)
        assert all(st >= 0 for st in s.start)
        need = np.array([cl.request(j.cores, j.gpus, j.mem) for j in w.jobs])
        for t in sorted(set(s.start)):
            running = [k for k in range(len(w.jobs)) if s.start[k] <= t < s.end[k]]
            used = need[running].sum(axis=0) if running else np.zeros(3)
            assert (used <= np.array(cl.capacity)).all(), (policy, t, used)


def test_whole_node_gpu_jobs_run_on_the_compiled_core_as_node_counts():
    """Under whole-node allocation a GPU request is a node count, which both engines run."""
    rng = np.random.default_rng(3)
    cl = Cluster("w", 16, 64, True, gpus_per_node=4)
    jobs = random_jobs(rng, 200, 256, gpus=24)
    w = Workload(jobs, cl)
    a = simulate(w, "fcfs-easy", engine="python")
    b = simulate(w, "fcfs-easy")
    assert (a.start, a.end) == (b.start, b.end)
    assert a.units == [cl.job_units(j.cores, j.gpus, j.mem) for j in w.jobs]


def test_pools_run_compiled_and_unit_only_rules_refuse_them():
    cl = Cluster("g", 2, 8, False, gpus_per_node=2)
    w = Workload([Job(1, 0, 1, 10, 10, gpus=1)], cl)
    if compiled.available():
        assert simulate(w, "fcfs-easy").engine == "compiled"
    for policy in ("rlscheduler", "slurm+nodes"):
        with pytest.raises(InputError, match="counts units only"):
            build_simulator(w, policy)
    sim = build_simulator(w, "fcfs-easy")
    with pytest.raises(SchedulingError, match="reservations hold units only"):
        sim.reserve(1, 0, 10)


def test_worked_gpu_metrics():
    """The EASY case above over [0, 200): A holds 2 GPUs for 100 s, B 1 for 50 s, so
    250 of 400 GPU-seconds; B waits 0-100 while A holds both GPUs, so none idle meanwhile."""
    cl = Cluster("g", 1, 8, False, gpus_per_node=2)
    jobs = [Job(1, 0, 2, 100, 100, gpus=2), Job(2, 0, 2, 50, 50, gpus=1), Job(3, 0, 4, 200, 200)]
    m = compute(simulate(Workload(jobs, cl), "fcfs-easy"))
    assert m["gpu_utilization"] == pytest.approx(250 / 400)
    assert m["gpu_idle_waiting_h"] == 0.0
    assert "mem_utilization" not in m


def test_gpu_idle_while_waiting_against_a_second_by_second_count():
    """Whole-node GPU jobs (each node's 4 GPUs held whole) beside CPU jobs: the GPU-seconds
    idle while a GPU job waits, counted second by second."""
    rng = np.random.default_rng(8)
    cl = Cluster("w", 6, 8, True, gpus_per_node=4)
    seen = 0.0
    for _ in range(5):
        jobs = random_jobs(rng, 40, 24, gpus=10)
        s = simulate(Workload(jobs, cl), "fcfs-easy")
        w = s.workload
        m = compute(s)
        t0, t1 = w.jobs[0].submit, max(s.end)
        idle = 0
        for t in range(t0, t1):
            held = sum(s.units[k] * 4 for k in range(len(w.jobs)) if s.start[k] <= t < s.end[k])
            if any(j.gpus and j.submit <= t < s.start[k] for k, j in enumerate(w.jobs)):
                idle += 24 - held
        assert m["gpu_idle_waiting_h"] * 3600 == pytest.approx(idle)
        seen += idle
    assert seen > 0  # the cases do leave GPUs idle while a GPU job waits
