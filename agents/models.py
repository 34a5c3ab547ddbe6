"""A learned agent on disk: the training config saved beside ``model.zip``, and loading both."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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
