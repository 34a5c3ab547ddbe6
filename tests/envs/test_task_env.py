"""The task-dispatch env (ilyushkin2015): API checkers, seeding, masks, baselines == native
schedules, exact reward sums, vector envs, SB3 evaluation, no runtime in the observation."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.baselines.task_dispatch import TaskPolicyAgent, is_task_baseline
from hpcgym.baselines.task_dispatch import make_baseline as make_task_dispatch_baseline
from hpcgym.envs import InvalidActionError
from hpcgym.envs.task_dispatch import WF, TaskDispatchEnv
from hpcgym.tasks.dag import TaskDag
from hpcgym.tasks.policies import simulate
from hpcgym.workloads.scientific import paper_workload

ID = "hpcgym/TaskDispatch-v0"
SMALL = {"workflows": 12, "utilization": 0.9}


def rollout(env, seed, agent=None, rng=None, options=None):
    """Random masked agent (or ``agent``); (rewards, last info, terminated, truncated)."""
    obs, _ = env.reset(seed=seed, options=options)
    rewards = []
    while True:
        mask = obs["action_mask"] > 0.5
        assert np.array_equal(mask, env.unwrapped.action_masks())
        a = int(rng.choice(np.flatnonzero(mask))) if agent is None else int(agent.predict(obs)[0])
        obs, r, term, trunc, info = env.step(a)
        rewards.append(r)
        if term or trunc:
            return rewards, info, term, trunc


def test_registered_with_the_paper_setup():
    env = gym.make(ID)
    u = env.unwrapped
    assert isinstance(u, TaskDispatchEnv)
    assert (u.processors, u.n_workflows, u.workload) == (100, 64, "mixture")
    assert env.action_space.n == u.window + 1


def test_reset_seed_reproducible_and_splits_differ():
    a, b = gym.make(ID, **SMALL), gym.make(ID, **SMALL)
    oa, _ = a.reset(seed=7)
    a.reset(seed=8)
    oa2, _ = a.reset(seed=7)
    ob, _ = b.reset(seed=7)
    for k in oa:
        assert np.array_equal(oa[k], oa2[k]) and np.array_equal(oa[k], ob[k]), k
    same = [d.runtime for d in a.unwrapped.state.episode.dags]
    a.reset(seed=9)
    assert [d.runtime for d in a.unwrapped.state.episode.dags] != same
    ra, ia, *_ = rollout(a, 3, rng=np.random.default_rng(1))
    rb, ib, *_ = rollout(b, 3, rng=np.random.default_rng(1))
    assert ra == rb and ia["objective"] == ib["objective"]
    tr, te = TaskDispatchEnv(split="train", **SMALL), TaskDispatchEnv(split="test", **SMALL)
    tr.reset(seed=0)
    te.reset(seed=0)
    assert tr.state.episode.seed < 2**31 <= te.state.episode.seed


def test_masks_match_what_step_accepts():
    env = TaskDispatchEnv(workflows=20, window=6, utilization=1.0)
    rng = np.random.default_rng(0)
    obs, _ = env.reset(seed=0)
    checked = idle_ok = 0
    P = env.processors
    for _ in range(400):
        mask = env.action_masks()
        assert np.array_equal(obs["action_mask"] > 0.5, mask)
        # a start is valid exactly for the window rows with a waiting task
        waiting = np.rint(obs["workflows"][:, WF.waiting] * P)
        assert np.array_equal(mask[:-1], waiting > 0)
        assert obs["workflow_mask"].sum() == len(env.state.window)
        assert mask[-1] == (env.sim.free < P or env.sim.arrived < env.sim.n)
        idle_ok += int(mask[-1])
        for a in np.flatnonzero(~mask):
            with pytest.raises(InvalidActionError, match="masked"):
                env.step(int(a))
            checked += 1
        assert np.array_equal(env.action_masks(), mask)  # a refused action changes nothing
        obs, _r, term, _trunc, _ = env.step(int(rng.choice(np.flatnonzero(mask))))
        if term:
            obs, _ = env.reset(seed=1)
    assert checked > 100 and idle_ok > 50
    with pytest.raises(InvalidActionError, match="out of range"):
        env.step(99)


def chain(name: str, runtimes) -> TaskDag:
    n = len(runtimes)
    return TaskDag(
        name,
        tuple(f"t{i}" for i in range(n)),
        tuple(float(r) for r in runtimes),
        tuple(() if i == 0 else (i - 1,) for i in range(n)),
        (False,) * n,
    )


def test_idling_is_masked_when_it_would_stall():
    env = TaskDispatchEnv(workflows=1, window=4)
    env.reset(seed=0, options={"dags": [chain("c", [1.0, 2.0])], "arrivals": [0.0]})
    assert env.sim.free == env.processors and env.sim.arrived == env.sim.n
    assert list(env.action_masks()) == [True, False, False, False, False]
    with pytest.raises(InvalidActionError, match="stall"):
        env.step(4)
    # with a second workflow still to come, idling is allowed (until it arrives)
    env.reset(
        seed=0,
        options={"dags": [chain("c", [1.0, 2.0]), chain("d", [1.0])], "arrivals": [0.0, 5.0]},
    )
    assert env.action_masks()[-1]
    env.step(4)
    assert env.sim.now == 5.0 and env.action_masks()[:2].tolist() == [True, True]


@pytest.mark.parametrize("policy", ["bf", "sr", "slop0.2", "slop0.8", "fes1", "fes2"])
def test_baseline_through_the_env_is_the_native_schedule(policy):
    env = TaskDispatchEnv(workflows=40, utilization=1.0)
    agent = make_task_dispatch_baseline(policy, env)
    for seed in (0, 1):
        _, info, term, _ = rollout(env, seed, agent)
        assert term and info["metrics"]["window_overflows"] == 0
        ep = env.state.episode
        native = simulate(ep.dags, ep.arrivals, policy, env.processors, ep.task_seed)
        assert np.array_equal(native.first_start, np.asarray(env.sim.first_start))
        assert np.array_equal(native.finish, np.asarray(env.sim.finish))
        slow = (native.response / ep.empty_makespan).mean()
        assert info["metrics"]["mean_slowdown"] == pytest.approx(slow, rel=1e-12)


def test_sr_reserves_through_the_env_by_hand():
    # A: a0 then a1, a2 in parallel (LoP 2); B arrives at 0.5. SR keeps the second
    # processor idle for A until A's LoP drops to 1 at t=2 (tests/core/tasks/test_taskqueue.py).
    a = TaskDag(
        "A",
        ("a0", "a1", "a2", "x"),
        (1.0, 4.0, 1.0, 0.0),
        ((), (0,), (0,), (1, 2)),
        (False, False, False, True),
    )
    b = chain("B", [1.0])
    env = TaskDispatchEnv(workflows=2, processors=2, window=2)
    sr = make_task_dispatch_baseline("sr", env)
    _, info, term, _ = rollout(env, 0, sr, options={"dags": [a, b], "arrivals": [0.0, 0.5]})
    assert term and list(env.sim.finish) == [5.0, 3.0] and env.sim.first_start[1] == 2.0
    assert info["metrics"]["idle_actions"] >= 1


@pytest.mark.parametrize(
    "objective",
    ["slowdown", "wait", "makespan", "utilization", "mix", {"slowdown": 0.5, "wait": 2.0}],
)
def test_rewards_sum_to_minus_the_objective(objective):
    env = TaskDispatchEnv(workflows=16, objective=objective)
    rewards, info, term, trunc = rollout(env, 4, rng=np.random.default_rng(2))
    assert term and not trunc and info["default_steps"] == 0
    assert sum(rewards) == pytest.approx(-info["objective"], rel=1e-9, abs=1e-9)
    m = info["metrics"]
    expected = {
        "slowdown": m["mean_slowdown"],
        "wait": m["mean_wait_h"],
        "makespan": m["mean_makespan_h"],
        "utilization": -m["actual_utilization"],
        "mix": m["mean_slowdown"] - 10 * m["actual_utilization"],
    }
    if isinstance(objective, str):
        assert info["objective"] == pytest.approx(expected[objective], rel=1e-9)
    assert sum(r != 0 for r in rewards[:-1]) > 5  # dense: not all at the end


def test_truncation_is_not_termination():
    env = TaskDispatchEnv(workflows=16, max_steps=30)
    rewards, info, term, trunc = rollout(env, 0, rng=np.random.default_rng(0))
    assert trunc and not term and len(rewards) == 30 and info["default_steps"] > 0
    assert sum(rewards) == pytest.approx(-info["objective"], rel=1e-9, abs=1e-9)
    # the work left is charged: the default action ran every workflow to completion
    assert info["metrics"]["workflows"] == info["metrics"]["completed"] == 16
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)
    with pytest.raises(ValueError, match="unknown objective"):
        TaskDispatchEnv(objective="bsld")


def test_no_task_runtime_in_the_observation():
    """Same DAGs and arrivals, different runtimes: identical observations until a task ends."""
    dags = paper_workload("mixture", 6, np.random.default_rng(5))
    rng = np.random.default_rng(6)
    other = [
        TaskDag(
            d.name,
            d.ids,
            tuple(r * rng.uniform(0.5, 2.0) if r else 0.0 for r in d.runtime),
            d.parents,
            d.artificial,
            d.kind,
            d.size,
        )
        for d in dags
    ]
    arr = [0.0, 1e-6, 2e-6, 3e-6, 4e-6, 5e-6]
    e1, e2 = TaskDispatchEnv(workflows=6), TaskDispatchEnv(workflows=6)
    o1, _ = e1.reset(seed=0, options={"dags": dags, "arrivals": arr, "task_seed": 3})
    o2, _ = e2.reset(seed=0, options={"dags": other, "arrivals": arr, "task_seed": 3})
    pick = np.random.default_rng(0)
    compared = 0
    while True:
        for k in o1:
            assert np.array_equal(o1[k], o2[k]), (k, compared)
        compared += 1
        a = int(pick.choice(np.flatnonzero(o1["action_mask"][:-1])))  # starts only
        o1, *_ = e1.step(a)
        o2, *_ = e2.step(a)
        if any(e.sim.processors - e.sim.free < e.state.starts for e in (e1, e2)):
            break  # a task has completed somewhere
    assert compared > 20


def test_sb3_subproc_vec_env_and_evaluate_policy():
    from stable_baselines3.common.evaluation import evaluate_policy
    from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv

    venv = SubprocVecEnv([lambda: gym.make("hpcgym:hpcgym/TaskDispatch-v0", workflows=4)] * 2)
    venv.seed(0)
    obs = venv.reset()
    agent = make_task_dispatch_baseline("bf", venv)
    dones = 0
    for _ in range(600):
        masks = np.stack(venv.env_method("action_masks"))
        assert np.array_equal(masks, obs["action_mask"] > 0.5)
        obs, _r, done, _info = venv.step(agent.predict(obs)[0])
        dones += int(done.sum())
    venv.close()
    assert dones >= 2
    env = TaskDispatchEnv(workflows=8)
    dummy = DummyVecEnv([lambda: env])
    dummy.seed(5)
    rewards, _ = evaluate_policy(
        make_task_dispatch_baseline("sr", dummy),
        dummy,
        n_eval_episodes=2,
        return_episode_rewards=True,
    )
    env.reset(seed=5)  # evaluate_policy's first episode
    ep = env.state.episode
    native = simulate(ep.dags, ep.arrivals, "sr", env.processors, ep.task_seed)
    assert rewards[0] == pytest.approx(-(native.response / ep.empty_makespan).mean())


def test_baseline_names_and_render():
    assert all(is_task_baseline(n) for n in ("sr", "bf", "slop0.2", "fes10"))
    assert not is_task_baseline("fcfs") and not is_task_baseline("sr-exact")
    env = gym.make(ID, workflows=8, generations=2, render_mode="rgb_array")
    with pytest.raises(ValueError, match="generations"):
        make_task_dispatch_baseline("fes2", env)
    assert isinstance(make_task_dispatch_baseline("fes1", env), TaskPolicyAgent)
    env.reset(seed=0)
    for _ in range(30):
        env.step(int(np.flatnonzero(env.unwrapped.action_masks())[0]))
    img = env.render()
    assert img.dtype == np.uint8 and img.ndim == 3 and img.shape[2] == 3 and img.std() > 0


def test_cli_train_and_evaluate_task_baselines_and_a_model(tmp_path, capsys):
    pytest.importorskip("sb3_contrib")
    import json

    from hpcgym.cli import main

    out = tmp_path / "m"
    tiny = {
        "n_steps": 32,
        "batch_size": 32,
        "n_epochs": 1,
        "net_arch": [16],
        "n_envs": 2,
        "pretrain": "bf",
        "pretrain_steps": 64,
        "pretrain_epochs": 1,
    }
    assert (
        main(
            [
                "train",
                "--env",
                ID,
                "--env-kwargs",
                '{"workflows": 3}',
                "--steps",
                "64",
                "--hyper",
                json.dumps(tiny),
                "--out",
                str(out),
            ]
        )
        == 0
    )
    cfg = json.loads((out / "config.json").read_text())["config"]
    assert cfg["env_id"] == ID and cfg["policy"] == "window"
    assert (
        main(
            [
                "evaluate",
                "--env",
                ID,
                "--agents",
                f"sr,slop0.35,fes1,bf,{out / 'model.zip'}",
                "--seeds",
                "2",
                "--json",
                str(tmp_path / "e.json"),
            ]
        )
        == 0
    )
    doc = json.loads((tmp_path / "e.json").read_text())
    assert list(doc["agents"]) == ["sr", "slop0.35", "fes1", "bf", "maskable-ppo:m"]
    assert doc["env_kwargs"] == {"workflows": 3}
    for r in doc["agents"].values():
        for run in r["per_seed"]:
            assert run["return"] == pytest.approx(-run["objective"])
    assert "mean_slowdown" in capsys.readouterr().out
    assert main(["evaluate", "--env", ID, "--agents", "fcfs", "--seeds", "1"]) == 2


@pytest.mark.parametrize("bad", [1.5, 0.0, -0.2, float("nan"), (0.5, 1.2), (0.8, 0.6)])
def test_an_offered_load_outside_0_1_is_refused(bad):
    with pytest.raises(ValueError, match=r"utilization \(the offered load\) must be in \(0, 1\]"):
        TaskDispatchEnv(utilization=bad)


def test_episode_index_range_load_and_given_options():
    """``episode`` fixes the whole episode, a load range included; given workflows need both
    ``dags`` and ``arrivals`` and exclude ``episode``."""
    from hpcgym.errors import EnvArgumentError

    a, b = (TaskDispatchEnv(workflows=6, utilization=(0.5, 0.9), split="test") for _ in "ab")
    _, ia = a.reset(seed=1, options={"episode": 4})
    _, ib = b.reset(seed=2, options={"episode": 4})
    assert ia == ib and ia["episode_seed"] == 2**31 + 4 and ia["workload"] == "mixture"
    assert [d.runtime for d in a.state.episode.dags] == [d.runtime for d in b.state.episode.dags]
    dags = [chain("c", [1.0])]
    _, info = a.reset(seed=0, options={"dags": dags, "arrivals": [0.0]})
    assert info["episode_seed"] is None and info["workload"] == "given"
    for options, name in (
        ({"arrivals": [0.0]}, "dags"),
        ({"dags": dags}, "arrivals"),
        ({"dags": dags, "arrivals": [0.0, 1.0]}, "arrivals"),
        ({"dags": dags, "arrivals": [0.0], "episode": 1}, "episode"),
    ):
        with pytest.raises(EnvArgumentError, match=name):
            a.reset(seed=0, options=options)


@pytest.mark.parametrize("objective", ["slowdown", "wait", "makespan", "utilization", "mix"])
def test_exact_terms_weigh_to_the_objective(objective):
    from hpcgym.envs.common.reward import weighted_sum
    from hpcgym.envs.task_dispatch.reward import exact_terms

    env = TaskDispatchEnv(workflows=10, objective=objective, warmup=2)
    _, info, term, _ = rollout(env, 3, rng=np.random.default_rng(3))
    assert term
    exact = weighted_sum(env.weights, exact_terms(info["metrics"]))
    assert exact == pytest.approx(info["objective"], rel=1e-9, abs=1e-12)
