"""WARP reservation optimizer (lubrano2024 §4.2): ILP (1a)-(1l) as printed, the compact
formulation, the earliest-fit heuristic, and input validation."""

from __future__ import annotations

import networkx as nx
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hpcgym.warp import (
    InfeasibleError,
    Instance,
    Plan,
    SolverTimeout,
    Step,
    check_plan,
    earliest_fit,
    makespan_lower_bound,
    occupancy_profile,
    random_instance,
    solve_compact,
    solve_printed,
    turbine,
)
from hpcgym.warp.instance import first_fit, last_fit

SOLVERS = {
    "printed": solve_printed,
    "compact": solve_compact,
    "compact-bare": lambda inst: solve_compact(inst, incumbent=False),
    "compact-start": lambda inst: solve_compact(inst, form="start", incumbent=False),
}


def small_instances(count: int = 20, seed: int = 7, **kw) -> list[Instance]:
    """Seeded small instances: 2-6 steps, 30-60 slots, 4-16 nodes, half-loaded forecast."""
    rng = np.random.default_rng(seed)
    out = []
    for k in range(count):
        steps, horizon = int(rng.integers(2, 7)), int(rng.integers(30, 61))
        cap = int(rng.integers(4, 17))
        out.append(random_instance(rng, steps, cap, horizon, 0.5, name=f"small-{seed}-{k}", **kw))
    return out


def optimum(solver, inst: Instance) -> int | None:
    try:
        plan = solver(inst)
    except InfeasibleError:
        return None
    check_plan(inst, plan)
    assert plan.status == "optimal"
    return plan.makespan


# -- turbine workflow of §6 (Table 1) ------------------------------------------------------


@pytest.mark.parametrize("name", [*SOLVERS, "heuristic", "heuristic-plain"])
def test_turbine_empty_cluster_back_to_back(name):
    solver = {
        "heuristic": earliest_fit,
        "heuristic-plain": lambda i: earliest_fit(i, justify=False, anchors=0, samples=0),
        **SOLVERS,
    }[name]
    inst = turbine()
    plan = solver(inst)
    check_plan(inst, plan)
    assert plan.start["HPDA"] == plan.start["LES"] + 15
    assert plan.makespan == 45 == inst.critical_path


# free nodes of 14: 5 in slots 0-29, 2 in 30-59, 10 from 60 on. HPDA (5 nodes, 30 slots)
# cannot start before 60; LES (2 nodes) fits in 45-59, so the optimum is back to back, 45.
LOADED = np.r_[np.full(30, 9), np.full(30, 12), np.full(40, 4)]


@pytest.mark.parametrize("name", [*SOLVERS, "heuristic"])
def test_turbine_under_load_back_to_back(name):
    solver = {"heuristic": earliest_fit, **SOLVERS}[name]
    inst = turbine(LOADED, horizon=LOADED.size)
    plan = solver(inst)
    check_plan(inst, plan)
    assert plan.makespan == 45
    assert 60 <= plan.start["HPDA"] <= 70
    assert plan.start["HPDA"] == plan.start["LES"] + 15


def test_turbine_under_load_plain_list_scheduling_waits():
    """Plain earliest start (what a WMS does, §6) runs LES at once and HPDA waits for nodes."""
    inst = turbine(LOADED, horizon=LOADED.size)
    plan = earliest_fit(inst, justify=False, anchors=0, samples=0)
    check_plan(inst, plan)
    assert plan.start == {"LES": 0, "HPDA": 60}
    assert plan.makespan == 90


# free nodes: 2 in slots 0-19, 1 in 20-29, 5 in 30-59. HPDA must start at 30; LES must end
# by slot 20, so it starts at 5 at the latest: the optimum 55 leaves a 10-slot gap.
GAPPED = np.r_[np.full(20, 12), np.full(10, 13), np.full(30, 9)]


@pytest.mark.parametrize("name", [*SOLVERS, "heuristic"])
def test_turbine_forced_gap(name):
    solver = {"heuristic": earliest_fit, **SOLVERS}[name]
    inst = turbine(GAPPED, horizon=GAPPED.size)
    plan = solver(inst)
    check_plan(inst, plan)
    assert plan.start == {"LES": 5, "HPDA": 30}
    assert plan.makespan == 55


# -- optimality and agreement --------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_empty_cluster_optimum_is_critical_path(seed):
    base = random_instance(seed, 6, 8, 60, 0.0)
    inst = Instance(
        base.steps,
        base.edges,
        int(base.nodes.sum()),
        np.zeros(base.horizon, dtype=int),
        name=f"empty-{seed}",
    )
    for solver in SOLVERS.values():
        plan = solver(inst)
        check_plan(inst, plan)
        assert plan.status == "optimal"
        assert plan.makespan == inst.critical_path


