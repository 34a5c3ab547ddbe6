"""The charts of the paper pages: each reproduction beside the paper's own numbers.

A chart draws the reproduction's figures from the page's own table (the committed results, so
the chart and the table cannot disagree) and the paper's from the code's constant that cites
it (``PUBLISHED``, ``PAPER_TABLE1``, ``TABLE5``, ...); gainaru2019's is computed from the code
at build time. :func:`paper_values` gives the paper's numbers as the page prints them and as
the code holds them, which ``tests/docs/test_paper_charts.py`` holds equal; a table the chart
cannot read (a row, a column or a number gone) fails the build naming the page.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DOCS = Path(__file__).resolve().parents[1]
NUMBER = re.compile(r"[-+]?\d+(?:\.\d+)?")

MEASURED, PAPER, OTHER = "tab:blue", "black", "tab:orange"


class PageTableError(ValueError):
    """A paper page's table is not what its chart reads."""


@dataclass(slots=True, frozen=True)
class Chart:
    """One paper page's chart: how it is drawn and its caption (which names the paper's
    table or figure the markers come from)."""

    draw: Callable[[str], Any]
    caption: str


def page_text(key: str) -> str:
    return (DOCS / "papers" / f"{key}.md").read_text(encoding="utf-8")


def cells(line: str) -> list[str]:
    return [c.strip() for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]


def page_table(text: str, head: list[str], where: str) -> dict[str, list[str]]:
    """The rows (first cell -> the others) of the Markdown table whose header row is ``head``."""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("|") and cells(line) == head:
            rows = {}
            for row in lines[i + 2 :]:
                if not row.startswith("|"):
                    break
                first, *rest = cells(row)
                rows[first] = rest
            return rows
    raise PageTableError(f"{where}: no table with the header | {' | '.join(head)} |")


def numbers(cell: str, count: int, where: str) -> list[float]:
    """The first ``count`` numbers of a cell (``235.82 (235.82)``, ``+1.3 (1.66); 0.9 / ...``)."""
    found = [float(x) for x in NUMBER.findall(cell)]
    if len(found) < count:
        raise PageTableError(
            f"{where}: {cell!r} holds {len(found)} numbers, the chart needs {count}"
        )
    return found[:count]


def row(rows: dict[str, list[str]], name: str, where: str) -> list[str]:
    if name not in rows:
        raise PageTableError(f"{where}: the table has no row {name!r} (rows: {list(rows)})")
    return rows[name]


def _figure(ncols: int, nrows: int = 1, width: float = 3.6, height: float = 3.0) -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(nrows, ncols, figsize=(width * ncols, height * nrows), squeeze=False)
    return plt, fig, axes


