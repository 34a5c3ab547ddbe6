"""ilyushkin2015 Figure 2: the token-wave LoP approximation against the exact width, per type and size."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from hpcgym.errors import ScenarioError
from hpcgym.io import save_figure
from hpcgym.tasks.lop import approx_lop, exact_lop
from hpcgym.workloads.scientific import dag as make


def compare(
    kinds: Sequence[str],
    sizes: Sequence[int],
    dags: int,
    seed: int = 1,
    progress: Callable[[int, str], None] | None = None,
) -> list[dict]:
    """Figure 2: mean approximate and exact LoP of ``dags`` generated DAGs per type and size.

    Rows ``{kind, size, approx, exact, approx_min, approx_max, exact_min, exact_max,
    underestimated}`` (the last is how many DAGs the approximation underestimates).
    ``progress(done, what)`` hears of each DAG measured (a command's progress bar).
    """
    if dags <= 0:
        raise ScenarioError(f"lop compare: number of DAGs must be positive, got {dags}")
    rows: list[dict[str, Any]] = []
    for k, kind in enumerate(kinds):
        for size in sizes:
            rng = np.random.default_rng([seed, k, size])
            a, e = [], []
            for _ in range(dags):
                d = make(kind, size, rng)
                a.append(approx_lop(d))
                e.append(exact_lop(d))
                if progress:
                    progress(len(rows) * dags + len(a), f"lop {kind} {size} tasks")
            rows.append(
                {
                    "kind": kind,
                    "size": size,
                    "approx": float(np.mean(a)),
                    "exact": float(np.mean(e)),
                    "approx_min": min(a),
                    "approx_max": max(a),
                    "exact_min": min(e),
                    "exact_max": max(e),
                    "underestimated": sum(x < y for x, y in zip(a, e)),
                }
            )
    return rows


def plot(rows: list[dict], path: str | Path) -> None:
    """Mean LoP vs size per workflow type, approximate (solid) and exact (dashed)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.4, 4.4))
    for n, kind in enumerate(dict.fromkeys(r["kind"] for r in rows)):
        rs = [r for r in rows if r["kind"] == kind]
        color = f"C{n}"
        ax.plot(
            [r["size"] for r in rs],
            [r["approx"] for r in rs],
            "-o",
            color=color,
            ms=3,
            label=f"{kind} approx",
        )
        ax.plot(
            [r["size"] for r in rs],
            [r["exact"] for r in rs],
            "--x",
            color=color,
            ms=4,
            label=f"{kind} exact",
        )
    ax.set_xlabel("workflow size (tasks)")
    ax.set_ylabel("mean LoP")
    ax.set_title("LoP: token-wave approximation vs exact width (ilyushkin2015 Fig. 2)")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    save_figure(fig, path, dpi=120)
    plt.close(fig)
