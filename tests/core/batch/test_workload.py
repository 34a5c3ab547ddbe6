"""Bad workloads and configurations get errors that name the job or setting at fault."""

from __future__ import annotations

import pytest

from hpcgym import EDISON, Job, Workload, WorkloadError, preset, processors
from hpcgym.batch.policies import SchedulerConfig, get_policy

CL = processors(8, "tiny")


@pytest.mark.parametrize(
    "jobs, message",
    [
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
    ],
)
def test_invalid_workload_names_the_job(jobs, message):
    with pytest.raises(WorkloadError, match=message):
        Workload(jobs, CL, name="tiny-w")


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
