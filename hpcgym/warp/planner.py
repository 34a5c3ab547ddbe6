"""WARP as a planner of the batch simulator (lubrano2024 §4), and the WMS baseline it is
compared with in §6 (StreamFlow submitting each step when its parents end).

Choices the paper leaves open, made here:

* At each planning tick every workflow with steps to plan (:meth:`StepBook.to_plan`: held,
  or queued after a missed reservation) is planned, in submission order, in one batch of
  reservations where a plan exists and the load test passes; otherwise it waits for a
  later tick. A first plan covers the whole workflow (every release slot 0).
* Load test (§6, "when the load is below 50% of the total number of nodes"): the forecast
  busy units must stay below ``threshold * capacity`` in every slot of the plan's window
  ``[first start, last end)`` (the peak, not the mean, so that no reservation is made into a
  busy period). The optimizer itself plans on the unmodified forecast.
* A reservation lasts the step's walltime rounded up to whole slots and starts on a slot
  boundary from now; the step's job (submitted at the tick, ``afterok`` its parents' jobs)
  is bound to it and is killed at its end, as Slurm does.
* A reservation that ends before its job could start (a parent ran late) hands the job to
  the ordinary queue (the simulator's rule) until the next tick re-plans it with its
  not-started descendants, released after their parents' actual or reserved ends.
* Ticks fire while the batch simulation has work; once it has drained with steps still
  held, :func:`run_warp` moves the clock to the next tick and plans there (and raises if
  that plans nothing).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from hpcgym.batch.policies import build_simulator, get_policy, make_scheduler
from hpcgym.batch.simulator import Schedule, Simulator
from hpcgym.batch.workload import Workload
from hpcgym.engine import TICK
from hpcgym.units import MINUTE
from hpcgym.workflow import Workflow

from .forecast import occupancy
from .heuristic import earliest_fit
from .ilp import solve_compact
from .instance import InfeasibleError, Instance, Plan, SolverTimeout
from .loop import PlanningLoop
from .steps import StepBook, Submission

Optimizer = Callable[[Instance], Plan]
OPTIMIZERS: dict[str, Optimizer] = {"heuristic": earliest_fit, "ilp": solve_compact}


def load_ok(occ: np.ndarray, lo: int, hi: int, threshold: float, capacity: int) -> bool:
    """§6's load test: the forecast stays under ``threshold`` x capacity over ``[lo, hi)``."""
    return bool(occ[lo:hi].max() < threshold * capacity)


class WarpPlanner:
    """``planner(sim)`` for :meth:`Simulator.run`: at each tick (§4: every 10 minutes) plan
    each workflow's waiting steps on the forecast and reserve them, bound to their jobs.

    ``workflows`` are ``(submit time, workflow)``; step jobs get ids from ``first_id`` on,
    which must not clash with the workload's. ``deferred`` counts plans refused by the load
    test."""

    def __init__(
        self,
        workflows: Sequence[tuple[int, Workflow]],
        *,
        optimizer: str | Optimizer = "heuristic",
        threshold: float = 0.5,
        slots: int = 720,
        slot: int = MINUTE,
        first_id: int = 1_000_000,
    ) -> None:
        self.book = StepBook(workflows, first_id=first_id)
        self.optimizer = OPTIMIZERS[optimizer] if isinstance(optimizer, str) else optimizer
        self.threshold = threshold
        self.slots = slots
        self.slot = slot
        self.deferred = 0

    @property
    def waiting(self) -> list[Submission]:
        """Workflows none of whose steps is in the batch system yet."""
        return [s for s in self.book.subs if not s.index]

    @property
    def done(self) -> list[Submission]:
        """Workflows planned at least once."""
        return [s for s in self.book.subs if s.index]

    def __call__(self, sim: Simulator) -> None:
        if self.book.attached is not sim:
            self.book.attach(sim)
        occ = None
        for sub in self.book.arrived():
            opened = len(sim.book.open)
            tasks = self.book.to_plan(sub)
            replanned = {sub.index[t] for t in tasks if t in sub.index}
            if occ is None or replanned or len(sim.book.open) != opened:
                occ = occupancy(sim, self.slots, self.slot, replanned)
            if self._place(sim, sub, tasks, occ) or replanned:
                occ = None

    def _place(self, sim: Simulator, sub: Submission, tasks: list[str], occ: np.ndarray) -> bool:
        try:
            inst = self.book.instance(sub, tasks, occ, self.slot)
            plan = self.optimizer(inst)
        except (InfeasibleError, SolverTimeout, ValueError):
            return False
        lo = min(plan.start.values())
        hi = max(plan.end(inst, s.id) for s in inst.steps)
        if not load_ok(occ, lo, hi, self.threshold, inst.capacity):
            self.deferred += 1
            return False
        for step in (inst.steps[k] for k in inst.order):
            self.book.reserve(sub, step.id, plan.start[step.id], self.slot)
        return True


