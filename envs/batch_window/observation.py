"""The observation of the batch-queue envs: the cluster, the queue window, the window jobs'
workflows and the clock, as fixed-shape float32 blocks normalised to O(1).

The divisors are constants of an episode's cluster (:class:`~.types.Scales`), documented so
hand-coded agents can undo the normalisation. A block's columns are a :class:`Features`; rows
are filled by column name.
"""

from __future__ import annotations

import heapq
import math

import numpy as np
from gymnasium import spaces

from hpcgym.batch.simulator import DONE, KILLED, RUNNING, WAITING, Simulator
from hpcgym.batch.submission import priority_geometry
from hpcgym.batch.workload import Workload
from hpcgym.envs.batch_window.types import Scales
from hpcgym.envs.common.features import Features
from hpcgym.errors import CoreMismatchError
from hpcgym.units import DAY, HOUR, MINUTE

try:
    from hpcgym import _core
except ImportError:  # a source tree not built (pip install -e . builds it)
    _core = None  # type: ignore[assignment]

# Availability profile horizons (hours ahead): free units expected then, by requested walltimes.
HORIZONS_H = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0)
FREE_AT = tuple(
    f"free_in_{round(h * HOUR / MINUTE)}min" if h < 1 else f"free_in_{h:g}h" for h in HORIZONS_H
)

#: The cluster, in shares of its units: ``free`` now; ``free_in_*`` expected free at each
#: horizon of :data:`HORIZONS_H` if running jobs end at their requested walltime (an overdue
#: job counts as ending now); ``backfill_due``: 1 when this pass may backfill.
CLUSTER = Features("free", *FREE_AT, "backfill_due")
#: One row per window job: ``cores`` / total cores and ``log_cores`` (log2 over log2 of the
#: total); ``walltime`` (requested) / max walltime and ``log_walltime`` (log10 over log10 of
#: the max); ``wait`` since submission and ``submit`` time, in days; ``fits``: 1 if it can
#: start now; ``prio_cores`` / ``prio_walltime``: the geometry the priority engine ranks it by
#: (a WoAS task: its workflow's job), scaled as ``cores`` / ``walltime``; ``age``: days since
#: the engine made it eligible (Slurm multifactor age).
QUEUE = Features(
    "cores",
    "log_cores",
    "walltime",
    "log_walltime",
    "wait",
    "submit",
    "fits",
    "prio_cores",
    "prio_walltime",
    "age",
)
QUEUE_HIGH = {
    "cores": 1.0,
    "log_cores": 1.0,
    "walltime": 1e3,
    "log_walltime": 10.0,
    "wait": 1e4,
    "submit": 1e5,
    "fits": 1.0,
    "prio_cores": 1.0,
    "prio_walltime": 1e3,
    "age": 1e4,
}
#: One row per window job, zeros unless it is a workflow task: ``in_workflow`` 1;
#: ``tasks``: log1p(tasks) / log1p(1000); ``done`` / ``running`` / ``eligible``: shares of
#: its tasks; ``critical_path`` left (requested walltimes) / max walltime; ``remaining_work``
#: (requested core-seconds) / (total cores x max walltime); ``remaining_lop``: that work over
#: the critical path, in shares of the cores; ``peak_width``: widest unfinished task / cores.
WORKFLOW = Features(
    "in_workflow",
    "tasks",
    "done",
    "running",
    "eligible",
    "critical_path",
    "remaining_work",
    "remaining_lop",
    "peak_width",
)
#: ``day_sin`` / ``day_cos``: time of day; ``elapsed``: days since the episode's start;
#: ``submitted`` / ``finished``: shares of the episode's jobs; ``queue_len``:
#: log1p(queued jobs) / log1p(1e4), at most 1.
CLOCK = Features("day_sin", "day_cos", "elapsed", "submitted", "finished", "queue_len")
CLOCK_LOW = {"day_sin": -1.0, "day_cos": -1.0}
CLOCK_HIGH = {"elapsed": 1e5}
_BIG = 1e5

_FREE, _BACKFILL_DUE = CLUSTER.free, CLUSTER.backfill_due
_FREE_AT = slice(getattr(CLUSTER, FREE_AT[0]), getattr(CLUSTER, FREE_AT[-1]) + 1)
_WAIT, _FITS, _AGE = QUEUE.wait, QUEUE.fits, QUEUE.age
_SIN, _COS, _ELAPSED = CLOCK.day_sin, CLOCK.day_cos, CLOCK.elapsed
_SUBMITTED, _FINISHED, _QUEUE_LEN = CLOCK.submitted, CLOCK.finished, CLOCK.queue_len
_LOG_QUEUE = math.log1p(1e4)
_N_CLUSTER, _N_QUEUE, _N_WORKFLOW, _N_CLOCK = len(CLUSTER), len(QUEUE), len(WORKFLOW), len(CLOCK)


