"""Dispatch-v0 on the compiled core against the env over the Python simulator: equal
observations (to the bit), rewards, masks and final info for the same seeds and actions, under
every covered policy mechanism and objective; and the cases that must stay on Python."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401
from hpcgym.batch import compiled
from hpcgym.envs.dispatch.compiled import CompiledEpisode
from hpcgym.envs.dispatch.python_backend import PythonBackend
from hpcgym.errors import EnvArgumentError

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")

CASES = [
    {},
    {"objective": "mix"},
    {"objective": {"wait": 1.0, "utilization": 3.0}},
    {"policy": "slurm", "jobs": 96},
    {"policy": "f1-easy", "backfill": "conservative"},
    {"policy": "wfp3-easy", "backfill": "none", "window": 8},
    {"policy": "unicep-easy", "invalid_action": "noop"},
    {"policy": "sjf-easy", "max_steps": 40},
]


def rollout(
    engine: str, seed: int, kw: dict, invalid_every: int = 0, env_id: str = "hpcgym/Dispatch-v0"
):
    env = gym.make(env_id, engine=engine, **kw).unwrapped
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    trace = [(obs, 0.0, False, False, {})]
    for t in range(5000):
        mask = obs["action_mask"] > 0.5
        if invalid_every and t % invalid_every == 0 and not mask.all():
            a = int(np.flatnonzero(~mask)[0])
        else:
            a = int(rng.choice(np.flatnonzero(mask)))
        obs, r, term, trunc, info = env.step(a)
        trace.append((obs, r, term, trunc, info))
        if term or trunc:
            break
    return env, trace


@pytest.mark.parametrize(
    "kw", CASES, ids=lambda kw: ",".join(f"{k}={v}" for k, v in kw.items()) or "default"
)
@pytest.mark.parametrize("seed", [0, 1])
def test_lockstep_with_python(seed, kw):
    same_steps(seed, kw)


# Edison under Moab (rodrigo2018 §3.1.3): queue priority per pass, eligible limits per user
EDISON = [
    {"hours": 1.0},
    {"hours": 1.0, "policy": "moab-edison+at-start"},
    {"hours": 1.0, "policy": "moab-edison+aging", "backfill": "conservative"},
    {"hours": 0.5, "objective": "mix", "window": 8, "invalid_action": "noop"},
]


@pytest.mark.parametrize("kw", EDISON, ids=lambda kw: ",".join(f"{k}={v}" for k, v in kw.items()))
@pytest.mark.parametrize("seed", [0, 3])
def test_edison_lockstep_with_python(seed, kw):
    """Dispatch-Edison-v0 runs compiled, step by step the env over the Python simulator."""
    same_steps(seed, kw, "hpcgym/Dispatch-Edison-v0")


def same_steps(seed: int, kw: dict, env_id: str = "hpcgym/Dispatch-v0") -> None:
    every = 3 if kw.get("invalid_action") == "noop" else 0
    py, a = rollout("python", seed, kw, every, env_id)
    co, b = rollout("compiled", seed, kw, every, env_id)
    assert isinstance(py.state, PythonBackend) and isinstance(co.state, CompiledEpisode)
    assert len(a) == len(b)
    for (oa, ra, ta, ua, ia), (ob, rb, tb, ub, ib) in zip(a, b):
        assert oa.keys() == ob.keys()
        for k in oa:
            assert oa[k].dtype == ob[k].dtype and np.array_equal(oa[k], ob[k]), k
        assert (ra, ta, ua) == (rb, tb, ub)
        assert ia.get("objective") == ib.get("objective")
        assert ia.get("default_steps") == ib.get("default_steps")
        assert ia.get("invalid_action") == ib.get("invalid_action")
    ma, mb = a[-1][4]["metrics"], b[-1][4]["metrics"]
    timing = ("wall_s", "jobs_per_s")
    assert [k for k in ma if k not in timing] == [k for k in mb if k not in timing]
    np.testing.assert_equal(
        [ma[k] for k in ma if k not in timing], [mb[k] for k in ma if k not in timing]
    )
    assert co.sim.schedule().start == py.sim.schedule().start


def test_engine_choice():
    env = gym.make("hpcgym/Dispatch-v0").unwrapped
    env.reset(seed=0)
    assert isinstance(env.state, CompiledEpisode) and env.sim.schedule().engine == "compiled"
    env = gym.make("hpcgym/Dispatch-v0", policy="moab-edison", workload="edison", hours=1).unwrapped
    env.reset(seed=0)
    assert isinstance(env.state, CompiledEpisode)
    env = gym.make("hpcgym/Dispatch-v0", policy="rlscheduler").unwrapped
    env.reset(seed=0)
    assert isinstance(env.state, PythonBackend)
    with pytest.raises(EnvArgumentError, match="compiled"):
        gym.make("hpcgym/Dispatch-v0", policy="rlscheduler", engine="compiled").reset(seed=0)
    with pytest.raises(EnvArgumentError, match="engine"):
        gym.make("hpcgym/Dispatch-v0", engine="fast")


def test_copies_plan_apart():
    """A copy of the compiled episode runs to its end without moving the env."""
    env = gym.make("hpcgym/Dispatch-v0").unwrapped
    env.reset(seed=3)
    for _ in range(20):
        env.step(0)
    before = env.state.observe()
    twin = env.state.copy()
    twin.forget_future()
    while not twin.next_decision():
        twin.apply(0)
    after = env.state.observe()
    assert all(np.array_equal(before[k], after[k]) for k in before)
    assert twin.finished > env.sim.finished


@pytest.mark.parametrize("engine", ["compiled", "python"])
def test_an_env_pickled_mid_episode_goes_on_as_the_original(engine):
    """``pickle.dumps(env)`` mid-episode on either engine (Ray, multiprocessing and
    checkpoints need it): the copy then gives the original's observations, rewards and end,
    step by step, for the same actions."""
    import pickle

    env = gym.make("hpcgym/Dispatch-v0", engine=engine, jobs=64)
    obs, _ = env.reset(seed=5)
    rng = np.random.default_rng(0)

    def act(o):
        return int(rng.choice(np.flatnonzero(o["action_mask"])))

    for _ in range(20):
        obs, *_ = env.step(act(obs))
    twin = pickle.loads(pickle.dumps(env))
    twin_obs = obs
    done = False
    while not done:
        a = act(obs)
        obs, r, term, trunc, info = env.step(a)
        twin_obs, tr, tterm, ttrunc, tinfo = twin.step(a)
        assert all(np.array_equal(obs[k], twin_obs[k]) for k in obs)
        assert (r, term, trunc) == (tr, tterm, ttrunc)
        done = term or trunc
    assert info.get("objective") == tinfo.get("objective")


def _same_to_the_end(env, twin, obs, rng):
    done = False
    while not done:
        a = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, r, term, trunc, info = env.step(a)
        t_obs, t_r, t_term, t_trunc, t_info = twin.step(a)
        assert all(np.array_equal(obs[k], t_obs[k]) for k in obs)
        assert (r, term, trunc) == (t_r, t_term, t_trunc)
        done = term or trunc
    assert info["objective"] == t_info["objective"]
    timing = ("wall_s", "jobs_per_s", "agent_s")  # the machine's, not the schedule's
    mine, theirs = (
        {k: v for k, v in m.items() if k not in timing}
        for m in (info["metrics"], t_info["metrics"])
    )
    assert mine.keys() == theirs.keys()
    assert all(
        mine[k] == theirs[k] or (mine[k] != mine[k] and theirs[k] != theirs[k]) for k in mine
    )


@pytest.mark.parametrize("kw", CASES, ids=[str(i) for i in range(len(CASES))])
def test_the_compiled_env_pickled_at_random_steps_goes_on_as_the_original(kw):
    """The compiled env pickles its core's snapshot of the whole state: unpickled at random
    points of random episodes (every covered mechanism and objective), it then gives the
    original's observations, rewards and metrics to the end, for the same actions."""
    import pickle

    for seed in (1, 2):
        env = gym.make("hpcgym/Dispatch-v0", engine="compiled", **{"jobs": 64, **kw})
        obs, _ = env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        for _ in range(int(rng.integers(0, 60))):
            obs, _, term, trunc, _ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            if term or trunc:
                break
        else:
            twin = pickle.loads(pickle.dumps(env))
            assert isinstance(twin.unwrapped.state, CompiledEpisode)  # still compiled
            _same_to_the_end(env, twin, obs, rng)
        env.close()


