"""slurm.conf written from a few parameters, and the simulator settings read back from it.

The settings that make Slurm comparable with the simulator (issue 28's findings):
``batch_sched_delay=0`` (the default holds a new job back), ``bf_resolution=1`` (the default
plans in 60-s steps), ``bf_max_job_test`` = the preset's depth, ``OverTimeLimit``,
``SMALL_RELATIVE_TO_TIME`` with ``PriorityFavorSmall``, ``select/linear`` (whole nodes) and one
CPU per node so CPUs and nodes count alike. :func:`simulator_settings` derives the cluster and
the policy name from a parsed file, so the comparison never sets them by hand.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.fairshare import FAIRSHARE_WEIGHT, FairShare
from hpcgym.batch.priority import AGE_WEIGHT, MAX_AGE, SIZE_WEIGHT
from hpcgym.errors import InputError
from hpcgym.units import DAY, HOUR, MINUTE


@dataclass(slots=True, frozen=True)
class ClusterSpec:
    """One fake cluster: ``nodes`` slurmd on 127.0.0.1, controller on ``port`` and nodes on
    the ports after it, every file under ``root``."""

    name: str
    nodes: int
    port: int
    root: Path
    depth: int = 50
    bf_interval: int = 30
    over_time_limit: int = 1
    # (name, first node, last node, MaxTime minutes or 0) from 1; none: one partition "batch"
    partitions: tuple[tuple[str, int, int, int], ...] = ()
    # (first node, last node, GPUs on each) from 1: GRES nodes (gres.conf, AutoDetect=off)
    gres: tuple[tuple[int, int, int], ...] = ()
    # slurmdbd's port (0: no accounting) and the fair-share decay half-life in minutes
    dbd_port: int = 0
    half_life: int = 10
    # (account, fair-share shares) registered in slurmdbd (with dbd_port)
    accounts: tuple[tuple[str, int], ...] = ()
    max_jobs: int = 0  # the normal QOS's MaxJobsPerAccount (0: none)

    def node_names(self) -> list[str]:
        return [f"n{k}" for k in range(1, self.nodes + 1)]


def render(spec: ClusterSpec) -> str:
    """The slurm.conf text of ``spec``."""
    r = spec.root
    sched = (
        f"batch_sched_delay=0,bf_resolution=1,bf_interval={spec.bf_interval},"
        f"bf_max_job_test={spec.depth},bf_window={DAY // MINUTE}"
    )
    lines = [
        f"ClusterName={spec.name}",
        "SlurmctldHost=localhost(127.0.0.1)",
        f"SlurmctldPort={spec.port}",
        "SlurmUser=root",
        "SlurmdUser=root",
        "AuthType=auth/munge",
        "CredType=cred/munge",
        f"StateSaveLocation={r}/state",
        f"SlurmdSpoolDir={r}/spool/%n",
        f"SlurmctldPidFile={r}/slurmctld.pid",
        f"SlurmdPidFile={r}/slurmd-%n.pid",
        f"SlurmctldLogFile={r}/slurmctld.log",
        f"SlurmdLogFile={r}/slurmd-%n.log",
        "SlurmctldDebug=info",
        "SlurmdDebug=info",
        "LogTimeFormat=iso8601_ms",
        "DebugFlags=Backfill" + (",Priority" if spec.dbd_port else ""),
        "ProctrackType=proctrack/linuxproc",
        "TaskPlugin=task/none",
        "JobAcctGatherType=jobacct_gather/none",
        "AccountingStorageType=accounting_storage/none",
        "JobCompType=jobcomp/filetxt",
        f"JobCompLoc={r}/jobcomp.txt",
        "MpiDefault=none",
        "ReturnToService=2",
        "SlurmdParameters=config_overrides",
        "MinJobAge=86400",
        "InactiveLimit=0",
        "KillWait=5",
        "SchedulerType=sched/backfill",
        f"SchedulerParameters={sched}",
        "SelectType=select/linear",
        "PriorityType=priority/multifactor",
        f"PriorityWeightJobSize={SIZE_WEIGHT}",
        f"PriorityWeightAge={AGE_WEIGHT}",
        f"PriorityMaxAge={MAX_AGE // DAY}-0",
        "PriorityFlags=SMALL_RELATIVE_TO_TIME",
        "PriorityFavorSmall=YES",
        f"OverTimeLimit={spec.over_time_limit}",
    ]
    if spec.gres:
        lines.insert(lines.index("MpiDefault=none"), "GresTypes=gpu")
    if spec.dbd_port:
        at = lines.index("AccountingStorageType=accounting_storage/none")
        lines[at : at + 1] = [
            "AccountingStorageType=accounting_storage/slurmdbd",
            "AccountingStorageHost=localhost",
            f"AccountingStoragePort={spec.dbd_port}",
            "AccountingStorageEnforce="
            + ("associations,limits,qos" if spec.max_jobs else "associations"),
            f"PriorityWeightFairshare={FAIRSHARE_WEIGHT}",
            f"PriorityDecayHalfLife=0-{spec.half_life // 60:02d}:{spec.half_life % 60:02d}:00",
            "PriorityCalcPeriod=1",
        ]
    for lo, hi, gpus in node_ranges(spec):
        gres = f" Gres=gpu:{gpus}" if gpus else ""
        lines.append(
            f"NodeName=n[{lo}-{hi}] CPUs=1 RealMemory=100{gres} State=UNKNOWN "
            f"NodeHostname=localhost NodeAddr=127.0.0.1 Port=[{spec.port + lo}-{spec.port + hi}]"
        )
    if not spec.partitions:
        lines.append("PartitionName=batch Nodes=ALL Default=YES MaxTime=INFINITE State=UP")
    for k, (name, lo, hi, max_time) in enumerate(spec.partitions):
        limit = max_time if max_time else "INFINITE"
        lines.append(
            f"PartitionName={name} Nodes=n[{lo}-{hi}] Default={'YES' if k == 0 else 'NO'} "
            f"MaxTime={limit} State=UP"
        )
    return "\n".join(lines) + "\n"


def node_ranges(spec: ClusterSpec) -> list[tuple[int, int, int]]:
    """The nodes as ``(first, last, GPUs on each)`` runs from 1, covering all of them."""
    out, k = [], 1
    for lo, hi, gpus in sorted(spec.gres):
        if lo < k or hi < lo or hi > spec.nodes or gpus < 1:
            raise InputError(f"cluster {spec.name}: bad GRES nodes {lo}-{hi}:{gpus}")
        if lo > k:
            out.append((k, lo - 1, 0))
        out.append((lo, hi, gpus))
        k = hi + 1
    if k <= spec.nodes:
        out.append((k, spec.nodes, 0))
    return out


def gres_conf(spec: ClusterSpec) -> str:
    """gres.conf for ``spec``'s GPU nodes. slurmd drops a GPU without a device file, so each
    GPU is a file under ``root/dev`` (:func:`fake_gpus` links them to ``/dev/null``)."""
    lines = ["AutoDetect=off"]
    lines += [
        f"NodeName=n[{lo}-{hi}] Name=gpu File={spec.root}/dev/gpu[0-{g - 1}]"
        for lo, hi, g in node_ranges(spec)
        if g
    ]
    return "\n".join(lines) + "\n"


def fake_gpus(spec: ClusterSpec) -> None:
    """The device files gres.conf names: ``root/dev/gpuK`` -> ``/dev/null`` (a character
    device, as slurmd requires; the sleep jobs never open them)."""
    most = max((g for *_, g in spec.gres), default=0)
    dev = spec.root / "dev"
    dev.mkdir(parents=True, exist_ok=True)
    for k in range(most):
        link = dev / f"gpu{k}"
        if not link.is_symlink():
            link.symlink_to("/dev/null")


def node_lines(text: str) -> list[dict[str, str]]:
    """The ``NodeName=`` lines of a slurm.conf, each as ``key -> value``."""
    return _lines(text, "NodeName=")


def partition_lines(text: str) -> list[dict[str, str]]:
    """The ``PartitionName=`` lines of a slurm.conf, each as ``key -> value``."""
    return _lines(text, "PartitionName=")


def _lines(text: str, key: str) -> list[dict[str, str]]:
    out = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if line.startswith(key):
            out.append(dict(item.partition("=")[::2] for item in line.split()))
    return out


def _span(nodes: str) -> tuple[int, int]:
    """``n[a-b]`` (or ``nK``) as ``(a, b)``."""
    if "[" not in nodes:
        k = int(nodes.lstrip("n"))
        return k, k
    lo, _, hi = nodes[nodes.index("[") + 1 : nodes.index("]")].partition("-")
    return int(lo), int(hi or lo)


def gres(text: str) -> str:
    """The preset's ``gres`` option for a slurm.conf with GRES nodes (``lo-hi:gpus`` by node
    index from 0); ``""`` for none."""
    out = []
    for line in node_lines(text):
        g = line.get("Gres", "")
        if g:
            name, _, count = g.partition(":")
            if name != "gpu" or not count.isdigit():
                raise SystemExit(f"slurm.conf: Gres={g} (the simulator mirrors gpu:<count>)")
            lo, hi = _span(line["NodeName"])
            out.append(f"{lo - 1}-{hi - 1}:{count}")
    return ",".join(out)


def partitions(text: str) -> str:
    """The preset's ``partitions`` option for a slurm.conf with several partitions
    (``name:lo-hi`` by node index from 0, the default one first); ``""`` for one."""
    parts = partition_lines(text)
    if len(parts) <= 1:
        return ""
    parts.sort(key=lambda p: p.get("Default", "NO") != "YES")
    out = []
    for p in parts:
        nodes = p.get("Nodes", "")
        if "[" not in nodes:
            raise SystemExit(
                f"slurm.conf: partition {p['PartitionName']}: Nodes={nodes} (n[a-b] expected)"
            )
        lo, hi = _span(nodes)
        out.append(f"{p['PartitionName']}:{lo - 1}-{hi - 1}")
    return ",".join(out)


def parse(text: str) -> dict[str, str]:
    """``key -> value`` of a slurm.conf (the last of a repeated key, but every ``NodeName``
    line, joined by newlines; node and partition lines keep their whole value)."""
    out: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if "=" in line:
            key, value = line.split("=", 1)
            if key == "NodeName" and key in out:
                value = out[key] + "\n" + value
            out[key] = value
    return out


def scheduler_parameters(conf: dict[str, str]) -> dict[str, str]:
    """``SchedulerParameters`` as a dict (a flag without ``=`` maps to ``""``)."""
    out = {}
    for item in conf.get("SchedulerParameters", "").split(","):
        if item:
            k, _, v = item.partition("=")
            out[k] = v
    return out


def node_count(conf: dict[str, str]) -> int:
    """Nodes of the ``NodeName=n[a-b]`` lines."""
    spans = [_span(line.split()[0]) for line in conf["NodeName"].splitlines()]
    return sum(hi - lo + 1 for lo, hi in spans)


@dataclass(slots=True, frozen=True)
class SimSettings:
    """What the simulator needs from a slurm.conf: the machine, the policy name, and the
    backfill interval and over-time grace it implies."""

    cluster: Cluster
    policy: str
    bf_interval: int
    grace: int
    depth: int


def simulator_settings(conf: dict[str, str], nodes: bool = True) -> SimSettings:
    """The ``slurm`` preset's options matching ``conf`` (``+nodes`` for node-level backfill).

    Refuses a file the simulator cannot mirror: other weights than the preset's, another
    size flag, another select plugin, a backfill resolution above one second.
    """
    checks = {
        "SelectType": "select/linear",
        "PriorityType": "priority/multifactor",
        "PriorityWeightJobSize": str(SIZE_WEIGHT),
        "PriorityFlags": "SMALL_RELATIVE_TO_TIME",
        "PriorityFavorSmall": "YES",
    }
    for key, want in checks.items():
        if conf.get(key) != want:
            raise SystemExit(f"slurm.conf: {key}={conf.get(key)} (the simulator mirrors {want})")
    params = scheduler_parameters(conf)
    if params.get("bf_resolution") != "1":
        raise SystemExit("slurm.conf: bf_resolution must be 1 (the simulator plans by the second)")
    if any("CPUs=1" not in line.split() for line in conf["NodeName"].splitlines()):
        raise SystemExit("slurm.conf: nodes must have CPUs=1 (one allocation unit per node)")
    bf_interval = int(params.get("bf_interval", "30"))
    depth = int(params.get("bf_max_job_test", "500"))
    grace = int(conf.get("OverTimeLimit", "0")) * MINUTE
    gpus = [int(g.split(":")[-1]) for g in re.findall(r"Gres=(\S+)", conf["NodeName"])]
    cluster = Cluster(
        conf.get("ClusterName", "slurm"), node_count(conf), 1, True, HOUR, max(gpus, default=0)
    )
    policy = "slurm+per-minute" + ("+nodes" if nodes else "")
    return SimSettings(cluster, policy, bf_interval, grace, depth)


def duration(text: str) -> int:
    """A Slurm time string (``min``, ``min:sec``, ``hr:min:sec``, ``days-hr[:min[:sec]]``) in
    seconds."""
    days, _, rest = text.rpartition("-") if "-" in text else ("0", "", text)
    parts = [int(p) for p in rest.split(":")]
    if "-" in text:
        parts += [0] * (3 - len(parts))
        h, m, sec = parts
    elif len(parts) == 3:
        h, m, sec = parts
    else:
        h, (m, sec) = 0, (parts + [0])[:2]
    return ((int(days) * 24 + h) * 60 + m) * 60 + sec


def fair_share(conf: dict[str, str], accounts: dict[str, int], origin: int) -> FairShare | None:
    """The fair-share term of a slurm.conf with ``PriorityWeightFairshare`` (None without),
    its users the run's ``accounts`` numbered from 1 in order (:func:`account_ids`), the
    calculations every ``PriorityCalcPeriod`` minutes from ``origin`` (slurmctld's start), a
    job's last use counted at its end only with ``AccountingStorageEnforce=limits``."""
    weight = int(conf.get("PriorityWeightFairshare", "0"))
    if not weight:
        return None
    ids = account_ids(accounts)
    return FairShare(
        tuple((ids[a], shares) for a, shares in accounts.items()),
        half_life=duration(conf.get("PriorityDecayHalfLife", "7-0")),
        period=int(conf.get("PriorityCalcPeriod", "5")) * MINUTE,
        origin=origin,
        weight=weight,
        at_end="limits" in conf.get("AccountingStorageEnforce", "").split(","),
    )


def account_ids(accounts: dict[str, int]) -> dict[str, int]:
    """Each account's user id in the simulator (1, 2, ... in the run's order; "" is -1)."""
    return {"": -1, **{a: k for k, a in enumerate(accounts, start=1)}}
