"""The command line: outputs the issue fixes (CSV columns, JSON keys) and clear errors."""

from __future__ import annotations

import csv
import json

import pytest

from hpcgym.cli import main
from hpcgym.workloads.swf import read_swf

# Four jobs on 4 processors: hand-checked under fcfs-easy (see test_scheduling for the rules).
TRACE = """; MaxProcs: 4
1 0 -1 100 2 -1 -1 2 100 -1 1 1 -1 -1 -1 -1 -1 -1
2 10 -1 50 4 -1 -1 4 60 -1 1 1 -1 -1 -1 -1 -1 -1
3 20 -1 30 2 -1 -1 2 80 -1 1 2 -1 -1 -1 -1 -1 -1
4 30 -1 0 1 -1 -1 1 10 -1 1 2 -1 -1 -1 -1 -1 -1
"""


def test_run_writes_jobs_csv_and_json(tmp_path, capsys):
    trace = tmp_path / "t.swf"
    trace.write_text(TRACE)
    out_csv, out_json = tmp_path / "jobs.csv", tmp_path / "m.json"
    rc = main(
        [
            "run",
            "--trace",
            str(trace),
            "--policy",
            "fcfs-easy",
            "--no-progress",
            "--jobs-csv",
            str(out_csv),
            "--json",
            str(out_json),
        ]
    )
    assert rc == 0
    rows = list(csv.reader(out_csv.open()))
    assert rows[0] == ["job_id", "submit", "start", "end", "procs"]
    # Job 1 runs [0,100); job 2 (4 procs) waits for it: shadow 100, extra 0; job 3 (2 procs,
    # request 80) would end at 100 <= shadow, so it backfills at 20 and ends at 50;
    # job 2 then starts at 100. Job 4 has runtime 0 and is skipped.
    assert rows[1:] == [
        ["1", "0", "0", "100", "2"],
        ["2", "10", "100", "150", "4"],
        ["3", "20", "20", "50", "2"],
    ]
    doc = json.loads(out_json.read_text())
    m = doc["metrics"]
    for key in (
        "jobs",
        "skipped",
        "mean_wait_s",
        "mean_bsld",
        "utilization",
        "makespan_s",
        "wall_s",
    ):
        assert key in m
    assert m["jobs"] == 3 and m["skipped"] == 1
    assert m["mean_wait_s"] == pytest.approx(90 / 3)
    assert m["makespan_s"] == 150
    assert "skipped 1 records (runtime<=0: 1)" in capsys.readouterr().err


def test_run_several_policies_writes_runs(tmp_path):
    trace = tmp_path / "t.swf"
    trace.write_text(TRACE)
    out_json = tmp_path / "m.json"
    assert (
        main(
            [
                "run",
                "--trace",
                str(trace),
                "--policy",
                "fcfs,fcfs-easy",
                "--no-progress",
                "--json",
                str(out_json),
            ]
        )
        == 0
    )
    runs = json.loads(out_json.read_text())["runs"]
    assert [r["policy"] for r in runs] == ["fcfs", "fcfs-easy"]
    # Under plain FCFS job 3 waits behind job 2: starts at 150.
    assert runs[0]["metrics"]["mean_wait_s"] == pytest.approx((0 + 90 + 130) / 3)


