"""Scenario files, the sweep runner and its backends: grid expansion, bad input named by file,
table and key, atomic result files, resume after Ctrl-C, retries of failed runs, the same
metrics (to the byte) from local processes and from Ray, every shipped scenario on both."""

from __future__ import annotations

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
from hpcgym.sweeps import sweep as sweep_mod
from hpcgym.sweeps.run import TIMING, RunSpec, dumps
from hpcgym.sweeps.runner import Interrupted, execute, map_runs
from hpcgym.sweeps.scenario import ScenarioError, check, load, parse_set, shipped
from hpcgym.sweeps.store import Store

ROOT = Path(__file__).resolve().parents[3]
ECHO, FLAKY = "hpcgym.sweeps.probe:echo", "hpcgym.sweeps.probe:flaky"

# Every shipped scenario, made tiny (a new file without an entry here fails a test).
TINY = {
    "woas-share": [
        "workload.days=0.1",
        "workload.warmup=3600",
        'workflows.name=["Montage"]',
        "workflows.share=[0.05]",
        "seeds.count=1",
    ],
    "woas-period": [
        "workload.days=0.1",
        "workload.warmup=3600",
        'workflows.name=["Sipht"]',
        'workflows.period=["1/h"]',
        "seeds.count=1",
    ],
    "woas-group-a": [
        "workload.days=0.1",
        "workload.warmup=3600",
        "workflows.n=[1]",
        "seeds.count=1",
    ],
    "woas-group-b": [
        "workload.days=0.1",
        "workload.warmup=3600",
        "workflows.n=[2]",
        "seeds.count=1",
    ],
    "woas-group-c": [
        "workload.days=0.1",
        "workload.warmup=3600",
        "workflows.n=[1]",
        "seeds.count=1",
    ],
    "spec-1": [
        "seeds.count=1",
        "workload.jobs=10",
        'workload.law=["truncnorm"]',
        'workload.allocation=["beta","full"]',
    ],
    "spec-1-history": ["seeds.count=1", "workload.jobs=10", "workload.k=[1,10]"],
    "spec-2": ["seeds.count=1", "workload.jobs=20", "workload.share=[0.0,0.5]"],
    "spec-3": [
        "seeds.count=1",
        "workload.jobs=10",
        "cluster.processors=20",
        "workload.rate=[0.2,0.6]",
    ],
    "spec-4": ["seeds.count=1", "cluster.processors=4096"],
    "warp-turbine": ["seeds.count=1", "workload.hours=2.0"],
    "warp-load": [
        "seeds.count=1",
        "workload.hours=2.0",
        "workload.scale=[1.0]",
        'workflows.name=["turbine"]',
    ],
    "maxutil": [
        'workload.kind="ligo"',
        "workload.workflows=60",
        "workload.warmup=20",
        "workload.utilization=[0.3,0.6]",
        'scheduler.policy=["sr","bf"]',
    ],
    "edison-policies": [
        "workload.days=0.05",
        "workload.warmup=3600",
        "workload.pressure=[1.0]",
        'scheduler.policy=["fcfs-easy"]',
        "seeds.count=1",
    ],
    "trace-window": ["workload.jobs=50", "seeds.count=2", 'scheduler.policy=["fcfs","fcfs-easy"]'],
    "stochastic-batch": [
        "workload.jobs=5",
        "seeds.count=1",
        'workload.requests=["hpc","toptimal"]',
    ],
    "dispatch-baselines": [
        "env.kwargs={hours=0.25, warmup=600}",
        'agent.name=["fcfs","sjf"]',
        "seeds.count=2",
    ],
    "train-dispatch": [
        "env.kwargs={jobs=32, window=8}",
        "train.steps=128",
        "train.n_envs=2",
        "train.n_steps=64",
        "train.batch_size=64",
        "train.n_epochs=1",
        "train.net_arch=[32]",
        "train.ent_coef=[0.0]",
        "seeds.count=1",
        "train.eval_seeds=1",
    ],
}


