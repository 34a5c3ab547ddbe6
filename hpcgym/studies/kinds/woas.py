"""``kind = "woas"``: rodrigo2017's chained / pilot / WoAS comparison (§4.4), one run per
workflow x pattern x mode x seed, plus the regular jobs alone (``none``) once per seed.

The runs are exactly those of ``hpcgym compare --scenario woas-*`` for the same values (the
same keys), so a sweep and a ``compare --out`` share results. The figure is ``compare``'s."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hpcgym.batch.submission import MODES, WOAS_POLICY
from hpcgym.studies import woas
from hpcgym.studies.kinds.common import (
    CLUSTER,
    SCHEDULER,
    WORKFLOWS,
    check_workflows,
    edison_config,
    edison_keys,
    workflow_name,
)
from hpcgym.sweeps.run import RunSpec, slug
from hpcgym.sweeps.schema import Kind, Table, string
from hpcgym.units import DAY
from hpcgym.workloads.mixing import Pattern


def workload_keys(raw: dict[str, Any], where: str) -> Table:
    return {"type": string("the Edison-like generator", choices=("edison",)), **edison_keys()}


def scenario_of(sc: Any, p: Any) -> woas.Scenario:
    """The study's :class:`~hpcgym.studies.woas.Scenario` at grid point ``p``."""
    share, period = p.get("workflows", "share"), p.get("workflows", "period")
    pattern = Pattern(share=share) if share is not None else Pattern(period=period)
    w = p.values["workload"]
    knobs = edison_config(w)
    days = knobs.pop("days", woas.SMALL["days"])
    warmup = knobs.pop("warmup", DAY)
    name = workflow_name(p)
    assert name is not None  # check_workflows: a woas study names its workflow
    return woas.Scenario(
        sc.get("study", "preset") or sc.name,
        name,
        pattern,
        days,
        warmup,
        p.get("scheduler", "policy", WOAS_POLICY),
        tuple(sorted(knobs.items())),
    )


def modes(p: Any) -> list[str]:
    m = p.get("workflows", "mode", list(MODES))
    return [m] if isinstance(m, str) else list(m)


def plan(sc: Any, p: Any) -> list[RunSpec]:
    """Per seed every mode, then ``none`` (labelled by the axes it depends on)."""
    s = scenario_of(sc, p)
    base = {k: v for k, v in p.labels.items() if p.axes[k][0] != "workflows"}
    out = []
    for seed in p.seeds:
        for m in [*modes(p), woas.BASELINE]:
            labels = {**(p.labels if m != woas.BASELINE else base), "mode": m, "seed": seed}
            out.append(RunSpec(woas.RUN, woas.run_config_of(s, m, seed), labels))
    return out


def check(sc: Any) -> None:
    check_workflows(sc)
    if sc.get("cluster", "preset", "edison") != "edison" or "processors" in sc.tables["cluster"]:
        raise sc.error("cluster", "preset", 'a woas study runs on Edison (preset = "edison")')


def finish(sc: Any, docs: dict[str, dict[str, Any]], out: Path) -> dict[str, Any]:
    """The §4.3.2 summary per grid point (``study`` in summary.json) and ``compare``'s figure
    over the points whose runs all finished: one figure, or with two axes or more one per
    value of the first (``figure-<value>.png``, x the other axes' values)."""
    from hpcgym.studies.figures import compare_figure
    from hpcgym.sweeps.runner import restored

    study: dict[str, dict] = {}
    panels: dict[str, list[tuple[str, dict]]] = {}
    for p in sc.points():
        got = [docs.get(s.key) for s in plan(sc, p)]
        found = [d for d in got if d is not None]
        if len(found) < len(got):
            continue
        runs = [woas.from_doc(restored(d)) for d in found]
        summary = woas.summarize(runs, modes(p))
        values = list(p.labels.values())
        study[", ".join(f"{k}={v}" for k, v in p.labels.items()) or scenario_of(sc, p).label] = (
            summary
        )
        panel = str(values[0]) if len(values) > 1 else ""
        x = " ".join(map(str, values[1:] if panel else values)) or scenario_of(sc, p).label
        panels.setdefault(panel, []).append((x, summary))
    figures = []
    for panel, points in panels.items():
        fig = out / (f"figure-{slug({'': panel}).lstrip('=')}.png" if panel else "figure.png")
        axes = ", ".join(list(sc.points()[0].labels)[1 if panel else 0 :])
        compare_figure(
            points,
            fig,
            f"{sc.name}{': ' + panel if panel else ''}{' (x: ' + axes + ')' if axes else ''}",
        )
        figures.append(str(fig))
    if not figures:
        return {}
    return {"figure": figures[0] if len(figures) == 1 else figures, "study": study}


KIND = Kind(
    "woas",
    "rodrigo2017 §4.4: chained vs pilot vs WoAS (and the regular jobs alone) on "
    "identical Edison-like workloads",
    {"cluster": CLUSTER, "workload": workload_keys, "workflows": WORKFLOWS, "scheduler": SCHEDULER},
    plan,
    required=("workload", "workflows"),
    native=frozenset({("workflows", "mode")}),
    metrics=(
        "wf_turnaround_median_s",
        "wf_wait_median_s",
        "actual_utilization",
        "slowdown_median_small",
        "mean_wait_s",
    ),
    seed_start=1,
    finish=finish,
    check=check,
)