def test_a_pickled_compiled_env_does_not_grow_with_the_steps_taken():
    """The pickle holds the state, not the calls that led to it: its size after many steps
    is within the state's own change of its size after a few (a log of calls grew with each)."""
    import pickle

    env = gym.make("hpcgym/Dispatch-v0", engine="compiled", jobs=256)
    obs, _ = env.reset(seed=3)
    rng = np.random.default_rng(3)
    sizes = []
    for t in range(400):
        if t in (5, 399):
            sizes.append(len(pickle.dumps(env)))
        obs, _, term, trunc, _ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        assert not (term or trunc)
    fast = env.unwrapped.state
    state = len(fast.core.snapshot())
    # what may change: the running jobs' end list and the event heap (12 bytes a job each)
    assert abs(sizes[1] - sizes[0]) <= 2 * 12 * 256
    assert state < 200 * 256  # per job: its columns, its queue entry, its features


def test_a_snapshot_that_is_not_this_episodes_is_refused_and_the_core_kept():
    env = gym.make("hpcgym/Dispatch-v0", engine="compiled", jobs=64)
    env.reset(seed=0)
    core = env.unwrapped.state.core
    good = core.snapshot()
    other = gym.make("hpcgym/Dispatch-v0", engine="compiled", jobs=80)
    other.reset(seed=0)
    for bad, why in (
        (good[:-3], "truncated"),
        (b"XXXX" + good[4:], "bad magic"),
        (good + b"\0", "after the last field"),
        (other.unwrapped.state.core.snapshot(), "this episode has 64"),
    ):
        with pytest.raises(ValueError, match=f"DispatchCore.restore: .*{why}"):
            core.restore(bad)
    assert core.snapshot() == good


def test_an_edison_episode_pickled_mid_episode_goes_on_as_the_original():
    """Moab's state (eligible lists, hidden jobs, places held until a job ends) survives the
    compiled core's snapshot: the unpickled copy then steps as the original."""
    import pickle

    env = gym.make("hpcgym/Dispatch-Edison-v0", engine="compiled", hours=0.2, warmup=600)
    obs, _ = env.reset(seed=2)
    assert isinstance(env.unwrapped.state, CompiledEpisode)
    rng = np.random.default_rng(1)
    for _ in range(200):
        obs, *_ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    twin = pickle.loads(pickle.dumps(env))
    _same_to_the_end(env, twin, obs, rng)
