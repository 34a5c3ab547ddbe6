"""A compact DAG of single-processor tasks with real-valued runtimes (ilyushkin2015 §II).

:class:`TaskDag` is what the workflow generators of :mod:`hpcgym.workloads.scientific`, the LoP
computations of :mod:`hpcgym.tasks.lop` and the task-level simulator of :mod:`hpcgym.tasks.taskqueue`
share: tasks are numbered 0..n-1 in a topological order (every parent has a lower index than
its child), runtimes are float seconds (normalised runtimes of ilyushkin2015 §IV are often below a
second, so they are not rounded), and ``artificial`` tasks are the zero-runtime entry/exit
nodes §II adds so that every workflow has one entry and one exit. :meth:`TaskDag.to_workflow`
and :meth:`TaskDag.from_workflow` convert to and from :class:`hpcgym.workflow.Workflow`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import networkx as nx

from hpcgym.workflow import Task, Workflow, WorkflowError


@dataclass(slots=True, eq=False)
class TaskDag:
    """``parents[i]`` are task indices < i; ``runtime[i]`` seconds (0 only if artificial)."""

    name: str
    ids: tuple[str, ...]
    runtime: tuple[float, ...]
    parents: tuple[tuple[int, ...], ...]
    artificial: tuple[bool, ...]
    kind: str = ""
    size: int = 0
    children: tuple[tuple[int, ...], ...] = field(init=False, repr=False)
    _cache: dict = field(default_factory=dict, init=False, repr=False)

    def __post_init__(self) -> None:
        n = len(self.ids)
        name = self.name
        if n == 0:
            raise WorkflowError(f"workflow {name!r} has no tasks")
        if not (len(self.runtime) == len(self.parents) == len(self.artificial) == n):
            raise WorkflowError(
                f"workflow {name!r}: ids, runtime, parents and artificial differ in length"
            )
        if len(set(self.ids)) != n:
            raise WorkflowError(f"workflow {name!r}: duplicate task ids")
        kids: list[list[int]] = [[] for _ in range(n)]
        for i, (r, ps, art) in enumerate(zip(self.runtime, self.parents, self.artificial)):
            where = f"workflow {name!r}: task {self.ids[i]!r}"
            if not math.isfinite(r) or r < 0 or (r == 0 and not art):
                raise WorkflowError(f"{where}: runtime must be a positive number, got {r!r}")
            if art and r != 0:
                raise WorkflowError(f"{where}: artificial tasks have runtime 0, got {r!r}")
            for p in ps:
                if not (isinstance(p, int) and 0 <= p < i):
                    raise WorkflowError(
                        f"{where}: parent {p!r} is not an earlier task "
                        "(tasks must be in topological order)"
                    )
                kids[p].append(i)
            if len(set(ps)) != len(ps):
                raise WorkflowError(f"{where}: duplicate parent")
        self.children = tuple(tuple(k) for k in kids)
        # one connected component (DESIGN: a disconnected DAG is an error)
        seen, stack = {0}, [0]
        while stack:
            u = stack.pop()
            for v in self.parents[u] + self.children[u]:
                if v not in seen:
                    seen.add(v)
                    stack.append(v)
        if len(seen) != n:
            other = next(i for i in range(n) if i not in seen)
            raise WorkflowError(
                f"workflow {name!r} is disconnected: task {self.ids[other]!r} "
                f"is not connected to task {self.ids[0]!r}"
            )

    def __len__(self) -> int:
        return len(self.ids)

    def __repr__(self) -> str:
        return f"TaskDag({self.name!r}, {len(self)} tasks, kind={self.kind!r})"

    @property
    def n_real(self) -> int:
        """Tasks that are not artificial."""
        return len(self.ids) - sum(self.artificial)

    @property
    def work(self) -> float:
        """Total execution time T_e: the sum of the task runtimes (§II)."""
        return math.fsum(self.runtime)

    def entries(self) -> list[int]:
        return [i for i, ps in enumerate(self.parents) if not ps]

    def exits(self) -> list[int]:
        return [i for i, cs in enumerate(self.children) if not cs]

    def critical_path(self) -> float:
        """Longest path in seconds: the makespan with unlimited processors."""
        if "cp" not in self._cache:
            end = [0.0] * len(self)
            for i, (r, ps) in enumerate(zip(self.runtime, self.parents)):
                end[i] = max((end[p] for p in ps), default=0.0) + r
            self._cache["cp"] = max(end)
        return self._cache["cp"]

    def scaled(self, total: float) -> TaskDag:
        """The same DAG with runtimes multiplied so that they sum to ``total`` (§IV)."""
        if not (math.isfinite(total) and total > 0):
            raise WorkflowError(
                f"workflow {self.name!r}: total execution time must be a "
                f"positive number, got {total!r}"
            )
        f = total / self.work
        return TaskDag(
            self.name,
            self.ids,
            tuple(r * f for r in self.runtime),
            self.parents,
            self.artificial,
            self.kind,
            self.size,
        )

    # -- conversion -----------------------------------------------------------------------

    def to_workflow(self) -> Workflow:
        """A :class:`Workflow` with one core per task.

        Task runtimes are whole seconds there (nearest, at least 1; the limit is rounded up);
        the exact runtime is kept as the node attribute ``seconds``. Artificial tasks have
        runtime 0 and are declared through ``Workflow.artificial``.
        """
        g = nx.DiGraph()
        for tid, r, art in zip(self.ids, self.runtime, self.artificial):
            if art:
                task = Task(tid, 1, 0, 0)
            else:
                task = Task(tid, 1, max(1, math.ceil(r)), max(1, math.floor(r + 0.5)))
            g.add_node(tid, task=task, seconds=r)
        for i, ps in enumerate(self.parents):
            for p in ps:
                g.add_edge(self.ids[p], self.ids[i])
        arts = frozenset(t for t, a in zip(self.ids, self.artificial) if a)
        return Workflow(self.name, g, artificial=arts)

    @classmethod
    def from_workflow(cls, wf: Workflow, kind: str = "") -> TaskDag:
        """Single-processor tasks of ``wf`` in topological order.

        A task's runtime is its node attribute ``seconds`` if present, else ``Task.runtime``.
        Raises if a task needs more than one core (ilyushkin2015 §II).
        """
        order = wf.topological_tasks()
        index = {t.id: i for i, t in enumerate(order)}
        g = wf.graph
        for t in order:
            if t.cores != 1:
                raise WorkflowError(
                    f"workflow {wf.name!r}: task {t.id!r} needs {t.cores} "
                    "cores; the task queue runs single-processor tasks"
                )
        runtime = tuple(float(g.nodes[t.id].get("seconds", t.runtime)) for t in order)
        parents = tuple(tuple(sorted(index[p] for p in g.predecessors(t.id))) for t in order)
        art = tuple(t.id in wf.artificial for t in order)
        return cls(
            wf.name, tuple(t.id for t in order), runtime, parents, art, kind, len(order) - sum(art)
        )


def single_entry_exit(
    name: str,
    ids: Sequence[str],
    runtime: Sequence[float],
    parents: Sequence[Sequence[int]],
    kind: str = "",
    size: int = 0,
) -> TaskDag:
    """Add an artificial zero-runtime entry and/or exit where the DAG has several (§II).

    ``parents`` must already be in topological order; the entry becomes task 0 (named
    ``entry``) and the exit the last task (named ``exit``).
    """
    n = len(ids)
    has_kids = [False] * n
    for ps in parents:
        for p in ps:
            has_kids[p] = True
    sources = [i for i in range(n) if not parents[i]]
    sinks = [i for i in range(n) if not has_kids[i]]
    shift = 1 if len(sources) > 1 else 0
    new_ids = (["entry"] if shift else []) + list(ids)
    new_rt = ([0.0] if shift else []) + [float(r) for r in runtime]
    new_ps: list[tuple[int, ...]] = [()] if shift else []
    new_ps.extend(tuple(p + shift for p in ps) if ps else ((0,) if shift else ()) for ps in parents)
    art = [True] * shift + [False] * n
    if len(sinks) > 1:
        new_ids.append("exit")
        new_rt.append(0.0)
        new_ps.append(tuple(s + shift for s in sinks))
        art.append(True)
    return TaskDag(name, tuple(new_ids), tuple(new_rt), tuple(new_ps), tuple(art), kind, size)
