"""ilyushkin2015 §IV-V experiments: WF slowdown vs utilization (Figure 6), maximal utilization
(Table I), wait and makespan per size class at the maximal utilization (Table II).

A run: ``workflows`` workflows of one workload (§IV: Montage, LIGO, SIPHT or their mixture)
arrive as a Poisson process whose rate gives the target utilization ``rho = lambda * E[T_e] /
processors`` (E[T_e] = 3600 s, the hyper-Gamma mean) on 100 single-processor nodes. Metrics
are over the steady state (§IV): the first ``warmup`` workflows are left out, and so are those
not completed when the last workflow arrives. The slowdown of a workflow is ``T_r / T'_m``
(§II), ``T'_m`` its makespan alone on the empty system (the critical path when it has no more
tasks than processors, else a BF run of it alone).

**Saturation criterion.** Let ``Q_k`` be the number of workflows in the system when workflow
``k`` arrives. A run is *saturated* when the least-squares slope of ``Q_k`` against ``k`` over
the measured arrivals (``k >= warmup``) exceeds ``growth`` (default 0.02 workflows per arrival,
i.e. the queue gains 2 workflows per 100 arrivals; a stable queue has slope 0), or when the
number in the system exceeds ``cap`` (default ``max(500, workflows // 4)``; the run is then
stopped early). A utilization is *stable* when most repetitions are not saturated. The
utilization is raised from ``step`` by ``step`` (§IV: 0.05) up to ``max_util``; the maximal
utilization is the last stable value before the first unstable one (0 if the first is
unstable; ``max_util`` if none is).

Seeds: repetition ``r`` of seed ``s`` draws the workload from ``default_rng([s, r, 0])``, the
inter-arrival times from ``[s, r, 1]`` (unit exponentials, scaled per utilization, so every
utilization and policy sees the same workflows in the same order) and the policies' task
choices from ``[s, r, 2]``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, fields
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from hpcgym.errors import ScenarioError, UnknownNameError
from hpcgym.io import save_figure
from hpcgym.tasks.dag import TaskDag
from hpcgym.tasks.policies import empty_makespan, parse, simulate
from hpcgym.tasks.taskqueue import TaskSchedule
from hpcgym.workloads.hypergamma import PAPER
from hpcgym.workloads.scientific import KINDS, WORKLOADS, paper_workload, size_class

CLASSES = ("small", "medium", "large")

# ilyushkin2015 Table I: maximal utilization (Montage, LIGO, SIPHT, mixture).
PAPER_TABLE1: dict[str, dict[str, float]] = {
    "sr": dict(montage=0.55, ligo=0.70, sipht=0.20, mixture=0.35),
    "slop0.9": dict(montage=0.55, ligo=0.70, sipht=0.20, mixture=0.35),
    "slop0.8": dict(montage=0.55, ligo=0.70, sipht=0.25, mixture=0.40),
    "slop0.2": dict(montage=0.75, ligo=0.85, sipht=0.50, mixture=0.65),
    "fes10": dict(montage=0.55, ligo=0.70, sipht=0.20, mixture=0.35),
    "fes2": dict(montage=0.55, ligo=0.70, sipht=0.20, mixture=0.35),
    "fes1": dict(montage=0.55, ligo=0.95, sipht=0.80, mixture=0.80),
    "bf": dict(montage=0.95, ligo=0.95, sipht=0.95, mixture=0.95),
}
# ilyushkin2015 Table II (mixture): mean wait (s) and mean makespan (s) for small/medium/large.
PAPER_TABLE2: dict[str, tuple[tuple[int, int, int] | None, tuple[int, int, int]]] = {
    "empty": (None, (1136, 429, 130)),
    "sr": ((636, 628, 658), (1162, 484, 263)),
    "slop0.9": ((584, 578, 645), (1188, 492, 249)),
    "slop0.8": ((3195, 3121, 3329), (1174, 546, 295)),
    "slop0.2": ((879, 892, 938), (1291, 597, 297)),
    "fes10": ((637, 632, 652), (1160, 480, 264)),
    "fes2": ((526, 525, 547), (1189, 503, 278)),
    "fes1": ((596, 631, 581), (1191, 530, 273)),
    "bf": ((703, 707, 694), (1199, 546, 271)),
}


@dataclass(slots=True, frozen=True)
class Experiment:
    """One workload's sweep; defaults are a quick version, :meth:`full` the paper's sizes."""

    workload: str = "mixture"
    workflows: int = 1500
    warmup: int = 500
    repetitions: int = 1
    processors: int = 100
    step: float = 0.05
    max_util: float = 0.95
    seed: int = 1
    growth: float = 0.02
    cap: int | None = None

    def __post_init__(self) -> None:
        where = f"experiment ({self.workload})"
        if self.workload not in WORKLOADS and self.workload not in KINDS:
            raise UnknownNameError(
                f"{where}: unknown workload {self.workload!r}; known: {', '.join(WORKLOADS)}"
            )
        if self.workflows < 2 or not 0 <= self.warmup < self.workflows - 1:
            raise ScenarioError(
                f"{where}: need workflows >= 2 and 0 <= warmup < workflows - 1, "
                f"got workflows={self.workflows}, warmup={self.warmup}"
            )
        if self.repetitions < 1 or self.processors < 1:
            raise ScenarioError(f"{where}: repetitions and processors must be >= 1")
        if not (0 < self.step <= self.max_util < 1.0 + 1e-9):
            raise ScenarioError(
                f"{where}: need 0 < step <= max_util <= 1, got step={self.step}, "
                f"max_util={self.max_util}"
            )
        if self.growth <= 0:
            raise ScenarioError(f"{where}: growth threshold must be positive, got {self.growth}")

    @classmethod
    def full(cls, workload: str = "mixture", **kw: Any) -> Experiment:
        """§IV: 3,000 workflows, the first 1,000 left out, three repetitions."""
        return cls(workload, **{"workflows": 3000, "warmup": 1000, "repetitions": 3, **kw})

    @property
    def queue_cap(self) -> int:
        return self.cap if self.cap is not None else max(500, self.workflows // 4)

    def utilizations(self) -> list[float]:
        n = int(math.floor(self.max_util / self.step + 1e-9))
        return [round(self.step * k, 10) for k in range(1, n + 1)]


@dataclass(slots=True)
class Repetition:
    """The workflows of one repetition and what does not depend on the policy."""

    dags: list[TaskDag]
    unit_gaps: np.ndarray
    empty_makespan: np.ndarray
    sizes: np.ndarray
    classes: list[str]
    policy_seed: list[int]

    def arrivals(self, rho: float, processors: int) -> np.ndarray:
        """Poisson arrivals at rate rho * processors / E[T_e] (first one at the first gap)."""
        if not rho > 0:
            raise ScenarioError(f"utilization must be positive, got {rho}")
        return np.cumsum(self.unit_gaps * (PAPER.mean / (rho * processors)))


def make_repetition(exp: Experiment, rep: int) -> Repetition:
    dags = paper_workload(exp.workload, exp.workflows, np.random.default_rng([exp.seed, rep, 0]))
    gaps = np.random.default_rng([exp.seed, rep, 1]).exponential(1.0, exp.workflows)
    empty = np.array(
        [empty_makespan(d, exp.processors, [exp.seed, rep, 3, k]) for k, d in enumerate(dags)]
    )
    sizes = np.array([d.size for d in dags])
    return Repetition(
        dags, gaps, empty, sizes, [size_class(int(s)) for s in sizes], [exp.seed, rep, 2]
    )


def growth_rate(queue_at_arrival: np.ndarray, warmup: int) -> float:
    """Least-squares slope of the number in the system against the arrival index, k >= warmup."""
    q = np.asarray(queue_at_arrival[warmup:], dtype=float)
    if len(q) < 2:
        return 0.0
    k = np.arange(len(q), dtype=float)
    k -= k.mean()
    return float((k * (q - q.mean())).sum() / (k * k).sum())


def is_saturated(schedule: TaskSchedule, warmup: int, growth: float = 0.02) -> bool:
    """The saturation criterion of this module (see the module notes)."""
    return schedule.aborted or growth_rate(schedule.queue_at_arrival, warmup) > growth


@dataclass(slots=True)
class RunResult:
    """One (policy, utilization, repetition) run, reduced to the steady-state metrics."""

    policy: str
    utilization: float
    repetition: int
    saturated: bool
    aborted: bool
    growth: float
    measured: int
    mean_slowdown: float
    achieved_utilization: float
    wall_s: float
    wait: dict[str, float] = field(default_factory=dict)
    makespan: dict[str, float] = field(default_factory=dict)
    count: dict[str, int] = field(default_factory=dict)
    # per measured workflow, for pooling over repetitions (not written to JSON)
    _rows: tuple = field(default=(), repr=False)


def steady_mask(schedule: TaskSchedule, warmup: int) -> np.ndarray:
    """§IV: workflows after the warm-up that completed before the last one arrived."""
    idx = np.arange(len(schedule.arrival))
    last = schedule.arrival[-1]
    with np.errstate(invalid="ignore"):
        return (idx >= warmup) & np.isfinite(schedule.finish) & (schedule.finish <= last)


def run_one(exp: Experiment, wl: Repetition, policy: str, rho: float, rep: int) -> RunResult:
    arr = wl.arrivals(rho, exp.processors)
    s = simulate(wl.dags, arr, policy, exp.processors, wl.policy_seed, max_active=exp.queue_cap)
    mask = steady_mask(s, exp.warmup)
    slow = s.response[mask] / wl.empty_makespan[mask]
    cls = np.array(wl.classes)[mask]
    wait, mk = s.wait[mask], s.makespan[mask]
    res = RunResult(
        parse(policy).name,
        rho,
        rep,
        is_saturated(s, exp.warmup, exp.growth),
        s.aborted,
        growth_rate(s.queue_at_arrival, exp.warmup),
        int(mask.sum()),
        float(slow.mean()) if len(slow) else math.nan,
        s.busy / (exp.processors * max(s.end_time - arr[0], 1e-9)),
        s.wall_s,
        _rows=(cls, wait, mk),
    )
    for c in CLASSES:
        sel = cls == c
        res.count[c] = int(sel.sum())
        res.wait[c] = float(wait[sel].mean()) if sel.any() else math.nan
        res.makespan[c] = float(mk[sel].mean()) if sel.any() else math.nan
    return res


@dataclass(slots=True)
class PolicySweep:
    """A policy's runs over the utilization grid and its maximal utilization."""

    policy: str
    maxutil: float
    runs: list[RunResult]

    def curve(self) -> list[dict]:
        """Figure 6 points: mean slowdown per utilization (mean over repetitions)."""
        out = []
        for rho in sorted({r.utilization for r in self.runs}):
            rs = [r for r in self.runs if r.utilization == rho]
            stable = sum(not r.saturated for r in rs) * 2 > len(rs)
            out.append(
                {
                    "utilization": rho,
                    "stable": stable,
                    "mean_slowdown": float(np.mean([r.mean_slowdown for r in rs])),
                    "growth": float(np.mean([r.growth for r in rs])),
                    "achieved_utilization": float(np.mean([r.achieved_utilization for r in rs])),
                    "saturated_reps": sum(r.saturated for r in rs),
                }
            )
        return out

    def table2(self) -> dict[str, dict[str, float]]:
        """Mean wait and makespan per size class at the maximal utilization, pooled."""
        rs = [r for r in self.runs if r.utilization == self.maxutil]
        return _pool(rs)


