"""Engines that stop for a submission choice when a workflow with submission variants arrives
(the ``choice`` mode of :func:`hpcgym.workloads.mixing.add_workflows`): one interface,
:class:`ChoiceEngine`, over the Python simulator (:class:`PythonChoices`, the executable
specification) and over the compiled core (:class:`CompiledChoices`), so the env that makes
the choices (``hpcgym/WorkflowSubmit-v0``) is written once; :func:`open_choices` chooses.

Between stops an engine runs its policy's native passes. The jobs started meanwhile are read
from a log (:meth:`ChoiceEngine.started`, their start times from the view's ``start_t``), not
from callbacks, so the compiled core calls no Python per event. The bookkeeping of the
variants is :class:`~hpcgym.batch.choices.SubmissionChoices` on both engines.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any, Protocol

import numpy as np

from hpcgym.batch import compiled
from hpcgym.batch.choices import SubmissionChoices
from hpcgym.batch.policies import build_simulator, make_queue, make_scheduler
from hpcgym.batch.schedule import Schedule
from hpcgym.batch.scheduler_config import SchedulerConfig
from hpcgym.batch.simulator import Simulator
from hpcgym.batch.status import PENDING, WITHDRAWN
from hpcgym.batch.workload import Workload


class ChoiceEngine(Protocol):
    """A batch engine that stops when a workflow awaits its submission mode."""

    @property
    def view(self) -> Any:
        """A read-only :class:`~hpcgym.batch.simulator.Simulator`-like view of the state now
        (``now``, ``free``, ``status``, ``start_t``, the static columns, ``schedule``...):
        what observers and costs read."""
        ...

    @property
    def awaiting(self) -> int | None:
        """The workflow whose arrival awaits its submission mode (None: none)."""
        ...

    def next_choice(self) -> bool:
        """Run native passes until a workflow awaits its mode (False) or every event up to
        the workload's horizon is done (True)."""
        ...

    def started(self) -> list[int]:
        """The jobs started since the last call, in start order."""
        ...

    def choose(self, workflow: int, mode: str) -> None:
        """Submit the awaited ``workflow`` as ``mode``; its other variants are withdrawn."""
        ...

    def decline(self, workflow: int) -> None:
        """Submit the awaited ``workflow`` in no mode: every variant is withdrawn."""
        ...

    def window(self, limit: int) -> list[int]:
        """The waiting jobs in priority order, at most ``limit`` (held tasks left out)."""
        ...


class PythonChoices:
    """:class:`ChoiceEngine` over the Python simulator under ``config``'s native passes."""

    def __init__(self, workload: Workload, config: SchedulerConfig) -> None:
        self.sim = build_simulator(workload, config)
        self.scheduler: Callable[[Simulator], Any] = make_scheduler(config)
        self.until = workload.horizon
        self._started: list[int] = []
        self.sim.subscribe("start", self._began)

    def _began(self, i: int) -> None:
        # a method of this engine, not the list's append: a deep copy follows its twin
        self._started.append(i)

    @property
    def view(self) -> Simulator:
        return self.sim

    @property
    def awaiting(self) -> int | None:
        return self.sim.awaiting

    def next_choice(self) -> bool:
        sim = self.sim
        while sim.advance(self.until):
            if sim.awaiting is not None:
                return False
            self.scheduler(sim)
        return True

    def started(self) -> list[int]:
        out = self._started[:]
        self._started.clear()
        return out

    def choose(self, workflow: int, mode: str) -> None:
        self.sim.choose(workflow, mode)

    def decline(self, workflow: int) -> None:
        self.sim.decline(workflow)

    def window(self, limit: int) -> list[int]:
        return self.sim.waiting(limit)


class _CoreQueue:
    """The queue as :class:`~hpcgym.envs.batch_window.observation.Observer` reads it: its
    length and when each waiting job ages from (``eligible``)."""

    __slots__ = ("_engine", "eligible")

    def __init__(self, engine: CompiledChoices) -> None:
        self._engine = engine
        self.eligible = _Since(engine)

    def __len__(self) -> int:
        return int(self._engine.core.queue_len)


class _Since:
    """``eligible[i]``: when waiting job ``i`` ages from, read from the core."""

    __slots__ = ("_engine",)

    def __init__(self, engine: CompiledChoices) -> None:
        self._engine = engine

    def __getitem__(self, i: int) -> int:
        return int(self._engine.core.since([i])[0])


