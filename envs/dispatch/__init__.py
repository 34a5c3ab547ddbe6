"""Dispatch: the agent picks which queued job gets the next start or reservation."""

from hpcgym.envs.dispatch.env import DispatchEnv

__all__ = ["DispatchEnv"]
