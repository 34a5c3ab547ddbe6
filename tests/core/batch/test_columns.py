"""Job columns and the workload that holds only them until its jobs are asked for: the same
jobs, lengths, metrics and pickles as a workload of Job objects; and the metrics' median and
percentiles."""

from __future__ import annotations

import pickle
from array import array

import numpy as np
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from hpcgym.batch.cluster import processors
from hpcgym.batch.columns import (
    ColumnWorkload,
    JobColumns,
    has_dependencies,
    job_columns,
    job_field,
)
from hpcgym.batch.job import Job
from hpcgym.batch.metrics import _median, _percentile, compute
from hpcgym.batch.policies import simulate
from hpcgym.batch.workload import Workload

JOBS = [Job(1, 0, 2, 50, 40, 7, "1"), Job(2, 0, 4, 30, 45), Job(3, 10, 1, 20, 5, 2, "b")]


def lazy() -> ColumnWorkload:
    return ColumnWorkload(JobColumns.of(JOBS), processors(4), name="t", skipped={"runtime<=0": 1})


def test_columns_round_trip_jobs():
    assert JobColumns.of(JOBS).jobs() == JOBS
    assert len(JobColumns.of(JOBS)) == 3


def test_int64_columns_give_the_same_jobs():
    """Int64 arrays (the compiled parser's) are turned into jobs by the compiled core."""
    c = JobColumns.of(JOBS)
    ints = (c.id, c.submit, c.cores, c.walltime, c.runtime, c.user)
    packed = JobColumns(*(array("q", x) for x in ints), c.queue, array("q", c.workflow))
    jobs = packed.jobs()
    assert jobs == JOBS
    assert all(type(j) is Job and type(j.id) is int and j.deps == () for j in jobs)
    assert {j: 1 for j in jobs} == {j: 1 for j in JOBS}


def test_jobs_are_built_on_first_use_and_then_kept():
    w = lazy()
    assert len(w) == 3 and w._columns is not None
    assert job_field(w, "cores") == [2, 4, 1] and not has_dependencies(w)
    assert w._columns is not None
    assert job_columns(w).submit == [0, 0, 10]
    assert w.jobs == JOBS and w._columns is None
    assert w.jobs is w.jobs
    w.jobs.append(Job(4, 11, 1, 5, 5))
    assert len(w) == 4 and job_field(w, "id") == [1, 2, 3, 4]
    w.jobs = JOBS[:1]
    assert len(w) == 1 and job_columns(w) == JobColumns.of(JOBS[:1])
    w.jobs = [JOBS[0], Job(5, 1, 1, 5, 5, deps=(1,))]
    assert has_dependencies(w)


def test_a_column_workload_is_a_workload():
    w = lazy()
    assert isinstance(w, Workload) and w.n_skipped == 1
    assert (w.warmup_end, w.horizon, w.workflows) == (0, None, [])
    w.validate()
    eager = Workload(list(JOBS), processors(4), name="t", skipped={"runtime<=0": 1})
    assert w == eager and eager == w and lazy() == w
    assert w != Workload(JOBS[:2], processors(4), name="t", skipped={"runtime<=0": 1})
    back = pickle.loads(pickle.dumps(lazy()))
    assert back.jobs == JOBS and back.cluster == w.cluster and back.skipped == w.skipped


def test_metrics_the_same_from_columns_and_from_jobs():
    eager = Workload(list(JOBS), processors(4), name="t", skipped={"runtime<=0": 1})
    a, b = compute(simulate(eager, "fcfs-easy")), compute(simulate(lazy(), "fcfs-easy"))
    timing = ("wall_s", "jobs_per_s")
    assert {k: repr(v) for k, v in a.items() if k not in timing} == {
        k: repr(v) for k, v in b.items() if k not in timing
    }


@given(
    arrays(
        np.float64,
        st.integers(0, 40),
        elements=st.one_of(st.floats(-1e12, 1e12), st.sampled_from([0.5, 2.0, float("nan")])),
    )
)
def test_median_is_numpys(x):
    expected = float(np.median(x)) if len(x) else float("nan")
    got = _median(x)
    assert got == expected or (np.isnan(got) and np.isnan(expected))


@given(
    arrays(
        np.float64,
        st.integers(0, 40),
        elements=st.one_of(
            st.floats(-1e12, 1e12),
            st.sampled_from([0.5, 2.0, -0.0, float("nan"), float("inf"), float("-inf")]),
        ),
    ),
    st.sampled_from([0, 5, 25, 50, 75, 95, 100]),
)
def test_percentile_is_numpys_to_the_bit(x, q):
    with np.errstate(invalid="ignore"):
        expected = float(np.percentile(x, q)) if len(x) else float("nan")
    got = _percentile(x, q)
    assert repr(got) == repr(expected)
