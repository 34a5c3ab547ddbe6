"""Scheduling stochastic jobs (gainaru2019 §3.3, §4.3, §5): the runtime, greedy rounds,
speculative backfilling, Eq. (1) and (2), invariants over random workloads, bad input."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from hpcgym.speculative import (
    SCENARIO1_LAWS,
    TABLE1_LAW,
    Beta,
    BoundedPareto,
    Empirical,
    TruncExp,
    TruncNormal,
    optimal_sequence,
    scaled,
)
from hpcgym.speculative.requests import (
    App,
    ATOptimal,
    ClassicalHPC,
    Neuroscience,
    TOptimal,
    zeta_from_rate,
)
from hpcgym.speculative.schedule import (
    ALLOCATIONS,
    JobGroup,
    SpecWorkload,
    StochasticJob,
    Stream,
    StreamSpec,
    allocate,
    gap_value,
    make_workload,
    simulate,
    usage_profile,
)


def uniform(a: float, b: float) -> Beta:
    """U[a, b] as Beta(1, 1): E[X; X <= d] = (d² − a²) / (2(b − a)) by hand."""
    return Beta(1.0, 1.0, a, b)


@dataclass(frozen=True)
class Fixed:
    """A request policy with hand-picked sequences per application name."""

    table: dict
    name: str = "Fixed"

    def requests(self, app: App) -> list[float]:
        return list(self.table[app.name])

    def next_request(self, app: App, failures: int) -> float:
        seq = self.requests(app)
        return seq[min(failures, len(seq) - 1)]


def job(i: int, name: str, law, procs: int, x: float, submit: float = 0.0) -> StochasticJob:
    return StochasticJob(i, App(name, law), procs, x, submit=submit)


def spans(record):
    return [(a.start, a.end, a.request, a.speculative, a.success) for a in record.attempts]


# --- the runtime: resubmission along the sequence, waste, Eq. (1) -------------------------


def test_single_job_walks_its_sequence_and_wastes_the_killed_attempts():
    # X = 7 under requests 4, 6, 10: killed at 4 and at 4 + 6 = 10, done at 10 + 7 = 17
    wl = SpecWorkload(4, (job(0, "a", uniform(0, 10), 2, 7.0),))
    s = simulate(wl, Fixed({"a": [4.0, 6.0, 10.0]}))
    assert spans(s.records[0]) == [
        (0.0, 4.0, 4.0, False, False),
        (4.0, 10.0, 6.0, False, False),
        (10.0, 17.0, 10.0, False, True),
    ]
    m = s.metrics
    assert s.sigma == 17.0
    assert m["utilization"] == pytest.approx(2 * 7 / (4 * 17))
    assert m["waste"] == pytest.approx(2 * (4 + 6) / (4 * 17))
    assert m["response_time_large_s"] == pytest.approx(17 * 3600)
    assert m["attempts_per_job"] == 3


def test_toptimal_runtime_follows_the_dp_sequence():
    seq = optimal_sequence(TABLE1_LAW, 200, 0.0).sequence  # 10.8, 13.4, 15.4, 17.1, ...
    x = 16.0
    wl = SpecWorkload(8, (job(0, "t", TABLE1_LAW, 8, x),))
    s = simulate(wl, TOptimal())
    att = s.records[0].attempts
    fails = [t for t in seq if t < x]
    assert [a.request for a in att] == pytest.approx(fails + [seq[len(fails)]])
    assert [a.success for a in att] == [False] * len(fails) + [True]
    assert att[-1].end == pytest.approx(sum(fails) + x)
    assert s.metrics["waste"] == pytest.approx(sum(fails) / (sum(fails) + x))


def test_classical_hpc_never_fails_and_neuroscience_falls_back_to_b():
    law = TruncNormal(8.0, 2.0, 6.0, 16.0)
    app = App("n", law, history=(7.0, 9.5, 8.0, 12.0, 7.5))
    assert ClassicalHPC().requests(app) == [16.0]
    assert Neuroscience(3).requests(app) == [12.0, 16.0]
    assert Neuroscience(10).requests(app) == [12.0, 16.0]
    assert Neuroscience(1).next_request(app, 0) == 7.5
    assert Neuroscience(1).next_request(app, 5) == 16.0  # past b -> b
    assert Neuroscience(3).requests(App("n", law)) == [16.0]
    wl = SpecWorkload(4, (StochasticJob(0, app, 4, 13.0),))
    s = simulate(wl, Neuroscience(3))
    assert spans(s.records[0]) == [(0.0, 12.0, 12.0, False, False), (12.0, 25.0, 16.0, False, True)]


def test_utilization_counts_small_work_and_sigma_waits_for_the_stream():
    large = (job(0, "a", uniform(0, 10), 2, 4.0),)
    # a small job at 1 (2 processors, 3 h) runs beside the large one: σ = 4
    s = simulate(SpecWorkload(4, large, Stream([1.0], [2], [3.0])), ClassicalHPC())
    assert s.sigma == 4.0
    assert s.metrics["utilization"] == pytest.approx((2 * 4 + 2 * 3) / (4 * 4))
    assert s.metrics["response_time_all_s"] == pytest.approx((4 + 3) / 2 * 3600)
    # one arriving at 2 with 3 processors waits for the large job: σ = 4 + 3
    s = simulate(SpecWorkload(4, large, Stream([2.0], [3], [3.0])), ClassicalHPC())
    assert s.sigma == 7.0 and s.stream_start[0] == 4.0
    assert s.metrics["utilization"] == pytest.approx((2 * 4 + 3 * 3) / (4 * 7))
    # one arriving after the last large job is not part of the run (σ = τ(J))
    s = simulate(SpecWorkload(4, large, Stream([5.0], [2], [3.0])), ClassicalHPC())
    assert s.sigma == 4.0 and s.metrics["small_jobs"] == 0
    assert s.metrics["utilization"] == pytest.approx(2 * 4 / (4 * 4))


# --- round-based greedy (§4.3) -------------------------------------------------------------


def test_round_orders_by_processor_time_and_takes_the_earliest_fit():
    # P = 10; p·t: A 6·5 = 30, B 5·4 = 20, C 4·2 = 8, D 5·1 = 5 (each runs its full request).
    # A at 0 (4 left); B needs 5 -> at 5 when A ends; C fits beside A at 0; D: [0,2) has 0
    # free, [2,5) has 4 free, [5,9) has 5 free beside B -> at 5.
    jobs = (
        job(0, "C", uniform(0, 2), 4, 2.0),
        job(1, "A", uniform(0, 5), 6, 5.0),
        job(2, "D", uniform(0, 1), 5, 1.0),
        job(3, "B", uniform(0, 4), 5, 4.0),
    )
    s = simulate(SpecWorkload(10, jobs), ClassicalHPC())
    start = {s.workload.jobs[r.id].app.name: r.attempts[0].start for r in s.records}
    assert start == {"A": 0.0, "B": 5.0, "C": 0.0, "D": 5.0}
    # the order matters: placing C and D first would have put B at 0
    assert s.sigma == 9.0


def test_failed_jobs_wait_for_the_next_round_without_backfilling():
    # A (p=2) fails its first request 3 at t = 3; B (p=2) holds a reservation to 10 on P = 4.
    jobs = (job(0, "A", uniform(0, 10), 2, 5.0), job(1, "B", uniform(0, 10), 2, 10.0))
    pol = Fixed({"A": [3.0, 6.0, 10.0], "B": [10.0]})
    none = simulate(SpecWorkload(4, jobs), pol, backfill="none").records[0]
    assert spans(none)[1] == (10.0, 15.0, 6.0, False, True)  # next round, once B is done
    classic = simulate(SpecWorkload(4, jobs), pol, backfill="classic").records[0]
    assert spans(classic)[1] == (3.0, 8.0, 6.0, False, True)  # fits before the round's end


# --- speculative backfilling (§4.3, §5) ----------------------------------------------------


def test_gap_value_by_hand():
    # U[0, 40] in a 6×39 gap: E[X; X <= 39] = 39²/80; G = 2·39²/80/(6·39)
    assert gap_value(uniform(0, 40), 2, 6, 39.0) == pytest.approx(2 * 39 / (80 * 6))
    # after a kill at 20: E[X; 20 < X <= 30 | X > 20] = (30² − 20²)/(2·20)·... over P(X > 20)
    g = gap_value(uniform(0, 40), 3, 4, 30.0, lower=20.0)
    assert g == pytest.approx(3 * ((30**2 - 20**2) / 80 / 0.5) / (4 * 30))
    assert gap_value(uniform(0, 40), 5, 4, 30.0) == 0.0  # wider than the gap
    assert gap_value(uniform(0, 40), 3, 4, 30.0, lower=30.0) == 0.0


def test_speculative_backfilling_takes_the_job_of_maximal_g():
    # P = 10. J0 (p=6) and J1 (p=4) reserve [0, 40); J0 ends at 1: a gap of q = 6, d = 39 up
    # to the round's end. J2..J5 arrive at 0.5, none fits with its request b > 39:
    #   J2 p=3 U[0, 80]:   G = 3·(39²/160)/(6·39)          = 0.1219
    #   J3 p=2 U[0, 40]:   G = 2·(39²/80)/(6·39)           = 0.1625  <- max
    #   J4 p=5 U[30, 200]: G = 5·((39² − 30²)/340)/(6·39)  = 0.0390
    #   J5 p=7 > q: not a candidate.
    # J3 runs with request 39; then q = 4: J2 (G = 3·(39²/160)/(4·39)) beats nothing else.
    law40, laws = (
        uniform(0, 40),
        {2: uniform(0, 80), 3: uniform(0, 40), 4: uniform(30, 200), 5: uniform(0, 40)},
    )
    procs, xs = {2: 3, 3: 2, 4: 5, 5: 7}, {2: 50.0, 3: 30.0, 4: 100.0, 5: 10.0}
    jobs = [job(0, "J0", law40, 6, 1.0), job(1, "J1", law40, 4, 40.0)]
    jobs += [job(i, f"J{i}", laws[i], procs[i], xs[i], submit=0.5) for i in range(2, 6)]
    g = {i: gap_value(laws[i], procs[i], 6, 39.0) for i in range(2, 6)}
    assert max(g, key=g.get) == 3 and g[5] == 0.0
    assert g[3] == pytest.approx(0.1625) and g[2] == pytest.approx(0.121875)
    s = simulate(SpecWorkload(10, tuple(jobs)), ClassicalHPC(), backfill="speculative")
    r = {rec.id: rec for rec in s.records}
    assert spans(r[3])[0] == (1.0, 31.0, 39.0, True, True)
    # J2 (X = 50) is killed exactly at the end of the gap and goes back to the queue
    assert spans(r[2])[0] == (1.0, 40.0, 39.0, True, False)
    assert r[2].attempts[1].request == 80.0 and r[2].attempts[1].success
    assert not r[4].attempts[0].speculative
    # without speculation, J3 waits for the next round
    c = simulate(SpecWorkload(10, tuple(jobs)), ClassicalHPC(), backfill="classic")
    assert not any(a.speculative for rec in c.records for a in rec.attempts)
    assert c.records[3].attempts[0].start >= 40.0


def test_fitting_jobs_go_before_speculative_ones():
    # the gap (q = 6, d = 39) also fits J2 with its request 20: it takes the gap, no speculation
    law40 = uniform(0, 40)
    jobs = (
        job(0, "J0", law40, 6, 1.0),
        job(1, "J1", law40, 4, 40.0),
        job(2, "J2", uniform(0, 20), 6, 5.0, submit=0.5),
        job(3, "J3", uniform(0, 40), 2, 30.0, submit=0.5),
    )
    s = simulate(SpecWorkload(10, jobs), ClassicalHPC(), backfill="speculative")
    assert spans(s.records[2])[0] == (1.0, 6.0, 20.0, False, True)
    assert s.records[3].attempts[0].start >= 6.0


# --- invariants over random workloads ------------------------------------------------------

LAWS = [
    TruncNormal(8.0, 2.0, 6.0, 16.0),
    Beta(2.0, 2.0, 0.0, 1.0),
    TruncExp(1.0, 0.0, 16.0),
    BoundedPareto(2.1, 1.0, 20.0),
    TruncNormal(4.0, 2.0, 1.0, 8.0),
    Empirical((3.0, 5.0, 5.0, 9.0, 12.0, 4.0)),
]
POLICIES = [ClassicalHPC(), Neuroscience(2), Neuroscience(10), TOptimal(n=40), ATOptimal(0.3, n=40)]


def random_workload(seed: int) -> SpecWorkload:
    rng = np.random.default_rng(seed)
    P = int(rng.integers(1, 17))
    groups = [
        JobGroup(
            f"app{g}",
            LAWS[int(rng.integers(len(LAWS)))],
            int(rng.integers(1, 7)),
            ALLOCATIONS[int(rng.integers(4))],
        )
        for g in range(int(rng.integers(1, 3)))
    ]
    stream = None
    if rng.random() < 0.6:
        stream = StreamSpec(
            scaled(groups[0].law, 0.05),
            float(rng.uniform(0.05, 0.6)),
            ALLOCATIONS[int(rng.integers(4))],
        )
    return make_workload(
        P,
        groups,
        stream,
        seed=seed,
        history=5,
        submit_over=None if rng.random() < 0.5 else float(rng.uniform(0, 20)),
    )


def check_invariants(s) -> None:
    wl, P = s.workload, s.workload.P
    _, used = usage_profile(s)
    assert used.max(initial=0) <= P and used.min(initial=0) >= 0
    for rec, jb in zip(s.records, wl.jobs):
        att = rec.attempts
        assert [a.success for a in att] == [False] * (len(att) - 1) + [True]
        assert att[0].start >= jb.submit
        for a, b in itertools.pairwise(att):
            assert b.start >= a.end
        for a in att:
            if jb.exec_time > a.request:
                assert a.end - a.start == pytest.approx(a.request, abs=1e-9)
            else:
                assert a.end - a.start == pytest.approx(jb.exec_time, abs=1e-9)
    if wl.stream is not None:
        ran = ~np.isnan(s.stream_end)
        assert np.all(s.stream_start[ran] >= wl.stream.arrival[ran])
        assert np.allclose(s.stream_end[ran] - s.stream_start[ran], wl.stream.exec_time[ran])
        assert np.all(s.stream_end[ran] <= s.sigma)
    assert s.sigma == pytest.approx(
        max(max(r.completion for r in s.records), np.nanmax(s.stream_end, initial=0.0))
    )
    assert 0 < s.metrics["utilization"] <= 1 + 1e-9


def check_sequence(s, policy) -> None:
    """Without speculation a job asks for exactly its sequence's prefix, in order."""
    for rec, jb in zip(s.records, s.workload.jobs):
        seq = policy.requests(jb.app)
        assert [a.request for a in rec.attempts] == seq[: len(rec.attempts)]
        assert all(t < jb.exec_time for t in seq[: len(rec.attempts) - 1])
        assert seq[len(rec.attempts) - 1] >= jb.exec_time


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**31 - 1))
@example(7585704)  # a speculative run's end rounded one ulp past the next reservation's start
def test_invariants_over_random_workloads(seed):
    wl = random_workload(seed)
    for k, policy in enumerate(POLICIES):
        for backfill in ("none", "classic", "speculative"):
            if (k + seed) % 2 and backfill == "none":
                continue
            s = simulate(wl, policy, backfill, batch_size=int(seed % 5) + 1 if k % 2 else 100)
            check_invariants(s)
            if backfill != "speculative":
                check_sequence(s, policy)


