"""Machines of several node types (hpcgym.batch.machine): partitions under one queue, each
with its own resources, checked by a schedule worked out by hand, against a lone partition,
and by every partition's capacity over random workloads."""

from __future__ import annotations

import numpy as np
import pytest

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.machine import Machine, machine
from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import build_simulator, simulate
from hpcgym.batch.workload import Workload
from hpcgym.errors import InputError, WorkloadError

GPU = Cluster("gpu", 2, 64, True, gpus_per_node=4)
CPU = Cluster("cpu", 2, 128, True)
M = machine("mini", [GPU, CPU])


def test_capacity_requests_and_refusals():
    assert M.pools == ("gpu", "cpu") and M.capacity == (4, 2, 2)
    assert M.request(64, 8, 0, "gpu") == (2, 2, 0)
    assert M.request(130, 0, 0, "cpu") == (2, 0, 2)
    assert M.total_cores == 2 * 64 + 2 * 128 and M.total_gpus == 8
    with pytest.raises(AttributeError, match=r"cores_per_node is a partition's"):
        _ = M.cores_per_node
    with pytest.raises(
        WorkloadError, match=r"job 5: unknown partition 'big'; machine 'mini' has gpu, cpu"
    ):
        Workload([Job(5, 0, 1, 10, 10, partition="big")], M)
    with pytest.raises(
        WorkloadError, match=r"job 6: requests 200 cores, wider than partition 'gpu'"
    ):
        Workload([Job(6, 0, 200, 10, 10)], M)
    with pytest.raises(WorkloadError, match=r"job 7: requests 4 of GPUs; cluster 'cpu' has none"):
        Workload([Job(7, 0, 1, 10, 10, gpus=4, partition="cpu")], M)
    with pytest.raises(WorkloadError, match=r"runs in partition 'gpu'; cluster 'solo' is one"):
        Workload([Job(8, 0, 1, 10, 10, partition="gpu")], Cluster("solo", 2, 4))
    with pytest.raises(InputError, match="two or more"):
        Machine("one", (GPU,))
    with pytest.raises(InputError, match="Moab's eligibility limits run on one node type"):
        build_simulator(Workload([Job(1, 0, 1, 10, 10)], M), "moab-edison")


def worked_jobs():
    g, c = "gpu", "cpu"
    spec = [  # id, nodes, seconds, partition; all at t=0, in this priority order
        (1, 1, 100, g),
        (2, 2, 50, g),
        (3, 1, 400, c),
        (4, 2, 100, c),
        (5, 1, 30, g),
        (6, 1, 300, g),
        (7, 1, 500, c),
    ]
    per = {g: 64, c: 128}
    return [Job(i, 0, n * per[p], s, s, partition=p) for i, n, s, p in spec]


def test_worked_schedule_one_reservation_per_partition():
    """fcfs-easy. GPU: 1 runs; 2 (both nodes) waits, reserved at 100; 5 ends by then and
    backfills; 6 would not, so it starts when 2 ends (150). CPU: 3 starts beside the blocked
    GPU queue; 4 (both nodes) waits, reserved at 400; 7 fits now but would delay 4, so it
    starts when 4 ends (500): its own partition's reservation holds it, not the GPU head's."""
    s = simulate(Workload(worked_jobs(), M), "fcfs-easy")
    assert s.start == [0, 100, 0, 400, 0, 150, 500]
    # without backfill the main pass still passes a blocked partition over
    s = simulate(Workload(worked_jobs(), M), "fcfs")
    assert s.start[:3] == [0, 100, 0]


