"""The report's generated workloads: sleep jobs on 8-16 nodes, 30-60 jobs, limits of 1-10
whole minutes, several with a full-machine job early so that reservations bind.

Each is fixed by its row of :data:`SPECS` (a seed among them), so a run can be repeated.
Submit times are distinct whole seconds (two submissions never race for one second), and a
few jobs in the ``overrun`` workloads sleep past their limit so Slurm kills them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from benchmarks.slurm.record import Layout
from benchmarks.slurm.records import SleepJob


@dataclass(slots=True, frozen=True)
class Spec:
    """A generated workload: ``jobs`` on ``nodes``, arrivals ``gap`` s apart on average,
    ``wide`` early full-machine jobs, ``overrun`` jobs sleeping past their limit."""

    name: str
    nodes: int
    jobs: int
    seed: int
    gap: float = 20.0
    wide: int = 0
    overrun: int = 0
    bursts: int = 0  # bursts of ``burst_size`` jobs submitted in one second
    burst_size: int = 20
    chains: int = 0  # chains of ``chain_len`` full-machine jobs submitted in one second
    chain_len: int = 4
    after: int = 0  # jobs given an ``afterok`` parent among the five jobs before them
    # (name, first node, last node, MaxTime minutes or 0): several partitions, jobs spread
    partitions: tuple[tuple[str, int, int, int], ...] = ()
    # (first node, last node, GPUs on each): GRES nodes; ``gpu_share`` of the jobs ask GPUs
    gres: tuple[tuple[int, int, int], ...] = ()
    gpu_share: float = 0.0
    # (account, fair-share shares): with slurmdbd; jobs drawn to accounts by ``account_weights``
    accounts: tuple[tuple[str, int], ...] = ()
    account_weights: tuple[int, ...] = ()
    half_life: int = 10  # fair-share decay half-life, minutes
    max_jobs: int = 0  # the QOS limit of jobs an account runs at once (0: none)
    arrays: int = 0  # job arrays (``sbatch --array``) of 3 to ``array_size`` tasks
    array_size: int = 8

    def layout(self) -> Layout:
        """The clusters' layout this workload runs on."""
        return Layout(self.partitions, self.gres, self.accounts, self.half_life, self.max_jobs)


SPECS: dict[str, Spec] = {
    s.name: s
    for s in (
        Spec("w01", 8, 30, 1, wide=1),
        Spec("w02", 8, 30, 2),
        Spec("w03", 12, 40, 3, wide=1),
        Spec("w04", 16, 40, 4, wide=1),
        Spec("w05", 16, 50, 5, gap=15.0),
        Spec("w06", 10, 35, 6, wide=2),
        Spec("w07", 12, 45, 7, wide=1, overrun=2),
        Spec("w08", 16, 60, 8, gap=12.0, wide=1),
        Spec("w09", 8, 40, 9, gap=15.0, overrun=2),
        Spec("w10", 14, 50, 10, wide=1),
        Spec("w11", 16, 30, 11, gap=25.0, wide=2),
        Spec("w12", 12, 60, 12, gap=10.0),
    )
}
# At x10 on 64 nodes: bursts, kills and chains of wide jobs (x01 feeds the fit).
LARGE: dict[str, Spec] = {
    s.name: s
    for s in (
        Spec("x01", 64, 200, 101, wide=1, overrun=4, bursts=4, chains=2),
        Spec("x02", 64, 200, 102, wide=1, overrun=6, bursts=5, burst_size=25, chains=2),
        Spec("x03", 64, 240, 103, gap=15.0, overrun=5, bursts=4, chains=3, chain_len=3),
    )
}
# Judged at x10 on 16 nodes: bursts, kills and a chain of wide jobs on a machine the size of
# the fitted w runs (the 64-node runs part even from each other: see the Slurm page).
SMALL: dict[str, Spec] = {
    s.name: s
    for s in (
        Spec(f"y0{k}", 16, 60, 400 + k, gap=15.0, wide=1, overrun=3, bursts=2, burst_size=8,
             chains=1, chain_len=3)
        for k in range(1, 9)
    )
}  # fmt: skip
# Beyond one partition: afterok dependencies (and arrays, as bursts of like jobs).
DEPS: dict[str, Spec] = {
    s.name: s for s in (Spec("d01", 32, 120, 201, wide=1, bursts=3, after=30),)
}
# Two partitions with different limits, overlapping on nodes 9-16: short (1-16, 5 min, the
# default) and long (9-32, no limit).
PARTS: dict[str, Spec] = {
    s.name: s
    for s in (
        Spec(
            "p01", 32, 150, 301, gap=15.0, overrun=3, bursts=2,
            partitions=(("short", 1, 16, 5), ("long", 9, 32, 0)),
        ),
    )
}  # fmt: skip
# GPUs as generic resources: 8 of 24 nodes hold 4 GPUs; partitions of the GPU nodes, the CPU
# nodes and all (the default), so a GPU job in "any" must find GPU nodes among all of them.
GPUS: dict[str, Spec] = {
    s.name: s
    for s in (
        Spec(
            f"g0{k}", 24, 60, 500 + k, gap=25.0, overrun=2, bursts=2, burst_size=8,
            partitions=(("any", 1, 24, 0), ("gpu", 1, 8, 0), ("cpu", 9, 24, 0)),
            gres=((1, 8, 4),), gpu_share=0.45,
        )
        for k in range(1, 4)
    )
}  # fmt: skip
# Fair share on a real slurmdbd and MariaDB: four accounts of 1, 1, 2 and 4 shares, the first
# submitting most, on a machine kept busy, so whose use counts decides who goes next.
FAIR: dict[str, Spec] = {
    s.name: s
    for s in (
        Spec(
            f"f0{k}", 16, 60, 600 + k, gap=30.0, wide=1, overrun=2, bursts=2, burst_size=8,
            accounts=(("a1", 1), ("a2", 1), ("a3", 2), ("a4", 4)),
            account_weights=(4, 3, 2, 1), half_life=10,
        )
        for k in range(1, 4)
    )
}  # fmt: skip
# A QOS limit (MaxJobsPerAccount=3) on three accounts of equal shares, fair share on: an
# account's fourth job waits although nodes are free, and the others' jobs pass it.
QOS: dict[str, Spec] = {
    s.name: s
    for s in (
        Spec(
            f"q0{k}", 16, 60, 700 + k, gap=30.0, wide=1, overrun=2, bursts=2, burst_size=8,
            accounts=(("a1", 1), ("a2", 1), ("a3", 1)), account_weights=(3, 2, 1),
            max_jobs=3,
        )
        for k in range(1, 4)
    )
}  # fmt: skip
# Job arrays (``sbatch --array``, one line for 3-8 alike tasks), beside bursts of separate
# jobs, kills and a chain of wide jobs, on the y runs' 16 nodes.
ARRAYS: dict[str, Spec] = {
    s.name: s
    for s in (
        Spec(f"a0{k}", 16, 60, 800 + k, gap=15.0, wide=1, overrun=3, bursts=1, burst_size=8,
             chains=1, chain_len=3, arrays=4)
        for k in range(1, 4)
    )
}  # fmt: skip
# Limits in minutes, short ones more often (a run takes its makespan / speed of real time).
LIMITS = (1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 8, 10)
SMOKE = Spec("smoke", 8, 12, 99, gap=10.0, wide=1)


