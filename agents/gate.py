"""A learned gate for ``hpcgym/Reservation-v0`` (``gate=True``): per workflow, WARP's earliest-fit
proposal or the WMS, cloned from the hindsight search over every assignment.

On each training episode every assignment of its ``count`` workflows to WARP or to the WMS is
played (2^count runs, the ``per-workflow`` bound of ``benchmarks/room.py``). Every gate state
any of them visits is labelled exactly, as DAgger would label a student's state with the
expert's choice (Ross, Gordon & Bagnell, AISTATS 2011), here the expert being the search
itself: among the assignments that agree with the state's past (the workflows already gated),
the best one inside the wait tolerance against the WMS's run of the same episode, once with
the deciding workflow sent to WARP and once to the WMS (a gate is answered once per workflow,
so the search covers exactly the gate's policies); the label is the better side, its
weight the difference of their objectives (cost-sensitive, as in AggreVaTe, Ross & Bagnell
2014), so the states where the choice costs nothing weigh nothing. A policy (SB3's
MultiInputPolicy of MaskablePPO, ``net_arch`` [] being a logistic regression) is fitted to the
weighted labels, chosen on the validation split and shipped as an ordinary ``model.zip``.

    python -m hpcgym.agents.gate --train 70 --seed 0 --out runs/reservation-gate
"""

from __future__ import annotations

import argparse
import json
import math
import pickle
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.agents.models import TrainConfig
from hpcgym.envs.registration import spec as env_spec
from hpcgym.envs.reservation.gate import TAKE, TO_WMS
from hpcgym.errors import InputError

ENV = "hpcgym/Reservation-v0"
#: The ``reservation`` bench task's kwargs (bench/tasks.py), with the gate.
TASK_KWARGS: dict[str, Any] = {
    "workflows": ["A2", "Sipht"],
    "count": 6,
    "objective": "turnaround",
    "gate": True,
}
# a completion outside the wait tolerance costs this many hours more than any inside one
OUTSIDE = 1e3


@dataclass(slots=True)
class Gate:
    """One gate state of one run: the observation, the deciding workflow, the workflows gated
    before it (a bit mask) and the action taken."""

    obs: dict[str, np.ndarray]
    workflow: int
    past: int
    action: int


@dataclass(slots=True)
class Run:
    """One assignment's run (bit k set: workflow k to WARP): its metrics and gate states."""

    assignment: int
    metrics: dict[str, float]
    gates: list[Gate] = field(default_factory=list)


def play(env: gym.Env, assignment: int, seed: int) -> Run:
    """Episode ``seed`` with workflow k's every gate answered TAKE if bit k of
    ``assignment`` is set, else TO_WMS."""
    obs, _ = env.reset(seed=seed)
    u: Any = env.unwrapped
    run = Run(assignment, {})
    while True:
        st = u.state
        k = st.decision.workflow
        a = TAKE if assignment >> k & 1 else TO_WMS
        run.gates.append(Gate(obs, k, sum(1 << j for j in st.gate.route), a))
        obs, _, term, trunc, info = env.step(a)
        if term or trunc:
            run.metrics = {**info["metrics"], "objective": float(info["objective"])}
            return run


def search(env: gym.Env, seed: int) -> list[Run]:
    """Every assignment's run of episode ``seed`` (``2^count``)."""
    u: Any = env.unwrapped
    n = u.episodes.count
    return [play(env, a, seed) for a in range(1 << n)]


def costs(
    runs: Sequence[Run], tolerances: Mapping[str, float], price: float | None = None
) -> np.ndarray:
    """Each assignment's objective, plus :data:`OUTSIDE` and its excess when its episode is
    outside ``tolerances`` (% worse, lower is better) against the all-WMS run's; with
    ``price``, instead plus ``price`` x each tolerated metric's increase over the all-WMS
    run's (a Lagrangian price of that metric, in objective units per unit)."""
    wms = runs[0].metrics
    out = np.empty(len(runs))
    for r in runs:
        excess, extra = 0.0, 0.0
        for metric, tol in tolerances.items():
            b, v = wms[metric], r.metrics[metric]
            worse = (v - b) / abs(b) * 100 if b else 0.0
            excess += max(0.0, worse - tol)
            extra += max(0.0, v - b)
        if price is not None:
            out[r.assignment] = r.metrics["objective"] + price * extra
        else:
            out[r.assignment] = r.metrics["objective"] + (OUTSIDE + excess if excess > 1e-9 else 0)
    return out


