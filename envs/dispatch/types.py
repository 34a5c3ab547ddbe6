"""Plain data of the dispatch env: its episode, scales and per-episode state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hpcgym.envs.batch_window.observation import Observer
from hpcgym.envs.batch_window.reward import BatchCost
from hpcgym.envs.batch_window.types import Episode, Scales
from hpcgym.envs.dispatch.mechanism import Mechanism

__all__ = ["CompiledDispatchState", "DispatchState", "Episode", "Scales"]


@dataclass(slots=True)
class DispatchState:
    """What one episode of the dispatch env changes as it runs (the simulator is the env's
    ``sim``)."""

    episode: Episode
    mechanism: Mechanism
    observer: Observer
    cost: BatchCost
    #: The queue window the agent chooses from now (job indices; action ``k`` is the k-th).
    window_jobs: list[int] = field(default_factory=list)
    #: Whether the current scheduling pass still asks the agent.
    in_pass: bool = False
    #: (jobs over, jobs arrived) when the agent last let time go on without a choice: passes
    #: with neither changed since are skipped (None: no wait pending).
    waiting: tuple[int, int] | None = None


@dataclass(slots=True)
class CompiledDispatchState:
    """What one episode on the compiled core holds: the engine owns the window, the pass and
    the cost (:mod:`hpcgym.envs.dispatch.compiled`); read here as the Python state reads."""

    episode: Episode
    engine: Any

    @property
    def window_jobs(self) -> list[int]:
        """The queue window the agent chooses from now (job indices)."""
        return list(self.engine.core.window_jobs)

    @property
    def in_pass(self) -> bool:
        """Whether the current scheduling pass still asks the agent."""
        return bool(self.engine.core.in_pass)
