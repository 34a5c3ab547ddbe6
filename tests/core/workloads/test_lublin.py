"""The Lublin-Feitelson generator: each stage against the formula it follows (lublin2003,
m_lublin99.c), determinism, and bad parameters refused by name."""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pytest
from scipy import integrate, stats

from hpcgym.errors import UnknownNameError, WorkloadError
from hpcgym.workloads import lublin as L


def test_bucket_weights_are_the_gamma_mass_of_each_half_hour_moved_to_the_day_start():
    w = L.bucket_weights(L.WHOLE)
    g = stats.gamma(L.WHOLE.anum, scale=L.WHOLE.bnum)
    raw = {(i - 1) % 48: g.cdf(i + 0.5) - g.cdf(i - 0.5) for i in range(11, 59)}
    mean = sum(raw.values()) / 48
    assert w.mean() == pytest.approx(1.0)
    for b in (0, 9, 10, 27, 47):
        assert w[b] == pytest.approx(raw[b] / mean)
    # The busiest half hour is the Gamma's mode, (anum - 1) * bnum = 28.4 -> bucket 27.
    assert int(np.argmax(w)) == 27


def _truncated_mean_gap(cls: L.JobClass) -> float:
    """E[exp(G) | G <= 13] for G ~ Gamma(aarr * arar, barr): the mean gap in seconds (a day's
    weights average 1 point per bucket of 1,800 s)."""
    g = stats.gamma(cls.aarr * cls.arar, scale=cls.barr)
    num, _ = integrate.quad(lambda x: math.exp(x) * g.pdf(x), 0, L.MAX_LOG_GAP, limit=200)
    return num / g.cdf(L.MAX_LOG_GAP)


def _first(stream, n):
    return np.array([next(stream) for _ in range(n)])


