"""Walltime-v0's Monte Carlo planner (``mc:BASE:K:S``) and what it builds on: a job's runtime
changed in a running engine (both engines alike), a copy's unseen execution times drawn from
the laws given what was seen (and never the true ones), and the planner's decisions."""

from __future__ import annotations

import copy
from dataclasses import replace

import numpy as np
import pytest

from hpcgym.agents.sampled import SampledPlanner, parse
from hpcgym.baselines.walltime import make_baseline
from hpcgym.batch import compiled
from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.online import open_online
from hpcgym.batch.policies import get_policy
from hpcgym.batch.simulator import DONE, KILLED, RUNNING
from hpcgym.batch.workload import Workload
from hpcgym.engine import SimulationError
from hpcgym.envs.walltime import WalltimeEnv
from hpcgym.errors import InputError

ENGINES = ["python", "compiled"] if compiled.available() else ["python"]


def _engine(kind: str):
    """Two 4-core jobs on 4 cores (limits 100 s, grace 0), the first started at 0."""
    cluster = Cluster("t", 4, 1, True, 1000)
    eng = open_online(kind, get_policy("fcfs-easy"), Workload([], cluster), "test")
    a = eng.submit(Job(0, 0, 4, 100, 30), watch=True)
    b = eng.submit(Job(1, 0, 4, 100, 30), watch=True)
    eng.run(0)
    return eng, a, b


@pytest.mark.parametrize("kind", ENGINES)
def test_a_running_jobs_end_moves_and_a_queued_one_is_killed_at_its_limit(kind):
    eng, a, b = _engine(kind)
    assert eng.statuses([a, b])[0] == RUNNING
    eng.set_runtime(a, 70)  # ends at 70 instead of 30
    eng.set_runtime(b, 500)  # over its 100 s limit: killed there
    while not eng.run(None):  # (each watched start stops a run)
        pass
    start, end, status = eng.outcome().tolist()
    assert (start[a], end[a], status[a]) == (0, 70, DONE)
    assert (start[b], end[b], status[b]) == (70, 170, KILLED)


@pytest.mark.parametrize("kind", ENGINES)
def test_a_runtime_change_that_cannot_be_is_refused(kind):
    cluster = Cluster("t", 4, 1, True, 1000)
    eng = open_online(kind, get_policy("fcfs-easy"), Workload([], cluster), "test")
    a = eng.submit(Job(0, 0, 2, 100, 30))
    c = eng.submit(Job(1, 0, 2, 100, 60))
    eng.run(30)  # a ends at 30; c has run 30 s
    assert eng.now == 30 and eng.statuses([a, c]) == [DONE, RUNNING]
    with pytest.raises(SimulationError, match="before now"):
        eng.set_runtime(c, 5)
    with pytest.raises(SimulationError, match="negative"):
        eng.set_runtime(c, -1)
    with pytest.raises(SimulationError, match="has ended"):
        eng.set_runtime(a, 40)


def _played(env: WalltimeEnv, steps: int) -> WalltimeEnv:
    """``env`` after ``steps`` decisions answered at the law's 0.5 quantile (kills happen)."""
    env.reset(options={"episode": 3})
    obs = env.observer.observe(env.sim, env._state, env._mask)
    for _ in range(steps):
        valid = np.flatnonzero(obs["action_mask"] > 0.5)
        reached = valid[np.asarray(obs["law"])[valid] >= 0.5]
        obs, _, term, _, _ = env.step(int(reached[0] if len(reached) else valid[-1]))
        assert not term
    return env


@pytest.mark.parametrize("kind", ENGINES)
def test_drawn_execution_times_respect_what_was_seen(kind):
    env = _played(WalltimeEnv(split="validation", engine=kind), 12)
    st, eng = env._state, env.sim
    start, _, status = eng.outcome().tolist()
    before = st.jobs
    copy_ = copy.deepcopy(env)
    copy_.forget_execution_times(np.random.default_rng(0))
    after = copy_._state.jobs
    seen_kill = seen_run = 0
    for k, (old, new) in enumerate(zip(before, after)):
        tried = st.attempts[k]
        if tried and status[tried[-1]] == DONE:
            assert new.exec_time == old.exec_time  # a completed job keeps its time
            continue
        for i in tried:
            if status[i] == KILLED:  # it ran past that attempt's limit
                assert new.exec_time * env.unit > eng.jobs[i].walltime + eng.grace - 1
                seen_kill += 1
        if tried and status[tried[-1]] == RUNNING:  # it runs at least up to the decision
            assert new.exec_time * env.unit >= st.now - start[tried[-1]] - 1
            seen_run += 1
        law = old.app.law
        assert law.a <= new.exec_time <= law.b
    assert seen_kill and seen_run  # the episode exercised both conditions
    changed = [k for k, (o, n) in enumerate(zip(before, after)) if o.exec_time != n.exec_time]
    assert changed  # the unseen times were drawn anew
    # the copy plays on to the end under its drawn times, the original untouched
    obs = copy_.observer.observe(copy_.sim, copy_._state, copy_._mask)
    hpc = make_baseline("hpc", copy_)
    while True:
        obs, _, term, trunc, _ = copy_.step(hpc.choose(obs))
        if term or trunc:
            break
    assert env._state.jobs == before


