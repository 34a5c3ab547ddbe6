"""The seam between the dispatch env and an engine: what the env asks of one episode, and
which engine runs it.

As Gymnasium's ``MujocoEnv`` sits over mujoco or mujoco-py, :class:`~hpcgym.envs.dispatch.env.
DispatchEnv` holds the :class:`DispatchBackend` of its current episode (``env.state``) and has
no engine branch. Two implement it: :class:`~hpcgym.envs.dispatch.python_backend.PythonBackend`
over the Python simulator (the executable specification) and
:class:`~hpcgym.envs.dispatch.compiled.CompiledEpisode` over the compiled core, equal to it to
the bit (``tests/envs/test_dispatch_compiled.py`` steps both in lockstep). :func:`open_episode`
is the one place that chooses between them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

import numpy as np

from hpcgym.batch.compiled import note_missing
from hpcgym.batch.policies import SchedulerConfig
from hpcgym.envs.batch_window.types import Episode
from hpcgym.envs.dispatch.compiled import CompiledEpisode, unsupported
from hpcgym.envs.dispatch.python_backend import PythonBackend
from hpcgym.errors import EnvArgumentError


class DispatchBackend(Protocol):
    """One episode of the dispatch env on an engine: advance to the next decision, apply a
    choice, write the observation, the rewards and what a planner needs."""

    #: The episode being replayed (its workload, seed and name).
    episode: Episode
    #: A :class:`~hpcgym.batch.simulator.Simulator`-like view (``now``, ``free``, ``jobs``,
    #: ``schedule()``...) of the engine: what reports, tests and planners read.
    sim: Any

    @property
    def window_jobs(self) -> list[int]:
        """The queue window the agent chooses from now (job indices; action k is the k-th)."""
        ...

    def next_decision(self, mask: np.ndarray) -> bool:
        """Advance to the next state where the agent has a choice, writing the valid actions
        into ``mask``; True once every job has ended."""
        ...

    def apply(self, action: int) -> None:
        """Carry out a valid action: start or reserve for the window's ``action``-th job, or
        (``action == window``) end the pass."""
        ...

    def default_action(self) -> int:
        """The choice of an agent that gives none: the one the policy itself makes."""
        ...

    def wait(self) -> bool:
        """Let time go on without a choice; False, with nothing changed, when nothing can
        happen unless the agent acts."""
        ...

    def reward(self) -> float:
        """The dense reward of a step that did not end the episode."""
        ...

    def final_reward(self, objective: float) -> float:
        """The last reward, making the episode's rewards sum to minus ``objective``."""
        ...

    def observe(self, mask: np.ndarray) -> dict[str, np.ndarray]:
        """The observation now (``mask``: the valid actions :meth:`next_decision` wrote)."""
        ...

    def forget_future(self, runtimes: bool) -> None:
        """Know only what a scheduler knows now (:meth:`DispatchEnv.forget_future`)."""
        ...

    def ending_refused(self) -> str | None:
        """Why ending the pass is never an action under these rules (None: it is one)."""
        ...


def open_episode(
    engine: str,
    episode: Episode,
    config: SchedulerConfig,
    window: int,
    weights: Mapping[str, float],
    history: list[tuple[float, int, int]] | None,
) -> DispatchBackend:
    """The backend of one episode: the compiled core where it runs the configuration and
    ``engine`` allows it (``"compiled"`` refuses what it does not run, saying why), else the
    Python simulator; ``history`` (rendering) is appended to at each pass."""
    if engine == "auto":
        note_missing()
    if engine != "python":
        why = unsupported(config, episode.workload, weights, history is not None)
        if why is None:
            return CompiledEpisode(episode, config, window, weights)
        if engine == "compiled":
            raise EnvArgumentError(f"DispatchEnv: engine='compiled' cannot run this: {why}")
    return PythonBackend(episode, config, window, weights, history)
