"""Earliest-fit list scheduling over the free-capacity profile: the heuristic §4.2 says WARP
must fall back to when the ILP cannot be solved to optimality within its time limit."""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable
from typing import Any

import numpy as np

from .instance import InfeasibleError, Instance, Plan, first_fit, last_fit, make_plan, window_ok

_NEVER = np.iinfo(np.int64).max // 4
_POLISH = 2


def earliest_fit(
    instance: Instance, *, justify: bool = True, anchors: int = 16, samples: int = 8, seed: int = 0
) -> Plan:
    """List-schedule the steps (topological order, ties by longest remaining walltime chain),
    each at the earliest slot after its parents and release where its nodes stay free.

    The objective (1a) is the span ``T - t``, not the end time, so a step placed as early as
    possible may wait long for a busy successor. Cheap remedies, all of which keep every plan
    feasible: ``anchors`` > 0 also list-schedules forward from that many later start slots
    and backward (latest fit, reverse order) from as many end slots, those with the lowest
    makespan bounds of :func:`start_anchors` and :func:`end_anchors`, one per run of adjacent
    slots with the same bound (the forecast often has long plateaus); ``samples`` more
    forward passes use randomly perturbed priorities (seeded by ``seed``); ``justify``
    compacts the shortest plans by alternating right and left justification, which never
    lengthens them. ``justify=False, anchors=0, samples=0`` is plain list scheduling.
    Raises :class:`InfeasibleError` when no pass places every step within the horizon.
    """
    t0 = time.perf_counter()
    inst = instance
    n = len(inst.steps)
    plans: list[np.ndarray] = []
    failure: InfeasibleError | None = None

    def attempt(build: Callable[..., np.ndarray], *args: Any) -> None:
        nonlocal failure
        try:
            plans.append(build(*args))
        except InfeasibleError as exc:
            failure = failure or exc

    tail = inst.tail.astype(float)
    attempt(_forward, inst, 0, tail)
    starts = [0]
    if anchors > 0:
        starts += [a for a in _best_anchors(*start_anchors(inst), anchors, last=False) if a != 0]
        for a in starts[1:]:
            attempt(_forward, inst, a, tail)
        head = (inst.head + inst.walltime).astype(float)
        ends = _best_anchors(*end_anchors(inst), anchors, last=True)
        for e in [inst.horizon] + [e for e in ends if e != inst.horizon]:
            attempt(_backward, inst, e, head)
    rng = np.random.default_rng(seed)
    for _ in range(samples):
        attempt(
            _forward, inst, starts[int(rng.integers(len(starts)))], tail * rng.uniform(0.5, 1.5, n)
        )
    if not plans:
        assert failure is not None  # every attempt failed, the first one included
        raise failure
    plans.sort(key=lambda s: _span(inst, s))
    if justify:
        plans = [_justify(inst, s) for s in plans[:_POLISH]]
    best = min(plans, key=lambda s: _span(inst, s))
    return make_plan(inst, best, "heuristic", time.perf_counter() - t0)


def start_anchors(instance: Instance) -> tuple[np.ndarray, np.ndarray]:
    """Slots ``a`` where a plan can start (a step fits the forecast there) and, for each, a
    lower bound on the makespan of any plan starting at ``a``: the larger of the last end of
    the earliest starts at or after ``a`` where each step alone fits the forecast
    (capacity-aware heads, ignoring the steps' competition) and the slots needed from ``a``
    until the free node-slots cover the workflow's total work. Vectorised over ``a``."""
    inst = instance
    H = inst.horizon
    w, r = inst.walltime, inst.nodes
    anchor = np.arange(H, dtype=np.int64)
    es = np.empty((len(inst.steps), H), dtype=np.int64)
    for i in inst.order:
        ok = window_ok(inst.free, int(r[i]), int(w[i]))
        nxt = np.where(ok, np.arange(ok.size), _NEVER)
        nxt = np.r_[np.minimum.accumulate(nxt[::-1])[::-1], _NEVER]
        lo = np.maximum(anchor, inst.release[i])
        for p in inst.parents[i]:
            lo = np.maximum(lo, np.minimum(es[p] + w[p], H))
        es[i] = nxt[np.minimum(lo, ok.size)]
    end = (es + w[:, None]).max(axis=0)
    work = _free_work(inst)
    enough = np.searchsorted(work, work[:-1] + int((r * w).sum()), side="left")
    real = (es.min(axis=0) == anchor) & (end <= H) & (enough <= H)
    return anchor[real], np.maximum(end[real], enough[real]) - anchor[real]


