"""Fail well at the envs: every kwarg of ``gymnasium.make`` and every ``reset`` option refuses
wrong types, NaN, infinities, out-of-range values and sizes over hpcgym's bounds with an error
of :mod:`hpcgym.errors` (a ``ValueError`` or ``TypeError``) naming the env and the parameter,
before any work (each case runs under a deadline); ``allow_large=True`` goes past a bound."""

from __future__ import annotations

import math

import gymnasium as gym
import numpy as np
import pytest
from conftest import within

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.envs.registration import ENVS, check_kwargs
from hpcgym.errors import EnvArgumentError, HPCGymError, InputTypeError, UnknownNameError

NAN, INF = math.nan, math.inf
D, E, S, T, W, R = (
    "hpcgym/Dispatch-v0",
    "hpcgym/Dispatch-Edison-v0",
    "hpcgym/WorkflowSubmit-v0",
    "hpcgym/TaskDispatch-v0",
    "hpcgym/Walltime-v0",
    "hpcgym/Reservation-v0",
)
A = EnvArgumentError

# (env id, kwargs over its test kwargs, error class, text the message must hold)
KWARGS = [
    (D, {"workload": 5}, InputTypeError, "workload must be"),
    (D, {"jobs": "64"}, InputTypeError, "jobs must be an integer, got str '64'"),
    (D, {"jobs": 64.5}, InputTypeError, "jobs must be an integer, got float 64.5"),
    (D, {"jobs": 0}, A, "jobs must be an integer >= 1"),
    (D, {"hours": NAN, "jobs": None}, A, "hours must be a finite number"),
    (D, {"warmup": 1.5}, InputTypeError, "warmup"),
    (D, {"window": 0}, A, "window must be an integer >= 1"),
    (D, {"window": 10**6}, A, "window=1000000 means 1,000,000 rows"),
    (D, {"window": "32"}, InputTypeError, "window"),
    (D, {"max_steps": 2.5}, InputTypeError, "max_steps"),
    (D, {"invalid_penalty": NAN}, A, "invalid_penalty"),
    (D, {"invalid_penalty": "1"}, InputTypeError, "invalid_penalty"),
    (D, {"invalid_action": ["raise"]}, A, "invalid_action"),
    (D, {"policy": 5}, InputTypeError, "policy"),
    (D, {"backfill": 5}, InputTypeError, "backfill"),
    (D, {"allow_large": "yes"}, InputTypeError, "allow_large"),
    (D, {"split": 5}, A, "split"),
    (D, {"objective": 5}, A, "objective"),
    (D, {"workflows": {"workflow": "Montage", "share": 0.1}}, A, "workflows"),
    (E, {"hours": 1e6}, A, "hours=1000000.0 makes about"),
    (E, {"hours": INF}, A, "hours must be a finite number"),
    (E, {"warmup": 10**10}, A, "warmup=10000000000 makes about"),
    (E, {"jobs": 64}, A, "jobs sizes trace windows"),
    (E, {"workflows": 5}, InputTypeError, "workflows must be a mapping"),
    (E, {"hours": 240, "workflows": {"workflow": "Montage", "period": 1}}, A, "period']=1"),
    (E, {"workflows": {"workflow": "Montage", "period": 1.5}}, InputTypeError, "period"),
    (E, {"workflows": {"workflow": "Montage", "share": 0.1, "mode": 5}}, InputTypeError, "mode"),
    (S, {"hours": 1e6}, A, "hours=1000000.0 makes about"),
    (S, {"hours": 240, "period": 1}, A, "period=1 makes about"),
    (S, {"share": NAN}, A, "share must be a finite number"),
    (S, {"period": 0.5}, InputTypeError, "period"),
    (S, {"warmup": -1}, A, "warmup"),
    (S, {"workload": 5}, A, "workload must be 'edison' or a Workload"),
    (S, {"workflow": 5}, InputTypeError, "workflow must be"),
    (S, {"window": 10**5}, A, "window=100000"),
    (T, {"workflows": 10**6}, A, "workflows=1000000 makes about"),
    (T, {"workflows": 8.5}, InputTypeError, "workflows"),
    (T, {"processors": 10**6}, A, "processors=1000000 means"),
    (T, {"processors": 0}, A, "processors"),
    (T, {"generations": 0}, A, "generations"),
    (T, {"utilization": "high"}, InputTypeError, "utilization"),
    (T, {"utilization": NAN}, A, "utilization"),
    (T, {"warmup": -1}, A, "warmup"),
    (T, {"max_queue": 0}, A, "max_queue"),
    (T, {"workload": 5}, InputTypeError, "workload"),
    (T, {"workload": "nosuch"}, UnknownNameError, "unknown workload 'nosuch'"),
    (W, {"jobs": 10**7}, A, "jobs=10000000 makes about"),
    (W, {"jobs": 2.5}, InputTypeError, "jobs"),
    (W, {"levels": 10**6}, A, "levels=1000000"),
    (W, {"history": 10**6}, A, "history=1000000"),
    (W, {"rate": NAN}, A, "rate"),
    (W, {"rate": 1.0}, A, "rate"),
    (W, {"unit": "h"}, InputTypeError, "unit"),
    (W, {"hold": "yes"}, InputTypeError, "hold"),
    (W, {"submit_over": -1}, A, "submit_over"),
    (W, {"processors": 0}, A, "processors"),
    (W, {"workload": 5}, InputTypeError, "workload"),
    (W, {"law": 5}, InputTypeError, "law"),
    (W, {"allocation": 5}, A, "allocation"),
    (R, {"hours": 1e9}, A, "hours=1000000000.0 makes about"),
    (R, {"hours": NAN}, A, "hours"),
    (R, {"count": 10**9}, A, "count=1000000000 makes about"),
    (R, {"count": 2.5}, InputTypeError, "count"),
    (R, {"slots": 10**6}, A, "slots=1000000"),
    (R, {"tick": 0}, A, "tick"),
    (R, {"threshold": NAN}, A, "threshold"),
    (R, {"scale": INF}, A, "scale"),
    (R, {"workflows": 5}, InputTypeError, "workflows"),
    (R, {"workflows": [5]}, InputTypeError, "workflows"),
]


