"""The API every registered env keeps, run over the registry (``hpcgym.envs.ENVS``) with each
entry's small ``test_kwargs``: both checkers, seeding, masks, vector envs, rewards summing to
minus the objective, truncation, the ``invalid_action`` modes and the registered baselines."""
from __future__ import annotations

import warnings

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.envs import ENVS, InvalidActionError
from hpcgym.envs.registration import spec

IDS = list(ENVS)


def make(env_id: str, **kw) -> gym.Env:
    return gym.make(env_id, **{**ENVS[env_id].test_kwargs, **kw})


def rollout(env: gym.Env, seed: int, agent=None, limit: int = 5000):
    """A whole episode with a random masked agent (or ``agent``): observations' digest,
    rewards, the final info and how it ended."""
    obs, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    rewards, parts = [], []
    for _ in range(limit):
        if agent is None:
            a = int(rng.choice(np.flatnonzero(env.unwrapped.action_masks())))
        else:
            a = int(agent.predict(obs)[0])
        obs, r, term, trunc, info = env.step(a)
        rewards.append(r)
        parts.append(np.concatenate([np.ravel(obs[k]) for k in sorted(obs)]))
        if term or trunc:
            return np.concatenate(parts), rewards, info, term, trunc
    raise AssertionError(f"episode longer than {limit} steps")


def test_registry_covers_every_hpcgym_id():
    registered = {k for k in gym.registry if k.startswith("hpcgym/")}
    assert registered == set(ENVS)
    with pytest.raises(KeyError, match="unknown hpcgym env 'hpcgym/Nosuch-v0'; known: "):
        spec("hpcgym/Nosuch-v0")


@pytest.mark.parametrize("env_id", IDS)
def test_gymnasium_and_sb3_checkers(env_id):
    from gymnasium.utils.env_checker import check_env
    from stable_baselines3.common.env_checker import check_env as sb3_check

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(make(env_id).unwrapped, skip_render_check=True)
        sb3_check(make(env_id).unwrapped, warn=False)


@pytest.mark.parametrize("env_id", IDS)
def test_same_seed_same_episode_and_rewards_sum_to_minus_the_objective(env_id):
    env = make(env_id)
    a = rollout(env, 3)
    b = rollout(env, 3)
    assert np.array_equal(a[0], b[0]) and a[1] == b[1]
    _digest, rewards, info, term, trunc = a
    assert term and not trunc
    assert sum(rewards) == pytest.approx(-info["objective"], rel=1e-9, abs=1e-9)
    assert np.isfinite(info["objective"]) and "metrics" in info


@pytest.mark.parametrize("env_id", IDS)
def test_masked_actions_raise_and_leave_the_state_alone(env_id):
    env = make(env_id)
    obs, _ = env.reset(seed=5)
    rng = np.random.default_rng(5)
    for _ in range(60):
        mask = env.unwrapped.action_masks()
        assert mask.any()
        assert np.array_equal(obs["action_mask"] > 0.5, mask)
        bad = np.flatnonzero(~mask)
        if len(bad):
            with pytest.raises(InvalidActionError, match="valid actions"):
                env.step(int(bad[0]))
            assert np.array_equal(env.unwrapped.action_masks(), mask)
        with pytest.raises(InvalidActionError, match="out of range"):
            env.step(len(mask))
        with pytest.raises(InvalidActionError, match="not an integer"):
            env.step(0.5)
        obs, _, term, trunc, _ = env.step(int(rng.choice(np.flatnonzero(mask))))
        if term or trunc:
            with pytest.raises(RuntimeError, match="after the episode ended"):
                env.step(0)
            break


