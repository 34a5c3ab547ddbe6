"""SR, SLoP(f), FES(depth) and BF: policies for a queue of workflows with unknown task runtimes.

ilyushkin2015 §III-D..G. All four scan the queue head first (§III-C); at its turn a workflow
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
reads only what :class:`hpcgym.tasks.taskqueue.TaskQueue` exposes: queue order, counts and
generation sizes, never runtimes.

**Readings.** The default is the text's own reading: the target is recomputed from
the *remaining* part at every decision (§III-B: "whenever a task of a WF completes, the LoP of
the remaining part of the WF has to be recomputed"; §III-D: "recomputes its LoP, keeps LoP
processors allocated to the WF, and releases any remaining processors"), a workflow may start
with fewer processors than its target (§III-D: "until the WF has LoP processors or until there
are no more available processors"), and a reserved idle processor serves only its workflow.
The alternatives below were measured against Table I and are kept as name suffixes; none of
them reproduces the paper's table (README, "Table I"):

- ``-whole``: the target of the whole workflow (its value at arrival), never recomputed.
- ``-arrival``: targets recomputed only when a workflow arrives (stale between arrivals).
- ``-static``: the token wave run once on the whole DAG; the target counts every task
  (completed or not) of the static generations from the first one not yet completed.
- ``-gang``: a workflow starts its first task only once it holds ``min(target, processors)``
  processors; the ones it collects meanwhile stay idle and nothing behind it runs (the
  strongest reading of §III-D's "executes a WF in the shortest possible time once it starts").
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from hpcgym.errors import InputError, UnknownNameError
from hpcgym.tasks.dag import TaskDag
from hpcgym.tasks.lop import exact_lop
from hpcgym.tasks.taskqueue import TaskQueue, TaskSchedule, WorkflowState, _template

Target = Callable[[TaskQueue, int, WorkflowState], int]

KINDS = ("sr", "slop", "fes", "bf")
# where the target comes from (see the module notes); "approx" is the paper's text
LOPS = ("approx", "exact", "whole", "arrival", "static")
STARTS = ("partial", "gang")


@dataclass(slots=True, frozen=True)
class TaskPolicy:
    """One of the four policies with its parameter (``f`` for SLoP, ``depth`` for FES)."""

    name: str
    kind: str
    f: float = 1.0
    depth: int = 0
    lop: str = "approx"
    start: str = "partial"

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise UnknownNameError(
                f"policy {self.name!r}: unknown kind {self.kind!r}; known: {', '.join(KINDS)}"
            )
        if not (0.0 <= self.f <= 1.0):
            raise InputError(
                f"policy {self.name!r}: SLoP scaling factor must be in [0, 1], got {self.f}"
            )
        if self.depth < 0:
            raise InputError(f"policy {self.name!r}: FES depth must be >= 0, got {self.depth}")
        if self.lop not in LOPS:
            raise InputError(
                f"policy {self.name!r}: lop must be one of {', '.join(LOPS)}, got {self.lop!r}"
            )
        if self.start not in STARTS:
            raise InputError(
                f"policy {self.name!r}: start must be 'partial' or 'gang', got {self.start!r}"
            )
        if self.kind == "bf" and (self.lop != "approx" or self.start != "partial"):
            raise InputError(
                f"policy {self.name!r}: BF reserves nothing, so it has no reading suffix"
            )
        if self.kind == "fes" and self.lop == "exact":
            raise InputError(f"task policy {self.name!r}: FES uses generations, not the exact LoP")

    @property
    def needs_generations(self) -> bool:
        return self.kind != "bf" and self.lop != "exact"

    @property
    def is_paper_text(self) -> bool:
        """The text's reading (§III): token-wave target of the remaining part, partial start."""
        return self.lop == "approx" and self.start == "partial"


_NAME = re.compile(
    r"^(sr|bf|slop(?P<f>[0-9]*\.?[0-9]+)|fes(?P<d>[0-9]+))"
    r"(?P<opts>(-(exact|whole|arrival|static|gang))*)$"
)


def parse(name: str | TaskPolicy) -> TaskPolicy:
    """``sr``, ``bf``, ``slop<f>`` (e.g. ``slop0.2``), ``fes<depth>`` (e.g. ``fes1``); a
    ``-exact`` suffix makes SR/SLoP use the exact LoP; ``-whole``, ``-arrival``, ``-static``
    and ``-gang`` select the alternative readings of the module notes (e.g. ``sr-whole``)."""
    if isinstance(name, TaskPolicy):
        return name
    m = _NAME.match(name.strip().lower())
    if not m:
        raise UnknownNameError(
            f"unknown task policy {name!r}; use sr, bf, slop<f> (e.g. "
            "slop0.2) or fes<depth> (e.g. fes1), optionally with -exact, "
            "-whole, -arrival, -static or -gang"
        )
    opts = [o for o in m["opts"].split("-") if o]
    lops = [o for o in opts if o != "gang"]
    if len(lops) > 1 or opts.count("gang") > 1:
        raise InputError(
            f"task policy {name!r}: at most one of -exact/-whole/-arrival/-static and one -gang"
        )
    lop = lops[0] if lops else "approx"
    if lop == "exact" and m["d"] is not None:
        raise InputError(f"task policy {name!r}: FES uses generations, not the exact LoP")
    start = "gang" if "gang" in opts else "partial"
    if m["f"] is not None:
        return TaskPolicy(name, "slop", f=float(m["f"]), lop=lop, start=start)
    if m["d"] is not None:
        return TaskPolicy(name, "fes", depth=int(m["d"]), lop=lop, start=start)
    return TaskPolicy(name, m[1], lop=lop, start=start)


