"""Plain data for the WARP optimizer (lubrano2024 §4.2): steps, DAG, occupancy forecast, plans.

Time is discretised into 1-minute timeslots ``0 .. N_T`` (§4.2); an :class:`Instance` carries
the forecast ``n(s)`` for every slot, so its horizon is ``len(occupancy) == N_T + 1``. A step
started at slot ``s`` occupies slots ``s .. s + w - 1`` (the paper's ``t_i .. T_i``, (1b)) and
ends, exclusively, at ``s + w``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

import networkx as nx
import numpy as np

from hpcgym.errors import HPCGymError, InputError, InputTypeError, WorkflowError


def _positive_int(value: object) -> bool:
    return not isinstance(value, bool) and isinstance(value, (int, np.integer)) and bool(value > 0)


class InfeasibleError(WorkflowError):
    """No plan of the instance fits within its horizon and forecast."""


class SolverTimeout(HPCGymError, RuntimeError):
    """The solver hit its time limit before finding any plan, so feasibility is unknown."""


@dataclass(slots=True, frozen=True)
class Step:
    """One computational block of §4.2: ``nodes`` (r_i) whole nodes for ``slots`` (w_i) slots."""

    id: str
    nodes: int
    slots: int


@dataclass(slots=True, frozen=True, eq=False)
class Instance:
    """A workflow DAG to reserve on ``capacity`` (N_c) nodes whose forecast busy nodes per slot
    are ``occupancy`` (n(s), §4.2); ``earliest`` optionally holds release slots per step id.

    Validated on construction. The derived fields index steps by position: ``nodes`` (r_i),
    ``walltime`` (w_i), ``release``, ``parents``/``children``, a topological ``order``,
    ``head`` (earliest start from releases and predecessors, ignoring capacity) and ``tail``
    (longest walltime chain from a step's start to the end of the workflow).
    """

    steps: tuple[Step, ...]
    edges: tuple[tuple[str, str], ...]
    capacity: int
    occupancy: np.ndarray
    earliest: Mapping[str, int] = field(default_factory=dict)
    name: str = "instance"
    index: Mapping[str, int] = field(init=False, repr=False)
    nodes: np.ndarray = field(init=False, repr=False)
    walltime: np.ndarray = field(init=False, repr=False)
    release: np.ndarray = field(init=False, repr=False)
    parents: tuple[tuple[int, ...], ...] = field(init=False, repr=False)
    children: tuple[tuple[int, ...], ...] = field(init=False, repr=False)
    order: tuple[int, ...] = field(init=False, repr=False)
    head: np.ndarray = field(init=False, repr=False)
    tail: np.ndarray = field(init=False, repr=False)

    def __post_init__(self) -> None:
        def put(attr: str, value: object) -> None:
            object.__setattr__(self, attr, value)

        where = f"instance {self.name!r}"
        steps = tuple(self.steps)
        if not steps:
            raise WorkflowError(f"{where}: no steps")
        if not all(isinstance(s, Step) for s in steps):
            raise InputTypeError(f"{where}: steps must be Step objects")
        cap = self.capacity
        if not _positive_int(cap):
            raise WorkflowError(f"{where}: capacity N_c must be a positive integer, got {cap!r}")
        cap = int(cap)
        index: dict[str, int] = {}
        for k, s in enumerate(steps):
            if s.id in index:
                raise WorkflowError(f"{where}: duplicate step id {s.id!r}")
            index[s.id] = k
            for attr, value in (("nodes", s.nodes), ("slots", s.slots)):
                if not _positive_int(value):
                    raise WorkflowError(
                        f"{where}: step {s.id!r} {attr} must be a positive integer, got {value!r}"
                    )
            if s.nodes > cap:
                raise WorkflowError(
                    f"{where}: step {s.id!r} needs {s.nodes} nodes, wider than the "
                    f"cluster's N_c={cap}"
                )

        edges = tuple(dict.fromkeys((str(a), str(b)) for a, b in self.edges))
        for a, b in edges:
            for end in (a, b):
                if end not in index:
                    raise WorkflowError(f"{where}: edge {a!r}->{b!r} names unknown step {end!r}")
        graph = nx.DiGraph()
        graph.add_nodes_from(range(len(steps)))
        graph.add_edges_from((index[a], index[b]) for a, b in edges)
        try:
            cycle = nx.find_cycle(graph)
        except nx.NetworkXNoCycle:
            cycle = None
        if cycle is not None:
            ring = " -> ".join(steps[u].id for u, _ in cycle) + f" -> {steps[cycle[0][0]].id}"
            raise WorkflowError(
                f"{where}: the DAG has a cycle through step {steps[cycle[0][0]].id!r} ({ring})"
            )

        raw = np.asarray(self.occupancy)
        if raw.ndim != 1 or raw.size == 0:
            raise WorkflowError(
                f"{where}: occupancy n(s) must be a non-empty 1-D array, got shape {raw.shape}"
            )
        if raw.dtype.kind not in "iub":
            whole = raw.dtype.kind == "f" and np.all(np.isfinite(raw))
            if not whole or np.any(raw != np.round(raw)):
                raise WorkflowError(f"{where}: occupancy n(s) must hold whole node counts")
        occ = raw.astype(np.int64)
        bad = np.flatnonzero((occ < 0) | (occ > cap))
        if bad.size:
            slot = int(bad[0])
            raise WorkflowError(
                f"{where}: occupancy n({slot})={int(occ[slot])} is outside 0..N_c={cap}"
            )
        occ.setflags(write=False)

        earliest = dict(self.earliest)
        release = np.zeros(len(steps), dtype=np.int64)
        for sid, r in earliest.items():
            if sid not in index:
                raise WorkflowError(f"{where}: release given for unknown step {sid!r}")
            if isinstance(r, bool) or not isinstance(r, (int, np.integer)) or r < 0:
                raise WorkflowError(
                    f"{where}: release of step {sid!r} must be a slot >= 0, got {r!r}"
                )
            release[index[sid]] = int(r)

        n = len(steps)
        parents: list[list[int]] = [[] for _ in range(n)]
        children: list[list[int]] = [[] for _ in range(n)]
        for a, b in edges:
            parents[index[b]].append(index[a])
            children[index[a]].append(index[b])
        order = tuple(nx.lexicographical_topological_sort(graph))
        w = np.array([s.slots for s in steps], dtype=np.int64)
        head = release.copy()
        for i in order:
            for p in parents[i]:
                head[i] = max(head[i], head[p] + w[p])
        tail = w.copy()
        for i in reversed(order):
            for c in children[i]:
                tail[i] = max(tail[i], w[i] + tail[c])
        horizon = occ.size
        need = head + tail
        if need.max() > horizon:
            i = int(np.argmax(need))
            chain = [i]
            while children[chain[-1]]:
                j = chain[-1]
                chain.append(max(children[j], key=lambda c: tail[c]))
            path = " -> ".join(steps[k].id for k in chain)
            raise WorkflowError(
                f"{where}: infeasible horizon: critical path {path} cannot end "
                f"before slot {int(need[i])} (starting at slot {int(head[i])}) but "
                f"the horizon has {horizon} slots"
            )

        for arr in (release, w, head, tail):
            arr.setflags(write=False)
        nodes = np.array([s.nodes for s in steps], dtype=np.int64)
        nodes.setflags(write=False)
        put("steps", steps)
        put("edges", edges)
        put("capacity", cap)
        put("occupancy", occ)
        put("earliest", MappingProxyType(earliest))
        put("index", MappingProxyType(index))
        put("nodes", nodes)
        put("walltime", w)
        put("release", release)
        put("parents", tuple(tuple(p) for p in parents))
        put("children", tuple(tuple(c) for c in children))
        put("order", order)
        put("head", head)
        put("tail", tail)

    @property
    def horizon(self) -> int:
        """Number of timeslots ``N_T + 1`` covered by the forecast."""
        return int(self.occupancy.size)

    @property
    def free(self) -> np.ndarray:
        """Free nodes per slot, ``N_c - n(s)``: the right-hand side of (1h)."""
        return self.capacity - self.occupancy

    @property
    def critical_path(self) -> int:
        """Longest walltime chain in slots, ignoring capacity and releases: a makespan bound."""
        return int(self.tail.max())

    def __repr__(self) -> str:
        return (
            f"Instance({self.name!r}, {len(self.steps)} steps, {len(self.edges)} edges, "
            f"N_c={self.capacity}, horizon={self.horizon})"
        )


@dataclass(slots=True, frozen=True)
class Plan:
    """Reservation plan: start slot per step id, makespan ``T - t + 1`` in slots (1a), the
    status, wall time in seconds and, when known, a lower bound on the makespan of any plan.

    The status says why the plan was returned: "optimal" (proven: ``bound == makespan``),
    "time_limit" (a solver ran out of time; the best plan it had, at most :attr:`gap` above
    the optimum) or "heuristic" (no solver ran). An infeasible instance raises instead.
    """

    start: Mapping[str, int]
    makespan: int
    status: str
    wall_time: float
    bound: int | None = None

    @property
    def gap(self) -> float | None:
        """``(makespan - bound) / makespan``, the most the plan can be above the optimum as a
        share of its makespan; 0.0 when optimal, None without a bound."""
        if self.bound is None:
            return None
        return (self.makespan - self.bound) / self.makespan

    def end(self, instance: Instance, step_id: str) -> int:
        """First slot after ``step_id`` (its ``T_i + 1``)."""
        return self.start[step_id] + instance.steps[instance.index[step_id]].slots


def make_plan(
    instance: Instance,
    starts: Iterable[int],
    status: str,
    wall_time: float,
    bound: int | None = None,
) -> Plan:
    """A :class:`Plan` from start slots in ``instance.steps`` order, computing the makespan."""
    s = np.fromiter((int(v) for v in starts), dtype=np.int64, count=len(instance.steps))
    makespan = int((s + instance.walltime).max() - s.min())
    return Plan(
        {st.id: int(v) for st, v in zip(instance.steps, s)},
        makespan,
        status,
        float(wall_time),
        bound,
    )


def check_plan(instance: Instance, plan: Plan) -> None:
    """Raise ValueError naming the violated constraint if ``plan`` breaks precedence (1e), the
    forecast capacity (1h), releases or the horizon (1k), or misstates its makespan (1a)."""
    where = f"instance {instance.name!r}"
    ids = set(instance.index)
    missing = ids - set(plan.start)
    extra = set(plan.start) - ids
    if missing or extra:
        raise InputError(
            f"{where}: plan starts missing for {sorted(missing)}, unknown for {sorted(extra)}"
        )
    horizon = instance.horizon
    start = np.array([plan.start[s.id] for s in instance.steps], dtype=np.int64)
    end = start + instance.walltime
    for k, st in enumerate(instance.steps):
        if start[k] < instance.release[k]:
            raise InputError(
                f"{where}: (1k) step {st.id!r} starts at slot {start[k]} before its "
                f"release slot {instance.release[k]}"
            )
        if start[k] < 0 or end[k] > horizon:
            raise InputError(
                f"{where}: (1k) horizon: step {st.id!r} occupies slots "
                f"{start[k]}..{end[k] - 1} outside 0..N_T={horizon - 1}"
            )
    for a, b in instance.edges:
        i, k = instance.index[a], instance.index[b]
        if start[k] < end[i]:
            raise InputError(
                f"{where}: (1e) precedence {a!r}->{b!r}: {b!r} starts at slot "
                f"{start[k]} before {a!r} ends (T_i={end[i] - 1})"
            )
    diff = np.zeros(horizon + 1, dtype=np.int64)
    np.add.at(diff, start, instance.nodes)
    np.add.at(diff, end, -instance.nodes)
    load = instance.occupancy + np.cumsum(diff)[:horizon]
    over = np.flatnonzero(load > instance.capacity)
    if over.size:
        s = int(over[0])
        running = [st.id for k, st in enumerate(instance.steps) if start[k] <= s < end[k]]
        raise InputError(
            f"{where}: (1h) capacity at slot {s}: n(s)={int(instance.occupancy[s])} "
            f"+ steps {running} = {int(load[s])} > N_c={instance.capacity}"
        )
    makespan = int(end.max() - start.min())
    if plan.makespan != makespan:
        raise InputError(
            f"{where}: (1a) plan states makespan {plan.makespan} but its steps span "
            f"{makespan} slots"
        )


def window_ok(free: np.ndarray, need: int, width: int) -> np.ndarray:
    """``ok[s]`` is True when ``free[s : s + width] >= need`` throughout; length H - width + 1."""
    if width > free.size:
        return np.zeros(0, dtype=bool)
    bad = np.concatenate(([0], np.cumsum(free < need)))
    return bad[width:] == bad[:-width]


def first_fit(free: np.ndarray, need: int, width: int, lo: int, hi: int | None = None) -> int:
    """Earliest ``s`` in ``lo..hi`` with ``need`` nodes free for ``width`` slots, or -1."""
    last = free.size - width if hi is None else min(hi, free.size - width)
    lo = max(lo, 0)
    if last < lo:
        return -1
    if free[lo : lo + width].min() >= need:
        return lo
    # too-busy slots, relative to lo; the first run of >= width free slots between them wins
    bad = (free[lo : last + width] < need).nonzero()[0]
    hit = (bad[1:] - bad[:-1] > width).nonzero()[0]
    if hit.size:
        return lo + int(bad[hit[0]]) + 1
    if last + width - lo - int(bad[-1]) - 1 >= width:
        return lo + int(bad[-1]) + 1
    return -1


def last_fit(free: np.ndarray, need: int, width: int, lo: int, hi: int) -> int:
    """Latest ``s`` in ``lo..hi`` with ``need`` nodes free for ``width`` slots, or -1."""
    hi = min(hi, free.size - width)
    lo = max(lo, 0)
    if hi < lo:
        return -1
    if free[hi : hi + width].min() >= need:
        return hi
    bad = (free[lo : hi + width] < need).nonzero()[0]
    hit = (bad[1:] - bad[:-1] > width).nonzero()[0]
    if hit.size:
        return lo + int(bad[hit[-1] + 1]) - width
    if bad[0] >= width:
        return lo + int(bad[0]) - width
    return -1
