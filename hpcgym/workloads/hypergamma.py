"""The two-stage hyper-Gamma distribution of workflow total execution times (ilyushkin2015 §IV).

A draw picks component ``k`` with probability ``weights[k]`` and returns a Gamma(shape_k,
scale_k) variate. The paper's parameters (derived from Lublin & Feitelson's runtime model) are
(5.0, 501.266) and (45.0, 136.709) with weights 0.7 and 0.3: a mean of one hour.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import overload

import numpy as np

from hpcgym.errors import WorkloadError


@dataclass(slots=True, frozen=True)
class HyperGamma:
    """A finite mixture of Gamma distributions (shape, scale parametrisation)."""

    shapes: tuple[float, ...]
    scales: tuple[float, ...]
    weights: tuple[float, ...]

    def __post_init__(self) -> None:
        k = len(self.shapes)
        if k == 0 or len(self.scales) != k or len(self.weights) != k:
            raise WorkloadError(
                "hyper-Gamma: shapes, scales and weights need the same, non-zero "
                f"length, got {len(self.shapes)}, {len(self.scales)}, "
                f"{len(self.weights)}"
            )
        for what in ("shapes", "scales"):
            for v in getattr(self, what):
                if not (isinstance(v, (int, float)) and math.isfinite(v) and v > 0):
                    raise WorkloadError(f"hyper-Gamma: {what} must be positive numbers, got {v!r}")
        if any(not (w >= 0) for w in self.weights) or not math.isclose(sum(self.weights), 1.0):
            raise WorkloadError(
                f"hyper-Gamma: weights must be >= 0 and sum to 1, got {self.weights!r}"
            )

    @property
    def mean(self) -> float:
        return sum(w * a * b for a, b, w in zip(self.shapes, self.scales, self.weights))

    @property
    def var(self) -> float:
        """Mixture variance: E[X^2] - E[X]^2 with E[X^2] = a*b^2 + (a*b)^2 per component."""
        second = sum(
            w * (a * b * b + (a * b) ** 2)
            for a, b, w in zip(self.shapes, self.scales, self.weights)
        )
        return second - self.mean**2

    @overload
    def sample(self, rng: np.random.Generator, n: None = None) -> float: ...
    @overload
    def sample(self, rng: np.random.Generator, n: int) -> np.ndarray: ...
    def sample(self, rng: np.random.Generator, n: int | None = None) -> np.ndarray | float:
        """``n`` independent draws (one float when ``n`` is None)."""
        m = 1 if n is None else n
        comp = rng.choice(len(self.weights), size=m, p=self.weights)
        x = rng.gamma(np.asarray(self.shapes)[comp], np.asarray(self.scales)[comp])
        return float(x[0]) if n is None else x


# ilyushkin2015 §IV, Figure 4: total execution time of a workflow in seconds, mean 3600 s.
PAPER = HyperGamma((5.0, 45.0), (501.266, 136.709), (0.7, 0.3))
