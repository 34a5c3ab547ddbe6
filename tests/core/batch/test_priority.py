"""Queue orders against brute-force references: FCFS, StaticKey, DynamicScore, Multifactor.

Each test plays a random sequence of additions, removals and clock advances and, after every
step, compares the structure's order (with and without ``limit``) to a reference that
computes every waiting job's key from scratch and sorts it, ties by index.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hpcgym.batch.priority import (
    AGE_WEIGHT,
    FCFS,
    MAX_AGE,
    SIZE_WEIGHT,
    DynamicScore,
    Multifactor,
    StaticKey,
)

N = 10
M = MAX_AGE

size_factors = st.one_of(
    st.sampled_from([0.0, 0.25, 0.5, 0.625, 0.6875, 1.0]),
    st.builds(lambda c, m: 1 - min(c / m / 64, 1.0), st.integers(1, 64), st.integers(1, 2880)),
    st.floats(0.0, 1.0),
)
steps = st.one_of(st.integers(0, 100), st.integers(0, 2 * M), st.sampled_from([M - 1, M, M + 1]))
limits = st.one_of(st.none(), st.integers(0, N + 1))


def check_order(got, expected, limit):
    """``got`` holds at least the first ``limit`` jobs of ``expected``, in order."""
    k = len(expected) if limit is None else min(limit, len(expected))
    assert list(got[:k]) == expected[:k]
    if limit is None:
        assert len(got) == len(expected)


def play(data, queue, reference):
    """Random add/remove/advance steps, checking ``queue.order`` against ``reference(now)``."""
    present: dict[int, int] = {}
    now = 0
    for _ in range(data.draw(st.integers(1, 40), label="steps")):
        absent = [i for i in range(N) if i not in present]
        ops = ["time"] + ["add"] * bool(absent) + ["remove"] * bool(present)
        op = data.draw(st.sampled_from(ops), label="op")
        if op == "time":
            now += data.draw(steps, label="dt")
        elif op == "add":
            i = data.draw(st.sampled_from(absent), label="add")
            queue.add(i, now)
            present[i] = now
        else:
            i = data.draw(st.sampled_from(sorted(present)), label="remove")
            queue.remove(i)
            del present[i]
        limit = data.draw(limits, label="limit")
        assert len(queue) == len(present)
        check_order(queue.order(now, limit), reference(present, now), limit)


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_fcfs_is_index_order(data):
    """FCFS hands out the waiting jobs in index (submit, id) order."""
    play(data, FCFS(), lambda present, now: sorted(present))


@settings(max_examples=200, deadline=None)
@given(keys=st.lists(st.integers(0, 3), min_size=N, max_size=N), data=st.data())
def test_static_key_is_ascending_key_then_index(keys, data):
    """StaticKey sorts by its fixed key, ties by index."""
    play(
        data,
        StaticKey(keys.__getitem__),
        lambda present, now: sorted(present, key=lambda i: (keys[i], i)),
    )


@settings(max_examples=100, deadline=None)
@given(keys=st.lists(st.integers(-3, 3), min_size=N, max_size=N), data=st.data())
def test_dynamic_score_is_ascending_score_then_index(keys, data):
    """DynamicScore re-sorts by score(i, now) at each call, ties by index."""

    def score(i, now):
        return keys[i] * (now % 7)

    play(
        data,
        DynamicScore(score),
        lambda present, now: sorted(present, key=lambda i: (score(i, now), i)),
    )


def exact_priority(size, e, now):
    return AGE_WEIGHT * min(Fraction(now - e, M), 1) + SIZE_WEIGHT * Fraction(size)


EPS = Fraction(1, 10**5)


@settings(max_examples=400, deadline=None)
@given(sizes=st.lists(size_factors, min_size=N, max_size=N), data=st.data())
def test_multifactor_matches_brute_force(sizes, data):
    """Multifactor order = exact priorities sorted descending, ties by index, across the
    7-day cap, for jobs added at ``now`` or back-dated (already past the cap), with limit.

    Priorities are floats near 1e9 (resolution ~1e-7), so two jobs whose exact priorities
    differ by less than 1e-5 may come in either order; equal keys must go by index.
    """
    queue = Multifactor(list(sizes))
    present: dict[int, int] = {}
    now = 0

    def p(i):
        return exact_priority(sizes[i], present[i], now)

    for _ in range(data.draw(st.integers(1, 40), label="steps")):
        absent = [i for i in range(N) if i not in present]
        ops = ["time"] + ["add"] * bool(absent) + ["remove"] * bool(present)
        op = data.draw(st.sampled_from(ops), label="op")
        if op == "time":
            now += data.draw(steps, label="dt")
        elif op == "add":
            i = data.draw(st.sampled_from(absent), label="add")
            if data.draw(st.booleans(), label="backdated"):
                present[i] = now - data.draw(steps, label="age at add")
                queue.add(i, now, present[i])
            else:
                present[i] = now
                queue.add(i, now)
        else:
            i = data.draw(st.sampled_from(sorted(present)), label="remove")
            queue.remove(i)
            del present[i]
        limit = data.draw(limits, label="limit")
        got = list(queue.order(now, limit))
        k = len(present) if limit is None else min(limit, len(present))
        assert len(queue) == len(present)
        assert len(set(got)) == len(got) and set(got) <= set(present)
        if limit is None:
            assert len(got) == len(present)
        top = got[:k]
        assert len(top) == k
        for x, y in itertools.pairwise(top):
            assert p(x) - p(y) > -EPS, (x, y)
            if (sizes[x], present[x]) == (sizes[y], present[y]):
                assert x < y
        if top:
            floor = min(p(i) for i in top)
            assert all(p(i) <= floor + EPS for i in present if i not in top)
        for i in present:
            assert queue.priority(i, now) == pytest.approx(float(p(i)), rel=1e-12)


def test_multifactor_age_caps_at_exactly_seven_days():
    """The age term grows until the job is 7 days old and then stays at AGE_WEIGHT."""
    q = Multifactor([0.5, 0.5])
    q.add(0, 0)
    q.add(1, 0)
    assert q.priority(0, M - 1) < AGE_WEIGHT + SIZE_WEIGHT * 0.5
    assert q.priority(0, M) == q.priority(0, 10 * M) == AGE_WEIGHT + SIZE_WEIGHT * 0.5
    assert q.order(10 * M) == [0, 1]


def test_multifactor_saturated_job_is_overtaken_ten_seconds_after_its_cap():
    """An older job's lead, fixed while both jobs age, shrinks once its age caps."""
    # Job 1's size term is worth 10 s of age more than job 0's; job 1 is eligible 20 s
    # later, so job 0 leads by 10 s of age until it caps at M; job 1 overtakes at M + 10.
    q = Multifactor([0.5, 0.5 + 10 / (12 * M)])
    q.add(0, 0)
    q.add(1, 20)
    assert q.order(M - 1) == [0, 1]
    assert q.order(M + 9) == [0, 1]
    assert q.order(M + 11) == [1, 0]
    assert q.order(M + 11, 1) == [1]