def _png(plt: Any, fig: Any, legend: Any = None, laid_out: bool = False) -> bytes:
    """The figure as PNG bytes; ``legend``'s (an axes) entries in one row under the panels,
    where they cover no bar. Ticks and axis labels at sizes that stay legible once the page
    scales the figure to its text column."""
    for ax in fig.axes:
        ax.tick_params(labelsize=10)
        ax.xaxis.label.set_size(11)
        ax.yaxis.label.set_size(11)
    if legend is not None:
        handles, labels = legend.get_legend_handles_labels()
        ncol = len(labels) if sum(map(len, labels)) < 100 else 3
        rows = -(-len(labels) // ncol)
        fig.legend(handles, labels, loc="lower center", ncol=ncol, fontsize=10, frameon=False)
        fig.tight_layout(rect=(0, 0.035 + 0.065 * rows, 1, 1))
    elif not laid_out:
        fig.tight_layout()
    out = io.BytesIO()
    fig.savefig(out, format="png", dpi=90, metadata={"Software": None})
    plt.close(fig)
    return out.getvalue()


def _bars_with_marks(
    ax: Any, labels: list[str], series: list[tuple[str, list[float], str]], marks: list[float]
) -> None:
    """Bars per series at each label and the paper's value at each as a black diamond."""
    import numpy as np

    x = np.arange(len(labels))
    width = 0.8 / len(series)
    for k, (name, values, color) in enumerate(series):
        ax.bar(x + (k - (len(series) - 1) / 2) * width, values, width, label=name, color=color)
    ax.plot(x, marks, "D", color=PAPER, ms=5, label="paper", zorder=3)
    ax.set_xticks(x, labels, fontsize=10)
    ax.grid(axis="y", alpha=0.3)


# --- zhang2020: SC'20 Table V ------------------------------------------------------------------

ZHANG_TRACES = ("Lublin-1", "Lublin-2", "HPC2N")
ZHANG_HEAD = ["trace", "FCFS", "WFP3", "UNI", "SJF", "F1", "its RL (published)"]


def zhang_values(text: str) -> dict[str, Any]:
    from hpcgym.batch.rlscheduler import HEURISTICS, PUBLISHED, PUBLISHED_RL

    where = "papers/zhang2020.md"
    rows = page_table(text, ZHANG_HEAD, where)
    out: dict[str, Any] = {"measured": {}, "page": {}, "code": {}}
    for trace in ZHANG_TRACES:
        cs = row(rows, trace, where)
        pairs = [numbers(c, 2, where) for c in cs[:5]]
        out["measured"][trace] = [p[0] for p in pairs]
        out["page"][trace] = [p[1] for p in pairs] + numbers(cs[5], 1, where)
        out["code"][trace] = [PUBLISHED[True][trace][h] for h in HEURISTICS] + [
            PUBLISHED_RL[True][trace]
        ]
    return out


def zhang_chart(text: str) -> bytes:
    from hpcgym.batch.rlscheduler import HEURISTICS, LABELS

    v = zhang_values(text)
    plt, fig, axes = _figure(3, width=3.8)
    labels = [LABELS[h] for h in HEURISTICS]
    for ax, trace in zip(axes[0], ZHANG_TRACES):
        paper = v["code"][trace]
        _bars_with_marks(ax, labels, [("hpcgym (through the env)", v["measured"][trace],
                                       MEASURED)], paper[:5])  # fmt: skip
        ax.axhline(paper[5], color=OTHER, ls="--", lw=1.2, label="its RL, published")
        ax.set_title(trace, fontsize=12)
    axes[0][0].set_ylabel("mean bounded slowdown")
    return _png(plt, fig, axes[0][0])


# --- ilyushkin2015: Table I -------------------------------------------------------------------

ILYUSHKIN_WORKLOADS = ("montage", "ligo", "sipht", "mixture")
ILYUSHKIN_HEAD = ["policy", "Montage", "LIGO", "SIPHT", "mixture"]
ILYUSHKIN_ROWS = {"SR (text)": "sr", "FES(2)": "fes2", "SLoP(0.2)": "slop0.2",
                  "FES(1)": "fes1", "BF": "bf"}  # fmt: skip


def ilyushkin_values(text: str) -> dict[str, Any]:
    from hpcgym.studies.maxutil import PAPER_TABLE1

    where = "papers/ilyushkin2015.md"
    rows = page_table(text, ILYUSHKIN_HEAD, where)
    out: dict[str, Any] = {"measured": {}, "estimate": {}, "page": {}, "code": {}}
    for label, policy in ILYUSHKIN_ROWS.items():
        triples = [numbers(c, 3, where) for c in row(rows, label, where)]
        out["measured"][policy] = [t[0] for t in triples]
        out["page"][policy] = [t[1] for t in triples]
        out["estimate"][policy] = [t[2] for t in triples]
        out["code"][policy] = [PAPER_TABLE1[policy][w] for w in ILYUSHKIN_WORKLOADS]
    return out


def ilyushkin_chart(text: str) -> bytes:
    import numpy as np

    v = ilyushkin_values(text)
    plt, fig, axes = _figure(4, width=3.3)
    policies = list(ILYUSHKIN_ROWS.values())
    labels = [label.removesuffix(" (text)") for label in ILYUSHKIN_ROWS]
    for w, (ax, name) in enumerate(zip(axes[0], ILYUSHKIN_HEAD[1:])):
        _bars_with_marks(
            ax,
            labels,
            [("hpcgym", [v["measured"][p][w] for p in policies], MEASURED)],
            [v["code"][p][w] for p in policies],
        )
        x = np.arange(len(policies))
        ax.plot(x, [v["estimate"][p][w] for p in policies], "_", color=OTHER, ms=16, mew=2,
                label="1/r (hpcgym capacity)")  # fmt: skip
        ax.set_ylim(0, 1.05)
        ax.set_title(name, fontsize=12)
        ax.tick_params(axis="x", labelrotation=30)
    axes[0][0].set_ylabel("maximal utilization")
    return _png(plt, fig, axes[0][0])


# --- lubrano2024: Table 5 ---------------------------------------------------------------------

LUBRANO_HEAD = ["figure", "paper", "default", "calibrated"]
LUBRANO_FIGURES = {
    "first_wait_s": "submit to LES start",
    "intermediate_wait_s": "LES end to HPDA start",
    "wf_makespan_s": "makespan",
    "wf_turnaround_s": "turnaround",
}


def lubrano_values(text: str) -> dict[str, Any]:
    from hpcgym.studies.warp import table5_metrics

    where = "papers/lubrano2024.md"
    rows = page_table(text, LUBRANO_HEAD, where)
    paper = table5_metrics()
    out: dict[str, Any] = {"default": {}, "calibrated": {}, "page": {}, "code": {}}
    for policy in ("warp", "wms"):
        for key, name in LUBRANO_FIGURES.items():
            label = f"{policy.upper()}: {name}"
            cs = row(rows, label, where)
            out["page"][label] = numbers(cs[0], 1, where)[0]
            out["default"][label] = numbers(cs[1], 2, where)
            out["calibrated"][label] = numbers(cs[2], 2, where)
            out["code"][label] = round(paper[policy][key] / 60, 1)
    return out


def lubrano_chart(text: str) -> bytes:
    import numpy as np

    v = lubrano_values(text)
    plt, fig, axes = _figure(2, width=5.4, height=3.2)
    for ax, policy in zip(axes[0], ("WARP", "WMS")):
        labels = [f"{policy}: {n}" for n in LUBRANO_FIGURES.values()]
        x = np.arange(len(labels))
        for k, (name, color) in enumerate((("default", MEASURED), ("calibrated", OTHER))):
            med = [v[name][lb][0] for lb in labels]
            ax.bar(x + (k - 0.5) * 0.38, med, 0.38, color=color, label=f"{name}: median")
            ax.plot(x + (k - 0.5) * 0.38, [v[name][lb][1] for lb in labels], "o", mfc="white",
                    mec=color, ms=4, label=f"{name}: mean")  # fmt: skip
        ax.plot(x, [v["code"][lb] for lb in labels], "D", color=PAPER, ms=6, label="paper")
        ax.set_xticks(x, list(LUBRANO_FIGURES.values()), fontsize=10, rotation=15)
        ax.set_title(policy, fontsize=12)
        ax.grid(axis="y", alpha=0.3)
    axes[0][0].set_ylabel("minutes")
    return _png(plt, fig, axes[0][0])


# --- rodrigo2017: Table 3 ---------------------------------------------------------------------

RODRIGO17_HEAD = ["workflow", "1%", "5%", "10%", "25%", "50%", "75%", "100%", "command"]


def rodrigo2017_values(text: str) -> dict[str, Any]:
    from hpcgym.studies.woas import PAPER_TABLE3

    where = "papers/rodrigo2017.md"
    rows = page_table(text, RODRIGO17_HEAD, where)
    out: dict[str, Any] = {
        "measured": {},
        "page": {},
        "code": {k: list(v) for k, v in PAPER_TABLE3.items()},
    }
    for wf in PAPER_TABLE3:
        pairs = [numbers(c, 2, where) for c in row(rows, wf, where)[:7]]
        out["measured"][wf] = [p[0] for p in pairs]
        out["page"][wf] = [p[1] for p in pairs]
    return out


def rodrigo2017_chart(text: str) -> bytes:
    from hpcgym.studies.woas import PAPER_SHARES

    v = rodrigo2017_values(text)
    plt, fig, axes = _figure(3, 2, width=3.5, height=2.6)
    shares = [100 * s for s in PAPER_SHARES]
    for ax, wf in zip(axes.ravel(), v["code"]):
        ax.plot(shares, v["measured"][wf], "o-", color=MEASURED, ms=4, label="hpcgym")
        ax.plot(shares, v["code"][wf], "D--", color=PAPER, ms=4, lw=1, label="paper")
        ax.set_xscale("log")
        ax.set_xticks(shares, [f"{s:g}" for s in shares], fontsize=10)
        ax.minorticks_off()
        ax.set_ylim(0, 100)
        ax.set_title(wf, fontsize=12)
        ax.grid(alpha=0.3)
    for ax in axes[1]:
        ax.set_xlabel("workflows' share of core-hours (%)", fontsize=11)
    for ax in axes[:, 0]:
        ax.set_ylabel("WoAS - pilot util. (points)", fontsize=11)
    return _png(plt, fig, axes[0][0])


# --- rodrigo2018: §6.1 and §4.2 ---------------------------------------------------------------

RODRIGO18_HEAD = ["case", "tTSU", "TSU", "waits < 3 h", "per week (28 days)"]


def rodrigo2018_values(text: str) -> dict[str, Any]:
    from hpcgym.cli.run import PAPER_UTILIZATION, PAPER_WAIT_LT_3H

    where = "papers/rodrigo2018.md"
    rows = page_table(text, RODRIGO18_HEAD, where)
    paper = row(rows, "rodrigo2018", where)
    cases = {k: r for k, r in rows.items() if k != "rodrigo2018"}
    if not cases:
        raise PageTableError(f"{where}: the table has no measured case")
    return {
        "page": [numbers(c, 1, where)[0] for c in paper[:3]],
        "code": [*PAPER_UTILIZATION, PAPER_WAIT_LT_3H],
        "measured": {
            k: (numbers(r[0], 1, where)[0], numbers(r[2], 1, where)[0]) for k, r in cases.items()
        },
    }


def rodrigo2018_chart(text: str) -> bytes:
    import textwrap

    import numpy as np

    v = rodrigo2018_values(text)
    cases = list(v["measured"])
    plt, fig, axes = _figure(2, width=4.6, height=0.42 * len(cases) + 1.4)
    y = np.arange(len(cases))[::-1]
    tTSU, TSU, lt3 = v["code"]
    for ax, k, paper, xlabel in (
        (axes[0][0], 0, [("tTSU", tTSU, "-"), ("TSU", TSU, ":")], "utilization (tTSU)"),
        (axes[0][1], 1, [("waits < 3 h", lt3, "--")], "share of waits under 3 h"),
    ):
        ax.barh(y, [v["measured"][c][k] for c in cases], color=MEASURED, label="hpcgym")
        for name, p, style in paper:
            ax.axvline(p, color=PAPER, ls=style, lw=1.4, label=f"paper {name} {p:g}")
        ax.set_xlabel(xlabel, fontsize=11)
        lo = 0.8 if k == 0 else 0.3
        ax.set_xlim(lo, 1.0)
        ax.set_xticks(np.arange(lo, 1.001, 0.05 if k == 0 else 0.1))
        ax.grid(axis="x", alpha=0.3)
    labels = [textwrap.fill(c.replace("`", ""), 30) for c in cases]
    axes[0][0].set_yticks(y, labels, fontsize=10)
    axes[0][1].set_yticks(y, [])
    handles, names = [], []
    for ax in axes[0]:
        h, n = ax.get_legend_handles_labels()
        handles += [x for x, m in zip(h, n) if m not in names]
        names += [m for m in n if m not in names]
    fig.legend(handles, names, loc="lower center", ncol=len(names), fontsize=10, frameon=False)
    fig.tight_layout(rect=(0, 0.06, 1, 1))
    return _png(plt, fig, None, laid_out=True)


# --- gainaru2019: Table 1 ---------------------------------------------------------------------


def gainaru_values(text: str = "") -> dict[str, Any]:
    from hpcgym.speculative.laws import TABLE1_LAW, TABLE1_TOPTIMAL
    from hpcgym.speculative.sequence import first_reservation_costs, optimal_sequence

    best = optimal_sequence(TABLE1_LAW, 200, 0.0)
    first, cost = first_reservation_costs(TABLE1_LAW, 200)
    return {
        "sequence": best.sequence,
        "expected_makespan": best.expected_makespan,
        "first": first,
        "cost": cost,
        "code": list(TABLE1_TOPTIMAL),
    }


def gainaru_chart(text: str) -> bytes:
    v = gainaru_values(text)
    plt, fig, axes = _figure(2, width=4.6, height=3.1)
    ax = axes[0][0]
    ax.plot(v["first"], v["cost"], color=MEASURED, lw=1.6, label="E[T], the rest optimal")
    ax.axvline(v["code"][0], color=PAPER, ls="--", lw=1, label=f"paper's t1 = {v['code'][0]:g}")
    ax.plot([v["sequence"][0]], [v["expected_makespan"]], "o", color=MEASURED, ms=6,
            label=f"hpcgym's optimum {v['expected_makespan']:.4f} h")  # fmt: skip
    ax.set_xlabel("first reservation t1 (h)")
    ax.set_ylabel("expected makespan E[T] (h)")
    ax.set_ylim(11, 21)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=9)
    ax = axes[0][1]
    k = range(1, len(v["sequence"]) + 1)
    ax.plot(k, v["sequence"], "o-", color=MEASURED, label="hpcgym (n = 200)")
    ax.plot(range(1, len(v["code"]) + 1), v["code"], "D", color=PAPER, mfc="none", ms=9,
            label="paper, Table 1")  # fmt: skip
    ax.set_xlabel("reservation k")
    ax.set_ylabel("t_k (h)")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=9)
    return _png(plt, fig)


