"""Scores: an agent's objective over the best baseline's on the same episode, summarised.

The per-episode ratio is heavy-tailed (a loaded window can double a ratio that is 0.9
elsewhere), so the score is its geometric mean with a 95% Student-t interval on the log scale
(as normalised benchmark scores are averaged; Fleming & Wallace, CACM 1986). Below 1 is better
than the best baseline. The secondary metrics are compared as paired differences of means.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from hpcgym.agents.evaluate import paired_difference
from hpcgym.agents.lookahead import ONLINE, PREFIX
from hpcgym.bench.tolerances import verdict
from hpcgym.errors import InputError
from hpcgym.io import direction
from hpcgym.stats import ci95


def ratios(agent: Sequence[float], best: Sequence[float]) -> list[float]:
    """Per-episode ``agent / best`` of positive costs; an episode both score 0 on counts 1,
    any other zero or negative objective is an error (no ratio can say how much worse)."""
    out = []
    for k, (a, b) in enumerate(zip(agent, best, strict=True)):
        if a == b == 0:
            out.append(1.0)
        elif a <= 0 or b <= 0:
            raise InputError(
                f"bench: episode {k}: objectives {a} (agent) and {b} (best "
                "baseline); a score needs positive costs"
            )
        else:
            out.append(a / b)
    return out


def geometric_score(r: Sequence[float]) -> dict[str, float]:
    """Geometric mean of ratios ``r`` and its 95% interval ``[lo, hi]`` (NaN for one episode)."""
    logs = [math.log(x) for x in r]
    m, h = ci95(logs)
    return {
        "score": math.exp(m),
        "lo": math.exp(m - h),
        "hi": math.exp(m + h),
        "episodes": len(logs),
    }


def paired_change(agent: Sequence[float], best: Sequence[float], metric: str) -> dict[str, float]:
    """Mean of ``agent - best`` with its 95% half-width, and that difference relative to the
    best's mean in % (signed so that positive is better), as ``hpcgym evaluate`` pairs them."""
    d = paired_difference(agent, best, metric)
    sign = 1.0 if direction(metric) == "↑" else -1.0
    return {"diff": d["diff"], "ci95": d["ci95"], "better_pct": sign * d["rel_pct"]}


#: The row classes of the board, in the order they are listed: deployable schedulers
#: (reference baselines, learned agents, online planners) are ranked together; a hindsight
#: bound sees the future, so it is shown after them and never ranked.
KINDS = ("baseline", "learned", "planner", "bound")


def kind(name: str, baseline: bool) -> str:
    """The row class of an agent: ``rollout:`` planners and ``lookahead:`` bounds by name."""
    if baseline:
        return "baseline"
    if name.startswith(PREFIX):
        return "bound"
    if name.startswith(ONLINE):
        return "planner"
    return "learned"


def tier(row: dict[str, Any]) -> int:
    """0: inside every tolerance; 1: beyond one, and behind the best baseline anyway; 2: ahead
    of the best baseline (score < 1) only by giving up more than a tolerance allows: a win
    that does not count, ranked after every other agent."""
    if row["verdict"]["within"]:
        return 0
    return 2 if row["score"] < 1 else 1


def ranking(agents: dict[str, dict[str, Any]]) -> list[str]:
    """Agents in board order: by :func:`tier`, then by score; the hindsight bounds last
    (shown, not ranked)."""
    return sorted(
        agents,
        key=lambda n: (agents[n]["kind"] == "bound", tier(agents[n]), agents[n]["score"]),
    )


def score_agents(
    per_episode: dict[str, list[dict[str, float]]],
    baselines: Sequence[str],
    secondary: Sequence[str],
    tolerances: Mapping[str, float] | None = None,
) -> dict[str, Any]:
    """Every agent's score against the baseline (of ``baselines``) with the lowest mean
    objective, its secondary metrics beside the best baseline's, its verdict on the
    ``tolerances`` (metric: % worse allowed) and its rank."""
    tolerances = dict(tolerances or {})
    unknown = sorted(set(tolerances) - set(secondary))
    if unknown:
        raise InputError(f"bench: tolerances on metrics not reported: {', '.join(unknown)}")
    missing = [b for b in baselines if b not in per_episode]
    if missing:
        raise InputError(f"bench: reference baselines not run: {', '.join(missing)}")
    objective = {n: [m["objective"] for m in runs] for n, runs in per_episode.items()}
    best = min(baselines, key=lambda n: float(np.mean(objective[n])))
    out: dict[str, Any] = {"best_baseline": best, "agents": {}}
    for name, runs in per_episode.items():
        m, h = ci95(objective[name])
        row: dict[str, Any] = {
            "baseline": name in baselines,
            "kind": kind(name, name in baselines),
            **geometric_score(ratios(objective[name], objective[best])),
            "objective": {"mean": m, "ci95": h},
            "secondary": {},
        }
        for k in secondary:
            mine = [r[k] for r in runs]
            sm, sh = ci95(mine)
            row["secondary"][k] = {
                "mean": sm,
                "ci95": sh,
                **paired_change(mine, [r[k] for r in per_episode[best]], k),
            }
        row["verdict"] = verdict(row["secondary"], tolerances)
        out["agents"][name] = row
    order = ranking(out["agents"])
    for place, name in enumerate(order, 1):
        out["agents"][name]["rank"] = None if out["agents"][name]["kind"] == "bound" else place
    out["agents"] = {n: out["agents"][n] for n in order}
    return out
