"""Masked PPO in one file, CleanRL-style, fed by a Gymnasium ``VectorEnv``: hpcgym's own learner.

One rollout steps every sub-env ``n_steps`` times, the policy sampling all of them in one
forward pass under ``torch.inference_mode``; the update then takes ``n_epochs`` passes of large
minibatches over the rollout (clipped surrogate, value loss, entropy bonus, advantages by GAE,
Schulman et al. 2017 and 2016; the implementation choices of Huang et al.'s "37 details",
ICLR blog track 2022). Masks come from ``obs["action_mask"]``: masked actions get probability
zero in sampling, in the log-likelihoods and in the entropy. The network is the job-equivariant
:class:`~hpcgym.agents.windownet.WindowNet`. No SB3 is imported.

Gymnasium's autoreset (``metadata["autoreset_mode"]``): in NEXT_STEP mode the step after an
episode's end only resets that sub-env; its transition is kept out of the losses, and the
observation the ended step returned (the final one) gives the bootstrap value of a truncated
episode. SAME_STEP mode takes the final observation from ``info["final_obs"]``.

The saved model (``model.zip``, :class:`PPOModel`) holds the network's weights and spec, the
optimizer, the reward statistics and the step counter; :func:`hpcgym.agents.models.load`
reads it for ``hpcgym evaluate``, ``hpcgym bench`` and ``pretrained:`` names.
"""

from __future__ import annotations

import io
import json
import pickle
import time
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import numpy as np
import torch
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv

from hpcgym.agents.queuenet import Net, QueueSpec, build, spec_from
from hpcgym.agents.windownet import RANKED, NetSpec, masked_logits
from hpcgym.errors import InputError, ModelError

ALGO = "hpcgym-ppo"  # models.NATIVE (models imports this module, not the other way)
OBS_KEYS = ("cluster", "queue", "queue_mask", "workflows", "clock", "action_mask")


@dataclass(slots=True)
class Hyper:
    """The PPO settings one update uses (from a TrainConfig)."""

    learning_rate: float = 1e-3
    n_epochs: int = 4
    batch_size: int = 1024
    gamma: float = 0.99
    gae_lambda: float = 0.95
    clip_range: float = 0.2
    ent_coef: float = 0.01
    vf_coef: float = 0.5
    max_grad_norm: float = 0.5


@dataclass(slots=True)
class Split:
    """CPU seconds spent stepping the envs, choosing actions in rollouts (inference) and
    updating the network, and the env steps learned from."""

    env: float = 0.0
    rollout: float = 0.0
    update: float = 0.0
    steps: int = 0

    def as_dict(self) -> dict[str, float]:
        total = self.env + self.rollout + self.update
        return {
            "env_cpu_s": self.env,
            "rollout_cpu_s": self.rollout,
            "update_cpu_s": self.update,
            "steps": self.steps,
            "steps_per_cpu_s": self.steps / total if total > 0 else 0.0,
        }


class RunningStats:
    """Running mean and variance (Chan et al.'s parallel update), as SB3's VecNormalize keeps
    of the discounted return to scale rewards by."""

    def __init__(self) -> None:
        self.mean, self.var, self.count = 0.0, 1.0, 1e-4

    def update(self, x: np.ndarray) -> None:
        if x.size == 0:
            return
        m, v, n = float(x.mean()), float(x.var()), x.size
        delta, total = m - self.mean, self.count + n
        self.mean += delta * n / total
        self.var = (self.var * self.count + v * n + delta**2 * self.count * n / total) / total
        self.count = total

    def state(self) -> dict[str, float]:
        return {"mean": self.mean, "var": self.var, "count": self.count}


class RewardScaler:
    """Rewards divided by the running standard deviation of the discounted return and clipped to
    +-10 (SB3's ``VecNormalize(norm_obs=False, norm_reward=True)``), per sub-env."""

    def __init__(self, n: int, gamma: float, stats: RunningStats | None = None) -> None:
        self.gamma = gamma
        self.ret = np.zeros(n)
        self.stats = stats or RunningStats()

    def __call__(self, r: np.ndarray, ended: np.ndarray, valid: np.ndarray) -> np.ndarray:
        self.ret = np.where(valid, self.ret * self.gamma + r, self.ret)
        self.stats.update(self.ret[valid])
        out = np.clip(r / np.sqrt(self.stats.var + 1e-8), -10.0, 10.0)
        self.ret[ended & valid] = 0.0
        return out.astype(np.float32)


