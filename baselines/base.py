"""The base of every hand-coded agent: SB3's ``predict`` over one or a batch of observations.

A baseline writes only :meth:`BaselineAgent.choose` (the action for one unbatched observation);
``predict`` takes the same arguments as an SB3 model's, so one evaluator (and SB3's
``evaluate_policy``) runs baselines and learned agents alike. ``env_scales`` reads the
documented constants an env normalises its observation by, through wrappers and VecEnvs.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from hpcgym.errors import UnknownNameError


class BaselineAgent:
    """A deterministic agent of one env family; ``name`` is what it is listed as."""

    name: str = ""

    def choose(self, observation: dict[str, np.ndarray]) -> int:
        """The action for one (unbatched) observation."""
        raise NotImplementedError

    def predict(
        self,
        observation: dict[str, np.ndarray],
        state: Any = None,
        episode_start: Any = None,
        deterministic: bool = True,
    ) -> tuple[Any, Any]:
        mask = np.asarray(observation["action_mask"])
        if mask.ndim == 1:
            return np.int64(self.choose(observation)), state
        acts = [
            self.choose({k: np.asarray(v)[j] for k, v in observation.items()})
            for j in range(len(mask))
        ]
        return np.array(acts, np.int64), state

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"


def env_scales(env: Any) -> Any:
    """``scales`` of a Gymnasium env (wrapped or not) or of an SB3 VecEnv."""
    if hasattr(env, "get_attr"):
        return env.get_attr("scales")[0]
    return env.unwrapped.scales


def check_family(name: str, env: Any, module: str) -> None:
    """Refuse an env of another family than the baseline module ``module`` serves (a
    dispatch heuristic reading a task env's observation would act on the wrong numbers)."""
    from hpcgym.envs.registration import ENVS

    entry = family_of(env)
    if entry is None or entry.baselines.split(":")[0] == module:
        return
    ours = [s.id for s in ENVS.values() if s.baselines.split(":")[0] == module]
    raise UnknownNameError(
        f"baseline {name!r} is for {', '.join(ours)}, not {entry.id}; the "
        f"baselines of {entry.id}: {entry.baselines_text()}"
    )


def family_of(env: Any) -> Any:
    """The registry entry of ``env``'s family: by its registered id, else by the module of
    its class; None when neither tells (an unregistered env inside a VecEnv)."""
    from hpcgym.envs.registration import ENVS

    eid = env_id(env)
    if eid in ENVS:
        return ENVS[eid]
    if hasattr(env, "get_attr") or not hasattr(env, "unwrapped"):
        return None
    module = type(env.unwrapped).__module__
    return next(
        (s for s in ENVS.values() if module.startswith(s.entry_point.split(":")[0] + ".")), None
    )


def env_id(env: Any) -> str | None:
    """The registered id of a Gymnasium env (wrapped or not) or of an SB3 VecEnv, if any."""
    if hasattr(env, "get_attr"):
        specs = env.get_attr("spec")
        return specs[0].id if specs and specs[0] is not None else None
    # the unwrapped env's spec: a wrapper's ``spec`` property rebuilds it with a deep copy of
    # every kwarg (a whole Workload given as one, for instance)
    spec = getattr(getattr(env, "unwrapped", env), "spec", None)
    return spec.id if spec is not None else None