class CompiledChoices:
    """:class:`ChoiceEngine` over the compiled core (``hpcgym._core.BatchCore`` with
    submission choices) under native policy ``config``; it is its own view, reading the
    core's getters and, once per stop, its start, end and status columns."""

    def __init__(self, workload: Workload, config: SchedulerConfig) -> None:
        self.workload = workload
        self.config = config
        self.core = compiled.build_core(
            workload, config, make_queue(config, workload), until=workload.horizon
        )
        jobs = self.jobs = workload.jobs
        self.n = len(jobs)
        self.index = {j.id: k for k, j in enumerate(jobs)}
        self.choices = SubmissionChoices(workload.workflows, self.index)
        self.core.set_undecided(sorted(self.choices.undecided))
        self.grace = config.grace
        self.total_units = workload.cluster.total_units
        self.submit_t = [j.submit for j in jobs]
        self.cores = [j.cores for j in jobs]
        self.walltime = [j.walltime for j in jobs]
        self.units = compiled.core_units(workload)
        limit = [w + config.grace for w in self.walltime]
        self.duration = [min(j.runtime, lim) for j, lim in zip(jobs, limit)]
        self.will_kill = [j.runtime > lim for j, lim in zip(jobs, limit)]
        self.queue = _CoreQueue(self)
        self._rows: np.ndarray | None = None
        index = self.index
        woas = [index[j] for r in workload.workflows if r.woas for j in r.jobs]
        self._woas = np.array(sorted(woas), np.int64)

    def __deepcopy__(self, memo: dict[int, Any]) -> CompiledChoices:
        """A twin over a copy of the core (the workload and static columns shared)."""
        twin = copy.copy(self)
        memo[id(self)] = twin
        twin.core = self.core.copy()
        twin.choices = copy.deepcopy(self.choices, memo)
        twin.queue = _CoreQueue(twin)
        return twin

    # --- the engine ---------------------------------------------------------------------

    @property
    def view(self) -> CompiledChoices:
        return self

    @property
    def awaiting(self) -> int | None:
        return self.choices.awaiting

    def next_choice(self) -> bool:
        self._rows = None
        job = self.core.run_to_choice()
        if job is None:
            return True
        self.choices.stop(job)
        return False

    def started(self) -> list[int]:
        return self.core.started()

    def choose(self, workflow: int, mode: str) -> None:
        kept, withdrawn = self.choices.choose(workflow, mode, self.now)
        self._decide(kept, withdrawn)

    def decline(self, workflow: int) -> None:
        self._decide([], self.choices.decline(workflow, self.now))

    def _decide(self, kept: list[int], withdrawn: list[int]) -> None:
        self._rows = None
        self.core.decide(kept, withdrawn)

    def window(self, limit: int) -> list[int]:
        return self.core.order(limit)

    # --- the view -----------------------------------------------------------------------

    @property
    def now(self) -> int:
        return int(self.core.now)

    @property
    def free(self) -> int:
        return int(self.core.free)

    @property
    def finished(self) -> int:
        return int(self.core.finished)

    @property
    def backfill_due(self) -> bool:
        return bool(self.core.backfill_due)

    @property
    def held(self) -> int:
        """WoAS tasks waiting in the queue for their parents (the Python simulator's
        ``held``; chained tasks held by ``afterok`` are not counted)."""
        w = self._woas
        arrived = w[: np.searchsorted(w, self.core.arrived)]
        return int(np.count_nonzero(self.status[arrived] == PENDING))

    def _outcome(self) -> np.ndarray:
        if self._rows is None:
            self._rows = np.frombuffer(self.core.outcome(), np.int64).reshape(3, -1)
        return self._rows

    @property
    def start_t(self) -> np.ndarray:
        return self._outcome()[0]

    @property
    def end_t(self) -> np.ndarray:
        return self._outcome()[1]

    @property
    def status(self) -> np.ndarray:
        return self._outcome()[2]

    def schedule(self, name: str = "", wall_s: float = 0.0) -> Schedule:
        """The schedule so far, of the chosen variants only (:meth:`Simulator.schedule`)."""
        start, end, status = (r.tolist() for r in self._outcome())
        undecided = self.choices.undecided
        keep = [i for i in range(self.n) if status[i] != WITHDRAWN and i not in undecided]
        return Schedule(
            self.choices.workload(self.workload, self.jobs, keep),
            name,
            [start[i] for i in keep],
            [end[i] for i in keep],
            [status[i] for i in keep],
            [self.units[i] for i in keep],
            wall_s,
            engine="compiled",
        )


def open_choices(
    engine: str, config: SchedulerConfig, workload: Workload, where: str, why_not: str | None = None
) -> ChoiceEngine:
    """The choice engine of ``workload`` under ``config``: compiled where the core runs it and
    ``engine`` (``"auto"``, ``"compiled"``, ``"python"``) allows, else the Python simulator;
    ``why_not``: a reason of the caller's to run on Python (``"compiled"`` then refuses,
    saying it)."""
    if compiled.choose_for(engine, config, workload, where, why_not):
        return CompiledChoices(workload, config)
    return PythonChoices(workload, config)
