"""The shipped agents' card charts: what each card reports, drawn from the committed boards.

Left, the agent's test score on its own task with its 95% interval beside that task's
baselines'; right (where the card lists more than one board), the agent on every board of its
card's table. Both read ``docs/bench/results.json`` as the card's tables do, so a chart and its
card cannot disagree (``tests/docs/test_card_charts.py`` holds them equal). An agent not on its
task's committed board fails the build naming it: ``benchmarks/leaderboard.py`` judges every
shipped agent on its own task.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from paper_charts import MEASURED, OTHER, _figure, _png

BASELINE = "dimgray"
#: The x axis spans at most this (log scale); an interval beyond it ends in an arrow.
LIMITS = (0.2, 10.0)


class CardChartError(ValueError):
    """A card's score cannot be placed on its task's committed board."""


@dataclass(slots=True, frozen=True)
class Entry:
    """One row of a card chart: a score (objective / the task's best baseline's, geometric
    mean) and its 95% interval (NaN from one episode)."""

    label: str
    score: float
    lo: float
    hi: float
    episodes: int
    kind: str  # "agent", "baseline", "own" or "zero-shot"


def judged(doc: dict[str, Any], name: str) -> list[tuple[dict[str, Any], str]]:
    """Every committed test board that judges ``pretrained:NAME`` (on its own spaces or
    zero-shot), in the results' order, with the row's label on that board."""
    spec = f"pretrained:{name}"
    out = []
    for board in doc["tasks"]:
        label = next((n for n in board["agents"] if n in (spec, f"{spec} (zero-shot)")), None)
        if label is not None:
            out.append((board, label))
    return out


def _entry(label: str, row: dict[str, Any], kind: str) -> Entry:
    return Entry(label, row["score"], row["lo"], row["hi"], row["episodes"], kind)


def task_board(doc: dict[str, Any], card: dict[str, Any]) -> dict[str, Any]:
    board = next((b for b in doc["tasks"] if b["task"] == card["task"]), None)
    if board is None:
        raise CardChartError(
            f"agents/pretrained/{card['name']}/card.json: its task {card['task']!r} has no "
            "committed board in docs/bench/results.json"
        )
    return board


def task_entries(doc: dict[str, Any], card: dict[str, Any]) -> list[Entry]:
    """The agent and its task's baselines on the task's committed board, best first."""
    board = task_board(doc, card)
    rows = [_entry(n, r, "baseline") for n, r in board["agents"].items() if r["kind"] == "baseline"]
    spec = f"pretrained:{card['name']}"
    if spec not in board["agents"]:
        raise CardChartError(
            f"agents/pretrained/{card['name']}/card.json: {spec} is not on the committed board "
            f"of its task {board['task']}; judge it with python benchmarks/leaderboard.py "
            f"--tasks {board['task']}"
        )
    rows.append(_entry(spec, board["agents"][spec], "agent"))
    return sorted(rows, key=lambda e: e.score)


def table_entries(doc: dict[str, Any], name: str) -> list[Entry]:
    """The agent's test score on every board of its card's table, in the table's order."""
    return [
        _entry(
            board["task"],
            board["agents"][label],
            "own" if "(zero-shot)" not in label else "zero-shot",
        )
        for board, label in judged(doc, name)
    ]


def limits(entries: list[Entry]) -> tuple[float, float]:
    """The x axis: every score and interval with a margin, within :data:`LIMITS`."""
    values = [v for e in entries for v in (e.score, e.lo, e.hi) if not math.isnan(v)]
    return max(LIMITS[0], min(values) / 1.15), min(LIMITS[1], max(values) * 1.15)


def off_axis(entries: list[Entry]) -> bool:
    """Whether an interval runs off the axis (drawn to its end with an arrow)."""
    if not entries:
        return False
    left, right = limits(entries)
    return any(e.lo < left or e.hi > right for e in entries)


def ticks(left: float, right: float) -> list[float]:
    """The labelled x ticks: 1-2-5 per decade, 1-1.5-2-3-5-7 where that leaves fewer than
    four, even steps where the span holds fewer than three (scores within a few % of 1)."""
    from matplotlib.ticker import LogLocator, MaxNLocator

    for subs in ((1.0, 2.0, 5.0), (1.0, 1.5, 2.0, 3.0, 5.0, 7.0)):
        found = LogLocator(base=10, subs=subs).tick_values(left, right)
        inside = [round(float(t), 6) for t in found if left <= t <= right]
        if len(inside) >= 4:
            return inside
    if len(inside) >= 3:
        return inside
    steps = MaxNLocator(5, steps=[1, 2, 2.5, 5, 10]).tick_values(left, right)
    return [round(float(t), 6) for t in steps if left <= t <= right]


