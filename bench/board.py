"""The leaderboard: a task's scores as a table (terminal or Markdown) and as a figure."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hpcgym.io import column_header as header
from hpcgym.io import save_figure
from hpcgym.stats import cell

NAMES = {
    "actual_utilization": "utilization",
    "mean_wait_h": "mean wait h",
    "makespan_s": "makespan s",
    "mean_makespan_h": "workflow makespan h",
    "waste_core_h": "waste core-h",
    "response_time_all_s": "response s",
    "wf_turnaround_h": "wf turnaround h",
    "reservation_waste_core_h": "resv waste core-h",
}


def score_cell(row: dict[str, Any]) -> str:
    """``0.912 [0.85, 0.98]`` (no interval from one episode)."""
    if math.isnan(row["lo"]):
        return f"{row['score']:.3f}"
    return f"{row['score']:.3f} [{row['lo']:.3f}, {row['hi']:.3f}]"


def verdict_cell(row: dict[str, Any]) -> str:
    """``ok``, or each breach: ``utilization -30.0% (tol 2%)``."""
    if row["verdict"]["within"]:
        return "ok"
    return "; ".join(
        f"{NAMES.get(b['metric'], b['metric'])} -{b['worse_pct']:.1f}% (tol {b['tolerance_pct']:g}%)"
        for b in row["verdict"]["breaches"]
    )


def ms_cell(ms: float | None) -> str:
    if ms is None or math.isnan(ms):
        return "-"
    return f"{ms:.3g}"


def rows(doc: dict[str, Any]) -> tuple[list[str], list[list[str]]]:
    """Header and cells in board order (:func:`~hpcgym.bench.scores.ranking`): agent, rank,
    row class, score, objective, each secondary metric with its paired change against the
    best baseline, ms per decision and the verdict on the task's tolerances."""
    head = [
        "agent",
        "#",
        "class",
        "score ↓ (geo-mean of objective / best's) [95% CI]",
        header("objective", f"{doc['objective']} mean"),
    ]
    head += [header(k, NAMES.get(k, k)) + " (vs best)" for k in doc["secondary"]]
    head += ["ms / decision", "tolerances"]
    timing = doc.get("decision_ms", {})
    body = []
    for name, r in doc["agents"].items():
        line = [
            name + (" *" if name == doc["best_baseline"] else ""),
            "-" if r["rank"] is None else str(r["rank"]),
            r["kind"],
            score_cell(r),
            cell(r["objective"]["mean"], r["objective"]["ci95"]),
        ]
        for k in doc["secondary"]:
            s = r["secondary"][k]
            change = (
                ""
                if name == doc["best_baseline"] or math.isnan(s["better_pct"])
                else f" ({s['better_pct']:+.1f}%)"
            )
            line.append(f"{s['mean']:.4g}{change}")
        line += [ms_cell(timing.get(name)), verdict_cell(r)]
        body.append(line)
    for name, value in doc.get("published", {}).items():
        body.append(
            [f"{name}, published", "-", "published", "-", f"{value:.4g}"]
            + ["-"] * (len(doc["secondary"]) + 2)
        )
    return head, body


CAPTION = (
    "score < 1 beats the best baseline; secondary metrics: mean, and in brackets the paired "
    "change vs the best baseline (+ = better); ranked: agents inside every tolerance first, "
    "then those beyond one; a hindsight bound (lookahead:) sees the future and is not ranked"
)


def title(doc: dict[str, Any]) -> str:
    return (
        f"{doc['task']}: {doc['env']} {doc['split']} split, {len(doc['episodes'])} "
        f"episodes; * best baseline ({doc['best_baseline']})"
    )


def print_board(doc: dict[str, Any]) -> None:
    """The task's leaderboard on the terminal."""
    from rich.table import Table

    from hpcgym.io import show_tables

    head, body = rows(doc)
    table = Table(
        title=title(doc),
        caption=CAPTION,
    )
    for k, h in enumerate(head):
        table.add_column(h, justify="left" if k in (0, 2) or k == len(head) - 1 else "right")
    for line in body:
        table.add_row(*line)
    show_tables(table)


def markdown(docs: Sequence[dict[str, Any]]) -> str:
    """One Markdown table per task, as the README shows them."""
    out = []
    for doc in docs:
        head, body = rows(doc)
        out.append(f"**{title(doc)}**\n")
        out.append("| " + " | ".join(head) + " |")
        out.append("|" + "---|" * len(head))
        out += ["| " + " | ".join(line) + " |" for line in body]
        out.append("")
    return "\n".join(out)


COLORS = {"baseline": "tab:gray", "learned": "tab:blue", "planner": "tab:green", "bound": "white"}


def plot(docs: Sequence[dict[str, Any]], path: Path) -> Path:
    """Agent x task scores with their 95% intervals on a log axis (1 = best baseline)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, len(docs), figsize=(4.2 * len(docs), 3.2), squeeze=False)
    for ax, doc in zip(axes[0], docs):
        items = list(doc["agents"].items())
        y = range(len(items))
        s = [r["score"] for _, r in items]
        lo = [r["score"] - r["lo"] if not math.isnan(r["lo"]) else 0 for _, r in items]
        hi = [r["hi"] - r["score"] if not math.isnan(r["hi"]) else 0 for _, r in items]
        colors = [COLORS[r["kind"]] if r["verdict"]["within"] else "tab:red" for _, r in items]
        ax.barh(
            list(y),
            [v - 1 for v in s],
            left=1,
            color=colors,
            xerr=[lo, hi],
            capsize=3,
            edgecolor="k",
            linewidth=0.5,
        )
        ax.axvline(1, color="k", lw=0.8)
        ax.set_xscale("log")
        ax.set_yticks(list(y), [n for n, _ in items])
        ax.invert_yaxis()
        ax.set_title(f"{doc['task']} ({len(doc['episodes'])} episodes)", fontsize=9)
        ax.set_xlabel(
            "objective / best baseline's (geo-mean, ↓; red: beyond a tolerance)", fontsize=8
        )
    fig.tight_layout()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    save_figure(fig, path, dpi=120)
    plt.close(fig)
    return path
