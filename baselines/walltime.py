"""gainaru2019's request policies as agents of ``hpcgym/Walltime-v0`` with SB3's ``predict``.

- ``hpc``: Classical-HPC, always b (§5.1);
- ``neuroscience<k>`` (e.g. ``neuroscience10``): the longest of the application's last k runs,
  then b (§5.1, Fig. 4), read from the observation's ``history`` block;
- ``toptimal``: the E[T]-optimal sequence without backfilling (Theorem 2, ζ = 0);
- ``atoptimal``: the same with the stream's ζ (§4.1), the env's :attr:`WalltimeScales.zeta`.

Each reads the observation and the documented :class:`~hpcgym.envs.walltime.WalltimeScales`
only: the job's law by its ``law_id`` one-hot in ``scales.laws``, the last failed level from
``job``. TOptimal and ATOptimal are computed with n = L, so their requests lie on the env's
grid; Neuroscience's is rounded up to it. Through the env each makes exactly the schedule of
:class:`~hpcgym.speculative.runtime.RequestRuntime` with ``levels=L, online=True`` under the
policy :func:`native_policy` names (tested).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import numpy as np

from hpcgym.baselines.base import BaselineAgent, check_family, env_scales
from hpcgym.envs.walltime.observation import JOB
from hpcgym.envs.walltime.types import WalltimeScales
from hpcgym.errors import InputError, UnknownNameError
from hpcgym.speculative.requests import (
    App,
    ATOptimal,
    ClassicalHPC,
    Neuroscience,
    RequestPolicy,
    TOptimal,
)
from hpcgym.speculative.runtime import grid_level

WALLTIME_BASELINES = ("hpc", "neuroscience10", "toptimal", "atoptimal")


def native_policy(name: str, scales: WalltimeScales) -> RequestPolicy:
    """The request policy of :mod:`hpcgym.speculative.requests` a baseline answers as."""
    if name == "hpc":
        return ClassicalHPC()
    if name == "toptimal":
        return TOptimal(n=scales.levels)
    if name == "atoptimal":
        return ATOptimal(scales.zeta, n=scales.levels)
    if name.startswith("neuroscience"):
        k = name[len("neuroscience") :] or "10"
        if not k.isdigit() or int(k) < 1:
            raise InputError(
                f"walltime baseline {name!r}: neuroscience<k> takes an integer "
                "k >= 1, e.g. neuroscience10"
            )
        return Neuroscience(int(k))
    raise UnknownNameError(
        f"unknown walltime baseline {name!r}; known: hpc, neuroscience<k>, toptimal, atoptimal"
    )


@lru_cache(maxsize=256)
def _sequence_levels(policy: RequestPolicy, law: Any, levels: int) -> tuple[int, ...]:
    """A law-only policy's requests as grid levels."""
    return tuple(grid_level(law, t, levels) for t in policy.requests(App("", law)))


class RequestAgent(BaselineAgent):
    """Answers every (re)submission with the level its request policy gives."""

    def __init__(self, name: str, scales: WalltimeScales) -> None:
        self.policy = native_policy(name, scales)
        self.name = name
        self.scales = scales

    def level(self, observation: dict[str, np.ndarray], last: int) -> int:
        """The level to ask for after the last failed level ``last`` (-1 before a failure)."""
        L = self.scales.levels
        p = self.policy
        if isinstance(p, ClassicalHPC) or (last >= 0 and isinstance(p, Neuroscience)):
            return L - 1
        if isinstance(p, Neuroscience):
            # max of levels is the level of the max: rounding up to the grid is monotone
            runs = np.rint(np.asarray(observation["history"], float) * L).astype(int)[-p.k :]
            runs = runs[runs > 0]
            return int(runs.max()) - 1 if runs.size else L - 1
        law = self.scales.laws[int(np.argmax(observation["law_id"]))]
        for k in _sequence_levels(p, law, L):
            if k > last:
                return k
        return L - 1

    def choose(self, observation: dict[str, np.ndarray]) -> int:
        mask = np.asarray(observation["action_mask"]) > 0.5
        last = int(round(float(observation["job"][JOB.last_failed]) * self.scales.levels)) - 1
        k = self.level(observation, last)
        return k if mask[k] else int(np.flatnonzero(mask)[-1])


def make_baseline(name: str, env: Any) -> RequestAgent:
    """``hpc``, ``neuroscience<k>``, ``toptimal`` or ``atoptimal`` for ``env`` (a Gymnasium env,
    wrapped or not, or an SB3 VecEnv: its ``scales`` are read)."""
    check_family(name, env, __name__)
    native_policy(name, WalltimeScales(1, 1, 1.0, 1, (), (), 0.0, 1.0))
    return RequestAgent(name, env_scales(env))


__all__ = ["WALLTIME_BASELINES", "RequestAgent", "make_baseline", "native_policy"]
