"""Task-level workflow queue and the SR / SLoP / FES / BF policies (ilyushkin2015 §III)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hpcgym.tasks.dag import TaskDag, single_entry_exit
from hpcgym.tasks.engine import TaskQueue, TaskQueueError, WorkflowState
from hpcgym.tasks.lop import generation_sizes
from hpcgym.tasks.policies import backfill, make_scheduler, parse, simulate
from hpcgym.workloads.scientific import paper_workload


def make(spec: dict[str, tuple[float, tuple[str, ...]]], name: str = "w") -> TaskDag:
    """``{task: (runtime, parents)}`` parents-first; entry/exit added where needed."""
    ids = list(spec)
    pos = {t: i for i, t in enumerate(ids)}
    return single_entry_exit(
        name,
        ids,
        [r for r, _ in spec.values()],
        [tuple(pos[p] for p in ps) for _, ps in spec.values()],
    )


def times(s, w: int, dag: TaskDag) -> dict[str, tuple[float, float]]:
    return {
        t: (s.task_start[w][i], s.task_end[w][i])
        for i, t in enumerate(dag.ids)
        if not dag.artificial[i]
    }


# A: a0 (1 s) then a1 (4 s) and a2 (1 s) in parallel: LoP 2.  B: one task of 1 s at t = 0.5.
A = make({"a0": (1.0, ()), "a1": (4.0, ("a0",)), "a2": (1.0, ("a0",))}, "A")
B = make({"b0": (1.0, ())}, "B")


def test_sr_reserves_the_head_lop_by_hand():
    s = simulate([A, B], [0.0, 0.5], "sr", processors=2, record_tasks=True)
    a = times(s, 0, A)
    # t=0: a0 starts, the second processor is reserved for A (LoP 2); B waits at 0.5
    assert a["a0"] == (0.0, 1.0)
    assert a["a1"] == (1.0, 5.0) and a["a2"] == (1.0, 2.0)
    # t=2: A's remaining LoP is 1 (a1), the processor is released, B starts
    assert times(s, 1, B)["b0"] == (2.0, 3.0)
    assert list(s.wait) == [0.0, 1.5] and list(s.finish) == [5.0, 3.0]
    # FES(1) looks one generation ahead: the same reservation here
    f = simulate([A, B], [0.0, 0.5], "fes1", processors=2, record_tasks=True)
    assert list(f.finish) == [5.0, 3.0]


def test_bf_and_small_slop_do_not_reserve_by_hand():
    for policy in ("bf", "slop0.5", "fes0"):
        s = simulate([A, B], [0.0, 0.5], policy, processors=2, seed=4, record_tasks=True)
        assert times(s, 1, B)["b0"] == (0.5, 1.5)
        a = times(s, 0, A)
        # at t=1 one processor is free: the random pick decides which of a1 / a2 goes first
        assert (a["a1"], a["a2"]) in (((1.0, 5.0), (1.5, 2.5)), ((1.5, 5.5), (1.0, 2.0)))


def test_artificial_tasks_need_no_processor():
    w = make({"x": (2.0, ()), "y": (3.0, ())})  # two entries, two exits
    assert w.artificial == (True, False, False, True)
    s = simulate([w], [3.0], "bf", processors=2, record_tasks=True)
    assert s.first_start[0] == 3.0 and s.finish[0] == 6.0 and s.makespan[0] == 3.0
    assert s.task_start[0][0] == s.task_end[0][0] == 3.0
    assert s.task_start[0][3] == s.task_end[0][3] == 6.0


def test_completions_before_arrivals_at_one_timestamp():
    one = make({"t": (2.0, ())})
    s = simulate([one, one], [0.0, 2.0], "sr", processors=1)
    assert list(s.first_start) == [0.0, 2.0] and list(s.finish) == [2.0, 4.0]
    assert list(s.queue_at_arrival) == [0, 0]


def test_decision_points_and_leaving_processors_idle():
    sim = TaskQueue([A, B], [0.0, 0.5], processors=2, seed=1)
    assert sim.advance() and sim.now == 0.0 and list(sim.active) == [0]
    assert (sim.waiting(0), sim.running(0), sim.lop(0)) == (1, 0, 2)
    assert sim.generation_sizes(0) == [1, 2, 1]  # a0; a1, a2; the artificial exit
    sim.start(0, sim.pick(0))
    assert sim.advance() and sim.now == 0.5  # B arrived; we leave the processor idle
    assert sim.advance() and sim.now == 1.0  # a0 done: a1, a2 eligible, 2 free
    assert sim.eligible(0) == 2 and sim.fes(0, 0) == 2
    with pytest.raises(TaskQueueError, match=r"task 0 of workflow #0 .* is not waiting"):
        sim.start(0, 0)
    sim.start_random(0, 2)
    with pytest.raises(TaskQueueError, match="no free processor"):
        sim.start(1, sim.pick(1))
    assert sim.advance() and sim.now == 2.0
    sim.start(1, sim.waiting_tasks(1)[0])
    assert not sim.advance()
    s = sim.schedule()
    assert list(s.finish) == [5.0, 3.0]


def test_bad_input_is_named():
    with pytest.raises(ValueError, match="non-decreasing; workflow #1 \\('B'\\)"):
        TaskQueue([A, B], [1.0, 0.0])
    with pytest.raises(ValueError, match="2 workflows but 1 arrival"):
        TaskQueue([A, B], [1.0])
    with pytest.raises(ValueError, match="workflow #0 \\('A'\\) has arrival time nan"):
        TaskQueue([A], [math.nan])
    with pytest.raises(ValueError, match="processors must be a positive integer"):
        TaskQueue([A], [0.0], 0)
    with pytest.raises(TypeError, match="not a TaskDag"):
        TaskQueue([A.to_workflow()], [0.0])
    with pytest.raises(ValueError, match="unknown task policy 'easy'"):
        parse("easy")
    with pytest.raises(ValueError, match="scaling factor must be in \\[0, 1\\]"):
        parse("slop1.5")
    assert parse("slop0.2").f == 0.2 and parse("fes10").depth == 10 and parse("sr").kind == "sr"


# -- invariants over random workloads -----------------------------------------------------------


@st.composite
def workloads(draw, max_wfs: int = 4, max_tasks: int = 6):
    dags = []
    for k in range(draw(st.integers(1, max_wfs))):
        n = draw(st.integers(1, max_tasks))
        parents = [
            tuple(sorted(set(draw(st.lists(st.integers(0, i - 1), max_size=2))))) if i else ()
            for i in range(n)
        ]
        runtime = [draw(st.sampled_from([0.5, 1.0, 1.0, 2.0, 3.0])) for _ in range(n)]
        dags.append(single_entry_exit(f"w{k}", [f"t{i}" for i in range(n)], runtime, parents))
    arrivals = sorted(
        draw(
            st.lists(
                st.sampled_from([0.0, 0.5, 1.0, 2.0, 3.5]), min_size=len(dags), max_size=len(dags)
            )
        )
    )
    procs = draw(st.integers(1, 4))
    return dags, arrivals, procs


POLICIES = [
    "sr",
    "slop0.5",
    "slop0.2",
    "fes1",
    "fes2",
    "bf",
    "sr-exact",
    "sr-whole",
    "sr-arrival",
    "sr-static",
    "sr-gang",
    "fes1-static",
    "slop0.5-arrival",
]


def check_schedule(dags, arrivals, procs, s):
    events = []
    for w, d in enumerate(dags):
        st_, en = s.task_start[w], s.task_end[w]
        for i in range(len(d)):
            assert math.isfinite(st_[i]) and math.isfinite(en[i])  # every task ran, once
            assert st_[i] >= arrivals[w]
            assert en[i] == pytest.approx(st_[i] + d.runtime[i])
            for p in d.parents[i]:
                assert st_[i] >= en[p]
            if not d.artificial[i]:
                events += [(st_[i], 1), (en[i], -1)]
        assert s.finish[w] == max(en)
        assert s.first_start[w] == min(st_[i] for i in range(len(d)) if not d.artificial[i])
    level = 0
    for _, delta in sorted(events, key=lambda e: (e[0], e[1])):
        level += delta
        assert level <= procs


@settings(max_examples=60, deadline=None)
@given(workloads(), st.sampled_from(POLICIES), st.integers(0, 3))
def test_invariants(wl, policy, seed):
    dags, arrivals, procs = wl
    s = simulate(dags, arrivals, policy, procs, seed, record_tasks=True)
    check_schedule(dags, arrivals, procs, s)


@settings(max_examples=60, deadline=None)
@given(workloads(), st.sampled_from(["sr", "fes1", "slop0.5"]))
def test_incremental_generations_match_recomputation(wl, policy):
    dags, arrivals, procs = wl
    inner = make_scheduler(policy)

    def scheduler(sim):
        for w in sim.active:
            done = sim.completed_tasks(w)
            expect = generation_sizes(sim.dags[w], done)
            assert sim.generation_sizes(w) == expect
            assert sim.eligible(w) == expect[0]
        inner(sim)

    TaskQueue(dags, arrivals, procs, 0).run(scheduler)


@settings(max_examples=60, deadline=None)
@given(workloads(), st.integers(0, 3))
def test_bf_never_idles_while_a_task_waits(wl, seed):
    dags, arrivals, procs = wl

    def scheduler(sim):
        backfill(sim)
        assert sim.free == 0 or sim.n_waiting == 0

    TaskQueue(dags, arrivals, procs, seed, track_generations=False).run(scheduler)


@settings(max_examples=60, deadline=None)
@given(workloads(max_wfs=5), st.integers(0, 3))
def test_sr_never_lets_a_later_workflow_delay_an_earlier_one(wl, seed):
    # With the exact LoP a workflow always holds as many processors as it can ever use, so
    # its schedule is the same whether or not later workflows exist (§III-D).
    dags, arrivals, procs = wl
    full = simulate(dags, arrivals, "sr-exact", procs, seed, record_tasks=True)
    for k in range(len(dags) - 1):
        part = simulate(
            dags[: k + 1], arrivals[: k + 1], "sr-exact", procs, seed, record_tasks=True
        )
        for w in range(k + 1):
            assert part.task_start[w] == full.task_start[w]
            assert part.task_end[w] == full.task_end[w]


def test_sr_with_the_approximate_lop_can_be_delayed():
    # Figure 1's case: the token wave says 2, but b, c1 and c2 can run together (width 3).
    fig1 = make({"a": (1.0, ()), "b": (3.0, ()), "c1": (2.0, ("a",)), "c2": (2.0, ("a",))})
    later = make({"z": (10.0, ())})
    alone = simulate([fig1], [0.0], "sr", 3, 0)
    both = simulate([fig1, later], [0.0, 0.0], "sr", 3, 0)
    exact = simulate([fig1, later], [0.0, 0.0], "sr-exact", 3, 0)
    assert alone.finish[0] == 3.0 and exact.finish[0] == 3.0
    assert both.finish[0] > 3.0 and both.first_start[1] == 0.0


@settings(max_examples=40, deadline=None)
@given(workloads(max_wfs=5), st.integers(0, 3))
def test_policy_equivalences(wl, seed):
    dags, arrivals, procs = wl

    def run(p):
        s = simulate(dags, arrivals, p, procs, seed, record_tasks=True)
        return s.task_start, s.task_end

    assert run("slop1") == run("sr")
    bf = run("bf")
    assert run("slop0") == bf and run("fes0") == bf


def test_policy_equivalences_on_a_paper_workload():
    dags = paper_workload("mixture", 120, 5)
    arr = np.cumsum(np.random.default_rng(6).exponential(3600 / 60, len(dags)))

    def run(p):
        return simulate(dags, arr, p, 100, 7).finish

    assert np.array_equal(run("slop1.0"), run("sr"))
    bf = run("bf")
    assert np.array_equal(run("slop0"), bf) and np.array_equal(run("fes0"), bf)
    assert not np.array_equal(run("sr"), bf)


def test_same_seed_same_schedule_and_policies_see_no_runtimes():
    dags = paper_workload("sipht", 40, 2)
    arr = np.cumsum(np.random.default_rng(3).exponential(60.0, len(dags)))
    a = simulate(dags, arr, "fes1", 100, 9)
    b = simulate(dags, arr, "fes1", 100, 9)
    assert np.array_equal(a.finish, b.finish)
    sim = TaskQueue(dags, arr, 100, 9)
    public = [n for n in dir(sim) if not n.startswith("_")]
    assert not [n for n in public if "dur" in n or "runtime" in n]
    assert not [n for n in WorkflowState.__slots__ if "dur" in n or "runtime" in n]
    assert sim.advance() and isinstance(sim.active[0], WorkflowState)
