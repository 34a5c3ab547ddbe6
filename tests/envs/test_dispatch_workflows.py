"""Dispatch episodes on Edison-like workloads with workflows mixed in (issue: each submission
mode), drawn by seed."""

from __future__ import annotations

import gymnasium as gym
import pytest

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.batch.simulator import WAITING


def episode(mode: str, seed: int = 4):
    env = gym.make(
        "hpcgym/Dispatch-Edison-v0",
        hours=2,
        workflows={"workflow": "WideLong", "share": 0.1, "mode": mode},
    )
    env.reset(seed=seed)
    return env


def test_each_mode_gets_the_same_regular_jobs_and_workflow_submits():
    ws = {m: episode(m).unwrapped.sim.workload for m in ("chained", "pilot", "woas")}
    regular = {
        m: [(j.submit, j.cores, j.walltime, j.runtime) for j in w.jobs if j.workflow < 0]
        for m, w in ws.items()
    }
    assert regular["chained"] == regular["pilot"] == regular["woas"]
    assert len({tuple(r.submit for r in w.workflows) for w in ws.values()}) == 1
    assert all({r.mode for r in w.workflows} == {m} for m, w in ws.items())
    assert ws["woas"].workflows


def test_an_agent_only_ever_sees_ready_woas_tasks():
    env = episode("woas")
    sim = env.unwrapped
    for _ in range(300):
        mask = sim.action_masks()
        window = sim.state.window_jobs
        assert all(sim.sim.status[i] == WAITING for i in window)
        _obs, _, term, trunc, _ = env.step(int(mask.nonzero()[0][0]))
        if term or trunc:
            break


def test_bad_workflow_specs_are_named():
    with pytest.raises(ValueError, match="workflows takes workflow, share or period, and mode"):
        gym.make("hpcgym/Dispatch-Edison-v0", workflows={"workflow": "Montage", "rate": 1})
    with pytest.raises(ValueError, match="unknown submission mode 'fast'"):
        gym.make(
            "hpcgym/Dispatch-Edison-v0",
            workflows={"workflow": "Montage", "share": 0.1, "mode": "fast"},
        )
    with pytest.raises(ValueError, match="generated Edison workloads only"):
        gym.make("hpcgym/Dispatch-v0", workflows={"workflow": "Montage", "share": 0.1})


def test_age_counts_from_when_a_dependent_job_became_ready():
    """FCFS queue: job 2 (submitted at 0) depends on job 1 (0-100). At the pass at 100 its
    wait is 100 s but its age, the time since it became eligible, is 0."""
    from hpcgym.batch.cluster import processors
    from hpcgym.batch.job import Job
    from hpcgym.batch.workload import Workload
    from hpcgym.envs import DispatchEnv
    from hpcgym.envs.batch_window.observation import QUEUE

    w = Workload([Job(1, 0, 4, 100, 100), Job(2, 0, 1, 10, 10, deps=(1,))], processors(4))
    env = DispatchEnv(w, window=4)
    obs, _ = env.reset(seed=0)
    obs, *_ = env.step(0)  # job 1 starts at 0; next pass at 100
    assert env.sim.now == 100 and env.sim.queued_at[1] == 100
    row = obs["queue"][0]
    assert row[QUEUE.wait] == pytest.approx(100 / 86400)
    assert row[QUEUE.age] == 0
