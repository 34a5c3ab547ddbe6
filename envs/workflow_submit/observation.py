"""The workflow-submission env's observation: the batch blocks
(:mod:`hpcgym.envs.batch_window.observation`) with the arriving workflow's block and the mask
of its submission modes."""

from __future__ import annotations

import math

import numpy as np
from gymnasium import spaces

from hpcgym.batch.simulator import Simulator
from hpcgym.envs.batch_window.observation import observation_space as batch_space
from hpcgym.envs.common.features import Features
from hpcgym.envs.workflow_submit.types import ACTIONS, Scales, SubmitState
from hpcgym.units import DAY
from hpcgym.workflow import Workflow

#: The arriving workflow's requested geometry (task runtimes are unknown to a submitter):
#: ``log_tasks``: log1p(tasks) / log1p(1000); ``critical_path`` (requested) / max walltime;
#: ``path_tasks``: tasks on the critical path / tasks; ``peak_width`` (the pilot's cores) /
#: total cores; ``pilot_waste``: the pilot's idle share of its core-hours (requested);
#: ``log_core_hours``: log1p(requested core-hours) / log1p(1e6); ``first_cores`` /
#: ``first_walltime``: its first task's, over total cores / max walltime.
GEOMETRY = Features(
    "log_tasks",
    "critical_path",
    "path_tasks",
    "peak_width",
    "pilot_waste",
    "log_core_hours",
    "first_cores",
    "first_walltime",
)
#: The geometry, then the system it arrives in: ``backlog_days``: requested unit-time of the
#: submitted, unstarted jobs / units, in days; ``log_waiting``: log1p(those jobs) /
#: log1p(1e4); ``log_held``: log1p(held WoAS tasks) / log1p(1e4); ``active_<mode>``:
#: log1p(workflows in the system submitted as that mode) / log1p(1000); ``to_horizon_days``:
#: time left to the episode's horizon, in days; ``progress``: share of the measured window
#: elapsed.
ARRIVING = Features(
    *GEOMETRY,
    "backlog_days",
    "log_waiting",
    "log_held",
    *(f"active_{m}" for m in ACTIONS),
    "to_horizon_days",
    "progress",
)
ARRIVING_HIGH = 1e3

_GEOMETRY = slice(ARRIVING.log_tasks, ARRIVING.log_tasks + len(GEOMETRY))
_ACTIVE = {m: getattr(ARRIVING, f"active_{m}") for m in ACTIONS}
_LOG_1E4, _LOG_1E3 = math.log1p(1e4), math.log1p(1000)


def observation_space(window: int) -> spaces.Dict:
    """The batch blocks of a window of ``window`` jobs, the arriving block and the mask."""
    space = batch_space(window)
    return spaces.Dict(
        {
            "cluster": space["cluster"],
            "queue": space["queue"],
            "queue_mask": space["queue_mask"],
            "workflows": space["workflows"],
            "clock": space["clock"],
            "arriving": ARRIVING.box(0.0, ARRIVING_HIGH),
            "action_mask": spaces.Box(0.0, 1.0, (len(ACTIONS),), np.float32),
        }
    )


def workflow_geometry(wf: Workflow, scales: Scales) -> np.ndarray:
    """The :data:`GEOMETRY` row of a workflow (requested geometry), cached per workflow."""
    cached = wf._cache.get("submit_features")
    if cached is not None:
        return cached
    n = len(wf)
    first = wf.topological_tasks()[0]
    pilot_ch = wf.pilot_core_hours()
    out = GEOMETRY.row(
        log_tasks=math.log1p(n) / math.log1p(1000),
        critical_path=wf.critical_path() / scales.max_walltime,
        path_tasks=len(wf.critical_path_tasks()) / n,
        peak_width=wf.peak_width() / scales.total_cores,
        pilot_waste=wf.pilot_waste() / pilot_ch if pilot_ch > 0 else 0.0,
        log_core_hours=math.log1p(wf.core_hours()) / math.log1p(1e6),
        first_cores=first.cores / scales.total_cores,
        first_walltime=first.walltime / scales.max_walltime,
    )
    wf._cache["submit_features"] = out
    return out


def arriving(state: SubmitState, sim: Simulator) -> np.ndarray:
    """The :data:`ARRIVING` block: the workflow awaiting its mode and the system now."""
    cost = state.cost
    sc = state.observer.scales
    out = np.zeros(len(ARRIVING), np.float32)
    f = sim.awaiting
    if f is not None:
        run = next(iter(state.variants[f].values()))
        out[_GEOMETRY] = workflow_geometry(run.workflow, sc)
    now = sim.now
    out[ARRIVING.backlog_days] = max(cost.backlog, 0.0) / sc.total_units / DAY
    out[ARRIVING.log_waiting] = math.log1p(max(cost.waiting, 0)) / _LOG_1E4
    out[ARRIVING.log_held] = math.log1p(sim.held) / _LOG_1E4
    for m, col in _ACTIVE.items():
        out[col] = math.log1p(max(cost.active[m], 0)) / _LOG_1E3
    until = state.until
    if until is not None:
        t0 = cost.t0
        out[ARRIVING.to_horizon_days] = max(until - now, 0) / DAY
        out[ARRIVING.progress] = (
            min(max((now - t0) / (until - t0), 0.0), 1.0) if until > t0 else 1.0
        )
    return np.minimum(out, ARRIVING_HIGH)


def observe(
    state: SubmitState, sim: Simulator, mask: np.ndarray, window: int
) -> dict[str, np.ndarray]:
    """The observation now: the batch blocks over ``state.window_jobs``, the arriving block
    and ``mask`` (the modes the arriving workflow has)."""
    obs = state.observer.observe(state.window_jobs, np.zeros(window + 1, bool), state.cost.arrived)
    obs["arriving"] = arriving(state, sim)
    obs["action_mask"] = mask.astype(np.float32)
    return obs
