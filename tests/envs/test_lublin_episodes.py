"""Lublin-model episodes: the split's i-th seed, disjoint splits, any length, same workload
whatever the agent."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401  (registers the envs)
from hpcgym.envs.batch_window.episodes import LublinEpisodes, make_episodes
from hpcgym.envs.common.episodes import SEED_BASE
from hpcgym.errors import EnvArgumentError, UnknownNameError
from hpcgym.workloads.lublin import TRACE_MODELS


def _jobs(ep):
    return [(j.submit, j.cores, j.runtime, j.queue) for j in ep.workload.jobs]


@pytest.mark.parametrize("model", sorted(TRACE_MODELS))
@pytest.mark.parametrize("jobs", [256, 1024])
def test_episode_i_is_the_splits_ith_seed_and_splits_are_disjoint(model, jobs):
    test = make_episodes(model, jobs, None, "test", 0)
    val = make_episodes(model, jobs, None, "validation", 0)
    assert isinstance(test, LublinEpisodes)
    a, b = test.draw(np.random.default_rng(1), 7), test.draw(np.random.default_rng(2), 7)
    assert a.seed == SEED_BASE["test"] + 7 and _jobs(a) == _jobs(b)
    assert len(a.workload) == jobs and a.workload.jobs[0].submit == 0
    assert _jobs(val.draw(None, 7)) != _jobs(a)
    assert _jobs(test.draw(None, 8)) != _jobs(a)
    drawn = test.draw(np.random.default_rng(3))
    assert SEED_BASE["test"] <= drawn.seed < SEED_BASE["validation"]
    assert test.cluster.total_cores == 256


def _rollout(env, pick):
    env.reset(options={"episode": 2})
    done = False
    while not done:
        mask = env.unwrapped.action_masks()
        _, _, term, trunc, _ = env.step(pick(np.flatnonzero(mask)))
        done = term or trunc
    return env.unwrapped.sim.workload.jobs


def test_the_env_replays_the_same_workload_whatever_the_agent():
    make = lambda: gym.make(  # noqa: E731
        "hpcgym/Dispatch-v0", workload="lublin_256_new2-model", jobs=256, split="test"
    )
    rng = np.random.default_rng(0)
    first = _rollout(make(), lambda valid: int(valid[0]))
    other = _rollout(make(), lambda valid: int(rng.choice(valid)))
    assert [(j.id, j.submit, j.cores, j.runtime) for j in first] == [
        (j.id, j.submit, j.cores, j.runtime) for j in other
    ]
    assert len(first) == 256


def test_bad_model_kwargs_are_refused_by_name():
    with pytest.raises(EnvArgumentError, match="sized by jobs=N"):
        make_episodes("lublin_256-model", None, 6.0, "test", 0)
    with pytest.raises(EnvArgumentError, match="jobs must be"):
        make_episodes("lublin_256-model", 0, None, "test", 0)
    with pytest.raises(EnvArgumentError, match="unknown split"):
        make_episodes("lublin_256-model", 256, None, "holdout", 0)
    with pytest.raises(UnknownNameError):
        LublinEpisodes("lublin-nope", 256, "test")
