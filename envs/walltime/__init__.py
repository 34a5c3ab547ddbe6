"""Walltime: the agent picks the walltime each stochastic job requests (gainaru2019)."""

from hpcgym.envs.walltime.env import WalltimeEnv
from hpcgym.envs.walltime.types import WalltimeScales

__all__ = ["WalltimeEnv", "WalltimeScales"]
