"""Rewards every family shares: an objective as weights over named cost terms, and dense
rewards that telescope to minus the episode's exact objective.

Every objective is a cost to minimise (a quantity to maximise, such as utilization, enters
negated). A family's reward object derives from :class:`WeightedCost` and writes only
:meth:`~WeightedCost.terms` (its running estimate of each term at ``now``); the env rewards
``-(C_t - C_{t-1})`` for ``C_t = Σ_k w_k · terms_k(t)``, and at the end
:meth:`~DenseReward.final_reward` with the exact cost (:func:`weighted_sum` of the finished
run's terms), so the episode's rewards sum to exactly minus the objective.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from hpcgym.errors import EnvArgumentError


def parse_objective(
    objective: str | Mapping[str, float],
    objectives: tuple[str, ...],
    default_mix: Mapping[str, float],
) -> dict[str, float]:
    """Weights per term: a term's name, ``"mix"`` (``default_mix``), or ``{name: weight}``.

    ``objectives`` are the family's term names followed by ``"mix"``.
    """
    terms = objectives[:-1]
    if isinstance(objective, str):
        if objective == "mix":
            return dict(default_mix)
        objective = {objective: 1.0}
    if not isinstance(objective, Mapping):
        raise EnvArgumentError(
            f"objective: expected a name or a {{term: weight}} mapping, got {objective!r}"
        )
    weights = {}
    for k, w in objective.items():
        if k not in terms:
            raise EnvArgumentError(
                f"unknown objective {k!r}; known: {', '.join(objectives)} "
                f"or a {{term: weight}} mix of {', '.join(terms)}"
            )
        try:
            weights[k] = float(w)
        except (TypeError, ValueError):
            weights[k] = math.nan
        if not math.isfinite(weights[k]):
            raise EnvArgumentError(
                f"objective: the weight of {k!r} must be a finite number, got {w!r}"
            )
    if not weights:
        raise EnvArgumentError("objective: empty mix")
    return weights


def weighted_sum(weights: Mapping[str, float], terms: Mapping[str, float]) -> float:
    """``Σ_k w_k · terms_k`` over the weighted terms (a NaN term, a statistic over nothing,
    counts 0)."""
    total = 0.0
    for k, w in weights.items():
        v = terms[k]
        if v == v:
            total += w * v
    return float(total)


class DenseReward:
    """Rewards as minus the change of a running cost estimate ``cost(now)``, so that they
    telescope: the episode's sum is minus the last estimate, made exact by
    :meth:`final_reward`. The estimate is kept in ``_cost``."""

    __slots__ = ("_cost",)
    _cost: float

    def cost(self, now: float) -> float:
        raise NotImplementedError

    def reward(self, now: float) -> float:
        """Minus the change of the cost estimate since the last call."""
        c = self.cost(now)
        r = self._cost - c
        self._cost = c
        return r

    def final_reward(self, exact_cost: float) -> float:
        """The last reward: brings the episode's sum to exactly minus ``exact_cost``."""
        r = self._cost - exact_cost
        self._cost = exact_cost
        return r

    @property
    def estimate(self) -> float:
        """The cost estimate as of the last reward (minus the rewards summed so far)."""
        return self._cost


class WeightedCost(DenseReward):
    """A dense reward whose cost is the weighted sum of named terms; a family writes
    :meth:`terms` (it may compute only the terms in ``self.weights``)."""

    __slots__ = ("weights",)

    def __init__(self, weights: Mapping[str, float]) -> None:
        self.weights = dict(weights)
        self._cost = 0.0

    def terms(self, now: float) -> Mapping[str, float]:
        """The running estimate of each weighted term at ``now``."""
        raise NotImplementedError

    def cost(self, now: float) -> float:
        return weighted_sum(self.weights, self.terms(now))
