"""The workflow-submission env: checkers, seeding, masks, objectives, baselines = native runs."""

from __future__ import annotations

import json

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.baselines.workflow_submit import SUBMISSION_BASELINES, AlwaysMode
from hpcgym.baselines.workflow_submit import make_baseline as make_submit_baseline
from hpcgym.batch.cluster import processors
from hpcgym.batch.job import Job
from hpcgym.batch.policies import simulate
from hpcgym.batch.submission import expand
from hpcgym.batch.workload import Workload
from hpcgym.envs import InvalidActionError
from hpcgym.envs.batch_window.reward import episode_metrics
from hpcgym.envs.workflow_submit.env import ACTIONS, WorkflowSubmitEnv
from hpcgym.envs.workflow_submit.observation import ARRIVING
from hpcgym.envs.workflow_submit.reward import exact_terms
from hpcgym.workflow import Task, Workflow

ID = "hpcgym/WorkflowSubmit-v0"
# A short window of Sipht (12 tasks, 1.2 h critical path): ~50 decisions, well under a second.
SMALL = {"workflow": "Sipht", "hours": 1.0, "warmup": 1800}


def rollout(env, seed, rng=None, agent=None):
    """A random masked agent (or ``agent``); returns (rewards, last info, term, trunc)."""
    obs, _ = env.reset(seed=seed)
    rewards = []
    while True:
        mask = obs["action_mask"] > 0.5
        assert np.array_equal(mask, env.unwrapped.action_masks())
        assert env.observation_space.contains(obs)
        if agent is not None:
            a = int(agent.predict(obs)[0])
        else:
            a = int(rng.choice(np.flatnonzero(mask)))
        obs, r, term, trunc, info = env.step(a)
        rewards.append(r)
        if term or trunc:
            return rewards, info, term, trunc


def test_actions_and_arriving_block():
    env = gym.make(ID, **SMALL)
    assert env.action_space.n == 3 and ACTIONS == ("chained", "pilot", "woas")
    assert env.observation_space["arriving"].shape == (len(ARRIVING),)


def test_reset_seed_reproducible_and_mix_draws_the_workflow():
    a = gym.make(ID, **SMALL)
    b = gym.make(ID, policy="slurm", **SMALL)
    oa, ia = a.reset(seed=7)
    a.reset(seed=8)
    oa2, ia2 = a.reset(seed=7)
    assert ia == ia2
    for k in oa:
        assert np.array_equal(oa[k], oa2[k]), k
    b.reset(seed=7)
    assert a.unwrapped.sim.workload.jobs == b.unwrapped.sim.workload.jobs
    a.reset(seed=9)
    assert a.unwrapped.sim.workload.jobs != b.unwrapped.sim.workload.jobs
    ra, ia, *_ = rollout(a, 3, np.random.default_rng(1))
    rb, ib, *_ = rollout(a, 3, np.random.default_rng(1))
    assert ra == rb and ia["objective"] == ib["objective"]
    assert ia["metrics"]["actual_utilization"] == ib["metrics"]["actual_utilization"]
    mix = WorkflowSubmitEnv(workflow="mix", hours=1.0, warmup=1800)
    names = {mix.episodes.draw(np.random.default_rng(s)).workflow for s in range(40)}
    assert len(names) >= 4
    tr, te = (WorkflowSubmitEnv(split=s, **SMALL) for s in ("train", "test"))
    seeds_tr = {tr.episodes.draw(np.random.default_rng(s)).seed for s in range(20)}
    seeds_te = {te.episodes.draw(np.random.default_rng(s)).seed for s in range(20)}
    assert not seeds_tr & seeds_te


