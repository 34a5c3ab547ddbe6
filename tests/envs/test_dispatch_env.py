"""The dispatch env: API checkers, seeding, masks, objectives, truncation, vector envs, render."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.batch.cluster import processors
from hpcgym.batch.job import Job
from hpcgym.batch.workload import Workload
from hpcgym.envs import DispatchEnv, InvalidActionError

# TaskDispatch-v0 has its own tests (tests/envs/test_task_env.py): these use Dispatch kwargs
IDS = ["hpcgym/Dispatch-v0", "hpcgym/Dispatch-Edison-v0"]
SMALL = {"hpcgym/Dispatch-v0": {"jobs": 64}, "hpcgym/Dispatch-Edison-v0": {"hours": 1.0}}


def rollout(env, seed: int, rng: np.random.Generator, steps: int | None = None):
    """A random masked agent; returns (rewards, last info, terminated, truncated)."""
    obs, _ = env.reset(seed=seed)
    rewards = []
    while True:
        mask = obs["action_mask"] > 0.5
        assert np.array_equal(mask, env.unwrapped.action_masks())
        assert env.observation_space.contains(obs)
        a = int(rng.choice(np.flatnonzero(mask)))
        obs, r, term, trunc, info = env.step(a)
        rewards.append(r)
        if term or trunc or (steps is not None and len(rewards) >= steps):
            return rewards, info, term, trunc


@pytest.mark.parametrize("env_id", IDS)
def test_reset_seed_reproducible_whatever_the_agent(env_id):
    kw = SMALL.get(env_id, {})
    a = gym.make(env_id, **kw)
    b = gym.make(env_id, policy="slurm", **kw)
    oa, _ = a.reset(seed=7)
    a.reset(seed=8)
    oa2, _ = a.reset(seed=7)
    for k in oa:
        assert np.array_equal(oa[k], oa2[k]), k
    b.reset(seed=7)
    assert a.unwrapped.sim.workload.jobs == b.unwrapped.sim.workload.jobs
    a.reset(seed=9)
    assert a.unwrapped.sim.workload.jobs != b.unwrapped.sim.workload.jobs
    ra, ia, *_ = rollout(a, 3, np.random.default_rng(1))
    rb, ib, *_ = rollout(a, 3, np.random.default_rng(1))
    assert ra == rb and ia["metrics"]["mean_bsld"] == ib["metrics"]["mean_bsld"]


def test_masks_match_what_step_accepts():
    env = DispatchEnv(jobs=64, window=8)
    rng = np.random.default_rng(0)
    obs, _ = env.reset(seed=0)
    checked = 0
    for _ in range(150):
        mask = env.action_masks()
        for a in np.flatnonzero(~mask):
            with pytest.raises(InvalidActionError, match="masked"):
                env.step(int(a))
            checked += 1
        assert np.array_equal(env.action_masks(), mask)  # a refused action changes nothing
        sim = env.sim
        win = env.state.window_jobs
        fits = obs["queue"][:, 6]
        for k, i in enumerate(win):
            assert fits[k] == (sim.units[i] <= sim.free)
        assert obs["queue_mask"].sum() == len(win) == mask[:-1].sum()
        obs, _r, term, _trunc, _ = env.step(int(rng.choice(np.flatnonzero(mask))))
        if term:
            obs, _ = env.reset(seed=1)
    assert checked > 100
    with pytest.raises(InvalidActionError, match="out of range"):
        env.step(99)


def test_end_of_pass_is_masked_while_nothing_runs():
    env = DispatchEnv(jobs=32, window=4)
    env.reset(seed=0)
    assert env.sim.free == env.sim.total_units
    assert not env.action_masks()[-1]
    with pytest.raises(InvalidActionError, match="stall"):
        env.step(4)


@pytest.mark.parametrize(
    "objective", ["bsld", "wait", "utilization", "mix", {"bsld": 0.5, "wait": 2.0}]
)
def test_rewards_sum_to_minus_the_objective(objective):
    env = DispatchEnv(jobs=96, objective=objective)
    rewards, info, term, trunc = rollout(env, 4, np.random.default_rng(2))
    assert term and not trunc
    assert sum(rewards) == pytest.approx(-info["objective"], rel=1e-9, abs=1e-9)
    m = info["metrics"]
    expected = {
        "bsld": m["mean_bsld"],
        "wait": m["mean_wait_s"] / 3600,
        "utilization": -m["actual_utilization"],
        "mix": m["mean_bsld"] - 100 * m["actual_utilization"],
    }
    if isinstance(objective, str):
        assert info["objective"] == pytest.approx(expected[objective])
    assert any(r != 0 for r in rewards[:-1])  # dense: not all at the end


def test_unknown_objective_is_refused():
    with pytest.raises(ValueError, match="unknown objective"):
        DispatchEnv(objective="makespan")


def chained_workload() -> Workload:
    """Two 3-task chains (workflows 0 and 1) among regular jobs on 4 processors."""
    jobs = [
        Job(1, 0, 2, 100, 80),
        Job(2, 0, 4, 50, 50),
        Job(10, 5, 1, 60, 60, workflow=0, task=0),
        Job(11, 5, 2, 60, 30, deps=(10,), workflow=0, task=1),
        Job(12, 5, 1, 60, 60, deps=(11,), workflow=0, task=2),
        Job(20, 8, 3, 40, 40, workflow=1, task=0),
        Job(21, 8, 1, 40, 40, deps=(20,), workflow=1, task=1),
        Job(22, 8, 1, 40, 40, deps=(20,), workflow=1, task=2),
        Job(3, 9, 1, 30, 30),
    ]
    return Workload(jobs, processors(4), name="chains")


def test_workflow_turnaround_objective_and_dag_block():
    env = DispatchEnv(chained_workload(), jobs=9, objective="wf_turnaround")
    obs, _ = env.reset(seed=0)
    rewards, seen_wf = [], False
    rng = np.random.default_rng(0)
    while True:
        wf = obs["workflows"]
        rows = [
            k for k, i in enumerate(env.state.window_jobs) if env.sim.workload.jobs[i].workflow >= 0
        ]
        for k in range(len(env.state.window_jobs)):
            assert (wf[k, 0] == 1.0) == (k in rows)
        seen_wf = seen_wf or bool(rows)
        obs, r, term, _trunc, info = env.step(int(rng.choice(np.flatnonzero(env.action_masks()))))
        rewards.append(r)
        if term:
            break
    assert seen_wf
    m = info["metrics"]
    assert m["workflows_measured"] == 2
    assert sum(rewards) == pytest.approx(-m["wf_turnaround_h"])


def test_hours_window_and_splits_are_disjoint():
    tr = DispatchEnv(jobs=64, split="train")
    te = DispatchEnv(jobs=64, split="test")
    ids_tr = {j.id for s in range(5) for j in (tr.reset(seed=s), tr.sim.workload.jobs)[1]}
    ids_te = {j.id for s in range(5) for j in (te.reset(seed=s), te.sim.workload.jobs)[1]}
    assert not ids_tr & ids_te
    env = DispatchEnv(hours=12.0)
    env.reset(seed=3)
    assert max(j.submit for j in env.sim.workload.jobs) < 12 * 3600


def masked_actions(obs) -> np.ndarray:
    """One valid action per sub-env: the first startable job (or end of pass)."""
    return np.array([int(np.flatnonzero(m > 0.5)[0]) for m in obs["action_mask"]])


def test_sb3_subproc_vec_env():
    from stable_baselines3.common.vec_env import SubprocVecEnv

    venv = SubprocVecEnv([lambda: gym.make("hpcgym:hpcgym/Dispatch-v0", jobs=32)] * 2)
    venv.seed(0)
    obs = venv.reset()
    dones = 0
    for _ in range(200):
        masks = np.stack(venv.env_method("action_masks"))
        assert np.array_equal(masks, obs["action_mask"] > 0.5)
        obs, _r, done, _info = venv.step(masked_actions(obs))
        dones += int(done.sum())
    venv.close()
    assert dones >= 2


@pytest.mark.parametrize(
    "workload,kw", [("lublin_256", {"jobs": 200}), ("edison", {"hours": 0.5, "warmup": 0})]
)
def test_incremental_availability_profile_matches_a_scan(workload, kw):
    from hpcgym.envs.batch_window.observation import profile_from_run_ends

    env = DispatchEnv(workload, policy="slurm", engine="python", **kw)  # its Observer's profile
    env.reset(seed=1)
    rng = np.random.default_rng(0)
    for _ in range(400):
        obs = env._observe()
        expected = profile_from_run_ends(env.sim, env.state.observer.profile.horizons)
        assert env.state.observer.free_at == expected
        total = env.sim.total_units
        assert np.allclose(obs["cluster"][1:-1], np.array(expected) / total)
        _, _, term, _, _ = env.step(int(rng.choice(np.flatnonzero(env.action_masks()))))
        if term:
            break


def test_a_given_workload_is_replayed_whole_unless_jobs_says_otherwise():
    """gym.make("hpcgym/Dispatch-v0", workload=W) replays all of W (the registration no
    longer passes jobs=256); jobs=N still cuts windows, and the bundled trace keeps 256."""
    cluster = processors(16)
    w = Workload([Job(i, 10 * i, 4, 100, 50) for i in range(300)], cluster, name="three-hundred")
    env = gym.make("hpcgym/Dispatch-v0", workload=w)
    _, info = env.reset(seed=0)
    assert info["jobs"] == 300 and len(env.unwrapped.sim.workload.jobs) == 300
    _, info = gym.make("hpcgym/Dispatch-v0", workload=w, jobs=40).reset(seed=0)
    assert info["jobs"] == 40
    _, info = gym.make("hpcgym/Dispatch-v0").reset(seed=0)
    assert info["jobs"] == 256