@pytest.mark.parametrize("policy", ("fcfs", "fcfs-easy", "fcfs-conservative", "sjf-easy"))
def test_one_busy_partition_schedules_as_that_cluster_alone(policy):
    """(Not ``slurm``: its multifactor size factor is relative to the whole machine, as
    Slurm's is to the cluster's CPUs, so the idle partition changes the order.)"""
    rng = np.random.default_rng(4)
    for _ in range(6):
        t, jobs = 0, []
        for k in range(150):
            t += int(rng.integers(0, 300))
            w = int(rng.integers(60, 3000))
            jobs.append(
                Job(
                    k + 1,
                    t,
                    int(rng.integers(1, 257)),
                    w,
                    int(rng.integers(1, w + 200)),
                    partition="cpu",
                )
            )
        alone = simulate(Workload(jobs, CPU), policy)
        both = simulate(Workload(jobs, M), policy)
        assert (both.start, both.end, both.status) == (alone.start, alone.end, alone.status)


@pytest.mark.parametrize("policy", ("fcfs", "fcfs-easy", "fcfs-conservative", "slurm"))
def test_no_partition_is_ever_oversubscribed(policy):
    rng = np.random.default_rng(9)
    gpu = Cluster("gpu", 4, 16, False, gpus_per_node=4, mem_per_node=100)
    m = machine("m", [gpu, Cluster("cpu", 3, 32, True)])
    for _ in range(5):
        t, jobs = 0, []
        for k in range(160):
            t += int(rng.integers(0, 200))
            w = int(rng.integers(60, 2000))
            on_gpu = bool(rng.integers(0, 2))
            jobs.append(
                Job(
                    k + 1,
                    t,
                    int(rng.integers(1, 64 if on_gpu else 96)),
                    w,
                    w,
                    gpus=int(rng.integers(0, 9)) if on_gpu else 0,
                    mem=int(rng.integers(0, 300)) if on_gpu else 0,
                    partition="gpu" if on_gpu else "cpu",
                )
            )
        wl = Workload(jobs, m)
        s = simulate(wl, policy)
        need = np.array([m.request(j.cores, j.gpus, j.mem, j.partition) for j in wl.jobs])
        for when in sorted(set(s.start)):
            on = [k for k in range(len(wl.jobs)) if s.start[k] <= when < s.end[k]]
            assert (need[on].sum(axis=0) <= np.array(m.capacity)).all(), (policy, when)


def test_per_partition_metrics():
    s = simulate(Workload(worked_jobs(), M), "fcfs-easy")
    m = compute(s)
    # GPU nodes: 1x100 + 2x50 + 1x30 + 1x300 node-seconds over 2 nodes x [0, 1000)
    assert m["utilization_gpu"] == pytest.approx((100 + 100 + 30 + 300) / 2000)
    assert m["mean_wait_s_cpu"] == pytest.approx((0 + 400 + 500) / 3)
    assert m["gpu_utilization"] == pytest.approx((100 + 100 + 30 + 300) * 4 / (8 * 1000))


def test_perlmutter_preset_matches_nersc_figures():
    """nersc2024perlmutter: 1,792 GPU nodes (64 cores, 4 A100, 256 GB) and 3,072 CPU nodes
    (128 cores, 512 GB), whole nodes, 48 h."""
    from hpcgym.batch.machine import PERLMUTTER as P

    assert P.names == ("gpu", "cpu")
    assert (P.partition("gpu").nodes, P.partition("cpu").nodes) == (1792, 3072)
    assert P.total_gpus == 7168 and P.total_cores == 1792 * 64 + 3072 * 128
    # a job asking 10 GPUs gets three whole GPU nodes; 300 cores of CPU nodes, three
    assert P.request(1, 10, 0, "gpu") == (3, 3, 0)
    assert P.request(300, 0, 0, "cpu") == (3, 0, 3)
    jobs = [
        Job(1, 0, 64, 3600, 1800, gpus=4, partition="gpu"),
        Job(2, 0, 128 * 3072, 3600, 3600, partition="cpu"),
        Job(3, 10, 128, 600, 600, partition="cpu"),
        Job(4, 10, 64, 600, 600, gpus=4, partition="gpu"),
    ]
    s = simulate(Workload(jobs, P), "slurm")
    # the whole CPU partition is taken, so job 3 waits for it; GPU job 4 starts at once
    assert s.start == [0, 0, 3600, 10]
