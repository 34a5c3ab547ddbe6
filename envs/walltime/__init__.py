"""Walltime: the agent picks the walltime each stochastic job requests (paper 001)."""
from hpcgym.envs.walltime.env import WalltimeEnv
from hpcgym.envs.walltime.types import WalltimeScales

__all__ = ["WalltimeEnv", "WalltimeScales"]
