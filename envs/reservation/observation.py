"""The observation of ``hpcgym/Reservation-v0``: the forecast load per slot with this tick's
reservations, the step being decided and the machine's load."""

from __future__ import annotations

import math

import numpy as np
from gymnasium import spaces

from hpcgym.batch.simulator import Simulator
from hpcgym.envs.common.features import Features
from hpcgym.envs.reservation.types import ReservationScales, ReservationState
from hpcgym.warp.steps import slots_of

STEP = Features(
    "nodes",  # the step's units / capacity
    "walltime",  # its walltime in slots / slots
    "tail",  # longest walltime chain from its start to the workflow's end, slots / slots
    "release",  # first slot its parents allow / slots (1 when a parent's end is unknown)
    "replan",  # 1 if its reservation was missed (a parent ran late) and it is re-planned
    "position",  # steps of its workflow decided before it this tick / steps to plan
    "waited",  # (now - the workflow's submit) / (slots x slot)
)
LOAD = Features(
    "busy",  # busy units now / capacity
    "forecast",  # mean forecast load over the horizon
    "threshold",  # §6's load threshold, what WARP's load test compares the forecast with
    "queue",  # log1p(queued jobs) / log1p(1e4)
    "backlog",  # queued units x requested seconds / (capacity x horizon seconds)
    "workflows",  # workflows with steps to plan this tick / workflows per episode
)
HIGH = 1e4
_QUEUE_SCALE = math.log1p(1e4)


def observation_space(scales: ReservationScales) -> spaces.Dict:
    """The ``spaces.Dict`` of the blocks (float32), the mask over slots, hold and WMS
    included."""
    S, f32 = scales.slots, np.float32
    return spaces.Dict(
        {
            "forecast": spaces.Box(0.0, 1.0, (S,), f32),
            "step": STEP.box(0.0, HIGH),
            "load": LOAD.box(0.0, HIGH),
            "action_mask": spaces.Box(0.0, 1.0, (S + 2,), f32),
        }
    )


def observe(
    sim: Simulator, st: ReservationState, sc: ReservationScales, mask: np.ndarray
) -> dict[str, np.ndarray]:
    """The observation of the state ``st`` (the step being decided, if any)."""
    cap, S = sc.capacity, sc.slots
    load = (st.occ + st.own) / cap
    step = np.zeros(len(STEP), np.float32)
    d, sub = st.decision, st.sub
    if d is not None and sub is not None:
        t = sub.task(d.task)
        release = st.release
        step[STEP.nodes] = sim.workload.cluster.units(t.cores) / cap
        step[STEP.walltime] = slots_of(t.walltime, sc.slot) / S
        step[STEP.tail] = st.tail[d.task] / S
        step[STEP.release] = 1.0 if release is None else min(release / S, 1.0)
        step[STEP.replan] = float(d.task in sub.index)
        step[STEP.position] = st.planned / max(len(st.tail), 1)
        step[STEP.waited] = (d.now - sub.submit) / (S * sc.slot)
    queued = list(sim.queue.order(sim.now))
    backlog = sum(sim.units[i] * sim.walltime[i] for i in queued)
    loads = np.empty(len(LOAD), np.float32)
    loads[LOAD.busy] = (cap - sim.free - sim.resv_held) / cap if cap else 0.0
    loads[LOAD.forecast] = float(load.sum() / S)  # np.mean's sum and division, without its wrapper
    loads[LOAD.threshold] = sc.threshold
    loads[LOAD.queue] = math.log1p(len(queued)) / _QUEUE_SCALE
    loads[LOAD.backlog] = backlog / (cap * S * sc.slot)
    loads[LOAD.workflows] = (len(st.plan) + (st.sub is not None)) / len(st.book.subs)
    return {
        "forecast": np.clip(load, 0.0, 1.0).astype(np.float32),
        "step": np.minimum(step, HIGH),
        "load": np.clip(loads, 0.0, HIGH),
        "action_mask": mask.astype(np.float32),
    }
