"""A batch job as the simulator sees it: geometry, request, true runtime, dependencies."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True, frozen=True)
class Job:
    """One job of a workload.

    ``walltime`` is the requested time limit and ``runtime`` what the job would run if
    unlimited; a job with ``runtime > walltime`` is killed at its limit (plus the cluster's
    over-time grace). ``deps`` are Slurm ``afterok`` parents: the job becomes eligible when all
    of them have ended successfully. Times are integer seconds.
    """

    id: int
    submit: int
    cores: int
    walltime: int
    runtime: int
    user: int = -1
    queue: str = ""
    deps: tuple[int, ...] = ()
    workflow: int = -1
    task: int = -1
