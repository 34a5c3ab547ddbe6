"""Advance reservations: units set aside over a time window, optionally for one bound job.

lubrano2024 §4.2 (WARP) plans a workflow's steps into on-demand Slurm reservations and binds each
step to one; this module keeps what the batch simulator needs to honour them. Deciding them is
a planner's business (:meth:`hpcgym.batch.simulator.Simulator.reserve`).

Lifecycle: ``pending`` until its start, ``active`` from its start (it holds its units then,
or as many as are free while a job running over its request still holds the rest), ``done``
at its end, or ``released`` when given back early or when it ended before its job started.

:class:`ReservationDesk` holds one simulation's reservations and the rules that honour them;
their starts and ends are agenda events (:mod:`hpcgym.batch.agenda`): at one timestamp
reservations end, then start, after the arrivals and before the pass; then units freed go to
the reservations still short of theirs and ready bound jobs start.
"""

from __future__ import annotations

from bisect import insort
from dataclasses import dataclass, field
from typing import ClassVar

from hpcgym.batch.agenda import RESERVATION_END, RESERVATION_START, SETTLE, Kernel
from hpcgym.batch.backfill import Profile
from hpcgym.batch.status import PENDING as JOB_PENDING
from hpcgym.batch.status import STATUS_NAMES, WAITING, SchedulingError
from hpcgym.engine import SimulationError

PENDING, ACTIVE, DONE, RELEASED = "pending", "active", "done", "released"
STATES = (PENDING, ACTIVE, DONE, RELEASED)


@dataclass(slots=True)
class Reservation:
    """``units`` set aside over ``[start, end)``, for job index ``job`` if bound.

    ``job_start``/``job_end`` are when its job ran in it (-1 if not), ``job_units`` what that
    job took, ``delay`` how long the job waited for units after it could have started (a job
    running past its request within the grace still held them), ``closed`` when it stopped
    holding units (-1 while open) and ``holding`` the ``(time, units held from then)`` steps.
    """

    id: int
    start: int
    end: int
    units: int
    job: int | None = None
    state: str = PENDING
    job_start: int = -1
    job_end: int = -1
    job_units: int = 0
    delay: int = 0
    closed: int = -1
    holding: list[tuple[int, int]] = field(default_factory=list)

    @property
    def held(self) -> int:
        """Units held right now."""
        return self.holding[-1][1] if self.holding else 0

    def hold(self, t: int, units: int) -> None:
        """Record that ``units`` are held from time ``t`` on."""
        h = self.holding
        if h and h[-1][0] == t:
            h[-1] = (t, units)
        else:
            h.append((t, units))

    def idle(self, t0: int, t1: int) -> int:
        """Unit-seconds inside ``[t0, t1)`` held but not used by the bound job; an open
        reservation (or a job still running) counts up to ``t1``."""
        steps = self.holding
        total = 0
        for (a, u), nxt in zip(steps, steps[1:] + [(t1, 0)]):
            total += u * max(0, min(nxt[0], t1) - max(a, t0))
        if self.job_start >= 0:
            e = self.job_end if self.job_end >= 0 else t1
            total -= self.job_units * max(0, min(e, t1) - max(self.job_start, t0))
        return total


class ReservationBook:
    """Every reservation made (``items``, by id) and the open ones (pending or active) sorted
    by (start, id), with what the scheduling passes ask of them."""

    __slots__ = ("items", "open")

    def __init__(self) -> None:
        self.items: list[Reservation] = []
        self.open: list[Reservation] = []

    def add(self, r: Reservation) -> None:
        """Record a new open reservation."""
        self.items.append(r)
        insort(self.open, r, key=_order)

    def close(self, r: Reservation) -> None:
        """Take ``r`` off the open list (it ended or was released)."""
        self.open.remove(r)

    def reserved(self, t0: int, t1: int) -> int:
        """Most units open reservations take at any instant of ``[t0, t1)``."""
        changes: list[tuple[int, int]] = []
        for r in self.open:
            if r.start >= t1:
                break
            if r.end > t0:
                changes += ((max(r.start, t0), r.units), (r.end, -r.units))
        changes.sort()
        level = peak = 0
        for _, du in changes:
            level += du
            peak = max(peak, level)
        return peak

    def first_overlap(self, t0: int, t1: int) -> Reservation | None:
        """The earliest open reservation overlapping ``[t0, t1)``."""
        for r in self.open:
            if r.start >= t1:
                return None
            if r.end > t0:
                return r
        return None

    def block(self, profile: Profile, now: int) -> Profile:
        """Take every open reservation's units out of ``profile`` over its window (from
        ``now`` for active ones) and return it."""
        for r in self.open:
            s = r.start if r.start > now else now
            profile.reserve(s, r.end - s, r.units)
        return profile


def _order(r: Reservation) -> tuple[int, int]:
    return (r.start, r.id)


