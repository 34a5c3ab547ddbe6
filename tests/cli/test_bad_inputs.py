"""Fail well: every bad input to the ``hpcgym`` command is one line naming the
option, file or kwarg, exit code 2, before any work (no output file appears); a bug is one line
and exit code 1; ``--debug`` / ``HPCGYM_DEBUG=1`` show the traceback; Ctrl-C in ``run`` keeps
the finished policies. The env constructors and baselines refuse bad arguments by name."""

from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import gymnasium as gym
import numpy as np
import pytest
from conftest import default_sigint, within

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.cli import is_user_error, main
from hpcgym.envs import InvalidActionError
from hpcgym.envs.registration import check_kwargs
from hpcgym.errors import EnvArgumentError, InputError, UnknownNameError, WorkloadError

TRACE = """; MaxProcs: 4
1 0 -1 100 2 -1 -1 2 100 -1 1 1 -1 -1 -1 -1 -1 -1
2 10 -1 50 4 -1 -1 4 60 -1 1 1 -1 -1 -1 -1 -1 -1
3 20 -1 30 2 -1 -1 2 80 -1 1 2 -1 -1 -1 -1 -1 -1
"""
ALL_SKIPPED = """; MaxProcs: 4
1 0 -1 0 2 -1 -1 2 100 -1 1 1 -1 -1 -1 -1 -1 -1
2 10 -1 100 0 -1 -1 0 60 -1 1 1 -1 -1 -1 -1 -1 -1
"""


@pytest.fixture
def d(tmp_path: Path) -> Path:
    """A folder with the traces the cases read; outputs go to ``out/``, which must not
    appear."""
    (tmp_path / "t.swf").write_text(TRACE)
    (tmp_path / "skipped.swf").write_text(ALL_SKIPPED)
    (tmp_path / "header.swf").write_text("; MaxProcs: 4\n")
    (tmp_path / "big_run.swf").write_text(TRACE.replace("1 0 -1 100 ", "1 0 -1 1e20 "))
    (tmp_path / "big_submit.swf").write_text(TRACE.replace("2 10 -1 ", "2 1e300 -1 "))
    (tmp_path / "trunc.swf.gz").write_bytes(gzip.compress(TRACE.encode())[:30])
    (tmp_path / "fake.swf.gz").write_bytes(b"\x1f\x8b\x05not really gzip")
    (tmp_path / "dir").mkdir()
    from hpcgym.sweeps.scenario import shipped

    study = shipped()["edison-policies"].read_text()
    for stem, name in (("escape", "../../escaped"), ("absolute", "/tmp/escaped")):
        text = study.replace("[study]\n", f'[study]\nname = "{name}"\n', 1)
        (tmp_path / f"{stem}.toml").write_text(text)
    return tmp_path


RUN = ["run", "--trace", "{d}/t.swf", "--no-progress"]
EV = ["evaluate", "--agents", "fcfs", "--seeds", "2", "--no-progress"]
TR = ["train", "--steps", "64", "--n-envs", "1", "--out", "{d}/out/m"]
MU = ["maxutil", "--quiet", "--policies", "bf"]
WOAS = [
    "compare",
    "--scenario",
    "woas-share",
    "--workflow",
    "Montage",
    "--share",
    "0.1",
    "--no-progress",
    "--json",
    "{d}/out/c.json",
]

