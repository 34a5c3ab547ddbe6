"""The leaderboard: a task's scores as a table (terminal or Markdown) and as a figure."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from hpcgym.agents.tolerances import verdict_text
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
    """``ok``, or each breach with its interval and episode count (:func:`verdict_text`)."""
    return verdict_text(row["verdict"], NAMES)


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
    head += ["ms / decision", "variants on test", "tolerances"]
    timing = doc.get("decision_ms", {})
    variants = doc.get("variants", {})
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
        line += [ms_cell(timing.get(name)), str(variants.get(name, "-")), verdict_cell(r)]
        body.append(line)
    for name, value in doc.get("published", {}).items():
        body.append(
            [f"{name}, published", "-", "published", "-", f"{value:.4g}"]
            + ["-"] * (len(doc["secondary"]) + 3)
        )
    return head, body


CAPTION = (
    "score < 1 beats the best baseline (geometric mean of per-episode ratios, 95% paired "
    "bootstrap interval); secondary metrics: mean, and in brackets the paired change vs the "
    "best baseline (+ = better); variants on test: agents of the same family in the results "
    "ledger; ranked: agents inside every tolerance first, then those beyond one; a hindsight "
    "bound (lookahead:) sees the future and is not ranked"
)


def episodes_label(doc: dict[str, Any]) -> str:
    """How many episodes were judged and how many disjoint ones the source holds."""
    n = len(doc["episodes"])
    jobs = doc.get("jobs_per_episode")
    size = f" of {jobs:,.0f} jobs on average" if jobs and not math.isnan(jobs) else ""
    total = doc.get("task_episodes")
    source, disjoint = doc.get("source"), doc.get("disjoint")
    if disjoint is not None and total:  # a trace cannot give more windows than it holds
        total = min(total, disjoint)
    of = f" (the first {n} of the task's {total:,}: CPU budget)" if total and total > n else ""
    if source == "generated":
        where = "each a disjoint generator seed"
    elif source == "protocol":
        where = "RLScheduler's fixed windows (they overlap one another)"
    elif disjoint is not None:
        where = f"the split holds {disjoint} disjoint windows"
    else:
        where = ""
    return f"{n} episodes{size}{of}" + (f" ({where})" if where else "")


def resolution_label(doc: dict[str, Any]) -> str:
    """The second-best baseline's score and interval half-width: what the task resolves."""
    res = doc.get("resolution") or {}
    if not res.get("baseline") or res.get("halfwidth_pct") is None:
        return ""
    half = res["halfwidth_pct"]
    if math.isnan(half):
        return f"; second-best baseline {res['baseline']} {res['score']:.3f} (no interval)"
    return f"; second-best baseline {res['baseline']} {res['score']:.3f} ±{half:.1f}%"


def title(doc: dict[str, Any]) -> str:
    kind = (
        "deployment (each episode a whole sequence as a user would run it, so a few of them "
        "rather than the window tasks' 200), "
        if doc.get("deploy")
        else ""
    )
    return (
        f"{doc['task']}: {kind}{doc['env']} {doc['split']} split, {episodes_label(doc)}; "
        f"* best baseline ({doc['best_baseline']}){resolution_label(doc)}"
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


#: Tier colours (:func:`~hpcgym.bench.scores.tier`): inside every tolerance, beyond one and
#: behind anyway, ahead only by giving one up; a row's class is its marker.
TIER_COLORS = {0: "tab:blue", 1: "tab:gray", 2: "tab:red"}
TIER_NAMES = {
    0: "inside the tolerances",
    1: "beyond one, behind anyway",
    2: "ahead only by a breach",
}
MARKERS = {"baseline": "s", "learned": "o", "planner": "D", "bound": "^"}


def draw_task(ax: Any, doc: dict[str, Any]) -> None:
    """One task's board on ``ax``: each agent's score with its interval, coloured by tier, on
    a log axis with 1 (the best baseline) marked."""
    from hpcgym.bench.scores import tier

    items = list(doc["agents"].items())
    for y, (_, r) in enumerate(items):
        lo = r["score"] - r["lo"] if not _nan(r["lo"]) else 0.0
        hi = r["hi"] - r["score"] if not _nan(r["hi"]) else 0.0
        t = tier(r)
        ax.errorbar(
            r["score"],
            y,
            xerr=[[lo], [hi]],
            fmt=MARKERS.get(r["kind"], "o"),
            color=TIER_COLORS[t],
            mfc="white" if r["kind"] == "bound" else TIER_COLORS[t],
            capsize=3,
            ms=5,
        )
    from matplotlib.ticker import FormatStrFormatter, LogLocator, NullFormatter

    ax.axvline(1, color="k", lw=0.8)
    ax.set_xscale("log")
    ax.xaxis.set_major_locator(LogLocator(base=10, subs=(1.0, 2.0, 5.0)))
    ax.xaxis.set_major_formatter(FormatStrFormatter("%g"))
    ax.xaxis.set_minor_formatter(NullFormatter())
    ax.set_yticks(range(len(items)), [n for n, _ in items], fontsize=7)
    ax.set_ylim(len(items) - 0.5, -0.5)
    ax.set_title(f"{doc['task']} ({len(doc['episodes'])} episodes)", fontsize=9)
    ax.set_xlabel("score: objective / best baseline's (geo-mean, 95% CI) ↓", fontsize=7)
    ax.tick_params(axis="x", labelsize=7)


def _nan(x: float | None) -> bool:
    return x is None or math.isnan(x)


def legend(fig: Any) -> None:
    from matplotlib.lines import Line2D

    handles = [
        Line2D([], [], color=c, marker="o", ls="", label=TIER_NAMES[t])
        for t, c in TIER_COLORS.items()
    ]
    handles += [
        Line2D([], [], color="k", marker=m, ls="", mfc="white", label=k) for k, m in MARKERS.items()
    ]
    fig.legend(handles=handles, loc="lower center", ncol=4, fontsize=7, frameon=False)


def plot(docs: Sequence[dict[str, Any]], path: Path, columns: int = 2) -> Path:
    """Every task's board as a chart, one panel a task: scores with their intervals per
    agent, tiers coloured, 1 = the best baseline."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    cols = min(columns, len(docs))
    rows_n = math.ceil(len(docs) / cols)
    height = max(max((len(d["agents"]) for d in docs), default=1) * 0.22 + 1.2, 2.4)
    fig, axes = plt.subplots(
        rows_n, cols, figsize=(6.4 * cols, height * rows_n + 0.8), squeeze=False
    )
    for ax, doc in zip(axes.flat, docs):
        draw_task(ax, doc)
    for ax in list(axes.flat)[len(docs) :]:
        ax.axis("off")
    legend(fig)
    fig.tight_layout(rect=(0, 0.8 / (height * rows_n + 0.8), 1, 1))
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    save_figure(fig, path, dpi=110)
    plt.close(fig)
    return path


def chart_png(doc: dict[str, Any]) -> bytes:
    """One task's chart as PNG bytes (the docs site's per-task figure)."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        return plot([doc], Path(tmp) / "chart.png").read_bytes()
