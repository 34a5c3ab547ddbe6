"""Plain data of ``hpcgym/Walltime-v0``: an episode, the env's scales and its per-episode state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from hpcgym.batch.job import Job
from hpcgym.envs.walltime.reward import WalltimeCost
from hpcgym.speculative.resubmission import Resubmission
from hpcgym.speculative.runtime import BatchRun
from hpcgym.speculative.schedule import JobRecord, SpecWorkload


@dataclass(slots=True, frozen=True, eq=False)
class Episode:
    """One episode: the stochastic jobs (law units), the small jobs as batch jobs (seconds),
    the generator seed it was drawn from (None for a given workload) and its name."""

    workload: SpecWorkload
    regular: tuple[Job, ...]
    seed: int | None
    name: str


@dataclass(slots=True, frozen=True)
class WalltimeScales:
    """Constants of an env that its observation is normalised by (what baselines may read).

    ``laws`` is the order of the ``law_id`` one-hot; ``horizon_h`` the largest b among them
    (law units); ``zeta`` the stream's normalised rate (§4.1's ζ = Z/P); ``unit`` seconds per
    law unit.
    """

    processors: int
    levels: int
    horizon_h: float
    history: int
    laws: tuple[Any, ...]
    law_names: tuple[str, ...]
    zeta: float
    unit: float


@dataclass(slots=True, eq=False, kw_only=True)
class WalltimeState(Resubmission):
    """Everything one episode changes, created by ``WalltimeEnv._begin``: the resubmission
    driver's state (the decisions' loop, written once for the env and the native runtime)
    and what the env observes and charges. Job ``k`` indexes the episode's stochastic jobs;
    an attempt is the simulator's index of its batch job."""

    episode: Episode
    tracker: WalltimeCost
    grid: list[np.ndarray]  # job k's L requests, law units
    grid_s: list[np.ndarray]  # the same in seconds
    law_index: list[int]  # job k's law in WalltimeScales.laws
    histories: list[np.ndarray]  # job k's ``history`` observation block
    b: float  # upper bound of the deciding job's law (the cluster and clock blocks' scale)
    waiting: int = 0  # stochastic attempts arrived, not started
    running: int = 0  # stochastic attempts running
    completed: int = 0  # stochastic jobs completed
    backlog: float = 0.0  # requested unit-seconds of arrived, unstarted batch jobs
    records: list[JobRecord] | None = None  # the stochastic jobs' attempts, at the episode's end
    wall_s: float = 0.0  # wall seconds of the episode, at its end
    outcome: np.ndarray | None = None  # the engine's start, end and status rows, at its end
    policy: str = ""  # the native policy's name (the run's)
    unit: float = 1.0  # seconds per law unit
    built: BatchRun | None = None  # the run, once built
    win: list[int] = field(default_factory=list)  # the queue window drawn by render_mode

    @property
    def run(self) -> BatchRun | None:
        """The run of the episode once it ended (None before), built when first read (its
        schedule is not needed to step or to score the episode)."""
        if self.built is None and self.records is not None:
            schedule = self.engine.schedule(self.policy, self.wall_s)
            self.built = BatchRun(schedule, self.records, self.policy, self.unit)
        return self.built
