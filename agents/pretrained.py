"""Learned agents shipped in the package, loadable by name (``pretrained:NAME``).

Each lives in ``agents/pretrained/NAME/``: ``model.zip`` and ``config.json`` as ``hpcgym train``
wrote them, ``card.json`` (the benchmark task, the exact command and seed that reproduce it,
its suite scores) and ``curve.png`` (its training curve).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hpcgym.errors import ModelError

PREFIX = "pretrained:"
ROOT = Path(__file__).resolve().parent / "pretrained"


def names() -> list[str]:
    """The shipped agents' names."""
    return sorted(p.parent.name for p in ROOT.glob("*/model.zip"))


def model_path(spec: str) -> Path:
    """``pretrained:NAME`` (or ``NAME``) -> its ``model.zip``; a clear error listing the
    shipped ones otherwise."""
    name = spec.removeprefix(PREFIX)
    path = ROOT / name / "model.zip"
    if not name or not path.exists():
        raise ModelError(
            f"unknown pretrained agent {name!r}; shipped: {', '.join(names()) or 'none'}"
        )
    return path


def card(spec: str) -> dict[str, Any]:
    """What the agent is and how it was made (``card.json``)."""
    return json.loads((model_path(spec).parent / "card.json").read_text())


def curve(run: Path, path: Path, window: int = 20) -> Path:
    """The training curve of a run: each finished episode's objective (its monitor files)
    against the steps trained, with a running mean over ``window`` episodes."""
    import csv

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    points = []
    for f in sorted(run.glob("monitor_*.monitor.csv")):
        with open(f) as fh:
            fh.readline()  # the monitor's JSON header
            steps = 0
            for row in csv.DictReader(fh):
                steps += int(row["l"])
                points.append((steps, float(row["objective"])))
    if not points:
        raise ModelError(f"{run}: no monitor_*.monitor.csv with finished episodes")
    n_envs = max(1, len(list(run.glob("monitor_*.monitor.csv"))))
    points.sort()
    x = np.array([p[0] for p in points]) * n_envs  # each env's steps, all envs together
    y = np.array([p[1] for p in points])
    fig, ax = plt.subplots(figsize=(5, 3))
    ax.plot(x, y, ".", ms=2, alpha=0.4, label="training episodes")
    if len(y) >= window:
        ax.plot(
            x[window - 1 :],
            np.convolve(y, np.ones(window) / window, "valid"),
            label=f"mean of {window}",
        )
    ax.set_xlabel("PPO steps (after imitation)")
    ax.set_ylabel("episode objective ↓")
    ax.set_title(run.name, fontsize=9)
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def package(run: Path, name: str, about: dict[str, Any]) -> Path:
    """Ship the trained run ``run`` as ``pretrained:NAME``: its model and config, the card
    ``about`` (task, command, seed, scores) and its training curve."""
    import shutil

    dest = ROOT / name
    dest.mkdir(parents=True, exist_ok=True)
    for f in ("model.zip", "config.json"):
        shutil.copy2(run / f, dest / f)
    (dest / "card.json").write_text(json.dumps({"name": name, **about}, indent=1) + "\n")
    curve(run, dest / "curve.png")
    return dest
