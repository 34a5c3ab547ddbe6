"""The simulator replayed against a recorded Slurm run: per-job start differences, swapped
pairs, the first divergence, and aggregates (mean wait, makespan).

The simulated workload is what Slurm's scheduler saw on that cluster (:func:`seen`): submit
times, each job's run time from its start to the scheduler's first action after its end (a
job Slurm killed keeps its sleep, so the simulator kills it too) and the limit in seconds. The policy comes from the run's slurm.conf
(:func:`benchmarks.slurm.conf.simulator_settings`) and the controller's clock from its log.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import pairwise
from pathlib import Path

from benchmarks.slurm.conf import (
    account_ids,
    fair_share,
    gres,
    parse,
    partitions,
    simulator_settings,
)
from benchmarks.slurm.records import RUNS, Run, load, recorded
from hpcgym.batch.job import Job
from hpcgym.batch.policies import SchedulerConfig, get_policy, simulate
from hpcgym.batch.workload import Workload
from hpcgym.errors import InputError
from hpcgym.units import MINUTE

TOLERANCE = 5  # seconds a simulated start may be off and still count as matching
# Real seconds after a start during which Slurm still updates the job (its launch completing):
# a start counts as a change for this long, times the run's speed-up, in simulated seconds.
LAUNCH = 0.5
KILLED = ("TIMEOUT",)


PASS_SEES = True  # a job still pending at the next start within 2 s arrives at that start
SETTLE = 1.5  # seconds after a completion in which a start shows the scheduler's reaction


@dataclass(slots=True, frozen=True)
class Seen:
    """One job as Slurm's scheduler saw it: submitted, started and releasing its nodes (whole
    seconds from t0)."""

    submit: int
    start: int
    release: int


AT_CYCLE = 0.01  # seconds after a cycle's logged start within which an event is the cycle's
LATE = 1.5  # seconds a cycle may come late and still count as one interval after the last
# Real seconds after slurmctld logs a completion during which the job's nodes are still
# completing (its epilog): a backfill cycle then cannot use them (times the speed-up).
EPILOG = 0.02


def on_cycle_clock(cycles: list[float], interval: int = 30) -> Callable[[float], int]:
    """A map from Slurm's times (s from t0, to the millisecond) to the simulator's whole
    seconds that puts the backfill cycles on the simulator's own cadence and keeps every event
    on the same side of the cycles around it.

    The first cycle falls on its whole second and each next one ``interval`` seconds later when
    the logged gap is within LATE of it (the milliseconds a cycle takes and the moment a busy
    machine wakes it late, which Slurm adds to its interval, are dropped: the simulator's
    cadence has neither), else as many whole seconds later as the gap rounds to (a cycle an
    idle spell put off); an event falls on the next whole second after the cycle before it, no
    later than the next cycle's, or on that cycle's second if it came from the cycle itself
    (within AT_CYCLE s)."""
    if not cycles:
        return math.ceil
    sim = [math.floor(cycles[0])]
    for prev, nxt in pairwise(cycles):
        gap = nxt - prev
        sim.append(sim[-1] + (interval if abs(gap - interval) < LATE else round(gap)))

    def to_sim(t: float) -> int:
        k = bisect_right(cycles, t + AT_CYCLE) - 1
        if k < 0:
            return math.ceil(round(t - cycles[0], 3)) + sim[0]
        d = round(t - cycles[k], 3)
        if d <= AT_CYCLE:
            return sim[k]
        at = sim[k] + math.ceil(d)
        return min(at, sim[k + 1]) if k + 1 < len(sim) else at

    return to_sim


def seen(run: Run, cluster: str) -> dict[int, Seen]:
    """Per job, the times Slurm's scheduler acted on (from slurmctld.log when recorded, else
    from jobcomp), in the simulator's seconds (:func:`on_cycle_clock`): a job that started
    at once was submitted when it started; a job releases its nodes when the scheduler first
    acts after its completion (a start within SETTLE s, unless a backfill cycle came first;
    after a cycle that came while its nodes were still completing), so the scheduler's own
    reaction time, a fraction of a real second that a speed-up multiplies, does not pile up
    along chains of jobs; a submission that came after a start in the same simulated second
    moves to the next one, as the pass of that start did not see it."""
    got = run.on(cluster)
    times = run.times_on(cluster)
    if len(times) != len(got) or any(t.started < 0 or t.submitted < 0 for t in times.values()):
        return {i: Seen(j.submit, j.start, j.end) for i, j in got.items()}
    cycles = run.cycles_on(cluster)
    interval = simulator_settings(parse(run.conf)).bf_interval
    to_sim = on_cycle_clock(cycles, interval)
    epilog = EPILOG * run.meta.get("speed", 1)
    starts = sorted(t.started for t in times.values())
    first_start: dict[int, float] = {}  # simulator second -> the earliest start mapped there
    for st in starts:
        first_start.setdefault(to_sim(st), st)
    out = {}
    for i, t in times.items():
        start = to_sim(t.started)
        nxt = bisect_left(starts, t.submitted)
        if t.started - t.submitted < 2:
            submit = start
        elif PASS_SEES and nxt < len(starts) and starts[nxt] - t.submitted < 2:
            submit = to_sim(starts[nxt])  # the pass that started a job then saw it queued
        else:
            submit = to_sim(t.submitted)
            if first_start.get(submit, t.submitted) < t.submitted:
                submit += 1  # after a pass that second: the simulator's pass there must not see it
        release = t.done
        if release >= 0:
            c = bisect_left(cycles, release)
            k = bisect_left(starts, release)
            seen_first = c < len(cycles) and k < len(starts) and cycles[c] <= starts[k]
            if k < len(starts) and starts[k] - release <= SETTLE and not seen_first:
                release = starts[k]
            if c < len(cycles) and cycles[c] - t.done <= epilog and release <= cycles[c]:
                release = cycles[c] + 2 * AT_CYCLE  # still completing at that cycle
        out[i] = Seen(submit, start, to_sim(release) if release >= 0 else got[i].end)
    return out


def slurm_ids(run: Run, cluster: str) -> dict[int, int]:
    """Workload id -> the simulator's id for ``cluster``: Slurm's job id where jobcomp gave it
    (Slurm breaks ties between equal priorities by it, and jobs submitted in parallel get
    theirs in the order they arrived), else the workload id. A job array is one queue entry
    under the array's id until a task starts, so with arrays every job is numbered in (queue
    id, workload id) order, past the largest Slurm id: its tasks in turn, where the array
    was queued."""
    got = run.on(cluster)
    if not all(j.sid >= 0 for j in got.values()):
        return {i: i for i in got}
    if not any(w.array for w in run.workload):
        return {i: j.sid for i, j in got.items()}
    order = sorted(got, key=lambda i: (got[i].sid, i))  # an array task's sid is its array's
    top = max(j.sid for j in got.values()) + 1
    return {i: top + k for k, i in enumerate(order)}


def workload(run: Run, cluster: str) -> Workload:
    """The jobs as Slurm's scheduler saw them on ``cluster`` (:func:`seen`), numbered by
    :func:`slurm_ids`."""
    got = run.on(cluster)
    view = seen(run, cluster)
    settings = simulator_settings(parse(run.conf))
    users = account_ids(run.meta.get("accounts", {}))
    sid = slurm_ids(run, cluster)
    jobs = []
    for w in run.workload:
        v = view[w.id]
        killed = got[w.id].state in KILLED
        runtime = w.sleep if killed else max(1, v.release - v.start)
        jobs.append(
            Job(
                sid[w.id], v.submit, w.nodes, w.limit * MINUTE, runtime,
                queue=w.partition, gpus=w.gpus * w.nodes, deps=tuple(sid[p] for p in w.parents()),
                user=users[w.account],
            )
        )  # fmt: skip
    return Workload(jobs, settings.cluster, name=f"{run.name}-{cluster}")


def controller_start(run: Run, cluster: str, interval: int) -> int:
    """Where the backfill clock starts: one interval before the first logged cycle (on the
    cycle clock of :func:`on_cycle_clock`)."""
    cycles = run.cycles_on(cluster)
    if not cycles:
        return 0
    return math.floor(cycles[0]) - interval


def policy(run: Run, cluster: str, nodes: bool = True) -> SchedulerConfig:
    """The simulator's policy for ``run`` on ``cluster``, derived from its slurm.conf."""
    s = simulator_settings(parse(run.conf), nodes=nodes)
    config = replace(get_policy(s.policy), depth=s.depth, bf_interval=s.bf_interval, grace=s.grace)
    if nodes:
        origin = controller_start(run, cluster, s.bf_interval)
        config = replace(
            config,
            limit_check=CHECK,
            check_offset=check_phase(run, cluster, origin),
            controller_start=origin,
            launch_delay=math.ceil(LAUNCH * run.meta.get("speed", 1)),
            name=s.policy + "+limit-check",
        )
    return with_layout(config, run, cluster, nodes)


