"""Stochastic jobs on the batch simulator: the runtime system of gainaru2019 §4.3 under any native
policy (EASY, conservative, Slurm), so speculative requests meet Edison-like or trace workloads,
not only the paper's own scheduler (:func:`hpcgym.speculative.schedule.simulate`).

The jobs are the same :class:`~hpcgym.speculative.schedule.StochasticJob` values that
``make_workload`` draws (times in law units, ``unit`` seconds each). The runtime overwrites a
job's request with the policy's first value t_1; when the simulator kills it at its limit, the
runtime resubmits it at once (the ``kill`` event of :mod:`hpcgym.engine`) asking for t_2, and
so on (§4.3: "if the application fails, resubmission will ask for t_2"). A failed attempt's
core-seconds are waste (Eq. 1).

Two opt-ins make the run the reference of an agent choosing requests on a grid
(``hpcgym/Walltime-v0``): ``levels=L`` rounds every request up to the job's L-level grid
(:func:`request_grid`, §4.2's discretisation, on which TOptimal/ATOptimal with n = L already
lie), and ``online=True`` submits every job while the simulation runs, when its submit time
comes, as an agent must (then FCFS, which ranks by submission, sees each retry after the jobs
submitted before it, not behind every first attempt of the static workload).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, cast

import numpy as np

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.online import open_online
from hpcgym.batch.policies import SchedulerConfig, build_simulator, get_policy, make_scheduler
from hpcgym.batch.simulator import DONE, KILLED, Schedule
from hpcgym.batch.workload import Workload
from hpcgym.checks import integer, number
from hpcgym.errors import InputError, WorkloadError
from hpcgym.speculative.requests import RequestPolicy
from hpcgym.speculative.resubmission import Resubmission, resubmission
from hpcgym.speculative.schedule import Attempt, JobRecord, StochasticJob
from hpcgym.units import HOUR


def seconds(t: float, unit: float) -> int:
    """``t`` law units as whole seconds, rounded up (at least 1)."""
    return max(1, math.ceil(t * unit - 1e-9))


@lru_cache(maxsize=256)
def _grid(law: Any, levels: int) -> np.ndarray:
    levels = integer(levels, "levels", lo=1)
    a, b = float(law.a), float(law.b)
    v = a + (b - a) / levels * np.arange(levels + 1)  # as sequence.discretize
    v[-1] = b
    v = v[1:]
    v.flags.writeable = False
    return v


def request_grid(law: Any, levels: int) -> np.ndarray:
    """The L requests v_1 < ... < v_L = b of a law, v_k = a + k(b − a)/L (§4.2 with n = L;
    v_0 = a is left out, as no optimal sequence asks for it). Read-only, cached per law."""
    return _grid(law, integer(levels, "levels", lo=1))


def grid_level(law: Any, t: float, levels: int) -> int:
    """The index (0..L-1) of the smallest grid request at or above ``t`` (b above b)."""
    v = _grid(law, integer(levels, "levels", lo=1))
    tol = 1e-9 * max(1.0, float(law.b) - float(law.a))
    return min(int(np.searchsorted(v, t - tol, side="left")), levels - 1)


@dataclass(slots=True)
class BatchRun:
    """A run on the batch simulator: its schedule (every attempt a batch job of it) and each
    stochastic job's attempts, in law units like :class:`~hpcgym.speculative.schedule.SpecSchedule`."""

    schedule: Schedule
    records: list[JobRecord]
    policy: str
    unit: float

    def metrics(self) -> dict[str, float | int]:
        """§3.3 on the batch machine: utilization counts useful work only, the execution times
        of the stochastic jobs and the runs of the regular ones (Eq. 1: failed attempts, and
        with ``hold`` a reservation's idle end, are waste); response time is completion minus
        submission (Eq. 2) for the stochastic jobs (``large``) and for every job, in seconds."""
        s = self.schedule
        jobs = s.workload.jobs
        attempt_ids = self._attempt_ids
        return run_metrics(
            self.records,
            cast(Cluster, s.workload.cluster),  # (a request runtime runs on a Cluster)
            self.unit,
            np.array([j.submit for j in jobs], np.int64),
            np.array([j.cores for j in jobs], np.int64),
            np.asarray(s.start, np.int64),
            np.asarray(s.end, np.int64),
            np.asarray(s.status, np.int64),
            np.array([j.id in attempt_ids for j in jobs], bool),
        )

    @property
    def _attempt_ids(self) -> set[int]:
        return {cast(BatchAttempt, a).batch_id for r in self.records for a in r.attempts}


