"""Tolerances: how much of each secondary metric an agent may give up for its score.

A lower mean bounded slowdown can be bought by idling the machine: start the small jobs, let
the wide ones wait, and the average slowdown falls while utilization and mean wait get worse.
A task therefore states, per secondary metric, how many percent worse than the best
baseline's mean an agent may be (the paired change of means over the same episodes, as the
board and ``hpcgym evaluate`` print it). An agent beyond any tolerance is shown with the breach
(and on the board ranked after every agent inside them); the reasons for each figure are in the
benchmark suite's docs page (``docs/bench/index.md``). Each env's figures are its registry
entry's (``EnvSpec.tolerances``); the verdict is judged here for both commands.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from hpcgym.agents.paired import paired_change


@dataclass(slots=True, frozen=True)
class Breach:
    """A secondary metric on which an agent is ``worse_pct`` % worse than the best baseline,
    beyond the task's ``tolerance_pct``, over ``n`` paired episodes with the 95% bootstrap
    interval ``[worse_lo, worse_hi]`` of that figure (None from one episode)."""

    metric: str
    worse_pct: float
    tolerance_pct: float
    n: int = 0
    worse_lo: float | None = None
    worse_hi: float | None = None


def breaches(
    secondary: Mapping[str, Mapping[str, float]], tolerances: Mapping[str, float]
) -> list[Breach]:
    """The tolerated metrics of a board row's ``secondary`` (each with ``better_pct``, the
    paired change in % of the best baseline's mean, + = better) that are beyond tolerance.

    A change that cannot be put in % (the best baseline's mean is 0) is not judged: tasks
    tolerate only metrics that are never 0 on their episodes.
    """
    out = []
    for metric, tolerance in tolerances.items():
        row = secondary[metric]
        worse = -row["better_pct"]
        if not math.isnan(worse) and worse > tolerance:
            lo, hi = -row.get("better_hi", math.nan), -row.get("better_lo", math.nan)
            interval = (None, None) if math.isnan(lo) or math.isnan(hi) else (lo, hi)
            out.append(Breach(metric, worse, tolerance, int(row.get("n", 0)), *interval))
    return out


def verdict(
    secondary: Mapping[str, Mapping[str, float]], tolerances: Mapping[str, float]
) -> dict[str, Any]:
    """``{"within": bool, "breaches": [...]}`` for the board document's row."""
    found = breaches(secondary, tolerances)
    return {"within": not found, "breaches": [asdict(b) for b in found]}


def judge(
    runs: Sequence[Mapping[str, float]],
    best: Sequence[Mapping[str, float]],
    tolerances: Mapping[str, float],
) -> dict[str, Any]:
    """The verdict on an agent's per-episode metrics ``runs`` against the best baseline's on the
    same episodes (:func:`verdict` of each tolerated metric's :func:`paired_change`)."""
    secondary = {
        k: paired_change([r[k] for r in runs], [r[k] for r in best], k) for k in tolerances
    }
    return verdict(secondary, tolerances)


def verdict_text(row_verdict: Mapping[str, Any], names: Mapping[str, str] | None = None) -> str:
    """``ok``, or each breach with its interval and episode count:
    ``utilization -30.0% [-34.1, -26.2], n=200 (tol 2%)`` (metrics shown by ``names``)."""
    if row_verdict["within"]:
        return "ok"
    return "; ".join(breach_text(b, names or {}) for b in row_verdict["breaches"])


def breach_text(b: Mapping[str, Any], names: Mapping[str, str]) -> str:
    lo, hi = b.get("worse_lo"), b.get("worse_hi")
    interval = (
        ""
        if lo is None or hi is None or math.isnan(lo) or math.isnan(hi)
        else f" [{-lo:.1f}, {-hi:.1f}]"  # the change's interval, signed as the change
    )
    n = f", n={b['n']}" if b.get("n") else ""
    metric = names.get(b["metric"], b["metric"])
    return f"{metric} -{b['worse_pct']:.1f}%{interval}{n} (tol {b['tolerance_pct']:g}%)"
