"""The report's generated workloads: sleep jobs on 8-16 nodes, 30-60 jobs, limits of 1-10
whole minutes, several with a full-machine job early so that reservations bind.

Each is fixed by its row of :data:`SPECS` (a seed among them), so a run can be repeated.
Submit times are distinct whole seconds (two submissions never race for one second), and a
few jobs in the ``overrun`` workloads sleep past their limit so Slurm kills them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

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
    return jobs
