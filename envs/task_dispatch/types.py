"""Plain data of ``hpcgym/TaskDispatch-v0``: an episode, the per-episode state, the scales."""

from __future__ import annotations

import math
from array import array
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from hpcgym.envs.task_dispatch.reward import TaskCost
from hpcgym.tasks.dag import TaskDag
from hpcgym.tasks.taskqueue import TaskQueue

GEN_SCALE = 10.0


@dataclass(slots=True, frozen=True)
class TaskScales:
    """Constants the observation is normalised by: counts / ``processors``, times in hours,
    generation counts (``generations_left``, ``initial_generations``) / ``gen_scale``."""

    processors: int
    window: int
    generations: int
    gen_scale: float = GEN_SCALE


@dataclass(slots=True)
class TaskEpisode:
    """What an episode replays: the workflows, their arrivals, the task-choice seed and the
    empty-system makespans ``T'_m`` (used by the objective only, never observed).
    ``seed`` is the generator seed (None for given workflows), ``name`` the workload's."""

    dags: list[TaskDag]
    arrivals: np.ndarray
    task_seed: Any
    empty_makespan: np.ndarray
    utilization: float
    seed: int | None
    name: str


@dataclass(slots=True)
class CachedRows:
    """A workflow's observation rows as of its last task start or end: its ``WF`` row
    without the clock columns, its ``generations`` row (counts), and its running tasks'
    mean and max age (hours) at time ``now``."""

    row: array
    gens: array
    now: float = math.nan
    age_mean_h: float = 0.0
    age_max_h: float = 0.0


@dataclass(slots=True)
class TaskState:
    """Everything an episode changes: the engine, the running cost, the window and the
    counters the metrics report. ``running`` maps ``(workflow, task)`` to the start of each
    running task the agent started, in start order, and ``running_of`` the same per workflow
    (``task: start``; kept by the engine's ``end`` events); ``open`` the arrived workflows
    the cost has not yet closed."""

    episode: TaskEpisode
    sim: TaskQueue
    cost: TaskCost
    init_lop: list[int]
    init_gens: list[int]
    n_real: list[int]
    kind: list[int]
    fixed_rows: list[array] = field(default_factory=list)  # per workflow, see observe
    art_last: list[bool] = field(default_factory=list)  # per workflow: its exit is artificial
    window: list[int] = field(default_factory=list)
    ahead: list[int] = field(default_factory=list)  # per window row: workflows ahead in the queue
    # per workflow: its rows' parts that change only when a task of it starts or ends
    # (observation._state_part), dropped then
    rows: dict[int, CachedRows] = field(default_factory=dict)
    running: dict[tuple[int, int], float] = field(default_factory=dict)
    running_of: dict[int, dict[int, float]] = field(default_factory=dict)
    open: set[int] = field(default_factory=set)
    arrived: int = 0
    finished: int = 0
    starts: int = 0
    idles: int = 0
    overflows: int = 0
    max_in_system: int = 0
    skipped: int = 0
    beyond: int = 0
    idled: bool = False
