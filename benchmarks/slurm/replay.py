"""Replay a workload of sleep jobs on fake clusters side by side and collect what Slurm did.

Runs inside the (optionally sped-up) clock: every cluster comes up, the jobs are submitted
to all of them at their scripted times (t0 + submit), the driver waits until every job has
ended, then reads ``jobcomp.txt`` (starts, ends, nodes) and ``slurmctld.log`` (backfill
cycles, controller start) and stops the daemons.
"""

from __future__ import annotations

import math
import re
import subprocess
import time
from calendar import timegm
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from pathlib import Path

from benchmarks.slurm.cluster import SlurmCluster
from benchmarks.slurm.conf import ClusterSpec
from benchmarks.slurm.dbd import AccountingDb
from benchmarks.slurm.records import Cycle, SleepJob, SlurmJob, Times, arrays

LEAD = 5  # seconds between the clusters being up and t0


def epoch(stamp: str) -> float:
    """Seconds since the epoch of a Slurm UTC time stamp (``2026-11-26T01:55:02[.123]``)."""
    whole, _, frac = stamp.partition(".")
    t = timegm(datetime.strptime(whole, "%Y-%m-%dT%H:%M:%S").timetuple())
    return t + (float("0." + frac) if frac else 0.0)


def submit(cluster: SlurmCluster, tasks: list[SleepJob], ids: dict[int, str] | None = None) -> str:
    """One ``sbatch`` line on ``cluster``: a job, or (more than one task) a job array
    ``--array=0-N`` whose task k sleeps as ``tasks[k]``; returns Slurm's job (array) id."""
    job = tasks[0]
    cmd = [
        "sbatch",
        "--parsable",
        "-N",
        str(job.nodes),
        "-t",
        str(job.limit),
        "-J",
        f"j{job.id}",
        "-o",
        "/dev/null",
    ]
    if job.partition:
        cmd += ["-p", job.partition]
    if job.gpus:
        cmd.append(f"--gres=gpu:{job.gpus}")
    if job.account:
        cmd.append(f"--account={job.account}")
    if job.after:
        known = ids or {}
        cmd.append("--dependency=afterok:" + ":".join(known[p] for p in job.parents()))
    if len(tasks) == 1:
        cmd += ["--wrap", f"sleep {job.sleep}"]
    else:
        cases = " ".join(f"{k}) sleep {t.sleep};;" for k, t in enumerate(tasks))
        cmd += [
            f"--array=0-{len(tasks) - 1}",
            "--wrap",
            f"case $SLURM_ARRAY_TASK_ID in {cases} esac",
        ]
    out = subprocess.run(
        cmd, env=cluster.env(), check=True, capture_output=True, cwd="/tmp", text=True
    )
    return out.stdout.strip().split(";")[0]


def bursts(jobs: list[SleepJob]) -> list[list[SleepJob]]:
    """The jobs grouped by submit second, in (submit, id) order: each group goes in at once."""
    out: list[list[SleepJob]] = []
    for job in sorted(jobs, key=lambda j: (j.submit, j.id)):
        if out and out[-1][0].submit == job.submit:
            out[-1].append(job)
        else:
            out.append([job])
    return out


def submit_all(
    pool: ThreadPoolExecutor,
    clusters: list[SlurmCluster],
    group: list[SleepJob],
    ids: list[dict[int, str]],
) -> None:
    """Every job of ``group`` on every cluster in parallel ``sbatch`` calls (a burst arrives
    within a fraction of a second, not one job after another; an array's tasks in one call);
    a job whose parent is in the same group waits for the parent's id."""
    lines = {j.id: [j] for j in group if not j.array} | arrays(group)
    group = [t[0] for t in lines.values()]
    waves: list[list[SleepJob]] = []
    placed: set[int] = set()
    left = list(group)
    inside = {j.id for j in group}
    while left:  # parents first, wave by wave
        wave = [j for j in left if all(p in placed or p not in inside for p in j.parents())]
        waves.append(wave)
        placed.update(j.id for j in wave)
        left = [j for j in left if j.id not in placed]
    for wave in waves:
        tasks = [(k, c, j) for k, c in enumerate(clusters) for j in wave]
        got = list(pool.map(lambda t: submit(t[1], lines[t[2].id], ids[t[0]]), tasks))
        for (k, _, j), sid in zip(tasks, got, strict=True):
            ids[k][j.id] = sid


