"""Plain data of ``hpcgym/Walltime-v0``: an episode, the env's scales and its per-episode state."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from hpcgym.batch.job import Job
from hpcgym.batch.simulator import Simulator
from hpcgym.envs.walltime.reward import WalltimeCost
from hpcgym.speculative.runtime import BatchRun, RequestRuntime
from hpcgym.speculative.schedule import SpecWorkload, StochasticJob


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


@dataclass(slots=True, eq=False)
class WalltimeState:
    """Everything one episode changes, created by ``WalltimeEnv._begin``. Job ``k`` indexes
    the episode's stochastic jobs; an attempt is the simulator's index of its batch job."""

    episode: Episode
    jobs: tuple[StochasticJob, ...]
    runtime: RequestRuntime  # builds each attempt's batch job as the native reference does
    scheduler: Callable[[Simulator], Any]  # the native policy's pass
    tracker: WalltimeCost
    due: list[Job]  # the small jobs by (submit, id)
    submit: list[int]  # job k's first submit time, s
    grid: list[np.ndarray]  # job k's L requests, law units
    grid_s: list[np.ndarray]  # the same in seconds
    firsts: list[tuple[int, int]]  # (submit, k) of the first attempts, in time order
    first_id: int  # batch id of job k's first attempt: first_id + k
    next_id: int  # batch id of the next resubmission
    law_index: list[int]  # job k's law in WalltimeScales.laws
    histories: list[np.ndarray]  # job k's ``history`` observation block
    attempts: list[list[int]]  # job k's attempts, in order
    failures: list[int]  # job k's killed attempts
    last: list[int]  # job k's last failed level (-1 before a failure)
    b: float  # upper bound of the deciding job's law (the cluster and clock blocks' scale)
    next_small: int = 0  # small jobs submitted so far
    next_first: int = 0  # first attempts asked for so far
    kills: list[tuple[int, int, int]] = field(default_factory=list)  # heap: (kill time, attempt, k)
    ends: list[tuple[int, int]] = field(default_factory=list)  # heap: (end, batch job) of starts
    deferred: list[tuple[int, int]] = field(default_factory=list)  # (since, k): requests waiting
    owner: dict[int, int] = field(default_factory=dict)  # attempt -> k
    level_of: dict[int, int] = field(default_factory=dict)  # attempt -> level requested
    waiting: int = 0  # stochastic attempts arrived, not started
    running: int = 0  # stochastic attempts running
    completed: int = 0  # stochastic jobs completed
    backlog: float = 0.0  # requested unit-seconds of arrived, unstarted batch jobs
    current: int | None = None  # the deciding job (None once the episode is over)
    now: int = 0  # the decision time, s
    run: BatchRun | None = None  # the run so far, set at the episode's end
    win: list[int] = field(default_factory=list)  # the queue window drawn by render_mode
