"""Wrappers learned agents train through (kept out of the env, which raises on masked actions)."""
from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np


class RemapMasked(gym.Wrapper):
    """For algorithms without action masking (plain PPO): a masked action ends the pass.

    If ending the pass is masked too (nothing runs), the first window job is taken instead.
    ``info["remapped"]`` tells when it happened; the mask stays in the observation.
    """

    def step(self, action: Any):
        mask = self.env.unwrapped.action_masks()
        a = int(action)
        remapped = not (0 <= a < len(mask) and mask[a])
        if remapped:
            a = len(mask) - 1 if mask[-1] else int(np.flatnonzero(mask)[0])
        obs, r, term, trunc, info = self.env.step(a)
        info["remapped"] = remapped
        return obs, r, term, trunc, info

    def action_masks(self) -> np.ndarray:
        return self.env.unwrapped.action_masks()
