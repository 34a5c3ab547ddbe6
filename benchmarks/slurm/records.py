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
    w = csv.DictWriter(buf, names, lineterminator="\n")
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
        _read(d / "workload.csv", SleepJob),
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


def read_workload(path: Path) -> list[SleepJob]:
    return _read(path, SleepJob)
