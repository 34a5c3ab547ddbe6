"""Invariants of every native policy on random workloads.

Workloads mix processor and whole-node clusters, dependencies between jobs (parents may be
submitted after their children), and runtimes below, at and above the walltime and the kill
limit; ``dense`` ones pack many simultaneous events into a few seconds.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from dataclasses import replace

import pytest
from conftest import workloads
from hypothesis import given, settings

from hpcgym.batch.backfill import shadow
from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import POLICIES, make_queue, make_scheduler, simulate
from hpcgym.batch.simulator import CANCELLED, DONE, KILLED, Simulator
from hpcgym.batch.workload import Workload

POLICY_NAMES = sorted(POLICIES)
FAST = settings(max_examples=100, deadline=None)


def sweep(schedule):
    """``[(time, busy units from then on)]`` over every start and end, ends first at a tie."""
    events = []
    for s, e, u, st in zip(schedule.start, schedule.end, schedule.units, schedule.status):
        if st in (DONE, KILLED):
            events += [(s, u), (e, -u)]
    events.sort(key=lambda ev: (ev[0], ev[1]))
    busy, out = 0, []
    for t, du in events:
        busy += du
        out.append((t, busy))
    return out


def ancestors(workload):
    index = {j.id: k for k, j in enumerate(workload.jobs)}
    parents = [[index[p] for p in j.deps] for j in workload.jobs]
    memo: dict[int, set[int]] = {}

    def up(i):
        if i not in memo:
            memo[i] = set()
            for p in parents[i]:
                memo[i] |= {p} | up(p)
        return memo[i]

    return parents, [up(i) for i in range(len(parents))]


both = given(w=workloads(), dense=workloads(dense=True))


def plain_for(policy: str, *ws: Workload) -> tuple[Workload, ...]:
    """The workloads ``policy`` takes: RLScheduler's rules (the ``rlscheduler`` presets) know no
    dependencies, so theirs are dropped."""
    if POLICIES[policy].backfill != "rlscheduler":
        return ws
    return tuple(Workload([replace(j, deps=()) for j in w.jobs], w.cluster) for w in ws)


@pytest.mark.parametrize("policy", POLICY_NAMES)
@FAST
@both
def test_never_more_units_in_use_than_exist(policy, w, dense):
    """At every instant the busy units are between 0 and the cluster's units."""
    for wl in plain_for(policy, w, dense):
        s = simulate(wl, policy)
        assert s.units == [wl.cluster.units(j.cores) for j in wl.jobs]
        assert all(0 <= busy <= wl.cluster.total_units for _, busy in sweep(s))


@pytest.mark.parametrize("policy", POLICY_NAMES)
@FAST
@both
def test_no_job_starts_before_its_submit_or_its_parents_end(policy, w, dense):
    """A job that ran started at or after its submit and after all its parents ended DONE."""
    for wl in plain_for(policy, w, dense):
        s = simulate(wl, policy)
        parents, _ = ancestors(wl)
        for i, j in enumerate(wl.jobs):
            if s.status[i] == CANCELLED:
                continue
            assert s.start[i] >= j.submit
            for p in parents[i]:
                assert s.status[p] == DONE and s.end[p] <= s.start[i]


@pytest.mark.parametrize("policy", POLICY_NAMES)
@FAST
@both
def test_every_job_ends_once_or_is_cancelled_for_a_killed_ancestor(policy, w, dense):
    """Each job is DONE after its runtime, KILLED at walltime + grace, or CANCELLED (never
    started) exactly when an ancestor was KILLED."""
    grace = POLICIES[policy].grace
    for wl in plain_for(policy, w, dense):
        s = simulate(wl, policy)
        _, anc = ancestors(wl)
        for i, j in enumerate(wl.jobs):
            doomed = any(s.status[a] == KILLED for a in anc[i])
            if s.status[i] == CANCELLED:
                assert doomed and s.start[i] == s.end[i] == -1
                continue
            assert not doomed
            assert s.status[i] in (DONE, KILLED)
            assert 0 <= s.start[i] < s.end[i]
            if s.status[i] == DONE:
                assert j.runtime <= j.walltime + grace
                assert s.end[i] - s.start[i] == j.runtime
            else:
                assert j.runtime > j.walltime + grace
                assert s.end[i] - s.start[i] == j.walltime + grace


@pytest.mark.parametrize("policy", POLICY_NAMES)
@FAST
@both
def test_core_seconds_are_conserved(policy, w, dense):
    """The integral of busy units equals the jobs' units x run time, each run being what its
    runtime and kill limit imply; utilization reports the same core-seconds."""
    grace = POLICIES[policy].grace
    for wl in plain_for(policy, w, dense):
        s = simulate(wl, policy)
        points = sweep(s)
        integral = sum(busy * (t1 - t0) for (t0, busy), (t1, _) in itertools.pairwise(points))
        ran = [i for i, st in enumerate(s.status) if st in (DONE, KILLED)]
        assert integral == sum(s.units[i] * (s.end[i] - s.start[i]) for i in ran)
        assert integral == sum(
            s.units[i] * min(wl.jobs[i].runtime, wl.jobs[i].walltime + grace) for i in ran
        )
        first, last = wl.jobs[0].submit, max(s.end)
        m = compute(s)
        capacity = wl.cluster.total_cores * (last - first)
        assert m["utilization"] * capacity == pytest.approx(integral * wl.cluster.unit_cores)


@pytest.mark.parametrize("policy", POLICY_NAMES)
@FAST
@both
def test_same_workload_gives_the_same_schedule(policy, w, dense):
    """Two runs, the second on a rebuilt workload, produce identical schedules."""
    for wl in plain_for(policy, w, dense):
        a = simulate(wl, policy)
        b = simulate(Workload(list(reversed(wl.jobs)), wl.cluster), policy)
        assert (a.start, a.end, a.status, a.units) == (b.start, b.end, b.status, b.units)


@FAST
@both
def test_fcfs_starts_independent_jobs_in_queue_order(w, dense):
    """Under fcfs, of two jobs without dependencies the earlier in (submit, id) starts first."""
    for wl in (w, dense):
        s = simulate(wl, "fcfs")
        free = [s.start[i] for i, j in enumerate(wl.jobs) if not j.deps]
        assert free == sorted(free)


@settings(max_examples=150, deadline=None)
@given(
    w=workloads(deps=False, overrun=False), dense=workloads(deps=False, overrun=False, dense=True)
)
def test_easy_never_delays_the_heads_reservation(w, dense):
    """With runtimes within their requests, the head starts no later than any shadow time
    computed for it while it was the head and did not fit (before and after each pass)."""
    config = POLICIES["fcfs-easy"]
    for wl in (w, dense):
        inner = make_scheduler(config)
        shadows: dict[int, list[int]] = defaultdict(list)

        def record(sim):
            q = sim.queue.order(sim.now, 1)
            if q and sim.units[q[0]] > sim.free:
                t, _ = shadow(sim.units[q[0]], sim.free, sim.run_ends, sim.units, sim.now)
                shadows[q[0]].append(t)  # noqa: B023 - run within this iteration

        def scheduler(sim):
            record(sim)
            inner(sim)  # noqa: B023 - run within this iteration
            record(sim)

        sim = Simulator(
            wl, make_queue(config, wl), grace=config.grace, bf_interval=config.bf_interval
        )
        s = sim.run(scheduler)
        for i, times in shadows.items():
            assert s.start[i] <= min(times), (i, times)
