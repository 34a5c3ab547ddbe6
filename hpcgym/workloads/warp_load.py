"""The warm-up load of the WARP testbed (lubrano2024 §5.1) as a generator on the ``WARP`` cluster.

§5.1 fits three independent models on 12,786 jobs of a 16-node x 36-core partition:

- **Inter-arrival**: exponential with rate λ ≈ 1.30e-3 /s (a job every ~12.8 min).
- **Nodes**: multinoulli over 1, 2, 3 or 4 whole nodes.
- **Walltime**: a two-component Gaussian mixture with means 12 and 60 min, at most 60 min.

The paper prints neither the multinoulli probabilities nor the mixture's weights and
deviations; the defaults below are our choice (Tables 2-4 show mostly 1- and 2-node
``sleep_job``s). A draw is rounded to whole minutes (§5.1 gives walltimes in minutes) and
clipped to [1, ``max_walltime_min``]. The jobs are ``sleep_job``s that run their request
(Table 4: one still running at 54 min), so ``runtime_fraction`` defaults to 1.0; a smaller
value makes every job end at that fraction of its walltime. More than
:data:`hpcgym.sizes.MAX_JOBS` jobs (``hours`` x ``rate``) is refused unless ``allow_large``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass

import numpy as np

from hpcgym.batch.cluster import WARP
from hpcgym.batch.job import Job
from hpcgym.batch.workload import Workload
from hpcgym.checks import flag, integer, number
from hpcgym.errors import InputTypeError, WorkflowError, WorkloadError
from hpcgym.sizes import check_jobs
from hpcgym.units import HOUR, MINUTE
from hpcgym.workflow import Task, Workflow

RATE = 1.30e-3
# lubrano2024 Table 5: LES ran 5:49 (WMS) and 8:04 (WARP) of its 15-min request, HPDA 44 s and
# 38 s of its 30 min; each step's ratio is the mean of its two runs
TABLE5_RUNTIME_RATIO: dict[str, float] = {
    "LES": (349 + 484) / 2 / 900,
    "HPDA": (44 + 38) / 2 / 1800,
}


@dataclass(slots=True, frozen=True)
class WarpLoadConfig:
    """Parameters of the §5.1 load; probabilities, weights and deviations are our choice."""

    hours: float = 4.0
    seed: int = 0
    rate: float = RATE
    # §5.1: multinoulli over 1..4 nodes, probabilities not printed (our choice)
    node_probs: tuple[float, float, float, float] = (0.40, 0.35, 0.15, 0.10)
    # §5.1: mixture means 12 and 60 min; weights and deviations not printed (our choice)
    means_min: tuple[float, float] = (12.0, 60.0)
    stds_min: tuple[float, float] = (4.0, 6.0)
    weights: tuple[float, float] = (0.6, 0.4)
    max_walltime_min: float = 60.0
    runtime_fraction: float = 1.0
    first_id: int = 1
    allow_large: bool = False

    def __post_init__(self) -> None:
        def bad(name: str, why: str) -> WorkloadError:
            return WorkloadError(f"WarpLoadConfig.{name}: {why}, got {getattr(self, name)!r}")

        w, err = "WarpLoadConfig", WorkloadError
        number(self.hours, f"{w}.hours", lo=0, lo_open=True, error=err)
        number(self.rate, f"{w}.rate", lo=0, lo_open=True, error=err)
        integer(self.seed, f"{w}.seed", lo=0, error=err)
        integer(self.first_id, f"{w}.first_id", lo=0, error=err)
        for name in ("max_walltime_min", "runtime_fraction"):
            number(getattr(self, name), f"{w}.{name}", error=err)
        for name in ("node_probs", "means_min", "stds_min", "weights"):
            values = getattr(self, name)
            if not isinstance(values, (tuple, list)):
                raise InputTypeError(f"{w}.{name} must be a tuple of numbers, got {values!r}")
            for x in values:
                number(x, f"{w}.{name}", error=err)
        check_jobs(
            f"{w}.hours",
            self.hours,
            self.hours * HOUR * self.rate,
            allow_large=flag(self.allow_large, f"{w}.allow_large"),
            error=err,
        )
        _probs(self.node_probs, 4, "node_probs", bad)
        _probs(self.weights, 2, "weights", bad)
        if len(self.means_min) != 2 or any(not m > 0 for m in self.means_min):
            raise bad("means_min", "must be two positive means in minutes")
        if len(self.stds_min) != 2 or any(not s >= 0 for s in self.stds_min):
            raise bad("stds_min", "must be two non-negative deviations in minutes")
        if not 1 <= self.max_walltime_min <= WARP.max_walltime / MINUTE:
            raise bad("max_walltime_min", "must be in [1, the cluster's limit] minutes")
        if not 0 < self.runtime_fraction <= 1:
            raise bad("runtime_fraction", "must be in (0, 1]")

    @property
    def mean_nodes(self) -> float:
        return float(np.dot(self.node_probs, np.arange(1, 5)))


def _probs(p: tuple[float, ...], n: int, name: str, bad: Callable[[str, str], Exception]) -> None:
    if len(p) != n or any(not x >= 0 for x in p) or not math.isclose(sum(p), 1.0, abs_tol=1e-9):
        raise bad(name, f"must be {n} non-negative probabilities summing to 1")


def generate(config: WarpLoadConfig = WarpLoadConfig()) -> Workload:
    """Jobs submitted over ``[0, hours)`` on ``WARP``, all drawn from ``default_rng(seed)``."""
    rng = np.random.default_rng(config.seed)
    horizon = int(config.hours * HOUR)
    # draw enough gaps at once, then cut at the horizon (deterministic per seed)
    n = int(horizon * config.rate * 1.5) + 50
    submits = np.floor(np.cumsum(rng.exponential(1.0 / config.rate, n))).astype(np.int64)
    while submits[-1] < horizon:
        more = np.floor(submits[-1] + np.cumsum(rng.exponential(1.0 / config.rate, n)))
        submits = np.concatenate([submits, more.astype(np.int64)])
    submits = submits[submits < horizon]
    k = len(submits)
    nodes = rng.choice(np.arange(1, 5), size=k, p=config.node_probs)
    comp = rng.choice(2, size=k, p=config.weights)
    draw = rng.normal(np.asarray(config.means_min)[comp], np.asarray(config.stds_min)[comp])
    wall_min = np.clip(np.rint(draw), 1, math.floor(config.max_walltime_min))
    walltime = (wall_min * MINUTE).astype(np.int64)
    runtime = np.maximum(1, np.floor(walltime * config.runtime_fraction)).astype(np.int64)
    jobs = [
        Job(
            config.first_id + i,
            int(submits[i]),
            int(nodes[i]) * WARP.cores_per_node,
            int(walltime[i]),
            int(runtime[i]),
        )
        for i in range(k)
    ]
    return Workload(jobs, WARP, name=f"warp-load-s{config.seed}", horizon=horizon)


def turbine(runtime_ratio: Mapping[str, float] | float = 1.0) -> Workflow:
    """Table 1's turbine workflow: LES 2 nodes 15 min -> HPDA 5 nodes 30 min, each running
    ``runtime_ratio`` of its request (default the request; Table 5's testbed:
    :data:`TABLE5_RUNTIME_RATIO`)."""
    node = WARP.cores_per_node
    wf = Workflow.from_tasks(
        "turbine",
        [Task("LES", 2 * node, 900, 900), Task("HPDA", 5 * node, 1800, 1800)],
        [("LES", "HPDA")],
    )
    return shortened(wf, runtime_ratio)


def shortened(wf: Workflow, runtime_ratio: Mapping[str, float] | float) -> Workflow:
    """``wf`` with each step running ``floor(walltime x ratio)`` s (at least 1), its request
    kept: one ratio for every step, or one per step id (steps not named keep their runtime)."""
    ratios = runtime_ratio if isinstance(runtime_ratio, Mapping) else {}
    if not isinstance(runtime_ratio, Mapping):
        number(runtime_ratio, "runtime_ratio", lo=0, lo_open=True, hi=1, error=WorkflowError)
        ratios = {t.id: float(runtime_ratio) for t in wf.tasks}
    unknown = set(ratios) - set(wf.graph)
    if unknown:
        raise WorkflowError(f"runtime_ratio: no step {sorted(unknown)} in workflow {wf.name}")
    for tid, r in ratios.items():
        number(r, f"runtime_ratio[{tid!r}]", lo=0, lo_open=True, hi=1, error=WorkflowError)
    if all(r == 1.0 for r in ratios.values()):
        return wf
    tasks = [
        Task(t.id, t.cores, t.walltime, max(1, math.floor(t.walltime * ratios[t.id])))
        if t.id in ratios and t.walltime
        else t
        for t in wf.tasks
    ]
    return Workflow.from_tasks(wf.name, tasks, wf.graph.edges)


def named_workflow(name: str) -> Workflow:
    """``turbine`` or a WoAS catalog workflow (:func:`hpcgym.workloads.catalog.get`)."""
    from hpcgym.workloads import catalog

    return turbine() if name.lower() == "turbine" else catalog.get(name)
