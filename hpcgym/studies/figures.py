"""Paper-style figures of a WoAS comparison (rodrigo2017 Figures 5-9): workflow wait, runtime and
turnaround per mode, WoAS speed-ups over the other modes, actual utilization."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from hpcgym.io import save_figure
from hpcgym.studies.woas import no_workflows
from hpcgym.units import HOUR

MODE_COLORS = {"pilot": "tab:blue", "chained": "tab:pink", "woas": "tab:green"}


def compare_figure(points: list[tuple[str, dict[str, dict]]], path: Path, title: str) -> Path:
    """Bars per mode at each x point (a value of n, a share, a period) and WoAS speed-ups.

    ``points`` are ``(x label, summary)`` with the summaries of
    :func:`hpcgym.studies.woas.summarize`; points where no workflow completed are named in a
    note under the panels (their workflow bars are empty).
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    modes = [m for m in MODE_COLORS if m in points[0][1]]
    x = np.arange(len(points))
    width = 0.8 / max(len(modes), 1)
    panels = [
        ("wf_wait_median_s", "median workflow wait (h)", 1 / HOUR),
        ("wf_runtime_median_s", "median workflow runtime (h)", 1 / HOUR),
        ("wf_turnaround_median_s", "median workflow turnaround (h)", 1 / HOUR),
        ("actual_utilization", "actual utilization", 1.0),
    ]
    fig, axes = plt.subplots(1, 5, figsize=(22, 4.2))
    for ax, (key, label, scale) in zip(axes, panels):
        for k, mode in enumerate(modes):
            vals = [s[mode].get(key, np.nan) * scale for _, s in points]
            ax.bar(
                x + (k - (len(modes) - 1) / 2) * width,
                vals,
                width,
                label=mode,
                color=MODE_COLORS[mode],
            )
        ax.set_title(label, fontsize=10)
        ax.set_xticks(x, [p for p, _ in points], rotation=30)
    axes[0].legend()
    ax = axes[4]
    others = [m for m in modes if m != "woas"]
    for k, mode in enumerate(others):
        vals = [s.get("woas", {}).get(f"speedup_over_{mode}", np.nan) for _, s in points]
        ax.bar(
            x + (k - (len(others) - 1) / 2) * 0.4,
            vals,
            0.4,
            label=f"over {mode}",
            color=MODE_COLORS[mode],
        )
    ax.axhline(1.0, ls="--", color="k", lw=1)
    ax.set_title("WoAS turnaround speed-up (Fig. 8-9)", fontsize=10)
    ax.set_xticks(x, [p for p, _ in points], rotation=30)
    ax.legend()
    fig.suptitle(title)
    empty = no_workflows(points)
    if empty:
        fig.text(
            0.5,
            0.01,
            f"no workflow completed in some mode at {', '.join(empty)}: no "
            "workflow to compare there, so its workflow bars are empty (simulate more "
            "days)",
            ha="center",
            color="tab:red",
        )
    fig.tight_layout(rect=(0, 0.05 if empty else 0, 1, 1))
    path.parent.mkdir(parents=True, exist_ok=True)
    save_figure(fig, path, dpi=110)
    plt.close(fig)
    return path
