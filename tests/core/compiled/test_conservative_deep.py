"""Conservative backfilling on the compiled core against the Python engine where its plan is
under most strain: deep queues (hundreds waiting), runs of jobs of one shape placed at once,
and jobs ending well before their requested end, so that kept plans are dropped and re-made
at most passes. The schedules must be the same job by job."""

from __future__ import annotations

import random

import pytest

from hpcgym.batch import compiled
from hpcgym.batch.cluster import processors
from hpcgym.batch.job import Job
from hpcgym.batch.policies import SchedulerConfig, simulate
from hpcgym.batch.workload import Workload

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")


def deep(seed: int) -> Workload:
    """Bursts of jobs on 32 processors, drawn from a few shapes (so that runs of one shape
    wait together), most ending early, some at their limit, a few killed past it."""
    rng = random.Random(seed)
    shapes = [(rng.randint(1, 32), rng.choice([60, 300, 600, 3600])) for _ in range(6)]
    jobs, t = [], 0
    for k in range(600):
        if rng.random() < 0.05:
            t += rng.randint(0, 2000)
        if rng.random() < 0.7:
            cores, wall = rng.choice(shapes)
        else:
            cores, wall = rng.randint(1, 32), rng.randint(1, 4000)
        early = rng.randint(1, max(1, wall - 1))
        runtime = rng.choice([early, early, early, wall, wall, wall + 1])
        jobs.append(Job(k, t, cores, wall, runtime))
    return Workload(jobs, processors(32))


def deepest_queue(w: Workload, start: list[int]) -> int:
    """The most jobs waiting at once (at a submit time)."""
    return max(
        sum(1 for j in w.jobs if j.submit <= t and start[j.id] > t)
        for t in {j.submit for j in w.jobs}
    )


@pytest.mark.parametrize("priority", ["fcfs", "sjf"])
@pytest.mark.parametrize("seed", range(4))
def test_deep_queues_with_early_ends_schedule_alike(seed, priority):
    w = deep(seed)
    config = SchedulerConfig("deep", priority=priority, backfill="conservative")
    a = simulate(w, config, engine="python")
    b = simulate(w, config, engine="compiled")
    assert (a.engine, b.engine) == ("python", "compiled")
    assert deepest_queue(w, a.start) >= 100
    assert sum(j.runtime < j.walltime for j in w.jobs) > 250
    assert (b.start, b.end) == (a.start, a.end)
