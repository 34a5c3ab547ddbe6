"""The observation blocks every hpcgym env shares: cluster, queue window, workflows, clock, mask.

All blocks are fixed-shape float32 boxes normalised to O(1). Scales (``Scales``) are constants
of an episode's cluster; they are documented so hand-coded agents can undo the normalisation
(``walltime * scales.max_walltime`` is the requested walltime in seconds, and so on).
"""
from __future__ import annotations

import heapq
import math
from dataclasses import dataclass

import numpy as np
from gymnasium import spaces

from hpcgym.batch.simulator import DONE, KILLED, RUNNING, WAITING, Simulator
from hpcgym.batch.submission import priority_geometry
from hpcgym.batch.workload import Workload

DAY = 86400.0
# Availability profile horizons (hours ahead): free units expected then, by requested walltimes.
HORIZONS_H = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0)
CLUSTER_FEATURES = ("free",) + tuple(f"free_in_{h:g}h" for h in HORIZONS_H) + ("backfill_due",)
# "prio_*" are the geometry the priority engine ranks the job by (a WoAS task: its workflow's
# job) and "age" the time since the engine made it eligible (Slurm multifactor age).
QUEUE_FEATURES = ("cores", "log_cores", "walltime", "log_walltime", "wait", "submit", "fits",
                  "prio_cores", "prio_walltime", "age")
WORKFLOW_FEATURES = ("in_workflow", "tasks", "done", "running", "eligible", "critical_path",
                     "remaining_work", "remaining_lop", "peak_width")
CLOCK_FEATURES = ("day_sin", "day_cos", "elapsed", "submitted", "finished", "queue_len")
QUEUE_HIGH = (1.0, 1.0, 1e3, 10.0, 1e4, 1e5, 1.0, 1.0, 1e3, 1e4)
_BIG = 1e5


@dataclass(slots=True, frozen=True)
class Scales:
    """What the normalised features are divided by (constants of the cluster)."""

    total_cores: int
    total_units: int
    max_walltime: int
    day: float = DAY


def observation_space(window: int) -> spaces.Dict:
    """The Dict space of a window of ``window`` jobs (``window + 1`` actions)."""
    f32 = np.float32
    qhigh = np.tile(np.array(QUEUE_HIGH, f32), (window, 1))
    return spaces.Dict({
        "cluster": spaces.Box(0.0, 1.0, (len(CLUSTER_FEATURES),), f32),
        "queue": spaces.Box(np.zeros_like(qhigh), qhigh, dtype=f32),
        "queue_mask": spaces.Box(0.0, 1.0, (window,), f32),
        "workflows": spaces.Box(0.0, _BIG, (window, len(WORKFLOW_FEATURES)), f32),
        "clock": spaces.Box(np.array([-1, -1, 0, 0, 0, 0], f32),
                            np.array([1, 1, _BIG, 1, 1, 1], f32), dtype=f32),
        "action_mask": spaces.Box(0.0, 1.0, (window + 1,), f32),
    })


