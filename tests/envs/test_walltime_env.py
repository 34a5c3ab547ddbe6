"""``hpcgym/Walltime-v0`` (envs/walltime): baselines make the native request runtime's schedules,
masks, no execution time in the observation, rewards summing to minus each objective, a
hand-worked episode, the grid rounding of the runtime, and the evaluate/train commands."""

from __future__ import annotations

import json

import numpy as np
import pytest

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.baselines.walltime import make_baseline, native_policy
from hpcgym.batch.cluster import processors
from hpcgym.envs import InvalidActionError
from hpcgym.envs.walltime import WalltimeEnv
from hpcgym.envs.walltime.observation import CLOCK, CLUSTER, JOB
from hpcgym.speculative.laws import TruncNormal
from hpcgym.speculative.requests import App
from hpcgym.speculative.runtime import RequestRuntime, grid_level, request_grid
from hpcgym.speculative.schedule import SpecWorkload, StochasticJob, Stream

TOY = TruncNormal(5.0, 2.0, 0.0, 10.0)


def attempts(run) -> list[list[tuple]]:
    """Per stochastic job: (submit, start, end, request, success) of each attempt."""
    return [
        [(a.submit, a.start, a.end, a.request, a.success) for a in r.attempts] for r in run.records
    ]


def play(env: WalltimeEnv, seed: int, agent=None, rng_seed: int = 0):
    """A whole episode (``agent`` or a random masked one): observations, decision times,
    rewards, the final info."""
    obs, _ = env.reset(seed=seed)
    rng = np.random.default_rng(rng_seed)
    seen, times, rewards = [obs], [env.state.now], []
    while True:
        if agent is None:
            a = int(rng.choice(np.flatnonzero(env.action_masks())))
        else:
            a = int(agent.predict(obs)[0])
        obs, r, term, trunc, info = env.step(a)
        rewards.append(r)
        if term or trunc:
            return seen, times, rewards, info
        seen.append(obs)
        times.append(env.state.now)


@pytest.mark.parametrize(
    "policy,hold", [("fcfs-easy", False), ("slurm", False), ("fcfs-easy", True)]
)
@pytest.mark.parametrize(
    "name", ["hpc", "neuroscience10", "neuroscience3", "toptimal", "atoptimal"]
)
def test_baselines_make_exactly_the_native_schedules(name, policy, hold):
    """Through the env each baseline makes the schedule of RequestRuntime (requests rounded
    up to the grid, jobs submitted online; with ``hold``, §3.2's reservation model) under its
    policy: every attempt's submit, start, end and request, and every small job's."""
    env = WalltimeEnv(jobs=12, rate=0.3, policy=policy, hold=hold)
    agent = make_baseline(name, env)
    failed = 0
    for seed in (0, 1, 2):
        *_, info = play(env, seed, agent)
        ref = env.reference(native_policy(name, env.scales))
        assert attempts(env.run) == attempts(ref)
        assert env.run.schedule.start == ref.schedule.start
        assert env.run.schedule.end == ref.schedule.end
        assert info["metrics"]["utilization"] == ref.metrics()["utilization"]
        failed += info["metrics"]["failed_attempts"]
    if name in ("toptimal", "atoptimal"):
        assert failed > 0  # resubmissions were exercised


@pytest.mark.parametrize("policy", ["slurm+nodes", "slurm+fairshare"])
def test_resubmissions_under_node_level_and_fair_share_slurm(policy):
    """Slurm's node-level passes and its fair-share queue take the attempts submitted while
    the engine runs (both indexed only the jobs there when they bound: an IndexError at the
    first resubmission); TOptimal's resubmissions make the native schedule."""
    env = WalltimeEnv(jobs=12, rate=0.3, policy=policy)
    agent = make_baseline("toptimal", env)
    failed = 0
    for seed in (0, 1):
        *_, info = play(env, seed, agent)
        ref = env.reference(native_policy("toptimal", env.scales))
        assert attempts(env.run) == attempts(ref)
        assert env.run.schedule.start == ref.schedule.start
        failed += info["metrics"]["failed_attempts"]
    assert failed > 0


