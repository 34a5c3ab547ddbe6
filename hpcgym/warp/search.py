"""Local search over list-scheduled plans: the earliest-fit heuristic (lubrano2024 §4.2) tries a
few orders and anchors; this walks from its plan to better ones.

A plan is decoded from a dependency order of the steps and an anchor slot: forward, each step
in turn at the earliest slot from the anchor, its release and its parents' ends where its nodes
stay free; or backward, each step in reverse order ending at the latest slot before the anchor
and its children's starts. Every shortest plan is the forward decoding of its own start order
from its first slot (moving each step, in start order, to its earliest fitting slot never
delays it), so the search over orders and anchors can reach an optimum. Each move decodes
both ways and keeps the shorter plan. Most moves reinsert one step elsewhere in the order
(between its last parent and its first child) and are kept when the plan does not get longer;
the others jump to new anchors, drawn among those whose makespan bound (:func:`start_anchors`,
:func:`end_anchors`) is below the best plan's, lower bounds likelier, and are always kept. After
a run of moves without progress the walk returns to the best plan.
"""

from __future__ import annotations

import time

import numpy as np

from .heuristic import _justify, _span, end_anchors, start_anchors
from .instance import Instance, Plan, first_fit, last_fit, make_plan

_STALL = 30  # moves without progress before the walk returns to the best plan
_JUMP = 0.15  # share of moves that jump to new anchors


def improve(
    instance: Instance,
    plan: Plan,
    *,
    iterations: int = 400,
    time_limit: float | None = None,
    lower: int = 0,
    seed: int = 0,
) -> Plan:
    """A plan at most as long as ``plan`` (a feasible plan of ``instance``), after up to
    ``iterations`` moves (fewer if ``time_limit`` seconds run out or the makespan reaches
    ``lower``); status "heuristic". Deterministic for a given ``seed``."""
    t0 = time.perf_counter()
    inst = instance
    start = np.array([plan.start[s.id] for s in inst.steps], dtype=np.int64)
    best_span = _span(inst, start)
    if best_span <= lower or iterations <= 0:
        return make_plan(inst, start, "heuristic", time.perf_counter() - t0)
    rng = np.random.default_rng(seed)
    n = len(inst.steps)
    w = [int(v) for v in inst.walltime]
    r = [int(v) for v in inst.nodes]
    release = [int(v) for v in inst.release]
    head = [int(v) for v in inst.head]
    free = inst.free.astype(np.int64)
    fwd = _anchors(*start_anchors(inst))
    bwd = _anchors(*end_anchors(inst))

    def forward(order: list[int], anchor: int) -> np.ndarray | None:
        room = free.copy()
        s = np.zeros(n, dtype=np.int64)
        for i in order:
            lo = max(anchor, release[i])
            for p in inst.parents[i]:
                lo = max(lo, int(s[p]) + w[p])
            got = first_fit(room, r[i], w[i], lo)
            if got < 0:
                return None
            s[i] = got
            room[got : got + w[i]] -= r[i]
        return s

    def backward(order: list[int], end: int) -> np.ndarray | None:
        room = free.copy()
        s = np.zeros(n, dtype=np.int64)
        for i in reversed(order):
            hi = end - w[i]
            for c in inst.children[i]:
                hi = min(hi, int(s[c]) - w[i])
            got = last_fit(room, r[i], w[i], head[i], hi)
            if got < 0:
                return None
            s[i] = got
            room[got : got + w[i]] -= r[i]
        return s

    best = start
    order = _order(inst, start)
    forward_anchor, backward_anchor = int(start.min()), int((start + inst.walltime).max())
    cur_span, stall = best_span, 0
    for _ in range(iterations):
        if best_span <= lower or (time_limit is not None and time.perf_counter() - t0 > time_limit):
            break
        jump = rng.random() < _JUMP
        if jump:
            new = order
            forward_anchor = _pick(fwd, best_span, rng, forward_anchor)
            backward_anchor = _pick(bwd, best_span, rng, backward_anchor)
        else:
            new = _reinsert(inst, order, rng)
        got = [
            s
            for s in (forward(new, forward_anchor), backward(new, backward_anchor))
            if s is not None
        ]
        if not got:
            stall += 1
            continue
        cand = min(got, key=lambda s: _span(inst, s))
        span = _span(inst, cand)
        if jump or span <= cur_span:
            order = new
            stall = 0 if span < cur_span else stall + 1
            cur_span = span
            if span < best_span:
                best, best_span = cand, span
        else:
            stall += 1
        if stall >= _STALL:
            order = _order(inst, best)
            forward_anchor = int(best.min())
            backward_anchor = int((best + inst.walltime).max())
            cur_span, stall = best_span, 0
    best = _justify(inst, best)
    return make_plan(inst, best, "heuristic", time.perf_counter() - t0)


def _anchors(slots: np.ndarray, bound: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Anchor slots sorted by their makespan bound, lowest first."""
    k = np.argsort(bound, kind="stable")
    return slots[k], bound[k]


def _pick(
    anchors: tuple[np.ndarray, np.ndarray], best: int, rng: np.random.Generator, now: int
) -> int:
    """An anchor whose bound is below ``best``, lower bounds likelier; ``now`` if none."""
    slots, bound = anchors
    useful = int(np.searchsorted(bound, best, side="left"))
    if useful == 0:
        return now
    k = int(min(useful - 1, rng.geometric(min(1.0, 4.0 / useful)) - 1))
    return int(slots[k])


def _order(inst: Instance, start: np.ndarray) -> list[int]:
    """The steps by start slot, ties in topological order: a dependency order."""
    rank = np.empty(len(inst.steps), dtype=np.int64)
    rank[list(inst.order)] = np.arange(len(inst.steps))
    return [int(i) for i in np.lexsort((rank, start))]


def _reinsert(inst: Instance, order: list[int], rng: np.random.Generator) -> list[int]:
    """``order`` with one random step moved to a random place between its last parent and its
    first child (a dependency order still)."""
    n = len(order)
    if n < 2:
        return order
    i = int(rng.integers(n))
    step = order[i]
    rest = order[:i] + order[i + 1 :]
    where = {s: k for k, s in enumerate(rest)}
    lo = max((where[p] + 1 for p in inst.parents[step]), default=0)
    hi = min((where[c] for c in inst.children[step]), default=n - 1)
    k = int(rng.integers(lo, hi + 1))
    return rest[:k] + [step] + rest[k:]
