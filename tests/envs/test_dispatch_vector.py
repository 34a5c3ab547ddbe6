"""The native vector env (``gymnasium.make_vec("hpcgym/Dispatch-v0", num_envs=N)``) replays the
episodes of N single envs under the same seeds, to the bit: observations, rewards, flags,
final objectives and metrics, across autoresets, every invalid-action mode and truncation."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401
from hpcgym.batch import compiled
from hpcgym.envs.common.spaces import InvalidActionError
from hpcgym.envs.dispatch.env import DispatchEnv
from hpcgym.envs.dispatch.vector import END_KEYS, DispatchVectorEnv, window_source
from hpcgym.errors import EnvArgumentError

pytestmark = pytest.mark.skipif(not compiled.available(), reason="needs the compiled core")

# (env kwargs, whether the core carves the episodes); each is stepped in lockstep
CASES = [
    ({"jobs": 48, "split": "train"}, True),
    ({"jobs": 40, "window": 8, "policy": "sjf-easy", "objective": "wait"}, True),
    ({"jobs": 40, "policy": "wfp3-easy", "backfill": "conservative", "objective": "mix"}, True),
    ({"jobs": 40, "policy": "unicep-easy", "objective": "utilization"}, True),
    ({"jobs": 40, "policy": "slurm", "window": 16}, True),
    ({"jobs": 40, "policy": "f1-easy"}, False),
    ({"jobs": 30, "max_steps": 25, "invalid_action": "noop"}, True),
    ({"jobs": 30, "invalid_action": "penalty", "invalid_penalty": 0.5}, True),
    ({"jobs": 30, "invalid_action": "fallback", "backfill": "none"}, True),
    (
        {"workload": "edison", "hours": 0.25, "warmup": 600, "policy": "slurm", "max_steps": 90},
        False,
    ),
]


def single_step(env: DispatchEnv, action: int) -> tuple:
    obs, reward, terminated, truncated, info = env.step(action)
    return obs, reward, terminated, truncated, info


def assert_obs_equal(vec_obs: dict, i: int, obs: dict) -> None:
    for key, value in obs.items():
        np.testing.assert_array_equal(vec_obs[key][i], value, err_msg=key)


@pytest.mark.parametrize(("kwargs", "carved"), CASES)
def test_vector_env_replays_single_envs_to_the_bit(kwargs: dict, carved: bool) -> None:
    n, steps = 3, 700 if "hours" not in kwargs else 250
    vec = gym.make_vec("hpcgym/Dispatch-v0", num_envs=n, **kwargs)
    assert isinstance(vec, DispatchVectorEnv)
    assert (vec._source is not None) == carved
    singles = [DispatchEnv(**kwargs) for _ in range(n)]
    obs, infos = vec.reset(seed=11)
    for i, env in enumerate(singles):
        o, info = env.reset(seed=11 + i)
        assert_obs_equal(obs, i, o)
        assert infos["workload"][i] == info["workload"]
    rng = np.random.default_rng(5)
    done = [False] * n
    ended = 0
    for _ in range(steps):
        mask = vec.action_masks()
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in mask])
        if kwargs.get("invalid_action", "raise") != "raise":
            wrong = rng.random(n) < 0.15
            actions[wrong] = rng.integers(0, mask.shape[1], wrong.sum())
        obs, rewards, term, trunc, infos = vec.step(actions)
        for i, env in enumerate(singles):
            if done[i]:  # next-step autoreset: the single env resets here
                o, info = env.reset()
                assert infos["_workload"][i] and infos["workload"][i] == info["workload"]
                assert rewards[i] == 0.0 and not term[i] and not trunc[i]
                assert_obs_equal(obs, i, o)
                done[i] = False
                continue
            o, r, te, tr, info = single_step(env, int(actions[i]))
            assert_obs_equal(obs, i, o)
            assert rewards[i] == r
            assert (term[i], trunc[i]) == (te, tr)
            assert bool(infos.get("_invalid_action", np.zeros(n, bool))[i]) == bool(
                info.get("invalid_action", False)
            )
            if te or tr:
                ended += 1
                assert infos["objective"][i] == info["objective"]
                assert infos["default_steps"][i] == info["default_steps"]
                for key in END_KEYS[1:]:
                    assert infos["metrics"][key][i] == info["metrics"][key], key
                done[i] = True
    assert ended >= 2


def test_trace_windows_are_carved_by_the_core() -> None:
    env = DispatchEnv(jobs=48)
    assert window_source(env) is not None
    assert window_source(DispatchEnv(jobs=48, policy="f1-easy")) is None
    assert window_source(DispatchEnv(hours=6.0)) is None


def test_enumerated_episodes_and_seed_lists() -> None:
    vec = gym.make_vec("hpcgym/Dispatch-v0", num_envs=2, jobs=48, split="test")
    _, infos = vec.reset(seed=[3, 9], options={"episode": [4, None]})
    one = DispatchEnv(jobs=48, split="test")
    assert infos["workload"][0] == one.reset(options={"episode": 4})[1]["workload"]
    assert infos["workload"][1] == one.reset(seed=9)[1]["workload"]
    with pytest.raises(EnvArgumentError, match="2 seeds for 3"):
        gym.make_vec("hpcgym/Dispatch-v0", num_envs=3, jobs=48).reset(seed=[1, 2])
    with pytest.raises(EnvArgumentError, match="one index"):
        vec.reset(options={"episode": 4})


def test_an_invalid_action_is_refused_naming_the_sub_env_and_changes_nothing() -> None:
    vec = gym.make_vec("hpcgym/Dispatch-v0", num_envs=2, jobs=48)
    obs, _ = vec.reset(seed=0)
    masked = int(np.flatnonzero(~vec.action_masks()[1])[0])
    with pytest.raises(InvalidActionError, match=rf"sub-env 1: action {masked} .*valid actions"):
        vec.step(np.array([0, masked]))
    np.testing.assert_array_equal(vec.action_masks(), obs["action_mask"] > 0.5)
    with pytest.raises(InvalidActionError, match="2 integers"):
        vec.step(np.array([0, 0, 0]))
    vec.step(np.array([0, 0]))


def test_unsupported_configurations_get_gymnasiums_sync_vector_env() -> None:
    vec = gym.make_vec("hpcgym/Dispatch-v0", num_envs=2, jobs=48, engine="python")
    assert isinstance(vec, gym.vector.SyncVectorEnv)
    with pytest.raises(EnvArgumentError, match="engine='compiled' cannot run"):
        gym.make_vec(
            "hpcgym/Dispatch-v0", num_envs=2, jobs=48, engine="compiled", policy="rlscheduler"
        )


def test_observations_are_copies_unless_asked_for_views() -> None:
    vec = gym.make_vec("hpcgym/Dispatch-v0", num_envs=2, jobs=48)
    first, _ = vec.reset(seed=0)
    kept = first["queue"].copy()
    vec.step(np.zeros(2, int))
    np.testing.assert_array_equal(first["queue"], kept)
    views = gym.make_vec("hpcgym/Dispatch-v0", num_envs=2, jobs=48, copy=False)
    a, _ = views.reset(seed=0)
    b, *_ = views.step(np.zeros(2, int))
    assert np.shares_memory(a["queue"], b["queue"])


def _same_infos(a: dict, b: dict) -> None:
    assert a.keys() == b.keys()
    for key in a:
        x, y = np.asarray(a[key]), np.asarray(b[key])
        if x.dtype == object:
            assert [str(v) for v in x.ravel()] == [str(v) for v in y.ravel()], key
        else:
            np.testing.assert_array_equal(x, y, err_msg=key)


@pytest.mark.parametrize(("kwargs", "carved"), CASES)
def test_a_vector_env_pickled_mid_episode_goes_on_as_the_original(
    kwargs: dict, carved: bool
) -> None:
    """``pickle.dumps(vec)`` at a random step (Ray, multiprocessing, checkpoints): the copy
    then gives the original's observations, rewards, flags and infos step by step for the
    same actions, across autoresets (carved windows and episodes built in Python) and
    invalid actions."""
    import pickle

    n = 3
    vec = gym.make_vec("hpcgym/Dispatch-v0", num_envs=n, **kwargs)
    vec.reset(seed=4)
    rng = np.random.default_rng(9)
    lenient = kwargs.get("invalid_action", "raise") != "raise"

    def actions() -> np.ndarray:
        mask = vec.action_masks()
        a = np.array([rng.choice(np.flatnonzero(m)) for m in mask])
        if lenient:
            wrong = rng.random(n) < 0.15
            a[wrong] = rng.integers(0, mask.shape[1], wrong.sum())
        return a

    ended = 0
    for _ in range(int(rng.integers(20, 120))):
        *_, term, trunc, _ = vec.step(actions())
        ended += int(term.sum() + trunc.sum())
    twin = pickle.loads(pickle.dumps(vec))
    assert isinstance(twin, DispatchVectorEnv) and (twin._source is not None) == carved
    for _ in range(300 if "hours" not in kwargs else 150):
        a = actions()
        mine, theirs = vec.step(a), twin.step(a.copy())
        for k in mine[0]:
            np.testing.assert_array_equal(mine[0][k], theirs[0][k], err_msg=k)
        for x, y in zip(mine[1:4], theirs[1:4]):
            np.testing.assert_array_equal(x, y)
        _same_infos(mine[4], theirs[4])
        ended += int(mine[2].sum() + mine[3].sum())
    assert ended > 0  # an autoreset was crossed on both sides
    np.testing.assert_array_equal(vec.action_masks(), twin.action_masks())


def test_a_vector_snapshot_of_another_shape_or_damaged_is_refused_and_the_env_kept() -> None:
    vec = gym.make_vec("hpcgym/Dispatch-v0", num_envs=2, jobs=32)
    other = gym.make_vec("hpcgym/Dispatch-v0", num_envs=3, jobs=32)
    vec.reset(seed=1)
    other.reset(seed=1)
    before = vec._core.snapshot()
    with pytest.raises(ValueError, match=r"DispatchVec.restore: a snapshot of 3 sub-envs"):
        vec._core.restore(other._core.snapshot())
    with pytest.raises(ValueError, match=r"DispatchVec.restore: truncated"):
        vec._core.restore(before[:-3])
    with pytest.raises(ValueError, match=r"not a DispatchVec snapshot"):
        vec._core.restore(vec._core.episode(0).snapshot())
    assert vec._core.snapshot() == before
