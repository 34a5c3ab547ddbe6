"""A recorded run as small text files under ``runs/<workload>/``: ``workload.csv`` (the sleep
jobs), ``slurm.conf`` (cluster a's), ``jobs.csv`` (per job and cluster: submit, start, end,
state and nodes from Slurm, seconds from the run's t0), ``backfill.csv`` (the instants
slurmctld logged a backfill cycle beginning), ``events.csv`` (the instants it logged each job's
submission, start and completion) and ``meta.json``."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from hpcgym.errors import WorkloadError

RUNS = Path(__file__).resolve().parent / "runs"


@dataclass(slots=True, frozen=True)
class SleepJob:
    """``sbatch -N nodes -t limit --wrap "sleep sleep"`` at ``submit`` s from t0 (limit in
    whole minutes)."""

    id: int
    submit: int
    nodes: int
    limit: int
    sleep: int
    after: str = ""  # afterok parents, workload ids joined by ":" (optional column)
    partition: str = ""  # the partition (optional column; "": the default one)
    gpus: int = 0  # GPUs on each of its nodes, ``--gres=gpu:K`` (optional column)
    account: str = ""  # its Slurm account, ``--account`` (optional column; needs slurmdbd)
    # the workload id of its job array's first task (optional column; 0: no array): one
    # ``sbatch --array`` submits an array's tasks, alike but for their sleeps
    array: int = 0

    def parents(self) -> tuple[int, ...]:
        return tuple(int(p) for p in self.after.split(":")) if self.after else ()


# What an array's tasks share (one ``sbatch`` line); only their sleeps differ.
ALIKE = ("submit", "nodes", "limit", "partition", "gpus", "account")


def arrays(jobs: list[SleepJob]) -> dict[int, list[SleepJob]]:
    """The job arrays of a workload: the first task's id -> its tasks, in id order."""
    out: dict[int, list[SleepJob]] = {}
    for j in sorted(jobs, key=lambda j: j.id):
        if j.array:
            out.setdefault(j.array, []).append(j)
    return out


def check_arrays(jobs: list[SleepJob], where: str) -> None:
    """Each array's tasks numbered on from its first (whose id names the array), alike in
    :data:`ALIKE`, with no ``afterok`` on or to them (not modelled); else a one-line
    :class:`WorkloadError` naming the task."""
    tasks = {j.id for j in jobs if j.array}
    for first, group in arrays(jobs).items():
        head = group[0]
        for k, t in enumerate(group):
            if t.id != first + k:
                raise WorkloadError(
                    f"{where}: job {t.id} is a task of array {first}, whose tasks must be "
                    f"jobs {first}, {first + 1}, ... in turn"
                )
            differ = [c for c in ALIKE if getattr(t, c) != getattr(head, c)]
            if differ:
                raise WorkloadError(
                    f"{where}: job {t.id}'s {differ[0]} differs from array {first}'s first "
                    "task (one sbatch --array line: only sleep may differ)"
                )
    for j in jobs:
        if (j.array and j.after) or set(j.parents()) & tasks:
            raise WorkloadError(
                f"{where}: job {j.id}: afterok dependencies on or of array tasks are not modelled"
            )


@dataclass(slots=True, frozen=True)
class SlurmJob:
    """What Slurm did with one job on one cluster (times in seconds from t0)."""

    cluster: str
    id: int
    submit: int
    start: int
    end: int
    state: str
    nodes: str
    sid: int = -1  # Slurm's job id (its tie-break among equal priorities); -1: not recorded


@dataclass(slots=True, frozen=True)
class Times:
    """When slurmctld logged one job's submission, start and completion on one cluster
    (seconds from t0, to the millisecond; -1 if not logged)."""

    cluster: str
    id: int
    submitted: float
    started: float
    done: float


@dataclass(slots=True, frozen=True)
class Cycle:
    """A backfill cycle slurmctld logged beginning at ``t`` (s from t0, to the millisecond)."""

    cluster: str
    t: float


def _write(path: Path, rows: list) -> None:
    buf = io.StringIO()
    names = [f.name for f in fields(rows[0])] if rows else []
    if rows and isinstance(rows[0], SleepJob):
        for col in OPTIONAL:  # an optional column only when a job uses it
            if not any(getattr(r, col) for r in rows):
                names.remove(col)
    w = csv.DictWriter(buf, names, lineterminator="\n", extrasaction="ignore")
    w.writeheader()
    for r in rows:
        w.writerow(asdict(r))
    path.write_text(buf.getvalue())


def _read(path: Path, cls: type) -> list:
    out = []
    types = {f.name: f.type for f in fields(cls)}
    with open(path) as f:
        for row in csv.DictReader(f):
            conv = {}
            for k, v in row.items():
                t = types[k]
                conv[k] = int(v) if t == "int" else float(v) if t == "float" else v
            out.append(cls(**conv))
    return out


