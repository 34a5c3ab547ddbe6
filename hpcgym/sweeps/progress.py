"""The sweep's progress bar on stderr: runs done / total, runs left, elapsed time and ETA."""
from __future__ import annotations

from typing import Any


class Bar:
    """A rich progress bar (or nothing, when ``enabled`` is false)."""

    __slots__ = ("enabled", "title", "total", "_progress", "_task")

    def __init__(self, title: str, total: int, enabled: bool = True) -> None:
        self.enabled = enabled and total > 0
        self.title = title
        self.total = total
        self._progress: Any = None
        self._task: Any = None

    def __enter__(self) -> Bar:
        if self.enabled:
            from rich.console import Console
            from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                       TimeElapsedColumn, TimeRemainingColumn)

            self._progress = Progress(
                TextColumn("[progress.description]{task.description}"), BarColumn(),
                MofNCompleteColumn(), TextColumn("runs, {task.fields[left]} left"),
                TimeElapsedColumn(), TextColumn("ETA"), TimeRemainingColumn(),
                console=Console(stderr=True), transient=True)
            self._progress.__enter__()
            self._task = self._progress.add_task(self.title, total=self.total, left=self.total)
        return self

    def advance(self) -> None:
        if self._progress is not None:
            task = self._progress.tasks[0]
            self._progress.update(self._task, advance=1,
                                  left=int(self.total - task.completed - 1))

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
