"""The end of a sweep: per group (the grid point without its seed) mean ± 95% CI of the
chosen metrics, as a terminal table, ``summary.json`` and ``summary.csv``."""

from __future__ import annotations

import csv
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from hpcgym.io import column_header, write_atomic, write_text_atomic
from hpcgym.stats import cell, ci95
from hpcgym.sweeps.run import dumps


def _number(v: Any) -> float | None:
    if isinstance(v, bool):
        return float(v)
    if isinstance(v, (int, float)):
        return float(v)
    if v is None:
        return math.nan
    return None


def group_rows(
    docs: Sequence[dict[str, Any]], metrics: Sequence[str] | None = None, seed_key: str = "seed"
) -> tuple[list[str], list[dict[str, Any]]]:
    """Group result documents by their labels without ``seed_key``; per group ``n`` and each
    metric's ``mean`` and ``ci95``. ``metrics`` None: every numeric metric the runs share."""
    groups: dict[str, tuple[dict[str, Any], list[dict[str, Any]]]] = {}
    for d in docs:
        labels = {k: v for k, v in d["labels"].items() if k != seed_key}
        groups.setdefault(dumps(labels), (labels, []))[1].append(d["metrics"])
    if metrics is None:
        common = (
            [k for k in docs[0]["metrics"] if all(k in d["metrics"] for d in docs)] if docs else []
        )
        metrics = [k for k in common if _number(docs[0]["metrics"][k]) is not None]
    rows = []
    for labels, ms in groups.values():
        row: dict[str, Any] = {"group": labels, "n": len(ms)}
        for k in metrics:
            vals = [_number(m.get(k)) for m in ms]
            mean, half = ci95([v for v in vals if v is not None])
            row[k] = {"mean": mean, "ci95": half}
        rows.append(row)
    return list(metrics), rows


def label(group: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in group.items()) or "all"


def print_table(title: str, metrics: Sequence[str], rows: Sequence[dict[str, Any]]) -> None:
    """Group x metric, mean ± 95% CI."""
    from rich.table import Table

    from hpcgym.io import show_tables

    table = Table(
        title=title, caption="mean ± 95% CI over seeds; ↓ lower is better, ↑ higher is better"
    )
    table.add_column("group")
    table.add_column("n", justify="right")
    for k in metrics:
        table.add_column(column_header(k), justify="right")
    for r in rows:
        table.add_row(
            label(r["group"]), str(r["n"]), *(cell(r[k]["mean"], r[k]["ci95"]) for k in metrics)
        )
    show_tables(table)


def write(
    out: Path,
    metrics: Sequence[str],
    rows: Sequence[dict[str, Any]],
    extra: dict[str, Any] | None = None,
) -> tuple[Path, Path]:
    """``summary.json`` (rows and ``extra``) and ``summary.csv`` (one line per group)."""
    js, cs = out / "summary.json", out / "summary.csv"
    write_atomic(
        js, dumps({"metrics": list(metrics), "rows": list(rows), **(extra or {})}, indent=1) + "\n"
    )
    keys = list(dict.fromkeys(k for r in rows for k in r["group"]))

    def table(f: TextIO) -> None:
        w = csv.writer(f)
        w.writerow([*keys, "n", *(f"{m}_{s}" for m in metrics for s in ("mean", "ci95"))])
        for r in rows:
            w.writerow(
                [
                    *(r["group"].get(k, "") for k in keys),
                    r["n"],
                    *(r[m][s] for m in metrics for s in ("mean", "ci95")),
                ]
            )

    write_text_atomic(cs, table)
    return js, cs
