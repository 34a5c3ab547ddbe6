"""Slurm's scheduling on node identities (``slurm+nodes``): the main pass and the backfill
cycle of Slurm 22.05 with ``select/linear``, its backfill cadence and, as an option, its
periodic time-limit check.

The count-based passes of :mod:`hpcgym.batch.policies` let a job start whenever enough
units are free for its whole walltime beside the planned jobs. Slurm's backfill plans
*specific nodes* (``backfill.c``, ``_attempt_backfill``): for each examined job in priority
order it intersects the nodes free of earlier plans over the job's window (closed at its
end), asks ``select/linear`` when and where the job could run (``_will_run_test``: running
jobs removed in order of expected end until :func:`~hpcgym.batch.nodes.linear_pick` finds a
node set, which often includes nodes idle now), retries from the next time more nodes come
free of plans (``later_start``) and sets the chosen nodes aside. A job that fits in the free
count can so be blocked by a plan on the very nodes that are free.

Cadence (``backfill_agent``): a cycle runs ``bf_interval`` seconds after the previous one
ended and only if something changed since (a job submitted, started or ended, or jobs still
pending after the last cycle), else at the first change after that. The main pass
(``schedule()``) runs at every event, in priority order, and stops at the first job whose
nodes are not free. Both clocks start at ``controller_start``, the time slurmctld started
relative to the workload (0 by default). A start keeps counting as a change for
``launch_delay`` seconds (0 by default): Slurm updates a job again when its launch completes,
a fraction of a second later, which can make one more cycle run. The limit check (``limit_check`` seconds apart, 30 in
Slurm, ``check_offset`` s after each multiple of the period from ``controller_start``) kills a
job at the first check at least ``walltime + grace`` after its start.

slurmctld's latencies, which a sped-up clock multiplies (0 by default), kept on a sub-second
clock beside the simulator's whole seconds so that they add up along a chain of jobs as they
do in Slurm instead of being rounded at every link: a submission reaches the scheduler
``submit_latency`` s after its time; a job reports its end ``overhead`` s after its run (its
launch and its completion message); the main pass reacts to an end ``settle`` s later; a
killed job's nodes stay taken ``kill_hold`` whole seconds (the signal, ``KillWait``, the
epilog). A start takes the sub-second time of the latest event of its second
(``true_start``); a job's end event falls on the second in which the main pass reacts to it.

Partitions (``partitions``: name -> node indices, the first the default): a job runs on its
partition's nodes (``Job.queue`` names it). The main pass skips the jobs of a partition once
one of its jobs could not start (``failed_parts`` in ``schedule()``), and its nodes, which
``schedule()`` takes out of the available ones for the rest of the pass, and goes on with the
others; the backfill plans each job on its partition's nodes in one shared node space.

GPUs as Slurm's generic resources (``gres``: node index -> GPUs, ``Gres=gpu:g`` in
slurm.conf; without it every node holds the cluster's ``gpus_per_node``): a job asking ``G``
GPUs on ``k`` nodes needs ``ceil(G / k)`` on each (``--gres=gpu:g`` per node), so it runs
only on nodes holding that many, which ``select/linear`` checks before it picks (a node is
allocated whole, so its GPUs are never shared).

A QOS limit (``max_jobs``, Slurm's ``MaxJobsPerAccount``): a job whose user (``Job.user``, an
account) already runs ``max_jobs`` jobs is passed over by the main pass, without stopping it
or its partition, and by the backfill, which plans nothing for it (``acct_policy``).
"""

from __future__ import annotations

import math
from bisect import insort
from typing import TYPE_CHECKING, ClassVar

from hpcgym.batch.nodes import NodeMap, NodeSpace, linear_pick
from hpcgym.batch.status import SchedulingError

if TYPE_CHECKING:
    from hpcgym.batch.job import Job
    from hpcgym.batch.simulator import Simulator

WAKE_PHASE = 4  # after the agenda's own kinds (hpcgym.batch.agenda)


class _Wake:
    """An agenda entry that makes the simulator stop when a backfill cycle is due."""

    phase: ClassVar[int] = WAKE_PHASE
    __slots__ = ("owner",)

    def __init__(self, owner: NodeBackfill) -> None:
        self.owner = owner

    def fire(self, sim: Simulator) -> None:
        self.owner.woken(sim)


