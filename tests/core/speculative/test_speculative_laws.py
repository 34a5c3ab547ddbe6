"""Execution-time laws of gainaru2019 (§3.1, §5.2): closed forms against quadrature, scipy.stats."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import integrate, stats

from hpcgym.speculative import (
    BACKFILL_SCALE,
    NEUROSCIENCE_LAWS,
    NEUROSCIENCE_SUBMISSIONS,
    SCENARIO1_LAWS,
    SCENARIO1_SMALL_LAWS,
    TABLE1_LAW,
    Beta,
    BoundedPareto,
    Conditioned,
    Empirical,
    TruncExp,
    TruncNormal,
    make_law,
    scaled,
)
from hpcgym.speculative.laws import numeric_partial_expectation

CONTINUOUS = {
    "truncnorm": TruncNormal(8.0, 2.0, 6.0, 16.0),
    "truncnorm-table1": TABLE1_LAW,
    "truncnorm-offcentre": TruncNormal(-1.0, 3.0, 0.5, 4.0),
    "truncnorm-far-tail": TruncNormal(0.0, 1.0, 10.0, 12.0),
    "beta": Beta(2.0, 2.0, 0.0, 1.0),
    "beta-skew": Beta(0.7, 3.0, 1.0, 5.0),
    "truncexp": TruncExp(1.0, 0.0, 16.0),
    "truncexp-shifted": TruncExp(0.3, 2.0, 9.0),
    "pareto": BoundedPareto(2.1, 1.0, 20.0),
    "pareto-alpha1": BoundedPareto(1.0, 0.5, 4.0),
    "conditioned-beta": Conditioned(Beta(2.0, 5.0, 0.0, 3.0), 0.8),
}
params = pytest.mark.parametrize("law", CONTINUOUS.values(), ids=CONTINUOUS.keys())


def quad(fn, lo, hi):
    return integrate.quad(fn, lo, hi, limit=200, epsabs=1e-12, epsrel=1e-10)[0]


def points(law, k=9):
    return np.linspace(law.a, law.b, k)[1:-1]


@params
def test_pdf_integrates_to_the_cdf(law):
    assert quad(law.pdf, law.a, law.b) == pytest.approx(1.0, abs=1e-8)
    for t in points(law):
        assert law.cdf(t) == pytest.approx(quad(law.pdf, law.a, t), abs=1e-8)
        assert law.cdf(t) + law.sf(t) == pytest.approx(1.0, abs=1e-12)


@params
def test_support_edges_and_outside(law):
    assert law.cdf(law.a) == pytest.approx(0.0, abs=1e-12)
    assert law.cdf(law.b) == pytest.approx(1.0, abs=1e-12)
    assert law.cdf(law.a - 1.0) == 0.0 and law.cdf(law.b + 1.0) == pytest.approx(1.0)
    assert law.sf(law.a - 1.0) == pytest.approx(1.0) and law.sf(law.b + 1.0) == pytest.approx(0.0)
    assert law.pdf(law.a - 0.1) == 0.0 and law.pdf(law.b + 0.1) == 0.0


@params
def test_vectorised_matches_scalar(law):
    t = points(law)
    for fn in (law.cdf, law.sf, law.pdf, law.ppf):
        arg = t if fn is not law.ppf else np.linspace(0.05, 0.95, t.size)
        out = fn(arg)
        assert out.shape == arg.shape
        assert np.allclose(out, [fn(x) for x in arg], rtol=1e-12, atol=0)


@params
def test_partial_expectation_matches_quadrature(law):
    rng = np.random.default_rng(3)
    span = law.b - law.a
    for lo, hi in rng.uniform(law.a - 0.2 * span, law.b + 0.2 * span, size=(8, 2)):
        expect = numeric_partial_expectation(law, lo, hi)
        assert law.partial_expectation(lo, hi) == pytest.approx(expect, rel=1e-8, abs=1e-10)
    assert law.mean() == pytest.approx(quad(lambda t: t * law.pdf(t), law.a, law.b), rel=1e-9)
    assert law.partial_expectation(law.b, law.a) == 0.0


@params
def test_ppf_inverts_cdf(law):
    q = np.linspace(0.01, 0.99, 25)
    assert np.allclose(law.cdf(law.ppf(q)), q, atol=1e-9)


def test_closed_forms_agree_with_scipy_stats():
    t = np.linspace(-1.0, 21.0, 45)
    tn = TruncNormal(8.0, 2.0, 6.0, 16.0)
    ref = stats.truncnorm((6 - 8) / 2, (16 - 8) / 2, loc=8, scale=2)
    assert np.allclose(tn.cdf(t), ref.cdf(t), atol=1e-12)
    assert np.allclose(tn.pdf(t), ref.pdf(t), atol=1e-12)
    assert tn.mean() == pytest.approx(ref.mean(), rel=1e-12)
    far = TruncNormal(0.0, 1.0, 10.0, 12.0)  # Φ(10) rounds to 1: needs the upper-tail form
    ref = stats.truncnorm(10.0, 12.0)
    assert np.allclose(far.cdf(t), ref.cdf(t), atol=1e-12)
    assert far.mean() == pytest.approx(ref.mean(), rel=1e-12)
    be = Beta(0.7, 3.0, 1.0, 5.0)
    ref = stats.beta(0.7, 3.0, loc=1.0, scale=4.0)
    assert np.allclose(be.cdf(t), ref.cdf(t), atol=1e-12)
    assert be.mean() == pytest.approx(ref.mean(), rel=1e-12)
    ex = TruncExp(0.3, 2.0, 9.0)
    ref = stats.truncexpon(b=0.3 * 7.0, loc=2.0, scale=1 / 0.3)
    assert np.allclose(ex.cdf(t), ref.cdf(t), atol=1e-12)
    assert np.allclose(ex.pdf(t), ref.pdf(t), atol=1e-12)
    assert ex.mean() == pytest.approx(ref.mean(), rel=1e-12)


@params
def test_sampling_is_seeded_in_support_and_unbiased(law):
    x = law.sample(np.random.default_rng(11), 20_000)
    assert x.shape == (20_000,)
    assert np.all((x >= law.a) & (x <= law.b))
    var = quad(lambda t: (t - law.mean()) ** 2 * law.pdf(t), law.a, law.b)
    assert abs(x.mean() - law.mean()) < 4.5 * math.sqrt(var / x.size)
    again = law.sample(np.random.default_rng(11), 20_000)
    assert np.array_equal(x, again)
    assert isinstance(law.sample(np.random.default_rng(0)), float)


@params
def test_conditional_is_the_law_given_survival(law):
    a2 = law.a + 0.37 * (law.b - law.a)
    cond = law.conditional(a2)
    assert (cond.a, cond.b) == pytest.approx((a2, law.b))
    tail = law.sf(a2)
    for t in np.linspace(a2, law.b, 7):
        assert cond.cdf(t) == pytest.approx((law.cdf(t) - law.cdf(a2)) / tail, abs=1e-9)
    assert cond.cdf(a2 - 0.5) == 0.0
    assert cond.mean() == pytest.approx(law.partial_expectation(a2, law.b) / tail, rel=1e-9)
    assert np.all(cond.sample(np.random.default_rng(5), 500) >= a2)
    assert law.conditional(law.a - 1.0) is law
    twice = cond.conditional(a2 + 0.1 * (law.b - a2))
    assert twice.cdf(law.b - 1e-3) == pytest.approx(
        (law.cdf(law.b - 1e-3) - law.cdf(twice.a)) / law.sf(twice.a), abs=1e-9
    )
    with pytest.raises(ValueError, match="a2"):
        law.conditional(law.b)


def test_closed_families_stay_closed_under_conditioning():
    assert TABLE1_LAW.conditional(10.0) == TruncNormal(8.0, 2.0, 10.0, 20.0)
    assert TruncExp(1.0, 0.0, 16.0).conditional(3.0) == TruncExp(1.0, 3.0, 16.0)
    assert BoundedPareto(2.1, 1.0, 20.0).conditional(4.0) == BoundedPareto(2.1, 4.0, 20.0)
    assert isinstance(Beta(2, 2, 0, 1).conditional(0.5), Conditioned)


def test_empirical_law():
    law = Empirical([3.0, 1.0, 2.0, 2.0, 5.0])
    assert (law.a, law.b) == (1.0, 5.0)
    assert law.cdf(0.5) == 0.0 and law.cdf(1.0) == pytest.approx(0.2)
    assert law.cdf(2.0) == pytest.approx(0.6) and law.cdf(4.9) == pytest.approx(0.8)
    assert law.cdf(5.0) == pytest.approx(1.0)
    assert np.allclose(law.pdf(np.array([1.0, 2.0, 2.5, 5.0])), [0.2, 0.4, 0.0, 0.2])
    assert law.partial_expectation(1.0, 3.0) == pytest.approx((2 + 2 + 3) / 5)
    assert law.partial_expectation(0.0, 1.0) == pytest.approx(1 / 5)
    assert law.mean() == pytest.approx(13 / 5)
    x = law.sample(np.random.default_rng(2), 50_000)
    assert set(np.unique(x)) == {1.0, 2.0, 3.0, 5.0}
    assert np.mean(x == 2.0) == pytest.approx(0.4, abs=0.01)
    assert x.mean() == pytest.approx(13 / 5, abs=4.5 * np.std([3, 1, 2, 2, 5]) / math.sqrt(x.size))
    cond = law.conditional(2.0)
    assert (cond.a, cond.b) == (2.0, 5.0)
    assert cond.cdf(2.0) == 0.0 and cond.cdf(3.0) == pytest.approx(0.5)
    assert Empirical([4.0, 4.0]).b == Empirical([4.0, 4.0]).a == 4.0
    assert Empirical([2.0, 3.0], lower=0.5).a == 0.5


BAD = [
    (lambda: TruncNormal(8, 2, 5, 5), "a must be < b"),
    (lambda: TruncNormal(8, 2, 9, 5), "a must be < b"),
    (lambda: TruncNormal(8, 2, -1, 5), "a must be >= 0"),
    (lambda: TruncNormal(8, 0, 0, 5), "sigma"),
    (lambda: TruncNormal(8, -1, 0, 5), "sigma"),
    (lambda: TruncNormal(float("nan"), 1, 0, 5), "mu"),
    (lambda: TruncNormal(8, 2, 0, float("inf")), "b must be a finite number"),
    (lambda: TruncNormal(1e6, 1, 0, 5), "no mass"),
    (lambda: Beta(0, 2, 0, 1), "alpha"),
    (lambda: Beta(2, -1, 0, 1), "beta"),
    (lambda: Beta(2, 2, 1, 1), "a must be < b"),
    (lambda: TruncExp(0, 0, 16), "lam"),
    (lambda: TruncExp(-1, 0, 16), "lam"),
    (lambda: TruncExp(float("nan"), 0, 16), "lam"),
    (lambda: BoundedPareto(0, 1, 20), "alpha"),
    (lambda: BoundedPareto(2.1, 0, 20), "Pareto lower bound"),
    (lambda: BoundedPareto(2.1, 20, 1), "a must be < b"),
    (lambda: Empirical([]), "history"),
    (lambda: Empirical([1.0, -2.0]), "history must be >= 0"),
    (lambda: Empirical([1.0, float("nan")]), "history must be a finite number"),
    (lambda: Empirical([1.0, 2.0], lower=1.5), "lower"),
    (lambda: make_law("gamma", {}, (0, 1)), "known names: truncnorm, beta, truncexp, bounded"),
    (lambda: make_law("truncnorm", {"mu": 8}, (0, 20)), "missing parameter.*sigma"),
    (lambda: make_law("truncexp", {"lam": 1, "mu": 2}, (0, 20)), "unknown parameter.*mu"),
    (lambda: make_law("truncexp", {"lam": 1}, (0,)), "support"),
    (lambda: make_law("beta", {"alpha": 2, "beta": 2}, (1, 0)), "a must be < b"),
    (lambda: scaled(TABLE1_LAW, 0.0), "factor"),
    (lambda: scaled(object(), 2.0), "law"),
    (lambda: Empirical([1.0, 2.0]).conditional(2.0), "a2"),
]


@pytest.mark.parametrize("build, match", BAD, ids=[m for _, m in BAD])
def test_bad_input_raises_value_error_naming_it(build, match):
    with pytest.raises(ValueError, match=match):
        build()


def test_make_law_builds_each_family():
    assert make_law("truncnorm", {"mu": 8, "sigma": 2}, (0, 20)) == TABLE1_LAW
    assert make_law("beta", {"alpha": 2, "beta": 3}, (0, 1)) == Beta(2, 3, 0, 1)
    assert make_law("truncexp", {"lam": 1}, (0, 16)) == TruncExp(1, 0, 16)
    assert make_law("boundedpareto", {"alpha": 2.1}, (1, 20)) == BoundedPareto(2.1, 1, 20)


def test_presets_follow_section_5_2_and_table_3():
    assert SCENARIO1_LAWS["truncnorm"] == TruncNormal(8, 2, 6, 16)
    assert SCENARIO1_LAWS["beta"] == Beta(2, 2, 0, 1)
    assert SCENARIO1_LAWS["truncexp"] == TruncExp(1, 0, 16)
    assert SCENARIO1_LAWS["boundedpareto"] == BoundedPareto(2.1, 1, 20)
    assert TABLE1_LAW == TruncNormal(8, 2, 0, 20)
    assert NEUROSCIENCE_LAWS["AbOrganSeq_Whole_v1"] == TruncNormal(20, 8, 11, 31)
    assert NEUROSCIENCE_LAWS["maCRUISE"] == TruncNormal(1.7, 0.5, 1.5, 3)
    fsl = NEUROSCIENCE_LAWS["FSL"]
    assert (fsl.a * 60, fsl.b * 60, fsl.mu * 60, fsl.sigma * 60) == pytest.approx((10, 35, 20, 8))
    assert NEUROSCIENCE_SUBMISSIONS == {"AbOrganSeq_Whole_v1": 10, "maCRUISE": 90, "FSL": 300}
    assert BACKFILL_SCALE == 0.01


@pytest.mark.parametrize("name", SCENARIO1_LAWS)
def test_scaled_is_the_law_of_factor_times_x(name):
    law, small = SCENARIO1_LAWS[name], SCENARIO1_SMALL_LAWS[name]
    assert (small.a, small.b) == pytest.approx((law.a / 100, law.b / 100))
    assert small.mean() == pytest.approx(law.mean() / 100, rel=1e-12)
    for t in points(law):
        assert small.cdf(t / 100) == pytest.approx(law.cdf(t), abs=1e-12)
    emp = scaled(Empirical([1.0, 3.0]), 2.0)
    assert emp.mean() == pytest.approx(4.0)
    cond = scaled(Beta(2, 2, 0, 1).conditional(0.5), 10.0)
    assert cond.a == pytest.approx(5.0) and cond.cdf(7.5) == pytest.approx(
        Beta(2, 2, 0, 1).conditional(0.5).cdf(0.75)
    )
