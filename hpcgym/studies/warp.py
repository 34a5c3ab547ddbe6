"""The WARP experiment of lubrano2024 §6 in simulation: the turbine workflow (Table 1) submitted
into the §5.1 warm-up load, planned by WARP (advance reservations) or run by the WMS baseline
(each step submitted when its parents end), on identical workloads per seed.

Each run's workflow metrics: ``wf_makespan_s`` (first step start to last step end, Table 5's
"makespan"), ``wf_turnaround_s`` (submit to last end), ``intermediate_wait_s`` (summed over the
non-root steps: a step's start minus its last parent's end, Table 5's gap between LES end and
HPDA start), ``first_wait_s`` (submit to the first step's start),
``reservation_waste_core_h`` (reserved core-hours no job used, over the whole
run, not only ``compute``'s measurement window, so late plans count); and the regular jobs
submitted after the warm-up: ``mean_wait_s`` and ``mean_bsld``; the load as the workflow
arrives (Table 2): ``busy_nodes_at_submit`` (nodes the regular jobs hold) and
``queued_at_submit``. ``honoured`` is 1 when every
bound job started at its reservation's start (vacuously 1 for the WMS, which makes none)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from hpcgym.batch.cluster import WARP
from hpcgym.batch.metrics import bounded_slowdown, reservation_waste
from hpcgym.batch.simulator import Schedule
from hpcgym.batch.workload import Workload
from hpcgym.checks import integer
from hpcgym.errors import ScenarioError, UnknownNameError
from hpcgym.io import save_figure
from hpcgym.units import HOUR, MINUTE
from hpcgym.warp.planner import run_warp, run_wms
from hpcgym.workflow import Workflow
from hpcgym.workloads.warp_load import (
    TABLE5_RUNTIME_RATIO,
    WarpLoadConfig,
    generate,
    named_workflow,
    shortened,
    turbine,  # noqa: F401  (turbine: part of this study's API)
)

FIRST_ID = 1_000_000
POLICIES = ("warp", "wms")
# catalog workflows whose widest step fits in 7 of the 14 WARP nodes, under the 50% load
# threshold (§6); B1 is A2's shape, so it is left out
WORKFLOWS = ("turbine", "A2", "Sipht")


workflow = named_workflow  # "turbine" or a WoAS catalog workflow, by name

# lubrano2024 Table 5: (submitted, started, ended) of LES then HPDA, per policy
TABLE5: dict[str, tuple[tuple[str, str, str], tuple[str, str, str]]] = {
    "warp": (("10:26:49", "10:57:45", "11:05:49"), ("11:05:53", "11:12:45", "11:13:23")),
    "wms": (("10:27:11", "10:27:11", "10:33:00"), ("10:33:01", "11:12:53", "11:13:37")),
}
# lubrano2024 Table 2: nodes the regular jobs held (of 14), and jobs queued, as the turbine came
TABLE2_BUSY_NODES, TABLE2_QUEUED = 9, 0
# the Table 5 testbed: steps run Table 5's share of their requests, and the §5.1 load at 2 x λ,
# fitted on Table 2 (20 seeds at 2 x λ: 8.8 busy nodes and 0.3 jobs queued at submission)
CALIBRATED: dict[str, Any] = {"scale": 2.0, "step_ratio": TABLE5_RUNTIME_RATIO}
TABLE5_METRICS = ("first_wait_s", "intermediate_wait_s", "wf_makespan_s", "wf_turnaround_s")


def _clock(hms: str) -> int:
    h, m, sec = (int(x) for x in hms.split(":"))
    return h * HOUR + m * MINUTE + sec


def table5_metrics() -> dict[str, dict[str, float]]:
    """Table 5's runs in :func:`run_metrics`' terms (seconds), the workflow submitted with LES."""
    out = {}
    for policy, (les, hpda) in TABLE5.items():
        (submit, les_start, les_end), (_, hpda_start, hpda_end) = (
            tuple(_clock(x) for x in step) for step in (les, hpda)
        )
        out[policy] = {
            "first_wait_s": float(les_start - submit),
            "intermediate_wait_s": float(hpda_start - les_end),
            "wf_makespan_s": float(hpda_end - les_start),
            "wf_turnaround_s": float(hpda_end - submit),
        }
    return out


def table5_rows(runs: list[dict]) -> list[tuple[str, str, float, float, float]]:
    """``(metric, policy, paper, median, mean)`` over ``runs``, for Table 5's four figures
    and Table 2's load (seconds; nodes and jobs for the load)."""
    paper = table5_metrics()
    rows = []
    for policy in POLICIES:
        ms = [r["metrics"] for r in runs if r["policy"] == policy]
        for key in TABLE5_METRICS:
            v = np.array([m[key] for m in ms], float)
            rows.append((key, policy, paper[policy][key], float(np.median(v)), float(v.mean())))
    ms = [r["metrics"] for r in runs if r["policy"] == "wms"]
    for key, ref in (
        ("busy_nodes_at_submit", TABLE2_BUSY_NODES),
        ("queued_at_submit", TABLE2_QUEUED),
    ):
        v = np.array([m[key] for m in ms], float)
        rows.append((key, "load", float(ref), float(np.median(v)), float(v.mean())))
    return rows