def test_masks_forbid_levels_at_or_below_the_last_failed_request():
    env = WalltimeEnv(jobs=8, levels=20, rate=0.2)
    for seed in range(3):
        obs, _ = env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        kills = 0
        while True:
            mask = env.action_masks()
            last = int(round(obs["job"][JOB.last_failed] * 20)) - 1
            assert last == env.state.last[env.state.current]
            assert np.array_equal(mask, np.arange(20) > last) and mask[-1]
            assert np.array_equal(obs["action_mask"] > 0.5, mask)
            assert np.all(obs["law"][: last + 1] == 0) and obs["law"][-1] == 1.0
            assert np.all(np.diff(obs["law"]) >= 0)
            if last >= 0:
                kills += 1
                with pytest.raises(InvalidActionError, match="was killed at level"):
                    env.step(last)
            obs, _, term, _, _ = env.step(int(rng.choice(np.flatnonzero(mask))))
            if term:
                break
        assert env.run.metrics()["failed_attempts"] == kills


def _toy(exec_times: list[float]) -> SpecWorkload:
    """Three jobs of ``TOY`` submitted within 0.1 h on 100 processors, three small jobs."""
    app = App("toy", TOY, (4.0, 6.5, 5.2))
    jobs = [
        StochasticJob(k, app, p, x, submit=s)
        for k, (p, x, s) in enumerate(zip((40, 30, 50), exec_times, (0.0, 0.05, 0.1)))
    ]
    stream = Stream(
        np.array([0.01, 0.02, 0.06]), np.array([20, 30, 10]), np.array([0.5, 0.2, 0.3]), rate=0.2
    )
    return SpecWorkload(100, jobs, stream)


@pytest.mark.parametrize("actions", [(19, 19, 19), (3, 5, 7), (0, 10, 19)])
def test_observations_never_hold_the_execution_time(actions):
    """Two episodes differing only in the jobs' execution times look the same to the agent
    until an attempt ends (here every first decision comes before any attempt can end)."""
    seen = []
    for exec_times in ([2.0, 5.0, 9.0], [9.5, 0.7, 3.0]):
        env = WalltimeEnv(workload=_toy(exec_times), levels=20)
        obs, _ = env.reset(seed=0)
        run = [obs]
        for a in actions[:-1]:
            obs, *_ = env.step(a)
            run.append(obs)
        seen.append(run)
    for a, b in zip(*seen):
        assert all(np.array_equal(a[k], b[k]) for k in a)


def test_observations_match_until_the_first_attempt_ends_on_drawn_episodes():
    """The same with a drawn episode and a copy whose execution times are redrawn from the law:
    every decision before the first end of an attempt (in either run) is seen identically.
    The law runs at least 6 h and the jobs come within 2 h, so all first decisions count."""
    env = WalltimeEnv(jobs=10, rate=0.2, law="truncnorm", submit_over=2.0)
    env.reset(seed=7)
    wl = env.episode.workload
    rng = np.random.default_rng(0)
    law = wl.jobs[0].app.law
    other = SpecWorkload(
        wl.P,
        tuple(
            StochasticJob(j.id, j.app, j.procs, float(law.sample(rng)), j.kind, j.submit)
            for j in wl.jobs
        ),
        wl.stream,
    )
    runs = []
    for w in (wl, other):
        e = WalltimeEnv(workload=w, levels=env.levels)
        seen, times, _, _ = play(e, 0, make_baseline("toptimal", e))
        first_end = min(a.end for r in e.run.records for a in r.attempts) * e.unit
        runs.append((seen, times, first_end))
    (sa, ta, ea), (sb, tb, eb) = runs
    n = sum(1 for t in ta if t < min(ea, eb))
    assert n >= 10 and ta[:n] == tb[:n]
    for a, b in zip(sa[:n], sb[:n]):
        assert all(np.array_equal(a[k], b[k]) for k in a)