def write(tmp_path: Path, text: str, name: str = "s.toml") -> Path:
    p = tmp_path / name
    p.write_text(textwrap.dedent(text))
    return p


# --- grid expansion -------------------------------------------------------------------------


def test_grid_is_the_product_of_the_lists_in_file_order_seeds_innermost(tmp_path):
    p = write(
        tmp_path,
        """
        [study]
        kind = "batch"
        [workload]
        type = "trace"
        trace = "lublin_256"
        jobs = [40, 80]
        [scheduler]
        policy = ["fcfs", "fcfs-easy", "sjf-easy"]
        [seeds]
        values = [3, 7]
        """,
    )
    sc = load(p)
    assert sc.axes == [("workload", "jobs"), ("scheduler", "policy")]
    assert [pt.labels for pt in sc.points()] == [
        {"jobs": j, "policy": pol} for j in (40, 80) for pol in ("fcfs", "fcfs-easy", "sjf-easy")
    ]
    specs = sc.specs()
    assert [
        (s.config["workload"]["jobs"], s.config["policy"], s.config["seed"]) for s in specs
    ] == [
        (j, pol, seed)
        for j in (40, 80)
        for pol in ("fcfs", "fcfs-easy", "sjf-easy")
        for seed in (3, 7)
    ]
    assert len({s.key for s in specs}) == 12
    assert all(s.labels["seed"] == s.config["seed"] for s in specs)


def test_a_run_asked_for_twice_is_one_key_and_runs_once(tmp_path):
    """WoAS: ``none`` (the regular jobs alone) is one run per seed whatever the workflow and
    share; a list-valued key (net_arch) is an axis only as a list of lists."""
    sc = load(
        "woas-share",
        parse_set(
            ['workflows.name=["Montage","Sipht"]', "workflows.share=[0.05,0.25]", "seeds.count=2"]
        ),
    )
    specs = sc.specs()
    assert len(specs) == 2 * 2 * 2 * 4
    keys = {s.key for s in specs}
    assert len(keys) == 2 * 2 * 2 * 3 + 2
    nones = [s for s in specs if s.config["mode"] == "none"]
    assert len({s.key for s in nones}) == 2 and "workflow" not in nones[0].config
    tr = load(
        "train-dispatch",
        parse_set(["train.net_arch=[[32], [64, 64]]", "train.ent_coef=0.0", "seeds.count=1"]),
    )
    assert [s.config["train"]["net_arch"] for s in tr.specs()] == [[32], [64, 64]]
    assert load("train-dispatch", parse_set(["train.net_arch=[64, 64]"])).axes == [
        ("train", "ent_coef")
    ]


def test_the_same_runs_as_compare(tmp_path):
    """A shipped file mirrors its ``compare --scenario`` preset: the same run keys."""
    from hpcgym.studies import speculative, warp, woas
    from hpcgym.sweeps.kinds.studies import plan

    sc = load("woas-share")
    want = {
        RunSpec(woas.RUN, c).key
        for wf in ("LongWide", "WideLong", "Floodplain", "Montage", "Cybershake", "Sipht")
        for share in woas.PAPER_SHARES
        for c in woas.run_configs(woas.scenario("woas-share", workflow=wf, share=share), [1, 2])
    }
    assert {s.key for s in sc.specs()} == want
    for name, study in (
        ("spec-1", speculative.scenario1),
        ("spec-2", speculative.scenario2),
        ("spec-3", speculative.scenario3),
        ("spec-4", speculative.scenario4),
    ):
        assert {s.key for s in load(name).specs()} == {
            s.key for s in plan(study, {}, runs=speculative.SMALL_RUNS)
        }, name
    code = load("spec-4", parse_set(['workload.reading="code"'])).specs()
    assert {s.key for s in code} == {
        s.key for s in plan(speculative.scenario4, {}, runs=speculative.SMALL_RUNS, reading="code")
    }
    assert {s.config["params"]["allocation"] for s in code} == {"full"}
    assert {s.key for s in load("warp-turbine").specs()} == {
        s.key for s in plan(warp.turbine_study, {}, seeds=(0, 1, 2))
    }
    assert {s.key for s in load("warp-load").specs()} == {
        s.key for s in plan(warp.load_study, {}, seeds=(0, 1, 2))
    }


