"""The job-equivariant window network in plain torch (no SB3): the RLScheduler idea.

Every window job is scored by one small MLP from its own features, its window ranks, its
workflow's DAG features and the cluster/clock context, so a job gets the same logit wherever it
sits; a separate head gives the end-of-pass logit from the context and a pooled job embedding,
and the critic reads the same pooled embedding and context. :class:`WindowNet` is what the
native trainer (:mod:`hpcgym.agents.ppo`) learns; the SB3 policies of
:mod:`hpcgym.agents.policies` build the same inputs with :func:`job_inputs`.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

import numpy as np
import torch
from gymnasium import spaces
from torch import nn

from hpcgym.envs.batch_window.observation import CLOCK, QUEUE
from hpcgym.errors import InputError, UnknownNameError

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


def shape_of(observation_space: spaces.Dict, key: str) -> tuple[int, ...]:
    """The shape of one block of a dict observation (every block here is a Box)."""
    shape = observation_space[key].shape
    if shape is None:
        raise RuntimeError(f"observation block {key!r} has no shape")
    return shape


def machine_widths(observation_space: spaces.Dict) -> tuple[int, int]:
    """On a machine of partitions, the ``resources`` block's columns per job and the
    ``partitions`` block's size (the context gets it flattened); ``(0, 0)`` without them."""
    if "resources" not in observation_space.spaces:
        return 0, 0
    rows, cols = shape_of(observation_space, "partitions")
    return shape_of(observation_space, "resources")[1], rows * cols


def context_width(observation_space: spaces.Dict) -> int:
    """The context's width: the cluster and clock blocks, and a machine's partitions."""
    c = shape_of(observation_space, "cluster")[0] + shape_of(observation_space, "clock")[0]
    return c + machine_widths(observation_space)[1]


def window_ranks(q: torch.Tensor, m: torch.Tensor) -> torch.Tensor:
    """Rank of each valid job among the window's valid jobs, in [0, 1), per ranked feature."""
    n = m.sum(1, keepdim=True).clamp(min=1.0)
    out = []
    for col, sign in RANKED:
        v = torch.where(m > 0.5, sign * q[..., col], torch.full_like(q[..., col], float("inf")))
        out.append(torch.argsort(torch.argsort(v, dim=1), dim=1).float() / n)
    return torch.stack(out, -1) * m.unsqueeze(-1)


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


def job_features(
    obs: dict[str, torch.Tensor], views: HeuristicViews, invariant: bool
) -> tuple[torch.Tensor, torch.Tensor]:
    """Per job its own features (long times log1p-compressed), window ranks, heuristic views,
    workflow features and, on a machine, its partition and resources (``[B, K, .]``); the
    context ``[cluster, clock]`` and a machine's partitions, flattened (``[B, C]``)."""
    q, w, m = obs["queue"], obs["workflows"], obs["queue_mask"]
    ranks = window_ranks(q, m)
    extra = views(q, m)
    clock = obs["clock"]
    if invariant:
        q = q * _KEEP_QUEUE.to(q)
        clock = clock * _KEEP_CLOCK.to(clock)
    # wait and submit can be large (days): compress them, keep the order
    x = torch.cat(
        [
            q[..., _SIZE],
            torch.log1p(q[..., _DAYS]),
            q[..., _SHARES],
            torch.log1p(q[..., _AGE]),
            ranks,
            extra,
            w,
            *((obs["resources"],) if "resources" in obs else ()),
        ],
        -1,
    )
    ctx = [obs["cluster"], clock]
    if "partitions" in obs:
        ctx.append(obs["partitions"].flatten(1))
    return x, torch.cat(ctx, -1)


def job_inputs(
    obs: dict[str, torch.Tensor], views: HeuristicViews, invariant: bool
) -> tuple[torch.Tensor, torch.Tensor]:
    """Per job the scorer's whole input (:func:`job_features` with the context beside each
    job) and the context."""
    x, ctx = job_features(obs, views, invariant)
    K = x.shape[1]
    return torch.cat([x, ctx.unsqueeze(1).expand(-1, K, -1)], -1), ctx


