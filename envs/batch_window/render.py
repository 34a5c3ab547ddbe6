"""``render_mode="rgb_array"`` of the batch-queue envs: the cluster's units over time and the
queue window, drawn with matplotlib."""

from __future__ import annotations

import textwrap
from typing import Any

import numpy as np

from hpcgym.envs.common.render import panels, rgb
from hpcgym.units import HOUR


def draw(env: Any, window_jobs: list[int], width: int = 800, height: int = 500) -> np.ndarray:
    """An RGB image of a batch env (its ``sim``, ``history`` and ``window``) showing
    ``window_jobs``: busy units in the past, running jobs until their expected end, the queue
    window."""
    sim = env.sim
    now = sim.now
    total = sim.total_units
    fig, top, bottom = panels(width, height, (2, 1))
    hist = env.history[-500:]
    if hist:
        t = np.array([h[0] for h in hist], float)
        busy = np.array([h[1] for h in hist], float)
        top.step((t - now) / HOUR, busy, where="post", color="0.4", label="busy units (past)")
    base = 0
    for end, i in sim.run_ends:
        u = sim.units[i]
        s = sim.start_t[i]
        top.barh(
            base + u / 2,
            (end - s) / HOUR,
            left=(s - now) / HOUR,
            height=u,
            color=f"C{i % 10}",
            alpha=0.7,
            edgecolor="none",
        )
        base += u
    top.axvline(0, color="k", lw=1)
    top.set_ylim(0, total)
    top.set_xlabel("hours from now (running jobs drawn to their requested end)")
    top.set_ylabel("units")
    name = textwrap.fill(sim.workload.name, max(20, width // 8), break_on_hyphens=True)
    top.set_title(f"{name}\nt={now} s  free {sim.free}/{total}  queue {len(sim.queue)}", fontsize=9)
    win = window_jobs
    if win:
        x = np.arange(len(win))
        units = np.array([sim.units[i] for i in win], float)
        fits = units <= sim.free
        bottom.bar(x, units, color=np.where(fits, "C2", "C3"))
        bottom.set_xticks(x)
        bottom.set_xticklabels([str(k) for k in x], fontsize=6)
    bottom.set_xlim(-0.5, env.window - 0.5)
    bottom.set_xlabel("queue window position (green: fits now)")
    bottom.set_ylabel("units")
    return rgb(fig)
