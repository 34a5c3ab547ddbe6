"""A permutation-equivariant policy for the dispatch window (the RLScheduler idea, for SB3).

Every window job is scored by the same small network from its own features, its workflow's
DAG features and the cluster/clock context, so a job gets the same logit wherever it sits in
the window; a separate head gives the end-of-pass logit, and the critic reads a pooled job
embedding plus the context. It plugs into SB3 / sb3-contrib as a features extractor whose
first ``window + 1`` outputs are the logits, taken as they are by the action head. The inputs
and the pieces without SB3 live in :mod:`hpcgym.agents.windownet`.
"""

from __future__ import annotations

import torch
from gymnasium import spaces
from sb3_contrib.common.maskable.policies import MaskableActorCriticPolicy
from stable_baselines3.common.policies import ActorCriticPolicy
from stable_baselines3.common.torch_layers import BaseFeaturesExtractor
from stable_baselines3.common.type_aliases import Schedule
from torch import nn

from hpcgym.agents.windownet import (
    RANKED,
    HeuristicViews,
    context_width,
    job_inputs,
    machine_widths,
    shape_of,
    window_ranks,
)


class WindowScorer(BaseFeaturesExtractor):
    """Features ``[job logits (K), end-of-pass logit, pooled job embedding, context]``.

    ``ranks`` names dispatch heuristics (:data:`hpcgym.baselines.dispatch.SCORES`) whose view
    each job also gets: its rank by the heuristic's score in the window and whether it is the
    job the heuristic's agent would pick; ``scales`` (total cores, units, max walltime)
    undo the observation's normalisation for them. With them a policy can follow a heuristic
    exactly and learn only where to depart from it. ``invariant``: the scorer and critic ignore
    the features that grow with the episode's length or the window's position in it (the
    clock's ``elapsed``, ``submitted`` and ``finished``, each job's ``submit``), so windows
    longer than the training ones show it no value it never saw.
    """

    def __init__(
        self,
        observation_space: spaces.Dict,
        hidden: int = 64,
        ranks: tuple[str, ...] = (),
        scales: tuple[int, int, int] | None = None,
        invariant: bool = False,
    ) -> None:
        K, F = shape_of(observation_space, "queue")
        W = shape_of(observation_space, "workflows")[1]
        C = context_width(observation_space)
        R = machine_widths(observation_space)[0]
        super().__init__(observation_space, features_dim=K + 1 + hidden + C)
        self.views = HeuristicViews(ranks, scales)
        self.invariant = invariant
        self.job = nn.Sequential(
            nn.Linear(F + W + R + C + len(RANKED) + 2 * len(self.views.names), hidden),
            nn.Tanh(),
            nn.Linear(hidden, hidden),
            nn.Tanh(),
        )
        self.score = nn.Linear(hidden, 1)
        self.end = nn.Sequential(nn.Linear(C + hidden, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, obs: dict[str, torch.Tensor]) -> torch.Tensor:
        x, ctx = job_inputs(obs, self.views, self.invariant)
        m = obs["queue_mask"]
        h = self.job(x)
        s = self.score(h).squeeze(-1)
        pooled = (h * m.unsqueeze(-1)).sum(1) / m.sum(1, keepdim=True).clamp(min=1.0)
        e = self.end(torch.cat([ctx, pooled], -1))
        return torch.cat([s, e, pooled, ctx], -1)


class TakeLogits(nn.Module):
    """The action head: the first ``n`` features are the logits."""

    def __init__(self, n: int) -> None:
        super().__init__()
        self.n = n

    def forward(self, latent: torch.Tensor) -> torch.Tensor:
        return latent[..., : self.n]


def _take_logits(
    policy: ActorCriticPolicy | MaskableActorCriticPolicy, lr_schedule: Schedule
) -> None:
    """Replace the built policy's linear action head by :class:`TakeLogits` (actor net must be
    empty) and rebuild its optimizer over the new parameters."""
    assert isinstance(policy.action_space, spaces.Discrete)  # a window index
    policy.action_net = TakeLogits(int(policy.action_space.n))
    # as SB3's own _build: the optimizer classes it takes all accept lr, torch's base does not
    policy.optimizer = policy.optimizer_class(  # type: ignore[call-arg]
        policy.parameters(), lr=lr_schedule(1), **policy.optimizer_kwargs
    )


class MaskableWindowPolicy(MaskableActorCriticPolicy):
    """MaskablePPO policy over the window, equivariant in the jobs."""

    def _build(self, lr_schedule: Schedule) -> None:
        super()._build(lr_schedule)
        _take_logits(self, lr_schedule)


class WindowPolicy(ActorCriticPolicy):
    """PPO policy over the window, equivariant in the jobs."""

    def _build(self, lr_schedule: Schedule) -> None:
        super()._build(lr_schedule)
        _take_logits(self, lr_schedule)


def window_policy_kwargs(
    hidden: int = 64,
    vf: list[int] | None = None,
    ranks: tuple[str, ...] = (),
    scales: tuple[int, int, int] | None = None,
    invariant: bool = False,
) -> dict:
    """``policy_kwargs`` for either policy: the scorer (seeing the ``ranks`` heuristics' views
    of the jobs; blind to the length-bound features when ``invariant``), no actor layers, a
    small critic."""
    extra: dict = {"ranks": tuple(ranks), "scales": scales} if ranks else {}
    if invariant:
        extra["invariant"] = True
    return {
        "features_extractor_class": WindowScorer,
        "features_extractor_kwargs": {"hidden": hidden, **extra},
        "net_arch": {"pi": [], "vf": vf or [64, 64]},
    }


__all__ = [
    "RANKED",
    "HeuristicViews",
    "MaskableWindowPolicy",
    "WindowPolicy",
    "WindowScorer",
    "shape_of",
    "window_ranks",
    "window_policy_kwargs",
]
