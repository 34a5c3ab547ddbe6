"""SR, SLoP(f), FES(depth) and BF (ilyushkin2015 §III-D..G) as agents of ``hpcgym/TaskDispatch-v0``.

Each agent replays, from the observation alone, the reservation pass of
:func:`hpcgym.tasks.policies.reservation_pass`: scan the window head first (arrival order); the
first workflow with a waiting task gets one started (action ``k``; the env draws the task at
random with the episode's generator, as the native policy does), unless the free processors
are all held by the reservations of the workflows ahead of it, in which case the agent leaves
them idle (action ``window``). A workflow without a waiting task holds ``target - running``
free processors: ``target`` is the LoP (SR), ``ceil(f * LoP)`` (SLoP), the largest eligible
set of generations ``0..depth`` (FES), or 0 (BF). The env asks again after every start, and
the running counts in the new observation make the same pass continue, so the agent starts
exactly the tasks the native policy starts, in the same order, with the same random draws:
the schedule through the env equals :func:`hpcgym.tasks.policies.simulate` on the same episode
(tested). The inputs (free processors, per row waiting / running / LoP and generation sizes)
are exact integers times ``1 / processors`` in the observation (see
:mod:`hpcgym.envs.task_dispatch.observation`).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from hpcgym.baselines.base import BaselineAgent, check_family, env_scales
from hpcgym.envs.task_dispatch.observation import CLUSTER, WF
from hpcgym.envs.task_dispatch.types import TaskScales
from hpcgym.errors import InputError
from hpcgym.tasks.policies import TaskPolicy, parse

TASK_BASELINES = ("sr", "slop0.2", "slop0.8", "slop0.9", "fes1", "fes2", "fes10", "bf")


def is_task_baseline(name: str) -> bool:
    """``sr``, ``bf``, ``slop<f>`` or ``fes<depth>`` (the text's reading only: approximate
    LoP of the remaining part, partial start; not the ``-exact`` / ``-whole`` / ... variants)."""
    try:
        return parse(name).is_paper_text
    except ValueError:
        return False


class _Names(tuple):
    """The listed baseline names; ``in`` also accepts any other ``slop<f>`` / ``fes<depth>``."""

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and is_task_baseline(name)


TASK_BASELINE_NAMES = _Names(TASK_BASELINES)


class TaskPolicyAgent(BaselineAgent):
    """One of SR / SLoP(f) / FES(depth) / BF."""

    def __init__(self, name: str | TaskPolicy, scales: TaskScales) -> None:
        p = parse(name)
        if not p.is_paper_text:
            raise InputError(
                f"task baseline {p.name!r}: the env observes the token-wave LoP "
                "of the remaining part (§III-B); the -exact / -whole / -arrival / "
                "-static / -gang readings are not baselines"
            )
        if p.kind == "fes" and p.depth >= scales.generations:
            raise InputError(
                f"task baseline {p.name!r} needs generation sizes 0..{p.depth}; "
                f"make the env with generations >= {p.depth + 1}"
            )
        self.policy = p
        self.name = p.name
        self.scales = scales

    def _targets(self, lop: np.ndarray, gens: np.ndarray) -> np.ndarray:
        p = self.policy
        if p.kind == "bf" or (p.kind == "slop" and p.f == 0.0):
            return np.zeros_like(lop)
        if p.kind == "fes":
            return gens[:, : p.depth + 1].max(axis=1)
        if p.kind == "sr" or p.f == 1.0:
            return lop
        return np.array([math.ceil(p.f * x - 1e-9) for x in lop], np.int64)

    def choose(self, obs: dict[str, np.ndarray]) -> int:
        """The action for one (unbatched) observation."""
        P = self.scales.processors
        mask = np.asarray(obs["action_mask"]) > 0.5
        K = len(mask) - 1
        n = int(np.asarray(obs["workflow_mask"]).sum())
        wf = np.asarray(obs["workflows"], np.float64)[:n]
        waiting = np.rint(wf[:, WF.waiting] * P).astype(np.int64)
        running = np.rint(wf[:, WF.running] * P).astype(np.int64)
        lop = np.rint(wf[:, WF.lop] * P).astype(np.int64)
        gens = np.rint(np.asarray(obs["generations"], np.float64)[:n] * P).astype(np.int64)
        free = int(np.rint(float(obs["cluster"][CLUSTER.free]) * P))
        target = self._targets(lop, gens)
        for k in range(n):
            if waiting[k]:
                if mask[k]:
                    return k
                break
            need = int(target[k] - running[k])
            if need > 0:
                free -= need
                if free <= 0:
                    break
        if mask[K]:
            return K
        return int(np.flatnonzero(mask)[0])  # idling is impossible: never reached natively


def make_baseline(name: str, env: Any) -> TaskPolicyAgent:
    """The baseline ``name`` for a TaskDispatch env (a Gymnasium env or an SB3 VecEnv)."""
    check_family(name, env, __name__)
    return TaskPolicyAgent(name, env_scales(env))


__all__ = [
    "TASK_BASELINES",
    "TASK_BASELINE_NAMES",
    "TaskPolicyAgent",
    "is_task_baseline",
    "make_baseline",
]
