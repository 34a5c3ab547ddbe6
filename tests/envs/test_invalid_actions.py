"""No free lunch for invalid actions, over every registered env and ``invalid_action`` mode.

An agent that only sends invalid actions (one the mask forbids, or out of range when every
action is valid) ends its episode, with and without ``max_steps``; under ``"noop"`` and
``"penalty"`` it scores worse than the worst registered baseline on the same episode, in
return and in objective; under ``"fallback"`` it is exactly the default-action agent. A cut
episode charges the work it left and keeps the rewards' identity; a truncated dispatch episode
is worked by hand.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.batch.cluster import processors
from hpcgym.batch.job import Job
from hpcgym.batch.workload import Workload
from hpcgym.envs import ENVS
from hpcgym.envs.dispatch import DispatchEnv
from hpcgym.workloads import catalog
from hpcgym.workloads.edison import EdisonConfig
from hpcgym.workloads.mixing import Pattern, edison_with_workflows

IDS = list(ENVS)
LIMIT = 20_000  # steps; every invalid-only episode here ends well within
SEED = 0
# The registered baseline that answers as each family's default action (what "fallback" takes).
DEFAULT_BASELINE = {
    "hpcgym/Dispatch-v0": "fcfs",  # the head of fcfs-easy's queue
    "hpcgym/Dispatch-Edison-v0": "moab",  # the head of moab-edison's queue
    "hpcgym/Dispatch-Perlmutter-v0": "slurm-tres",  # the head of slurm-tres's queue
    "hpcgym/WorkflowSubmit-v0": "always-chained",
    "hpcgym/TaskDispatch-v0": "bf",
    "hpcgym/Walltime-v0": "hpc",
    "hpcgym/Reservation-v0": "wms",
}


@cache
def light_submit_workload() -> Workload:
    """A lightly loaded Edison window (no pre-filled backlog) where workflows complete: in the
    registered test window the queue's ~4 h wait lets no agent complete a workflow, so every
    agent, declining included, is charged the same turnaround to the horizon (tested below)."""
    config = EdisonConfig(days=0.15, seed=1, warmup=1800, pressure=0.6, prefill_wait=0)
    return edison_with_workflows(config, catalog.get("A2"), Pattern(share=0.05), "choice")


def compare_kwargs(env_id: str) -> dict[str, Any]:
    """Small kwargs under which the agents' choices matter (see the two tests of ties)."""
    if env_id == "hpcgym/WorkflowSubmit-v0":
        return {"workload": light_submit_workload()}
    kw = dict(ENVS[env_id].test_kwargs)
    if env_id == "hpcgym/Reservation-v0":
        # makespan (the default) runs from a workflow's first step: waiting before it is free
        kw["objective"] = "turnaround"
    return kw


class InvalidOnly:
    """Always an action the mask forbids, or one out of range when every action is valid."""

    def predict(self, obs: dict[str, np.ndarray], **_: Any) -> tuple[int, None]:
        mask = np.asarray(obs["action_mask"]) > 0.5
        return (len(mask) if mask.all() else int(np.flatnonzero(~mask)[0])), None


class Always:
    """Always ``action`` (a valid one)."""

    def __init__(self, action: int) -> None:
        self.action = action

    def predict(self, obs: dict[str, np.ndarray], **_: Any) -> tuple[int, None]:
        return self.action, None


def play(env: gym.Env, agent: Any) -> dict[str, Any]:
    """One episode from ``reset(seed=SEED)``: its objective, return, steps, how it ended, the
    last info and whether every step was flagged invalid."""
    obs, _ = env.reset(seed=SEED)
    total, flagged = 0.0, True
    for steps in range(1, LIMIT + 1):
        obs, r, term, trunc, info = env.step(agent.predict(obs)[0])
        total += r
        flagged = flagged and info.get("invalid_action", False)
        if term or trunc:
            return {
                "objective": float(info["objective"]),
                "return": total,
                "steps": steps,
                "term": term,
                "trunc": trunc,
                "info": info,
                "flagged": flagged,
            }
    raise AssertionError(f"episode longer than {LIMIT} steps")


@cache
def baselines(env_id: str) -> dict[str, dict[str, Any]]:
    entry = ENVS[env_id]
    env = gym.make(env_id, **compare_kwargs(env_id))
    return {name: play(env, entry.make_baseline(name, env)) for name in entry.baseline_names}


@pytest.mark.parametrize("env_id", IDS)
@pytest.mark.parametrize("mode", ["noop", "penalty"])
def test_an_invalid_only_agent_ends_worse_than_every_baseline(env_id, mode):
    env = gym.make(env_id, **compare_kwargs(env_id), invalid_action=mode, invalid_penalty=0.5)
    got = play(env, InvalidOnly())
    assert got["term"] and not got["trunc"] and got["flagged"]
    less = 0.5 * got["steps"] if mode == "penalty" else 0.0
    assert got["return"] == pytest.approx(-got["objective"] - less, rel=1e-9, abs=1e-9)
    ref = baselines(env_id)
    worst = max(ref.values(), key=lambda b: b["objective"])
    assert got["objective"] > worst["objective"], (got["objective"], ref)
    assert got["return"] < min(b["return"] for b in ref.values())


@pytest.mark.parametrize("env_id", IDS)
def test_under_fallback_an_invalid_only_agent_is_the_default_action_agent(env_id):
    env = gym.make(env_id, **compare_kwargs(env_id), invalid_action="fallback")
    got = play(env, InvalidOnly())
    ref = baselines(env_id)[DEFAULT_BASELINE[env_id]]
    assert got["term"] and got["flagged"] and got["steps"] == ref["steps"]
    assert got["objective"] == pytest.approx(ref["objective"], rel=1e-12, abs=1e-12)
    assert got["return"] == pytest.approx(-got["objective"], rel=1e-9, abs=1e-9)