class ReservationDesk:
    """One simulation's reservations (lubrano2024 §4.2). An active reservation holds its units until
    its end (or :meth:`release`), whether its job uses them or not; a bound job runs only
    inside its own (from its start, or when the job becomes ready if later) and is killed at
    its end; every other job may start only if it fits for its whole requested walltime in
    :meth:`profile`. A job running past its request within the grace may still hold units
    when a reservation starts: the reservation takes units as they are freed, before any pass
    sees them, and its job waits for them (its ``delay``).

    ``book`` keeps them all; ``bound`` maps a job index to its reservation; ``short`` lists
    the active ones holding fewer units than they reserve; ``held`` is the units active ones
    hold (the simulator's ``free`` excludes them).
    """

    __slots__ = ("sim", "book", "bound", "short", "held", "_settle_at", "_listening")

    def __init__(self, sim: Kernel) -> None:
        self.sim = sim
        self.book = ReservationBook()
        self.bound: dict[int, Reservation] = {}
        self.short: list[Reservation] = []
        self.held = 0
        self._settle_at: int | None = None
        self._listening = False

    def reserve(self, units: int, start: int, end: int, job: int | None = None) -> Reservation:
        """Set ``units`` aside over ``[start, end)``, for job index ``job`` if given (a job
        not started yet), which then runs only in it. Refused if other reservations already
        take the units over the window."""
        sim = self.sim
        now, total, status = sim.now, sim.total_units, sim.status
        rid = len(self.book.items)
        name = f"t={now}: reservation {rid} ({units} units over [{start}, {end}))"
        if start < now:
            raise SimulationError(f"{name} starts before now")
        if not 0 < units <= total:
            raise SimulationError(f"{name} needs 0 < units <= {total}")
        if end <= start:
            raise SimulationError(f"{name} must end after it starts")
        if job is not None:
            if not 0 <= job < sim.n:
                raise SimulationError(f"{name}: there is no job index {job}")
            jid = sim.jobs[job].id
            if job in self.bound:
                raise SimulationError(
                    f"{name}: job {jid} is already bound to reservation {self.bound[job].id}"
                )
            if status[job] not in (JOB_PENDING, WAITING):
                raise SimulationError(
                    f"{name}: job {jid} is {STATUS_NAMES[status[job]]}; "
                    "only a job that has not started can be bound"
                )
            if sim.units[job] > units:
                raise SimulationError(f"{name}: job {jid} needs {sim.units[job]} units")
        taken = self.book.reserved(start, end)
        if taken + units > total:
            raise SimulationError(
                f"{name} cannot be honoured: other reservations take {taken} "
                f"of the {total} units then"
            )
        r = Reservation(rid, start, end, units, job)
        self.book.add(r)
        sim._acted()
        if not self._listening:
            self._listening = True
            sim.subscribe("end", self._job_ended)
            sim.subscribe("kill", self._job_ended)
        if job is not None:
            self.bound[job] = r
            if status[job] == WAITING:
                sim.queue.remove(job)
        sim.agenda.push(end, ReservationEnd(self, r))
        if start == now:
            self._activate(r)
            self.settle()
        else:
            sim.agenda.push(start, ReservationStart(self, r))
        return r

    def release(self, r: Reservation) -> None:
        """Give ``r``'s units back now; its job, if it has not started, joins the ordinary
        queue. A reservation its job runs in is busy."""
        sim = self.sim
        items = self.book.items
        if not (0 <= r.id < len(items) and items[r.id] is r):
            raise SimulationError(f"t={sim.now}: reservation {r.id} is not this simulation's")
        if r.state not in (PENDING, ACTIVE):
            raise SimulationError(f"t={sim.now}: reservation {r.id} is already {r.state}")
        if r.job is not None and r.job_start >= 0 and r.job_end < 0:
            raise SimulationError(
                f"t={sim.now}: reservation {r.id} is busy: job {sim.jobs[r.job].id} runs in it"
            )
        sim._acted()
        sim.agenda.discard(lambda e: getattr(e, "reservation", None) is r)
        self._close(r, RELEASED)
        self.settle()

    def profile(self) -> Profile:
        """Units free over time for jobs outside reservations: running jobs by requested end
        (as backfilling plans), minus every open reservation's block."""
        sim = self.sim
        now = sim.now
        p = Profile(now, sim.free + self.held, sim.run_ends, sim.units)
        return self.book.block(p, now)

    def fits(self, i: int) -> bool:
        """Whether waiting job ``i``, which fits the free units now, also fits beside the open
        reservations for its whole requested walltime."""
        sim = self.sim
        now, w = sim.now, sim.walltime[i]
        return self.book.first_overlap(now, now + w) is None or self.profile().fits(
            now, sim.units[i], w
        )

    def check(self, i: int) -> None:
        """Raise :class:`SchedulingError` unless job ``i`` may start now beside the
        reservations (a bound job starts only in its own)."""
        sim = self.sim
        now = sim.now
        mine = self.bound.get(i)
        if mine is not None:
            raise SchedulingError(
                f"t={now}: job {sim.jobs[i].id} is bound to reservation "
                f"{mine.id} and starts only in it"
            )
        u, w = sim.units[i], sim.walltime[i]
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
            f"t={now}: cannot start job {sim.jobs[i].id}: it needs {u} units over "
            f"[{now}, {end}) and reservation {r.id} ({r.units} units over "
            f"[{r.start}, {r.end})) takes them"
        )

    def ready(self, i: int) -> None:
        """Bound job ``i`` became ready: it starts in its reservation if that holds its units."""
        sim = self.sim
        r = self.bound[i]
        if r.state == ACTIVE and r.held >= sim.units[i] and sim.now < r.end:
            self._start_bound(i, r)

    def job_over(self, i: int) -> None:
        """Bound job ``i`` ended or was killed (its units stay its reservation's)."""
        self.bound.pop(i).job_end = self.sim.now

    def end(self, r: Reservation) -> None:
        """``r``'s end is due."""
        if r.state == ACTIVE:
            unused = r.job is not None and r.job_start < 0
            self._close(r, RELEASED if unused else DONE)
        self._settle_later()

    def start(self, r: Reservation) -> None:
        """``r``'s start is due."""
        if r.state == PENDING:
            self._activate(r)
        self._settle_later()

    def settle(self) -> None:
        """Units freed go to the active reservations still short of theirs (by start), and
        ready bound jobs whose reservation holds their units start."""
        sim = self.sim
        now = sim.now
        self._settle_at = None
        short = self.short
        if short and sim.free:
            for r in list(short):
                take = min(r.units - r.held, sim.free)
                r.hold(now, r.held + take)
                sim.free -= take
                self.held += take
                if r.held == r.units:
                    short.remove(r)
                if not sim.free:
                    break
        if self.bound:
            status, units, bound = sim.status, sim.units, self.bound
            for r in list(self.book.open):
                if r.start > now:
                    break
                i = r.job
                if (
                    i is not None
                    and r.job_start < 0
                    and status[i] == WAITING
                    and bound.get(i) is r
                    and r.held >= units[i]
                    and now < r.end
                ):
                    self._start_bound(i, r)

    def _job_ended(self, i: int) -> None:
        if self.short:
            self._settle_later()

    def _settle_later(self) -> None:
        """Settle once at this timestamp, after its reservation events."""
        now = self.sim.now
        if self._settle_at != now:
            self._settle_at = now
            self.sim.agenda.push(now, Settle(self))

    def _activate(self, r: Reservation) -> None:
        r.state = ACTIVE
        r.hold(self.sim.now, 0)
        self.short.append(r)

    def _close(self, r: Reservation, state: str) -> None:
        sim = self.sim
        now = sim.now
        if r.state == ACTIVE:
            sim.free += r.held
            self.held -= r.held
            r.hold(now, 0)
            if r in self.short:
                self.short.remove(r)
        r.state = state
        r.closed = now
        self.book.close(r)
        i = r.job
        if i is not None and self.bound.get(i) is r:
            del self.bound[i]
            if sim.status[i] == WAITING:
                sim.queue.add(i, sim.queued_at[i])

    def _start_bound(self, i: int, r: Reservation) -> None:
        """Start bound job ``i`` in ``r``: on its held units, killed at its end."""
        sim = self.sim
        now = sim.now
        r.job_start = now
        r.job_units = sim.units[i]
        r.delay = now - max(r.start, sim.queued_at[i])
        end = now + sim.duration[i]
        if end > r.end:
            end = r.end
            sim.will_kill[i] = True
        sim._launch(i, end)


@dataclass(slots=True, frozen=True, eq=False)
class ReservationEnd:
    """Agenda event: ``reservation``'s end."""

    phase: ClassVar[int] = RESERVATION_END
    desk: ReservationDesk
    reservation: Reservation

    def fire(self, sim: Kernel) -> None:
        self.desk.end(self.reservation)


@dataclass(slots=True, frozen=True, eq=False)
class ReservationStart:
    """Agenda event: ``reservation``'s start."""

    phase: ClassVar[int] = RESERVATION_START
    desk: ReservationDesk
    reservation: Reservation

    def fire(self, sim: Kernel) -> None:
        self.desk.start(self.reservation)


@dataclass(slots=True, frozen=True, eq=False)
class Settle:
    """Agenda event: units freed at this timestamp go to the reservations short of theirs."""

    phase: ClassVar[int] = SETTLE
    desk: ReservationDesk

    def fire(self, sim: Kernel) -> None:
        self.desk.settle()
