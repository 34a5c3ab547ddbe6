"""Scores: an agent's objective over the best baseline's on the same episode, summarised.

The suite's one statistic is the geometric mean of the per-episode ratios (as normalised
benchmark scores are averaged; fleming1986): every episode weighs the same whatever its load,
where a ratio of means lets the most loaded episodes decide. Its 95% interval is a paired
bootstrap: episodes resampled with replacement, agent and baseline together, the geometric
mean recomputed, the 2.5th and 97.5th percentiles kept (efron1993 §13). Below 1 is better
than the best baseline. The secondary metrics are compared as paired differences of means.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from hpcgym.agents.lookahead import ONLINE, PREFIX
from hpcgym.agents.paired import bootstrap_interval, paired_change
from hpcgym.agents.sampled import PREFIX as SAMPLED
from hpcgym.agents.tolerances import verdict
from hpcgym.errors import InputError
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
    """Geometric mean of ratios ``r`` and its 95% paired-bootstrap interval ``[lo, hi]`` (NaN
    for one episode)."""
    logs = np.log(np.asarray(r, float))
    n = len(logs)
    if n < 2:
        score = math.exp(float(logs[0])) if n else math.nan
        return {"score": score, "lo": math.nan, "hi": math.nan, "episodes": n}
    lo, hi = bootstrap_interval(logs)
    return {
        "score": math.exp(float(logs.mean())),
        "lo": math.exp(lo),
        "hi": math.exp(hi),
        "episodes": n,
    }


def ratio_of_means(agent: Sequence[float], best: Sequence[float]) -> float:
    """``mean(agent) / mean(best)``: the statistic the suite does not use, for comparison."""
    return float(np.mean(agent) / np.mean(best))


#: The row classes of the board, in the order they are listed: deployable schedulers
#: (reference baselines, learned agents, online planners) are ranked together; a hindsight
#: bound sees the future, so it is shown after them and never ranked.
KINDS = ("baseline", "learned", "planner", "bound")


def kind(name: str, baseline: bool) -> str:
    """The row class of an agent: ``rollout:`` and ``mc:`` planners and ``lookahead:`` bounds
    by name."""
    if baseline:
        return "baseline"
    if name.startswith(PREFIX):
        return "bound"
    if name.startswith((ONLINE, SAMPLED)):
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
    reference: str | None = None,
) -> dict[str, Any]:
    """Every agent's score against the baseline (of ``baselines``) with the lowest geometric
    mean objective, the one that every other baseline scores at least 1 against (or against
    ``reference``, e.g. the test split's best when scoring validation
    for a card), its secondary metrics beside the best baseline's, its verdict on the
    ``tolerances`` (metric: % worse allowed) and its rank; ``resolution``: the second-best
    baseline's score and the half-width of its interval in %, what tells whether the task's
    episodes are enough to separate agents."""
    tolerances = dict(tolerances or {})
    unknown = sorted(set(tolerances) - set(secondary))
    if unknown:
        raise InputError(f"bench: tolerances on metrics not reported: {', '.join(unknown)}")
    missing = [b for b in baselines if b not in per_episode]
    if missing:
        raise InputError(f"bench: reference baselines not run: {', '.join(missing)}")
    objective = {n: [m["objective"] for m in runs] for n, runs in per_episode.items()}
    by_mean = by_geometric_mean(objective, baselines)
    if reference is not None and reference not in baselines:
        raise InputError(f"bench: reference {reference!r} is not a reference baseline")
    best = reference or by_mean[0]
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
    out["resolution"] = resolution(out["agents"], [b for b in by_mean if b != best])
    order = ranking(out["agents"])
    for place, name in enumerate(order, 1):
        out["agents"][name]["rank"] = None if out["agents"][name]["kind"] == "bound" else place
    out["agents"] = {n: out["agents"][n] for n in order}
    return out


def by_geometric_mean(
    objective: Mapping[str, Sequence[float]], baselines: Sequence[str]
) -> list[str]:
    """``baselines`` from best to worst by the suite's statistic: the geometric mean of their
    per-episode ratios to one of them (transitive, so the order is the same whichever one;
    ties keep the given order)."""
    pivot = objective[baselines[0]]
    key = {n: float(np.mean(np.log(ratios(objective[n], pivot)))) for n in baselines}
    return sorted(baselines, key=lambda n: key[n])


def resolution(agents: Mapping[str, Mapping[str, Any]], others: Sequence[str]) -> dict[str, Any]:
    """The second-best baseline (the first of ``others``, in order of mean objective), its
    score against the best and its interval's half-width in % of the score (NaN when there is
    no second baseline or one episode)."""
    if not others:
        return {"baseline": None, "score": math.nan, "halfwidth_pct": math.nan}
    r = agents[others[0]]
    half = 100 * max(r["hi"] - r["score"], r["score"] - r["lo"]) / r["score"]
    return {"baseline": others[0], "score": r["score"], "halfwidth_pct": half}
