"""``hpcgym/Reservation-v0``: the agent reserves the start of each workflow step (paper 002, WARP).

A background batch load runs under a native policy (EASY backfilling by default) while
workflows are handed to the planner at planning ticks (every ``tick`` s, §4: 10 minutes). At
each tick with steps to plan (held ones, and queued ones whose reservation was missed because
a parent ran late) the agent decides, one step per env step, in topological order within each
workflow and workflows in submission order:

- action ``k < slots``: reserve the step's nodes from slot ``k`` (``k`` x ``slot`` s from now)
  for its walltime in whole slots; its job is submitted ``afterok`` its parents' and bound
  to the reservation (killed at its end, as Slurm does). Masked unless ``k`` is at or after
  every parent's reserved (or requested) end and the forecast, with this workflow's
  reservations of this tick added, has room for the step over its whole window inside the
  horizon;
- ``slots`` (*hold*): no reservation this tick; the step (and, this tick, its descendants)
  waits for a later tick;
- ``slots + 1`` (*WMS*): hand the step to the WMS (§6's StreamFlow baseline): an ordinary
  job submitted once its parents have ended.

The forecast is §4.2's n(s) (:func:`hpcgym.warp.occupancy`) taken when the workflow's turn
comes, without the queued steps being re-planned. A step whose parent's end is unknown (held,
or with the WMS and not started) can only be held or handed to the WMS. If the background
drains while steps are still held, the next tick still comes (as in :func:`hpcgym.warp.run_warp`);
what is held again at a drained tick goes to the WMS (``info["metrics"]["fallback_steps"]``).

Answering as :class:`~hpcgym.warp.WarpPlanner` does (:mod:`hpcgym.baselines.reservation`)
makes exactly its run on the same episode; always answering *WMS* makes exactly
:class:`~hpcgym.warp.WmsBaseline`'s (tested).

Observation (``spaces.Dict``, float32): ``forecast`` (load per slot over the horizon, 0..1),
``step`` (:data:`STEP_FEATURES`), ``load`` (:data:`LOAD_FEATURES`) and ``action_mask``.
Objectives (costs, hours): ``"makespan"`` (mean workflow makespan, Table 5), ``"turnaround"``
(mean workflow turnaround), ``"wait"`` (mean wait of the regular jobs submitted after the
warm-up), ``"mix"`` (turnaround + wait) or ``{name: weight}``; dense rewards telescope to minus
the objective. ``info["metrics"]`` at the end is :func:`hpcgym.warp.metrics.warp_metrics`.
"""
from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from gymnasium import spaces

from hpcgym.batch.metrics import TAU
from hpcgym.batch.policies import SchedulerConfig, get_policy, make_queue, make_scheduler
from hpcgym.batch.simulator import Simulator
from hpcgym.batch.workload import Workload
from hpcgym.engine import TICK
from hpcgym.warp import InfeasibleError, Instance, occupancy
from hpcgym.warp.instance import window_ok
from hpcgym.warp.metrics import HOUR, warp_metrics
from hpcgym.warp.steps import HELD, StepBook, Submission, slots_of
from hpcgym.workflow import Workflow

from hpcgym.envs.common.base import HPCEnv
from hpcgym.envs.batch_window.reward import JobSums
from hpcgym.envs.common.reward import DenseReward, parse_objective
from hpcgym.envs.reservation.episodes import Episode, ReservationEpisodes

STEP_FEATURES = (
    "nodes",     # the step's units / capacity
    "walltime",  # its walltime in slots / slots
    "tail",      # longest walltime chain from its start to the workflow's end, slots / slots
    "release",   # first slot its parents allow / slots (1 when a parent's end is unknown)
    "replan",    # 1 if its reservation was missed (a parent ran late) and it is re-planned
    "position",  # steps of its workflow decided before it this tick / steps to plan
    "waited",    # (now - the workflow's submit) / (slots x slot)
)
LOAD_FEATURES = (
    "busy",       # busy units now / capacity
    "forecast",   # mean forecast load over the horizon
    "threshold",  # §6's load threshold, what WARP's load test compares the forecast with
    "queue",      # log1p(queued jobs) / log1p(1e4)
    "backlog",    # queued units x requested seconds / (capacity x horizon seconds)
    "workflows",  # workflows with steps to plan this tick / workflows per episode
)
RESERVATION_OBJECTIVES = ("makespan", "turnaround", "wait", "mix")
DEFAULT_MIX = {"turnaround": 1.0, "wait": 1.0}
_EXACT = {"makespan": "wf_makespan_h", "turnaround": "wf_turnaround_h", "wait": "mean_wait_h"}