@pytest.mark.parametrize(
    "objective", ["response", "utilization", "mix", {"response": 2.0, "utilization": 30.0}]
)
def test_rewards_sum_to_minus_each_objective(objective):
    env = WalltimeEnv(jobs=6, levels=20, rate=0.2, objective=objective)
    w = (
        {"response": 1.0}
        if objective == "response"
        else {"utilization": 1.0}
        if objective == "utilization"
        else {"response": 1.0, "utilization": 100.0}
        if objective == "mix"
        else objective
    )
    for seed in (0, 1):
        _, _, rewards, info = play(env, seed, rng_seed=seed)
        m = info["metrics"]
        exact = (
            w.get("response", 0.0) * m["response_time_large_s"] / 3600
            - w.get("utilization", 0.0) * m["utilization"]
        )
        assert info["objective"] == pytest.approx(exact, rel=1e-12)
        assert sum(rewards) == pytest.approx(-info["objective"], rel=1e-9, abs=1e-9)
        assert m["completed"] == 6 and m["response_time_large_h"] > 0


def test_hand_worked_episode():
    """4 processors, unit 1 s, one job of TOY (4 processors, runs 7 s) submitted at 0, one
    small job (2 processors, 3 s) at 1; levels v_k = k + 1 s. Ask 2 s: it runs 0-2 and is
    killed, so the next decision is at 2 with levels 0-1 masked; ask 5 s: the small job
    (queued first) runs 2-5 and the retry 5-10, killed; at 10 ask 10 s: it runs 10-17.
    Response 17 s; utilization (4 x 7 + 2 x 3) / (4 x 17)."""
    wl = SpecWorkload(
        4,
        (StochasticJob(0, App("toy", TOY), 4, 7.0),),
        Stream(np.array([1.0]), np.array([2]), np.array([3.0])),
    )
    env = WalltimeEnv(workload=wl, levels=10, unit=1.0, history=3)
    assert list(request_grid(TOY, 10)) == list(range(1, 11))
    obs, _ = env.reset(seed=0)
    assert env.state.now == 0 and env.action_masks().all() and obs["clock"][CLOCK.elapsed] == 0
    obs, r1, *_ = env.step(1)
    assert env.state.now == 2 and env.action_masks().tolist() == [False] * 2 + [True] * 8
    assert obs["job"][JOB.failures] == pytest.approx(0.1)
    assert obs["job"][JOB.last_failed] == pytest.approx(0.2)
    assert obs["law"][:2].tolist() == [0, 0] and obs["law"][2] > 0
    assert obs["cluster"][CLUSTER.free] == 1.0  # the killed attempt's processors
    assert obs["cluster"][CLUSTER.backlog] == pytest.approx(2 * 3 / (4 * 10))
    assert obs["clock"][CLOCK.elapsed] == pytest.approx(0.2)
    obs, r2, *_ = env.step(4)
    assert env.state.now == 10 and env.action_masks().tolist() == [False] * 5 + [True] * 5
    assert obs["job"][JOB.waited] == pytest.approx(1.0)
    _, r3, term, _, info = env.step(9)
    assert term
    assert attempts(env.run) == [
        [(0, 0, 2, 2, False), (2, 5, 10, 5, False), (10, 10, 17, 10, True)]
    ]
    sched = env.run.schedule
    assert dict(zip([j.id for j in sched.workload.jobs], sched.start))[0] == 2
    m = info["metrics"]
    assert m["response_time_large_s"] == 17 and m["failed_attempts"] == 2
    assert m["utilization"] == pytest.approx(34 / 68)
    assert r1 + r2 + r3 == pytest.approx(-17 / 3600)


def test_runtime_rounds_requests_up_to_the_grid_and_above_failed_ones():
    """levels=10 on [0, 10] with unit 1 s: 2.5 -> 3 s; 2.6 also rounds to 3, which failed,
    so 4 s; then b. Without levels the requests stay as given."""

    class Fixed:
        name = "fixed"

        def requests(self, app):
            return [2.5, 2.6, 10.0]

        def next_request(self, app, failures):
            return self.requests(app)[min(failures, 2)]

    job = StochasticJob(0, App("toy", TOY), 4, 7.0)
    rt = RequestRuntime([job], Fixed(), processors(4), unit=1.0, levels=10)
    assert [rt.request(job, f) for f in range(3)] == [3, 4, 10]
    assert [
        RequestRuntime([job], Fixed(), processors(4), unit=1.0).request(job, f) for f in range(3)
    ] == [3, 3, 10]
    assert grid_level(TOY, 3.0, 10) == 2 and grid_level(TOY, 3.0 + 1e-12, 10) == 2
    assert grid_level(TOY, 11.0, 10) == 9
    res = rt.run("fcfs-easy")
    assert [(a.start, a.end, a.success) for a in res.records[0].attempts] == [
        (0, 3, False),
        (3, 7, False),
        (7, 14, True),
    ]