def warm_load(
    seed: int,
    hours: float,
    warmup: int,
    scale: float = 1.0,
    config: WarpLoadConfig | None = None,
    nodes: int | None = None,
) -> Workload:
    """The §5.1 load of ``seed`` at ``scale`` x λ, jobs before ``warmup`` left out of metrics,
    on ``WARP`` or, given ``nodes``, on ``WARP`` cut to that many nodes (same jobs)."""
    base = config or WarpLoadConfig()
    w = generate(replace(base, hours=hours, seed=seed, rate=base.rate * scale))
    cluster = w.cluster if nodes is None else replace(WARP, nodes=nodes)
    return Workload(list(w.jobs), cluster, name=w.name, warmup_end=warmup, horizon=w.horizon)


def _run(
    policy: str, workload: Workload, wf: Workflow, submit: int, shared: bool = False, **planner: Any
) -> tuple[Schedule, dict[str, int], dict]:
    """One simulation; returns the schedule, task -> job id, task -> reservation of
    ``policy``'s workflow. ``shared``: WARP's and the WMS's copies of ``wf`` both submitted at
    ``submit`` into one simulation (the testbed ran both at once), ``policy`` picking one."""
    if policy not in POLICIES:
        raise UnknownNameError(f"policy must be one of {', '.join(POLICIES)}, got {policy!r}")
    if shared:
        s, warp = run_warp(
            workload, [(submit, wf)], first_id=FIRST_ID, wms_workflows=[(submit, wf)], **planner
        )
        sub = warp.book.subs[POLICIES.index(policy)]
        return s, dict(sub.jobs), dict(sub.reservations)
    if policy == "warp":
        s, warp = run_warp(workload, [(submit, wf)], first_id=FIRST_ID, **planner)
        sub = warp.done[0]
        return s, dict(sub.jobs), dict(sub.reservations)
    if policy == "wms":
        s, wms = run_wms(workload, [(submit, wf)], first_id=FIRST_ID)
        return s, dict(wms.subs[0].jobs), {}
    raise UnknownNameError(f"policy must be one of {', '.join(POLICIES)}, got {policy!r}")


