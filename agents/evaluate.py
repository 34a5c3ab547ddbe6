"""Judge baselines and learned agents on the same held-out episodes, agent x metric.

Every agent runs the env's ``test`` split with seeds ``0..K-1`` (the same workload windows for
all of them), deterministically. The table gives mean ± 95% confidence half-width (Student t
over seeds) of the objective and the headline metrics; the JSON keeps every per-seed value.
"""

from __future__ import annotations

import difflib
import json
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np

import hpcgym  # noqa: F401
from hpcgym.agents.models import MASKED
from hpcgym.agents.paired import missing, paired_difference
from hpcgym.agents.tolerances import judge, verdict_text
from hpcgym.agents.wrappers import action_masks
from hpcgym.envs.registration import spec as env_spec
from hpcgym.errors import ModelError, UnknownNameError
from hpcgym.io import column_header
from hpcgym.stats import cell, ci95

RUN = "hpcgym.agents.evaluate:run_config"


@dataclass(slots=True)
class Agent:
    """A named agent: a baseline or a loaded model (``masked``: pass action masks);
    ``decisions`` and ``seconds`` count its ``predict`` calls and the wall time they took."""

    name: str
    model: Any
    masked: bool
    remap: bool = False
    baseline: bool = False
    decisions: int = 0
    seconds: float = 0.0


def is_model(spec: str) -> bool:
    return spec.endswith(".zip") or Path(spec).exists()


def model_file(spec: str) -> str | None:
    """The model file an agent name stands for (a path, or a shipped ``pretrained:NAME``)."""
    from hpcgym.agents import pretrained

    if spec.startswith(pretrained.PREFIX):
        return str(pretrained.model_path(spec))
    return spec if is_model(spec) else None


def _load(path: str) -> tuple[Any, Any]:
    """A model and its config, read once per process and file version (a worker judges it
    on many seeds)."""
    p = Path(path).resolve()
    return _load_version(str(p), p.stat().st_mtime_ns if p.exists() else 0)


@lru_cache(maxsize=8)
def _load_version(path: str, mtime: int) -> tuple[Any, Any]:
    from hpcgym.agents.models import load

    return load(path)


def check_model(
    spec: str, model: Any, config: Any, env_id: str, env: gym.Env | None = None
) -> None:
    """Refuse, naming both, a model trained on another env than ``env_id`` or whose spaces do
    not fit ``env``'s: a clear error before any episode, not a crash inside ``predict``."""
    from hpcgym.agents.models import describe, space_mismatch

    trained = (
        f"model {spec} was trained on {config.env_id} (observation "
        f"{describe(model.observation_space)}, action {describe(model.action_space)})"
    )
    if config.env_id != env_id:
        raise ModelError(f"{trained}, not {env_id}: evaluate it with --env {config.env_id}")
    if env is None:
        return
    for what, mine, theirs in (
        ("observation", model.observation_space, env.observation_space),
        ("action", model.action_space, env.action_space),
    ):
        diff = space_mismatch(mine, theirs, what)
        if diff:
            raise ModelError(
                f"{trained} with env kwargs {json.dumps(config.env_kwargs)}; this "
                f"{env_id} does not fit it: its {diff}"
            )


