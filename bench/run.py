"""Run agents on a task's held-out episodes and score them: one leaderboard document per task.

Every (baseline or planner, episode) is a run of the sweep runner (:mod:`hpcgym.sweeps.runner`),
and a learned agent's episodes are runs of :data:`~hpcgym.agents.lockstep.CHUNK` episodes each,
stepped in lockstep batches with one policy forward per batch (:mod:`hpcgym.agents.lockstep`:
the same actions as one episode at a time); runs go to local processes or Ray, and with
``out`` each finished run is a file that a rerun reuses.
The task's reference baselines always run, whatever ``agents`` lists, so a score always has
its denominator.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from hpcgym.agents import lockstep
from hpcgym.agents.evaluate import RUN, is_model, load_agent
from hpcgym.bench.scores import score_agents
from hpcgym.bench.tasks import Task
from hpcgym.errors import InputError
from hpcgym.sweeps.run import TIMING
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
    batch: int = lockstep.BATCH,
) -> dict[str, Any]:
    """Every agent on the task's ``split`` episodes (at most ``limit``); the per-episode
    metrics and the scores against the best baseline (or ``reference``, one of the task's
    baselines: a card scores validation against the test split's best). A learned agent
    runs ``batch`` episodes in lockstep (1: one at a time, as ``hpcgym evaluate`` does)."""
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
    base = {"env": task.env, "env_kwargs": dict(task.kwargs), "split": split}
    funcs: list[str] = []
    configs: list[dict[str, Any]] = []
    labels: list[dict[str, Any]] = []
    owner: list[int] = []
    for k, (ref, agent) in enumerate(zip(refs, loaded)):
        if batch > 1 and lockstep.batchable(ref):
            for c in range(0, len(episodes), lockstep.CHUNK):
                part = episodes[c : c + lockstep.CHUNK]
                funcs.append(lockstep.RUN_BATCH)
                configs.append(
                    {**base, "agent": ref, "episodes": [list(e) for e in part], "batch": batch}
                )
                labels.append({"agent": agent.name, "episodes": f"{part[0][0]}-{part[-1][0]}"})
                owner.append(k)
        else:
            for seed, ep in episodes:
                funcs.append(RUN)
                configs.append({**base, "agent": ref, "seed": seed, "episode": ep})
                labels.append({"agent": agent.name, "episode": seed})
                owner.append(k)
    docs = run_all(execute or executor(), funcs, configs, labels)
    runs: list[list[dict[str, float]]] = [[] for _ in loaded]
    timings: list[list[dict[str, float]]] = [[] for _ in loaded]
    for k, func, d in zip(owner, funcs, docs):
        metrics = d["metrics"]
        timings[k].append(metrics)
        if func == lockstep.RUN_BATCH:
            runs[k] += [untimed(r) for r in d["data"]["runs"]]
        else:
            runs[k].append(untimed(metrics))
    per_episode = {a.name: runs[k] for k, a in enumerate(loaded)}
    timing = {a.name: decision_ms(timings[k]) for k, a in enumerate(loaded)}
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


def run_all(
    execute: Execute,
    funcs: Sequence[str],
    configs: Sequence[dict[str, Any]],
    labels: Sequence[dict[str, Any]],
) -> list[dict[str, Any]]:
    """The result documents of runs of several run functions, in order: one call of
    ``execute`` per function (each a sweep of its own runs)."""
    out: list[dict[str, Any] | None] = [None] * len(funcs)
    for func in dict.fromkeys(funcs):
        at = [i for i, f in enumerate(funcs) if f == func]
        docs = execute(func, [configs[i] for i in at], [labels[i] for i in at])
        for i, d in zip(at, docs):
            out[i] = d
    return [d for d in out if d is not None]


def untimed(metrics: dict[str, float]) -> dict[str, float]:
    """A run's metrics without its timings: what is the same on every machine and every run."""
    return {k: v for k, v in metrics.items() if k not in TIMING}


def decision_ms(runs: Sequence[dict[str, float]]) -> float:
    """Milliseconds per decision over an agent's runs (NaN when a reused run file has no
    timing): wall time on the machine that ran them, a figure, not a result."""
    if any("agent_s" not in r for r in runs):
        return math.nan
    decisions = sum(r["decisions"] for r in runs)
    return 1000 * sum(r["agent_s"] for r in runs) / decisions if decisions else math.nan