def test_compact_matches_printed_on_random_small_instances():
    feasible = 0
    for inst in small_instances():
        opt = optimum(solve_printed, inst)
        for name in ("compact", "compact-bare", "compact-start"):
            assert optimum(SOLVERS[name], inst) == opt, (inst.name, name)
        if opt is None:
            with pytest.raises(InfeasibleError):
                earliest_fit(inst)
            continue
        feasible += 1
        lower = makespan_lower_bound(inst)
        assert inst.critical_path <= lower <= opt
        try:
            heur = earliest_fit(inst)
        except InfeasibleError:
            continue
        check_plan(inst, heur)
        assert heur.makespan >= opt
    assert feasible >= 15


def test_compact_matches_printed_on_drained_forecasts():
    """A backlog forecast is constant once drained, where the seeded model cuts its horizon."""
    for inst in small_instances(8, seed=5, kind="backlog"):
        opt = optimum(solve_printed, inst)
        assert optimum(solve_compact, inst) == opt
        assert optimum(lambda i: solve_compact(i, incumbent=False), inst) == opt


def serial(n: int, horizon: int) -> Instance:
    """n independent 3-node steps on an empty 5-node cluster: they can only run one by one."""
    steps = tuple(Step(f"s{k}", 3, 4 + k) for k in range(n))
    return Instance(steps, (), 5, np.zeros(horizon, dtype=int), name=f"serial-{n}")


def test_serial_steps_on_empty_cluster():
    inst = serial(3, 30)
    for solver in SOLVERS.values():
        assert optimum(solver, inst) == 4 + 5 + 6


def test_seeded_model_cuts_translation_symmetry():
    """Every shift of a plan on an empty cluster is optimal too, which the bare time-indexed
    models cannot prove quickly (5 steps: > 10 s); the seeded model only searches plans
    starting at slot 0 and shorter than the heuristic's."""
    inst = serial(5, 60)
    plan = solve_compact(inst, time_limit=5.0)
    check_plan(inst, plan)
    assert (plan.status, plan.makespan) == ("optimal", 4 + 5 + 6 + 7 + 8)


def test_compact_matches_printed_with_releases():
    for inst in small_instances(6, seed=11, release_max=12):
        assert inst.earliest
        opt = optimum(solve_printed, inst)
        assert optimum(solve_compact, inst) == opt
        assert optimum(lambda i: solve_compact(i, incumbent=False), inst) == opt


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31 - 1),
    steps=st.integers(1, 12),
    load=st.sampled_from([0.0, 0.3, 0.6, 0.9]),
    justify=st.booleans(),
    anchors=st.sampled_from([0, 4, 16]),
    samples=st.sampled_from([0, 8]),
)
def test_heuristic_plans_are_feasible(seed, steps, load, justify, anchors, samples):
    inst = random_instance(seed, steps, 12, 120, load, release_max=20)
    try:
        plan = earliest_fit(inst, justify=justify, anchors=anchors, samples=samples, seed=seed)
    except InfeasibleError:
        return
    check_plan(inst, plan)
    assert plan.makespan >= makespan_lower_bound(inst) >= inst.critical_path


@settings(max_examples=200, deadline=None)
@given(
    free=st.lists(st.integers(0, 4), min_size=1, max_size=30),
    need=st.integers(0, 4),
    width=st.integers(1, 8),
    lo=st.integers(-2, 32),
    hi=st.integers(-2, 32),
)
def test_fit_search_matches_brute_force(free, need, width, lo, hi):
    free = np.array(free)
    fits = [
        s
        for s in range(max(lo, 0), min(hi, free.size - width) + 1)
        if (free[s : s + width] >= need).all()
    ]
    assert first_fit(free, need, width, lo, hi) == (fits[0] if fits else -1)
    assert last_fit(free, need, width, lo, hi) == (fits[-1] if fits else -1)


def test_justification_never_lengthens_the_plan():
    for inst in small_instances(30, seed=3):
        try:
            plain = earliest_fit(inst, justify=False, anchors=0)
        except InfeasibleError:
            continue
        assert earliest_fit(inst, anchors=0, samples=0).makespan <= plain.makespan
        assert earliest_fit(inst).makespan <= earliest_fit(inst, anchors=0, samples=0).makespan


def test_time_limit_returns_a_feasible_plan_or_times_out():
    inst = random_instance(3, 10, 16, 1440, 0.7)
    plan = solve_compact(inst, time_limit=0.0)
    check_plan(inst, plan)
    assert plan.status in ("optimal", "time_limit")
    assert plan.bound is not None and plan.bound <= plan.makespan
    with pytest.raises(SolverTimeout, match="time limit"):
        solve_compact(inst, time_limit=0.0, incumbent=False)


def test_no_plan_within_horizon_raises_infeasible():
    occ = np.r_[np.full(40, 13), np.full(20, 9)]  # 2 nodes free only in the last 20 slots
    inst = turbine(occ, horizon=occ.size)
    for solver in [*SOLVERS.values(), earliest_fit]:
        with pytest.raises(InfeasibleError, match="turbine"):
            solver(inst)
    assert issubclass(InfeasibleError, ValueError)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), steps=st.integers(1, 30), load=st.sampled_from([0.0, 0.5]))
