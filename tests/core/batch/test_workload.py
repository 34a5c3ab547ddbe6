"""Bad workloads and configurations get errors that name the job or setting at fault; a
workload grown by ``with_jobs`` is the one ``Workload(...)`` makes of all its jobs."""

from __future__ import annotations

import inspect
from dataclasses import fields

import pytest

from hpcgym import EDISON, Job, Workload, WorkloadError, preset, processors
from hpcgym.batch.job import trusted_job
from hpcgym.batch.policies import SchedulerConfig, get_policy
from hpcgym.batch.submission import expand
from hpcgym.bounds import MAX_SECONDS, MAX_TIMESTAMP
from hpcgym.workloads import catalog

CL = processors(8, "tiny")


BAD = [
    ([Job(1, 0, 2, 10, 10), Job(1, 5, 2, 10, 10)], r"tiny-w: job 1: duplicate job id"),
    ([Job(3, 0, 0, 10, 10)], r"job 3: requests 0 cores"),
    ([Job(4, 0, 9, 10, 10)], r"job 4: requests 9 cores, wider than cluster 'tiny' \(8 cores\)"),
    ([Job(5, 0, 1, 10, 0)], r"job 5: runtime 0 s is not positive"),
    ([Job(6, 0, 1, -1, 10)], r"job 6: requested walltime -1 s is not positive"),
    ([Job(7, -3, 1, 10, 10)], r"job 7: negative submit time -3"),
    ([Job(8, 0, 1, 10, 10, deps=(99,))], r"job 8 depends on unknown job 99"),
    ([Job(9, 0, 1, 10, 10, deps=(9,))], r"job 9 depends on itself"),
    (
        [
            Job(1, 0, 1, 10, 10, deps=(3,)),
            Job(2, 0, 1, 10, 10, deps=(1,)),
            Job(3, 0, 1, 10, 10, deps=(2,)),
            Job(4, 0, 1, 10, 10),
        ],
        r"dependency cycle through job 1",
    ),
]


@pytest.mark.parametrize("jobs, message", BAD)
def test_invalid_workload_names_the_job(jobs, message):
    with pytest.raises(WorkloadError, match=message):
        Workload(jobs, CL, name="tiny-w")


@pytest.mark.parametrize(
    "jobs, message",
    [
        *BAD,
        ([Job(1, 0, 1, 10, 10, deps=(100,)), Job(100, 3, 1, 10, 10)], "tiny-w: job 100: duplicate"),
        ([Job(2, 4, 1, 10, 10)], None),
        ([Job(2, 4, 1, 10, 10, deps=(100,)), Job(3, 0, 1, 10, 10, deps=(2, 100))], None),
    ],
)
def test_grown_workload_is_the_whole_one_with_its_errors(jobs, message):
    """``with_jobs`` checks only the added jobs, but takes and refuses what Workload(...)
    does, with its message."""
    base = Workload([Job(100, 2, 1, 10, 10, user=4)], CL, name="base", skipped={"x": 1})
    whole = base.jobs + jobs
    if message is not None:
        with pytest.raises(WorkloadError, match=message):
            Workload(list(whole), CL, name="tiny-w")
        with pytest.raises(WorkloadError, match=message):
            base.with_jobs(jobs, name="tiny-w")
        return
    grown = base.with_jobs(jobs, name="tiny-w")
    assert grown == Workload(list(whole), CL, name="tiny-w", skipped={"x": 1})
    assert grown.skipped is not base.skipped and len(base) == 1


def test_a_grown_workload_of_workflow_copies_keeps_them_apart():
    wf = catalog.get("Montage")
    base = Workload([Job(1, 50, 1, 10, 10)], EDISON, name="base")
    jobs, run = expand(wf, 0, 50, "woas", 2, EDISON)
    grown = base.with_jobs(jobs, [run])
    assert grown == Workload(base.jobs + jobs, EDISON, name="base", workflows=[run])
    assert grown.jobs[0].id == 1 and base.workflows == []
    with pytest.raises(WorkloadError, match=r"workflow 0 .* names unknown job 999"):
        base.with_jobs([], [type(run)(0, wf, 50, "woas", run.tasks, (999,))])


@pytest.mark.parametrize(
    "job, message",
    [
        (Job(1, MAX_SECONDS + 1, 1, 10, 10), "submit 100,000,000,001 s is over the bound"),
        (Job(1, 0, 1, MAX_SECONDS + 1, 10), "walltime 100,000,000,001 s is over the bound"),
        (Job(1, 0, 1, 10, MAX_SECONDS + 1), "runtime 100,000,000,001 s is over the bound"),
        (Job(MAX_TIMESTAMP + 1, 0, 1, 10, 10), r"id \d+ is outside"),
        (Job(1, 0, 1, 10, 10, user=-MAX_TIMESTAMP - 1), r"user -\d+ is outside"),
        (Job(1, 0, 1, 10, 10, workflow=MAX_TIMESTAMP + 1), r"workflow \d+ is outside"),
        (Job(1, 0, 1, 10, 10, task=MAX_TIMESTAMP + 1), r"task \d+ is outside"),
    ],
)
def test_a_job_past_a_bound_is_named(job, message):
    """The check by column sees the bounds the job-by-job check names."""
    bounded = Job(1, MAX_SECONDS, 1, MAX_SECONDS, MAX_SECONDS, MAX_TIMESTAMP, "", (), -1, -1)
    Workload([bounded], CL)
    with pytest.raises(WorkloadError, match=message):
        Workload([job], CL)


def test_trusted_job_is_the_job():
    """``trusted_job`` (a generator's jobs, past Job's type checks) takes Job's fields in
    Job's order and makes the same job."""
    names = [f.name for f in fields(Job)]
    assert list(inspect.signature(trusted_job).parameters) == names
    values = (1, 2, 3, 4, 5, 6, "q", (1, 2), 7, 8, 9, 10, "p")
    made, checked = trusted_job(*values), Job(*values)
    assert type(made) is Job and made == checked and hash(made) == hash(checked)
    assert trusted_job(1, 2, 3, 4, 5) == Job(1, 2, 3, 4, 5)


def test_jobs_are_sorted_by_submit_then_id():
    w = Workload([Job(5, 10, 1, 1, 1), Job(2, 10, 1, 1, 1), Job(9, 0, 1, 1, 1)], CL)
    assert [j.id for j in w.jobs] == [9, 2, 5]


def test_whole_node_units_round_up():
    assert EDISON.total_cores == 133_824
    assert [EDISON.units(c) for c in (1, 24, 25, 48, 133_824)] == [1, 1, 2, 2, 5576]
    assert CL.units(5) == 5


def test_unknown_presets_and_bad_policies_are_named():
    with pytest.raises(KeyError, match="unknown cluster preset 'hopper'"):
        preset("hopper")
    with pytest.raises(KeyError, match="unknown policy 'easy'; known: fcfs, fcfs-easy"):
        get_policy("easy")
    with pytest.raises(ValueError, match="policy 'x': unknown backfill 'greedy'"):
        SchedulerConfig("x", backfill="greedy")
    with pytest.raises(ValueError, match="policy 'x': backfill depth must be >= 1"):
        SchedulerConfig("x", backfill="easy", depth=0)
