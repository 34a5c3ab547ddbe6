"""The dispatch env's objective: a weighted mix of the batch terms
(:mod:`hpcgym.envs.batch_window.reward`), rewarded densely by their running estimate."""

from hpcgym.envs.batch_window.reward import BatchCost as DispatchCost
from hpcgym.envs.batch_window.reward import episode_cost, episode_metrics, exact_terms

OBJECTIVES = ("bsld", "wait", "utilization", "wf_turnaround", "mix")
# Weights of the default "mix": mean bounded slowdown plus actual utilization in percent points.
DEFAULT_MIX = {"bsld": 1.0, "utilization": 100.0}

__all__ = [
    "DEFAULT_MIX",
    "OBJECTIVES",
    "DispatchCost",
    "episode_cost",
    "episode_metrics",
    "exact_terms",
]
