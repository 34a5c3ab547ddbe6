"""The queue-attention network: every window job attends to every other (masked multi-head
self-attention, no positions), so a job's logit depends on the whole queue and permuting the
window permutes the logits.

It reads the same per-job inputs as :class:`~hpcgym.agents.windownet.WindowNet` (its own
features, window ranks, heuristic views, workflow features, the context) and offers the same
``inputs`` / ``head`` / ``forward`` interface, so the native learner (:mod:`hpcgym.agents.ppo`),
imitation and distillation (:mod:`hpcgym.agents.distill`) train it unchanged. The layers are
pre-norm transformer encoder blocks (Vaswani et al., NeurIPS 2017; the set transformer's
SAB, Lee et al., ICML 2019) without positional encoding.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import torch
from gymnasium import spaces
from torch import nn

from hpcgym.agents.windownet import (
    RANKED,
    HeuristicViews,
    NetSpec,
    WindowNet,
    critic,
    job_features,
)
from hpcgym.errors import InputError


@dataclass(slots=True)
class QueueSpec(NetSpec):
    """A :class:`NetSpec` plus the attention stack: ``layers`` encoder blocks of ``heads``
    heads over the job embeddings of width ``hidden``."""

    layers: int = 2
    heads: int = 4

    @classmethod
    def of(cls, observation_space: spaces.Dict, **kw: object) -> QueueSpec:
        base = NetSpec.of(observation_space)
        fixed = {k: getattr(base, k) for k in ("window", "queue", "workflows", "context")}
        return cls(**fixed, resources=base.resources, **kw)  # type: ignore[arg-type]


class Block(nn.Module):
    """One pre-norm encoder block: masked multi-head self-attention over the jobs, then a
    per-job feed-forward layer, each as a residual."""

    def __init__(self, width: int, heads: int) -> None:
        super().__init__()
        if width % heads:
            raise InputError(f"queue net: width {width} is not a multiple of {heads} heads")
        self.heads = heads
        self.norm1 = nn.LayerNorm(width)
        self.qkv = nn.Linear(width, 3 * width)
        self.out = nn.Linear(width, width)
        self.norm2 = nn.LayerNorm(width)
        self.ff = nn.Sequential(nn.Linear(width, 2 * width), nn.GELU(), nn.Linear(2 * width, width))

    def forward(self, h: torch.Tensor, valid: torch.Tensor) -> torch.Tensor:
        B, K, D = h.shape
        q, k, v = self.qkv(self.norm1(h)).view(B, K, 3, self.heads, D // self.heads).unbind(2)
        q, k, v = (t.transpose(1, 2) for t in (q, k, v))  # [B, heads, K, d]
        att = (q @ k.transpose(-1, -2)) / np.sqrt(D // self.heads)
        # a row with no valid job attends uniformly to nothing that is read afterwards
        att = att.masked_fill(~valid[:, None, None, :], torch.finfo(att.dtype).min)
        mixed = (att.softmax(-1) @ v).transpose(1, 2).reshape(B, K, D)
        h = h + self.out(mixed)
        return h + self.ff(self.norm2(h))


class QueueNet(nn.Module):
    """Actor-critic over the window with attention between its jobs: the ``window + 1``
    logits (a job's from its attended embedding, end-the-pass from the context and the pooled
    embedding; 0 in the empty slots, which the mask excludes) and the state value."""

    def __init__(self, spec: QueueSpec) -> None:
        super().__init__()
        self.spec = spec
        scales = tuple(spec.scales) if spec.scales else None
        self.views = HeuristicViews(tuple(spec.ranks), scales)  # type: ignore[arg-type]
        h = spec.hidden
        n_job = spec.queue + spec.workflows + spec.resources + len(RANKED) + 2 * len(spec.ranks)
        self.job_in = nn.Linear(n_job, h)
        self.ctx_in = nn.Linear(spec.context, h, bias=False)
        self.blocks = nn.ModuleList(Block(h, spec.heads) for _ in range(spec.layers))
        self.norm = nn.LayerNorm(h)
        self.score = nn.Linear(h, 1)
        self.end = nn.Sequential(nn.Linear(spec.context + h, h), nn.Tanh(), nn.Linear(h, 1))
        self.critic = critic(spec.context + h, spec.critic)
        for head, gain in ((self.score, 0.01), (self.end[-1], 0.01), (self.critic[-1], 1.0)):
            assert isinstance(head, nn.Linear)
            nn.init.orthogonal_(head.weight, gain)
            nn.init.zeros_(head.bias)

    def forward(self, obs: dict[str, torch.Tensor]) -> tuple[torch.Tensor, torch.Tensor]:
        return self.head(*self.inputs(obs))

    def inputs(
        self, obs: dict[str, torch.Tensor]
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """The jobs' features, the context and the queue mask (no gradient), as WindowNet's."""
        x, ctx = job_features(obs, self.views, self.spec.invariant)
        return x, ctx, obs["queue_mask"]

    def head(
        self, x: torch.Tensor, ctx: torch.Tensor, m: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Logits and value from :meth:`inputs`."""
        valid = m > 0.5
        h = torch.tanh(self.job_in(x) + self.ctx_in(ctx)[:, None, :])
        for block in self.blocks:
            h = block(h, valid)
        h = self.norm(h)
        s = torch.where(valid, self.score(h).squeeze(-1), torch.zeros_like(m))
        w = valid.to(h.dtype).unsqueeze(-1)
        pooled = (h * w).sum(1) / w.sum(1).clamp(min=1.0)
        top = torch.cat([ctx, pooled], -1)
        return torch.cat([s, self.end(top)], -1), self.critic(top).squeeze(-1)


def spec_from(saved: dict[str, Any]) -> NetSpec:
    """The spec a saved model's ``net`` table describes: a :class:`QueueSpec` when it names an
    attention stack, else a :class:`NetSpec`."""
    return QueueSpec(**saved) if "layers" in saved else NetSpec(**saved)


Net = WindowNet | QueueNet


def build(spec: NetSpec) -> Net:
    """The network a spec describes: :class:`QueueNet` or :class:`WindowNet`."""
    return QueueNet(spec) if isinstance(spec, QueueSpec) else WindowNet(spec)
