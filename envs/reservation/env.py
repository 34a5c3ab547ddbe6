"""``hpcgym/Reservation-v0``: the agent reserves the start of each workflow step (lubrano2024, WARP).

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
``step`` (:data:`~hpcgym.envs.reservation.observation.STEP`), ``load``
(:data:`~hpcgym.envs.reservation.observation.LOAD`) and ``action_mask``.
Objectives (costs, hours): ``"makespan"`` (mean workflow makespan, Table 5), ``"turnaround"``
(mean workflow turnaround), ``"wait"`` (mean wait of the regular jobs submitted after the
warm-up), ``"mix"`` (turnaround + wait) or ``{name: weight}``; dense rewards telescope to minus
the objective. ``info["metrics"]`` at the end is :func:`hpcgym.warp.metrics.warp_metrics`.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

import hpcgym.envs.reservation.gate as gating
from hpcgym import checks
from hpcgym.batch.policies import SchedulerConfig, build_simulator, get_policy, make_scheduler
from hpcgym.batch.simulator import Schedule
from hpcgym.batch.workload import Workload
from hpcgym.engine import TICK
from hpcgym.envs.common import kwargs
from hpcgym.envs.common.base import HPCEnv
from hpcgym.envs.common.episodes import episode_option
from hpcgym.envs.common.reward import parse_objective, weighted_sum
from hpcgym.envs.reservation.episodes import ReservationEpisodes
from hpcgym.envs.reservation.observation import observation_space, observe
from hpcgym.envs.reservation.reward import DEFAULT_MIX, OBJECTIVES, ReservationCost, exact_terms
from hpcgym.envs.reservation.types import (
    Decision,
    Episode,
    GateState,
    LazyInstance,
    ReservationScales,
    ReservationState,
)
from hpcgym.units import HOUR, MINUTE
from hpcgym.warp import InfeasibleError, WarpPlanner, WmsBaseline, occupancy
from hpcgym.warp.instance import window_ok
from hpcgym.warp.loop import PlanningLoop
from hpcgym.warp.metrics import warp_metrics
from hpcgym.warp.steps import HELD, StepBook, Submission, slots_of
from hpcgym.workflow import Workflow


class ReservationEnv(HPCEnv[ReservationState]):
    """When each workflow step's advance reservation starts, on a batch machine with other load.

    ## Description

    A background batch load (default: lubrano2024 §5.1's warm-up load on the 14-node WARP
    testbed; also `"edison"`, a trace or a `Workload`) runs under a native policy while
    `count` workflows (default: the paper's turbine) are handed to the planner at planning
    ticks (every 10 minutes, §4). At each tick with steps to plan (held ones, and queued ones
    whose reservation was missed because a parent ran late) the agent decides one step per
    env step, in topological order within each workflow and workflows in submission order. A
    reserved step's job is submitted `afterok` its parents and bound to the reservation
    (killed at its end, as Slurm does). If the background drains while steps are held, the
    next tick still comes; what is held again at a drained tick goes to the WMS. Answering as
    `hpcgym.warp.WarpPlanner` does makes exactly its run on the same episode; always
    answering *WMS* makes exactly `hpcgym.warp.WmsBaseline`'s (tested).

    ## Action Space

    `Discrete(slots + 2)` (`Discrete(242)`): action `k < slots` reserves the step's nodes from
    slot `k` (`k` x `slot` s from now) for its walltime in whole slots; masked unless `k` is at
    or after every parent's reserved (or requested) end and the forecast, with this
    workflow's reservations of this tick added, has room for the step over its whole window
    inside the horizon. Action `slots` (*hold*): no reservation this tick; the step (and,
    this tick, its descendants) waits for a later tick. Action `slots + 1` (*WMS*): hand the
    step to the workflow manager (§6's StreamFlow baseline), an ordinary job submitted once
    its parents have ended. A step whose parent's end is unknown can only be held or handed
    to the WMS.

    **The gate** (`gate=True`): `Discrete(2)`, one decision per workflow, at its first step of
    the first tick it is planned: action 0 takes WARP's earliest-fit proposal (the workflow is
    planned by earliest fit from then on, as `hpcgym.warp.WarpPlanner` plans it: reserved as
    the plan says, held while no plan passes §6's load test, missed steps re-planned), action
    1 hands the workflow to the WMS. The env plays the chosen side's answers to the
    workflow's steps. Always 0 makes exactly the `earliest-fit` run, always 1 exactly the
    `wms` run, and a fixed choice per workflow exactly the run `benchmarks/room.py`'s
    per-workflow bound searches over (tested; `hpcgym.envs.reservation.gate`).

    **Invalid actions.** The default action (`invalid_action="fallback"`, and what finishes a cut episode) is
    *WMS*: the step goes to the workflow manager as an ordinary job once its parents end, as
    workflows run without advance reservations (lubrano2024 §6's StreamFlow baseline); it is
    always valid, and the default agent makes exactly `WmsBaseline`'s run.
    Under `"noop"` an invalid action is *hold*: the step waits for a later tick (and goes to
    the WMS once the background has drained), so time always has a way on.

    ## Observation Space

    `forecast` (the load per slot over the horizon, 0..1: §4.2's n(s) from
    `hpcgym.warp.occupancy`, with this tick's reservations), `step` (the step's nodes,
    walltime, remaining critical path, release slot, whether it is re-planned, its position
    this tick, the time its workflow waited), `load` (busy now, mean forecast, §6's
    threshold, queue, backlog, workflows to plan) and `action_mask`. With `gate=True`:
    `proposal` (what the earliest-fit proposal would cost: whether taking it reserves now,
    whether a plan exists, its first reserved slot and its end, the steps' critical path, the
    forecast's peak over its window, the steps' count, node-slots and widest step, the
    workflows sent to WARP and to the WMS so far; `hpcgym.envs.reservation.gate.PROPOSAL`),
    `step` and `load` (as above, of the workflow's first step) and `action_mask` (2).

    ## Rewards

    `objective` is a cost in hours: `"makespan"` (mean workflow makespan, Table 5, default),
    `"turnaround"` (mean workflow turnaround), `"wait"` (mean wait of the regular jobs
    submitted after the warm-up), `"mix"` (turnaround + wait) or `{name: weight}`. Dense
    rewards telescope to minus `info["objective"]`.

    ## Starting State

    `reset(seed=s)` draws the background window and the workflows' submit times from a seed
    of the split's range; `reset(options={"episode": i})` takes the split's `i`-th seed. The
    first observation is the first step to plan at the first tick after a workflow arrives.
    Reset info: `episode`, `episode_seed`, `workload`, `workflows`, `submits`, `jobs`.

    ## Episode End

    Terminated when every job and workflow step has ended. Truncated after `max_steps`
    steps. The final info holds `metrics` (`hpcgym.warp.metrics.warp_metrics`:
    `wf_makespan_h`, `wf_turnaround_h`, `reservation_waste_core_h`, `replans`,
    `fallback_steps`, ...) and `objective`.

    A cut episode is played to its end by the default action (see Invalid actions), so its
    objective charges the work it left; `info["default_steps"]` counts those decisions.

    ## Arguments

    - `workload`: `"warp"` (§5.1's load on the 14-node testbed, λ x `scale`), `"edison"`, a
      trace name, an SWF path or a `Workload` (windows of `jobs` jobs or `hours` hours).
    - `workflows`: names (`"turbine"`, WoAS catalog names) or `Workflow` objects; `count` of
      them per episode (3).
    - `hours`, `jobs`: the background window (the registered id: 4 hours).
    - `warmup`: seconds before which jobs are not measured and no workflow is submitted.
    - `scale`: the multiplier of the WARP load's arrival rate.
    - `policy`: the native scheduler (`"fcfs-easy"`).
    - `tick`, `slot`, `slots`: the planning period (600 s), the slot length (60 s, §4.2) and
      the horizon in slots (240).
    - `threshold`: §6's load threshold (shown, and used by the WARP baselines; 0.5).
    - `objective`: see Rewards.
    - `split`: `"all"`, `"train"`, `"validation"` or `"test"` (disjoint episodes).
    - `max_steps`: truncate after that many steps.
    - `render_mode`: `"rgb_array"` or None.
    - `invalid_action`, `invalid_penalty`: what a masked action does (`"raise"`, `"noop"`,
      `"penalty"`, `"fallback"`; see Invalid actions above and `HPCEnv`).
    - `allow_large`: go past the size bounds of `hpcgym.sizes` (windows and other observed
      widths over `MAX_WIDTH` rows, episodes over `MAX_JOBS` jobs are refused otherwise).
    - `gate`: decide per workflow between WARP's earliest-fit proposal and the WMS (see The
      gate above; False).

    ## Baselines

    `wms` (every step to the workflow manager), `earliest-fit` (WARP with its earliest-fit
    heuristic) and `warp-ilp` (WARP with the ILP on HiGHS) (`hpcgym.baselines.reservation`)
    make exactly the runs of `run_wms` / `run_warp` on the same episode, on the WARP load,
    an Edison-like workload and an SWF window (tested). With `gate=True`, `wms` and
    `earliest-fit` answer 1 and 0 at every gate, the same two runs.

    ## Benchmark task

    `reservation`: six A2 / Sipht workflows competing for the WARP testbed, workflow
    turnaround, 30 test episodes: the hindsight bound (the best per-workflow choice between the
    WMS and WARP) is 13.7% ± 2.3% below the best baseline, the WMS (`benchmarks/room.py`).
    `reservation-gate`: the same episodes with `gate=True`; `pretrained:reservation-gate`, a
    gate cloned from that search, scores 0.968 [0.949, 0.986] against the WMS there, the
    regular jobs' mean wait 2.2% shorter.
    `reservation-paper`: as configured for the paper (three turbines, makespan), WARP runs every
    workflow back to back at its critical path: earliest-fit equals the ILP and the bound is
    within 0.0% of the best baseline (30 test episodes), so hpcgym bench keeps that task off the
    headline board.

    ## Paper

    lubrano2024 (WARP: the ILP, the 10-minute planning cycle, the load threshold, the turbine
    workflow and the testbed load).

    ## Version History

    - v0: the first version.
    """

    def __init__(
        self,
        workload: str | Workload = "warp",
        *,
        workflows: str | Workflow | Sequence[str | Workflow] = ("turbine",),
        count: int = 3,
        hours: float | None = None,
        jobs: int | None = None,
        warmup: int = HOUR,
        scale: float = 1.0,
        policy: str | SchedulerConfig = "fcfs-easy",
        tick: int = 10 * MINUTE,
        slot: int = MINUTE,
        slots: int = 240,
        threshold: float = 0.5,
        objective: str | Mapping[str, float] = "makespan",
        split: str = "all",
        max_steps: int | None = None,
        render_mode: str | None = None,
        invalid_action: str = "raise",
        invalid_penalty: float = 1.0,
        allow_large: bool = False,
        gate: bool = False,
    ) -> None:
        owner = "ReservationEnv"
        allow_large = kwargs.allow(owner, allow_large)
        self.gate = checks.flag(gate, "gate", where=owner)
        tick = kwargs.count(owner, "tick", tick)
        slot = kwargs.count(owner, "slot", slot)
        slots = kwargs.width(owner, "slots", slots, allow_large=allow_large, what="slots")
        threshold = kwargs.real(owner, "threshold", threshold, lo=0, hi=1, lo_open=True)
        count = kwargs.count(owner, "count", count)
        kwargs.kind(
            owner, "policy", policy, (str, SchedulerConfig), "a policy name or a SchedulerConfig"
        )
        super().__init__(
            len(gating.ACTIONS) if self.gate else slots + 2,
            max_steps=max_steps,
            render_mode=render_mode,
            invalid_action=invalid_action,
            invalid_penalty=invalid_penalty,
        )
        self.episodes = ReservationEpisodes(
            workload,
            workflows,
            count,
            hours=hours,
            jobs=jobs,
            warmup=warmup,
            split=split,
            scale=scale,
            tick=tick,
            allow_large=allow_large,
        )
        cluster = self.episodes.background.cluster
        self.config = get_policy(policy)
        self.weights = parse_objective(objective, OBJECTIVES, DEFAULT_MIX)
        self.scales = ReservationScales(slots, slot, tick, float(threshold), cluster.total_units)
        self.HOLD, self.WMS = slots, slots + 1
        # the mask over slots, hold and WMS of the step being decided (the action mask
        # itself, but in gate mode, where the action is the gate's)
        self._slots_mask = np.zeros(slots + 2, bool) if self.gate else self._mask
        space = observation_space(self.scales)
        self.observation_space = (
            gating.observation_space(space["step"], space["load"]) if self.gate else space
        )

    @property
    def episode(self) -> Episode | None:
        """The current episode (None before the first reset)."""
        return None if (st := self.state_or_none) is None else st.episode

    @property
    def book(self) -> StepBook | None:
        """The current episode's workflows and their steps' states."""
        return None if (st := self.state_or_none) is None else st.book

    @property
    def decision(self) -> Decision | None:
        """The step being decided (None once the episode is over): what the WARP baselines
        read."""
        return None if (st := self.state_or_none) is None else st.decision

    def _deciding(self) -> tuple[Decision, Submission]:
        """The step being decided and its workflow (set whenever an action is asked)."""
        st = self._state
        if st.decision is None or st.sub is None:
            raise RuntimeError("ReservationEnv: no step is being decided; the episode is over")
        return st.decision, st.sub

    # --- the family's parts ------------------------------------------------------------

    def _begin(self, options: dict[str, Any]) -> dict[str, Any]:
        ep = self.episodes.draw(self.np_random, episode_option(options))
        sc = self.scales
        w = ep.workload
        sim = self.sim = build_simulator(w, self.config, tick=sc.tick)
        book = StepBook(ep.workflows, first_id=ep.first_id)
        book.attach(sim)
        measured = sum(1 for j in w.jobs if j.submit >= w.warmup_end)
        self._state = ReservationState(
            episode=ep,
            book=book,
            tracker=ReservationCost(self.weights, len(ep.workflows), measured),
            scheduler=make_scheduler(self.config),
            left=[len(s.order) for s in book.subs],
            occ=np.zeros(sc.slots, np.int64),
            own=np.zeros(sc.slots, np.int64),
            loop=PlanningLoop(sim, book),
            gate=GateState(),
        )
        for kind, cb in (
            ("arrive", self._arrived),
            ("start", self._started),
            ("end", self._ended),
            ("kill", self._ended),
        ):
            sim.subscribe(kind, cb)
        return {
            "episode_seed": ep.seed,
            "workload": ep.name,
            "workflows": [wf.name for _, wf in ep.workflows],
            "submits": [s for s, _ in ep.workflows],
            "jobs": len(w.jobs),
        }

    def _next_decision(self) -> bool:
        if not self.gate:
            return self._next_step()
        st = self._state
        g = st.gate
        while True:
            if self._next_step():
                g.key = g.proposal = None
                self._mask[:] = False
                self._mask[gating.TO_WMS] = True
                return True
            d = st.decision
            assert d is not None  # set whenever _next_step stops before the end
            if gating.asks(g, d):
                gating.refresh(g, d, self.scales.threshold)
                self._mask[:] = True
                return False
            self._act(self._auto(d))

    def _next_step(self) -> bool:
        """Advance to the next step to decide and set its mask over slots; True at the end."""
        sim, st = self.sim, self._state
        while True:
            if self._pick():
                return False
            stop = st.loop.next_stop()
            if st.loop.stuck and self._fall_back():
                continue
            self._submit_workflows()
            if stop is None:
                st.now = sim.now
                self._slots_mask[:] = False
                self._slots_mask[self.HOLD] = True  # no all-masked terminal observation
                st.decision = None
                return True
            if stop.kind == TICK:
                st.plan = st.book.arrived()
            else:
                st.scheduler(sim)

    def _apply(self, a: int) -> None:
        if not self.gate:
            self._act(a)
            return
        st = self._state
        g, (d, _) = st.gate, self._deciding()
        if a == gating.TO_WMS:
            g.route[d.workflow] = gating.WMS
            self._act(self.WMS)
            return
        g.route[d.workflow] = gating.WARP
        p = gating.refresh(g, d, self.scales.threshold)
        self._act(self._checked(gating.warp_answer(p, d.task, self.HOLD)))

    def _auto(self, d: Decision) -> int:
        """Gate mode: the action of a step that is no gate, by its workflow's route (WARP's
        plan, the WMS, or *hold* for a workflow whose gate was not answered this tick)."""
        g = self._state.gate
        route = g.route.get(d.workflow)
        if route == gating.WMS:
            return self.WMS
        if route is None:
            return self.HOLD
        return self._checked(
            gating.warp_answer(gating.refresh(g, d, self.scales.threshold), d.task, self.HOLD)
        )

    def _checked(self, a: int) -> int:
        if not self._slots_mask[a]:
            d, _ = self._deciding()
            raise RuntimeError(
                f"ReservationEnv(gate=True): earliest fit's slot {a} for step {d.task!r} is "
                "masked; the plan and the step's mask disagree"
            )
        return a

    def _act(self, a: int) -> None:
        """Carry out action ``a`` over slots, hold and WMS on the step being decided."""
        st = self._state
        d, sub = self._deciding()
        task = d.task
        if a == self.HOLD:
            st.held.add(task)
        elif a == self.WMS:
            st.book.hand_to_wms(sub, task)
        else:
            sc = self.scales
            r = st.book.reserve(sub, task, a, sc.slot)
            st.own[a : a + slots_of(r.end - r.start, sc.slot)] += r.units

    def _default_action(self) -> int:
        return gating.TO_WMS if self.gate else self.WMS

    def _wait(self) -> bool:
        self._act(self.HOLD)
        return True

    def _reward(self) -> float:
        st = self._state
        return st.tracker.reward(st.now)

    def _final(self) -> tuple[float, dict[str, Any]]:
        st = self._state
        m = warp_metrics(
            self.sim.schedule("reservation", time.perf_counter() - self._t0),
            st.book.subs,
            st.episode.first_id,
        )
        m["fallback_steps"] = float(st.fallback)
        terms = exact_terms(m)
        cost = weighted_sum(self.weights, terms)
        reward = st.tracker.final_reward(cost)
        for k, v in terms.items():
            m[f"objective_{k}"] = v
        return reward, {"metrics": m, "objective": cost, "objective_terms": terms}

    def _observe(self) -> dict[str, np.ndarray]:
        obs = observe(self.sim, self._state, self.scales, self._slots_mask)
        if not self.gate:
            return obs
        st = self._state
        return {
            "proposal": gating.features(st.gate, self.scales, len(st.book.subs)),
            "step": obs["step"],
            "load": obs["load"],
            "action_mask": self._mask.astype(np.float32),
        }

    def _explain(self, a: int) -> str:
        st = self._state
        (d, sub), release = self._deciding(), st.release
        if release is None:
            why = "a parent's end is unknown (held, or with the WMS and not started)"
        elif a < release:
            why = f"its parents end at slot {release}"
        else:
            why = "the forecast has no room for it there within the horizon"
        return (
            f"action {a} (reserve step {d.task!r} of workflow {sub.workflow.name!r} "
            f"from slot {a}) is masked: {why}"
        )

    def _render_frame(self) -> np.ndarray:
        from hpcgym.envs.reservation.render import draw

        return draw(self)

    # --- the native reference ----------------------------------------------------------

    def reference(self, planner: str) -> tuple[Schedule, WmsBaseline | WarpPlanner]:
        """The current episode run natively: ``"wms"`` (:func:`hpcgym.warp.run_wms`) or a
        WARP optimizer name (``"heuristic"``, ``"ilp"``: :func:`hpcgym.warp.run_warp`)."""
        from hpcgym.warp import run_warp, run_wms

        ep, sc = self._state.episode, self.scales
        # run_wms and run_warp take a SchedulerConfig too (their get_policy passes it
        # through), though their policy is annotated str
        if planner == "wms":
            return run_wms(
                ep.workload,
                ep.workflows,
                self.config,  # type: ignore[arg-type]
                first_id=ep.first_id,
            )
        return run_warp(
            ep.workload,
            ep.workflows,
            self.config,  # type: ignore[arg-type]
            tick=sc.tick,
            optimizer=planner,
            threshold=sc.threshold,
            slots=sc.slots,
            slot=sc.slot,
            first_id=ep.first_id,
        )

    # --- internals ---------------------------------------------------------------------

    def _pick(self) -> bool:
        """Set up the next step to decide this tick, if any (True), with its mask."""
        sc, st = self.scales, self._state
        book, sub = st.book, st.sub
        while True:
            while sub is not None and st.tasks:
                task = st.tasks.pop(0)
                if any(p in st.held for p in sub.workflow.graph.predecessors(task)):
                    st.held.add(task)
                    continue
                self._set_mask(sub, task)
                st.decision = Decision(
                    self.sim.now,
                    sub.number,
                    task,
                    st.planned == 0,
                    st.instance or LazyInstance(None),
                )
                st.planned += 1
                st.now = self.sim.now
                return True
            if not st.plan:
                st.sub = None
                return False
            sub = st.sub = st.plan.pop(0)
            tasks = book.to_plan(sub)
            replanned = {sub.index[t] for t in tasks if t in sub.index}
            st.occ = occupancy(self.sim, sc.slots, sc.slot, replanned)
            st.own[:] = 0
            st.held = set()
            st.tasks = list(tasks)
            st.planned = 0
            st.tail = _tails(sub, tasks, sc.slot)
            try:
                build = book.deferred_instance(sub, tasks, st.occ, sc.slot)
            except (InfeasibleError, ValueError):
                build = None
            st.instance = LazyInstance(build)

    def _set_mask(self, sub: Submission, task: str) -> None:
        sc, st = self.scales, self._state
        m = self._slots_mask
        m[:] = False
        m[self.HOLD] = m[self.WMS] = True
        release = st.release = st.book.release_slot(sub, task, sc.slot)
        if release is None or release >= sc.slots:
            return
        t = sub.task(task)
        need = self.sim.workload.cluster.units(t.cores)
        width = slots_of(t.walltime, sc.slot)
        free = sc.capacity - st.occ - st.own
        ok = window_ok(free, need, width)
        ok[:release] = False
        m[: ok.size] = ok

    def _submit_workflows(self) -> None:
        """Count the workflows submitted by now into the running cost."""
        st = self._state
        subs, now = st.book.subs, self.sim.now
        while st.next_wf < len(subs) and subs[st.next_wf].submit <= now:
            st.tracker.wf_submitted(st.next_wf, subs[st.next_wf].submit)
            st.next_wf += 1

    def _fall_back(self) -> bool:
        """The background drained with steps held: hand them to the WMS (True if any)."""
        st = self._state
        book, now, moved = st.book, self.sim.now, 0
        for sub in book.subs:
            for t in sub.order:
                if book.state(sub, t) == HELD:
                    book.hand_to_wms(sub, t, at=max(now, sub.submit))
                    moved += 1
        st.fallback += moved
        return moved > 0

    # --- simulator events --------------------------------------------------------------

    def _arrived(self, i: int) -> None:
        sim, st = self.sim, self._state
        if st.book.owner(i) is None and sim.submit_t[i] >= sim.workload.warmup_end:
            st.tracker.job_arrived(sim.submit_t[i], sim.duration[i])

    def _started(self, i: int) -> None:
        sim, st = self.sim, self._state
        owner = st.book.owner(i)
        if owner is not None:
            st.tracker.wf_started(owner[0].number, sim.now)
        elif sim.submit_t[i] >= sim.workload.warmup_end:
            st.tracker.job_started(sim.submit_t[i], sim.duration[i], sim.now)

    def _ended(self, i: int) -> None:
        st = self._state
        owner = st.book.owner(i)
        if owner is None:
            return
        sub = owner[0]
        st.left[sub.number] -= 1
        if st.left[sub.number] == 0:
            st.tracker.wf_ended(sub.number, sub.submit, self.sim.now)


def _tails(sub: Submission, tasks: Sequence[str], slot: int) -> dict[str, int]:
    """Longest walltime chain (slots) from each of ``tasks`` to the end of its workflow."""
    g = sub.workflow.graph
    out: dict[str, int] = {}
    for t in reversed(sub.order):
        w = slots_of(sub.task(t).walltime, slot)
        out[t] = w + max((out[c] for c in g.successors(t)), default=0)
    return {t: out[t] for t in tasks}
