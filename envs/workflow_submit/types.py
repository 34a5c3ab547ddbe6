"""Plain data of the workflow-submission env: its actions, episode, scales and per-episode
state."""

from __future__ import annotations

from dataclasses import dataclass, field

from hpcgym.batch.choosing import ChoiceEngine
from hpcgym.batch.job import Job
from hpcgym.batch.submission import MODES, WorkflowRun
from hpcgym.envs.batch_window.observation import Observer
from hpcgym.envs.batch_window.types import Scales
from hpcgym.envs.workflow_submit.reward import SubmitCost
from hpcgym.workflow import Workflow

__all__ = ["ACTIONS", "Scales", "SubmitEpisode", "SubmitState"]

ACTIONS = MODES  # ("chained", "pilot", "woas"): action k submits the workflow as ACTIONS[k]


@dataclass(slots=True)
class SubmitEpisode:
    """What an episode is built from: the generator seed and the workflow mixed in, or (both
    None) the env's given workload; :meth:`SubmitEpisodes.workload` builds it."""

    seed: int | None
    workflow: str | Workflow | None
    name: str


@dataclass(slots=True)
class SubmitState:
    """What one episode of the workflow-submission env changes as it runs (the engine's view
    is the env's ``sim``)."""

    episode: SubmitEpisode
    #: The horizon the episode ends at (the workload's; None: when every job has ended).
    until: int | None
    #: The engine: native passes between decisions, stopping at each workflow's arrival.
    engine: ChoiceEngine
    observer: Observer
    cost: SubmitCost
    #: The submission variants of each workflow: id -> {mode: run}.
    variants: dict[int, dict[str, WorkflowRun]]
    #: (time, workflow id, mode) of each decision so far.
    choices: list[tuple[int, int, str]] = field(default_factory=list)
    #: (submit, jobs of the default mode) of each workflow declined so far.
    declined: list[tuple[int, list[Job]]] = field(default_factory=list)
    #: The queue window shown in the observation (job indices).
    window_jobs: list[int] = field(default_factory=list)
