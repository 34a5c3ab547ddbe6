"""Hand-coded agents for the hpcgym environments, one module per env family, each with SB3's
``predict`` (:class:`~hpcgym.baselines.base.BaselineAgent`):

- ``dispatch``: FCFS, SJF, WFP3, UNICEP, F1, Slurm multifactor (dispatch envs);
- ``workflow_submit``: always-chained / always-pilot / always-WoAS (rodrigo2017);
- ``task_dispatch``: SR, SLoP(f), FES(depth), BF (ilyushkin2015);
- ``walltime``: Classical-HPC, Neuroscience(k), TOptimal, ATOptimal(ζ) (gainaru2019);
- ``reservation``: WMS, WARP with earliest-fit, WARP with the ILP (lubrano2024).

:func:`make_baseline` finds the family from the env's registered id.
"""

from __future__ import annotations

from typing import Any

from hpcgym.baselines.base import BaselineAgent, env_id, env_scales
from hpcgym.baselines.dispatch import NATIVE, SCORES, HeuristicAgent
from hpcgym.envs.registration import ENVS, EnvSpec, spec
from hpcgym.errors import InputError, UnknownNameError

BASELINES = tuple(SCORES)  # the dispatch heuristics


def make_baseline(name: str, env: Any) -> BaselineAgent:
    """The baseline agent ``name`` for ``env`` (a Gymnasium env, wrapped or not, or an SB3
    VecEnv), from the registry entry of its id; an env built from its class directly is
    taken as a dispatch env unless its class says otherwise."""
    eid = env_id(env)
    if eid is None or eid not in ENVS:
        family = (
            env.get_attr("__module__")[0]
            if hasattr(env, "get_attr")
            else type(env.unwrapped).__module__
        )
        matches = [s for s in ENVS.values() if family.startswith(s.entry_point.split(":")[0])]
        if not matches:
            raise InputError(
                f"make_baseline: cannot tell which env family {env!r} belongs "
                "to; use the family's own make_baseline (hpcgym.baselines.*)"
            )
        return _make(matches[0], name, env)
    return _make(spec(eid), name, env)


def _make(entry: EnvSpec, name: str, env: Any) -> BaselineAgent:
    """``entry``'s baseline ``name``; a name of another family's baseline is refused naming
    the envs it is for and the baselines of this one."""
    try:
        return entry.make_baseline(name, env)
    except InputError as e:
        others = [
            s.id
            for s in ENVS.values()
            if name in s.accepted_baselines and s.baselines != entry.baselines
        ]
        if not others:
            raise
        raise UnknownNameError(
            f"baseline {name!r} is for {', '.join(others)}, not {entry.id}; the "
            f"baselines of {entry.id}: {entry.baselines_text()}"
        ) from e


__all__ = [
    "BASELINES",
    "NATIVE",
    "SCORES",
    "BaselineAgent",
    "HeuristicAgent",
    "env_scales",
    "make_baseline",
]
