"""Gymnasium environments on the hpcgym simulator, one per scheduling decision (DESIGN.md).

The ids are registered by ``import hpcgym``: ``hpcgym/Dispatch-v0`` (256-job windows of the
bundled Lublin-Feitelson trace), ``hpcgym/Dispatch-Edison-v0`` (6-hour Edison-like episodes),
``hpcgym/WorkflowSubmit-v0`` (submission mode of each arriving workflow, paper 000) and
``hpcgym/TaskDispatch-v0`` (task dispatch with unknown runtimes, paper 003). A masked action
raises :class:`InvalidActionError` in every one of them.
"""
from hpcgym.envs.dispatch import DispatchEnv
from hpcgym.envs.objective import OBJECTIVES, episode_metrics
from hpcgym.envs.observation import (CLOCK_FEATURES, CLUSTER_FEATURES, QUEUE_FEATURES,
                                     WORKFLOW_FEATURES, Scales)
from hpcgym.envs.spaces import InvalidActionError
from hpcgym.envs.submit import WorkflowSubmitEnv
from hpcgym.envs.taskdispatch import TaskDispatchEnv

__all__ = ["CLOCK_FEATURES", "CLUSTER_FEATURES", "DispatchEnv", "InvalidActionError",
           "OBJECTIVES", "QUEUE_FEATURES", "Scales", "TaskDispatchEnv", "WORKFLOW_FEATURES",
           "WorkflowSubmitEnv", "episode_metrics"]