def reservation_pass(sim: TaskQueue, target: Target, gang: bool = False) -> None:
    """Scan the queue head first: start waiting tasks on free processors, then reserve idle
    processors up to ``target(sim, w, state)`` held by the workflow (§III-D/E/F).

    A workflow that cannot get its target takes every free processor left, so nothing behind
    it runs (§III-D: "until the WF has LoP processors or until there are no more available
    processors"; the next WF is tried only "if any idle processors remain"). With ``gang`` a
    workflow that has not started yet starts only once ``min(target, processors)`` are free.
    """
    free = sim.free
    for w, s in sim.active.items():
        if gang and s.upos == 0:  # no task of w started yet
            t = target(sim, w, s)
            if free < (t if t < sim.processors else sim.processors):
                return
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


class _Readings:
    """Generation sizes per workflow under the ``whole`` / ``arrival`` / ``static`` readings.

    Bound to a task queue at its first decision (the first arrival, before any task ran; a
    workflow never seen by a callback falls back to its whole-DAG sizes), and re-bound when
    the scheduler is handed another queue."""

    def __init__(self, lop: str) -> None:
        self.lop = lop
        self.sim: TaskQueue | None = None
        self.snap: dict[int, list[int]] = {}
        self.left: dict[int, list[int]] = {}
        self.first: dict[int, int] = {}

    def bind(self, sim: TaskQueue) -> None:
        if sim is self.sim:
            return
        self.sim, self.snap, self.left, self.first = sim, {}, {}, {}
        if self.lop == "arrival":
            sim.subscribe("arrive", self._arrive)
        elif self.lop == "static":
            sim.subscribe("end", self._end)

    def _arrive(self, w: int) -> None:
        # every target in the queue is refreshed when a workflow arrives
        assert self.sim is not None  # subscribed by bind
        for v, s in self.sim.active.items():
            assert s.hist is not None  # LoP readings run with generation tracking
            self.snap[v] = list(s.hist)

    def _end(self, w: int, i: int) -> None:
        assert self.sim is not None  # subscribed by bind
        left = self.left.get(w)
        if left is None:
            left = self.left[w] = list(_template(self.sim.dags[w])[2])
        left[_template(self.sim.dags[w])[0][i]] -= 1

    def sizes(self, sim: TaskQueue, w: int, s: WorkflowState) -> list[int]:
        dag = sim.dags[w]
        gen, _, full = _template(dag)
        if self.lop == "whole":
            return full
        if self.lop == "arrival":
            return self.snap.get(w, full)
        # static: first static generation with a task not completed (artificial tasks
        # complete without an ``end`` event, hence the check on ``done``)
        left = self.left.get(w, full)
        arts = dag._cache.get("artificial")
        if arts is None:
            arts = dag._cache["artificial"] = [i for i, a in enumerate(dag.artificial) if a]
        g = self.first.get(w, 0)
        while g < len(full):
            if left[g] - sum(1 for i in arts if gen[i] == g and s.done[i]) > 0:
                break
            g += 1
        self.first[w] = g
        return full[g:]


def make_scheduler(policy: str | TaskPolicy) -> Callable[[TaskQueue], None]:
    """The function the task queue calls at each decision."""
    p = parse(policy)
    if p.kind == "bf":
        return backfill
    f = 1.0 if p.kind == "sr" else p.f

    def scaled(x: int) -> int:
        # rounded up; the epsilon keeps 0.2 * 5 at 1 despite binary fractions
        return x if f == 1.0 else math.ceil(f * x - 1e-9)

    target: Target
    readings: _Readings | None = None
    if p.lop in ("whole", "arrival", "static"):
        readings = _Readings(p.lop)
        depth = p.depth + 1
        r = readings

        def target(sim: TaskQueue, w: int, s: WorkflowState) -> int:
            h = r.sizes(sim, w, s)
            return max(h[:depth], default=0) if p.kind == "fes" else scaled(max(h, default=0))
    elif p.kind == "fes":
        depth = p.depth + 1

        def target(sim: TaskQueue, w: int, s: WorkflowState) -> int:
            assert s.hist is not None  # fes runs with generation tracking
            return max(s.hist[:depth])
    elif p.lop == "exact":
        width = _ExactLoP()

        def target(sim: TaskQueue, w: int, s: WorkflowState) -> int:
            return scaled(width(sim, w, s))
    elif f == 1.0:

        def target(sim: TaskQueue, w: int, s: WorkflowState) -> int:
            return s.lop
    else:

        def target(sim: TaskQueue, w: int, s: WorkflowState) -> int:
            return scaled(s.lop)

    gang = p.start == "gang"

    def scheduler(sim: TaskQueue) -> None:
        if readings is not None:
            readings.bind(sim)
        reservation_pass(sim, target, gang)

    return scheduler


def simulate(
    dags: Sequence[TaskDag],
    arrivals: Sequence[float] | np.ndarray,
    policy: str | TaskPolicy = "bf",
    processors: int = 100,
    seed: int | Sequence[int] | None = None,
    max_active: int | None = None,
    record_tasks: bool = False,
) -> TaskSchedule:
    """Run the workflows under a native policy and return what happened."""
    p = parse(policy)
    sim = TaskQueue(
        dags,
        arrivals,
        processors,
        seed,
        track_generations=p.needs_generations,
        max_active=max_active,
        record_tasks=record_tasks,
    )
    return sim.run(make_scheduler(p), p.name)


def empty_makespan(
    dag: TaskDag, processors: int = 100, seed: int | Sequence[int] | None = None
) -> float:
    """T'_m (§II): the workflow's makespan alone on ``processors`` processors."""
    if dag.n_real <= processors:
        return dag.critical_path()
    s = simulate([dag], [0.0], "bf", processors, seed)
    return float(s.finish[0] - s.first_start[0])