def check_core() -> None:
    """Hold the compiled dispatch episode (rust/src/dispatch.rs), which writes these blocks
    itself, to this module's layout: a core built from another ``rust/`` fails here, at
    import, rather than giving an agent shifted columns."""
    if _core is None:
        return
    ours = {
        "HORIZONS": tuple(round(h * HOUR) for h in HORIZONS_H),
        "N_CLUSTER": _N_CLUSTER,
        "N_QUEUE": _N_QUEUE,
        "N_WORKFLOW": _N_WORKFLOW,
        "N_CLOCK": _N_CLOCK,
        "Q_WAIT": _WAIT,
        "Q_FITS": _FITS,
        "Q_AGE": _AGE,
    }
    theirs = {k: getattr(_core, k) for k in ours}
    bad = [f"{k} {ours[k]} here, {theirs[k]} there" for k in ours if ours[k] != theirs[k]]
    if bad:
        raise CoreMismatchError(
            "envs/batch_window/observation.py: the compiled core's observation layout "
            f"(rust/src/dispatch.rs) differs: {'; '.join(bad)}; make them agree and rebuild it "
            "(pip install -e .)"
        )


check_core()


def observation_space(window: int) -> spaces.Dict:
    """The Dict space of a window of ``window`` jobs (``window + 1`` actions)."""
    f32 = np.float32
    qhigh = np.tile(np.array([QUEUE_HIGH[n] for n in QUEUE], f32), (window, 1))
    return spaces.Dict(
        {
            "cluster": CLUSTER.box(0.0, 1.0),
            "queue": spaces.Box(np.zeros_like(qhigh), qhigh, dtype=f32),
            "queue_mask": spaces.Box(0.0, 1.0, (window,), f32),
            "workflows": WORKFLOW.box(0.0, _BIG, window),
            "clock": spaces.Box(
                np.array([CLOCK_LOW.get(n, 0.0) for n in CLOCK], f32),
                np.array([CLOCK_HIGH.get(n, 1.0) for n in CLOCK], f32),
                dtype=f32,
            ),
            "action_mask": spaces.Box(0.0, 1.0, (window + 1,), f32),
        }
    )


def static_features(w: Workload) -> np.ndarray:
    """The queue block's per-job columns that never change (``n`` x ``len(QUEUE)``, float32;
    the dynamic ``wait``, ``fits`` and ``age`` left 0)."""
    cl = w.cluster
    cores = np.array([j.cores for j in w.jobs], float)
    wall = np.array([j.walltime for j in w.jobs], float)
    total, maxw = float(cl.total_cores), float(cl.max_walltime)
    p_cores, p_wall, _ = priority_geometry(w.jobs, getattr(w, "workflows", []))
    static = np.zeros((len(w.jobs), len(QUEUE)), np.float32)
    static[:, QUEUE.cores] = cores / total
    static[:, QUEUE.log_cores] = np.log2(cores) / max(math.log2(total), 1.0)
    static[:, QUEUE.walltime] = wall / maxw
    static[:, QUEUE.log_walltime] = np.log10(wall) / max(math.log10(maxw), 1.0)
    static[:, QUEUE.submit] = np.array([j.submit for j in w.jobs], float) / DAY
    static[:, QUEUE.prio_cores] = np.array(p_cores, float) / total
    static[:, QUEUE.prio_walltime] = np.array(p_wall, float) / maxw
    return static