@pytest.mark.parametrize("env_id", IDS)
@pytest.mark.parametrize("mode", ["noop", "penalty", "fallback"])
def test_a_cut_invalid_only_episode_charges_the_work_it_left(env_id, mode):
    kw = ENVS[env_id].test_kwargs
    env = gym.make(env_id, **kw, max_steps=5, invalid_action=mode, invalid_penalty=0.5)
    got = play(env, InvalidOnly())
    assert got["steps"] <= 5 and got["flagged"]
    if got["trunc"]:
        assert got["steps"] == 5 and got["info"]["default_steps"] > 0
    less = 0.5 * got["steps"] if mode == "penalty" else 0.0
    assert got["return"] == pytest.approx(-got["objective"] - less, rel=1e-9, abs=1e-9)


def test_reservation_noop_holds_and_makespan_charges_no_wait_before_the_first_step():
    """``noop`` is *hold*; under makespan an agent holding every step until the background
    drains (valid or not) is charged no more than the best baseline on this episode."""
    env_id = "hpcgym/Reservation-v0"
    kw = ENVS[env_id].test_kwargs
    invalid = play(gym.make(env_id, **kw, invalid_action="noop"), InvalidOnly())
    env = gym.make(env_id, **kw)
    hold = play(env, Always(env.unwrapped.HOLD))
    assert invalid["objective"] == hold["objective"] and invalid["return"] == hold["return"]
    with_makespan = {}
    for name in ENVS[env_id].baseline_names:
        with_makespan[name] = play(env, ENVS[env_id].make_baseline(name, env))["objective"]
    assert hold["objective"] <= min(with_makespan.values())


def test_declining_never_pays_even_where_no_agent_completes_a_workflow():
    env_id = "hpcgym/WorkflowSubmit-v0"
    kw = ENVS[env_id].test_kwargs
    got = play(gym.make(env_id, **kw, invalid_action="noop"), InvalidOnly())
    assert got["info"]["metrics"]["declined"] == got["steps"]
    env = gym.make(env_id, **kw)
    ref = [play(env, ENVS[env_id].make_baseline(n, env)) for n in ENVS[env_id].baseline_names]
    assert all(r["info"]["metrics"]["wf_completed"] == 0 for r in ref)
    assert got["objective"] >= max(r["objective"] for r in ref) - 1e-12


def test_walltime_noop_asks_the_same_job_again_after_the_next_event():
    kw = ENVS["hpcgym/Walltime-v0"].test_kwargs
    env = gym.make("hpcgym/Walltime-v0", **kw, invalid_action="noop").unwrapped
    env.reset(seed=SEED)
    st = env.state
    k, t = st.current, st.now
    env.step(env.levels)  # out of range: nothing submitted, k waits
    assert st.current != k or st.now > t
    while st.current != k:  # other decisions (at t, or events before k's turn) come first
        assert any(j == k for _, j in st.deferred)
        env.step(env.levels - 1)
    assert st.now > t and not st.attempts[k]
    env.step(env.levels - 1)
    while not env._done:
        env.step(env.levels - 1)
    # its response time runs from its submit, not from the late request
    first = st.run.records[k].attempts[0] if st.run is not None else None
    assert first is not None and first.submit * env.unit == st.submit[k]


# --- a truncated dispatch episode, by hand ------------------------------------------------


def test_a_truncated_dispatch_episode_charges_its_jobs_by_hand():
    """Two cores; at t=0 J1 (2 cores, 100 s), J2 and J3 (1 core, 10 s each) are queued, in
    that order. The agent starts J2 (action 1) and the episode is cut (``max_steps=1``): the
    default action plays on (two decisions): it takes the head J1, which does not fit, so it
    is reserved at t=10 and EASY backfills J3 (ends at 10); at t=10 it starts J1, which runs
    to 110. Bounded slowdowns (tau 10 s):
    J1 (10 + 100) / 100 = 1.1, J2 and J3 1, so the objective is 3.1 / 3, and the first
    reward (nothing waited yet) plus the last one make minus it."""
    jobs = [Job(1, 0, 2, 100, 100), Job(2, 0, 1, 10, 10), Job(3, 0, 1, 10, 10)]
    env = DispatchEnv(Workload(jobs, processors(2), name="three"), window=3, max_steps=1)
    env.reset(seed=0)
    assert env.state.window_jobs == [0, 1, 2]
    _, r, term, trunc, info = env.step(1)
    assert trunc and not term and info["default_steps"] == 2
    assert env.sim.start_t == [10, 0, 0] and env.sim.end_t == [110, 10, 10]
    assert info["objective"] == pytest.approx(3.1 / 3, rel=1e-12)
    assert info["metrics"]["jobs_measured"] == 3
    assert r == pytest.approx(-3.1 / 3, rel=1e-12)


@pytest.mark.parametrize("env_id", IDS)
@pytest.mark.parametrize("action", [float("inf"), float("-inf"), float("nan"), 2**80])
def test_an_infinite_or_huge_action_is_an_invalid_action_under_every_mode(env_id, action):
    """``step(inf)`` is refused as not an integer (``"raise"``) or handled as any invalid
    action (every other mode flags it in ``info``), never an ``OverflowError``."""
    from hpcgym.envs.common.base import INVALID_ACTIONS
    from hpcgym.errors import InvalidActionError

    for mode in INVALID_ACTIONS:
        env = gym.make(env_id, invalid_action=mode)
        env.reset(seed=SEED)
        if mode == "raise":
            with pytest.raises(InvalidActionError, match=r"not an integer|out of range"):
                env.step(action)
        else:
            *_, info = env.step(action)
            assert info["invalid_action"] is True
        env.close()
