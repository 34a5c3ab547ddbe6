"""Baseline agents: through the env they make exactly the native policies' schedules."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401
from hpcgym.baselines import BASELINES, NATIVE, make_baseline
from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import simulate
from hpcgym.envs import DispatchEnv


def run_agent(env, agent, seed: int) -> dict:
    obs, _ = env.reset(seed=seed)
    while True:
        a, _ = agent.predict(obs, deterministic=True)
        obs, _r, term, trunc, info = env.step(a)
        if term or trunc:
            return info


@pytest.mark.parametrize("name", BASELINES)
@pytest.mark.parametrize(
    "workload,kw,seed",
    [
        ("lublin_256", {"jobs": 400}, 0),
        ("lublin_256", {"jobs": 400}, 5),
        ("edison", {"hours": 1.0}, 2),
    ],
)
def test_baseline_through_env_is_the_native_schedule(name, workload, kw, seed):
    env = DispatchEnv(workload, policy=NATIVE[name], **kw)
    info = run_agent(env, make_baseline(name, env), seed)
    sim = env.sim
    native = simulate(sim.workload, NATIVE[name])
    assert native.start == sim.start_t
    assert native.end == sim.end_t
    assert info["metrics"]["mean_bsld"] == pytest.approx(compute(native)["mean_bsld"])


@pytest.mark.parametrize("policy", ["fcfs", "fcfs-conservative"])
def test_fcfs_agent_with_other_mechanisms(policy):
    env = DispatchEnv(jobs=300, policy=policy)
    run_agent(env, make_baseline("fcfs", env), 1)
    assert simulate(env.sim.workload, policy).start == env.sim.start_t


def test_heuristics_differ_on_an_fcfs_env():
    """On the default FCFS-ordered env the agents choose within the window: real decisions."""
    env = DispatchEnv(jobs=400)
    bsld = {
        n: run_agent(env, make_baseline(n, env), 3)["metrics"]["mean_bsld"]
        for n in ("fcfs", "sjf", "f1")
    }
    assert len(set(bsld.values())) == 3
    assert bsld["sjf"] < bsld["fcfs"]


def test_sb3_evaluate_policy_accepts_a_baseline():
    from stable_baselines3.common.evaluation import evaluate_policy
    from stable_baselines3.common.monitor import Monitor

    env = Monitor(gym.make("hpcgym/Dispatch-v0", jobs=64))
    agent = make_baseline("sjf", env)
    rewards, _lengths = evaluate_policy(agent, env, n_eval_episodes=3, return_episode_rewards=True)
    assert len(rewards) == 3 and all(r < 0 for r in rewards)


def test_batched_predict():
    from stable_baselines3.common.vec_env import DummyVecEnv

    venv = DummyVecEnv([lambda: DispatchEnv(jobs=64)] * 3)
    obs = venv.reset()
    agent = make_baseline("wfp3", venv)
    actions, state = agent.predict(obs)
    assert actions.shape == (3,) and state is None
    masks = np.stack(venv.env_method("action_masks"))
    assert all(masks[k, a] for k, a in enumerate(actions))


@pytest.mark.parametrize("mode", ["woas", "chained", "pilot"])
@pytest.mark.parametrize(
    "policy,name",
    [("slurm", "slurm"), ("slurm+filter", "slurm"), ("fcfs-easy", "fcfs"), ("sjf-easy", "sjf")],
)
def test_baselines_reproduce_natives_with_workflows(mode, policy, name):
    """WoAS tasks: held ones are skipped, ready ones ranked as their workflow's job."""
    from hpcgym.workloads.catalog import group_b
    from hpcgym.workloads.edison import EdisonConfig, generate
    from hpcgym.workloads.mixing import add_workflows

    regular = generate(EdisonConfig(days=1 / 24, seed=3, warmup=900))
    workload = add_workflows(regular, group_b(4), [1200, 2000, 2600], mode)
    env = DispatchEnv(workload, policy=policy)
    info = run_agent(env, make_baseline(name, env), 0)
    assert simulate(workload, policy).start == env.sim.start_t
    assert info["metrics"]["workflows_measured"] == 3