# --- bad input --------------------------------------------------------------------------------

BAD = [
    (
        '[study]\nkind = "batch"\n[workload]\ntype = "edison"\ndayz = 1\n',
        "[workload] dayz",
        "unknown key",
    ),
    (
        '[study]\nkind = "batch"\n[workload]\ntype = "edison"\ndays = "x"\n',
        "[workload] days",
        "expected a number",
    ),
    (
        '[study]\nkind = "batch"\n[workload]\ntype = "edison"\npressure = 5.0\n',
        "[workload] pressure",
        "pressure must be in",
    ),
    (
        '[study]\nkind = "batch"\n[workload]\ntype = "edison"\ndays = []\n',
        "[workload] days",
        "empty list",
    ),
    ('[study]\nkind = "batch"\n[workload]\ntype = "floppy"\n', "[workload] type", "not one of"),
    (
        '[study]\nkind = "batch"\n[workload]\ntype = "edison"\n[scheduler]\npolicy = "magic"\n',
        "[scheduler] policy",
        "magic",
    ),
    (
        '[study]\nkind = "batch"\n[workload]\ntype = "edison"\n[foo]\nx = 1\n',
        "[foo]",
        "unknown table",
    ),
    ('[study]\nkind = "batch"\n', "[workload]", "missing"),
    ('[study]\nkind = "quantum"\n', "[study] kind", "unknown kind"),
    ('[workload]\ntype = "edison"\n', "[study]", "missing"),
    (
        '[study]\nkind = "woas"\n[workload]\ntype = "edison"\n[workflows]\nname = "Nope"\n'
        "share = 0.1\n",
        "[workflows] name",
        "unknown workflow",
    ),
    (
        '[study]\nkind = "woas"\n[workload]\ntype = "edison"\n[workflows]\nname = "Montage"\n'
        "share = 1.5\n",
        "[workflows] share",
        "(0, 1]",
    ),
    (
        '[study]\nkind = "woas"\n[workload]\ntype = "edison"\n[workflows]\nname = "Montage"\n'
        'share = 0.1\nmode = ["chained", "x"]\n',
        "[workflows] mode",
        "not one of",
    ),
    (
        '[study]\nkind = "woas"\n[workload]\ntype = "edison"\n[workflows]\nname = "Montage"\n',
        "[workflows] share",
        "share or period",
    ),
    (
        '[study]\nkind = "batch"\n[workload]\ntype = "trace"\ntrace = "lublin_256"\n'
        "[seeds]\nvalues = [1]\ncount = 2\n",
        "[seeds] values",
        "not both",
    ),
    ('[study]\nkind = "speculative"\npreset = "spec-9"\n', "[study] preset", "spec-1"),
    (
        '[study]\nkind = "speculative"\npreset = "spec-2"\n[workload]\ntype = "stochastic"\n'
        'law = "beta"\n',
        "[workload] law",
        "unknown key",
    ),
    (
        '[study]\nkind = "maxutil"\n[scheduler]\npolicy = ["sr", "easy"]\n',
        "[scheduler] policy",
        "unknown task policy",
    ),
    (
        '[study]\nkind = "evaluate"\n[env]\nid = "hpcgym/Nope-v0"\n[agent]\nname = "fcfs"\n',
        "[env] id",
        "unknown hpcgym env",
    ),
    (
        '[study]\nkind = "train"\n[env]\nid = "hpcgym/Dispatch-v0"\n[train]\nalgo = "dqn"\n',
        "[train] algo",
        "not one of",
    ),
    ("days = 3\n", "days = 3", "outside any table"),
    ('[study\nkind = "batch"\n', "not valid TOML", ""),
]


