"""Tolerances on the secondary metrics: a score bought by idling the machine is marked and
ranked after every agent that gives up no more than the task allows."""

from __future__ import annotations

import numpy as np
import pytest

from hpcgym.agents.evaluate import (
    Agent,
    load_agent,
    paired_vs_best_baseline,
    print_results,
    run_episode,
    summarize,
)
from hpcgym.agents.tolerances import Breach, breaches
from hpcgym.bench.board import rows
from hpcgym.bench.scores import ranking, score_agents
from hpcgym.bench.tasks import TASKS, get
from hpcgym.envs.batch_window.observation import QUEUE
from hpcgym.envs.registration import spec as env_spec


def secondary(util: float, wait: float) -> dict[str, dict[str, float]]:
    return {"actual_utilization": {"better_pct": util}, "mean_wait_h": {"better_pct": wait}}


def test_a_breach_is_a_change_worse_than_the_tolerance():
    tol = {"actual_utilization": 2.0, "mean_wait_h": 10.0}
    assert breaches(secondary(-2.0, -10.0), tol) == []  # at the bound: inside
    assert breaches(secondary(+5.0, +50.0), tol) == []
    assert breaches(secondary(-2.5, -9.0), tol) == [Breach("actual_utilization", 2.5, 2.0)]
    assert breaches(secondary(-30.0, -88.0), tol) == [
        Breach("actual_utilization", 30.0, 2.0),
        Breach("mean_wait_h", 88.0, 10.0),
    ]
    assert breaches(secondary(float("nan"), 0.0), tol) == []  # best's mean 0: not judged


def per(objective: float, util: float, wait: float, n: int = 3) -> list[dict[str, float]]:
    return [
        {"objective": objective, "actual_utilization": util, "mean_wait_h": wait} for _ in range(n)
    ]


def test_an_agent_beyond_a_tolerance_ranks_after_every_agent_inside_them():
    runs = {
        "fcfs": per(4.0, 0.70, 1.08),
        "wfp3": per(3.0, 0.70, 2.0),  # behind f1 and waits twice as long: marked, ranked after
        "bad-model": per(5.0, 0.70, 1.0),
        "f1": per(2.0, 0.70, 1.0),
        "idler": per(1.0, 0.50, 3.0),  # half the bsld, bought by 29% less utilization
        "model": per(1.9, 0.70, 1.05),  # 5% longer wait: inside the 10%
        "lookahead:f1:3": per(0.5, 0.71, 0.9),
    }
    out = score_agents(
        runs,
        ["fcfs", "f1"],
        ["actual_utilization", "mean_wait_h"],
        TASKS["dispatch-lublin1"].tolerances,
    )
    assert list(out["agents"]) == [
        "model",
        "f1",
        "fcfs",
        "bad-model",
        "wfp3",
        "idler",
        "lookahead:f1:3",
    ]
    assert [out["agents"][n]["rank"] for n in out["agents"]] == [1, 2, 3, 4, 5, 6, None]
    idler = out["agents"]["idler"]
    assert idler["score"] == pytest.approx(0.5)
    assert not idler["verdict"]["within"]
    assert {b["metric"] for b in idler["verdict"]["breaches"]} == {
        "actual_utilization",
        "mean_wait_h",
    }
    assert out["agents"]["lookahead:f1:3"]["kind"] == "bound"
    assert ranking(out["agents"]) == list(out["agents"])
    with pytest.raises(ValueError, match="not reported: makespan_s"):
        score_agents(runs, ["f1"], ["mean_wait_h"], {"makespan_s": 5.0})


class Idler:
    """Never starts a job wider than a quarter of the machine while a smaller one waits: it
    ends the pass instead (shortest small job first otherwise)."""

    def __init__(self, env):
        self.env = env

    def predict(self, obs, deterministic=True):
        mask = self.env.unwrapped.action_masks()
        w = self.env.unwrapped.window
        rows = np.flatnonzero(mask[:w])
        q = obs["queue"][rows]
        small = q[:, QUEUE.cores] <= 0.25
        if small.any():
            return int(rows[small][np.argmin(q[small, QUEUE.prio_walltime])]), None
        if mask[w]:
            return w, None
        return int(rows[np.argmin(q[:, QUEUE.prio_walltime])]), None


@pytest.fixture(scope="module")
def idler_runs():
    task = get("dispatch-lublin1")
    episodes = task.episodes("test", limit=6)
    env = task.make_env("test")
    agents = [load_agent(b, env, task.env) for b in task.baselines] + [
        Agent("idler", Idler(env), False)
    ]
    runs = {a.name: [run_episode(env, a, s, e) for s, e in episodes] for a in agents}
    env.close()
    return task, runs


def test_an_agent_built_to_idle_beats_the_best_baseline_on_bsld_and_is_marked_and_ranked_last(
    idler_runs,
):
    task, runs = idler_runs
    out = score_agents(runs, task.baselines, task.secondary, task.tolerances)
    idler = out["agents"]["idler"]
    assert idler["score"] < 0.8  # a better bsld than any reference baseline...
    assert {b["metric"] for b in idler["verdict"]["breaches"]} == {
        "actual_utilization",
        "mean_wait_h",
    }  # ...bought by an emptier machine and longer waits
    assert list(out["agents"])[-1] == "idler"
    assert idler["rank"] == len(out["agents"])
    assert out["agents"][out["best_baseline"]]["verdict"]["within"]
    head, body = rows({**out, "objective": "bsld", "secondary": task.secondary})
    last = dict(zip(head, body[-1]))
    assert last["agent"] == "idler"
    assert "utilization -" in last["tolerances"] and "(tol 2%)" in last["tolerances"]


def test_evaluate_gives_the_idler_the_verdict_bench_run_gives_it(idler_runs, capsys, monkeypatch):
    task, runs = idler_runs
    metrics = env_spec(task.env).report_metrics
    results = {
        "env": task.env,
        "env_kwargs": dict(task.kwargs),
        "split": "test",
        "objective": {"bsld": 1.0},
        "seeds": list(range(len(runs["idler"]))),
        "agents": {n: summarize(r, metrics, n != "idler") for n, r in runs.items()},
    }
    paired = paired_vs_best_baseline(results)
    assert paired["tolerances"] == dict(task.tolerances) == env_spec(task.env).tolerances
    judged = paired["verdicts"]["idler"]
    assert not judged["within"]
    assert {b["metric"] for b in judged["breaches"]} == {"actual_utilization", "mean_wait_h"}
    board = score_agents(
        runs, task.baselines, task.secondary, task.tolerances, paired["best_baseline"]
    )
    assert judged == board["agents"]["idler"]["verdict"]  # one judge for both commands
    monkeypatch.setenv("COLUMNS", "400")
    print_results({**results, "paired": paired})
    rows = {
        line.split("│")[1].strip(): line.split("│")[-2].strip()
        for line in capsys.readouterr().out.splitlines()
        if line.startswith("│") and "tolerances" not in line
    }
    assert rows["idler"].startswith("actual_utilization -") and "(tol 2%)" in rows["idler"]
    assert rows[paired["best_baseline"]] == "* (the best)"
