"""Fail well in the API: every entry point refuses NaN, infinities, wrong types, out-of-range
values and sizes over hpcgym's bounds with an error of :mod:`hpcgym.errors` (a ``ValueError``
or ``TypeError``) whose message names the parameter, before any work (each case runs under a
deadline), and ``allow_large=True`` goes past a size bound."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from conftest import within
from hypothesis import given, settings
from hypothesis import strategies as st

from hpcgym import checks
from hpcgym.batch.cluster import Cluster, processors
from hpcgym.batch.job import Job
from hpcgym.batch.policies import SchedulerConfig, simulate
from hpcgym.batch.workload import Workload
from hpcgym.errors import (
    HPCGymError,
    InputError,
    InputTypeError,
    UnknownNameError,
    WorkflowError,
    WorkloadError,
)
from hpcgym.sizes import MAX_JOBS
from hpcgym.speculative.laws import TABLE1_LAW, Empirical, TruncExp, TruncNormal, make_law
from hpcgym.speculative.requests import zeta_from_rate
from hpcgym.speculative.runtime import request_grid
from hpcgym.speculative.schedule import JobGroup, StreamSpec, make_workload
from hpcgym.speculative.sequence import expected_makespan, optimal_sequence
from hpcgym.workflow import Workflow
from hpcgym.workloads import catalog, scientific
from hpcgym.workloads.cwl import load_cwl
from hpcgym.workloads.edison import EdisonConfig
from hpcgym.workloads.mixing import Pattern, edison_with_workflows
from hpcgym.workloads.swf import SWFError, load_trace, read_swf
from hpcgym.workloads.warp_load import WarpLoadConfig

NAN, INF = math.nan, math.inf
TRACE = "; MaxProcs: 4\n1 0 -1 100 2 -1 -1 2 100 -1 1 1 -1 -1 -1 -1 -1 -1\n"


def job(**kw):
    return Job(**{"id": 1, "submit": 0, "cores": 1, "walltime": 100, "runtime": 50, **kw})


def small():
    return Workload([job()], processors(4))


def task(tid, **kw):
    return {"id": tid, "cores": 1, "runtime": 60, **kw}


def header_only(tmp: Path) -> Path:
    path = tmp / "h.swf"
    path.write_text("; MaxProcs: 4\n")
    return path


def trace(tmp: Path) -> Path:
    path = tmp / "t.swf"
    path.write_text(TRACE)
    return path


# (case id, call taking the temporary folder, error class, text the message must hold)
CASES = [
    # jobs, workloads, machines, simulate
    ("nan runtime", lambda d: job(runtime=NAN), InputTypeError, "runtime"),
    ("nan submit", lambda d: job(submit=NAN), InputTypeError, "submit"),
    ("float submit", lambda d: job(submit=0.5), InputTypeError, "submit"),
    ("float runtime", lambda d: job(runtime=50.0), InputTypeError, "runtime"),
    ("inf walltime", lambda d: job(walltime=INF), InputTypeError, "walltime"),
    ("str cores", lambda d: job(cores="4"), InputTypeError, "cores"),
    ("bool cores", lambda d: job(cores=True), InputTypeError, "cores"),
    ("str deps", lambda d: job(deps="2"), InputTypeError, "deps"),
    ("float dep", lambda d: job(deps=(2.0,)), InputTypeError, "deps"),
    ("int queue", lambda d: job(queue=5), InputTypeError, "queue"),
    ("cluster str", lambda d: Workload([job()], "p4"), InputTypeError, "cluster"),
    ("jobs str", lambda d: Workload("jobs", processors(4)), InputTypeError, "jobs"),
    ("jobs of ints", lambda d: Workload([1], processors(4)), InputTypeError, "jobs[0]"),
    (
        "warmup float",
        lambda d: Workload([job()], processors(4), warmup_end=1.5),
        InputTypeError,
        "warmup_end",
    ),
    (
        "horizon nan",
        lambda d: Workload([job()], processors(4), horizon=NAN),
        InputTypeError,
        "horizon",
    ),
    ("too wide", lambda d: Workload([job(cores=8)], processors(4)), WorkloadError, "cores"),
    (
        "negative submit",
        lambda d: Workload([job(submit=-5)], processors(4)),
        WorkloadError,
        "submit",
    ),
    ("processors 16.5", lambda d: processors(16.5), InputTypeError, "n must be an integer"),
    ("processors 0", lambda d: processors(0), InputError, "n must be an integer in [1, 16777216]"),
    # integer bounds (hpcgym.bounds): both engines' int64 arithmetic stays exact
    ("processors 2**63", lambda d: processors(2**63), InputError, "n must be an integer in [1,"),
    (
        "cluster over 2**24 cores",
        lambda d: Cluster("x", 2**13, 2**12),
        WorkloadError,
        "over the bound of 16,777,216 cores",
    ),
    (
        "walltime 2**63-1",
        lambda d: Workload([Job(1, 0, 2, 2**63 - 1, 2**63 - 1)], processors(4)),
        WorkloadError,
        "walltime 9,223,372,036,854,775,807 s is over the bound of 100,000,000,000 s",
    ),
    (
        "submit 2**63-10",
        lambda d: Workload([Job(1, 2**63 - 10, 2, 100, 100)], processors(4)),
        WorkloadError,
        "job 1: submit 9,223,372,036,854,775,798 s is over the bound",
    ),
    (
        "runtime 10**30",
        lambda d: Workload([job(runtime=10**30)], processors(4)),
        WorkloadError,
        "runtime 1,000,000,000,000,000,000,000,000,000,000 s",
    ),
    ("user 2**63", lambda d: Workload([job(user=2**63)], processors(4)), WorkloadError, "user"),
    (
        "horizon 2**64",
        lambda d: Workload([job()], processors(4), horizon=2**64),
        InputError,
        "horizon must be an integer in [0, 4611686018427387904]",
    ),
    (
        "until 2**64",
        lambda d: simulate(small(), until=2**64),
        InputError,
        "until must be an integer in [0, 4611686018427387904], got 18446744073709551616",
    ),
    ("until -5", lambda d: simulate(small(), until=-5), InputError, "until must be an integer"),
    (
        "span times cores over int64",
        lambda d: simulate(
            Workload([Job(i, 0, 2**24, 10**11, 10**11) for i in range(10)], processors(2**24))
        ),
        WorkloadError,
        "over 2^63 core-seconds",
    ),
    (
        "simulate no jobs",
        lambda d: simulate(Workload([], processors(4))),
        WorkloadError,
        "workload 'workload' has no jobs",
    ),
    (
        "simulate header-only trace",
        lambda d: simulate(read_swf(header_only(d))),
        WorkloadError,
        "has no jobs",
    ),
    (
        "bf_interval 2**63",
        lambda d: SchedulerConfig("x", bf_interval=2**63),
        InputError,
        "bf_interval",
    ),
    ("processors inf", lambda d: processors(INF), InputTypeError, "n must be an integer"),
    ("processors str", lambda d: processors("16"), InputTypeError, "n must be an integer"),
    ("cores_per_node bool", lambda d: Cluster("x", 4, True), InputTypeError, "cores_per_node"),
    ("max_walltime nan", lambda d: Cluster("x", 4, 1, False, NAN), InputTypeError, "max_walltime"),
    ("simulate None policy", lambda d: simulate(small(), None), InputTypeError, "policy"),
    ("simulate a list", lambda d: simulate([job()]), InputTypeError, "Workload(jobs, cluster)"),
    ("simulate None", lambda d: simulate(None), InputTypeError, "workload"),
    ("simulate until", lambda d: simulate(small(), until=1.5), InputTypeError, "until"),
    ("simulate progress", lambda d: simulate(small(), progress=5), InputTypeError, "progress"),
    ("simulate policy", lambda d: simulate(small(), "lifo"), UnknownNameError, "policy 'lifo'"),
    ("depth float", lambda d: SchedulerConfig("x", depth=2.5), InputTypeError, "depth"),
    # readers and generators
    ("swf max_jobs", lambda d: read_swf(trace(d), max_jobs=2.5), InputTypeError, "max_jobs"),
    ("swf size", lambda d: read_swf(trace(d), size=-1), SWFError, "size"),
    ("swf path", lambda d: read_swf(5), InputTypeError, "path"),
    ("swf cluster", lambda d: read_swf(trace(d), cluster="x"), InputTypeError, "cluster"),
    ("load_trace list", lambda d: load_trace(["x"]), InputTypeError, "trace"),
    ("edison days nan", lambda d: EdisonConfig(days=NAN), WorkloadError, "days"),
    ("edison days huge", lambda d: EdisonConfig(days=100_000), WorkloadError, "days=100000"),
    ("edison warmup huge", lambda d: EdisonConfig(warmup=10**10), WorkloadError, "warmup="),
    ("edison seed float", lambda d: EdisonConfig(seed=1.5), InputTypeError, "seed"),
    ("edison users huge", lambda d: EdisonConfig(users=10**9), WorkloadError, "users"),
    ("edison pressure str", lambda d: EdisonConfig(pressure="1"), InputTypeError, "pressure"),
    ("pattern period float", lambda d: Pattern(period=1.5), InputTypeError, "period"),
    ("pattern share nan", lambda d: Pattern(share=NAN), WorkloadError, "share"),
    (
        "pattern period 1 s",
        lambda d: edison_with_workflows(
            EdisonConfig(days=30), catalog.get("Montage"), Pattern(period=1), "woas"
        ),
        WorkloadError,
        "period=1",
    ),
    ("warp hours inf", lambda d: WarpLoadConfig(hours=INF), WorkloadError, "hours"),
    ("warp hours huge", lambda d: WarpLoadConfig(hours=1e9), WorkloadError, "hours=1000000000"),
    ("warp seed str", lambda d: WarpLoadConfig(seed="0"), InputTypeError, "seed"),
    ("dag huge", lambda d: scientific.dag("montage", 10**9), WorkflowError, "size=1000000000"),
    ("dag float", lambda d: scientific.dag("montage", 30.5), InputTypeError, "size"),
    ("dag kind", lambda d: scientific.dag(5, 30), InputTypeError, "kind"),
    (
        "paper workload huge",
        lambda d: scientific.paper_workload("mixture", 10**8),
        WorkflowError,
        "n",
    ),
    ("catalog int", lambda d: catalog.get(5), InputTypeError, "name"),
    ("cwl path int", lambda d: load_cwl(5, {}), InputTypeError, "load_cwl: path"),
    ("catalog huge group", lambda d: catalog.get("A1000000000"), WorkflowError, "n must be one of"),
    # manifests
    (
        "manifest parents",
        lambda d: Workflow.from_manifest({"tasks": [task("a"), task("b", parents=["a"])]}),
        WorkflowError,
        "unknown key 'parents'; known: id, cmd, cores, runtime, runtime_actual, deps",
    ),
    (
        "manifest top key",
        lambda d: Workflow.from_manifest({"tasks": [task("a")], "version": 2}),
        WorkflowError,
        "unknown key 'version'; known: name, tasks",
    ),
    (
        "manifest cycle",
        lambda d: Workflow.from_manifest(
            {"tasks": [task("a", deps=["b"]), task("b", deps=["a"]), task("c", deps=["a"])]}
        ),
        WorkflowError,
        "dependency cycle through task",
    ),
    ("manifest int", lambda d: Workflow.from_manifest(5), InputTypeError, "source"),
    (
        "manifest runtime nan",
        lambda d: Workflow.from_manifest({"tasks": [task("a", runtime=NAN)]}),
        WorkflowError,
        "runtime",
    ),
    # speculative laws, sequences and workloads
    (
        "negative reservation",
        lambda d: expected_makespan(TruncExp(1, 0, 20), [-5, 20]),
        InputError,
        "sequence[0] must be > 0",
    ),
    (
        "nan reservation",
        lambda d: expected_makespan(TABLE1_LAW, [NAN, 20]),
        InputError,
        "sequence[0]",
    ),
    ("sequence str", lambda d: expected_makespan(TABLE1_LAW, "abc"), InputTypeError, "sequence"),
    ("law None", lambda d: expected_makespan(None, [20]), InputTypeError, "law"),
    ("zeta nan", lambda d: expected_makespan(TABLE1_LAW, [20], zeta=NAN), InputError, "zeta"),
    ("zeta str", lambda d: optimal_sequence(TABLE1_LAW, zeta="x"), InputTypeError, "zeta"),
    ("grid huge", lambda d: optimal_sequence(TABLE1_LAW, 10**6), InputError, "n=1000000"),
    ("grid float", lambda d: optimal_sequence(TABLE1_LAW, 2.5), InputTypeError, "n must be"),
    ("mu str", lambda d: TruncNormal("8", 2, 0, 20), InputTypeError, "mu"),
    ("lam bool", lambda d: TruncExp(True, 0, 20), InputTypeError, "lam"),
    ("b inf", lambda d: TruncExp(1, 0, INF), InputError, "b must be a finite number"),
    ("history str", lambda d: Empirical([1.0, "x"]), InputTypeError, "history"),
    ("params list", lambda d: make_law("beta", [1, 2], (0, 1)), InputTypeError, "params"),
    (
        "M huge",
        lambda d: make_workload(100, [JobGroup("a", TABLE1_LAW, 10**7)]),
        WorkloadError,
        "M=10000000",
    ),
    (
        "M float",
        lambda d: make_workload(100, [JobGroup("a", TABLE1_LAW, 2.5)]),
        InputTypeError,
        "M (the number of jobs of 'a')",
    ),
    (
        "history huge",
        lambda d: make_workload(100, [JobGroup("a", TABLE1_LAW, 1000)], history=10**6),
        WorkloadError,
        "history=1000000",
    ),
    (
        "stream rate nan",
        lambda d: make_workload(100, [JobGroup("a", TABLE1_LAW, 2)], StreamSpec(TABLE1_LAW, NAN)),
        WorkloadError,
        "rate",
    ),
    (
        "stream count huge",
        lambda d: make_workload(
            100, [JobGroup("a", TABLE1_LAW, 2)], StreamSpec(TABLE1_LAW, 0.5, count=10**8)
        ),
        WorkloadError,
        "count=100000000",
    ),
    (
        "stream window huge",
        lambda d: make_workload(
            100, [JobGroup("a", TABLE1_LAW, 2)], StreamSpec(TABLE1_LAW, 0.5, window=1e12)
        ),
        WorkloadError,
        "window",
    ),
    ("work_rate str", lambda d: zeta_from_rate("x", 100), InputTypeError, "work_rate"),
    ("levels float", lambda d: request_grid(TABLE1_LAW, 2.5), InputTypeError, "levels"),
]


@pytest.mark.parametrize("call,error,text", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_bad_value_is_refused_by_name_before_any_work(call, error, text, tmp_path):
    with within(10), pytest.raises(error) as caught:
        call(tmp_path)
    assert isinstance(caught.value, HPCGymError)
    assert isinstance(caught.value, (ValueError, TypeError))
    assert text in str(caught.value)


def test_a_size_bound_says_the_estimate_and_how_to_go_past_it():
    with pytest.raises(WorkloadError) as caught:
        EdisonConfig(days=100_000)
    msg = str(caught.value)
    assert "EdisonConfig: days=100000 makes about" in msg
    assert "GB" in msg and "to simulate per policy" in msg
    assert f"over the bound of {MAX_JOBS:,} jobs; allow_large=True goes past it" in msg
    with within(10):
        assert EdisonConfig(days=100_000, allow_large=True).days == 100_000
        assert WarpLoadConfig(hours=1e9, allow_large=True).hours == 1e9
        assert EdisonConfig(days=365).days == 365  # a year of Edison is under the bound


def test_integers_of_numpy_are_taken_as_ints():
    np = pytest.importorskip("numpy")
    j = Job(np.int64(3), np.int32(0), np.int64(2), np.int64(10), np.int64(5), deps=[np.int64(1)])
    assert type(j.id) is type(j.submit) is type(j.cores) is int
    assert j.deps == (1,) and type(j.deps[0]) is int
    assert processors(np.int64(4)).nodes == 4


ANY = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=5),
    st.lists(st.integers(), max_size=2),
)


@settings(max_examples=300, deadline=None)
@given(value=ANY, lo=st.one_of(st.none(), st.integers(-5, 5)))
def test_integer_returns_an_int_in_range_or_an_hpcgym_error(value, lo):
    try:
        got = checks.integer(value, "x", lo=lo)
    except InputError as e:
        assert "x" in str(e)
        return
    assert type(got) is int and not isinstance(value, (bool, float, str))
    assert lo is None or got >= lo


@settings(max_examples=300, deadline=None)
@given(value=ANY, lo=st.floats(-5, 5), open_=st.booleans())
def test_number_returns_a_finite_float_in_range_or_an_hpcgym_error(value, lo, open_):
    try:
        got = checks.number(value, "x", lo=lo, lo_open=open_)
    except InputError as e:
        assert "x" in str(e)
        return
    assert math.isfinite(got) and (got > lo if open_ else got >= lo)


@settings(max_examples=200, deadline=None)
@given(
    fields=st.fixed_dictionaries(
        {k: ANY for k in ("submit", "cores", "walltime", "runtime")},
    )
)
def test_a_job_is_built_or_refused_by_field_and_never_carries_a_float(fields):
    try:
        j = Job(1, **fields)
    except InputTypeError as e:
        assert any(k in str(e) for k in fields)
        return
    assert all(type(getattr(j, k)) is int for k in fields)
    try:
        w = Workload([j], processors(4))
    except WorkloadError:
        return
    with within(10):
        s = simulate(w, "fcfs-easy")
    assert all(type(t) is int for t in s.start)


@settings(max_examples=200, deadline=None)
@given(seq=st.lists(st.one_of(st.floats(-30, 30), st.floats()), min_size=1, max_size=4))
def test_expected_makespan_is_a_number_or_names_the_reservation(seq):
    try:
        got = expected_makespan(TABLE1_LAW, seq)
    except InputError as e:
        assert "sequence" in str(e)
        return
    assert all(t > 0 for t in seq) and math.isfinite(got) and got >= TABLE1_LAW.a