def load_agent(spec: str, env: gym.Env, env_id: str) -> Agent:
    """A baseline of ``env_id`` (``fcfs``, ``sjf``, ``slop0.3``...) or a path to a ``model.zip``
    (checked against ``env``), ``pretrained:NAME`` (a model shipped in the package; on an env
    or workload other than its card's, whose spaces fit, it is judged zero-shot and named
    ``pretrained:NAME (zero-shot)``) or
    ``lookahead:BASE[:K]`` / ``rollout:BASE[:K]`` (the hindsight bound and the online rollout
    planner of :mod:`hpcgym.agents.lookahead`) or ``mc:BASE[:K[:S]]`` (Walltime-v0's Monte
    Carlo planner, :mod:`hpcgym.agents.sampled`)."""
    from hpcgym.agents import lookahead, pretrained, sampled

    if spec.startswith(pretrained.PREFIX):
        path = str(pretrained.model_path(spec))
        model, config = _load(path)
        check_model(spec, model, config, config.env_id, env)  # its spaces, on any env id
        spec_kwargs = env.spec.kwargs if env.spec is not None else {}
        foreign = pretrained.zero_shot(spec, env_id, spec_kwargs.get("workload"))
        name = f"{spec} {pretrained.ZERO_SHOT}" if foreign else spec
        return Agent(name, model, config.algo in MASKED, config.algo == "ppo")
    if spec.startswith(lookahead.PREFIXES):
        return Agent(spec, lookahead.parse(spec, env, env_id), False)
    if spec.startswith(sampled.PREFIX):
        return Agent(spec, sampled.parse(spec, env, env_id), False)
    if is_model(spec):
        model, config = _load(spec)
        check_model(spec, model, config, env_id, env)
        name = f"{config.algo}:{Path(spec).parent.name or spec}"
        return Agent(name, model, config.algo in MASKED, config.algo == "ppo")
    entry = env_spec(env_id)
    try:
        return Agent(spec, entry.make_baseline(spec, env), False, baseline=True)
    except UnknownNameError:
        close = difflib.get_close_matches(spec, entry.accepted_baselines, n=1, cutoff=0.6)
        hint = f" (did you mean {close[0]}?)" if close else ""
        raise UnknownNameError(
            f"unknown agent {spec!r}{hint}: not a model.zip nor a baseline of {env_id}, "
            f"which are {entry.baselines_text()}"
        ) from None


def run_episode(
    env: gym.Env, agent: Agent, seed: int, episode: int | None = None
) -> dict[str, float]:
    """One deterministic episode (the split's ``episode``-th, when given, else drawn by
    ``seed``); the end-of-episode metrics, objective and return."""
    obs, _ = env.reset(seed=seed, options=None if episode is None else {"episode": episode})
    total = 0.0
    remapped = 0
    while True:
        tic = time.perf_counter()
        if agent.masked:
            action, _ = agent.model.predict(obs, deterministic=True, action_masks=action_masks(env))
        else:
            action, _ = agent.model.predict(obs, deterministic=True)
        agent.seconds += time.perf_counter() - tic
        agent.decisions += 1
        action = int(action)
        mask = action_masks(env)
        if agent.remap and not mask[action]:
            action = len(mask) - 1 if mask[-1] else int(np.flatnonzero(mask)[0])
            remapped += 1
        obs, r, term, trunc, info = env.step(action)
        total += float(r)
        if term or trunc:
            m = dict(info["metrics"])
            m["objective"] = info["objective"]
            m["return"] = total
            m["remapped"] = remapped
            return m


