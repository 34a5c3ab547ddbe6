"""Wrappers learned agents train through (kept out of the env, which raises on masked actions)."""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np


def action_masks(env: gym.Env) -> np.ndarray:
    """The valid-action mask of the hpcgym env inside ``env``'s wrappers."""
    inner: Any = env.unwrapped  # its class depends on the registered id
    return inner.action_masks()


class RemapMasked(gym.Wrapper):
    """For algorithms without action masking (plain PPO): a masked action ends the pass.

    If ending the pass is masked too (nothing runs), the first window job is taken instead.
    ``info["remapped"]`` tells when it happened; the mask stays in the observation.
    """

    def step(self, action: Any):
        mask = action_masks(self.env)
        a = int(action)
        remapped = not (0 <= a < len(mask) and mask[a])
        if remapped:
            a = len(mask) - 1 if mask[-1] else int(np.flatnonzero(mask)[0])
        obs, r, term, trunc, info = self.env.step(a)
        info["remapped"] = remapped
        return obs, r, term, trunc, info

    def action_masks(self) -> np.ndarray:
        return action_masks(self.env)


class MixedLengths(gym.Wrapper):
    """Episodes of a trace env whose windows take the job counts ``lengths`` in turn, one per
    reset: training on several lengths, so no single one is all the policy knows. The spaces
    do not depend on the length; the env stays the same object (a planner teacher holding it
    sees every episode)."""

    def __init__(self, env: gym.Env, lengths: list[int]) -> None:
        from dataclasses import replace

        from hpcgym.envs.batch_window.episodes import TraceWindows
        from hpcgym.errors import EnvArgumentError

        super().__init__(env)
        inner: Any = env.unwrapped
        if not isinstance(inner.episodes, TraceWindows) or inner.episodes.jobs is None:
            raise EnvArgumentError("lengths: mixes the job counts of trace windows (jobs=N) only")
        self.windows = [replace(inner.episodes, jobs=int(n)) for n in lengths]
        self.resets = 0

    def reset(self, **kwargs: Any):
        inner: Any = self.env.unwrapped
        inner.episodes = self.windows[self.resets % len(self.windows)]
        self.resets += 1
        return self.env.reset(**kwargs)

    def action_masks(self) -> np.ndarray:
        return action_masks(self.env)
