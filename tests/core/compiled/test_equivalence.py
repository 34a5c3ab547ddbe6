"""The compiled engine against its specification, the Python simulator: the same schedule job
by job, and the same queue order, clock and free units at every pass (lockstep), for every
covered policy on random workloads and on the bundled traces."""

from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import workloads
from hypothesis import given, settings
from hypothesis import strategies as st

from hpcgym.batch import compiled
from hpcgym.batch.job import Job
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
from hpcgym.errors import InputError
from hpcgym.workloads.swf import load_trace

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")

COVERED = [
    name
    for name, c in POLICIES.items()
    if c.priority in ("fcfs", "sjf", "f1", "wfp3", "unicep", "multifactor")
    and c.backfill in ("none", "easy", "conservative")
]
FAST = settings(max_examples=150, deadline=None)


def configs() -> st.SearchStrategy[SchedulerConfig]:
    return st.builds(
        lambda p, b, d, i, g, f: SchedulerConfig(
            "random", priority=p, backfill=b, depth=d, bf_interval=i, grace=g, size_factor=f
        ),
        st.sampled_from(["fcfs", "sjf", "f1", "wfp3", "unicep", "multifactor"]),
        st.sampled_from(["none", "easy", "conservative"]),
        st.sampled_from([None, 1, 2, 3, 5]),
        st.sampled_from([0, 0, 1, 7, 30]),
        st.sampled_from([0, 1, 60]),
        st.sampled_from(sorted(SIZE_FACTORS)),
    )


def lockstep(workload: Workload, config: SchedulerConfig) -> None:
    """Both engines pass by pass: the same clock, queue order and free units at each pass."""
    sim = build_simulator(workload, config)
    scheduler = make_scheduler(config)
    core = compiled.build_core(workload, config, make_queue(config, workload))
    while True:
        due = sim.advance() is not None
        assert core.advance() == due
        if not due:
            break
        assert (core.now, core.free, core.backfill_due) == (sim.now, sim.free, sim.backfill_due)
        assert core.order() == list(sim.queue.order(sim.now))
        scheduler(sim)
        core.pass_()
        assert core.free == sim.free
    start, end, status = core.schedule()
    assert (start, end, list(status)) == (sim.start_t, sim.end_t, sim.status)


@FAST
@given(workloads(deps=False, max_jobs=30), configs())
def test_lockstep_random(workload, config):
    lockstep(workload, config)


@FAST
@given(workloads(deps=True, max_jobs=30), configs())
def test_lockstep_with_dependencies(workload, config):
    """``afterok`` parents: held children, cancelled ones (a parent killed), any submit order."""
    lockstep(workload, config)


@FAST
@given(workloads(deps=False, max_jobs=30, dense=True), configs())
def test_lockstep_dense(workload, config):
    lockstep(workload, config)


@settings(max_examples=2000, deadline=None)
@given(st.integers(0, 2**40), st.integers(0, 2**26), st.integers(1, 2**30))
def test_keys_round_integer_quotients_as_python(a, b, c):
    """Multifactor keys divide ``AGE_WEIGHT * t`` by ``MAX_AGE``; past 2^53 the product is no
    double, and the compiled quotient must still be Python's correctly rounded ``int / int``."""
    assert compiled._core.true_ratio(a, b, c) == a * b / c


@settings(max_examples=60, deadline=None)
@given(workloads(deps=False, max_jobs=25), st.sampled_from(sorted(SIZE_FACTORS)))
def test_multifactor_past_2_pow_53(workload, factor):
    """Times near 2e9 s make ``AGE_WEIGHT * t`` exceed 2^53: both engines still schedule
    alike."""
    shift = 2_000_000_000 - 17
    jobs = [replace(j, submit=j.submit + shift) for j in workload.jobs]
    config = SchedulerConfig(
        "mf", priority="multifactor", backfill="conservative", size_factor=factor
    )
    lockstep(Workload(jobs, workload.cluster), config)


@pytest.mark.parametrize("policy", COVERED)
@pytest.mark.parametrize("trace", ["lublin_256", "lublin_256_new2"])
def test_bundled_traces_job_by_job(trace, policy):
    w = load_trace(trace)
    w = Workload(w.jobs[:3000], w.cluster, name=trace)
    a = simulate(w, policy, engine="python")
    b = simulate(w, policy, engine="compiled")
    assert (a.engine, b.engine) == ("python", "compiled")
    assert (b.start, b.end, b.status, b.units) == (a.start, a.end, a.status, a.units)


def test_auto_falls_back_and_says_why():
    cluster = load_trace("lublin_256").cluster
    w = Workload([Job(1, 0, 1, 10, 10), Job(2, 0, 1, 10, 10, deps=(1,))], cluster)
    assert simulate(w, "fcfs-easy").engine == "compiled"
    assert simulate(w, "fcfs-easy", until=5).engine == "compiled"
    assert simulate(w, "slurm").engine == "compiled"
    assert simulate(w, "moab-edison").engine == "compiled"
    assert simulate(w, "slurm+nodes").engine == "python"
    assert "rlscheduler" in compiled.unsupported(POLICIES["rlscheduler"], w)
    with pytest.raises(InputError, match="node-level"):
        simulate(w, "slurm+nodes", engine="compiled")


@pytest.mark.parametrize("policy", ["fcfs-easy", "slurm", "f1-easy"])
@pytest.mark.parametrize("until", [None, 400_000])
def test_workflows_job_by_job(policy, until):
    """Edison with Montage workflows submitted chained, as pilots and WoAS (tasks rank as
    their workflow's job and age from its submission), to the end and to a horizon."""
    from hpcgym.workloads.catalog import get
    from hpcgym.workloads.edison import EdisonConfig
    from hpcgym.workloads.mixing import Pattern, edison_with_workflows

    for mode in ("chained", "pilot", "woas"):
        w = edison_with_workflows(
            EdisonConfig(days=0.5, seed=4, warmup=3600), get("Montage"), Pattern(share=0.2), mode
        )
        a = simulate(w, policy, engine="python", until=until)
        b = simulate(w, policy, engine="compiled", until=until)
        assert (b.start, b.end, b.status) == (a.start, a.end, a.status), mode


def test_copy_is_independent():
    """A planner's copy runs on without moving the original."""
    w = load_trace("lublin_256")
    w = Workload(w.jobs[:300], w.cluster)
    config = POLICIES["f1-easy"]
    core = compiled.build_core(w, config, make_queue(config, w))
    for _ in range(50):
        core.advance()
        core.pass_()
    snap = core.schedule(), core.now, core.free
    other = core.copy()
    other.run()
    assert other.finished == len(w) and (core.schedule(), core.now, core.free) == snap
    core.run()
    assert core.schedule() == other.schedule()
