"""Golden digests pinned before the package was split into layers: schedules of every native policy family
and env rollouts must stay identical, to the second and to the float, for the same seeds.

A digest is a SHA-256 over the schedule's (start, end, status) columns, or over an env rollout's
observations, rewards and actions. Regenerate only for a deliberate behaviour change, and say so
in the commit: ``python tests/architecture/test_golden.py`` prints the current digests.
"""

from __future__ import annotations

import hashlib

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.baselines import make_baseline
from hpcgym.baselines.task_dispatch import make_baseline as make_task_dispatch_baseline
from hpcgym.baselines.workflow_submit import make_baseline as make_submit_baseline
from hpcgym.batch.policies import simulate
from hpcgym.tasks.policies import simulate as task_simulate
from hpcgym.workloads.catalog import get as get_workflow
from hpcgym.workloads.edison import EdisonConfig, generate
from hpcgym.workloads.mixing import Pattern, edison_with_workflows
from hpcgym.workloads.scientific import paper_workload
from hpcgym.workloads.swf import load_trace


def _digest(*arrays) -> str:
    h = hashlib.sha256()
    for a in arrays:
        h.update(np.ascontiguousarray(np.asarray(a, dtype=np.float64)).tobytes())
    return h.hexdigest()[:16]


def _schedule_digest(s) -> str:
    return _digest(s.start, s.end, s.status)


def batch_cases() -> dict[str, str]:
    out = {}
    trace = load_trace("lublin_256")
    from hpcgym.batch.workload import Workload

    window = Workload(trace.jobs[:600], trace.cluster, name="lublin600")
    for policy in (
        "fcfs",
        "fcfs-easy",
        "fcfs-conservative",
        "sjf-easy",
        "wfp3-easy",
        "unicep-easy",
        "f1-easy",
        "slurm",
    ):
        out[f"lublin600/{policy}"] = _schedule_digest(simulate(window, policy))
    edison = generate(EdisonConfig(days=0.25, seed=3, warmup=3600))
    out["edison/slurm"] = _schedule_digest(simulate(edison, "slurm"))
    for mode in ("chained", "pilot", "woas"):
        w = edison_with_workflows(
            EdisonConfig(days=0.25, seed=5, warmup=3600),
            get_workflow("Montage"),
            Pattern(share=0.05),
            mode,
        )
        for policy in (
            "slurm+per-minute",
            "slurm+per-minute+filter",
            "slurm+per-minute+count-held",
        ):
            out[f"montage/{mode}/{policy}"] = _schedule_digest(simulate(w, policy, until=w.horizon))
    return out


def task_cases() -> dict[str, str]:
    out = {}
    dags = paper_workload("mixture", 40, np.random.default_rng(1))
    arrivals = np.cumsum(np.random.default_rng(2).exponential(3600 / (0.7 * 100), len(dags)))
    for policy in ("sr", "slop0.2", "fes1", "bf"):
        s = task_simulate(dags, arrivals, policy, processors=100, seed=3)
        out[f"tasks/{policy}"] = _digest(s.first_start, s.finish)
    return out


def _rollout(env, agent=None, seed=0, steps=400) -> str:
    obs, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    parts = []
    for _ in range(steps):
        if agent is None:
            mask = env.unwrapped.action_masks()
            action = int(rng.choice(np.flatnonzero(mask)))
        else:
            action = int(agent.predict(obs, deterministic=True)[0])
        obs, reward, term, trunc, info = env.step(action)
        parts.append(
            np.concatenate(
                [np.ravel(obs[k]).astype(np.float64) for k in sorted(obs)] + [[reward, action]]
            )
        )
        if term or trunc:
            parts.append([info["objective"]])
            break
    return _digest(np.concatenate(parts))


def env_cases() -> dict[str, str]:
    out = {}
    env = gym.make("hpcgym/Dispatch-v0", jobs=64)
    out["dispatch/random"] = _rollout(env)
    out["dispatch/sjf"] = _rollout(env, make_baseline("sjf", env), seed=1)
    env = gym.make("hpcgym/Dispatch-Edison-v0", hours=0.5, policy="slurm")
    out["dispatch-edison/slurm"] = _rollout(env, make_baseline("slurm", env), seed=2, steps=300)
    env = gym.make("hpcgym/WorkflowSubmit-v0", hours=2.0, warmup=1800, workflow="Montage")
    out["submit/random"] = _rollout(env, seed=3)
    out["submit/woas"] = _rollout(env, make_submit_baseline("always-woas", env), seed=3)
    env = gym.make("hpcgym/TaskDispatch-v0", workflows=12)
    out["task/random"] = _rollout(env, seed=4, steps=300)
    out["task/bf"] = _rollout(env, make_task_dispatch_baseline("bf", env), seed=4, steps=300)
    return out


GOLDEN: dict[str, str] = {
    "lublin600/fcfs": "b431503efa64eb99",
    "lublin600/fcfs-easy": "59c149162ae542fe",
    "lublin600/fcfs-conservative": "0a8acc4653a8bb5e",
    "lublin600/sjf-easy": "ae87c24c807cbc21",
    "lublin600/wfp3-easy": "7835a744242df14c",
    "lublin600/unicep-easy": "cb732432bbee6e33",
    "lublin600/f1-easy": "9e4dfd20b8c58c94",
    "lublin600/slurm": "269e5e71041573bc",
    "edison/slurm": "294e36f7a1215d7a",
    "montage/chained/slurm+per-minute": "269ca8fb816d15e1",
    "montage/chained/slurm+per-minute+filter": "269ca8fb816d15e1",
    "montage/chained/slurm+per-minute+count-held": "269ca8fb816d15e1",
    "montage/pilot/slurm+per-minute": "fc6813ad9264bb57",
    "montage/pilot/slurm+per-minute+filter": "fc6813ad9264bb57",
    "montage/pilot/slurm+per-minute+count-held": "fc6813ad9264bb57",
    # Held WoAS tasks are out of the backfill depth by default (Slurm's build_job_queue), so
    # the preset equals +filter; +count-held counts them (see CHANGELOG.md).
    "montage/woas/slurm+per-minute": "26a544a29ae1ee3d",
    "montage/woas/slurm+per-minute+filter": "26a544a29ae1ee3d",
    "montage/woas/slurm+per-minute+count-held": "8a669f30943f17c0",
    "tasks/sr": "a8d36339929f8ee5",
    "tasks/slop0.2": "aba78c1e46b39581",
    "tasks/fes1": "47445f2d7b560f95",
    "tasks/bf": "369a59d1f974d7bd",
    # The terminal observation's availability profile leaves out the jobs that have ended
    # (see CHANGELOG.md).
    "dispatch/random": "daa2e5b298c3b83e",
    "dispatch/sjf": "db5927e663e61192",
    "dispatch-edison/slurm": "d93989cfbaaad70a",
    # WorkflowSubmit-v0 runs slurm+per-minute over WoAS tasks: changed with the issue-14 default.
    # Then the terminal observation, as the dispatch cases.
    "submit/random": "66e38b47a61a1d75",
    "submit/woas": "e4d0d98c19b5b690",
    "task/random": "953823964bd8813f",
    "task/bf": "f6b237d5b23654fe",
}


@pytest.mark.parametrize("cases", [batch_cases, task_cases, env_cases])
def test_golden(cases):
    got = cases()
    want = {k: GOLDEN[k] for k in got}
    assert got == want


if __name__ == "__main__":
    for f in (batch_cases, task_cases, env_cases):
        for k, v in f().items():
            print(f"    {k!r}: {v!r},")
