"""Engines a driver submits to while they run (the resubmission driver of
:mod:`hpcgym.speculative.resubmission`): one interface, :class:`OnlineEngine`, over the Python
simulator (:class:`PythonOnline`, the executable specification) and over the compiled core
(:class:`CompiledOnline`, ``hpcgym._core.OnlineCore``), so the driver is written once and runs
on either; :func:`open_online` chooses.

Besides :meth:`~hpcgym.batch.simulator.Simulator.submit` an engine holds a *stream*: jobs
each submitted when its time comes, before anything else happens then (taking the next index,
so every queue order ranks jobs by submission), as a driver submitting them one by one after
running the events before their time would. :meth:`OnlineEngine.run` runs events with a native
pass at each stop and hands control back where the driver has to look: after a pass that
started a job it watches (or any pass, ``once``). What happened meanwhile is read from logs
(:meth:`~OnlineEngine.started`, :meth:`~OnlineEngine.done`), not from callbacks, so the
compiled engine calls no Python per event. Jobs with dependencies are not submitted online.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any, Protocol, cast

import numpy as np

from hpcgym.batch import compiled
from hpcgym.batch.job import Job
from hpcgym.batch.moab import MoabPriority
from hpcgym.batch.orders import job_inputs
from hpcgym.batch.policies import build_simulator, make_queue, make_scheduler
from hpcgym.batch.schedule import Schedule
from hpcgym.batch.scheduler_config import SchedulerConfig
from hpcgym.batch.simulator import Simulator
from hpcgym.batch.workload import Workload
from hpcgym.engine import SimulationError
from hpcgym.errors import InputError


class OnlineEngine(Protocol):
    """A batch engine under a driver with explicit stops (see the module docs). Job ``i``
    is the engine's index of a job, in the order jobs were submitted."""

    #: Every job submitted so far, by index, and its submit time and cores.
    jobs: list[Job]
    submit_t: list[int]
    cores: list[int]

    @property
    def now(self) -> int: ...
    @property
    def free(self) -> int:
        """Units no job holds."""
        ...

    @property
    def total_units(self) -> int: ...
    @property
    def n(self) -> int: ...
    @property
    def finished(self) -> int: ...
    @property
    def grace(self) -> int: ...
    @property
    def queue_len(self) -> int: ...
    @property
    def backlog(self) -> int:
        """Requested unit-seconds of the jobs waiting (arrived, not started)."""
        ...

    @property
    def next_stream(self) -> int | None:
        """The stream's next submit time (None once it is all submitted)."""
        ...

    @property
    def stream_left(self) -> int:
        """The stream's jobs not submitted yet."""
        ...

    def stream(self, jobs: Sequence[Job]) -> None:
        """Submit each of ``jobs`` (in (submit, id) order) when its time comes."""
        ...

    def release(self, t: int) -> None:
        """Submit the stream's jobs due by ``t`` now (a decision at ``t`` comes first)."""
        ...

    def run(self, until: int | None, once: bool = False) -> bool:
        """Run events up to ``until`` (None: to the end) with a native pass at each stop:
        True once there; False after a pass that started a watched job, or any pass
        with ``once``."""
        ...

    def submit(self, job: Job, watch: bool = False) -> int:
        """Submit ``job`` now (at or after :attr:`now`), after the stream's jobs due by its
        submit time (they come first then); its index. ``watch``: its start ends a
        :meth:`run`. The compiled core takes jobs in submit order only."""
        ...

    def started(self) -> list[int]:
        """The watched jobs started since the last call, in start order."""
        ...

    def done(self, watched: bool = False) -> list[tuple[int, int, int]]:
        """``(job, start, end)`` of the jobs ended with no kill since the last call, in
        event order (with ``watched``, of the watched jobs only)."""
        ...

    def kill_at(self, i: int) -> int | None:
        """When running job ``i`` is killed at its limit (None: it ends by itself)."""
        ...

    def set_runtime(self, i: int, runtime: int) -> None:
        """Job ``i``, not ended, runs ``runtime`` seconds in all (a planner's copy given a
        drawn runtime; :meth:`~hpcgym.batch.simulator.Simulator.set_runtime`)."""
        ...

    def first_end_after(self, since: int) -> int | None:
        """The first time after ``since`` at which a job started so far ends."""
        ...

    def running(self) -> tuple[list[int], list[int]]:
        """The running jobs' requested ends (sorted, as backfilling plans) and units."""
        ...

    def statuses(self, jobs: list[int]) -> list[int]:
        """The status codes (:mod:`hpcgym.batch.status`) of ``jobs``."""
        ...

    def outcome(self) -> np.ndarray:
        """Rows start, end and status (int64, shape ``(3, n)``) per job, by index (-1 before
        it happens)."""
        ...

    def schedule(self, name: str = "", wall_s: float = 0.0) -> Schedule:
        """The schedule so far, jobs in (submit, id) order (:meth:`Simulator.schedule`)."""
        ...


