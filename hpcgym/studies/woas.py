"""The WoAS experiments (rodrigo2017 §4.4): scenario presets, chained / pilot / WoAS runs on
identical workloads, and the aggregation of §4.3.2.

- ``woas-group-a`` / ``-b`` / ``-c`` (``n``): the characteristics study (§4.4.1), one workflow
  of group A/B/C(n) every ``period`` (default 1 h; the paper does not give its period).
- ``woas-share`` (``workflow``, ``share``) and ``woas-period`` (``workflow``, ``period``): the
  performance comparison (§4.4.2) with the Table 2 workflows.

Each seed runs the same regular jobs and workflow submit times under every mode, plus the
regular jobs alone (``none``: the no-workflow baseline of Figure 10's relative slowdown).
Workflow metrics of one seed are taken over the first ``m`` measured workflows, ``m`` the
fewest any mode completed (§4.3.2); the summary pools those workflows and the regular jobs'
slowdowns over the seeds and averages actual utilization.

The scheduler is :data:`hpcgym.batch.submission.WOAS_POLICY`: the Slurm-like preset with Slurm's
own size factor (``SMALL_RELATIVE_TO_TIME`` per minute of limit, nearly FIFO). With it the
pre-fill backlog holds the ~4 h wait baseline the experiments are built around (§4.2.1), and
chained tasks queue behind it again at every step (§2.2). The relative-to-time reading
(``slurm``) puts 240-core jobs near the top of the queue, so on our Edison model no workflow
ever waits and the three modes cannot differ; it stays available with ``policy="slurm"``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np

from hpcgym.batch.metrics import (
    CORE_HOUR_BINS,
    WorkflowTable,
    compute,
    regular_slowdowns,
    workflow_summary,
    workflow_table,
)
from hpcgym.batch.policies import get_policy, simulate
from hpcgym.batch.submission import MODES, WOAS_POLICY
from hpcgym.errors import ScenarioError, UnknownNameError
from hpcgym.units import DAY, HOUR, MINUTE
from hpcgym.workloads import catalog
from hpcgym.workloads.edison import EdisonConfig, generate
from hpcgym.workloads.mixing import Pattern, edison_with_workflows

BASELINE = "none"
PRESETS = ("woas-group-a", "woas-group-b", "woas-group-c", "woas-share", "woas-period")
# §4.4.2: shares 1% ... 100% and periods 1/12h, 1/2h, 1/h, 2/h, 6/h.
PAPER_SHARES = (0.01, 0.05, 0.10, 0.25, 0.50, 0.75, 1.0)
PAPER_PERIODS = ("1/12h", "1/2h", "1/h", "2/h", "6/h")
# rodrigo2017 Table 3: WoAS minus pilot actual utilization (points) at each of PAPER_SHARES.
PAPER_TABLE3: dict[str, tuple[float, ...]] = {
    "Cybershake": (1.66, 7.72, 13.92, 25.58, 36.72, 44.45, 52.83),
    "Sipht": (2.55, 11.41, 18.16, 34.85, 42.77, 37.27, 35.83),
    "Floodplain": (1.80, 5.22, 14.46, 29.29, 44.53, 51.64, 64.47),
    "LongWide": (2.30, 8.33, 18.93, 30.84, 40.25, 31.99, 27.18),
    "WideLong": (0.33, 10.64, 19.74, 32.35, 48.22, 57.19, 66.16),
    "Montage": (12.36, 44.90, 60.30, 72.34, 80.13, 82.14, 85.26),
}
SMALL = {"days": 3.0, "seeds": 2}
FULL = {"days": 5.0, "seeds": 6}  # §4.4: five days plus one of cold start, six seeds


@dataclass(slots=True, frozen=True)
class Scenario:
    """One experiment configuration: a workflow, how it is submitted, and the simulated span."""

    name: str
    workflow: str
    pattern: Pattern
    days: float = SMALL["days"]
    warmup: int = DAY
    policy: str = WOAS_POLICY
    edison: tuple[tuple[str, Any], ...] = ()  # further EdisonConfig knobs, (name, value)

    def config(self, seed: int) -> EdisonConfig:
        return EdisonConfig(days=self.days, seed=seed, warmup=self.warmup, **dict(self.edison))

    @property
    def label(self) -> str:
        return f"{self.name}:{self.workflow}:{self.pattern.label()}"


def parse_period(text: str) -> int:
    """Seconds between workflows from "3600", "90s", "30m", "2h", "1/12h" or "6/h"."""
    s = text.strip().lower()
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*/\s*(\d+(?:\.\d+)?)?\s*([smh])", s)
    unit = {"s": 1, "m": MINUTE, "h": HOUR}
    if m:
        count, span = float(m[1]), float(m[2] or 1)
        seconds = span * unit[m[3]] / count
    else:
        m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*([smh]?)", s)
        if not m:
            raise ScenarioError(f"bad workflow period {text!r}: use seconds, 30m, 2h, 1/12h or 6/h")
        seconds = float(m[1]) * unit[m[2] or "s"]
    if seconds < 1:
        raise ScenarioError(f"workflow period {text!r} is shorter than a second")
    return round(seconds)


def format_period(seconds: int) -> str:
    """A period as the paper writes rates (43200 -> "1/12h", 600 -> "6/h"), read back by
    :func:`parse_period`: the figures' tick labels."""
    if seconds % HOUR == 0:
        return "1/h" if seconds == HOUR else f"1/{seconds // HOUR}h"
    if HOUR % seconds == 0:
        return f"{HOUR // seconds}/h"
    return f"1/{seconds // MINUTE}m" if seconds % MINUTE == 0 else f"1/{seconds}s"