def with_layout(config: SchedulerConfig, run: Run, cluster: str, nodes: bool) -> SchedulerConfig:
    """``config`` with what ``run``'s clusters hold beyond their nodes: with ``nodes``, the
    partitions, GPU nodes and QOS limit; the fair-share term where slurmdbd ran."""
    if nodes:
        config = replace(
            config,
            partitions=partitions(run.conf),
            gres=gres(run.conf),
            max_jobs=run.meta.get("max_jobs", 0),
        )
    fs = fair_share(parse(run.conf), run.meta.get("accounts", {}), decay_origin(run, cluster))
    return config if fs is None else replace(config, fairshare=fs)


CHECK = 30  # seconds between slurmctld's time-limit checks


def decay_origin(run: Run, cluster: str) -> int:
    """When ``cluster``'s fair-share calculations began (its first, logged with
    ``DebugFlags=Priority``; else slurmctld's start), in whole seconds from t0."""
    logged = run.meta.get("decay_start", {}).get(cluster)
    if logged is None:
        logged = run.meta.get("slurmctld_start", {}).get(cluster, 0)
    return round(logged)


def check_phase(run: Run, cluster: str, origin: int) -> int:
    """The limit check's phase on ``cluster`` (seconds after each 30-s multiple from
    ``origin``), from the kills slurmctld logged: the phase of the first kill (0 if none
    was logged). The check drifts later over a run; the first kill fixes it where the
    first kill needs it."""
    got = run.on(cluster)
    kills = sorted(
        t.done for i, t in run.times_on(cluster).items() if got[i].state in KILLED and t.done >= 0
    )
    if not kills:
        return 0
    to_sim = on_cycle_clock(run.cycles_on(cluster), simulator_settings(parse(run.conf)).bf_interval)
    return (to_sim(kills[0]) - origin) % CHECK


