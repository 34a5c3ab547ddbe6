"""DAgger's data: the states the student visits, each labelled with the teacher's choice."""
from __future__ import annotations

import gymnasium as gym
import numpy as np

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
