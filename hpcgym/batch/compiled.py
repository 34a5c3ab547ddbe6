"""The compiled batch engine (``hpcgym._core``, built from ``rust/``) behind the Python API.

The Python simulator (:mod:`hpcgym.batch.simulator`, :mod:`hpcgym.batch.policies`) is its
executable specification: for the configurations it covers the compiled engine gives the same
schedule job by job (tests/core/compiled). What it covers is :mod:`hpcgym.batch.registry`'s:
each queue order and backfill variant says whether and how the core runs it, and the workload
features that keep a run on the Python simulator are listed there too (the docs' coverage
table, ``docs/guides/simulator.md``, is generated from it). :func:`unsupported` says why a
configuration falls back; ``engine=`` of :func:`~hpcgym.batch.policies.simulate` chooses.
"""

from __future__ import annotations

import sys
import time
from array import array
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import numpy as np

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.columns import has_dependencies, job_columns, job_field
from hpcgym.batch.machine import Machine
from hpcgym.batch.registry import blocking
from hpcgym.batch.schedule import Schedule
from hpcgym.batch.workload import Workload
from hpcgym.errors import InputError, UnknownNameError

try:
    from hpcgym import _core
except ImportError:  # a source tree not built (pip install -e . builds it)
    _core = None  # type: ignore[assignment]

ENGINES = ("auto", "compiled", "python")


NOT_BUILT = (
    "the compiled core hpcgym._core is not built (the install found no Rust toolchain); "
    "install Rust's cargo (https://rustup.rs) and run pip install -e . again for it"
)
_noted = False


def available() -> bool:
    """Whether the compiled core is built and importable."""
    return _core is not None


def note_missing() -> None:
    """Say once, on stderr, that ``engine="auto"`` runs the Python engine for want of the
    compiled core, and how to get it (a simulation there is some 10-50x slower)."""
    global _noted
    if _core is None and not _noted:
        _noted = True
        print(f"hpcgym: running the Python engine: {NOT_BUILT}", file=sys.stderr)


def unsupported(config: Any, workload: Workload) -> str | None:
    """Why the compiled engine cannot run ``workload`` under native policy ``config`` (None
    when it can)."""
    if _core is None:
        return NOT_BUILT
    return blocking(config, workload)


def choose_for(
    engine: str, config: Any, workload: Workload, where: str, why_not: str | None
) -> bool:
    """:func:`choose` for a driver that has a reason of its own to run on Python
    (``why_not``, None for none): ``"compiled"`` then refuses, saying it."""
    if choose(engine, config, workload, where) and why_not is None:
        return True
    if engine == "compiled" and why_not is not None:
        raise InputError(f"{where}: the compiled engine cannot run this: {why_not}")
    return False


def choose(engine: str, config: Any, workload: Workload, where: str) -> bool:
    """Whether to run compiled: ``engine`` is ``"auto"`` (compiled when it covers the
    configuration), ``"compiled"`` (an error says why it cannot) or ``"python"``."""
    if engine not in ENGINES:
        raise UnknownNameError(f"{where}: unknown engine {engine!r}; known: {', '.join(ENGINES)}")
    if engine == "python":
        return False
    if engine == "auto":
        note_missing()
    reason = unsupported(config, workload)
    if reason is not None and engine == "compiled":
        raise InputError(
            f"{where}: the compiled engine cannot run policy {config.name!r}: {reason}"
        )
    return reason is None


def build_core(
    workload: Workload, config: Any, queue: Any, until: int | None = None
) -> _core.BatchCore:
    """A :class:`hpcgym._core.BatchCore` of ``workload`` under ``config``; ``queue`` is the
    Python priority :func:`~hpcgym.batch.policies.make_queue` built, whose keys it takes (one
    definition of every formula); events after ``until`` are left undone. A cluster that
    counts GPUs or memory beside its cores, or a machine of partitions, gives the core its
    resource vectors (:func:`core_pools`)."""
    columns = job_columns(workload)
    cluster = workload.cluster
    order, options = core_order(workload, config, queue)
    ranked = getattr(queue, "columns", None)
    return _core.BatchCore(
        ints(columns.submit),
        ints(ranked.cores if ranked is not None else columns.cores),
        ints(columns.walltime),
        ints(columns.runtime),
        unit_column(workload),
        cluster.total_units,
        order,
        config.variant.core,
        **options,
        depth=config.depth,
        bf_interval=config.bf_interval,
        grace=config.grace,
        rank_walltime=ranked.walltime if ranked is not None else None,
        deps=dependency_pairs(workload) if has_dependencies(workload) else None,
        until=until,
        **core_pools(workload),
    )


