"""A figure of Lublin models against the bundled traces they made: per trace, the distributions
of size, runtime, inter-arrival time, offered load per window and arrival hour, with the
p-value of each two-sample test (:mod:`hpcgym.workloads.lublin_fit`) in the panel's title."""

from __future__ import annotations

import io
from typing import Any

import numpy as np

from hpcgym.workloads.lublin import TRACE_MODELS
from hpcgym.workloads.lublin_fit import Columns, Fit, compare, model_samples, window_loads
from hpcgym.workloads.swf import load_trace

PANELS = ("size", "runtime", "inter-arrival", "offered load", "arrival hour")


def _ecdf(ax: Any, x: np.ndarray, label: str, color: str, style: str) -> None:
    xs = np.sort(x)
    ax.step(xs, np.arange(1, len(xs) + 1) / len(xs), where="post", color=color, ls=style,
            lw=1.3, label=label)  # fmt: skip


def _p(fits: list[Fit], quantity: str) -> str:
    ps = [f.pvalue for f in fits if f.quantity.startswith(quantity)]
    return "p " + ", ".join(f"{p:.2g}" for p in ps) if ps else ""


def comparison_png(
    traces: tuple[str, ...] = ("lublin_256", "lublin_256_new2"),
    replicas: int = 5,
    seed: int = 1,
    window: int = 256,
) -> bytes:
    """The PNG: one row per trace, model ``{trace}-model`` (``replicas`` workloads as long as
    the trace, from ``seed`` on) in blue against the trace in black."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(len(traces), len(PANELS), figsize=(15, 3.1 * len(traces)))
    axes = np.atleast_2d(axes)
    for row, name in zip(axes, traces):
        trace = load_trace(name)
        models = model_samples(TRACE_MODELS[f"{name}-model"], len(trace), replicas, seed)
        fits = compare(trace, models, window)
        procs = trace.cluster.total_cores
        for parts, label, color, style in (
            ([Columns.of(trace)], f"trace {name}", "black", "-"),
            ([Columns.of(m) for m in models], f"{name}-model", "tab:blue", "--"),
        ):
            joined = {
                "cores": np.concatenate([c.cores for c in parts]),
                "runtime": np.concatenate([c.runtime for c in parts]),
                "gaps": np.concatenate([c.gaps() for c in parts]),
                "loads": np.concatenate([window_loads(c, window, procs) for c in parts]),
                "submit": np.concatenate([c.submit for c in parts]),
            }
            _ecdf(row[0], np.log2(joined["cores"]), label, color, style)
            _ecdf(row[1], joined["runtime"], label, color, style)
            _ecdf(row[2], np.maximum(joined["gaps"], 0.5), label, color, style)
            _ecdf(row[3], joined["loads"], label, color, style)
            hours = (joined["submit"] % 86_400) / 3600
            row[4].hist(hours, bins=24, range=(0, 24), density=True, histtype="step",
                        color=color, ls=style, lw=1.3, label=label)  # fmt: skip
        row[0].set_xlabel("log2 processors")
        row[1].set_xlabel("runtime (s)")
        row[1].set_xscale("log")
        row[2].set_xlabel("inter-arrival (s)")
        row[2].set_xscale("log")
        row[3].set_xlabel(f"offered load, {window}-job windows")
        row[4].set_xlabel("hour of the day")
        for ax, panel in zip(row, PANELS):
            quantity = "offered" if panel == "offered load" else panel
            ax.set_title(f"{name}: {panel}  {_p(fits, quantity)}".rstrip(), fontsize=9)
            ax.grid(alpha=0.3)
        row[0].set_ylabel("fraction of jobs (CDF)")
        row[4].legend(fontsize=8, loc="upper left")
    fig.tight_layout()
    out = io.BytesIO()
    fig.savefig(out, format="png", dpi=90)
    plt.close(fig)
    return out.getvalue()