@pytest.mark.parametrize("name", list(SUBMISSION_BASELINES))
def test_always_mode_through_the_env_is_the_native_schedule(name):
    """The agent answers every arrival with one mode: the schedule, metrics and objective are
    those of the workload built with that mode and simulated natively to the horizon."""
    mode = SUBMISSION_BASELINES[name]
    env = WorkflowSubmitEnv(workflow="mix", hours=2.0, warmup=1800, objective="mix")
    rewards, info, term, trunc = rollout(env, 5, agent=make_submit_baseline(name, env))
    assert term and not trunc
    assert info["modes"][mode] == len(rewards) > 10
    w = env.episodes.workload(env.state.episode, mode)
    native = simulate(w, env.config, until=w.horizon)
    got = env.sim.schedule("env", 0.0)
    # workflow job ids differ (the choice workload numbers every variant), nothing else
    assert [(j.submit, j.cores, j.walltime, j.runtime, j.workflow) for j in got.workload.jobs] == [
        (j.submit, j.cores, j.walltime, j.runtime, j.workflow) for j in w.jobs
    ]
    assert (got.start, got.end, got.status) == (native.start, native.end, native.status)
    want = episode_metrics(native)
    for k, v in want.items():
        if k not in ("wall_s", "jobs_per_s"):
            assert info["metrics"][k] == pytest.approx(v, nan_ok=True), k
    terms = exact_terms(native, env.config.grace, w.horizon)
    assert info["objective_terms"] == pytest.approx(terms)
    assert terms["utilization"] == pytest.approx(-want["actual_utilization"])
    # the running estimate is exact at the horizon for utilization and turnaround
    est = env.state.cost.terms(w.horizon)
    assert est["utilization"] == pytest.approx(terms["utilization"])
    assert est["wf_turnaround"] == pytest.approx(terms["wf_turnaround"])


@pytest.mark.parametrize(
    "objective",
    ["wf_turnaround", "bsld", "wait", "utilization", "mix", {"wf_turnaround": 2.0, "bsld": 0.1}],
)
def test_rewards_are_dense_and_sum_to_minus_the_objective(objective):
    env = WorkflowSubmitEnv(objective=objective, **SMALL)
    rewards, info, term, trunc = rollout(env, 4, np.random.default_rng(2))
    assert term and not trunc
    assert sum(rewards) == pytest.approx(-info["objective"], rel=1e-9, abs=1e-9)
    t = info["objective_terms"]
    assert info["metrics"]["objective_wf_turnaround"] == t["wf_turnaround"]
    if objective == "utilization":
        assert info["objective"] == pytest.approx(-info["metrics"]["actual_utilization"])
    if objective == "mix":
        assert info["objective"] == pytest.approx(
            t["wf_turnaround"] + 0.01 * t["bsld"] + 10 * t["utilization"]
        )
    assert sum(1 for r in rewards[:-1] if r != 0) > len(rewards) // 2


def test_turnaround_charges_unfinished_workflows_to_the_horizon():
    """Censoring: a workflow not completed by the horizon costs horizon - submit, so keeping
    workflows from finishing never lowers the objective (the completed-only mean would)."""
    from hpcgym.batch.metrics import workflow_table

    env = WorkflowSubmitEnv(workflow="Montage", hours=2.0, warmup=1800)
    _, info, _, _ = rollout(env, 1, agent=AlwaysMode("chained"))
    s = env.sim.schedule("env", 0.0)
    t = workflow_table(s)
    keep = t.submit >= s.workload.warmup_end
    assert keep.sum() > 0 and not t.completed[keep].all()
    h = s.workload.horizon
    want = np.where(t.completed, t.end, h)[keep] - t.submit[keep]
    assert info["objective"] == pytest.approx(want.mean() / 3600)


