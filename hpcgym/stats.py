"""Mean and 95% confidence interval over seeds, and how a table shows them: what every command
and study that repeats a measurement reports."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np


def ci95(x: Sequence[float]) -> tuple[float, float]:
    """Mean and 95% confidence half-width (Student t) of ``x``, NaNs left out (one value:
    half-width NaN; none: both NaN)."""
    a = np.asarray([v for v in x if v is not None and not math.isnan(v)], float)
    if len(a) == 0:
        return math.nan, math.nan
    if len(a) == 1:
        return float(a[0]), math.nan
    from scipy.stats import t

    return float(a.mean()), float(t.ppf(0.975, len(a) - 1) * a.std(ddof=1) / math.sqrt(len(a)))


def cell(mean: float, half: float, sign: str = "") -> str:
    """``mean ± half`` (``sign="+"``: the mean's sign always shown), '-' for no value."""
    if math.isnan(mean):
        return "-"
    if math.isnan(half):
        return f"{mean:{sign}.4g}"
    return f"{mean:{sign}.4g} ± {half:.2g}"
