"""Record one workload on two clusters side by side (the noise check) and save the run.

:func:`record` starts a child driver under the sped-up clock (:mod:`.faketime`), niced up so
a busy machine delays Slurm less; the child (:func:`child`) replays and saves the run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from benchmarks.slurm import setup
from benchmarks.slurm.conf import ClusterSpec, render
from benchmarks.slurm.faketime import environment
from benchmarks.slurm.records import RUNS, Run, SleepJob, load, read_workload, write_workload
from benchmarks.slurm.replay import replay
from hpcgym.errors import InputError

SCRATCH = Path("/tmp/hpcgym-slurm")
CLUSTERS = ("a", "b")
NOISE = 2  # seconds two clusters may disagree on a start before a run is called noisy


@dataclass(slots=True, frozen=True)
class Layout:
    """What a run's clusters hold beyond their nodes: partitions (name, first and last node
    from 1, MaxTime minutes or 0), GRES nodes (first, last, GPUs on each), accounts with
    their fair-share shares (then slurmdbd runs beside the clusters) and the fair-share
    half-life in minutes, and the QOS limit of jobs an account may run at once (0: none)."""

    partitions: tuple[tuple[str, int, int, int], ...] = ()
    gres: tuple[tuple[int, int, int], ...] = ()
    accounts: tuple[tuple[str, int], ...] = ()
    half_life: int = 10
    max_jobs: int = 0

    def to_json(self) -> str:
        return json.dumps(asdict(self))

    @classmethod
    def from_json(cls, text: str) -> Layout:
        d = json.loads(text)
        return cls(
            tuple(tuple(p) for p in d["partitions"]),
            tuple(tuple(g) for g in d["gres"]),
            tuple(tuple(a) for a in d["accounts"]),
            d["half_life"],
            d.get("max_jobs", 0),
        )


def specs(name: str, nodes: int, slot: int = 0, layout: Layout = Layout()) -> list[ClusterSpec]:
    """Two clusters of ``nodes`` nodes for run ``name``, on ports apart from other slots
    (slurmdbd's after them, when ``layout`` has accounts)."""
    base = 7000 + 600 * slot
    root = SCRATCH / f"{name}-s{slot}"
    return [
        ClusterSpec(
            c,
            nodes,
            base + 300 * k,
            root / c,
            partitions=layout.partitions,
            gres=layout.gres,
            dbd_port=base + 590 if layout.accounts else 0,
            half_life=layout.half_life,
            accounts=layout.accounts,
            max_jobs=layout.max_jobs,
        )
        for k, c in enumerate(CLUSTERS)
    ]


def parse_partitions(text: str) -> tuple[tuple[str, int, int, int], ...]:
    """``"short:1-16:5,long:9-32:0"`` (name:first-last node from 1:MaxTime minutes, 0 for
    none) as ClusterSpec partitions."""
    if not text:
        return ()
    out = []
    for item in text.split(","):
        try:
            name, span, max_time = item.split(":")
            lo, hi = span.split("-")
            out.append((name, int(lo), int(hi), int(max_time)))
        except ValueError:
            raise InputError(f"--partitions: {item!r} is not name:first-last:maxtime") from None
    return tuple(out)


def parse_gres(text: str) -> tuple[tuple[int, int, int], ...]:
    """``"1-8:4"`` (first-last node from 1:GPUs on each) as ClusterSpec GRES nodes."""
    if not text:
        return ()
    out = []
    for item in text.split(","):
        try:
            span, gpus = item.split(":")
            lo, hi = span.split("-")
            out.append((int(lo), int(hi), int(gpus)))
        except ValueError:
            raise InputError(f"--gres: {item!r} is not first-last:gpus") from None
    return tuple(out)


def parse_accounts(text: str) -> tuple[tuple[str, int], ...]:
    """``"a1:1,a2:3"`` (account:fair-share shares) as Layout accounts."""
    if not text:
        return ()
    out = []
    for item in text.split(","):
        name, _, shares = item.partition(":")
        if not name or not shares.isdigit() or int(shares) < 1:
            raise InputError(f"--accounts: {item!r} is not account:shares (shares >= 1)")
        out.append((name, int(shares)))
    return tuple(out)


def noise(run: Run) -> dict:
    """Start differences between the two clusters: the largest, and the jobs beyond NOISE."""
    a, b = (run.on(c) for c in CLUSTERS)
    diffs = {i: abs(a[i].start - b[i].start) for i in a}
    return {
        "max_start_diff": max(diffs.values()),
        "jobs_beyond": sorted(i for i, d in diffs.items() if d > NOISE),
    }


def child(
    name: str,
    workload: Path,
    nodes: int,
    speed: float,
    slot: int,
    root: Path,
    layout: Layout = Layout(),
) -> None:
    """Replay ``workload`` on two fresh clusters and save the run as ``root/<name>``."""
    jobs = read_workload(workload)
    cl = specs(name, nodes, slot, layout)
    t = time.time()
    done, cycles, events, meta = replay(jobs, cl)
    meta.update(speed=speed, fake_seconds=round(time.time() - t))
    run = Run(name, jobs, render(cl[0]), done, cycles, meta, events)
    run.meta["noise"] = noise(run)
    run.save(root)


def keep(run: Path) -> None:
    """Move an earlier run of the same workload aside (``<name>.1``, ``.2``, ...): every run
    made stays recorded; the report reads the latest."""
    if not run.exists():
        return
    k = 1
    while run.with_name(f"{run.name}.{k}").exists():
        k += 1
    run.rename(run.with_name(f"{run.name}.{k}"))


def record(
    name: str,
    jobs: list[SleepJob],
    nodes: int,
    speed: float = 10,
    slot: int = 0,
    root: Path = RUNS,
    layout: Layout = Layout(),
) -> Run:
    """Run ``jobs`` on two clusters at ``speed`` and save them under ``root/<name>``
    (munged shared with other recordings: :class:`~benchmarks.slurm.setup.SharedMunged`)."""
    with setup.SharedMunged():
        return _record(name, jobs, nodes, speed, slot, root, layout)


def _record(
    name: str,
    jobs: list[SleepJob],
    nodes: int,
    speed: float,
    slot: int,
    root: Path,
    layout: Layout,
) -> Run:
    keep(root / name)
    SCRATCH.mkdir(parents=True, exist_ok=True)
    wl = SCRATCH / f"{name}-s{slot}.csv"
    write_workload(wl, jobs)
    cmd = [
        "nice", "-n", "-10", sys.executable, "-m", "benchmarks.slurm", "_child",
        name, str(wl), str(nodes), str(speed), str(slot), str(root),
        "--layout", layout.to_json(),
    ]  # fmt: skip
    t = time.monotonic()
    repo = Path(__file__).resolve().parents[2]
    subprocess.run(cmd, env=environment(speed, dict(os.environ)), cwd=repo, check=True)
    run = load(name, root)
    run.meta["real_seconds"] = round(time.monotonic() - t)
    run.save(root)
    return run
