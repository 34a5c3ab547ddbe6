"""Judge baselines and learned agents on the same held-out episodes, agent x metric.

Every agent runs the env's ``test`` split with seeds ``0..K-1`` (the same workload windows for
all of them), deterministically. The table gives mean ± 95% confidence half-width (Student t
over seeds) of the objective and the headline metrics; the JSON keeps every per-seed value.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np

import hpcgym  # noqa: F401
from hpcgym.envs.registration import spec as env_spec

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


def load_agent(spec: str, env: gym.Env, env_id: str) -> Agent:
    """A baseline of ``env_id`` (``fcfs``, ``sjf``, ``slop0.3``...) or a path to a ``model.zip``."""
    if is_model(spec):
        from hpcgym.agents.models import load

        model, config = load(spec)
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


def ci95(x: list[float]) -> tuple[float, float]:
    """Mean and 95% confidence half-width (Student t) of ``x``."""
    a = np.asarray([v for v in x if not math.isnan(v)], float)
    if len(a) == 0:
        return math.nan, math.nan
    if len(a) == 1:
        return float(a[0]), math.nan
    from scipy.stats import t

    return float(a.mean()), float(t.ppf(0.975, len(a) - 1) * a.std(ddof=1) / math.sqrt(len(a)))


def evaluate(env_id: str, specs: list[str], seeds: int, env_kwargs: dict[str, Any] | None = None,
             split: str = "test", progress: bool = False) -> dict[str, Any]:
    """Run every agent on seeds ``0..seeds-1`` of ``split``; per-seed values and summaries."""
    entry = env_spec(env_id)
    kwargs = dict(env_kwargs or {})
    if env_kwargs is None:
        for spec in specs:  # a model's own env settings, so it sees what it was trained on
            if is_model(spec):
                from hpcgym.agents.models import load

                kwargs = dict(load(spec)[1].env_kwargs)
                break
    env = gym.make(env_id, **{**kwargs, "split": split})
    agents = [load_agent(s, env, env_id) for s in specs]
    results: dict[str, Any] = {"env": env_id, "env_kwargs": kwargs, "split": split,
                               "seeds": list(range(seeds)), "agents": {}}
    for agent in agents:
        runs = []
        for s in range(seeds):
            runs.append(run_episode(env, agent, s))
            if progress:
                print(f"  {agent.name} seed {s}: objective {runs[-1]['objective']:.3f}",
                      flush=True)
        summary = {k: dict(zip(("mean", "ci95"), ci95([r[k] for r in runs])))
                   for k in (*entry.report_metrics, "return", "remapped")}
        results["agents"][agent.name] = {"per_seed": runs, "summary": summary,
                                         "baseline": agent.baseline}
    env.close()
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
