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
