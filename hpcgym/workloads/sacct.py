"""Read Slurm's own accounting output, so a site brings its GPU trace as ``sacct`` prints it.

Input is ``sacct -P`` text (``|``-separated, a header line naming the fields), e.g.::

    sacct -a -X -P -S 2024-01-01 -E 2024-01-08 \\
      --format=JobID,User,Partition,Submit,Start,ElapsedRaw,TimelimitRaw,ReqTRES,State

Conventions of :func:`read_sacct`:

* Required fields: ``JobID`` (or ``JobIDRaw``), ``Submit``, ``ElapsedRaw`` (or ``Elapsed``),
  ``TimelimitRaw`` (or ``Timelimit``) and ``ReqTRES`` (or ``ReqCPUS``); ``User``,
  ``Partition``, ``State`` and ``Start`` are read when present. Field names match in any case.
* A job's cores, GPUs and memory are ``ReqTRES``'s ``cpu``, ``gres/gpu`` (any
  ``gres/gpu:<type>`` summed when no untyped count is given) and ``mem`` (``K``/``M``/``G``/``T``
  suffixes, to MB). Under whole-node allocation a job asking ``node=N`` gets N whole nodes
  (Slurm's), so its cores are at least ``N`` x the cluster's cores per node.
* ``Job.runtime`` is the elapsed time, ``Job.walltime`` the time limit (``TimelimitRaw`` is in
  minutes, as sacct prints it; ``Partition_Limit`` / ``UNLIMITED`` take the cluster's
  ``max_walltime``), ``Job.queue`` the partition, ``Job.user`` a number per user name in order
  of first appearance. Submit times are seconds after the first job's (naive local times, as
  sacct prints them). Job ids are the rows' order, from 1, since sacct's (``123_4``, array
  tasks) are not integers; the original is kept in the order given.
* Rows are skipped, and counted in ``Workload.skipped``, for the first reason that applies:
  ``"job step"`` (an id with a ``.``: run ``sacct -X`` to leave them out), ``"never ran"``
  (no start, or no elapsed time), ``"size>machine"`` (more cores, GPUs or memory than the
  cluster has). All three keys are always present.
* A row with the wrong number of fields, a time or count that does not parse, or a missing
  required field raises :class:`~hpcgym.errors.WorkloadError` naming the file, the line and
  the field.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.workload import Workload
from hpcgym.errors import WorkloadError

SKIP_REASONS = ("job step", "never ran", "size>machine")
_MEM_UNITS = {"K": 1 / 1024, "M": 1, "G": 1024, "T": 1024 * 1024}
_NO_LIMIT = ("partition_limit", "unlimited", "invalid", "")
_NOT_STARTED = ("", "none", "unknown")


def _pick(columns: dict[str, int], *names: str) -> int | None:
    for n in names:
        if n.lower() in columns:
            return columns[n.lower()]
    return None


def parse_duration(text: str) -> int:
    """``[DD-][HH:]MM:SS`` (sacct's ``Elapsed`` / ``Timelimit``) in seconds."""
    days = 0
    if "-" in text:
        d, text = text.split("-", 1)
        days = int(d)
    parts = [float(p) for p in text.split(":")]
    if not 1 <= len(parts) <= 3:
        raise WorkloadError(f"not a [DD-][HH:]MM:SS duration: {text!r}")
    secs = 0.0
    for p in parts:
        secs = secs * 60 + p
    return days * 86400 + round(secs)


def parse_tres(text: str) -> dict[str, float]:
    """``billing=8,cpu=8,gres/gpu=1,mem=32G,node=1`` as numbers (``mem`` in MB; typed
    ``gres/gpu:a100`` counts summed into ``gres/gpu`` when no untyped count is given)."""
    out: dict[str, float] = {}
    typed = 0.0
    for item in filter(None, text.split(",")):
        key, sep, value = item.partition("=")
        if not sep:
            raise WorkloadError(f"not a TRES item key=value: {item!r}")
        key = key.strip().lower()
        value = value.strip()
        if key == "mem":
            scale = _MEM_UNITS.get(value[-1:].upper())
            out["mem"] = float(value[:-1]) * scale if scale is not None else float(value)
        elif key.startswith("gres/gpu:"):
            typed += float(value)
        else:
            out[key] = float(value)
    if typed and "gres/gpu" not in out:
        out["gres/gpu"] = typed
    return out


def read_sacct(path: str | os.PathLike[str], cluster: Cluster, name: str | None = None) -> Workload:
    """The jobs of a ``sacct -P`` file on ``cluster`` (see the module's conventions)."""
    p = Path(path)
    label = os.fspath(path)
    try:
        text = p.read_text("utf-8-sig")
    except (OSError, UnicodeDecodeError) as e:
        raise WorkloadError(f"{label}: cannot read a sacct file: {e}") from None
    lines = text.splitlines()
    head = next((k for k, line in enumerate(lines) if line.strip()), None)
    if head is None:
        raise WorkloadError(f"{label}: empty file (expected sacct -P output with a header)")
    fields = [f.strip() for f in lines[head].split("|")]
    columns = {f.lower(): k for k, f in enumerate(fields)}
    where = f"{label}:{head + 1}"
    need = {
        "JobID": _pick(columns, "JobID", "JobIDRaw"),
        "Submit": _pick(columns, "Submit"),
        "Elapsed": _pick(columns, "ElapsedRaw", "Elapsed"),
        "Timelimit": _pick(columns, "TimelimitRaw", "Timelimit"),
        "ReqTRES": _pick(columns, "ReqTRES", "ReqCPUS"),
    }
    missing = [k for k, v in need.items() if v is None]
    if missing:
        raise WorkloadError(
            f"{where}: the header lacks {', '.join(missing)} (has {', '.join(fields)}); "
            "is this sacct -P output?"
        )
    raw = {k: columns.get(k.lower()) for k in ("ElapsedRaw", "TimelimitRaw", "ReqTRES")}
    user_col, part_col = _pick(columns, "User"), _pick(columns, "Partition")
    start_col = _pick(columns, "Start")
    skipped = dict.fromkeys(SKIP_REASONS, 0)
    users: dict[str, int] = {}
    rows: list[tuple[datetime, int, int, int, int, int, int, str]] = []
    for k in range(head + 1, len(lines)):
        line = lines[k]
        if not line.strip():
            continue
        at = f"{label}:{k + 1}"
        cells = line.split("|")
        if len(cells) != len(fields):
            raise WorkloadError(f"{at}: {len(cells)} fields, the header has {len(fields)}")
        if "." in cells[need["JobID"]]:  # type: ignore[index]
            skipped["job step"] += 1
            continue
        field, cell = "Submit", cells[need["Submit"]].strip()  # type: ignore[index]
        try:
            submit = datetime.fromisoformat(cell)
            field, cell = "Elapsed", cells[need["Elapsed"]].strip()  # type: ignore[index]
            runtime = int(cell) if raw["ElapsedRaw"] is not None else parse_duration(cell)
            field, cell = "Timelimit", cells[need["Timelimit"]].strip()  # type: ignore[index]
            if cell.lower() in _NO_LIMIT:
                walltime = cluster.max_walltime
            elif raw["TimelimitRaw"] is not None:
                walltime = int(cell) * 60
            else:
                walltime = parse_duration(cell)
            field, cell = "ReqTRES", cells[need["ReqTRES"]].strip()  # type: ignore[index]
            tres = parse_tres(cell) if raw["ReqTRES"] is not None else {"cpu": float(cell)}
        except ValueError:
            raise WorkloadError(f"{at}: {field} {cell!r} does not parse") from None
        started = start_col is None or cells[start_col].strip().lower() not in _NOT_STARTED
        if not started or runtime <= 0:
            skipped["never ran"] += 1
            continue
        cores = round(tres.get("cpu", 0))
        if cluster.whole_node and tres.get("node"):
            cores = max(cores, round(tres["node"]) * cluster.cores_per_node)
        gpus, mem = round(tres.get("gres/gpu", 0)), round(tres.get("mem", 0))
        if cores <= 0:
            raise WorkloadError(f"{at}: ReqTRES {cell!r} asks for no cpu")
        if gpus and not cluster.gpus_per_node:
            raise WorkloadError(
                f"{at}: the job asks for {gpus} GPUs; cluster {cluster.name!r} has none "
                "(give gpus_per_node)"
            )
        mem = mem if cluster.mem_per_node else 0  # memory counted only where the cluster has it
        if (
            cores > cluster.total_cores
            or gpus > cluster.total_gpus
            or (cluster.mem_per_node and mem > cluster.total_mem)
        ):
            skipped["size>machine"] += 1
            continue
        user = cells[user_col].strip() if user_col is not None else ""
        uid = users.setdefault(user, len(users))
        queue = cells[part_col].strip() if part_col is not None else ""
        rows.append((submit, runtime, max(walltime, 1), cores, gpus, mem, uid, queue))
    if not rows:
        raise WorkloadError(f"{label}: no job ran ({skipped})")
    t0 = min(r[0] for r in rows)
    jobs = [
        Job(n + 1, int((s - t0).total_seconds()), c, w, r, u, q, gpus=g, mem=m)
        for n, (s, r, w, c, g, m, u, q) in enumerate(rows)
    ]
    return Workload(jobs, cluster, name=name or p.name, skipped=skipped)
