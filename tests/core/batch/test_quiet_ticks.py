"""Backfill ticks where nothing can change are skipped (``Simulator.quiet_ticks``, and
``Sim::quiet_ticks`` in the compiled engine): the same schedule as simulating every tick, on
random workloads long enough for Slurm's multifactor ages to saturate, and a job of 10^11 s
beside a blocked one ends in a few passes instead of 3e9 ticks."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hpcgym.batch import compiled
from hpcgym.batch.cluster import processors
from hpcgym.batch.job import Job
from hpcgym.batch.policies import (
    SchedulerConfig,
    build_simulator,
    get_policy,
    make_queue,
    make_scheduler,
)
from hpcgym.batch.workload import Workload
from hpcgym.units import DAY, HOUR

RUNAWAY = Workload(
    [Job(1, 0, 3, 10**11, 10**11), Job(2, 5, 4, 100, 100), Job(3, 6, 1, 50, 50)], processors(4)
)
# by hand: job 3 backfills at the 30-s tick beside job 1, job 2 waits for the whole machine
RUNAWAY_SCHEDULE = ([0, 10**11, 30], [10**11, 10**11 + 100, 80])


def passes(workload: Workload, config: SchedulerConfig | str, quiet: bool = True) -> tuple:
    """The Python schedule (start, end, status) and the passes it took."""
    sim = build_simulator(workload, config)
    if not quiet:
        sim.quiet_ticks = lambda: None  # type: ignore[method-assign]
    scheduler = make_scheduler(get_policy(config))
    count = 0
    while sim.advance() is not None:
        scheduler(sim)
        count += 1
    return (sim.start_t, sim.end_t, sim.status), count


def test_a_long_job_beside_a_blocked_one_takes_a_few_passes_in_python():
    (start, end, _), count = passes(RUNAWAY, "slurm")
    assert (start, end) == RUNAWAY_SCHEDULE
    assert count < 10  # simulating every 30-s tick: 3.3e9 passes


@pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")
def test_a_long_job_beside_a_blocked_one_takes_a_few_passes_compiled():
    config = get_policy("slurm")
    core = compiled.build_core(RUNAWAY, config, make_queue(config, RUNAWAY))
    assert core.run(budget=10)  # done within 10 passes
    start, end, _ = core.finish()
    assert (list(start), list(end)) == RUNAWAY_SCHEDULE


@st.composite
def long_workloads(draw):
    """Jobs over weeks on a small machine: waits past Slurm's 7-day age cap, long runs."""
    cluster = processors(draw(st.integers(2, 6)))
    jobs = []
    for k in range(draw(st.integers(2, 10))):
        submit = draw(st.one_of(st.integers(0, 20 * DAY), st.sampled_from([0, HOUR, DAY])))
        wall = draw(st.one_of(st.integers(1, 9 * DAY), st.sampled_from([HOUR, 2 * DAY])))
        runtime = draw(st.one_of(st.integers(1, wall), st.just(wall), st.just(wall + 30)))
        jobs.append(Job(k, submit, draw(st.integers(1, cluster.total_cores)), wall, runtime))
    return Workload(jobs, cluster)


@settings(max_examples=60, deadline=None)
@given(
    long_workloads(),
    st.sampled_from(["fcfs", "sjf", "multifactor", "wfp3"]),
    st.sampled_from(["none", "easy", "conservative"]),
    st.sampled_from([None, 1, 3]),
    st.sampled_from([1800, 3600, 7200]),
    st.sampled_from([0, 60]),
)
def test_skipping_quiet_ticks_keeps_the_schedule(workload, priority, backfill, depth, every, grace):
    config = SchedulerConfig(
        "x", priority=priority, backfill=backfill, depth=depth, bf_interval=every, grace=grace
    )
    quiet, fewer = passes(workload, config)
    every_tick, more = passes(workload, config, quiet=False)
    assert quiet == every_tick
    assert fewer <= more
