"""Walltime-v0 on the compiled core against the env over the Python simulator: the same
observations (to the bit), rewards, masks, ends and final info for the same seeds and actions,
under every policy the core runs, both resource models, the invalid-action modes, cut episodes
and every objective; and the cases that stay on Python."""

from __future__ import annotations

import copy
import math
from dataclasses import asdict

import numpy as np
import pytest

from hpcgym.baselines.walltime import native_policy
from hpcgym.batch import compiled
from hpcgym.batch.online import CompiledOnline, PythonOnline
from hpcgym.envs.walltime import WalltimeEnv
from hpcgym.errors import InputError
from hpcgym.speculative.runtime import RequestRuntime

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")

VARIANTS = [
    {},
    {"policy": "slurm"},
    {"hold": True},
    {"policy": "fcfs-conservative", "hold": True},
    {"policy": "sjf-easy"},
    {"policy": "wfp3-easy", "objective": "utilization"},
    {"policy": "unicep-easy", "objective": "mix"},
    {"policy": "f1-easy", "submit_over": None},
    {"policy": "fcfs", "law": "truncnorm", "submit_over": 2.0},
    {"policy": "moab-edison"},
    {"policy": "moab-edison+at-start", "hold": True},
    {"rate": 0.0, "objective": {"response": 1.0, "utilization": 50.0}},
    {"invalid_action": "noop", "objective": "mix"},
    {"invalid_action": "penalty", "policy": "slurm"},
    {"invalid_action": "fallback"},
    {"max_steps": 6, "objective": "utilization"},
]


def play(engine: str, seed: int, kw: dict) -> list:
    """A whole episode under a random agent (masked, or any action under an invalid-action
    mode): everything the agent sees, in order."""
    env = WalltimeEnv(**{"jobs": 8, "levels": 20, "rate": 0.3, "engine": engine, **kw})
    obs, info = env.reset(seed=seed)
    assert isinstance(env.sim, CompiledOnline if engine == "compiled" else PythonOnline)
    rng = np.random.default_rng(seed)
    seen = [obs, info]
    while True:
        mask = env.action_masks()
        if "invalid_action" in kw:
            a = int(rng.integers(len(mask)))
        else:
            a = int(rng.choice(np.flatnonzero(mask)))
        obs, r, term, trunc, info = env.step(a)
        seen.append((a, obs, r, term, trunc, info, env.state.now, mask))
        if term or trunc:
            run = env.run
            seen.append((run.schedule.start, run.schedule.end, run.schedule.status))
            seen.append([[asdict(a) for a in r.attempts] for r in run.records])
            return seen


def same(a, b, where: str = "") -> None:
    if isinstance(a, dict):
        assert a.keys() == b.keys(), where
        for k in a:
            same(a[k], b[k], f"{where}/{k}")
    elif isinstance(a, (list, tuple)):
        assert len(a) == len(b), where
        for k, (x, y) in enumerate(zip(a, b)):
            same(x, y, f"{where}[{k}]")
    elif isinstance(a, np.ndarray):
        assert a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes(), where
    elif isinstance(a, float) and math.isnan(a):
        assert isinstance(b, float) and math.isnan(b), where
    else:
        assert type(a) is type(b) and a == b, (where, a, b)


@pytest.mark.parametrize("kw", VARIANTS, ids=lambda kw: ",".join(f"{k}={v}" for k, v in kw.items()))
def test_compiled_episodes_equal_the_python_simulators(kw):
    for seed in range(3):
        same(play("python", seed, kw), play("compiled", seed, kw), f"seed {seed}")


@pytest.mark.parametrize("policy", ["fcfs-easy", "slurm"])
def test_the_request_runtime_online_makes_one_schedule_on_both_engines(policy):
    """RequestRuntime's online run (the study's side of the driver) is the same schedule
    on both engines, kills and resubmissions included."""
    env = WalltimeEnv(jobs=12, rate=0.3, policy=policy)
    kills = 0
    for seed in range(3):
        env.reset(seed=seed)
        ep = env.state.episode
        runs = [
            RequestRuntime(
                ep.workload.jobs,
                native_policy("toptimal", env.scales),
                env.cluster,
                regular=ep.regular,
                levels=env.levels,
                online=True,
                engine=engine,
            ).run(policy)
            for engine in ("python", "compiled")
        ]
        py, co = runs
        assert co.schedule.engine == "compiled"
        assert py.schedule.start == co.schedule.start
        assert py.schedule.end == co.schedule.end
        assert py.schedule.status == co.schedule.status
        assert [j.id for j in py.schedule.workload.jobs] == [
            j.id for j in co.schedule.workload.jobs
        ]
        assert py.metrics() == co.metrics()
        kills += py.metrics()["failed_attempts"]
    assert kills > 0


def test_what_stays_on_python():
    """Rendering reads the Python simulator: ``"auto"`` falls back, ``"compiled"`` says why."""
    env = WalltimeEnv(jobs=4, render_mode="rgb_array")
    env.reset(seed=0)
    assert isinstance(env.sim, PythonOnline)
    assert env.render().ndim == 3
    with pytest.raises(InputError, match="rendering reads the Python simulator"):
        WalltimeEnv(jobs=4, render_mode="rgb_array", engine="compiled").reset(seed=0)


def test_a_deep_copy_plays_on_by_itself():
    """A copy taken mid-episode holds an engine of its own: both play on to the same end."""

    def rest(env: WalltimeEnv) -> list:
        seen = []
        while True:
            obs, r, term, trunc, info = env.step(int(np.flatnonzero(env.action_masks())[-1]))
            seen.append((obs, r, info))
            if term or trunc:
                return [*seen, env.run.schedule.start, env.run.metrics()]

    for engine in ("python", "compiled"):
        env = WalltimeEnv(jobs=8, levels=20, rate=0.3, engine=engine)
        env.reset(seed=4)
        for _ in range(3):
            env.step(int(np.flatnonzero(env.action_masks())[0]))
        twin = copy.deepcopy(env)
        same(rest(twin), rest(env), engine)
