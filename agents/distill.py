"""Distillation of a rollout teacher into a window policy on generated episodes, at scale.

Labelling is cheap on the compiled core (a state's rollouts of every candidate take
0.01-0.2 ms), so the data are many states: played by the teacher, then by the student (DAgger,
Ross, Gordon & Bagnell, AISTATS 2011), each labelled with the teacher's action and the rollout
cost of every candidate the teacher's base would consider (its pick, then every startable job;
``inf`` for the other valid actions). The loss is the teacher's action (``"teacher"``, plain
cloning) or a softmax over the candidates' negative regrets (``"soft"``: cost-sensitive
imitation in the spirit of AggreVaTe, Ross & Bagnell 2014, where a near-tie costs little and a
bad job much). States are stored as numpy arrays (:class:`Labels`, ``.npz``); the model is the
native learner's (:class:`~hpcgym.agents.ppo.PPOModel`, a :class:`~hpcgym.agents.queuenet.
QueueNet` or WindowNet), saved with a ``config.json`` as ``hpcgym train`` writes it, so
``hpcgym bench run TASK --agents RUN/model.zip`` and ``pretrained:`` load it.

``python -m hpcgym.agents.distill --help`` runs it; each round's validation score (the geometric
mean of per-episode ratios to the task's best baseline on the task's validation episodes) is
printed and kept in ``curve.json``.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from hpcgym.errors import InputError

KEYS = ("queue", "queue_mask", "workflows", "clock", "cluster", "action_mask")
LOSSES = ("teacher", "soft", "q")
# "q": a state's candidates' regrets are clipped at this many units of the temperature.
Q_CLIP = 20.0


@dataclass(slots=True)
class Labels:
    """Labelled states: the observation blocks (``[N, ...]`` float32), the teacher's action,
    the rollout cost of each candidate action (``[N, actions]``, ``inf`` where none was rolled
    out), whether the teacher departed from its base, and the episode (generator seed) each
    state came from."""

    obs: dict[str, np.ndarray]
    action: np.ndarray
    costs: np.ndarray
    departed: np.ndarray
    episode: np.ndarray

    def __len__(self) -> int:
        return len(self.action)

    def save(self, path: Path) -> None:
        arrays: dict[str, Any] = {f"obs_{k}": v for k, v in self.obs.items()}
        arrays |= {"action": self.action, "costs": self.costs, "departed": self.departed}
        np.savez_compressed(path, episode=self.episode, **arrays)

    @classmethod
    def load(cls, path: Path) -> Labels:
        with np.load(path) as z:
            obs = {k[4:]: z[k] for k in z.files if k.startswith("obs_")}
            return cls(obs, z["action"], z["costs"], z["departed"], z["episode"])

    @classmethod
    def join(cls, parts: Sequence[Labels]) -> Labels:
        """All the states of ``parts``, in order."""
        return cls(
            {k: np.concatenate([p.obs[k] for p in parts]) for k in parts[0].obs},
            np.concatenate([p.action for p in parts]),
            np.concatenate([p.costs for p in parts]),
            np.concatenate([p.departed for p in parts]),
            np.concatenate([p.episode for p in parts]),
        )


@dataclass(slots=True)
class Rows:
    """States being gathered, appended one at a time before :meth:`labels` stacks them."""

    obs: dict[str, list[np.ndarray]] = field(default_factory=lambda: {k: [] for k in KEYS})
    action: list[int] = field(default_factory=list)
    costs: list[np.ndarray] = field(default_factory=list)
    departed: list[bool] = field(default_factory=list)
    episode: list[int] = field(default_factory=list)

    def labels(self) -> Labels:
        if not self.action:
            raise InputError("distill: no state kept (every state had a single candidate)")
        return Labels(
            {k: np.stack(v).astype(np.float32) for k, v in self.obs.items()},
            np.asarray(self.action, np.int64),
            np.stack(self.costs).astype(np.float32),
            np.asarray(self.departed, bool),
            np.asarray(self.episode, np.int64),
        )


def candidate_costs(teacher: Any, n_actions: int) -> np.ndarray:
    """The rollout cost of each candidate in the current state, as the teacher scores them
    (with or without hindsight, with its runtime model): its base's pick, then every startable
    window job; ``inf`` for the actions not rolled out (a single candidate is not rolled out:
    cost 0)."""
    compiled = teacher._compiled()
    if compiled is None:
        raise InputError(
            f"distill: teacher {teacher.name} does not run on the compiled core here (a base "
            "of fcfs, sjf or f1 on a dispatch env with no step limit)"
        )
    options = compiled.core.options(n_actions)
    out = np.full(n_actions, np.inf, np.float32)
    if len(options) == 1:
        out[options[0]] = 0.0
        return out
    out[options] = compiled.core.rollouts(options, not teacher.hindsight, teacher.runtimes)
    return out


def gather(
    make_env: Any,
    teacher_spec: str,
    env_id: str,
    seeds: Sequence[int],
    student: Any | None = None,
    lanes: int = 8,
    forced_keep: float = 1.0,
) -> Labels:
    """Every state of the training episodes ``seeds`` played by the teacher (``student`` None)
    or by the student (DAgger), each labelled with the teacher's action and the candidates'
    costs. ``lanes`` episodes run side by side so the student acts on all of them in one
    batched forward pass. A state with a single candidate (nothing to choose among the jobs
    the base would start) is kept with probability ``forced_keep`` (seeded by the episodes):
    86% of the states on the Lublin-1 model are such, and all the learning is in the rest."""
    from hpcgym.agents.lookahead import parse

    rows = Rows()
    rng = np.random.default_rng([*list(seeds)[:1], len(seeds)])
    todo = list(seeds)[::-1]
    envs = [make_env() for _ in range(min(lanes, len(todo)))]
    teachers = [parse(teacher_spec, e, env_id) for e in envs]
    live: list[tuple[int, int, dict[str, np.ndarray]]] = []  # (lane, seed, obs)
    try:
        for k in range(len(envs)):
            s = todo.pop()
            live.append((k, s, envs[k].reset(seed=s)[0]))
        n_actions = int(envs[0].action_space.n)
        while live:
            labels = []
            for k, s, obs in live:
                label = int(teachers[k].predict(obs)[0])
                labels.append(label)
                costs = candidate_costs(teachers[k], n_actions)
                if np.isfinite(costs).sum() == 1 and rng.random() >= forced_keep:
                    continue
                for key in KEYS:
                    rows.obs[key].append(np.asarray(obs[key], np.float32))
                rows.action.append(label)
                rows.costs.append(costs)
                rows.departed.append(bool(teachers[k].departed))
                rows.episode.append(s)
            if student is None:
                acts = labels
            else:
                batch = {key: np.stack([o[key] for _, _, o in live]) for key in KEYS}
                acts = [
                    int(a) for a in np.atleast_1d(student.predict(batch, deterministic=True)[0])
                ]
            nxt = []
            for (k, s, _), a in zip(live, acts):
                obs, _, term, trunc, _ = envs[k].step(a)
                if not (term or trunc):
                    nxt.append((k, s, obs))
                elif todo:
                    s2 = todo.pop()
                    nxt.append((k, s2, envs[k].reset(seed=s2)[0]))
            live = nxt
    finally:
        for e in envs:
            e.close()
    return rows.labels()


def targets(data: Labels, loss: str, temperature: float) -> np.ndarray:
    """The target distribution over actions per state: one-hot on the teacher's action
    (``"teacher"``), or (``"soft"``) ``exp(-regret / temperature)`` over the rolled-out
    candidates, the regret being a candidate's cost above the state's best in units of that
    best (so a 1% worse job at temperature 0.01 gets e^-1 of the best's weight); or (``"q"``)
    the value each rolled-out candidate's logit is fitted to, ``-(cost - best) / temperature``
    (the objective's own units: the regret of a candidate over the state's best, clipped at
    :data:`Q_CLIP`), NaN for the others. Under hindsight costs a state's candidates share its
    sampled future, so the fitted logits rank the candidates by their expected cost given
    what the policy sees: the online choice the hindsight samples average to."""
    n, a = data.costs.shape
    if loss == "teacher":
        out = np.zeros((n, a), np.float32)
        out[np.arange(n), data.action] = 1.0
        return out
    if loss not in LOSSES:
        raise InputError(f"distill: loss {loss!r}; known: {', '.join(LOSSES)}")
    if temperature <= 0:
        raise InputError(f"distill: temperature must be > 0, got {temperature}")
    c = data.costs.astype(np.float64)
    best = c.min(1, keepdims=True)
    if loss == "q":
        q = np.maximum(-(c - best) / temperature, -Q_CLIP)
        return np.where(np.isfinite(c), q, np.nan).astype(np.float32)
    regret = (c - best) / np.maximum(np.abs(best), 1e-9)
    w = np.where(np.isfinite(c), np.exp(-regret / temperature), 0.0)
    return (w / w.sum(1, keepdims=True)).astype(np.float32)


def fit(
    model: Any,
    data: Labels,
    target: np.ndarray,
    epochs: int,
    lr: float,
    batch: int = 512,
    seed: int = 0,
    focus: float = 1.0,
) -> float:
    """Minimise the cross-entropy of the masked policy to ``target`` (a distribution per state)
    or, for a ``"q"`` target (values, NaN where not rolled out), the squared error of the
    rolled-out candidates' logits plus a squared hinge holding every other valid action a unit
    below the state's worst rolled-out one, over ``epochs`` passes (the states where the
    teacher departed from its base weigh ``focus``); the last epoch's mean loss. The network's
    inputs carry no gradient and are computed once."""
    import torch

    from hpcgym.agents.ppo import Adam
    from hpcgym.agents.windownet import masked_logits

    net = model.net
    with torch.no_grad():
        parts = []
        for b in range(0, len(data), 4096):
            obs = {k: torch.as_tensor(v[b : b + 4096]) for k, v in data.obs.items()}
            parts.append(net.inputs(obs))
        x, ctx, qmask = (torch.cat([p[i] for p in parts]) for i in range(3))
    amask = torch.as_tensor(data.obs["action_mask"])
    q_kind = bool(np.isnan(target).any())
    rolled = torch.as_tensor(np.isfinite(target))
    tgt = torch.as_tensor(np.nan_to_num(target, nan=0.0))
    floor = torch.as_tensor(np.nanmin(np.where(np.isfinite(target), target, np.nan), 1) - 1.0)
    weight = torch.as_tensor(np.where(data.departed, focus, 1.0).astype(np.float32))
    opt = Adam(list(net.parameters()), lr)
    gen = torch.Generator().manual_seed(seed)
    n, mean = len(data), math.nan
    for epoch in range(epochs):
        opt.lr = lr * 0.5 * (1 + math.cos(math.pi * epoch / max(epochs, 1)))  # cosine decay
        perm = torch.randperm(n, generator=gen)
        total = 0.0
        for b in range(0, n, batch):
            i = perm[b : b + batch]
            logits, _ = net.head(x[i], ctx[i], qmask[i])
            if q_kind:
                on, valid = rolled[i], amask[i] > 0.5
                fit_err = torch.where(on, (logits - tgt[i]) ** 2, 0.0).sum(-1)
                over = torch.relu(logits - floor[i, None])
                hinge = torch.where(valid & ~on, over**2, 0.0).sum(-1)
                per = fit_err + hinge
            else:
                logp = torch.log_softmax(masked_logits(logits, amask[i]), -1)
                per = -(tgt[i] * logp.clamp(min=-1e4)).sum(-1)
            w = weight[i]
            loss = (w * per).sum() / w.sum()
            opt.zero_grad()
            loss.backward()
            opt.clip(1.0)
            opt.step()
            total += float(loss.detach()) * len(i)
        mean = total / n
    return mean


def agreement(model: Any, data: Labels) -> dict[str, float]:
    """How often the policy's deterministic choice is the teacher's action, overall and on the
    states where the teacher departed from its base; its mean regret (the chosen candidate's
    cost above the best, in % of the best, over the states whose choice was rolled out)."""
    acts = np.concatenate(
        [
            np.atleast_1d(
                model.predict(
                    {k: v[b : b + 4096] for k, v in data.obs.items()}, deterministic=True
                )[0]
            )
            for b in range(0, len(data), 4096)
        ]
    )
    same = acts == data.action
    c = data.costs[np.arange(len(data)), acts].astype(np.float64)
    best = data.costs.min(1).astype(np.float64)
    ok = np.isfinite(c) & (best > 0)
    return {
        "agree": float(same.mean()),
        "agree_departed": float(same[data.departed].mean()) if data.departed.any() else math.nan,
        "regret_pct": float(100 * ((c[ok] - best[ok]) / best[ok]).mean()) if ok.any() else math.nan,
        "unrolled": float((~np.isfinite(c)).mean()),
    }


def validate(model: Any, env_id: str, env_kwargs: dict[str, Any], episodes: int) -> dict[str, Any]:
    """The model against F1 (the best baseline of the Lublin-model tasks) on the first
    ``episodes`` validation episodes: the geometric mean of the per-episode ratios with its
    95% paired bootstrap interval, and the utilization and mean wait changes (+ = better)."""
    import gymnasium as gym

    from hpcgym.agents.evaluate import load_agent, run_episode
    from hpcgym.agents.paired import bootstrap_interval

    env = gym.make(env_id, **{**env_kwargs, "split": "validation"})
    try:
        base = load_agent("f1", env, env_id)

        class Learned:
            name, masked, remap, seconds, decisions = "student", True, False, 0.0, 0

        me: Any = Learned()
        me.model = model
        a, b = [], []
        for i in range(episodes):
            a.append(run_episode(env, me, i, i))
            b.append(run_episode(env, base, i, i))
    finally:
        env.close()
    logs = np.log([x["objective"] / y["objective"] for x, y in zip(a, b)])
    lo, hi = bootstrap_interval(logs)

    def change(key: str, higher: bool) -> float:
        m, n = np.mean([x[key] for x in a]), np.mean([y[key] for y in b])
        return float(100 * (m - n) / n * (1 if higher else -1))

    return {
        "score": float(math.exp(logs.mean())),
        "lo": float(math.exp(lo)),
        "hi": float(math.exp(hi)),
        "episodes": episodes,
        "utilization_better_pct": change("actual_utilization", True),
        "mean_wait_better_pct": change("mean_wait_h", False),
        "ms_per_decision": 1000 * me.seconds / max(me.decisions, 1),
    }


@dataclass(slots=True)
class Recipe:
    """A distillation run: the teacher, the episodes (teacher-played, then per DAgger round
    student-played, from disjoint ranges of the train split's seeds), the loss and the fit."""

    teacher: str = "lookahead:f1:8"
    episodes: int = 400
    rounds: int = 2
    round_episodes: int = 400
    loss: str = "soft"
    temperature: float = 0.01
    focus: float = 1.0
    epochs: int = 6
    lr: float = 1e-3
    batch: int = 512
    validation: int = 100
    lanes: int = 16
    forced_keep: float = 0.2


def run(config: Any, recipe: Recipe, out: Path, verbose: bool = True) -> Path:
    """Distil ``recipe.teacher`` into a new model of ``config`` (a TrainConfig of the native
    learner), validating after every round; ``out`` gets ``model.zip``, ``config.json``,
    ``curve.json`` and the labelled states (``labels.npz``). The model's path."""
    import gymnasium as gym
    import torch

    from hpcgym.agents import ppo
    from hpcgym.agents.env_util import vector_env
    from hpcgym.agents.train import _write_config
    from hpcgym.io import write_atomic

    if recipe.loss not in LOSSES:
        raise InputError(f"distill: loss {recipe.loss!r}; known: {', '.join(LOSSES)}")
    out.mkdir(parents=True, exist_ok=True)
    torch.set_num_threads(config.torch_threads)
    venv = vector_env(config.env_id, config.env_kwargs, 1, sync=True)
    try:
        model = ppo.new_model(config, venv)
        spaces = {"observation_space": model.observation_space, "action_space": model.action_space}
    finally:
        venv.close()

    def make_env() -> Any:
        return gym.make(config.env_id, **{**config.env_kwargs, "split": "train"})

    curve: list[dict[str, Any]] = []
    parts: list[Labels] = []
    first = 1_000_000 * (config.seed + 1)  # each run seed its own training episodes
    t0 = time.process_time()
    for r in range(recipe.rounds + 1):
        n = recipe.episodes if r == 0 else recipe.round_episodes
        start = first if r == 0 else first + recipe.episodes + (r - 1) * recipe.round_episodes
        seeds = range(start, start + n)
        tic = time.process_time()
        student = None if r == 0 else model
        new = gather(
            make_env,
            recipe.teacher,
            config.env_id,
            seeds,
            student,
            recipe.lanes,
            recipe.forced_keep,
        )
        label_s = time.process_time() - tic
        held = agreement(model, new) if r > 0 else None
        parts.append(new)
        data = Labels.join(parts)
        tic = time.process_time()
        loss = fit(
            model,
            data,
            targets(data, recipe.loss, recipe.temperature),
            recipe.epochs,
            recipe.lr,
            recipe.batch,
            config.seed + r,
            recipe.focus,
        )
        fit_s = time.process_time() - tic
        val = validate(model, config.env_id, config.env_kwargs, recipe.validation)
        point = {
            "round": r,
            "states": len(data),
            "loss": loss,
            "label_cpu_s": label_s,
            "fit_cpu_s": fit_s,
            "on_new_states_before_refit": held,
            "validation": val,
        }
        curve.append(point)
        if verbose:
            print(json.dumps(point), flush=True)
    model.num_timesteps = 0
    write_atomic(out / "model.zip", model.save)
    _write_config(
        out,
        config,
        spaces,
        status="done",
        steps=0,
        distill={"recipe": asdict(recipe), "cpu_s": time.process_time() - t0},
    )
    (out / "curve.json").write_text(json.dumps(curve, indent=1) + "\n")
    Labels.join(parts).save(out / "labels.npz")
    return out / "model.zip"


def main(argv: Sequence[str] | None = None) -> None:
    from hpcgym.agents.models import NATIVE
    from hpcgym.agents.models import recipe as train_recipe

    p = argparse.ArgumentParser(
        prog="python -m hpcgym.agents.distill",
        description="Distil a rollout teacher into a window policy on a dispatch env's "
        "generated training episodes (DAgger rounds, cost-sensitive loss), validating each round",
    )
    p.add_argument("--env-kwargs", default='{"workload": "lublin_256-model", "jobs": 256}')
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--hyper", default="{}", help="TrainConfig fields (attention, hidden, ranks, ...)"
    )
    p.add_argument("--recipe", default="{}", help="Recipe fields (teacher, episodes, loss, ...)")
    p.add_argument("--out", type=Path, required=True)
    a = p.parse_args(argv)
    try:
        config = train_recipe(
            "hpcgym/Dispatch-v0",
            NATIVE,
            seed=a.seed,
            env_kwargs=json.loads(a.env_kwargs),
            steps=0,
            **json.loads(a.hyper),
        )
        rec = Recipe(**json.loads(a.recipe))
    except (TypeError, json.JSONDecodeError) as e:
        raise SystemExit(f"distill: {e}") from None
    print(run(config, rec, a.out))


if __name__ == "__main__":
    main()


def plot_curve(curve: list[dict[str, Any]], path: Path, title: str = "") -> Path:
    """The validation learning curve of a run (``curve.json``): the score against F1 with its
    95% interval after each round, against the labelled states the fit had seen."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from hpcgym.io import save_figure

    x = [p["states"] for p in curve]
    y = [p["validation"]["score"] for p in curve]
    lo = [p["validation"]["score"] - p["validation"]["lo"] for p in curve]
    hi = [p["validation"]["hi"] - p["validation"]["score"] for p in curve]
    fig, ax = plt.subplots(figsize=(5, 3))
    ax.errorbar(x, y, yerr=[lo, hi], fmt="o-", capsize=3, label="validation score vs F1")
    ax.axhline(1.0, color="grey", lw=0.8, ls="--", label="F1")
    ax.set_xlabel("labelled states fitted (teacher-played, then DAgger rounds)")
    ax.set_ylabel("score ↓ (geo-mean ratio)")
    ax.set_title(title, fontsize=9)
    ax.legend(fontsize=7)
    fig.tight_layout()
    save_figure(fig, path, dpi=100)
    plt.close(fig)
    return path
