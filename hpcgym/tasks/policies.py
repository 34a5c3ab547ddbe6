"""SR, SLoP(f), FES(depth) and BF: policies for a queue of workflows with unknown task runtimes.

Paper 003 §III-D..G. All four scan the queue head first (§III-C); at its turn a workflow
first gets as many of its waiting tasks started as there are unreserved free processors (each
task drawn at random from its eligible set, §III-C), then keeps idle processors reserved until
it holds ``target`` processors (running plus reserved); reservations are recomputed from
scratch at every decision, so a workflow whose target drops releases the rest (§III-D). The
policies differ only in the target:

- **SR** (§III-D): the LoP of the workflow's remaining part.
- **SLoP(f)** (§III-E): ``f * LoP``, rounded up (the paper leaves fractional targets open; a
  workflow with ``f > 0`` thus always keeps at least one processor); SLoP(1) is SR.
- **FES(depth)** (§III-F): the largest eligible set of generations 0..depth; FES(0) is BF.
- **BF** (§III-G): no reservation, every free processor goes to the earliest workflow with a
  waiting task; SLoP(0) = FES(0) = BF.

The LoP is the token-wave approximation (§III-B), as in the paper; ``lop="exact"`` uses the
exact width instead (slow; it is what makes SR's no-delay guarantee hold exactly). A policy
reads only what :class:`hpcgym.tasks.engine.TaskQueue` exposes: queue order, counts and
generation sizes, never runtimes.
"""
from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from hpcgym.tasks.lop import exact_lop
from hpcgym.tasks.dag import TaskDag
from hpcgym.tasks.engine import TaskQueue, TaskSchedule, WorkflowState

Target = Callable[[TaskQueue, int, WorkflowState], int]

KINDS = ("sr", "slop", "fes", "bf")


@dataclass(slots=True, frozen=True)
class TaskPolicy:
    """One of the four policies with its parameter (``f`` for SLoP, ``depth`` for FES)."""

    name: str
    kind: str
    f: float = 1.0
    depth: int = 0
    lop: str = "approx"

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"policy {self.name!r}: unknown kind {self.kind!r}; known: "
                             f"{', '.join(KINDS)}")
        if not (0.0 <= self.f <= 1.0):
            raise ValueError(f"policy {self.name!r}: SLoP scaling factor must be in [0, 1], "
                             f"got {self.f}")
        if self.depth < 0:
            raise ValueError(f"policy {self.name!r}: FES depth must be >= 0, got {self.depth}")
        if self.lop not in ("approx", "exact"):
            raise ValueError(f"policy {self.name!r}: lop must be 'approx' or 'exact', got "
                             f"{self.lop!r}")

    @property
    def needs_generations(self) -> bool:
        return self.kind != "bf" and self.lop == "approx"


_NAME = re.compile(r"^(sr|bf|slop(?P<f>[0-9]*\.?[0-9]+)|fes(?P<d>[0-9]+))(?P<exact>-exact)?$")


def parse(name: str | TaskPolicy) -> TaskPolicy:
    """``sr``, ``bf``, ``slop<f>`` (e.g. ``slop0.2``), ``fes<depth>`` (e.g. ``fes1``); a
    ``-exact`` suffix makes SR/SLoP use the exact LoP."""
    if isinstance(name, TaskPolicy):
        return name
    m = _NAME.match(name.strip().lower())
    if not m:
        raise ValueError(f"unknown task policy {name!r}; use sr, bf, slop<f> (e.g. slop0.2) or "
                         "fes<depth> (e.g. fes1), optionally with -exact")
    lop = "exact" if m["exact"] else "approx"
    if m["f"] is not None:
        return TaskPolicy(name, "slop", f=float(m["f"]), lop=lop)
    if m["d"] is not None:
        if lop == "exact":
            raise ValueError(f"task policy {name!r}: FES uses generations, not the exact LoP")
        return TaskPolicy(name, "fes", depth=int(m["d"]))
    return TaskPolicy(name, m[1], lop=lop)


def reservation_pass(sim: TaskQueue, target: Target) -> None:
    """Scan the queue head first: start waiting tasks on free processors, then reserve idle
    processors up to ``target(sim, w, state)`` held by the workflow (§III-D/E/F)."""
    free = sim.free
    for w, s in sim.active.items():
        k = len(s.wait)
        if k:
            m = k if k < free else free
            sim.start_random(w, m)
            free -= m
            if not free:
                return
        need = target(sim, w, s) - s.running
        if need > 0:
            free -= need if need < free else free
            if not free:
                return


def backfill(sim: TaskQueue) -> None:
    """BF (§III-G): every free processor to the earliest workflow with a waiting task."""
    while sim.free:
        w = sim.first_ready()
        if w is None:
            return
        k = sim.waiting(w)
        sim.start_random(w, k if k < sim.free else sim.free)


class _ExactLoP:
    """Exact width of a workflow's remaining part, recomputed after each of its completions."""

    def __init__(self) -> None:
        self.cache: dict[int, tuple[int, int]] = {}

    def __call__(self, sim: TaskQueue, w: int, s: WorkflowState) -> int:
        hit = self.cache.get(w)
        if hit is None or hit[0] != s.left:
            done = [i for i, d in enumerate(s.done) if d]
            hit = self.cache[w] = (s.left, exact_lop(sim.dags[w], done))
        return hit[1]


def make_scheduler(policy: str | TaskPolicy) -> Callable[[TaskQueue], None]:
    """The function the task queue calls at each decision."""
    p = parse(policy)
    if p.kind == "bf":
        return backfill
    target: Target
    if p.kind == "fes":
        depth = p.depth + 1

        def target(sim: TaskQueue, w: int, s: WorkflowState) -> int:
            return max(s.hist[:depth])
    elif p.lop == "exact":
        width = _ExactLoP()
        f = 1.0 if p.kind == "sr" else p.f

        def target(sim: TaskQueue, w: int, s: WorkflowState) -> int:
            return math.ceil(f * width(sim, w, s) - 1e-9)
    elif p.kind == "sr" or p.f == 1.0:
        def target(sim: TaskQueue, w: int, s: WorkflowState) -> int:
            return s.lop
    else:
        f = p.f

        def target(sim: TaskQueue, w: int, s: WorkflowState) -> int:
            # rounded up; the epsilon keeps 0.2 * 5 at 1 despite binary fractions
            return math.ceil(f * s.lop - 1e-9)

    def scheduler(sim: TaskQueue) -> None:
        reservation_pass(sim, target)

    return scheduler


def simulate(dags: Sequence[TaskDag], arrivals: Sequence[float] | np.ndarray,
             policy: str | TaskPolicy = "bf", processors: int = 100, seed: int | None = None,
             max_active: int | None = None, record_tasks: bool = False) -> TaskSchedule:
    """Run the workflows under a native policy and return what happened."""
    p = parse(policy)
    sim = TaskQueue(dags, arrivals, processors, seed, track_generations=p.needs_generations,
                    max_active=max_active, record_tasks=record_tasks)
    return sim.run(make_scheduler(p), p.name)


def empty_makespan(dag: TaskDag, processors: int = 100, seed=None) -> float:
    """T'_m (§II): the workflow's makespan alone on ``processors`` processors."""
    if dag.n_real <= processors:
        return dag.critical_path()
    s = simulate([dag], [0.0], "bf", processors, seed)
    return float(s.finish[0] - s.first_start[0])