class WmsBaseline:
    """The §6 WMS baseline: each step submitted as an ordinary job when its parents have
    ended (StreamFlow), roots at the workflow's submit time. Call :meth:`attach` before run."""

    def __init__(
        self, workflows: Sequence[tuple[int, Workflow]], *, first_id: int = 1_000_000
    ) -> None:
        self.book = StepBook(workflows, first_id=first_id)

    @property
    def subs(self) -> list[Submission]:
        return self.book.subs

    def attach(self, sim: Simulator) -> None:
        """Submit the roots and follow job ends (a killed step stops its descendants)."""
        self.book.attach(sim)
        for sub in self.book.subs:
            for t in sub.order:
                self.book.hand_to_wms(sub, t, at=sub.submit)


def _simulator(workload: Workload, policy: str, tick: int | None) -> tuple[Simulator, Callable]:
    config = get_policy(policy)
    sim = build_simulator(workload, config, tick=tick)
    return sim, make_scheduler(config)


def run_warp(
    workload: Workload,
    workflows: Sequence[tuple[int, Workflow]],
    policy: str = "fcfs-easy",
    tick: int = 600,
    wms_workflows: Sequence[tuple[int, Workflow]] = (),
    **planner: Any,
) -> tuple[Schedule, WarpPlanner]:
    """Simulate ``workload`` with WARP planning ``workflows`` every ``tick`` seconds (§4), and
    ``wms_workflows`` run by the WMS baseline beside them on the same machine (§6's testbed
    ran both at once); the book's submissions are ``workflows`` then ``wms_workflows``."""
    sim, sched = _simulator(workload, policy, tick)
    warp = WarpPlanner([*workflows, *wms_workflows], **planner)
    warp.book.attach(sim)
    for sub in warp.book.subs[len(workflows) :]:
        for tid in sub.order:
            warp.book.hand_to_wms(sub, tid, at=sub.submit)
    t0 = time.perf_counter()
    loop = PlanningLoop(sim, warp.book)
    while (stop := loop.next_stop()) is not None:
        if stop.kind == TICK:
            warp(sim)
        else:
            sched(sim)
    if loop.stuck:
        held = warp.book.held()
        raise RuntimeError(f"workflows never planned: {sorted({s.workflow.name for s, _ in held})}")
    schedule = sim.schedule("warp", time.perf_counter() - t0)
    return schedule, warp


def run_wms(
    workload: Workload,
    workflows: Sequence[tuple[int, Workflow]],
    policy: str = "fcfs-easy",
    first_id: int = 1_000_000,
) -> tuple[Schedule, WmsBaseline]:
    """Simulate ``workload`` with ``workflows`` run by the WMS baseline (§6)."""
    sim, sched = _simulator(workload, policy, None)
    wms = WmsBaseline(workflows, first_id=first_id)
    wms.attach(sim)
    return sim.run(sched, "wms"), wms
