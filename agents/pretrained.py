"""Learned agents shipped in the package, loadable by name (``pretrained:NAME``).

Each lives in ``agents/pretrained/NAME/``: ``model.zip`` and ``config.json`` as ``hpcgym train``
wrote them, ``card.json`` (the benchmark task, the exact command and seed that reproduce it,
its suite scores, and under ``judged`` its scores off the training distribution: longer
windows of its trace, zero-shot on other workloads) and ``curve.png`` (its training curve).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hpcgym.errors import ModelError
from hpcgym.io import save_figure, write_atomic

PREFIX = "pretrained:"
# The label of a shipped agent judged on another env or workload than it was trained on.
ZERO_SHOT = "(zero-shot)"
ROOT = Path(__file__).resolve().parent / "pretrained"


def names() -> list[str]:
    """The shipped agents' names."""
    return sorted(p.parent.name for p in ROOT.glob("*/model.zip"))


def model_path(spec: str) -> Path:
    """``pretrained:NAME`` (or ``NAME``) -> its ``model.zip``; a clear error listing the
    shipped ones otherwise."""
    name = spec.removeprefix(PREFIX)
    check_name(name)
    path = ROOT / name / "model.zip"
    if not path.exists():
        raise ModelError(
            f"unknown pretrained agent {name!r}; shipped: {', '.join(names()) or 'none'}"
        )
    return path


def check_name(name: str) -> None:
    """A shipped agent's name is one plain folder name: no separator, no ``..``, not absolute
    (``pretrained:../x`` or ``pretrained:/abs/dir`` would load from outside the package)."""
    if not name or name in (".", "..") or "/" in name or "\\" in name or Path(name).is_absolute():
        raise ModelError(
            f"pretrained agent {name!r}: a name is one of the shipped ones "
            f"({', '.join(names()) or 'none'}), not a path; a saved model is given by its "
            "path to model.zip, without pretrained:"
        )


def card(spec: str) -> dict[str, Any]:
    """What the agent is and how it was made (``card.json``)."""
    return json.loads((model_path(spec).parent / "card.json").read_text())


def zero_shot(spec: str, env_id: str, workload: object) -> str | None:
    """Why judging ``pretrained:NAME`` on ``env_id`` with ``workload`` is zero-shot (another
    env or another workload than its card's), or None where it was trained."""
    from hpcgym.envs.registration import ENVS

    about = card(spec)
    default = ENVS[about["env"]].kwargs.get("workload") if about["env"] in ENVS else None
    own = about.get("env_kwargs", {}).get("workload", default)  # trained on the env's default
    if about["env"] != env_id or (workload is not None and own != workload):
        return f"trained on {about['env']} {own}, judged on {env_id} {workload}"
    return None


def curve(run: Path, path: Path, window: int = 20) -> Path | None:
    """The training curve of a run: the running mean over ``window`` finished episodes of
    their objective (its monitor files, each episode faint behind it) against the steps
    trained. None, and no file, when fewer than ``window`` episodes finished: scattered
    objectives of different windows are not a curve."""
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
    if len(points) < window:
        path.unlink(missing_ok=True)
        return None
    n_envs = max(1, len(list(run.glob("monitor_*.monitor.csv"))))
    points.sort()
    x = np.array([p[0] for p in points]) * n_envs  # each env's steps, all envs together
    y = np.array([p[1] for p in points])
    fig, ax = plt.subplots(figsize=(5, 3))
    ax.plot(x, y, ".", ms=2, alpha=0.3, label="training episodes")
    ax.plot(
        x[window - 1 :],
        np.convolve(y, np.ones(window) / window, "valid"),
        "-",
        lw=1.5,
        label=f"mean of the last {window}",
    )
    ax.set_xlabel("PPO steps (after imitation)")
    ax.set_ylabel("episode objective ↓")
    ax.set_title(run.name, fontsize=9)
    ax.legend(fontsize=7)
    fig.tight_layout()
    save_figure(fig, path, dpi=100)
    plt.close(fig)
    return path


def judgement(
    doc: dict[str, Any], spec: str, measure: str, objective: str = "bsld"
) -> dict[str, Any]:
    """A card's line for ``pretrained:NAME`` in one ``hpcgym bench run`` document (its JSON,
    one task): the score and interval, the mean ``objective`` (the task's, named as the cards
    name it) beside the best baseline's, the
    paired changes of utilization and mean wait (+ = better), how it was judged and the
    command that measures it."""
    spec = PREFIX + spec.removeprefix(PREFIX)
    names = [n for n in doc["agents"] if n in (spec, f"{spec} {ZERO_SHOT}")]
    if not names:
        raise ModelError(f"{doc['task']}: {spec} was not judged there")
    row, best = doc["agents"][names[0]], doc["best_baseline"]
    own = card(spec)
    jobs = doc["env_kwargs"].get("jobs")
    if names[0] != spec:
        from hpcgym.envs.registration import spec as env_spec

        workload = doc["env_kwargs"].get("workload", env_spec(doc["env"]).kwargs.get("workload"))
        kind = f"zero-shot: {zero_shot(spec, doc['env'], workload)}"
    elif doc["task"] == own["task"]:
        kind = "its own task"
    else:
        kind = f"its own trace off the training length ({jobs}-job windows)"
    second = row["secondary"]
    return {
        "kind": kind,
        "score": round(row["score"], 3),
        "ci95": [round(row["lo"], 3), round(row["hi"], 3)] if row["episodes"] > 1 else None,
        "episodes": row["episodes"],
        f"mean_{objective}": round(row["objective"]["mean"], 2),
        "best_baseline": best,
        f"best_baseline_mean_{objective}": round(doc["agents"][best]["objective"]["mean"], 2),
        "utilization_better_pct": round(second["actual_utilization"]["better_pct"], 1),
        "mean_wait_better_pct": round(second["mean_wait_h"]["better_pct"], 1),
        "measure": measure,
    }


JUDGED_NOTE = (
    "judged: the agent on bench tasks, its own and off its training distribution (its "
    "trace's test jobs in longer windows; zero-shot on another workload or env), each from "
    "its measure command; ci95 null: one episode; *_better_pct: the paired change of the mean "
    "against the best baseline's, in % of it, + = better"
)


def record(spec: str, judged: dict[str, dict[str, Any]]) -> Path:
    """Write ``judged`` (task name -> :func:`judgement`) into the agent's card, replacing
    the tasks it names and keeping the rest."""
    path = model_path(spec).parent / "card.json"
    about = card(spec)
    kept = {k: v for k, v in about.get("judged", {}).items() if k not in judged}
    about["judged"] = {**judged, **kept}
    about["judged_note"] = JUDGED_NOTE
    _write_card(path, about)
    return path


def _write_card(path: Path, about: dict[str, Any]) -> None:
    write_atomic(path, json.dumps(about, indent=1) + "\n")


def package(run: Path, name: str, about: dict[str, Any]) -> Path:
    """Ship the trained run ``run`` as ``pretrained:NAME``: its model and config, the card
    ``about`` (task, command, seed, scores) and its training curve."""
    import shutil

    check_name(name)
    dest = ROOT / name
    dest.mkdir(parents=True, exist_ok=True)
    for f in ("model.zip", "config.json"):
        shutil.copy2(run / f, dest / f)
    _write_card(dest / "card.json", {"name": name, **about})
    curve(run, dest / "curve.png")
    return dest
