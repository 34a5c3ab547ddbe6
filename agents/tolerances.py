"""Tolerances: how much of each secondary metric an agent may give up for its score.

A lower mean bounded slowdown can be bought by idling the machine: start the small jobs, let
the wide ones wait, and the average slowdown falls while utilization and mean wait get worse.
A task therefore states, per secondary metric, how many percent worse than the best
baseline's mean an agent may be (the paired change of means over the same episodes, as the
board prints it). An agent beyond any tolerance is shown with the breach and ranked after
every agent inside them; the reasons for each figure are in the benchmark suite's docs page (``docs/bench/index.md``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

#: Dispatch tasks: utilization at most 2% lower, mean wait at most 10% longer than the best
#: baseline's. The reference baselines themselves span 0-3% in utilization and 0-10% in wait
#: on the trace tasks, so the bounds admit any policy as good as theirs, not one that idles.
DISPATCH = {"actual_utilization": 2.0, "mean_wait_h": 10.0}


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
