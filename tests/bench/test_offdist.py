"""Judging off the training distribution: the longer-window tasks enumerate disjoint windows
of the test split only, a shipped agent loads zero-shot on another workload or env and says
so, and every card lists its off-distribution results."""

from __future__ import annotations

import itertools

import gymnasium as gym
import numpy as np
import pytest

import hpcgym  # noqa: F401
from hpcgym.agents import pretrained
from hpcgym.agents.evaluate import load_agent, run_episode
from hpcgym.agents.pretrained import ZERO_SHOT
from hpcgym.bench.run import run_task
from hpcgym.bench.tasks import TASKS, Task, get
from hpcgym.envs.batch_window.episodes import TRACE_SHARES
from hpcgym.units import HOUR, WEEK
from hpcgym.workloads.swf import load_trace

LONGER = ("dispatch-lublin1-1024", "dispatch-lublin1-3000", "dispatch-lublin2-1024")
LONGER += ("dispatch-lublin2-3000",)


def held_out_ids(task: Task) -> list[set[int]]:
    """The job ids of each test episode the task judges, as the env replays them."""
    env = task.make_env("test")
    windows = env.unwrapped.episodes
    env.close()
    rng = np.random.default_rng(0)
    return [{j.id for j in windows.sample(rng, ep).jobs} for _, ep in task.episodes("test")]


@pytest.mark.parametrize("name", LONGER)
def test_longer_windows_are_disjoint_and_inside_the_test_split(name):
    task = get(name)
    trace = load_trace(task.kwargs["workload"])
    n = len(trace.jobs)
    lo, hi = (int(n * f) for f in TRACE_SHARES["test"])
    test_ids = {j.id for j in trace.jobs[lo:hi]}
    earlier = {j.id for j in trace.jobs[:lo]}  # every train and validation window's jobs
    episodes = held_out_ids(task)
    assert len(episodes) == task.test
    for ids in episodes:
        assert len(ids) == task.kwargs["jobs"]
        assert ids <= test_ids and not ids & earlier
    for a, b in itertools.combinations(episodes, 2):
        assert not a & b


def test_lublin_test_split_holds_two_1024_windows_and_one_whole_episode():
    assert get("dispatch-lublin1-1024").episodes("test") == [(0, 0), (1, 1)]
    assert "only 2 disjoint windows" in get("dispatch-lublin1-1024").summary
    whole = held_out_ids(get("dispatch-lublin1-3000"))
    trace = load_trace("lublin_256")
    assert whole == [{j.id for j in trace.jobs[7000:]}]  # the whole test split, once
    with pytest.raises(ValueError, match="has no validation episodes"):
        get("dispatch-lublin1-1024").episodes("validation")


def test_edison_week_is_seven_days_of_enumerated_test_seeds():
    task = get("dispatch-edison-week")
    assert task.kwargs["hours"] * HOUR == WEEK
    assert task.episodes("test") == [(i, i) for i in range(task.test)]
    assert set(task.baselines) == set(get("dispatch-edison").baselines)


def test_a_shipped_agent_loads_zero_shot_on_another_workload_or_env_and_says_so():
    lublin2 = gym.make("hpcgym/Dispatch-v0", workload="lublin_256_new2", jobs=48, split="test")
    agent = load_agent("pretrained:dispatch-lublin1", lublin2, "hpcgym/Dispatch-v0")
    assert agent.name == f"pretrained:dispatch-lublin1 {ZERO_SHOT}"
    assert run_episode(lublin2, agent, 0, 0)["jobs"] == 48
    edison = gym.make("hpcgym/Dispatch-Edison-v0", hours=0.25, warmup=600, split="test")
    agent = load_agent("pretrained:dispatch-lublin1", edison, "hpcgym/Dispatch-Edison-v0")
    assert agent.name.endswith(ZERO_SHOT)
    own = gym.make("hpcgym/Dispatch-v0", workload="lublin_256", jobs=1024, split="test")
    assert load_agent("pretrained:dispatch-lublin1", own, "hpcgym/Dispatch-v0").name == (
        "pretrained:dispatch-lublin1"
    )


def test_a_bench_run_gives_the_cards_line_labelled_zero_shot():
    task = Task(
        "tiny-lublin2",
        "hpcgym/Dispatch-v0",
        {"workload": "lublin_256_new2", "jobs": 48},
        test=2,
        baselines=("sjf", "f1"),
        enumerated=True,
    )
    doc = run_task(task, ["pretrained:dispatch-lublin1"])
    line = pretrained.judgement(doc, "dispatch-lublin1", "cmd")
    row = doc["agents"][f"pretrained:dispatch-lublin1 {ZERO_SHOT}"]
    assert line["kind"].startswith("zero-shot: trained on hpcgym/Dispatch-v0 lublin_256,")
    assert line["score"] == round(row["score"], 3) and line["episodes"] == 2
    assert line["mean_bsld"] == round(row["objective"]["mean"], 2)
    assert line["best_baseline"] == doc["best_baseline"] and line["measure"] == "cmd"
    with pytest.raises(ValueError, match="dispatch-lublin2 was not judged there"):
        pretrained.judgement(doc, "dispatch-lublin2", "cmd")


@pytest.mark.parametrize("name", pretrained.names())
def test_every_card_lists_its_off_distribution_results(name):
    """Dispatch agents are judged off their training distribution (longer windows, other
    workloads, Edison); the other families' agents on their own task, the only one of their env."""
    about = pretrained.card(name)
    own = about["task"]
    judged = about["judged"]
    dispatch = get(own).env in ("hpcgym/Dispatch-v0", "hpcgym/Dispatch-Edison-v0")
    expect = {own, f"{own}-1024", "dispatch-edison-week"} if dispatch else {own}
    if own.startswith("dispatch-lublin"):
        other = "dispatch-lublin2" if own == "dispatch-lublin1" else "dispatch-lublin1"
        expect |= {f"{own}-3000", other}
        assert judged[other]["kind"].startswith("zero-shot")
    assert expect <= set(judged)
    if dispatch:
        assert judged["dispatch-edison-week"]["kind"].startswith("zero-shot")
    assert judged[own]["kind"] == "its own task"
    for task, line in judged.items():
        assert task in TASKS
        assert 0 < line["episodes"] <= get(task).test
        assert line["measure"].endswith(f"hpcgym bench run {task} --agents pretrained:{name}")
        assert "score" in line
        if dispatch:
            assert {"utilization_better_pct", "mean_wait_better_pct"} <= set(line)


def test_an_agent_trained_on_its_envs_default_workload_is_not_zero_shot_there():
    env = gym.make("hpcgym/Walltime-v0", split="test")
    assert load_agent("pretrained:walltime", env, "hpcgym/Walltime-v0").name == (
        "pretrained:walltime"
    )
