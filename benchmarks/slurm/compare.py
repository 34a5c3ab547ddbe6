"""The simulator replayed against a recorded Slurm run: per-job start differences, swapped
pairs, the first divergence, and aggregates (mean wait, makespan).

The simulated workload is what Slurm saw on that cluster: its submit times, each job's
measured run time (end - start; a job Slurm killed keeps its sleep, so the simulator kills it
too) and the limit in seconds. The policy comes from the run's slurm.conf
(:func:`benchmarks.slurm.conf.simulator_settings`) and the controller's clock from its log.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from benchmarks.slurm.conf import parse, simulator_settings
from benchmarks.slurm.records import Run, load
from hpcgym.batch.job import Job
from hpcgym.batch.policies import SchedulerConfig, get_policy, simulate
from hpcgym.batch.workload import Workload
from hpcgym.units import MINUTE

TOLERANCE = 5  # seconds a simulated start may be off and still count as matching
# Real seconds after a start during which Slurm still updates the job (its launch completing):
# a start counts as a change for this long, times the run's speed-up, in simulated seconds.
LAUNCH = 0.5
KILLED = ("TIMEOUT",)


def workload(run: Run, cluster: str) -> Workload:
    """The jobs as Slurm saw them on ``cluster``."""
    got = run.on(cluster)
    settings = simulator_settings(parse(run.conf))
    jobs = []
    for w in run.workload:
        s = got[w.id]
        runtime = w.sleep if s.state in KILLED else max(1, s.end - s.start)
        jobs.append(Job(w.id, s.submit, w.nodes, w.limit * MINUTE, runtime))
    return Workload(jobs, settings.cluster, name=f"{run.name}-{cluster}")


def controller_start(run: Run, cluster: str, interval: int) -> int:
    """Where the backfill clock starts: one interval before the first logged cycle."""
    cycles = run.cycles_on(cluster)
    if not cycles:
        return 0
    return round(cycles[0]) - interval


def policy(run: Run, cluster: str, nodes: bool = True) -> SchedulerConfig:
    """The simulator's policy for ``run`` on ``cluster``, derived from its slurm.conf."""
    s = simulator_settings(parse(run.conf), nodes=nodes)
    config = replace(get_policy(s.policy), depth=s.depth, bf_interval=s.bf_interval, grace=s.grace)
    if nodes:
        config = replace(
            config,
            limit_check=30,
            controller_start=controller_start(run, cluster, s.bf_interval),
            launch_delay=math.ceil(LAUNCH * run.meta.get("speed", 1)),
            name=s.policy + "+limit-check",
        )
    return config


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


def compare(run: Run, cluster: str = "a", nodes: bool = True) -> Comparison:
    """Simulate ``run`` as ``cluster`` saw it and set the starts side by side."""
    wl = workload(run, cluster)
    config = policy(run, cluster, nodes)
    schedule = simulate(wl, config)
    got = run.on(cluster)
    ids = [j.id for j in wl.jobs]
    return Comparison(
        run.name,
        cluster,
        config.name,
        ids,
        {j.id: j.submit for j in wl.jobs},
        {i: got[i].start for i in ids},
        dict(zip(ids, schedule.start)),
        {i: got[i].end for i in ids},
        dict(zip(ids, schedule.end)),
    )


def noise(run: Run) -> Comparison:
    """Cluster b against cluster a, as a comparison (the run's own noise)."""
    a, b = run.on("a"), run.on("b")
    ids = sorted(a)
    return Comparison(
        run.name,
        "b",
        "slurm (cluster b)",
        ids,
        {i: a[i].submit for i in ids},
        {i: a[i].start for i in ids},
        {i: b[i].start for i in ids},
        {i: a[i].end for i in ids},
        {i: b[i].end for i in ids},
    )


def print_comparison(name: str, nodes: bool = True) -> None:
    """The per-job table and the summary of run ``name`` on cluster a."""
    run = load(name)
    node = compare(run, "a", True)
    count = compare(run, "a", False)
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
    for c in (other, node, count):
        print(
            f"{c.policy:>40}: {c.within}/{len(c.ids)} within {TOLERANCE} s, max {c.max_diff} s, "
            f"{len(c.swapped())} swapped pairs, first divergence {c.first_divergence()}, "
            f"mean wait {c.mean_wait(c.sim):.1f} vs {c.mean_wait(c.slurm):.1f} "
            f"({100 * c.wait_error:.2f}%), makespan {c.makespan(c.sim_end)} vs "
            f"{c.makespan(c.slurm_end)} ({100 * c.makespan_error:.2f}%)"
        )