def no_pilot_workload() -> Workload:
    """A workflow whose pilot (6 cores) is wider than the 4-processor cluster: only chained and
    WoAS variants exist, so pilot is masked."""
    wf = Workflow.from_tasks(
        "fork",
        [Task("a", 1, 60, 50), Task("b", 3, 100, 80), Task("c", 3, 100, 90)],
        [("a", "b"), ("a", "c")],
    )
    cl = processors(4)
    jobs = [Job(1, 0, 2, 100, 90), Job(2, 30, 4, 50, 40)]
    runs = []
    nid = 10
    for wid, t in enumerate((5, 40)):
        for mode in ("chained", "woas"):
            new, run = expand(wf, wid, t, mode, nid, cl)
            jobs += new
            runs.append(run)
            nid += len(new)
    return Workload(jobs, cl, name="no-pilot", workflows=runs)


def test_masked_mode_raises_and_baselines_fall_back():
    env = WorkflowSubmitEnv(no_pilot_workload())
    obs, _ = env.reset(seed=0)
    assert env.action_masks().tolist() == [True, False, True]
    assert obs["action_mask"].tolist() == [1.0, 0.0, 1.0]
    with pytest.raises(InvalidActionError, match=r"action 1 \(pilot\) is masked.*no pilot"):
        env.step(1)
    with pytest.raises(InvalidActionError, match="out of range"):
        env.step(3)
    assert env.action_masks().tolist() == [True, False, True]  # a refused action changes nothing
    for _ in range(50):
        assert env.action_space.sample() != 1
    _, _, term, _, _ = env.step(0)
    assert not term
    assert AlwaysMode("pilot").predict(obs)[0] == ACTIONS.index("woas")
    _, _r, term, _, info = env.step(2)
    assert term and info["modes"] == {"chained": 1, "pilot": 0, "woas": 1}
    assert info["metrics"]["workflows_measured"] == 2
    with pytest.raises(RuntimeError, match="reset"):
        env.step(0)


def test_unknown_objective_and_bad_arguments_are_refused():
    with pytest.raises(ValueError, match="unknown objective"):
        WorkflowSubmitEnv(objective="makespan")
    with pytest.raises(ValueError, match="share or period"):
        WorkflowSubmitEnv(share=0.1, period=3600)
    with pytest.raises(KeyError, match="unknown workflow"):
        WorkflowSubmitEnv(workflow="nope")
    with pytest.raises(ValueError, match="workflow must be a catalog name, 'mix' or a Workflow"):
        WorkflowSubmitEnv(workflow=3)


def test_a_workflow_object_is_submitted_like_its_catalog_entry():
    from hpcgym.workloads import catalog

    by_name = WorkflowSubmitEnv(workflow="Montage", hours=1.5, warmup=1800)
    by_object = WorkflowSubmitEnv(workflow=catalog.get("Montage"), hours=1.5, warmup=1800)
    a, b = by_name.reset(seed=3)[0], by_object.reset(seed=3)[0]
    assert all(np.array_equal(a[k], b[k]) for k in a)
    assert (
        by_object.episodes.workload(by_object.state.episode, "woas").jobs
        == by_name.episodes.workload(by_name.state.episode, "woas").jobs
    )


def test_sb3_subproc_vec_env_never_all_masked():
    from stable_baselines3.common.vec_env import SubprocVecEnv

    venv = SubprocVecEnv(
        [
            lambda: gym.make(
                "hpcgym:hpcgym/WorkflowSubmit-v0", hours=0.5, warmup=600, workflow="Sipht"
            )
        ]
        * 2
    )
    venv.seed(0)
    obs = venv.reset()
    agent = AlwaysMode("woas")
    dones = 0
    for _ in range(80):
        masks = np.stack(venv.env_method("action_masks"))
        assert np.array_equal(masks, obs["action_mask"] > 0.5)
        assert masks.any(axis=1).all()  # never all-masked, even at the end
        actions, _ = agent.predict(obs)
        obs, _r, done, _info = venv.step(actions)
        dones += int(done.sum())
    venv.close()
    assert dones >= 2