class Observer:
    """Builds observations for one episode; per-job static features are computed once."""

    __slots__ = (
        "window",
        "scales",
        "sim",
        "static",
        "submit_days",
        "units",
        "profile",
        "_wf",
        "_n_jobs",
        "_eligible",
    )

    def __init__(self, sim: Simulator, window: int) -> None:
        w: Workload = sim.workload
        cl = w.cluster
        self.window = window
        self.sim = sim
        self.scales = Scales(cl.total_cores, cl.total_units, cl.max_walltime)
        n = len(w.jobs)
        self.static = static_features(w)
        # Multifactor keeps the eligible time it ages each job from (a WoAS task: its
        # workflow's submit); other orders age from when the job became ready
        self._eligible = getattr(sim.queue, "eligible", None)
        self.submit_days = np.array(sim.submit_t, float) / DAY
        self.units = np.array(sim.units, np.int64)
        self._n_jobs = max(n, 1)
        self.profile = Availability(sim, [round(h * HOUR) for h in HORIZONS_H])
        self._wf = WorkflowState(sim) if any(j.workflow >= 0 for j in w.jobs) else None

    def new_pass(self) -> None:
        """Bring the availability profile to the new pass time."""
        self.profile.advance(self.sim.now)

    def started(self, i: int, at: int | None = None) -> None:
        """Job ``i`` started at ``at`` (now by default; every start goes through the env)."""
        self.profile.start(i, self.sim.now if at is None else at)

    @property
    def free_at(self) -> list[int]:
        """Free units expected at each horizon ahead of now."""
        free = self.sim.free
        return [free + c for c in self.profile.counted]

    def observe(self, win: list[int], mask: np.ndarray, submitted: int) -> dict[str, np.ndarray]:
        """The observation for window ``win`` (job indices), ``mask`` and jobs submitted so far."""
        sim = self.sim
        now = sim.now
        self.profile.advance(now)  # a no-op at a pass; at the episode's end, the last ends
        K = self.window
        n = len(win)
        total_u = float(sim.total_units)
        free = sim.free
        row = [0.0] * _N_CLUSTER
        row[_FREE] = free
        row[_FREE_AT] = self.free_at
        row[_BACKFILL_DUE] = total_u if sim.backfill_due else 0.0
        cluster = np.array(row, np.float32)
        cluster /= total_u
        queue = np.zeros((K, _N_QUEUE), np.float32)
        qmask = np.zeros(K, np.float32)
        if n:
            idx = np.fromiter(win, np.int64, n)
            queue[:n] = self.static[idx]
            queue[:n, _WAIT] = now / DAY - self.submit_days[idx]
            queue[:n, _FITS] = self.units[idx] <= free
            el = self._eligible
            if el is None:
                queued = sim.queued_at
                queue[:n, _AGE] = [(now - queued[i]) / DAY for i in win]
            else:
                queue[:n, _AGE] = [(now - el[i]) / DAY for i in win]
            qmask[:n] = 1.0
        workflows = np.zeros((K, _N_WORKFLOW), np.float32)
        if self._wf is not None and n:
            self._wf.fill(win, workflows, self.scales)
        phase = 2 * math.pi * (now % DAY) / DAY
        clock = np.empty(_N_CLOCK, np.float32)
        clock[_SIN] = math.sin(phase)
        clock[_COS] = math.cos(phase)
        clock[_ELAPSED] = now / DAY
        clock[_SUBMITTED] = submitted / self._n_jobs
        clock[_FINISHED] = sim.finished / self._n_jobs
        clock[_QUEUE_LEN] = min(math.log1p(len(sim.queue)) / _LOG_QUEUE, 1.0)
        return {
            "cluster": cluster,
            "queue": queue,
            "queue_mask": qmask,
            "workflows": workflows,
            "clock": clock,
            "action_mask": mask.astype(np.float32),
        }


class Availability:
    """Units of running jobs expected to have ended at each horizon ahead of now, incrementally.

    ``counted[k]`` is the units of running jobs whose expected end (start + requested
    walltime; an overdue job counts as ending now) is at most ``now + horizons[k]``; the free
    units at that horizon are ``sim.free + counted[k]`` (what :class:`hpcgym.batch.backfill.Profile`
    gives). A pass costs O(H log n) instead of a scan of the running jobs: each start pushes the
    job into the heap of every horizon it outlasts, completions are known from true runtimes.
    """

    __slots__ = ("sim", "horizons", "counted", "_heaps", "_first", "_ends")

    def __init__(self, sim: Simulator, horizons: list[int]) -> None:
        self.sim = sim
        self.horizons = horizons
        self.counted = [0] * len(horizons)
        self._heaps: list[list[tuple[int, int]]] = [[] for _ in horizons]
        self._first: dict[int, int] = {}
        self._ends: list[tuple[int, int]] = []

    def start(self, i: int, now: int) -> None:
        sim = self.sim
        e = now + sim.walltime[i]
        u = sim.units[i]
        first = len(self.horizons)
        for k, h in enumerate(self.horizons):
            if e <= now + h:
                first = min(first, k)
                self.counted[k] += u
            else:
                heapq.heappush(self._heaps[k], (e - h, i))
        self._first[i] = first
        heapq.heappush(self._ends, (now + sim.duration[i], i))

    def rekey(self) -> None:
        """Take the running jobs' ends from the simulator again (after
        :meth:`~hpcgym.batch.simulator.Simulator.forget_future` changed their durations)."""
        sim = self.sim
        self._ends = [(sim.start_t[i] + sim.duration[i], i) for _, i in self._ends]
        heapq.heapify(self._ends)

    def advance(self, now: int) -> None:
        sim = self.sim
        units, first_of = sim.units, self._first
        ends, counted = self._ends, self.counted
        H = len(self.horizons)
        while ends and ends[0][0] <= now:
            _, i = heapq.heappop(ends)
            u = units[i]
            for k in range(first_of.pop(i), H):
                counted[k] -= u
        for k, heap in enumerate(self._heaps):
            while heap and heap[0][0] <= now:
                _, i = heapq.heappop(heap)
                f = first_of.get(i)
                if f is None:
                    continue
                counted[k] += units[i]
                if k < f:
                    first_of[i] = k


