"""The dispatch env's objective: a weighted mix of the batch terms
(:mod:`hpcgym.envs.batch_window.reward`), rewarded densely by their running estimate.

A cut episode (``max_steps``) charges its unfinished jobs by playing them out with the default
action, the head of the policy's queue: each job still waiting or running costs what the
native policy makes it cost from the cut on (a hand-worked case is in the tests)."""

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
