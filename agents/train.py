"""Train a learned dispatch agent with sb3-contrib's MaskablePPO or SB3's PPO.

Training episodes come from the env's ``train`` split (the first 80% of a trace; generator
seeds below 2**31 for Edison), so :mod:`hpcgym.agents.evaluate` can judge on held-out
windows. The output folder holds ``model.zip``, ``config.json`` (env id and kwargs, algorithm,
hyperparameters, seed), TensorBoard logs in ``tb/`` and per-episode ``monitor_k.monitor.csv``
(return, length, objective).
"""
from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

import gymnasium as gym

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.agents.models import ALGOS, POLICIES, TrainConfig
from hpcgym.envs.registration import spec


def make_env(env_id: str, env_kwargs: dict[str, Any], algo: str, split: str = "train",
             monitor: str | None = None) -> Callable[[], gym.Env]:
    """A picklable thunk building the env (wrapped for plain PPO) in any process."""

    def thunk() -> gym.Env:
        import hpcgym  # noqa: F401  (a fresh worker process registers the ids too)
        from stable_baselines3.common.monitor import Monitor

        env = gym.make(env_id, **{"split": split, **env_kwargs})
        if algo == "ppo":
            from hpcgym.agents.wrappers import RemapMasked

            env = RemapMasked(env)
        return Monitor(env, filename=monitor, info_keywords=("objective",))

    return thunk


def _Progress(total: int) -> Any:
    """A callback printing steps, steps/s and the mean objective of recent episodes."""
    from stable_baselines3.common.callbacks import BaseCallback

    class Progress(BaseCallback):
        def _on_training_start(self) -> None:
            self._t0 = time.perf_counter()
            self._objectives: list[float] = []

        def _on_step(self) -> bool:
            for info in self.locals.get("infos", ()):
                if "objective" in info:
                    self._objectives.append(info["objective"])
            return True

        def _on_rollout_end(self) -> None:
            recent = self._objectives[-20:]
            mean = sum(recent) / len(recent) if recent else float("nan")
            dt = time.perf_counter() - self._t0
            print(f"{self.num_timesteps:>9}/{total} steps  {self.num_timesteps / dt:7.0f} steps/s  "
                  f"episodes {len(self._objectives):>5}  objective (last 20) {mean:.3f}",
                  flush=True)

    return Progress()


def train(config: TrainConfig, out: str | Path, verbose: bool = False) -> Path:
    """Train, save ``model.zip`` and ``config.json`` in ``out``; returns the model path."""
    import torch
    from stable_baselines3 import PPO
    from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv

    torch.set_num_threads(config.torch_threads)  # shared machines: one core per learner

    if config.algo not in ALGOS:
        raise ValueError(f"unknown algorithm {config.algo!r}; known: {', '.join(ALGOS)}")
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    thunks = [make_env(config.env_id, config.env_kwargs, config.algo,
                       monitor=str(out / f"monitor_{k}"))
              for k in range(config.n_envs)]
    venv = SubprocVecEnv(thunks) if config.subproc else DummyVecEnv(thunks)
    venv.seed(config.seed)
    if config.normalize_reward:  # rewards only: the saved policy needs no statistics
        from stable_baselines3.common.vec_env import VecNormalize

        venv = VecNormalize(venv, norm_obs=False, norm_reward=True, gamma=config.gamma)
    if config.policy not in POLICIES:
        raise ValueError(f"unknown policy {config.policy!r}; known: {', '.join(POLICIES)}")
    network = spec(config.env_id).network if config.policy == "window" else "mlp"
    if network == "mlp" and config.policy == "window":
        # the env's registry entry says its actions are not window positions
        # (hpcgym/WorkflowSubmit-v0: a submission mode): the Dict MLP
        config = replace(config, policy="mlp")
    if network != "mlp":
        from hpcgym.agents.policies import (MaskableWindowPolicy, WindowPolicy,
                                            window_policy_kwargs)

        policy: Any = MaskableWindowPolicy if config.algo == "maskable-ppo" else WindowPolicy
        policy_kwargs = window_policy_kwargs(vf=list(config.net_arch))
        if network == "task-window":  # one logit per window workflow, one to idle
            from hpcgym.agents.tasknet import task_policy

            policy, policy_kwargs = task_policy(config.algo, list(config.net_arch))
    else:
        policy, policy_kwargs = "MultiInputPolicy", {"net_arch": list(config.net_arch)}
    kwargs = dict(learning_rate=config.learning_rate, n_steps=config.n_steps,
                  batch_size=config.batch_size, n_epochs=config.n_epochs, gamma=config.gamma,
                  gae_lambda=config.gae_lambda, ent_coef=config.ent_coef,
                  clip_range=config.clip_range, seed=config.seed,
                  policy_kwargs=policy_kwargs, tensorboard_log=str(out / "tb"), verbose=0,
                  device="cpu")
    if config.algo == "maskable-ppo":
        from sb3_contrib import MaskablePPO

        model = MaskablePPO(policy, venv, **kwargs)
    else:
        model = PPO(policy, venv, **kwargs)
    t0 = time.perf_counter()
    if config.pretrain:
        loss = clone(model, config, verbose)
        if verbose:
            print(f"behaviour cloning of {config.pretrain}: final loss {loss:.4f}", flush=True)
    model.learn(total_timesteps=config.steps, tb_log_name=config.algo,
                callback=_Progress(config.steps) if verbose else None)
    wall = time.perf_counter() - t0
    path = out / "model.zip"
    model.save(path)
    doc = {"config": asdict(config), "train_wall_s": wall,
           "train_steps_per_s": config.steps / wall if wall > 0 else None}
    (out / "config.json").write_text(json.dumps(doc, indent=2) + "\n")
    venv.close()
    return path


