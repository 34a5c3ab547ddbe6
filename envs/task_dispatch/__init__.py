"""Task dispatch with unknown runtimes (paper 003): which eligible task of which workflow starts."""
from hpcgym.envs.task_dispatch.env import WF, TaskDispatchEnv, TaskScales

__all__ = ["WF", "TaskDispatchEnv", "TaskScales"]
