"""A batch job as the simulator sees it: geometry, request, true runtime, dependencies."""

from __future__ import annotations

from dataclasses import dataclass, fields

from hpcgym.checks import integer, shown
from hpcgym.errors import InputTypeError

_INTEGERS = (
    "id",
    "submit",
    "cores",
    "walltime",
    "runtime",
    "user",
    "workflow",
    "task",
    "gpus",
    "mem",
)
_INT_ONLY = {int}


@dataclass(slots=True, frozen=True)
class Job:
    """One job of a workload.

    ``walltime`` is the requested time limit and ``runtime`` what the job would run if
    unlimited; a job with ``runtime > walltime`` is killed at its limit (plus the cluster's
    over-time grace). ``gpus`` and ``mem`` (MB) are what it asks of the cluster's GPUs and
    memory beside its cores, over the whole job, as Slurm's ``ReqTRES`` counts them (0: none).
    ``partition`` names the partition of a :class:`~hpcgym.batch.machine.Machine` it runs in
    ("": the first; a plain cluster is one partition). ``deps`` are Slurm ``afterok`` parents: the job becomes eligible when all
    of them have ended successfully. Times are integer seconds: every number here is an
    integer (a NumPy integer is converted; a float, even ``3.0``, or a NaN is refused with an
    :class:`~hpcgym.errors.InputTypeError` naming the field, so round first). Ranges (positive
    cores and times) are checked by the :class:`~hpcgym.batch.workload.Workload` holding it.
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
    gpus: int = 0
    mem: int = 0
    partition: str = ""

    def __post_init__(self) -> None:
        if not (
            int
            is type(self.id)
            is type(self.submit)
            is type(self.cores)
            is type(self.walltime)
            is type(self.runtime)
            is type(self.user)
            is type(self.workflow)
            is type(self.task)
            is type(self.gpus)
            is type(self.mem)
        ):
            self._convert()
        if type(self.queue) is not str:
            raise InputTypeError(f"job {self.id}: queue must be a string, got {shown(self.queue)}")
        if type(self.partition) is not str:
            raise InputTypeError(
                f"job {self.id}: partition must be a string, got {shown(self.partition)}"
            )
        deps = self.deps
        if type(deps) is not tuple or (deps and {*map(type, deps)} != _INT_ONLY):
            self._convert_deps()

    def _convert(self) -> None:
        """Integers of another type (NumPy's) as ``int``; anything else refused by name."""
        where = f"job {self.id}"
        for name in _INTEGERS:
            object.__setattr__(self, name, integer(getattr(self, name), name, where=where))

    def _convert_deps(self) -> None:
        where = f"job {self.id}"
        deps = self.deps
        if isinstance(deps, (str, bytes)) or not hasattr(deps, "__iter__"):
            raise InputTypeError(f"{where}: deps must be a tuple of job ids, got {shown(deps)}")
        ids = tuple(integer(p, "deps", where=where) for p in deps)
        object.__setattr__(self, "deps", ids)


# The slots' setters, which write past the frozen dataclass's __setattr__ (as its __init__ does).
(
    _set_id,
    _set_submit,
    _set_cores,
    _set_walltime,
    _set_runtime,
    _set_user,
    _set_queue,
    _set_deps,
    _set_workflow,
    _set_task,
    _set_gpus,
    _set_mem,
    _set_partition,
) = (Job.__dict__[f.name].__set__ for f in fields(Job))
_new = object.__new__


def trusted_job(
    id: int,
    submit: int,
    cores: int,
    walltime: int,
    runtime: int,
    user: int = -1,
    queue: str = "",
    deps: tuple[int, ...] = (),
    workflow: int = -1,
    task: int = -1,
    gpus: int = 0,
    mem: int = 0,
    partition: str = "",
) -> Job:
    """``Job(...)`` without its type checks and conversions (~2.5x cheaper), for a generator
    building jobs from values it made itself and knows are ``int``, ``str`` and a tuple of
    ints (``ndarray.tolist()``'s, a validated workflow's). Anything a user gives goes through
    ``Job(...)``, which converts it or names the bad field; ranges are checked by the
    :class:`~hpcgym.batch.workload.Workload` holding the job either way."""
    job = _new(Job)
    _set_id(job, id)
    _set_submit(job, submit)
    _set_cores(job, cores)
    _set_walltime(job, walltime)
    _set_runtime(job, runtime)
    _set_user(job, user)
    _set_queue(job, queue)
    _set_deps(job, deps)
    _set_workflow(job, workflow)
    _set_task(job, task)
    _set_gpus(job, gpus)
    _set_mem(job, mem)
    _set_partition(job, partition)
    return job