@dataclass(slots=True)
class Comparison:
    """Simulated starts against Slurm's on one cluster of one run."""

    run: str
    cluster: str
    policy: str
    ids: list[int]
    submit: dict[int, int]
    slurm: dict[int, int]
    sim: dict[int, int]
    slurm_end: dict[int, int]
    sim_end: dict[int, int]

    def diff(self, i: int) -> int:
        return self.sim[i] - self.slurm[i]

    @property
    def within(self) -> int:
        return sum(1 for i in self.ids if abs(self.diff(i)) <= TOLERANCE)

    @property
    def max_diff(self) -> int:
        return max(abs(self.diff(i)) for i in self.ids)

    def swapped(self) -> list[tuple[int, int]]:
        """Pairs started in one order by Slurm and the other by the simulator (more than
        the tolerance apart in both)."""
        out = []
        ids = self.ids
        for a in range(len(ids)):
            for b in range(a + 1, len(ids)):
                i, j = ids[a], ids[b]
                ds = self.slurm[i] - self.slurm[j]
                dm = self.sim[i] - self.sim[j]
                if abs(ds) > TOLERANCE and abs(dm) > TOLERANCE and (ds > 0) != (dm > 0):
                    out.append((i, j))
        return out

    def first_divergence(self) -> int | None:
        """The job off by more than the tolerance that Slurm started first."""
        off = [i for i in self.ids if abs(self.diff(i)) > TOLERANCE]
        return min(off, key=lambda i: (self.slurm[i], i)) if off else None

    def cause(self, i: int, interval: int = 30) -> str:
        """A first reading of why job ``i`` is off: a whole number of backfill intervals (an
        event on the other side of a cycle) or something else."""
        d = abs(self.diff(i))
        k = round(d / interval)
        if k and abs(d - k * interval) <= TOLERANCE:
            return f"{k} backfill interval(s) apart: an event on the other side of a cycle"
        return "not a whole number of cycles: a different plan or order"

    def mean_wait(self, starts: dict[int, int]) -> float:
        return sum(starts[i] - self.submit[i] for i in self.ids) / len(self.ids)

    def makespan(self, ends: dict[int, int]) -> int:
        return max(ends.values()) - min(self.submit.values())

    @property
    def wait_error(self) -> float:
        """Relative error of the simulated mean wait (0 when both are 0)."""
        a, b = self.mean_wait(self.slurm), self.mean_wait(self.sim)
        return 0.0 if a == b else abs(b - a) / max(a, 1e-9)

    @property
    def makespan_error(self) -> float:
        a, b = self.makespan(self.slurm_end), self.makespan(self.sim_end)
        return abs(b - a) / a


