"""The gainaru2019 scenarios as library code (§5): result shape, seeds, summaries and figures,
on small sizes."""

from __future__ import annotations

import json

import pytest

from hpcgym.studies import speculative as study


def check(res: dict, policies: set[str], labels: int, runs: int) -> None:
    assert set(res) >= {"runs", "summary", "params"}
    json.dumps(res)
    assert len(res["runs"]) == labels * len(policies) * runs
    for run in res["runs"]:
        assert set(run) == {"policy", "seed", "label", "metrics"}
        assert set(study.METRICS) <= set(run["metrics"])
        assert 0 < run["metrics"]["utilization"] <= 1
    rows = res["summary"]["labels"]
    assert len(rows) == labels
    for per_policy in rows.values():
        assert set(per_policy) == policies
        assert per_policy["HPC"]["utilization_ratio"] == pytest.approx(1.0)
        assert all(r["n"] == runs for r in per_policy.values())


def test_scenario1_and_history(tmp_path):
    res = study.scenario1(2, M=12, laws=("truncnorm", "truncexp"), allocations=("full", "beta"))
    check(res, {"HPC", "Neuroscience(10)", "TOptimal"}, 4, 2)
    assert {r["seed"] for r in res["runs"]} == {0, 1}
    # a seed is one workload: its metrics do not depend on which other runs are asked for
    again = study.scenario1(1, seed=1, M=12, laws=("truncnorm",), allocations=("full",))
    first = [r for r in res["runs"] if r["seed"] == 1 and r["label"] == "truncnorm/full"]
    assert [r["metrics"] for r in first] == [r["metrics"] for r in again["runs"]]
    assert set(res["summary"]["by_law"]) == {"truncnorm", "truncexp"}
    assert study.figure_scenario1(res, tmp_path / "s1.png").stat().st_size > 0
    hist = study.scenario1_history(1, ks=(1, 10), M=12)
    check(hist, {"HPC", "Neuroscience", "TOptimal"}, 2, 1)
    assert study.figure_history(hist, tmp_path / "h.png").stat().st_size > 0


def test_scenarios_2_to_4(tmp_path):
    s2 = study.scenario2(1, shares=(0.0, 0.5), M=20)
    check(s2, {"HPC", "HPC+SB", "TOptimal", "TOptimal+SB"}, 2, 1)
    assert study.figure_scenario2(s2, tmp_path / "s2.png").stat().st_size > 0
    s3 = study.scenario3(1, rates=(0.2, 0.6), M=10, P=20)
    check(s3, {"HPC", "TOptimal", "ATOptimal"}, 2, 1)
    assert study.figure_scenario3(s3, tmp_path / "s3.png").stat().st_size > 0
    s4 = study.scenario4(1, P=4096)
    check(s4, {"HPC", "HPC+SB", "ATOptimal", "ATOptimal+SB"}, 1, 1)
    assert study.figure_scenario4(s4, tmp_path / "s4.png").stat().st_size > 0


def test_bad_arguments():
    with pytest.raises(ValueError, match="runs"):
        study.scenario1(0)
    with pytest.raises(ValueError, match="M"):
        study.scenario1(1, M=0)
    with pytest.raises(ValueError, match="P"):
        study.scenario2(1, P=0)
    assert study.n_runs("full") == 50
