"""Moab on the compiled core against its specification, ``MoabPriority`` on the Python
simulator (rodrigo2018 §3.1.3): the same clock, queue order, free units and hidden jobs at
every pass, and the same schedule, on random workloads of several users and Edison queues
(eligible limits binding, the negative-P ``low`` queue, jobs of no user or of no listed
queue), every pass interval, both ``until`` modes, any common age rate, under no, EASY and
conservative backfilling; and on generated Edison days under the presets."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hpcgym.batch import compiled
from hpcgym.batch.cluster import Cluster, processors
from hpcgym.batch.job import Job
from hpcgym.batch.policies import (
    SchedulerConfig,
    build_simulator,
    make_queue,
    make_scheduler,
    simulate,
)
from hpcgym.batch.queues import QUEUES
from hpcgym.batch.workload import Workload
from hpcgym.workloads.edison import EdisonConfig, generate

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")

# debug (P 1, E 2), premium (P 2, E 1), low (P -3, E 6), reg_1h (P 0, E 16), reg_big (E 2), and
# a queue of no table entry (no limit, the age rate alone)
QUEUE_NAMES = ["debug", "premium", "low", "reg_1h", "reg_big", "elsewhere"]
assert all(q in QUEUES for q in QUEUE_NAMES[:-1]) and QUEUES["low"].priority < 0


@st.composite
def moab_workloads(draw, max_jobs: int = 40):
    """Bursts of jobs of up to 3 users (and jobs of no user) in a few Edison queues."""
    if draw(st.booleans()):
        cluster = Cluster("nodes", draw(st.integers(1, 4)), draw(st.integers(1, 4)), True)
    else:
        cluster = processors(draw(st.integers(1, 8)))
    n = draw(st.integers(1, max_jobs))
    jobs = []
    for k in range(n):
        submit = draw(st.one_of(st.integers(0, 200), st.sampled_from([0, 0, 10, 30, 60])))
        wall = draw(st.one_of(st.integers(1, 150), st.sampled_from([10, 30, 60])))
        runtime = draw(
            st.one_of(st.integers(1, wall), st.just(wall), st.sampled_from([wall + 1, wall + 60]))
        )
        jobs.append(
            Job(
                k,
                submit,
                draw(st.integers(1, cluster.total_cores)),
                wall,
                runtime,
                user=draw(st.sampled_from([-1, 0, 0, 1, 1, 2])),
                queue=draw(st.sampled_from(QUEUE_NAMES)),
            )
        )
    jobs.sort(key=lambda j: j.submit)
    return Workload(
        [
            Job(i, j.submit, j.cores, j.walltime, j.runtime, user=j.user, queue=j.queue)
            for i, j in enumerate(jobs)
        ],
        cluster,
    )


def moab_configs() -> st.SearchStrategy[SchedulerConfig]:
    return st.builds(
        lambda b, d, i, g, u, a: SchedulerConfig(
            "random-moab",
            priority="moab",
            backfill=b,
            depth=d,
            bf_interval=i,
            grace=g,
            queues="edison",
            eligible_until=u,
            age_rate=a,
        ),
        st.sampled_from(["none", "easy", "conservative"]),
        st.sampled_from([None, None, 1, 3]),
        st.sampled_from([1, 7, 30, 60]),
        st.sampled_from([0, 0, 60]),
        st.sampled_from(["start", "end"]),
        st.sampled_from([0, 0, 1, 4]),
    )


def lockstep(workload: Workload, config: SchedulerConfig) -> None:
    """Both engines pass by pass: the same clock, eligible order, free units and hidden jobs."""
    sim = build_simulator(workload, config)
    scheduler = make_scheduler(config)
    core = compiled.build_core(workload, config, make_queue(config, workload))
    while True:
        due = sim.advance() is not None
        assert core.advance() == due
        if not due:
            break
        assert (core.now, core.free, core.backfill_due) == (sim.now, sim.free, sim.backfill_due)
        assert core.queue_len == len(sim.queue)
        assert core.order() == list(sim.queue.order(sim.now))
        scheduler(sim)
        core.pass_()
        assert core.free == sim.free
    start, end, status = core.schedule()
    assert (start, end, list(status)) == (sim.start_t, sim.end_t, sim.status)


@settings(max_examples=300, deadline=None)
@given(moab_workloads(), moab_configs())
def test_lockstep_random(workload, config):
    lockstep(workload, config)


def test_limits_bind_in_the_random_workloads():
    """The strategy reaches what it is for: hidden jobs (a limit binding) in many runs."""
    from hypothesis import Phase, find, settings

    def binds(args):
        w, config = args
        sim = build_simulator(w, config)
        scheduler = make_scheduler(config)
        while sim.advance() is not None:
            if sim.queue.hidden() >= 2:
                return True
            scheduler(sim)
        return False

    # the first binding example, not a shrunk one (shrinking it took a minute of CPU)
    w, config = find(
        st.tuples(moab_workloads(), moab_configs()),
        binds,
        settings=settings(phases=[Phase.generate], database=None),
    )
    lockstep(w, config)


@pytest.mark.parametrize(
    "policy",
    ["moab-edison", "moab-edison+at-start", "moab-edison+aging", "moab-edison+at-start+aging"],
)
@pytest.mark.parametrize("seed", [0, 1])
def test_generated_edison_days_job_by_job(policy, seed):
    """A generated Edison day (thousands of jobs, every queue, limits binding), whole."""
    w = generate(EdisonConfig(days=1, seed=seed, warmup=3600))
    a = simulate(w, policy, engine="python")
    b = simulate(w, policy, engine="compiled")
    assert (a.engine, b.engine) == ("python", "compiled")
    assert (b.start, b.end, b.status) == (a.start, a.end, a.status)


def test_conservative_and_until_on_an_edison_day():
    w = generate(EdisonConfig(days=0.5, seed=7, warmup=3600))
    for until in ("start", "end"):
        config = SchedulerConfig(
            "moab-cons",
            priority="moab",
            backfill="conservative",
            depth=50,
            bf_interval=30,
            queues="edison",
            eligible_until=until,
        )
        a = simulate(w, config, engine="python")
        b = simulate(w, config, engine="compiled")
        assert (b.start, b.end, b.status) == (a.start, a.end, a.status), until
