"""Deploying an agent on a whole workload (``hpcgym run --policy rollout:f1:3``)."""

from __future__ import annotations

import json

from conftest import check_reserved

from hpcgym.agents.replay import replay
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