def test_random_instances_are_connected_dags(seed, steps, load):
    inst = random_instance(seed, steps, 16, 240, load)
    graph = nx.DiGraph(list(inst.edges))
    graph.add_nodes_from(inst.index)
    assert nx.is_directed_acyclic_graph(graph) and nx.is_weakly_connected(graph)
    assert len(inst.steps) == steps and 2 * inst.critical_path <= inst.horizon
    assert inst.occupancy.max() <= inst.capacity


def test_occupancy_profile_hits_the_mean_load():
    loads = [occupancy_profile(s, 16, 1440, 0.5).mean() / 16 for s in range(10)]
    assert 0.4 < np.mean(loads) < 0.6
    backlog = occupancy_profile(0, 16, 1440, 0.5, kind="backlog")
    assert backlog[0] > 0 and not backlog[-720:].any()


# -- validation ----------------------------------------------------------------------------

A, B, C = Step("a", 2, 3), Step("b", 1, 2), Step("c", 3, 1)
EMPTY = np.zeros(20, dtype=int)


@pytest.mark.parametrize(
    "kwargs, message",
    [
        (dict(edges=(("a", "b"), ("b", "c"), ("c", "a"))), r"cycle through step '[abc]'"),
        (dict(edges=(("b", "b"),)), r"cycle through step 'b'"),
        (dict(edges=(("a", "x"),)), r"edge 'a'->'x' names unknown step 'x'"),
        (dict(steps=(A, Step("b", 9, 2), C)), r"step 'b' needs 9 nodes, wider than the cluster"),
        (dict(steps=(A, Step("b", 0, 2), C)), r"step 'b' nodes must be a positive integer"),
        (dict(steps=(A, Step("b", 1, -1), C)), r"step 'b' slots must be a positive integer"),
        (dict(steps=(A, Step("b", 1, 2.5), C)), r"step 'b' slots must be a positive integer"),
        (dict(steps=(A, Step("a", 1, 2), C)), r"duplicate step id 'a'"),
        (dict(steps=()), r"no steps"),
        (dict(occupancy=np.r_[0, 0, 0, -1, np.zeros(16, int)]), r"occupancy n\(3\)=-1 is outside"),
        (
            dict(occupancy=np.r_[0, 0, 7, np.zeros(17, int)]),
            r"occupancy n\(2\)=7 is outside 0..N_c=6",
        ),
        (dict(occupancy=np.full(20, 0.5)), r"whole node counts"),
        (dict(occupancy=np.zeros((2, 10), int)), r"1-D"),
        (dict(capacity=0), r"capacity N_c must be a positive integer"),
        (
            dict(occupancy=np.zeros(4, int)),
            r"infeasible horizon: critical path a -> b .* horizon has 4",
        ),
        (dict(earliest={"b": 19}), r"infeasible horizon: critical path b "),
        (dict(earliest={"x": 1}), r"release given for unknown step 'x'"),
        (dict(earliest={"a": -1}), r"release of step 'a' must be a slot >= 0"),
    ],
)
def test_bad_input_names_the_place(kwargs, message):
    args = dict(steps=(A, B, C), edges=(("a", "b"),), capacity=6, occupancy=EMPTY, name="bad")
    args.update(kwargs)
    with pytest.raises(ValueError, match=message):
        Instance(**args)


def test_check_plan_names_the_violated_constraint():
    inst = Instance(
        (A, B, C), (("a", "b"),), 6, np.r_[np.full(5, 3), np.zeros(15, int)], {"c": 2}, name="chk"
    )
    good = {"a": 5, "b": 8, "c": 8}
    check_plan(inst, Plan(good, 5, "optimal", 0.0))
    cases = [
        ({"b": 7}, 5, r"\(1e\) precedence 'a'->'b'"),
        ({"a": 0, "b": 3, "c": 2}, 5, r"\(1h\) capacity at slot 2: n\(s\)=3 \+ steps \['a', 'c'\]"),
        ({"c": 4, "a": 3, "b": 6}, 5, r"\(1h\) capacity at slot 4"),
        ({"b": 19}, 16, r"\(1k\) horizon: step 'b' occupies slots 19..20 outside 0..N_T=19"),
        ({"c": 1, "a": 6, "b": 9}, 10, r"\(1k\) step 'c' starts at slot 1 before its release"),
        ({}, 4, r"\(1a\) plan states makespan 4 but its steps span 5"),
    ]
    for change, makespan, message in cases:
        with pytest.raises(ValueError, match=message):
            check_plan(inst, Plan({**good, **change}, makespan, "optimal", 0.0))
    with pytest.raises(ValueError, match=r"missing for \['c'\]"):
        check_plan(inst, Plan({"a": 5, "b": 8}, 5, "optimal", 0.0))