CASES = [
    # quietly accepted before
    (WOAS + ["--seeds", "0"], "argument --seeds: must be an integer >= 1, got '0'"),
    (WOAS + ["--days", "0"], "argument --days: must be a finite number > 0"),
    (WOAS + ["--share", "150%"], "--share: workflow share '150%' is not in (0, 100%]"),
    (EV + ["--seeds", "0"], "argument --seeds: must be an integer >= 1, got '0'"),
    (EV + ["--seeds", "-3"], "argument --seeds: must be an integer >= 1, got '-3'"),
    (EV + ["--agents", ""], "argument --agents: expected one name or a comma-separated list"),
    (RUN + ["--policy", "", "--json", "{d}/out/r.json"], "argument --policy: expected one name"),
    (RUN + ["--max-jobs", "0"], "argument --max-jobs: must be an integer >= 1, got '0'"),
    (RUN + ["--max-jobs", "-5"], "argument --max-jobs: must be an integer >= 1, got '-5'"),
    (TR + ["--steps", "0"], "--steps 0 trains nothing: it means imitation only"),
    (TR + ["--steps", "-5"], "argument --steps: must be an integer >= 0, got '-5'"),
    (
        ["run", "--trace", "{d}/skipped.swf", "--json", "{d}/out/r.json"],
        "skipped.swf: no usable job records (2 skipped: runtime<=0: 1, size<=0: 1)",
    ),
    (
        ["run", "--trace", "{d}/header.swf"],
        "header.swf: no usable job records (the file holds no job record)",
    ),
    (
        MU + ["--workflows", "50", "--json", "{d}/out/m.json"],
        "--workflows 50 with --warmup 16 measures 34 workflows; the saturation test needs at "
        "least 100",
    ),
    # raw tracebacks before
    (["run", "--trace", "{d}/trunc.swf.gz"], "trunc.swf.gz: not a readable gzip file"),
    (["run", "--trace", "{d}/fake.swf.gz"], "fake.swf.gz: not a readable gzip file"),
    (
        ["run", "--trace", "{d}/big_run.swf"],
        "big_run.swf:2: field 4 (run time) = 1e20 is out of range",
    ),
    (
        ["run", "--trace", "{d}/big_submit.swf"],
        "big_submit.swf:3: field 2 (submit time) = 1e300 is out of range",
    ),
    (
        ["run", "--trace", "{d}/nosuch.swf"],
        "argument --trace: trace '{d}/nosuch.swf' not found: not a bundled trace (lublin_256",
    ),
    (
        ["run", "--workload", "edison", "--days", "inf"],
        "argument --days: must be a finite number, got 'inf'",
    ),
    (["workload", "edison", "--days", "nan"], "argument --days: must be a finite number"),
    (
        ["run", "--workload", "edison", "--days", "0.1", "--seed", "-3"],
        "--seed: seeds must be >= 0, got '-3'",
    ),
    (["workload", "edison", "--seed", "-3"], "argument --seed: must be an integer >= 0"),
    (["workload", "lublin_256-model", "--jobs", "0"], "argument --jobs: must be an integer >= 1"),
    (
        ["run", "--workload", "edison", "--jobs", "10"],
        "--jobs sizes a Lublin model workload (lublin_256-model, lublin_256_new2-model); "
        "use --days here",
    ),
    (["run", "--trace", "lublin_256", "--jobs", "10"], "use --max-jobs here"),
    (["workload", "edison", "--jobs", "10"], "--jobs sizes a Lublin model workload"),
    (
        ["run", "--workload", "lublin_256-model", "--days", "2"],
        "--days sizes a generated edison or perlmutter workload; a Lublin model is sized by --jobs",
    ),
    (["workload", "lublin_256-model", "--days", "2"], "a Lublin model is sized by --jobs"),
    (
        ["run", "--trace", "lublin_256", "--days", "2"],
        "--days sizes a generated edison or perlmutter",
    ),
    (TR + ["--seed", "-3"], "--seed '-3': expected integers >= 0"),
    (
        EV + ["--env", "hpcgym/Nosuch-v0"],
        "argument --env: unknown env 'hpcgym/Nosuch-v0': "
        "only hpcgym envs are supported: hpcgym/Dispatch-v0",
    ),
    (
        TR + ["--env", "CartPole-v1"],
        "argument --env: unknown env 'CartPole-v1': only hpcgym "
        "envs are supported: hpcgym/Dispatch-v0",
    ),
    (
        EV + ["--env-kwargs", '{"bogus": 1}'],
        "--env-kwargs: hpcgym/Dispatch-v0 takes no keyword 'bogus'; known: workload, jobs",
    ),
    (TR + ["--env-kwargs", '{"bogus": 1}'], "takes no keyword 'bogus'; known: workload, jobs"),
    (EV + ["--env-kwargs", "jobs=3"], "argument --env-kwargs: not valid JSON"),
    (TR + ["--env-kwargs", "[1]"], "argument --env-kwargs: expected a JSON object"),
    (TR + ["--env-kwargs", '{"jobs": 0}'], "--env-kwargs: episodes: jobs must be an integer >= 1"),
    (
        EV + ["--env-kwargs", '{"objective": {"bsld": NaN}}'],
        "the weight of 'bsld' must be a finite number, got nan",
    ),
    (EV + ["--env-kwargs", '{"max_steps": 0}'], "max_steps must be an integer >= 1"),
    (TR + ["--n-envs", "0"], "argument --n-envs: must be an integer >= 1, got '0'"),
    (
        TR + ["--hyper", '{"learning_rate": "abc"}'],
        "--hyper: learning_rate: expected a number, got str 'abc'",
    ),
    (TR + ["--hyper", '{"gamma": [0.9, 2]}'], "--hyper: gamma: must be > 0 and <= 1, got 2"),
    (TR + ["--hyper", '{"bogus": 1}'], "unexpected keyword argument 'bogus'"),
    (
        ["compare", "--scenario", "warp-turbine", "--jobs", "0"],
        "argument --jobs: must be an integer >= 1",
    ),
    (["compare", "--scenario", "woas-group-a", "--n", "0"], "--n: n must be >= 1, got 0"),
    (
        ["compare", "--scenario", "warp-load", "--calibrated"],
        "--calibrated: warp-turbine only, not warp-load",
    ),
    (
        ["compare", "--scenario", "warp-load", "--shared", "--nodes", "13"],
        "--nodes, --shared: warp-turbine only, not warp-load",
    ),
    (
        ["compare", "--scenario", "warp-turbine", "--nodes", "20"],
        "the WARP study: nodes must be an integer in [5, 14], got 20",
    ),
    (["sweep", "maxutil", "--retries", "-1"], "argument --retries: must be an integer >= 0"),
    (MU + ["--step", "0"], "argument --step: must be a number in (0, 1]"),
    (MU + ["--growth", "-1"], "argument --growth: must be a finite number > 0"),
    (["lop", "--sizes", "30,x"], "argument --sizes: in '30,x': expected an integer, got 'x'"),
    # sizes: counted and bounded before any work (--force-size goes past)
    (
        ["run", "--workload", "edison", "--days", "100000", "--json", "{d}/out/r.json"],
        "--days 100000 makes about 410,",
    ),
    (
        ["run", "--workload", "edison", "--days", "100000"],
        "over the bound of 2,000,000 jobs; --force-size goes past it",
    ),
    (
        ["run", "--workload", "edison", "--days", "1", "--seed", "1-1000000000"],
        "--seed 1-1000000000 means 1,000,000,000 runs",
    ),
    (["workload", "edison", "--days", "100000"], "--days 100000 makes about"),
    (TR + ["--steps", "100000000000000"], "--steps 100000000000000 means 100,000,000,000,000"),
    (TR + ["--n-envs", "100000"], "--n-envs 100000 means 100,000 envs, over the bound"),
    (TR + ["--eval-seeds", "1000000000"], "--eval-seeds 1000000000 means"),
    (TR + ["--hyper", '{"n_steps": 10000000}'], "--hyper n_steps 10000000 means"),
    (TR + ["--hyper", '{"pretrain_steps": 1000000000}'], "--hyper pretrain_steps 1000000000"),
    (
        TR
        + [
            "--seed",
            ",".join(map(str, range(100))),
            "--hyper",
            '{"gamma": ' + str([0.9] * 101) + "}",
        ],
        "means 10,100 training runs (100 seeds x 101 points of the --hyper grid)",
    ),
    (
        TR + ["--env", "hpcgym/Dispatch-Edison-v0", "--env-kwargs", '{"hours": 1e6}'],
        "hours=1000000.0 makes about",
    ),
    # values: types and NaN named, never an internal error
    (TR + ["--env-kwargs", '{"jobs": "64"}'], "jobs must be an integer, got str '64'"),
    (TR + ["--env-kwargs", '{"jobs": 64.5}'], "jobs must be an integer, got float 64.5"),
    (EV + ["--env-kwargs", '{"jobs": 64.5}'], "jobs must be an integer, got float 64.5"),
    (TR + ["--env-kwargs", '{"workload": 5}'], "workload must be"),
    (EV + ["--env-kwargs", '{"window": 1000000}'], "window=1000000 means 1,000,000 rows"),
    # files: nothing written before every input is checked (a teacher is loaded first)
    (TR + ["--hyper", '{"pretrain": "nosuch"}'], "--hyper pretrain: unknown agent 'nosuch'"),
    # output paths, checked before the work
    (RUN + ["--json", "{d}/dir"], "argument --json: cannot write '{d}/dir': it is a directory"),
    (
        RUN + ["--jobs-csv", "{d}/t.swf/jobs.csv"],
        "argument --jobs-csv: cannot write '{d}/t.swf/jobs.csv': '{d}/t.swf' is a file",
    ),
    (
        RUN + ["--json", "/proc/hpcgym-nosuch/r.json"],
        "argument --json: cannot write "
        "'/proc/hpcgym-nosuch/r.json': directory "
        "'/proc' is not writable",
    ),
    (MU + ["--plot", "{d}/dir"], "argument --plot: cannot write"),
    (EV + ["--json", "{d}/dir"], "argument --json: cannot write"),
    (
        TR + ["--out", "{d}/t.swf"],
        "argument --out: cannot write into '{d}/t.swf': it exists and is not a directory",
    ),
    (["workload", "edison", "--out", "{d}/dir"], "argument --out: cannot write"),
    (
        ["evaluate", "--env", "hpcgym/Dispatch-v0", "--agents", "fcfs", "--seeds", "1000000000"],
        "--seeds 1000000000 means 1,000,000,000 episodes (1,000,000,000 seeds x 1 agents), "
        "over the bound of 10,000 episodes; --force-size goes past it",
    ),
    (
        ["sequence", "--dist", "truncnorm", "--params", "mu=8,mu=9,sigma=2", "--support", "0,20"],
        "--params: mu given twice",
    ),
    (
        ["sweep", "{d}/escape.toml"],
        "[study] name: '../../escaped' is not a plain name: it names the folder sweeps/NAME",
    ),
    (["sweep", "{d}/absolute.toml"], "[study] name: '/tmp/escaped' is not a plain name"),
    (
        EV + ["--agents", "pretrained:../pretrained/dispatch-lublin1"],
        "pretrained agent '../pretrained/dispatch-lublin1': a name is one of the shipped ones",
    ),
    (
        EV + ["--agents", "pretrained:/abs/dir"],
        "pretrained agent '/abs/dir': a name is one of the shipped ones",
    ),
    (
        TR + ["--hyper", '{"ent_coef": []}'],
        "--hyper ent_coef: an empty list makes no training run",
    ),
    (
        [
            "sequence",
            "--dist",
            "truncexp",
            "--params",
            "lam=1",
            "--support",
            "0,20",
            "--json",
            "{d}/dir",
        ],
        "argument --json: cannot write",
    ),
]


