"""Workflow steps in the batch system as WARP's planner and the WMS drive them (lubrano2024 §4, §6).

One :class:`StepBook` keeps every workflow handed over, and each step is in one state:

- ``held``: not in the batch system yet, waiting for a planning decision (§4: "steps waiting
  for a reservation");
- ``reserved``: its job submitted (``afterok`` its parents' jobs) and bound to an open
  reservation;
- ``queued``: its job in the ordinary queue because its reservation ended before the job
  could start (a parent ran late): it is re-planned at the next tick, and the open
  reservations of its not-started descendants are released then, since they were planned
  behind a parent end that no longer holds;
- ``wms``: handed to the WMS (§6's StreamFlow baseline): submitted as an ordinary job once
  its parents have ended, roots at once;
- ``started``: its job started (in its reservation or not), ended or was cancelled.

Planners (:class:`~hpcgym.warp.planner.WarpPlanner`, the Reservation env) build
:meth:`StepBook.instance` over the steps to plan and call :meth:`StepBook.reserve` or
:meth:`StepBook.hand_to_wms`; the book follows job ends for the WMS.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial

import networkx as nx
import numpy as np

from hpcgym.batch.job import Job
from hpcgym.batch.reservations import ACTIVE, Reservation
from hpcgym.batch.reservations import PENDING as RESV_PENDING
from hpcgym.batch.simulator import DONE, PENDING, RUNNING, WAITING, Simulator
from hpcgym.workflow import Task, Workflow

from .instance import InfeasibleError, Instance, Step

HELD, RESERVED, QUEUED, WMS, STARTED = "held", "reserved", "queued", "wms", "started"
STEP_STATES = (HELD, RESERVED, QUEUED, WMS, STARTED)


@dataclass(slots=True)
class Submission:
    """A workflow handed over at ``submit``, the ``number``-th. ``jobs``/``index`` map a step
    to its job id and simulator index once submitted, ``reservations`` to its latest
    reservation; ``wms`` are the steps handed to the WMS, ``replans`` counts reservations
    made again after one was missed."""

    workflow: Workflow
    submit: int
    first_id: int
    number: int = 0
    order: tuple[str, ...] = ()
    jobs: dict[str, int] = field(default_factory=dict)
    index: dict[str, int] = field(default_factory=dict)
    reservations: dict[str, Reservation] = field(default_factory=dict)
    wms: set[str] = field(default_factory=set)
    replans: int = 0

    def __post_init__(self) -> None:
        self.order = tuple(nx.lexicographical_topological_sort(self.workflow.graph))

    def job_id(self, task: str) -> int:
        """Stable job id of ``task``: ``first_id`` plus its position in topological order."""
        return self.first_id + self.order.index(task)

    def task(self, tid: str) -> Task:
        return self.workflow.graph.nodes[tid]["task"]


def submissions(workflows: Sequence[tuple[int, Workflow]], first_id: int) -> list[Submission]:
    """One :class:`Submission` per ``(submit time, workflow)``, job ids from ``first_id`` on."""
    out, nxt = [], first_id
    for k, (submit, wf) in enumerate(workflows):
        out.append(Submission(wf, submit, nxt, k))
        nxt += wf.graph.number_of_nodes()
    return out


def slots_of(seconds: int, slot: int) -> int:
    """Whole slots covering ``seconds`` (a walltime, or a time ahead of now)."""
    return -(-seconds // slot)


class StepBook:
    """The workflows of one simulation and their steps' states; :meth:`attach` before running."""

    def __init__(
        self, workflows: Sequence[tuple[int, Workflow]], *, first_id: int = 1_000_000
    ) -> None:
        self.subs = submissions(workflows, first_id)
        self.attached: Simulator | None = None
        self._owner: dict[int, tuple[Submission, str]] = {}

    def attach(self, sim: Simulator) -> None:
        """Drive ``sim``: follow its job ends to submit the WMS's steps."""
        self.attached = sim
        sim.subscribe("end", self._on_end)

    @property
    def sim(self) -> Simulator:
        """The simulator given to :meth:`attach`."""
        if self.attached is None:
            raise RuntimeError("StepBook: attach(sim) before using the book")
        return self.attached

    def owner(self, i: int) -> tuple[Submission, str] | None:
        """The workflow and step of simulator job ``i``, None for a job of the background."""
        return self._owner.get(i)

    # --- states ---------------------------------------------------------------------------

    def state(self, sub: Submission, tid: str) -> str:
        """The step's state (module docstring)."""
        if tid not in sub.index:
            return WMS if tid in sub.wms else HELD
        if self.sim.status[sub.index[tid]] not in (PENDING, WAITING):
            return STARTED
        if tid in sub.wms:
            return WMS
        r = sub.reservations.get(tid)
        return RESERVED if r is not None and r.state in (RESV_PENDING, ACTIVE) else QUEUED

    def arrived(self) -> list[Submission]:
        """The workflows submitted by now with a step held or queued, in submission order."""
        now = self.sim.now
        return [
            s
            for s in self.subs
            if s.submit <= now and any(self.state(s, t) in (HELD, QUEUED) for t in s.order)
        ]

    def held(self) -> list[tuple[Submission, str]]:
        """Every held step, arrived or not."""
        return [(s, t) for s in self.subs for t in s.order if self.state(s, t) == HELD]

    def drained_tick(self) -> int | None:
        """Once the simulation has nothing left to run, the planning tick at which held steps
        would next be planned (the first tick at or after now and their submission); None if
        none is held."""
        held = self.held()
        if not held:
            return None
        sim = self.sim
        if sim.tick is None:
            raise RuntimeError("StepBook.drained_tick: the simulator has no planning tick")
        t = max(sim.now, min(s.submit for s, _ in held))
        return -(-t // sim.tick) * sim.tick

    def to_plan(self, sub: Submission) -> list[str]:
        """The steps of ``sub`` to plan now, in topological order: the held ones and the queued
        ones (a missed reservation), after releasing the open reservations of the queued ones'
        not-started descendants (which then are queued too)."""
        g = sub.workflow.graph
        for tid in sub.order:
            if self.state(sub, tid) == QUEUED:
                for d in nx.descendants(g, tid):
                    if self.state(sub, d) == RESERVED:
                        self.sim.release(sub.reservations[d])
        return [t for t in sub.order if self.state(sub, t) in (HELD, QUEUED)]

    def release_slot(
        self, sub: Submission, tid: str, slot: int, planned: frozenset[str] | set[str] = frozenset()
    ) -> int | None:
        """The first slot from now at which ``tid`` may start given its parents outside
        ``planned``: a reserved parent's reservation end, a running one's requested end, 0
        for an ended one; None when a parent's end is unknown (held, queued, with the WMS and
        not started) or it failed (its ``afterok`` children are cancelled)."""
        sim = self.sim
        now, first = sim.now, 0
        for p in sub.workflow.graph.predecessors(tid):
            if p in planned:
                continue
            state = self.state(sub, p)
            if state == RESERVED:
                end = sub.reservations[p].end
            elif state == STARTED:
                i = sub.index[p]
                status = sim.status[i]
                if status == DONE:
                    continue
                if status != RUNNING:
                    return None
                end = sim.start_t[i] + sim.walltime[i]
                r = sub.reservations.get(p)
                if r is not None and r.job == i and r.job_start >= 0:
                    end = min(end, r.end)
            else:
                return None
            first = max(first, slots_of(end - now, slot))
        return first

    # --- planning -------------------------------------------------------------------------

    def instance(
        self, sub: Submission, tasks: Sequence[str], occupancy: np.ndarray, slot: int
    ) -> Instance:
        """The §4.2 instance of ``tasks`` (steps in allocation units x slots, topological
        order) on the forecast, released after their parents outside ``tasks``."""
        return self.deferred_instance(sub, tasks, occupancy, slot)()

    def deferred_instance(
        self, sub: Submission, tasks: Sequence[str], occupancy: np.ndarray, slot: int
    ) -> Callable[[], Instance]:
        """:meth:`instance` in two halves: the book is read now (an unknown parent end raises
        :class:`InfeasibleError` now), the instance is built and checked when the returned
        function is called (the env builds it only for an agent that reads it)."""
        units = self.sim.workload.cluster.units
        planned = set(tasks)
        earliest = {}
        for t in tasks:
            r = self.release_slot(sub, t, slot, planned)
            if r is None:
                raise InfeasibleError(
                    f"workflow {sub.workflow.name!r}: step {t!r} has a parent whose end is unknown"
                )
            if r:
                earliest[t] = r
        steps = tuple(
            Step(t, units(sub.task(t).cores), slots_of(sub.task(t).walltime, slot)) for t in tasks
        )
        edges = tuple((a, b) for a, b in sub.workflow.graph.edges if a in planned and b in planned)
        return partial(
            Instance,
            steps,
            edges,
            self.sim.total_units,
            occupancy,
            earliest,
            name=sub.workflow.name,
        )

    def reserve(self, sub: Submission, tid: str, start_slot: int, slot: int) -> Reservation:
        """Reserve ``tid``'s units from ``start_slot`` slots from now for its walltime in whole
        slots, bound to its job (submitted now ``afterok`` its parents' jobs if not yet)."""
        sim, t = self.sim, sub.task(tid)
        if tid in sub.index:
            i = sub.index[tid]
            sub.replans += 1
        else:
            deps = tuple(sub.jobs[p] for p in sub.workflow.graph.predecessors(tid))
            i = self._submit(sub, tid, sim.now, deps)
        start = sim.now + start_slot * slot
        r = sim.reserve(sim.units[i], start, start + slots_of(t.walltime, slot) * slot, job=i)
        sub.reservations[tid] = r
        return r

    def hand_to_wms(self, sub: Submission, tid: str, at: int | None = None) -> None:
        """Give ``tid`` to the WMS: submitted (at ``at``, default now) if its parents have
        ended, else when they have; a queued step simply stays in the ordinary queue."""
        sub.wms.add(tid)
        if tid not in sub.index and self._parents_done(sub, tid):
            self._submit(sub, tid, self.sim.now if at is None else at, ())

    def _parents_done(self, sub: Submission, tid: str) -> bool:
        status, index = self.sim.status, sub.index
        return all(
            p in index and status[index[p]] == DONE for p in sub.workflow.graph.predecessors(tid)
        )

    def _submit(self, sub: Submission, tid: str, at: int, deps: tuple[int, ...]) -> int:
        t = sub.task(tid)
        jid = sub.job_id(tid)
        i = self.sim.submit(Job(jid, at, t.cores, t.walltime, t.runtime, deps=deps))
        sub.jobs[tid] = jid
        sub.index[tid] = i
        self._owner[i] = (sub, tid)
        return i

    def _on_end(self, i: int) -> None:
        owner = self._owner.get(i)
        if owner is None:
            return
        sub, tid = owner
        for c in sub.workflow.graph.successors(tid):
            if c in sub.wms and c not in sub.index and self._parents_done(sub, c):
                self._submit(sub, c, self.sim.now, ())