def end_anchors(instance: Instance) -> tuple[np.ndarray, np.ndarray]:
    """Slots ``e`` where a plan can end (exclusive) and, for each, a lower bound on the
    makespan of any plan ending there: the mirror of :func:`start_anchors` with the latest
    starts before ``e`` where each step alone fits (capacity-aware tails) and the free
    node-slots before ``e``."""
    inst = instance
    H = inst.horizon
    w, r = inst.walltime, inst.nodes
    end = np.arange(1, H + 1, dtype=np.int64)
    ls = np.empty((len(inst.steps), H), dtype=np.int64)
    for i in reversed(inst.order):
        ok = window_ok(inst.free, int(r[i]), int(w[i]))
        prv = np.r_[np.maximum.accumulate(np.where(ok, np.arange(ok.size), -_NEVER)), -_NEVER]
        hi = end - w[i]
        for c in inst.children[i]:
            hi = np.minimum(hi, ls[c] - w[i])
        got = prv[np.where(hi >= 0, hi, ok.size)]
        ls[i] = np.where(got >= inst.head[i], got, -_NEVER)
    first = ls.min(axis=0)
    work = _free_work(inst)
    enough = np.searchsorted(work, work[1:] - int((r * w).sum()), side="right") - 1
    real = ((ls + w[:, None]).max(axis=0) == end) & (first >= 0) & (enough >= 0)
    return end[real], end[real] - np.minimum(first[real], enough[real])


def _free_work(inst: Instance) -> np.ndarray:
    """Free node-slots before each slot: ``work[k] = sum_{s<k} (N_c - n(s))``, length H + 1."""
    return np.r_[0, np.cumsum(inst.free)]


def makespan_lower_bound(instance: Instance) -> int:
    """A lower bound on every plan's makespan from :func:`start_anchors`, :func:`end_anchors`
    and :func:`disjoint_steps`; at least the critical path. Raises InfeasibleError if no slot
    can even start a plan."""
    a, e = start_anchors(instance)[1], end_anchors(instance)[1]
    if a.size == 0 or e.size == 0:
        raise InfeasibleError(
            f"instance {instance.name!r}: no slot where every step alone "
            f"fits the forecast in dependency order within the horizon"
        )
    alone = int(instance.walltime[disjoint_steps(instance)].sum())
    return max(int(a.min()), int(e.min()), instance.critical_path, alone)


def disjoint_steps(instance: Instance) -> np.ndarray:
    """Steps no two of which can ever run at once, as their nodes together exceed the most
    nodes the forecast ever leaves free: every step wider than half of that, and the longest
    of the others that cannot run beside the narrowest of them. Their walltimes add up to a
    makespan bound (two 8-node steps with at most 14 nodes free run one after the other)."""
    most = int(instance.free.max())
    r = instance.nodes
    wide = np.flatnonzero(2 * r > most)
    if wide.size:
        clash = np.flatnonzero((2 * r <= most) & (r + r[wide].min() > most))
        if clash.size:
            wide = np.r_[wide, clash[np.argmax(instance.walltime[clash])]]
    return wide


def _best_anchors(slots: np.ndarray, bound: np.ndarray, count: int, last: bool) -> list[int]:
    """The ``count`` anchors with the lowest bounds, keeping only the first (or ``last``) slot
    of each run of adjacent anchors with equal bounds so that the passes spread out."""
    if slots.size == 0:
        return []
    same = (slots[1:] - slots[:-1] == 1) & (bound[1:] == bound[:-1])
    keep = ~np.r_[same, False] if last else ~np.r_[False, same]
    slots, bound = slots[keep], bound[keep]
    return [int(a) for a in slots[np.argsort(bound, kind="stable")[:count]]]


def _span(inst: Instance, start: np.ndarray) -> int:
    return int((start + inst.walltime).max() - start.min())


