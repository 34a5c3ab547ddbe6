"""Output a newcomer can read: the evaluation's headers and paired comparison, the
commands' help, figure tick labels and titles, figures only when asked."""

from __future__ import annotations

import argparse
import re

import pytest

from hpcgym.cli import build_parser, main
from hpcgym.envs.registration import DISPATCH_METRICS, ENVS
from hpcgym.io import column_header, direction
from hpcgym.stats import ci95
from hpcgym.studies.woas import format_period, no_workflows, parse_period

EDISON = "hpcgym/Dispatch-Edison-v0"


def _agent(values: list[float], baseline: bool) -> dict:
    """An agent's results with every report metric equal to ``values`` seed by seed."""
    runs = [{k: v for k in (*DISPATCH_METRICS, "return", "remapped")} for v in values]
    summary = {k: dict(zip(("mean", "ci95"), ci95([r[k] for r in runs]))) for k in runs[0]}
    return {"per_seed": runs, "summary": summary, "baseline": baseline}


def _results(model: list[float], best: list[float]) -> dict:
    return {
        "env": EDISON,
        "env_kwargs": {},
        "split": "test",
        "objective": {"bsld": 1.0},
        "seeds": list(range(len(model))),
        "agents": {
            "sjf": _agent(best, True),
            "fcfs": _agent([b * 2 for b in best], True),
            "model": _agent(model, False),
        },
    }


def test_paired_comparison_agrees_with_the_difference_of_means():
    """A mean of per-seed ratios says the model is 30% worse (+100% on a seed where the
    baseline is tiny, -40% on the other) while its mean cost is lower: the paired difference
    of means must say better, with the same sign as the means."""
    from hpcgym.agents.evaluate import paired_vs_best_baseline

    res = _results(model=[2.0, 60.0], best=[1.0, 100.0])
    paired = paired_vs_best_baseline(res)
    assert paired["best_baseline"] == "sjf"
    row = paired["agents"]["model"]
    obj = row["objective"]
    assert obj["diff"] == pytest.approx(31.0 - 50.5)
    assert obj["rel_pct"] == pytest.approx((31.0 - 50.5) / 50.5 * 100)
    assert obj["better"] is True
    # Higher is better for utilization: the same lower mean is worse there.
    assert row["actual_utilization"]["diff"] < 0 and row["actual_utilization"]["better"] is False
    for k in DISPATCH_METRICS:
        mean_a = res["agents"]["model"]["summary"][k]["mean"]
        mean_b = res["agents"]["sjf"]["summary"][k]["mean"]
        assert row[k]["diff"] == pytest.approx(mean_a - mean_b)


def test_headers_say_which_way_is_better(capsys):
    from hpcgym.agents.evaluate import columns, paired_vs_best_baseline, print_results

    heads = {k: h for k, h, _ in columns(DISPATCH_METRICS, "bsld")}
    assert heads["objective"] == "objective (bsld) ↓"
    assert heads["actual_utilization"] == "actual_utilization ↑"
    assert heads["mean_bsld"].endswith("↓") and heads["p95_wait_s"] == "p95_wait_h ↓"
    assert "first submit → last end" in heads["makespan_s"]
    assert all(h.endswith(("↓", "↑")) for h in heads.values())
    assert direction("jobs") == "" and column_header("jobs") == "jobs"
    res = _results(model=[0.0, 91.0, 29.0], best=[10.0, 100.0, 40.0])
    res["paired"] = paired_vs_best_baseline(res)
    print_results(res)
    out = capsys.readouterr().out
    assert "objective (bsld) ↓" in out and "actual_utilization ↑" in out
    assert "default kwargs: workload=edison" in out and "{}" not in out
    paired = out[out.index("model − sjf") :]
    assert "-10 ± 2.5 (-20%) better" in paired  # a cost 10 lower: better
    assert "-10 ± 2.5 (-20%) worse" in paired  # a utilization 10 lower: worse


def _help(capsys, *argv: str) -> str:
    assert main([*argv, "--help"]) == 0
    return capsys.readouterr().out


def test_help_lists_agents_policies_and_defaults(capsys, monkeypatch):
    from hpcgym.batch.policies import OPTIONS, POLICIES

    monkeypatch.setenv("COLUMNS", "2000")  # argparse wraps at hyphens otherwise

    text = _help(capsys, "evaluate")
    for spec in ENVS.values():
        assert ", ".join(spec.baseline_names) in text
    text = _help(capsys, "run")
    assert all(name in text for name in POLICIES)
    assert all(f"+{o}" in text for o in OPTIONS)
    assert "slurm+per-minute" in _help(capsys, "compare")
    text = _help(capsys, "train")
    assert "(default: 100000)" in text and "gamma=0.99" in text and "n_epochs=2" in text
    assert "the default on the dispatch envs" in text and "(default: None)" not in text


