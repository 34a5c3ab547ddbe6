"""Task-level event simulator of a queue of workflows on single-processor nodes (ilyushkin2015).

The simulation contract (:class:`hpcgym.engine.Simulation`), one level down from
:class:`hpcgym.batch.simulator.Simulator`: :meth:`TaskQueue.advance` runs events until a
decision is due, and a scheduler (a native policy of
:mod:`hpcgym.tasks.policies`, or an agent through an env) then calls :meth:`TaskQueue.start` /
:meth:`TaskQueue.start_random` for as many eligible tasks as it wants, possibly none (leaving
processors idle is how a policy reserves them).

- **Queue** (§III-C): workflows enter at their arrival time in arrival order and leave when
  their last task completes; :attr:`TaskQueue.active` iterates them head first.
- **Events** at one timestamp: task completions (ties by workflow, then task index), then
  arrivals (ties by workflow index). A decision is due at a timestamp with events when a
  processor is free and some eligible task waits (§III-C: the scheduler runs when a task
  completes or a workflow arrives).
- **Artificial tasks** (the zero-runtime entry/exit of §II) complete the moment they become
  eligible, without a processor or a decision.
- **What a scheduler sees**: the queue order, per workflow the waiting and running counts and
  the generation sizes of its remaining part (the LoP of §III-B, kept up to date at every
  completion in O(changes)), never task runtimes: those live in private state.
- **Task choice**: within a workflow, :meth:`TaskQueue.pick` draws a waiting task uniformly
  (§III-C) from uniforms drawn for the workflow at its arrival from the episode's seeded
  ``numpy.random.Generator``, so a workflow's own draws do not depend on the others.
- **Time** is float seconds: normalised task runtimes are often below a second (§IV).
"""

from __future__ import annotations

import heapq
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from hpcgym.engine import SCHEDULING_PASS, Observable, SimulationError, Stop
from hpcgym.errors import InputTypeError, WorkflowError
from hpcgym.tasks.dag import TaskDag


class TaskQueueError(SimulationError):
    """A scheduler asked for something impossible (start a task that is not waiting)."""


class WorkflowState:
    """State of one workflow in the queue; task indices are the DAG's. Read-only for
    schedulers: ``wait`` (waiting eligible tasks), ``running``, ``hist`` (generation sizes of
    the remaining part, trailing zeros allowed; None without generation tracking), ``lop``
    (max of ``hist``), ``done`` (per task), ``left`` (tasks not completed). No runtimes."""

    __slots__ = (
        "kids",
        "pars",
        "art",
        "npar",
        "done",
        "gen",
        "atmax",
        "hist",
        "lop",
        "wait",
        "running",
        "left",
        "uni",
        "upos",
        "start",
        "end",
    )
    kids: tuple[tuple[int, ...], ...]
    pars: tuple[tuple[int, ...], ...]
    art: tuple[bool, ...]
    npar: list[int]
    done: list[bool]
    gen: list[int]
    atmax: list[int]
    hist: list[int] | None
    lop: int
    wait: list[int]
    running: int
    left: int
    uni: list[float]
    upos: int
    start: list[float] | None
    end: list[float] | None


# The state of a workflow not in the queue (not yet arrived, or completed): no attribute set,
# so reading one raises AttributeError.
_ABSENT = WorkflowState()


def _template(dag: TaskDag) -> tuple[list[int], list[int], list[int]]:
    """Generations (§III-B) of the full DAG, parents at the maximal generation, histogram."""
    t = dag._cache.get("taskqueue")
    if t is None:
        n = len(dag)
        gen, atmax = [0] * n, [0] * n
        for i, ps in enumerate(dag.parents):
            g = c = 0
            for p in ps:
                gp = gen[p] + 1
                if gp > g:
                    g, c = gp, 1
                elif gp == g:
                    c += 1
            gen[i], atmax[i] = g, c
        hist = [0] * (max(gen) + 1)
        for g in gen:
            hist[g] += 1
        t = dag._cache["taskqueue"] = (gen, atmax, hist)
    return t


