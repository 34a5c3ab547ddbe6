"""``kind = "speculative"``: gainaru2019 §5's scenarios (``preset = "spec-1"`` ...), each
policy variant on each workload draw; the runs of ``hpcgym compare --scenario spec-N``.

``[workload]`` sets the scenario's parameters: the list-valued ones the scenario sweeps itself
(spec-1: ``law``, ``allocation``; spec-1-history: ``k``; spec-2: ``share``; spec-3: ``rate``),
any other list is a grid axis over whole scenarios. ``[seeds]``: ``count`` runs from
``start`` (the study's ``runs`` and ``seed``)."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

from hpcgym.speculative.laws import SCENARIO1_LAWS
from hpcgym.speculative.schedule import ALLOCATIONS
from hpcgym.studies import speculative as study
from hpcgym.studies.speculative import SCENARIO4_READINGS
from hpcgym.sweeps.kinds.studies import plan as plan_study
from hpcgym.sweeps.kinds.studies import replay
from hpcgym.sweeps.run import RunSpec
from hpcgym.sweeps.schema import Kind, Table, boolean, integer, number, string

# preset -> (study function, figure function, {workload key: study argument}, swept keys)
PRESETS: dict[str, tuple[Any, Any, dict[str, str], tuple[str, ...]]] = {
    "spec-1": (
        study.scenario1,
        study.figure_scenario1,
        {"law": "laws", "allocation": "allocations", "jobs": "M", "k": "k"},
        ("law", "allocation"),
    ),
    "spec-1-history": (
        study.scenario1_history,
        study.figure_history,
        {"k": "ks", "law": "law", "allocation": "allocation", "jobs": "M"},
        ("k",),
    ),
    "spec-2": (
        study.scenario2,
        study.figure_scenario2,
        {"share": "shares", "jobs": "M", "allocation": "allocation"},
        ("share",),
    ),
    "spec-3": (
        study.scenario3,
        study.figure_scenario3,
        {"rate": "rates", "jobs": "M", "allocation": "allocation"},
        ("rate",),
    ),
    "spec-4": (
        study.scenario4,
        study.figure_scenario4,
        {
            "rate": "rate",
            "allocation": "allocation",
            "arrivals": "arrivals",
            "n": "n",
            "reading": "reading",
        },
        (),
    ),
}
KEYS: Table = {
    "type": string("stochastic applications (gainaru2019)", choices=("stochastic",)),
    "law": string("a §5.2 law", choices=tuple(SCENARIO1_LAWS)),
    "allocation": string("processor allocation case", choices=ALLOCATIONS),
    "jobs": integer("stochastic jobs M", least=1),
    "k": integer("Neuroscience(k): runs of history", least=1),
    "share": number("share of small jobs", 0.0, 1.0),
    "rate": number("normalised work rate Z/P of the small-job stream", 0.0, 1.0, open_low=True),
    "arrivals": boolean("spec-4: spread submissions over the stream's window"),
    "n": integer("spec-4: ATOptimal's discretisation grid n", least=1),
    "reading": string(
        "spec-4: 'paper' (the text) or 'code' (the authors' scripts: full allocation, "
        "submissions at 0, n = 30)",
        choices=tuple(SCENARIO4_READINGS),
    ),
}


def workload_keys(raw: dict[str, Any], where: str) -> Table:
    """The keys of the preset's study (an unknown preset is reported on [study])."""
    preset = raw.get("study", {}).get("preset")
    if preset not in PRESETS:
        return KEYS
    return {"type": KEYS["type"], **{k: KEYS[k] for k in PRESETS[preset][2]}}


def _arguments(sc: Any, p: Any) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(study kwargs, extra labels) per scenario at point ``p``: lists of the keys the preset
    does not sweep itself become further axes here."""
    _func, _, names, swept = PRESETS[sc.get("study", "preset")]
    w = p.values.get("workload", {})
    fixed: dict[str, Any] = {"runs": len(p.seeds), "seed": p.seeds[0]}
    if "processors" in p.values.get("cluster", {}):
        fixed["P"] = p.values["cluster"]["processors"]
    lists = {}
    for key, arg in names.items():
        if key not in w:
            continue
        v = w[key]
        if key in swept:
            fixed[arg] = v if isinstance(v, list) else [v]
        elif isinstance(v, list):
            lists[arg] = (key, v)
        else:
            fixed[arg] = v
    out = []
    for combo in itertools.product(*(v for _, v in lists.values())):
        kw = {**fixed, **dict(zip(lists, combo))}
        out.append((kw, {key: c for (key, _), c in zip(lists.values(), combo)}))
    return out


def plan(sc: Any, p: Any) -> list[RunSpec]:
    func = PRESETS[sc.get("study", "preset")][0]
    return [
        s for kw, extra in _arguments(sc, p) for s in plan_study(func, {**p.labels, **extra}, **kw)
    ]


def check(sc: Any) -> None:
    preset = sc.get("study", "preset")
    if preset not in PRESETS:
        raise sc.error(
            "study",
            "preset",
            f"a speculative study needs one of {', '.join(PRESETS)}, got {preset!r}",
        )
    if sc.seeds != list(range(sc.seeds[0], sc.seeds[0] + len(sc.seeds))):
        raise sc.error(
            "seeds",
            "values",
            "the gainaru2019 scenarios draw runs start, start+1, ...: use count and start",
        )


def finish(sc: Any, docs: dict[str, dict[str, Any]], out: Path) -> dict[str, Any]:
    """The study's own result (summary, claims) and figure, per scenario of the grid."""
    func, figure, _, _ = PRESETS[sc.get("study", "preset")]
    results, figures = {}, []
    calls = [(p, kw, extra) for p in sc.points() for kw, extra in _arguments(sc, p)]
    for n, (p, kw, extra) in enumerate(calls):
        res = replay(func, docs, **kw)
        if res is None:
            continue
        name = ", ".join(f"{k}={v}" for k, v in {**p.labels, **extra}.items()) or sc.name
        path = out / ("figure.png" if len(calls) == 1 else f"figure-{n + 1}.png")
        figure(res, path)
        figures.append(str(path))
        results[name] = res["summary"]
    return (
        {"figure": figures[0] if len(figures) == 1 else figures, "study": results}
        if results
        else {}
    )


KIND = Kind(
    "speculative",
    "gainaru2019 §5: request policies (Classical-HPC, Neuroscience, TOptimal, "
    "ATOptimal) with and without speculative backfilling",
    {"cluster": {"processors": integer("P, the processors", least=1)}, "workload": workload_keys},
    plan,
    native=frozenset(("workload", k) for k in ("law", "allocation", "k", "share", "rate")),
    metrics=("utilization", "response_time_large_s", "response_time_all_s"),
    seed_start=0,
    finish=finish,
    check=check,
)
