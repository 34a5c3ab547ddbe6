"""An agent's metrics against a baseline's on the same episodes: paired differences with their
t interval, and the change in % of the baseline's mean with a paired-bootstrap interval
(efron1993 §13), as ``hpcgym evaluate`` and the benchmark suite compare them."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

from hpcgym.io import direction
from hpcgym.stats import ci95

#: Bootstrap resamples of every interval, and the seed that makes them the same on every run.
RESAMPLES = 4000
BOOTSTRAP_SEED = 20031101


def bootstrap_interval(values: np.ndarray, resamples: int = RESAMPLES) -> tuple[float, float]:
    """The 95% percentile interval of the mean of ``values`` (paired differences, or logs of
    paired ratios) over ``resamples`` draws of as many values with replacement; the same
    draws on every call of the same length, so a rerun gives the same interval."""
    rng = np.random.default_rng(BOOTSTRAP_SEED)
    idx = rng.integers(0, len(values), size=(resamples, len(values)))
    means = values[idx].mean(axis=1)
    lo, hi = np.percentile(means, [2.5, 97.5])
    return float(lo), float(hi)


def paired_change(agent: Sequence[float], best: Sequence[float], metric: str) -> dict[str, float]:
    """Mean of ``agent - best`` with its 95% half-width, and that difference relative to the
    best's mean in % (signed so that positive is better) with its paired-bootstrap interval
    ``better_lo`` / ``better_hi`` and its ``n``."""
    d = paired_difference(agent, best, metric)
    sign = 1.0 if direction(metric) == "↑" else -1.0
    a, b = np.asarray(agent, float), np.asarray(best, float)
    ok = ~(np.isnan(a) | np.isnan(b))
    ref = float(np.mean(b[ok])) if ok.any() else math.nan
    lo = hi = math.nan
    if ok.sum() >= 2 and ref:
        dlo, dhi = bootstrap_interval(sign * (a[ok] - b[ok]) / abs(ref) * 100)
        lo, hi = dlo, dhi
    return {
        "diff": d["diff"],
        "ci95": d["ci95"],
        "better_pct": sign * d["rel_pct"],
        "better_lo": lo,
        "better_hi": hi,
        "n": int(ok.sum()),
    }


def paired_difference(agent: Sequence[float], base: Sequence[float], metric: str) -> dict[str, Any]:
    """``agent`` minus ``base``, paired episode by episode (pairs with a missing value left
    out): ``diff`` with ``ci95`` its 95% t half-width, ``rel_pct`` as a percentage of the
    base's mean, ``better`` whether it goes the metric's good way."""
    pairs = [(a, b) for a, b in zip(agent, base, strict=True) if not missing(a) and not missing(b)]
    diff, half = ci95([a - b for a, b in pairs])
    ref_mean = float(np.mean([b for _, b in pairs])) if pairs else math.nan
    rel = diff / abs(ref_mean) * 100 if ref_mean else math.nan
    better = diff > 0 if direction(metric) == "↑" else diff < 0
    return {"diff": diff, "ci95": half, "rel_pct": rel, "better": bool(better)}


def missing(v: float | None) -> bool:
    """Whether a metric value is absent (None or NaN)."""
    return v is None or math.isnan(v)