def _pool(runs: Sequence[RunResult]) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {"wait": {}, "makespan": {}, "count": {}}
    if not runs:
        return {k: {c: math.nan for c in CLASSES} for k in out}
    cls = np.concatenate([r._rows[0] for r in runs])
    wait = np.concatenate([r._rows[1] for r in runs])
    mk = np.concatenate([r._rows[2] for r in runs])
    for c in CLASSES:
        sel = cls == c
        out["wait"][c] = float(wait[sel].mean()) if sel.any() else math.nan
        out["makespan"][c] = float(mk[sel].mean()) if sel.any() else math.nan
        out["count"][c] = int(sel.sum())
    return out


RUN = "hpcgym.studies.maxutil:run_config"
REPETITION = "hpcgym.studies.maxutil:repetition_config"
Execute = Callable[..., list[dict]]


def _workload_config(exp: Experiment, rep: int) -> dict[str, Any]:
    return {
        "workload": exp.workload,
        "workflows": exp.workflows,
        "processors": exp.processors,
        "seed": exp.seed,
        "rep": rep,
    }


def run_config_of(exp: Experiment, policy: str, rho: float, rep: int) -> dict[str, Any]:
    """One run's config: what :func:`run_one` reads of ``exp`` (not the grid's step or
    repetition count, so a finer grid reuses the runs it shares with a coarser one)."""
    return {
        **_workload_config(exp, rep),
        "warmup": exp.warmup,
        "growth": exp.growth,
        "cap": exp.queue_cap,
        "policy": parse(policy).name,
        "utilization": rho,
    }


