"""``kind = "warp"``: lubrano2024 §6, WARP's advance reservations against the WMS baseline on
identical warm-up loads (``preset = "warp-turbine"`` or ``"warp-load"``); the runs of
``hpcgym compare --scenario warp-*``. ``warp-load`` sweeps ``[workload] scale`` (times the
§5.1 arrival rate) and ``[workflows] name`` itself."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from hpcgym.studies import warp as study
from hpcgym.sweeps.kinds.studies import plan as plan_study
from hpcgym.sweeps.kinds.studies import replay
from hpcgym.sweeps.run import RunSpec
from hpcgym.sweeps.schema import Key, Kind, Table, integer, number, string

PRESETS: dict[str, Callable[..., Any]] = {
    "warp-turbine": study.turbine_study,
    "warp-load": study.load_study,
}


def _workflow(name: str) -> str:
    study.workflow(name)
    return name


WORKLOAD: Table = {
    "type": string("the §5.1 warm-up load", choices=("warp-load",)),
    "hours": number("simulated hours", 0.0, open_low=True),
    "warmup": integer("seconds of load before the workflow is submitted", least=0),
    "scale": number("times the §5.1 arrival rate", 0.0, open_low=True),
}
WORKFLOWS: Table = {"name": Key((str,), "turbine or a catalog workflow (warp-load)", _workflow)}


def _kwargs(sc: Any, p: Any) -> dict[str, Any]:
    w = p.values.get("workload", {})
    kw: dict[str, Any] = {"seeds": tuple(p.seeds)}
    for key in ("hours", "warmup"):
        if key in w:
            kw[key] = w[key]
    if sc.get("study", "preset") == "warp-load":
        if "scale" in w:
            kw["rates"] = w["scale"] if isinstance(w["scale"], list) else [w["scale"]]
        name = p.get("workflows", "name")
        if name is not None:
            kw["workflows"] = name if isinstance(name, list) else [name]
    elif "scale" in w:
        kw["scale"] = w["scale"]
    return kw


def plan(sc: Any, p: Any) -> list[RunSpec]:
    return plan_study(PRESETS[sc.get("study", "preset")], dict(p.labels), **_kwargs(sc, p))


def check(sc: Any) -> None:
    preset = sc.get("study", "preset")
    if preset not in PRESETS:
        raise sc.error(
            "study", "preset", f"a warp study needs one of {', '.join(PRESETS)}, got {preset!r}"
        )
    if preset == "warp-turbine" and sc.tables.get("workflows"):
        raise sc.error("workflows", "name", "warp-turbine runs the turbine (Table 1) only")
    if preset == "warp-turbine" and isinstance(sc.get("workload", "scale"), list):
        raise sc.error(
            "workload", "scale", "warp-turbine takes one scale; warp-load sweeps several"
        )


def finish(sc: Any, docs: dict[str, dict[str, Any]], out: Path) -> dict[str, Any]:
    """The study's summary and ``compare``'s bar chart (for the first grid point)."""
    points = sc.points()
    res = replay(PRESETS[sc.get("study", "preset")], docs, **_kwargs(sc, points[0]))
    if res is None:
        return {}
    fig = out / "figure.png"
    study.warp_figure(res["summary"], fig, sc.name)
    return {"figure": str(fig), "study": res["summary"]}


KIND = Kind(
    "warp",
    "lubrano2024 §6: WARP's advance reservations vs the WMS baseline",
    {"workload": WORKLOAD, "workflows": WORKFLOWS},
    plan,
    native=frozenset({("workload", "scale"), ("workflows", "name")}),
    metrics=(
        "wf_makespan_s",
        "wf_turnaround_s",
        "intermediate_wait_s",
        "reservation_waste_core_h",
        "mean_wait_s",
    ),
    seed_start=0,
    finish=finish,
    check=check,
)