RUN = "hpcgym.agents.train:run_config"
LAST = 10  # episodes per env averaged into the run's final objective


def run_config(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Run function of the sweep runner: train into ``workdir`` (``config["train"]`` is a
    :class:`TrainConfig`); the metrics are the episodes run, the mean objective of each
    env's last episodes and, with ``eval_seeds`` K, the mean objective of the trained agent
    on seeds 0..K-1 of the test split (deterministic given the seed: the timing of episodes
    is left out)."""
    if workdir is None:
        raise ValueError("a training run needs a folder for its model (give --out)")
    cfg = TrainConfig(**config["train"])
    path = train(cfg, workdir, verbose=bool(config.get("log")))
    import csv

    episodes, last = 0, []
    for k in range(cfg.n_envs):
        with open(Path(workdir) / f"monitor_{k}.monitor.csv") as f:
            rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
        episodes += len(rows)
        last += [float(r["objective"]) for r in rows[-LAST:]]
    metrics: dict[str, Any] = {"episodes": episodes, "steps": cfg.steps,
                               "objective_last": sum(last) / len(last) if last else None}
    k = int(config.get("eval_seeds", 0))
    if k:
        from hpcgym.agents.evaluate import load_agent, run_episode

        env = gym.make(cfg.env_id, **{**cfg.env_kwargs, "split": "test"})
        agent = load_agent(str(path), env, cfg.env_id)
        runs = [run_episode(env, agent, s) for s in range(k)]
        env.close()
        metrics["test_objective"] = sum(r["objective"] for r in runs) / k
    return {"metrics": metrics, "data": {"model": str(path)}}


def clone(model: Any, config: TrainConfig, verbose: bool = False) -> float:
    """Behaviour cloning: fit the policy to a baseline's choices on training episodes.

    The baseline (``config.pretrain``) runs ``pretrain_steps`` steps of the training split;
    the policy then minimises the negative log-likelihood of its actions under the masks for
    ``pretrain_epochs`` epochs. PPO starts from there instead of from a uniform policy.
    """
    import numpy as np
    import torch

    env = make_env(config.env_id, config.env_kwargs, "maskable-ppo")()
    agent = spec(config.env_id).make_baseline(config.pretrain, env)
    obs_list, acts, masks, rewards, ends = [], [], [], [], []
    obs, _ = env.reset(seed=config.seed + 10_000)
    while len(acts) < config.pretrain_steps:
        a, _ = agent.predict(obs)
        obs_list.append(obs)
        acts.append(int(a))
        masks.append(env.unwrapped.action_masks())
        obs, r, term, trunc, _ = env.step(a)
        rewards.append(r)
        ends.append(term or trunc)
        if term or trunc:
            obs, _ = env.reset()
    # the critic learns the baseline's discounted returns, so PPO's first advantages make sense
    returns = np.zeros(len(rewards), np.float32)
    g = 0.0
    for k in range(len(rewards) - 1, -1, -1):
        g = rewards[k] + (0.0 if ends[k] else config.gamma * g)
        returns[k] = g
    returns_t = torch.as_tensor(returns)
    keys = obs_list[0].keys()
    data = {k: torch.as_tensor(np.stack([o[k] for o in obs_list])) for k in keys}
    actions = torch.as_tensor(acts)
    mask_t = np.stack(masks)
    policy = model.policy
    opt = torch.optim.Adam(policy.parameters(), lr=1e-3)
    n = len(acts)
    gen = torch.Generator().manual_seed(config.seed)
    loss_v = float("nan")
    for epoch in range(config.pretrain_epochs):
        perm = torch.randperm(n, generator=gen)
        total = 0.0
        for b in range(0, n, 256):
            idx = perm[b:b + 256]
            batch = {k: v[idx] for k, v in data.items()}
            values, log_prob, _ = policy.evaluate_actions(batch, actions[idx],
                                                          action_masks=mask_t[idx.numpy()])
            loss = -log_prob.mean()
            if not config.normalize_reward:  # returns on the scale PPO will see
                loss = loss + 0.5 * ((values.flatten() - returns_t[idx]) ** 2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += float(loss.detach()) * len(idx)
        loss_v = total / n
        if verbose:
            print(f"  cloning epoch {epoch + 1}: nll {loss_v:.4f}", flush=True)
    env.close()
    return loss_v
