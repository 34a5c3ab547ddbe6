"""Experiments of ilyushkin2015: steady state, slowdown, saturation criterion, maxutil command."""

from __future__ import annotations

import json

import numpy as np
import pytest

from hpcgym.cli import main
from hpcgym.studies.maxutil import (
    Experiment,
    growth_rate,
    is_saturated,
    make_repetition,
    run_one,
    steady_mask,
    sweep,
)
from hpcgym.tasks.engine import TaskSchedule
from hpcgym.tasks.policies import empty_makespan
from hpcgym.workloads.scientific import dag


def schedule(queue, finish, arrival=None, aborted=False) -> TaskSchedule:
    n = len(queue)
    arrival = np.arange(n, dtype=float) if arrival is None else np.asarray(arrival, float)
    return TaskSchedule(
        [],
        "x",
        100,
        arrival,
        arrival.copy(),
        np.asarray(finish, float),
        np.asarray(queue),
        0.0,
        0.0,
        aborted,
        0.0,
    )


def test_growth_rate_is_the_least_squares_slope():
    assert growth_rate(np.array([5, 5, 5, 5]), 0) == 0.0
    assert growth_rate(np.arange(100) * 0.1 + 3, 0) == pytest.approx(0.1)
    # only arrivals after the warm-up count
    q = np.concatenate([np.arange(50), np.full(50, 7)])
    assert growth_rate(q, 50) == 0.0 and growth_rate(q, 0) != 0.0


def test_saturation_criterion():
    n = 300
    flat = np.random.default_rng(1).integers(3, 9, n)  # fluctuates, does not grow
    assert not is_saturated(schedule(flat, np.arange(n) + 1.0), 100)
    grow = (np.arange(n) * 0.05).astype(int)  # 5 more per 100 arrivals
    assert is_saturated(schedule(grow, np.arange(n) + 1.0), 100)
    slow = (np.arange(n) * 0.01).astype(int)  # 1 per 100: under 0.02
    assert not is_saturated(schedule(slow, np.arange(n) + 1.0), 100)
    assert is_saturated(schedule(flat, np.arange(n) + 1.0, aborted=True), 100)


def test_steady_state_drops_warmup_and_unfinished_at_last_arrival():
    s = schedule([0] * 5, [1.0, 2.0, 4.0, 9.0, np.nan])
    assert list(steady_mask(s, 1)) == [False, True, True, False, False]


def test_empty_makespan():
    small = dag("ligo", 30, 1)
    assert empty_makespan(small, 100) == small.critical_path()
    wide = dag("sipht", 300, 1)  # 290 tasks, 210 Patser-level entries > 100
    m = empty_makespan(wide, 100, 0)
    assert m >= wide.critical_path()
    assert empty_makespan(wide, 1000) == wide.critical_path()


def test_arrivals_give_the_target_utilization():
    exp = Experiment("ligo", workflows=200, warmup=50)
    wl = make_repetition(exp, 0)
    a = wl.arrivals(0.4, 100)
    rate = len(a) / a[-1]
    assert rate * 3600 / 100 == pytest.approx(0.4, rel=0.2)
    assert np.allclose(wl.arrivals(0.2, 100), 2 * a)  # same gaps, scaled
    with pytest.raises(ValueError, match="utilization must be positive"):
        wl.arrivals(0.0, 100)


def test_experiment_checks_its_configuration():
    with pytest.raises(ValueError, match="unknown workload 'x'"):
        Experiment("x")
    with pytest.raises(ValueError, match="warmup"):
        Experiment("ligo", workflows=10, warmup=10)
    with pytest.raises(ValueError, match="step"):
        Experiment("ligo", step=0.0)
    e = Experiment.full("sipht")
    assert (e.workflows, e.warmup, e.repetitions) == (3000, 1000, 3)
    assert Experiment(step=0.05, max_util=0.95).utilizations()[-1] == 0.95
    assert len(Experiment(step=0.05, max_util=0.95).utilizations()) == 19


def test_bf_stable_and_sr_saturated_on_sipht():
    exp = Experiment("sipht", workflows=600, warmup=200)
    wl = make_repetition(exp, 0)
    bf = run_one(exp, wl, "bf", 0.6, 0)
    assert not bf.saturated and bf.mean_slowdown < 1.5 and bf.measured > 300
    sr = run_one(exp, wl, "sr", 0.9, 0)
    assert sr.saturated and sr.growth > 0.1


def test_sweep_stops_at_the_first_saturated_utilization():
    exp = Experiment("sipht", workflows=400, warmup=130, step=0.3, max_util=0.9)
    sweeps, empty = sweep(exp, ["sr", "bf"])
    sr, bf = sweeps
    assert bf.maxutil == 0.9 and [r.utilization for r in bf.runs] == [0.3, 0.6, 0.9]
    assert sr.maxutil < 0.9 and not sr.curve()[-1]["stable"]
    assert set(empty["makespan"]) == {"small", "medium", "large"}


def test_maxutil_command_json(tmp_path, capsys):
    out = tmp_path / "mu.json"
    rc = main(
        [
            "maxutil",
            "--workload",
            "ligo",
            "--policies",
            "sr,bf",
            "--workflows",
            "200",
            "--step",
            "0.45",
            "--max",
            "0.9",
            "--json",
            str(out),
            "--quiet",
            "--plot",
            str(tmp_path / "f6.png"),
        ]
    )
    assert rc == 0
    doc = json.loads(out.read_text())
    assert set(doc["maxutil"]) == {"sr", "bf"}
    assert all(v in (0.0, 0.45, 0.9) for v in doc["maxutil"].values())
    assert doc["config"]["warmup"] == 66
    assert set(doc["table2"]) == {"empty", "sr", "bf"}
    assert (tmp_path / "f6.png").stat().st_size > 0
    text = capsys.readouterr().out
    assert "Maximal utilization" in text and "paper (Table I)" in text


def test_maxutil_command_errors(capsys):
    assert main(["maxutil", "--policies", "sr,easy"]) == 2
    assert "unknown task policy 'easy'" in capsys.readouterr().err
    assert main(["maxutil", "--workload", "cern"]) == 2
    assert "unknown workload 'cern'" in capsys.readouterr().err


def test_lop_command(tmp_path, capsys):
    out = tmp_path / "lop.json"
    assert (
        main(
            [
                "lop",
                "--kinds",
                "ligo,sipht",
                "--sizes",
                "30,60",
                "--dags",
                "2",
                "--plot",
                str(tmp_path / "lop.png"),
                "--json",
                str(out),
            ]
        )
        == 0
    )
    rows = json.loads(out.read_text())["lop"]
    assert [(r["kind"], r["size"]) for r in rows] == [
        ("ligo", 30),
        ("ligo", 60),
        ("sipht", 30),
        ("sipht", 60),
    ]
    assert main(["lop", "--kinds", "foo"]) == 2
    assert "unknown workflow type 'foo'" in capsys.readouterr().err
