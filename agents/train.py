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
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import gymnasium as gym

import hpcgym  # noqa: F401  (registers the ids)

ALGOS = ("maskable-ppo", "ppo")
# "window": the job-equivariant scorer of hpcgym.agents.policies; "mlp": SB3's MultiInputPolicy.
POLICIES = ("window", "mlp")


@dataclass(slots=True)
class TrainConfig:
    """What a training run needs; saved beside the model so it can be rebuilt and judged."""

    env_id: str = "hpcgym/Dispatch-v0"
    env_kwargs: dict[str, Any] = field(default_factory=dict)
    algo: str = "maskable-ppo"
    steps: int = 100_000
    seed: int = 0
    n_envs: int = 8
    learning_rate: float = 3e-4
    n_steps: int = 256
    batch_size: int = 256
    n_epochs: int = 10
    gamma: float = 0.99
    gae_lambda: float = 0.95
    ent_coef: float = 0.01
    clip_range: float = 0.2
    net_arch: list[int] = field(default_factory=lambda: [128, 128])
    torch_threads: int = 1
    subproc: bool = False
    pretrain: str | None = None
    pretrain_steps: int = 20_000
    pretrain_epochs: int = 5
    policy: str = "window"
    normalize_reward: bool = True


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


def _window_actions(venv: Any) -> bool:
    """Whether the actions are "a queue-window job, or end the pass" (what "window" scores)."""
    spaces = getattr(venv.observation_space, "spaces", {})
    return "queue" in spaces and venv.action_space.n == spaces["queue"].shape[0] + 1


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
    from hpcgym.agents.tasknet import is_task_env

    task_window = config.policy == "window" and is_task_env(venv.observation_space)
    if config.policy == "window" and not _window_actions(venv) and not task_window:
        # the window scorer gives one logit per queue job and one to end the pass; an env
        # with other actions (hpcgym/WorkflowSubmit-v0: a submission mode) gets the Dict MLP
        config = replace(config, policy="mlp")
    if config.policy == "window":
        from hpcgym.agents.policies import (MaskableWindowPolicy, WindowPolicy,
                                            window_policy_kwargs)

        policy: Any = MaskableWindowPolicy if config.algo == "maskable-ppo" else WindowPolicy
        policy_kwargs = window_policy_kwargs(vf=list(config.net_arch))
        if task_window:  # hpcgym/TaskDispatch-v0: one logit per window workflow, one to idle
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


def clone(model: Any, config: TrainConfig, verbose: bool = False) -> float:
    """Behaviour cloning: fit the policy to a baseline's choices on training episodes.

    The baseline (``config.pretrain``) runs ``pretrain_steps`` steps of the training split;
    the policy then minimises the negative log-likelihood of its actions under the masks for
    ``pretrain_epochs`` epochs. PPO starts from there instead of from a uniform policy.
    """
    import numpy as np
    import torch

    from hpcgym.baselines import make_baseline

    env = make_env(config.env_id, config.env_kwargs, "maskable-ppo")()
    from hpcgym.agents.evaluate import baselines_for

    agent = baselines_for(config.env_id)[1](config.pretrain, env)
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


def load(path: str | Path) -> tuple[Any, TrainConfig]:
    """A saved model and its training config (``config.json`` beside ``model.zip``)."""
    path = Path(path)
    cfg_path = path.with_name("config.json")
    if not cfg_path.exists():
        raise FileNotFoundError(f"{cfg_path}: no config.json beside the model")
    config = TrainConfig(**json.loads(cfg_path.read_text())["config"])
    import torch

    # one step's forward pass is tiny: more threads only contend on a shared machine
    # (measured 40 ms a predict with 2 threads under load, 3 ms with 1)
    torch.set_num_threads(config.torch_threads)
    if config.algo == "maskable-ppo":
        from sb3_contrib import MaskablePPO

        return MaskablePPO.load(path, device="cpu"), config
    from stable_baselines3 import PPO

    return PPO.load(path, device="cpu"), config
