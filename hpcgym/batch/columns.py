"""A workload's jobs as columns (one list per field), and a workload that holds only those
until something asks for its :class:`Job` objects.

A Job object costs ~250 bytes and ~1 us to build; a trace of 448k jobs replayed by an engine
that reads columns (the compiled one) and measured by :func:`hpcgym.batch.metrics.compute`
needs none of them.
"""

from __future__ import annotations

import gc
from array import array
from collections.abc import Sequence
from dataclasses import dataclass, fields
from operator import attrgetter
from types import ModuleType
from typing import Any

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.workload import Workload
from hpcgym.errors import CoreMismatchError

try:
    from hpcgym import _core
except ImportError:  # a source tree not built (pip install -e . builds it)
    _core = None  # type: ignore[assignment]


def check_core() -> None:
    """Hold the compiled ``make_jobs`` (rust/src/jobs.rs) to :class:`Job`'s fields, which it
    sets one by one: a core built from another ``rust/`` fails here, at import."""
    if _core is None:
        return
    ours = tuple(f.name for f in fields(Job))
    if ours != tuple(_core.JOB_FIELDS):
        raise CoreMismatchError(
            f"hpcgym.batch.columns: Job's fields are {ours}, but the compiled core's "
            f"(rust/src/jobs.rs FIELDS) are {tuple(_core.JOB_FIELDS)}; make them agree and "
            "rebuild it (pip install -e .)"
        )


check_core()


@dataclass(slots=True, frozen=True)
class JobColumns:
    """The fields of a workload's jobs, one sequence per field (a list, or an int64
    ``array.array``: 8 bytes a job where a list of ints takes ~40), indexed like
    ``workload.jobs``."""

    id: Sequence[int]
    submit: Sequence[int]
    cores: Sequence[int]
    walltime: Sequence[int]
    runtime: Sequence[int]
    user: Sequence[int]
    queue: Sequence[str]
    workflow: Sequence[int]

    def __len__(self) -> int:
        return len(self.id)

    def jobs(self) -> list[Job]:
        """The jobs these columns describe (without dependencies or tasks), built with the
        cyclic GC paused (it would rescan the growing list over and over); by the compiled
        core, which skips ``Job``'s checks, when the int columns are int64 arrays."""
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            ints = (self.id, self.submit, self.cores, self.walltime, self.runtime, self.user)
            if _core is not None and all(isinstance(c, array) for c in (*ints, self.workflow)):
                return _core.make_jobs(Job, *ints, list(self.queue), self.workflow)
            deps = [()] * len(self.id)
            return list(map(Job, *ints, self.queue, deps, self.workflow))
        finally:
            if was_enabled:
                gc.enable()

    @classmethod
    def of(cls, jobs: list[Job]) -> JobColumns:
        """The columns of ``jobs``."""
        return cls(
            [j.id for j in jobs],
            [j.submit for j in jobs],
            [j.cores for j in jobs],
            [j.walltime for j in jobs],
            [j.runtime for j in jobs],
            [j.user for j in jobs],
            [j.queue for j in jobs],
            [j.workflow for j in jobs],
        )


_JOBS: Any = Workload.__dict__["jobs"]  # the slot the Job objects go in once built


class ColumnWorkload(Workload):
    """A :class:`Workload` built from columns already in (submit, id) order and passing
    :meth:`Workload.validate` (the compiled SWF parser's); its ``jobs`` are built on first
    use, after which they are the workload's only record."""

    __slots__ = ("_columns",)

    def __init__(
        self, columns: JobColumns, cluster: Cluster, *, name: str, skipped: dict[str, int]
    ) -> None:
        self._columns: JobColumns | None = columns
        self.cluster, self.name, self.skipped = cluster, name, skipped
        self.warmup_end, self.horizon, self.workflows = 0, None, []

    @property
    def jobs(self) -> list[Job]:
        columns = self._columns
        if columns is not None:
            _JOBS.__set__(self, columns.jobs())
            self._columns = None
        jobs: list[Job] = _JOBS.__get__(self, ColumnWorkload)
        return jobs

    @jobs.setter
    def jobs(self, value: list[Job]) -> None:
        self._columns = None
        _JOBS.__set__(self, value)

    def __len__(self) -> int:
        return len(self._columns) if self._columns is not None else len(self.jobs)

    def __eq__(self, other: object) -> bool:
        """Equal to a workload (of either kind) of the same fields."""
        if not isinstance(other, Workload):
            return NotImplemented
        return _fields(self) == _fields(other)

    __hash__ = None  # type: ignore[assignment]  # mutable, as Workload


def _fields(w: Workload) -> tuple[Any, ...]:
    return (w.jobs, w.cluster, w.name, w.warmup_end, w.horizon, w.skipped, w.workflows)


def compiled_core() -> ModuleType | None:
    """The compiled core ``hpcgym._core``, or None when it is not built."""
    return _core


def job_columns(workload: Workload) -> JobColumns:
    """The columns of ``workload``'s jobs (without building its Job objects if it has none)."""
    if isinstance(workload, ColumnWorkload) and workload._columns is not None:
        return workload._columns
    return JobColumns.of(workload.jobs)


def job_field(workload: Workload, name: str) -> Sequence[Any]:
    """One field of ``workload``'s jobs (``"submit"``), as :func:`job_columns` holds it."""
    if isinstance(workload, ColumnWorkload) and workload._columns is not None:
        column: Sequence[Any] = getattr(workload._columns, name)
        return column
    return list(map(attrgetter(name), workload.jobs))


def has_dependencies(workload: Workload) -> bool:
    """Whether a job of ``workload`` depends on another (columns hold no dependencies)."""
    if isinstance(workload, ColumnWorkload) and workload._columns is not None:
        return False
    return any(j.deps for j in workload.jobs)
