"""WARP optimizer quality (lubrano2024 §4.2): the local search over list-scheduled plans, the
disjoint-steps bound, and the seeded ILP leaving its seed, checked against brute force."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hpcgym.warp import (
    InfeasibleError,
    Instance,
    Step,
    check_plan,
    disjoint_steps,
    earliest_fit,
    ilp,
    improve,
    makespan_lower_bound,
    random_instance,
    solve_compact,
    solve_printed,
)


def brute_optimum(inst: Instance) -> int | None:
    """The shortest makespan over every vector of start slots (None if none is feasible)."""
    H, w, r = inst.horizon, inst.walltime, inst.nodes
    ranges = [range(int(inst.release[i]), H - int(w[i]) + 1) for i in range(len(inst.steps))]
    starts = np.array(list(itertools.product(*ranges)), dtype=np.int64).reshape(-1, len(ranges))
    ok = np.ones(len(starts), dtype=bool)
    for a, b in inst.edges:
        i, k = inst.index[a], inst.index[b]
        ok &= starts[:, k] >= starts[:, i] + w[i]
    slots = np.arange(H)
    for chunk in np.array_split(np.flatnonzero(ok), max(1, ok.sum() // 20000)):
        s = starts[chunk][:, :, None]
        running = (s <= slots) & (slots < s + w[:, None])
        load = (running * r[:, None]).sum(axis=1)
        ok[chunk] &= (load <= inst.free).all(axis=1)
    if not ok.any():
        return None
    good = starts[ok]
    return int(((good + w).max(axis=1) - good.min(axis=1)).min())


def tiny_instances(count: int, seed: int) -> list[Instance]:
    """2-4 steps of up to 4 nodes and 6 slots on 4-6 nodes over 16-20 slots at load 0.3."""
    rng = np.random.default_rng(seed)
    out = []
    for k in range(count):
        steps, cap, horizon = int(rng.integers(2, 5)), int(rng.integers(4, 7)), 16 + 2 * (k % 3)
        out.append(
            random_instance(
                rng, steps, cap, horizon, 0.3, max_nodes=4, max_slots=6, name=f"tiny-{seed}-{k}"
            )
        )
    return out


def test_ilp_and_local_search_against_brute_force():
    """On tiny instances the seeded ILP (both models) finds the brute-force optimum and the
    local search never goes below it nor above earliest fit."""
    feasible = 0
    for inst in tiny_instances(40, seed=2):
        opt = brute_optimum(inst)
        if opt is None:
            with pytest.raises(InfeasibleError):
                solve_compact(inst)
            continue
        feasible += 1
        assert makespan_lower_bound(inst) <= opt
        for solver in (solve_compact, solve_printed):
            plan = solver(inst)
            check_plan(inst, plan)
            assert (plan.status, plan.makespan, plan.gap) == ("optimal", opt, 0.0), inst.name
        try:
            seed = earliest_fit(inst)
        except InfeasibleError:
            continue
        better = improve(inst, seed)
        check_plan(inst, better)
        assert opt <= better.makespan <= seed.makespan
    assert feasible >= 30


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31 - 1),
    steps=st.integers(1, 10),
    load=st.sampled_from([0.0, 0.5, 0.8]),
    wide=st.sampled_from([None, 8]),
    releases=st.booleans(),
)
def test_local_search_is_feasible_and_never_worse(seed, steps, load, wide, releases):
    inst = random_instance(
        seed, steps, 16, 240, load, max_nodes=wide, release_max=30 if releases else 0
    )
    try:
        plain = earliest_fit(inst)
    except InfeasibleError:
        return
    plan = improve(inst, plain, iterations=60, seed=seed)
    check_plan(inst, plan)
    assert makespan_lower_bound(inst) <= plan.makespan <= plain.makespan
    assert plan.status == "heuristic"


# Two 8-node steps, A (released at slot 102) and B, that can never run together (at most 14
# nodes free), and two 4-node steps, D then C, both before B. Free nodes: 14, then 8 from slot
# 5, 6 from 20, 10 from 177 and 14 from 288. Earliest fit starts D as soon as it is ready
# (163), so A waits for it until 229 and B ends at 511: 348. The optimum starts A at 259, D at
# 288 and C after it, both beside A, and B right after A: 282 = 203 + 79, the two wide steps'
# walltimes, which no plan can beat.
FOUR_FREE = np.r_[np.full(5, 14), np.full(15, 8), np.full(157, 6), np.full(111, 10)]
FOUR = Instance(
    (Step("A", 8, 203), Step("B", 8, 79), Step("C", 4, 105), Step("D", 4, 66)),
    (("D", "C"), ("D", "B"), ("C", "B")),
    16,
    16 - np.r_[FOUR_FREE, np.full(312, 14)],
    {"A": 102},
    name="four",
)


def test_four_steps_earliest_fit_is_23_percent_above_the_optimum():
    plan = earliest_fit(FOUR)
    check_plan(FOUR, plan)
    assert plan.makespan == 348 and plan.start["D"] == 163 and plan.start["A"] == 229
    assert sorted(disjoint_steps(FOUR).tolist()) == [0, 1]
    assert makespan_lower_bound(FOUR) == 282


def test_four_steps_seeded_ilp_leaves_its_seed(monkeypatch):
    """Seeded with earliest fit's 348 alone (no local search), HiGHS takes it as a MIP start
    and finds the optimum."""
    monkeypatch.setattr(ilp, "improve", lambda inst, plan, **kw: plan)
    plan = solve_compact(FOUR)
    check_plan(FOUR, plan)
    assert (plan.status, plan.makespan, plan.bound) == ("optimal", 282, 282)


def test_four_steps_local_search_reaches_the_optimum():
    for seed in range(5):
        plan = improve(FOUR, earliest_fit(FOUR), seed=seed)
        check_plan(FOUR, plan)
        assert plan.makespan == 282
    for solver in (solve_compact, solve_printed):
        assert solver(FOUR).makespan == 282


def test_disjoint_steps_bound_hand_worked():
    """Free nodes 10 at most: the 6- and 7-node steps exclude each other and the 5-node step
    (5 + 6 > 10), the 2-node steps do not; the bound is 5 + 7 + 3 = 15."""
    steps = (Step("a", 6, 5), Step("b", 7, 7), Step("c", 5, 3), Step("d", 2, 9), Step("e", 2, 1))
    inst = Instance(steps, (), 12, np.r_[np.full(10, 2), np.full(40, 5)], name="clique")
    assert sorted(disjoint_steps(inst).tolist()) == [0, 1, 2]
    assert makespan_lower_bound(inst) >= 15
    assert solve_compact(inst).makespan >= 15
