"""Sizes bounded before any work: a grid or run list is counted before it is built and
refused above the bound in one line naming the key and the count (``--force-size`` goes past
it), Ctrl-C stops a run list being built, and ``--jobs`` is capped at the cores available."""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from conftest import default_sigint

from hpcgym.cli import main
from hpcgym.cli.args import capped_jobs
from hpcgym.errors import ScenarioError
from hpcgym.sweeps import size
from hpcgym.sweeps.scenario import load
from hpcgym.sweeps.size import MAX_RUNS, cores, int_range

BIG = """
    [study]
    kind = "batch"
    [workload]
    type = "stochastic"
    law = "truncnorm"
    jobs = 3
    [cluster]
    processors = 8
    [scheduler]
    policy = ["fcfs", "fcfs-easy", "sjf-easy"]
    [seeds]
    count = 1000000000
    """


def write(tmp_path: Path, text: str = BIG) -> Path:
    p = tmp_path / "big.toml"
    p.write_text(textwrap.dedent(text))
    return p


def test_a_grid_is_counted_before_it_is_built(tmp_path):
    p = write(tmp_path)
    t0 = time.perf_counter()
    with pytest.raises(ScenarioError) as e:
        load(p)
    assert time.perf_counter() - t0 < 5  # counted, not listed (a billion seeds take minutes)
    assert str(e.value) == (
        f"{p}: [seeds] count 1,000,000,000 x [scheduler] policy 3 = 3,000,000,000 runs, "
        f"above the bound of {MAX_RUNS:,} (pass --force-size to run them anyway)"
    )
    sc = load(p, [("seeds", "count", 4)], limit=12)
    assert len(sc.specs()) == 12
    with pytest.raises(ScenarioError, match=r"\[seeds\] count 5 x \[scheduler\] policy 3 = 15"):
        load(p, [("seeds", "count", 5)], limit=12)
    assert len(load(p, [("seeds", "count", 5)], limit=None).specs()) == 15


def test_the_runs_one_point_plans_count_too(tmp_path):
    """A speculative point plans a run per law, allocation and policy for each seed."""
    sc = load("spec-1", [("seeds", "count", 3)], limit=100)
    with pytest.raises(ScenarioError, match=r"\[seeds\] count 3 x 48 runs per point and seed"):
        sc.specs()
    sc.limit = 144
    assert len(sc.specs()) == 144


def test_the_command_refuses_in_one_line_and_goes_past_with_force_size(
    tmp_path, capsys, monkeypatch
):
    p = write(tmp_path)
    assert main(["sweep", str(p), "--dry-run"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("hpcgym: error: ") and "\n" not in err
    assert "3,000,000,000 runs, above the bound of 10,000 (pass --force-size" in err
    monkeypatch.setattr(size, "MAX_RUNS", 30)  # the bound, small enough to pass quickly
    argv = ["sweep", str(p), "--dry-run", "--set", "seeds.count=11"]
    assert main(argv) == 2
    assert "= 33 runs, above the bound of 30" in capsys.readouterr().err
    assert main([*argv, "--force-size"]) == 0
    assert "33 runs" in capsys.readouterr().out


def test_compare_counts_its_run_list_before_building_it(tmp_path, capsys):
    js = tmp_path / "c.json"
    t0 = time.perf_counter()
    code = main(["compare", "--scenario", "spec-1", "--seeds", "1000000000", "--json", str(js)])
    assert code == 2 and time.perf_counter() - t0 < 10
    err = capsys.readouterr().err.strip()
    assert err == (
        "hpcgym: error: --seeds 1,000,000,000 x 48 runs per seed = 48,000,000,000 runs, "
        "above the bound of 10,000 (pass --force-size to run them anyway)"
    )
    assert not js.exists()
    assert main(["compare", "--scenario", "warp-turbine", "--seeds", "5001"]) == 2
    assert "--seeds 5,001 x 2 runs per seed = 10,002 runs" in capsys.readouterr().err


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_ctrl_c_stops_a_run_list_being_built(tmp_path):
    """A billion seeds with --force-size: SIGINT while the list grows ends it with 130."""
    p = write(tmp_path)
    proc = subprocess.Popen(
        [sys.executable, "-c", "import sys; from hpcgym.cli import main; sys.exit(main())"]
        + ["sweep", str(p), "--dry-run", "--force-size"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=default_sigint,
    )

    def rss_mb() -> float:
        status = Path(f"/proc/{proc.pid}/status").read_text()
        return int(status.split("VmRSS:")[1].split()[0]) / 1024

    try:
        deadline = time.monotonic() + 60
        while proc.poll() is None and rss_mb() < 300:  # imports take ~100 MB: now building
            assert time.monotonic() < deadline
            time.sleep(0.05)
        os.killpg(proc.pid, signal.SIGINT)
        _, err = proc.communicate(timeout=15)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130 and err.strip() == "hpcgym: interrupted"


def test_jobs_are_capped_at_the_cores_available(tmp_path, capsys):
    n = cores()
    args = argparse.Namespace(backend="local", address=None, force_size=False)
    assert capped_jobs(args, n) == n and capsys.readouterr().err == ""
    assert capped_jobs(args, n + 998) == n
    assert capsys.readouterr().err == (
        f"hpcgym: note: --jobs {n + 998} is more than the {n} core(s) available: using {n} "
        "(--force-size starts them all; --backend ray --address uses a cluster's CPUs)\n"
    )
    assert capped_jobs(argparse.Namespace(backend="local", force_size=True), 1000) == 1000
    assert capped_jobs(argparse.Namespace(backend="ray", address="auto"), 1000) == 1000
    p = write(tmp_path)
    out = tmp_path / "out"
    argv = ["sweep", str(p), "--set", "seeds.count=1", "--jobs", "1000", "--out", str(out)]
    assert main([*argv, "--no-progress"]) == 0
    assert json.loads((out / "sweep.json").read_text())["options"]["jobs"] == n


def test_int_range_is_range():
    assert int_range(5, 0) == [] and int_range(3, 40000) == list(range(3, 40003))