def core_pools(workload: Workload) -> dict[str, Any]:
    """The core's resource vectors beside the units (``pools``: each pool's capacity,
    ``pool_need``: each job's request of them, row by row, as int64 bytes; on a machine
    ``part``: each job's partition of ``partitions``), in the order of the cluster's
    :attr:`~hpcgym.batch.cluster.Cluster.capacity` (:meth:`Machine.request`'s layout: each
    partition's units, then its pools); none when it counts the units alone."""
    cl = workload.cluster
    if not cl.pools:
        return {}
    jobs = workload.jobs
    n = len(jobs)
    ask = {
        "gpus": np.fromiter((j.gpus for j in jobs), np.int64, n),
        "mem": np.fromiter((j.mem for j in jobs), np.int64, n),
    }
    out: dict[str, Any] = {"pools": list(cl.capacity[1:])}
    if not isinstance(cl, Machine):
        out["pool_need"] = np.column_stack([ask[p] for p in cl.pools]).tobytes()
        return out
    index = {p.name: k for k, p in enumerate(cl.partitions)}
    index[""] = 0
    part = np.fromiter((index[j.partition] for j in jobs), np.int64, n)
    units = np.asarray(core_units(workload), np.int64)
    need = np.zeros((n, len(cl.capacity) - 1), np.int64)
    col = 0
    for k, p in enumerate(cl.partitions):
        mine = part == k
        need[mine, col] = units[mine]
        for q in p.pools:
            col += 1
            need[mine, col] = ask[q][mine]
        col += 1
    out.update(pool_need=need.tobytes(), part=part.tolist(), partitions=len(cl.partitions))
    return out


def core_order(workload: Workload, config: Any, queue: Any) -> tuple[str, dict[str, Any]]:
    """The compiled queue order of ``config`` and its per-job inputs from the Python
    ``queue`` (``keys``, ``aux``, ``eligible``), as its registry entry gives them."""
    return config.order.compiled(workload, queue)


def ints(column: Sequence[int]) -> Sequence[int] | bytes:
    """A per-job column as the core reads it fastest: an int64 ``array`` (the SWF parser's)
    as its bytes, read by the core without a Python int per job; anything else as it is."""
    if isinstance(column, array) and column.typecode == "q":
        return column.tobytes()
    return column


def dependency_pairs(workload: Workload) -> tuple[list[int], list[int]]:
    """The ``afterok`` dependencies as two columns of indices into ``workload.jobs``: child
    and parent, in job order."""
    jobs = workload.jobs
    index = {j.id: k for k, j in enumerate(jobs)}
    child: list[int] = []
    parent: list[int] = []
    for k, j in enumerate(jobs):
        if j.deps:
            for p in j.deps:
                child.append(k)
                parent.append(index[p])
    return child, parent


def run(
    workload: Workload,
    config: Any,
    queue: Any,
    progress: Callable[[int], None] | None = None,
    until: int | None = None,
) -> Schedule:
    """Simulate ``workload`` to the end (or to time ``until``) on the compiled engine;
    ``progress(finished)`` every few thousand passes."""
    from hpcgym.batch.status import SchedulingError

    t0 = time.perf_counter()
    core = build_core(workload, config, queue, until)
    if progress is None:
        core.run()
    else:
        while not core.run(budget=2048):
            progress(core.finished)
        progress(core.finished)
    if until is None and (core.queue_len or core.held):
        raise SchedulingError(
            f"t={core.now}: the scheduler left {core.queue_len} jobs waiting with nothing running"
        )
    start, end, status = core.finish()
    del core
    return Schedule(
        workload,
        config.name,
        start,
        end,
        status,
        core_units(workload),
        time.perf_counter() - t0,
        engine="compiled",
    )