class Observer:
    """Builds observations for one episode; per-job static features are computed once."""

    __slots__ = ("window", "scales", "sim", "static", "submit_days", "units", "profile",
                 "_has_wf", "_wf", "_n_jobs", "_eligible")

    def __init__(self, sim: Simulator, window: int) -> None:
        w: Workload = sim.workload
        cl = w.cluster
        self.window = window
        self.sim = sim
        self.scales = Scales(cl.total_cores, cl.total_units, cl.max_walltime)
        n = len(w.jobs)
        cores = np.array(sim.cores, float)
        wall = np.array(sim.walltime, float)
        total, maxw = float(cl.total_cores), float(cl.max_walltime)
        p_cores, p_wall, eligible_from = priority_geometry(w.jobs, getattr(w, "workflows", []))
        static = np.zeros((n, len(QUEUE_FEATURES)), np.float32)
        static[:, 0] = cores / total
        static[:, 1] = np.log2(cores) / max(math.log2(total), 1.0)
        static[:, 2] = wall / maxw
        static[:, 3] = np.log10(wall) / max(math.log10(maxw), 1.0)
        static[:, 5] = np.array(sim.submit_t, float) / DAY
        static[:, 7] = np.array(p_cores, float) / total
        static[:, 8] = np.array(p_wall, float) / maxw
        self.static = static
        # Multifactor keeps the eligible time it ages each job from (a WoAS task: its
        # workflow's submit); other orders age from when the job became ready
        self._eligible = getattr(sim.queue, "eligible", None)
        self.submit_days = np.array(sim.submit_t, float) / DAY
        self.units = np.array(sim.units, np.int64)
        self._n_jobs = max(n, 1)
        self.profile = Availability(sim, [round(h * 3600) for h in HORIZONS_H])
        self._has_wf = any(j.workflow >= 0 for j in w.jobs)
        self._wf = WorkflowState(sim) if self._has_wf else None

    def new_pass(self) -> None:
        """Bring the availability profile to the new pass time."""
        self.profile.advance(self.sim.now)

    def started(self, i: int) -> None:
        """Job ``i`` started now (every start goes through the env)."""
        self.profile.start(i, self.sim.now)

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
        cluster = np.array([free, *self.free_at, total_u if sim.backfill_due else 0.0],
                           np.float32)
        cluster /= total_u
        queue = np.zeros((K, len(QUEUE_FEATURES)), np.float32)
        qmask = np.zeros(K, np.float32)
        if n:
            idx = np.fromiter(win, np.int64, n)
            queue[:n] = self.static[idx]
            wait = now / DAY - self.submit_days[idx]
            queue[:n, 4] = wait
            queue[:n, 6] = self.units[idx] <= free
            el = self._eligible
            if el is None:
                queued = self.sim.queued_at
                queue[:n, 9] = [(now - queued[i]) / DAY for i in win]
            else:
                queue[:n, 9] = [(now - el[i]) / DAY for i in win]
            qmask[:n] = 1.0
        workflows = np.zeros((K, len(WORKFLOW_FEATURES)), np.float32)
        if self._wf is not None and n:
            self._wf.fill(win, workflows, self.scales)
        phase = 2 * math.pi * (now % DAY) / DAY
        clock = np.array([math.sin(phase), math.cos(phase), now / DAY,
                          submitted / self._n_jobs, sim.finished / self._n_jobs,
                          min(math.log1p(len(sim.queue)) / math.log1p(1e4), 1.0)], np.float32)
        return {"cluster": cluster, "queue": queue, "queue_mask": qmask, "workflows": workflows,
                "clock": clock, "action_mask": mask.astype(np.float32)}


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
    """DAG state of the workflows of an episode, read from ``Job.workflow`` and ``Job.deps``."""

    __slots__ = ("sim", "tasks", "order", "parents")

    def __init__(self, sim: Simulator) -> None:
        jobs = sim.workload.jobs
        index = {j.id: k for k, j in enumerate(jobs)}
        self.sim = sim
        self.tasks: dict[int, list[int]] = {}
        for k, j in enumerate(jobs):
            if j.workflow >= 0:
                self.tasks.setdefault(j.workflow, []).append(k)
        self.parents = {k: [index[p] for p in j.deps if p in index]
                        for k, j in enumerate(jobs) if j.workflow >= 0}
        self.order = {f: _topological(ts, self.parents) for f, ts in self.tasks.items()}

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
        for k in self.order[f]:
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
            finish[k] = max((finish.get(p, 0.0) for p in self.parents.get(k, ())),
                            default=0.0) + rem
        cp = max(finish.values(), default=0.0)
        maxw, total = float(scales.max_walltime), float(scales.total_cores)
        lop = work / cp / total if cp > 0 else 0.0
        return np.array([1.0, math.log1p(n) / math.log1p(1000), done / n, running / n,
                         eligible / n, cp / maxw, work / (total * maxw), lop, peak / total],
                        np.float32)


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
