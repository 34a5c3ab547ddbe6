"""The classic HPC heuristics, Slurm multifactor and Moab as dispatch agents with SB3's
``predict``.

Each agent scores the startable jobs of the observation's queue window and picks the lowest
score (it never ends a pass itself: choosing a job that does not fit makes the env reserve for
it and backfill, which ends the pass, as EASY does). Scores are computed from the observation
only, with the documented :class:`~hpcgym.envs.batch_window.types.Scales` to undo the
normalisation. Scores equal to within ``tol`` (float32 features) are ties, broken by window
position, i.e. by the env's queue order; on an env whose ``policy`` orders the queue by the same score the agent therefore
makes exactly the native policy's schedule (``NATIVE`` names it; tested).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from hpcgym.baselines.base import BaselineAgent, check_family, env_scales
from hpcgym.batch.priority import TresWeights
from hpcgym.batch.rlscheduler import PRESETS as RLSCHEDULER_PRESETS
from hpcgym.batch.rlscheduler import score_keys
from hpcgym.envs.batch_window.observation import QUEUE
from hpcgym.envs.batch_window.types import Scales
from hpcgym.errors import UnknownNameError
from hpcgym.units import DAY

AGE_WEIGHT, SIZE_WEIGHT, MAX_AGE = 50_000_000, 600_000_000, 7 * DAY  # as hpcgym.batch.priority

Score = Callable[[np.ndarray, Scales], np.ndarray]


def _cols(q: np.ndarray, s: Scales) -> tuple[np.ndarray, ...]:
    """Cores, requested walltime (s), wait (s) and submit time (s) of the window rows."""
    cores = q[:, QUEUE.cores] * s.total_cores
    wall = q[:, QUEUE.walltime] * s.max_walltime
    wait = q[:, QUEUE.wait] * DAY
    submit = q[:, QUEUE.submit] * DAY
    return cores, wall, wait, submit


def fcfs(q: np.ndarray, s: Scales) -> np.ndarray:
    """First come, first served: submit time."""
    return q[:, QUEUE.submit].copy()


def sjf(q: np.ndarray, s: Scales) -> np.ndarray:
    """Shortest (requested) job first, by the walltime the priority engine sees."""
    return q[:, QUEUE.prio_walltime].copy()


def wfp3(q: np.ndarray, s: Scales) -> np.ndarray:
    """WFP3 (Tang et al. 2009): ``-(wait / walltime)^3 * cores``."""
    cores, wall, wait, _ = _cols(q, s)
    return -((wait / np.maximum(wall, 1e-9)) ** 3) * cores


def unicep(q: np.ndarray, s: Scales) -> np.ndarray:
    """UNICEP (Tang et al. 2009): ``-wait / (log2(cores) * walltime)``, 1e-15 for one core."""
    cores, wall, wait, _ = _cols(q, s)
    c = np.rint(cores)
    log_c = np.where(c > 1, np.log2(np.maximum(c, 1)), 1e-15)
    return -wait / (log_c * np.maximum(wall, 1e-9))


def f1(q: np.ndarray, s: Scales) -> np.ndarray:
    """F1 (Carastan-Santos & de Camargo, SC'17): ``log10(walltime)*cores + 870*log10(submit)``."""
    cores, wall, _, submit = _cols(q, s)
    sub = np.where(submit > 0.5, submit, 0.1)
    return np.log10(np.maximum(wall, 1.0)) * np.rint(cores) + 870 * np.log10(sub)


def slurm(q: np.ndarray, s: Scales) -> np.ndarray:
    """Minus Slurm multifactor priority (age + size relative to time, as the WoAS authors).

    Size and age are those the priority engine sees: a WoAS task carries its workflow job's
    geometry and ages from the workflow's submission (rodrigo2017 §3.3.2).
    """
    rel = q[:, QUEUE.prio_cores] / np.maximum(q[:, QUEUE.prio_walltime], 1e-12)
    size = 1.0 - np.minimum(rel, 1.0)
    age = np.minimum(q[:, QUEUE.age] * DAY / MAX_AGE, 1.0)
    return -(AGE_WEIGHT * age + SIZE_WEIGHT * size)


def moab(q: np.ndarray, s: Scales) -> np.ndarray:
    """The window's own order: the env's queue order is Moab's under ``moab-edison``
    (Dispatch-Edison-v0's default), whose priority (queue P x passes since a job became
    eligible, rodrigo2018 §3.1.3) and per-user eligibility the observation does not carry."""
    return np.arange(len(q), dtype=np.float64)


def slurm_tres(obs: dict[str, np.ndarray], s: Scales) -> np.ndarray:
    """Minus Slurm multifactor priority with TRES weights (the ``tres`` order's,
    :func:`hpcgym.batch.priority.tres_static`, default :class:`~hpcgym.batch.priority.TresWeights`:
    age, the job-size factor over the billed nodes relative to time, the GPUs held over the
    partition's), from a machine's ``resources`` block (the dispatch env on a machine of
    partitions gives it)."""
    from hpcgym.envs.batch_window.partitions import JOB_RESOURCES

    if "resources" not in obs:
        raise UnknownNameError(
            "baseline 'slurm-tres' reads each job's partition share and GPUs: an env on a "
            "machine of partitions (hpcgym/Dispatch-Perlmutter-v0) gives them"
        )
    q = np.asarray(obs["queue"], np.float64)
    res = np.asarray(obs["resources"], np.float64)
    extra = res.shape[1] - len(JOB_RESOURCES)
    units = res[:, extra + JOB_RESOURCES.index("units")]
    gpus = res[:, extra + JOB_RESOURCES.index("gpus_held")]
    rel = units / np.maximum(q[:, QUEUE.walltime], 1e-12)
    size = 1.0 - np.minimum(rel, 1.0)
    age = np.minimum(q[:, QUEUE.age] * DAY / MAX_AGE, 1.0)
    gpu_weight = dict(TRES.tres).get("gres/gpu", 0.0)
    return -(TRES.age * age + TRES.job_size * size + gpu_weight * gpus)


#: The TRES weights the ``tres`` order ranks by (its defaults; billing by nodes).
TRES = TresWeights()
#: Scores that read more of the observation than the queue block.
OBS_SCORES: dict[str, Callable[[dict[str, np.ndarray], Scales], np.ndarray]] = {
    "slurm-tres": slurm_tres
}

SCORES: dict[str, Score] = {
    "fcfs": fcfs,
    "sjf": sjf,
    "wfp3": wfp3,
    "unicep": unicep,
    "f1": f1,
    "slurm": slurm,
    "moab": moab,
}


def check_scores(names: list[str]) -> list[str]:
    """``names`` if each is a heuristic of :data:`SCORES`, else a ValueError naming it."""
    for name in names:
        if name not in SCORES:
            raise UnknownNameError(f"unknown heuristic {name!r}; known: {', '.join(SCORES)}")
    return names


# Every dispatch baseline name: the scores, then RLScheduler's code's (the registry lists the same).
DISPATCH_BASELINES = (*SCORES, *OBS_SCORES, *RLSCHEDULER_PRESETS)
#: The ones that read a machine's partition blocks (an env on one node type has none).
MACHINE_BASELINES = tuple(OBS_SCORES)

# Scores within this relative tolerance of the lowest are ties (float32 features).
TIE_TOL = 1e-5
# The native policy (hpcgym.batch.policies) each agent reproduces on an env with that ``policy``.
NATIVE = {
    "fcfs": "fcfs-easy",
    "sjf": "sjf-easy",
    "wfp3": "wfp3-easy",
    "unicep": "unicep-easy",
    "f1": "f1-easy",
    "slurm": "slurm",
    "slurm-tres": "slurm-tres",
    "moab": "moab-edison",
}


class HeuristicAgent(BaselineAgent):
    """Picks the startable window job of lowest score."""

    def __init__(self, name: str, scales: Scales, tol: float = TIE_TOL) -> None:
        if name not in SCORES and name not in OBS_SCORES:
            raise UnknownNameError(
                f"unknown dispatch baseline {name!r}; known: {', '.join(DISPATCH_BASELINES)}"
            )
        self.name = name
        self.score = SCORES.get(name)
        self.obs_score = OBS_SCORES.get(name)
        self.scales = scales
        self.tol = tol

    def choose(self, observation: dict[str, np.ndarray]) -> int:
        queue = np.asarray(observation["queue"])
        mask = np.asarray(observation["action_mask"])
        K = queue.shape[0]
        valid = mask[:K] > 0.5
        n = int(valid.sum())
        if not n:
            return K
        score = self.score
        if score is None:
            assert self.obs_score is not None  # __init__ sets one of the two
            s = np.where(valid, self.obs_score(observation, self.scales), np.inf)
        elif valid[:n].all():  # the env fills the window from the front
            s = score(queue[:n].astype(np.float64), self.scales)
        else:
            s = np.where(valid, score(queue.astype(np.float64), self.scales), np.inf)
        if len(s) == 1:
            return 0
        best = float(s.min())
        return int(np.argmax(s <= best + self.tol * abs(best) + 1e-12))


class RLSchedulerAgent(BaselineAgent):
    """RLScheduler's heuristic as its code scores jobs (SC'20; the ``rlscheduler*`` presets'
    static keys, :func:`hpcgym.batch.rlscheduler.score_keys`): the window job of lowest key,
    the first in window order on a tie. Under the env's ``rlscheduler`` rules, with a window
    that holds the whole queue, it makes the preset's schedule (tested), except where jobs
    submitted in the same second wait to backfill: RLScheduler's heuristic path sorts its
    queue by score before its backfill's stable sort by submit time, and its RL path, which
    the env follows, does not (``HPCSimPickJobs.py``), so such jobs backfill in another order."""

    def __init__(self, name: str, scales: Scales) -> None:
        self.name = name
        self.priority = RLSCHEDULER_PRESETS[name]
        self.scales = scales

    def choose(self, observation: dict[str, np.ndarray]) -> int:
        queue = np.asarray(observation["queue"], np.float64)
        mask = np.asarray(observation["action_mask"])
        valid = np.flatnonzero(mask[: queue.shape[0]] > 0.5)
        if not len(valid):
            return queue.shape[0]
        cores, wall, _, submit = _cols(queue[valid], self.scales)
        # the integers back from the normalised features (exact below ~97 days of submits)
        keys = score_keys(
            self.priority, *(np.rint(c).astype(np.int64).tolist() for c in (submit, cores, wall))
        )
        return int(valid[min(range(len(keys)), key=keys.__getitem__)])


def make_baseline(name: str, env: Any) -> HeuristicAgent | RLSchedulerAgent:
    """The dispatch baseline ``name`` for ``env`` (a Gymnasium env or an SB3 VecEnv)."""
    check_family(name, env, __name__)
    if name in RLSCHEDULER_PRESETS:
        return RLSchedulerAgent(name, env_scales(env))
    return HeuristicAgent(name, env_scales(env))


__all__ = [
    "DISPATCH_BASELINES",
    "MACHINE_BASELINES",
    "NATIVE",
    "SCORES",
    "HeuristicAgent",
    "RLSchedulerAgent",
    "check_scores",
    "make_baseline",
]
