"""WARP as a planner of the batch simulator (paper 002 §4), and the WMS baseline it is
compared with in §6 (StreamFlow submitting each step when its parents end).

Choices the paper leaves open, made here:

* A workflow is planned whole, in one batch of reservations, at the first planning tick at
  or after its submit time where a plan exists and the load test passes; it is never
  re-planned. So every step's release slot is 0 (no parent is reserved or ended earlier).
* Load test (§6, "when the load is below 50% of the total number of nodes"): the forecast
  busy units must stay below ``threshold * capacity`` in every slot of the plan's window
  ``[first start, last end)`` (the peak, not the mean, so that no reservation is made into a
  busy period); otherwise the workflow waits for a later tick. The optimizer itself plans on
  the unmodified forecast.
* A reservation lasts the step's walltime rounded up to whole slots and starts on a slot
  boundary from now; the step's job (submitted at the tick, ``afterok`` its parents' jobs)
  is bound to it and is killed at its end, as Slurm does.
* A reservation that ends before its job could start (a parent ran late) hands the job to
  the ordinary queue (the simulator's rule); WARP does not re-plan it.
* Ticks only fire while the batch simulation has work: a workflow arriving after the
  background load has drained is never planned (:func:`run_warp` raises then).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import networkx as nx
import numpy as np

from hpcgym.batch.job import Job
from hpcgym.batch.policies import get_policy, make_queue, make_scheduler
from hpcgym.batch.reservations import Reservation
from hpcgym.batch.simulator import Schedule, Simulator
from hpcgym.batch.workload import Workload
from hpcgym.workflow import Task, Workflow

from .forecast import occupancy
from .heuristic import earliest_fit
from .ilp import solve_compact
from .instance import InfeasibleError, Instance, Plan, SolverTimeout, Step

Optimizer = Callable[[Instance], Plan]
OPTIMIZERS: dict[str, Optimizer] = {"heuristic": earliest_fit, "ilp": solve_compact}


@dataclass(slots=True)
class Submission:
    """A workflow handed to WARP at ``submit``; ``jobs`` maps task id -> job id once its
    steps are in the batch system, ``reservations`` task id -> its reservation."""

    workflow: Workflow
    submit: int
    first_id: int
    jobs: dict[str, int] = field(default_factory=dict)
    reservations: dict[str, Reservation] = field(default_factory=dict)

    def job_id(self, task: str) -> int:
        """Stable job id of ``task``: ``first_id`` plus its position in topological order."""
        return self.first_id + list(nx.lexicographical_topological_sort(
            self.workflow.graph)).index(task)


def submissions(workflows: Sequence[tuple[int, Workflow]], first_id: int) -> list[Submission]:
    """One :class:`Submission` per ``(submit time, workflow)``, job ids from ``first_id`` on."""
    out, nxt = [], first_id
    for submit, wf in workflows:
        out.append(Submission(wf, submit, nxt))
        nxt += wf.graph.number_of_nodes()
    return out


def _task(wf: Workflow, tid: str) -> Task:
    return wf.graph.nodes[tid]["task"]


class WarpPlanner:
    """``planner(sim)`` for :meth:`Simulator.run`: at each tick (§4: every 10 minutes) plan
    each waiting workflow on the forecast and reserve its steps, bound to their jobs.

    ``workflows`` are ``(submit time, workflow)``; step jobs get ids from ``first_id`` on,
    which must not clash with the workload's. ``deferred`` counts plans refused by the load
    test."""

    def __init__(self, workflows: Sequence[tuple[int, Workflow]], *,
                 optimizer: str | Optimizer = "heuristic", threshold: float = 0.5,
                 slots: int = 720, slot: int = 60, first_id: int = 1_000_000) -> None:
        self.waiting = submissions(workflows, first_id)
        self.done: list[Submission] = []
        self.optimizer = OPTIMIZERS[optimizer] if isinstance(optimizer, str) else optimizer
        self.threshold = threshold
        self.slots = slots
        self.slot = slot
        self.deferred = 0

    def __call__(self, sim: Simulator) -> None:
        occ = None
        for sub in [s for s in self.waiting if s.submit <= sim.now]:
            if occ is None:
                occ = occupancy(sim, self.slots, self.slot)
            if self._place(sim, sub, occ):
                self.waiting.remove(sub)
                self.done.append(sub)
                occ = occupancy(sim, self.slots, self.slot)

    def instance(self, sim: Simulator, sub: Submission, occ: np.ndarray) -> Instance:
        """The §4.2 instance of ``sub``: steps in allocation units x slots, on the forecast."""
        wf, cluster = sub.workflow, sim.workload.cluster
        steps = tuple(Step(t, cluster.units(_task(wf, t).cores),
                           -(-_task(wf, t).walltime // self.slot))
                      for t in nx.lexicographical_topological_sort(wf.graph))
        return Instance(steps, tuple(wf.graph.edges), sim.total_units, occ, name=wf.name)

    def _place(self, sim: Simulator, sub: Submission, occ: np.ndarray) -> bool:
        try:
            inst = self.instance(sim, sub, occ)
            plan = self.optimizer(inst)
        except (InfeasibleError, SolverTimeout, ValueError):
            return False
        lo = min(plan.start.values())
        hi = max(plan.end(inst, s.id) for s in inst.steps)
        # §6: reserve only while the expected load is below the threshold
        if occ[lo:hi].max() >= self.threshold * inst.capacity:
            self.deferred += 1
            return False
        wf, now = sub.workflow, sim.now
        for step in (inst.steps[k] for k in inst.order):
            t = _task(wf, step.id)
            deps = tuple(sub.jobs[p] for p in wf.graph.predecessors(step.id))
            jid = sub.job_id(step.id)
            i = sim.submit(Job(jid, now, t.cores, t.walltime, t.runtime, deps=deps))
            start = now + plan.start[step.id] * self.slot
            sub.jobs[step.id] = jid
            sub.reservations[step.id] = sim.reserve(step.nodes, start,
                                                    start + step.slots * self.slot, job=i)
        return True


class WmsBaseline:
    """The §6 WMS baseline: each step submitted as an ordinary job when its parents have
    ended (StreamFlow), roots at the workflow's submit time. Call :meth:`attach` before run."""

    def __init__(self, workflows: Sequence[tuple[int, Workflow]], *,
                 first_id: int = 1_000_000) -> None:
        self.subs = submissions(workflows, first_id)
        self._owner: dict[int, tuple[Submission, str]] = {}
        self._ended: set[int] = set()
        self.sim: Simulator | None = None

    def attach(self, sim: Simulator) -> None:
        """Submit the roots and follow job ends (a killed step stops its descendants)."""
        self.sim = sim
        for sub in self.subs:
            g = sub.workflow.graph
            for t in nx.lexicographical_topological_sort(g):
                if not g.in_degree(t):
                    self._submit(sub, t, sub.submit)
        sim.subscribe("end", self._on_end)

    def _submit(self, sub: Submission, tid: str, at: int) -> None:
        t = _task(sub.workflow, tid)
        jid = sub.job_id(tid)
        self.sim.submit(Job(jid, at, t.cores, t.walltime, t.runtime))
        sub.jobs[tid] = jid
        self._owner[jid] = (sub, tid)

    def _on_end(self, i: int) -> None:
        jid = self.sim.jobs[i].id
        owner = self._owner.get(jid)
        if owner is None:
            return
        self._ended.add(jid)
        sub, tid = owner
        g = sub.workflow.graph
        for c in g.successors(tid):
            if c not in sub.jobs and all(sub.jobs.get(p) in self._ended
                                         for p in g.predecessors(c)):
                self._submit(sub, c, self.sim.now)


