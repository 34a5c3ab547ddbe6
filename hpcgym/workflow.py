"""Workflows as DAGs of tasks: readers (WoAS manifest, WfFormat), validation, and the quantities
the chained / pilot / workflow-aware submission modes need (rodrigo2017 §2.1, §3.1, Tables 1-2)."""

from __future__ import annotations

import json
import math
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from hpcgym.errors import InputTypeError, WorkflowError
from hpcgym.units import HOUR

if TYPE_CHECKING:
    import networkx as nx

Source = Mapping[str, Any] | str | os.PathLike
#: Keys of a WoAS manifest (rodrigo2017 Figure 4) and of its tasks (``cmd`` is read and ignored).
MANIFEST_KEYS = ("name", "tasks")
TASK_KEYS = ("id", "cmd", "cores", "runtime", "runtime_actual", "deps")


class Machine(Protocol):
    """What :meth:`Workflow.check_fits` reads of a machine (a
    :class:`hpcgym.batch.cluster.Cluster`): its name and its cores."""

    @property
    def name(self) -> str: ...

    @property
    def total_cores(self) -> int: ...


@dataclass(slots=True, frozen=True)
class Task:
    """One workflow step: ``walltime`` is its requested limit, ``runtime`` what it really takes."""

    id: str
    cores: int
    walltime: int
    runtime: int


