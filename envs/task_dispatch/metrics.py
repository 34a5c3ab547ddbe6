"""The metrics ``hpcgym/TaskDispatch-v0`` reports at the end of an episode (ilyushkin2015 §II)."""

from __future__ import annotations

import math

import numpy as np

from hpcgym.envs.task_dispatch.types import TaskState
from hpcgym.units import HOUR
from hpcgym.workloads.scientific import size_class


def episode_metrics(
    state: TaskState, warmup: int, steps: int, wall_s: float
) -> dict[str, float | int]:
    """Episode metrics over the completed workflows after the warm-up (§II)."""
    sim = state.sim
    ep = state.episode
    arr = np.asarray(ep.arrivals, float)
    fs = np.asarray(sim.first_start, float)
    fin = np.asarray(sim.finish, float)
    idx = np.arange(len(arr))
    done = np.isfinite(fin) & (idx >= warmup)
    resp = fin[done] - arr[done]
    sd = resp / ep.empty_makespan[done]
    t0 = arr[0]
    span = sim.now - t0
    nan = math.nan
    m: dict[str, float | int] = {
        "workflows": len(arr),
        "workflows_measured": int(done.sum()),
        "completed": int(np.isfinite(fin).sum()),
        "mean_slowdown": float(sd.mean()) if len(sd) else nan,
        "median_slowdown": float(np.median(sd)) if len(sd) else nan,
        "p95_slowdown": float(np.percentile(sd, 95)) if len(sd) else nan,
        "mean_wait_h": float((fs[done] - arr[done]).mean() / HOUR) if len(sd) else nan,
        "mean_makespan_h": float((fin[done] - fs[done]).mean() / HOUR) if len(sd) else nan,
        "mean_response_h": float(resp.mean() / HOUR) if len(sd) else nan,
        "actual_utilization": sim.busy / (sim.processors * span) if span > 0 else 0.0,
        "makespan_h": span / HOUR,
        "max_in_system": state.max_in_system,
        "starts": state.starts,
        "idle_actions": state.idles,
        "window_overflows": state.overflows,
        "steps": steps,
        "target_utilization": ep.utilization,
        "wall_s": wall_s,
    }
    classes = np.array([size_class(int(d.size or d.n_real)) for d in ep.dags])[done]
    for c in ("small", "medium", "large"):
        sel = classes == c
        m[f"mean_slowdown_{c}"] = float(sd[sel].mean()) if sel.any() else nan
    return m
