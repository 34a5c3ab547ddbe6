"""Judge a learned agent on many episodes at once: one env per slot stepped in lockstep, one
policy forward per batch of observations, a slot given the next episode as soon as its own ends.

Each episode's actions are exactly those :func:`hpcgym.agents.evaluate.run_episode` takes one
observation at a time: a batched forward may round differently from a single one, so a
decision whose two best choices lie within :data:`TIE` of each other is taken again by the
model's own ``predict`` on that observation alone, as the sequential path takes it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import gymnasium as gym
import numpy as np

from hpcgym.agents.evaluate import Agent, load_agent, model_file
from hpcgym.agents.wrappers import action_masks
from hpcgym.errors import InputError
from hpcgym.sweeps.run import TIMING

RUN_BATCH = "hpcgym.agents.lockstep:run_batch_config"
#: Episodes a batched run judges (a sweep run: resumable, and the workers share them out).
CHUNK = 200
#: Episodes stepped together: one policy forward takes this many observations.
BATCH = 64
#: Gap between the two best action preferences below which the batched argmax is not trusted
#: and the decision is taken again alone (probabilities, or logits for the native learner).
TIE = 1e-4


def batchable(spec: str) -> bool:
    """Whether an agent name stands for a learned model (judged in lockstep batches)."""
    return model_file(spec) is not None


@dataclass(slots=True)
class Slot:
    """One env's episode in progress: its index in the episode list, its observation, the
    return so far, its remapped actions and decisions."""

    index: int
    obs: dict[str, np.ndarray]
    total: float = 0.0
    remapped: int = 0
    decisions: int = 0


def preferences(agent: Agent, obs: dict[str, np.ndarray], masks: np.ndarray) -> np.ndarray:
    """(B, actions) what the agent's deterministic ``predict`` takes the argmax of, for a batch
    of observations: the masked probabilities of an SB3 policy, the masked logits of
    hpcgym's own learner."""
    import torch

    from hpcgym.agents.ppo import OBS_KEYS, PPOModel
    from hpcgym.agents.windownet import masked_logits

    model = agent.model
    if isinstance(model, PPOModel):
        t = {k: torch.as_tensor(np.asarray(obs[k], np.float32)) for k in OBS_KEYS}
        if agent.masked:
            t["action_mask"] = torch.as_tensor(masks.astype(np.float32))
        with torch.inference_mode():
            logits, _ = model.net(t)
            return masked_logits(logits, t["action_mask"]).numpy()
    policy = model.policy
    policy.set_training_mode(False)
    tensors, _ = policy.obs_to_tensor(obs)
    with torch.no_grad():
        if agent.masked:
            dist = policy.get_distribution(tensors, masks)
        else:
            dist = policy.get_distribution(tensors)
        return dist.distribution.probs.cpu().numpy()


def decide(
    agent: Agent, observations: Sequence[dict[str, np.ndarray]], masks: Sequence[np.ndarray]
) -> tuple[np.ndarray, int]:
    """The agent's deterministic action on each observation, one forward for all of them;
    and how many near-ties were decided again one at a time."""
    batch = {k: np.stack([o[k] for o in observations]) for k in observations[0]}
    m = np.stack(masks)
    pref = preferences(agent, batch, m)
    actions = pref.argmax(axis=1)
    if pref.shape[1] < 2:
        return actions, 0
    top2 = np.partition(pref, -2, axis=1)[:, -2:]
    near = np.flatnonzero(top2[:, 1] - top2[:, 0] <= TIE * np.maximum(1.0, np.abs(top2[:, 1])))
    for i in near.tolist():
        if agent.masked:
            a, _ = agent.model.predict(observations[i], deterministic=True, action_masks=masks[i])
        else:
            a, _ = agent.model.predict(observations[i], deterministic=True)
        actions[i] = int(a)
    return actions, len(near)


def run_episodes(
    make_env: Callable[[], gym.Env],
    agent: Agent,
    episodes: Sequence[tuple[int, int | None]],
    batch: int = BATCH,
) -> list[dict[str, float]]:
    """Every ``(seed, episode option)`` of ``episodes`` run by ``agent`` in lockstep batches
    of at most ``batch`` envs; per episode, in order, the metrics
    :func:`~hpcgym.agents.evaluate.run_episode` gives and its ``decisions``. The agent's
    ``decisions`` and ``seconds`` count every decision and the forwards' wall time. The
    env's own timings (:data:`~hpcgym.sweeps.run.TIMING`) are left out: a run's data is the
    same bytes wherever it ran."""
    if batch < 1:
        raise InputError(f"lockstep: batch must be at least 1, got {batch}")
    results: list[dict[str, float] | None] = [None] * len(episodes)
    envs = [make_env() for _ in range(min(batch, len(episodes)))]
    slots: dict[int, Slot] = {}
    upcoming = iter(range(len(episodes)))

    def start(s: int) -> None:
        k = next(upcoming, None)
        if k is None:
            slots.pop(s, None)
            return
        seed, ep = episodes[k]
        obs, _ = envs[s].reset(seed=seed, options=None if ep is None else {"episode": ep})
        slots[s] = Slot(k, obs)

    try:
        for s in range(len(envs)):
            start(s)
        while slots:
            active = list(slots)
            masks = [action_masks(envs[s]) for s in active]
            tic = time.perf_counter()
            actions, _ = decide(agent, [slots[s].obs for s in active], masks)
            agent.seconds += time.perf_counter() - tic
            for s, action, mask in zip(active, actions.tolist(), masks):
                slot = slots[s]
                slot.decisions += 1
                agent.decisions += 1
                if agent.remap and not mask[action]:
                    action = len(mask) - 1 if mask[-1] else int(np.flatnonzero(mask)[0])
                    slot.remapped += 1
                slot.obs, r, term, trunc, info = envs[s].step(action)
                slot.total += float(r)
                if term or trunc:
                    m = {k: v for k, v in info["metrics"].items() if k not in TIMING}
                    m["objective"] = info["objective"]
                    m["return"] = slot.total
                    m["remapped"] = slot.remapped
                    m["decisions"] = slot.decisions
                    results[slot.index] = m
                    start(s)
    finally:
        for env in envs:
            env.close()
    return [r for r in results if r is not None]


def run_batch_config(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Run function of the sweep runner: one learned agent on a list of ``episodes`` (``[seed,
    episode option]`` pairs) of an env's split, in lockstep batches of ``batch``; per episode
    its metrics (``data.runs``), and in all the ``decisions`` and, as a timing, ``agent_s``."""

    import torch

    def make() -> gym.Env:
        return gym.make(config["env"], **{**config["env_kwargs"], "split": config["split"]})

    torch.set_num_threads(1)  # the sweep runs one worker per core; a third less CPU a decision
    env = make()
    try:
        agent = load_agent(config["agent"], env, config["env"])
    finally:
        env.close()
    episodes = [(int(s), None if e is None else int(e)) for s, e in config["episodes"]]
    runs = run_episodes(make, agent, episodes, int(config.get("batch", BATCH)))
    return {
        "metrics": {
            "episodes": len(runs),
            "decisions": agent.decisions,
            "agent_s": agent.seconds,
        },
        "data": {"runs": runs},
    }