@dataclass(slots=True, eq=False)
class Workflow:
    """A named DAG whose nodes are task ids carrying a ``task`` attribute, edges parent -> child.

    Validated on construction; treat it as immutable afterwards (derived values are cached).
    ``artificial`` (opt-in, default none) names zero-runtime entry/exit tasks added to give a
    DAG one entry and one exit (ilyushkin2015 §II): only these may have runtime and walltime 0.
    """

    name: str
    graph: nx.DiGraph
    artificial: frozenset[str] = frozenset()
    _cache: dict = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        self.validate()

    # -- construction ---------------------------------------------------------------------

    @classmethod
    def from_tasks(
        cls, name: str, tasks: Iterable[Task], edges: Iterable[tuple[str, str]] = ()
    ) -> Workflow:
        """Build from tasks and ``(parent, child)`` edges."""
        import networkx as nx  # loaded with the first workflow: most commands build none

        g = nx.DiGraph()
        for t in tasks:
            if t.id in g:
                raise WorkflowError(f"workflow {name!r}: duplicate task id {t.id!r}")
            g.add_node(t.id, task=t)
        for parent, child in edges:
            if child not in g:
                raise WorkflowError(
                    f"workflow {name!r}: dependency {parent!r} -> {child!r} names unknown "
                    f"task {child!r}"
                )
            if parent not in g:
                raise WorkflowError(
                    f"workflow {name!r}: task {child!r} depends on unknown task {parent!r}"
                )
            g.add_edge(parent, child)
        return cls(name, g)

    @classmethod
    def from_manifest(cls, source: Source, name: str | None = None) -> Workflow:
        """Read a WoAS manifest (rodrigo2017 Figure 4): ``{"tasks": [{id, cores, runtime, deps}]}``.

        ``runtime`` is the requested limit (rounded up to whole seconds); the optional
        ``runtime_actual`` (default: ``runtime``) is rounded to the nearest second, at least 1.
        A key outside :data:`MANIFEST_KEYS` (top level) or :data:`TASK_KEYS` (a task) is an
        error naming it and the known ones (a ``parents`` list would otherwise be dropped).
        """
        doc, stem = _load(source)
        name = name or doc.get("name") or stem or "workflow"
        _known_keys(doc, MANIFEST_KEYS, f"workflow {name!r}: manifest")
        raw = doc.get("tasks")
        if not isinstance(raw, list):
            raise WorkflowError(f"workflow {name!r}: manifest has no 'tasks' list")
        tasks, edges = [], []
        for i, t in enumerate(raw):
            tid = _task_id(name, t, i, ("id",))
            where = f"workflow {name!r}: task {tid!r}"
            _known_keys(t, TASK_KEYS, where)
            limit = _require(t, "runtime", where)
            tasks.append(
                Task(
                    tid,
                    _cores(t.get("cores"), where),
                    _seconds(limit, where, "runtime", up=True),
                    _seconds(t.get("runtime_actual", limit), where, "runtime_actual", up=False),
                )
            )
            edges += [(str(p), tid) for p in _id_list(t.get("deps"), where, "deps")]
        return cls.from_tasks(name, tasks, edges)

    @classmethod
    def from_wfformat(cls, source: Source, name: str | None = None) -> Workflow:
        """Read a WfCommons WfFormat instance (schema 1.4/1.5, or the older ``workflow.tasks``).

        The measured runtime is the actual runtime (nearest second) and, rounded up, the
        requested limit; tasks without ``coreCount`` use one core.
        """
        doc, stem = _load(source)
        name = name or doc.get("name") or stem or "workflow"
        wf = doc.get("workflow")
        if not isinstance(wf, Mapping):
            raise WorkflowError(f"workflow {name!r}: WfFormat instance has no 'workflow' object")
        rows: list[tuple[Any, Any, tuple[str, ...]]]
        if "specification" in wf:
            spec = _section(wf, "specification", name).get("tasks") or ()
            execution = _section(wf, "execution", name).get("tasks") or ()
            perf = {str(e.get("id")): e for e in execution if isinstance(e, Mapping)}
            rows = [
                (t, perf.get(str(t.get("id")), {}) if isinstance(t, Mapping) else {}, ("id",))
                for t in spec
            ]
        else:
            legacy = wf.get("tasks") or wf.get("jobs") or ()
            rows = [(t, t, ("name", "id")) for t in legacy]
        if not rows:
            raise WorkflowError(f"workflow {name!r} has no tasks")
        tasks: list[Task] = []
        alias: dict[str, str] = {}
        for i, (t, e, keys) in enumerate(rows):
            tid = _task_id(name, t, i, keys)
            where = f"workflow {name!r}: task {tid!r}"
            secs = e.get("runtimeInSeconds", e.get("runtime"))
            if secs is None:
                raise WorkflowError(f"{where}: no runtimeInSeconds in the execution section")
            cores = e.get("coreCount", e.get("cores", 1))
            tasks.append(
                Task(
                    tid,
                    _cores(cores, where, fractional=True),
                    _seconds(secs, where, "runtimeInSeconds", up=True),
                    _seconds(secs, where, "runtimeInSeconds", up=False),
                )
            )
            if t.get("id") is not None:
                alias.setdefault(str(t["id"]), tid)
        ids = {t.id for t in tasks}

        def resolve(ref: str) -> str:
            return ref if ref in ids else alias.get(ref, ref)

        edges: set[tuple[str, str]] = set()
        for (t, _, _), task in zip(rows, tasks):
            where = f"workflow {name!r}: task {task.id!r}"
            for p in _id_list(t.get("parents"), where, "parents"):
                edges.add((resolve(p), task.id))
            for c in _id_list(t.get("children"), where, "children"):
                edges.add((task.id, resolve(c)))
        return cls.from_tasks(name, tasks, sorted(edges))

    def to_manifest(self) -> dict[str, Any]:
        """The WoAS manifest of this workflow (readable by :meth:`from_manifest`)."""
        g = self.graph
        return {
            "name": self.name,
            "tasks": [
                {
                    "id": t.id,
                    "cores": t.cores,
                    "runtime": t.walltime,
                    "runtime_actual": t.runtime,
                    "deps": list(g.predecessors(t.id)),
                }
                for t in self.tasks
            ],
        }

    # -- validation -----------------------------------------------------------------------

    def validate(self) -> None:
        """Raise :class:`WorkflowError` naming the first task at fault (DESIGN: Reliability)."""
        g = self.graph
        if g.number_of_nodes() == 0:
            raise WorkflowError(f"workflow {self.name!r} has no tasks")
        for tid, data in g.nodes(data=True):
            where = f"workflow {self.name!r}: task {tid!r}"
            t = data.get("task")
            if not isinstance(t, Task) or t.id != tid:
                raise WorkflowError(f"{where}: node has no Task with this id")
            zero_ok = tid in self.artificial
            for what in ("cores", "walltime", "runtime"):
                v = getattr(t, what)
                if (
                    not isinstance(v, int)
                    or isinstance(v, bool)
                    or v < 0
                    or (v == 0 and not (zero_ok and what != "cores"))
                ):
                    raise WorkflowError(f"{where}: {what} must be a positive integer, got {v!r}")
        for tid in self.artificial:
            if tid not in g:
                raise WorkflowError(
                    f"workflow {self.name!r}: artificial task {tid!r} is not in the DAG"
                )
        import networkx as nx

        try:
            cycle = nx.find_cycle(g)
        except nx.NetworkXNoCycle:
            cycle = None
        if cycle:
            path = " -> ".join([str(u) for u, _ in cycle] + [str(cycle[0][0])])
            raise WorkflowError(
                f"workflow {self.name!r}: dependency cycle through task {cycle[0][0]!r} ({path})"
            )
        if not nx.is_weakly_connected(g):
            first = next(iter(g))
            linked = nx.node_connected_component(g.to_undirected(as_view=True), first)
            other = next(n for n in g if n not in linked)
            raise WorkflowError(
                f"workflow {self.name!r} is disconnected: task {other!r} is not "
                f"connected to task {first!r}"
            )

    def check_fits(self, cluster: Machine, pilot: bool = False) -> None:
        """Raise if a task (or, with ``pilot``, the pilot job) is wider than ``cluster``."""
        total = cluster.total_cores
        if "widest" not in self._cache:
            self._cache["widest"] = max(t.cores for t in self.tasks)
        if self._cache["widest"] > total:
            t = next(t for t in self.tasks if t.cores > total)
            raise WorkflowError(
                f"workflow {self.name!r}: task {t.id!r} needs {t.cores} cores, wider than "
                f"cluster {cluster.name!r} ({total} cores)"
            )
        if pilot and self.peak_width() > total:
            raise WorkflowError(
                f"workflow {self.name!r}: pilot job needs {self.peak_width()} cores (peak "
                f"width), wider than cluster {cluster.name!r} ({total} cores)"
            )

    # -- access ---------------------------------------------------------------------------

    def __len__(self) -> int:
        return self.graph.number_of_nodes()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Workflow):
            return NotImplemented
        return (
            self.name == other.name
            and self.tasks == other.tasks
            and set(self.graph.edges) == set(other.graph.edges)
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"Workflow({self.name!r}, {len(self)} tasks, "
            f"{self.graph.number_of_edges()} dependencies)"
        )

    @property
    def tasks(self) -> list[Task]:
        """Tasks in insertion order."""
        return [d["task"] for _, d in self.graph.nodes(data=True)]

    def task(self, tid: str) -> Task:
        return self.graph.nodes[tid]["task"]

    def topological_tasks(self) -> list[Task]:
        """Tasks parents-first; ties keep insertion order, so the order is reproducible."""
        if "topo" not in self._cache:
            import networkx as nx

            rank = {n: i for i, n in enumerate(self.graph)}
            self._cache["topo"] = [
                self.graph.nodes[n]["task"]
                for n in nx.lexicographical_topological_sort(self.graph, key=rank.get)
            ]
        return list(self._cache["topo"])

    # -- derived quantities (rodrigo2017 §2.1.2, Tables 1-2) ----------------------------------

    def asap_schedule(self, actual: bool = False) -> dict[str, tuple[int, int]]:
        """``{task id: (start, end)}`` with unlimited cores, every task as soon as its parents end.

        Durations are requested limits, or actual runtimes with ``actual``.
        """
        key = ("asap", actual)
        if key not in self._cache:
            g = self.graph
            sched: dict[str, tuple[int, int]] = {}
            for t in self.topological_tasks():
                start = max((sched[p][1] for p in g.predecessors(t.id)), default=0)
                sched[t.id] = (start, start + (t.runtime if actual else t.walltime))
            self._cache[key] = sched
        return dict(self._cache[key])

    def critical_path(self, actual: bool = False) -> int:
        """Length in seconds of the longest dependency path: the minimum workflow runtime."""
        key = ("critical_path", actual)
        if key not in self._cache:
            self._cache[key] = max(end for _, end in self._asap(actual).values())
        length: int = self._cache[key]
        return length

    def critical_path_tasks(self, actual: bool = False) -> list[str]:
        """Task ids on one longest path, first to last (ties: earliest in topological order)."""
        sched, g = self._asap(actual), self.graph
        order = {t.id: i for i, t in enumerate(self.topological_tasks())}
        length = self.critical_path(actual)
        tid = min((n for n, (_, e) in sched.items() if e == length), key=order.__getitem__)
        path = [tid]
        while sched[tid][0] > 0:
            tid = min(
                (p for p in g.predecessors(tid) if sched[p][1] == sched[tid][0]),
                key=order.__getitem__,
            )
            path.append(tid)
        return path[::-1]

    def width_profile(self, actual: bool = False) -> list[tuple[int, int]]:
        """Cores in use in the ASAP schedule as steps ``[(from time, cores), ...]``, ending at 0.

        The Tables 1-2 "profile" of allocated resources with no intermediate waits.
        """
        key = ("profile", actual)
        if key not in self._cache:
            delta: dict[int, int] = {}
            for t in self.tasks:
                s, e = self._asap(actual)[t.id]
                delta[s] = delta.get(s, 0) + t.cores
                delta[e] = delta.get(e, 0) - t.cores
            steps, level = [], 0
            for time in sorted(delta):
                if delta[time]:
                    level += delta[time]
                    steps.append((time, level))
            self._cache[key] = steps
        return list(self._cache[key])

    def peak_width(self, actual: bool = False) -> int:
        """Most cores running at once in the ASAP schedule: the pilot job's width (§2.1.2)."""
        key = ("peak_width", actual)
        if key not in self._cache:
            self._cache[key] = max(c for _, c in self.width_profile(actual))
        width: int = self._cache[key]
        return width

    def core_hours(self, actual: bool = False) -> float:
        """Sum of cores x runtime of the tasks, in core-hours (Tables 1-2 "usage")."""
        return sum(t.cores * (t.runtime if actual else t.walltime) for t in self.tasks) / HOUR

    def pilot_geometry(self) -> tuple[int, int]:
        """``(cores, walltime)`` of the pilot job: peak width over the requested critical path."""
        return self.peak_width(), self.critical_path()

    def pilot_core_hours(self, actual: bool = False) -> float:
        """Core-hours a pilot job allocates; with ``actual`` it ends when its last task ends."""
        return self.peak_width() * self.critical_path(actual) / HOUR

    def pilot_waste(self, actual: bool = False) -> float:
        """Allocated but idle core-hours of the pilot job (Tables 1-2 "waste").

        Pilot core-hours minus task core-hours. This reproduces Table 1 (A: 0, B: (n-1)*240)
        and Table 2's LongWide, WideLong and Floodplain exactly; Table 1's C waste
        n(n-1)*240 contradicts the table's own geometry and usage, which give (n-1)*240.
        With ``actual`` the tasks are assumed to run ASAP inside the pilot's cores.
        """
        return self.pilot_core_hours(actual) - self.core_hours(actual)

    def _asap(self, actual: bool) -> dict[str, tuple[int, int]]:
        if ("asap", actual) not in self._cache:
            self.asap_schedule(actual)
        return self._cache[("asap", actual)]