def _forward(inst: Instance, anchor: int, priority: np.ndarray) -> np.ndarray:
    """Start slots of the earliest-fit list schedule with every step at or after ``anchor``,
    ready steps taken by decreasing ``priority``."""
    free = inst.free.astype(np.int64)
    w, r = inst.walltime, inst.nodes
    n = len(inst.steps)
    start = np.full(n, -1, dtype=np.int64)
    ready_at = np.maximum(inst.release, anchor)
    waiting = np.array([len(p) for p in inst.parents])
    heap = [(-priority[i], i) for i in range(n) if waiting[i] == 0]
    heapq.heapify(heap)
    while heap:
        _, i = heapq.heappop(heap)
        s = first_fit(free, int(r[i]), int(w[i]), int(ready_at[i]))
        if s < 0:
            raise InfeasibleError(
                f"instance {inst.name!r}: earliest_fit found no slot >= {int(ready_at[i])} with "
                f"{int(r[i])} nodes free for {int(w[i])} slots for step {inst.steps[i].id!r}"
            )
        start[i] = s
        free[s : s + w[i]] -= r[i]
        for c in inst.children[i]:
            ready_at[c] = max(ready_at[c], s + w[i])
            waiting[c] -= 1
            if waiting[c] == 0:
                heapq.heappush(heap, (-priority[c], c))
    return start


def _backward(inst: Instance, end: int, priority: np.ndarray) -> np.ndarray:
    """Start slots of the latest-fit list schedule with every step ending by ``end``, in
    reverse dependency order, ready steps taken by decreasing ``priority``."""
    free = inst.free.astype(np.int64)
    w, r = inst.walltime, inst.nodes
    n = len(inst.steps)
    start = np.full(n, -1, dtype=np.int64)
    due = np.full(n, end, dtype=np.int64)
    waiting = np.array([len(c) for c in inst.children])
    heap = [(-priority[i], i) for i in range(n) if waiting[i] == 0]
    heapq.heapify(heap)
    while heap:
        _, i = heapq.heappop(heap)
        s = last_fit(free, int(r[i]), int(w[i]), int(inst.head[i]), int(due[i] - w[i]))
        if s < 0:
            raise InfeasibleError(
                f"instance {inst.name!r}: earliest_fit found no slot ending by {int(due[i])} "
                f"with {int(r[i])} nodes free for {int(w[i])} slots for step "
                f"{inst.steps[i].id!r}"
            )
        start[i] = s
        free[s : s + w[i]] -= r[i]
        for p in inst.parents[i]:
            due[p] = min(due[p], s)
            waiting[p] -= 1
            if waiting[p] == 0:
                heapq.heappush(heap, (-priority[p], p))
    return start


def _justify(inst: Instance, start: np.ndarray) -> np.ndarray:
    """Alternate right and left justification until the span stops shrinking."""
    start = start.copy()
    w, r = inst.walltime, inst.nodes
    diff = np.zeros(inst.horizon + 1, dtype=np.int64)
    np.add.at(diff, start, r)
    np.add.at(diff, start + w, -r)
    free = inst.free - np.cumsum(diff)[:-1]
    span = _span(inst, start)
    for _ in range(8):
        _justify_right(inst, free, start)
        _justify_left(inst, free, start)
        new = _span(inst, start)
        if new >= span:
            break
        span = new
    return start


def _justify_right(inst: Instance, free: np.ndarray, start: np.ndarray) -> None:
    """Move every step as late as possible without passing the plan's last end or a child,
    latest-ending first; the span's end stays and its start can only move later."""
    w, r = inst.walltime, inst.nodes
    end = start + w
    last = int(end.max())
    for i in np.lexsort((-start, -end)):
        s0 = int(start[i])
        free[s0 : s0 + w[i]] += r[i]
        hi = min([last] + [int(start[c]) for c in inst.children[i]]) - int(w[i])
        s = last_fit(free, int(r[i]), int(w[i]), s0, hi)
        start[i] = s
        free[s : s + w[i]] -= r[i]


def _justify_left(inst: Instance, free: np.ndarray, start: np.ndarray) -> None:
    """Move every step as early as possible without passing the plan's first start, a parent's
    end or its release, earliest-starting first; the span's start stays and its end can only
    move earlier."""
    w, r = inst.walltime, inst.nodes
    first = int(start.min())
    for i in np.lexsort((start + w, start)):
        s0 = int(start[i])
        free[s0 : s0 + w[i]] += r[i]
        lo = max([first, int(inst.release[i])] + [int(start[p] + w[p]) for p in inst.parents[i]])
        s = first_fit(free, int(r[i]), int(w[i]), lo, s0)
        start[i] = s
        free[s : s + w[i]] -= r[i]