def test_seeds_splits_and_bad_arguments():
    env = WalltimeEnv(jobs=4, split="test")
    _, info = env.reset(seed=0)
    assert info["episode_seed"] >= 2**31
    _, again = env.reset(seed=0)
    assert again == info
    assert info["workload"] == f"{info['law']}-s{info['episode_seed']}"
    with pytest.raises(ValueError, match="levels"):
        WalltimeEnv(levels=0)
    with pytest.raises(ValueError, match="unknown law"):
        WalltimeEnv(law="nosuch")
    with pytest.raises(ValueError, match="rate"):
        WalltimeEnv(rate=1.0)
    with pytest.raises(ValueError, match="unknown objective"):
        WalltimeEnv(objective="bsld")
    with pytest.raises(ValueError, match="neuroscience<k>"):
        make_baseline("neuroscienceX", env)


def test_evaluate_command(tmp_path, capsys):
    from hpcgym.cli import main

    out = tmp_path / "e.json"
    kw = json.dumps({"jobs": 4, "levels": 20, "rate": 0.1})
    assert (
        main(
            [
                "evaluate",
                "--env",
                "hpcgym/Walltime-v0",
                "--env-kwargs",
                kw,
                "--agents",
                "hpc,toptimal",
                "--seeds",
                "2",
                "--json",
                str(out),
            ]
        )
        == 0
    )
    doc = json.loads(out.read_text())
    assert set(doc["agents"]) == {"hpc", "toptimal"}
    for r in doc["agents"].values():
        assert len(r["per_seed"]) == 2
        for run in r["per_seed"]:
            assert run["return"] == pytest.approx(-run["objective"])
    hpc = doc["agents"]["hpc"]["per_seed"]
    assert all(run["failed_attempts"] == 0 for run in hpc)
    assert [run["regular_jobs"] for run in hpc] == [
        run["regular_jobs"] for run in doc["agents"]["toptimal"]["per_seed"]
    ]
    assert "response_time_large_h" in capsys.readouterr().out


def test_train_command(tmp_path):
    pytest.importorskip("sb3_contrib")
    from hpcgym.cli import main

    hyper = {"n_steps": 32, "batch_size": 32, "n_epochs": 1, "net_arch": [16]}
    assert (
        main(
            [
                "train",
                "--env",
                "hpcgym/Walltime-v0",
                "--env-kwargs",
                json.dumps({"jobs": 4, "levels": 10, "rate": 0.1}),
                "--steps",
                "64",
                "--n-envs",
                "1",
                "--hyper",
                json.dumps(hyper),
                "--out",
                str(tmp_path / "run"),
            ]
        )
        == 0
    )
    assert (tmp_path / "run" / "model.zip").exists()


def test_episode_option_picks_the_splits_episode_whatever_the_seed():
    """``reset(options={"episode": i})``: the split's i-th generator seed, the same episode
    (law included) under every reset seed; a given workload is episode 0 only."""
    env = WalltimeEnv(jobs=4, split="test")
    firsts = []
    for seed in (0, 1, 2):
        obs, info = env.reset(seed=seed, options={"episode": 5})
        assert info["episode"] == 5 and info["episode_seed"] == 2**31 + 5
        firsts.append((info, [j.exec_time for j in env.episode.workload.jobs], obs))
    for info, times, obs in firsts[1:]:
        assert info == firsts[0][0] and times == firsts[0][1]
        assert all(np.array_equal(obs[k], firsts[0][2][k]) for k in obs)
    laws = {env.reset(options={"episode": i})[1]["law"] for i in range(12)}
    assert len(laws) > 1
    given = WalltimeEnv(workload=_toy([2.0, 5.0, 9.0]), levels=20)
    assert given.reset(options={"episode": 0})[1]["episode_seed"] is None
    with pytest.raises(ValueError, match="no episode 1"):
        given.reset(options={"episode": 1})
