"""The Lublin models against the bundled traces they generated (lublin2003): two-sample tests
of size, runtime, inter-arrival and offered load pass for the identified parameters and fail
for deliberately wrong ones, and the identification itself (what differs from the program's
defaults) is checked.

Samples: the whole trace (10,000 jobs) against five model workloads of 10,000 jobs (seeds
1-5); offered load over the trace's 39 disjoint windows of 256 jobs against the model's 195. A test passes at
p >= 0.01; a wrong parameter must give p < 1e-4 on the quantity it changes. Seeds are fixed,
so the p-values are fixed numbers (docs/guides/lublin-model.md prints them).
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from functools import cache

import numpy as np
import pytest

from hpcgym.workloads import lublin as L
from hpcgym.workloads.lublin_fit import Columns, Fit, fit_model
from hpcgym.workloads.swf import load_trace

TRACES = ("lublin_256", "lublin_256_new2")
PASS, FAIL = 0.01, 1e-4


@cache
def fits(trace: str, lublin: L.LublinModel) -> tuple[Fit, ...]:
    return tuple(fit_model(load_trace(trace), lublin, replicas=5, seed=1))


def _perturbed(m: L.LublinModel, **change) -> L.LublinModel:
    return replace(
        m,
        classes=tuple(
            replace(c, **{k: f(getattr(c, k)) for k, f in change.items()}) for c in m.classes
        ),
    )


@pytest.mark.parametrize("trace", TRACES)
def test_the_identified_model_passes_every_two_sample_test(trace):
    got = fits(trace, L.TRACE_MODELS[f"{trace}-model"])
    quantities = {(f.quantity, f.job_class) for f in got}
    assert len(quantities) == (4 if trace == "lublin_256" else 7)
    bad = [(f.quantity, f.job_class, f.pvalue) for f in got if f.pvalue < PASS]
    assert not bad


WRONG = {
    "size": {"pow2_prob": lambda x: x - 0.1},
    "runtime": {"pb": lambda x: x - 0.1},
    "inter-arrival": {"aarr": lambda x: x * 0.95},
    "offered load (256 jobs)": {"aarr": lambda x: x * 0.9},
}


@pytest.mark.parametrize("trace", TRACES)
@pytest.mark.parametrize("quantity", sorted(WRONG))
def test_a_wrong_parameter_fails_the_test_of_what_it_changes(trace, quantity):
    if trace == "lublin_256_new2" and quantity.startswith("offered"):
        # new2's load varies more across windows (its batch class brings the long jobs):
        # 10% denser arrivals give p = 0.01 over 39 windows; 15% give 1e-6.
        change = {"aarr": lambda x: x * 0.85}
    else:
        change = WRONG[quantity]
    wrong = _perturbed(L.TRACE_MODELS[f"{trace}-model"], **change)
    got = [f.pvalue for f in fits(trace, wrong) if f.quantity == quantity]
    assert got and min(got) < FAIL


def test_the_papers_size_range_moved_to_256_processors_is_refuted_by_new2():
    """The paper's interactive jobs reach 45 of 128 nodes; new2's reach 256 of 256."""
    moved = L.model(two_classes=True, procs=256)
    sizes = {f.job_class: f.pvalue for f in fits("lublin_256_new2", moved) if f.quantity == "size"}
    assert sizes["interactive"] < 1e-100 and sizes["batch"] < 1e-3
    cols = Columns.of(load_trace("lublin_256_new2"))
    assert cols.of_class("0").cores.max() == 256 > moved.classes[0].max_size


def _gaps(cls: L.JobClass, seed: int, n: int, cap: float) -> np.ndarray:
    t = itertools.islice(L.arrivals(np.random.default_rng([seed, 0, 0]), cls, 0, cap), n)
    return np.diff(np.fromiter(t, dtype=np.int64, count=n))


def test_lublin_256s_gaps_are_capped_at_e12_not_the_programs_e13():
    """With the program's cap (13) the trace's longest and mean gaps are lower than in
    nearly every 10,000-job model sample; with 12 they are ordinary."""
    trace = np.diff(Columns.of(load_trace("lublin_256")).submit)
    assert trace.max() < np.exp(12)
    cls = L.TRACE_MODELS["lublin_256-model"].classes[0]
    for cap, lo, hi in ((13.0, 0.0, 0.06), (12.0, 0.1, 0.9)):
        samples = [_gaps(cls, s, 10_000, cap) for s in range(60)]
        below_max = np.mean([g.max() <= trace.max() for g in samples])
        assert lo <= below_max <= hi, (cap, below_max)
    assert L.TRACE_MODELS["lublin_256-model"].max_log_gap == 12.0
    assert L.TRACE_MODELS["lublin_256_new2-model"].max_log_gap == L.MAX_LOG_GAP
    # new2's class streams have gaps beyond e^12, so it kept the program's cap.
    batch = Columns.of(load_trace("lublin_256_new2")).of_class("1")
    assert np.diff(batch.submit).max() > np.exp(12)


def _mean_hour(submit: np.ndarray) -> float:
    angle = np.angle(np.exp(2j * np.pi * (submit % 86_400) / 86_400).mean())
    return float(angle % (2 * np.pi) / (2 * np.pi) * 24)


def test_lublin_256_carries_the_programs_clock_drift():
    """The program's clock loses ~0.5 s a job; the trace's mean arrival hour is the drifting
    model's, and undoing the drift (0.5 s x job index) moves the model's 0.7 h later."""
    trace = _mean_hour(Columns.of(load_trace("lublin_256")).submit)
    model = L.TRACE_MODELS["lublin_256-model"]
    submits = [Columns.of(L.generate(model, 10_000, s)).submit for s in range(1, 9)]
    drifting = np.mean([_mean_hour(t) for t in submits])
    undone = np.mean([_mean_hour(t + 0.5 * np.arange(len(t))) for t in submits])
    assert abs(trace - drifting) < 0.3
    assert undone - drifting == pytest.approx(0.7, abs=0.1)
    assert undone - trace > 0.5