def test_both_engines_draw_alike_and_roll_out_alike():
    if len(ENGINES) < 2:
        pytest.skip("hpcgym._core not built")
    got = []
    for kind in ENGINES:
        env = _played(WalltimeEnv(split="validation", engine=kind), 9)
        planner = SampledPlanner(env, "hpc", 4, 3)
        obs = env.observer.observe(env.sim, env._state, env._mask)
        got.append((planner.options(obs), planner.predict(obs)[0]))
    assert got[0] == got[1]


def test_the_planner_never_reads_an_unseen_execution_time():
    env = WalltimeEnv(split="validation")
    obs, _ = env.reset(options={"episode": 1})
    twin = copy.deepcopy(env)  # the same episode, every execution time different
    st = twin._state
    st.jobs = tuple(replace(j, exec_time=(j.app.law.a + j.app.law.b) / 2) for j in st.jobs)
    assert any(a.exec_time != b.exec_time for a, b in zip(env._state.jobs, st.jobs))
    picks = [SampledPlanner(e, "hpc", 5, 4).predict(obs)[0] for e in (env, twin)]
    assert picks[0] == picks[1]


def test_one_candidate_is_the_base_and_a_run_repeats():
    env = WalltimeEnv(split="validation")

    def play(agent_of) -> tuple[list[int], float]:
        obs, _ = env.reset(options={"episode": 0})
        agent, acts = agent_of(env), []
        while True:
            a = int(agent.predict(obs)[0])
            acts.append(a)
            obs, _, term, trunc, info = env.step(a)
            if term or trunc:
                return acts, info["objective"]

    hpc = play(lambda e: make_baseline("hpc", e))
    assert play(lambda e: SampledPlanner(e, "hpc", 1, 2)) == hpc
    first = play(lambda e: SampledPlanner(e, "hpc", 2, 1))
    assert play(lambda e: SampledPlanner(e, "hpc", 2, 1)) == first


@pytest.mark.parametrize(
    ("spec", "env_id", "match"),
    [
        ("mc:hpc:4:8", "hpcgym/Dispatch-v0", "works on hpcgym/Walltime-v0, not"),
        ("mc:hpc:4:8:2", "hpcgym/Walltime-v0", "write mc:BASE"),
        ("mc:hpc:x", "hpcgym/Walltime-v0", "K and S must be integers"),
        ("mc:hpc:0:8", "hpcgym/Walltime-v0", "K and S must be >= 1"),
        ("mc:nope:2:2", "hpcgym/Walltime-v0", "unknown walltime baseline 'nope'"),
    ],
)
def test_a_bad_planner_name_is_refused_naming_it(spec, env_id, match):
    with pytest.raises(InputError, match=match):
        parse(spec, WalltimeEnv(), env_id)


@pytest.mark.parametrize("kind", ENGINES)
def test_no_drawn_end_falls_between_the_last_event_and_the_decision(kind):
    # the engine has run every event before the decision time, none since its clock: a drawn
    # runtime that ended a running attempt in between would rewrite what was seen (and send
    # a later decision back before this one)
    env = WalltimeEnv(split="validation", engine=kind)
    obs, _ = env.reset(options={"episode": 1})
    rng = np.random.default_rng(5)
    gaps = 0
    while True:
        st, eng = env._state, env.sim
        if st.now > eng.now and RUNNING in eng.statuses(list(st.owner)):
            gaps += 1
            for _ in range(6):
                world = copy.deepcopy(env)
                world.forget_execution_times(rng)
                end = world.sim.first_end_after(world.sim.now)
                assert end is None or end >= st.now, (st.now, world.sim.now, end)
        valid = np.flatnonzero(obs["action_mask"] > 0.5)
        obs, _, term, trunc, _ = env.step(int(valid[len(valid) // 8]))  # short asks: kills
        if term or trunc:
            break
    assert gaps


def test_a_held_attempt_tells_nothing_of_its_time_before_its_request():
    # under hold an attempt keeps its processors to the end of its request, so a running one
    # may already be done: its draws are not conditioned on the time it has run
    env = WalltimeEnv(split="validation", hold=True)
    obs, _ = env.reset(options={"episode": 0})
    rng = np.random.default_rng(2)
    below = 0
    while True:
        st, eng = env._state, env.sim
        start, _, status = eng.outcome().tolist()
        for k, tried in enumerate(st.attempts):
            if not tried or status[tried[-1]] != RUNNING:
                continue
            ran = st.now - start[tried[-1]]
            if ran > eng.jobs[tried[-1]].walltime:
                continue
            for _ in range(5):
                world = copy.deepcopy(env)
                world.forget_execution_times(rng)
                x = world._state.jobs[k].exec_time
                law = st.jobs[k].app.law
                assert law.a <= x <= law.b
                below += x * env.unit < ran
        valid = np.flatnonzero(obs["action_mask"] > 0.5)
        obs, _, term, trunc, _ = env.step(int(valid[-1]))
        if term or trunc:
            break
    assert below
    planner = SampledPlanner(env, "hpc", 3, 2)  # plays a held episode to its end
    obs, _ = env.reset(options={"episode": 0})
    while True:
        obs, _, term, trunc, _ = env.step(planner.predict(obs)[0])
        if term or trunc:
            break