CHARTS: dict[str, Chart] = {
    "zhang2020": Chart(
        zhang_chart,
        "Mean bounded slowdown of RLScheduler's heuristics on its 10 test windows per trace, "
        "with backfilling: hpcgym through the env (bars, the table above) and SC'20 Table V "
        "(diamonds; its RL agent dashed).",
    ),
    "ilyushkin2015": Chart(
        ilyushkin_chart,
        "Maximal utilization per policy and workload: hpcgym (`--full`, bars, the table above), "
        "Table I of the paper (diamonds) and the structural estimate 1/r (dashes).",
    ),
    "lubrano2024": Chart(
        lubrano_chart,
        "The turbine's times, WARP and the WMS: hpcgym's default and calibrated runs (median "
        "bars, mean circles, 20 seeds; the table above) and Table 5 of the paper (diamonds).",
    ),
    "rodrigo2017": Chart(
        rodrigo2017_chart,
        "WoAS minus pilot actual utilization against the workflows' share of core-hours: "
        "hpcgym (the table above) and Table 3 of the paper (Figure 8's runs; dashed).",
    ),
    "rodrigo2018": Chart(
        rodrigo2018_chart,
        "Each hypothesis of the deviation (the table above) beside the paper: Edison's tTSU "
        "0.87 and TSU 0.91 (§6.1, Table 5) and 67% of waits under 3 h (§4.2).",
    ),
    "gainaru2019": Chart(
        gainaru_chart,
        "Table 1's law (truncated normal, mu 8 h, sigma 2 h on [0, 20]): TOptimal's cost "
        "curve, E[T] against the first reservation with the rest chosen by the DP (computed "
        "when the site is built), and its reservations beside Table 1's TOptimal row.",
    ),
}


def chart_path(key: str) -> str:
    return f"papers/{key}-chart.png"


def charts() -> dict[str, bytes]:
    """Every paper page's chart, by its path under ``docs/``."""
    return {chart_path(k): c.draw(page_text(k)) for k, c in CHARTS.items()}


def chart_markdown(key: str) -> str:
    """The image and caption a page's ``<!-- hpcgym:paper-chart -->`` becomes."""
    chart = CHARTS[key]
    name = chart_path(key).split("/")[-1]
    return f"![{chart.caption}]({name})\n\n*{chart.caption}*"


def paper_values(key: str) -> tuple[Any, Any]:
    """The paper's numbers as the page prints them and as the code holds them."""
    text = page_text(key)
    values = {
        "zhang2020": zhang_values,
        "ilyushkin2015": ilyushkin_values,
        "lubrano2024": lubrano_values,
        "rodrigo2017": rodrigo2017_values,
        "rodrigo2018": rodrigo2018_values,
    }[key](text)
    return values["page"], values["code"]
