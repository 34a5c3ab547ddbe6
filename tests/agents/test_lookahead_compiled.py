"""The rollout planner's compiled rollouts against its Python ones (a deep copy of the env per
option): the same decisions, hence the same episode, on online and hindsight planners."""

from __future__ import annotations

from dataclasses import replace

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401
from hpcgym.agents.lookahead import COST_TIE, first_best, parse
from hpcgym.batch import compiled
from hpcgym.batch.workload import Workload
from hpcgym.errors import InputError
from hpcgym.workloads.swf import load_trace

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")


def over_asking() -> Workload:
    """The first 2,000 jobs of Lublin-1 submitted three times as fast, each running a random
    share of its request (the trace's runtimes equal its requests), as users over-ask on
    HPC2N: a busy machine where the planner departs from its base."""
    w = load_trace("lublin_256")
    rng = np.random.default_rng(7)
    share = rng.choice([0.004, 0.05, 0.3, 0.7, 1.0], size=2000)
    jobs = [
        replace(j, submit=j.submit // 3, runtime=max(1, int(j.walltime * q)))
        for j, q in zip(w.jobs[:2000], share)
    ]
    return Workload(jobs, w.cluster, name="lublin_256 over-asking")


def play(engine: str, spec: str, seed: int, **kw):
    kw.setdefault("jobs", 64)
    env = gym.make("hpcgym/Dispatch-v0", engine=engine, **kw)
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


@pytest.mark.parametrize("spec", ["rollout:f1:3+runtimes", "rollout:sjf:2+runtimes"])
def test_the_runtime_model_decides_alike_on_both_engines(spec):
    """On a workload whose jobs run less than they ask, the runtime model's rollouts (scaled
    runtimes, slowdown weights of the ended jobs) decide alike on both engines, and decide
    otherwise than the requests do somewhere."""
    kw = {"workload": over_asking(), "jobs": 64, "policy": f"{spec.split(':')[1]}-easy"}
    a = play("python", spec, 1, **kw)
    assert a == play("compiled", spec, 1, **kw)
    assert a[1] > 0
    assert a[0] != play("compiled", spec.removesuffix("+runtimes"), 1, **kw)[0]


def test_the_runtime_model_is_the_online_planners_only():
    env = gym.make("hpcgym/Dispatch-v0", jobs=64)
    with pytest.raises(InputError, match="hindsight bound knows the runtimes"):
        parse("lookahead:f1:3+runtimes", env, "hpcgym/Dispatch-v0")
    assert parse("rollout:f1:6+runtimes", env, "hpcgym/Dispatch-v0").name == "rollout:f1:6+runtimes"


def test_never_above_its_base():
    """The rollout algorithm's cost improvement, in hindsight: never worse than the base."""
    base = play("compiled", "lookahead:f1:1", 2)[2]
    assert play("compiled", "lookahead:f1:3", 2)[2] <= base


def test_first_best_keeps_the_earlier_option_on_a_near_tie():
    assert first_best([2.0, 2.0 * (1 - COST_TIE / 2), 1.0]) == 2
    assert first_best([2.0, 2.0 * (1 - COST_TIE / 2)]) == 0
    assert first_best([2.0, 1.9]) == 1
