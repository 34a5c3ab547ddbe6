"""Digests of seeded rollouts of Walltime-v0, Reservation-v0 and TaskDispatch-v0: observations,
masks, rewards, ends and the final info stay identical, to the float, for the same seeds.

Each case plays whole episodes of a registered env (its test kwargs) under one agent (random
masked, random over every action under an ``invalid_action`` mode, a baseline) and hashes
everything the agent sees. Speed work must keep them; a deliberate behaviour change regenerates
them (``python tests/envs/test_rollout_digests.py`` prints the current digests) and says so.
"""

from __future__ import annotations

import hashlib
import math
from typing import Any

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.envs import ENVS

CLOCKS = ("wall_s",)  # metrics that time the run on the wall clock


def _numbers(x: Any) -> list[float]:
    """The numbers of an info value, in a fixed order (dicts by key)."""
    if isinstance(x, dict):
        return [v for k in sorted(x, key=str) for v in [len(str(k)), *_numbers(x[k])]]
    if isinstance(x, (list, tuple)):
        return [v for e in x for v in _numbers(e)]
    if isinstance(x, (bool, int, float, np.integer, np.floating)):
        f = float(x)
        return [-1.0 if math.isnan(f) else f]
    if isinstance(x, np.ndarray):
        return [float(v) for v in np.ravel(x)]
    return [float(len(str(x)))]


def rollout(env_id: str, agent: str, seeds: tuple[int, ...], **kw: Any) -> str:
    """SHA-256 (16 hex digits) of whole episodes of ``env_id`` under ``agent``: ``"random"``
    (masked), ``"any"`` (any action, for the ``invalid_action`` modes) or a baseline name;
    the env takes its test kwargs and ``kw``, or its registered defaults and ``kw`` when
    ``kw["full"]``."""
    base = {} if kw.pop("full", False) else ENVS[env_id].test_kwargs
    env = gym.make(env_id, **{**base, **kw})
    policy = None if agent in ("random", "any") else ENVS[env_id].make_baseline(agent, env)
    h = hashlib.sha256()

    def put(values: Any) -> None:
        h.update(np.ascontiguousarray(np.asarray(values, dtype=np.float64)).tobytes())

    for seed in seeds:
        rng = np.random.default_rng(seed)
        obs, info = env.reset(seed=seed)
        put(_numbers(info))
        while True:
            for k in sorted(obs):
                put(np.ravel(obs[k]))
            mask = env.unwrapped.action_masks()
            put(mask)
            if agent == "random":
                a = int(rng.choice(np.flatnonzero(mask)))
            elif agent == "any":
                a = int(rng.integers(len(mask)))
            else:
                a = int(policy.predict(obs, deterministic=True)[0])
            obs, reward, term, trunc, info = env.step(a)
            put([a, reward, term, trunc])
            if term or trunc:
                for k in sorted(obs):
                    put(np.ravel(obs[k]))
                put(_numbers({k: v for k, v in info.items() if k != "metrics"}))
                metrics = {k: v for k, v in info.get("metrics", {}).items() if k not in CLOCKS}
                put(_numbers(metrics))
                break
            put(_numbers(info))
    env.close()
    return h.hexdigest()[:16]


W, R, T = "hpcgym/Walltime-v0", "hpcgym/Reservation-v0", "hpcgym/TaskDispatch-v0"
CASES: dict[str, tuple[str, str, tuple[int, ...], dict[str, Any]]] = {
    "walltime/random": (W, "random", (0, 1, 2), {}),
    "walltime/full": (W, "random", (9,), {"full": True}),
    "walltime/random-hold": (W, "random", (3,), {"hold": True, "policy": "slurm"}),
    "walltime/noop": (W, "any", (4,), {"invalid_action": "noop"}),
    "walltime/penalty-cut": (W, "any", (5,), {"invalid_action": "penalty", "max_steps": 5}),
    "walltime/fallback": (W, "any", (6,), {"invalid_action": "fallback"}),
    "walltime/toptimal": (W, "toptimal", (7,), {}),
    "walltime/render": (W, "random", (8,), {"render_mode": "rgb_array"}),
    "reservation/random": (R, "random", (0, 1), {}),
    "reservation/full": (R, "random", (6,), {"full": True}),
    "reservation/noop": (R, "any", (2,), {"invalid_action": "noop"}),
    "reservation/fallback-cut": (R, "any", (3,), {"invalid_action": "fallback", "max_steps": 30}),
    "reservation/earliest-fit": (R, "earliest-fit", (4,), {}),
    "reservation/wms": (R, "wms", (5,), {"objective": "turnaround"}),
    "task/random": (T, "random", (0, 1), {}),
    "task/full": (T, "random", (7,), {"full": True}),
    "task/noop": (T, "any", (2,), {"invalid_action": "noop"}),
    "task/penalty-cut": (T, "any", (3,), {"invalid_action": "penalty", "max_steps": 40}),
    "task/fallback": (T, "any", (4,), {"invalid_action": "fallback"}),
    "task/sr": (T, "sr", (5,), {}),
    "task/fes1": (T, "fes1", (6,), {}),
}

DIGESTS: dict[str, str] = {
    "walltime/random": "ec4e81e7c3c738f5",
    "walltime/full": "8fec114175eb41a0",
    "walltime/random-hold": "f2f668f989b1fafd",
    "walltime/noop": "377f75b684f9e346",
    "walltime/penalty-cut": "4754175270ae94f8",
    "walltime/fallback": "d839707f1fd71933",
    "walltime/toptimal": "86006c6ad2a4c85b",
    "walltime/render": "303ffe3887ea1b93",
    "reservation/random": "24d47713cd20c5b0",
    "reservation/full": "47e354b8068787a0",
    "reservation/noop": "a48844c9530b7925",
    "reservation/fallback-cut": "aaaf9ca18d1f3137",
    "reservation/earliest-fit": "86b1df3b5580e18f",
    "reservation/wms": "209a0fc8f08a91e7",
    "task/random": "1425929cb6e5aae0",
    "task/full": "da57db71dffeff40",
    "task/noop": "2f501a6c280b00c4",
    "task/penalty-cut": "f6faca15a8cf81b0",
    "task/fallback": "58c45c1b3f014d45",
    "task/sr": "24926c67fff3ce6b",
    "task/fes1": "8d74af0000cf26f5",
}


@pytest.mark.parametrize("case", list(CASES))
def test_rollout_digest(case):
    env_id, agent, seeds, kw = CASES[case]
    assert rollout(env_id, agent, seeds, **dict(kw)) == DIGESTS[case]


if __name__ == "__main__":
    for name, (env_id, agent, seeds, kw) in CASES.items():
        print(f"    {name!r}: {rollout(env_id, agent, seeds, **dict(kw))!r},", flush=True)
