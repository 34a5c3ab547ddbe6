"""``kind = "batch"``: one batch simulation per grid point and seed, any workload type
(``edison`` with its knobs and optional ``[workflows]``, a ``trace`` window, ``stochastic``
applications) under a native policy (:mod:`hpcgym.studies.batch`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hpcgym.speculative.laws import SCENARIO1_LAWS
from hpcgym.speculative.schedule import ALLOCATIONS
from hpcgym.studies import batch
from hpcgym.studies.kinds.common import (
    CLUSTER,
    SCHEDULER,
    WORKFLOWS,
    check_workflows,
    edison_keys,
    workflow_name,
)
from hpcgym.sweeps.run import RunSpec
from hpcgym.sweeps.schema import Key, Kind, Table, integer, number, string
from hpcgym.traces import BUNDLED, TRACES_ENV, find_trace

TYPES = ("edison", "trace", "stochastic")


def _requests(name: str) -> str:
    batch.request_policy(name)
    return name


TRACE: Table = {
    "trace": string(
        "a bundled trace (" + ", ".join(BUNDLED) + "), an SWF path (relative "
        f"to the scenario file) or the file name of a trace in ${TRACES_ENV}"
    ),
    "start": integer("first job of the window", least=0),
    "jobs": integer("jobs per window; seed k is the k-th window after start", least=1),
}
STOCHASTIC: Table = {
    "law": string("a §5.2 law", choices=tuple(SCENARIO1_LAWS)),
    "jobs": integer("stochastic jobs", least=1),
    "allocation": string("processor allocation case", choices=ALLOCATIONS),
    "submit_over": number(
        "hours over which jobs are submitted (default: all at 0)", 0.0, open_low=True
    ),
    "requests": Key(
        (str,), "request policy: hpc, neuroscience<k>, toptimal, atoptimal<zeta>", _requests
    ),
}


def _trace(sc: Any, name: str) -> str:
    """The ``trace`` key's value for a run: a bundled or ``$HPCGYM_TRACES`` name as given, a
    path resolved against the scenario file's folder (else the working directory)."""
    if name in BUNDLED:
        return name
    near = Path(sc.path).parent / name
    if near.exists():
        return str(near.resolve())
    try:
        found = find_trace(name)
    except FileNotFoundError as e:
        raise sc.error("workload", "trace", str(e)) from None
    return str(found.resolve()) if Path(name).exists() else name


def workload_keys(raw: dict[str, Any], where: str) -> Table:
    kind = raw.get("workload", {}).get("type")
    t = string(f"one of {', '.join(TYPES)}", choices=TYPES)
    tables = {"edison": edison_keys(), "trace": TRACE, "stochastic": STOCHASTIC}
    extra = tables.get(kind, {}) if isinstance(kind, str) else {}  # a bad type: refused by t
    return {"type": t, **extra}


def plan(sc: Any, p: Any) -> list[RunSpec]:
    w = dict(p.values["workload"])
    config: dict[str, Any] = {"workload": w, "policy": p.get("scheduler", "policy", "fcfs-easy")}
    if w["type"] == "trace":
        w["trace"] = _trace(sc, w["trace"])
    if w["type"] == "stochastic":
        w["processors"] = p.get("cluster", "processors", 100)
    if sc.tables.get("workflows"):
        share, period = p.get("workflows", "share"), p.get("workflows", "period")
        config["workflows"] = {
            "workflow": workflow_name(p),
            "mode": p.get("workflows", "mode", "woas"),
            "pattern": {"share": share} if share is not None else {"period": period},
        }
    return [RunSpec(batch.RUN, {**config, "seed": s}, {**p.labels, "seed": s}) for s in p.seeds]


def check(sc: Any) -> None:
    kind = sc.get("workload", "type")
    if kind is None:
        raise sc.error("workload", "type", f"missing; one of {', '.join(TYPES)}")
    if sc.tables.get("workflows"):
        if kind != "edison":
            raise sc.error("workflows", None, "workflows mix into edison workloads only")
        check_workflows(sc)
    if kind == "trace":
        if "trace" not in sc.tables["workload"]:
            raise sc.error("workload", "trace", "missing: which trace")
        traces = sc.tables["workload"]["trace"]
        for name in traces if isinstance(traces, list) else [traces]:
            _trace(sc, name)
        for t in ("preset", "processors"):
            if t in sc.tables.get("cluster", {}):
                raise sc.error("cluster", t, "a trace runs on its own machine")
        check_windows(sc)
    elif kind == "edison" and (
        sc.get("cluster", "preset", "edison") != "edison"
        or "processors" in sc.tables.get("cluster", {})
    ):
        raise sc.error("cluster", "preset", "edison workloads run on Edison")
    elif kind == "stochastic" and "law" not in sc.tables["workload"]:
        raise sc.error("workload", "law", "missing: the jobs' walltime law")


def _values(v: Any) -> list[Any]:
    return v if isinstance(v, list) else [v]


def check_windows(sc: Any) -> None:
    """Each trace exists and holds the window of every seed (seed k: jobs
    ``[start + k*jobs, start + (k+1)*jobs)``), before the first run."""
    from hpcgym.workloads.swf import load_trace

    w = sc.tables["workload"]
    for name in _values(w["trace"]):
        path = _trace(sc, name)
        try:
            n = len(load_trace(path).jobs)
        except (ValueError, OSError) as e:
            raise sc.error("workload", "trace", f"{path}: {e}") from None
        for start in _values(w.get("start", 0)):
            for jobs in _values(w.get("jobs")) if "jobs" in w else []:
                end = start + (max(sc.seeds) + 1) * jobs
                if end > n:
                    raise sc.error(
                        "workload",
                        "jobs",
                        f"the window of seed {max(sc.seeds)} ends at job {end:,} "
                        f"(start {start} + {max(sc.seeds) + 1} x {jobs} jobs), after the "
                        f"{n:,} jobs of {name}",
                    )
            if start >= n:
                raise sc.error("workload", "start", f"{start} is past the {n:,} jobs of {name}")


KIND = Kind(
    "batch",
    "one batch simulation per point and seed: an Edison-like workload (with "
    "workflows), a trace window or stochastic applications, under a native policy",
    {"cluster": CLUSTER, "workload": workload_keys, "workflows": WORKFLOWS, "scheduler": SCHEDULER},
    plan,
    required=("workload",),
    metrics=("mean_wait_s", "mean_bsld", "utilization", "actual_utilization"),
    seed_start=0,
    check=check,
)
