"""gainaru2019 §5 experiments as library code: the four scenarios and Figures 2-8.

Every scenario returns ``{"runs": [...], "summary": {...}, "params": {...}}``. A run is
``{"policy", "seed", "label", "metrics"}``, the metrics of ``schedule.simulate`` (``utilization``,
``response_time_large_s``, ``response_time_all_s``, ...). Run r of a scenario draws its workload
from the seed ``[scenario, seed + r]``, the same for every label and policy, so policies are
compared on identical execution times and labels (allocation cases, shares, rates) on the same
draws where they can be; different r are independent workloads. ``runs`` is the number of
repetitions, ``"full"`` the paper's 50 (§5.2). The summary holds per label and policy the mean
and standard deviation of each metric and the ratios to Classical-HPC (utilization u/u_HPC,
response time rt_HPC/rt: above 1 is better for both).

Choices where §5 is silent (see also ``schedule``'s docstring):

- Scenario 1 has no small-job stream (§5.4 opens by saying its jobs were all large); the
  processor allocation cases are §5.2's on P = 100.
- Scenario 2 mixes M = 200 stochastic jobs, the "smaller" ones among them (kind ``small``);
  both kinds get the Beta allocation, the case the paper shows beside Full in Figure 2.
- Scenarios 3 and 4 use the Beta allocation for large and small jobs alike. Scenario 3's small
  jobs arrive over the large jobs' perfectly packed time Σ p_j X_j / P.
- Scenario 4: Intrepid was 40,960 nodes (40 BG/P racks). Table 3's 10 AbOrganSeq and 90
  maCRUISE submissions are the stochastic jobs and its 300 FSL submissions the small jobs at
  the normalised work rate 0.21 (Table 2). Table 2's 880-node average job cannot hold with the
  rest: 300 FSL runs (0.36 h each) at rate 0.21 on 48.6 nodes would all arrive within 40
  minutes. With Beta widths the 300 FSL runs span ~10 days at 0.21 and the whole run lasts
  about two weeks, so the four figures the paper gives (400 submissions, 0.21, two weeks,
  Table 3) all hold. The stochastic jobs are submitted uniformly over the FSL window
  (``arrivals=False`` submits them at 0 as in Scenarios 1-3).
- ``reading="code"`` sets Scenario 4 up as the authors' published scripts
  (``vanderbiltscl/SpeculativeScheduling``) set up their runs, where they differ from the
  reading above: every job on the whole machine (``allocation="full"``), every stochastic job
  submitted at 0 (``arrivals=False``) and ATOptimal on an n = 30 grid. Their Scenario 4 script
  itself is not published; docs/papers/gainaru2019.md compares the settings line by line.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from hpcgym.errors import ScenarioError
from hpcgym.io import save_figure
from hpcgym.speculative.laws import (
    BACKFILL_SCALE,
    NEUROSCIENCE_LAWS,
    NEUROSCIENCE_SUBMISSIONS,
    SCENARIO1_LAWS,
    TruncNormal,
    scaled,
)
from hpcgym.speculative.requests import ATOptimal, ClassicalHPC, Neuroscience, TOptimal
from hpcgym.speculative.schedule import ALLOCATIONS, JobGroup, StreamSpec, make_workload, simulate
from hpcgym.units import HOUR

SMALL_RUNS = 5
FULL_RUNS = 50  # §5.2: "In each simulation, we make 50 runs and present the average results"
INTREPID_NODES = 40_960
METRICS = ("utilization", "response_time_large_s", "response_time_all_s")
BASELINE = "HPC"

# §5.4: large jobs TruncNormal(4, 2) on [1, 8] h, smaller ones TruncNormal(1, 1) on [0, 4] h
SCENARIO2_LARGE = TruncNormal(4.0, 2.0, 1.0, 8.0)
SCENARIO2_SMALL = TruncNormal(1.0, 1.0, 0.0, 4.0)
SCENARIO2_SHARES = (0.0, 0.1, 0.25, 0.5, 0.75, 0.9)
# §5.5: TruncNormal(8, 2) on [1, 20] h, small jobs the same scaled by 1/100, Z/P in [0.1, 0.9]
SCENARIO3_LAW = TruncNormal(8.0, 2.0, 1.0, 20.0)
SCENARIO3_RATES = (0.1, 0.3, 0.5, 0.7, 0.9)
SCENARIO4_RATE = 0.21  # Table 2
# Scenario 4's settings per reading: the paper's text (hpcgym's choices where it is silent) and
# the authors' published scripts (SpeculativeSubmission.py, Workload.py)
SCENARIO4_READINGS: dict[str, dict[str, Any]] = {
    "paper": {"allocation": "beta", "arrivals": True, "n": 200},
    "code": {"allocation": "full", "arrivals": False, "n": 30},
}
HISTORY_KS = (1, 2, 5, 10, 20, 50)

# What §5 reports, to print beside the measured figures.
PAPER_CLAIMS: dict[str, list[str]] = {
    "scenario1": [
        "TOptimal beats Classical-HPC in utilization and response time for every law and "
        "allocation (Fig. 2, 3)",
        "truncnorm and beta: +10-11% utilization, -12-14% response time vs the best HPC-side "
        "approach",
        "truncexp and boundedpareto: over 1.5x and 2.5x (utilization, response time)",
        "Neuroscience is better than Classical-HPC; best near k = 10 (Fig. 4)",
    ],
    "scenario2": [
        "speculative backfilling improves HPC drastically, TOptimal only slightly (Fig. 5)",
        "above 50% small jobs, HPC with speculative backfilling alone performs well",
    ],
    "scenario3": [
        "utilization grows with the work rate and is always highest for ATOptimal (Fig. 6)",
        "response time of all jobs: ATOptimal between TOptimal and HPC, rising with the rate",
        "large jobs: HPC slowest, TOptimal fastest, ATOptimal between, rising with the rate "
        "(Fig. 7)",
    ],
    "scenario4": [
        "ATOptimal: about +20% utilization and response time over HPC (Fig. 8)",
        "speculative backfilling improves both HPC and ATOptimal further",
        "overall 25-30% over classical HPC",
    ],
}


@dataclass(slots=True, frozen=True)
class Variant:
    """A policy as the figures name it: a request policy and a backfilling mode."""

    name: str
    requests: Any
    backfill: str = "classic"


def n_runs(runs: int | str) -> int:
    """``runs`` as a count: an integer >= 1, or ``"full"`` for the paper's 50."""
    if runs == "full":
        return FULL_RUNS
    if isinstance(runs, bool) or not isinstance(runs, int) or runs < 1:
        raise ScenarioError(f"runs must be an integer >= 1 or 'full', got {runs!r}")
    return runs