def parse_share(text: str) -> float:
    """A share of core-hours from "0.1", "10%" or "10" (a number above 1 is a percentage)."""
    s = text.strip().rstrip("%")
    try:
        v = float(s)
    except ValueError:
        raise ScenarioError(f"bad workflow share {text!r}: use 0.1 or 10%") from None
    share = v / 100 if text.strip().endswith("%") or v > 1 else v
    if not 0 < share <= 1:
        raise ScenarioError(f"workflow share {text!r} is not in (0, 100%]")
    return share


def scenario(
    name: str,
    *,
    n: int | None = None,
    workflow: str | None = None,
    share: float | None = None,
    period: int | None = None,
    days: float = SMALL["days"],
    policy: str = WOAS_POLICY,
) -> Scenario:
    """A preset by name with its knobs; raises naming the missing or unexpected one."""
    if name not in PRESETS:
        raise UnknownNameError(f"unknown scenario {name!r}; known: {', '.join(PRESETS)}")
    get_policy(policy)
    if name.startswith("woas-group-"):
        group = name[-1].upper()
        if n is None:
            raise ScenarioError(
                f"scenario {name}: needs --n (one of "
                f"{', '.join(map(str, catalog.GROUP_SIZES[group]))})"
            )
        if workflow is not None or share is not None:
            raise ScenarioError(f"scenario {name}: takes --n and --period, not --workflow/--share")
        wf = catalog.get(f"{group}{n}").name
        return Scenario(name, wf, Pattern(period=period or HOUR), days, policy=policy)
    if n is not None:
        raise ScenarioError(f"scenario {name}: --n is for the woas-group-* scenarios")
    if workflow is None:
        raise ScenarioError(
            f"scenario {name}: needs --workflow (one of {', '.join(catalog.names(groups=False))})"
        )
    wf = catalog.get(workflow).name
    if name == "woas-share":
        if share is None or period is not None:
            raise ScenarioError("scenario woas-share: needs --share and no --period")
        return Scenario(name, wf, Pattern(share=share), days, policy=policy)
    if period is None or share is not None:
        raise ScenarioError("scenario woas-period: needs --period and no --share")
    return Scenario(name, wf, Pattern(period=period), days, policy=policy)


@dataclass(slots=True)
class Run:
    """One simulation of a scenario: its metrics and what the aggregation needs."""

    mode: str
    seed: int
    metrics: dict
    workflows: WorkflowTable | None
    slowdown: dict[str, np.ndarray]


