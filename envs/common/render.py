"""The figure plumbing every family's ``render_mode="rgb_array"`` uses: off-screen matplotlib
panels, returned as an RGB array."""

from __future__ import annotations

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