@pytest.mark.parametrize("text,where,what", BAD)
def test_bad_input_names_the_file_the_table_and_the_key(tmp_path, text, where, what):
    p = write(tmp_path, text, "broken.toml")
    with pytest.raises(ScenarioError) as e:
        load(p)
    msg = str(e.value)
    assert str(p) in msg and where in msg and what in msg, msg


def test_bad_input_through_the_command(tmp_path, capsys):
    p = write(tmp_path, BAD[0][0], "broken.toml")
    assert main(["sweep", str(p), "--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert "broken.toml: [workload] dayz: unknown key" in err
    assert main(["sweep", "no-such-scenario"]) == 2
    assert "unknown scenario 'no-such-scenario'" in capsys.readouterr().err
    assert main(["sweep", "trace-window", "--set", "workload"]) == 2
    assert "expected table.key=value" in capsys.readouterr().err


# --- result files -----------------------------------------------------------------------------


def test_a_run_killed_mid_write_leaves_no_result(tmp_path):
    """The writer dies after the bytes are written but before the rename: no result file,
    nothing counted as done, and the next sweep removes the stray temp file."""
    script = textwrap.dedent(f"""
        import os
        from pathlib import Path
        from hpcgym.sweeps.run import RunSpec
        from hpcgym.sweeps.store import Store
        os.fsync = lambda fd: os._exit(9)          # killed between write and rename
        spec = RunSpec("{ECHO}", {{"value": 1}})
        Store(Path(r"{tmp_path}")).write(spec, {{"metrics": {{"value": 1}}, "pad": "x" * 100000}})
        """)
    proc = subprocess.run([sys.executable, "-c", script])
    assert proc.returncode == 9
    store = Store(tmp_path)
    assert store.done() == {}
    assert [p.name for p in store.runs.iterdir()] != [] and not list(store.runs.glob("*.json"))
    assert store.clean() == 1 and list(store.runs.iterdir()) == []


def test_result_files_hold_config_version_seed_wall_time_and_sorted_metrics(tmp_path):
    specs = [RunSpec(ECHO, {"value": v, "seed": v}, {"value": v, "seed": v}) for v in (1, 2)]
    out = execute(specs, out=tmp_path)
    assert out.ran == 2 and not out.failures
    files = sorted((tmp_path / "runs").glob("*.json"))
    assert {f.name.rsplit("-", 1)[1] for f in files} == {f"{s.key}.json" for s in specs}
    doc = json.loads(files[0].read_text())
    assert {"config", "metrics", "version", "seed", "wall_s", "key", "func", "host"} <= set(doc)
    assert list(doc["metrics"]) == sorted(doc["metrics"]) and doc["seed"] == doc["config"]["seed"]
    again = execute(specs, out=tmp_path, log=lambda m: None)
    assert (again.ran, again.skipped) == (0, 2)
    assert [d["metrics"] for d in again.docs] == [d["metrics"] for d in out.docs]


def test_resume_after_an_interrupt_loses_and_repeats_nothing(tmp_path):
    """Ctrl-C (SIGINT to the process group, as a terminal sends it) stops ``hpcgym sweep``
    with exit 130 and one line; the rerun runs exactly the runs without a result file."""
    p = write(
        tmp_path,
        """
        [study]
        kind = "batch"
        [workload]
        type = "edison"
        days = 0.3
        warmup = 3600
        [scheduler]
        policy = "fcfs-easy"
        [seeds]
        count = 24
        """,
    )
    out = tmp_path / "out"
    cmd = [
        sys.executable,
        "-c",
        "import sys; from hpcgym.cli import main; sys.exit(main())",
        "sweep",
        str(p),
        "--out",
        str(out),
        "--jobs",
        "2",
        "--no-progress",
    ]
    proc = subprocess.Popen(
        cmd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=default_sigint,
    )
    runs = out / "runs"
    while proc.poll() is None and len(list(runs.glob("*.json")) if runs.is_dir() else []) < 3:
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGINT)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert "interrupted:" in err and "rerun the same command to resume" in err
    before = {f.name: f.read_bytes() for f in runs.glob("*.json")}
    assert 3 <= len(before) < 24 and not list(runs.glob(".*"))  # no stray temp file kept
    again = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert again.returncode == 0, again.stderr
    assert f"{len(before)} of 24 runs already done" in again.stderr
    after = {f.name: f.read_bytes() for f in runs.glob("*.json")}
    assert len(after) == 24 and len({n.rsplit("-", 1)[1] for n in after}) == 24
    assert all(after[n] == b for n, b in before.items())  # finished runs were not redone
    assert sorted(json.loads(b)["seed"] for b in after.values()) == list(range(24))


# --- failures and retries ---------------------------------------------------------------------


def flaky_specs(tmp_path: Path) -> list[RunSpec]:
    return [
        RunSpec(FLAKY, {"how": how, "marker": str(tmp_path / f"m{v}"), "value": v})
        for v, how in enumerate(("raise", "exit", "raise", "exit"))
    ] + [RunSpec(ECHO, {"value": 9})]


def test_local_workers_retry_a_run_that_raises_or_dies_once(tmp_path):
    """A dead worker breaks the pool: the runs in flight with it are retried too (which one
    died is unknown), so attempts are at least 2 for the flaky runs, not exactly."""
    specs = flaky_specs(tmp_path)
    out = execute(specs, jobs=2, out=tmp_path / "o", retries=4)
    assert not out.failures and out.ran == 5
    assert [d["metrics"]["value"] for d in out.docs] == [0, 1, 2, 3, 9]
    assert all(d["attempts"] >= 2 for d in out.docs[:4])
    assert len(list((tmp_path / "o" / "runs").glob("*.json"))) == 5


def test_a_permanent_error_is_not_retried_and_the_rest_go_on(tmp_path):
    specs = [RunSpec(FLAKY, {"how": "bad", "value": 0}), RunSpec(ECHO, {"value": 1})]
    out = execute(specs, out=tmp_path, retries=3)
    assert out.ran == 1 and [s.key for s, _ in out.failures] == [specs[0].key]
    assert "ValueError: bad run config" in out.failures[0][1]
    with pytest.raises(ValueError, match="bad run config"):
        map_runs(FLAKY, [{"how": "bad"}])


def test_interrupt_keeps_what_finished(tmp_path, monkeypatch):
    """KeyboardInterrupt while running: the runs done are on disk, the error says so."""
    import hpcgym.sweeps.runner as runner

    real = runner.local

    def interrupted(specs, workdirs, jobs, retries):
        for k, ev in enumerate(real(specs, workdirs, jobs, retries)):
            if k == 2:
                raise KeyboardInterrupt
            yield ev

    monkeypatch.setattr(runner, "local", interrupted)
    specs = [RunSpec(ECHO, {"value": v}) for v in range(5)]
    with pytest.raises(Interrupted, match="2 of 5 runs finished"):
        execute(specs, out=tmp_path)
    assert len(Store(tmp_path).done()) == 2


# --- Ray --------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def ray_local():
    ray = pytest.importorskip("ray")
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    yield ray
    ray.shutdown()


def test_ray_retries_a_task_that_raises_or_exits_once(ray_local, tmp_path):
    specs = flaky_specs(tmp_path)
    out = execute(specs, backend="ray", out=tmp_path / "o", retries=2)
    assert not out.failures
    assert [d["metrics"]["value"] for d in out.docs] == [0, 1, 2, 3, 9]
    assert all((tmp_path / f"m{v}").exists() for v in range(4))
    assert len(list((tmp_path / "o" / "runs").glob("*.json"))) == 5
    bad = execute([RunSpec(FLAKY, {"how": "bad"})], backend="ray", retries=2)
    assert len(bad.failures) == 1 and "bad run config" in bad.failures[0][1]


def test_every_shipped_scenario_runs_on_both_backends_with_the_same_metrics(ray_local, tmp_path):
    assert set(shipped()) == set(TINY), "give every shipped scenario a tiny version here"
    try:
        import sb3_contrib  # noqa: F401

        rl = True
    except ImportError:
        rl = False
    for name in shipped():
        if name == "train-dispatch" and not rl:
            continue
        sc = load(name, parse_set(TINY[name]))
        local = sweep_mod.run(sc, tmp_path / name / "local", jobs=1, progress=False, show=False)
        ray = sweep_mod.run(sc, tmp_path / name / "ray", backend="ray", progress=False, show=False)
        assert not local.outcome.failures and not ray.outcome.failures, name
        a = {d["key"]: dumps(d["metrics"]) for d in local.outcome.docs}
        b = {d["key"]: dumps(d["metrics"]) for d in ray.outcome.docs}
        assert a == b and len(a) == local.runs, name
        files = {
            f.name: json.loads(f.read_text())["metrics"]
            for f in (tmp_path / name / "local" / "runs").glob("*.json")
        }
        assert {n: dumps(m) for n, m in files.items()} == {
            f.name: dumps(json.loads(f.read_text())["metrics"])
            for f in (tmp_path / name / "ray" / "runs").glob("*.json")
        }, name
        assert (tmp_path / name / "local" / "summary.csv").exists()
        if sc.kind.finish and sc.kind.name not in ("evaluate",):
            assert list((tmp_path / name / "local").glob("figure*.png")), name


# --- front ends -------------------------------------------------------------------------------


def test_compare_through_the_runner_equals_the_direct_runs(tmp_path):
    """The runs come back through JSON and worker processes unchanged: the §4.3.2 summary is
    the one of ``run_one`` called here."""
    from hpcgym.batch.submission import MODES
    from hpcgym.studies import woas
    from hpcgym.workloads.mixing import Pattern

    sc = woas.Scenario("woas-group-a", "A2", Pattern(period=3600), days=0.1, warmup=3600)
    runs, summary = woas.compare(sc, [1], MODES, jobs=2)
    direct = [woas.run_one(sc, m, 1) for m in [*MODES, "none"]]
    want = woas.summarize(direct, list(MODES))
    assert json.dumps(summary, sort_keys=True) == json.dumps(want, sort_keys=True)
    for r, d in zip(runs, direct):
        assert json.dumps({k: v for k, v in r.metrics.items() if k not in TIMING}) == json.dumps(
            {k: v for k, v in d.metrics.items() if k not in TIMING}
        )


def test_compare_with_out_resumes_and_shares_runs_with_a_sweep(tmp_path, capsys):
    out = tmp_path / "o"
    args = [
        "compare",
        "--scenario",
        "woas-group-a",
        "--n",
        "1",
        "--seeds",
        "1",
        "--days",
        "0.05",
        "--modes",
        "woas",
        "--jobs",
        "1",
        "--no-progress",
        "--out",
        str(out),
        "--json",
        str(tmp_path / "c.json"),
    ]
    assert main(args) == 0
    first = json.loads((tmp_path / "c.json").read_text())
    assert len(list((out / "runs").glob("*.json"))) == 2
    capsys.readouterr()
    assert main(args) == 0
    assert "2 of 2 runs already done" in capsys.readouterr().err
    assert json.loads((tmp_path / "c.json").read_text())["summary"] == first["summary"]
    sc = load(
        "woas-group-a",
        parse_set(
            ["workload.days=0.05", "workflows.n=[1]", 'workflows.mode=["woas"]', "seeds.count=1"]
        ),
    )
    rep = sweep_mod.run(sc, out, progress=False, show=False)  # compare's runs are the sweep's
    assert (rep.outcome.ran, rep.outcome.skipped) == (0, 2)


def test_scenarios_command_lists_and_shows(capsys):
    assert main(["scenarios"]) == 0
    listed = capsys.readouterr().out
    assert all(name in listed for name in shipped())
    assert main(["scenarios", "show", "woas-share"]) == 0
    text = capsys.readouterr().out
    assert text == (ROOT / "hpcgym/data/scenarios/woas-share.toml").read_text()
    assert check(__import__("tomllib").loads(text), "copy.toml").name == "copy"


def test_sweep_command_dry_run_and_summary(tmp_path, capsys):
    assert (
        main(
            [
                "sweep",
                "trace-window",
                *(a for s in TINY["trace-window"] for a in ("--set", s)),
                "--dry-run",
            ]
        )
        == 0
    )
    assert "4 runs" in capsys.readouterr().out
    out = tmp_path / "tw"
    assert (
        main(
            [
                "sweep",
                "trace-window",
                *(a for s in TINY["trace-window"] for a in ("--set", s)),
                "--out",
                str(out),
                "--jobs",
                "1",
                "--no-progress",
            ]
        )
        == 0
    )
    printed = capsys.readouterr().out
    assert "policy=fcfs-easy" in printed and "mean_bsld" in printed
    rows = json.loads((out / "summary.json").read_text())["rows"]
    assert [(r["group"], r["n"]) for r in rows] == [
        ({"policy": "fcfs"}, 2),
        ({"policy": "fcfs-easy"}, 2),
    ]
    manifest = json.loads((out / "sweep.json").read_text())
    assert manifest["runs"] == 4 and "[workload]" in manifest["text"]


def test_train_over_seeds_is_a_sweep(tmp_path, capsys):
    pytest.importorskip("sb3_contrib")
    tiny = {"n_steps": 64, "batch_size": 64, "n_epochs": 1, "net_arch": [16], "n_envs": 2}
    out = tmp_path / "t"
    assert (
        main(
            [
                "train",
                "--env",
                "hpcgym/Dispatch-v0",
                "--env-kwargs",
                '{"jobs": 32, "window": 8}',
                "--steps",
                "128",
                "--seed",
                "0,1",
                "--hyper",
                json.dumps(tiny),
                "--out",
                str(out),
            ]
        )
        == 0
    )
    models = sorted(out.glob("runs/*/model.zip"))
    assert [m.parent.name.split("-")[0] for m in models] == ["seed=0", "seed=1"]
    assert len(list(out.glob("runs/*.json"))) == 2 and (out / "summary.csv").exists()
    capsys.readouterr()
    assert (
        main(
            [
                "train",
                "--env",
                "hpcgym/Dispatch-v0",
                "--env-kwargs",
                '{"jobs": 32, "window": 8}',
                "--steps",
                "128",
                "--seed",
                "0,1",
                "--hyper",
                json.dumps(tiny),
                "--out",
                str(out),
            ]
        )
        == 0
    )
    assert "2 of 2 runs already done" in capsys.readouterr().err


@pytest.mark.parametrize("key", ["metric", "report"])
def test_an_objective_metric_no_run_reports_is_refused_by_name(tmp_path, key):
    """A misspelt ``[objective]`` name (before: a column of ``-``) is refused once the runs
    are in, naming what they report; the runs are kept for a rerun."""
    value = '"nonexistent_metric"' if key == "metric" else '["utilization", "nonexistent_metric"]'
    p = write(
        tmp_path,
        f"""
        [study]
        kind = "batch"
        [workload]
        type = "edison"
        days = 0.1
        warmup = 3600
        [scheduler]
        policy = "fcfs-easy"
        [seeds]
        count = 1
        [objective]
        {key} = {value}
        """,
    )
    out = tmp_path / "out"
    with pytest.raises(ScenarioError) as caught:
        sweep_mod.run(load(p), out, jobs=1, progress=False, show=False)
    msg = str(caught.value)
    assert msg.startswith(f"{p}: [objective] {key}: no run reports 'nonexistent_metric'; ")
    assert "mean_wait_s" in msg and "utilization" in msg
    assert len(list((out / "runs").glob("*.json"))) == 1
