"""The span bound (:func:`hpcgym.bounds.check_span`) refuses by the runs the jobs can make,
each cut at its walltime plus the grace, not by their runtimes: its quick pass over the plain
runtimes' sum only lets through what the exact sum would."""

from __future__ import annotations

from array import array

import pytest

from hpcgym.bounds import INT64_MAX, check_span
from hpcgym.errors import WorkloadError

CORES = 2**24


def test_runtimes_over_the_bound_but_killed_at_their_limit_pass():
    # each runtime alone takes the span over int64 core-seconds; each run is cut at 100 s
    runtime = [INT64_MAX // CORES] * 4
    check_span("w", [0, 1, 2, 3], [100] * 4, runtime, CORES, grace=5)


def test_runs_at_their_limit_over_the_bound_are_refused():
    walltime = [INT64_MAX // CORES // 3] * 4
    with pytest.raises(WorkloadError, match="over 2\\^63 core-seconds"):
        check_span("w", [0, 1, 2, 3], walltime, walltime, CORES)


@pytest.mark.parametrize("grace", [0, 7])
def test_the_edge_is_the_exact_span(grace):
    # span = last submit + sum(min(runtime, walltime + grace)), refused only above the bound
    cores = 2
    edge = INT64_MAX // cores
    submit, walltime = [0, 10], [edge // 2, edge]
    runtime = [edge // 2 + grace, edge - 10 - edge // 2 - grace]
    check_span("w", submit, walltime, runtime, cores, grace)
    with pytest.raises(WorkloadError):
        check_span("w", submit, walltime, [r + 1 for r in runtime], cores, grace)


def test_int64_array_columns_are_bounded_as_lists():
    # the SWF parser's columns: their largest submit is taken by numpy, the same one
    cores = 2
    edge = INT64_MAX // cores
    submit, walltime, runtime = [10, 0], [edge // 2, edge // 2], [edge // 2 - 5, edge // 2 - 5]
    check_span("w", array("q", submit), array("q", walltime), array("q", runtime), cores)
    late = array("q", [20, 0])  # 10 s later: over the bound by the array's max, not its last
    with pytest.raises(WorkloadError):
        check_span("w", late, array("q", walltime), array("q", runtime), cores)
    with pytest.raises(WorkloadError):
        check_span("w", [20, 0], walltime, runtime, cores)
