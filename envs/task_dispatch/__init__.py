"""Task dispatch with unknown runtimes (ilyushkin2015): which eligible task of which workflow starts."""

from hpcgym.envs.task_dispatch.env import TaskDispatchEnv
from hpcgym.envs.task_dispatch.observation import CLOCK, CLUSTER, PROCESSOR, WF
from hpcgym.envs.task_dispatch.types import TaskScales

__all__ = ["CLOCK", "CLUSTER", "PROCESSOR", "WF", "TaskDispatchEnv", "TaskScales"]
