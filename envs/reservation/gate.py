"""The gate of ``hpcgym/Reservation-v0`` (``gate=True``): per workflow, WARP's earliest-fit
proposal or the WMS, the env playing the chosen side's step-by-step answers.

At a workflow's first step of the first tick it is planned, the agent sees the earliest-fit
plan (lubrano2024 §4.2's heuristic, then §6's load test, as :class:`~hpcgym.warp.WarpPlanner`
makes it) and answers once for the workflow: :data:`TAKE` (WARP plans it from now on: it
reserves as this plan says, or holds this tick when there is no plan or the load test refuses
it, and re-plans held and missed steps at later ticks by earliest fit) or :data:`TO_WMS` (its
steps go to the WMS). So the gate's policies are exactly the per-workflow assignments of
``benchmarks/room.py``'s hindsight bound, decided online. Always :data:`TAKE` is exactly the
``earliest-fit`` run, always :data:`TO_WMS` exactly the ``wms`` run. (Under
``invalid_action="noop"`` an invalid answer holds the workflow this tick; it is asked again at
the next.)
"""

from __future__ import annotations

import math

import numpy as np
from gymnasium import spaces

from hpcgym.envs.common.features import Features
from hpcgym.envs.reservation.types import Decision, GateState, Proposal, ReservationScales
from hpcgym.warp import InfeasibleError, Instance, SolverTimeout, earliest_fit, load_ok

TAKE, TO_WMS = 0, 1
ACTIONS = ("take the earliest-fit proposal", "hand the workflow to the WMS")
# a workflow's route once the gate has committed it
WARP, WMS = "warp", "wms"

PROPOSAL = Features(
    "reserves",  # 1 if taking the proposal reserves now (a plan that passes the load test)
    "planned",  # 1 if earliest fit found a plan at all (the load test may still refuse it)
    "start",  # the plan's first reserved slot / slots (1 without a plan)
    "end",  # the plan's last step's end slot / slots: the workflow's end if taken (1 without)
    "critical",  # longest walltime chain of the steps to plan / slots: the end's lower bound
    "peak",  # the forecast's peak over the plan's window / capacity (what §6's test reads)
    "steps",  # log1p(steps to plan) / log1p(100)
    "work",  # node-slots of the steps to plan / (capacity x slots)
    "width",  # the widest step's nodes / capacity
    "to_warp",  # workflows the gate sent to WARP so far / workflows per episode
    "to_wms",  # workflows the gate handed to the WMS so far / workflows per episode
)
_STEPS_SCALE = math.log1p(100)


def propose(instance: Instance | None, threshold: float) -> Proposal:
    """Earliest fit on ``instance``, then §6's load test (as ``WarpPlanner`` does)."""
    if instance is None:
        return Proposal(None, False, None)
    try:
        plan = earliest_fit(instance)
    except (InfeasibleError, SolverTimeout, ValueError):
        return Proposal(None, False, instance)
    lo = min(plan.start.values())
    hi = max(plan.end(instance, s.id) for s in instance.steps)
    return Proposal(
        plan, load_ok(instance.occupancy, lo, hi, threshold, instance.capacity), instance
    )


def warp_answer(p: Proposal | None, task: str, hold: int) -> int:
    """The WARP side's action for step ``task``: its planned start slot, else *hold*."""
    if p is None or p.plan is None or not p.passed or task not in p.plan.start:
        return hold
    return p.plan.start[task]


def asks(g: GateState, d: Decision) -> bool:
    """Whether decision ``d`` is a gate: an undecided workflow's first step this tick."""
    return d.first and d.workflow not in g.route


def refresh(g: GateState, d: Decision, threshold: float) -> Proposal:
    """The proposal for ``d``'s workflow this tick, made once per (tick, workflow)."""
    key = (d.now, d.workflow)
    if g.key != key or g.proposal is None:
        g.key, g.proposal = key, propose(d.instance, threshold)
    return g.proposal


def features(g: GateState, sc: ReservationScales, workflows: int) -> np.ndarray:
    """The :data:`PROPOSAL` block of the current proposal (zeros when none is being made)."""
    out = np.zeros(len(PROPOSAL), np.float32)
    p = g.proposal
    if p is None or g.key is None:
        return out
    S, cap = sc.slots, sc.capacity
    out[PROPOSAL.start] = out[PROPOSAL.end] = out[PROPOSAL.peak] = 1.0
    inst = p.instance
    if inst is not None:
        out[PROPOSAL.critical] = float((inst.head + inst.tail).max()) / S
        out[PROPOSAL.steps] = math.log1p(len(inst.steps)) / _STEPS_SCALE
        out[PROPOSAL.work] = float((inst.nodes * inst.walltime).sum()) / (cap * S)
        out[PROPOSAL.width] = float(inst.nodes.max()) / cap
        if p.plan is not None:
            lo = min(p.plan.start.values())
            hi = max(p.plan.end(inst, s.id) for s in inst.steps)
            out[PROPOSAL.planned] = 1.0
            out[PROPOSAL.reserves] = float(p.passed)
            out[PROPOSAL.start] = lo / S
            out[PROPOSAL.end] = hi / S
            out[PROPOSAL.peak] = float(inst.occupancy[lo:hi].max()) / cap
    routes = list(g.route.values())
    out[PROPOSAL.to_warp] = routes.count(WARP) / workflows
    out[PROPOSAL.to_wms] = routes.count(WMS) / workflows
    return out


def observation_space(step: spaces.Space, load: spaces.Space) -> spaces.Dict:
    """The gate's ``spaces.Dict``: the proposal, the first step's and the load's blocks of
    the slot env and the mask over the two actions."""
    return spaces.Dict(
        {
            "proposal": PROPOSAL.box(0.0, 1e4),
            "step": step,
            "load": load,
            "action_mask": spaces.Box(0.0, 1.0, (len(ACTIONS),), np.float32),
        }
    )


__all__ = [
    "ACTIONS",
    "PROPOSAL",
    "TAKE",
    "TO_WMS",
    "asks",
    "features",
    "observation_space",
    "propose",
    "refresh",
    "warp_answer",
]