def run_metrics(
    s: Schedule, wf: Workflow, submit: int, jobs: dict[str, int], reservations: dict
) -> dict[str, float]:
    """The per-run metrics named in the module docstring."""
    index = {j.id: i for i, j in enumerate(s.workload.jobs)}
    start = {t: s.start[index[j]] for t, j in jobs.items()}
    end = {t: s.end[index[j]] for t, j in jobs.items()}
    if len(jobs) != len(wf) or min(start.values()) < 0 or min(end.values()) < 0:
        raise RuntimeError(f"workflow {wf.name} did not complete")
    m: dict[str, float] = {
        "wf_makespan_s": float(max(end.values()) - min(start.values())),
        "wf_turnaround_s": float(max(end.values()) - submit),
        "intermediate_wait_s": float(
            sum(
                start[t] - max(end[p] for p in wf.graph.predecessors(t))
                for t in wf.graph
                if wf.graph.in_degree(t)
            )
        ),
        "critical_path_s": float(wf.critical_path()),
        "first_wait_s": float(min(start.values()) - submit),
    }
    last = max(max(s.end), max(r.end for r in reservations.values()) if reservations else 0)
    m["reservation_waste_core_h"] = reservation_waste(s, 0, last) / HOUR
    m["reservations"] = float(len(reservations))
    m["honoured"] = float(all(r.job_start == r.start for r in reservations.values()))
    w = s.workload
    regular = [i for i, j in enumerate(w.jobs) if j.id < FIRST_ID]
    running = [i for i in regular if 0 <= s.start[i] <= submit < s.end[i]]
    m["busy_nodes_at_submit"] = sum(w.jobs[i].cores for i in running) / w.cluster.cores_per_node
    m["queued_at_submit"] = float(
        sum(1 for i in regular if w.jobs[i].submit <= submit < s.start[i])
    )
    keep = [
        i
        for i, j in enumerate(w.jobs)
        if j.id < FIRST_ID and j.submit >= w.warmup_end and s.start[i] >= 0 and s.end[i] >= 0
    ]
    wait = np.array([s.start[i] - w.jobs[i].submit for i in keep], float)
    run = np.array([s.end[i] - s.start[i] for i in keep], float)
    m["regular_jobs"] = float(len(keep))
    m["mean_wait_s"] = float(wait.mean()) if len(keep) else float("nan")
    m["mean_bsld"] = float(bounded_slowdown(wait, run).mean()) if len(keep) else float("nan")
    return m


def _summary(runs: list[dict]) -> dict[str, dict[str, float]]:
    """Mean of every metric per policy (per label, when labels differ, as ``label/policy``)."""
    groups: dict[str, list[dict[str, float]]] = {}
    labels = {r["label"] for r in runs}
    for r in runs:
        key = r["policy"] if len(labels) == 1 else f"{r['label']}/{r['policy']}"
        groups.setdefault(key, []).append(r["metrics"])
    return {
        k: {m: float(np.nanmean([x[m] for x in ms])) for m in ms[0]} for k, ms in groups.items()
    }


RUN = "hpcgym.studies.warp:run_config"
Execute = Callable[..., list[dict]]


@lru_cache(maxsize=4)
def _load(
    seed: int, hours: float, warmup: int, scale: float, load: str, nodes: int | None = None
) -> Workload:
    """:func:`warm_load`, built once per process for both policies."""
    config = WarpLoadConfig(**json.loads(load)) if load else None
    return warm_load(seed, hours, warmup, scale, config, nodes)


