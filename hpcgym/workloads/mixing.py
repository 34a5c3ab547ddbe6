"""Edison-like workloads with workflows mixed in, by the two patterns of rodrigo2017 §4.2.1.

- *periodic*: one workflow every ``period`` seconds;
- *share*: workflows at a uniform pace so they take ``share`` of the submitted core-hours.

Either way the job-pressure control counts the workflows' work (their tasks' allocated
core-hours), and the regular jobs fill the rest of the budget. The regular jobs come from
``EdisonConfig.seed`` and the workflows' phase from a separate stream of the same seed, and
neither depends on the submission mode, so chained, pilot and WoAS runs of one seed see the
same regular jobs and the same workflow submit times (§4.2.1, last paragraph).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from operator import attrgetter

import numpy as np

from hpcgym.batch.cluster import EDISON
from hpcgym.batch.job import Job
from hpcgym.batch.machine import one_node_type
from hpcgym.batch.submission import (
    CHOICE,
    MODES,
    WorkflowRun,
    allocated_core_seconds,
    check_mode,
    expand,
)
from hpcgym.batch.workload import Workload
from hpcgym.checks import optional_integer, optional_number
from hpcgym.errors import WorkloadError
from hpcgym.sizes import check_jobs
from hpcgym.workflow import Workflow
from hpcgym.workloads.edison import EdisonConfig, expected_jobs, generate

_PHASE_STREAM = 4242  # second key of the workflows' RNG: numpy.random.default_rng([seed, this])


@dataclass(slots=True, frozen=True)
class Pattern:
    """How workflows are submitted: one every ``period`` s, or a ``share`` of core-hours."""

    period: int | None = None
    share: float | None = None

    def __post_init__(self) -> None:
        if (self.period is None) == (self.share is None):
            raise WorkloadError("a workflow pattern needs exactly one of period and share")
        where, err = "workflow pattern", WorkloadError
        period = optional_integer(self.period, "period", lo=1, where=where, error=err)
        share = optional_number(
            self.share, "share", lo=0, hi=1, lo_open=True, where=where, error=err
        )
        object.__setattr__(self, "period", period)
        object.__setattr__(self, "share", share)

    def count(self, work: float, budget: float, horizon: int) -> int:
        """How many workflows of ``work`` core-seconds it submits over ``[0, horizon)`` in a
        workload of ``budget`` core-seconds (at most; :func:`submit_times` gives them)."""
        if self.share is not None:
            return max(1, round(self.share * budget / work))
        assert self.period is not None  # a pattern holds exactly one of period and share
        return math.ceil(horizon / self.period)

    def label(self) -> str:
        if self.share is not None:
            return f"share{self.share:g}"
        return f"period{self.period}s"


def submit_times(
    pattern: Pattern, work: float, budget: float, horizon: int, seed: int
) -> list[int]:
    """Workflow submit times in [0, horizon), evenly spaced from a seeded random phase.

    ``work`` is one workflow's core-seconds and ``budget`` the pressure budget of the
    whole workload, which sizes the share pattern.
    """
    rng = np.random.default_rng([seed, _PHASE_STREAM])
    phase = float(rng.random())
    if pattern.share is not None:
        n = pattern.count(work, budget, horizon)
        spacing = horizon / n
    else:
        assert pattern.period is not None  # a pattern holds exactly one of period and share
        spacing = float(pattern.period)
        n = math.ceil((horizon - phase * spacing) / spacing)
    return [int(phase * spacing + k * spacing) for k in range(n)]


def expected_mixed_jobs(
    config: EdisonConfig, workflow: Workflow, pattern: Pattern, mode: str
) -> float:
    """About how many jobs :func:`edison_with_workflows` makes: the regular jobs
    (:func:`~hpcgym.workloads.edison.expected_jobs`) and every task of every workflow (in
    each mode with ``"choice"``)."""
    horizon = config.horizon
    budget = config.pressure * EDISON.total_cores * horizon
    work = allocated_core_seconds(workflow, EDISON)
    tasks = len(workflow.tasks) * (len(MODES) if mode == CHOICE else 1)
    regular = expected_jobs(config.days, config.warmup, config.prefill_wait, config.pressure)
    return regular + pattern.count(work, budget, horizon) * tasks


def edison_with_workflows(
    config: EdisonConfig, workflow: Workflow, pattern: Pattern, mode: str
) -> Workload:
    """Regular Edison-like jobs plus ``workflow`` submitted by ``pattern`` under ``mode``
    (or ``"choice"``: every mode, chosen when each workflow arrives). More than
    :data:`hpcgym.sizes.MAX_JOBS` jobs in all is refused unless ``config.allow_large``."""
    if mode != CHOICE:
        check_mode(mode)
    workflow.check_fits(EDISON, pilot=mode == "pilot")
    horizon = config.horizon
    budget = config.pressure * EDISON.total_cores * horizon
    work = allocated_core_seconds(workflow, EDISON)
    check_jobs(
        f"workflow pattern: {'share' if pattern.share is not None else 'period'}",
        pattern.share if pattern.share is not None else pattern.period,
        expected_mixed_jobs(config, workflow, pattern, mode),
        allow_large=config.allow_large,
        error=WorkloadError,
    )
    times = submit_times(pattern, work, budget, horizon, config.seed)
    regular = generate(config, reserved=min(work * len(times), budget))
    return add_workflows(
        regular,
        workflow,
        times,
        mode,
        name=f"{regular.name}-{workflow.name}-{pattern.label()}-{mode}",
    )


def add_workflows(
    regular: Workload, workflow: Workflow, times: list[int], mode: str, name: str | None = None
) -> Workload:
    """``regular`` with one copy of ``workflow`` submitted at each of ``times`` under ``mode``.

    With ``mode="choice"`` each copy comes in every mode that fits the cluster (no pilot
    when the peak width is wider than it; runs sharing its id) and the simulator asks which
    one when it arrives (:meth:`hpcgym.batch.simulator.Simulator.choose`).
    Workflow jobs take ids after the largest regular id, in submit order, so regular ids do
    not depend on the mode.
    """
    if mode == CHOICE:
        pilot_fits = workflow.peak_width() <= regular.cluster.total_cores
        modes = tuple(m for m in MODES if m != "pilot" or pilot_fits)
    else:
        modes = (check_mode(mode),)
    jobs: list[Job] = []
    runs: list[WorkflowRun] = []
    next_id = max(map(attrgetter("id"), regular.jobs), default=0) + 1
    first_wf = max((r.id for r in regular.workflows), default=-1) + 1
    cluster = one_node_type(regular.cluster, "workflows mixed into a workload")
    for k, t in enumerate(sorted(times)):
        for m in modes:
            new, run = expand(workflow, first_wf + k, t, m, next_id, cluster)
            jobs += new
            runs.append(run)
            next_id += len(new)
    return regular.with_jobs(jobs, runs, name=name or f"{regular.name}+{workflow.name}")