def tied_workload(seed: int) -> SpecWorkload:
    """Integer run times, submits and small jobs: ends and reservation starts coincide often."""
    rng = np.random.default_rng(seed)
    P = int(rng.integers(1, 9))
    laws = [
        Empirical(tuple(rng.integers(1, 8, int(rng.integers(1, 6))).astype(float)))
        for _ in range(2)
    ]
    jobs = []
    for i in range(int(rng.integers(1, 10))):
        law = laws[int(rng.integers(2))]
        app = App(f"a{laws.index(law)}", law, tuple(rng.integers(1, 8, 4).astype(float)))
        jobs.append(
            StochasticJob(
                i,
                app,
                int(rng.integers(1, P + 1)),
                float(rng.choice(law.values)),
                submit=float(rng.integers(0, 6)),
            )
        )
    m = int(rng.integers(0, 12))
    stream = Stream(
        np.sort(rng.integers(0, 15, m).astype(float)),
        rng.integers(1, P + 1, m),
        rng.integers(1, 4, m).astype(float),
    )
    return SpecWorkload(P, tuple(jobs), stream)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**31 - 1))
def test_invariants_with_ties(seed):
    wl = tied_workload(seed)
    for k, policy in enumerate(POLICIES):
        for backfill in ("none", "classic", "speculative"):
            s = simulate(wl, policy, backfill, batch_size=int(seed % 4) + 1 if k % 2 else None)
            check_invariants(s)
            if backfill != "speculative":
                check_sequence(s, policy)


