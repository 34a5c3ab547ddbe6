"""One batch simulation from a plain config: the run function of ``kind = "batch"`` sweeps.

The workload is a generated Edison-like one (any :class:`EdisonConfig` knob; optionally a
catalog workflow mixed in by share or period and submitted chained / pilot / WoAS), a window
of an SWF trace (seed k is the k-th window of ``jobs`` jobs after ``start``), or stochastic
applications (gainaru2019) whose walltime requests follow a request policy and whose killed
attempts are resubmitted (:class:`~hpcgym.speculative.runtime.RequestRuntime`). It runs under
a native policy; the metrics are :func:`~hpcgym.batch.metrics.compute`'s (the stochastic
runs': :meth:`BatchRun.metrics`)."""

from __future__ import annotations

import re
from typing import Any

from hpcgym.batch.cluster import processors
from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import simulate
from hpcgym.batch.workload import Workload, rebased
from hpcgym.errors import UnknownNameError, WorkloadError
from hpcgym.workloads import catalog
from hpcgym.workloads.edison import EdisonConfig, generate
from hpcgym.workloads.mixing import Pattern, edison_with_workflows
from hpcgym.workloads.swf import load_trace

RUN = "hpcgym.studies.batch:run_config"
REQUESTS = ("hpc", "neuroscience<k>", "toptimal", "atoptimal<zeta>")


def request_policy(name: str) -> Any:
    """``hpc``, ``neuroscience10``, ``toptimal`` or ``atoptimal0.2`` as a request policy."""
    from hpcgym.speculative.requests import ATOptimal, ClassicalHPC, Neuroscience, TOptimal

    m = re.fullmatch(r"(hpc|toptimal|neuroscience(\d+)|atoptimal(\d*\.?\d+))", name.strip())
    if not m:
        raise UnknownNameError(f"unknown request policy {name!r}; known: {', '.join(REQUESTS)}")
    if m[2]:
        return Neuroscience(int(m[2]))
    if m[3]:
        return ATOptimal(float(m[3]))
    return ClassicalHPC() if m[1] == "hpc" else TOptimal()


def trace_window(name: str, start: int, jobs: int | None) -> Workload:
    """Jobs ``[start, start + jobs)`` of a trace, submit times from 0, dependencies outside
    the window dropped (the whole trace with ``jobs`` None)."""
    w = load_trace(name)
    end = len(w.jobs) if jobs is None else start + jobs
    if start < 0 or end > len(w.jobs) or start >= end:
        raise WorkloadError(
            f"trace {w.name}: window [{start}, {end}) is outside its {len(w.jobs)} jobs"
        )
    return Workload(rebased(w.jobs[start:end]), w.cluster, name=f"{w.name}[{start}:{end}]")


def _stochastic(w: dict[str, Any], policy: str, seed: int) -> dict[str, Any]:
    from hpcgym.speculative.laws import SCENARIO1_LAWS
    from hpcgym.speculative.runtime import RequestRuntime
    from hpcgym.speculative.schedule import JobGroup, make_workload

    P = w.get("processors", 100)
    group = JobGroup(
        w["law"], SCENARIO1_LAWS[w["law"]], w.get("jobs", 20), w.get("allocation", "beta")
    )
    wl = make_workload(P, [group], seed=seed, submit_over=w.get("submit_over"))
    run = RequestRuntime(wl.jobs, request_policy(w.get("requests", "hpc")), processors(P)).run(
        policy
    )
    return {"metrics": run.metrics()}


def run_config(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Run function of the sweep runner: build the workload, simulate, measure."""
    w, seed, policy = config["workload"], config["seed"], config["policy"]
    kind = w["type"]
    if kind == "stochastic":
        return _stochastic(w, policy, seed)
    if kind == "trace":
        jobs = w.get("jobs")
        start = w.get("start", 0) + (seed * jobs if jobs else 0)
        wl = trace_window(w["trace"], start, jobs)
        s = simulate(wl, policy)
    elif kind == "edison":
        cfg = EdisonConfig(seed=seed, **{k: v for k, v in w.items() if k != "type"})
        wf = config.get("workflows")
        if wf:
            wl = edison_with_workflows(
                cfg, catalog.get(wf["workflow"]), Pattern(**wf["pattern"]), wf["mode"]
            )
        else:
            wl = generate(cfg)
        s = simulate(wl, policy, until=wl.horizon)
    else:
        raise UnknownNameError(f"unknown workload type {kind!r}")
    m = compute(s)
    m["workflows_submitted"] = len(wl.workflows)
    return {"metrics": m}
