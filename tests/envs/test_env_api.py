"""The API every registered env keeps, run over the registry (``hpcgym.envs.ENVS``) with each
entry's small ``test_kwargs``: both checkers, seeding, masks, vector envs, rewards summing to
minus the objective, truncation, the ``invalid_action`` modes and the registered baselines;
and the family template every env folder follows (reset info and options, the same episode
for the same index, the file set)."""

from __future__ import annotations

import ast
import re
import warnings
from pathlib import Path

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.envs import ENVS, InvalidActionError
from hpcgym.envs.common.base import INFO_KEYS
from hpcgym.envs.registration import spec
from hpcgym.errors import EnvArgumentError

IDS = list(ENVS)
ENV_DIR = Path(__file__).resolve().parents[2] / "envs"
FAMILIES = sorted(p.parent.name for p in ENV_DIR.glob("*/env.py"))
TEMPLATE_FILES = {
    "__init__.py",
    "env.py",
    "types.py",
    "episodes.py",
    "reward.py",
    "observation.py",
    "render.py",
}


def family(env_id: str) -> str:
    """The folder of ``env_id``'s family (``hpcgym.envs.<family>:Class``)."""
    return ENVS[env_id].entry_point.split(":")[0].split(".")[2]


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
def test_penalty_is_noop_less_the_penalty(env_id):
    noop = make(env_id, invalid_action="noop")
    penalty = make(env_id, invalid_action="penalty", invalid_penalty=2.5)
    for env in (noop, penalty):
        env.reset(seed=1)
    mask = noop.unwrapped.action_masks()
    bad = len(mask) if mask.all() else int(np.flatnonzero(~mask)[0])
    a, b = noop.step(bad), penalty.step(bad)
    assert a[4]["invalid_action"] and b[4]["invalid_action"]
    assert b[1] == pytest.approx(a[1] - 2.5, rel=1e-12, abs=1e-12)
    assert a[2:4] == b[2:4]
    assert all(np.array_equal(a[0][k], b[0][k]) for k in a[0])
    if a[2] or a[3]:
        return
    # valid actions play as usual afterwards, and the episode ends with the usual identity
    for env, first, less in ((noop, a[1], 0.0), (penalty, b[1], 2.5)):
        _, rewards, info, term, _ = rollout_from(env, 1)
        total = first + sum(rewards)
        assert term and total == pytest.approx(-info["objective"] - less, rel=1e-9, abs=1e-9)


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
def test_max_steps_truncates_an_invalid_action_counts_and_the_rest_is_charged(env_id):
    env = make(env_id, max_steps=3, invalid_action="fallback")
    env.reset(seed=2)
    mask = env.unwrapped.action_masks()
    rewards = [env.step(int(np.flatnonzero(mask)[0]))[1]]
    _, r, *_ = env.step(len(mask))  # replaced by the default action, still a step
    rewards.append(r)
    _, r, term, trunc, info = env.step(int(np.flatnonzero(env.unwrapped.action_masks())[0]))
    rewards.append(r)
    assert trunc and not term and "metrics" in info and info["default_steps"] > 0
    assert sum(rewards) == pytest.approx(-info["objective"], rel=1e-9, abs=1e-9)


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


@pytest.mark.parametrize("env_id", IDS)
def test_no_registration_sets_a_time_limit(env_id):
    """``max_steps`` is the one step limit (Gymnasium's TimeLimit would report no metrics)."""
    assert gym.spec(env_id).max_episode_steps is None
    env = make(env_id)
    while isinstance(env, gym.Wrapper):
        assert not isinstance(env, gym.wrappers.TimeLimit)
        env = env.env


# --- the family template ----------------------------------------------------------------------


@pytest.mark.parametrize("env_id", IDS)
def test_reset_info_names_the_episode(env_id):
    env = make(env_id)
    _, info = env.reset(seed=0)
    assert set(INFO_KEYS) <= set(info), sorted(info)
    assert info["episode"] is None
    assert info["episode_seed"] is None or isinstance(info["episode_seed"], int)
    assert isinstance(info["workload"], str) and info["workload"]
    _, info = env.reset(seed=0, options={"episode": 1})
    assert info["episode"] == 1


