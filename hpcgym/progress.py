"""The progress bar of every long command, on stderr: what runs, done / total, left, elapsed
time and ETA. Transient; where stderr is not a terminal rich draws nothing, so logs stay clean."""

from __future__ import annotations

from typing import Any


class Bar:
    """A rich progress bar over ``total`` ``unit`` (or nothing, when ``enabled`` is false)."""

    __slots__ = ("enabled", "title", "total", "unit", "_progress", "_task")

    def __init__(self, title: str, total: int, enabled: bool = True, unit: str = "runs") -> None:
        self.enabled = enabled and total > 0
        self.title = title
        self.total = total
        self.unit = unit
        self._progress: Any = None
        self._task: Any = None

    def __enter__(self) -> Bar:
        if self.enabled:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            self._progress = Progress(
                TextColumn("[progress.description]{task.description}"),
                BarColumn(bar_width=20),
                MofNCompleteColumn(),
                TextColumn(f"{self.unit}, {{task.fields[left]}} left"),
                TimeElapsedColumn(),
                TextColumn("ETA"),
                TimeRemainingColumn(),
                console=Console(stderr=True),
                transient=True,
            )
            self._progress.__enter__()
            self._task = self._progress.add_task(self.title, total=self.total, left=self.total)
        return self

    def advance(self) -> None:
        if self._progress is not None:
            self.update(int(self._progress.tasks[0].completed) + 1)

    def update(self, completed: int, title: str | None = None) -> None:
        """Set how many are done (and what runs now): for work that reports its own count."""
        if self._progress is not None:
            self._progress.update(
                self._task,
                completed=completed,
                left=max(self.total - completed, 0),
                **({"description": title} if title else {}),
            )

    def print(self, text: str) -> None:
        """A line above the bar (or on stderr without one)."""
        if self._progress is not None:
            self._progress.console.print(text, markup=False, highlight=False)
        else:
            import sys

            print(text, file=sys.stderr, flush=True)

    def __exit__(self, *exc: object) -> None:
        if self._progress is not None:
            self._progress.__exit__(*exc)