def pending(cluster: SlurmCluster) -> int:
    out = subprocess.run(
        ["squeue", "-h", "-o", "%i"], env=cluster.env(), capture_output=True, text=True
    )
    return len(out.stdout.split()) if out.returncode == 0 else -1


_FIELD = re.compile(r"(\w+)=(\S*)")


def task(f: dict[str, str]) -> tuple[int, int] | None:
    """A jobcomp line's (array id, task index) if it is an array task, else None."""
    a, k = f.get("ArrayJobId", ""), f.get("ArrayTaskId", "")
    return (int(a), int(k)) if a.isdigit() and k.isdigit() else None


def workload_id(f: dict[str, str]) -> int:
    """The workload id of a jobcomp line: its ``j<id>`` name, plus the task index for an array
    task (the array is named by its first task)."""
    t = task(f)
    return int(f["Name"][1:]) + (t[1] if t else 0)


def read_jobcomp(path: Path, cluster: str, t0: int) -> list[SlurmJob]:
    """Per job: submit, start, end (s from ``t0``), state and node list from jobcomp/filetxt;
    ``sid`` is the id Slurm queued it under: its own, or an array task's array's (the pending
    array is one queue entry; each task gets an id of its own only when it starts)."""
    out = []
    for line in path.read_text().splitlines():
        f = dict(_FIELD.findall(line))
        if "Name" not in f:
            continue
        t = task(f)
        out.append(
            SlurmJob(
                cluster,
                workload_id(f),
                round(epoch(f["SubmitTime"])) - t0,
                round(epoch(f["StartTime"])) - t0,
                round(epoch(f["EndTime"])) - t0,
                f["JobState"],
                f["NodeList"],
                t[0] if t else int(f["JobId"]),
            )
        )
    return sorted(out, key=lambda j: j.id)


_STAMP = re.compile(r"^\[([0-9T:.\-]+)\] (.*)$")


def read_log(path: Path, cluster: str, t0: int) -> tuple[list[Cycle], float | None, float | None]:
    """Backfill cycle beginnings, the controller's start and its first fair-share
    calculation (``DebugFlags=Priority``; None without), in seconds from ``t0``."""
    cycles, started, decay = [], None, None
    for line in path.read_text(errors="replace").splitlines():
        m = _STAMP.match(line)
        if not m:
            continue
        t = epoch(m.group(1)) - t0
        msg = m.group(2)
        if msg.endswith("beginning") and "backfill" in msg.lower():
            cycles.append(Cycle(cluster, round(t, 3)))
        elif started is None and "slurmctld version" in msg and "started" in msg:
            started = round(t, 3)
        elif decay is None and "_ft_debug:" in msg:
            decay = round(t, 3)
    return cycles, started, decay


# ``JobId=12`` or an array task's ``JobId=9_3(12)`` (array 9, task 3, its own id 12)
_JOB = re.compile(r"JobId=(\d+)(?:_\d+\((\d+)\))?")


def read_events(
    path: Path, cluster: str, t0: int, names: dict[int, int], tasks: dict[int, list[int]]
) -> list[Times]:
    """Per job, when slurmctld logged its submission, its start (by the main scheduler or
    the backfill) and its completion (for a killed job: the limit check that killed it), in
    seconds from ``t0``; ``names`` maps Slurm's job ids to the workload's, ``tasks`` an
    array's id to its tasks' (an array's one submission is every task's)."""
    got: dict[int, dict[str, float]] = {}
    for line in path.read_text(errors="replace").splitlines():
        m = _STAMP.match(line)
        if not m:
            continue
        msg = m.group(2)
        if "_slurm_rpc_submit_batch_job" in msg:
            kind = "submitted"
        elif "sched: Allocate JobId=" in msg or "_start_job: Started JobId=" in msg:
            kind = "started"
        elif "_job_complete: JobId=" in msg and msg.endswith(" done"):
            kind = "done"
        elif "Time limit exhausted for JobId=" in msg:
            kind = "done"  # a kill: when the limit check found the job over its limit
        else:
            continue
        j = _JOB.search(msg)
        if j is None:
            continue
        sid = int(j.group(2) or j.group(1))
        if kind == "submitted" and sid in tasks:
            who = tasks[sid]
        elif sid in names:
            who = [names[sid]]
        else:
            continue
        for i in who:
            got.setdefault(i, {}).setdefault(kind, round(epoch(m.group(1)) - t0, 3))
    return [
        Times(cluster, i, e.get("submitted", -1), e.get("started", -1), e.get("done", -1))
        for i, e in sorted(got.items())
    ]


