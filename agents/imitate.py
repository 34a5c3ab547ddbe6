"""Imitation before PPO: behaviour cloning of a teacher, then DAgger rounds.

The teacher (``config.pretrain``) is a baseline, ``lookahead:BASE[:K]`` (the hindsight
rollout of :mod:`hpcgym.agents.lookahead`) or ``rollout:BASE[:K]`` (the same without
hindsight). Cloning fits the policy to the teacher's choices on
``pretrain_steps`` steps of training episodes that the teacher plays. Each of the
``pretrain_dagger`` rounds then lets the policy play another ``pretrain_steps`` steps, labels
every state it visits with the teacher's choice and refits on everything gathered (DAgger,
Ross, Gordon & Bagnell, AISTATS 2011), so the policy learns what to do in the states its own
mistakes lead to. PPO starts from there instead of from a uniform policy. The native learner
(:mod:`hpcgym.agents.ppo`) gathers the states on a vector env (:func:`clone_vec`).

A look-ahead teacher mostly agrees with its base heuristic; the few states where its rollouts
found a better action than the base's are where all its gain lies. ``pretrain_focus`` > 1
weighs those states that many times in the cloning loss: cost-sensitive imitation in the spirit
of AggreVaTe (Ross & Bagnell, 2014), which weighs each state by what a wrong choice there costs.
It trades wrong departures for missed ones (measured on Lublin-1 in the README).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from hpcgym.agents.models import TrainConfig


@dataclass(slots=True)
class Samples:
    """States, the teacher's action in each, the masks, whether the teacher departed from its
    base there and the returns-to-go (for the critic) of the segments gathered so far."""

    obs: list[dict[str, np.ndarray]] = field(default_factory=list)
    actions: list[int] = field(default_factory=list)
    masks: list[np.ndarray] = field(default_factory=list)
    departed: list[bool] = field(default_factory=list)
    returns: list[float] = field(default_factory=list)


def collect(
    env: Any, teacher: Any, student: Any | None, steps: int, seed: int, gamma: float, out: Samples
) -> None:
    """``steps`` steps played by ``student`` (or the teacher when None), every state labelled
    with the teacher's action."""
    obs, _ = env.reset(seed=seed)
    rewards, ends = [], []
    for _ in range(steps):
        mask = env.unwrapped.action_masks()
        label = int(teacher.predict(obs)[0])
        act = (
            label
            if student is None
            else int(student.predict(obs, deterministic=True, action_masks=mask)[0])
        )
        out.obs.append(obs)
        out.actions.append(label)
        out.masks.append(mask)
        out.departed.append(bool(getattr(teacher, "departed", False)))
        obs, r, term, trunc, _ = env.step(act)
        rewards.append(r)
        ends.append(term or trunc)
        if term or trunc:
            obs, _ = env.reset()
    g, back = 0.0, []
    for r, end in zip(reversed(rewards), reversed(ends)):
        g = r + (0.0 if end else gamma * g)
        back.append(g)
    out.returns.extend(reversed(back))


