"""Judge baselines and learned agents on the same held-out episodes, agent x metric.

Every agent runs the env's ``test`` split with seeds ``0..K-1`` (the same workload windows for
all of them), deterministically. The table gives mean ± 95% confidence half-width (Student t
over seeds) of the objective and the headline metrics; the JSON keeps every per-seed value.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np

import hpcgym  # noqa: F401
from hpcgym.envs.registration import spec as env_spec
from hpcgym.sweeps.summary import ci95

RUN = "hpcgym.agents.evaluate:run_config"

# Metrics where larger is better (all others are costs).
HIGHER_IS_BETTER = ("actual_utilization",)


@dataclass(slots=True)
class Agent:
    """A named agent: a baseline or a loaded model (``masked``: pass action masks)."""

    name: str
    model: Any
    masked: bool
    remap: bool = False
    baseline: bool = False


def is_model(spec: str) -> bool:
    return spec.endswith(".zip") or Path(spec).exists()


def _load(path: str) -> tuple[Any, Any]:
    """A model and its config, read once per process and file version (a worker judges it
    on many seeds)."""
    p = Path(path).resolve()
    return _load_version(str(p), p.stat().st_mtime_ns if p.exists() else 0)


@lru_cache(maxsize=8)
def _load_version(path: str, mtime: int) -> tuple[Any, Any]:
    from hpcgym.agents.models import load

    return load(path)


def load_agent(spec: str, env: gym.Env, env_id: str) -> Agent:
    """A baseline of ``env_id`` (``fcfs``, ``sjf``, ``slop0.3``...) or a path to a ``model.zip``."""
    if is_model(spec):
        model, config = _load(spec)
        name = f"{config.algo}:{Path(spec).parent.name or spec}"
        return Agent(name, model, config.algo == "maskable-ppo", config.algo == "ppo")
    entry = env_spec(env_id)
    try:
        return Agent(spec, entry.make_baseline(spec, env), False, baseline=True)
    except (KeyError, ValueError) as e:
        msg = e.args[0] if e.args else e
        raise ValueError(f"unknown agent {spec!r}: not a model.zip nor a baseline of {env_id} "
                         f"({', '.join(entry.baseline_names)}...): {msg}") from None


def run_episode(env: gym.Env, agent: Agent, seed: int) -> dict[str, float]:
    """One deterministic episode; the end-of-episode metrics, objective and return."""
    obs, _ = env.reset(seed=seed)
    total = 0.0
    remapped = 0
    while True:
        if agent.masked:
            action, _ = agent.model.predict(obs, deterministic=True,
                                            action_masks=env.unwrapped.action_masks())
        else:
            action, _ = agent.model.predict(obs, deterministic=True)
        action = int(action)
        mask = env.unwrapped.action_masks()
        if agent.remap and not mask[action]:
            action = len(mask) - 1 if mask[-1] else int(np.flatnonzero(mask)[0])
            remapped += 1
        obs, r, term, trunc, info = env.step(action)
        total += r
        if term or trunc:
            m = dict(info["metrics"])
            m["objective"] = info["objective"]
            m["return"] = total
            m["remapped"] = remapped
            return m


def run_config(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Run function of the sweep runner: one agent on one seed of an env's split."""
    env = gym.make(config["env"], **{**config["env_kwargs"], "split": config["split"]})
    try:
        agent = load_agent(config["agent"], env, config["env"])
        return {"metrics": run_episode(env, agent, config["seed"])}
    finally:
        env.close()