def _table(r: Run) -> WorkflowTable:
    """The workflow table of a run of a workflow mode (the baseline has none)."""
    if r.workflows is None:
        raise RuntimeError(f"the {r.mode!r} run of seed {r.seed} has no workflow table")
    return r.workflows


def run_one(sc: Scenario, mode: str, seed: int) -> Run:
    """Simulate ``sc`` under ``mode`` (or the regular jobs alone for ``none``) until the
    horizon, as the paper's fixed simulated time does (§4.2)."""
    cfg = sc.config(seed)
    if mode == BASELINE:
        w = generate(cfg)
    else:
        w = edison_with_workflows(cfg, catalog.get(sc.workflow), sc.pattern, mode)
    s = simulate(w, sc.policy, until=w.horizon)
    m = compute(s)
    m["workflows_submitted"] = len(w.workflows)
    table = workflow_table(s).measured(w.warmup_end) if mode != BASELINE else None
    return Run(mode, seed, m, table, regular_slowdowns(s))


RUN = "hpcgym.studies.woas:run_config"


def run_configs(
    sc: Scenario, seeds: Iterable[int], modes: Iterable[str] = MODES
) -> list[dict[str, Any]]:
    """The runs of :func:`compare` as plain configs: per seed each mode, then ``none``."""
    modes = [m for m in modes if m != BASELINE]
    return [run_config_of(sc, m, s) for s in seeds for m in [*modes, BASELINE]]


def run_config_of(sc: Scenario, mode: str, seed: int) -> dict[str, Any]:
    """One run's config. ``none`` leaves the workflow out: it is the same run for every
    workflow and pattern, so a sweep runs it once per seed."""
    c: dict[str, Any] = {
        "days": float(sc.days),
        "warmup": int(sc.warmup),
        "policy": sc.policy,
        "mode": mode,
        "seed": int(seed),
    }
    if sc.edison:
        c["edison"] = dict(sc.edison)
    if mode != BASELINE:
        c["workflow"] = sc.workflow
        pattern = sc.pattern
        if pattern.share is not None:
            c["pattern"] = {"share": float(pattern.share)}
        else:
            assert pattern.period is not None  # a pattern holds exactly one of period and share
            c["pattern"] = {"period": int(pattern.period)}
    return c


