"""The discrete-event simulator: clock, events, running jobs and the primitives a scheduler uses.

Event order at one timestamp (docs/design.md): completions and kills, then arrivals, then one
scheduling pass; ties between jobs go to the earlier job in (submit, id) order. The simulator
knows nothing of policies: it keeps the :class:`hpcgym.engine.Simulation` contract.
:meth:`Simulator.advance` runs events until a pass is due and a scheduler (a native policy
from :mod:`hpcgym.batch.policies`, or an agent through an env) then calls
:meth:`Simulator.start`. Per-job state is kept in flat lists indexed like ``workload.jobs``;
a job given to :meth:`Simulator.submit` while running takes the next index.

The kernel here runs completions and the workload's arrivals; every other feature schedules
typed events on its :class:`~hpcgym.batch.agenda.Agenda` and lives in its own module: late
submissions (:mod:`hpcgym.batch.arrivals`), advance reservations
(:mod:`hpcgym.batch.reservations`, lubrano2024 §4.2), planning ticks (:mod:`hpcgym.batch.ticks`,
WARP's cycle, lubrano2024 §4) and submission-mode choices (:mod:`hpcgym.batch.choices`).

Tasks of workflow-aware (WoAS) workflows enter the waiting queue when their workflow is
submitted, ready or not (the scheduler view of rodrigo2017 §3.2). A task whose parents have not ended
is *held* (status PENDING): it waits in :attr:`Simulator.held_queue`, ranked like the ready
queue, and moves to the ready queue when its parents end. Passes start only ready jobs, and
by default see only them (Slurm's ``build_job_queue`` drops jobs with unmet dependencies); a
backfill pass may instead count held tasks against its depth (the reading of rodrigo2017 §5.2.2,
``+count-held`` in :mod:`hpcgym.batch.policies`) by merging the two orders.
"""

from __future__ import annotations

import heapq
import math
import time
from bisect import bisect_left, insort
from collections.abc import Callable

from hpcgym.batch.agenda import Agenda
from hpcgym.batch.arrivals import LateArrival
from hpcgym.batch.backfill import Profile
from hpcgym.batch.choices import SubmissionChoices
from hpcgym.batch.job import Job
from hpcgym.batch.machine import Machine
from hpcgym.batch.priority import FCFS, Priority
from hpcgym.batch.reservations import Reservation, ReservationDesk
from hpcgym.batch.schedule import Schedule
from hpcgym.batch.status import (
    CANCELLED,
    DONE,
    KILLED,
    PENDING,
    RUNNING,
    STATUS_NAMES,
    WAITING,
    WITHDRAWN,
    SchedulingError,
)
from hpcgym.batch.ticks import PlanningTicks
from hpcgym.batch.workload import Workload
from hpcgym.engine import PLANNING_TICK, SCHEDULING_PASS, TICK, Observable, SimulationError, Stop


