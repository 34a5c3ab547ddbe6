"""``render_mode="rgb_array"``: the cluster's nodes over time and the queue window, drawn with matplotlib."""
from __future__ import annotations

import textwrap
from typing import Any

import numpy as np


def panels(width: int, height: int, ratios: tuple[float, float]) -> tuple[Any, Any, Any]:
    """An off-screen figure (Agg, no display needed) with two stacked axes."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width / 100, height / 100), dpi=100)
    FigureCanvasAgg(fig)
    top, bottom = fig.subplots(2, 1, gridspec_kw={"height_ratios": ratios})
    return fig, top, bottom


def rgb(fig: Any) -> np.ndarray:
    """The figure as an ``(H, W, 3)`` uint8 array, what ``render_mode="rgb_array"`` returns."""
    fig.tight_layout()
    fig.canvas.draw()
    rgba = np.asarray(fig.canvas.buffer_rgba())
    return np.ascontiguousarray(rgba[..., :3])


def draw(env: Any, width: int = 800, height: int = 500) -> np.ndarray:
    """An RGB image of a batch env (``sim``, ``history``, ``window`` and its window ``_win``):
    busy units in the past, running jobs until their expected end, the queue window."""
    sim = env.sim
    now = sim.now
    total = sim.total_units
    fig, top, bottom = panels(width, height, (2, 1))
    hist = env.history[-500:]
    if hist:
        t = np.array([h[0] for h in hist], float)
        busy = np.array([h[1] for h in hist], float)
        top.step((t - now) / 3600, busy, where="post", color="0.4", label="busy units (past)")
    base = 0
    for end, i in sim.run_ends:
        u = sim.units[i]
        s = sim.start_t[i]
        top.barh(base + u / 2, (end - s) / 3600, left=(s - now) / 3600, height=u,
                 color=f"C{i % 10}", alpha=0.7, edgecolor="none")
        base += u
    top.axvline(0, color="k", lw=1)
    top.set_ylim(0, total)
    top.set_xlabel("hours from now (running jobs drawn to their requested end)")
    top.set_ylabel("units")
    name = textwrap.fill(sim.workload.name, max(20, width // 8), break_on_hyphens=True)
    top.set_title(f"{name}\nt={now} s  free {sim.free}/{total}  queue {len(sim.queue)}",
                  fontsize=9)
    win = env._win
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