@lru_cache(maxsize=3)  # --full's three repetitions
def _repetition(workload: str, workflows: int, processors: int, seed: int, rep: int) -> Repetition:
    """:func:`make_repetition`, once per process (it costs more than a run)."""
    return make_repetition(
        Experiment(workload, workflows, 0, processors=processors, seed=seed), rep
    )


def _experiment(c: dict[str, Any]) -> Experiment:
    return Experiment(
        c["workload"],
        c["workflows"],
        c["warmup"],
        processors=c["processors"],
        seed=c["seed"],
        growth=c["growth"],
        cap=c["cap"],
    )


def run_config(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Run function of the sweep runner: one (policy, utilization, repetition) run."""
    wl = _repetition(
        config["workload"], config["workflows"], config["processors"], config["seed"], config["rep"]
    )
    r = run_one(_experiment(config), wl, config["policy"], config["utilization"], config["rep"])
    metrics = {
        f.name: getattr(r, f.name) for f in fields(RunResult) if f.name not in ("_rows", "wall_s")
    }
    cls, wait, mk = r._rows
    return {"metrics": metrics, "data": {"classes": cls, "wait": wait, "makespan": mk}}


def from_doc(doc: dict[str, Any]) -> RunResult:
    """A :class:`RunResult` back from a result document of :func:`run_config`."""
    d = doc["data"]
    return RunResult(
        **doc["metrics"],
        wall_s=doc["wall_s"],
        _rows=(
            np.asarray(d["classes"], dtype=object).astype(str),
            np.asarray(d["wait"], float),
            np.asarray(d["makespan"], float),
        ),
    )


def repetition_config(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Run function: a repetition's size and its empty-system makespans after the warm-up
    (Table II's first row)."""
    wl = _repetition(
        config["workload"], config["workflows"], config["processors"], config["seed"], config["rep"]
    )
    w = config["warmup"]
    return {
        "metrics": {"workflows": len(wl.dags), "tasks": sum(len(d) for d in wl.dags)},
        "data": {"empty": wl.empty_makespan[w:], "classes": wl.classes[w:]},
    }


def sweep(
    exp: Experiment,
    policies: Sequence[str],
    log: Callable[[str], None] | None = None,
    workers: int = 1,
    execute: Execute | None = None,
) -> tuple[list[PolicySweep], dict]:
    """Raise the utilization per policy until unstable; also the empty-system Table II row.

    The policies climb together: each wave runs the next utilization of every policy still
    stable (all repetitions), through ``execute`` (default: the sweep runner on ``workers``
    local processes)."""
    names = [parse(p).name for p in policies]
    if not names:
        raise ScenarioError("maxutil: no policy given")
    if execute is None:
        from hpcgym.sweeps.runner import executor

        execute = executor(jobs=workers)
    reps = range(exp.repetitions)
    heads = execute(
        REPETITION,
        [{**_workload_config(exp, r), "warmup": exp.warmup} for r in reps],
        [{"rep": r} for r in reps],
    )
    if log:
        for r, d in enumerate(heads):
            log(
                f"{exp.workload} repetition {r + 1}: {d['metrics']['workflows']} workflows, "
                f"{d['metrics']['tasks']:,} tasks ({d['wall_s']:.1f} s)"
            )
    rhos = exp.utilizations()
    runs: dict[str, list[RunResult]] = {n: [] for n in names}
    maxutil = dict.fromkeys(names, 0.0)
    level = dict.fromkeys(names, 0)
    active = [n for n in names if rhos]
    while active:
        wave = [(n, rhos[level[n]]) for n in active]
        docs = execute(
            RUN,
            [run_config_of(exp, n, rho, r) for n, rho in wave for r in reps],
            [{"policy": n, "utilization": rho, "rep": r} for n, rho in wave for r in reps],
        )
        for k, (name, rho) in enumerate(wave):
            rs = [from_doc(d) for d in docs[k * len(reps) : (k + 1) * len(reps)]]
            runs[name] += rs
            stable = sum(not r.saturated for r in rs) * 2 > len(rs)
            if log:
                log(
                    f"{exp.workload} {name} rho={rho:.2f}: "
                    + ", ".join(
                        f"slowdown {r.mean_slowdown:.2f} growth {r.growth:+.3f}"
                        f"{' aborted' if r.aborted else ''} ({r.wall_s:.1f} s)"
                        for r in rs
                    )
                    + ("" if stable else "  -> saturated")
                )
            if stable:
                maxutil[name] = rho
                level[name] += 1
            if not stable or level[name] == len(rhos):
                active.remove(name)
    out = [PolicySweep(n, maxutil[n], runs[n]) for n in names]
    empty: dict[str, dict] = {"makespan": {}, "count": {}}
    for c in CLASSES:
        vals = np.concatenate(
            [
                np.asarray(d["data"]["empty"], float)[np.asarray(d["data"]["classes"]) == c]
                for d in heads
            ]
        )
        empty["makespan"][c] = float(vals.mean()) if len(vals) else math.nan
        empty["count"][c] = int(len(vals))
    return out, empty


def result_doc(exp: Experiment, sweeps: list[PolicySweep], empty: dict, wall: float) -> dict:
    return {
        "maxutil": {s.policy: s.maxutil for s in sweeps},
        "workload": exp.workload,
        "config": asdict(exp) | {"queue_cap": exp.queue_cap},
        "paper_table1": {
            s.policy: PAPER_TABLE1.get(s.policy, {}).get(exp.workload) for s in sweeps
        },
        "table2": {"empty": empty} | {s.policy: s.table2() for s in sweeps},
        "curves": {s.policy: s.curve() for s in sweeps},
        "wall_s": wall,
    }


def print_tables(exp: Experiment, sweeps: list[PolicySweep], empty: dict, wall: float) -> None:
    from rich.table import Table

    from hpcgym.io import show_tables

    t1 = Table(
        title=f"Maximal utilization, {exp.workload} ({exp.workflows} workflows, "
        f"warm-up {exp.warmup}, {exp.repetitions} repetition(s), {wall:.0f} s)"
    )
    for col in ("policy", "maxutil", "paper (Table I)", "mean slowdown at maxutil"):
        t1.add_column(col, justify="right")
    for s in sweeps:
        paper = PAPER_TABLE1.get(s.policy, {}).get(exp.workload)
        at = [c for c in s.curve() if c["utilization"] == s.maxutil]
        t1.add_row(
            s.policy,
            f"{s.maxutil:.2f}",
            "-" if paper is None else f"{paper:.2f}",
            f"{at[0]['mean_slowdown']:.2f}" if at else "-",
        )
    show_tables(t1)

    t2 = Table(
        title=f"Mean wait and makespan (s) per size class at the maximal utilization, "
        f"{exp.workload}; paper's Table II (mixture) in brackets"
    )
    for col in ("policy", "wait S", "wait M", "wait L", "makespan S", "makespan M", "makespan L"):
        t2.add_column(col, justify="right")

    def cell(v: float, ref: int | None) -> str:
        txt = "-" if math.isnan(v) else f"{v:,.0f}"
        return txt if ref is None or exp.workload != "mixture" else f"{txt} [{ref}]"

    pe = PAPER_TABLE2["empty"][1]
    t2.add_row(
        "empty system",
        "-",
        "-",
        "-",
        *(cell(empty["makespan"][c], pe[k]) for k, c in enumerate(CLASSES)),
    )
    for s in sweeps:
        tb = s.table2()
        pw, pm = PAPER_TABLE2.get(s.policy, (None, None))
        t2.add_row(
            f"{s.policy} @ {s.maxutil:.2f}",
            *(cell(tb["wait"][c], pw[k] if pw else None) for k, c in enumerate(CLASSES)),
            *(cell(tb["makespan"][c], pm[k] if pm else None) for k, c in enumerate(CLASSES)),
        )
    show_tables(t2)

    t3 = Table(title="Mean WF slowdown vs utilization (Figure 6); * = saturated")
    t3.add_column("utilization", justify="right")
    for s in sweeps:
        t3.add_column(s.policy, justify="right")
    curves = {s.policy: {c["utilization"]: c for c in s.curve()} for s in sweeps}
    for rho in exp.utilizations():
        if not any(rho in c for c in curves.values()):
            continue
        row = [f"{rho:.2f}"]
        for s in sweeps:
            c = curves[s.policy].get(rho)
            row.append("" if c is None else f"{c['mean_slowdown']:.2f}{'' if c['stable'] else '*'}")
        t3.add_row(*row)
    show_tables(t3)


def plot_curves(exp: Experiment, sweeps: list[PolicySweep], path: str | Path) -> None:
    """Figure 6: mean slowdown (log) vs utilization, stable points only."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.4, 4.4))
    for s in sweeps:
        pts = [c for c in s.curve() if c["stable"]]
        ax.plot(
            [c["utilization"] for c in pts],
            [c["mean_slowdown"] for c in pts],
            "-o",
            ms=3,
            label=f"{s.policy} (max {s.maxutil:.2f})",
        )
    ax.set_yscale("log")
    ax.set_xlabel("utilization")
    ax.set_ylabel("mean WF slowdown")
    ax.set_xlim(0, 1)
    ax.set_title(f"{exp.workload}: mean slowdown vs utilization (ilyushkin2015 Fig. 6)")
    ax.grid(alpha=0.3, which="both")
    ax.legend(fontsize=8)
    fig.tight_layout()
    save_figure(fig, path, dpi=120)
    plt.close(fig)
