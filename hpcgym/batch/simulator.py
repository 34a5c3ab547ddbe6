"""The discrete-event simulator: clock, events, running jobs and the primitives a scheduler uses.

Event order at one timestamp (DESIGN.md): completions and kills, then arrivals, then one
scheduling pass; ties between jobs go to the earlier job in (submit, id) order. The simulator
knows nothing of policies: it keeps the engine contract of :mod:`hpcgym.engine`.
:meth:`Simulator.advance` runs events until a pass is due and a scheduler (a native policy
from :mod:`hpcgym.batch.policies`, or an agent through an env) then calls
:meth:`Simulator.start`. Per-job state is kept in flat lists indexed like ``workload.jobs``;
a job given to :meth:`Simulator.submit` while running takes the next index.

Tasks of workflow-aware (WoAS) workflows enter the waiting queue when their workflow is
submitted, ready or not (the scheduler view of rodrigo2017 §3.2). A task whose parents have not ended
is *held* (status PENDING): it waits in :attr:`Simulator.held_queue`, ranked like the ready
queue, and moves to the ready queue when its parents end. Passes start only ready jobs, and
by default see only them (Slurm's ``build_job_queue`` drops jobs with unmet dependencies); a
backfill pass may instead count held tasks against its depth (the reading of rodrigo2017 §5.2.2,
``+count-held`` in :mod:`hpcgym.batch.policies`) by merging the two orders.

A workload may carry several submission variants of one workflow (runs sharing an id, see
:func:`hpcgym.workloads.mixing.add_workflows` with ``mode="choice"``): when such a workflow arrives,
:meth:`Simulator.advance` stops with :attr:`Simulator.awaiting` set, and whoever drives the
simulator calls :meth:`Simulator.choose`; the other variants' jobs are withdrawn unseen.

Advance reservations (lubrano2024 §4.2, :mod:`hpcgym.batch.reservations`): :meth:`Simulator.reserve`
sets units aside over a window, optionally for one bound job, which then runs only inside it
(from the reservation's start, or when it becomes ready if later) and is killed at its end;
if the reservation ends before its job started, it is released and the job joins the ordinary
queue. An active reservation holds its units until its end (or :meth:`Simulator.release`),
whether its job uses them or not. Every other job may start only if it fits for its whole
requested walltime in :meth:`Simulator.profile` (running jobs by requested end plus the
reservations' blocks); :meth:`Simulator.start` enforces it. A job running past its request
within the grace may still hold units when a reservation starts: the reservation takes units
as they are freed, before any pass sees them, and its job waits for them (its ``delay``).
At one timestamp reservations end and start after the arrivals and before the pass.
With ``tick=T`` :meth:`Simulator.advance` also stops at every multiple of T while jobs remain
(WARP's 10-minute planning cycle, lubrano2024 §4), after that timestamp's events and before its pass.
"""
from __future__ import annotations

import heapq
import time
from bisect import bisect_left, insort
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from hpcgym.batch.backfill import Profile
from hpcgym.batch.job import Job
from hpcgym.batch.priority import FCFS, Priority
from hpcgym.batch.reservations import ACTIVE, RELEASED, Reservation, ReservationBook
from hpcgym.batch.reservations import DONE as RESV_DONE
from hpcgym.batch.reservations import PENDING as RESV_PENDING
from hpcgym.batch.workload import Workload
from hpcgym.engine import (
    CHOICE,
    PLANNING_TICK,
    SCHEDULING_PASS,
    TICK,
    Observable,
    SimulationError,
    Stop,
)

# PENDING: not submitted yet, or held by unfinished parents (WoAS tasks: held in the queue);
# WAITING: eligible, in the queue; WITHDRAWN: a submission variant that was not chosen.
PENDING, WAITING, RUNNING, DONE, KILLED, CANCELLED, WITHDRAWN = range(7)
STATUS_NAMES = ("pending", "waiting", "running", "done", "killed", "cancelled", "withdrawn")


class SchedulingError(SimulationError):
    """A scheduler asked for something the machine cannot do (start a job that does not fit)."""