def label(cost: np.ndarray, gate: Gate, assignment: int) -> tuple[int, float]:
    """The search's action at ``gate`` of the run of ``assignment`` and what choosing wrong
    costs: the best completion agreeing with the gate's past, its workflow to WARP against
    to the WMS."""
    idx = np.arange(cost.size)
    same = (idx & gate.past) == (assignment & gate.past)
    bit = (idx >> gate.workflow & 1).astype(bool)
    warp, wms = cost[same & bit].min(), cost[same & ~bit].min()
    return (TAKE if warp < wms else TO_WMS), float(abs(wms - warp))


@dataclass(slots=True)
class Samples:
    """Labelled gate states: observations, labels, weights and the episode of each."""

    obs: list[dict[str, np.ndarray]] = field(default_factory=list)
    labels: list[int] = field(default_factory=list)
    weights: list[float] = field(default_factory=list)
    episode: list[int] = field(default_factory=list)


def samples(
    searched: Mapping[int, list[Run]],
    tolerances: Mapping[str, float],
    cap: float,
    price: float | None = None,
) -> Samples:
    """Every distinct gate state of every searched episode, labelled (:func:`label` on
    :func:`costs` with ``price``), weights capped at ``cap`` hours; a state that several
    assignments share is kept once."""
    out = Samples()
    for seed, runs in searched.items():
        cost = costs(runs, tolerances, price)
        seen: set[tuple[int, ...]] = set()
        for r in runs:
            history: list[int] = []
            for g in r.gates:
                key = (*history, g.workflow)
                history.append(g.workflow * 2 + g.action)
                if key in seen:
                    continue
                seen.add(key)
                y, w = label(cost, g, r.assignment)
                out.obs.append(g.obs)
                out.labels.append(y)
                out.weights.append(min(w, cap))
                out.episode.append(seed)
    return out


def cached_search(env: gym.Env, seeds: Sequence[int], folder: Path) -> dict[int, list[Run]]:
    """:func:`search` of each of ``seeds``, each kept in ``folder`` for a rerun to reuse."""
    folder.mkdir(parents=True, exist_ok=True)
    out = {}
    for s in seeds:
        f = folder / f"episode_{s}.pkl"
        if f.exists():
            out[s] = [
                Run(a, m, [Gate(*g) for g in gates]) for a, m, gates in pickle.loads(f.read_bytes())
            ]
            continue
        out[s] = search(env, s)
        plain = [
            (r.assignment, r.metrics, [(g.obs, g.workflow, g.past, g.action) for g in r.gates])
            for r in out[s]
        ]
        f.write_bytes(pickle.dumps(plain))
    return out


def replay(runs: Sequence[Run], model: Any) -> Run:
    """The run ``model`` makes on a searched episode, read off the search: a gate's state
    follows from the answers before it, so any gate policy's run is one of the 2^count runs."""
    left, i = list(runs), 0
    while len(left) > 1 or i < len(left[0].gates):
        g = left[0].gates[i]
        obs = {k: v[None] for k, v in g.obs.items()}
        a = int(model.predict(obs, deterministic=True)[0][0])
        left = [r for r in left if r.gates[i].action == a]
        i += 1
    return left[0]


def folds(
    searched: Mapping[int, list[Run]],
    fit_one: Any,
    k: int,
    tolerances: Mapping[str, float],
) -> dict[str, float]:
    """``k``-fold cross-validation over the searched episodes: ``fit_one(train)`` fitted on
    the other folds, replayed (:func:`replay`) on each held-out episode; the pooled
    :func:`summary` against the WMS's runs."""
    seeds = sorted(searched)
    mine, wms = [], []
    for f in range(k):
        held = seeds[f::k]
        model = fit_one({s: searched[s] for s in seeds if s not in held})
        for s in held:
            mine.append(replay(searched[s], model).metrics)
            wms.append(searched[s][0].metrics)
    return summary(mine, wms)


def new_model(env: gym.Env, net_arch: list[int], seed: int) -> Any:
    """An untrained MaskablePPO whose policy is MultiInputPolicy with ``net_arch``."""
    import torch
    from sb3_contrib import MaskablePPO

    torch.set_num_threads(1)  # tiny batches: more threads only contend on a shared machine

    return MaskablePPO(
        "MultiInputPolicy", env, policy_kwargs={"net_arch": net_arch}, seed=seed, device="cpu"
    )