@pytest.mark.parametrize("argv,message", CASES, ids=[" ".join(a[:1] + a[-2:]) for a, _ in CASES])
def test_bad_input_is_one_line_exit_2_before_any_work(argv, message, d, capsys):
    if "/proc/" in " ".join(argv) and not Path("/proc").is_dir():
        pytest.skip("no /proc")
    with within(30):
        code = main([a.replace("{d}", str(d)) for a in argv])
    err = capsys.readouterr().err
    assert code == 2, err
    assert message.replace("{d}", str(d)) in err
    assert len(err.strip().splitlines()) == 1, err
    assert not (d / "out").exists()


@pytest.mark.parametrize(
    "argv,line",
    [
        (
            ["evaluate", "--agnets", "fcfs"],
            "hpcgym evaluate: error: unrecognized arguments: --agnets fcfs; did you mean "
            "--agents? (see hpcgym evaluate --help)",
        ),
        (  # abbreviations are off: --seed is not taken as --seeds
            ["evaluate", "--seed", "3"],
            "hpcgym evaluate: error: unrecognized arguments: --seed 3; did you mean --seeds? "
            "(see hpcgym evaluate --help)",
        ),
        (
            ["bench", "run", "dispatch-lublin1", "--episdes", "3"],
            "hpcgym bench run: error: unrecognized arguments: --episdes 3; did you mean "
            "--episodes? (see hpcgym bench run --help)",
        ),
        (  # -5% is a value, refused by what it means
            ["compare", "--scenario", "woas-share", "--share", "-5%"],
            "hpcgym: error: --share: workflow share '-5%' is not in (0, 100%]",
        ),
        (
            ["evaluate", "--agents", "fcsf", "--seeds", "1", "--no-progress"],
            "hpcgym: error: unknown agent 'fcsf' (did you mean fcfs?): not a model.zip",
        ),
    ],
)
def test_a_misspelt_option_or_agent_gets_a_suggestion(argv, line, capsys):
    code = main(argv)
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert err.startswith(line), err
    assert len(err.splitlines()) == 1