@dataclass(slots=True)
class NetSpec:
    """What builds a :class:`WindowNet`: the window's block sizes, the job embedding's width,
    the critic's layers, the heuristics whose views each job gets (with the env's scales) and
    whether the length-bound features are hidden. Saved with a model to rebuild it."""

    window: int
    queue: int
    workflows: int
    context: int
    hidden: int = 64
    critic: list[int] = field(default_factory=lambda: [64, 64])
    ranks: list[str] = field(default_factory=list)
    scales: list[int] | None = None
    invariant: bool = False
    resources: int = 0

    @classmethod
    def of(cls, observation_space: spaces.Dict, **kw: object) -> NetSpec:
        """The spec fitting a Dispatch-style observation space."""
        K, F = shape_of(observation_space, "queue")
        W = shape_of(observation_space, "workflows")[1]
        C = context_width(observation_space)
        R = machine_widths(observation_space)[0]
        return cls(window=K, queue=F, workflows=W, context=C, resources=R, **kw)  # type: ignore[arg-type]

    def to_dict(self) -> dict[str, object]:
        return asdict(self)


class WindowNet(nn.Module):
    """Actor-critic over the window: ``forward`` gives the ``window + 1`` logits (one per job,
    then end-the-pass; 0 for the window's empty slots, which the mask excludes) and the state
    value. The job MLP runs on the window's real jobs only (about a fifth of the slots on
    Lublin), its first layer split into a per-job part and a per-state context part: the same
    function as one layer over ``[job, context]``, at a fraction of the work."""

    def __init__(self, spec: NetSpec) -> None:
        super().__init__()
        self.spec = spec
        scales = tuple(spec.scales) if spec.scales else None
        self.views = HeuristicViews(tuple(spec.ranks), scales)  # type: ignore[arg-type]
        h = spec.hidden
        n_job = spec.queue + spec.workflows + spec.resources + len(RANKED) + 2 * len(spec.ranks)
        self.job_in = nn.Linear(n_job, h)
        self.ctx_in = nn.Linear(spec.context, h, bias=False)
        self.job_hidden = nn.Linear(h, h)
        self.score = nn.Linear(h, 1)
        self.end = nn.Sequential(nn.Linear(spec.context + h, h), nn.Tanh(), nn.Linear(h, 1))
        self.critic = critic(spec.context + h, spec.critic)
        _init(self)

    def forward(self, obs: dict[str, torch.Tensor]) -> tuple[torch.Tensor, torch.Tensor]:
        return self.head(*self.inputs(obs))

    def inputs(
        self, obs: dict[str, torch.Tensor]
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """The jobs' features, the context and the queue mask: what :meth:`head` reads. They
        carry no gradient, so a rollout computes them once for every epoch of the update."""
        x, ctx = job_features(obs, self.views, self.spec.invariant)
        return x, ctx, obs["queue_mask"]

    def head(
        self, x: torch.Tensor, ctx: torch.Tensor, m: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Logits and value from :meth:`inputs`."""
        B, K = m.shape
        valid = m > 0.5
        rows = valid.nonzero()[:, 0]
        h = torch.tanh(self.job_in(x[valid]) + self.ctx_in(ctx)[rows])
        h = torch.tanh(self.job_hidden(h))
        s = x.new_zeros((B, K)).masked_scatter(valid, self.score(h).squeeze(-1))
        count = valid.sum(1, keepdim=True).clamp(min=1).to(h.dtype)
        pooled = h.new_zeros((B, h.shape[1])).index_add(0, rows, h) / count
        top = torch.cat([ctx, pooled], -1)
        return torch.cat([s, self.end(top)], -1), self.critic(top).squeeze(-1)


def critic(width: int, sizes: list[int]) -> nn.Sequential:
    """The value head: tanh layers of ``sizes`` over the ``width`` inputs, then one output."""
    layers: list[nn.Module] = []
    for n in sizes:
        layers += [nn.Linear(width, n), nn.Tanh()]
        width = n
    return nn.Sequential(*layers, nn.Linear(width, 1))


def _init(net: WindowNet) -> None:
    """Orthogonal init as in CleanRL / SB3 (gain sqrt 2 inside, 0.01 for the logits so the
    first policy is near uniform over the valid actions, 1 for the value)."""
    for mod in net.modules():
        if isinstance(mod, nn.Linear):
            nn.init.orthogonal_(mod.weight, np.sqrt(2))
            if mod.bias is not None:
                nn.init.zeros_(mod.bias)
    for head, gain in ((net.score, 0.01), (net.end[-1], 0.01), (net.critic[-1], 1.0)):
        assert isinstance(head, nn.Linear)
        nn.init.orthogonal_(head.weight, gain)


def masked_logits(logits: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """``logits`` with the invalid actions (mask 0) at the dtype's lowest value: they get
    probability 0 and no gradient."""
    return torch.where(mask > 0.5, logits, torch.finfo(logits.dtype).min)
