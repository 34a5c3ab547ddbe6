"""Always-chained / always-pilot / always-WoAS: the submission baselines of rodrigo2017 as agents.

Each answers every arriving workflow of ``hpcgym/WorkflowSubmit-v0`` with the same mode
(action ``ACTIONS.index(mode)``), through SB3's ``predict`` call, so through the env it makes
exactly the schedule of the workload built with that mode and simulated natively (tested).
If the mode is masked for a workflow (no such variant, e.g. a pilot wider than the cluster),
the agent falls back to the first valid mode in ``FALLBACK`` order.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from hpcgym.baselines.base import BaselineAgent, check_family
from hpcgym.envs.workflow_submit.types import ACTIONS
from hpcgym.errors import UnknownNameError

SUBMISSION_BASELINES = {"always-chained": "chained", "always-pilot": "pilot", "always-woas": "woas"}
FALLBACK = ("woas", "chained", "pilot")


class AlwaysMode(BaselineAgent):
    """Submits every workflow as ``mode`` (or the first valid one in ``FALLBACK`` order)."""

    def __init__(self, mode: str) -> None:
        if mode not in ACTIONS:
            raise UnknownNameError(f"unknown submission mode {mode!r}; known: {', '.join(ACTIONS)}")
        self.mode = mode
        self.name = f"always-{mode}"
        self.action = ACTIONS.index(mode)
        self._order = [self.action] + [ACTIONS.index(m) for m in FALLBACK if m != mode]

    def choose(self, observation: dict[str, np.ndarray]) -> int:
        mask = np.asarray(observation["action_mask"])
        for a in self._order:
            if mask[a] > 0.5:
                return a
        return self.action


def make_baseline(name: str, env: Any = None) -> AlwaysMode:
    """``always-chained``, ``always-pilot`` or ``always-woas`` (``env`` is not needed, but
    one of another family is refused)."""
    if env is not None:
        check_family(name, env, __name__)
    if name not in SUBMISSION_BASELINES:
        raise UnknownNameError(
            f"unknown submission baseline {name!r}; known: {', '.join(SUBMISSION_BASELINES)}"
        )
    return AlwaysMode(SUBMISSION_BASELINES[name])


__all__ = ["FALLBACK", "SUBMISSION_BASELINES", "AlwaysMode", "make_baseline"]