def _load(source: Source) -> tuple[Mapping[str, Any], str | None]:
    if isinstance(source, Mapping):
        return source, None
    if not isinstance(source, (str, os.PathLike)):
        raise InputTypeError(
            f"workflow source must be a mapping or a file path, got {type(source).__name__} "
            f"{source!r:.60}"
        )
    path = Path(source)
    try:
        doc = json.loads(path.read_bytes())  # JSON's own encodings: UTF-8, -16 or -32
    except (OSError, ValueError, RecursionError) as exc:  # bad text or JSON, nested too deep
        raise WorkflowError(f"workflow file {str(path)!r}: {exc}") from exc
    if not isinstance(doc, Mapping):
        raise WorkflowError(f"workflow file {str(path)!r}: top level is not a JSON object")
    return doc, path.stem


def _section(wf: Mapping[str, Any], key: str, name: str) -> Mapping[str, Any]:
    part = wf.get(key) or {}
    if not isinstance(part, Mapping):
        raise WorkflowError(f"workflow {name!r}: WfFormat 'workflow.{key}' is not an object")
    return part


def _task_id(name: str, t: Any, i: int, keys: tuple[str, ...]) -> str:
    if isinstance(t, Mapping):
        for k in keys:
            if t.get(k) not in (None, ""):
                return str(t[k])
    raise WorkflowError(f"workflow {name!r}: task #{i} has no {' or '.join(map(repr, keys))}")