def run_metrics(
    records: Sequence[JobRecord],
    cluster: Cluster,
    unit: float,
    submit: np.ndarray,
    cores: np.ndarray,
    start: np.ndarray,
    end: np.ndarray,
    status: np.ndarray,
    attempt: np.ndarray,
) -> dict[str, float | int]:
    """:meth:`BatchRun.metrics` of the stochastic jobs' ``records`` and the batch jobs'
    columns (int64 arrays; ``attempt`` marks the stochastic attempts), the regular jobs in
    (submit, id) order among themselves (an online engine's index order keeps it)."""
    cl, u = cluster, unit
    uc = cl.unit_cores
    ran = start >= 0
    t0 = int(submit.min())
    t1 = int(end[ran].max()) if ran.any() else t0
    width = {r.id: cl.units(r.procs) * uc for r in records}
    useful = sum(width[r.id] * r.exec_time * u for r in records if r.attempts[-1].success)
    waste = sum(
        width[r.id] * (a.end - a.start) * u for r in records for a in r.attempts if not a.success
    )
    large = [
        (r.completion - cast(BatchAttempt, r.attempts[0]).submit) * u
        for r in records
        if r.attempts[-1].success
    ]
    regular = ~attempt & (status == DONE)
    e = end[regular]
    useful += int(((-(-cores[regular] // uc)) * uc * (e - start[regular])).sum())
    every = np.concatenate(
        [np.asarray(large, np.float64), (e - submit[regular]).astype(np.float64)]
    )
    span = cl.total_cores * (t1 - t0)
    return {
        "jobs": len(records),
        "regular_jobs": int(regular.sum()),
        "completed": len(large),
        "attempts": sum(len(r.attempts) for r in records),
        "failed_attempts": sum(not a.success for r in records for a in r.attempts),
        "utilization": useful / span if span > 0 else 0.0,
        "waste_core_h": waste / HOUR,
        "response_time_large_s": float(np.mean(large)) if large else math.nan,
        "response_time_all_s": float(np.mean(every)) if len(every) else math.nan,
    }


@dataclass(slots=True)
class BatchAttempt(Attempt):
    """An attempt that ran as batch job ``batch_id`` (submitted at ``submit``, law units)."""

    batch_id: int = -1
    submit: float = 0.0


class RequestRuntime:
    """Runs stochastic jobs (and any regular jobs) on the batch simulator under a native
    scheduler, requesting walltimes along ``policy``'s sequence.

    ``unit`` is the law unit in seconds (hours by default, as the presets); requests and
    execution times are rounded up to whole seconds, submit times to the nearest second. An
    execution time above the law's upper bound b could never succeed (the last request is b):
    refused up front, naming the job. With ``hold`` a job keeps its processors to the end of
    its request even when it finishes earlier: the reservation model of §3.2, where a job
    completes at s + t (Eq. 2's tau); without it (default) it frees them when it ends, as a
    batch system does. ``levels`` and ``online``: see the module docstring; with ``levels`` a
    request is also raised above every request that already failed, as an agent's mask does.
    ``engine`` (``"auto"``, ``"compiled"``, ``"python"``) runs an ``online`` run
    (:func:`~hpcgym.batch.online.open_online`); the others run on the Python simulator.
    """

    def __init__(
        self,
        jobs: Sequence[StochasticJob],
        policy: RequestPolicy,
        cluster: Cluster,
        *,
        regular: Sequence[Job] = (),
        unit: float = float(HOUR),
        hold: bool = False,
        levels: int | None = None,
        online: bool = False,
        engine: str = "auto",
    ) -> None:
        if not jobs:
            raise WorkloadError("request runtime: no stochastic job to run")
        number(
            unit,
            "unit (seconds per law unit)",
            lo=0,
            lo_open=True,
            where="request runtime",
            error=WorkloadError,
        )
        self.jobs = list(jobs)
        if len({j.id for j in self.jobs}) != len(self.jobs):
            raise WorkloadError("request runtime: duplicate stochastic job ids")
        self.policy = policy
        self.cluster = cluster
        self.unit = float(unit)
        self.hold = hold
        for j in self.jobs:
            if j.exec_time > j.app.law.b:
                raise WorkloadError(
                    f"request runtime: job {j.id} ({j.app.name}) runs "
                    f"{j.exec_time:g}, beyond its law's upper bound b = "
                    f"{j.app.law.b:g}: no request can cover it"
                )
        if levels is not None:
            for j in self.jobs:
                request_grid(j.app.law, levels)
        self.levels = levels
        self.online = online
        self.engine = engine
        self.regular = list(regular)
        # attempt k of stochastic job j is batch job first + ...; regular ids stay as given
        self._first_id = max((r.id for r in self.regular), default=-1) + 1

    def _seconds(self, t: float) -> int:
        return seconds(t, self.unit)

    def level(self, job: StochasticJob, failures: int) -> int:
        """With ``levels``: the grid index of the request after ``failures`` killed attempts,
        the policy's request rounded up and above the failed ones."""
        if self.levels is None:
            raise InputError("request runtime: level() needs levels=L")
        law, k = job.app.law, -1
        for f in range(failures + 1):
            k = min(
                max(grid_level(law, self.policy.next_request(job.app, f), self.levels), k + 1),
                self.levels - 1,
            )
        return k

    def request(self, job: StochasticJob, failures: int) -> int:
        """The walltime (seconds) the job asks for after ``failures`` killed attempts."""
        if self.levels is not None:
            t = float(request_grid(job.app.law, self.levels)[self.level(job, failures)])
            return self._seconds(t)
        return self._seconds(self.policy.next_request(job.app, failures))

    def attempt(self, batch_id: int, job: StochasticJob, submit: int, failures: int) -> Job:
        """The batch job of one attempt: killed at its request if the execution time exceeds
        it; with ``hold``, occupying its processors to the request's end otherwise."""
        return self.batch_job(batch_id, job, submit, self.request(job, failures))

    def batch_job(self, batch_id: int, job: StochasticJob, submit: int, request: int) -> Job:
        """The batch job of an attempt asking for ``request`` seconds (whoever chose it)."""
        runtime = self._seconds(job.exec_time)
        if self.hold and runtime <= request:
            runtime = request
        return Job(batch_id, submit, job.procs, request, runtime)

    def workload(self) -> Workload:
        """The regular jobs and each stochastic job's first attempt."""
        first = [
            self.attempt(self._first_id + k, j, s, 0)
            for k, (j, s) in enumerate(zip(self.jobs, self.first_submits()))
        ]
        return Workload(self.regular + first, self.cluster, name=f"stochastic[{self.policy.name}]")

    def first_submits(self) -> list[int]:
        """Each stochastic job's submit time in seconds."""
        return [round(j.submit * self.unit) for j in self.jobs]

    def run(self, scheduler: str | SchedulerConfig = "fcfs-easy") -> BatchRun:
        """Simulate to the end; every killed attempt is resubmitted with the next request."""
        config = get_policy(scheduler)
        if self.online:
            return self._run_online(config)
        sim = build_simulator(self.workload(), config)
        owner = {self._first_id + k: k for k in range(len(self.jobs))}
        failures = [0] * len(self.jobs)
        next_id = self._first_id + len(self.jobs)

        def killed(i: int) -> None:
            nonlocal next_id
            k = owner.get(sim.jobs[i].id)
            if k is None:
                return  # a regular job killed at its limit is not resubmitted
            failures[k] += 1
            owner[next_id] = k
            sim.submit(self.attempt(next_id, self.jobs[k], sim.now, failures[k]))
            next_id += 1

        sim.subscribe("kill", killed)
        return self._result(sim.run(make_scheduler(config), config.name), owner)

    def _run_online(self, config: SchedulerConfig) -> BatchRun:
        """Every job submitted when its time comes, each request answered by the policy at
        the driver's stop (:mod:`hpcgym.speculative.resubmission`, the agent's loop too)."""
        t0 = time.perf_counter()
        empty = Workload([], self.cluster, name=f"stochastic[{self.policy.name}]")
        eng = open_online(self.engine, config, empty, "request runtime")
        drv: Resubmission = resubmission(self, eng, self.regular)
        while (k := drv.next_decision()) is not None:
            job, failures = self.jobs[k], drv.failures[k]
            level = -1 if self.levels is None else self.level(job, failures)
            drv.answer(self.request(job, failures), level)
        owner = {eng.jobs[i].id: k for i, k in drv.owner.items()}
        return self._result(eng.schedule(config.name, time.perf_counter() - t0), owner)

    def _result(self, schedule: Schedule, owner: dict[int, int]) -> BatchRun:
        u = self.unit
        records = [JobRecord(j.id, j.kind, j.procs, j.exec_time) for j in self.jobs]
        for k, j in enumerate(schedule.workload.jobs):  # (submit, id) order: attempts in order
            if j.id in owner:
                st, e = schedule.start[k], schedule.end[k]
                records[owner[j.id]].attempts.append(
                    BatchAttempt(
                        st / u,
                        e / u,
                        j.walltime / u,
                        success=schedule.status[k] != KILLED,
                        batch_id=j.id,
                        submit=j.submit / u,
                    )
                )
        return BatchRun(schedule, records, self.policy.name, u)
