"""Episodes of ``hpcgym/TaskDispatch-v0``: workflows of ilyushkin2015's workloads arriving as a
Poisson process at a target load, or workflows given by ``reset(options=...)``.

A drawn episode comes from one generator seed (the split's range, :func:`generator_seed`):
the DAGs, the arrival gaps, the task-choice seed and the empty-system makespans are all drawn
from generators seeded by it, so only ``rng`` is drawn from, once per episode.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from hpcgym.envs.common import kwargs
from hpcgym.envs.common.episodes import check_split, generator_seed
from hpcgym.envs.task_dispatch.types import TaskEpisode
from hpcgym.errors import EnvArgumentError, InputTypeError
from hpcgym.tasks.dag import TaskDag
from hpcgym.tasks.policies import empty_makespan
from hpcgym.workloads.hypergamma import PAPER
from hpcgym.workloads.scientific import paper_workload

GIVEN = "given"  # the workload name of an episode given by reset(options={"dags": ...})
#: A target offered load: one value, or a ``(low, high)`` range drawn from per episode.
Utilization = float | tuple[float, float] | list[float]


@dataclass(slots=True, frozen=True)
class TaskEpisodes:
    """``workflows`` workflows of ``paper_workload(workload)`` on ``processors`` processors at
    an offered load drawn uniformly in ``utilization = (low, high)``, from ``split``'s seeds."""

    workload: str
    workflows: int
    utilization: tuple[float, float]
    processors: int
    split: str = "all"
    allow_large: bool = False

    def __post_init__(self) -> None:
        check_split(self.split, "TaskDispatchEnv")

    def draw(self, rng: np.random.Generator, episode: int | None = None) -> TaskEpisode:
        """A random episode of the split, or its ``episode``-th (the same whatever ``rng``;
        a load range is then drawn from the episode's seed)."""
        lo, hi = self.utilization
        if episode is None:
            rho = float(rng.uniform(lo, hi)) if hi > lo else lo
            seed = generator_seed(rng, self.split)
        else:
            seed = generator_seed(rng, self.split, episode)
            rho = float(np.random.default_rng([seed, 4]).uniform(lo, hi)) if hi > lo else lo
        return self.generate(seed, rho)

    def generate(self, seed: int, rho: float) -> TaskEpisode:
        """The episode of generator seed ``seed`` at offered load ``rho``."""
        n, P = self.workflows, self.processors
        dags = paper_workload(
            self.workload, n, np.random.default_rng([seed, 0]), allow_large=self.allow_large
        )
        gaps = np.random.default_rng([seed, 1]).exponential(1.0, n)
        arr = np.cumsum(gaps * (PAPER.mean / (rho * P)))
        arr -= arr[0]
        empty = np.array([empty_makespan(d, P, [seed, 3, k]) for k, d in enumerate(dags)])
        return TaskEpisode(dags, arr, [seed, 2], empty, rho, seed, self.workload)


def given_episode(
    rng: np.random.Generator, options: Mapping[str, Any], processors: int
) -> TaskEpisode:
    """The episode of ``reset(options={"dags": [...], "arrivals": [...], "task_seed": s})``
    (without ``task_seed``, one is drawn from ``rng``)."""
    if "dags" not in options:
        raise EnvArgumentError(
            "TaskDispatchEnv.reset: options 'arrivals' and 'task_seed' go "
            "with options 'dags' (the workflows to replay)"
        )
    if "arrivals" not in options:
        raise EnvArgumentError(
            "TaskDispatchEnv.reset: options 'dags' needs options "
            "'arrivals' (one arrival time per workflow)"
        )
    if options.get("episode") is not None:
        raise EnvArgumentError(
            "TaskDispatchEnv.reset: options 'episode' and 'dags' exclude "
            "each other (an episode index picks generated workflows)"
        )
    where = "TaskDispatchEnv.reset"
    raw = options["dags"]
    if isinstance(raw, (str, bytes)) or not hasattr(raw, "__iter__"):
        raise InputTypeError(f"{where}: options['dags'] must be a list of TaskDag, got {raw!r:.60}")
    dags = list(raw)
    bad = next((k for k, d in enumerate(dags) if not isinstance(d, TaskDag)), None)
    if bad is not None:
        raise InputTypeError(
            f"{where}: options['dags'][{bad}] must be a TaskDag, got {type(dags[bad]).__name__}"
        )
    if not dags:
        raise EnvArgumentError(f"{where}: options['dags'] holds no workflow")
    times = options["arrivals"]
    if isinstance(times, (str, bytes)) or not hasattr(times, "__iter__"):
        raise InputTypeError(
            f"{where}: options['arrivals'] must be a list of times, got {times!r:.60}"
        )
    arr = np.array(
        [kwargs.real(where, f"options['arrivals'][{k}]", t, lo=0) for k, t in enumerate(times)],
        float,
    )
    if arr.shape != (len(dags),):
        raise EnvArgumentError(
            f"{where}: options 'arrivals' must give one time "
            f"per workflow of 'dags' ({len(dags)}), got shape {arr.shape}"
        )
    seed = options.get("task_seed")
    if seed is None:
        seed = int(rng.integers(0, 2**31))
    else:
        seed = kwargs.count(where, "options['task_seed']", seed, lo=0)
    empty = np.array([empty_makespan(d, processors, [0, 3, k]) for k, d in enumerate(dags)])
    return TaskEpisode(dags, arr, seed, empty, math.nan, None, GIVEN)


def wants_given(options: Mapping[str, Any]) -> bool:
    """Whether ``reset``'s options give the workflows rather than ask for a drawn episode."""
    return any(k in options for k in ("dags", "arrivals", "task_seed"))


def load_range(utilization: Utilization) -> tuple[float, float]:
    """``utilization`` as a checked ``(low, high)`` range of offered loads within (0, 1]."""
    values = utilization if isinstance(utilization, (list, tuple)) else (utilization,) * 2
    for u in values:
        if isinstance(u, bool) or not isinstance(u, numbers.Real):
            raise InputTypeError(
                f"TaskDispatchEnv: utilization must be a number or a (low, high) pair of "
                f"numbers, got {utilization!r:.60}"
            )
    rho = tuple(float(u) for u in values)
    if len(rho) != 2 or not 0 < rho[0] <= rho[1] <= 1:
        raise EnvArgumentError(
            f"TaskDispatchEnv: utilization (the offered load) must be in "
            f"(0, 1], or a (low, high) range within it, got {utilization!r}"
        )
    return rho
