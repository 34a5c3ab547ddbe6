"""Workflows submitted in a mode chosen at their arrival (the ``choice`` mode of
:func:`hpcgym.workloads.mixing.add_workflows`): the workload carries every variant of such a
workflow as runs sharing an id; the simulator stops with a ``choice`` when one arrives, and
the variants not chosen are withdrawn unseen."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from hpcgym.batch.job import Job
from hpcgym.batch.status import SchedulingError
from hpcgym.batch.submission import WorkflowRun
from hpcgym.batch.workload import Workload
from hpcgym.engine import CHOICE, Stop


def has_choices(workload: Workload) -> bool:
    """Whether some workflow of ``workload`` has submission variants (a choice at arrival)."""
    runs = workload.workflows
    return len({r.id for r in runs}) < len(runs)


class SubmissionChoices:
    """The variants of each workflow with a choice pending. ``variants``: workflow id ->
    {mode: job indices}; ``undecided``: job index -> workflow id while its choice is pending;
    ``chosen``: workflow id -> mode; ``declined``: workflows submitted in no mode;
    ``awaiting``: the workflow a ``choice`` stop is for."""

    __slots__ = ("variants", "undecided", "chosen", "declined", "awaiting")

    def __init__(self, runs: list[WorkflowRun], index: Mapping[int, int]) -> None:
        self.variants: dict[int, dict[str, list[int]]] = {}
        self.undecided: dict[int, int] = {}
        self.chosen: dict[int, str] = {}
        self.declined: set[int] = set()
        self.awaiting: int | None = None
        copies = Counter(r.id for r in runs)
        for run in runs:
            if copies[run.id] > 1:
                idx = [index[jid] for jid in run.jobs]
                self.variants.setdefault(run.id, {})[run.mode] = idx
                self.undecided.update(dict.fromkeys(idx, run.id))

    def stop(self, job: int) -> Stop:
        """The ``choice`` stop for the workflow whose job ``job`` arrives."""
        self.awaiting = self.undecided[job]
        return Stop(CHOICE, self.awaiting)

    def choose(self, workflow: int, mode: str, now: int) -> tuple[list[int], list[int]]:
        """Take ``mode`` for ``workflow``: the indices of its chosen variant's jobs and of the
        other variants' (to withdraw)."""
        variants = self._pending(workflow, now)
        if mode not in variants:
            raise SchedulingError(
                f"t={now}: workflow {workflow} has no {mode!r} variant; "
                f"known: {', '.join(variants)}"
            )
        kept: list[int] = []
        withdrawn: list[int] = []
        for m, idx in variants.items():
            (kept if m == mode else withdrawn).extend(idx)
            for i in idx:
                del self.undecided[i]
        self.chosen[workflow] = mode
        if self.awaiting == workflow:
            self.awaiting = None
        return kept, withdrawn

    def decline(self, workflow: int, now: int) -> list[int]:
        """Submit ``workflow`` in no mode: the indices of every variant's jobs (to withdraw:
        it never runs)."""
        withdrawn = [i for idx in self._pending(workflow, now).values() for i in idx]
        for i in withdrawn:
            del self.undecided[i]
        self.declined.add(workflow)
        if self.awaiting == workflow:
            self.awaiting = None
        return withdrawn

    def _pending(self, workflow: int, now: int) -> dict[str, list[int]]:
        """The variants of ``workflow``, whose choice must still be pending."""
        variants = self.variants.get(workflow)
        if variants is None or workflow in self.chosen or workflow in self.declined:
            raise SchedulingError(f"t={now}: workflow {workflow} has no submission choice pending")
        return variants

    def kept(self, run: WorkflowRun) -> bool:
        """Whether ``run`` is in the schedule: it had no variants, or it is the chosen one."""
        return run.id not in self.variants or self.chosen.get(run.id) == run.mode

    def workload(self, w: Workload, jobs: list[Job], keep: list[int]) -> Workload:
        """``w`` as run: the jobs ``keep`` indexes into ``jobs`` (none withdrawn or still
        undecided), and the workflow runs of the chosen variants only."""
        return Workload(
            [jobs[i] for i in keep],
            w.cluster,
            name=w.name,
            warmup_end=w.warmup_end,
            horizon=w.horizon,
            skipped=dict(w.skipped),
            workflows=[r for r in w.workflows if self.kept(r)],
        )