def test_same_seed_same_execution_times_under_every_policy():
    groups = [JobGroup("tn", SCENARIO1_LAWS["truncnorm"], 30, "beta")]
    spec = StreamSpec(SCENARIO1_LAWS["truncnorm"], 0.3, "beta", count=40)
    a = make_workload(50, groups, spec, seed=7)
    b = make_workload(50, groups, spec, seed=7)
    assert [j.exec_time for j in a.jobs] == [j.exec_time for j in b.jobs]
    assert np.array_equal(a.stream.exec_time, b.stream.exec_time)
    assert np.array_equal(a.stream.arrival, b.stream.arrival)
    seen = set()
    for policy in (ClassicalHPC(), Neuroscience(10), TOptimal(), ATOptimal(0.3)):
        for backfill in ("classic", "speculative"):
            s = simulate(a, policy, backfill)
            seen.add(tuple(r.exec_time for r in s.records))
            for rec, jb in zip(s.records, a.jobs):
                ok = rec.attempts[-1]
                assert ok.end - ok.start == pytest.approx(jb.exec_time)
    assert len(seen) == 1
    other = make_workload(50, groups, spec, seed=8)
    assert [j.exec_time for j in other.jobs] != [j.exec_time for j in a.jobs]
    # the allocation case draws from its own stream: execution times do not move
    full = make_workload(50, [JobGroup("tn", SCENARIO1_LAWS["truncnorm"], 30, "full")], seed=7)
    assert [j.exec_time for j in full.jobs] == [j.exec_time for j in a.jobs]


