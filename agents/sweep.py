"""The agents' kinds of scenario file: ``evaluate`` (agents x seeds on an env, the runs of
``hpcgym evaluate``) and ``train`` (a training run per seed and hyper-parameter point, the
runs of ``hpcgym train``, each one call of :func:`run_config`). Named in
:data:`hpcgym.sweeps.kinds.KINDS`."""

from __future__ import annotations

import csv
import dataclasses
import math
from pathlib import Path
from typing import Any

import gymnasium as gym

from hpcgym.agents import evaluate as ev
from hpcgym.agents.models import (
    ALGOS,
    NATIVE,
    NATIVE_DEFAULTS,
    POLICIES,
    TrainConfig,
    default_algo,
    trained_steps,
)
from hpcgym.envs.registration import ENVS, check_kwargs, spec
from hpcgym.errors import InputError, ScenarioError
from hpcgym.sweeps.kinds.studies import plan as plan_study
from hpcgym.sweeps.kinds.studies import replay
from hpcgym.sweeps.run import RunSpec
from hpcgym.sweeps.schema import Key, Kind, Table, integer, string, table


def _env(env_id: str) -> str:
    spec(env_id)
    return env_id


ENV: Table = {
    "id": string("a Gymnasium id: " + ", ".join(ENVS), check=_env),
    "kwargs": table(
        'keyword arguments of gymnasium.make (e.g. { jobs = 64, objective = "wf_turnaround" })'
    ),
    "split": string(
        "the episodes judged: test (held out), train or all", choices=("test", "train", "all")
    ),
}
AGENT: Table = {
    "name": string(
        "a baseline of the env, or the path of a model.zip (relative to the scenario file)"
    )
}


def _agent(sc: Any, name: str) -> str:
    """A model's path (relative to the scenario file, else as given) or a baseline's name; a
    model file found nowhere is an error before any run."""
    local = Path(sc.path).parent / name
    if not name.strip() or (ev.is_model(name) and (local.is_dir() or Path(name).is_dir())):
        raise ScenarioError(f"[agent] name: {name!r} is neither a model file nor a baseline")
    if ev.is_model(name) and local.exists():
        return str(local.resolve())
    if name.endswith(".zip") and not Path(name).exists():
        raise ScenarioError(f"[agent] name: no model file {name!r} (looked in {local})")
    return name


def _report(sc: Any) -> tuple[str, ...]:
    return tuple(spec(sc.get("env", "id", "hpcgym/Dispatch-v0")).report_metrics)


def _evaluate_args(sc: Any, p: Any) -> dict[str, Any]:
    names = p.get("agent", "name")
    if names is None:
        raise ScenarioError("[agent] name: missing; which agents to evaluate")
    names = [names] if isinstance(names, str) else list(names)
    env_id = p.get("env", "id", "hpcgym/Dispatch-v0")
    check_kwargs(env_id, p.get("env", "kwargs") or {}, "[env] kwargs")
    return {
        "env_id": env_id,
        "specs": [_agent(sc, n) for n in names],
        "seeds": list(p.seeds),
        "env_kwargs": p.get("env", "kwargs"),
        "split": p.get("env", "split", "test"),
    }


def plan_evaluate(sc: Any, p: Any) -> list[RunSpec]:
    return plan_study(ev.evaluate, dict(p.labels), **_evaluate_args(sc, p))


def finish_evaluate(sc: Any, docs: dict[str, dict[str, Any]], out: Path) -> dict[str, Any]:
    """``hpcgym evaluate``'s summary and paired comparison per grid point."""
    study = {}
    for p in sc.points():
        res = replay(ev.evaluate, docs, **_evaluate_args(sc, p))
        if res is not None:
            name = ", ".join(f"{k}={v}" for k, v in p.labels.items()) or sc.name
            study[name] = {
                "agents": {a: r["summary"] for a, r in res["agents"].items()},
                "paired": res["paired"],
            }
    return {"study": study} if study else {}


EVALUATE = Kind(
    "evaluate",
    "baselines and learned agents on held-out seeds of an env (hpcgym evaluate)",
    {"env": ENV, "agent": AGENT},
    plan_evaluate,
    required=("env", "agent"),
    native=frozenset({("agent", "name")}),
    metrics=_report,
    seed_start=0,
    finish=finish_evaluate,
)


# The range a TrainConfig number must lie in: (low, high or None, low excluded).
LIMITS: dict[str, tuple[float, float | None, bool]] = {
    **{
        k: (1, None, False)
        for k in ("n_envs", "n_steps", "batch_size", "n_epochs", "torch_threads", "hidden")
    },
    "steps": (0, None, False),  # 0: imitation only (train() then needs a teacher)
    "pretrain_steps": (0, None, False),
    "pretrain_epochs": (0, None, False),
    "pretrain_dagger": (0, None, False),
    "pretrain_focus": (0, None, True),
    "learning_rate": (0, None, True),
    "gamma": (0, 1, True),
    "gae_lambda": (0, 1, False),
    "ent_coef": (0, None, False),
    "clip_range": (0, None, True),
}


