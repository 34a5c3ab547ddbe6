"""Slurm's fair-share term (hpcgym.batch.fairshare): Fair Tree's ranks and the decayed usage
worked by hand, a schedule it reorders, and over random workloads a zero weight that leaves
multifactor's schedule exactly as it is."""

from __future__ import annotations

from dataclasses import replace

import pytest
from conftest import workloads
from hypothesis import given, settings

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.fairshare import FairShare, FairShareUsage
from hpcgym.batch.job import Job
from hpcgym.batch.policies import build_simulator, get_policy, make_scheduler, simulate
from hpcgym.batch.scheduler_config import SchedulerConfig
from hpcgym.batch.workload import Workload
from hpcgym.errors import InputError


def _policy(fs: FairShare | None) -> SchedulerConfig:
    return SchedulerConfig("fs", "multifactor", "none", fairshare=fs)


def _usage(shares, usage, others=1):
    u = FairShareUsage(FairShare(tuple(shares.items()), others=others))
    u._users = set(shares) | set(usage)
    u.usage = dict(usage)
    u.sim = object()  # type: ignore[assignment]
    return u._fair_tree()


def test_fair_tree_ranks_by_shares_over_usage_ties_sharing_a_rank():
    # 4 users ranked (3 here and Slurm's root user, never running: first, rank 4). User 3 holds
    # twice the shares for the same use: rank 3 (0.75); users 1 and 2 tie: both rank 2.
    got = _usage({1: 1, 2: 1, 3: 2}, {1: 10.0, 2: 10.0, 3: 10.0})
    assert got == {3: 0.75, 1: 0.5, 2: 0.5}
    # a user with no use yet ties with the root user at the top
    got = _usage({1: 1, 2: 1}, {1: 5.0})
    assert got == {2: 1.0, 1: 1 / 3}
    # no root user: 2 users, the lighter first
    assert _usage({1: 1, 2: 1}, {1: 5.0, 2: 1.0}, others=0) == {2: 1.0, 1: 0.5}


def test_usage_decays_per_second_and_is_added_at_each_calculation_and_at_the_end():
    # A 2-node job runs from 3 to 25; calculations every 10 s from 0, half-life 100 s.
    h = 100
    d = 1 - 0.693 / h
    fs = FairShare(half_life=h, period=10)
    wl = Workload([Job(1, 3, 2, 100, 22, user=1)], Cluster("c", 2, 1, True))
    config = _policy(fs)
    sim = build_simulator(wl, config)
    usage = sim.queue.usage  # type: ignore[attr-defined]
    seen = {}
    sim.subscribe("end", lambda i: seen.update(at_end=usage.usage[1]))
    sim.run(make_scheduler(config))
    at10 = 2 * 7 * d**7
    at20 = at10 * d**10 + 2 * 10 * d**10
    assert seen["at_end"] == pytest.approx(at20 + 2 * 5 * d**5)
    usage.advance(30)
    assert usage.usage[1] == pytest.approx((at20 + 2 * 5 * d**5) * d**10)
    # without limits enforced Slurm counts nothing at the end: the run's last 5 s are lost
    config = _policy(replace(fs, at_end=False))
    sim = build_simulator(wl, config)
    sim.run(make_scheduler(config))
    sim.queue.usage.advance(30)  # type: ignore[attr-defined]
    assert sim.queue.usage.usage[1] == pytest.approx(at20 * d**10)  # type: ignore[attr-defined]


def test_a_heavy_user_waits_behind_a_light_one():
    # One node. User 1's J1 runs 0-100; at 5 J2 (user 1) and J3 (user 2) arrive alike. Plain
    # multifactor ties them and takes the earlier, J2; with fair share, at the calculation of
    # 100 user 1 has used 100 node-seconds and user 2 none: J3 (factor 1) before J2 (1/3).
    jobs = [Job(1, 0, 1, 200, 100, user=1), Job(2, 5, 1, 50, 10, user=1)]
    jobs.append(Job(3, 5, 1, 50, 10, user=2))
    wl = Workload(jobs, Cluster("c", 1, 1, True))
    assert list(simulate(wl, _policy(None)).start) == [0, 100, 110]
    assert list(simulate(wl, _policy(FairShare(period=10))).start) == [0, 110, 100]


def test_the_half_life_decides_whose_use_counts():
    # One node, every job alike in size (so fair share alone orders them). User 1 uses
    # 0-100, user 2 100-110, user 3 110-210; J4 (user 1) and J5 (user 2) wait for 210. With a
    # week's half-life user 1's 100 node-seconds outweigh user 2's 10: J5 first. With 5 s,
    # user 1's use, older, has decayed below user 2's: J4 first.
    jobs = [Job(1, 0, 1, 200, 100, user=1), Job(2, 1, 1, 200, 10, user=2)]
    jobs += [Job(3, 2, 1, 200, 100, user=3), Job(4, 150, 1, 200, 10, user=1)]
    jobs.append(Job(5, 150, 1, 200, 10, user=2))
    wl = Workload(jobs, Cluster("c", 1, 1, True))
    week = simulate(wl, _policy(FairShare(period=10)))
    assert list(week.start) == [0, 100, 110, 220, 210]
    short = simulate(wl, _policy(FairShare(period=10, half_life=5)))
    assert list(short.start) == [0, 100, 110, 210, 220]


@settings(max_examples=60, deadline=None)
@given(workloads(deps=False))
def test_a_zero_weight_leaves_slurms_multifactor_as_it_is(wl):
    jobs = [replace(j, user=j.id % 3) for j in wl.jobs]
    wl = Workload(jobs, wl.cluster)
    plain = simulate(wl, get_policy("slurm"), engine="python")
    zero = replace(get_policy("slurm"), fairshare=FairShare(weight=0, period=7))
    got = simulate(wl, zero)
    assert list(got.start) == list(plain.start) and list(got.end) == list(plain.end)


def test_bad_settings_are_refused():
    with pytest.raises(InputError, match="shares are given twice"):
        FairShare(((1, 2), (1, 3)))
    with pytest.raises(InputError, match="period"):
        FairShare(period=0)
    with pytest.raises(InputError, match="fairshare is a FairShare of the multifactor order"):
        SchedulerConfig("x", "fcfs", fairshare=FairShare())
