"""The dispatch env's observation: the batch blocks (:mod:`hpcgym.envs.batch_window.observation`)
over a window of the queue's startable jobs, and the action mask."""

from hpcgym.envs.batch_window.observation import Observer as DispatchObserver
from hpcgym.envs.batch_window.observation import observation_space

__all__ = ["DispatchObserver", "observation_space"]
