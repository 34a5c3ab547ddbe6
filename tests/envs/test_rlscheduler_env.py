"""Dispatch-v0 under RLScheduler's rules and protocol: the agent picks, a job that
does not fit is locked as the head; its heuristics through the env make the native preset's
schedules and reproduce its published table; its test windows are never trained on."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
from conftest import make_workload
from hypothesis import given, settings
from hypothesis import strategies as st

import hpcgym  # noqa: F401
from hpcgym.baselines.dispatch import RLSchedulerAgent, make_baseline
from hpcgym.batch.rlscheduler import (
    HEURISTICS,
    PRESETS,
    PUBLISHED,
    rlscheduler_starts,
    simulate_rlscheduler,
)
from hpcgym.bench.board import rows
from hpcgym.bench.run import run_task
from hpcgym.bench.tasks import get
from hpcgym.envs.batch_window.episodes import ProtocolWindows

NAME = {h: ("rlscheduler" if h == "fcfs" else f"rlscheduler-{h}") for h in HEURISTICS}


def run(workload, actions, policy="rlscheduler", window=8):
    """Starts ``{job id: start}`` when the agent plays ``actions(env, obs)``."""
    env = gym.make("hpcgym/Dispatch-v0", workload=workload, policy=policy, window=window)
    obs, _ = env.reset(seed=0)
    done, seen = False, []
    while not done:
        seen.append([env.unwrapped.sim.jobs[i].id for i in env.unwrapped.state.window_jobs])
        obs, _, term, trunc, _info = env.step(actions(env, obs))
        done = term or trunc
    sim = env.unwrapped.sim
    return {j.id: sim.start_t[k] for k, j in enumerate(sim.jobs)}, seen


def test_the_head_is_locked_and_backfill_never_crosses_the_shadow():
    # 4 procs. A (2 procs, 100 s) starts at 0. B (3 procs) arrives at 5, is the only job
    # RLScheduler shows, does not fit: locked, shadow = A's requested end 100. C (1 proc,
    # 200 s) arrives at 6 and fits, but 6 + 200 >= 100: no backfill (EASY would start it on
    # the node B leaves spare). At 100 A ends, B starts, then C.
    w = make_workload([(1, 0, 2, 100, 100), (2, 5, 3, 50, 50), (3, 6, 1, 200, 200)], 4)
    starts, seen = run(w, lambda env, obs: 0)
    assert starts == {1: 0, 2: 100, 3: 100}
    assert seen == [[1], [2], [3]]
    easy, _ = run(w, lambda env, obs: 0, policy="fcfs-easy")
    assert easy == {1: 0, 2: 100, 3: 6}


@pytest.mark.parametrize("pick, expect", [(0, {3: 100, 4: 130}), (1, {3: 140, 4: 100})])
def test_the_agents_pick_decides_and_sets_the_shadow(pick, expect):
    # A holds the whole machine until 100; B (2 procs) is locked at 10; C (1 proc, req 30)
    # and D (2 procs, req 40) arrive meanwhile and cannot start (nothing free). At 100 B
    # starts and the agent sees [C, D]. Picking C: C starts, D is locked with shadow C's
    # requested end 130. Picking D: D starts, C is locked until D's requested end 140.
    w = make_workload(
        [(1, 0, 4, 100, 100), (2, 10, 2, 50, 50), (3, 20, 1, 30, 30), (4, 30, 2, 40, 40)], 4
    )
    first = []

    def agent(env, obs):
        win = [env.unwrapped.sim.jobs[i].id for i in env.unwrapped.state.window_jobs]
        if win == [3, 4] and not first:
            first.append(pick)
            return pick
        return 0

    starts, seen = run(w, agent)
    assert [3, 4] in seen and first == [pick]
    assert {k: starts[k] for k in (3, 4)} == expect
    assert (starts[1], starts[2]) == (0, 100)


def test_ending_a_pass_is_not_an_action_under_its_rules():
    env = gym.make(
        "hpcgym/Dispatch-v0",
        workload=make_workload([(1, 0, 2, 10, 10)], 4),
        policy="rlscheduler",
        window=4,
    )
    obs, _ = env.reset(seed=0)
    assert obs["action_mask"].tolist() == [1, 0, 0, 0, 0]
    with pytest.raises(ValueError, match="RLScheduler has no such action"):
        env.step(4)


rows_strategy = st.lists(
    st.tuples(st.integers(0, 400), st.integers(1, 8), st.integers(1, 300), st.integers(1, 400)),
    min_size=1,
    max_size=30,
)


@settings(max_examples=40, deadline=None, derandomize=True)
@given(rows_strategy, st.sampled_from(HEURISTICS))
def test_its_heuristics_through_the_env_make_the_native_schedule(jobs, h):
    # brute force against the native preset: random workloads (runtimes beyond the request
    # too: RLScheduler kills nobody), the window holding the whole queue
    jobs = sorted(jobs)
    w = make_workload([(k + 1, s, c, r, run) for k, (s, c, r, run) in enumerate(jobs)], 8)
    native = simulate_rlscheduler(w, h)
    env = gym.make("hpcgym/Dispatch-v0", workload=w, policy=NAME[h], window=len(jobs))
    agent = make_baseline(NAME[h], env)
    assert isinstance(agent, RLSchedulerAgent)
    obs, _ = env.reset(seed=0)
    done = False
    while not done:
        obs, _, term, trunc, _info = env.step(agent.predict(obs)[0])
        done = term or trunc
    assert env.unwrapped.sim.start_t == list(native.start)


@pytest.mark.parametrize("h", HEURISTICS)
def test_a_planners_copy_that_forgot_the_future_schedules_as_the_env_on_what_is_known(h):
    # A rollout planner's copy (deepcopy, forget_future at a decision) runs RLScheduler's rules
    # on what is known then: the jobs arrived so far, those not ended running their requests.
    # That is the env from the start on that workload under the same agent (runtimes within
    # requests: a forgotten job past its request would run to its kill limit, which
    # RLScheduler does not have). 40 random workloads, each forked at a random decision.
    import copy

    rng = np.random.default_rng(7)
    for _ in range(40):
        n = int(rng.integers(5, 30))
        rows = sorted(
            (int(rng.integers(0, 400)), int(rng.integers(1, 8)), int(rng.integers(1, 300)))
            for _ in range(n)
        )
        jobs = [(s, c, r, int(rng.integers(1, r + 1))) for s, c, r in rows]
        w = make_workload([(k + 1, *job) for k, job in enumerate(jobs)], 8)
        env = gym.make("hpcgym/Dispatch-v0", workload=w, policy=NAME[h], window=n)
        agent = make_baseline(NAME[h], env)
        obs, _ = env.reset(seed=0)
        done = False
        for _ in range(int(rng.integers(0, n))):
            obs, _, term, trunc, _info = env.step(agent.predict(obs)[0])
            done = term or trunc
            if done:
                break
        if done:
            continue
        plan = copy.deepcopy(env.unwrapped)
        plan.forget_future()
        sim = plan.sim
        now, arrived = sim.now, sim.arriving
        known = make_workload(
            [
                (k + 1, s, c, r, run if 0 <= sim.start_t[k] and sim.start_t[k] + run <= now else r)
                for k, (s, c, r, run) in enumerate(jobs[:arrived])
            ],
            8,
        )
        while not done:
            obs, _, term, trunc, _info = plan.step(agent.predict(obs)[0])
            done = term or trunc
        fresh, _ = run(known, lambda e, o: make_baseline(NAME[h], e).predict(o)[0], NAME[h], n)
        assert sim.start_t[:arrived] == [fresh[k + 1] for k in range(arrived)]
        assert all(t == -1 for t in sim.start_t[arrived:])


def test_the_lublin1_task_reproduces_the_published_table_through_the_env():
    # SC'20 Table V, "with backfilling", Lublin-1: every heuristic to the printed digits, as
    # agents of the env (128 visible jobs) on the protocol's 10 windows of 1,024 jobs
    task = get("rlscheduler-lublin1")
    doc = run_task(task, [])
    means = {name: doc["agents"][name]["objective"]["mean"] for name in task.baselines}
    assert {h: round(means[NAME[h]], 2) for h in HEURISTICS} == PUBLISHED[True]["Lublin-1"]
    # the best baseline by the suite's statistic (geometric mean) is F1, though SJF has the
    # lowest mean bsld: on these 10 windows the two statistics disagree
    assert doc["best_baseline"] == "rlscheduler-f1"
    assert min(means, key=means.__getitem__) == "rlscheduler-sjf"
    head, body = rows(doc)
    published = dict(zip(head, body[-1]))
    assert published["agent"] == "RLScheduler RL (SC'20), published"
    assert published["#"] == "-"  # shown beside the board, never ranked
    assert published[head[4]] == "58.64"  # the objective's column


def test_protocol_splits_never_touch_a_test_window():
    tests = ProtocolWindows("lublin_256", 256, "test").tiles()
    assert [s for s, _ in tests] == rlscheduler_starts(10000)
    assert all(e - s == 1024 for s, e in tests)
    covered = {i for s, e in tests for i in range(s, e)}
    train = ProtocolWindows("lublin_256", 256, "train").tiles()
    validation = ProtocolWindows("lublin_256", 256, "validation").tiles()
    # validation: a seventh of the 10 free windows (at least one), the last in time
    assert validation == [(6829, 7085)] and len(train) == 9
    held = [i for s, e in train + validation for i in range(s, e)]
    assert len(held) == len(set(held)) and not covered & set(held)
    eps = ProtocolWindows("lublin_256", 256, "train")
    rng = np.random.default_rng(0)
    for _ in range(200):
        w = eps.sample(rng)
        ids = {j.id for j in w.jobs}
        assert len(w.jobs) == 256 and not ids & {eps._source.jobs[i].id for i in covered}


def test_a_protocol_split_without_room_says_so():
    with pytest.raises(ValueError, match="holds no train window of 1024 jobs outside its test"):
        ProtocolWindows("lublin_256", 1024, "train")
    with pytest.raises(ValueError, match="protocol='rlscheduler' takes a trace"):
        gym.make("hpcgym/Dispatch-v0", workload="edison", protocol="rlscheduler")
    with pytest.raises(ValueError, match="unknown protocol 'sc20'"):
        gym.make("hpcgym/Dispatch-v0", workload="lublin_256", protocol="sc20")


def test_presets_are_baselines_of_the_dispatch_env():
    env = gym.make("hpcgym/Dispatch-v0", jobs=48)
    assert {make_baseline(name, env).priority for name in PRESETS} == set(HEURISTICS)


@pytest.mark.parametrize("policy", ["fcfs-easy", "rlscheduler"])
def test_the_last_observation_counts_no_ended_job_as_ending_later(policy):
    # one job of 1 unit for 1 s: once it has ended, every horizon of the availability
    # profile has the whole machine free (it read 9/8 before)
    env = gym.make(
        "hpcgym/Dispatch-v0", workload=make_workload([(1, 0, 1, 1, 1)], 8), policy=policy, window=1
    )
    env.reset(seed=0)
    obs, _, terminated, _, _ = env.step(0)
    assert terminated and obs["cluster"][:9].tolist() == [1.0] * 9
    assert env.observation_space.contains(obs)


@pytest.mark.xfail(
    strict=True,
    reason="open: UNICEP through the env starts job 4 before job 3 "
    "where the native pass locks job 3 (found by hypothesis; present since bc441c9)",
)
def test_unicep_ties_at_a_pass_with_nothing_free_through_the_env():
    # six jobs on 8 cores: at t=1 the 8-core job runs and every waiting UNICEP score is -0.0
    rows = [(0, 1, 1, 1), (0, 8, 1, 1), (1, 1, 1, 1), (1, 4, 1, 1), (1, 4, 2, 1), (1, 5, 1, 1)]
    test_its_heuristics_through_the_env_make_the_native_schedule.hypothesis.inner_test(
        rows, "unicep"
    )
