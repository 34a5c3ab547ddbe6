"""Native scheduling policies: a priority order, a main pass and a backfill pass.

A policy is a :class:`SchedulerConfig`; :func:`make_scheduler` turns it into the function the
simulator calls at each pass. The named presets are the ones the CLI and the papers use:

- ``fcfs``: start jobs from the head of the FCFS queue while they fit; nothing else.
- ``fcfs-easy``: textbook EASY (Mu'alem & Feitelson 2001): head-first starts, then one
  reservation for the head at its shadow time and a single in-order scan that starts jobs that
  fit now and end by the shadow time or use only the ``extra`` units; no over-time grace.
- ``fcfs-conservative``: every examined job gets a reservation in priority order, re-planned
  at every pass; a job starts when its earliest slot is now.
- ``slurm``: the WoAS experiments' Slurm (000 §4.2, DESIGN.md): multifactor priority, main
  pass on every event stopping at the first job that does not fit, backfill every 30 s over at
  most 50 jobs (Slurm's backfill reserves for every job it examines, i.e. conservative to that
  depth), jobs killed 60 s past their limit (``OverTimeLimit=1``).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hpcgym.backfill import Profile, shadow
from hpcgym.priority import FCFS, Multifactor, Priority, StaticKey, slurm_size_factor
from hpcgym.simulator import Schedule, Simulator
from hpcgym.workload import Workload

PRIORITIES = ("fcfs", "sjf", "multifactor")
BACKFILLS = ("none", "easy", "conservative")


@dataclass(slots=True, frozen=True)
class SchedulerConfig:
    """A native policy. ``depth`` bounds the jobs a backfill pass examines (head included)."""

    name: str
    priority: str = "fcfs"
    backfill: str = "none"
    depth: int | None = None
    bf_interval: int = 0
    grace: int = 0

    def __post_init__(self) -> None:
        if self.priority not in PRIORITIES:
            raise ValueError(f"policy {self.name!r}: unknown priority {self.priority!r}; "
                             f"known: {', '.join(PRIORITIES)}")
        if self.backfill not in BACKFILLS:
            raise ValueError(f"policy {self.name!r}: unknown backfill {self.backfill!r}; "
                             f"known: {', '.join(BACKFILLS)}")
        if self.depth is not None and self.depth < 1:
            raise ValueError(f"policy {self.name!r}: backfill depth must be >= 1")
        if self.bf_interval < 0 or self.grace < 0:
            raise ValueError(f"policy {self.name!r}: bf_interval and grace must be >= 0")


POLICIES: dict[str, SchedulerConfig] = {
    p.name: p for p in (
        SchedulerConfig("fcfs"),
        SchedulerConfig("fcfs-easy", backfill="easy"),
        SchedulerConfig("fcfs-conservative", backfill="conservative"),
        SchedulerConfig("sjf-easy", priority="sjf", backfill="easy"),
        SchedulerConfig("slurm", priority="multifactor", backfill="conservative", depth=50,
                        bf_interval=30, grace=60),
    )
}


def get_policy(policy: str | SchedulerConfig) -> SchedulerConfig:
    if isinstance(policy, SchedulerConfig):
        return policy
    try:
        return POLICIES[policy]
    except KeyError:
        raise KeyError(f"unknown policy {policy!r}; known: {', '.join(POLICIES)}") from None


def make_queue(config: SchedulerConfig, workload: Workload) -> Priority:
    """The priority structure ``config`` names, with its per-job factors for ``workload``."""
    if config.priority == "fcfs":
        return FCFS()
    jobs = workload.jobs
    if config.priority == "sjf":
        walltime = [j.walltime for j in jobs]
        return StaticKey(walltime.__getitem__)
    cl = workload.cluster
    total, max_wall = cl.total_cores, cl.max_walltime
    return Multifactor([slurm_size_factor(j.cores, j.walltime, total, max_wall) for j in jobs])


def start_from_head(sim: Simulator) -> None:
    """Start jobs in priority order while the head fits (the FCFS main pass)."""
    queue, units, now = sim.queue, sim.units, sim.now
    q = queue.order(now, 1)
    while q and units[q[0]] <= sim.free:
        sim.start(q[0])
        q = queue.order(now, 1)


def easy_backfill(sim: Simulator, depth: int | None = None) -> None:
    """EASY: reserve for the head at its shadow time, scan the rest once in order."""
    free = sim.free
    if not free:
        return
    now = sim.now
    q = sim.queue.order(now, depth)
    if len(q) < 2:
        return
    units = sim.units
    shadow_t, extra = shadow(units[q[0]], free, sim.run_ends, units, now)
    walltime = sim.walltime
    limit = len(q) if depth is None else min(depth, len(q))
    chosen = []
    for k in range(1, limit):
        i = q[k]
        u = units[i]
        if u > free:
            continue
        if now + walltime[i] <= shadow_t:
            chosen.append(i)
            free -= u
        elif u <= extra:
            chosen.append(i)
            free -= u
            extra -= u
        else:
            continue
        if not free:
            break
    for i in chosen:
        sim.start(i)


def conservative_backfill(sim: Simulator, depth: int | None = None) -> None:
    """Reserve for every examined job in priority order; start those whose slot is now."""
    if not sim.free:
        return
    now = sim.now
    q = sim.queue.order(now, depth)
    limit = len(q) if depth is None else min(depth, len(q))
    units, walltime = sim.units, sim.walltime
    profile = Profile(now, sim.free, sim.run_ends, units)
    chosen = []
    free = sim.free
    for k in range(limit):
        i = q[k]
        u, w = units[i], walltime[i]
        t = profile.earliest(u, w)
        profile.reserve(t, w, u)
        if t == now:
            chosen.append(i)
            free -= u
            if not free:
                break
    for i in chosen:
        sim.start(i)


def make_scheduler(config: SchedulerConfig) -> Callable[[Simulator], None]:
    """The pass the simulator calls: the main pass, then backfilling when it is due."""
    depth = config.depth
    backfill = {"none": None, "easy": easy_backfill,
                "conservative": conservative_backfill}[config.backfill]
    if backfill is None:
        return start_from_head

    def scheduler(sim: Simulator) -> None:
        start_from_head(sim)
        if sim.backfill_due:
            backfill(sim, depth)

    return scheduler


def simulate(workload: Workload, policy: str | SchedulerConfig = "fcfs-easy",
             progress: Callable[[int], None] | None = None) -> Schedule:
    """Run ``workload`` to the end under a native policy and return the schedule."""
    config = get_policy(policy)
    sim = Simulator(workload, make_queue(config, workload), grace=config.grace,
                    bf_interval=config.bf_interval)
    return sim.run(make_scheduler(config), config.name, progress)