class Simulator(Observable):
    """State of one machine over time, advanced event by event.

    ``grace`` is the over-time limit: a job ends at ``min(runtime, walltime + grace)`` and is
    killed if its runtime exceeds that. ``bf_interval`` > 0 makes :attr:`backfill_due` true
    only on multiples of it (Slurm's ``bf_interval``); 0 makes every pass a backfill pass.
    ``tick`` (seconds) makes :meth:`advance` stop with :data:`~hpcgym.engine.PLANNING_TICK` at
    its multiples (:mod:`hpcgym.batch.ticks`).

    Attributes, by group:

    - machine: ``workload``, ``total_units``, ``free`` (units no job and no reservation
      holds), ``pool_free`` (the GPUs and memory free of the cluster's
      :attr:`~hpcgym.batch.cluster.Cluster.pools`, None when it counts none), ``grace``,
      ``bf_interval``, ``tick``.
    - per job ``i`` (struct of arrays, for speed): ``jobs``, ``submit_t``, ``cores``,
      ``walltime``, ``units``, ``pool_need`` (its request of each pool, with pools),
      ``duration`` (what it will run), ``will_kill``, ``start_t``,
      ``end_t``, ``queued_at`` (when it became ready: its submit or its parents' end),
      ``status`` (:mod:`hpcgym.batch.status`); times are -1 before they happen. ``n`` jobs.
    - queues: ``queue`` (ready jobs, in priority order), ``held_queue`` (WoAS tasks held by
      their parents), ``woas_run`` / ``woas_tasks`` (WoAS task -> its workflow's position in
      ``workload.workflows``, and back).
    - clock: ``now``, ``backfill_due``, ``finished`` (jobs over), ``run_ends`` (running jobs
      by requested end, sorted, as backfilling plans).
    - features: ``agenda`` (typed events), ``reservations`` (with ``book``, ``resv_held``),
      ``choices`` (with ``awaiting``), ``ticks`` (None without ``tick``).
    """

    def __init__(
        self,
        workload: Workload,
        queue: Priority,
        *,
        grace: int = 0,
        bf_interval: int = 0,
        tick: int | None = None,
    ) -> None:
        jobs = workload.jobs
        cluster = workload.cluster
        n = len(jobs)
        self._init_handlers()
        self.workload = workload
        self.total_units = cluster.total_units
        self.free = cluster.total_units
        self.grace = grace
        self.bf_interval = bf_interval
        self.tick = tick

        self.jobs = list(jobs)
        self.n = n
        self.submit_t = [j.submit for j in jobs]
        self.cores = [j.cores for j in jobs]
        self.walltime = [j.walltime for j in jobs]
        machine = isinstance(cluster, Machine)
        if machine or cluster.gpus_per_node or cluster.mem_per_node:
            self.units = [cluster.job_units(j.cores, j.gpus, j.mem, j.partition) for j in jobs]
        else:
            uc = cluster.unit_cores
            self.units = [-(-j.cores // uc) for j in jobs] if uc > 1 else list(self.cores)
        pools = cluster.pools
        self.pool_free: list[int] | None = list(cluster.capacity[1:]) if pools else None
        self.pool_need = (
            [cluster.request(j.cores, j.gpus, j.mem, j.partition)[1:] for j in jobs]
            if pools
            else []
        )
        #: Each job's partition (its position in the machine's), None on a plain cluster.
        self.part: list[int] | None = (
            [cluster.index(j.partition) for j in jobs] if isinstance(cluster, Machine) else None
        )
        limit = [j.walltime + grace for j in jobs]
        self.duration = [min(j.runtime, lim) for j, lim in zip(jobs, limit)]
        self.will_kill = [j.runtime > lim for j, lim in zip(jobs, limit)]
        self.start_t = [-1] * n
        self.end_t = [-1] * n
        self.queued_at = [-1] * n
        self.status = [PENDING] * n

        self.now = jobs[0].submit if jobs else 0
        self.backfill_due = bf_interval == 0
        self.quiet_until: float = 0  # backfill ticks before this time would change nothing
        self.finished = 0
        self.run_ends: list[tuple[int, int]] = []
        self._ends: list[tuple[int, int]] = []  # (end, job): completions and kills due
        self._next = 0  # the workload's next job to arrive (jobs are in submit order)
        self._static = n  # the workload's jobs that arrive by themselves
        self.agenda = Agenda()

        # Dependencies: parents, children, and the count of unfinished parents per held job.
        self._parents: dict[int, tuple[int, ...]] = {}
        self._children: dict[int, list[int]] = {}
        self._blocked: dict[int, int] = {}
        self._index: dict[int, int] | None = None
        index = self.index if workload.workflows or any(j.deps for j in jobs) else {}
        if index:
            parents, children = self._parents, self._children
            for k, j in enumerate(jobs):
                if j.deps:
                    ps = tuple([index[p] for p in j.deps])
                    parents[k] = ps
                    for p in ps:
                        if p in children:
                            children[p].append(k)
                        else:
                            children[p] = [k]
        self.woas_run: dict[int, int] = {}
        self.woas_tasks: dict[int, list[int]] = {}
        for r, run in enumerate(workload.workflows):
            if run.woas:
                idx = [index[jid] for jid in run.jobs]
                self.woas_tasks[r] = idx
                self.woas_run.update(dict.fromkeys(idx, r))
        self.queue = queue
        self.held_queue = queue.empty_like() if self.woas_run else FCFS()

        self.choices = SubmissionChoices(workload.workflows, index)
        self.reservations = ReservationDesk(self)
        self.book = self.reservations.book
        self.ticks = PlanningTicks(tick, self.now) if tick is not None else None
        # Views the per-job hot paths check: jobs bound to a reservation, open reservations.
        self._bound = self.reservations.bound
        self._resv_open = self.book.open

    @property
    def index(self) -> dict[int, int]:
        """Job id -> position in the per-job lists (built on first use)."""
        if self._index is None:
            self._index = {j.id: k for k, j in enumerate(self.jobs)}
        return self._index

    @property
    def awaiting(self) -> int | None:
        """The workflow a ``choice`` stop awaits the submission mode of (None otherwise)."""
        return self.choices.awaiting

    @property
    def chosen(self) -> dict[int, str]:
        """Workflow id -> the submission mode chosen for it."""
        return self.choices.chosen

    @property
    def resv_held(self) -> int:
        """Units the active reservations hold."""
        return self.reservations.held

    @property
    def held(self) -> int:
        """WoAS tasks waiting in the queue for their parents."""
        return len(self.held_queue)

    def advance(self, until: float | None = None) -> Stop | None:
        """Run events until a decision is due; None once every job has ended, or when the
        next event is after ``until``.

        A scheduling pass (:data:`~hpcgym.engine.SCHEDULING_PASS`) is due at a timestamp with
        events when jobs wait ready and units are free (with no free unit no pass can start
        anything, so none is made). A ``choice`` stop, with :attr:`awaiting` set, is due when
        a workflow with submission variants arrives. With ``tick``, a
        :data:`~hpcgym.engine.PLANNING_TICK` is due at its multiples while jobs remain and other
        events are pending, before that timestamp's pass; a tick at a timestamp with no other
        event is followed by a pass only if the planner reserved, released or submitted.
        """
        ends = self._ends
        submit = self.submit_t
        n = self._static
        agenda = self.agenda.heap
        queue = self.queue
        interval = self.bf_interval
        undecided, status = self.choices.undecided, self.status
        ticks = self.ticks
        if ticks is not None and ticks.after:
            stop = ticks.resume(self)
            if stop is not None:
                return stop
        while True:
            t = ends[0][0] if ends else None
            nxt = self._next
            if nxt < n and (t is None or submit[nxt] < t):
                t = submit[nxt]
            if agenda and (t is None or agenda[0][0] < t):
                t = agenda[0][0]
            event_t = t
            if interval and self.free and len(queue):
                bf = (self.now // interval + 1) * interval
                quiet = self.quiet_until
                if bf >= quiet:
                    if t is None or bf < t:
                        t = bf
                elif quiet != math.inf:
                    bf = -(-int(quiet) // interval) * interval
                    if t is None or bf < t:
                        t = bf
            tick = None
            if ticks is not None and t is not None and self.finished < self.n:
                tick = ticks.due(self.now, t)
                if tick is not None:
                    t = tick
            if t is None or (until is not None and t > until):
                return None
            self.now = t
            if t == event_t:
                self.quiet_until = 0
            while ends and ends[0][0] == t:
                self._complete(heapq.heappop(ends)[1])
            while nxt < n and submit[nxt] == t:
                if undecided and nxt in undecided:
                    self._next = nxt
                    return self.choices.stop(nxt)
                if status[nxt] != WITHDRAWN:
                    self._arrive(nxt)
                nxt += 1
            self._next = nxt
            if agenda and agenda[0][0] == t:
                self.agenda.fire(self, t)
            if interval:
                self.backfill_due = t % interval == 0
            if tick is not None:
                ticks.fired(t)  # type: ignore[union-attr]
                return PLANNING_TICK
            if self.free and len(queue):
                return SCHEDULING_PASS

    def idle_until(self, t: int) -> Stop:
        """Move the clock to tick ``t`` once nothing is left to simulate (:meth:`advance`
        returned None) and stop there as at a planning tick: a planner with work left after
        the load drained (WARP's next tick, lubrano2024 §4) plans then."""
        ticks = self.ticks
        if ticks is None or t % ticks.every or t < self.now:
            raise SimulationError(
                f"t={self.now}: idle_until({t}) needs a tick multiple "
                f"of {self.tick} at or after now"
            )
        if self._ends or self.agenda or self._next < self._static:
            raise SimulationError(f"t={self.now}: idle_until({t}) with events still pending")
        self.now = t
        ticks.fired(t, with_events=False)
        return PLANNING_TICK

    def forget_future(self, used: tuple[int, int] | None = None) -> None:
        """Keep only what a scheduler knows now, for a planner's copy: no job arrives after
        now, and every job runs exactly its requested walltime (a running job past it ends
        at its kill limit, ``walltime + grace``); with ``used`` = (seconds run, seconds
        requested) of the jobs ended so far, that share of what is left of its request
        (:func:`scaled`)."""
        self._static = self._next
        now, start, wall, grace = self.now, self.start_t, self.walltime, self.grace
        for i in range(self.n):
            if self.status[i] in (PENDING, WAITING):
                self.duration[i] = scaled(wall[i], used)
                self.will_kill[i] = False
        ends = []
        for _, i in self._ends:
            if start[i] + wall[i] >= now:
                ran = now - start[i]
                d = ran + scaled(wall[i] - ran, used)
            else:
                d = wall[i] + grace
            self.duration[i] = d
            self.will_kill[i] = False
            ends.append((start[i] + d, i))
        heapq.heapify(ends)
        self._ends = ends

    @property
    def arriving(self) -> int:
        """How many of the workload's jobs arrive by themselves (in submit order): all of
        them, or after :meth:`forget_future` those arrived by then."""
        return self._static

    def set_runtime(self, i: int, runtime: int) -> None:
        """Job ``i``, not ended, runs ``runtime`` seconds in all (killed at its limit if that
        is longer): a planner's copy given a drawn runtime. A running job keeps its start and
        its end moves, which must not fall before now."""
        if not 0 <= i < self.n or self.status[i] in (DONE, KILLED):
            raise SimulationError(f"set_runtime: job {i} has ended or does not exist")
        if runtime < 0:
            raise SimulationError(f"set_runtime: job {i}'s runtime {runtime} is negative")
        limit = self.walltime[i] + self.grace
        self.duration[i] = min(runtime, limit)
        self.will_kill[i] = runtime > limit
        if self.status[i] == RUNNING:
            end = self.start_t[i] + self.duration[i]
            if end < self.now:
                raise SimulationError(
                    f"set_runtime: running job {i} would end at {end}, before now ({self.now})"
                )
            self._ends = [(end, j) if j == i else (t, j) for t, j in self._ends]
            heapq.heapify(self._ends)

    def used(self) -> tuple[int, int]:
        """Seconds run and seconds requested, summed over the jobs ended so far: the share of
        its request a job uses, as a planner that models runtimes reads it."""
        ran = asked = 0
        for i, st in enumerate(self.status):
            if st in (DONE, KILLED):
                ran += self.end_t[i] - self.start_t[i]
                asked += self.walltime[i]
        return ran, asked

    def submit(self, job: Job) -> int:
        """Submit ``job`` while running (at or after :attr:`now`): a resubmission after a kill,
        a workflow step at a planning tick. Its ``deps`` name jobs already known. Returns its
        index in the per-job lists; :meth:`schedule` includes it in (submit, id) order."""
        if job.submit < self.now:
            raise SimulationError(
                f"t={self.now}: job {job.id} submitted in the past (submit {job.submit})"
            )
        index = self.index
        if job.id in index:
            raise SimulationError(f"t={self.now}: job id {job.id} is already in the simulation")
        cluster = self.workload.cluster
        if not 0 < job.cores <= cluster.total_cores or job.runtime <= 0 or job.walltime <= 0:
            raise SimulationError(
                f"t={self.now}: job {job.id} needs 0 < cores <= "
                f"{cluster.total_cores}, runtime > 0 and walltime > 0"
            )
        missing = [p for p in job.deps if p not in index]
        if missing:
            raise SimulationError(f"t={self.now}: job {job.id} depends on unknown job {missing[0]}")
        cluster.check_job(job.cores, job.gpus, job.mem, job.partition, f"job {job.id}")
        i = self.n
        self.n += 1
        index[job.id] = i
        self.jobs.append(job)
        self.submit_t.append(job.submit)
        self.cores.append(job.cores)
        self.walltime.append(job.walltime)
        self.units.append(cluster.job_units(job.cores, job.gpus, job.mem, job.partition))
        if self.pool_free is not None:
            self.pool_need.append(cluster.request(job.cores, job.gpus, job.mem, job.partition)[1:])
        if self.part is not None and isinstance(cluster, Machine):
            self.part.append(cluster.index(job.partition))
        limit = job.walltime + self.grace
        self.duration.append(min(job.runtime, limit))
        self.will_kill.append(job.runtime > limit)
        for col in (self.start_t, self.end_t, self.queued_at):
            col.append(-1)
        self.status.append(PENDING)
        columns = getattr(self.queue, "columns", None)
        if columns is not None:
            columns.append(job.submit, job.cores, job.walltime)
        if job.deps:
            ps = tuple(index[p] for p in job.deps)
            self._parents[i] = ps
            for p in ps:
                self._children.setdefault(p, []).append(i)
        self.agenda.push(job.submit, LateArrival(i))
        self._acted()
        return i

    def quiet_ticks(self) -> None:
        """After a backfill pass that started nothing: skip the backfill ticks at which no
        pass can start anything either, until the next event, the first running job's
        requested end, or the time the queue's order may change (a slurm run of a 1e11-s job
        beside a blocked one stops at no 30-s tick). Until then the free units, the expected
        ends and the order are those of this pass, and a job that could not start or backfill
        now cannot later (EASY's shadow and conservative's profile are the same; a start
        later only ends later). Not with planning ticks or reservations open."""
        if not self.bf_interval or self.ticks is not None or self._resv_open:
            return
        now, run_ends = self.now, self.run_ends
        if run_ends and run_ends[0][0] <= now:  # an overdue job may be killed any second
            return
        limit: float = run_ends[0][0] if run_ends else math.inf
        for queue in (self.queue, self.held_queue):
            if len(queue) > 1 or (queue is self.held_queue and len(queue)):
                fixed = getattr(queue, "fixed_until", None)
                if fixed is None:
                    return
                limit = min(limit, fixed(now))
        if limit > now:
            self.quiet_until = limit

    def _acted(self) -> None:
        """A planner submitted, reserved or released (a pass may follow its tick)."""
        self.quiet_until = 0
        if self.ticks is not None:
            self.ticks.acted = True

    def _complete(self, i: int) -> None:
        t = self.now
        self.end_t[i] = t
        if self._bound and i in self._bound:
            self.reservations.job_over(i)
        else:
            self.free += self.units[i]
            if self.pool_free is not None:
                self._give_pools(i)
            run_ends = self.run_ends
            del run_ends[bisect_left(run_ends, (self.start_t[i] + self.walltime[i], i))]
        self.finished += 1
        killed = self.will_kill[i]
        self.status[i] = KILLED if killed else DONE
        handlers = self._on_kill if killed else self._on_end
        if handlers:
            for cb in handlers:
                cb(i)
        for c in self._children.get(i, ()):
            if c in self._blocked:
                if killed:
                    self._cancel(c)
                else:
                    self._blocked[c] -= 1
                    if not self._blocked[c]:
                        del self._blocked[c]
                        if c in self.woas_run:
                            self.held_queue.remove(c)
                        self._enqueue(c)

    def _arrive(self, i: int) -> None:
        if self._on_arrive:
            for cb in self._on_arrive:
                cb(i)
        ps = self._parents.get(i)
        if ps:
            status = self.status
            if any(status[p] in (KILLED, CANCELLED) for p in ps):
                self._cancel(i)
                return
            pending = sum(1 for p in ps if status[p] != DONE)
            if pending:
                self._blocked[i] = pending
                if i in self.woas_run:
                    self.held_queue.add(i, self.now)
                return
        self._enqueue(i)

    def _enqueue(self, i: int) -> None:
        self.queued_at[i] = self.now
        self.status[i] = WAITING
        if self._bound and i in self._bound:
            self.reservations.ready(i)
            return
        self.queue.add(i, self.now)

    def _cancel(self, i: int) -> None:
        """A job whose ``afterok`` parent was killed never becomes eligible (Slurm cancels it)."""
        if self._blocked.pop(i, None) is not None and i in self.woas_run:
            self.held_queue.remove(i)
        self.status[i] = CANCELLED
        self.finished += 1
        for c in self._children.get(i, ()):
            if c in self._blocked:
                self._cancel(c)

    def _launch(self, i: int, end: int) -> None:
        """Run job ``i`` from now until ``end`` on units already taken (a reservation's);
        :meth:`start` does the same inline, on free units."""
        self.status[i] = RUNNING
        self.start_t[i] = self.now
        heapq.heappush(self._ends, (end, i))
        if self._on_start:
            for cb in self._on_start:
                cb(i)

    def waiting(self, limit: int | None = None) -> list[int]:
        """Startable jobs in priority order, at most ``limit`` (queue entries held back
        skipped): a queue window's jobs."""
        q = self.queue.order(self.now, limit)
        if not self.held:
            return q[:limit] if limit is not None else list(q)
        status = self.status
        out = []
        for i in q:
            if status[i] == WAITING:
                out.append(i)
                if limit is not None and len(out) >= limit:
                    break
        return out

    def choose(self, workflow: int, mode: str) -> None:
        """Submit the awaited ``workflow`` as ``mode``; its other variants are withdrawn."""
        self._withdraw(self.choices.choose(workflow, mode, self.now)[1])

    def decline(self, workflow: int) -> None:
        """Submit the awaited ``workflow`` in no mode: every variant is withdrawn."""
        self._withdraw(self.choices.decline(workflow, self.now))

    def _withdraw(self, jobs: list[int]) -> None:
        status = self.status
        for i in jobs:
            status[i] = WITHDRAWN
        self.finished += len(jobs)

    def start(self, i: int) -> None:
        """Start waiting job ``i`` now on free units; with reservations open it must also fit
        beside them for its whole requested walltime (a bound job starts only in its own)."""
        u = self.units[i]
        if self.status[i] != WAITING or u > self.free:
            raise SchedulingError(
                f"t={self.now}: cannot start job {self.jobs[i].id} "
                f"({STATUS_NAMES[self.status[i]]}, needs {u} units, {self.free} free)"
            )
        if self.pool_free is not None:
            self._take_pools(i)
        if self._resv_open:
            self.reservations.check(i)
        self.queue.remove(i)
        self.free -= u
        now = self.now
        self.start_t[i] = now
        self.status[i] = RUNNING
        heapq.heappush(self._ends, (now + self.duration[i], i))
        insort(self.run_ends, (now + self.walltime[i], i))
        if self._on_start:
            for cb in self._on_start:
                cb(i)

    def fits(self, i: int) -> bool:
        """Whether waiting job ``i`` may start now: free units for its whole requested walltime
        beside the reservations (a bound job starts only in its own, never through this)."""
        if self.status[i] != WAITING or self.units[i] > self.free or i in self._bound:
            return False
        if self.pool_free is not None and not self.pools_fit(i):
            return False
        return not self._resv_open or self.reservations.fits(i)

    def pools_fit(self, i: int) -> bool:
        """Whether job ``i``'s GPUs and memory are free now (True without pools)."""
        free = self.pool_free
        return free is None or all(n <= f for n, f in zip(self.pool_need[i], free))

    def _take_pools(self, i: int) -> None:
        free = self.pool_free
        assert free is not None
        need = self.pool_need[i]
        if not all(n <= f for n, f in zip(need, free)):
            pools = self.workload.cluster.pools
            raise SchedulingError(
                f"t={self.now}: cannot start job {self.jobs[i].id}: needs "
                + ", ".join(f"{n} {p}" for p, n in zip(pools, need))
                + ", free "
                + ", ".join(f"{f} {p}" for p, f in zip(pools, free))
            )
        for k, n in enumerate(need):
            free[k] -= n

    def _give_pools(self, i: int) -> None:
        free = self.pool_free
        assert free is not None
        for k, n in enumerate(self.pool_need[i]):
            free[k] += n

    def reserve(self, units: int, start: int, end: int, job: int | None = None) -> Reservation:
        """Set ``units`` aside over ``[start, end)`` (lubrano2024 §4.2), for job index ``job`` if given
        (a job not started yet, e.g. one just given to :meth:`submit`), which then runs only
        in it (:meth:`ReservationDesk.reserve`)."""
        if self.pool_free is not None:
            raise SchedulingError(
                f"t={self.now}: advance reservations hold units only; cluster "
                f"{self.workload.cluster.name!r} also counts {', '.join(self.workload.cluster.pools)}"
            )
        return self.reservations.reserve(units, start, end, job)

    def release(self, reservation: Reservation) -> None:
        """Give ``reservation``'s units back now (:meth:`ReservationDesk.release`)."""
        self.reservations.release(reservation)

    def profile(self) -> Profile:
        """Units free over time for jobs outside reservations: running jobs by requested end
        (as backfilling plans), minus every open reservation's block."""
        return self.reservations.profile()

    def run(
        self,
        scheduler: Callable[[Simulator], None],
        name: str = "",
        progress: Callable[[int], None] | None = None,
        until: float | None = None,
        chooser: Callable[[Simulator], None] | None = None,
        planner: Callable[[Simulator], None] | None = None,
    ) -> Schedule:
        """Advance to the end (or to time ``until``, leaving later work undone), calling
        ``scheduler(self)`` at each due pass, ``chooser(self)`` when a workflow awaits its
        submission mode and ``planner(self)`` at each planning tick; ``progress(finished)``
        now and then."""
        t0 = time.perf_counter()

        def step(stop: Stop) -> None:
            if stop.kind == TICK:
                if planner is not None:
                    planner(self)
            elif self.awaiting is None:
                scheduler(self)
            elif chooser is None:
                raise SchedulingError(
                    f"t={self.now}: workflow {self.awaiting} awaits a "
                    "submission mode and no chooser was given"
                )
            else:
                chooser(self)

        if progress is None:
            while stop := self.advance(until):
                step(stop)
        else:
            every = 0
            while stop := self.advance(until):
                step(stop)
                every += 1
                if every >= 2048:
                    every = 0
                    progress(self.finished)
            progress(self.finished)
        if until is None and (self._blocked or len(self.queue)):
            raise SchedulingError(
                f"t={self.now}: the scheduler left {len(self.queue)} jobs "
                "waiting with nothing running"
            )
        return self.schedule(name, time.perf_counter() - t0)

    def schedule(self, name: str = "", wall_s: float = 0.0) -> Schedule:
        """The schedule so far: jobs submitted while running included, in (submit, id) order;
        with submission variants, of the chosen ones only."""
        w = self.workload
        resv = tuple(self.book.items)
        choices = self.choices
        if not choices.variants and self.n == self._static:
            return Schedule(
                w, name, self.start_t, self.end_t, self.status, self.units, wall_s, resv
            )
        status, jobs = self.status, self.jobs
        keep = [i for i in range(self.n) if status[i] != WITHDRAWN and i not in choices.undecided]
        if self.n > self._static:
            keep.sort(key=lambda i: (jobs[i].submit, jobs[i].id))
        return Schedule(
            choices.workload(w, jobs, keep),
            name,
            [self.start_t[i] for i in keep],
            [self.end_t[i] for i in keep],
            [status[i] for i in keep],
            [self.units[i] for i in keep],
            wall_s,
            resv,
        )


def scaled(request: int, used: tuple[int, int] | None) -> int:
    """``request`` seconds scaled by the share ``used`` = (runtime, request) of requests the
    ended jobs ran, rounded half up, at least 1 and at most ``request`` (``request`` itself
    without a share, or when the share is not below 1); the compiled engine's ``scaled``."""
    if used is None or used[1] <= 0 or used[0] >= used[1]:
        return request
    ran, asked = used
    return min(max((2 * request * ran + asked) // (2 * asked), min(1, request)), request)


__all__ = [
    "CANCELLED",
    "DONE",
    "KILLED",
    "PENDING",
    "RUNNING",
    "STATUS_NAMES",
    "WAITING",
    "WITHDRAWN",
    "Schedule",
    "SchedulingError",
    "Simulator",
    "scaled",
]