RUN = "hpcgym.studies.speculative:run_config"
REQUESTS = {c.__name__: c for c in (ClassicalHPC, Neuroscience, TOptimal, ATOptimal)}


def _configs(tasks: list[tuple]) -> tuple[list[dict], list[dict]]:
    """Each (workload, variant) of ``tasks`` as a run config, and its labels."""
    configs, labels = [], []
    for build, kwargs, label, seed, variants in tasks:
        for v in variants:
            configs.append(
                {
                    "workload": build.__name__.removesuffix("_workload"),
                    "params": dict(kwargs),
                    "seed": list(seed),
                    "policy": v.name,
                    "requests": {
                        "type": type(v.requests).__name__,
                        **dataclasses.asdict(v.requests),
                    },
                    "backfill": v.backfill,
                }
            )
            labels.append({"label": label, "policy": v.name, "seed": int(seed[1])})
    return configs, labels


@lru_cache(maxsize=4)
def _workload(name: str, params: str, seed: tuple) -> Any:
    """A scenario's workload, built once per process for all the variants run on it."""
    return globals()[f"{name}_workload"](seed=seed, **json.loads(params))


def run_config(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Run function of the sweep runner: one variant on one scenario workload."""
    wl = _workload(
        config["workload"], json.dumps(config["params"], sort_keys=True), tuple(config["seed"])
    )
    req = dict(config["requests"])
    requests = REQUESTS[req.pop("type")](**req)
    return {"metrics": simulate(wl, requests, config["backfill"]).metrics}


def _execute(
    tasks: list[tuple], workers: int, execute: Callable[..., list[dict]] | None = None
) -> list[dict]:
    """Every variant of every task through ``execute`` (default: the sweep runner on
    ``workers`` local processes); rows ``{policy, seed, label, metrics}`` in task order."""
    configs, labels = _configs(tasks)
    if execute is None:
        from hpcgym.sweeps.runner import executor

        execute = executor(jobs=workers)
    docs = execute(RUN, configs, labels)
    return [
        {"policy": c["policy"], "seed": lab["seed"], "label": lab["label"], "metrics": d["metrics"]}
        for c, lab, d in zip(configs, labels, docs)
    ]


def summarize(runs: list[dict], baseline: str = BASELINE) -> dict[str, dict[str, dict]]:
    """Per label and policy: n, mean and std of every metric, and the ratios to the baseline."""
    out: dict[str, dict[str, dict]] = {}
    groups: dict[tuple[str, str], list[dict]] = {}
    for r in runs:
        groups.setdefault((r["label"], r["policy"]), []).append(r["metrics"])
    for (label, policy), ms in groups.items():
        row: dict[str, float] = {"n": len(ms)}
        for key in ms[0]:
            vals = np.array([m[key] for m in ms], dtype=float)
            row[key] = float(vals.mean())
            row[f"{key}_std"] = float(vals.std(ddof=1)) if vals.size > 1 else 0.0
        out.setdefault(label, {})[policy] = row
    for rows in out.values():
        base = rows.get(baseline)
        if base is None:
            continue
        for row in rows.values():
            row["utilization_ratio"] = row["utilization"] / base["utilization"]
            for key in ("response_time_large_s", "response_time_all_s"):
                row[f"{key[:-2]}_ratio"] = base[key] / row[key]
    return out


def _result(name: str, runs: list[dict], params: dict, axis: dict | None = None) -> dict:
    res: dict[str, Any] = {"runs": runs, "summary": {"labels": summarize(runs)}, "params": params}
    if axis is not None:
        res["axis"] = axis
    res["summary"]["claims"] = PAPER_CLAIMS.get(name, [])
    return res


# --- Scenario 1 (§5.3): walltime laws x processor allocations, Figures 2-4 ----------------


def scenario1_workload(law: str, allocation: str, P: int, M: int, seed: Any) -> Any:
    """M jobs of one §5.2 law with one allocation case on P processors, no small jobs."""
    return make_workload(P, [JobGroup(law, SCENARIO1_LAWS[law], M, allocation)], seed=seed)


def scenario1(
    runs: int | str = SMALL_RUNS,
    *,
    seed: int = 0,
    P: int = 100,
    M: int = 100,
    laws: Sequence[str] = tuple(SCENARIO1_LAWS),
    allocations: Sequence[str] = ALLOCATIONS,
    k: int = 10,
    workers: int = 1,
    execute: Callable[..., list[dict]] | None = None,
) -> dict:
    """Classical-HPC vs Neuroscience(k) vs TOptimal for each law and allocation (§5.3)."""
    variants = (
        Variant("HPC", ClassicalHPC()),
        Variant(f"Neuroscience({k})", Neuroscience(k)),
        Variant("TOptimal", TOptimal()),
    )
    tasks = [
        (
            scenario1_workload,
            dict(law=law, allocation=alloc, P=P, M=M),
            f"{law}/{alloc}",
            (1, seed + r),
            variants,
        )
        for r in range(n_runs(runs))
        for law in laws
        for alloc in allocations
    ]
    res = _result(
        "scenario1",
        _execute(tasks, workers, execute),
        dict(
            runs=n_runs(runs),
            seed=seed,
            P=P,
            M=M,
            laws=list(laws),
            allocations=list(allocations),
            k=k,
        ),
    )
    labels = res["summary"]["labels"]
    by_law: dict[str, dict[str, float]] = {}
    for law in laws:
        rows = [labels[f"{law}/{a}"] for a in allocations]
        best_u = [
            max(r["HPC"]["utilization"], r[f"Neuroscience({k})"]["utilization"]) for r in rows
        ]
        best_t = [
            min(r["HPC"]["response_time_large_s"], r[f"Neuroscience({k})"]["response_time_large_s"])
            for r in rows
        ]
        top = [r["TOptimal"] for r in rows]
        by_law[law] = {
            "utilization_vs_hpc": float(np.mean([t["utilization_ratio"] for t in top])),
            "response_time_vs_hpc": float(np.mean([t["response_time_large_ratio"] for t in top])),
            "utilization_vs_best_hpc": float(
                np.mean([t["utilization"] / b for t, b in zip(top, best_u)])
            ),
            "response_time_vs_best_hpc": float(
                np.mean([b / t["response_time_large_s"] for t, b in zip(top, best_t)])
            ),
            "toptimal_wins_everywhere": all(
                t["utilization"] > r["HPC"]["utilization"]
                and t["response_time_large_s"] < r["HPC"]["response_time_large_s"]
                for t, r in zip(top, rows)
            ),
        }
    res["summary"]["by_law"] = by_law
    return res


def scenario1_history(
    runs: int | str = SMALL_RUNS,
    *,
    seed: int = 0,
    ks: Sequence[int] = HISTORY_KS,
    law: str = "truncnorm",
    allocation: str = "beta",
    P: int = 100,
    M: int = 100,
    workers: int = 1,
    execute: Callable[..., list[dict]] | None = None,
) -> dict:
    """Figure 4: Neuroscience(k) for several history lengths k beside Classical-HPC and TOptimal."""
    tasks = []
    for r in range(n_runs(runs)):
        for k in ks:
            variants = (
                Variant("HPC", ClassicalHPC()),
                Variant("Neuroscience", Neuroscience(k)),
                Variant("TOptimal", TOptimal()),
            )
            tasks.append(
                (
                    scenario1_workload,
                    dict(law=law, allocation=allocation, P=P, M=M),
                    f"k={k}",
                    (1, seed + r),
                    variants,
                )
            )
    return _result(
        "scenario1",
        _execute(tasks, workers, execute),
        dict(runs=n_runs(runs), seed=seed, law=law, allocation=allocation, P=P, M=M),
        axis={"name": "history length k", "values": {f"k={k}": k for k in ks}, "log": True},
    )


# --- Scenario 2 (§5.4): share of smaller jobs, speculative backfilling, Figure 5 ----------


def scenario2_workload(share: float, P: int, M: int, allocation: str, seed: Any) -> Any:
    """M stochastic jobs, ``share`` of them from §5.4's smaller law (kind ``small``)."""
    small = round(M * share)
    groups = []
    if M - small:
        groups.append(JobGroup("large", SCENARIO2_LARGE, M - small, allocation))
    if small:
        groups.append(JobGroup("small", SCENARIO2_SMALL, small, allocation, "small"))
    return make_workload(P, groups, seed=seed)


def scenario2(
    runs: int | str = SMALL_RUNS,
    *,
    seed: int = 0,
    shares: Sequence[float] = SCENARIO2_SHARES,
    P: int = 100,
    M: int = 200,
    allocation: str = "beta",
    workers: int = 1,
    execute: Callable[..., list[dict]] | None = None,
) -> dict:
    """HPC and TOptimal with and without speculative backfilling as small jobs grow (§5.4)."""
    if isinstance(M, bool) or not isinstance(M, int) or M < 1:
        raise ScenarioError(f"M must be an integer >= 1, got {M!r}")
    variants = (
        Variant("HPC", ClassicalHPC()),
        Variant("HPC+SB", ClassicalHPC(), "speculative"),
        Variant("TOptimal", TOptimal()),
        Variant("TOptimal+SB", TOptimal(), "speculative"),
    )
    tasks = [
        (
            scenario2_workload,
            dict(share=s, P=P, M=M, allocation=allocation),
            f"share={s:g}",
            (2, seed + r),
            variants,
        )
        for r in range(n_runs(runs))
        for s in shares
    ]
    return _result(
        "scenario2",
        _execute(tasks, workers, execute),
        dict(runs=n_runs(runs), seed=seed, P=P, M=M, allocation=allocation),
        axis={"name": "share of small jobs", "values": {f"share={s:g}": s for s in shares}},
    )


# --- Scenario 3 (§5.5): normalised work rate of the small-job stream, Figures 6-7 ----------


def scenario3_workload(rate: float, P: int, M: int, allocation: str, seed: Any) -> Any:
    """M jobs of §5.5's law and a stream of the same law scaled by 1/100 at Z/P = ``rate``."""
    stream = StreamSpec(scaled(SCENARIO3_LAW, BACKFILL_SCALE), rate, allocation)
    return make_workload(P, [JobGroup("large", SCENARIO3_LAW, M, allocation)], stream, seed=seed)


def scenario3(
    runs: int | str = SMALL_RUNS,
    *,
    seed: int = 0,
    rates: Sequence[float] = SCENARIO3_RATES,
    P: int = 100,
    M: int = 100,
    allocation: str = "beta",
    workers: int = 1,
    execute: Callable[..., list[dict]] | None = None,
) -> dict:
    """HPC vs TOptimal vs ATOptimal(ζ = Z/P) as the small jobs' work rate grows (§5.5)."""
    tasks = []
    for r in range(n_runs(runs)):
        for z in rates:
            variants = (
                Variant("HPC", ClassicalHPC()),
                Variant("TOptimal", TOptimal()),
                Variant("ATOptimal", ATOptimal(z)),
            )
            tasks.append(
                (
                    scenario3_workload,
                    dict(rate=z, P=P, M=M, allocation=allocation),
                    f"rate={z:g}",
                    (3, seed + r),
                    variants,
                )
            )
    return _result(
        "scenario3",
        _execute(tasks, workers, execute),
        dict(runs=n_runs(runs), seed=seed, P=P, M=M, allocation=allocation),
        axis={"name": "normalised work rate Z/P", "values": {f"rate={z:g}": z for z in rates}},
    )


# --- Scenario 4 (§5.6): two weeks of neuroscience applications on Intrepid, Figure 8 -------


def scenario4_workload(P: int, rate: float, allocation: str, arrivals: bool, seed: Any) -> Any:
    """Table 3 on an Intrepid-like machine: AbOrganSeq and maCRUISE jobs, FSL as the stream."""
    groups = [
        JobGroup(name, NEUROSCIENCE_LAWS[name], NEUROSCIENCE_SUBMISSIONS[name], allocation)
        for name in ("AbOrganSeq_Whole_v1", "maCRUISE")
    ]
    stream = StreamSpec(
        NEUROSCIENCE_LAWS["FSL"], rate, allocation, count=NEUROSCIENCE_SUBMISSIONS["FSL"]
    )
    return make_workload(P, groups, stream, seed=seed, submit_over="stream" if arrivals else None)


def scenario4(
    runs: int | str = SMALL_RUNS,
    *,
    seed: int = 0,
    P: int = INTREPID_NODES,
    rate: float = SCENARIO4_RATE,
    allocation: str | None = None,
    arrivals: bool | None = None,
    n: int | None = None,
    reading: str = "paper",
    workers: int = 1,
    execute: Callable[..., list[dict]] | None = None,
) -> dict:
    """HPC vs ATOptimal(ζ = 0.21), each with and without speculative backfilling (§5.6).

    ``reading`` ("paper" or "code", see ``SCENARIO4_READINGS``) gives the allocation, the
    arrivals and ATOptimal's grid n that are not passed explicitly."""
    if reading not in SCENARIO4_READINGS:
        raise ScenarioError(
            f"scenario4: reading must be one of {', '.join(SCENARIO4_READINGS)}, got {reading!r}"
        )
    preset = SCENARIO4_READINGS[reading]
    allocation = preset["allocation"] if allocation is None else allocation
    arrivals = preset["arrivals"] if arrivals is None else arrivals
    n = preset["n"] if n is None else n
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ScenarioError(f"scenario4: n (ATOptimal's grid) must be an integer >= 1, got {n!r}")
    variants = (
        Variant("HPC", ClassicalHPC()),
        Variant("HPC+SB", ClassicalHPC(), "speculative"),
        Variant("ATOptimal", ATOptimal(rate, n)),
        Variant("ATOptimal+SB", ATOptimal(rate, n), "speculative"),
    )
    tasks = [
        (
            scenario4_workload,
            dict(P=P, rate=rate, allocation=allocation, arrivals=arrivals),
            "intrepid",
            (4, seed + r),
            variants,
        )
        for r in range(n_runs(runs))
    ]
    return _result(
        "scenario4",
        _execute(tasks, workers, execute),
        dict(
            runs=n_runs(runs),
            seed=seed,
            P=P,
            rate=rate,
            allocation=allocation,
            arrivals=arrivals,
            n=n,
            reading=reading,
        ),
    )


# --- figures -------------------------------------------------------------------------------

COLORS = {
    "HPC": "tab:blue",
    "HPC+SB": "tab:cyan",
    "Neuroscience": "tab:orange",
    "TOptimal": "tab:green",
    "TOptimal+SB": "lime",
    "ATOptimal": "tab:red",
    "ATOptimal+SB": "salmon",
}
PANELS = {
    "utilization": ("system utilization", 1.0),
    "response_time_large_s": ("avg response time, large jobs (h)", 1 / HOUR),
    "response_time_all_s": ("avg response time, all jobs (h)", 1 / HOUR),
}


def _plt() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _color(policy: str) -> str:
    return COLORS.get(policy, COLORS.get(policy.split("(")[0], "tab:gray"))


def _policies(labels: dict) -> list[str]:
    seen: list[str] = []
    for rows in labels.values():
        seen += [p for p in rows if p not in seen]
    return seen


def _save(fig: Any, path: str | Path, title: str) -> Path:
    path = Path(path)
    fig.suptitle(title)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    save_figure(fig, path, dpi=110)
    _plt().close(fig)
    return path


def _lines(result: dict, metrics: Sequence[str], path: str | Path, title: str) -> Path:
    plt = _plt()
    labels, axis = result["summary"]["labels"], result["axis"]
    order = sorted(labels, key=lambda lab: axis["values"][lab])
    xs = [axis["values"][lab] for lab in order]
    fig, axes = plt.subplots(1, len(metrics), figsize=(5.2 * len(metrics), 4.0))
    for ax, key in zip(np.atleast_1d(axes), metrics):
        name, scale = PANELS[key]
        for pol in _policies(labels):
            mean = np.array([labels[lab][pol][key] for lab in order]) * scale
            std = np.array([labels[lab][pol][f"{key}_std"] for lab in order]) * scale
            ax.errorbar(xs, mean, yerr=std, marker="o", capsize=3, label=pol, color=_color(pol))
        ax.set_xlabel(axis["name"])
        if axis.get("log"):
            ax.set_xscale("log")
        ax.set_title(name, fontsize=10)
    np.atleast_1d(axes)[0].legend(fontsize=8)
    return _save(fig, path, title)


def figure_scenario1(result: dict, path: str | Path) -> Path:
    """Figures 2-3: utilization and large-job response time per law, one column per allocation."""
    plt = _plt()
    labels, params = result["summary"]["labels"], result["params"]
    laws, allocs = params["laws"], params["allocations"]
    pols = _policies(labels)
    fig, axes = plt.subplots(2, len(allocs), figsize=(4.4 * len(allocs), 7.0), squeeze=False)
    x, width = np.arange(len(laws)), 0.8 / len(pols)
    for col, alloc in enumerate(allocs):
        for row, key in enumerate(("utilization", "response_time_large_s")):
            ax = axes[row][col]
            name, scale = PANELS[key]
            for i, pol in enumerate(pols):
                rows = [labels[f"{law}/{alloc}"][pol] for law in laws]
                ax.bar(
                    x + (i - (len(pols) - 1) / 2) * width,
                    [r[key] * scale for r in rows],
                    width,
                    yerr=[r[f"{key}_std"] * scale for r in rows],
                    capsize=2,
                    label=pol,
                    color=_color(pol),
                )
            ax.set_xticks(x, laws, rotation=20, fontsize=8)
            ax.set_title(f"{name} - {alloc}", fontsize=9)
            if key != "utilization":
                ax.set_yscale("log")
    axes[0][0].legend(fontsize=8)
    return _save(
        fig, path, f"Scenario 1 (Fig. 2-3): P={params['P']}, M={params['M']}, {params['runs']} runs"
    )


def figure_history(result: dict, path: str | Path) -> Path:
    """Figure 4: utilization and response time against Neuroscience's history length k."""
    return _lines(
        result,
        ("utilization", "response_time_large_s"),
        path,
        f"Fig. 4: Neuroscience(k), {result['params']['law']} / "
        f"{result['params']['allocation']}, {result['params']['runs']} runs",
    )


def figure_scenario2(result: dict, path: str | Path) -> Path:
    """Figure 5: the metrics against the share of small jobs."""
    return _lines(
        result,
        METRICS,
        path,
        f"Scenario 2 (Fig. 5): M={result['params']['M']}, {result['params']['runs']} runs",
    )


def figure_scenario3(result: dict, path: str | Path) -> Path:
    """Figures 6-7: utilization, response time of all and of large jobs against Z/P."""
    return _lines(result, METRICS, path, f"Scenario 3 (Fig. 6-7): {result['params']['runs']} runs")


def figure_scenario4(result: dict, path: str | Path) -> Path:
    """Figure 8: utilization and response times per policy, ratios to HPC on the bars."""
    plt = _plt()
    rows = result["summary"]["labels"]["intrepid"]
    pols = list(rows)
    fig, axes = plt.subplots(1, 3, figsize=(14, 4.2))
    for ax, key in zip(axes, METRICS):
        name, scale = PANELS[key]
        vals = [rows[p][key] * scale for p in pols]
        bars = ax.bar(
            pols,
            vals,
            yerr=[rows[p][f"{key}_std"] * scale for p in pols],
            capsize=3,
            color=[_color(p) for p in pols],
        )
        ratio = "utilization_ratio" if key == "utilization" else f"{key[:-2]}_ratio"
        for bar, p in zip(bars, pols):
            ax.annotate(
                f"x{rows[p].get(ratio, math.nan):.2f}",
                (bar.get_x() + bar.get_width() / 2, bar.get_height()),
                ha="center",
                va="bottom",
                fontsize=8,
            )
        ax.set_title(name, fontsize=10)
        ax.tick_params(axis="x", labelsize=8)
    p = result["params"]
    return _save(
        fig,
        path,
        f"Scenario 4 (Fig. 8): P={p['P']}, Z/P={p['rate']}, "
        f"{p['runs']} runs (xN: ratio to HPC, >1 better)",
    )


FIGURES: dict[str, Callable[[dict, str | Path], Path]] = {
    "scenario1": figure_scenario1,
    "history": figure_history,
    "scenario2": figure_scenario2,
    "scenario3": figure_scenario3,
    "scenario4": figure_scenario4,
}