def fit(model: Any, data: Samples, epochs: int, lr: float, weight_decay: float, seed: int) -> float:
    """Minimise the weighted negative log-likelihood of the labels; the last epoch's loss."""
    import torch

    obs = {k: torch.as_tensor(np.stack([o[k] for o in data.obs])) for k in data.obs[0]}
    y = torch.as_tensor(np.asarray(data.labels, np.int64))
    w = torch.as_tensor(np.asarray(data.weights, np.float32))
    masks = np.ones((len(y), 2), bool)
    policy = model.policy
    opt = torch.optim.Adam(policy.parameters(), lr=lr, weight_decay=weight_decay)
    gen = torch.Generator().manual_seed(seed)
    loss_v = math.nan
    for _ in range(epochs):
        perm = torch.randperm(len(y), generator=gen)
        total = 0.0
        for b in range(0, len(y), 512):
            idx = perm[b : b + 512]
            _, log_prob, _ = policy.evaluate_actions(
                {k: v[idx] for k, v in obs.items()}, y[idx], action_masks=masks[idx.numpy()]
            )
            loss = -(w[idx] * log_prob).sum() / w.sum().clamp_min(1e-9) * len(y) / len(idx)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += float(loss.detach()) * len(idx)
        loss_v = total / len(y)
    return loss_v


def judge(env: gym.Env, model: Any, seeds: Sequence[int]) -> list[dict[str, float]]:
    """The model's metrics on each of ``seeds`` (deterministic; None: the WMS)."""
    out = []
    for s in seeds:
        obs, _ = env.reset(seed=s)
        while True:
            a = TO_WMS if model is None else model.predict(obs, deterministic=True)[0]
            obs, _, term, trunc, info = env.step(int(a))
            if term or trunc:
                out.append({**info["metrics"], "objective": float(info["objective"])})
                break
    return out


def summary(runs: Sequence[dict[str, float]], wms: Sequence[dict[str, float]]) -> dict[str, float]:
    """Mean objective and mean wait against the WMS's on the same episodes (ratios of means)
    and the paired 95% half-width of the objective's change, in % of the WMS's mean."""
    from hpcgym.stats import ci95

    o = np.array([r["objective"] for r in runs])
    b = np.array([r["objective"] for r in wms])
    d, half = ci95(o - b)
    return {
        "objective": float(o.mean()),
        "ratio": float(o.mean() / b.mean()),
        "change_pct": 100 * d / float(b.mean()),
        "ci95_pct": 100 * half / float(b.mean()),
        "wait_ratio": float(
            np.mean([r["mean_wait_h"] for r in runs]) / np.mean([r["mean_wait_h"] for r in wms])
        ),
    }


def save(model: Any, out: Path, kwargs: Mapping[str, Any], net_arch: list[int], seed: int) -> None:
    """``model.zip`` and the ``config.json`` that :func:`hpcgym.agents.models.load` reads."""
    from dataclasses import asdict

    out.mkdir(parents=True, exist_ok=True)
    model.save(out / "model.zip")
    config = TrainConfig(
        env_id=ENV,
        env_kwargs=dict(kwargs),
        algo="maskable-ppo",
        steps=0,
        seed=seed,
        n_envs=1,
        net_arch=list(net_arch),
        policy="mlp",
        pretrain="hindsight:per-workflow",
        pretrain_epochs=0,
    )
    env = model.get_env()
    doc = {
        "config": asdict(config),
        "env": {
            "id": ENV,
            "kwargs": dict(kwargs),
            "observation_space": str(env.observation_space),
            "action_space": str(env.action_space),
        },
        "status": "done",
        "steps": 0,
        "resumed_from": None,
    }
    (out / "config.json").write_text(json.dumps(doc, indent=2) + "\n")


#: The candidates compared: (net_arch, price of an hour of the regular jobs' mean wait in
#: hours of mean workflow turnaround); None prices by the tolerance itself (outside is out).
GRID: tuple[tuple[list[int], float | None], ...] = (
    ([], 14.0),
    ([64, 64], 7.0),
    ([64, 64], 10.0),
    ([64, 64], 14.0),
    ([64, 64], 20.0),
)


def inside(s: Mapping[str, float], tolerance: float) -> bool:
    """Whether a :func:`summary`'s mean wait is within ``tolerance`` % of the WMS's."""
    return s["wait_ratio"] <= 1 + tolerance / 100 + 1e-9