def test_neuroscience_history_slides_over_the_earlier_runs():
    wl = make_workload(10, [JobGroup("a", TruncExp(1.0, 0.0, 16.0), 5)], seed=1, history=3)
    for prev, cur in zip(wl.jobs, wl.jobs[1:]):
        assert cur.app.history == prev.app.history[1:] + (prev.exec_time,)
    assert Neuroscience(2).requests(wl.jobs[3].app)[0] == max(
        wl.jobs[1].exec_time, wl.jobs[2].exec_time
    )


def test_allocations_and_stream_rate():
    rng = np.random.default_rng(0)
    assert set(allocate("full", 100, 5, rng)) == {100}
    assert set(allocate("half", 100, 5, rng)) == {50}
    for name in ("truncnormal", "beta"):
        p = allocate(name, 100, 4000, rng)
        assert p.min() >= 1 and p.max() <= 100 and abs(p.mean() - 50.5) < 3
    law = SCENARIO1_LAWS["truncnorm"]
    wl = make_workload(
        100, [JobGroup("a", law, 50, "beta")], StreamSpec(scaled(law, 0.01), 0.4), seed=2
    )
    work = float(wl.stream.procs @ wl.stream.exec_time)
    assert work / (100 * wl.stream.window) == pytest.approx(0.4, rel=0.01)
    assert wl.stream.window == pytest.approx(sum(j.procs * j.exec_time for j in wl.jobs) / 100)
    n = make_workload(100, [JobGroup("a", law, 5, "beta")], StreamSpec(law, 0.2, count=30), seed=2)
    assert len(n.stream) == 30
    assert float(n.stream.procs @ n.stream.exec_time) / (100 * n.stream.window) == pytest.approx(
        0.2
    )
    assert zeta_from_rate(21.0, 100) == pytest.approx(0.21)


