"""The rollout planner's compiled rollouts against its Python ones (a deep copy of the env per
option): the same decisions, hence the same episode, on online and hindsight planners."""

from __future__ import annotations

import gymnasium as gym
import pytest

import hpcgym  # noqa: F401
from hpcgym.agents.lookahead import COST_TIE, first_best, parse
from hpcgym.batch import compiled

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")


def play(engine: str, spec: str, seed: int, **kw):
    env = gym.make("hpcgym/Dispatch-v0", engine=engine, jobs=64, **kw)
    agent = parse(spec, env, "hpcgym/Dispatch-v0")
    obs, _ = env.reset(seed=seed)
    actions, departed = [], 0
    while True:
        a, _ = agent.predict(obs)
        actions.append(a)
        departed += agent.departed
        obs, _, term, trunc, info = env.step(a)
        if term or trunc:
            return actions, departed, info["objective"]


@pytest.mark.parametrize(
    "spec", ["rollout:f1:3", "lookahead:f1:3", "rollout:sjf:2", "lookahead:fcfs:4:3"]
)
@pytest.mark.parametrize("seed", [0, 5])
def test_same_decisions_as_python_rollouts(spec, seed):
    a = play("python", spec, seed)
    b = play("compiled", spec, seed)
    assert a == b
    if spec.startswith("lookahead:f1"):
        assert a[1] > 0  # the planner departs from its base somewhere: the test has teeth


def test_never_above_its_base():
    """The rollout algorithm's cost improvement, in hindsight: never worse than the base."""
    base = play("compiled", "lookahead:f1:1", 2)[2]
    assert play("compiled", "lookahead:f1:3", 2)[2] <= base


def test_first_best_keeps_the_earlier_option_on_a_near_tie():
    assert first_best([2.0, 2.0 * (1 - COST_TIE / 2), 1.0]) == 2
    assert first_best([2.0, 2.0 * (1 - COST_TIE / 2)]) == 0
    assert first_best([2.0, 1.9]) == 1