@pytest.mark.parametrize("env_id", IDS)
def test_reset_refuses_an_unknown_option_by_name(env_id):
    env = make(env_id)
    with pytest.raises(EnvArgumentError, match="misspelt"):
        env.reset(seed=0, options={"misspelt": 1})


def first(env_id: str, seed: int, episode: int) -> tuple[dict, dict]:
    return make(env_id).reset(seed=seed, options={"episode": episode})


@pytest.mark.parametrize("env_id", IDS)
def test_an_episode_index_gives_the_same_episode_whatever_the_seed(env_id):
    obs_a, info_a = first(env_id, 0, 2)
    obs_b, info_b = first(env_id, 12345, 2)
    assert (info_a["episode_seed"], info_a["workload"]) == (
        info_b["episode_seed"],
        info_b["workload"],
    )
    assert obs_a.keys() == obs_b.keys()
    for k in obs_a:
        assert np.array_equal(obs_a[k], obs_b[k]), k
    obs_c, info_c = first(env_id, 0, 3)
    assert (info_a["episode_seed"], info_a["workload"]) != (
        info_c["episode_seed"],
        info_c["workload"],
    ) or any(not np.array_equal(obs_a[k], obs_c[k]) for k in obs_a)


def sums_over_weights(tree: ast.AST) -> list[str]:
    """``sum(w * ... for ... weights ...)`` and ``for ... in ...weights...: x += w * ...``:
    a weighted sum written again instead of :func:`hpcgym.envs.common.reward.weighted_sum`."""
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "sum"
            and node.args
            and isinstance(node.args[0], (ast.GeneratorExp, ast.ListComp))
            and isinstance(node.args[0].elt, ast.BinOp)
            and isinstance(node.args[0].elt.op, ast.Mult)
            and "weight" in ast.unparse(node.args[0])
        ):
            found.append(ast.unparse(node))
        if (
            isinstance(node, ast.For)
            and "weight" in ast.unparse(node.iter)
            and any(
                isinstance(inner, ast.AugAssign)
                and isinstance(inner.op, ast.Add)
                and isinstance(inner.value, ast.BinOp)
                and isinstance(inner.value.op, ast.Mult)
                for inner in ast.walk(node)
            )
        ):
            found.append(ast.unparse(node).splitlines()[0])
    return found


# What env.py delegates: an episode draw, an observation builder, a feature row, a frame.
MISPLACED = re.compile(r"observation|features|_space$|^_?draw|^_?given|^_?sample|^_?generate")
THIN = ("_observe", "_reward", "_render_frame")  # a few lines handing over to the family's modules


@pytest.mark.parametrize("name", FAMILIES)
def test_every_family_folder_has_the_template_shape(name):
    folder = ENV_DIR / name
    files = {p.name for p in folder.glob("*.py")}
    assert TEMPLATE_FILES <= files, f"envs/{name}/ lacks {sorted(TEMPLATE_FILES - files)}"
    tree = ast.parse((folder / "env.py").read_text())
    costs = [
        n.name
        for n in ast.walk(tree)
        if isinstance(n, ast.ClassDef)
        and any(
            (b.id if isinstance(b, ast.Name) else getattr(b, "attr", ""))
            in ("DenseReward", "WeightedCost")
            for b in n.bases
        )
    ]
    assert not costs, f"envs/{name}/env.py defines the cost {costs} (reward.py holds it)"
    assert not sums_over_weights(tree), f"envs/{name}/env.py sums over the weights"
    misplaced = [
        n.name
        for n in ast.walk(tree)
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and MISPLACED.search(n.name)
    ]
    assert not misplaced, (
        f"envs/{name}/env.py defines {misplaced} (episodes.py, "
        "observation.py and render.py hold them)"
    )
    thick = [
        n.name
        for n in ast.walk(tree)
        if isinstance(n, ast.FunctionDef)
        and n.name in THIN
        and sum(isinstance(s, ast.stmt) for s in ast.walk(n)) > 6
    ]
    assert not thick, f"envs/{name}/env.py: {thick} should delegate, not build"