# --- bad input ------------------------------------------------------------------------------


def test_bad_input_names_the_parameter():
    law = SCENARIO1_LAWS["truncnorm"]
    with pytest.raises(ValueError, match="P"):
        make_workload(0, [JobGroup("a", law, 3)])
    with pytest.raises(ValueError, match="P"):
        SpecWorkload(0, (job(0, "a", law, 1, 8.0),))
    with pytest.raises(ValueError, match="procs"):
        SpecWorkload(4, (job(0, "a", law, 5, 8.0),))
    with pytest.raises(ValueError, match="M"):
        make_workload(4, [JobGroup("a", law, 0)])
    with pytest.raises(ValueError, match="M"):
        SpecWorkload(4, ())
    for bad in (1.0, -0.1, math.nan, 1.5):
        with pytest.raises(ValueError, match="zeta"):
            ATOptimal(bad)
    with pytest.raises(ValueError, match="exec_time"):
        SpecWorkload(4, (job(0, "a", law, 1, 17.0),))
    with pytest.raises(ValueError, match="rate"):
        make_workload(4, [JobGroup("a", law, 1)], StreamSpec(law, 1.0))
    with pytest.raises(ValueError, match="backfill"):
        simulate(SpecWorkload(4, (job(0, "a", law, 1, 8.0),)), ClassicalHPC(), backfill="easy")
    with pytest.raises(ValueError, match="allocation"):
        make_workload(4, [JobGroup("a", law, 1, "quarter")])
    with pytest.raises(ValueError, match="k"):
        Neuroscience(0)
    with pytest.raises(ValueError, match="P"):
        zeta_from_rate(1.0, 0)