def slurm_ids(path: Path) -> tuple[dict[int, int], dict[int, list[int]]]:
    """Slurm's job id -> the workload's (from the ``j<id>`` names in jobcomp.txt), and each
    job array's id -> its tasks' workload ids."""
    out, tasks = {}, {}
    for line in path.read_text().splitlines():
        f = dict(_FIELD.findall(line))
        if "Name" in f and "JobId" in f:
            out[int(f["JobId"])] = workload_id(f)
            t = task(f)
            if t:
                tasks.setdefault(t[0], []).append(workload_id(f))
    return out, tasks


def replay(
    jobs: list[SleepJob], specs: list[ClusterSpec], timeout: float = 4 * 3600
) -> tuple[list[SlurmJob], list[Cycle], list[Times], dict]:
    """Run ``jobs`` on every cluster of ``specs`` (at once, one clock) and return what each
    did, its backfill cycles, its logged event times and facts about the run (t0, controller
    starts)."""
    clusters = [SlurmCluster(s) for s in specs]
    first = specs[0]
    db = None
    if first.dbd_port:
        db = AccountingDb(
            first.root.parent / "dbd",
            first.dbd_port + 5,
            first.dbd_port,
            [s.name for s in specs],
            dict(first.accounts),
            first.max_jobs,
        )
    try:
        if db is not None:
            db.up()
        for c in clusters:
            c.start_controller()
        time.sleep(1.0)
        for c in clusters:
            c.start_nodes()
        for c in clusters:
            c.wait_idle()
        t0 = math.ceil(time.time()) + LEAD
        widest = max(len(g) for g in bursts(jobs))
        ids: list[dict[int, str]] = [{} for _ in clusters]
        with ThreadPoolExecutor(min(64, widest * len(clusters))) as pool:
            for group in bursts(jobs):
                wait = t0 + group[0].submit - time.time()
                if wait > 0:
                    time.sleep(wait)
                submit_all(pool, clusters, group, ids)
        deadline = time.time() + timeout
        while any(pending(c) != 0 for c in clusters):
            if time.time() > deadline:
                raise RuntimeError("jobs still queued at the timeout")
            time.sleep(5)
        time.sleep(3)
        done: list[SlurmJob] = []
        cycles: list[Cycle] = []
        events: list[Times] = []
        starts, decays = {}, {}
        for c in clusters:
            root = c.spec.root
            got = read_jobcomp(root / "jobcomp.txt", c.spec.name, t0)
            if len(got) != len(jobs):
                raise RuntimeError(f"{c.spec.name}: {len(got)} of {len(jobs)} jobs in jobcomp")
            done += got
            cyc, started, decay = read_log(root / "slurmctld.log", c.spec.name, t0)
            names, tasks = slurm_ids(root / "jobcomp.txt")
            events += read_events(root / "slurmctld.log", c.spec.name, t0, names, tasks)
            cycles += cyc
            starts[c.spec.name] = started
            if decay is not None:
                decays[c.spec.name] = decay
        meta = {"t0": t0, "slurmctld_start": starts}
        if db is not None:
            meta["accounts"] = dict(first.accounts)
            meta["decay_start"] = decays
            meta["max_jobs"] = first.max_jobs
        return done, cycles, events, meta
    finally:
        for c in clusters:
            c.down()
        if db is not None:
            db.down()