def _simulator(workload: Workload, policy: str, tick: int | None) -> tuple[Simulator, Callable]:
    config = get_policy(policy)
    sim = Simulator(workload, make_queue(config, workload), grace=config.grace,
                    bf_interval=config.bf_interval, tick=tick)
    return sim, make_scheduler(config)


def run_warp(workload: Workload, workflows: Sequence[tuple[int, Workflow]],
             policy: str = "fcfs-easy", tick: int = 600,
             **planner: object) -> tuple[Schedule, WarpPlanner]:
    """Simulate ``workload`` with WARP planning ``workflows`` every ``tick`` seconds (§4)."""
    sim, sched = _simulator(workload, policy, tick)
    warp = WarpPlanner(workflows, **planner)
    schedule = sim.run(sched, "warp", planner=warp)
    if warp.waiting:
        raise RuntimeError(f"workflows never planned: {[s.workflow.name for s in warp.waiting]}")
    return schedule, warp


def run_wms(workload: Workload, workflows: Sequence[tuple[int, Workflow]],
            policy: str = "fcfs-easy", first_id: int = 1_000_000
            ) -> tuple[Schedule, WmsBaseline]:
    """Simulate ``workload`` with ``workflows`` run by the WMS baseline (§6)."""
    sim, sched = _simulator(workload, policy, None)
    wms = WmsBaseline(workflows, first_id=first_id)
    wms.attach(sim)
    return sim.run(sched, "wms"), wms