def select(
    searched: Mapping[int, list[Run]],
    kwargs: Mapping[str, Any],
    train_env: gym.Env,
    val_env: gym.Env,
    validation: int,
    seed: int,
    epochs: int,
    cap: float,
    out: Path,
) -> list[dict[str, Any]]:
    """Every :data:`GRID` candidate: its 5-fold cross-validation on the training episodes,
    then fitted on all of them and judged on the first ``validation`` validation episodes
    (each saved under ``out``); the chosen one (lowest validation objective among those inside
    the wait tolerance on both) is copied to ``out`` itself."""
    import shutil

    tolerances = dict(env_spec(ENV).tolerances)
    tol = tolerances["mean_wait_h"]
    seeds = range(validation)
    wms = judge(val_env, None, seeds)
    results: list[dict[str, Any]] = []
    for arch, price in GRID:

        def fit_one(
            sub: Mapping[int, list[Run]], arch: list[int] = arch, price: Any = price
        ) -> Any:
            model = new_model(train_env, arch, seed)
            fit(model, samples(sub, tolerances, cap, price), epochs, 3e-3, 0.0, seed)
            return model

        cv = folds(searched, fit_one, 5, tolerances)
        model = fit_one(searched)
        val = summary(judge(val_env, model, seeds), wms)
        name = f"arch{'x'.join(map(str, arch)) or 'linear'}_price{price}"
        save(model, out / name, kwargs, arch, seed)
        results.append(
            {"name": name, "net_arch": arch, "price": price, "cv": cv, "validation": val}
        )
        print(json.dumps(results[-1]), flush=True)
    ok = [r for r in results if inside(r["cv"], tol) and inside(r["validation"], tol)]
    if ok:
        best = min(ok, key=lambda r: r["validation"]["ratio"])
        best["chosen"] = True
        for f in ("model.zip", "config.json"):
            shutil.copy2(out / best["name"] / f, out / f)
    return results


def trade_off(results: Sequence[Mapping[str, Any]], path: Path) -> Path:
    """The candidates' validation turnaround change against their mean wait change."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from hpcgym.io import save_figure

    fig, ax = plt.subplots(figsize=(5, 3.2))
    for r in results:
        v = r["validation"]
        ax.errorbar(
            100 * (v["wait_ratio"] - 1),
            v["change_pct"],
            yerr=v["ci95_pct"],
            fmt="o",
            ms=4,
            color="C3" if r.get("chosen") else "C0",
        )
        ax.annotate(r["name"], (100 * (v["wait_ratio"] - 1), v["change_pct"]), fontsize=6)
    ax.axvline(10, ls="--", lw=0.8, color="grey")
    ax.axhline(0, lw=0.8, color="grey")
    ax.set_xlabel("regular jobs' mean wait vs the WMS (%)")
    ax.set_ylabel("workflow turnaround vs the WMS (%) ↓")
    ax.set_title("Gate candidates on the validation episodes (95% CI)", fontsize=9)
    fig.tight_layout()
    save_figure(fig, path, dpi=100)
    plt.close(fig)
    return path


def main(argv: Sequence[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--env-kwargs", type=json.loads, default=TASK_KWARGS)
    p.add_argument("--train", type=int, default=70, help="training episodes searched")
    p.add_argument("--validation", type=int, default=10, help="validation episodes judged")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--cap", type=float, default=2.0, help="weight cap, hours")
    p.add_argument("--epochs", type=int, default=100)
    p.add_argument("--out", type=Path, required=True)
    args = p.parse_args(argv)
    kwargs = dict(args.env_kwargs)
    if not kwargs.get("gate"):
        raise InputError("hpcgym.agents.gate: --env-kwargs must set gate: true")
    train_env = gym.make(ENV, **{**kwargs, "split": "train"})
    searched = cached_search(train_env, range(args.train), args.out / "search")
    val_env = gym.make(ENV, **{**kwargs, "split": "validation"})
    results = select(
        searched,
        kwargs,
        train_env,
        val_env,
        args.validation,
        args.seed,
        args.epochs,
        args.cap,
        args.out,
    )
    (args.out / "selection.json").write_text(json.dumps(results, indent=1) + "\n")
    trade_off(results, args.out / "curve.png")


if __name__ == "__main__":
    main()
