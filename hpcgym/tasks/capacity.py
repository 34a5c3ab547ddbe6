"""Held capacity of a reserving policy: what one workflow keeps from the others.

Under SR / SLoP / FES (ilyushkin2015 §III-D..F) a workflow holds ``max(running, target)``
processors while it is served, ``target`` being its LoP, ``ceil(f * LoP)`` or its largest
eligible set of generations ``0..depth``. Alone on ``processors`` processors it runs every
eligible task at once (what every one of the four policies does alone), so its trajectory is
a BF run and its *held capacity* is ``H = integral of min(processors, max(running, target))``
over its makespan, in processor-seconds; ``H / work >= 1``, and ``H - work`` is what it keeps
idle. At a load ``rho`` the queue then holds on average ``100 rho * r`` processors with
``r = sum H / sum work`` over the workload (work-weighted), so ``1 / r`` estimates the maximal
utilization from the workflows' structure alone; the simulated values of Table I sit within
0.08 of it. A workflow under-served in the queue holds fewer processors than its target, so
in any state it keeps no more idle than it would alone in that state: the isolated
``H - work`` is what a reading can waste per workflow, up to the order of its completions.

:func:`lop_trajectory` prints the LoP of one workflow over its run (the evidence of the
README's Table I section); :func:`held_capacity` and :func:`capacity_rows` are pure functions
of DAGs that a study can call (:mod:`hpcgym.studies.capacity` estimates Table I with them).
Readings (``policy`` suffixes of :mod:`hpcgym.tasks.policies`): ``approx`` (the text's),
``exact``, ``whole`` and ``static``; ``arrival`` is ``whole`` for a workflow alone (no other
arrival refreshes it) and ``gang`` changes nothing alone.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass

import numpy as np

from hpcgym.tasks.dag import TaskDag
from hpcgym.tasks.lop import exact_lop, generation_sizes, generations

# A seed for numpy's default_rng: an integer, or integers spawning one stream per workflow.
Seed = int | Sequence[int]


@dataclass(slots=True, frozen=True)
class Step:
    """The state of a workflow alone between two of its events."""

    start: float
    end: float
    running: int
    sizes: tuple[int, ...]  # generation sizes of the remaining part (§III-A)
    lop: int  # token-wave LoP of the remaining part (§III-B)


@dataclass(slots=True, frozen=True)
class Held:
    """One workflow alone: ``work`` and ``held`` in processor-seconds, ``makespan`` in s."""

    work: float
    makespan: float
    held: float

    @property
    def ratio(self) -> float:
        return self.held / self.work if self.work > 0 else 1.0


def isolated_times(
    dag: TaskDag, processors: int = 100, seed: Seed = 0
) -> tuple[np.ndarray, np.ndarray]:
    """Start and end of every task when the workflow is alone (every policy runs it as BF)."""
    from hpcgym.tasks.policies import simulate

    s = simulate([dag], [0.0], "bf", processors, seed, record_tasks=True)
    assert s.task_start is not None and s.task_end is not None  # record_tasks=True
    return np.asarray(s.task_start[0]), np.asarray(s.task_end[0])


def lop_trajectory(dag: TaskDag, processors: int = 100, seed: Seed = 0) -> list[Step]:
    """The workflow alone: running tasks and the remaining part's generations per interval."""
    st, en = isolated_times(dag, processors, seed)
    real = ~np.asarray(dag.artificial)
    times = np.unique(np.concatenate([st, en]))
    out: list[Step] = []
    for a, b in itertools.pairwise(times):
        done = np.flatnonzero(en <= a).tolist()
        running = int(((st <= a) & (en > a) & real).sum())
        sizes = tuple(generation_sizes(dag, done))
        out.append(Step(float(a), float(b), running, sizes, max(sizes, default=0)))
    return out


@dataclass(slots=True)
class _Profile:
    dag: TaskDag
    work: float
    makespan: float
    steps: list[tuple[float, int, list[int], list[int], frozenset[int]]]  # dt, running,
    #   sizes of the remaining part, static sizes (from the first unfinished generation), done


def _profile(dag: TaskDag, processors: int, seed: Seed) -> _Profile:
    st, en = isolated_times(dag, processors, seed)
    real = ~np.asarray(dag.artificial)
    makespan = float(en.max() - st[real].min()) if real.any() else 0.0
    gen = generations(dag)
    full = generation_sizes(dag)
    times = np.unique(np.concatenate([st, en]))
    steps = []
    for a, b in itertools.pairwise(times):
        done = frozenset(np.flatnonzero(en <= a).tolist())
        running = int(((st <= a) & (en > a) & real).sum())
        g = min((gen[i] for i in range(len(dag)) if i not in done), default=len(full))
        steps.append((float(b - a), running, generation_sizes(dag, done), full[g:], done))
    return _Profile(dag, float(dag.work), makespan, steps)


def _held(prof: _Profile, policy: str, processors: int) -> Held:
    from hpcgym.tasks.policies import parse

    p = parse(policy)
    if p.kind == "bf":
        return Held(prof.work, prof.makespan, prof.work)
    full = generation_sizes(prof.dag)
    f = 1.0 if p.kind == "sr" else p.f
    held = 0.0
    for dt, running, rem, static, done in prof.steps:
        sizes = full if p.lop in ("whole", "arrival") else static if p.lop == "static" else rem
        if p.kind == "fes":
            target = max(sizes[: p.depth + 1], default=0)
        else:
            lop = exact_lop(prof.dag, done) if p.lop == "exact" else max(sizes, default=0)
            target = lop if f == 1.0 else math.ceil(f * lop - 1e-9)
        held += min(processors, max(running, target)) * dt
    return Held(prof.work, prof.makespan, held)


def held_capacity(dag: TaskDag, policy: str = "sr", processors: int = 100, seed: Seed = 0) -> Held:
    """``H`` of the module notes for one workflow under ``policy`` (any name of
    :func:`hpcgym.tasks.policies.parse`)."""
    return _held(_profile(dag, processors, seed), policy, processors)


def capacity_rows(
    dags: Sequence[TaskDag], policies: Sequence[str], processors: int = 100, seed: int = 0
) -> dict[str, list[Held]]:
    """``{policy: [Held per workflow]}`` (each workflow's isolated run is computed once)."""
    profs = [_profile(d, processors, [seed, k]) for k, d in enumerate(dags)]
    return {p: [_held(pr, p, processors) for pr in profs] for p in policies}


def ceiling_held(
    dag: TaskDag, first: Collection[int], processors: int = 100, seed: Seed = 0
) -> Held:
    """The most SR can hold for ``dag`` alone if, from the moment the tasks ``first`` have all
    completed, it never releases below the largest LoP its remaining part will still have
    (before that moment it holds its LoP as usual). For SIPHT with ``first`` its Patser tasks
    this bounds what any reading that recomputes after the Patsers can hold (README,
    Table I)."""
    prof = _profile(dag, processors, seed)
    firsts = set(first)
    after = [firsts <= done for *_, done in prof.steps]
    peak = max(
        (max(rem, default=0) for (_, _, rem, _, _), a in zip(prof.steps, after) if a), default=0
    )
    held = 0.0
    for (dt, running, rem, _, _), a in zip(prof.steps, after):
        lop = peak if a else max(rem, default=0)
        held += min(processors, max(running, lop)) * dt
    return Held(prof.work, prof.makespan, held)
