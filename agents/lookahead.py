"""A hindsight look-ahead dispatcher: the rollout algorithm over a baseline (Bertsekas,
*Rollout algorithms for combinatorial optimization*, 1997), to measure how much room a
learned dispatcher has.

At each decision with more than one valid action it tries the base heuristic's ``candidates``
best startable jobs (the base's own choice first), each on a copy of the env rolled out with
the base to the end of the episode, and takes the one whose episode objective is lowest. The
copies run the simulator's true runtimes and future arrivals, which no deployable agent sees:
this is an oracle bound, not a policy. Because the episode is deterministic and the base's
choice is always a candidate, its objective is never above the base's (the rollout
algorithm's cost improvement; tested). Used by name as ``lookahead:BASE[:K]`` (e.g.
``lookahead:f1:3``) wherever agents are named.
"""
from __future__ import annotations

import copy
from typing import Any

import numpy as np

from hpcgym.baselines.dispatch import SCORES, HeuristicAgent, make_baseline

PREFIX = "lookahead:"


class Lookahead:
    """The rollout algorithm over ``base`` on a dispatch env (reads the env it is given)."""

    def __init__(self, env: Any, base: str = "f1", candidates: int = 3) -> None:
        if base not in SCORES:
            raise ValueError(f"lookahead: unknown base heuristic {base!r}; known: "
                             f"{', '.join(SCORES)}")
        if candidates < 1:
            raise ValueError(f"lookahead: candidates must be >= 1, got {candidates}")
        self.env = env.unwrapped
        self.base: HeuristicAgent = make_baseline(base, env)
        self.candidates = candidates
        self.name = f"lookahead:{base}:{candidates}"

    def predict(self, observation: dict[str, np.ndarray], state: Any = None,
                episode_start: Any = None, deterministic: bool = True) -> tuple[int, None]:
        options = self._options(observation)
        if len(options) == 1:
            return options[0], None
        costs = [self._rollout(a) for a in options]
        return options[int(np.argmin(costs))], None

    def _options(self, observation: dict[str, np.ndarray]) -> list[int]:
        """The base's choice, then its next-best startable jobs (by its score)."""
        queue = np.asarray(observation["queue"], np.float64)
        mask = np.asarray(observation["action_mask"]) > 0.5
        K = queue.shape[0]
        first = self.base.choose(observation)
        fits = np.flatnonzero(mask[:K] & (queue[:, 6] > 0.5))  # startable now
        if not len(fits):
            return [first]
        scores = self.base.score(queue[fits], self.base.scales)
        ranked = [int(fits[k]) for k in np.argsort(scores, kind="stable")]
        return [first, *[a for a in ranked if a != first]][:self.candidates]

    def _rollout(self, action: int) -> float:
        """The episode objective after ``action`` then the base to the end, on a copy."""
        env = copy.deepcopy(self.env, memo={id(self.env.episodes): self.env.episodes})
        obs, _, term, trunc, info = env.step(action)
        while not (term or trunc):
            obs, _, term, trunc, info = env.step(self.base.choose(obs))
        return float(info["objective"])


def parse(spec: str, env: Any, env_id: str) -> Lookahead:
    """``lookahead:BASE[:K]`` -> the agent on ``env``, a dispatch env (``env_id``): the others
    hold state a copy cannot take (Reservation's solver) or decide too rarely for a
    per-decision rollout to pay (WorkflowSubmit: 300 s an episode, measured)."""
    from hpcgym.envs.registration import ENVS

    if ENVS[env_id].baselines != ENVS["hpcgym/Dispatch-v0"].baselines:
        raise ValueError(f"lookahead agent {spec!r}: works on the dispatch envs "
                         f"(hpcgym/Dispatch-v0, hpcgym/Dispatch-Edison-v0), not {env_id}")
    parts = spec.removeprefix(PREFIX).split(":")
    if not 1 <= len(parts) <= 2 or not parts[0]:
        raise ValueError(f"lookahead agent {spec!r}: write lookahead:BASE or lookahead:BASE:K")
    try:
        k = int(parts[1]) if len(parts) == 2 else 3
    except ValueError:
        raise ValueError(f"lookahead agent {spec!r}: K must be an integer") from None
    return Lookahead(env, parts[0], k)