@dataclass(slots=True)
class TaskSchedule:
    """What a run produced. Times in seconds; NaN for what did not happen (aborted run).
    ``task_start`` / ``task_end`` (with ``record_tasks``): per workflow, None if it never
    arrived."""

    dags: Sequence[TaskDag]
    policy: str
    processors: int
    arrival: np.ndarray
    first_start: np.ndarray
    finish: np.ndarray
    queue_at_arrival: np.ndarray
    busy: float
    end_time: float
    aborted: bool
    wall_s: float
    task_start: list[list[float] | None] | None = None
    task_end: list[list[float] | None] | None = None

    @property
    def wait(self) -> np.ndarray:
        """T_w: arrival to the start of the first (real) task (§II)."""
        return self.first_start - self.arrival

    @property
    def makespan(self) -> np.ndarray:
        """T_m: start of the first task to completion of the last (§II)."""
        return self.finish - self.first_start

    @property
    def response(self) -> np.ndarray:
        """T_r = T_w + T_m (§II)."""
        return self.finish - self.arrival


class TaskQueue(Observable):
    """State of ``processors`` single-processor nodes and a queue of arriving workflows.

    ``arrivals`` (seconds, non-decreasing) pairs with ``dags``; :meth:`submit` appends one
    while running. Event handlers (:meth:`subscribe`) get ``(w,)`` on a workflow's
    ``arrive`` and ``(w, task)`` on a task's ``start`` and ``end``. ``seed`` seeds the episode's
    task-choice generator. ``track_generations`` keeps the generation histogram of every
    workflow (needed by SR/SLoP/FES; BF can switch it off for speed). ``max_active`` aborts
    the run (``aborted``) once more workflows than that are in the system. ``record_tasks``
    keeps every task's start and end.
    """

    def __init__(
        self,
        dags: Sequence[TaskDag],
        arrivals: Sequence[float] | np.ndarray,
        processors: int = 100,
        seed: int | Sequence[int] | np.random.Generator | None = None,
        *,
        track_generations: bool = True,
        max_active: int | None = None,
        record_tasks: bool = False,
    ) -> None:
        n = len(dags)
        if len(arrivals) != n:
            raise WorkflowError(f"task queue: {n} workflows but {len(arrivals)} arrival times")
        if not isinstance(processors, int) or processors <= 0:
            raise WorkflowError(
                f"task queue: processors must be a positive integer, got {processors!r}"
            )
        arr = [float(a) for a in arrivals]
        for k, a in enumerate(arr):
            if not math.isfinite(a) or a < 0:
                raise WorkflowError(
                    f"task queue: workflow #{k} ({dags[k].name!r}) has arrival "
                    f"time {a!r}; arrival times must be finite and >= 0"
                )
            if k and a < arr[k - 1]:
                raise WorkflowError(
                    f"task queue: arrival times must be non-decreasing; workflow "
                    f"#{k} ({dags[k].name!r}) arrives at {a} before workflow "
                    f"#{k - 1} at {arr[k - 1]}"
                )
        for k, d in enumerate(dags):
            if not isinstance(d, TaskDag):
                raise InputTypeError(
                    f"task queue: workflow #{k} is {type(d).__name__}, not a "
                    "TaskDag (convert a Workflow with TaskDag.from_workflow)"
                )
        self._init_handlers()
        self.dags = list(dags)
        self.n = n
        self.processors = processors
        self.free = processors
        self.rng = np.random.default_rng(seed)
        self.track = track_generations
        self.max_active = max_active
        self.record = record_tasks
        self.arrival = arr
        self.first_start = [math.nan] * n
        self.finish = [math.nan] * n
        self.queue_at_arrival = [0] * n
        self.now = arr[0] if n else 0.0
        # workflows in the queue, head first, with their state
        self.active: dict[int, WorkflowState] = {}
        self.n_waiting = 0
        self.finished = 0
        self.busy = 0.0
        self.aborted = False
        self.ready: list[int] = []  # heap of workflows that may have waiting tasks (lazy)
        self._wf: list[WorkflowState] = [_ABSENT] * n
        self._ends: list[tuple[float, int, int]] = []
        self._next = 0
        self._starts: list[list[float] | None] = [None] * n
        self._endt: list[list[float] | None] = [None] * n

    # -- events -----------------------------------------------------------------------------

    def advance(self, until: float | None = None) -> Stop | None:
        """Run events until a decision is due (a scheduling pass); None once every workflow
        has completed (or the run was aborted by ``max_active``), or when the next event is
        after ``until``."""
        ends = self._ends
        arr = self.arrival
        n = self.n
        inf = math.inf
        while True:
            t = ends[0][0] if ends else inf
            nxt = self._next
            if nxt < n and arr[nxt] < t:
                t = arr[nxt]
            if t == inf or (until is not None and t > until):
                return None
            self.now = t
            while ends and ends[0][0] == t:
                _, w, i = heapq.heappop(ends)
                self._complete(w, i)
            while nxt < n and arr[nxt] == t:
                self._arrive(nxt)
                nxt += 1
            self._next = nxt
            if self.max_active is not None and len(self.active) > self.max_active:
                self.aborted = True
                return None
            if self.free and self.n_waiting:
                return SCHEDULING_PASS

    def submit(self, dag: TaskDag, arrival: float) -> int:
        """Add a workflow arriving at ``arrival`` (no earlier than now or the last arrival)
        while running; returns its index."""
        last = self.arrival[-1] if self.n else 0.0
        if not isinstance(dag, TaskDag):
            raise InputTypeError(f"task queue: submit takes a TaskDag, not {type(dag).__name__}")
        if not math.isfinite(arrival) or arrival < max(self.now, last):
            raise TaskQueueError(
                f"t={self.now}: workflow {dag.name!r} submitted at {arrival}, "
                f"before now or the last arrival ({last})"
            )
        w = self.n
        self.n += 1
        self.dags.append(dag)
        self.arrival.append(float(arrival))
        self.first_start.append(math.nan)
        self.finish.append(math.nan)
        self.queue_at_arrival.append(0)
        self._wf.append(_ABSENT)
        self._starts.append(None)
        self._endt.append(None)
        return w

    def _arrive(self, w: int) -> None:
        dag = self.dags[w]
        gen, atmax, hist = _template(dag)
        s = WorkflowState()
        s.kids = dag.children
        s.pars = dag.parents
        s.art = dag.artificial
        s.npar = [len(ps) for ps in dag.parents]
        nt = len(dag)
        s.done = [False] * nt
        s.gen = list(gen)
        s.atmax = list(atmax)
        s.hist = list(hist) if self.track else None
        s.lop = max(hist) if self.track else -1
        s.wait = []
        s.running = 0
        s.left = nt
        s.uni = self.rng.random(dag.n_real).tolist()
        s.upos = 0
        s.start = [math.nan] * nt if self.record else None
        s.end = [math.nan] * nt if self.record else None
        self._starts[w], self._endt[w] = s.start, s.end
        self._wf[w] = s
        self.queue_at_arrival[w] = len(self.active)
        self.active[w] = s
        if self._on_arrive:
            for cb in self._on_arrive:
                cb(w)
        for i in [i for i in range(nt) if not s.npar[i]]:  # entries, before any cascade
            self._eligible(w, s, i)

    def _eligible(self, w: int, s: WorkflowState, i: int) -> None:
        if s.art[i]:
            start, end = s.start, s.end
            if start is not None and end is not None:
                start[i] = end[i] = self.now
            self._done(w, s, i)
            return
        s.wait.append(i)
        self.n_waiting += 1
        if len(s.wait) == 1:
            heapq.heappush(self.ready, w)

    def _complete(self, w: int, i: int) -> None:
        s = self._wf[w]
        self.free += 1
        s.running -= 1
        if s.end is not None:
            s.end[i] = self.now
        if self._on_end:
            for cb in self._on_end:
                cb(w, i)
        self._done(w, s, i)

    def _done(self, w: int, s: WorkflowState, i: int) -> None:
        s.done[i] = True
        s.left -= 1
        npar = s.npar
        hist = s.hist
        if hist is not None:
            gen, atmax = s.gen, s.atmax
            hist[0] -= 1
            for c in s.kids[i]:
                npar[c] -= 1
                if gen[c] == 1:
                    atmax[c] -= 1
                    if not atmax[c]:
                        self._regen(s, hist, c)
                if not npar[c]:
                    self._eligible(w, s, c)
            s.lop = max(hist)
        else:
            for c in s.kids[i]:
                npar[c] -= 1
                if not npar[c]:
                    self._eligible(w, s, c)
        if not s.left and w in self.active:
            self.finish[w] = self.now
            self.finished += 1
            del self.active[w]
            self._wf[w] = _ABSENT

    @staticmethod
    def _regen(s: WorkflowState, hist: list[int], c: int) -> None:
        """Recompute the generation of ``c`` after it lost its last parent at the maximal
        generation, and of the descendants this lowers (each generation only decreases);
        ``hist`` is ``s.hist``."""
        gen, atmax, done, pars, kids = s.gen, s.atmax, s.done, s.pars, s.kids
        stack = [c]
        while stack:
            x = stack.pop()
            old = gen[x]
            new = cnt = 0
            for p in pars[x]:
                if not done[p]:
                    gp = gen[p] + 1
                    if gp > new:
                        new, cnt = gp, 1
                    elif gp == new:
                        cnt += 1
            gen[x] = new
            atmax[x] = cnt
            hist[old] -= 1
            hist[new] += 1
            nxt = old + 1
            for u in kids[x]:
                if gen[u] == nxt:
                    atmax[u] -= 1
                    if not atmax[u]:
                        stack.append(u)

    # -- what a scheduler may read ----------------------------------------------------------

    @property
    def arrived(self) -> int:
        """Workflows that have arrived so far (the first ``arrived`` of ``dags``)."""
        return self._next

    def waiting(self, w: int) -> int:
        """Eligible tasks of active workflow ``w`` that have not started."""
        return len(self._wf[w].wait)

    def running(self, w: int) -> int:
        return self._wf[w].running

    def eligible(self, w: int) -> int:
        """Size of the eligible set (§III-A): running plus waiting tasks."""
        s = self._wf[w]
        return s.running + len(s.wait)

    def waiting_tasks(self, w: int) -> list[int]:
        """Task indices (into ``dags[w]``) of the waiting tasks, in the order they became
        eligible (swap-removal reorders them after a start)."""
        return list(self._wf[w].wait)

    def generation_sizes(self, w: int) -> list[int]:
        """``[|generation 0|, |generation 1|, ...]`` of the remaining part of ``w`` (§III-A)."""
        h = list(self._hist(w))
        while h and not h[-1]:
            h.pop()
        return h

    def lop(self, w: int) -> int:
        """Token-wave LoP of the remaining part of ``w`` (§III-B)."""
        self._need_track()
        return self._wf[w].lop

    def fes(self, w: int, depth: int) -> int:
        """Largest eligible set of generations 0..depth of ``w`` (§III-F)."""
        return max(self._hist(w)[: depth + 1])

    def completed_tasks(self, w: int) -> list[int]:
        """Indices of the completed tasks of active workflow ``w``."""
        return [i for i, d in enumerate(self._wf[w].done) if d]

    def first_ready(self) -> int | None:
        """The earliest-arrived workflow with a waiting task, or None."""
        ready, wf = self.ready, self._wf
        while ready:
            s = wf[ready[0]]
            if s is not _ABSENT and s.wait:
                return ready[0]
            heapq.heappop(ready)
        return None

    def _need_track(self) -> None:
        if not self.track:
            raise TaskQueueError("this task queue was built with track_generations=False")

    def _hist(self, w: int) -> list[int]:
        """The generation histogram of ``w``; raises without generation tracking."""
        self._need_track()
        hist = self._wf[w].hist
        assert hist is not None  # tracked: every arrived workflow has a histogram
        return hist

    # -- actions ----------------------------------------------------------------------------

    def pick(self, w: int) -> int:
        """A waiting task of ``w`` chosen uniformly with the workflow's next draw (§III-C)."""
        s = self._wf[w]
        if s is _ABSENT or not s.wait:
            raise TaskQueueError(f"t={self.now}: workflow #{w} has no waiting task")
        return s.wait[int(s.uni[s.upos] * len(s.wait))]

    def start(self, w: int, task: int) -> None:
        """Start waiting task ``task`` of workflow ``w`` now on a free processor."""
        s = self._wf[w] if 0 <= w < self.n else _ABSENT
        if s is _ABSENT:
            raise TaskQueueError(f"t={self.now}: workflow #{w} is not in the queue")
        if not self.free:
            raise TaskQueueError(f"t={self.now}: no free processor for workflow #{w}")
        try:
            k = s.wait.index(task)
        except ValueError:
            raise TaskQueueError(
                f"t={self.now}: task {task!r} of workflow #{w} "
                f"({self.dags[w].name!r}) is not waiting"
            ) from None
        self._start(w, s, k)

    def start_random(self, w: int, count: int = 1) -> None:
        """Start ``count`` waiting tasks of ``w``, each drawn by :meth:`pick`."""
        s = self._wf[w]
        if s is _ABSENT or count > len(s.wait) or count > self.free:
            raise TaskQueueError(f"t={self.now}: cannot start {count} tasks of workflow #{w}")
        for _ in range(count):
            self._start(w, s, int(s.uni[s.upos] * len(s.wait)))

    def _start(self, w: int, s: WorkflowState, k: int) -> None:
        wait = s.wait
        i = wait[k]
        wait[k] = wait[-1]
        wait.pop()
        s.upos += 1
        s.running += 1
        self.n_waiting -= 1
        self.free -= 1
        now = self.now
        if s.running == 1 and math.isnan(self.first_start[w]):
            self.first_start[w] = now
        if s.start is not None:
            s.start[i] = now
        d = self.dags[w].runtime[i]
        self.busy += d
        heapq.heappush(self._ends, (now + d, w, i))
        if self._on_start:
            for cb in self._on_start:
                cb(w, i)

    # -- running to the end ------------------------------------------------------------------

    def run(
        self,
        scheduler: Callable[[TaskQueue], None],
        name: str = "",
        progress: Callable[[int], None] | None = None,
        until: float | None = None,
    ) -> TaskSchedule:
        """Advance to the end (or to time ``until``, leaving later work undone), calling
        ``scheduler(self)`` at each decision and ``progress(finished)`` now and then."""
        t0 = time.perf_counter()
        if progress is None:
            while self.advance(until):
                scheduler(self)
        else:
            every = 0
            while self.advance(until):
                scheduler(self)
                every += 1
                if every >= 2048:
                    every = 0
                    progress(self.finished)
            progress(self.finished)
        if until is None and not self.aborted and self.finished < self.n:
            raise TaskQueueError(
                f"t={self.now}: the scheduler left {self.n - self.finished} "
                "workflows unfinished with nothing running"
            )
        return self.schedule(name, time.perf_counter() - t0)

    def schedule(self, name: str = "", wall_s: float = 0.0) -> TaskSchedule:
        """What was simulated so far."""
        return TaskSchedule(
            self.dags,
            name,
            self.processors,
            np.array(self.arrival),
            np.array(self.first_start),
            np.array(self.finish),
            np.array(self.queue_at_arrival),
            self.busy,
            self.now,
            self.aborted,
            wall_s,
            self._starts if self.record else None,
            self._endt if self.record else None,
        )