@dataclass(slots=True, frozen=True)
class ReservationScales:
    """Constants of an env (what baselines read): ``slots`` slots of ``slot`` s ahead, the
    load ``threshold``, the planning ``tick`` and the ``capacity`` in units."""

    slots: int
    slot: int
    tick: int
    threshold: float
    capacity: int


@dataclass(slots=True, frozen=True)
class Decision:
    """The step being decided: at time ``now``, step ``task`` of workflow ``workflow`` (its
    index in the episode), ``first`` for its workflow's first step this tick, and the
    instance a planner would solve for the workflow's steps to plan (None when a step's
    parent has an unknown end or the horizon is too short)."""

    now: int
    workflow: int
    task: str
    first: bool
    instance: Instance | None


class ReservationCost(DenseReward):
    """Running cost, O(1) per event: a submitted workflow is charged ``now - submit`` of
    turnaround and ``now - first start`` of makespan until its last step ends; a measured
    regular job its wait so far (:class:`~hpcgym.envs.common.objective.JobSums`)."""

    __slots__ = ("weights", "n_wf", "n_jobs", "_wf_fixed", "_active", "_active_submit",
                 "_started", "_started_sum", "_sums", "_cost")

    def __init__(self, weights: Mapping[str, float], n_workflows: int, n_jobs: int) -> None:
        self.weights = dict(weights)
        self.n_wf = max(n_workflows, 1)
        self.n_jobs = max(n_jobs, 1)
        self._wf_fixed = {"makespan": 0.0, "turnaround": 0.0}
        self._active: set[int] = set()
        self._active_submit = 0.0
        self._started: dict[int, int] = {}
        self._started_sum = 0.0
        self._sums = JobSums()
        self._cost = 0.0

    def wf_submitted(self, k: int, submit: int) -> None:
        self._active.add(k)
        self._active_submit += submit

    def wf_started(self, k: int, t: int) -> None:
        if k not in self._started:
            self._started[k] = t
            self._started_sum += t

    def wf_ended(self, k: int, submit: int, t: int) -> None:
        if k in self._active:
            self._active.remove(k)
            self._active_submit -= submit
        self._wf_fixed["turnaround"] += t - submit
        first = self._started.pop(k, t)
        if first != t or k in self._started:
            self._started_sum -= first
        self._wf_fixed["makespan"] += t - first

    def job_arrived(self, submit: int, run: int) -> None:
        self._sums.arrive(submit, run, max(run, TAU))

    def job_started(self, submit: int, run: int, now: int) -> None:
        self._sums.start(submit, run, max(run, TAU), now)

    def terms(self, now: int) -> dict[str, float]:
        return {
            "makespan": (self._wf_fixed["makespan"] + len(self._started) * now
                         - self._started_sum) / self.n_wf / HOUR,
            "turnaround": (self._wf_fixed["turnaround"] + len(self._active) * now
                           - self._active_submit) / self.n_wf / HOUR,
            "wait": self._sums.wait(now) / self.n_jobs / HOUR,
        }

    def cost(self, now: int) -> float:
        t = self.terms(now)
        return float(sum(w * t[k] for k, w in self.weights.items()))


