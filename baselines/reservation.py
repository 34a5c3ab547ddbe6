"""WARP and the WMS (lubrano2024 §4, §6) as agents of ``hpcgym/Reservation-v0`` (SB3's ``predict``).

- ``wms``: every step to the WMS (StreamFlow: an ordinary job once its parents have ended);
- ``earliest-fit``: WARP planning with the earliest-fit heuristic
  (:func:`hpcgym.warp.earliest_fit`);
- ``warp-ilp``: WARP planning with the compact ILP on HiGHS (:func:`hpcgym.warp.solve_compact`).

A WARP agent plans a workflow at its first step of a tick, as
:class:`~hpcgym.warp.WarpPlanner` does: the optimizer on the env's
:attr:`~hpcgym.envs.reservation.Decision.instance`, then §6's load test with the env's
threshold; it answers each step's planned start slot, or *hold* for every step when there is
no plan or the test fails. Planning needs the whole workflow and forecast, more than one
step's observation, so the agent reads the env's documented ``decision`` (through wrappers
and VecEnvs). Through the env each agent makes exactly the native run (tested).

On the gate env (``gate=True``, :mod:`hpcgym.envs.reservation.gate`) ``wms`` hands every
workflow to the WMS and ``earliest-fit`` takes every proposal, the same two runs; ``warp-ilp``
is refused there (the gate proposes earliest fit's plans, not the ILP's).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from hpcgym.baselines.base import BaselineAgent, check_family, env_scales
from hpcgym.envs.reservation.gate import TAKE, TO_WMS
from hpcgym.envs.reservation.types import Decision, ReservationScales
from hpcgym.errors import InputError, UnknownNameError
from hpcgym.warp import InfeasibleError, SolverTimeout, load_ok
from hpcgym.warp.instance import Plan
from hpcgym.warp.planner import OPTIMIZERS, Optimizer

RESERVATION_BASELINES = ("wms", "earliest-fit", "warp-ilp")
_OPTIMIZER = {"earliest-fit": "heuristic", "warp-ilp": "ilp"}


class WmsAgent(BaselineAgent):
    """Hands every step to the WMS."""

    name = "wms"

    def __init__(self, scales: ReservationScales) -> None:
        self.action = scales.slots + 1

    def choose(self, observation: dict[str, np.ndarray]) -> int:
        return self.action


class WarpAgent(BaselineAgent):
    """Answers as :class:`~hpcgym.warp.WarpPlanner` with ``optimizer`` would."""

    def __init__(self, name: str, optimizer: Optimizer, env: Any) -> None:
        self.name = name
        self.optimizer = optimizer
        self.env = env
        self.scales: ReservationScales = env_scales(env)
        self._plans: dict[int, tuple[tuple[int, int], Plan | None]] = {}

    def _decisions(self) -> list[Decision]:
        env = self.env
        return env.get_attr("decision") if hasattr(env, "get_attr") else [env.unwrapped.decision]

    def answer(self, d: Decision, slot: int = 0) -> int:
        """The action for decision ``d`` of the env at position ``slot`` of a VecEnv."""
        sc = self.scales
        key = (d.now, d.workflow)
        cached = self._plans.get(slot)
        if d.first or cached is None or cached[0] != key:
            self._plans[slot] = (key, self._plan(d))
        plan = self._plans[slot][1]
        if plan is None or d.task not in plan.start:
            return sc.slots
        return plan.start[d.task]

    def _plan(self, d: Decision) -> Plan | None:
        inst = d.instance
        if inst is None:
            return None
        try:
            plan = self.optimizer(inst)
        except (InfeasibleError, SolverTimeout, ValueError):
            return None
        lo = min(plan.start.values())
        hi = max(plan.end(inst, s.id) for s in inst.steps)
        return (
            plan if load_ok(inst.occupancy, lo, hi, self.scales.threshold, inst.capacity) else None
        )

    def choose(self, observation: dict[str, np.ndarray]) -> int:
        return self._checked(self.answer(self._decisions()[0]), observation)

    def predict(
        self,
        observation: dict[str, np.ndarray],
        state: Any = None,
        episode_start: Any = None,
        deterministic: bool = True,
    ) -> tuple[Any, Any]:
        mask = np.asarray(observation["action_mask"])
        if mask.ndim == 1:
            return np.int64(self.choose(observation)), state
        decisions = self._decisions()
        if len(decisions) == 1:  # one env's observation stacked: its one decision each time
            decisions = decisions * len(mask)
        if len(decisions) != len(mask):
            raise InputError(f"{self.name}: {len(mask)} observations for {len(decisions)} envs")
        acts = [
            self._checked(self.answer(d, k), {"action_mask": mask[k]})
            for k, d in enumerate(decisions)
        ]
        return np.array(acts, np.int64), state

    def _checked(self, a: int, observation: dict[str, np.ndarray]) -> int:
        if observation["action_mask"][a] < 0.5:
            raise RuntimeError(
                f"{self.name}: the plan's action {a} is masked; the env's "
                "decision and observation disagree"
            )
        return a


class GateAgent(BaselineAgent):
    """Answers the gate env's every gate with one action (take the proposal, or the WMS)."""

    def __init__(self, name: str, action: int) -> None:
        self.name = name
        self.action = action

    def choose(self, observation: dict[str, np.ndarray]) -> int:
        return self.action


def gated(env: Any) -> bool:
    """Whether ``env`` (wrapped or not, or an SB3 VecEnv) is in gate mode."""
    if hasattr(env, "get_attr"):
        return bool(env.get_attr("gate")[0])
    return bool(getattr(env.unwrapped, "gate", False))


def make_baseline(name: str, env: Any) -> BaselineAgent:
    """``wms``, ``earliest-fit`` or ``warp-ilp`` for ``env`` (a Gymnasium env, wrapped or not,
    or an SB3 VecEnv); on a gate env ``wms`` and ``earliest-fit`` only."""
    check_family(name, env, __name__)
    if name in RESERVATION_BASELINES and gated(env):
        if name == "warp-ilp":
            raise InputError(
                "warp-ilp: the gate env (gate=True) proposes earliest fit's plans, not the "
                "ILP's; judge warp-ilp on hpcgym/Reservation-v0 without gate"
            )
        return GateAgent(name, TO_WMS if name == "wms" else TAKE)
    if name == "wms":
        return WmsAgent(env_scales(env))
    if name in _OPTIMIZER:
        return WarpAgent(name, OPTIMIZERS[_OPTIMIZER[name]], env)
    raise UnknownNameError(
        f"unknown reservation baseline {name!r}; known: {', '.join(RESERVATION_BASELINES)}"
    )


__all__ = ["RESERVATION_BASELINES", "GateAgent", "WarpAgent", "WmsAgent", "gated", "make_baseline"]
