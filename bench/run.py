"""Run agents on a task's held-out episodes and score them: one leaderboard document per task.

Every (agent, episode) is a run of the sweep runner (:mod:`hpcgym.sweeps.runner`), so runs go
to local processes or Ray, and with ``out`` each finished run is a file that a rerun reuses.
The task's reference baselines always run, whatever ``agents`` lists, so a score always has
its denominator.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from hpcgym.agents.evaluate import RUN, is_model, load_agent
from hpcgym.bench.scores import score_agents
from hpcgym.bench.tasks import Task
from hpcgym.errors import InputError
from hpcgym.sweeps.runner import Execute, executor


def agent_list(task: Task, agents: Sequence[str]) -> list[str]:
    """The task's reference baselines, then ``agents`` not among them, in order."""
    out = list(task.baselines)
    out += [a for a in agents if a not in out]
    return out


def run_task(
    task: Task,
    agents: Sequence[str],
    split: str = "test",
    limit: int | None = None,
    execute: Execute | None = None,
    reference: str | None = None,
) -> dict[str, Any]:
    """Every agent on the task's ``split`` episodes (at most ``limit``); the per-episode
    metrics and the scores against the best baseline (or ``reference``, one of the task's
    baselines: a card scores validation against the test split's best)."""
    names = agent_list(task, agents)
    episodes = task.episodes(split, limit)
    env = task.make_env(split)
    loaded = [load_agent(a, env, task.env) for a in names]  # every name checked up front
    env.close()
    seen = [a.name for a in loaded]
    twice = sorted({n for n in seen if seen.count(n) > 1})
    if twice:
        raise InputError(
            f"bench: two agents are both named {', '.join(twice)} (models in "
            "folders of the same name?); rename one folder"
        )
    refs = [str(Path(a).resolve()) if is_model(a) else a for a in names]  # for any worker
    configs = [
        {
            "env": task.env,
            "env_kwargs": dict(task.kwargs),
            "split": split,
            "agent": ref,
            "seed": seed,
            "episode": ep,
        }
        for ref in refs
        for seed, ep in episodes
    ]
    labels = [{"agent": a.name, "episode": seed} for a in loaded for seed, _ in episodes]
    docs = (execute or executor())(RUN, configs, labels)
    n = len(episodes)
    per_episode = {
        a.name: [untimed(d["metrics"]) for d in docs[k * n : (k + 1) * n]]
        for k, a in enumerate(loaded)
    }
    timing = {
        a.name: decision_ms([d["metrics"] for d in docs[k * n : (k + 1) * n]])
        for k, a in enumerate(loaded)
    }
    refs_run = [a.name for a in loaded[: len(task.baselines)]]
    scores = score_agents(per_episode, refs_run, task.secondary, task.tolerances, reference)
    measured = [
        float(r["jobs_measured"] if "jobs_measured" in r else r.get("jobs", math.nan))
        for r in per_episode[scores["best_baseline"]]
    ]
    return {
        "task": task.name,
        "env": task.env,
        "env_kwargs": dict(task.kwargs),
        "split": split,
        "source": task.source,
        "deploy": task.deploy,
        "disjoint": task.disjoint(split),
        "jobs_per_episode": float(np.mean(measured)) if measured else math.nan,
        "episodes": [list(e) for e in episodes],
        "task_episodes": task.test if split == "test" else task.validation,
        "objective": task.objective,
        "secondary": list(task.secondary),
        "tolerances": dict(task.tolerances),
        "published": dict(task.published),
        **scores,
        "per_episode": per_episode,
        "decision_ms": timing,
    }


def untimed(metrics: dict[str, float]) -> dict[str, float]:
    """A run's metrics without its timing: what is the same on every machine and every run."""
    return {k: v for k, v in metrics.items() if k != "agent_s"}


def decision_ms(runs: Sequence[dict[str, float]]) -> float:
    """Milliseconds per decision over an agent's runs (NaN when a reused run file has no
    timing): wall time on the machine that ran them, a figure, not a result."""
    if any("agent_s" not in r for r in runs):
        return math.nan
    decisions = sum(r["decisions"] for r in runs)
    return 1000 * sum(r["agent_s"] for r in runs) / decisions if decisions else math.nan
