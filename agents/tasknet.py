"""A workflow-equivariant policy for ``hpcgym/TaskDispatch-v0`` (MaskablePPO / PPO).

Every window workflow is scored by the same small network from its own features (counts, LoP,
generation sizes, ages, kind), its rank in the window and the context (cluster, clock and a
summary of the processors' task ages), so a workflow gets the same logit wherever it sits; a
separate head gives the "leave the processors idle" logit, and the critic reads a pooled
workflow embedding plus the context. It reuses the dispatch window policy's classes
(:mod:`hpcgym.agents.policies`: the first ``window + 1`` features are the logits), with this
features extractor.
"""

from __future__ import annotations

from typing import Any

import torch
from gymnasium import spaces
from stable_baselines3.common.torch_layers import BaseFeaturesExtractor
from torch import nn

from hpcgym.agents.policies import shape_of
from hpcgym.envs.task_dispatch.observation import CLOCK, PROCESSOR, WF

# hour-valued features, compressed with log1p
_HOURS = [WF.age_h, WF.wait_h, WF.run_h, WF.task_age_mean_h, WF.task_age_max_h]
_PROC_SUMMARY = 4


class TaskWindowScorer(BaseFeaturesExtractor):
    """Features ``[workflow logits (K), idle logit, pooled embedding, context]``."""

    def __init__(self, observation_space: spaces.Dict, hidden: int = 64) -> None:
        K, F = shape_of(observation_space, "workflows")
        G = shape_of(observation_space, "generations")[1]
        C = (
            shape_of(observation_space, "cluster")[0]
            + shape_of(observation_space, "clock")[0]
            + _PROC_SUMMARY
        )
        super().__init__(observation_space, features_dim=K + 1 + hidden + C)
        self.row = nn.Sequential(
            nn.Linear(F + G + 1 + C, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh()
        )
        self.score = nn.Linear(hidden, 1)
        self.idle = nn.Sequential(nn.Linear(C + hidden, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, obs: dict[str, torch.Tensor]) -> torch.Tensor:
        wf, gens, m = obs["workflows"], obs["generations"], obs["workflow_mask"]
        wf = wf.clone()
        wf[..., _HOURS] = torch.log1p(wf[..., _HOURS])
        K = wf.shape[1]
        rank = torch.arange(K, dtype=wf.dtype, device=wf.device).expand(wf.shape[0], K) / K
        procs = obs["processors"]
        busy, age = procs[..., PROCESSOR.busy], torch.log1p(procs[..., PROCESSOR.age_h])
        nb = busy.sum(1, keepdim=True).clamp(min=1.0)
        psum = torch.cat(
            [
                (age * busy).sum(1, keepdim=True) / nb,
                age.max(1, keepdim=True)[0],
                ((age < 0.01) * busy).sum(1, keepdim=True) / busy.shape[1],
                ((age > 0.25) * busy).sum(1, keepdim=True) / busy.shape[1],
            ],
            -1,
        )
        clock = obs["clock"].clone()
        clock[..., CLOCK.elapsed_h] = torch.log1p(clock[..., CLOCK.elapsed_h])
        ctx = torch.cat([obs["cluster"], clock, psum], -1)
        h = self.row(
            torch.cat([wf, gens, rank.unsqueeze(-1), ctx.unsqueeze(1).expand(-1, K, -1)], -1)
        )
        s = self.score(h).squeeze(-1)
        pooled = (h * m.unsqueeze(-1)).sum(1) / m.sum(1, keepdim=True).clamp(min=1.0)
        e = self.idle(torch.cat([ctx, pooled], -1))
        return torch.cat([s, e, pooled, ctx], -1)


def task_policy(algo: str, vf: list[int] | None = None, hidden: int = 64) -> tuple[Any, dict]:
    """The policy class and ``policy_kwargs`` for MaskablePPO (``maskable-ppo``) or PPO."""
    from hpcgym.agents.policies import MaskableWindowPolicy, WindowPolicy

    policy = MaskableWindowPolicy if algo == "maskable-ppo" else WindowPolicy
    return policy, {
        "features_extractor_class": TaskWindowScorer,
        "features_extractor_kwargs": {"hidden": hidden},
        "net_arch": {"pi": [], "vf": vf or [64, 64]},
    }
