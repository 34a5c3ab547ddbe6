"""A permutation-equivariant policy for the dispatch window (the RLScheduler idea, for SB3).

Every window job is scored by the same small network from its own features, its workflow's
DAG features and the cluster/clock context, so a job gets the same logit wherever it sits in
the window; a separate head gives the end-of-pass logit, and the critic reads a pooled job
embedding plus the context. It plugs into SB3 / sb3-contrib as a features extractor whose
first ``window + 1`` outputs are the logits, taken as they are by the action head.
"""

from __future__ import annotations

import numpy as np
import torch
from gymnasium import spaces
from sb3_contrib.common.maskable.policies import MaskableActorCriticPolicy
from stable_baselines3.common.policies import ActorCriticPolicy
from stable_baselines3.common.torch_layers import BaseFeaturesExtractor
from stable_baselines3.common.type_aliases import Schedule
from torch import nn

from hpcgym.envs.batch_window.observation import CLOCK, QUEUE
from hpcgym.errors import InputError, UnknownNameError


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
        C = shape_of(observation_space, "cluster")[0] + shape_of(observation_space, "clock")[0]
        super().__init__(observation_space, features_dim=K + 1 + hidden + C)
        self.views = HeuristicViews(ranks, scales)
        self.invariant = invariant
        self.job = nn.Sequential(
            nn.Linear(F + W + C + len(RANKED) + 2 * len(self.views.names), hidden),
            nn.Tanh(),
            nn.Linear(hidden, hidden),
            nn.Tanh(),
        )
        self.score = nn.Linear(hidden, 1)
        self.end = nn.Sequential(nn.Linear(C + hidden, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, obs: dict[str, torch.Tensor]) -> torch.Tensor:
        q, w, m = obs["queue"], obs["workflows"], obs["queue_mask"]
        ranks = window_ranks(q, m)
        views = self.views(q, m)
        clock = obs["clock"]
        if self.invariant:
            q = q * _KEEP_QUEUE.to(q)
            clock = clock * _KEEP_CLOCK.to(clock)
        # wait and submit can be large (days): compress them, keep the order
        q = torch.cat(
            [
                q[..., _SIZE],
                torch.log1p(q[..., _DAYS]),
                q[..., _SHARES],
                torch.log1p(q[..., _AGE]),
                ranks,
                views,
            ],
            -1,
        )
        ctx = torch.cat([obs["cluster"], clock], -1)
        K = q.shape[1]
        h = self.job(torch.cat([q, w, ctx.unsqueeze(1).expand(-1, K, -1)], -1))
        s = self.score(h).squeeze(-1)
        pooled = (h * m.unsqueeze(-1)).sum(1) / m.sum(1, keepdim=True).clamp(min=1.0)
        e = self.end(torch.cat([ctx, pooled], -1))
        return torch.cat([s, e, pooled, ctx], -1)


class HeuristicViews:
    """Per job and named heuristic: its rank by the heuristic's score among the window's jobs
    (in [0, 1)) and 1 if it is the job the heuristic's agent picks
    (:class:`~hpcgym.baselines.dispatch.HeuristicAgent`: lowest score, ties to the first in
    the window). No gradient flows here."""

    def __init__(self, names: tuple[str, ...], scales: tuple[int, int, int] | None) -> None:
        from hpcgym.baselines.dispatch import SCORES, check_scores
        from hpcgym.envs.batch_window.types import Scales

        try:
            check_scores(list(names))
        except InputError as e:
            raise UnknownNameError(f"ranks: {e}") from None
        if names and scales is None:
            raise InputError("ranks: the env's scales are needed to score jobs")
        self.names = tuple(names)
        self.scores = [SCORES[n] for n in self.names]
        self.scales = Scales(*scales) if scales else None

    def __call__(self, q: torch.Tensor, m: torch.Tensor) -> torch.Tensor:
        from hpcgym.baselines.dispatch import TIE_TOL

        B, K, F = q.shape
        if not self.names:
            return q.new_zeros((B, K, 0))
        assert self.scales is not None  # __init__ refuses names without scales
        qn = q.detach().cpu().numpy().astype(np.float64)
        valid = m.detach().cpu().numpy() > 0.5
        n = np.maximum(valid.sum(1, keepdims=True), 1)
        rows = np.arange(K)[None, :]
        out = []
        for score in self.scores:
            s = np.where(valid, score(qn.reshape(B * K, F), self.scales).reshape(B, K), np.inf)
            order = np.argsort(s, axis=1, kind="stable")
            out.append(np.argsort(order, axis=1, kind="stable") / n * valid)
            low = s.min(1, keepdims=True)  # inf on an empty window: no job is near it
            near = valid & (s <= low + TIE_TOL * np.abs(low) + 1e-12)
            first = np.where(near.any(1), near.argmax(1), -1)[:, None]
            out.append((rows == first).astype(np.float64))
        return torch.as_tensor(np.stack(out, -1), dtype=q.dtype, device=q.device)


# Window ranks given to the scorer (feature index, +1 ascending / -1 descending): requested
# walltime, cores, and time waited. Ranks make SJF-like orders easy to represent exactly.
RANKED = ((QUEUE.prio_walltime, 1.0), (QUEUE.cores, 1.0), (QUEUE.wait, -1.0))
# The queue columns by how the scorer takes them: as they are, or (in days) log1p-compressed.
_SIZE = slice(QUEUE.cores, QUEUE.log_walltime + 1)
_DAYS = slice(QUEUE.wait, QUEUE.submit + 1)
_SHARES = slice(QUEUE.fits, QUEUE.prio_walltime + 1)
_AGE = slice(QUEUE.age, QUEUE.age + 1)
# 1 for the features an invariant scorer keeps, 0 for those tied to the episode's length.
_KEEP_QUEUE = torch.tensor([0.0 if n == "submit" else 1.0 for n in QUEUE])
_KEEP_CLOCK = torch.tensor(
    [0.0 if n in ("elapsed", "submitted", "finished") else 1.0 for n in CLOCK]
)


def window_ranks(q: torch.Tensor, m: torch.Tensor) -> torch.Tensor:
    """Rank of each valid job among the window's valid jobs, in [0, 1), per ranked feature."""
    n = m.sum(1, keepdim=True).clamp(min=1.0)
    out = []
    for col, sign in RANKED:
        v = torch.where(m > 0.5, sign * q[..., col], torch.full_like(q[..., col], float("inf")))
        out.append(torch.argsort(torch.argsort(v, dim=1), dim=1).float() / n)
    return torch.stack(out, -1) * m.unsqueeze(-1)


def shape_of(observation_space: spaces.Dict, key: str) -> tuple[int, ...]:
    """The shape of one block of a dict observation (every block here is a Box)."""
    shape = observation_space[key].shape
    if shape is None:
        raise RuntimeError(f"observation block {key!r} has no shape")
    return shape


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