def test_sb3_evaluate_policy_accepts_a_baseline():
    from stable_baselines3.common.evaluation import evaluate_policy
    from stable_baselines3.common.monitor import Monitor

    env = Monitor(gym.make(ID, **SMALL))
    rewards, lengths = evaluate_policy(
        make_submit_baseline("always-woas", env),
        env,
        n_eval_episodes=2,
        return_episode_rewards=True,
    )
    assert len(rewards) == 2 and all(r < 0 for r in rewards) and min(lengths) > 10


def test_cli_trains_and_evaluates_against_the_always_baselines(tmp_path, capsys):
    pytest.importorskip("sb3_contrib")
    from hpcgym.cli import main

    out = tmp_path / "run"
    kw = json.dumps({"workflow": "Sipht", "hours": 0.5, "warmup": 600})
    hyper = {"n_steps": 32, "batch_size": 32, "n_epochs": 1, "net_arch": [16], "n_envs": 2}
    assert (
        main(
            [
                "train",
                "--env",
                ID,
                "--env-kwargs",
                kw,
                "--algo",
                "maskable-ppo",
                "--steps",
                "64",
                "--hyper",
                json.dumps(hyper),
                "--out",
                str(out),
            ]
        )
        == 0
    )
    assert json.loads((out / "config.json").read_text())["config"]["policy"] == "mlp"
    assert (
        main(
            [
                "evaluate",
                "--env",
                ID,
                "--agents",
                f"always-chained,always-pilot,always-woas,{out / 'model.zip'}",
                "--seeds",
                "2",
                "--json",
                str(tmp_path / "e.json"),
            ]
        )
        == 0
    )
    doc = json.loads((tmp_path / "e.json").read_text())
    assert set(doc["agents"]) == {
        "always-chained",
        "always-pilot",
        "always-woas",
        "maskable-ppo:run",
    }
    assert doc["paired"]["best_baseline"] in SUBMISSION_BASELINES
    for r in doc["agents"].values():
        for run in r["per_seed"]:
            assert run["return"] == pytest.approx(-run["objective"])
    assert "objective_wf_turnaround" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("kwargs", "name"),
    [
        ({"pressure": 0.0}, "pressure"),
        ({"pressure": 2.5}, "pressure"),
        ({"pressure": float("nan")}, "pressure"),
        ({"prefill": -1}, "prefill"),
        ({"prefill": float("inf")}, "prefill"),
    ],
)
def test_bad_pressure_and_prefill_are_refused_by_name(kwargs, name):
    from hpcgym.errors import EnvArgumentError, InputTypeError

    # a non-integral prefill (inf) is a wrong type: seconds are integers
    with pytest.raises(
        (EnvArgumentError, InputTypeError), match=rf"WorkflowSubmitEnv: {name} must be"
    ):
        WorkflowSubmitEnv(**kwargs)


def test_pressure_scales_the_submitted_core_hours_and_prefill_0_starts_idle():
    """Regular core-hours submitted in the window (cores x time run) are ``pressure`` x
    capacity x horizon less the workflows' reserved share, so they scale with ``pressure``;
    ``prefill=0`` drops the jobs running (submitted at 0) and queued (at 1) at the start, and
    only those."""

    def window(**kw):
        env = WorkflowSubmitEnv(workflow="Sipht", hours=2.0, warmup=1800, **kw)
        env.reset(options={"episode": 0})
        w = env.sim.workload
        flow = {j for r in w.workflows for j in r.jobs}
        later = [j for j in w.jobs if j.id not in flow and j.submit > 1]
        work = sum(j.cores * min(j.runtime, j.walltime) for j in later)
        return work, len(later), sum(j.submit <= 1 for j in w.jobs)

    base, n, prefilled = window()
    heavy, _, _ = window(pressure=1.5)
    assert heavy / base == pytest.approx(1.5 / 1.05, rel=0.02)
    idle = window(prefill=0)
    assert idle[:2] == (base, n)
    assert prefilled == 705 and idle[2] == 4  # the pre-fill was 701 jobs, 4 arrived by t=1