def _no_dependencies(job: Job) -> None:
    if job.deps:
        raise SimulationError(f"job {job.id}: jobs submitted online take no dependencies")


class PythonOnline:
    """:class:`OnlineEngine` over the Python simulator ``sim`` under the native pass
    ``scheduler``, following it by subscriptions."""

    def __init__(self, sim: Simulator, scheduler: Callable[[Simulator], Any]) -> None:
        self.sim = sim
        self.scheduler = scheduler
        self.jobs = sim.jobs
        self.submit_t = sim.submit_t
        self.cores = sim.cores
        self.backlog = 0
        self._stream: list[Job] = []
        self._next = 0
        self._watch: set[int] = set()
        self._started: list[int] = []
        self._seen = False
        self._done: list[tuple[int, int, int]] = []
        sim.subscribe("arrive", self._arrived)
        sim.subscribe("start", self._began)
        sim.subscribe("end", self._ended)

    def _arrived(self, i: int) -> None:
        sim = self.sim
        self.backlog += sim.units[i] * sim.walltime[i]

    def _began(self, i: int) -> None:
        sim = self.sim
        self.backlog -= sim.units[i] * sim.walltime[i]
        if i in self._watch:
            self._started.append(i)
            self._seen = True

    def _ended(self, i: int) -> None:
        sim = self.sim
        self._done.append((i, sim.start_t[i], sim.now))

    @property
    def now(self) -> int:
        return self.sim.now

    @property
    def free(self) -> int:
        return self.sim.free

    @property
    def total_units(self) -> int:
        return self.sim.total_units

    @property
    def n(self) -> int:
        return self.sim.n

    @property
    def finished(self) -> int:
        return self.sim.finished

    @property
    def grace(self) -> int:
        return self.sim.grace

    @property
    def queue_len(self) -> int:
        return len(self.sim.queue)

    @property
    def next_stream(self) -> int | None:
        return self._stream[self._next].submit if self._next < len(self._stream) else None

    @property
    def stream_left(self) -> int:
        return len(self._stream) - self._next

    def stream(self, jobs: Sequence[Job]) -> None:
        for j in jobs:
            _no_dependencies(j)
        self._stream = list(jobs)
        self._next = 0

    def release(self, t: int) -> None:
        stream, sim = self._stream, self.sim
        while self._next < len(stream) and stream[self._next].submit <= t:
            sim.submit(stream[self._next])
            self._next += 1

    def run(self, until: int | None, once: bool = False) -> bool:
        sim = self.sim
        while True:
            r = self.next_stream
            lim = until if r is None else r - 1 if until is None else min(until, r - 1)
            if sim.advance(lim) is not None:
                self.scheduler(sim)
                if self._seen or once:
                    self._seen = False
                    return False
                continue
            if r is None or (until is not None and r > until):
                return True
            self.release(r)

    def submit(self, job: Job, watch: bool = False) -> int:
        _no_dependencies(job)
        self.release(job.submit)
        i = self.sim.submit(job)
        if watch:
            self._watch.add(i)
        return i

    def started(self) -> list[int]:
        out, self._started = self._started, []
        return out

    def done(self, watched: bool = False) -> list[tuple[int, int, int]]:
        out, self._done = self._done, []
        if watched:
            return [d for d in out if d[0] in self._watch]
        return out

    def set_runtime(self, i: int, runtime: int) -> None:
        self.sim.set_runtime(i, runtime)

    def kill_at(self, i: int) -> int | None:
        sim = self.sim
        if sim.start_t[i] < 0 or not sim.will_kill[i]:
            return None
        return sim.start_t[i] + sim.walltime[i] + sim.grace

    def first_end_after(self, since: int) -> int | None:
        sim = self.sim
        ends = [s + d for s, d in zip(sim.start_t, sim.duration) if s >= 0 and s + d > since]
        return min(ends, default=None)

    def running(self) -> tuple[list[int], list[int]]:
        run, units = self.sim.run_ends, self.sim.units
        return [e for e, _ in run], [units[i] for _, i in run]

    def statuses(self, jobs: list[int]) -> list[int]:
        status = self.sim.status
        return [status[i] for i in jobs]

    def outcome(self) -> np.ndarray:
        sim = self.sim
        return np.array([sim.start_t, sim.end_t, sim.status], np.int64).reshape(3, -1)

    def schedule(self, name: str = "", wall_s: float = 0.0) -> Schedule:
        return self.sim.schedule(name, wall_s)