@dataclass(slots=True)
class Run:
    """One recorded workload: its jobs, what both clusters did, and how it was run."""

    name: str
    workload: list[SleepJob]
    conf: str
    jobs: list[SlurmJob]
    cycles: list[Cycle]
    meta: dict
    events: list[Times] = field(default_factory=list)

    def clusters(self) -> list[str]:
        return sorted({j.cluster for j in self.jobs})

    def on(self, cluster: str) -> dict[int, SlurmJob]:
        return {j.id: j for j in self.jobs if j.cluster == cluster}

    def times_on(self, cluster: str) -> dict[int, Times]:
        return {t.id: t for t in self.events if t.cluster == cluster}

    def cycles_on(self, cluster: str) -> list[float]:
        return sorted(c.t for c in self.cycles if c.cluster == cluster)

    def save(self, root: Path = RUNS) -> Path:
        d = root / self.name
        d.mkdir(parents=True, exist_ok=True)
        _write(d / "workload.csv", self.workload)
        (d / "slurm.conf").write_text(self.conf)
        _write(d / "jobs.csv", self.jobs)
        _write(d / "backfill.csv", self.cycles)
        if self.events:
            _write(d / "events.csv", self.events)
        (d / "meta.json").write_text(json.dumps(self.meta, indent=1, sort_keys=True) + "\n")
        return d


def load(name: str, root: Path = RUNS) -> Run:
    d = root / name
    return Run(
        name,
        read_workload(d / "workload.csv"),
        (d / "slurm.conf").read_text(),
        _read(d / "jobs.csv", SlurmJob),
        _read(d / "backfill.csv", Cycle),
        json.loads((d / "meta.json").read_text()),
        _read(d / "events.csv", Times) if (d / "events.csv").exists() else [],
    )


def recorded(root: Path = RUNS) -> list[str]:
    """Names of the recorded runs, sorted."""
    if not root.exists():
        return []
    return sorted(p.name for p in root.iterdir() if (p / "jobs.csv").exists())


def write_workload(path: Path, jobs: list[SleepJob]) -> None:
    _write(path, jobs)


COLUMNS = ("id", "submit", "nodes", "limit", "sleep")
OPTIONAL = ("after", "partition", "gpus", "account", "array")


def read_workload(path: Path) -> list[SleepJob]:
    """The sleep jobs of a workload CSV (columns ``id,submit,nodes,limit,sleep``, whole
    numbers); a bad file raises a one-line :class:`WorkloadError` naming its line."""
    path = Path(path)
    try:
        text = path.read_text()
    except OSError as e:
        raise WorkloadError(f"{path}: cannot read the workload ({e.strerror})") from None
    rows = list(csv.reader(io.StringIO(text)))
    head = tuple(c.strip() for c in rows[0]) if rows else ()
    extra = head[len(COLUMNS) :]
    if (
        head[: len(COLUMNS)] != COLUMNS
        or any(c not in OPTIONAL for c in extra)
        or len(set(extra)) != len(extra)
    ):
        got = ",".join(head) if rows else "an empty file"
        raise WorkloadError(
            f"{path}:1: the header must be {','.join(COLUMNS)} (then optionally "
            f"{','.join(OPTIONAL)}), got {got!r}"
        )
    jobs: list[SleepJob] = []
    seen: dict[int, int] = {}
    for n, row in enumerate(rows[1:], start=2):
        if not row:
            continue
        if len(row) != len(head):
            raise WorkloadError(f"{path}:{n}: {len(row)} fields, expected {len(head)}")
        vals: list = []
        for name, v in zip(COLUMNS, row, strict=False):
            try:
                vals.append(int(v))
            except ValueError:
                raise WorkloadError(
                    f"{path}:{n}: {name} must be a whole number, got {v!r}"
                ) from None
        opt = {c: v.strip() for c, v in zip(head[len(COLUMNS) :], row[len(COLUMNS) :], strict=True)}
        after = opt.get("after", "")
        gpus = opt.get("gpus", "0") or "0"
        array = opt.get("array", "0") or "0"
        for name, v in (("gpus", gpus), ("array", array)):
            if not v.isdigit():
                raise WorkloadError(f"{path}:{n}: {name} must be a whole number >= 0, got {v!r}")
        job = SleepJob(
            *vals,
            after=after,
            partition=opt.get("partition", ""),
            gpus=int(gpus),
            account=opt.get("account", ""),
            array=int(array),
        )
        try:
            parents = job.parents()
        except ValueError:
            raise WorkloadError(
                f"{path}:{n}: after must be job ids joined by ':', got {after!r}"
            ) from None
        for p in parents:
            if p not in seen:
                raise WorkloadError(
                    f"{path}:{n}: job {job.id} depends on job {p}, not listed before it"
                )
        least = {"id": 1, "submit": 0, "nodes": 1, "limit": 1, "sleep": 1}
        for name, lo in least.items():
            if getattr(job, name) < lo:
                raise WorkloadError(f"{path}:{n}: {name} must be >= {lo}, got {getattr(job, name)}")
        if job.id in seen:
            raise WorkloadError(f"{path}:{n}: job id {job.id} repeats line {seen[job.id]}")
        seen[job.id] = n
        jobs.append(job)
    if not jobs:
        raise WorkloadError(f"{path}: no jobs")
    check_arrays(jobs, str(path))
    return jobs