class ReservationEnv(HPCEnv):
    """Advance reservations for workflow steps on a batch machine (module docstring).

    ``workload``: ``"warp"`` (§5.1's load on the 14-node testbed, λ x ``scale``), ``"edison"``,
    a trace name, an SWF path or a :class:`Workload` (windows of ``jobs`` jobs or ``hours``
    hours); ``workflows``: names (``"turbine"``, WoAS catalog names) or :class:`Workflow`
    objects, ``count`` per episode; ``warmup``: seconds before which jobs are not measured and
    no workflow is submitted; ``policy``: the native scheduler; ``tick``, ``slot``, ``slots``:
    the planning period, the slot length and the horizon in slots (§4.2: 1-minute slots);
    ``threshold``: §6's load threshold (shown, and used by the WARP baselines); ``objective``;
    ``split``: ``"train"`` / ``"validation"`` / ``"test"`` draw disjoint episodes; ``max_steps``,
    ``invalid_action``: see :class:`~hpcgym.envs.common.base.HPCEnv`.
    """

    def __init__(self, workload: str | Workload = "warp", *,
                 workflows: str | Workflow | Sequence[str | Workflow] = ("turbine",),
                 count: int = 3, hours: float | None = None, jobs: int | None = None,
                 warmup: int = 3600, scale: float = 1.0,
                 policy: str | SchedulerConfig = "fcfs-easy", tick: int = 600, slot: int = 60,
                 slots: int = 240, threshold: float = 0.5,
                 objective: str | Mapping[str, float] = "makespan", split: str = "all",
                 max_steps: int | None = None, render_mode: str | None = None,
                 invalid_action: str = "raise", invalid_penalty: float = 1.0) -> None:
        for name, v in (("tick", tick), ("slot", slot), ("slots", slots)):
            if isinstance(v, bool) or not isinstance(v, int) or v < 1:
                raise ValueError(f"ReservationEnv: {name} must be an integer >= 1, got {v!r}")
        if not (isinstance(threshold, (int, float)) and 0 < threshold <= 1):
            raise ValueError(f"ReservationEnv: threshold must be in (0, 1], got {threshold!r}")
        super().__init__(slots + 2, max_steps=max_steps, render_mode=render_mode,
                         invalid_action=invalid_action, invalid_penalty=invalid_penalty)
        self.episodes = ReservationEpisodes(workload, workflows, count, hours=hours, jobs=jobs,
                                            warmup=warmup, split=split, scale=scale, tick=tick)
        cluster = self.episodes.background.cluster
        self.episodes.check(cluster)
        self.config = get_policy(policy)
        self.weights = parse_objective(objective, RESERVATION_OBJECTIVES, DEFAULT_MIX)
        self.scales = ReservationScales(slots, slot, tick, float(threshold),
                                        cluster.total_units)
        self.HOLD, self.WMS = slots, slots + 1
        f32 = np.float32
        self.observation_space = spaces.Dict({
            "forecast": spaces.Box(0.0, 1.0, (slots,), f32),
            "step": spaces.Box(0.0, 1e4, (len(STEP_FEATURES),), f32),
            "load": spaces.Box(0.0, 1e4, (len(LOAD_FEATURES),), f32),
            "action_mask": spaces.Box(0.0, 1.0, (slots + 2,), f32),
        })
        self.episode: Episode | None = None
        self.book: StepBook | None = None
        self.decision: Decision | None = None
        self.tracker: ReservationCost | None = None

    # --- the family's parts ------------------------------------------------------------

    def _begin(self, options: dict[str, Any]) -> dict[str, Any]:
        ep = self.episode = self.episodes.sample(self.np_random)
        cfg, sc = self.config, self.scales
        w = ep.workload
        sim = self.sim = Simulator(w, make_queue(cfg, w), grace=cfg.grace,
                                   bf_interval=cfg.bf_interval, tick=sc.tick)
        self._scheduler = make_scheduler(cfg)
        self.book = StepBook(ep.workflows, first_id=ep.first_id)
        self.book.attach(sim)
        self._left = [len(s.order) for s in self.book.subs]
        measured = sum(1 for j in w.jobs if j.submit >= w.warmup_end)
        self.tracker = ReservationCost(self.weights, len(ep.workflows), measured)
        self._next_wf = 0
        self._plan: list[Submission] = []
        self._tasks: list[str] = []
        self._held: set[str] = set()
        self._sub: Submission | None = None
        self._occ = np.zeros(sc.slots, np.int64)
        self._own = np.zeros(sc.slots, np.int64)
        self._tail: dict[str, int] = {}
        self._instance: Instance | None = None
        self._release: int | None = None  # the deciding step's release slot (its mask's)
        self._planned = 0
        self._fallback = 0
        self._drained: list | None = None
        self._t = 0
        self.decision = None
        for kind, cb in (("arrive", self._arrived), ("start", self._started),
                         ("end", self._ended), ("kill", self._ended)):
            sim.subscribe(kind, cb)
        return {"workflows": [wf.name for _, wf in ep.workflows],
                "submits": [s for s, _ in ep.workflows], "jobs": len(w.jobs)}

    def _next_decision(self) -> bool:
        sim = self.sim
        while True:
            if self._pick():
                return False
            stop = sim.advance()
            if stop is None and (t := self.book.drained_tick()) is not None:
                held = self.book.held()
                if held != self._drained:  # as run_warp: one more tick once the load drained
                    self._drained = held
                    stop = sim.idle_until(t)
                elif self._fall_back():
                    continue
            self._submit_workflows()
            if stop is None:
                self._t = sim.now
                self._mask[:] = False
                self._mask[self.HOLD] = True  # no all-masked terminal observation
                self.decision = None
                return True
            if stop.kind == TICK:
                self._plan = self.book.arrived()
            else:
                self._scheduler(sim)

    def _apply(self, a: int) -> None:
        sub, task = self._sub, self.decision.task
        if a == self.HOLD:
            self._held.add(task)
        elif a == self.WMS:
            self.book.hand_to_wms(sub, task)
        else:
            sc = self.scales
            r = self.book.reserve(sub, task, a, sc.slot)
            self._own[a:a + slots_of(r.end - r.start, sc.slot)] += r.units

    def _reward(self) -> float:
        return self.tracker.reward(self._t)

    def _final(self, terminated: bool) -> tuple[float, dict[str, Any]]:
        sim, ep = self.sim, self.episode
        m = warp_metrics(sim.schedule("reservation", time.perf_counter() - self._t0),
                         self.book.subs, ep.first_id)
        m["fallback_steps"] = float(self._fallback)
        if terminated:
            terms = {k: 0.0 if math.isnan(m[key]) else float(m[key])
                     for k, key in _EXACT.items()}
            cost = float(sum(w * terms[k] for k, w in self.weights.items()))
            reward = self.tracker.final_reward(cost)
        else:
            terms = self.tracker.terms(self._t)
            reward = self.tracker.reward(self._t)
            cost = self.tracker.estimate
        for k, v in terms.items():
            m[f"objective_{k}"] = v
        return reward, {"metrics": m, "objective": cost, "objective_terms": terms}

    def _observe(self) -> dict[str, np.ndarray]:
        sim, sc = self.sim, self.scales
        cap, S = sc.capacity, sc.slots
        load = (self._occ + self._own) / cap
        step = np.zeros(len(STEP_FEATURES), np.float32)
        d = self.decision
        if d is not None:
            sub = self._sub
            t = sub.task(d.task)
            release = self._release
            step[:] = (sim.workload.cluster.units(t.cores) / cap,
                       slots_of(t.walltime, sc.slot) / S, self._tail[d.task] / S,
                       1.0 if release is None else min(release / S, 1.0),
                       float(d.task in sub.index), self._planned / max(len(self._tail), 1),
                       (d.now - sub.submit) / (S * sc.slot))
        queued = list(sim.queue.order(sim.now))
        backlog = sum(sim.units[i] * sim.walltime[i] for i in queued)
        loads = np.array([(cap - sim.free - sim.resv_held) / cap if cap else 0.0,
                          float(load.mean()), sc.threshold,
                          math.log1p(len(queued)) / math.log1p(1e4),
                          backlog / (cap * S * sc.slot),
                          (len(self._plan) + (self._sub is not None)) / len(self.book.subs)],
                         np.float32)
        return {"forecast": np.clip(load, 0.0, 1.0).astype(np.float32),
                "step": np.minimum(step, 1e4), "load": np.clip(loads, 0.0, 1e4),
                "action_mask": self._mask.astype(np.float32)}

    def _explain(self, a: int) -> str:
        d, release = self.decision, self._release
        if release is None:
            why = "a parent's end is unknown (held, or with the WMS and not started)"
        elif a < release:
            why = f"its parents end at slot {release}"
        else:
            why = "the forecast has no room for it there within the horizon"
        return (f"action {a} (reserve step {d.task!r} of workflow {self._sub.workflow.name!r} "
                f"from slot {a}) is masked: {why}")

    def _render_frame(self) -> np.ndarray:
        from hpcgym.envs.reservation.render import draw_forecast

        return draw_forecast(self)

    # --- the native reference ----------------------------------------------------------

    def reference(self, planner: str) -> tuple[Any, Any]:
        """The current episode run natively: ``"wms"`` (:func:`hpcgym.warp.run_wms`) or a
        WARP optimizer name (``"heuristic"``, ``"ilp"``: :func:`hpcgym.warp.run_warp`)."""
        from hpcgym.warp import run_warp, run_wms

        ep, sc = self.episode, self.scales
        if planner == "wms":
            return run_wms(ep.workload, ep.workflows, self.config, first_id=ep.first_id)
        return run_warp(ep.workload, ep.workflows, self.config, tick=sc.tick,
                        optimizer=planner, threshold=sc.threshold, slots=sc.slots,
                        slot=sc.slot, first_id=ep.first_id)

    # --- internals ---------------------------------------------------------------------

    def _pick(self) -> bool:
        """Set up the next step to decide this tick, if any (True), with its mask."""
        sc, book = self.scales, self.book
        while True:
            while self._tasks:
                task = self._tasks.pop(0)
                sub = self._sub
                if any(p in self._held for p in sub.workflow.graph.predecessors(task)):
                    self._held.add(task)
                    continue
                self._set_mask(sub, task)
                self.decision = Decision(self.sim.now, sub.number, task, self._planned == 0,
                                         self._instance)
                self._planned += 1
                self._t = self.sim.now
                return True
            if not self._plan:
                self._sub = None
                return False
            sub = self._sub = self._plan.pop(0)
            tasks = book.to_plan(sub)
            replanned = {sub.index[t] for t in tasks if t in sub.index}
            self._occ = occupancy(self.sim, sc.slots, sc.slot, replanned)
            self._own[:] = 0
            self._held = set()
            self._tasks = list(tasks)
            self._planned = 0
            self._tail = _tails(sub, tasks, sc.slot)
            try:
                self._instance = book.instance(sub, tasks, self._occ, sc.slot)
            except (InfeasibleError, ValueError):
                self._instance = None

    def _set_mask(self, sub: Submission, task: str) -> None:
        sc = self.scales
        m = self._mask
        m[:] = False
        m[self.HOLD] = m[self.WMS] = True
        release = self._release = self.book.release_slot(sub, task, sc.slot)
        if release is None or release >= sc.slots:
            return
        t = sub.task(task)
        need = self.sim.workload.cluster.units(t.cores)
        width = slots_of(t.walltime, sc.slot)
        free = sc.capacity - self._occ - self._own
        ok = window_ok(free, need, width)
        ok[:release] = False
        m[:ok.size] = ok

    def _submit_workflows(self) -> None:
        """Count the workflows submitted by now into the running cost."""
        subs, now = self.book.subs, self.sim.now
        while self._next_wf < len(subs) and subs[self._next_wf].submit <= now:
            self.tracker.wf_submitted(self._next_wf, subs[self._next_wf].submit)
            self._next_wf += 1

    def _fall_back(self) -> bool:
        """The background drained with steps held: hand them to the WMS (True if any)."""
        book, now, moved = self.book, self.sim.now, 0
        for sub in book.subs:
            for t in sub.order:
                if book.state(sub, t) == HELD:
                    book.hand_to_wms(sub, t, at=max(now, sub.submit))
                    moved += 1
        self._fallback += moved
        return moved > 0

    # --- simulator events --------------------------------------------------------------

    def _arrived(self, i: int) -> None:
        sim = self.sim
        if self.book.owner(i) is None and sim.submit_t[i] >= sim.workload.warmup_end:
            self.tracker.job_arrived(sim.submit_t[i], sim.duration[i])

    def _started(self, i: int) -> None:
        sim = self.sim
        owner = self.book.owner(i)
        if owner is not None:
            self.tracker.wf_started(owner[0].number, sim.now)
        elif sim.submit_t[i] >= sim.workload.warmup_end:
            self.tracker.job_started(sim.submit_t[i], sim.duration[i], sim.now)

    def _ended(self, i: int) -> None:
        owner = self.book.owner(i)
        if owner is None:
            return
        sub = owner[0]
        self._left[sub.number] -= 1
        if self._left[sub.number] == 0:
            self.tracker.wf_ended(sub.number, sub.submit, self.sim.now)


def _tails(sub: Submission, tasks: Sequence[str], slot: int) -> dict[str, int]:
    """Longest walltime chain (slots) from each of ``tasks`` to the end of its workflow."""
    g = sub.workflow.graph
    out: dict[str, int] = {}
    for t in reversed(sub.order):
        w = slots_of(sub.task(t).walltime, slot)
        out[t] = w + max((out[c] for c in g.successors(t)), default=0)
    return {t: out[t] for t in tasks}
