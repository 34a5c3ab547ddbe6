"""Node-level Slurm scheduling (``slurm+nodes``): select/linear's node choice and the backfill
node map worked by hand, a job that fits in the free count but is blocked by a plan on the
very node that is free, Slurm's backfill cadence and limit check, and invariants over random
workloads (no node double-booked, every job ends, never more nodes than the cluster)."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest
from conftest import make_workload, run, workloads
from hypothesis import given, settings

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.nodes import NodeSpace, blocks, linear_pick
from hpcgym.batch.policies import build_simulator, get_policy, make_scheduler, simulate
from hpcgym.batch.simulator import DONE, KILLED
from hpcgym.batch.status import SchedulingError
from hpcgym.errors import InputError

NODES = "slurm+per-minute+nodes"


def test_blocks_are_runs_of_consecutive_nodes():
    assert blocks([0, 1, 3, 4, 5, 7]) == [[0, 1], [3, 4, 5], [7]]
    assert blocks([]) == []


@pytest.mark.parametrize(
    ("k", "want"),
    [
        (1, [7]),  # the tightest block that holds it
        (2, [0, 1]),  # the first of the smallest sufficient blocks
        (3, [3, 4, 5]),
        (4, [3, 4, 5, 7]),  # none holds 4: the largest whole, then the tightest for the rest
        (6, [0, 1, 3, 4, 5, 7]),
        (7, None),
    ],
)
def test_linear_pick_by_hand(k, want):
    assert linear_pick([0, 1, 3, 4, 5, 7], k) == want


def test_linear_pick_takes_a_block_from_its_lowest_node():
    assert linear_pick([2, 3, 4, 5], 2) == [2, 3]
    # two blocks of two, none sufficient for 3: the first largest whole, then the other's first
    assert linear_pick([0, 1, 5, 6], 3) == [0, 1, 5]


def test_node_space_conflicts_are_closed_at_the_candidates_end():
    space = NodeSpace(0, 4)
    space.reserve(frozenset({0}), 100, 200)
    everything = frozenset(range(4))
    free, later = space.usable(0, 100, everything)  # ends exactly when the plan starts
    assert free == {1, 2, 3}
    assert later == 200  # node 0 is free of plans again from 200
    free, _ = space.usable(0, 99, everything)
    assert free == everything
    free, _ = space.usable(200, 300, everything)
    assert free == everything
    assert space.overlaps(frozenset({0}), 150, 160)
    assert not space.overlaps(frozenset({0}), 200, 260)  # the overlap test is open
    assert not space.overlaps(frozenset({1, 2}), 0, 500)


# Five nodes. A (node 0) and G (node 4) end at 100, B holds nodes 1-2 until 301, node 3 idle
# from 12 (F ended). C (2 nodes, 5 min) outranks D (1 node, 2 min) by Slurm's size factor.
# Backfill at 30: C's will-run removes A first and picks nodes {0, 3} (no block of two: the
# first largest, then the next), so its plan holds the idle node 3 from 100; D (till 150)
# meets that plan on node 3 and waits for G's node 4 at 100. Counting units, 3 are free at
# 100, C takes 2, one stays free, and D starts at 30.
BLOCKED = [
    (1, 0, 1, 100, 100),  # A
    (2, 1, 2, 300, 300),  # B
    (3, 2, 1, 60, 10),  # F
    (4, 3, 1, 97, 97),  # G
    (5, 20, 2, 300, 300),  # C
    (6, 21, 1, 120, 120),  # D
]


def test_free_count_fits_but_a_node_plan_blocks():
    cluster = Cluster("five", 5, 1, True)
    counted = run(BLOCKED, cluster, "slurm+per-minute")
    assert counted[6][0] == 30
    assert counted[5][0] == 100
    by_node = run(BLOCKED, cluster, NODES)
    assert by_node[5][0] == 100
    assert by_node[6][0] == 100


def test_nodes_follow_select_linear():
    cluster = Cluster("five", 5, 1, True)
    w = make_workload(BLOCKED, cluster)
    config = get_policy(NODES)
    sim = build_simulator(w, config)
    sched = make_scheduler(config)
    sim.run(sched)
    idx = {j.id: k for k, j in enumerate(w.jobs)}
    placed = {j: sched.placed[idx[j]] for j in idx}
    assert placed[1] == [0] and placed[2] == [1, 2] and placed[3] == [3] and placed[4] == [4]
    # at 100 the main pass ignores the plan: C takes the block {3, 4}, D the node 0
    assert placed[5] == [3, 4] and placed[6] == [0]


def test_backfill_cadence_waits_for_a_change():
    # One node. The queue holds a job from 5 to 200: cycles every 30 s while it waits; it ends
    # at 210, a change in the second of that cycle, so one more cycle runs at 240 (Slurm's
    # ``last_job_update >= last_backfill_time``); then none until the next change, at 500.
    cluster = Cluster("one", 1, 1, True)
    rows = [(1, 0, 1, 200, 200), (2, 5, 1, 100, 10), (3, 500, 1, 60, 10)]
    w = make_workload(rows, cluster)
    config = get_policy(NODES)
    sim = build_simulator(w, config)
    sched = make_scheduler(config)
    sim.run(sched)
    assert sched.cycles[:7] == [30, 60, 90, 120, 150, 180, 210]
    assert 500 in sched.cycles
    assert 240 in sched.cycles
    assert not [t for t in sched.cycles if 240 < t < 500]


def test_a_launch_in_flight_counts_as_a_change():
    # Job 2 starts at 28 when job 1 ends; the cycle at 30 finds the queue empty. Without a
    # launch delay nothing changed at or after 30, so the next cycle waits for job 2's end at
    # 128 (and one more after it, the end falling in that cycle's second); with a 5-s launch the
    # start still counts at 30 and one more cycle runs at 60.
    cluster = Cluster("one", 1, 1, True)
    w = make_workload([(1, 0, 1, 100, 28), (2, 27, 1, 200, 100)], cluster)
    for delay, want in ((0, [30, 128, 158]), (5, [30, 60, 128, 158])):
        config = replace(get_policy(NODES), launch_delay=delay)
        sim = build_simulator(w, config)
        sched = make_scheduler(config)
        sim.run(sched)
        assert sched.cycles == want, delay


def test_limit_check_kills_at_the_next_periodic_check():
    cluster = Cluster("one", 1, 1, True)
    rows = [(1, 7, 1, 60, 500)]
    plain = run(rows, cluster, NODES)
    assert plain[1] == (7, 7 + 60 + 60, "killed")  # at the limit plus OverTimeLimit
    checked = run(rows, cluster, NODES + "+limit-check")
    assert checked[1] == (7, 150, "killed")  # the first check at or after 127, on 30 s from 0


def test_options_are_refused_outside_the_slurm_preset():
    with pytest.raises(InputError):
        get_policy("fcfs-easy+nodes")
    with pytest.raises(InputError):
        get_policy("slurm+limit-check")


def test_cores_clusters_are_refused():
    w = make_workload([(1, 0, 2, 60, 10)], Cluster("cores", 2, 4, False))
    with pytest.raises(SchedulingError, match="whole nodes"):
        simulate(w, NODES)


@settings(max_examples=60, deadline=None)
@given(workloads(max_jobs=14))
def test_invariants_on_random_workloads(w):
    """Every job ends; no node runs two jobs at once; nodes match the units; the machine is
    never oversubscribed."""
    if not w.cluster.whole_node and w.cluster.cores_per_node != 1:
        return
    for name in (NODES, NODES + "+limit-check"):
        config = get_policy(name)
        sim = build_simulator(w, config)
        sched = make_scheduler(config)
        s = sim.run(sched)
        total = w.cluster.total_units
        busy: dict[int, list[tuple[int, int]]] = {}
        for k, _ in enumerate(w.jobs):
            if s.status[k] not in (DONE, KILLED):
                assert s.start[k] == -1  # only cancelled children never ran
                continue
            assert s.start[k] < s.end[k]
            nodes = sched.placed[k]
            assert len(nodes) == s.units[k] and len(set(nodes)) == len(nodes)
            assert all(0 <= n < total for n in nodes)
            for n in nodes:
                busy.setdefault(n, []).append((s.start[k], s.end[k]))
        for spans in busy.values():
            spans.sort()
            for (_, e1), (s2, _) in pairwise(spans):
                assert e1 <= s2
