"""DAgger's data: the states the student visits, each labelled with the teacher's choice."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401
from hpcgym.agents.imitate import Samples, collect
from hpcgym.baselines.dispatch import make_baseline


class Student:
    """A student that plays SJF (SB3's predict with masks)."""

    def __init__(self, env):
        self.agent = make_baseline("sjf", env)

    def predict(self, obs, deterministic=True, action_masks=None):
        return self.agent.predict(obs)


def test_dagger_labels_the_students_states_with_the_teachers_choice():
    env = gym.make("hpcgym/Dispatch-v0", workload="lublin_256", jobs=96, split="train")
    teacher, sjf = make_baseline("f1", env), make_baseline("sjf", env)
    data = Samples()
    collect(env, teacher, Student(env), 120, 3, 0.9, data)
    assert len(data.obs) == len(data.actions) == len(data.masks) == len(data.returns) == 120
    # replay SJF from the same seed: the same states, and the labels are F1's choices there
    obs, _ = env.reset(seed=3)
    differ = 0
    for k in range(120):
        assert all(np.array_equal(obs[key], data.obs[k][key]) for key in obs)
        assert data.actions[k] == int(teacher.predict(obs)[0])
        assert data.masks[k][data.actions[k]]
        differ += data.actions[k] != int(sjf.predict(obs)[0])
        obs, _, term, trunc, _ = env.step(int(sjf.predict(obs)[0]))
        if term or trunc:
            obs, _ = env.reset()
    assert differ > 0  # the teacher would have chosen otherwise somewhere


def test_teacher_played_returns_are_discounted_to_each_episode_end():
    env = gym.make("hpcgym/Dispatch-v0", workload="lublin_256", jobs=16, split="train")
    teacher = make_baseline("f1", env)
    data = Samples()
    collect(env, teacher, None, 200, 0, 1.0, data)
    # gamma 1: the return-to-go of an episode's first state is minus its objective
    obs, _ = env.reset(seed=0)
    total, k = 0.0, 0
    while True:
        obs, r, term, trunc, info = env.step(int(teacher.predict(obs)[0]))
        total += r
        k += 1
        if term or trunc:
            break
    assert abs(data.returns[0] - total) < 1e-6 and abs(total + info["objective"]) < 1e-6


def test_heuristic_views_rank_the_window_and_mark_the_heuristics_choice():
    """``ranks``: on every state of a randomly played episode, each heuristic's rank column is
    a permutation of 0..n-1 (over n) on the window's jobs in its score's order, 0 elsewhere,
    and its choice column marks exactly the job its baseline agent picks."""
    import pytest

    torch = pytest.importorskip("torch")
    from hpcgym.agents.policies import HeuristicViews
    from hpcgym.baselines.dispatch import SCORES

    names = ("f1", "sjf", "wfp3", "unicep")
    env = gym.make("hpcgym/Dispatch-v0", workload="lublin_256", jobs=128, split="test")
    s = env.unwrapped.scales
    views = HeuristicViews(names, (s.total_cores, s.total_units, s.max_walltime))
    agents = [make_baseline(n, env) for n in names]
    rng = np.random.default_rng(0)
    obs, _ = env.reset(options={"episode": 0})
    done, states = False, 0
    while not done:
        v = views(torch.as_tensor(obs["queue"])[None], torch.as_tensor(obs["queue_mask"])[None])[
            0
        ].numpy()
        n = int(obs["queue_mask"].sum())
        for k, (name, agent) in enumerate(zip(names, agents)):
            rank, chosen = v[:, 2 * k], v[:, 2 * k + 1]
            assert sorted(np.rint(rank[:n] * n).astype(int)) == list(range(n))
            assert not rank[n:].any()
            score = SCORES[name](obs["queue"][:n].astype(np.float64), s)
            assert (np.diff(score[np.argsort(rank[:n])]) >= 0).all()
            pick = agent.choose(obs)
            assert chosen.sum() == (pick < len(chosen)) and (pick == len(chosen) or chosen[pick])
        states += n > 1
        obs, _, term, trunc, _ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        done = term or trunc
    assert states > 50  # many states with a real choice


def test_unknown_heuristic_in_ranks_is_refused_by_name():
    import pytest

    from hpcgym.agents.sweep import train_config

    with pytest.raises(ValueError, match=r"ranks: unknown heuristic 'nosuch'; known: fcfs"):
        train_config("hpcgym/Dispatch-v0", {}, 0, {"ranks": ["f1", "nosuch"]})


def test_a_lookahead_teacher_flags_exactly_the_states_where_it_departs_from_its_base():
    from hpcgym.agents.evaluate import load_agent

    env = gym.make("hpcgym/Dispatch-v0", workload="lublin_256", jobs=64, split="train")
    teacher = load_agent("lookahead:f1:3", env, "hpcgym/Dispatch-v0").model
    data = Samples()
    collect(env, teacher, None, 64, 5, 0.99, data)
    f1 = make_baseline("f1", env)
    departed = [a != f1.choose(o) for o, a in zip(data.obs, data.actions)]
    assert data.departed == departed
    assert 0 < sum(departed) < len(departed)


def test_focus_weighs_the_departures_in_the_cloning_loss(tmp_path):
    """One state labelled ten times with action a (the base's) and ten times with b (a
    departure): the weighted likelihood's optimum gives b ``focus`` times a's probability."""
    import pytest

    pytest.importorskip("sb3_contrib")
    import torch
    from stable_baselines3.common.vec_env import DummyVecEnv

    from hpcgym.agents.imitate import fit
    from hpcgym.agents.models import TrainConfig
    from hpcgym.agents.train import _new_model

    kw = {"workload": "lublin_256", "jobs": 64, "split": "train"}
    venv = DummyVecEnv([lambda: gym.make("hpcgym/Dispatch-v0", **kw)])
    env = gym.make("hpcgym/Dispatch-v0", **kw)
    obs, _ = env.reset(seed=0)
    while env.unwrapped.action_masks().sum() < 3:
        obs, *_ = env.step(int(make_baseline("fcfs", env).choose(obs)))
    mask = env.unwrapped.action_masks()
    a, b = (int(x) for x in np.flatnonzero(mask)[:2])
    for focus in (1.0, 3.0):
        config = TrainConfig(seed=0, pretrain_epochs=400, pretrain_focus=focus, net_arch=[32, 32])
        model = _new_model(config, venv, tmp_path)
        data = Samples(
            obs=[obs] * 20,
            actions=[a] * 10 + [b] * 10,
            masks=[mask] * 20,
            departed=[False] * 10 + [True] * 10,
            returns=[0.0] * 20,
        )
        fit(model, data, config)
        batch = {k: torch.as_tensor(v)[None] for k, v in obs.items()}
        with torch.no_grad():
            p = (
                model.policy.get_distribution(batch, action_masks=mask[None])
                .distribution.probs[0]
                .numpy()
            )
        assert p[b] / p[a] == pytest.approx(focus, rel=0.1)


def test_zero_steps_saves_the_clone_without_ppo(tmp_path):
    """``steps`` 0: imitation only. The saved policy has trained no PPO step and, cloned from
    Classical-HPC (always the longest request), asks what it asks on held-out states."""
    pytest.importorskip("sb3_contrib")
    from hpcgym.agents.models import TrainConfig, load, trained_steps
    from hpcgym.agents.train import train
    from hpcgym.baselines.walltime import make_baseline as walltime_baseline

    kwargs = {"jobs": 4, "levels": 20, "rate": 0.1, "history": 5}
    config = TrainConfig(
        env_id="hpcgym/Walltime-v0",
        env_kwargs=kwargs,
        steps=0,
        n_envs=1,
        net_arch=[32],
        pretrain="hpc",
        pretrain_steps=300,
        pretrain_epochs=20,
    )
    path = train(config, tmp_path / "clone")
    assert trained_steps(path) == 0
    model, _ = load(path)
    env = gym.make("hpcgym/Walltime-v0", **kwargs, split="test")
    teacher = walltime_baseline("hpc", env)
    obs, _ = env.reset(seed=5)
    for _ in range(40):
        mask = env.unwrapped.action_masks()
        act = int(model.predict(obs, deterministic=True, action_masks=mask)[0])
        assert act == int(teacher.predict(obs)[0])
        obs, _, term, trunc, _ = env.step(act)
        if term or trunc:
            obs, _ = env.reset()


def test_zero_steps_without_a_teacher_is_refused(tmp_path):
    pytest.importorskip("sb3_contrib")
    from hpcgym.agents.models import TrainConfig
    from hpcgym.agents.train import train
    from hpcgym.errors import InputError

    with pytest.raises(InputError, match="imitation only"):
        train(TrainConfig(env_kwargs={"jobs": 16}, steps=0, n_envs=1), tmp_path / "none")
