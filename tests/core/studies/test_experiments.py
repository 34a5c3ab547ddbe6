"""WoAS experiment presets, the §4.3.2 aggregation worked out by hand, and ``hpcgym compare``."""

from __future__ import annotations

import json

import numpy as np
import pytest

from hpcgym.batch.metrics import WorkflowTable
from hpcgym.cli import main
from hpcgym.studies.woas import Run, parse_period, parse_share, scenario, summarize
from hpcgym.workloads.mixing import Pattern


@pytest.mark.parametrize(
    "text, seconds",
    [
        ("3600", 3600),
        ("30m", 1800),
        ("2h", 7200),
        ("1/12h", 43200),
        ("1/h", 3600),
        ("6/h", 600),
        ("2/h", 1800),
        ("90s", 90),
    ],
)
def test_parse_period(text, seconds):
    assert parse_period(text) == seconds


@pytest.mark.parametrize(
    "text, share", [("0.1", 0.1), ("10%", 0.1), ("25", 0.25), ("100%", 1.0), ("1", 1.0)]
)
def test_parse_share(text, share):
    assert parse_share(text) == pytest.approx(share)


def test_presets_and_their_errors():
    sc = scenario("woas-group-b", n=4)
    assert (sc.workflow, sc.pattern) == ("B4", Pattern(period=3600))
    assert scenario("woas-share", workflow="montage", share=0.05).workflow == "Montage"
    assert scenario("woas-period", workflow="Sipht", period=600).pattern == Pattern(period=600)
    with pytest.raises(ValueError, match="needs --n"):
        scenario("woas-group-a")
    with pytest.raises(ValueError, match="group C: n must be one of 1, 2, 4, 8"):
        scenario("woas-group-c", n=16)
    with pytest.raises(ValueError, match="needs --workflow"):
        scenario("woas-share", share=0.1)
    with pytest.raises(ValueError, match="needs --share"):
        scenario("woas-share", workflow="Montage")
    with pytest.raises(KeyError, match="unknown workflow 'nope'"):
        scenario("woas-period", workflow="nope", period=60)
    with pytest.raises(KeyError, match="unknown scenario 'woas-x'"):
        scenario("woas-x")


def table(turnarounds: list[int]) -> WorkflowTable:
    n = len(turnarounds)
    t = np.asarray(turnarounds, np.int64)
    return WorkflowTable(
        np.zeros(n, np.int64), t // 2, t, np.ones(n, bool), np.full(n, 10, np.int64)
    )


def run(mode, seed, turnarounds, small_slowdowns, util=0.9):
    sd = {"small": np.asarray(small_slowdowns, float), "medium": np.zeros(0), "large": np.zeros(0)}
    m = {
        "actual_utilization": util,
        "utilization": util,
        "slowdown_median_small": float(np.median(small_slowdowns)),
    }
    return Run(mode, seed, m, table(turnarounds) if mode != "none" else None, sd)


def test_summary_takes_the_first_m_workflows_of_each_seed():
    """Seed 1: pilot completed 2 workflows, so every mode keeps its first 2 (§4.3.2); seed 2:
    all completed 1. Pooled turnarounds: chained 100, 200, 300 -> median 200; pilot 60, 80,
    90 -> 80; woas 50, 60, 70 -> 60. Speed-ups 200/60 and 80/60."""
    runs = [
        run("chained", 1, [100, 200, 999], [1, 2, 3]),
        run("pilot", 1, [60, 80], [4, 4, 4], util=0.5),
        run("woas", 1, [50, 60, 999], [2, 2, 2]),
        run("none", 1, [], [1, 1, 2]),
        run("chained", 2, [300], [5]),
        run("pilot", 2, [90, 1], [6], util=0.7),
        run("woas", 2, [70], [3]),
        run("none", 2, [], [3]),
    ]
    s = summarize(runs, ["chained", "pilot", "woas"])
    assert s["chained"]["wf_turnaround_median_s"] == 200
    assert s["pilot"]["wf_turnaround_median_s"] == 80
    assert s["woas"]["wf_turnaround_median_s"] == 60
    assert s["woas"]["speedup_over_chained"] == pytest.approx(200 / 60)
    assert s["woas"]["speedup_over_pilot"] == pytest.approx(80 / 60)
    assert s["pilot"]["wf_completed"] == 3
    assert s["pilot"]["actual_utilization"] == pytest.approx(0.6)
    # Regular jobs: pooled slowdowns; the baseline's pool is 1, 1, 2, 3 (median 1.5).
    assert s["pilot"]["slowdown_median_small"] == 4
    assert s["pilot"]["slowdown_small_relative"] == pytest.approx(4 / 1.5)
    # Per-run metrics carry their seed's m and the ratio to that seed's baseline.
    assert [r.metrics["wf_compared"] for r in runs if r.mode != "none"] == [2, 2, 2, 1, 1, 1]
    assert runs[0].metrics["slowdown_small_relative"] == pytest.approx(2 / 1)


def test_compare_writes_runs_json_and_figure(tmp_path, capsys):
    out = tmp_path / "c.json"
    rc = main(
        [
            "compare",
            "--scenario",
            "woas-group-a",
            "--n",
            "2",
            "--seeds",
            "1",
            "--days",
            "0.25",
            "--jobs",
            "1",
            "--json",
            str(out),
            "--no-progress",
            "--plot",
        ]
    )
    assert rc == 0
    doc = json.loads(out.read_text())
    assert sorted((r["mode"], r["seed"]) for r in doc["runs"]) == [
        ("chained", 1),
        ("none", 1),
        ("pilot", 1),
        ("woas", 1),
    ]
    keys = {
        "wf_wait_median_s",
        "wf_runtime_median_s",
        "wf_turnaround_median_s",
        "wf_intermediate_wait_median_s",
        "actual_utilization",
        "slowdown_median_small",
    }
    for r in doc["runs"]:
        if r["mode"] != "none":
            assert keys <= set(r["metrics"])
            # A2 runs two 3,500 s tasks back to back: never faster than 7,000 s.
            assert r["metrics"]["wf_runtime_median_s"] >= 7000
    assert (tmp_path / "c.png").stat().st_size > 10_000
    printed = capsys.readouterr().out
    assert "woas-group-a:A2" in printed and "chained" in printed


def test_compare_errors_are_named(capsys):
    assert main(["compare", "--scenario", "woas-share", "--share", "10%", "--no-progress"]) == 2
    assert "needs --workflow" in capsys.readouterr().err
    assert (
        main(
            [
                "compare",
                "--scenario",
                "woas-group-a",
                "--n",
                "1,2",
                "--period",
                "1h,2h",
                "--no-progress",
            ]
        )
        == 2
    )
    assert "sweep one of" in capsys.readouterr().err
    assert (
        main(
            [
                "compare",
                "--scenario",
                "woas-group-a",
                "--n",
                "1",
                "--modes",
                "pilot,x",
                "--no-progress",
            ]
        )
        == 2
    )
    assert "unknown mode 'x'" in capsys.readouterr().err
