"""A Discrete action space that samples valid actions: the env's current mask when none is given."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
from gymnasium import spaces

from hpcgym.errors import InvalidActionError

__all__ = ["InvalidActionError", "MaskedDiscrete"]


class MaskedDiscrete(spaces.Discrete):
    """``Discrete(n)`` whose ``sample()`` without a mask draws among the actions valid now.

    ``env.action_space.sample()`` is how Gymnasium's and SB3's checkers and most random agents
    pick an action; with a mask-aware env it must not return a masked one. ``masks`` returns
    the current mask (the env's ``action_masks``); the space still equals ``Discrete(n)``.
    """

    def __init__(
        self,
        n: int,
        masks: Callable[[], np.ndarray] | None = None,
        seed: int | np.random.Generator | None = None,
    ) -> None:
        super().__init__(n, seed=seed)
        self._masks = masks

    def sample(self, mask: Any = None, probability: Any = None) -> np.int64:
        if mask is None and probability is None and self._masks is not None:
            mask = self._masks().astype(np.int8)
            if not mask.any():
                mask = None
        return super().sample(mask=mask, probability=probability)

    def __getstate__(self) -> dict:
        state = dict(self.__dict__)
        state["_masks"] = None
        return state