def test_train_without_the_rl_extra_names_the_pip_line(monkeypatch, capsys, tmp_path):
    monkeypatch.setitem(sys.modules, "stable_baselines3", None)  # import fails as if absent
    code = main(["train", "--steps", "64", "--out", str(tmp_path / "m")])
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.strip() == (
        "hpcgym: error: hpcgym train needs the RL extras (stable_baselines3 is not "
        'installed): pip install -e ".[rl]" in a clone of hpcgym'
    )


def test_one_seed_prints_its_value_and_no_nan_ci(capsys):
    assert (
        main(
            [
                "evaluate",
                "--env-kwargs",
                '{"jobs": 48}',
                "--agents",
                "fcfs",
                "--seeds",
                "1",
                "--no-progress",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "nan" not in out and "±" not in out
    assert "no CI (a CI needs --seeds >= 2)" in out


def test_a_bug_is_one_line_exit_1_and_debug_shows_it(monkeypatch, capsys):
    from hpcgym.cli import build_parser

    def broken(args):
        raise RuntimeError("boom")

    argv = ["run", "--workload", "edison"]
    args = build_parser().parse_args(argv)
    args.func = broken
    monkeypatch.setattr("hpcgym.cli.build_parser", lambda *_: _Fixed(args))
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert err.strip() == (
        "hpcgym: internal error: RuntimeError: boom (rerun with --debug for the traceback)"
    )
    args.debug = True
    with pytest.raises(RuntimeError, match="boom"):
        main(argv)
    args.debug = False
    monkeypatch.setenv("HPCGYM_DEBUG", "1")
    with pytest.raises(RuntimeError, match="boom"):
        main(argv)


class _Fixed:
    """A parser that returns the given namespace (to inject a failing command)."""

    def __init__(self, args):
        self.args = args

    def parse_args(self, argv):
        return self.args


def test_debug_shows_the_traceback_of_a_user_error(d):
    with pytest.raises(ValueError, match="no usable job records"):
        main(["--debug", "run", "--trace", str(d / "skipped.swf")])


@pytest.mark.parametrize(
    "exc,user",
    [
        (InputError("x"), True),
        (UnknownNameError("x"), True),
        (WorkloadError("x"), True),
        (InvalidActionError("x"), True),
        (argparse.ArgumentTypeError("x"), True),
        (FileNotFoundError("x"), True),
        (PermissionError("x"), True),
        (IsADirectoryError("x"), True),
        (NotADirectoryError("x"), True),
        (gym.error.NameNotFound("x"), True),
        (gym.error.UnregisteredEnv("x"), True),
        (ValueError("x"), False),
        (KeyError("x"), False),
        (OSError("x"), False),
        (EOFError("x"), False),
        (__import__("zlib").error("x"), False),
        (gzip.BadGzipFile("x"), False),
        (RuntimeError("x"), False),
        (TypeError("x"), False),
        (AttributeError("x"), False),
    ],
)
def test_user_errors_are_told_from_bugs(exc, user):
    assert is_user_error(exc) is user


# --- the env constructors and the baselines ---------------------------------------------------


@pytest.mark.parametrize(
    "env_id,kwargs,name",
    [
        ("hpcgym/Dispatch-v0", {"jobs": 48, "objective": {"bsld": math.nan}}, "bsld"),
        ("hpcgym/Dispatch-v0", {"jobs": 48, "max_steps": 0}, "max_steps"),
        ("hpcgym/Dispatch-v0", {"jobs": 0}, "jobs"),
        ("hpcgym/Dispatch-Edison-v0", {"hours": math.inf}, "hours"),
        ("hpcgym/WorkflowSubmit-v0", {"hours": math.inf}, "hours"),
        ("hpcgym/TaskDispatch-v0", {"workflows": 8, "utilization": 1.5}, "utilization"),
        ("hpcgym/Reservation-v0", {"hours": math.nan}, "hours"),
    ],
)
def test_env_refuses_a_bad_kwarg_by_name(env_id, kwargs, name):
    with pytest.raises(ValueError, match=name):
        gym.make(env_id, **kwargs)


def test_unknown_kwarg_is_named_with_the_known_ones():
    with pytest.raises(ValueError, match=r"takes no keyword 'bogus'; known: .*workflows"):
        check_kwargs("hpcgym/TaskDispatch-v0", {"workflows": 8, "bogus": 1})
    with pytest.raises(
        EnvArgumentError,
        match=r"max_episode_steps.*reports neither.*use "
        "max_steps instead",
    ):
        check_kwargs("hpcgym/TaskDispatch-v0", {"workflows": 8, "max_episode_steps": 9})
    check_kwargs("hpcgym/TaskDispatch-v0", {"workflows": 8, "max_steps": 9})


def test_baseline_of_another_family_is_refused_at_construction():
    from hpcgym.baselines import make_baseline
    from hpcgym.baselines.dispatch import make_baseline as dispatch_baseline
    from hpcgym.baselines.task_dispatch import make_baseline as task_baseline

    env = gym.make("hpcgym/TaskDispatch-v0", workflows=8)
    for make in (make_baseline, dispatch_baseline):
        with pytest.raises(
            ValueError,
            match=r"'sjf' is for hpcgym/Dispatch-v0.*not "
            r"hpcgym/TaskDispatch-v0.*sr, slop0.2, fes1, bf",
        ):
            make("sjf", env)
    with pytest.raises(ValueError, match="'sr' is for hpcgym/TaskDispatch-v0"):
        task_baseline("sr", gym.make("hpcgym/Dispatch-v0", jobs=48))
    assert make_baseline("sr", env).name == "sr"


def test_non_integer_action_is_refused_by_value():
    env = gym.make("hpcgym/Dispatch-v0", jobs=48)
    env.reset(seed=0)
    valid = int(np.flatnonzero(env.unwrapped.action_masks())[0])
    with pytest.raises(InvalidActionError, match=r"action 1\.7 is not an integer"):
        env.step(1.7)
    env.step(float(valid))
    valid = int(np.flatnonzero(env.unwrapped.action_masks())[0])
    env.step(np.int64(valid))


# --- Ctrl-C -------------------------------------------------------------------------------------


def test_ctrl_c_in_run_keeps_the_finished_policies(tmp_path):
    """SIGINT once the first policy's jobs CSV is written: exit 130, one line, and
    ``r.partial.json`` holds that policy's run with ``"interrupted": true``; the complete
    ``r.json`` of an earlier run is left as it was."""
    out_json, csv = tmp_path / "r.json", tmp_path / "jobs.csv"
    complete = '{"workload": "earlier", "runs": ["a", "b", "c"]}'
    out_json.write_text(complete)
    cmd = [
        sys.executable,
        "-c",
        "import sys; from hpcgym.cli import main; sys.exit(main())",
        "run",
        "--workload",
        "edison",
        "--days",
        "1",
        "--policy",
        "fcfs-easy,slurm,fcfs-conservative",
        "--no-progress",
        "--jobs-csv",
        str(csv),
        "--json",
        str(out_json),
    ]
    proc = subprocess.Popen(
        cmd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "HPCGYM_DEBUG": "0"},
        preexec_fn=default_sigint,
    )
    first = tmp_path / "jobs.fcfs-easy.csv"
    deadline = time.monotonic() + 120
    while not first.exists() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert err.strip().splitlines() == [err.strip()]
    assert err.startswith("hpcgym: interrupted: 1 of 3 runs finished, kept in ")
    assert err.strip().endswith("r.partial.json")
    assert out_json.read_text() == complete
    doc = json.loads((tmp_path / "r.partial.json").read_text())
    assert doc["interrupted"] is True
    assert [r["policy"] for r in doc["runs"]] == ["fcfs-easy"]
    assert doc["runs"][0]["metrics"]["jobs"] > 0
    assert "finished before the interrupt" in out
