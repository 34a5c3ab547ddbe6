"""``kind = "maxutil"``: ilyushkin2015's task-level workloads (Montage / LIGO / SIPHT / mixture
arriving as a Poisson process on single-processor nodes) under SR / SLoP / FES / BF, one run
per policy x utilization x repetition: the runs of ``hpcgym maxutil``.

A sweep runs the whole grid (``hpcgym maxutil`` stops each policy at its first saturated
utilization); the maximal utilization per policy, computed the same way from the grid, and
Figure 6 come at the end. ``[seeds]`` are the repetitions; ``[workload] seed`` the
experiment's seed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hpcgym.studies import maxutil as study
from hpcgym.sweeps.run import RunSpec
from hpcgym.sweeps.schema import Key, Kind, Table, integer, number, string
from hpcgym.tasks.policies import parse
from hpcgym.workloads.scientific import KINDS, WORKLOADS

POLICIES = ("sr", "slop0.2", "fes1", "bf")


def _policy(name: str) -> str:
    return parse(name).name


WORKLOAD: Table = {
    "type": string("ilyushkin2015's workloads of workflows", choices=("scientific",)),
    "kind": string("montage, ligo, sipht or mixture", choices=(*WORKLOADS, *KINDS)),
    "workflows": integer("workflows per run", least=2),
    "warmup": integer("workflows left out first", least=0),
    "utilization": number("target utilization rho", 0.0, 1.0, open_low=True),
    "growth": number("saturation threshold on the queue's growth per arrival", 0.0, open_low=True),
    "cap": integer("workflows in the system that stop a run early", least=1),
    "seed": integer("the experiment's seed (repetitions are [seeds])", least=0),
}
SCHEDULER: Table = {"policy": Key((str,), "sr, bf, slop<f>, fes<depth>", _policy)}


def experiment(p: Any) -> study.Experiment:
    w = p.values.get("workload", {})
    base = study.Experiment(w.get("kind", "mixture"))
    workflows = w.get("workflows", base.workflows)
    warmup = w.get("warmup", base.warmup if "workflows" not in w else workflows // 3)
    return study.Experiment(
        base.workload,
        workflows,
        warmup,
        len(p.seeds),
        processors=p.get("cluster", "processors", base.processors),
        seed=w.get("seed", base.seed),
        growth=w.get("growth", base.growth),
        cap=w.get("cap"),
    )


def _grid(p: Any) -> tuple[list[str], list[float]]:
    pol = p.get("scheduler", "policy", list(POLICIES))
    rhos = p.get("workload", "utilization")
    return (
        [pol] if isinstance(pol, str) else list(pol),
        experiment(p).utilizations()
        if rhos is None
        else sorted(rhos if isinstance(rhos, list) else [rhos]),
    )


def plan(sc: Any, p: Any) -> list[RunSpec]:
    exp = experiment(p)
    policies, rhos = _grid(p)
    return [
        RunSpec(
            study.RUN,
            study.run_config_of(exp, pol, rho, rep),
            {**p.labels, "policy": pol, "utilization": rho, "seed": rep},
        )
        for pol in policies
        for rho in rhos
        for rep in p.seeds
    ]


def finish(sc: Any, docs: dict[str, dict[str, Any]], out: Path) -> dict[str, Any]:
    """Maximal utilization per policy (the last stable utilization before the first
    unstable one) and Figure 6, per grid point."""
    from hpcgym.sweeps.runner import restored

    result, figures = {}, []
    points = sc.points()
    for n, p in enumerate(points):
        exp = experiment(p)
        policies, rhos = _grid(p)
        sweeps = []
        for pol in policies:
            runs, best = [], 0.0
            for rho in rhos:
                got = [
                    docs.get(RunSpec(study.RUN, study.run_config_of(exp, pol, rho, r)).key)
                    for r in p.seeds
                ]
                found = [d for d in got if d is not None]
                if len(found) < len(got):
                    break
                rs = [study.from_doc(restored(d)) for d in found]
                runs += rs
                if sum(not r.saturated for r in rs) * 2 <= len(rs):
                    break
                best = rho
            sweeps.append(study.PolicySweep(parse(pol).name, best, runs))
        name = ", ".join(f"{k}={v}" for k, v in p.labels.items()) or exp.workload
        result[name] = {
            "maxutil": {s.policy: s.maxutil for s in sweeps},
            "curves": {s.policy: s.curve() for s in sweeps},
        }
        path = out / ("figure.png" if len(points) == 1 else f"figure-{n + 1}.png")
        study.plot_curves(exp, sweeps, path)
        figures.append(str(path))
    return {"figure": figures[0] if len(figures) == 1 else figures, "study": result}


KIND = Kind(
    "maxutil",
    "ilyushkin2015: SR / SLoP / FES / BF on workloads of workflows with unknown task "
    "runtimes, slowdown vs utilization",
    {
        "cluster": {"processors": integer("single-processor nodes", least=1)},
        "workload": WORKLOAD,
        "scheduler": SCHEDULER,
    },
    plan,
    native=frozenset({("workload", "utilization"), ("scheduler", "policy")}),
    metrics=("mean_slowdown", "saturated", "growth", "achieved_utilization"),
    seed_start=0,
    finish=finish,
)
