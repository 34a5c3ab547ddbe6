"""Native scheduling policies: a priority order, a main pass and a backfill pass.

A policy is a :class:`SchedulerConfig`; :func:`make_scheduler` turns it into the function the
simulator calls at each pass. The named presets are the ones the CLI and the papers use:

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

from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, cast

from hpcgym.batch import compiled
from hpcgym.batch.backfill import Profile, shadow, starts_of, starts_on
from hpcgym.batch.columns import job_columns
from hpcgym.batch.job import Job
from hpcgym.batch.moab import UNTIL, JobClass, MoabPriority
from hpcgym.batch.node_backfill import NodeBackfill
from hpcgym.batch.priority import (
    FCFS,
    HEURISTICS,
    SIZE_FACTORS,
    Columns,
    Multifactor,
    Priority,
    StaticKey,
)
from hpcgym.batch.queues import QUEUES as EDISON_QUEUES
from hpcgym.batch.rlscheduler import NO_KILL_GRACE, RLSchedulerPass
from hpcgym.batch.rlscheduler import PRESETS as RLSCHEDULER_PRESETS
from hpcgym.batch.simulator import PENDING, WAITING, Schedule, Simulator
from hpcgym.batch.submission import priority_geometry
from hpcgym.batch.workload import Workload
from hpcgym.bounds import MAX_SECONDS, MAX_TIMESTAMP, check_span
from hpcgym.checks import instance, integer, number, optional_integer, shown
from hpcgym.errors import InputError, InputTypeError, UnknownNameError, WorkloadError
from hpcgym.units import MINUTE

PRIORITIES = ("fcfs", "sjf", "multifactor", "wfp3", "unicep", "f1", "moab")
BACKFILLS = ("none", "easy", "conservative", "rlscheduler")

# Execution-queue tables a Moab policy can read: name -> a function returning {queue: object
# with ``priority`` (P) and ``eligible`` (E)}.
QUEUE_TABLES: dict[str, Callable[[], dict]] = {"edison": lambda: EDISON_QUEUES}


@dataclass(slots=True, frozen=True)
class SchedulerConfig:
    """A native policy. ``depth`` bounds the jobs a backfill pass examines (head included);
    with ``filter_held`` (the default) held WoAS tasks are not counted in it, without it each
    held task ranked among the first ``depth`` entries takes a place (``+count-held``).

    Moab priority (``priority="moab"``) reads ``queues`` (a table of :data:`QUEUE_TABLES`:
    each execution queue's P and E), recalculates every ``bf_interval`` seconds, frees a
    place in a user's eligible limit when a job starts or ends (``eligible_until``) and adds
    ``age_rate`` to every queue's P as the priority gained per pass.

    ``nodes`` (``+nodes``) schedules on node identities as Slurm does with ``select/linear``
    (:mod:`hpcgym.batch.node_backfill`): its main pass, its backfill cycle and cadence
    (``bf_interval`` after the previous cycle, only if something changed), both clocks
    starting at ``controller_start``, a start counting as a change for ``launch_delay`` s;
    ``limit_check`` (``+limit-check``: 30 s) kills an
    overrunning job at Slurm's next periodic time-limit check instead of at its limit, the
    checks ``check_offset`` s after each multiple of the period from ``controller_start``.
    slurmctld's timing model (``benchmarks/slurm/predict.py`` fits it), in seconds that may
    be fractional, kept on a sub-second clock beside the simulator's: a submission reaches the
    scheduler ``submit_latency`` after its time, a job reports its end ``overhead`` after its
    run (launch and completion), the main pass reacts to an end ``settle`` later, and a
    killed job's nodes stay taken ``kill_hold`` whole seconds (signal, epilog).
    ``partitions`` (``+nodes``; ``"name:lo-hi,name:lo-hi"``, node indices from 0, the first the
    default) gives each partition its nodes; a job's ``queue`` names its partition.
    """

    name: str
    priority: str = "fcfs"
    backfill: str = "none"
    depth: int | None = None
    bf_interval: int = 0
    grace: int = 0
    filter_held: bool = True
    size_factor: str = "relative-to-time"
    queues: str = ""
    eligible_until: str = "start"
    age_rate: int = 0
    nodes: bool = False
    limit_check: int = 0
    controller_start: int = 0
    launch_delay: int = 0
    kill_hold: int = 0
    check_offset: int = 0
    submit_latency: float = 0.0
    overhead: float = 0.0
    settle: float = 0.0
    partitions: str = ""

    def __post_init__(self) -> None:
        where = f"policy {self.name!r}"
        for name in (
            "bf_interval",
            "grace",
            "age_rate",
            "limit_check",
            "controller_start",
            "launch_delay",
            "kill_hold",
            "check_offset",
        ):
            hi = MAX_TIMESTAMP if name == "grace" else MAX_SECONDS
            integer(getattr(self, name), name, hi=hi, where=where)
        for name in ("submit_latency", "overhead", "settle"):
            number(getattr(self, name), name, lo=0, hi=60, where=where)
        optional_integer(self.depth, "depth", where=where)
        if self.priority not in PRIORITIES:
            raise UnknownNameError(
                f"policy {self.name!r}: unknown priority {self.priority!r}; "
                f"known: {', '.join(PRIORITIES)}"
            )
        if self.size_factor not in SIZE_FACTORS:
            raise UnknownNameError(
                f"policy {self.name!r}: unknown size factor "
                f"{self.size_factor!r}; known: {', '.join(SIZE_FACTORS)}"
            )
        if self.backfill not in BACKFILLS:
            raise UnknownNameError(
                f"policy {self.name!r}: unknown backfill {self.backfill!r}; "
                f"known: {', '.join(BACKFILLS)}"
            )
        if self.depth is not None and self.depth < 1:
            raise InputError(f"policy {self.name!r}: backfill depth must be >= 1")
        if self.bf_interval < 0 or self.grace < 0 or self.limit_check < 0:
            raise InputError(
                f"policy {self.name!r}: bf_interval, grace and limit_check must be >= 0"
            )
        if (self.nodes or self.limit_check) and (
            self.priority == "moab" or self.backfill != "conservative" or self.bf_interval < 1
        ):
            raise InputError(
                f"policy {self.name!r}: +nodes and +limit-check are options of the slurm "
                "preset (conservative backfill on a bf_interval)"
            )
        if self.limit_check and not self.nodes:
            raise InputError(f"policy {self.name!r}: +limit-check needs +nodes")
        if min(self.launch_delay, self.kill_hold) < 0:
            raise InputError(f"policy {self.name!r}: launch_delay and kill_hold must be >= 0")
        timing = (
            self.kill_hold,
            self.check_offset,
            self.submit_latency,
            self.overhead,
            self.settle,
        )
        if any(timing) and not self.nodes:
            raise InputError(
                f"policy {self.name!r}: the timing model (kill_hold, check_offset, "
                "submit_latency, overhead, settle) needs +nodes"
            )
        if self.partitions:
            if not self.nodes:
                raise InputError(f"policy {self.name!r}: partitions need +nodes")
            partition_nodes(self.partitions, where)
        if self.limit_check and not 0 <= self.check_offset < self.limit_check:
            raise InputError(
                f"policy {self.name!r}: check_offset must be in [0, limit_check), "
                f"got {self.check_offset}"
            )
        if self.priority == "moab":
            if self.queues not in QUEUE_TABLES:
                raise UnknownNameError(
                    f"policy {self.name!r}: unknown queue table "
                    f"{self.queues!r}; known: {', '.join(QUEUE_TABLES)}"
                )
            if self.bf_interval < 1:
                raise InputError(
                    f"policy {self.name!r}: Moab needs a pass interval (bf_interval >= 1)"
                )
            if self.eligible_until not in UNTIL:
                raise InputError(
                    f"policy {self.name!r}: eligible_until must be one of {', '.join(UNTIL)}"
                )


POLICIES: dict[str, SchedulerConfig] = {
    p.name: p
    for p in (
        SchedulerConfig("fcfs"),
        SchedulerConfig("fcfs-easy", backfill="easy"),
        SchedulerConfig("fcfs-conservative", backfill="conservative"),
        SchedulerConfig("sjf-easy", priority="sjf", backfill="easy"),
        SchedulerConfig("wfp3-easy", priority="wfp3", backfill="easy"),
        SchedulerConfig("unicep-easy", priority="unicep", backfill="easy"),
        SchedulerConfig("f1-easy", priority="f1", backfill="easy"),
        SchedulerConfig(
            "slurm",
            priority="multifactor",
            backfill="conservative",
            depth=50,
            bf_interval=30,
            grace=MINUTE,
        ),
        # rodrigo2018 §3.1.3 and Table 2. Not in the paper, chosen openly: the 30-s pass (Moab's
        # default scheduling iteration), EASY over every eligible job (Moab's defaults
        # RESERVATIONDEPTH=1, no backfill depth limit), no over-time grace ("If a job runs
        # longer than the user estimated wall clock time, the job is terminated", §3.1.3).
        SchedulerConfig(
            "moab-edison",
            priority="moab",
            backfill="easy",
            bf_interval=30,
            queues="edison",
            eligible_until="end",
        ),
        # RLScheduler's own rules (SC'20; hpcgym.batch.rlscheduler): the head locked when it
        # first blocks, one shadow from requested ends, backfill in submit order of jobs
        # ending before it, its WFP3 / UNICEP, no kill at the limit.
        *(
            SchedulerConfig(name, priority=h, backfill="rlscheduler", grace=NO_KILL_GRACE)
            for name, h in RLSCHEDULER_PRESETS.items()
        ),
    )
}


# Options a policy name may carry after "+", e.g. "slurm+count-held+core-hours".
OPTIONS: dict[str, dict[str, Any]] = {
    # Held WoAS tasks out of the backfill depth: the default (Slurm's build_job_queue drops
    # jobs with unmet dependencies); the option names it explicitly.
    "filter": {"filter_held": True},
    # Held WoAS tasks take places in the backfill depth (the reading of rodrigo2017 §5.2.2 and §6;
    # CHANGELOG.md says when the default changed).
    "count-held": {"filter_held": False},
    "core-hours": {"size_factor": "core-hours"},
    "per-minute": {"size_factor": "per-minute"},
    # Moab: a user's place frees when a job starts (Moab's idle-job limit), instead of when it
    # ends as rodrigo2018 §3.1.3 words it ("only ... after the first five jobs have finished").
    "at-start": {"eligible_until": "start"},
    # Moab: every queue also ages, 4 a pass (= 1 - min P of Table 2, so low still gains 1):
    # the reading of "the job priority will grow faster" in which every queue grows.
    "aging": {"age_rate": 4},
    # Slurm on node identities with select/linear: its node choice, node-level backfill
    # reservations and backfill cadence (hpcgym.batch.node_backfill).
    "nodes": {"nodes": True},
    # With +nodes: overrunning jobs killed at Slurm's 30-s periodic time-limit check.
    "limit-check": {"limit_check": 30},
    # With +nodes: slurmctld's latencies in real seconds, as fitted on the recorded runs
    # (benchmarks/slurm/timing.json; tests/core/batch/test_slurm_recorded.py keeps them equal).
    "latency": {"submit_latency": 0.05, "overhead": 0.12, "settle": 0.02},
}


def partition_nodes(text: str, where: str = "") -> dict[str, frozenset[int]]:
    """``"name:lo-hi,name:lo-hi"`` as partition name -> node indices (``lo``..``hi``, from 0)."""
    out: dict[str, frozenset[int]] = {}
    for item in text.split(","):
        name, _, span = item.partition(":")
        lo, _, hi = span.partition("-")
        try:
            a, b = int(lo), int(hi or lo)
        except ValueError:
            raise InputError(
                f"{where}: partitions: {item!r} is not name:lo-hi (node indices)"
            ) from None
        if not name or a < 0 or b < a or name in out:
            raise InputError(f"{where}: partitions: bad or repeated entry {item!r}")
        out[name] = frozenset(range(a, b + 1))
    return out


def get_policy(policy: str | SchedulerConfig) -> SchedulerConfig:
    """A config by name, with ``+option`` suffixes from :data:`OPTIONS`."""
    if isinstance(policy, SchedulerConfig):
        return policy
    if not isinstance(policy, str):
        raise InputTypeError(
            f"policy must be a policy name ({', '.join(POLICIES)}) or a SchedulerConfig, "
            f"got {shown(policy)}"
        )
    base, *flags = policy.split("+")
    try:
        config = POLICIES[base]
    except KeyError:
        raise UnknownNameError(f"unknown policy {policy!r}; known: {', '.join(POLICIES)}") from None
    for flag in flags:
        if flag not in OPTIONS:
            raise UnknownNameError(
                f"unknown policy option {flag!r} in {policy!r}; known: {', '.join(OPTIONS)}"
            )
        config = replace(config, **OPTIONS[flag])
    return replace(config, name=policy) if flags else config


def make_queue(config: SchedulerConfig, workload: Workload) -> Priority:
    """The priority structure ``config`` names, with its per-job factors for ``workload``.

    Jobs are ranked by their priority-view geometry: a WoAS task as its workflow's job.
    """
    if config.priority == "fcfs" or config.backfill == "rlscheduler":
        # (the rlscheduler pass keeps RLScheduler's own order)
        return FCFS()
    if config.priority == "moab":
        return moab_queue(config, workload)
    cores, walltime, eligible = priority_geometry(workload.jobs, workload.workflows)
    cols = Columns([j.submit for j in workload.jobs], cores, walltime)
    if config.priority in HEURISTICS:
        return HEURISTICS[config.priority](cols)
    if config.priority == "sjf":
        return StaticKey(walltime.__getitem__, cols)
    cl = workload.cluster
    total, max_wall = cl.total_cores, cl.max_walltime
    factor = SIZE_FACTORS[config.size_factor]
    size = cols.derive(lambda i: factor(cores[i], walltime[i], total, max_wall))
    return Multifactor(size, eligible, cols)


def moab_queue(config: SchedulerConfig, workload: Workload) -> MoabPriority:
    """Moab priority over ``workload``: a job in a queue of ``config.queues`` gains that
    queue's P (+ ``age_rate``) per pass and counts against its user's E there; a job in
    another queue, or of no user (-1), gains ``age_rate`` and has no limit."""
    table = QUEUE_TABLES[config.queues]()
    age = config.age_rate

    def classify(job: Job) -> JobClass:
        q = table.get(job.queue)
        if q is None:
            return JobClass(age, None, None)
        group = (job.user, job.queue) if job.user >= 0 else None
        return JobClass(q.priority + age, group, q.eligible)

    cols = Columns(
        [j.submit for j in workload.jobs],
        [j.cores for j in workload.jobs],
        [j.walltime for j in workload.jobs],
    )
    return MoabPriority(
        workload.jobs, classify, config.bf_interval, config.eligible_until, age, cols
    )


def bind_queue(sim: Simulator) -> None:
    """Let the simulator's queue follow it if it needs to (Moab: jobs given while running,
    job ends); a no-op for the other priorities."""
    bind = getattr(sim.queue, "bind", None)
    if bind is not None:
        bind(sim)


def scheduler_view(
    sim: Simulator, depth: int | None = None, filter_held: bool = False
) -> list[int]:
    """The ready jobs a backfill pass examines, in priority order: the first ``depth`` of
    them with ``filter_held`` (held WoAS tasks are not in the queue), else the ready ones among
    the first ``depth`` entries of ready and held merged (a held task takes a place)."""
    now = sim.now
    q = sim.queue.order(now, depth)
    if depth is None:
        return q
    if filter_held or not sim.held:
        return q if len(q) <= depth else q[:depth]
    held = sim.held_queue.order(now, depth)
    key, hkey = sim.queue.sort_key, sim.held_queue.sort_key
    out: list[int] = []
    a = b = 0
    for _ in range(depth):
        if a < len(q) and (b >= len(held) or key(q[a], now) < hkey(held[b], now)):
            out.append(q[a])
            a += 1
        elif b < len(held):
            b += 1
        else:
            break
    return out


def priority_view(sim: Simulator) -> list[tuple[str, int]]:
    """The queue as the priority engine sees it (rodrigo2017 §3.2, ``woas_show_priority_view``).

    A WoAS workflow none of whose tasks has started folds back into one entry
    ``("workflow", k)`` (``k`` indexes ``workload.workflows``) at its tasks' place; every
    other entry, ready or held, is ``("job", i)``. Folding changes no order: the tasks carry
    the workflow job's priority factors (Algorithm 1), so they sit where the workflow job would.
    """
    now, status, woas_run = sim.now, sim.status, sim.woas_run
    keyed = [(q.sort_key(i, now), i) for q in (sim.queue, sim.held_queue) for i in q.order(now)]
    merged = [i for _, i in sorted(keyed)]
    out: list[tuple[str, int]] = []
    folded: set[int] = set()
    for i in merged:
        r = woas_run.get(i)
        if r is None:
            out.append(("job", i))
        elif r not in folded:
            if any(status[t] not in (PENDING, WAITING) for t in sim.woas_tasks[r]):
                out.append(("job", i))
            else:
                folded.add(r)
                out.append(("workflow", r))
    return out


def start_from_head(sim: Simulator) -> None:
    """Start jobs in priority order while the head fits (the FCFS main pass)."""
    if sim.book.open:
        return _start_from_head_reserved(sim)
    queue, units, now = sim.queue, sim.units, sim.now
    q = queue.order(now, 1)
    while q and units[q[0]] <= sim.free:
        sim.start(q[0])
        q = queue.order(now, 1)


def _start_from_head_reserved(sim: Simulator) -> None:
    """The main pass beside reservations: the head starts while it fits the profile."""
    queue, units, walltime, now = sim.queue, sim.units, sim.walltime, sim.now
    q = queue.order(now, 1)
    if not q or units[q[0]] > sim.free:
        return
    profile = sim.profile()
    while q and units[q[0]] <= sim.free and profile.fits(now, units[q[0]], walltime[q[0]]):
        i = q[0]
        sim.start(i)
        profile.reserve(now, walltime[i], units[i])
        q = queue.order(now, 1)


def easy_backfill(
    sim: Simulator, depth: int | None = None, filter_held: bool = False, head: int | None = None
) -> None:
    """EASY: reserve for ``head`` (by default the first ready job) at its shadow time, then
    scan the other examined jobs once in order, starting those that end by then or fit in
    the extra units."""
    free = sim.free
    if not free:
        return
    now = sim.now
    q = scheduler_view(sim, depth, filter_held)
    if head is None:
        if len(q) < 2:
            return
        head, q = q[0], q[1:]
    units, walltime = sim.units, sim.walltime
    if sim.book.open:
        return _easy_reserved(sim, head, q)
    shadow_t, extra = shadow(units[head], free, sim.run_ends, units, now)
    chosen = []
    for i in q:
        u = units[i]
        if i == head or u > free:
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


def _easy_reserved(sim: Simulator, head: int, q: list[int]) -> None:
    """EASY beside reservations: the head's reservation is its earliest slot in the profile
    and a job starts now if it fits the profile with that slot taken."""
    units, walltime, now = sim.units, sim.walltime, sim.now
    profile = sim.profile()
    uh, wh = units[head], walltime[head]
    profile.reserve(profile.earliest(uh, wh), wh, uh)
    times = profile.times
    floor = profile.floor()
    free = sim.free
    chosen = []
    for i in q:
        u = units[i]
        if i == head or u > free:
            continue
        w = walltime[i]
        if floor[bisect_left(times, now + w) - 1] < u:
            continue
        chosen.append(i)
        profile.reserve(now, w, u)
        floor = profile.floor()
        free -= u
        if not free:
            break
    for i in chosen:
        sim.start(i)


def conservative_backfill(
    sim: Simulator, depth: int | None = None, filter_held: bool = False, head: int | None = None
) -> None:
    """Reserve for every examined job in priority order (``head`` first, if given) and start
    those whose slot is now."""
    if not sim.free:
        return
    now = sim.now
    q = scheduler_view(sim, depth, filter_held)
    units, walltime = sim.units, sim.walltime
    if head is None and not sim.book.open:
        need, duration = [units[i] for i in q], [walltime[i] for i in q]
        for i in [q[k] for k in starts_of(now, sim.free, sim.run_ends, units, need, duration)]:
            sim.start(i)
        return
    profile = sim.profile() if sim.book.open else Profile(now, sim.free, sim.run_ends, units)
    if head is not None:
        profile.reserve(profile.earliest(units[head], walltime[head]), walltime[head], units[head])
    rest = [i for i in q if i != head]
    need, duration = [units[i] for i in rest], [walltime[i] for i in rest]
    for i in [rest[k] for k in starts_on(profile, now, sim.free, need, duration)]:
        sim.start(i)


def make_scheduler(config: SchedulerConfig) -> Callable[[Simulator], None]:
    """The pass the simulator calls: the main pass, then backfilling when it is due."""
    if config.backfill == "rlscheduler":
        return RLSchedulerPass(config.priority)
    if config.nodes:
        return NodeBackfill(
            config.depth,
            config.bf_interval,
            config.grace,
            config.limit_check,
            config.controller_start,
            config.launch_delay,
            config.kill_hold,
            config.check_offset,
            config.submit_latency,
            config.overhead,
            config.settle,
            partition_nodes(config.partitions, config.name) if config.partitions else None,
        )
    depth, filter_held = config.depth, config.filter_held
    backfill = {"none": None, "easy": easy_backfill, "conservative": conservative_backfill}[
        config.backfill
    ]
    if config.priority == "moab":

        def moab_scheduler(sim: Simulator) -> None:
            cast(MoabPriority, sim.queue).bind(sim)
            start_from_head(sim)
            if backfill is not None and sim.backfill_due:
                backfill(sim, depth, filter_held)

        return moab_scheduler
    if backfill is None and not config.bf_interval:
        return start_from_head

    def scheduler(sim: Simulator) -> None:
        free, running = sim.free, len(sim.run_ends)
        start_from_head(sim)
        if sim.backfill_due:
            if backfill is not None:
                backfill(sim, depth, filter_held)
            if sim.free == free and len(sim.run_ends) == running and sim.bf_interval:
                sim.quiet_ticks()  # nothing started: the ticks until a change start nothing

    return scheduler


def build_simulator(
    workload: Workload, policy: str | SchedulerConfig = "fcfs-easy", **engine: Any
) -> Simulator:
    """A simulator of ``workload`` set up for a native policy: its queue order (bound to the
    simulator where the order follows it, as Moab's does), over-time grace and backfill
    interval. ``engine`` passes the simulator's other settings (``tick``, ...)."""
    check_workload(workload, "build_simulator")
    config = get_policy(policy)
    sim = Simulator(
        workload,
        make_queue(config, workload),
        grace=config.grace,
        bf_interval=0 if config.nodes else config.bf_interval,
        **engine,
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