def generate(spec: Spec) -> list[SleepJob]:
    """The jobs of ``spec``: node counts mostly small (up to a third of the machine, a few wider),
    limits 1-10 min, sleeps 30-90% of the limit (at least 20 s)."""
    rng = random.Random(spec.seed)
    t = 0
    jobs = []
    wide_at = set(rng.sample(range(1, 5), spec.wide))
    over_at = set(rng.sample(range(5, spec.jobs), spec.overrun))
    for k in range(spec.jobs):
        if k:
            t += max(1, round(rng.expovariate(1.0 / spec.gap)))
        limit = rng.choice(LIMITS)
        if k in wide_at:
            nodes = spec.nodes
        elif rng.random() < 0.15:
            nodes = rng.randint(spec.nodes // 2 + 1, spec.nodes)
        else:
            nodes = rng.randint(1, max(1, spec.nodes // 3))
        sleep = max(20, round(limit * 60 * rng.uniform(0.3, 0.9)))
        if k in over_at:
            sleep = limit * 60 + 150
        jobs.append(SleepJob(k + 1, t, nodes, limit, sleep))
    if spec.bursts or spec.chains or spec.after:
        jobs = _shape(spec, jobs, random.Random(spec.seed + 1000))
    if spec.accounts:
        rng = random.Random(spec.seed + 4000)
        names = [a for a, _ in spec.accounts]
        weights = spec.account_weights or (1,) * len(names)
        jobs = [replace(j, account=rng.choices(names, weights)[0]) for j in jobs]
    if spec.gres:
        jobs = _gpus(spec, jobs, random.Random(spec.seed + 3000))
    elif spec.partitions:
        jobs = _spread(spec, jobs, random.Random(spec.seed + 2000))
    if spec.arrays:
        jobs = _arrays(spec, jobs, random.Random(spec.seed + 5000))
    return jobs


def _in_order(jobs: list[SleepJob]) -> list[SleepJob]:
    """A moved job keeps its place: each submit time raised to the one before it, so submit
    times stay sorted by id."""
    out = list(jobs)
    for x in range(1, len(out)):
        if out[x].submit < out[x - 1].submit:
            out[x] = replace(out[x], submit=out[x - 1].submit)
    return out


def _arrays(spec: Spec, jobs: list[SleepJob], rng: random.Random) -> list[SleepJob]:
    """``arrays`` runs of 3 to ``array_size`` jobs made job arrays on disjoint stretches of
    the list: every task takes its first task's submit, nodes, limit, partition, GPUs and
    account and keeps a sleep of its own within the limit (a task that overran still does)."""
    out = list(jobs)
    n = len(out)
    size = spec.array_size
    slots = list(range(5, n - size, size + 1))
    for k in sorted(rng.sample(slots, spec.arrays)):
        head = out[k]
        for x in range(k, k + rng.randint(3, size)):
            j = out[x]
            over = j.sleep > j.limit * 60
            lim = head.limit
            sleep = lim * 60 + 150 if over else max(20, round(lim * 60 * rng.uniform(0.3, 0.9)))
            out[x] = replace(
                j, submit=head.submit, nodes=head.nodes, limit=lim, partition=head.partition,
                gpus=head.gpus, account=head.account, sleep=sleep, array=head.id, after="",
            )  # fmt: skip
    return _in_order(out)


def _gpus(spec: Spec, jobs: list[SleepJob], rng: random.Random) -> list[SleepJob]:
    """``gpu_share`` of the jobs ask 1, 2 or 4 GPUs per node (at most as many nodes as hold
    GPUs) in a partition with enough GPU nodes; the others go to any partition wide enough."""
    gpu_nodes = {n for lo, hi, _ in spec.gres for n in range(lo, hi + 1)}
    most = min(g for *_, g in spec.gres)
    out = []
    for j in jobs:
        if rng.random() < spec.gpu_share:
            nodes = min(j.nodes, len(gpu_nodes))
            gpus = rng.choice([g for g in (1, 2, 4) if g <= most])
            fits = [
                name
                for name, lo, hi, _ in spec.partitions
                if len(gpu_nodes & set(range(lo, hi + 1))) >= nodes
            ]
            j = replace(j, nodes=nodes, gpus=gpus)
        else:
            fits = [name for name, lo, hi, _ in spec.partitions if j.nodes <= hi - lo + 1]
        out.append(replace(j, partition=rng.choice(fits)))
    return out


def _spread(spec: Spec, jobs: list[SleepJob], rng: random.Random) -> list[SleepJob]:
    """Each job into a partition whose size and MaxTime allow it (its nodes cut to the
    largest partition's if wider), the first partition chosen three times in five."""
    out = []
    widest = max(hi - lo + 1 for _, lo, hi, _ in spec.partitions)
    for j in jobs:
        j = replace(j, nodes=min(j.nodes, widest))
        fits = [
            name
            for name, lo, hi, max_time in spec.partitions
            if j.nodes <= hi - lo + 1 and (not max_time or j.limit <= max_time)
        ]
        name = fits[0] if len(fits) == 1 or rng.random() < 0.6 else rng.choice(fits[1:])
        out.append(replace(j, partition=name))
    return out


def _shape(spec: Spec, jobs: list[SleepJob], rng: random.Random) -> list[SleepJob]:
    """Bursts (runs of jobs moved onto one second: an array's or a script's submissions),
    chains of full-machine jobs arriving together, and ``afterok`` parents."""
    out = list(jobs)
    n = len(out)
    size = min(spec.burst_size, n // max(1, 2 * spec.bursts + spec.chains))
    # bursts and chains on disjoint stretches of the job list, in a seeded order
    slots = list(range(5, n - size, size))
    picks = sorted(rng.sample(slots, spec.bursts + spec.chains))
    kinds = [True] * spec.bursts + [False] * spec.chains
    rng.shuffle(kinds)
    for k, is_burst in zip(picks, kinds, strict=True):
        at = out[k].submit
        if is_burst:
            alike = rng.random() < 0.5  # half the bursts are arrays: one request, one limit
            for x in range(k, k + size):
                j = out[x]
                if alike:
                    over = j.sleep > j.limit * 60
                    lim = out[k].limit
                    sleep = lim * 60 + 150 if over else min(j.sleep, round(lim * 60 * 0.9))
                    j = replace(j, nodes=out[k].nodes, limit=lim, sleep=max(20, sleep))
                out[x] = replace(j, submit=at)
        else:
            for x in range(k, k + min(spec.chain_len, size)):
                j = out[x]
                sleep = max(20, round(j.limit * 60 * rng.uniform(0.3, 0.9)))
                out[x] = replace(j, submit=at, nodes=spec.nodes, sleep=min(j.sleep, sleep))
    out = _in_order(out)
    if spec.after:
        over = {j.id for j in out if j.sleep > j.limit * 60}
        for x in sorted(rng.sample(range(5, n), spec.after)):
            p = out[x - rng.randint(1, 5)]
            if p.id not in over and out[x].id not in over:
                out[x] = replace(out[x], after=str(p.id))
    return out


ALL: dict[str, Spec] = {**SPECS, **LARGE, **SMALL, **DEPS, **PARTS, **GPUS, **FAIR, **QOS, **ARRAYS}
