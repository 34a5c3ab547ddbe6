"""Result writers every study and command shares: atomic JSON, the jobs CSV, terminal tables."""

from __future__ import annotations

import csv
import json
import math
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, BinaryIO

TMP = ".tmp"  # the suffix of a temp file a killed writer may leave (``.<name>.<pid>.tmp``)


def write_atomic(path: Path | str, data: str | bytes | Callable[[BinaryIO], object]) -> None:
    """Write ``data`` (text as UTF-8, bytes, or a function writing to a binary file) to a temp
    file beside ``path``, flush it to disk and rename it over ``path``: a crash at any moment
    leaves the whole file or none (a stray temp file at most)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}{TMP}")
    try:
        with open(tmp, "wb") as f:
            if callable(data):
                data(f)
            else:
                f.write(data.encode() if isinstance(data, str) else data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def write_json(path: Path | str, doc: dict) -> None:
    """``doc`` as indented JSON, NaN as null, written atomically (:func:`write_atomic`)."""
    write_atomic(path, json.dumps(finite(doc), indent=2, allow_nan=False) + "\n")


def finite(v: Any) -> Any:
    """NaN (a statistic over no job) becomes null, which every JSON reader accepts."""
    if isinstance(v, float) and math.isnan(v):
        return None
    if isinstance(v, dict):
        return {k: finite(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [finite(x) for x in v]
    return v


def write_jobs_csv(
    path: Path | str, jobs: Sequence, start: Sequence[int], end: Sequence[int]
) -> None:
    """``job_id,submit,start,end,procs``: one row per simulated job (-1 if it never ran)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(("job_id", "submit", "start", "end", "procs"))
        for j, s, e in zip(jobs, start, end):
            w.writerow((j.id, j.submit, s, e, j.cores))


# Which way a metric is better, by the words in its name: higher for these, lower for costs
# (waits, slowdowns, makespans, objectives...), no arrow for counts and the unknown.
HIGHER = ("utilization", "return", "frac_wait_lt", "speedup", "honoured", "jobs_per_s")
LOWER = (
    "objective",
    "bsld",
    "wait",
    "slowdown",
    "makespan",
    "turnaround",
    "response",
    "waste",
    "killed",
    "cancelled",
    "failed",
    "remapped",
    "delay",
    "in_system",
    "growth",
    "saturated",
    "replans",
    "fallback",
)


def direction(metric: str) -> str:
    """``↑`` (higher is better), ``↓`` (lower is better) or ``""`` (a count, unknown): what a
    column header shows so a reader knows which way is good."""
    if any(w in metric for w in HIGHER):
        return "↑"
    return "↓" if any(w in metric for w in LOWER) else ""


def column_header(metric: str, name: str | None = None) -> str:
    """A column header: ``name`` (default the metric's key) and its arrow."""
    return f"{name or metric} {direction(metric)}".rstrip()


def fmt(v: object) -> str:
    """A table cell: '-' for NaN, 3 decimals for small floats, thousands separators."""
    if isinstance(v, float):
        if math.isnan(v):
            return "-"
        return f"{v:.3f}" if abs(v) < 100 else f"{v:,.0f}"
    return f"{v:,}" if isinstance(v, int) else str(v)


def print_table(
    title: str, name: str, columns: Sequence[str], rows: Sequence[tuple[str, dict]]
) -> None:
    """One row per name, the given metrics as columns (rich)."""
    from rich.table import Table

    from hpcgym.tables import show

    table = Table(title=title, caption="↓ lower is better, ↑ higher is better")
    table.add_column(name)
    for k in columns:
        table.add_column(column_header(k), justify="right")
    for row, m in rows:
        table.add_row(row, *(fmt(m.get(k)) for k in columns))
    show(table)
