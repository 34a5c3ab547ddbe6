"""TRES-weighted multifactor priority (hpcgym.batch.orders.tres_queue, slurm2024multifactor):
priorities worked out by hand on a two-partition machine, aging overtaking a TRES factor, the
compiled multifactor running the same keys, and refusals of bad weights."""

from __future__ import annotations

import numpy as np
import pytest

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.machine import machine
from hpcgym.batch.orders import tres_queue
from hpcgym.batch.policies import get_policy, simulate
from hpcgym.batch.priority import AGE_WEIGHT, MAX_AGE, TresWeights
from hpcgym.batch.workload import Workload
from hpcgym.errors import InputError
from hpcgym.units import HOUR

M = machine(
    "mini", [Cluster("gpu", 2, 64, True, gpus_per_node=4), Cluster("cpu", 2, 128, True)]
)  # max_walltime 48 h
W = TresWeights(age=1000.0, job_size=10.0, tres=(("gres/gpu", 100.0),), billing=(("node", 1.0),))


def jobs() -> list[Job]:
    return [
        Job(1, 0, 64, 24 * HOUR, 60, gpus=1, partition="gpu"),  # A
        Job(2, 0, 128, 48 * HOUR, 60, gpus=8, partition="gpu"),  # B
        Job(3, 0, 128, 48 * HOUR, 60, partition="cpu"),  # C
        Job(4, 0, 256, 48 * HOUR, 60, partition="cpu"),  # D
    ]


def test_hand_worked_priorities():
    """Each job's Slurm priority: 1000 x age + 10 x size + 100 x GPUs held / partition's GPUs.
    A: one whole GPU node holds 4 of 8 GPUs (50); billed 1 of 2 nodes over 24 of 48 h, so
    size 1 - min(0.5 / 0.5, 1) = 0. B: 8 of 8 GPUs (100), size 0. C: a CPU partition has no
    GPUs (0), billed 1 of 2 nodes for 48 h: size 1 - 0.5 = 0.5 (5). D: 0 and 0. At half the
    maximum age each gains 500: 550, 600, 505, 500."""
    q = tres_queue(get_policy("slurm-tres"), Workload(jobs(), M), W)
    half = MAX_AGE // 2
    for i in range(4):
        q.add(i, 0)
    assert q.order(half) == [1, 0, 2, 3]
    got = [q.priority(i, half) * W.age / AGE_WEIGHT for i in range(4)]
    assert got == pytest.approx([550.0, 600.0, 505.0, 500.0], rel=1e-12)


def test_age_overtakes_the_gpu_factor():
    """D queued a whole MAX_AGE before B: 1000 + 0 against B's 0 + 100 when B is queued."""
    q = tres_queue(get_policy("slurm-tres"), Workload(jobs(), M), W)
    q.add(3, 0)
    q.add(1, MAX_AGE)
    assert q.order(MAX_AGE) == [3, 1]
    q2 = tres_queue(get_policy("slurm-tres"), Workload(jobs(), M), W)
    q2.add(3, 0)
    q2.add(1, MAX_AGE // 20)  # D has aged 50 only: B's 100 wins
    assert q2.order(MAX_AGE // 20) == [1, 3]


def test_gpu_weight_decides_a_schedule():
    """Two GPU nodes; a 1-GPU job and an 8-GPU job both wait behind a running job: by TRES
    weight the 8-GPU job (later submitted) starts first, by the plain slurm preset's size
    factor the small one does."""
    g = Cluster("g", 2, 64, True, gpus_per_node=4)
    js = [
        Job(1, 0, 128, 100, 100),
        Job(2, 10, 64, 1000, 1000, gpus=1),
        Job(3, 20, 128, 1000, 1000, gpus=8),
    ]
    tres = simulate(Workload(js, g), "slurm-tres")
    plain = simulate(Workload(js, g), "slurm")
    assert tres.start == [0, 1100, 100]
    assert plain.start == [0, 100, 1100]


def test_compiled_core_runs_the_same_keys():
    """The order is the compiled multifactor on the Python keys: same schedule, both engines,
    on random GPU jobs of a whole-node cluster."""
    cl = Cluster("g", 16, 64, True, gpus_per_node=4)
    rng = np.random.default_rng(0)
    t, js = 0, []
    for i in range(300):
        t += int(rng.integers(0, 600))
        n = int(rng.integers(1, 9))
        w = int(rng.integers(600, 20_000))
        g = int(rng.integers(0, 4 * n + 1))
        js.append(Job(i + 1, t, 64 * max(1, n - g // 4), w, int(rng.integers(60, w + 100)), gpus=g))
    wl = Workload(js, cl)
    py = simulate(wl, "slurm-tres", engine="python")
    try:
        core = simulate(wl, "slurm-tres", engine="compiled")
    except InputError as e:  # a source tree without the compiled core
        pytest.skip(str(e))
    assert core.engine == "compiled" and core.start == py.start


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"age": 0.0}, "age must be > 0"),
        ({"job_size": -1.0}, "job_size must be a number >= 0"),
        ({"tres": (("gpu", 1.0),)}, "with a name of cpu, mem, node, gres/gpu"),
        ({"tres": (("gres/gpu", float("nan")),)}, "tres weight of gres/gpu must be >= 0"),
        ({"billing": (("node", 0.0),)}, "billing needs a weight > 0"),
        ({"max_age": 3600}, "max_age must be the multifactor's MAX_AGE"),
    ],
)
def test_bad_weights_are_refused_by_name(kwargs, match):
    with pytest.raises(InputError, match=match):
        TresWeights(**kwargs)