@pytest.mark.parametrize("env_id", IDS)
@pytest.mark.parametrize("mode", ["noop", "penalty"])
def test_invalid_action_noop_and_penalty(env_id, mode):
    env = make(env_id, invalid_action=mode, invalid_penalty=2.5)
    obs, _ = env.reset(seed=1)
    mask = env.unwrapped.action_masks()
    bad = len(mask) if mask.all() else int(np.flatnonzero(~mask)[0])
    now = env.unwrapped.sim.now
    obs2, r, term, trunc, info = env.step(bad)
    assert info["invalid_action"] and not term and not trunc
    assert r == (-2.5 if mode == "penalty" else 0.0)
    assert env.unwrapped.sim.now == now
    assert all(np.array_equal(obs[k], obs2[k]) for k in obs)
    # a valid action still plays as usual afterwards, and the episode ends normally
    _, rewards, info, term, _ = rollout_from(env, 1)
    assert term and sum(rewards) == pytest.approx(-info["objective"], rel=1e-9, abs=1e-9)


def rollout_from(env, seed):
    rng = np.random.default_rng(seed)
    rewards = []
    while True:
        a = int(rng.choice(np.flatnonzero(env.unwrapped.action_masks())))
        _, r, term, trunc, info = env.step(a)
        rewards.append(r)
        if term or trunc:
            return None, rewards, info, term, trunc


@pytest.mark.parametrize("env_id", IDS)
def test_max_steps_truncates_and_an_ignored_action_counts(env_id):
    env = make(env_id, max_steps=3, invalid_action="noop")
    env.reset(seed=2)
    mask = env.unwrapped.action_masks()
    valid = int(np.flatnonzero(mask)[0])
    env.step(valid)
    env.step(len(mask))  # ignored, still a step
    _, _, term, trunc, info = env.step(int(np.flatnonzero(env.unwrapped.action_masks())[0]))
    assert trunc and not term and "metrics" in info


@pytest.mark.parametrize("env_id", IDS)
def test_bad_env_arguments_name_the_parameter(env_id):
    with pytest.raises(ValueError, match="invalid_action"):
        make(env_id, invalid_action="ignore")
    with pytest.raises(ValueError, match="max_steps"):
        make(env_id, max_steps=0)
    with pytest.raises(ValueError, match="render_mode"):
        make(env_id, render_mode="bogus")
    component = next(iter(make(env_id).unwrapped.weights))
    for bad in (float("nan"), float("inf"), "heavy"):
        with pytest.raises(ValueError, match=f"weight of '{component}' must be a finite"):
            make(env_id, objective={component: bad})


@pytest.mark.parametrize("env_id", IDS)
@pytest.mark.parametrize("vector", ["sync", "async"])
def test_gymnasium_vector_envs(env_id, vector):
    kw = ENVS[env_id].test_kwargs
    venv = gym.make_vec(env_id, num_envs=2, vectorization_mode=vector, **kw)
    obs, _ = venv.reset(seed=[0, 1])
    for _ in range(5):
        masks = obs["action_mask"] > 0.5
        obs, r, _term, _trunc, _ = venv.step(np.array([np.flatnonzero(m)[0] for m in masks]))
        assert r.shape == (2,)
    venv.close()


@pytest.mark.parametrize("env_id", IDS)
def test_registered_baselines_play_whole_episodes(env_id):
    entry = ENVS[env_id]
    env = make(env_id)
    for name in entry.baseline_names:
        agent = entry.make_baseline(name, env)
        _, rewards, info, term, _ = rollout(env, 4, agent)
        assert term and sum(rewards) == pytest.approx(-info["objective"], rel=1e-9, abs=1e-9)
        obs, _ = env.reset(seed=4)
        batch = {k: np.stack([v, v]) for k, v in obs.items()}
        assert agent.predict(batch)[0].tolist() == [int(agent.predict(obs)[0])] * 2
    with pytest.raises((KeyError, ValueError), match="nosuch"):
        entry.make_baseline("nosuch", env)


@pytest.mark.parametrize("env_id", IDS)
def test_render_rgb_array(env_id):
    env = make(env_id, render_mode="rgb_array")
    env.reset(seed=0)
    env.step(int(np.flatnonzero(env.unwrapped.action_masks())[0]))
    img = env.render()
    assert img.ndim == 3 and img.shape[2] == 3 and img.dtype == np.uint8 and img.std() > 0