def compare(run: Run, cluster: str = "a", nodes: bool = True, inputs: str = "log") -> Comparison:
    """Simulate ``run`` as ``cluster`` saw it (``inputs="log"``) or from its workload alone
    (``"workload"``, :mod:`benchmarks.slurm.predict`) and set the starts side by side."""
    if inputs == "workload":
        from benchmarks.slurm.predict import compare_predicted

        return compare_predicted(run, cluster, nodes)
    if inputs != "log":
        raise ValueError(f"inputs must be 'log' or 'workload', got {inputs!r}")
    wl = workload(run, cluster)
    config = policy(run, cluster, nodes)
    schedule = simulate(wl, config)
    got = run.on(cluster)
    view = seen(run, cluster)
    back = {s: i for i, s in slurm_ids(run, cluster).items()}
    ids = [back[j.id] for j in wl.jobs]
    return Comparison(
        run.name,
        cluster,
        config.name,
        ids,
        {back[j.id]: j.submit for j in wl.jobs},
        {i: view[i].start for i in ids},
        dict(zip(ids, schedule.start)),
        {i: got[i].end for i in ids},
        dict(zip(ids, schedule.end)),
    )


def noise(run: Run) -> Comparison:
    """Cluster b against cluster a, as a comparison (the run's own noise)."""
    a, b = run.on("a"), run.on("b")
    va, vb = seen(run, "a"), seen(run, "b")
    ids = sorted(a)
    return Comparison(
        run.name,
        "b",
        "slurm (cluster b)",
        ids,
        {i: va[i].submit for i in ids},
        {i: va[i].start for i in ids},
        {i: vb[i].start for i in ids},
        {i: a[i].end for i in ids},
        {i: b[i].end for i in ids},
    )


def print_runs(root: Path, inputs: str = "log", nodes: bool = True) -> int:
    """One line per run and cluster of the runs folder ``root``, then ``N of M jobs within
    5 s`` over them all."""
    names = recorded(root)
    if not names:
        raise InputError(f"{root}: no recorded runs (folders with a jobs.csv)")
    total = within = 0
    for name in names:
        run = load(name, root)
        for cl in run.clusters():
            c = compare(run, cl, nodes, inputs)
            total += len(c.ids)
            within += c.within
            print(
                f"{name} {cl}: {len(c.ids)} jobs, {c.within} within {TOLERANCE} s, "
                f"max |d start| {c.max_diff} s, {len(c.swapped())} swapped pairs, "
                f"mean wait error {100 * c.wait_error:.2f}%, "
                f"makespan error {100 * c.makespan_error:.2f}%"
            )
    print(f"{within} of {total} jobs within {TOLERANCE} s")
    return 0


def print_comparison(name: str, nodes: bool = True, inputs: str = "log", root: Path = RUNS) -> None:
    """The per-job table and the summary of run ``name`` on cluster a."""
    run = load(name, root)
    node = compare(run, "a", True, inputs)
    count = compare(run, "a", False, inputs)
    other = noise(run)
    w = {j.id: j for j in run.workload}
    print(
        f"{name}: {len(node.ids)} jobs; Slurm cluster a vs b vs simulator "
        f"({node.policy} | {count.policy})"
    )
    print(
        f"{'job':>4} {'submit':>6} {'N':>3} {'min':>3} {'slurm':>6} {'b-a':>4} "
        f"{'nodes':>6} {'diff':>5} {'count':>6} {'diff':>5}"
    )
    main = node if nodes else count
    for i in sorted(node.ids, key=lambda i: (node.slurm[i], i)):
        mark = " *" if abs(main.diff(i)) > TOLERANCE else ""
        print(
            f"{i:>4} {node.submit[i]:>6} {w[i].nodes:>3} {w[i].limit:>3} {node.slurm[i]:>6} "
            f"{other.diff(i):>4} {node.sim[i]:>6} {node.diff(i):>5} {count.sim[i]:>6} "
            f"{count.diff(i):>5}{mark}"
        )
    first = main.first_divergence()
    if first is not None:
        print(f"first divergence: job {first}, {main.diff(first):+d} s: {main.cause(first)}")
    for c in (other, node, count):
        print(
            f"{c.policy:>40}: {c.within}/{len(c.ids)} within {TOLERANCE} s, max {c.max_diff} s, "
            f"{len(c.swapped())} swapped pairs, first divergence {c.first_divergence()}, "
            f"mean wait {c.mean_wait(c.sim):.1f} vs {c.mean_wait(c.slurm):.1f} "
            f"({100 * c.wait_error:.2f}%), makespan {c.makespan(c.sim_end)} vs "
            f"{c.makespan(c.slurm_end)} ({100 * c.makespan_error:.2f}%)"
        )
