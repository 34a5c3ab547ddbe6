"""The base of every hand-coded agent: SB3's ``predict`` over one or a batch of observations.

A baseline writes only :meth:`BaselineAgent.choose` (the action for one unbatched observation);
``predict`` takes the same arguments as an SB3 model's, so one evaluator (and SB3's
``evaluate_policy``) runs baselines and learned agents alike. ``env_scales`` reads the
documented constants an env normalises its observation by, through wrappers and VecEnvs.
"""
from __future__ import annotations

from typing import Any

import numpy as np


class BaselineAgent:
    """A deterministic agent of one env family; ``name`` is what it is listed as."""

    name: str = ""

    def choose(self, observation: dict[str, np.ndarray]) -> int:
        """The action for one (unbatched) observation."""
        raise NotImplementedError

    def predict(self, observation: dict[str, np.ndarray], state: Any = None,
                episode_start: Any = None, deterministic: bool = True) -> tuple[Any, Any]:
        mask = np.asarray(observation["action_mask"])
        if mask.ndim == 1:
            return np.int64(self.choose(observation)), state
        acts = [self.choose({k: np.asarray(v)[j] for k, v in observation.items()})
                for j in range(len(mask))]
        return np.array(acts, np.int64), state

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"


def env_scales(env: Any) -> Any:
    """``scales`` of a Gymnasium env (wrapped or not) or of an SB3 VecEnv."""
    if hasattr(env, "get_attr"):
        return env.get_attr("scales")[0]
    return env.unwrapped.scales


def env_id(env: Any) -> str | None:
    """The registered id of a Gymnasium env (wrapped or not) or of an SB3 VecEnv, if any."""
    if hasattr(env, "get_attr"):
        specs = env.get_attr("spec")
        return specs[0].id if specs and specs[0] is not None else None
    spec = getattr(env, "spec", None)
    return spec.id if spec is not None else None
