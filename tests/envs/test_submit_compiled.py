"""WorkflowSubmit-v0 on the compiled core against the env over the Python simulator: the same
observations (to the bit), rewards, masks, ends and final info for the same seeds and actions,
under several policies, the invalid-action modes (declines included), cut episodes and
objectives; deep copies; and what stays on Python."""

from __future__ import annotations

import copy
import math

import numpy as np
import pytest

from hpcgym.batch import compiled
from hpcgym.batch.choosing import CompiledChoices, PythonChoices
from hpcgym.batch.cluster import processors
from hpcgym.batch.job import Job
from hpcgym.batch.policies import simulate
from hpcgym.batch.simulator import SchedulingError
from hpcgym.batch.workload import Workload
from hpcgym.envs.workflow_submit.env import WorkflowSubmitEnv
from hpcgym.errors import InputError
from hpcgym.workflow import Task, Workflow
from hpcgym.workloads.mixing import add_workflows

pytestmark = pytest.mark.skipif(not compiled.available(), reason="hpcgym._core not built")

SMALL = {"hours": 1.0, "warmup": 1800}
VARIANTS = [
    {"workflow": "Sipht"},
    {"workflow": "Montage", "policy": "slurm"},
    {"workflow": "LongWide", "policy": "fcfs-easy", "objective": "mix"},
    {"workflow": "Cybershake", "policy": "fcfs-conservative", "objective": "bsld"},
    {"workflow": "WideLong", "policy": "slurm+per-minute", "prefill": 0},
    {
        "workflow": "mix",
        "invalid_action": "noop",
        "objective": "utilization",
        "policy": "moab-edison",
    },
    {"workflow": "Floodplain", "invalid_action": "penalty"},
    {"workflow": "mix", "invalid_action": "fallback", "period": 900},
    {"workflow": "Sipht", "max_steps": 7, "objective": "wait"},
]
# wall-clock figures of the schedule, not of the episode
CLOCKS = ("wall_s", "jobs_per_s")


def play(engine: str, seed: int, kw: dict) -> list:
    """A whole episode under a random agent (masked, or any action under an invalid-action
    mode): everything the agent sees, in order."""
    env = WorkflowSubmitEnv(**{**SMALL, **kw, "engine": engine})
    obs, info = env.reset(seed=seed)
    assert isinstance(env.state.engine, CompiledChoices if engine == "compiled" else PythonChoices)
    rng = np.random.default_rng(seed)
    seen = [obs, info]
    while True:
        mask = env.action_masks()
        if "invalid_action" in kw:
            a = int(rng.integers(len(mask)))
        else:
            a = int(rng.choice(np.flatnonzero(mask)))
        obs, r, term, trunc, info = env.step(a)
        if term or trunc:
            info = {
                **info,
                "metrics": {k: v for k, v in info["metrics"].items() if k not in CLOCKS},
            }
        seen.append((a, obs, r, term, trunc, info, env.sim.now, mask))
        if term or trunc:
            s = env.sim.schedule()
            seen.append((s.start, s.end, s.status, [j.id for j in s.workload.jobs]))
            seen.append([(r.id, r.mode) for r in s.workload.workflows])
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
    for seed in range(2):
        same(play("python", seed, kw), play("compiled", seed, kw), f"seed {seed}")


def test_a_declined_workflow_never_runs_on_either_engine():
    """Under "noop" a masked action declines the workflow: none of its variants' jobs runs,
    the next workflow is submitted as chosen, and both engines make the same schedule. Two
    6-core tasks side by side after a 1-core one make a 12-core pilot, wider than the
    10-core machine."""
    side = Workflow.from_tasks(
        "side",
        [Task("S", 1, 50, 40), Task("A", 6, 100, 90), Task("B", 6, 100, 80)],
        [("S", "A"), ("S", "B")],
    )
    cl = processors(10, "tiny", max_walltime=1000)
    jobs = [Job(k, 10 * k, 4, 300, 200 + 10 * k) for k in range(1, 6)]
    w = add_workflows(Workload(jobs, cl), side, [5, 45], "choice")
    runs = []
    for engine in ("python", "compiled"):
        env = WorkflowSubmitEnv(w, invalid_action="noop", engine=engine)
        env.reset(seed=0)
        assert list(env.action_masks()) == [True, False, True]
        first = env.state.engine.awaiting
        env.step(1)  # the masked pilot: declined
        second = env.state.engine.awaiting
        *_, term, _, info = env.step(2)
        assert term and info["metrics"]["declined"] == 1 and info["modes"]["woas"] == 1
        s = env.sim.schedule()
        assert [r.id for r in s.workload.workflows] == [second] != [first]
        assert {j.workflow for j in s.workload.jobs} == {-1, second}
        runs.append((s.start, s.end, s.status, info["objective"]))
    assert runs[0] == runs[1]


def test_a_deep_copy_plays_on_by_itself():
    """A copy taken mid-episode holds an engine of its own: both play on to the same end."""

    def rest(env: WorkflowSubmitEnv) -> list:
        seen = []
        while True:
            obs, r, term, trunc, info = env.step(int(np.flatnonzero(env.action_masks())[-1]))
            seen.append((obs, r, info["objective"] if term else None))
            if term or trunc:
                return [*seen, env.sim.schedule().start]

    for engine in ("python", "compiled"):
        env = WorkflowSubmitEnv(**SMALL, workflow="Montage", engine=engine)
        env.reset(seed=4)
        for _ in range(3):
            env.step(0)
        twin = copy.deepcopy(env)
        same(rest(twin), rest(env), engine)


def test_what_stays_on_python():
    """Rendering reads the Python simulator: ``"auto"`` falls back, ``"compiled"`` says why."""
    env = WorkflowSubmitEnv(**SMALL, render_mode="rgb_array")
    env.reset(seed=0)
    assert isinstance(env.state.engine, PythonChoices)
    assert env.render().ndim == 3
    with pytest.raises(InputError, match="rendering reads the Python simulator"):
        WorkflowSubmitEnv(**SMALL, render_mode="rgb_array", engine="compiled").reset(seed=0)


@pytest.mark.parametrize("engine", ["python", "compiled"])
def test_simulate_refuses_choices_it_cannot_make(engine):
    """A workload of submission variants needs a chooser: simulate names it on both engines
    (the compiled core would otherwise run every variant)."""
    two = Workflow.from_tasks(
        "two", [Task("A", 2, 100, 100), Task("B", 10, 100, 100)], [("A", "B")]
    )
    cl = processors(10, "tiny", max_walltime=1000)
    choice = add_workflows(Workload([Job(1, 0, 2, 10, 10)], cl), two, [5], "choice")
    with pytest.raises(SchedulingError, match="no chooser was given"):
        simulate(choice, "fcfs-easy", engine=engine)