def profile_from_run_ends(sim: Simulator, horizons: list[int]) -> list[int]:
    """The same free units at each horizon, by a scan of ``sim.run_ends`` (reference)."""
    now = sim.now
    out = []
    for h in horizons:
        acc = sim.free
        for e, i in sim.run_ends:
            if max(e, now + 1) <= now + h:
                acc += sim.units[i]
        out.append(acc)
    return out


class WorkflowState:
    """DAG state of the workflows of an episode, read from ``Job.workflow`` and ``Job.deps``;
    a workflow's parents and task order are worked out when it is first observed (most of an
    episode's workflows never reach the window)."""

    __slots__ = ("sim", "tasks", "order", "parents", "_index")

    def __init__(self, sim: Simulator) -> None:
        self.sim = sim
        self.tasks: dict[int, list[int]] = {}
        for k, j in enumerate(sim.workload.jobs):
            if j.workflow >= 0:
                self.tasks.setdefault(j.workflow, []).append(k)
        self.parents: dict[int, list[int]] = {}
        self.order: dict[int, list[int]] = {}
        self._index: dict[int, int] | None = None

    def _order(self, f: int) -> list[int]:
        """Workflow ``f``'s tasks, parents first (its ``parents`` filled on the way)."""
        order = self.order.get(f)
        if order is None:
            jobs = self.sim.workload.jobs
            if self._index is None:
                self._index = {j.id: k for k, j in enumerate(jobs)}
            index = self._index
            for k in self.tasks[f]:
                self.parents[k] = [index[p] for p in jobs[k].deps if p in index]
            order = self.order[f] = _topological(self.tasks[f], self.parents)
        return order

    def fill(self, win: list[int], out: np.ndarray, scales: Scales) -> None:
        """Write the features of each window job's workflow into its row of ``out``."""
        sim = self.sim
        wf_of = [sim.workload.jobs[i].workflow for i in win]
        rows: dict[int, np.ndarray] = {}
        for r, f in enumerate(wf_of):
            if f < 0:
                continue
            if f not in rows:
                rows[f] = self._features(f, scales)
            out[r] = rows[f]

    def _features(self, f: int, scales: Scales) -> np.ndarray:
        sim = self.sim
        now = sim.now
        status, walltime, cores = sim.status, sim.walltime, sim.cores
        tasks = self.tasks[f]
        n = len(tasks)
        done = running = eligible = 0
        work = 0.0
        peak = 0
        finish: dict[int, float] = {}
        for k in self._order(f):
            st = status[k]
            if st in (DONE, KILLED):
                done += 1
                finish[k] = 0.0
                continue
            if st == RUNNING:
                running += 1
                rem = max(sim.start_t[k] + walltime[k] - now, 0)
            else:
                if st == WAITING:
                    eligible += 1
                rem = walltime[k]
            work += cores[k] * rem
            peak = max(peak, cores[k])
            finish[k] = (
                max((finish.get(p, 0.0) for p in self.parents.get(k, ())), default=0.0) + rem
            )
        cp = max(finish.values(), default=0.0)
        maxw, total = float(scales.max_walltime), float(scales.total_cores)
        return WORKFLOW.row(
            in_workflow=1.0,
            tasks=math.log1p(n) / math.log1p(1000),
            done=done / n,
            running=running / n,
            eligible=eligible / n,
            critical_path=cp / maxw,
            remaining_work=work / (total * maxw),
            remaining_lop=work / cp / total if cp > 0 else 0.0,
            peak_width=peak / total,
        )


def _topological(tasks: list[int], parents: dict[int, list[int]]) -> list[int]:
    """Tasks of one workflow in an order where parents come first (Kahn)."""
    members = set(tasks)
    indeg = {k: sum(1 for p in parents.get(k, ()) if p in members) for k in tasks}
    children: dict[int, list[int]] = {}
    for k in tasks:
        for p in parents.get(k, ()):
            if p in members:
                children.setdefault(p, []).append(k)
    ready = sorted(k for k in tasks if not indeg[k])
    out = []
    while ready:
        k = ready.pop()
        out.append(k)
        for c in children.get(k, ()):
            indeg[c] -= 1
            if not indeg[c]:
                ready.append(c)
    return out
