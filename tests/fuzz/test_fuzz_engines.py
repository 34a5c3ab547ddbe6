"""Fuzzing the compiled engine's inputs against the Python simulator: jobs, machines and
``until`` drawn from extreme integers (0, 1, the bounds of :mod:`hpcgym.bounds` and one past
them, 2^62, 2^63 - 1, 2^63, 2^64, negatives). Both engines give the same schedule job by job,
or the same error (class and message), within a time limit (a runaway is a finding too)."""

from __future__ import annotations

from typing import Any

import pytest
from fuzzing import budget, time_limit
from hypothesis import given
from hypothesis import strategies as st

from hpcgym.batch import compiled
from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.policies import simulate
from hpcgym.batch.workload import Workload
from hpcgym.bounds import MAX_CORES, MAX_SECONDS, MAX_TIMESTAMP
from hpcgym.errors import HPCGymError

pytestmark = [
    pytest.mark.fuzz,
    pytest.mark.skipif(not compiled.available(), reason="the compiled core is not built"),
]

EXTREME = [
    -(2**63),
    -1,
    0,
    1,
    2,
    30,
    MAX_SECONDS - 1,
    MAX_SECONDS,
    MAX_SECONDS + 1,
    MAX_CORES,
    MAX_CORES + 1,
    MAX_TIMESTAMP,
    MAX_TIMESTAMP + 1,
    2**63 - 1,
    2**63,
    2**64,
    10**30,
]
TIMES = st.one_of(st.sampled_from(EXTREME), st.integers(0, 500))
CORES = st.one_of(st.sampled_from(EXTREME), st.integers(1, 8))
POLICIES = st.sampled_from(["fcfs", "fcfs-easy", "fcfs-conservative", "sjf-easy", "slurm"])


@st.composite
def cases(draw: Any) -> tuple[Any, ...]:
    nodes = draw(st.one_of(st.integers(1, 8), st.sampled_from([MAX_CORES, MAX_CORES + 1, 2**63])))
    jobs = [
        (k + 1, draw(TIMES), draw(CORES), draw(TIMES), draw(TIMES))
        for k in range(draw(st.integers(0, 5)))
    ]
    until = draw(st.one_of(st.none(), TIMES))
    return nodes, jobs, draw(POLICIES), until


def result(nodes: int, jobs: list[tuple[int, ...]], policy: str, until: Any, engine: str) -> Any:
    """The schedule's columns, or the error's class and message."""
    try:
        w = Workload([Job(*j) for j in jobs], Cluster("m", nodes))
        s = simulate(w, policy, until=until, engine=engine)
    except HPCGymError as e:
        return type(e).__name__, str(e)
    assert s.engine == engine
    return list(s.start), list(s.end), list(s.status)


@budget(300)
@given(cases())
def test_both_engines_give_the_same_answer_or_the_same_error(case):
    with time_limit(20):
        python = result(*case, engine="python")
        compiled_ = result(*case, engine="compiled")
    assert compiled_ == python
    if isinstance(python, list):
        start, end, _ = python
        assert all(-1 <= t < 2**63 for t in start + end)
