"""Invariants over random workloads of regular jobs and random DAG workflows submitted chained,
as pilots or workflow-aware, under every native policy."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_invariants import ancestors, sweep

from hpcgym.batch.cluster import Cluster, processors
from hpcgym.batch.job import Job
from hpcgym.batch.metrics import compute, workflow_table
from hpcgym.batch.policies import POLICIES, simulate
from hpcgym.batch.simulator import CANCELLED, DONE, KILLED
from hpcgym.batch.submission import MODES, expand
from hpcgym.batch.workload import Workload
from hpcgym.workflow import Task, Workflow

# the rlscheduler presets refuse dependencies (RLScheduler has none; tests/core/batch/test_rlscheduler.py)
POLICY_NAMES = sorted(p for p, c in POLICIES.items() if c.backfill != "rlscheduler") + [
    "slurm+count-held"
]
FAST = settings(max_examples=60, deadline=None)


@st.composite
def dag(draw, name: str, max_cores: int) -> Workflow:
    """A connected DAG of 1-6 tasks; task k > 0 has 1-2 parents among the earlier ones."""
    n = draw(st.integers(1, 6))
    tasks, edges = [], []
    for k in range(n):
        wall = draw(st.sampled_from([10, 20, 30, 45]))
        run = draw(st.one_of(st.integers(1, wall), st.just(wall), st.just(wall + 61)))
        tasks.append(Task(f"t{k}", draw(st.integers(1, max_cores)), wall, run))
        if k:
            picked = draw(st.lists(st.integers(0, k - 1), min_size=1, max_size=2))
            edges.extend((f"t{p}", f"t{k}") for p in sorted(set(picked)))
    return Workflow.from_tasks(name, tasks, edges)


@st.composite
def mixed(draw) -> Workload:
    if draw(st.booleans()):
        cluster = Cluster("nodes", draw(st.integers(2, 4)), draw(st.integers(1, 3)), True)
    else:
        cluster = processors(draw(st.integers(2, 8)))
    jobs = [
        Job(
            k + 1,
            draw(st.integers(0, 60)),
            draw(st.integers(1, cluster.total_cores)),
            w := draw(st.sampled_from([10, 20, 30])),
            draw(st.integers(1, w)),
        )
        for k in range(draw(st.integers(0, 6)))
    ]
    runs = []
    next_id = 100
    for k in range(draw(st.integers(1, 3))):
        wf = draw(dag(f"w{k}", cluster.total_cores))
        mode = draw(st.sampled_from(MODES))
        if mode == "pilot" and wf.peak_width() > cluster.total_cores:
            mode = "woas"
        new, run = expand(wf, k, draw(st.integers(0, 60)), mode, next_id, cluster)
        jobs += new
        runs.append(run)
        next_id += 100
    return Workload(jobs, cluster, workflows=runs)


@pytest.mark.parametrize("policy", POLICY_NAMES)
@FAST
@given(w=mixed())
def test_schedules_of_workflow_workloads_are_valid(policy, w):
    s = simulate(w, policy)
    # Never more units in use than exist.
    assert all(0 <= busy <= w.cluster.total_units for _, busy in sweep(s))
    # Every job ends exactly once (ran to an end, or was cancelled by a killed parent).
    for i, j in enumerate(w.jobs):
        if s.status[i] == CANCELLED:
            assert s.start[i] == -1
        else:
            assert s.status[i] in (DONE, KILLED) and j.submit <= s.start[i] < s.end[i]
    # No task before its parents ended successfully.
    parents, _ = ancestors(w)
    for i in range(len(w.jobs)):
        if s.status[i] != CANCELLED:
            assert all(s.status[p] == DONE and s.end[p] <= s.start[i] for p in parents[i])
    index = {j.id: k for k, j in enumerate(w.jobs)}
    table = workflow_table(s)
    for k, r in enumerate(w.workflows):
        if r.pilot:
            # Tasks inside a pilot respect their dependencies and never use more cores than
            # the pilot allocated, and end when the pilot does.
            cores, _ = r.workflow.pilot_geometry()
            span = dict(zip(r.tasks, r.inner))
            for a, b in r.workflow.graph.edges:
                assert span[a][1] <= span[b][0]
            edges = sorted({t for se in r.inner for t in se})
            for t in edges:
                used = sum(r.workflow.task(tid).cores for tid, (a, b) in span.items() if a <= t < b)
                assert used <= cores
            i = index[r.jobs[0]]
            assert w.jobs[i].runtime == max(b for _, b in r.inner)
        if table.completed[k]:
            assert table.start[k] >= r.submit
            assert table.runtime[k] >= table.critical_path[k]
    m = compute(s)
    assert m["actual_utilization"] <= m["utilization"] + 1e-12


@FAST
@given(w=mixed())
def test_workflow_workloads_are_deterministic(w):
    a, b = simulate(w, "slurm"), simulate(w, "slurm")
    assert (a.start, a.end, a.status) == (b.start, b.end, b.status)