def run_config(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Run function of the sweep runner: one :func:`run_one` from its config; the metrics
    (with the workflow medians over all its measured workflows; :func:`summarize` replaces
    them with those over the first m) and what :func:`summarize` pools (the measured
    workflows, the regular jobs' slowdowns)."""
    pattern = Pattern(**config["pattern"]) if "pattern" in config else Pattern(period=HOUR)
    sc = Scenario(
        "",
        config.get("workflow", ""),
        pattern,
        config["days"],
        config["warmup"],
        config["policy"],
        tuple(sorted(config.get("edison", {}).items())),
    )
    r = run_one(sc, config["mode"], config["seed"])
    data: dict[str, Any] = {"slowdown": r.slowdown}
    if r.workflows is not None:  # this run's own workflow medians (summarize's: first m)
        r.metrics.update(workflow_summary(r.workflows))
        data["workflows"] = {
            f: getattr(r.workflows, f)
            for f in ("submit", "start", "end", "completed", "critical_path")
        }
    return {"metrics": r.metrics, "data": data}


def from_doc(doc: dict[str, Any]) -> Run:
    """A :class:`Run` back from a result document of :func:`run_config`."""
    c, data = doc["config"], doc["data"]
    wf = data.get("workflows")
    table = (
        None
        if wf is None
        else WorkflowTable(
            np.asarray(wf["submit"], np.int64),
            np.asarray(wf["start"], np.int64),
            np.asarray(wf["end"], np.int64),
            np.asarray(wf["completed"], bool),
            np.asarray(wf["critical_path"], np.int64),
        )
    )
    return Run(
        c["mode"],
        c["seed"],
        dict(doc["metrics"]),
        table,
        {k: np.asarray(v, float) for k, v in data["slowdown"].items()},
    )


def compare(
    sc: Scenario,
    seeds: Iterable[int],
    modes: Iterable[str] = MODES,
    jobs: int = 1,
    progress: Callable[[Run], None] | None = None,
    execute: Callable[..., list[dict]] | None = None,
) -> tuple[list[Run], dict[str, dict]]:
    """Every mode (and the baseline) on every seed; the runs and the §4.3.2 summary.
    ``execute``: how to run them (default: :func:`hpcgym.sweeps.runner.map_runs` on ``jobs``
    local processes)."""
    modes = [m for m in modes if m != BASELINE]
    configs = run_configs(sc, seeds, modes)
    if execute is None:
        from hpcgym.sweeps.runner import executor

        execute = executor(jobs=jobs)
    runs = [from_doc(d) for d in execute(RUN, configs)]
    if progress:
        for r in runs:
            progress(r)
    return runs, summarize(runs, modes)


def summarize(runs: list[Run], modes: list[str]) -> dict[str, dict]:
    """Per mode: pooled workflow medians over the first m_i workflows of each seed, mean
    actual utilization, pooled regular-job slowdown medians and their ratio to ``none``."""
    seeds = sorted({r.seed for r in runs})
    by = {(r.mode, r.seed): r for r in runs}
    base = {
        label: np.concatenate([by[(BASELINE, s)].slowdown[label] for s in seeds])
        for _, _, label in CORE_HOUR_BINS
    }
    out: dict[str, dict] = {}
    for seed in seeds:
        m_i = min(len(_table(by[(mode, seed)])) for mode in modes)
        for mode in modes:
            r = by[(mode, seed)]
            first = _table(r).take(np.arange(m_i))
            r.metrics.update(workflow_summary(first))
            r.metrics["wf_compared"] = m_i
            small = r.metrics["slowdown_median_small"]
            ref = by[(BASELINE, seed)].metrics["slowdown_median_small"]
            r.metrics["slowdown_small_relative"] = small / ref if ref else float("nan")
    for mode in [*modes, BASELINE]:
        rs = [by[(mode, s)] for s in seeds]
        summary: dict[str, float | int] = {}
        if mode != BASELINE:
            pooled = _concat([_table(r).take(np.arange(r.metrics["wf_compared"])) for r in rs])
            summary.update(workflow_summary(pooled))
        summary["actual_utilization"] = float(
            np.mean([r.metrics["actual_utilization"] for r in rs])
        )
        summary["utilization"] = float(np.mean([r.metrics["utilization"] for r in rs]))
        for _, _, label in CORE_HOUR_BINS:
            x = np.concatenate([r.slowdown[label] for r in rs])
            med = float(np.median(x)) if len(x) else float("nan")
            ref = float(np.median(base[label])) if len(base[label]) else float("nan")
            summary[f"slowdown_median_{label}"] = med
            summary[f"slowdown_{label}_relative"] = med / ref if ref else float("nan")
        out[mode] = summary
    if "woas" in out:
        w = out["woas"].get("wf_turnaround_median_s", float("nan"))
        for mode in modes:
            if mode != "woas":
                t = out[mode].get("wf_turnaround_median_s", float("nan"))
                out["woas"][f"speedup_over_{mode}"] = t / w if w else float("nan")
    return out


def no_workflows(points: list[tuple[str, dict[str, dict]]]) -> list[str]:
    """The x labels of :func:`summarize` summaries where some mode completed no workflow, so
    none is compared (the first m of each mode, m the fewest) and the workflow bars are empty."""
    return [
        x
        for x, s in points
        if any(row.get("wf_completed") == 0 for mode, row in s.items() if mode != BASELINE)
    ]


def _concat(tables: list[WorkflowTable]) -> WorkflowTable:
    return WorkflowTable(
        *(
            np.concatenate([getattr(t, f) for t in tables])
            for f in ("submit", "start", "end", "completed", "critical_path")
        )
    )
