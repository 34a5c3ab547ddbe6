"""Deploying an agent on a whole workload (``hpcgym run --policy rollout:f1:3``)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from conftest import check_reserved

from hpcgym.agents.replay import queue_policy, replay
from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import simulate
from hpcgym.batch.workload import Workload, rebased
from hpcgym.cli import main
from hpcgym.traces import find_trace
from hpcgym.workloads.swf import load_trace


def head(n: int) -> Workload:
    w = load_trace("lublin_256")
    return Workload(rebased(w.jobs[:n]), w.cluster, name=f"lublin_256[:{n}]")


def test_a_planner_that_only_keeps_the_heads_choice_is_the_native_policy():
    w = head(200)
    native = simulate(w, "fcfs-easy")
    done = replay(w, "rollout:fcfs:1")
    assert done.schedule.start == native.start
    assert done.schedule.end == native.end
    assert done.decisions >= len(w)


def busy(n: int) -> Workload:
    """The first ``n`` jobs of Lublin-1 submitted three times as fast: the queue outgrows the
    env's window of 32 jobs, as on a whole trace."""
    w = load_trace("lublin_256")
    jobs = [replace(j, submit=j.submit // 3) for j in w.jobs[:n]]
    return Workload(jobs, w.cluster, name=f"lublin_256[:{n}] x3")


def test_a_planner_over_f1_is_deployed_under_f1s_queue():
    """``rollout:f1:1`` keeps F1's choice: under F1's queue (the default) it makes exactly
    ``f1-easy``'s schedule; under fcfs-easy's it sees only the 32 oldest jobs once the queue
    is longer, and makes another, much worse one."""
    w = busy(1500)
    native = simulate(w, "f1-easy")
    assert queue_policy("rollout:f1:3+runtimes") == "f1-easy"
    assert queue_policy("pretrained:dispatch-lublin1") == "fcfs-easy"
    done = replay(w, "rollout:f1:1")
    assert (done.schedule.start, done.schedule.end) == (native.start, native.end)
    oldest = replay(w, "rollout:f1:1", policy="fcfs-easy").schedule
    assert compute(oldest)["mean_bsld"] > 3 * compute(native)["mean_bsld"]


def test_the_online_planner_runs_every_job_once_within_the_machine():
    w = head(300)
    s = replay(w, "rollout:f1:3").schedule
    check_reserved(s)
    assert compute(s)["jobs"] == len(s.start) == 300


def test_run_deploys_an_agent_beside_native_policies(tmp_path, capsys):
    out = tmp_path / "out.json"
    trace = str(find_trace("lublin_256"))
    argv = ["run", "--trace", trace, "--max-jobs", "150", "--no-progress", "--json", str(out)]
    assert main([*argv, "--policy", "fcfs-easy,rollout:fcfs:1"]) == 0
    runs = json.loads(out.read_text())["runs"]
    assert [r["policy"] for r in runs] == ["fcfs-easy", "rollout:fcfs:1"]
    assert runs[0]["metrics"]["mean_bsld"] == runs[1]["metrics"]["mean_bsld"]
    assert "ms per decision" in capsys.readouterr().err


@pytest.mark.slow
def test_the_planner_page_figures_of_the_whole_lublin_trace():
    """docs/guides/planner.md: ``hpcgym run --trace lublin_256`` (27k decisions each)."""
    w = load_trace("lublin_256")
    bsld = {
        a: compute(replay(w, a).schedule)["mean_bsld"]
        for a in ("rollout:f1:3", "rollout:f1:6+runtimes")
    }
    assert round(compute(simulate(w, "f1-easy"))["mean_bsld"], 2) == 40.08
    assert {a: round(b, 2) for a, b in bsld.items()} == {
        "rollout:f1:3": 38.49,
        "rollout:f1:6+runtimes": 37.31,
    }