def run_config(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Run function of the sweep runner: one agent on one seed of an env's split; its metrics
    with its number of ``decisions`` and, as a timing (kept apart in result files), the
    ``agent_s`` its decisions took."""
    env = gym.make(config["env"], **{**config["env_kwargs"], "split": config["split"]})
    try:
        agent = load_agent(config["agent"], env, config["env"])
        metrics = run_episode(env, agent, config["seed"], config.get("episode"))
        return {"metrics": {**metrics, "decisions": agent.decisions, "agent_s": agent.seconds}}
    finally:
        env.close()


def evaluate(
    env_id: str,
    specs: list[str],
    seeds: int | Sequence[int],
    env_kwargs: dict[str, Any] | None = None,
    split: str = "test",
    progress: bool = False,
    workers: int = 1,
    execute: Callable[..., list[dict]] | None = None,
) -> dict[str, Any]:
    """Run every agent on seeds ``0..seeds-1`` (or the given seeds) of ``split``; per-seed
    values and summaries. Each (agent, seed) is a run of the sweep runner: ``workers`` local
    processes, or ``execute`` (the runner with another backend or a result folder)."""
    entry = env_spec(env_id)
    kwargs = dict(env_kwargs or {})
    files = [f for f in map(model_file, specs) if f]
    for f in files:  # a model of another env is refused before any env is made
        check_model(f, *_load(f), env_id)
    if env_kwargs is None and files:  # a model's own env settings: what it was trained on
        kwargs = dict(_load(files[0])[1].env_kwargs)
    seed_list = list(range(seeds)) if isinstance(seeds, int) else [int(s) for s in seeds]
    env = gym.make(env_id, **{**kwargs, "split": split})
    agents = [load_agent(s, env, env_id) for s in specs]  # checked and named here
    inner: Any = env.unwrapped  # its class depends on the registered id
    objective = dict(inner.weights)
    env.close()
    refs = [str(Path(s).resolve()) if is_model(s) else s for s in specs]
    configs = [
        {"env": env_id, "env_kwargs": kwargs, "split": split, "agent": ref, "seed": s}
        for ref in refs
        for s in seed_list
    ]
    labels = [{"agent": a.name, "seed": s} for a in agents for s in seed_list]
    if execute is None:
        from hpcgym.sweeps.runner import executor

        execute = executor(jobs=workers)
    docs = execute(RUN, configs, labels)
    results: dict[str, Any] = {
        "env": env_id,
        "env_kwargs": kwargs,
        "split": split,
        "objective": objective,
        "seeds": seed_list,
        "agents": {},
    }
    for k, agent in enumerate(agents):
        runs = [d["metrics"] for d in docs[k * len(seed_list) : (k + 1) * len(seed_list)]]
        if progress:
            for s, r in zip(seed_list, runs):
                print(f"  {agent.name} seed {s}: objective {r['objective']:.3f}", flush=True)
        results["agents"][agent.name] = summarize(runs, entry.report_metrics, agent.baseline)
    results["paired"] = paired_vs_best_baseline(results)
    return results


def summarize(runs: list[dict[str, float]], metrics: Sequence[str], baseline: bool) -> dict:
    """One agent's entry of the results: its per-seed metrics, each metric's mean and 95% CI
    (and the return's and remapped actions'), and whether it is a baseline."""
    summary = {
        m: dict(zip(("mean", "ci95"), ci95([r[m] for r in runs])))
        for m in (*metrics, "return", "remapped")
    }
    return {"per_seed": runs, "summary": summary, "baseline": baseline}


def paired_vs_best_baseline(results: dict[str, Any]) -> dict[str, Any]:
    """Each non-baseline agent against the baseline of lowest mean objective, paired by seed,
    and its verdict on the env's tolerances (``verdicts``, as ``hpcgym bench run`` judges).

    Per metric: ``diff`` the agent's mean minus the baseline's (the mean of the per-seed
    differences) with ``ci95`` the 95% t half-width of those differences, ``rel_pct`` that
    difference as a percentage of the baseline's mean, and ``better`` whether it goes the
    metric's good way. Differences of means, not means of per-seed ratios, so the verdict
    never contradicts the two means (a mean of ratios can, when one seed's baseline is tiny).
    """
    agents = results["agents"]
    entry = env_spec(results["env"])
    base = [n for n in agents if agents[n]["baseline"]]
    if not base:
        return {}
    best = min(base, key=lambda n: agents[n]["summary"]["objective"]["mean"])
    tolerances = dict(entry.tolerances)
    out: dict[str, Any] = {
        "best_baseline": best,
        "agents": {},
        "tolerances": tolerances,
        "verdicts": {},
    }
    ref = agents[best]["per_seed"]
    for name, r in agents.items():
        if r["baseline"]:
            continue
        out["agents"][name] = {
            k: paired_difference([a[k] for a in r["per_seed"]], [b[k] for b in ref], k)
            for k in entry.report_metrics
        }
        out["verdicts"][name] = judge(r["per_seed"], ref, tolerances)
    return out


def objective_name(weights: dict[str, float] | None) -> str:
    """The env's objective in words: one component (``bsld``) or its weighted mix."""
    if not weights:
        return ""
    if len(weights) == 1 and next(iter(weights.values())) == 1:
        return next(iter(weights))
    return "mix: " + ", ".join(f"{k}×{w:g}" for k, w in weights.items())


def columns(metrics: Sequence[str], objective: str = "") -> list[tuple[str, str, float]]:
    """(metric, header, scale) per column: seconds shown in hours, the objective named, the
    makespan's span said, each with its better-way arrow."""
    out = []
    for k in metrics:
        name, scale = k, 1.0
        if k.endswith("_s"):
            name, scale = k[:-2] + "_h", 1 / 3600
        if k == "objective" and objective:
            name = f"objective ({objective})"
        if k.startswith("makespan"):
            name += " (first submit → last end)"
        out.append((k, column_header(k, name), scale))
    return out


def _kwargs_text(results: dict[str, Any]) -> str:
    """The env kwargs of a run in words, the registry's defaults named as such."""
    given = results.get("env_kwargs") or {}
    defaults = {k: v for k, v in env_spec(results["env"]).kwargs.items() if k not in given}
    text = ", ".join(f"{k}={v}" for k, v in given.items())
    rest = ", ".join(f"{k}={v}" for k, v in defaults.items())
    if not given:
        return f"default kwargs: {rest}" if rest else "default kwargs"
    return f"{text}; defaults: {rest}" if rest else text


def print_results(results: dict[str, Any]) -> None:
    """Agent x metric table, mean ± 95% CI, then the paired comparison with the best
    baseline; headers say which way is better and what the objective is."""
    from rich.table import Table

    from hpcgym.io import show_tables

    cols = columns(
        env_spec(results["env"]).report_metrics, objective_name(results.get("objective"))
    )
    spread = (
        "one seed: its value, no CI (a CI needs --seeds >= 2)"
        if len(results["seeds"]) == 1
        else "mean ± 95% CI over the seeds (Student t)"
    )
    notes = [
        f"{spread}; ↓ lower is better, ↑ higher is better",
        "objective: the env's episode cost (its rewards sum to minus it)",
    ]
    if any(k.startswith("makespan") for k, _, _ in cols):
        notes.append(
            "makespan: from the first submit (warm-up included) to the last job's "
            "end, the drain after the window included"
        )
    table = Table(
        title=f"{results['env']} ({_kwargs_text(results)}), split "
        f"{results['split']}, {len(results['seeds'])} seeds",
        caption="\n".join(notes),
    )
    paired = results.get("paired") or {}
    verdicts = paired.get("verdicts", {})
    if verdicts:
        table.caption = f"{table.caption}\n{tolerances_note(paired)}"
    table.add_column("agent")
    for _, head, _ in cols:
        table.add_column(head, justify="right")
    if verdicts:
        table.add_column("tolerances")
    for name, r in results["agents"].items():
        judged = [] if not verdicts else [_verdict_cell(name, r, paired)]
        table.add_row(
            name,
            *(
                cell(r["summary"][k]["mean"] * scale, r["summary"][k]["ci95"] * scale)
                for k, _, scale in cols
            ),
            *judged,
        )
    show_tables(table)
    if paired.get("agents"):
        best = paired["best_baseline"]
        t2 = Table(
            title=f"paired by seed with the best baseline, {best}",
            caption=f"agent mean − {best} mean ± 95% CI of the per-seed differences\n"
            f"(and as % of {best}'s mean); n.s.: the CI spans 0",
        )
        t2.add_column("metric")
        for name in paired["agents"]:
            t2.add_column(f"{name} − {best}", justify="right")
        for k, head, scale in cols:
            t2.add_row(head, *(_paired_cell(row[k], scale) for row in paired["agents"].values()))
        show_tables(t2)


def tolerances_note(paired: dict[str, Any]) -> str:
    """The caption line saying what the tolerances column judges."""
    allowed = ", ".join(f"{k} {v:g}%" for k, v in paired["tolerances"].items())
    return (
        f"tolerances: how much worse than {paired['best_baseline']} an agent may be ({allowed}, "
        "paired by seed, 95% bootstrap interval) before a win on the objective does not count"
    )


def _verdict_cell(name: str, r: dict[str, Any], paired: dict[str, Any]) -> str:
    if r["baseline"]:
        return "* (the best)" if name == paired["best_baseline"] else "-"
    return verdict_text(paired["verdicts"][name])


def _paired_cell(c: dict[str, Any], scale: float) -> str:
    if missing(c["diff"]):
        return "-"
    half = math.nan if missing(c["ci95"]) else c["ci95"]
    if c["diff"] == 0:
        verdict = "same"
    elif abs(c["diff"]) <= half:
        verdict = "n.s."
    else:
        verdict = "better" if c["better"] else "worse"
    r = c["rel_pct"]
    rel = "" if missing(r) else f" ({r:+.{1 if abs(r) < 10 else 0}f}%)"
    return f"{cell(c['diff'] * scale, half * scale, '+')}{rel} {verdict}"