def _limit(name: str):
    """A check keeping ``name`` in its :data:`LIMITS` range (and finite)."""
    low, high, open_low = LIMITS[name]
    words = f"{'>' if open_low else '>='} {low:g}" + (f" and <= {high:g}" if high else "")

    def check(v: float) -> float:
        if (
            not math.isfinite(v)
            or v < low
            or (open_low and v == low)
            or (high is not None and v > high)
        ):
            raise ScenarioError(f"must be {words}, got {v!r}")
        return v

    return check


def _heuristics(v: list) -> list:
    """A ``ranks`` list: dispatch heuristic names (imported only when one is checked)."""
    from hpcgym.baselines.dispatch import check_scores

    return check_scores(v)


def _train_key(f: dataclasses.Field) -> Key:
    if f.default is not dataclasses.MISSING:
        default = f.default
    else:
        assert f.default_factory is not dataclasses.MISSING  # every TrainConfig field has one
        default = f.default_factory()
    kind = {bool: (bool,), int: (int,), float: (float,), list: (list,)}.get(type(default), (str,))
    choices = {"algo": ALGOS, "policy": POLICIES}.get(f.name, ())
    check = _limit(f.name) if f.name in LIMITS else _heuristics if f.name == "ranks" else None
    return Key(kind, f"TrainConfig.{f.name} (default {default!r})", check, choices=choices)


TRAIN: Table = {
    **{
        f.name: _train_key(f)
        for f in dataclasses.fields(TrainConfig)
        if f.name not in ("env_id", "env_kwargs", "seed")
    },
    "eval_seeds": integer("judge the trained agent on test seeds 0..K-1", least=0),
}


def train_config(
    env_id: str, env_kwargs: dict[str, Any], seed: int, values: dict[str, Any]
) -> dict[str, Any]:
    """A training run's config: the whole :class:`TrainConfig` (so defaults are pinned)."""
    hyper = {k: v for k, v in values.items() if k not in ("eval_seeds", "log")}
    hyper.setdefault("algo", default_algo(env_id))
    if hyper["algo"] == NATIVE:  # its defaults, where not given
        hyper = {**NATIVE_DEFAULTS, **hyper}
    for k, v in hyper.items():
        if k in TRAIN and v is not None:
            try:
                TRAIN[k].value(v)
            except ValueError as e:
                raise ScenarioError(f"{k}: {e}") from None
    try:
        cfg = TrainConfig(env_id=env_id, env_kwargs=dict(env_kwargs), seed=seed, **hyper)
    except TypeError as e:
        raise ScenarioError(f"train: {e}") from None
    out: dict[str, Any] = {"train": dataclasses.asdict(cfg)}
    for k in ("eval_seeds", "log"):
        if values.get(k):
            out[k] = values[k]
    return out


RUN = "hpcgym.agents.sweep:run_config"
LAST = 10  # episodes per env averaged into the run's final objective


def plan_train(sc: Any, p: Any) -> list[RunSpec]:
    env_id = p.get("env", "id", "hpcgym/Dispatch-v0")
    kwargs = p.get("env", "kwargs") or {}
    check_kwargs(env_id, kwargs, "[env] kwargs")
    return [
        RunSpec(
            RUN, train_config(env_id, kwargs, s, p.values.get("train", {})), {**p.labels, "seed": s}
        )
        for s in p.seeds
    ]


def run_config(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Run function of the sweep runner: train into ``workdir`` (``config["train"]`` is a
    :class:`TrainConfig`); the metrics are the episodes run, the mean objective of each
    env's last episodes and, with ``eval_seeds`` K, the mean objective of the trained agent
    on seeds 0..K-1 of the test split (deterministic given the seed: the timing of episodes
    is left out). A checkpoint of the same run in ``workdir`` (an interrupted sweep) is
    continued; ``checkpoint_every`` sets how often one is written."""
    from hpcgym.agents.train import train

    if workdir is None:
        raise InputError("a training run needs a folder for its model (give --out)")
    cfg = TrainConfig(**config["train"])
    path = train(
        cfg,
        workdir,
        verbose=bool(config.get("log")),
        resume=True,
        checkpoint_every=config.get("checkpoint_every"),
    )
    episodes, last = 0, []
    for k in range(cfg.n_envs):
        with open(Path(workdir) / f"monitor_{k}.monitor.csv") as f:
            rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
        episodes += len(rows)
        last += [float(r["objective"]) for r in rows[-LAST:]]
    metrics: dict[str, Any] = {
        "episodes": episodes,
        "steps": trained_steps(path),
        "objective_last": sum(last) / len(last) if last else None,
    }
    k = int(config.get("eval_seeds", 0))
    if k:
        env = gym.make(cfg.env_id, **{**cfg.env_kwargs, "split": "test"})
        agent = ev.load_agent(str(path), env, cfg.env_id)
        runs = [ev.run_episode(env, agent, s) for s in range(k)]
        env.close()
        metrics["test_objective"] = sum(r["objective"] for r in runs) / k
    return {"metrics": metrics, "data": {"model": str(path)}}


TRAIN_KIND = Kind(
    "train",
    "a learned agent trained per seed and hyper-parameter point (hpcgym train)",
    {"env": {k: ENV[k] for k in ("id", "kwargs")}, "train": TRAIN},
    plan_train,
    required=("env",),
    metrics=("objective_last", "test_objective", "episodes"),
    seed_start=0,
)

__all__ = ["EVALUATE", "RUN", "TRAIN_KIND", "run_config", "train_config"]
