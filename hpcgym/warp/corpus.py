"""Instances for tests and benchmarks: the turbine workflow of lubrano2024 §6 and random layered
DAGs over an occupancy forecast built from §5.1-style batch jobs."""

from __future__ import annotations

import math

import numpy as np

from hpcgym.errors import InputError

from .instance import Instance, Step, first_fit


def turbine(
    occupancy: np.ndarray | None = None, *, capacity: int = 14, horizon: int = 60
) -> Instance:
    """The §6 turbine workflow (Table 1): LES, 2 nodes for 15 min, then HPDA, 5 nodes for
    30 min, on the 14 batch nodes of the §5 testbed; an empty cluster unless ``occupancy``."""
    occ = np.zeros(horizon, dtype=np.int64) if occupancy is None else np.asarray(occupancy)
    return Instance(
        (Step("LES", 2, 15), Step("HPDA", 5, 30)), (("LES", "HPDA"),), capacity, occ, name="turbine"
    )


def occupancy_profile(
    rng: np.random.Generator | int, capacity: int, horizon: int, load: float, kind: str = "stream"
) -> np.ndarray:
    """A forecast n(s) of busy nodes: a Poisson stream of batch jobs (1-4 nodes per 16,
    walltimes a 12/60-minute mixture as in §5.1, shortened for short horizons) at offered load
    ``load``, each placed at the earliest slot where it fits, starting before slot 0 so that
    the profile opens with running jobs that end over time.

    ``kind="stream"`` keeps jobs arriving over the whole horizon, so the mean is roughly
    ``load * capacity``; ``kind="backlog"`` keeps only the jobs submitted before slot 0 (running
    or queued), which is all a real forecast knows (§4.2), so it drains to an empty cluster.
    """
    rng = np.random.default_rng(rng)
    if not 0 <= load < 1:
        raise InputError(f"load must be in [0, 1), got {load}")
    if kind not in ("stream", "backlog"):
        raise InputError(f"kind must be 'stream' or 'backlog', got {kind!r}")
    scale = min(1.0, horizon / 240)
    max_nodes = max(1, round(4 * capacity / 16))
    mean_nodes = (1 + max_nodes) / 2
    means, sds = np.array([12.0, 60.0]) * scale, np.array([4.0, 15.0]) * scale
    mean_len = max(1.0, float(means.mean()))
    lead = int(math.ceil(means[1] + 3 * sds[1])) + 1
    total = lead + horizon
    free = np.full(total + lead, capacity, dtype=np.int64)
    rate = load * capacity / (mean_nodes * mean_len)
    if rate <= 0:
        return np.zeros(horizon, dtype=np.int64)
    count = rng.poisson(rate * total)
    arrivals = np.sort(rng.integers(0, total, count))
    comp = rng.integers(0, 2, count)
    lengths = np.maximum(1, np.rint(rng.normal(means[comp], sds[comp]))).astype(np.int64)
    lengths = np.minimum(lengths, lead)
    nodes = rng.integers(1, max_nodes + 1, count)
    for a, w, r in zip(arrivals, lengths, nodes):
        if kind == "backlog" and a >= lead:
            break
        s = first_fit(free, int(r), int(w), int(a), total - 1)
        if s >= 0:
            free[s : s + w] -= r
    return (capacity - free[lead : lead + horizon]).astype(np.int64)


def random_instance(
    rng: np.random.Generator | int,
    steps: int,
    capacity: int,
    horizon: int,
    load: float,
    *,
    max_nodes: int | None = None,
    max_slots: int | None = None,
    edge_prob: float = 0.2,
    release_max: int = 0,
    kind: str = "stream",
    name: str | None = None,
) -> Instance:
    """A connected layered DAG of ``steps`` steps with random widths and walltimes over an
    :func:`occupancy_profile` at mean ``load``; its critical path fits half the horizon.

    Widths are 1..``max_nodes`` (default a third of the cluster: 5 of 16, like HPDA in
    Table 1), walltimes up to ``max_slots`` (default min(60, horizon / (2 * layers))); with
    ``release_max`` sources get random release slots up to it (capped at a quarter of the
    horizon). ``kind`` is passed to :func:`occupancy_profile`.
    """
    rng = np.random.default_rng(rng)
    if steps < 1:
        raise InputError(f"steps must be >= 1, got {steps}")
    root = max(1, round(math.sqrt(steps)))
    layers = 1 if steps == 1 else int(rng.integers(max(2, root), max(2, min(steps, 2 * root)) + 1))
    layer = np.r_[np.arange(layers), rng.integers(0, layers, steps - layers)]
    layer = np.sort(layer)
    by_layer = [np.flatnonzero(layer == L) for L in range(layers)]
    edges: set[tuple[int, int]] = set()
    for v in range(steps):
        L = layer[v]
        if L == 0:
            continue
        edges.add((int(rng.choice(by_layer[L - 1])), v))
        for u in np.flatnonzero(layer < L).tolist():
            if rng.random() < edge_prob / max(1, L):
                edges.add((int(u), v))
    comp = list(range(steps))

    def find(v: int) -> int:
        while comp[v] != v:
            comp[v] = comp[comp[v]]
            v = comp[v]
        return v

    for u, v in edges:
        comp[find(u)] = find(v)
    if layers > 1:
        main = find(int(by_layer[1][0]))
        for v in range(steps):
            if find(v) == main:
                continue
            members = [x for x in range(steps) if find(x) == find(v)]
            deep = [x for x in members if layer[x] > 0]
            mains = [x for x in range(steps) if find(x) == main]
            if deep:
                x = deep[0]
                u = int(rng.choice([m for m in mains if layer[m] < layer[x]]))
                edges.add((u, x))
            else:
                x = members[0]
                u = int(rng.choice([m for m in mains if layer[m] == 1]))
                edges.add((x, u))
            comp[find(v)] = main
    wide = max(1, capacity // 3) if max_nodes is None else min(max_nodes, capacity)
    long = max(1, min(60, horizon // (2 * layers))) if max_slots is None else max_slots
    nodes = rng.integers(1, wide + 1, steps)
    slots = rng.integers(max(1, long // 5), long + 1, steps)
    ids = [f"s{k}" for k in range(steps)]
    earliest: dict[str, int] = {}
    if release_max > 0:
        cap = min(release_max, horizon // 4)
        for v in np.flatnonzero(layer == 0).tolist():
            earliest[ids[v]] = int(rng.integers(0, cap + 1))
    return Instance(
        tuple(Step(ids[k], int(nodes[k]), int(slots[k])) for k in range(steps)),
        tuple((ids[u], ids[v]) for u, v in sorted(edges)),
        capacity,
        occupancy_profile(rng, capacity, horizon, load, kind),
        earliest,
        name=name or f"random-{steps}x{capacity}x{horizon}",
    )