def make(env_id, **kwargs):
    return gym.make(env_id, **{**ENVS[env_id].test_kwargs, **kwargs})


@pytest.mark.parametrize(
    "env_id,kwargs,error,text",
    KWARGS,
    ids=[f"{e.split('/')[1]}-{','.join(map(str, k.items()))}"[:60] for e, k, _, _ in KWARGS],
)
def test_a_bad_kwarg_is_refused_by_name_before_any_work(env_id, kwargs, error, text):
    check_kwargs(env_id, kwargs)  # every kwarg of the table is one the env takes
    with within(20), pytest.raises(error) as caught:
        make(env_id, **kwargs).reset(seed=0)
    assert isinstance(caught.value, HPCGymError)
    assert isinstance(caught.value, (ValueError, TypeError))
    assert text in str(caught.value)


def _dag():
    from hpcgym.workloads.scientific import dag

    return dag("montage", 20, 0)


# (env id, reset keywords, error class, text the message must hold)
RESETS = [
    (D, {"options": 5}, InputTypeError, "options must be a dict"),
    (D, {"seed": -1}, A, "seed must be an integer >= 0"),
    (D, {"seed": 1.5}, InputTypeError, "seed must be an integer"),
    (D, {"seed": "1"}, InputTypeError, "seed must be an integer"),
    (D, {"options": {"episode": -1}}, A, "options['episode']"),
    (D, {"options": {"episode": 1.5}}, A, "options['episode']"),
    (D, {"options": {"episode": 10**9}}, A, "no episode 1000000000"),
    (D, {"options": {"bogus": 1}}, A, "unknown option(s) 'bogus'"),
    (T, {"options": {"dags": 5, "arrivals": [0]}}, InputTypeError, "options['dags']"),
    (T, {"options": {"dags": [5], "arrivals": [0]}}, InputTypeError, "options['dags'][0]"),
    (T, {"options": {"dags": [], "arrivals": []}}, A, "options['dags'] holds no workflow"),
    (T, {"options": {"dags": "dag", "arrivals": [NAN]}}, InputTypeError, "options['dags']"),
    (T, {"options": {"arrivals": [0]}}, A, "options 'arrivals' and 'task_seed' go"),
    (W, {"options": {"episode": "1"}}, A, "options['episode']"),
]


@pytest.mark.parametrize(
    "env_id,reset,error,text",
    RESETS,
    ids=[f"{e.split('/')[1]}-{r}"[:60] for e, r, _, _ in RESETS],
)
def test_a_bad_reset_option_is_refused_by_name(env_id, reset, error, text):
    env = make(env_id)
    with within(20), pytest.raises(error) as caught:
        env.reset(**reset)
    assert isinstance(caught.value, HPCGymError)
    assert text in str(caught.value)


@pytest.mark.parametrize(
    "options,error,text",
    [
        ({"arrivals": [NAN]}, A, "options['arrivals'][0] must be a finite number"),
        ({"arrivals": [-1.0]}, A, "options['arrivals'][0] must be >= 0"),
        ({"arrivals": ["0"]}, InputTypeError, "options['arrivals'][0]"),
        ({"arrivals": [0.0], "task_seed": 1.5}, InputTypeError, "options['task_seed']"),
        ({"arrivals": [0.0, 1.0]}, A, "one time per workflow"),
    ],
)
def test_given_workflows_are_checked(options, error, text):
    env = make(T)
    with within(20), pytest.raises(error, match=None) as caught:
        env.reset(seed=0, options={"dags": [_dag()], **options})
    assert text in str(caught.value)


def test_allow_large_goes_past_a_bound_and_is_a_known_kwarg():
    for env_id in ENVS:
        check_kwargs(env_id, {"allow_large": True})
    with within(20):
        env = gym.make(E, hours=1e6, allow_large=True)  # built, not reset: nothing generated
        assert env.unwrapped.episodes.hours == 1e6
        env = make(D, window=5000, allow_large=True)
        assert env.action_space.n == 5001


@pytest.mark.parametrize("env_id", list(ENVS))
def test_a_numpy_seed_and_a_numpy_episode_follow_one_rule(env_id):
    """``reset(seed=np.int64(3))`` is ``reset(seed=3)``, as ``options={"episode": np.int64(2)}``
    is ``{"episode": 2}``; a float or a negative one is refused for both, by name."""
    env = gym.make(env_id)
    obs_np, _ = env.reset(seed=np.int64(3), options={"episode": np.int64(2)})
    obs, _ = env.reset(seed=3, options={"episode": 2})
    assert all(np.array_equal(obs_np[k], obs[k]) for k in obs)
    with pytest.raises(InputTypeError, match="seed must be an integer"):
        env.reset(seed=np.float64(3))
    with pytest.raises(EnvArgumentError, match="seed must be an integer >= 0"):
        env.reset(seed=np.int64(-1))
    with pytest.raises(EnvArgumentError, match=r"options\['episode'\] must be an integer >= 0"):
        env.reset(options={"episode": np.float64(2)})
    env.close()