def _known_keys(doc: Any, known: tuple[str, ...], where: str) -> None:
    """Refuse keys of ``doc`` (a mapping) outside ``known``, naming them and the known ones."""
    if not isinstance(doc, Mapping):
        return
    unknown = [str(k) for k in doc if k not in known]
    if unknown:
        raise WorkflowError(
            f"{where}: unknown key{'s' if len(unknown) > 1 else ''} "
            f"{', '.join(map(repr, unknown))}; known: {', '.join(known)}"
        )


def _require(t: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in t:
        raise WorkflowError(f"{where}: missing {key!r}")
    return t[key]


def _number(v: Any, where: str, what: str) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v <= 0:
        raise WorkflowError(f"{where}: {what} must be a positive number, got {v!r}")
    return v


def _seconds(v: Any, where: str, what: str, up: bool) -> int:
    """Whole seconds: a limit is rounded up, an actual runtime to the nearest (at least 1)."""
    x = _number(v, where, what)
    return math.ceil(x) if up else max(1, math.floor(x + 0.5))


def _cores(v: Any, where: str, fractional: bool = False) -> int:
    if v is None:
        raise WorkflowError(f"{where}: missing 'cores'")
    x = _number(v, where, "cores")
    if x != int(x) and not fractional:
        raise WorkflowError(f"{where}: cores must be a whole number, got {v!r}")
    return math.ceil(x)


def _id_list(v: Any, where: str, what: str) -> list[str]:
    if v is None:
        return []
    if isinstance(v, (str, int)):
        return [str(v)]
    if not isinstance(v, list):
        raise WorkflowError(f"{where}: {what} must be a list of task ids, got {v!r}")
    return [str(p) for p in v]