class NodeBackfill:
    """The pass :func:`hpcgym.batch.policies.make_scheduler` returns for ``+nodes``: call it
    at every scheduling pass of one simulation (it binds to the simulator on the first call).

    ``bf_interval`` and ``depth`` are Slurm's ``bf_interval`` and ``bf_max_job_test``;
    ``limit_check`` (0: off) the seconds between time-limit checks; ``grace`` the over-time
    limit the simulator was built with; ``launch_delay`` the seconds a start keeps counting as
    a change (Slurm updates the job again when its launch completes). After a run, ``placed``
    maps each started job to its nodes and ``cycles`` lists the backfill cycles' times.
    """

    def __init__(
        self,
        depth: int | None,
        bf_interval: int,
        grace: int,
        limit_check: int = 0,
        controller_start: int = 0,
        launch_delay: int = 0,
        kill_hold: int = 0,
        check_offset: int = 0,
        submit_latency: float = 0.0,
        overhead: float = 0.0,
        settle: float = 0.0,
        partitions: dict[str, frozenset[int]] | None = None,
        gres: dict[int, int] | None = None,
        max_jobs: int = 0,
    ) -> None:
        self.depth = depth
        self.interval = bf_interval
        self.grace = grace
        self.limit_check = limit_check
        self.origin = controller_start
        self.launch_delay = launch_delay
        self.kill_hold = kill_hold
        self.check_offset = check_offset
        self.submit_latency = submit_latency
        self.overhead = overhead
        self.settle = settle
        self.partitions = partitions or {}
        self.gres = gres or {}
        self.max_jobs = max_jobs
        self.running: dict[int, int] = {}  # user -> its jobs running (with max_jobs)
        self.part: list[str] = []  # each job's partition ("" without partitions)
        self.allowed: list[frozenset[int] | None] = []  # each job's nodes (None: all)
        self._node_sets: dict[tuple[str, int], frozenset[int] | None] = {}  # by (part, GPUs)
        self.moment = (0, 0.0)  # (second, sub-second time of its latest event)
        self.true_start: dict[int, float] = {}
        self.true_end: dict[int, float] = {}
        self.launching = controller_start  # a launch in flight counts as a change until then
        self.sim: Simulator | None = None
        self.nodes = NodeMap(0)
        self.last = controller_start  # when the last backfill cycle ran
        self.changed: int | None = controller_start  # first change at or after it
        self.last_change = controller_start
        self.pushed: int | None = None
        self.cycles: list[int] = []
        self.placed: dict[int, list[int]] = {}

    # -- binding and cadence -------------------------------------------------------------

    def bind(self, sim: Simulator) -> None:
        """Follow ``sim`` from now on: its node map, its events, a fresh cadence."""
        cluster = sim.workload.cluster
        if not cluster.whole_node and cluster.cores_per_node != 1:
            raise SchedulingError(
                f"t={sim.now}: node-level backfill needs whole nodes "
                f"(cluster {cluster.name!r} allocates cores)"
            )
        if sim.book.open or sim.book.items:
            raise SchedulingError(
                f"t={sim.now}: node-level backfill does not plan around advance reservations"
            )
        self.sim = sim
        self.nodes = NodeMap(sim.total_units)
        self._check_layout(sim)
        self.part, self.allowed, self._node_sets = [], [], {}
        self._follow(sim)
        self.running = {}
        self.last = self.last_change = self.launching = self.origin
        self.changed = self.origin
        self.pushed = None
        self.cycles = []
        self.placed = {}
        self.moment = (sim.now, float(sim.now))
        self.true_start, self.true_end = {}, {}
        sim.subscribe("arrive", self._arrived)
        sim.subscribe("start", self._started)
        for kind in ("end", "kill"):
            sim.subscribe(kind, self._over)
        self._catch_up(sim.now, pending=False)
        self._change(-1)

    def _check_layout(self, sim: Simulator) -> None:
        """Partitions and GPUs name only the machine's nodes."""
        n = sim.total_units
        for name, nodes in self.partitions.items():
            if max(nodes) >= n:
                raise SchedulingError(
                    f"partition {name!r} names node {max(nodes)}; the machine has {n} (0..{n - 1})"
                )
        if max(self.gres, default=-1) >= n:
            raise SchedulingError(
                f"gres names node {max(self.gres)}; the machine has {n} (0..{n - 1})"
            )

    def _follow(self, sim: Simulator) -> None:
        """Each job's partition and nodes, for the jobs the simulator holds and these lists
        do not yet (all at bind, then the jobs submitted while it runs)."""
        for i in range(len(self.part), sim.n):
            self.part.append(self._partition_of(sim.jobs[i]))
            self.allowed.append(self._nodes_of(sim, i))

    def _partition_of(self, j: Job) -> str:
        """A job's partition: its ``queue``, or the default (first) one for ``""``."""
        parts = self.partitions
        if not parts:
            return ""
        name = j.queue or next(iter(parts))
        if name not in parts:
            raise SchedulingError(
                f"job {j.id}: partition {name!r} is not one of {', '.join(parts)}"
            )
        if j.cores > len(parts[name]):
            raise SchedulingError(
                f"job {j.id}: {j.cores} nodes, partition {name!r} has {len(parts[name])}"
            )
        return name

    def _nodes_of(self, sim: Simulator, i: int) -> frozenset[int] | None:
        """Job ``i``'s nodes: its partition's, less those without its GPUs per node (None:
        every node)."""
        j, p = sim.jobs[i], self.part[i]
        need = -(-j.gpus // sim.units[i]) if j.gpus else 0
        key = (p, need)
        if key not in self._node_sets:
            n = sim.total_units
            per_node = sim.workload.cluster.gpus_per_node
            gpus = [self.gres.get(k, 0) for k in range(n)] if self.gres else [per_node] * n
            base = self.partitions[p] if self.partitions else None
            if need and min(gpus) < need:
                held = frozenset(k for k in range(n) if gpus[k] >= need)
                base = held if base is None else base & held
            self._node_sets[key] = base
        nodes = self._node_sets[key]
        if nodes is not None and len(nodes) < sim.units[i]:
            where = f"partition {p!r}" if p else "the machine"
            raise SchedulingError(
                f"job {j.id}: {sim.units[i]} nodes with {need} GPUs each, {where} has "
                f"{len(nodes)} such nodes"
            )
        return nodes

    def _next(self) -> int | None:
        if self.changed is None or not self.interval:
            return None
        return max(self.last + self.interval, self.changed)

    def _catch_up(self, t: int, pending: bool) -> None:
        """Cycles due before ``t`` that could start nothing: the clock moves on."""
        nxt = self._next()
        while nxt is not None and nxt < t:
            self.last = nxt
            self.cycles.append(nxt)
            self.changed = nxt if pending or self._still_changing(nxt) else None
            nxt = self._next()

    def _plan(self) -> None:
        nxt = self._next()
        sim = self.sim
        if nxt is not None and nxt != self.pushed and sim is not None:
            sim.agenda.push(max(nxt, sim.now), _Wake(self))
            self.pushed = nxt

    def _change(self, i: int) -> None:
        sim = self.sim
        if sim is None:
            return
        t = sim.now
        self.last_change = t
        if self.changed is None:
            self.changed = t
        self._plan()

    def _at(self, t: float) -> None:
        """An event of this second happened at sub-second time ``t``."""
        now = self.sim.now  # type: ignore[union-attr]
        t = min(max(t, float(now)), now + 0.999)
        if self.moment[0] != now or t > self.moment[1]:
            self.moment = (now, t)

    def _arrived(self, i: int) -> None:
        sim = self.sim
        if sim is not None:
            if i >= len(self.part):
                self._follow(sim)
            self._at(sim.now + self.submit_latency)
        self._change(i)

    def _started(self, i: int) -> None:
        if self.max_jobs:
            u = self.sim.jobs[i].user  # type: ignore[union-attr]
            self.running[u] = self.running.get(u, 0) + 1
        self.launching = max(self.launching, self.sim.now + self.launch_delay)  # type: ignore[union-attr]
        self._change(i)

    def _still_changing(self, t: int) -> bool:
        """Whether something changed at ``t`` or a launch is still in flight then."""
        return self.last_change == t or self.launching > t

    def _limited(self, sim: Simulator, i: int) -> bool:
        """Whether job ``i``'s user is at the QOS limit of running jobs."""
        return bool(self.max_jobs) and self.running.get(sim.jobs[i].user, 0) >= self.max_jobs

    def _over(self, i: int) -> None:
        if self.max_jobs and i in self.nodes.held:
            u = self.sim.jobs[i].user  # type: ignore[union-attr]
            self.running[u] -= 1
        self.nodes.release(i)
        if self.sim is not None:
            end = self.true_end.get(i)
            self._at(float(self.sim.now) if end is None else end + self.settle)
        self._change(i)

    def woken(self, sim: Simulator) -> None:
        """A wake-up at a due cycle: with free nodes and jobs waiting the pass at this time
        runs it; otherwise the cycle starts nothing and only moves the clock."""
        nxt = self._next()
        if nxt is None or nxt > sim.now:
            return
        if sim.free and len(sim.queue):
            return
        self._cycle_done(sim)

    def _cycle_done(self, sim: Simulator) -> None:
        t = sim.now
        self.last = t
        self.cycles.append(t)
        self.changed = t if len(sim.queue) or self._still_changing(t) else None
        self._plan()

    # -- the passes ----------------------------------------------------------------------

    def __call__(self, sim: Simulator) -> None:
        if self.sim is not sim:
            self.bind(sim)
        self.main_pass(sim)
        nxt = self._next()
        if nxt is not None and nxt <= sim.now:
            self.last = sim.now
            self.changed = None
            self.backfill(sim)
            self._cycle_done(sim)

    def main_pass(self, sim: Simulator) -> None:
        """Start jobs in priority order on the nodes ``select/linear`` picks, stopping at
        the first whose nodes are not free (with partitions: skipping that partition's jobs
        and nodes from then on, so an overlapping partition's jobs cannot take them either,
        and stopping when every partition has failed)."""
        units = sim.units
        idle = self.nodes.idle()
        parts, part, allowed = self.partitions, self.part, self.allowed
        failed: set[str] = set()
        for i in list(sim.queue.order(sim.now)):
            p = part[i] if parts else ""
            if p in failed or self._limited(sim, i):
                continue
            nodes = allowed[i]
            free = idle if nodes is None else [n for n in idle if n in nodes]
            pick = linear_pick(free, units[i])
            if pick is None:
                failed.add(p)
                if len(failed) >= max(1, len(parts)):
                    return
                # Slurm: "do not schedule more jobs in this partition or on nodes in this
                # partition" (job_scheduler.c): an overlapping partition loses them too
                idle = [n for n in idle if n not in parts[p]]
                continue
            self.start(sim, i, pick)
            taken = set(pick)
            idle = [n for n in idle if n not in taken]

    def backfill(self, sim: Simulator) -> None:
        """One backfill cycle over the first ``depth`` waiting jobs (``_attempt_backfill``)."""
        now = sim.now
        units, walltime, start_t = sim.units, sim.walltime, sim.start_t
        held = self.nodes.held
        running = sorted((start_t[j] + walltime[j], j) for j in held)
        idle = set(self.nodes.idle())
        space = NodeSpace(now, sim.total_units)
        everything = space.avail[0]
        q = list(sim.queue.order(now, self.depth))
        if self.depth is not None:
            q = q[: self.depth]
        allowed = self.allowed
        for i in q:
            if self._limited(sim, i):
                continue
            k, w = units[i], walltime[i]
            base = allowed[i] or everything
            start_res = now
            for _ in range(4 * len(running) + 4 * len(space.times) + 8):
                avail, later = space.usable(start_res, start_res + w, base)
                pick, t = (None, 0) if len(avail) < k else self._will_run(avail, k, idle, running)
                if pick is None:
                    if later:
                        start_res = later
                        continue
                    break
                t = max(t, start_res)
                if t <= now:
                    self.start(sim, i, pick)
                    idle.difference_update(pick)
                    insort(running, (now + w, i))
                    break
                if later and t > later:
                    start_res = later
                    continue
                chosen = frozenset(pick)
                if space.overlaps(chosen, t, t + w):
                    start_res = t
                    continue
                space.reserve(chosen, t, t + w)
                break

    def _will_run(
        self, avail: frozenset[int], k: int, idle: set[int], running: list[tuple[int, int]]
    ) -> tuple[list[int] | None, int]:
        """Where and when ``select/linear`` would start ``k`` nodes out of ``avail``: now on
        idle nodes, else after the running jobs end one by one in order of expected end."""
        now = self.sim.now  # type: ignore[union-attr]
        free = avail & idle
        if len(free) >= k:
            return linear_pick(sorted(free), k), now
        held = self.nodes.held
        got = set(free)
        for end, j in running:
            got.update(n for n in held[j] if n in avail)
            if len(got) >= k:
                pick = linear_pick(sorted(got), k)
                if pick is not None:
                    return pick, (now + 1 if end <= now else end)
        return None, 0

    def start(self, sim: Simulator, i: int, pick: list[int]) -> None:
        """Start job ``i`` now on nodes ``pick``; with the limit check its kill falls on the
        first check at least ``walltime + grace`` after now; with the timing model it ends when
        its sub-second end (start, run, ``overhead``) reaches a whole second, and a killed job
        holds its nodes ``kill_hold`` s more."""
        now = sim.now
        if self.limit_check:
            period = self.limit_check
            due = now + sim.walltime[i] + self.grace
            phase = self.origin + self.check_offset
            check = phase + -(-(due - phase) // period) * period
            runtime = sim.jobs[i].runtime
            sim.will_kill[i] = runtime > check - now
            sim.duration[i] = min(runtime, check - now)
        t = self.moment[1] if self.moment[0] == now else float(now)
        self.true_start[i] = t
        if sim.will_kill[i]:
            sim.duration[i] += self.kill_hold
            self.true_end[i] = float(now + sim.duration[i])
        else:
            end = t + sim.duration[i] + self.overhead
            self.true_end[i] = end
            if self.overhead or self.settle or self.submit_latency:
                sim.duration[i] = max(1, math.floor(end + self.settle) - now)
        self.nodes.take(i, pick)
        self.placed[i] = pick
        sim.start(i)
