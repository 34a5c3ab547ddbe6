"""Gymnasium environments on the hpcgym simulator, one per scheduling decision (DESIGN.md).

The ids are registered by ``import hpcgym``: ``hpcgym/Dispatch-v0`` (256-job windows of the
bundled Lublin-Feitelson trace) and ``hpcgym/Dispatch-Edison-v0`` (6-hour Edison-like
episodes).
"""
from hpcgym.envs.dispatch import DispatchEnv, InvalidActionError
from hpcgym.envs.objective import OBJECTIVES, episode_metrics
from hpcgym.envs.observation import (CLOCK_FEATURES, CLUSTER_FEATURES, QUEUE_FEATURES,
                                     WORKFLOW_FEATURES, Scales)

__all__ = ["CLOCK_FEATURES", "CLUSTER_FEATURES", "DispatchEnv", "InvalidActionError",
           "OBJECTIVES", "QUEUE_FEATURES", "Scales", "WORKFLOW_FEATURES", "episode_metrics"]