def test_woas_period_ticks_read_as_rates():
    from hpcgym.cli.compare.woas import scenarios

    assert [format_period(parse_period(t)) for t in ("1/12h", "1/2h", "1/h", "2/h", "6/h")] == [
        "1/12h",
        "1/2h",
        "1/h",
        "2/h",
        "6/h",
    ]
    args = build_parser().parse_args(
        [
            "compare",
            "--scenario",
            "woas-period",
            "--workflow",
            "Montage",
            "--period",
            "43200,1/h,600",
        ]
    )
    assert [label for label, _ in scenarios(args)] == ["1/12h", "1/h", "6/h"]


def test_empty_workflow_points_are_named():
    full = {"woas": {"wf_completed": 3}, "chained": {"wf_completed": 3}, "none": {}}
    empty = {"woas": {"wf_completed": 0}, "chained": {"wf_completed": 0}, "none": {}}
    assert no_workflows([("1/h", full), ("6/h", empty)]) == ["6/h"]


def test_no_figure_without_plot(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    lop = ["lop", "--kinds", "montage", "--sizes", "30", "--dags", "2", "--no-progress"]
    warp = ["compare", "--scenario", "warp-turbine", "--seeds", "1", "--jobs", "1", "--no-progress"]
    assert main(lop) == 0 and main(warp) == 0
    assert list(tmp_path.iterdir()) == []
    assert main([*lop, "--plot"]) == 0 and main([*warp, "--plot", "w.png"]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lop.png", "w.png"]


def test_workload_stats_say_why_a_statistic_departs():
    from hpcgym.workloads.edison import EdisonConfig, format_stats, generate, workload_stats

    text = format_stats(workload_stats(generate(EdisonConfig(days=0.5, seed=1))))
    line = next(x for x in text.splitlines() if x.startswith("inter-arrivals in 1,500"))
    assert line.endswith("(1)")
    words = " ".join(text.split())
    assert "(1) rodrigo2018 §4.2" in words and "3,719 jobs a day" in words


def test_plot_option_is_optional_everywhere():
    parser = build_parser()
    for argv in (["lop"], ["maxutil"], ["compare", "--scenario", "spec-1"]):
        assert parser.parse_args(argv).plot is None
    assert parser.parse_args(["lop", "--plot"]).plot is True
    assert isinstance(
        parser.parse_args(["compare", "--scenario", "spec-1", "--figure", "x.png"]),
        argparse.Namespace,
    )


@pytest.mark.parametrize("columns", [60, 80, 120])
def test_bench_list_keeps_to_the_terminal_width(columns, monkeypatch, capsys):
    """``bench list`` wraps each task's lines to the terminal (they reached 371 characters),
    losing no word."""
    from hpcgym.bench.tasks import TASKS
    from hpcgym.cli import main

    monkeypatch.setenv("COLUMNS", str(columns))
    assert main(["bench", "list"]) == 0
    out = capsys.readouterr().out
    assert max(map(len, out.splitlines())) <= max(columns, max(map(len, TASKS)) + 40)
    words = out.split()
    for t in TASKS.values():
        assert t.name in words and t.env in words


@pytest.mark.parametrize("columns", [60, 100])
def test_the_edison_per_queue_report_keeps_to_the_terminal_width(
    columns, monkeypatch, capsys, tmp_path
):
    """``run --workload edison``'s report beside rodrigo2018 (its per-queue grid reached 151
    characters, its lines more with many seeds) fits the terminal, every grid cell kept."""
    import json

    from hpcgym.cli import main
    from hpcgym.cli.run import format_wait

    monkeypatch.setenv("COLUMNS", str(columns))
    js = tmp_path / "r.json"
    argv = ["run", "--workload", "edison", "--days", "0.25", "--seed", "1-4"]
    assert main([*argv, "--policy", "moab-edison", "--no-progress", "--json", str(js)]) == 0
    out = capsys.readouterr().out
    assert max(map(len, out.splitlines())) <= columns
    grid = json.loads(js.read_text())["wait_tables"]["moab-edison"]["median_wait_s"]
    cells = [c for line in out.splitlines() for c in re.split("[│┃]", line)]
    cells = {c.strip() for c in cells}
    for q, row in grid.items():
        assert any(c.startswith(q) for c in cells)
        for cell in row.values():
            assert f"{format_wait(cell['median'])} ({cell['jobs']})" in cells
    words = " ".join(out.split())
    assert "waits < 3 h 0.9" in words or "waits < 3 h" in words
    assert "paper 0.87 (tTSU) - 0.91 (TSU), §6.1 Table 5" in words
