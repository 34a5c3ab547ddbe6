"""The rollout planners on Dispatch-Edison-v0 (Moab's queue, rodrigo2018 §3.1.3) in the compiled
core: the same decisions as the Python rollouts (a deep copy of the env per option) with the
window's head (``moab``) and F1 as bases; with one candidate a sampled planner is its base;
the hindsight bound is never above its base; sampled arrivals take Edison's own classes
(users, queues, limits) and change what the rollouts see."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import gymnasium as gym
import pytest

import hpcgym  # noqa: F401
from hpcgym.agents.lookahead import parse
from hpcgym.baselines.dispatch import make_baseline
from hpcgym.batch import compiled
from hpcgym.batch.cluster import processors
from hpcgym.batch.workload import Workload
from hpcgym.envs.dispatch.compiled import CompiledEpisode
from hpcgym.workloads.edison import EdisonConfig, generate

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")
ENV = "hpcgym/Dispatch-Edison-v0"


def play(engine: str, agent_of, seed: int, hours: float = 0.2, warmup: int = 600):
    """The actions, departures from the base and objective of one Edison episode."""
    env = gym.make(ENV, engine=engine, hours=hours, warmup=warmup)
    agent = agent_of(env)
    obs, _ = env.reset(seed=seed)
    if engine == "compiled":
        assert isinstance(env.unwrapped.state, CompiledEpisode)
    actions, departed = [], 0
    while True:
        a, _ = agent.predict(obs)
        actions.append(a)
        departed += agent.departed
        obs, _, term, trunc, info = env.step(a)
        if term or trunc:
            return actions, departed, info["objective"]


def spec(s: str):
    return lambda env: parse(s, env, ENV)


def base(name: str):
    def make(env):
        agent = make_baseline(name, env)

        class Base:
            departed = False

            def predict(self, obs):
                return agent.choose(obs), None

        return Base()

    return make


@cache
def edison_day() -> Workload:
    """A generated Edison day (rodrigo2018) on 2,400 cores (wider jobs cut to the machine): a
    busy machine whose 48-job windows the Python rollouts afford."""
    w = generate(EdisonConfig(days=1, seed=2, warmup=0))
    jobs = [replace(j, cores=min(j.cores, 2400)) for j in w.jobs]
    return Workload(jobs, processors(2400), name="edison day on 2,400 cores")


WINDOWS = "hpcgym/Dispatch-v0"


def windows_env(engine: str) -> gym.Env:
    """48-job windows of the Edison day under moab-edison."""
    return gym.make(WINDOWS, engine=engine, workload=edison_day(), jobs=48, policy="moab-edison")


def play_windows(engine: str, s: str, seed: int):
    env = windows_env(engine)
    agent = parse(s, env, WINDOWS)
    obs, _ = env.reset(seed=seed)
    assert isinstance(env.unwrapped.state, CompiledEpisode) == (engine == "compiled")
    actions, departed = [], 0
    while True:
        a, _ = agent.predict(obs)
        actions.append(a)
        departed += agent.departed
        obs, _, term, trunc, info = env.step(a)
        if term or trunc:
            return actions, departed, info["objective"]


@pytest.mark.parametrize("s", ["rollout:moab:3", "lookahead:moab:3", "rollout:f1:2"])
def test_same_decisions_as_python_rollouts(s):
    """A window of an Edison day under moab-edison (one whose Python rollouts take seconds,
    not minutes): both engines' rollouts decide alike."""
    a = play_windows("python", s, 3)
    assert a == play_windows("compiled", s, 3)
    assert a[1] > 0  # the planner departs from its base: the test has teeth


def test_the_hindsight_bound_is_never_above_the_window_head():
    for seed in (0, 2):
        bound = play("compiled", spec("lookahead:moab:3"), seed)
        head = play("compiled", base("moab"), seed)
        assert bound[2] <= head[2] + 1e-9 * abs(head[2])


@pytest.mark.parametrize("s", ["rollout:moab:1+s4+arr2", "rollout:moab:1+mc4+arr1"])
def test_with_one_candidate_the_sampled_planner_is_the_window_head(s):
    a = play("compiled", spec(s), 3)
    b = play("compiled", base("moab"), 3)
    assert a[1] == 0 and a[0] == b[0] and a[2] == b[2]


def test_sampled_arrivals_take_edisons_classes_and_change_the_rollouts():
    """Over a 3-hour horizon the scenarios' arrivals (each a copy of a recent Edison job, its
    user's and queue's limits with it) change the objectives of the plain online rollouts;
    a horizon of 0 gives them back exactly; the same seed decides alike. On the Edison day's
    windows: a rollout on the whole generated machine drains its pre-filled backlog (minutes
    of CPU for one episode)."""
    env = windows_env("compiled")
    agent = parse("rollout:moab:4", env, WINDOWS)
    obs, _ = env.reset(seed=4)
    differ = same = 0
    for _ in range(30):
        core = agent._compiled().core
        options = core.options(4)
        if len(options) > 1:
            plain = core.rollouts(options, True)
            assert core.rollouts_sampled(options, 1, False, 0, ("moab", "moab")) == plain
            sampled = core.rollouts_sampled(options, 2, False, 3 * 3600, ("moab", "moab"))
            differ += sampled != pytest.approx(plain, rel=1e-9)
            same += 1
        obs, _, term, trunc, _ = env.step(agent.base.choose(obs))
        if term or trunc:
            break
    assert same > 10 and differ > same // 2
    a = play_windows("compiled", "rollout:moab:3+s4+arr2", 5)
    assert a == play_windows("compiled", "rollout:moab:3+s4+arr2", 5)
    assert a[1] > 0