def fit(model: Any, data: Samples, config: TrainConfig, verbose: bool = False) -> float:
    """Minimise the negative log-likelihood of the teacher's actions under the masks, the
    states where it departed from its base weighing ``pretrain_focus`` (and, without reward
    normalisation, the critic's error on the returns) for ``pretrain_epochs`` epochs; the last
    epoch's mean loss."""
    import torch

    keys = data.obs[0].keys()
    obs = {k: torch.as_tensor(np.stack([o[k] for o in data.obs])) for k in keys}
    actions = torch.as_tensor(data.actions)
    masks = np.stack(data.masks)
    returns = torch.as_tensor(np.asarray(data.returns, np.float32))
    weights = torch.as_tensor(
        np.where(data.departed, config.pretrain_focus, 1.0).astype(np.float32)
    )
    policy = model.policy
    from hpcgym.agents.ppo import Adam, PPOModel

    opt: Any = (
        Adam(list(policy.parameters()), 1e-3)
        if isinstance(model, PPOModel)
        else torch.optim.Adam(policy.parameters(), lr=1e-3)
    )
    n = len(data.actions)
    gen = torch.Generator().manual_seed(config.seed)
    loss_v = float("nan")
    for epoch in range(config.pretrain_epochs):
        perm = torch.randperm(n, generator=gen)
        total = 0.0
        for b in range(0, n, 256):
            idx = perm[b : b + 256]
            batch = {k: v[idx] for k, v in obs.items()}
            values, log_prob, _ = policy.evaluate_actions(
                batch, actions[idx], action_masks=masks[idx.numpy()]
            )
            w = weights[idx]
            loss = -(w * log_prob).sum() / w.sum()
            if not config.normalize_reward:  # returns on the scale PPO will see
                loss = loss + 0.5 * ((values.flatten() - returns[idx]) ** 2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += float(loss.detach()) * len(idx)
        loss_v = total / n
        if verbose:
            print(f"  cloning epoch {epoch + 1}: nll {loss_v:.4f} on {n:,} states", flush=True)
    return loss_v


def clone(model: Any, config: TrainConfig, env: Any, verbose: bool = False) -> float:
    """Cloning then ``pretrain_dagger`` DAgger rounds on ``env`` (the training split, closed
    at the end); the last loss."""
    from hpcgym.agents.evaluate import load_agent

    assert config.pretrain is not None  # train() clones only when a teacher is named
    try:
        teacher = load_agent(config.pretrain, env, config.env_id).model
        data = Samples()
        collect(env, teacher, None, config.pretrain_steps, config.seed + 10_000, config.gamma, data)
        loss = fit(model, data, config, verbose)
        for k in range(config.pretrain_dagger):
            collect(
                env,
                teacher,
                model,
                config.pretrain_steps,
                config.seed + 20_000 + k,
                config.gamma,
                data,
            )
            loss = fit(model, data, config, verbose)
            if verbose:
                print(f"DAgger round {k + 1}: nll {loss:.4f}", flush=True)
        return loss
    finally:
        env.close()


def collect_vec(
    venv: Any,
    teachers: list[Any],
    student: Any | None,
    steps: int,
    seed: int,
    gamma: float,
    out: Samples,
) -> None:
    """:func:`collect` on a ``SyncVectorEnv``: about ``steps`` steps over its sub-envs, each
    labelled by its own teacher (``teachers[k]`` acts on sub-env k, as a look-ahead teacher
    must), the student choosing for all of them in one batched ``predict``. The autoreset
    step after an episode's end is not a state and is not kept."""
    obs, _ = venv.reset(seed=seed)
    n = venv.num_envs
    resets = np.zeros(n, bool)
    trails: list[list[tuple[int, float, bool]]] = [[] for _ in range(n)]
    for _ in range(-(-steps // n)):
        labels = np.zeros(n, np.int64)
        for k in range(n):
            if resets[k]:
                continue
            one = {key: v[k] for key, v in obs.items()}
            labels[k] = int(teachers[k].predict(one)[0])
            out.obs.append(one)
            out.actions.append(int(labels[k]))
            out.masks.append(np.asarray(one["action_mask"]) > 0.5)
            out.departed.append(bool(getattr(teachers[k], "departed", False)))
        acts = labels if student is None else student.predict(obs, deterministic=True)[0]
        kept = np.flatnonzero(~resets)
        obs, r, term, trunc, _ = venv.step(np.asarray(acts))
        base = len(out.obs) - len(kept)
        for i, k in enumerate(kept.tolist()):
            trails[k].append((base + i, float(r[k]), bool(term[k] or trunc[k])))
        resets = term | trunc
    returns = np.zeros(len(out.obs) - len(out.returns))
    first = len(out.returns)
    for trail in trails:
        g = 0.0
        for idx, r_k, end in reversed(trail):
            g = r_k + (0.0 if end else gamma * g)
            returns[idx - first] = g
    out.returns.extend(returns.tolist())


def clone_vec(model: Any, config: TrainConfig, verbose: bool = False) -> float:
    """:func:`clone` for the native learner: teacher-played and DAgger states gathered on a
    ``SyncVectorEnv`` of ``config.n_envs`` training envs (one teacher per sub-env); the last
    loss."""
    from hpcgym.agents.env_util import vector_env
    from hpcgym.agents.evaluate import load_agent

    assert config.pretrain is not None  # train() clones only when a teacher is named
    venv = vector_env(config.env_id, config.env_kwargs, config.n_envs, sync=True)
    try:
        subs = venv.envs  # type: ignore[attr-defined]
        teachers = [load_agent(config.pretrain, e, config.env_id).model for e in subs]
        data = Samples()
        steps, g = config.pretrain_steps, config.gamma
        collect_vec(venv, teachers, None, steps, config.seed + 10_000, g, data)
        loss = fit(model, data, config, verbose)
        for k in range(config.pretrain_dagger):
            collect_vec(venv, teachers, model, steps, config.seed + 20_000 + k, g, data)
            loss = fit(model, data, config, verbose)
            if verbose:
                print(f"DAgger round {k + 1}: nll {loss:.4f}", flush=True)
        return loss
    finally:
        venv.close()
