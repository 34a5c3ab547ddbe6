"""Rich tables printed at the terminal's width: a table wider than the terminal is cut into
column groups, each repeating the first column, and a cell that still does not fit wraps or
folds, so no value is lost (off a terminal rich takes ``$COLUMNS``, else 80)."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console, RenderableType
    from rich.table import Column, Table

# Characters of a cell kept on one line when its table is cut into column groups; longer cells
# wrap at their spaces.
KEEP = 24
# The first column, repeated in every group, takes at most this fraction of the width when the
# others are grouped (a longer label wraps).
KEY_SHARE = 3


def show(*tables: Table) -> None:
    """Print the tables on stdout at the terminal's width."""
    from rich.console import Console

    console = Console()
    for table in tables:
        for part in fit(table, console):
            console.print(part)


def fit(table: Table, console: Console) -> list[RenderableType]:
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