def run_config(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Run function of the sweep runner: one policy on one case's load."""
    wf = shortened(workflow(config["workflow"]), config.get("step_ratio", 1.0))
    load = json.dumps(config["load"], sort_keys=True) if config.get("load") else ""
    w = _load(
        config["seed"],
        config["hours"],
        config["warmup"],
        config["scale"],
        load,
        config.get("nodes"),
    )
    planner = config.get("planner", {})
    shared = bool(config.get("shared", False))
    s, jobs, resv = _run(config["policy"], w, wf, config["warmup"], shared, **planner)
    return {"metrics": run_metrics(s, wf, config["warmup"], jobs, resv)}


def _study(
    cases: Iterable[tuple[str, float, str, int]],
    hours: float,
    warmup: int,
    config: WarpLoadConfig | None,
    workers: int = 1,
    execute: Execute | None = None,
    step_ratio: dict[str, float] | float = 1.0,
    nodes: int | None = None,
    shared: bool = False,
    **planner: object,
) -> dict:
    if nodes is not None:
        integer(nodes, "nodes", lo=5, hi=WARP.nodes, where="the WARP study", error=ScenarioError)
    configs, labels = [], []
    for label, scale, name, seed in cases:
        for policy in POLICIES:
            c: dict[str, Any] = {
                "workflow": name,
                "scale": float(scale),
                "seed": int(seed),
                "hours": float(hours),
                "warmup": int(warmup),
                "policy": policy,
            }
            if config is not None:
                c["load"] = dataclasses.asdict(config)
            if step_ratio != 1.0:
                c["step_ratio"] = step_ratio
            if nodes is not None:
                c["nodes"] = int(nodes)
            if shared:
                c["shared"] = True
            if (policy == "warp" or shared) and planner:
                c["planner"] = dict(planner)
            configs.append(c)
            labels.append({"label": label, "policy": policy, "seed": int(seed)})
    if execute is None:
        from hpcgym.sweeps.runner import executor

        execute = executor(jobs=workers)
    docs = execute(RUN, configs, labels)
    runs = [
        {
            "policy": lab["policy"],
            "seed": lab["seed"],
            "label": lab["label"],
            "metrics": d["metrics"],
        }
        for lab, d in zip(labels, docs)
    ]
    return {"runs": runs, "summary": _summary(runs)}


def turbine_study(
    seeds: Sequence[int] = (0, 1, 2),
    hours: float = 4.0,
    warmup: int = HOUR,
    load: WarpLoadConfig | None = None,
    scale: float = 1.0,
    workers: int = 1,
    execute: Execute | None = None,
    step_ratio: dict[str, float] | float = 1.0,
    nodes: int | None = None,
    shared: bool = False,
    **planner: object,
) -> dict:
    """§6: per seed, the turbine submitted after ``warmup`` s of the §5.1 load (λ x ``scale``),
    its steps running ``step_ratio`` of their requests (:func:`shortened`), WARP vs WMS
    (``workers`` local processes, or ``execute``: the sweep runner's); on ``nodes`` of
    ``WARP``'s 14 if given, and with ``shared`` both copies in one simulation (:func:`_run`)."""
    return _study(
        (("turbine", scale, "turbine", s) for s in seeds),
        hours,
        warmup,
        load,
        workers,
        execute,
        step_ratio,
        nodes,
        shared,
        **planner,
    )


def load_study(
    rates: Sequence[float] = (0.5, 1.0, 1.5),
    workflows: Sequence[str] = WORKFLOWS,
    seeds: Sequence[int] = (0, 1),
    hours: float = 6.0,
    warmup: int = HOUR,
    load: WarpLoadConfig | None = None,
    workers: int = 1,
    execute: Execute | None = None,
    **planner: object,
) -> dict:
    """Sweep λ x ``rates`` and workflow shapes; labels are ``"<workflow>@<rate>"``."""
    for name in workflows:
        workflow(name).check_fits(WARP)
    cases = ((f"{name}@{r:g}", r, name, s) for name in workflows for r in rates for s in seeds)
    return _study(cases, hours, warmup, load, workers, execute, 1.0, None, False, **planner)


def warp_figure(summary: dict[str, dict], path: Path, title: str) -> None:
    """Makespan, turnaround and intermediate wait (minutes) per case, as bars."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    cases = list(summary)
    keys = ("wf_makespan_s", "wf_turnaround_s", "intermediate_wait_s")
    x = np.arange(len(cases))
    fig, ax = plt.subplots(figsize=(max(6.0, 0.6 * len(cases) + 3), 4))
    for k, key in enumerate(keys):
        ax.bar(
            x + (k - 1) * 0.27,
            [summary[c][key] / MINUTE for c in cases],
            0.27,
            label=key.removesuffix("_s").replace("_", " "),
        )
    ax.set_xticks(x, cases, rotation=30, ha="right", fontsize=8)
    ax.set_ylabel("minutes")
    ax.set_title(f"{title}: WARP vs WMS (lubrano2024 §6)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    save_figure(fig, path, dpi=120)
    plt.close(fig)
