"""``render_mode="rgb_array"`` of ``hpcgym/TaskDispatch-v0``: busy processors and workflows
in the system over time, and the task states of the window's workflows."""

from __future__ import annotations

from typing import Any

import numpy as np

from hpcgym.envs.common.render import panels, rgb
from hpcgym.units import HOUR


def draw(env: Any, width: int = 800, height: int = 500) -> np.ndarray:
    """An RGB image of a TaskDispatch env (its ``state``, ``history``, ``processors`` and
    ``window``)."""
    state = env.state
    sim = state.sim
    P = env.processors
    fig, top, bottom = panels(width, height, (1, 1))
    hist = env.history[-500:]
    if hist:
        t = np.array([h[0] for h in hist]) / HOUR
        top.step(t, [h[1] for h in hist], where="post", color="C0", label="busy processors")
        top.step(t, [h[2] for h in hist], where="post", color="C3", label="workflows in system")
        top.legend(loc="upper left", fontsize=7)
    top.set_ylim(0, max(P, max((h[2] for h in hist), default=0)) * 1.05)
    top.set_xlabel("hours")
    top.set_title(
        f"t={sim.now / HOUR:.2f} h  free {sim.free}/{P}  in system "
        f"{len(sim.active)}  done {sim.finished}/{sim.n}"
    )
    K = env.window
    x = np.arange(len(state.window))
    if len(x):
        st = [sim.active[w] for w in state.window]
        done = np.array([len(s.done) - s.left for s in st], float)
        run = np.array([s.running for s in st], float)
        wait = np.array([len(s.wait) for s in st], float)
        rest = np.array([s.left for s in st], float) - run - wait
        bottom.bar(x, done, color="0.7", label="done")
        bottom.bar(x, run, bottom=done, color="C2", label="running")
        bottom.bar(x, wait, bottom=done + run, color="C1", label="waiting")
        bottom.bar(x, rest, bottom=done + run + wait, color="C0", alpha=0.3, label="later")
        bottom.legend(loc="upper right", fontsize=7)
    bottom.set_xlim(-0.5, K - 0.5)
    bottom.set_xlabel("window position (arrival order)")
    bottom.set_ylabel("tasks")
    return rgb(fig)
