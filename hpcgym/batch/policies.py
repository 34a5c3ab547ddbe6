"""Native scheduling policies: a priority order, a main pass and a backfill pass.

A policy is a :class:`SchedulerConfig` (:mod:`hpcgym.batch.scheduler_config`) whose order and
backfill are entries of :mod:`hpcgym.batch.registry`; :func:`make_scheduler` turns it into the
function the simulator calls at each pass. This module is the front door: it builds queues,
schedulers and simulators and runs :func:`simulate`, and re-exports the presets
(:mod:`hpcgym.batch.presets`) and the passes (:mod:`hpcgym.batch.passes`). The named presets
are the ones the CLI and the papers use:

- ``fcfs``: start jobs from the head of the FCFS queue while they fit; nothing else.
- ``fcfs-easy``: textbook EASY (Mu'alem & Feitelson 2001): head-first starts, then one
  reservation for the head at its shadow time and a single in-order scan that starts jobs that
  fit now and end by the shadow time or use only the ``extra`` units; no over-time grace.
- ``fcfs-conservative``: every examined job gets a reservation in priority order, re-planned
  at every pass; a job starts when its earliest slot is now.
- ``slurm``: the WoAS experiments' Slurm (rodrigo2017 §4.2): multifactor priority, main
  pass on every event stopping at the first job that does not fit, backfill every 30 s over at
  most 50 jobs (Slurm's backfill reserves for every job it examines, i.e. conservative to that
  depth), jobs killed 60 s past their limit (``OverTimeLimit=1``). ``+nodes`` schedules on
  node identities as Slurm 22.05 with ``select/linear`` does (:mod:`hpcgym.batch.node_backfill`,
  checked against a real Slurm in ``docs/guides/slurm.md``).
- ``slurm-tres``: ``slurm`` with TRES-weighted multifactor priority (slurm2024multifactor;
  :func:`hpcgym.batch.orders.tres_queue`): age, a job-size factor over the billed TRES
  (node-hours, as NERSC charges) and a factor for the GPUs a job holds in its partition.
- ``rlscheduler``, ``rlscheduler-wfp3|unicep|sjf|f1``: RLScheduler's own rules (SC'20, see
  :mod:`hpcgym.batch.rlscheduler`), to compare with its published tables on its terms.
- ``moab-edison``: Moab/Torque as on Edison in 2014 (rodrigo2018 §3.1.3, Table 2; see
  :mod:`hpcgym.batch.moab`): every job's priority grows each 30-s pass by its execution
  queue's P, only the first E jobs of a user in a queue are seen by any pass (the next once
  one of them has ended, as §3.1.3 words it; ``+at-start``: once one starts), main pass on
  every event, EASY backfill (Moab's default: one reservation, for the top job) over every
  eligible job each pass, jobs killed at their limit.

Every pass acts on the scheduler view (rodrigo2017 §3.2): the queue in priority order, where tasks of
WoAS workflows that are not ready yet are held. A held task is not in the queue either pass
iterates, as in the Slurm the paper extends (14.x): WoAS installs its view right after the
scheduling code takes the queue lock (§3.4), and both ``schedule()`` and the backfill's
``_attempt_backfill()`` then build their queue with ``build_job_queue()``, which drops a job
whose dependencies are unmet (``_job_runnable_test1`` -> ``job_independent``). So a held task
neither stops the main pass nor takes a place in the backfill depth (``filter_held``, the
default). The option ``+count-held`` (``filter_held=False``) keeps the other reading, of the
paper's §5.2.2 and §6 ("filtering not ready jobs ... is future work"): held tasks take
places in the depth in priority order, merged with the ready jobs; the main pass still skips
them.

With advance reservations open (lubrano2024 §4.2, :meth:`Simulator.reserve`), every pass plans on
:meth:`Simulator.profile`: a job starts now only if it fits there for its whole requested
walltime, i.e. it may use reserved units only if it ends by its request before they are
taken. Without reservations the passes run exactly as before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from hpcgym.batch import compiled
from hpcgym.batch.choices import has_choices
from hpcgym.batch.columns import job_columns
from hpcgym.batch.job import Job
from hpcgym.batch.machine import Machine
from hpcgym.batch.moab import QUEUE_TABLES, MoabPriority
from hpcgym.batch.orders import moab_queue
from hpcgym.batch.passes import (
    conservative_backfill,
    easy_backfill,
    no_backfill,
    priority_view,
    scheduler_view,
    start_from_head,
)
from hpcgym.batch.presets import OPTIONS, POLICIES, get_policy
from hpcgym.batch.priority import FCFS, Priority
from hpcgym.batch.registry import ORDERS, VARIANTS
from hpcgym.batch.scheduler_config import (
    MoabSettings,
    NodeSettings,
    SchedulerConfig,
    partition_nodes,
)
from hpcgym.batch.simulator import Schedule, SchedulingError, Simulator
from hpcgym.batch.workload import Workload
from hpcgym.bounds import MAX_TIMESTAMP, check_span
from hpcgym.checks import instance, optional_integer, shown
from hpcgym.errors import InputError, InputTypeError, WorkloadError

__all__ = [
    "BACKFILLS",
    "OPTIONS",
    "POLICIES",
    "PRIORITIES",
    "QUEUE_TABLES",
    "MoabSettings",
    "NodeSettings",
    "SchedulerConfig",
    "bind_queue",
    "build_simulator",
    "check_workload",
    "conservative_backfill",
    "easy_backfill",
    "get_policy",
    "make_queue",
    "make_scheduler",
    "moab_queue",
    "no_backfill",
    "partition_nodes",
    "priority_view",
    "scheduler_view",
    "simulate",
    "start_from_head",
]

# The names ``priority=`` and ``backfill=`` take (the registry's).
PRIORITIES = tuple(ORDERS)
BACKFILLS = tuple(n for n, v in VARIANTS.items() if not v.option)


def make_queue(config: SchedulerConfig, workload: Workload) -> Priority:
    """The priority structure ``config`` names, with its per-job factors for ``workload``
    (a variant that picks from a queue of its own, RLScheduler's, gets FCFS).

    Jobs are ranked by their priority-view geometry: a WoAS task as its workflow's job.
    """
    if config.variant.picks:
        return FCFS()
    return config.order.build(config, workload)


def bind_queue(sim: Simulator) -> None:
    """Let the simulator's queue follow it if it needs to (Moab: jobs given while running,
    job ends); a no-op for the other priorities."""
    bind = getattr(sim.queue, "bind", None)
    if bind is not None:
        bind(sim)


def make_scheduler(config: SchedulerConfig) -> Callable[[Simulator], None]:
    """The pass the simulator calls: the main pass, then backfilling when it is due (or the
    variant's own scheduler: RLScheduler's rules, Slurm on node identities)."""
    variant = config.variant
    if variant.scheduler is not None:
        return variant.scheduler(config)
    depth, filter_held = config.depth, config.filter_held
    backfill = variant.backfill
    if config.order.moab:

        def moab_scheduler(sim: Simulator) -> None:
            cast(MoabPriority, sim.queue).bind(sim)
            start_from_head(sim)
            if backfill is not None and sim.backfill_due:
                backfill(sim, depth, filter_held, None)

        return moab_scheduler
    if backfill is None and not config.bf_interval:
        return start_from_head

    def scheduler(sim: Simulator) -> None:
        free, running = sim.free, len(sim.run_ends)
        start_from_head(sim)
        if sim.backfill_due:
            if backfill is not None:
                backfill(sim, depth, filter_held, None)
            if sim.free == free and len(sim.run_ends) == running and sim.bf_interval:
                sim.quiet_ticks()  # nothing started: the ticks until a change start nothing

    return scheduler


def build_simulator(
    workload: Workload, policy: str | SchedulerConfig = "fcfs-easy", **settings: Any
) -> Simulator:
    """A simulator of ``workload`` set up for a native policy: its queue order (bound to the
    simulator where the order follows it, as Moab's does), over-time grace and backfill
    interval. ``settings`` are the simulator's others (``tick``, ...)."""
    check_workload(workload, "build_simulator")
    config = get_policy(policy)
    pools = workload.cluster.pools
    if isinstance(workload.cluster, Machine) and config.order.moab:
        raise InputError(
            f"policy {config.name!r}: Moab's eligibility limits run on one node type, and "
            f"machine {workload.cluster.name!r} has partitions"
        )
    if pools and config.variant.scheduler is not None:
        raise InputError(
            f"policy {config.name!r}: its {config.variant.name} backfill counts units only, "
            f"and cluster {workload.cluster.name!r} also counts {', '.join(pools)} (GPU and "
            "memory pools run under the none, easy and conservative backfills)"
        )
    sim = Simulator(
        workload,
        make_queue(config, workload),
        grace=config.grace,
        bf_interval=0 if config.node is not None else config.bf_interval,
        **settings,
    )
    bind_queue(sim)
    return sim


def simulate(
    workload: Workload,
    policy: str | SchedulerConfig = "fcfs-easy",
    progress: Callable[[int], None] | None = None,
    until: int | None = None,
    engine: str = "auto",
) -> Schedule:
    """Run ``workload`` under a native policy to the end (or to time ``until``, integer
    seconds) and return the schedule; ``progress(finished)`` is called now and then.

    ``engine``: ``"auto"`` runs the compiled core where it covers the configuration
    (:mod:`hpcgym.batch.compiled`), ``"compiled"`` insists on it, ``"python"`` runs the
    reference simulator; ``Schedule.engine`` says which ran."""
    check_workload(workload, "simulate")
    config = get_policy(policy)
    if progress is not None and not callable(progress):
        raise InputTypeError(f"simulate: progress must be callable or None, got {shown(progress)}")
    until = optional_integer(until, "until", lo=0, hi=MAX_TIMESTAMP, where="simulate")
    if not len(workload):
        raise WorkloadError(f"simulate: workload {workload.name!r} has no jobs")
    columns = job_columns(workload)
    check_span(
        f"simulate: workload {workload.name!r}",
        columns.submit,
        columns.walltime,
        columns.runtime,
        workload.cluster.total_cores,
        config.grace,
    )
    if has_choices(workload):
        raise SchedulingError(
            f"simulate: workload {workload.name!r} holds workflows whose submission mode is "
            "chosen at arrival and no chooser was given (Simulator.run(..., chooser=...) or "
            "hpcgym/WorkflowSubmit-v0 makes the choices)"
        )
    if compiled.choose(engine, config, workload, "simulate"):
        return compiled.run(workload, config, make_queue(config, workload), progress, until)
    sim = build_simulator(workload, config)
    return sim.run(make_scheduler(config), config.name, progress, until)


def check_workload(workload: Any, where: str) -> Workload:
    """``workload`` if it is a :class:`Workload` (a list of jobs is named as such: it needs
    its cluster)."""
    if isinstance(workload, (list, tuple)) and workload and isinstance(workload[0], Job):
        raise InputTypeError(
            f"{where}: workload must be a Workload, got a {type(workload).__name__} of jobs "
            "(wrap them: Workload(jobs, cluster))"
        )
    return cast(Workload, instance(workload, "workload", Workload, "a Workload", where=where))