def test_unknown_policy_is_a_clear_error(tmp_path, capsys):
    trace = tmp_path / "t.swf"
    trace.write_text(TRACE)
    assert main(["run", "--trace", str(trace), "--policy", "lifo", "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "unknown policy 'lifo'" in err and "fcfs-easy" in err


def test_malformed_trace_names_file_and_line(tmp_path, capsys):
    trace = tmp_path / "bad.swf"
    trace.write_text(TRACE + "5 40 -1 10\n")
    assert main(["run", "--trace", str(trace), "--no-progress"]) == 2
    assert "bad.swf:6" in capsys.readouterr().err


def test_unusable_maxprocs_is_refused_and_processors_overrides_it(tmp_path, capsys):
    trace = tmp_path / "t.swf"
    trace.write_text("; MaxProcs: 0\n1 0 -1 100 4 -1 -1 4 100 -1 1 1 -1 -1 -1 -1 -1 -1\n")
    assert main(["run", "--trace", str(trace), "--no-progress"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "t.swf:1: header MaxProcs: '0'" in err[0]
    assert main(["run", "--trace", str(trace), "--processors", "8", "--no-progress"]) == 0
    assert "t (1 jobs, 8 cores)" in capsys.readouterr().out


def test_no_output_over_an_input_or_another_output(tmp_path, capsys, monkeypatch):
    trace = tmp_path / "same.swf"
    trace.write_text(TRACE)
    monkeypatch.chdir(tmp_path)
    # the same file named two ways: relative output, absolute input
    assert main(["run", "--trace", str(trace), "--json", "same.swf", "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "--json same.swf would write over the input --trace" in err
    assert trace.read_text() == TRACE
    argv = ["run", "--trace", str(trace), "--jobs-csv", "x", "--json", "x", "--no-progress"]
    assert main(argv) == 2
    assert "--jobs-csv and --json name the same file x" in capsys.readouterr().err
    assert not (tmp_path / "x").exists()


def test_workload_edison_writes_a_readable_trace(tmp_path, capsys):
    out = tmp_path / "w.swf"
    assert main(["workload", "edison", "--days", "0.25", "--seed", "3", "--out", str(out)]) == 0
    text = capsys.readouterr().out
    assert "jobs with width <= 1 node (rodrigo2018 T3)" in text and "0.390" in text
    back = read_swf(out)
    assert back.cluster.total_cores == 133_824
    assert len(back) > 500 and all(j.cores % 24 == 0 for j in back.jobs)


def test_workload_lublin_tests_the_model_against_its_trace_and_writes_it(tmp_path, capsys):
    out = tmp_path / "l.swf"
    argv = ["workload", "lublin_256_new2-model", "--jobs", "3000", "--seed", "2", "--out"]
    assert main([*argv, str(out)]) == 0
    text = capsys.readouterr().out
    assert "two-sample tests against the bundled trace lublin_256_new2" in text
    assert text.count("chi-square") == 2 and "offered load (256 jobs)" in text
    back = read_swf(out)
    assert len(back) == 3000 and back.cluster.total_cores == 256
    assert all(j.walltime == j.runtime for j in back.jobs)


def test_run_on_lublin_model_seeds_is_the_generator_seed_by_seed(tmp_path, capsys):
    from hpcgym.batch.metrics import compute
    from hpcgym.batch.policies import simulate
    from hpcgym.workloads.lublin import TRACE_MODELS, generate

    out = tmp_path / "r.json"
    argv = ["run", "--workload", "lublin_256-model", "--jobs", "400", "--seed", "3-4"]
    assert main([*argv, "--no-progress", "--json", str(out)]) == 0
    doc = json.loads(out.read_text())
    assert doc["workload"] == "lublin_256-model-400j"
    got = [r["metrics"]["mean_bsld"] for r in doc["runs"]]
    model = TRACE_MODELS["lublin_256-model"]
    want = [compute(simulate(generate(model, 400, s), "fcfs-easy"))["mean_bsld"] for s in (3, 4)]
    assert got == pytest.approx(want)


def test_sequence_command_prints_table1_and_writes_json(tmp_path, capsys):
    """gainaru2019 Table 1, TOptimal row (truncated normal on [0, 20] h, mu 8, sigma 2, n 200)."""
    out = tmp_path / "seq.json"
    assert (
        main(
            [
                "sequence",
                "--dist",
                "truncnorm",
                "--params",
                "mu=8,sigma=2",
                "--support",
                "0,20",
                "--n",
                "200",
                "--zeta",
                "0",
                "--json",
                str(out),
            ]
        )
        == 0
    )
    doc = json.loads(out.read_text())
    assert [round(v, 1) for v in doc["sequence"]] == [10.8, 13.4, 15.4, 17.1, 18.7, 20.0]
    assert doc["expected_makespan"] == pytest.approx(11.9375, abs=1e-4)
    assert "10.8, 13.4, 15.4, 17.1, 18.7, 20" in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv,msg",
    [
        (
            ["--dist", "truncnorm", "--params", "mu=8", "--support", "0,20"],
            "missing parameter(s) sigma",
        ),
        (["--dist", "beta", "--params", "alpha=2,beta=2", "--support", "5,1"], "a must be < b"),
        (["--dist", "truncexp", "--params", "lam=1", "--support", "0,20", "--zeta", "1"], "zeta"),
        (["--dist", "truncexp", "--params", "lam", "--support", "0,20"], "--params"),
        (["--dist", "truncexp", "--params", "lam=1", "--support", "0"], "--support"),
        (["--dist", "truncexp", "--params", "lam=1", "--support", "0,20", "--n", "0"], "n must be"),
    ],
)
def test_sequence_command_refuses_bad_input(argv, msg, capsys):
    assert main(["sequence", *argv]) == 2
    assert msg in capsys.readouterr().err


def test_compare_spec1_writes_runs_and_toptimal_wins_every_cell(tmp_path):
    """gainaru2019 Scenario 1 through the CLI (one run): the JSON schema of the issue, and
    TOptimal ahead of Classical-HPC in both metrics for every law and allocation (Fig. 2-3)."""
    out = tmp_path / "s1.json"
    assert (
        main(
            [
                "compare",
                "--scenario",
                "spec-1",
                "--seeds",
                "1",
                "--jobs",
                "1",
                "--json",
                str(out),
                "--plot",
            ]
        )
        == 0
    )
    doc = json.loads(out.read_text())
    assert {"policy", "seed", "label", "metrics"} <= set(doc["runs"][0])
    assert {"utilization", "response_time_large_s"} <= set(doc["runs"][0]["metrics"])
    labels = doc["summary"]["labels"]
    assert len(labels) == 16
    for rows in labels.values():
        assert rows["TOptimal"]["utilization"] > rows["HPC"]["utilization"]
        assert rows["TOptimal"]["response_time_large_s"] < rows["HPC"]["response_time_large_s"]
    assert out.with_suffix(".png").stat().st_size > 10_000


def test_compare_warp_turbine_calibrated_prints_table_5(tmp_path, capsys):
    """--calibrated: the steps run Table 5's share of their requests (WARP's makespan is
    LES's 15-min reservation plus HPDA's 41 s) and Table 5 is printed beside the runs."""
    out = tmp_path / "c.json"
    args = ["compare", "--scenario", "warp-turbine", "--seeds", "1", "--calibrated"]
    assert main([*args, "--json", str(out)]) == 0
    assert "paper" in capsys.readouterr().out
    run = json.loads(out.read_text())["runs"][0]
    assert run["policy"] == "warp" and run["metrics"]["wf_makespan_s"] == 900 + 41


def test_compare_warp_turbine_testbed_options(tmp_path, capsys):
    """--nodes, --shared and --load-threshold reach the study: the header names them, and
    with the two turbines in one run both policies see the same regular jobs."""
    out = tmp_path / "t.json"
    args = ["compare", "--scenario", "warp-turbine", "--seeds", "1", "--calibrated"]
    extra = ["--nodes", "13", "--shared", "--load-threshold", "2"]
    assert main([*args, *extra, "--json", str(out)]) == 0
    assert "nodes 13; shared True; threshold 2.0" in " ".join(capsys.readouterr().out.split())
    warp_m, wms_m = (r["metrics"] for r in json.loads(out.read_text())["runs"])
    assert warp_m["mean_wait_s"] == wms_m["mean_wait_s"]
    assert warp_m["wf_makespan_s"] == 900 + 41


def test_compare_spec4_reading_is_spec4s_own(tmp_path, capsys):
    """--reading picks spec-4's setup (the paper's text or the authors' scripts) and is
    refused for another scenario."""
    out = tmp_path / "s4.json"
    argv = ["compare", "--scenario", "spec-4", "--seeds", "1", "--jobs", "1", "--no-progress"]
    assert main([*argv, "--reading", "code", "--json", str(out)]) == 0
    doc = json.loads(out.read_text())
    assert doc["params"]["reading"] == "code" and doc["params"]["allocation"] == "full"
    assert set(doc["summary"]["labels"]["intrepid"]) == {
        "HPC",
        "HPC+SB",
        "ATOptimal",
        "ATOptimal+SB",
    }
    assert main(["compare", "--scenario", "spec-2", "--seeds", "1", "--reading", "code"]) == 2
    assert "--reading applies to spec-4 only" in capsys.readouterr().err


def test_compare_warp_turbine_back_to_back_under_warp(tmp_path):
    """lubrano2024 §6 through the CLI: WARP's turbine runs its steps back to back (makespan =
    critical path 45 min, no intermediate wait) while the WMS's waits on average."""
    out = tmp_path / "wt.json"
    assert (
        main(
            ["compare", "--scenario", "warp-turbine", "--seeds", "3", "--json", str(out), "--plot"]
        )
        == 0
    )
    doc = json.loads(out.read_text())
    assert {"policy", "seed", "label", "metrics"} <= set(doc["runs"][0])
    warp, wms = doc["summary"]["warp"], doc["summary"]["wms"]
    assert warp["wf_makespan_s"] == 2700 and warp["intermediate_wait_s"] == 0
    assert wms["intermediate_wait_s"] > 0 and wms["wf_makespan_s"] > 2700
    assert out.with_suffix(".png").stat().st_size > 10_000


def test_run_knows_every_lublin_model_without_loading_the_generator():
    from hpcgym.cli.run import TRACE_MODELS
    from hpcgym.workloads.lublin import TRACE_MODELS as MODELS

    assert TRACE_MODELS == tuple(MODELS)