def evaluate(env_id: str, specs: list[str], seeds: int | Sequence[int],
             env_kwargs: dict[str, Any] | None = None, split: str = "test",
             progress: bool = False, workers: int = 1,
             execute: Callable[..., list[dict]] | None = None) -> dict[str, Any]:
    """Run every agent on seeds ``0..seeds-1`` (or the given seeds) of ``split``; per-seed
    values and summaries. Each (agent, seed) is a run of the sweep runner: ``workers`` local
    processes, or ``execute`` (the runner with another backend or a result folder)."""
    entry = env_spec(env_id)
    kwargs = dict(env_kwargs or {})
    if env_kwargs is None:
        for spec in specs:  # a model's own env settings, so it sees what it was trained on
            if is_model(spec):
                kwargs = dict(_load(spec)[1].env_kwargs)
                break
    seed_list = list(range(seeds)) if isinstance(seeds, int) else [int(s) for s in seeds]
    env = gym.make(env_id, **{**kwargs, "split": split})
    agents = [load_agent(s, env, env_id) for s in specs]  # checked and named here
    env.close()
    refs = [str(Path(s).resolve()) if is_model(s) else s for s in specs]
    configs = [{"env": env_id, "env_kwargs": kwargs, "split": split, "agent": ref, "seed": s}
               for ref in refs for s in seed_list]
    labels = [{"agent": a.name, "seed": s} for a in agents for s in seed_list]
    if execute is None:
        from hpcgym.sweeps.runner import executor

        execute = executor(jobs=workers)
    docs = execute(RUN, configs, labels)
    results: dict[str, Any] = {"env": env_id, "env_kwargs": kwargs, "split": split,
                               "seeds": seed_list, "agents": {}}
    for k, agent in enumerate(agents):
        runs = [d["metrics"] for d in docs[k * len(seed_list):(k + 1) * len(seed_list)]]
        if progress:
            for s, r in zip(seed_list, runs):
                print(f"  {agent.name} seed {s}: objective {r['objective']:.3f}", flush=True)
        summary = {m: dict(zip(("mean", "ci95"), ci95([r[m] for r in runs])))
                   for m in (*entry.report_metrics, "return", "remapped")}
        results["agents"][agent.name] = {"per_seed": runs, "summary": summary,
                                         "baseline": agent.baseline}
    results["paired"] = paired_vs_best_baseline(results)
    return results


def paired_vs_best_baseline(results: dict[str, Any]) -> dict[str, Any]:
    """Each non-baseline agent against the baseline of lowest mean objective, seed by seed.

    For every metric: the mean relative change (agent / baseline - 1, in %) with its 95% CI,
    signed so that positive is better (a lower cost, a higher utilization).
    """
    agents = results["agents"]
    metrics = env_spec(results["env"]).report_metrics
    base = [n for n in agents if agents[n]["baseline"]]
    if not base:
        return {}
    best = min(base, key=lambda n: agents[n]["summary"]["objective"]["mean"])
    out: dict[str, Any] = {"best_baseline": best, "agents": {}}
    ref = agents[best]["per_seed"]
    for name, r in agents.items():
        if r["baseline"]:
            continue
        row = {}
        for k in metrics:
            sign = 1.0 if k in HIGHER_IS_BETTER else -1.0
            rel = [sign * (a[k] / b[k] - 1.0) * 100 if b[k] not in (0, None) else math.nan
                   for a, b in zip(r["per_seed"], ref)]
            if k == "objective":  # a cost; improvement is a lower objective
                rel = [-(a[k] - b[k]) / abs(b[k]) * 100 if b[k] else math.nan
                       for a, b in zip(r["per_seed"], ref)]
            row[k] = dict(zip(("better_pct", "ci95"), ci95(rel)))
        out["agents"][name] = row
    return out


def print_results(results: dict[str, Any]) -> None:
    """Agent x metric table, mean ± 95% CI."""
    from rich.console import Console
    from rich.table import Table

    metrics = env_spec(results["env"]).report_metrics

    table = Table(title=f"{results['env']} {results['env_kwargs']} split={results['split']}, "
                        f"{len(results['seeds'])} seeds (mean ± 95% CI)")
    table.add_column("agent")
    for k in metrics:
        table.add_column(k, justify="right")
    for name, r in results["agents"].items():
        cells = []
        for k in metrics:
            m, h = r["summary"][k]["mean"], r["summary"][k]["ci95"]
            cells.append("-" if math.isnan(m) else f"{m:.4g} ± {h:.2g}")
        table.add_row(name, *cells)
    console = Console(width=220)
    console.print(table)
    paired = results.get("paired") or {}
    if paired.get("agents"):
        t2 = Table(title=f"paired vs best baseline ({paired['best_baseline']}): % better per "
                         "seed, mean ± 95% CI (positive = better)")
        t2.add_column("agent")
        for k in metrics:
            t2.add_column(k, justify="right")
        for name, row in paired["agents"].items():
            t2.add_row(name, *(f"{row[k]['better_pct']:+.1f} ± {row[k]['ci95']:.1f}"
                               for k in metrics))
        console.print(t2)
