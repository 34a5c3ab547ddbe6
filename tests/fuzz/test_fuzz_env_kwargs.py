"""Fuzzing the envs' keyword arguments: each registered env with its test kwargs, one to three
of its own keywords set to random values (signs, fractions, huge, NaN, words, lists, None);
``gymnasium.make`` then ``reset`` return, or raise one of hpcgym's errors. (Gymnasium's own
keywords, ``render_mode`` and ``disable_env_checker``, are checked by gymnasium.make before
the env sees them, and an unknown keyword is Python's TypeError: neither is fuzzed.)"""

from __future__ import annotations

import gymnasium as gym
import pytest
from fuzzing import EDGE_NUMBERS, JSON, budget, outcome
from hypothesis import given
from hypothesis import strategies as st

import hpcgym.envs  # noqa: F401  registers the ids
from hpcgym.envs.registration import ENVS, MAKE_KWARGS, kwarg_names

pytestmark = pytest.mark.fuzz

GYM = (*MAKE_KWARGS, "render_mode")
NAMES = {env_id: [k for k in kwarg_names(env_id) if k not in GYM] for env_id in ENVS}
VALUES = st.one_of(
    EDGE_NUMBERS,
    st.integers(-3, 100),
    st.sampled_from(
        [
            "",
            "x",
            "fcfs",
            "test",
            "train",
            "lublin_256",
            "Montage",
            "rgb_array",
            "noop",
            "penalty",
            "raise",
            None,
            [],
            [1],
            {},
        ]
    ),
    JSON,
)


def make_and_reset(env_id: str, kwargs: dict) -> None:
    env = gym.make(env_id, disable_env_checker=True, **kwargs)
    try:
        env.reset(seed=0)
    finally:
        env.close()


@budget(60)
@given(st.data())
def test_env_kwargs(data):
    env_id = data.draw(st.sampled_from(sorted(ENVS)))
    kwargs = dict(ENVS[env_id].test_kwargs)
    for _ in range(data.draw(st.integers(1, 3))):
        key = data.draw(st.sampled_from(NAMES[env_id]))
        kwargs[key] = data.draw(VALUES)
    outcome(make_and_reset, env_id, kwargs, seconds=20)
