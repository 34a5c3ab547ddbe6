"""Result writers every study and command shares: atomic JSON, the jobs CSV, terminal tables
(at the terminal's width, cut into column groups rather than cut short)."""

from __future__ import annotations

import contextlib
import copy
import csv
import dataclasses
import io
import json
import math
import os
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, TextIO

from hpcgym.errors import OutputError

if TYPE_CHECKING:
    from rich.console import Console, RenderableType
    from rich.table import Column, Table

TMP = ".tmp"  # the suffix of a temp file a killed writer may leave (``.<name>.<pid>.tmp``)


def write_atomic(path: Path | str, data: str | bytes | Callable[[BinaryIO], object]) -> None:
    """Write ``data`` (text as UTF-8, bytes, or a function writing to a binary file) to a temp
    file beside ``path``, flush it to disk and rename it over ``path``: a crash at any moment
    leaves the whole file or none (a stray temp file at most)."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}{TMP}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "wb") as f:
            if callable(data):
                data(f)
            else:
                f.write(data.encode() if isinstance(data, str) else data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OutputError:
        raise
    except OSError as e:  # a full disk, a read-only folder: named, the old file kept
        raise OutputError(f"cannot write {path}: {e.strerror or e} (errno {e.errno})") from e
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)


def write_text_atomic(path: Path | str, write: Callable[[TextIO], object]) -> None:
    """:func:`write_atomic` for a function writing text (UTF-8, ``newline=""`` as csv wants)."""

    def text(f: BinaryIO) -> None:
        wrapper = io.TextIOWrapper(f, encoding="utf-8", newline="")
        write(wrapper)
        wrapper.flush()
        wrapper.detach()

    write_atomic(path, text)


def save_figure(fig: Any, path: Path | str, **kw: Any) -> None:
    """``fig.savefig`` written atomically, in the format the path's suffix names."""
    fmt = Path(path).suffix.lstrip(".") or "png"
    write_atomic(path, lambda f: fig.savefig(f, format=fmt, **kw))


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

    def rows(f: TextIO) -> None:
        w = csv.writer(f)
        w.writerow(("job_id", "submit", "start", "end", "procs"))
        for j, s, e in zip(jobs, start, end):
            w.writerow((j.id, j.submit, s, e, j.cores))

    write_text_atomic(path, rows)


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

    table = Table(title=title, caption="↓ lower is better, ↑ higher is better")
    table.add_column(name)
    for k in columns:
        table.add_column(column_header(k), justify="right")
    for row, m in rows:
        table.add_row(row, *(fmt(m.get(k)) for k in columns))
    show_tables(table)


def print_grid(title: str, head: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    """A table of text cells (the first column a label) at the terminal's width, as
    :func:`show_tables` fits it: cut into column groups rather than overflowing."""
    from rich.table import Table

    table = Table(title=title)
    table.add_column(head[0])
    for h in head[1:]:
        table.add_column(h, justify="right")
    for row in rows:
        table.add_row(*row)
    show_tables(table)


def print_fitted(line: str) -> None:
    """``line`` wrapped at its spaces to the terminal's width (``$COLUMNS`` off a terminal),
    the continuation indented two more than the line itself."""
    import shutil
    import textwrap

    indent = " " * (len(line) - len(line.lstrip(" ")) + 2)
    width = shutil.get_terminal_size().columns
    print(textwrap.fill(line, width, subsequent_indent=indent, break_on_hyphens=False))


# Characters of a cell kept on one line when its table is cut into column groups; longer cells
# wrap at their spaces.
KEEP = 24
# The first column, repeated in every group, takes at most this fraction of the width when the
# others are grouped (a longer label wraps).
KEY_SHARE = 3


def show_tables(*tables: Table) -> None:
    """Print rich tables on stdout at the terminal's width (off a terminal rich takes
    ``$COLUMNS``, else 80): a table wider than that is cut into column groups, each repeating
    the first column, and a cell that still does not fit wraps or folds, so no value is lost."""
    from rich.console import Console

    console = Console()
    for table in tables:
        for part in fit_table(table, console):
            console.print(part)


def fit_table(table: Table, console: Console) -> list[RenderableType]:
    """``table`` as it fits ``console.width``: the table itself when its columns fit side by
    side, else one table per group of columns (the first column in each, the title on the
    first) and the caption below them."""
    from rich.text import Text

    if not table.columns:
        return [table]
    width = console.width
    needs = [_need(console, c, table.show_header) for c in table.columns]
    needs[0] = min(needs[0], width // KEY_SHARE)
    pad = _padding(table)
    border = 1 if table.box is not None else 0
    edge = 2 * border if table.show_edge else 0
    groups: list[list[int]] = [[0]]
    used = edge + needs[0] + pad
    for k in range(1, len(table.columns)):
        cost = needs[k] + pad + border
        if used + cost > width and len(groups[-1]) > 1:
            groups.append([0])
            used = edge + needs[0] + pad
        groups[-1].append(k)
        used += cost
    parts: list[RenderableType] = []
    for n, group in enumerate(groups):
        part = copy.copy(table)
        room = width - edge - border * (len(group) - 1) - pad * len(group)
        columns = [table.columns[k] for k in group]
        widths = _widths(console, columns, [needs[k] for k in group], room, table.show_header)
        part.columns = [
            dataclasses.replace(c, _index=i, width=w, overflow="fold")
            for i, (c, w) in enumerate(zip(columns, widths))
        ]
        part.title = table.title if n == 0 else None
        if len(groups) > 1:
            part.caption = None
        parts.append(part)
    if len(groups) > 1 and table.caption:
        style = table.caption_style or "table.caption"
        caption = table.caption
        parts.append(Text(caption, style=style) if isinstance(caption, str) else caption)
    return parts


def _padding(table: Table) -> int:
    _, right, _, left = table.padding
    return int(left + right)


def _cells(column: Column, header: bool) -> Iterable[RenderableType]:
    if header:
        yield column.header
    yield from column.cells


def _need(console: Console, column: Column, header: bool) -> int:
    """The width that keeps the column's words whole and its cells of up to ``KEEP``
    characters on one line (a header may wrap at its spaces)."""
    from rich.measure import Measurement

    options = console.options
    need = Measurement.get(console, options, column.header).minimum if header else 1
    for cell in column.cells:
        low, high = Measurement.get(console, options, cell)
        need = max(need, low, min(high, KEEP))
    return need


def _widths(
    console: Console, columns: list[Column], needs: list[int], room: int, header: bool
) -> list[int | None]:
    """Each column's width in ``room`` characters: its full width if all fit, else its need
    and a share of what is left in proportion to how much more it could take; None (rich
    decides, folding) when even the needs do not fit."""
    from rich.measure import Measurement

    options = console.options
    fulls = [
        max(
            [need, *(Measurement.get(console, options, cell).maximum for cell in _cells(c, header))]
        )
        for c, need in zip(columns, needs)
    ]
    if sum(fulls) <= room:
        return [*fulls]
    if sum(needs) > room:
        return [None] * len(columns)
    spare = room - sum(needs)
    wants = [f - n for f, n in zip(fulls, needs)]
    total = sum(wants)
    return [n + spare * w // total for n, w in zip(needs, wants)]