def unit_column(workload: Workload) -> Sequence[int] | bytes:
    """Allocation units per job as the core reads them: the cores column itself (no copy)
    when a unit is a core and cores are all a job asks for, else :func:`core_units`."""
    cl = workload.cluster
    if isinstance(cl, Machine) or cl.unit_cores != 1 or cl.gpus_per_node or cl.mem_per_node:
        return core_units(workload)
    return ints(job_columns(workload).cores)


def partition_of(machine: Machine) -> dict[str, Cluster]:
    """Partition name -> partition ("" the first), for per-job lookups without a search (the
    workload checked every job's partition)."""
    out = {p.name: p for p in machine.partitions}
    out[""] = machine.partitions[0]
    return out


def core_units(workload: Workload) -> list[int]:
    """Allocation units per job, as the simulator counts them (a GPU or memory request is a
    node count under whole-node allocation)."""
    cl = workload.cluster
    if isinstance(cl, Machine):
        part = partition_of(cl)
        return [part[j.partition].job_units(j.cores, j.gpus, j.mem) for j in workload.jobs]
    if cl.gpus_per_node or cl.mem_per_node:
        return [cl.job_units(j.cores, j.gpus, j.mem) for j in workload.jobs]
    uc = cl.unit_cores
    cores = job_field(workload, "cores")
    return list(cores) if uc == 1 else [-(-c // uc) for c in cores]


class CoreState(Protocol):
    """What :class:`CoreView` reads of a compiled core (a ``BatchCore`` or a
    ``DispatchCore``): getters and the per-job columns, none copying the core."""

    @property
    def now(self) -> int: ...
    @property
    def free(self) -> int: ...
    @property
    def finished(self) -> int: ...
    @property
    def backfill_due(self) -> bool: ...
    def schedule(self) -> tuple[list[int], list[int], list[int]]: ...
    def times(self, jobs: list[int]) -> tuple[list[int], list[int]]: ...


class CoreView:
    """A read-only :class:`~hpcgym.batch.simulator.Simulator`-like view of a compiled
    core's state (what tests and reports read of an env's ``sim``), read through the
    core's getters: ``source.core`` is the core (looked up at each read, so a deep copy
    of ``source`` that replaces its core is followed); each per-job column is a fresh list."""

    def __init__(self, workload: Workload, source: Any) -> None:
        self.workload = workload
        self._source = source

    def _state(self) -> CoreState:
        core: CoreState = self._source.core
        return core

    @property
    def jobs(self) -> list[Any]:
        return self.workload.jobs

    @property
    def n(self) -> int:
        return len(self.workload.jobs)

    @property
    def total_units(self) -> int:
        return self.workload.cluster.total_units

    @property
    def units(self) -> list[int]:
        return core_units(self.workload)

    @property
    def submit_t(self) -> list[int]:
        return [j.submit for j in self.workload.jobs]

    @property
    def walltime(self) -> list[int]:
        return [j.walltime for j in self.workload.jobs]

    @property
    def now(self) -> int:
        return self._state().now

    @property
    def free(self) -> int:
        return self._state().free

    @property
    def finished(self) -> int:
        return self._state().finished

    @property
    def backfill_due(self) -> bool:
        return self._state().backfill_due

    @property
    def start_t(self) -> list[int]:
        return self._state().schedule()[0]

    @property
    def end_t(self) -> list[int]:
        return self._state().schedule()[1]

    @property
    def status(self) -> list[int]:
        return self._state().schedule()[2]

    @property
    def queued_at(self) -> list[int]:
        return self._state().times(list(range(self.n)))[1]

    def schedule(self, name: str = "", wall_s: float = 0.0) -> Schedule:
        start, end, status = self._state().schedule()
        return Schedule(
            self.workload, name, start, end, status, self.units, wall_s, engine="compiled"
        )


# Former names, kept for code that imports them.
EngineState = CoreState
EngineView = CoreView