def _forest(ax: Any, entries: list[Entry], style: dict[str, tuple[str, str, str]]) -> None:
    """One row per entry, top down: the score, its interval (an arrow where it leaves the
    axis), the line at 1 (the task's best baseline), on a log axis."""
    from matplotlib.ticker import FixedLocator, FormatStrFormatter, LogLocator, NullFormatter

    left, right = limits(entries)
    for y, e in enumerate(entries):
        marker, color, face = style[e.kind]
        if not math.isnan(e.lo):
            lo, hi = max(e.lo, left), min(e.hi, right)
            ax.plot([lo, hi], [y, y], color=color, lw=2.2 if e.kind == "agent" else 1.4)
            for end, cut, arrow in ((lo, e.lo < left, "<"), (hi, e.hi > right, ">")):
                ax.plot([end], [y], arrow if cut else "|", color=color, ms=7 if cut else 8)
        ax.plot([e.score], [y], marker, color=color, mfc=face, ms=9 if e.kind == "agent" else 7,
                zorder=3)  # fmt: skip
    ax.axvline(1, color="k", lw=0.9, ls="--", zorder=1)
    ax.set_xscale("log")
    ax.set_xlim(left, right)
    ax.xaxis.set_major_locator(FixedLocator(ticks(left, right)))
    ax.xaxis.set_minor_locator(LogLocator(base=10, subs=tuple(range(1, 10))))
    ax.xaxis.set_major_formatter(FormatStrFormatter("%g"))
    ax.xaxis.set_minor_formatter(NullFormatter())
    ax.set_yticks(range(len(entries)), [e.label for e in entries])
    ax.set_ylim(len(entries) - 0.5, -0.5)
    ax.grid(axis="x", which="both", alpha=0.25)
    ax.tick_params(labelsize=10)
    for tick, e in zip(ax.get_yticklabels(), entries):
        if e.kind in ("agent", "own"):
            tick.set_color(MEASURED)
            tick.set_fontweight("bold")


def chart(doc: dict[str, Any], card: dict[str, Any]) -> bytes:
    """The card's chart as PNG bytes: its task's board, and the boards of its table when
    there is more than one."""
    from matplotlib.lines import Line2D

    task = task_entries(doc, card)
    table = table_entries(doc, card["name"])
    wide = len(table) > 1
    rows = max(len(task), len(table) if wide else 0)
    height = 0.3 * rows + (2.2 if wide else 1.9)
    plt, fig, axes = _figure(2 if wide else 1, width=5.0 if wide else 6.4, height=height)
    n = len(task_board(doc, card)["episodes"])
    ax = axes[0][0]
    _forest(ax, task, {"agent": ("o", MEASURED, MEASURED), "baseline": ("s", BASELINE, BASELINE)})
    ax.set_title(f"{card['task']}: the baselines ({n} test episodes)", fontsize=11)
    ax.set_xlabel("score ↓ [95% CI], 1 = best baseline", fontsize=11)
    handles = [
        Line2D([], [], marker="o", color=MEASURED, ms=8, label=f"pretrained:{card['name']}"),
        Line2D([], [], marker="s", color=BASELINE, ms=6, label="baselines"),
    ]
    if wide:
        ax = axes[0][1]
        _forest(ax, table, {"own": ("o", MEASURED, MEASURED), "zero-shot": ("o", OTHER, "white")})
        ax.set_title("on every board of the table", fontsize=11)
        ax.set_xlabel("score ↓ [95% CI] on that task", fontsize=11)
        handles.append(Line2D([], [], marker="o", color=OTHER, mfc="white", ms=7,
                              label="zero-shot (trained on another task)"))  # fmt: skip
    handles.append(Line2D([], [], color="k", ls="--", lw=0.9, label="1: the best baseline"))
    ncol = 2 if wide else len(handles)
    fig.legend(handles=handles, loc="lower center", ncol=ncol, fontsize=10, frameon=False)
    legend_rows = -(-len(handles) // ncol)
    fig.tight_layout(rect=(0, (0.15 + 0.27 * legend_rows) / height, 1, 1))
    return _png(plt, fig, laid_out=True)


def caption(doc: dict[str, Any], card: dict[str, Any]) -> str:
    text = (
        f"Test scores on `{card['task']}`: `pretrained:{card['name']}` (blue) "
        "beside the task's baselines (grey), each the geometric mean of per-episode objective "
        "over the best baseline's with its 95% paired bootstrap interval; lower is better, 1 "
        "(dashed) is the best baseline"
    )
    task, table = task_entries(doc, card), table_entries(doc, card["name"])
    if len(table) > 1:
        text += (
            "; right, the agent on every board of the table above, own tasks blue, zero-shot hollow"
        )
    else:
        table = []
    if any(math.isnan(e.lo) for e in task + table):
        text += "; a point with no bar: judged on one episode"
    if off_axis(task) or off_axis(table):
        text += "; an arrow: the interval runs off the axis"
    return text + " (`docs/bench/results.json`)."


def chart_path(name: str) -> str:
    return f"bench/agents/{name}-scores.png"


def chart_markdown(doc: dict[str, Any], card: dict[str, Any]) -> str:
    """The image and caption under a card's tables."""
    text = caption(doc, card)
    return f"![{text}]({card['name']}-scores.png)\n\n*{text}*"
