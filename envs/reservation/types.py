"""Plain data of ``hpcgym/Reservation-v0``: an episode, the env's scales, the step being decided
and the env's per-episode state."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from hpcgym.batch.simulator import Simulator
from hpcgym.batch.workload import Workload
from hpcgym.envs.reservation.reward import ReservationCost
from hpcgym.warp import InfeasibleError, Instance, Plan
from hpcgym.warp.loop import PlanningLoop
from hpcgym.warp.steps import StepBook, Submission
from hpcgym.workflow import Workflow


@dataclass(slots=True, frozen=True)
class Episode:
    """The background ``workload``, the ``(submit, workflow)`` pairs, the workflows' first job
    id (above every background id), the generator seed of the background (None for a trace
    window) and the background's name."""

    workload: Workload
    workflows: tuple[tuple[int, Workflow], ...]
    first_id: int
    seed: int | None
    name: str


@dataclass(slots=True, frozen=True)
class ReservationScales:
    """Constants of an env (what baselines read): ``slots`` slots of ``slot`` s ahead, the
    load ``threshold``, the planning ``tick`` and the ``capacity`` in units."""

    slots: int
    slot: int
    tick: int
    threshold: float
    capacity: int


class LazyInstance:
    """The instance a planner would solve for a workflow's steps to plan, built on first use
    from :meth:`~hpcgym.warp.steps.StepBook.deferred_instance` (None when a step's parent has
    an unknown end or the horizon is too short): the WARP baselines read it, a random or
    learned agent never pays for it."""

    __slots__ = ("_build", "_value")

    def __init__(self, build: Callable[[], Instance] | None) -> None:
        self._build = build
        self._value: Instance | None = None

    def get(self) -> Instance | None:
        if self._build is not None:
            build, self._build = self._build, None
            try:
                self._value = build()
            except (InfeasibleError, ValueError):
                self._value = None
        return self._value


@dataclass(slots=True, frozen=True)
class Decision:
    """The step being decided: at time ``now``, step ``task`` of workflow ``workflow`` (its
    index in the episode), ``first`` for its workflow's first step this tick, and (as
    :attr:`instance`) the instance a planner would solve for the workflow's steps to plan."""

    now: int
    workflow: int
    task: str
    first: bool
    lazy_instance: LazyInstance

    @property
    def instance(self) -> Instance | None:
        """The instance a planner would solve (None when a step's parent has an unknown end
        or the horizon is too short)."""
        return self.lazy_instance.get()


@dataclass(slots=True)
class Proposal:
    """The earliest-fit plan for the deciding workflow's steps to plan this tick (None when
    there is none), whether §6's load test passed it, and the instance it was made on."""

    plan: Plan | None
    passed: bool
    instance: Instance | None


@dataclass(slots=True)
class GateState:
    """Per episode: each workflow's route once its gate is answered, and the proposal of the
    workflow being planned this tick (keyed by tick and workflow)."""

    route: dict[int, str] = field(default_factory=dict)
    key: tuple[int, int] | None = None
    proposal: Proposal | None = None


@dataclass(slots=True, eq=False)
class ReservationState:
    """Everything one episode changes, created by ``ReservationEnv._begin``. The workflow
    being planned is ``sub``; its steps are decided one per env step."""

    episode: Episode
    book: StepBook  # the workflows' steps and their states
    tracker: ReservationCost
    scheduler: Callable[[Simulator], Any]  # the native policy's pass
    left: list[int]  # steps of workflow k not ended yet
    occ: np.ndarray  # the forecast n(s) per slot, taken when ``sub``'s turn came
    own: np.ndarray  # units per slot of ``sub``'s reservations this tick
    loop: PlanningLoop  # the simulation between planning ticks, drained ticks included
    next_wf: int = 0  # workflows counted into the running cost so far
    plan: list[Submission] = field(default_factory=list)  # workflows to plan after ``sub``
    sub: Submission | None = None  # the workflow being planned
    tasks: list[str] = field(default_factory=list)  # its steps still to decide this tick
    held: set[str] = field(default_factory=set)  # its steps held this tick
    tail: dict[str, int] = field(default_factory=dict)  # its steps' longest chains, slots
    instance: LazyInstance | None = None  # what a planner would solve for it
    release: int | None = None  # the deciding step's first slot its parents allow
    planned: int = 0  # its steps decided this tick
    fallback: int = 0  # steps handed to the WMS once the background drained
    now: int = 0  # the decision time, s
    decision: Decision | None = None  # the step being decided (None once over)
    gate: GateState = field(default_factory=GateState)  # gate mode's routes and proposal