def test_arrivals_keep_the_mean_gap_and_follow_the_daily_cycle():
    cls = L.WHOLE
    runs = [_first(L.arrivals(np.random.default_rng([k, 0]), cls), 3000) for k in range(20)]
    assert all((np.diff(t) >= 0).all() for t in runs)
    gaps = np.concatenate([np.diff(t) for t in runs])
    assert gaps.mean() == pytest.approx(_truncated_mean_gap(cls), rel=0.08)
    t = np.concatenate(runs)
    share = np.bincount((t % 86_400) // L.BUCKET_SECONDS, minlength=48) / len(t)
    # Arrivals per bucket follow its weight (weights average 1 over 48 buckets).
    w = L.bucket_weights(cls) / 48
    assert np.corrcoef(share, w)[0, 1] > 0.97
    assert share[27] > 4 * share[8]


def test_the_clock_loses_half_a_second_a_job_as_the_program_does():
    """m_lublin99.c adds each gap to an unsigned long: the clock is truncated at every job,
    so over n jobs it falls ~n/2 s behind the bucket count and the daily cycle drifts."""
    cls = L.WHOLE
    late = []
    for k in range(10):
        t = _first(L.arrivals(np.random.default_rng([k, 0]), cls), 40_000)
        phase = lambda c: np.angle(np.exp(2j * np.pi * (c % 86_400) / 86_400).mean())  # noqa: E731
        late.append((phase(t[:10_000]) - phase(t[-10_000:])) % (2 * np.pi) * 86_400 / (2 * np.pi))
    # The last 10,000 jobs come ~30,000 x 0.5 s = 4.2 h earlier in the day than the first.
    assert np.mean(late) == pytest.approx(15_000, rel=0.2)


def test_start_hour_shifts_the_cycle():
    cls = L.WHOLE
    t0 = _first(L.arrivals(np.random.default_rng(1), cls, 0), 20_000)
    t6 = _first(L.arrivals(np.random.default_rng(1), cls, 6), 20_000)
    h0 = np.bincount((t0 % 86_400) // 3600, minlength=24)
    h6 = np.bincount(((t6 + 6 * 3600) % 86_400) // 3600, minlength=24)
    assert np.corrcoef(h0, h6)[0, 1] > 0.95


def test_sizes_serial_and_power_of_two_shares_and_range():
    rng = np.random.default_rng(2)
    cls = L.on_machine(L.WHOLE, 256)
    n = L._sizes(rng, cls, 200_000)
    assert n.min() == 1 and n.max() == 256
    assert np.mean(n == 1) == pytest.approx(cls.serial_prob, abs=0.005)
    pow2 = (n > 1) & ((n & (n - 1)) == 0)
    # The pow2 share plus the non-pow2 draws that land on a power of two by rounding.
    assert np.mean(pow2) > cls.pow2_prob
    # A job of the second uniform (umed, uhi] is wider than 2^umed.
    wide = np.mean(n > 2**cls.umed + 0.5)
    assert wide == pytest.approx((1 - cls.serial_prob) * (1 - cls.uprob), abs=0.01)
    only_pow2 = replace(cls, serial_prob=0.0, pow2_prob=1.0)
    m = L._sizes(rng, only_pow2, 10_000)
    assert set(np.unique(m).tolist()) <= {2**k for k in range(1, 9)}
    assert (L._sizes(rng, replace(cls, serial_prob=1.0, pow2_prob=0.0), 100) == 1).all()


def test_runtime_mixing_falls_with_size_and_is_truncated_at_two_days():
    rng = np.random.default_rng(3)
    cls = L.WHOLE
    small = np.log(L._runtimes(rng, cls, np.ones(50_000, dtype=np.int64)))
    wide = np.log(L._runtimes(rng, cls, np.full(50_000, 128, dtype=np.int64)))
    e1, e2 = cls.a1 * cls.b1, cls.a2 * cls.b2
    for logs, size in ((small, 1), (wide, 128)):
        p = min(1, max(0, cls.pa * size + cls.pb))
        # exp then truncation to whole seconds lowers the log by < 1 on average.
        assert logs.mean() == pytest.approx(p * e1 + (1 - p) * e2, abs=0.15)
    assert wide.mean() > small.mean() + 2
    r = L._runtimes(rng, cls, np.full(20_000, 256, dtype=np.int64))
    assert r.min() >= 1 and r.max() <= math.exp(L.MAX_LOG_RUNTIME)
    one = replace(cls, pa=0.0, pb=1.0)
    logs = np.log(L._runtimes(rng, one, np.full(50_000, 200, dtype=np.int64)) + 0.5)
    assert logs.mean() == pytest.approx(e1, abs=0.05)


def test_generate_is_reproducible_sorted_and_exact_estimates():
    m = L.TRACE_MODELS["lublin_256_new2-model"]
    a = L.generate(m, 2000, seed=5)
    b = L.generate(m, 2000, seed=5)
    c = L.generate(m, 2000, seed=6)
    assert a.jobs == b.jobs and a.jobs != c.jobs
    assert len(a) == 2000 and [j.id for j in a.jobs] == list(range(1, 2001))
    assert all(j.walltime == j.runtime for j in a.jobs)
    assert {j.queue for j in a.jobs} == {"0", "1"}
    assert a.cluster.total_cores == 256
    assert a.cluster.max_walltime >= max(j.walltime for j in a.jobs)
    whole = L.generate(L.TRACE_MODELS["lublin_256-model"], 500, seed=5)
    assert {j.queue for j in whole.jobs} == {"0"}


def test_two_classes_are_independent_streams_merged_by_time():
    m = L.model(two_classes=True, procs=256)
    wl = L.generate(m, 3000, seed=11)
    t = {k: [j.submit for j in wl.jobs if j.queue == k] for k in ("0", "1")}
    alone = _first(L.arrivals(np.random.default_rng([11, 0, 1]), m.classes[1]), len(t["1"]))
    assert t["1"] == alone.tolist()


def test_on_machine_moves_the_size_range_with_the_machine():
    c = L.on_machine(L.BATCH_CLASS, 1024)
    assert (c.umed, c.uhi) == (8.0, 10.0) and c.max_size == 1024
    assert L.on_machine(L.WHOLE, 128) == L.WHOLE
    small = L.model(procs=16)
    assert max(j.cores for j in L.generate(small, 3000, 1).jobs) <= 16


@pytest.mark.parametrize(
    "change, text",
    [
        ({"serial_prob": 1.5}, "serial_prob must be a probability"),
        ({"serial_prob": 0.6, "pow2_prob": 0.6}, r"serial_prob \+ pow2_prob must be <= 1"),
        ({"umed": 9.0}, "ulow <= umed <= uhi"),
        ({"a1": 0.0}, "a1 must be a positive number"),
    ],
)
def test_bad_parameters_are_refused_by_name(change, text):
    with pytest.raises(WorkloadError, match=text):
        replace(L.WHOLE, **change)


def test_a_class_wider_than_the_machine_and_bad_arguments_are_refused():
    with pytest.raises(WorkloadError, match="wider than the machine's 64"):
        L.LublinModel("x", (L.WHOLE,), 64)
    m = L.TRACE_MODELS["lublin_256-model"]
    with pytest.raises(WorkloadError, match="jobs must be"):
        L.generate(m, 0, 1)
    with pytest.raises(WorkloadError, match="start_hour must be"):
        L.generate(m, 10, 1, start_hour=24)
    with pytest.raises(UnknownNameError, match="known: lublin_256-model"):
        L.trace_model("lublin")