class CompiledOnline:
    """:class:`OnlineEngine` over the compiled core (``hpcgym._core.OnlineCore``) under
    native policy ``config``, starting with no job on ``workload``'s cluster (its name and
    windows kept for the schedule). A Python queue of the policy's order, never ranked,
    computes each submitted job's inputs (its keys), so every formula has one definition."""

    def __init__(self, workload: Workload, config: SchedulerConfig) -> None:
        if workload.jobs:
            raise InputError("CompiledOnline: starts with no job (submit them, or stream them)")
        self.workload = workload
        self.config = config
        self.total_units = workload.cluster.total_units
        self._queue = make_queue(config, workload)
        self._order = config.order.compiled(workload, self._queue)[0]
        self.core = compiled._core.OnlineCore(compiled.build_core(workload, config, self._queue))
        self.grace = self.core.grace
        self.jobs: list[Job] = []
        self.submit_t: list[int] = []
        self.cores: list[int] = []
        self.units: list[int] = []
        self._ids: set[int] = set()
        self._stream: list[Job] = []
        self._stream_units: list[int] = []
        self._stream_submit: list[int] = []
        self._stream_cores: list[int] = []
        self._taken = 0  # stream jobs the core has submitted that self.jobs holds
        self._request_units: dict[tuple[int, int, int, str], int] = {}
        self._moab = bool(config.order.moab)
        self._groups: dict[Any, int] = {}  # Moab's (user, queue) groups, numbered as seen

    def __deepcopy__(self, memo: dict[int, Any]) -> CompiledOnline:
        """A twin over a copy of the core (jobs, being frozen, shared)."""
        twin = copy.copy(self)
        memo[id(self)] = twin
        twin.core = self.core.copy()
        twin._queue = copy.deepcopy(self._queue, memo)
        twin.jobs, twin.submit_t = list(self.jobs), list(self.submit_t)
        twin.cores, twin.units = list(self.cores), list(self.units)
        twin._ids, twin._request_units = set(self._ids), dict(self._request_units)
        twin._groups = dict(self._groups)
        return twin

    def _inputs(self, job: Job) -> tuple[float, float]:
        cols = self._queue.columns
        if cols is None:
            return 0.0, 0.0
        cols.append(job.submit, job.cores, job.walltime)
        return job_inputs(self._order, self._queue, len(cols.submit) - 1)

    def _moab_class(self, job: Job) -> tuple[int, int, int] | None:
        """``job``'s Moab class as the core takes it (rate, group, limit; -1: none), classified
        as the bound Python queue classifies a job given while running; None off Moab."""
        if not self._moab:
            return None
        c = cast(MoabPriority, self._queue).classify(job)
        if c.group is None or c.limit is None:
            return int(c.rate), -1, -1
        return int(c.rate), self._groups.setdefault(c.group, len(self._groups)), int(c.limit)

    def _units(self, job: Job) -> int:
        """The units ``job`` takes, once it is checked as :meth:`Simulator.submit` checks it
        (its request's checks and units cached per request)."""
        if job.runtime <= 0 or job.walltime <= 0:
            raise SimulationError(
                f"t={self.core.now}: job {job.id} needs runtime > 0 and walltime > 0"
            )
        req = (job.cores, job.gpus, job.mem, job.partition)
        u = self._request_units.get(req)
        if u is None:
            cl = self.workload.cluster
            cl.check_job(job.cores, job.gpus, job.mem, job.partition, f"job {job.id}")
            if not 0 < job.cores <= cl.total_cores:
                raise SimulationError(
                    f"t={self.core.now}: job {job.id} needs 0 < cores <= {cl.total_cores}"
                )
            u = self._request_units[req] = cl.job_units(*req)
        return u

    def _sync(self, n: int | None = None) -> None:
        """Take into :attr:`jobs` the stream's jobs the core has submitted (the first ``n``
        jobs' only, if given)."""
        gap = (self.core.n if n is None else n) - len(self.jobs)
        if gap:
            a, b = self._taken, self._taken + gap
            self.jobs += self._stream[a:b]
            self.submit_t += self._stream_submit[a:b]
            self.cores += self._stream_cores[a:b]
            self.units += self._stream_units[a:b]
            self._taken = b

    @property
    def now(self) -> int:
        return self.core.now

    @property
    def free(self) -> int:
        return self.core.free

    @property
    def n(self) -> int:
        return self.core.n

    @property
    def finished(self) -> int:
        return self.core.finished

    @property
    def queue_len(self) -> int:
        return self.core.queue_len

    @property
    def backlog(self) -> int:
        return self.core.backlog

    @property
    def next_stream(self) -> int | None:
        return self.core.next_stream

    @property
    def stream_left(self) -> int:
        return self.core.stream_left

    def stream(self, jobs: Sequence[Job]) -> None:
        jobs = list(jobs)
        for j in jobs:
            _no_dependencies(j)
            if j.id in self._ids:
                raise SimulationError(f"job id {j.id} is already in the simulation")
            self._ids.add(j.id)
        units = [self._units(j) for j in jobs]
        inputs = [self._inputs(j) for j in jobs]
        self._stream_submit = [j.submit for j in jobs]
        self._stream_cores = [j.cores for j in jobs]
        self.core.stream(
            self._stream_submit,
            self._stream_cores,
            [j.walltime for j in jobs],
            [j.runtime for j in jobs],
            units,
            [k for k, _ in inputs],
            [a for _, a in inputs],
            moab=self._moab_columns(jobs),
        )
        self._stream, self._stream_units, self._taken = jobs, units, 0

    def _moab_columns(self, jobs: list[Job]) -> tuple[list[int], ...] | None:
        if not self._moab:
            return None
        classes = [self._moab_class(j) for j in jobs]
        return tuple([c[k] for c in classes if c is not None] for k in range(3))

    def release(self, t: int) -> None:
        try:
            self.core.release(t)
        except ValueError as e:
            raise SimulationError(str(e)) from None
        self._sync()

    def run(self, until: int | None, once: bool = False) -> bool:
        try:
            there = self.core.run(until, once)
        except ValueError as e:
            raise SimulationError(str(e)) from None
        self._sync()
        return bool(there)

    def submit(self, job: Job, watch: bool = False) -> int:
        _no_dependencies(job)
        now = self.core.now
        if job.submit < now:
            raise SimulationError(
                f"t={now}: job {job.id} submitted in the past (submit {job.submit})"
            )
        if job.id in self._ids:
            raise SimulationError(f"t={now}: job id {job.id} is already in the simulation")
        u = self._units(job)
        key, aux = self._inputs(job)
        try:
            i = self.core.submit(
                job.submit,
                job.cores,
                job.walltime,
                job.runtime,
                u,
                key,
                aux,
                watch,
                self._moab_class(job),
            )
        except ValueError as e:
            raise SimulationError(str(e)) from None
        self._sync(i)  # the stream's jobs the core submitted first
        self._ids.add(job.id)
        self.jobs.append(job)
        self.submit_t.append(job.submit)
        self.cores.append(job.cores)
        self.units.append(u)
        return int(i)

    def started(self) -> list[int]:
        return self.core.started()

    def done(self, watched: bool = False) -> list[tuple[int, int, int]]:
        return self.core.done(watched)

    def set_runtime(self, i: int, runtime: int) -> None:
        try:
            self.core.set_runtime(i, runtime)
        except ValueError as e:
            raise SimulationError(str(e)) from None

    def kill_at(self, i: int) -> int | None:
        return self.core.kill_at(i)

    def first_end_after(self, since: int) -> int | None:
        return self.core.first_end_after(since)

    def running(self) -> tuple[list[int], list[int]]:
        return self.core.running()

    def statuses(self, jobs: list[int]) -> list[int]:
        return self.core.statuses(jobs)

    def outcome(self) -> np.ndarray:
        return np.frombuffer(self.core.outcome(), np.int64).reshape(3, -1)

    def schedule(self, name: str = "", wall_s: float = 0.0) -> Schedule:
        start, end, status = self.core.schedule()
        jobs, w = self.jobs, self.workload
        keep = sorted(range(len(jobs)), key=lambda i: (jobs[i].submit, jobs[i].id))
        chosen = Workload(
            [jobs[i] for i in keep],
            w.cluster,
            name=w.name,
            warmup_end=w.warmup_end,
            horizon=w.horizon,
            skipped=dict(w.skipped),
        )
        return Schedule(
            chosen,
            name,
            [start[i] for i in keep],
            [end[i] for i in keep],
            [status[i] for i in keep],
            [self.units[i] for i in keep],
            wall_s,
            engine="compiled",
        )


def open_online(
    engine: str, config: SchedulerConfig, workload: Workload, where: str, why_not: str | None = None
) -> OnlineEngine:
    """The engine of a driver submitting to ``workload`` (of no job yet) under ``config``:
    compiled where the core runs it and ``engine`` (``"auto"``, ``"compiled"``,
    ``"python"``) allows, else the Python simulator; ``why_not``: a reason of the caller's
    to run on Python (``"compiled"`` then refuses, saying it)."""
    if compiled.choose_for(engine, config, workload, where, why_not):
        return CompiledOnline(workload, config)
    return PythonOnline(build_simulator(workload, config), make_scheduler(config))