@dataclass(slots=True)
class Schedule:
    """What a simulation produced: per-job start, end and status, indexed like the jobs, and
    the reservations made (their ``job`` indexes the simulator's per-job lists)."""

    workload: Workload
    policy: str
    start: list[int]
    end: list[int]
    status: list[int]
    units: list[int]
    wall_s: float
    reservations: tuple[Reservation, ...] = ()


class Simulator(Observable):
    """State of one machine over time, advanced event by event.

    ``grace`` is the over-time limit: a job ends at ``min(runtime, walltime + grace)`` and is
    killed if its runtime exceeds that. ``submit_t[i]``, ``start_t[i]`` and ``end_t[i]`` are
    job ``i``'s times (-1 before they happen); ``queued_at[i]`` is when job ``i`` became ready
    (its submit, or its parents' end), -1 before. ``bf_interval`` > 0 makes :attr:`backfill_due` true
    only on multiples of it (Slurm's ``bf_interval``); 0 makes every pass a backfill pass.
    ``tick`` (seconds) makes :meth:`advance` stop with :data:`~hpcgym.engine.PLANNING_TICK` at
    its multiples. ``book`` keeps the reservations; ``resv_held`` is the units active ones hold,
    so ``free`` is what jobs outside reservations may use now.
    """

    def __init__(self, workload: Workload, queue: Priority, *, grace: int = 0,
                 bf_interval: int = 0, tick: int | None = None) -> None:
        jobs = workload.jobs
        cluster = workload.cluster
        n = len(jobs)
        self._init_handlers()
        self.workload = workload
        self.jobs = list(jobs)
        self._static = n
        self._late: list[tuple[int, int]] = []
        self.queue = queue
        self.n = n
        self.total_units = cluster.total_units
        self.free = cluster.total_units
        self.submit_t = [j.submit for j in jobs]
        self.cores = [j.cores for j in jobs]
        self.walltime = [j.walltime for j in jobs]
        uc = cluster.unit_cores
        self.units = [-(-j.cores // uc) for j in jobs] if uc > 1 else list(self.cores)
        limit = [j.walltime + grace for j in jobs]
        self.duration = [min(j.runtime, lim) for j, lim in zip(jobs, limit)]
        self.will_kill = [j.runtime > lim for j, lim in zip(jobs, limit)]
        self.start_t = [-1] * n
        self.end_t = [-1] * n
        self.queued_at = [-1] * n
        self.status = [PENDING] * n
        self.grace = grace
        self.bf_interval = bf_interval
        self.now = jobs[0].submit if jobs else 0
        self.backfill_due = bf_interval == 0
        self.run_ends: list[tuple[int, int]] = []
        self.finished = 0
        self._ends: list[tuple[int, int]] = []
        self._next = 0
        self._parents: dict[int, tuple[int, ...]] = {}
        self._children: dict[int, list[int]] = {}
        self._blocked: dict[int, int] = {}
        self._index: dict[int, int] | None = None
        index = self.index if workload.workflows or any(j.deps for j in jobs) else {}
        # WoAS task index -> position of its workflow in workload.workflows, and back.
        self.woas_run: dict[int, int] = {}
        self.woas_tasks: dict[int, list[int]] = {}
        # Workflows with several submission variants: id -> {mode: job indices}.
        self.awaiting: int | None = None
        self.chosen: dict[int, str] = {}
        self._variants: dict[int, dict[str, list[int]]] = {}
        self._undecided: dict[int, int] = {}
        copies = Counter(r.id for r in workload.workflows)
        for r, run in enumerate(workload.workflows):
            idx = [index[jid] for jid in run.jobs]
            if run.woas:
                self.woas_tasks[r] = idx
                self.woas_run.update(dict.fromkeys(idx, r))
            if copies[run.id] > 1:
                self._variants.setdefault(run.id, {})[run.mode] = idx
                self._undecided.update(dict.fromkeys(idx, run.id))
        self.held_queue = queue.empty_like() if self.woas_run else FCFS()
        self.book = ReservationBook()
        self._resv_open = self.book.open
        self.resv_held = 0
        # (time, 0 = end / 1 = start, reservation id): ends before starts at one timestamp.
        self._rq: list[tuple[int, int, int]] = []
        self._bound: dict[int, Reservation] = {}
        self._short: list[Reservation] = []
        if tick is not None and tick <= 0:
            raise SimulationError(f"planning tick must be positive, got {tick}")
        self.tick = tick
        self._next_tick = -(-self.now // tick) * tick if tick else 0
        self._after_tick = False
        self._tick_events = False
        self._acted = False
        if index:
            for k, j in enumerate(jobs):
                if j.deps:
                    ps = tuple(index[p] for p in j.deps)
                    self._parents[k] = ps
                    for p in ps:
                        self._children.setdefault(p, []).append(k)

    @property
    def index(self) -> dict[int, int]:
        """Job id -> position in the per-job lists (built on first use)."""
        if self._index is None:
            self._index = {j.id: k for k, j in enumerate(self.jobs)}
        return self._index

    def advance(self, until: int | None = None) -> Stop | None:
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
        late = self._late
        queue = self.queue
        interval = self.bf_interval
        undecided, status = self._undecided, self.status
        rq = self._rq
        every = self.tick
        if self._after_tick:
            self._after_tick = False
            if (not (late and late[0][0] == self.now) and (self._tick_events or self._acted)
                    and self.free and len(queue)):
                return SCHEDULING_PASS
        while True:
            t = ends[0][0] if ends else None
            nxt = self._next
            if nxt < n and (t is None or submit[nxt] < t):
                t = submit[nxt]
            if late and (t is None or late[0][0] < t):
                t = late[0][0]
            if interval and self.free and len(queue):
                tick = (self.now // interval + 1) * interval
                if t is None or tick < t:
                    t = tick
            if rq and (t is None or rq[0][0] < t):
                t = rq[0][0]
            ticking = False
            if every and t is not None and self.finished < self.n:
                nt = self._next_tick
                if nt < self.now:
                    nt = self._next_tick = -(-self.now // every) * every
                if nt <= t:
                    ticking, self._tick_events, t = True, nt == t, nt
            if t is None or (until is not None and t > until):
                return None
            self.now = t
            while ends and ends[0][0] == t:
                self._complete(heapq.heappop(ends)[1])
            while nxt < n and submit[nxt] == t:
                if undecided and nxt in undecided:
                    self._next = nxt
                    self.awaiting = undecided[nxt]
                    return Stop(CHOICE, self.awaiting)
                if status[nxt] != WITHDRAWN:
                    self._arrive(nxt)
                nxt += 1
            self._next = nxt
            while late and late[0][0] == t:
                self._arrive(heapq.heappop(late)[1])
            if (rq and rq[0][0] == t) or self._short:
                self._reservation_events(t)
            if interval:
                self.backfill_due = t % interval == 0
            if ticking:
                self._next_tick = t + every
                self._after_tick = True
                self._acted = False
                return PLANNING_TICK
            if self.free and len(queue):
                return SCHEDULING_PASS

    def idle_until(self, t: int) -> Stop:
        """Move the clock to tick ``t`` once nothing is left to simulate (:meth:`advance`
        returned None) and stop there as at a planning tick: a planner with work left after
        the load drained (WARP's next tick, lubrano2024 §4) plans then."""
        if not self.tick or t % self.tick or t < self.now:
            raise SimulationError(f"t={self.now}: idle_until({t}) needs a tick multiple "
                                  f"of {self.tick} at or after now")
        if self._ends or self._late or self._rq or self._next < self._static:
            raise SimulationError(f"t={self.now}: idle_until({t}) with events still pending")
        self.now = t
        self._next_tick = t + self.tick
        self._after_tick, self._tick_events, self._acted = True, False, False
        return PLANNING_TICK

    def forget_future(self) -> None:
        """Keep only what a scheduler knows now, for a planner's copy: no job arrives after
        now, and every job runs exactly its requested walltime (a running job past it ends
        at its kill limit, ``walltime + grace``)."""
        self._static = self._next
        now, start, wall, grace = self.now, self.start_t, self.walltime, self.grace
        for i in range(self.n):
            if self.status[i] in (PENDING, WAITING):
                self.duration[i] = wall[i]
                self.will_kill[i] = False
        ends = []
        for _, i in self._ends:
            d = wall[i] if start[i] + wall[i] >= now else wall[i] + grace
            self.duration[i] = d
            self.will_kill[i] = False
            ends.append((start[i] + d, i))
        heapq.heapify(ends)
        self._ends = ends

    def submit(self, job: Job) -> int:
        """Submit ``job`` while running (at or after :attr:`now`): a resubmission after a kill,
        a workflow step at a planning tick. Its ``deps`` name jobs already known. Returns its
        index in the per-job lists; :meth:`schedule` includes it in (submit, id) order."""
        if job.submit < self.now:
            raise SimulationError(f"t={self.now}: job {job.id} submitted in the past "
                                  f"(submit {job.submit})")
        index = self.index
        if job.id in index:
            raise SimulationError(f"t={self.now}: job id {job.id} is already in the simulation")
        cluster = self.workload.cluster
        if not 0 < job.cores <= cluster.total_cores or job.runtime <= 0 or job.walltime <= 0:
            raise SimulationError(f"t={self.now}: job {job.id} needs 0 < cores <= "
                                  f"{cluster.total_cores}, runtime > 0 and walltime > 0")
        missing = [p for p in job.deps if p not in index]
        if missing:
            raise SimulationError(f"t={self.now}: job {job.id} depends on unknown job "
                                  f"{missing[0]}")
        i = self.n
        self.n += 1
        index[job.id] = i
        self.jobs.append(job)
        self.submit_t.append(job.submit)
        self.cores.append(job.cores)
        self.walltime.append(job.walltime)
        self.units.append(cluster.units(job.cores))
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
        heapq.heappush(self._late, (job.submit, i))
        self._acted = True
        return i

    def _complete(self, i: int) -> None:
        t = self.now
        self.end_t[i] = t
        if self._bound and i in self._bound:
            self._bound.pop(i).job_end = t
        else:
            self.free += self.units[i]
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
            r = self._bound[i]
            if r.state == ACTIVE and r.held >= self.units[i] and self.now < r.end:
                self._start_bound(i, r)
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

    def choose(self, workflow: int, mode: str) -> None:
        """Submit the awaited ``workflow`` as ``mode``; its other variants are withdrawn."""
        variants = self._variants.get(workflow)
        if variants is None or workflow in self.chosen:
            raise SchedulingError(f"t={self.now}: workflow {workflow} has no submission "
                                  "choice pending")
        if mode not in variants:
            raise SchedulingError(f"t={self.now}: workflow {workflow} has no {mode!r} variant; "
                                  f"known: {', '.join(variants)}")
        for m, idx in variants.items():
            for i in idx:
                del self._undecided[i]
                if m != mode:
                    self.status[i] = WITHDRAWN
                    self.finished += 1
        self.chosen[workflow] = mode
        if self.awaiting == workflow:
            self.awaiting = None

    @property
    def held(self) -> int:
        """WoAS tasks waiting in the queue for their parents."""
        return len(self.held_queue)

    def start(self, i: int) -> None:
        """Start waiting job ``i`` now on free units; with reservations open it must also fit
        beside them for its whole requested walltime (a bound job starts only in its own)."""
        u = self.units[i]
        if self.status[i] != WAITING or u > self.free:
            raise SchedulingError(
                f"t={self.now}: cannot start job {self.jobs[i].id} "
                f"({STATUS_NAMES[self.status[i]]}, needs {u} units, {self.free} free)")
        if self._resv_open:
            self._check_reservations(i)
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

    def reserve(self, units: int, start: int, end: int, job: int | None = None) -> Reservation:
        """Set ``units`` aside over ``[start, end)`` (lubrano2024 §4.2), for job index ``job`` if given
        (a job not started yet, e.g. one just given to :meth:`submit`), which then runs only
        in it. Refused if other reservations already take the units over the window."""
        now, total = self.now, self.total_units
        rid = len(self.book.items)
        name = f"t={now}: reservation {rid} ({units} units over [{start}, {end}))"
        if start < now:
            raise SimulationError(f"{name} starts before now")
        if not 0 < units <= total:
            raise SimulationError(f"{name} needs 0 < units <= {total}")
        if end <= start:
            raise SimulationError(f"{name} must end after it starts")
        if job is not None:
            if not 0 <= job < self.n:
                raise SimulationError(f"{name}: there is no job index {job}")
            jid = self.jobs[job].id
            if job in self._bound:
                raise SimulationError(f"{name}: job {jid} is already bound to reservation "
                                      f"{self._bound[job].id}")
            if self.status[job] not in (PENDING, WAITING):
                raise SimulationError(f"{name}: job {jid} is {STATUS_NAMES[self.status[job]]}; "
                                      "only a job that has not started can be bound")
            if self.units[job] > units:
                raise SimulationError(f"{name}: job {jid} needs {self.units[job]} units")
        taken = self.book.reserved(start, end)
        if taken + units > total:
            raise SimulationError(f"{name} cannot be honoured: other reservations take {taken} "
                                  f"of the {total} units then")
        r = Reservation(rid, start, end, units, job)
        self.book.add(r)
        self._acted = True
        if job is not None:
            self._bound[job] = r
            if self.status[job] == WAITING:
                self.queue.remove(job)
        heapq.heappush(self._rq, (end, 0, rid))
        if start == now:
            self._activate(r)
            self._settle()
        else:
            heapq.heappush(self._rq, (start, 1, rid))
        return r

    def release(self, reservation: Reservation) -> None:
        """Give ``reservation``'s units back now; its job, if it has not started, joins the
        ordinary queue (a planner may bind it again). A reservation its job runs in is busy."""
        r = reservation
        items = self.book.items
        if not (0 <= r.id < len(items) and items[r.id] is r):
            raise SimulationError(f"t={self.now}: reservation {r.id} is not this simulation's")
        if r.state not in (RESV_PENDING, ACTIVE):
            raise SimulationError(f"t={self.now}: reservation {r.id} is already {r.state}")
        if r.job is not None and r.job_start >= 0 and r.job_end < 0:
            raise SimulationError(f"t={self.now}: reservation {r.id} is busy: job "
                                  f"{self.jobs[r.job].id} runs in it")
        self._acted = True
        rq = self._rq
        rq[:] = [e for e in rq if e[2] != r.id]
        heapq.heapify(rq)
        self._close(r, RELEASED)
        self._settle()

    def profile(self) -> Profile:
        """Units free over time for jobs outside reservations: running jobs by requested end
        (as backfilling plans), minus every open reservation's block."""
        now = self.now
        p = Profile(now, self.free + self.resv_held, self.run_ends, self.units)
        return self.book.block(p, now)

    def fits(self, i: int) -> bool:
        """Whether waiting job ``i`` may start now: free units for its whole requested walltime
        beside the reservations (a bound job starts only in its own, never through this)."""
        u = self.units[i]
        if self.status[i] != WAITING or u > self.free or i in self._bound:
            return False
        if not self._resv_open:
            return True
        now, w = self.now, self.walltime[i]
        return (self.book.first_overlap(now, now + w) is None
                or self.profile().fits(now, u, w))

    def _check_reservations(self, i: int) -> None:
        now = self.now
        r = self._bound.get(i)
        if r is not None:
            raise SchedulingError(f"t={now}: job {self.jobs[i].id} is bound to reservation "
                                  f"{r.id} and starts only in it")
        u, w = self.units[i], self.walltime[i]
        end = now + w
        if self.book.first_overlap(now, end) is None:
            return
        p = self.profile()
        if p.fits(now, u, w):
            return
        for r in self.book.open:
            a = max(r.start, now)
            if a < min(r.end, end) and not p.fits(a, u, min(r.end, end) - a):
                break
        raise SchedulingError(
            f"t={now}: cannot start job {self.jobs[i].id}: it needs {u} units over "
            f"[{now}, {end}) and reservation {r.id} ({r.units} units over "
            f"[{r.start}, {r.end})) takes them")

    def _reservation_events(self, t: int) -> None:
        """Reservations ending, then starting, at ``t``; then units freed go to those still
        short of theirs and ready bound jobs start."""
        rq, items = self._rq, self.book.items
        while rq and rq[0][0] == t:
            _, kind, rid = heapq.heappop(rq)
            r = items[rid]
            if kind == 0:
                if r.state == ACTIVE:
                    unused = r.job is not None and r.job_start < 0
                    self._close(r, RELEASED if unused else RESV_DONE)
            elif r.state == RESV_PENDING:
                self._activate(r)
        self._settle()

    def _activate(self, r: Reservation) -> None:
        r.state = ACTIVE
        r.hold(self.now, 0)
        self._short.append(r)

    def _settle(self) -> None:
        now = self.now
        short = self._short
        if short and self.free:
            for r in list(short):
                take = min(r.units - r.held, self.free)
                r.hold(now, r.held + take)
                self.free -= take
                self.resv_held += take
                if r.held == r.units:
                    short.remove(r)
                if not self.free:
                    break
        if self._bound:
            status, units, bound = self.status, self.units, self._bound
            for r in list(self._resv_open):
                if r.start > now:
                    break
                i = r.job
                if (i is not None and r.job_start < 0 and status[i] == WAITING
                        and bound.get(i) is r and r.held >= units[i] and now < r.end):
                    self._start_bound(i, r)

    def _close(self, r: Reservation, state: str) -> None:
        now = self.now
        if r.state == ACTIVE:
            self.free += r.held
            self.resv_held -= r.held
            r.hold(now, 0)
            if r in self._short:
                self._short.remove(r)
        r.state = state
        r.closed = now
        self.book.close(r)
        i = r.job
        if i is not None and self._bound.get(i) is r:
            del self._bound[i]
            if self.status[i] == WAITING:
                self.queue.add(i, self.queued_at[i])

    def _start_bound(self, i: int, r: Reservation) -> None:
        """Start bound job ``i`` in ``r``: on its held units, killed at its end."""
        now = self.now
        self.status[i] = RUNNING
        self.start_t[i] = now
        r.job_start = now
        r.job_units = self.units[i]
        r.delay = now - max(r.start, self.queued_at[i])
        end = now + self.duration[i]
        if end > r.end:
            end = r.end
            self.will_kill[i] = True
        heapq.heappush(self._ends, (end, i))
        if self._on_start:
            for cb in self._on_start:
                cb(i)

    def run(self, scheduler: Callable[[Simulator], None], name: str = "",
            progress: Callable[[int], None] | None = None,
            until: int | None = None,
            chooser: Callable[[Simulator], None] | None = None,
            planner: Callable[[Simulator], None] | None = None) -> Schedule:
        """Advance to the end (or to time ``until``, leaving later work undone), calling
        ``scheduler(self)`` at each due pass, ``chooser(self)`` when a workflow awaits its
        submission mode and ``planner(self)`` at each planning tick."""
        t0 = time.perf_counter()

        def step(stop: Stop) -> None:
            if stop.kind == TICK:
                if planner is not None:
                    planner(self)
            elif self.awaiting is None:
                scheduler(self)
            elif chooser is None:
                raise SchedulingError(f"t={self.now}: workflow {self.awaiting} awaits a "
                                      "submission mode and no chooser was given")
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
            raise SchedulingError(f"t={self.now}: the scheduler left {len(self.queue)} jobs "
                                  "waiting with nothing running")
        return self.schedule(name, time.perf_counter() - t0)

    def schedule(self, name: str, wall_s: float) -> Schedule:
        """The schedule so far: jobs submitted while running included, in (submit, id) order;
        with submission variants, of the chosen ones only."""
        w = self.workload
        resv = tuple(self.book.items)
        if not self._variants and self.n == self._static:
            return Schedule(w, name, self.start_t, self.end_t, self.status, self.units, wall_s,
                            resv)
        status, jobs = self.status, self.jobs
        keep = [i for i in range(self.n)
                if status[i] != WITHDRAWN and i not in self._undecided]
        if self.n > self._static:
            keep.sort(key=lambda i: (jobs[i].submit, jobs[i].id))
        runs = [r for r in w.workflows
                if r.id not in self._variants or self.chosen.get(r.id) == r.mode]
        chosen = Workload([jobs[i] for i in keep], w.cluster, name=w.name,
                          warmup_end=w.warmup_end, horizon=w.horizon, skipped=dict(w.skipped),
                          workflows=runs)
        return Schedule(chosen, name, [self.start_t[i] for i in keep],
                        [self.end_t[i] for i in keep], [status[i] for i in keep],
                        [self.units[i] for i in keep], wall_s, resv)