def gae(
    rewards: np.ndarray,
    values: np.ndarray,
    next_values: np.ndarray,
    terminated: np.ndarray,
    ended: np.ndarray,
    valid: np.ndarray,
    gamma: float,
    lam: float,
) -> tuple[np.ndarray, np.ndarray]:
    """Advantages and returns (``[T, N]``) by generalised advantage estimation.

    ``values[t]`` is V of the state acted on at step t, ``next_values[t]`` V of the state it
    led to (bootstrapped unless ``terminated``); ``ended`` (terminated or truncated) cuts the
    sum; a step not ``valid`` (an autoreset step) gets advantage 0 and passes nothing back."""
    T = rewards.shape[0]
    adv = np.zeros_like(rewards, dtype=np.float32)
    last = np.zeros(rewards.shape[1:], np.float32)
    for t in range(T - 1, -1, -1):
        delta = rewards[t] + gamma * next_values[t] * (1.0 - terminated[t]) - values[t]
        last = delta + gamma * lam * (1.0 - ended[t]) * last
        last = np.where(valid[t], last, 0.0).astype(np.float32)
        adv[t] = last
    return adv, adv + values


def policy_terms(
    net: Net, obs: dict[str, torch.Tensor], actions: torch.Tensor
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Log-probability of ``actions`` under the masked policy, its entropy, and the values."""
    return head_terms(net, *net.inputs(obs), obs["action_mask"], actions)


def head_terms(
    net: Net,
    x: torch.Tensor,
    ctx: torch.Tensor,
    queue_mask: torch.Tensor,
    action_mask: torch.Tensor,
    actions: torch.Tensor,
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """:func:`policy_terms` from the network's precomputed inputs (``WindowNet.inputs``)."""
    logits, values = net.head(x, ctx, queue_mask)
    logp = torch.log_softmax(masked_logits(logits, action_mask), -1)
    entropy = -(logp.exp() * logp).sum(-1)
    return logp.gather(-1, actions.unsqueeze(-1)).squeeze(-1), entropy, values


def sample(logits: torch.Tensor, mask: torch.Tensor, gen: torch.Generator) -> torch.Tensor:
    """One action per row drawn from the masked softmax (Gumbel-max); a masked action only
    where the row has no valid action at all (an autoreset step's final observation)."""
    u = torch.rand(logits.shape, generator=gen).clamp_(1e-12, 1.0)
    return (masked_logits(logits, mask) - torch.log(-torch.log(u))).argmax(-1)


def as_tensors(obs: dict[str, np.ndarray]) -> dict[str, torch.Tensor]:
    """A batched dict observation as float32 tensors (no copy where already float32)."""
    return {k: torch.as_tensor(np.asarray(obs[k], np.float32)) for k in OBS_KEYS}


class Adam:
    """Adam (Kingma & Ba, ICLR 2015) with global-norm gradient clipping, in a few tensor ops.
    Not ``torch.optim.Adam``: building that imports ``torch._dynamo`` (about a CPU-second,
    as much as a 30,000-step run costs); the update is the same."""

    def __init__(
        self,
        params: list[torch.nn.Parameter],
        lr: float,
        betas: tuple[float, float] = (0.9, 0.999),
        eps: float = 1e-5,
    ) -> None:
        self.params, self.lr, self.betas, self.eps = params, lr, betas, eps
        self.t = 0
        self.m = [torch.zeros_like(p) for p in params]
        self.v = [torch.zeros_like(p) for p in params]

    def zero_grad(self) -> None:
        for p in self.params:
            p.grad = None

    def clip(self, max_norm: float) -> float:
        """Scale the gradients so their global 2-norm is at most ``max_norm``; the norm before."""
        grads = [p.grad for p in self.params if p.grad is not None]
        norm = float(torch.sqrt(sum((g * g).sum() for g in grads)))  # type: ignore[arg-type]
        if norm > max_norm:
            for g in grads:
                g.mul_(max_norm / (norm + 1e-6))
        return norm

    @torch.no_grad()
    def step(self) -> None:
        self.t += 1
        b1, b2 = self.betas
        c1, c2 = 1 - b1**self.t, 1 - b2**self.t
        for p, m, v in zip(self.params, self.m, self.v):
            if p.grad is None:
                continue
            m.mul_(b1).add_(p.grad, alpha=1 - b1)
            v.mul_(b2).addcmul_(p.grad, p.grad, value=1 - b2)
            p.addcdiv_(m, (v / c2).sqrt_().add_(self.eps), value=-self.lr / c1)

    def state_dict(self) -> dict[str, Any]:
        return {"t": self.t, "lr": self.lr, "m": self.m, "v": self.v}

    def load_state_dict(self, state: dict[str, Any]) -> None:
        self.t, self.lr = int(state["t"]), float(state["lr"])
        for mine, saved in ((self.m, state["m"]), (self.v, state["v"])):
            for a, b in zip(mine, saved, strict=True):
                a.copy_(b)


class PPOModel:
    """The learner's state and what a saved agent offers: the network, its optimizer, the
    reward statistics, the steps trained, the spaces; ``predict`` as SB3's for evaluation."""

    def __init__(
        self,
        spec: NetSpec,
        observation_space: spaces.Dict,
        action_space: spaces.Discrete,
        learning_rate: float,
        seed: int = 0,
    ) -> None:
        torch.manual_seed(seed)
        self.net = build(spec)
        self.optimizer = Adam(list(self.net.parameters()), learning_rate)
        self.observation_space, self.action_space = observation_space, action_space
        self.num_timesteps = 0
        self.reward_stats = RunningStats()
        self.gen = torch.Generator().manual_seed(seed)

    @property
    def policy(self) -> PPOModel:
        """What imitation fits (``policy.evaluate_actions``, ``policy.parameters``)."""
        return self

    def parameters(self) -> Any:
        return self.net.parameters()

    def evaluate_actions(
        self, obs: dict[str, torch.Tensor], actions: torch.Tensor, action_masks: Any = None
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        """Values, log-probabilities of ``actions`` and entropies, SB3's signature (the mask is
        the observation's ``action_mask``, or ``action_masks`` when given)."""
        if action_masks is not None:
            obs = {**obs, "action_mask": torch.as_tensor(np.asarray(action_masks, np.float32))}
        logp, entropy, values = policy_terms(self.net, obs, actions.long())
        return values, logp, entropy

    def get_vec_normalize_env(self) -> None:
        """SB3's hook (checkpoint.save_checkpoint): the reward statistics live in the zip."""
        return None

    def predict(
        self,
        observation: dict[str, np.ndarray],
        state: Any = None,
        episode_start: Any = None,
        deterministic: bool = False,
        action_masks: np.ndarray | None = None,
    ) -> tuple[np.ndarray, None]:
        """The action (or, for a batch of observations, the actions) the policy takes, as SB3's
        ``predict``: the most likely valid one when ``deterministic``."""
        single = np.asarray(observation["queue"]).ndim == 2
        obs = {
            k: torch.as_tensor(np.asarray(observation[k], np.float32)).reshape(
                (-1, *self.observation_space[k].shape)  # type: ignore[misc]
            )
            for k in OBS_KEYS
        }
        if action_masks is not None:
            obs["action_mask"] = torch.as_tensor(np.asarray(action_masks, np.float32)).reshape(
                obs["action_mask"].shape
            )
        with torch.inference_mode():
            logits, _ = self.net(obs)
            if deterministic:
                a = masked_logits(logits, obs["action_mask"]).argmax(-1)
            else:
                a = sample(logits, obs["action_mask"], self.gen)
        actions = a.numpy()
        return (actions[0] if single else actions), None

    def save(self, f: str | Path | IO[bytes]) -> None:
        """Write the model as a zip: ``data`` (JSON: steps, algorithm, network spec, reward
        statistics; what :func:`hpcgym.agents.models.trained_steps` reads), the weights, the
        optimizer and the spaces."""
        data = {
            "algo": ALGO,
            "num_timesteps": int(self.num_timesteps),
            "net": self.net.spec.to_dict(),
            "reward_stats": self.reward_stats.state(),
        }
        with zipfile.ZipFile(f, "w") as z:
            z.writestr("data", json.dumps(data, indent=1))
            z.writestr("policy.pth", _torch_bytes(self.net.state_dict()))
            z.writestr("optimizer.pth", _torch_bytes(self.optimizer.state_dict()))
            z.writestr("spaces.pkl", pickle.dumps((self.observation_space, self.action_space)))

    @classmethod
    def load(cls, path: str | Path, seed: int = 0) -> PPOModel:
        """A model saved by :meth:`save`; ModelError naming the file if it is not one."""
        try:
            with zipfile.ZipFile(path) as z:
                data = json.loads(z.read("data"))
                weights = torch.load(io.BytesIO(z.read("policy.pth")), weights_only=True)
                opt = torch.load(io.BytesIO(z.read("optimizer.pth")), weights_only=True)
                obs_space, act_space = pickle.loads(z.read("spaces.pkl"))
        except (OSError, KeyError, ValueError, zipfile.BadZipFile) as e:
            raise ModelError(f"{path}: not a {ALGO} model ({type(e).__name__}: {e})") from None
        if data.get("algo") != ALGO:
            raise ModelError(f"{path}: a {data.get('algo')!r} model, not {ALGO}")
        model = cls(spec_from(data["net"]), obs_space, act_space, 1e-3, seed)
        model.net.load_state_dict(weights)
        model.optimizer.load_state_dict(opt)
        model.num_timesteps = int(data["num_timesteps"])
        for k, v in data.get("reward_stats", {}).items():
            setattr(model.reward_stats, k, float(v))
        return model


def _torch_bytes(obj: Any) -> bytes:
    buf = io.BytesIO()
    torch.save(obj, buf)
    return buf.getvalue()


@dataclass(slots=True)
class Rollout:
    """One rollout of ``T`` steps of ``N`` sub-envs: the network's inputs (job features,
    context, queue and action masks), actions, their log-probabilities, values, rewards and
    flags, as numpy ``[T, N, ...]``."""

    x: np.ndarray
    ctx: np.ndarray
    queue_mask: np.ndarray
    action_mask: np.ndarray
    actions: np.ndarray
    logp: np.ndarray
    values: np.ndarray
    next_values: np.ndarray
    rewards: np.ndarray
    terminated: np.ndarray
    ended: np.ndarray
    valid: np.ndarray

    @classmethod
    def empty(cls, T: int, N: int, net: Net) -> Rollout:
        sp = net.spec
        n_job = sp.queue + sp.workflows + len(RANKED) + 2 * len(sp.ranks)
        f = lambda: np.zeros((T, N), np.float32)  # noqa: E731
        return cls(
            np.zeros((T, N, sp.window, n_job), np.float32),
            np.zeros((T, N, sp.context), np.float32),
            np.zeros((T, N, sp.window), np.float32),
            np.zeros((T, N, sp.window + 1), np.float32),
            np.zeros((T, N), np.int64),
            f(),
            f(),
            f(),
            f(),
            f(),
            f(),
            np.zeros((T, N), bool),
        )


EpisodeEnd = Callable[[int, dict[str, Any]], None]


@dataclass(slots=True)
class Runner:
    """Steps a vector env with the model's policy, a rollout at a time, across rollouts:
    the current observations, which sub-envs reset at their next step, each sub-env's running
    return and length; ``on_end(k, episode)`` hears every finished episode (return, length,
    objective, metrics)."""

    venv: VectorEnv
    model: PPOModel
    scaler: RewardScaler | None
    on_end: EpisodeEnd | None = None
    split: Split = field(default_factory=Split)
    obs: dict[str, np.ndarray] = field(default_factory=dict)
    resets: np.ndarray = field(default_factory=lambda: np.zeros(0, bool))
    returns: np.ndarray = field(default_factory=lambda: np.zeros(0))
    lengths: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    same_step: bool = False

    def start(self, seed: int) -> None:
        mode = self.venv.metadata.get("autoreset_mode", AutoresetMode.NEXT_STEP)
        if AutoresetMode(mode) not in (AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP):
            raise InputError(f"{ALGO}: the vector env's autoreset mode {mode} is not supported")
        self.same_step = AutoresetMode(mode) == AutoresetMode.SAME_STEP
        t = time.process_time()
        self.obs, _ = self.venv.reset(seed=seed)
        self.split.env += time.process_time() - t
        n = self.venv.num_envs
        self.resets = np.zeros(n, bool)
        self.returns = np.zeros(n)
        self.lengths = np.zeros(n, np.int64)

    def collect(self, buf: Rollout) -> int:
        """Fill ``buf`` with the next rollout; the sub-env steps it took (``T x N``, the
        autoreset steps, one per episode end, among them)."""
        net, gen, T = self.model.net, self.model.gen, buf.actions.shape[0]
        clock = time.process_time
        for t in range(T):
            tic = clock()
            with torch.inference_mode():
                x, ctx, qmask = net.inputs(as_tensors(self.obs))
                amask = torch.as_tensor(np.asarray(self.obs["action_mask"], np.float32))
                logits, value = net.head(x, ctx, qmask)
                action = sample(logits, amask, gen)
                logp = torch.log_softmax(masked_logits(logits, amask), -1)
                logp = logp.gather(-1, action.unsqueeze(-1)).squeeze(-1)
            a = action.numpy()
            buf.x[t], buf.ctx[t], buf.queue_mask[t], buf.action_mask[t] = x, ctx, qmask, amask
            buf.actions[t], buf.logp[t], buf.values[t] = a, logp.numpy(), value.numpy()
            valid = ~self.resets
            buf.valid[t] = valid
            toc = clock()
            self.split.rollout += toc - tic
            self.obs, r, term, trunc, info = self.venv.step(a)
            tic = clock()
            self.split.env += tic - toc
            ended = (term | trunc) & valid
            r = np.asarray(r, np.float64)
            self.returns += np.where(valid, r, 0.0)
            self.lengths += valid
            buf.rewards[t] = self.scaler(r, ended, valid) if self.scaler else r
            buf.terminated[t], buf.ended[t] = term & valid, ended
            if ended.any():
                self._finish(np.flatnonzero(ended), info)
            self.resets = (term | trunc) if not self.same_step else np.zeros_like(self.resets)
            if self.same_step and ended.any():
                buf.next_values[t] = self._final_values(info, ended)
            self.split.rollout += clock() - tic
        tic = clock()
        with torch.inference_mode():
            _, last = net(as_tensors(self.obs))
        # NEXT_STEP: the state after step t is the one acted on at t + 1 (the final observation
        # after an end); SAME_STEP: the same except at ends, set from info["final_obs"] above
        following = np.concatenate([buf.values[1:], last.numpy()[None]], 0)
        keep = buf.ended.astype(bool) if self.same_step else np.zeros_like(buf.valid)
        buf.next_values[:] = np.where(keep, buf.next_values, following)
        self.split.rollout += clock() - tic
        n = buf.valid.size
        self.split.steps += n
        return n

    def _finish(self, ks: np.ndarray, info: dict[str, Any]) -> None:
        for k in ks:
            ep: dict[str, Any] = {"r": float(self.returns[k]), "l": int(self.lengths[k])}
            for key in ("objective", "metrics"):
                if key in info and info.get(f"_{key}", np.ones(1, bool)).__getitem__(k):
                    v = info[key]
                    ep[key] = (
                        {m: float(a[k]) for m, a in v.items() if not m.startswith("_")}
                        if isinstance(v, dict)
                        else float(v[k])
                    )
            if self.on_end is not None:
                self.on_end(int(k), ep)
            self.returns[k], self.lengths[k] = 0.0, 0

    def _final_values(self, info: dict[str, Any], ended: np.ndarray) -> np.ndarray:
        """SAME_STEP mode: V of each ended sub-env's final observation (0 elsewhere)."""
        final = info["final_obs"]
        ks = np.flatnonzero(ended)
        obs = {k: np.stack([final[i][k] for i in ks]) for k in OBS_KEYS}
        out = np.zeros(len(ended), np.float32)
        with torch.inference_mode():
            out[ks] = self.model.net(as_tensors(obs))[1].numpy()
        return out


def update(model: PPOModel, buf: Rollout, hyper: Hyper, split: Split | None = None) -> dict:
    """``n_epochs`` passes of clipped-surrogate PPO over the rollout's valid transitions in
    shuffled minibatches of ``batch_size``; the last epoch's mean losses."""
    tic = time.process_time()
    adv, ret = gae(
        buf.rewards,
        buf.values,
        buf.next_values,
        buf.terminated,
        buf.ended,
        buf.valid,
        hyper.gamma,
        hyper.gae_lambda,
    )
    idx = np.flatnonzero(buf.valid.reshape(-1))
    inputs = [
        torch.from_numpy(v.reshape(-1, *v.shape[2:])[idx])
        for v in (buf.x, buf.ctx, buf.queue_mask, buf.action_mask)
    ]
    actions = torch.from_numpy(buf.actions.reshape(-1)[idx])
    old_logp = torch.from_numpy(buf.logp.reshape(-1)[idx])
    advantages = torch.from_numpy(adv.reshape(-1)[idx])
    returns = torch.from_numpy(ret.reshape(-1)[idx])
    model.optimizer.lr = hyper.learning_rate
    n, stats = len(idx), {}
    for _ in range(hyper.n_epochs):
        perm = torch.randperm(n, generator=model.gen)
        sums = np.zeros(4)
        for b in range(0, n, hyper.batch_size):
            mb = perm[b : b + hyper.batch_size]
            x, ctx, qmask, amask = (v[mb] for v in inputs)
            logp, entropy, values = head_terms(model.net, x, ctx, qmask, amask, actions[mb])
            a = advantages[mb]
            if len(mb) > 1:
                a = (a - a.mean()) / (a.std() + 1e-8)
            ratio = torch.exp(logp - old_logp[mb])
            pg = -torch.min(
                a * ratio, a * ratio.clamp(1 - hyper.clip_range, 1 + hyper.clip_range)
            ).mean()
            vf = 0.5 * ((values - returns[mb]) ** 2).mean()
            ent = entropy.mean()
            loss = pg + hyper.vf_coef * vf - hyper.ent_coef * ent
            pg, vf, ent = pg.detach(), vf.detach(), ent.detach()
            model.optimizer.zero_grad()
            loss.backward()
            model.optimizer.clip(hyper.max_grad_norm)
            model.optimizer.step()
            sums += np.array([pg.item(), vf.item(), ent.item(), 1.0]) * len(mb)
        stats = dict(zip(("policy_loss", "value_loss", "entropy"), sums[:3] / n))
    if split is not None:
        split.update += time.process_time() - tic
    return stats


def hyper_of(config: Any) -> Hyper:
    """The update settings of a :class:`~hpcgym.agents.models.TrainConfig`."""
    return Hyper(
        learning_rate=config.learning_rate,
        n_epochs=config.n_epochs,
        batch_size=config.batch_size,
        gamma=config.gamma,
        gae_lambda=config.gae_lambda,
        clip_range=config.clip_range,
        ent_coef=config.ent_coef,
    )


def new_model(config: Any, venv: VectorEnv) -> PPOModel:
    """A fresh model of ``config`` for ``venv``'s spaces (the heuristics of ``config.ranks``
    with the sub-envs' scales)."""
    obs_space, act_space = venv.single_observation_space, venv.single_action_space
    if not isinstance(obs_space, spaces.Dict) or not isinstance(act_space, spaces.Discrete):
        raise InputError(f"{ALGO}: needs a Dict observation and Discrete actions")
    scales = None
    if config.ranks:
        import gymnasium as gym

        one = gym.make(config.env_id, **{"split": "train", **config.env_kwargs})
        s = one.unwrapped.scales  # type: ignore[attr-defined]
        one.close()
        scales = [int(s.total_cores), int(s.total_units), int(s.max_walltime)]
    kind: Any = QueueSpec if config.attention else NetSpec
    extra = {"layers": config.attention} if config.attention else {}
    spec = kind.of(
        obs_space,
        hidden=config.hidden,
        critic=list(config.net_arch),
        ranks=list(config.ranks),
        scales=scales,
        invariant=config.invariant,
        **extra,
    )
    return PPOModel(spec, obs_space, act_space, config.learning_rate, config.seed)


def learn(
    model: PPOModel,
    venv: VectorEnv,
    hyper: Hyper,
    n_steps: int,
    total: int,
    seed: int,
    scaler: RewardScaler | None = None,
    on_end: EpisodeEnd | None = None,
    after: Callable[[PPOModel, dict], None] | None = None,
) -> Split:
    """Train ``model`` on ``venv`` until it has learned from ``total`` steps in all: rollouts
    of ``n_steps`` per sub-env, an update after each, ``after(model, stats)`` then (a
    checkpoint, a progress line). ``model.num_timesteps`` counts the sub-env steps, as SB3 does
    (with NEXT_STEP autoreset, one per episode end only resets: 0.2% of the steps on Lublin's
    430-step episodes); the CPU split of the work is returned."""
    runner = Runner(venv, model, scaler, on_end)
    runner.start(seed)
    buf = Rollout.empty(n_steps, venv.num_envs, model.net)
    while model.num_timesteps < total:
        n = runner.collect(buf)
        stats = update(model, buf, hyper, runner.split)
        model.num_timesteps += n
        if after is not None:
            after(model, stats)
    return runner.split
