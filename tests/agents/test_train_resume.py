"""``hpcgym train`` keeps the user's work: checkpoints, Ctrl-C, ``--resume``, ``--overwrite``;
a model is judged only on the env it was trained on; the progress line never says nan."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("sb3_contrib")

from conftest import default_sigint

from hpcgym.agents.models import CHECKPOINT, load, trained_steps
from hpcgym.agents.train import progress_line
from hpcgym.cli import main

KW = '{"jobs": 32, "window": 8}'
TINY = {"n_steps": 64, "batch_size": 64, "n_epochs": 1, "net_arch": [16]}


def train_args(
    out: Path, steps: int, n_envs: int = 1, algo: str = "maskable-ppo", **hyper
) -> list[str]:
    return [
        "train",
        "--env-kwargs",
        KW,
        "--algo",
        algo,
        "--steps",
        str(steps),
        "--n-envs",
        str(n_envs),
        "--hyper",
        json.dumps({**TINY, **hyper}),
        "--out",
        str(out),
    ]


@pytest.fixture(scope="module")
def run(tmp_path_factory) -> Path:
    """One tiny trained run (two rollouts of 64 steps)."""
    out = tmp_path_factory.mktemp("train") / "run"
    assert main(train_args(out, 128)) == 0
    return out


def test_a_finished_run_is_kept_unless_overwritten(run, tmp_path, capsys):
    capsys.readouterr()
    assert (run / "model.zip").exists() and (run / CHECKPOINT).exists()
    doc = json.loads((run / "config.json").read_text())
    assert doc["status"] == "done" and doc["steps"] == 128
    assert doc["env"]["id"] == "hpcgym/Dispatch-v0" and doc["env"]["action_space"] == "Discrete(9)"

    assert main(train_args(run, 128)) == 2
    assert (
        f"{run} already holds a trained model; pass --overwrite to replace it or --resume "
        "to continue"
    ) in capsys.readouterr().err

    out = tmp_path / "again"
    assert main(train_args(out, 64)) == 0
    before = (out / "model.zip").stat().st_mtime_ns
    capsys.readouterr()
    assert main(train_args(out, 100) + ["--overwrite"]) == 0
    captured = capsys.readouterr()
    # fewer steps than a rollout: said, and the whole rollout is trained
    assert "training 128 steps, not 100: PPO learns from whole rollouts" in captured.err
    assert "nan" not in captured.out
    model, _ = load(out / "model.zip")
    assert model.num_timesteps == 128 and (out / "model.zip").stat().st_mtime_ns != before
    assert len(list((out / "runs").glob("*.json"))) == 1  # the replaced run's result is gone


def test_resume_refuses_a_changed_setting_by_name(run, tmp_path, capsys):
    capsys.readouterr()
    assert main(train_args(run, 256, gamma=0.9) + ["--resume"]) == 2
    err = capsys.readouterr().err
    assert "--hyper gamma was 0.99, this command gives 0.9" in err
    assert main(train_args(run, 256, n_envs=2) + ["--resume"]) == 2
    assert "--n-envs was 1, this command gives 2" in capsys.readouterr().err
    assert main(train_args(tmp_path / "empty", 128) + ["--resume"]) == 2
    assert "nothing to resume" in capsys.readouterr().err
    assert main(["train", "--seed", "0,1", "--out", str(tmp_path / "s"), "--resume"]) == 2
    assert "one training run" in capsys.readouterr().err


def test_ctrl_c_keeps_a_checkpoint_and_resume_reaches_the_target(tmp_path, capsys):
    out = tmp_path / "run"
    # SubprocVecEnv workers get the terminal's SIGINT too: they must stay silent
    args = train_args(out, 1_000_000, n_envs=2, subproc=True) + ["--checkpoint-every", "128"]
    proc = subprocess.Popen(
        [sys.executable, "-c", "import sys; from hpcgym.cli import main; sys.exit(main())", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=default_sigint,
    )
    try:
        deadline = time.monotonic() + 60
        while not (out / CHECKPOINT).exists():
            assert proc.poll() is None, proc.communicate()
            assert time.monotonic() < deadline, "no checkpoint within 60 s"
            time.sleep(0.1)
        os.killpg(proc.pid, signal.SIGINT)  # what Ctrl-C in a terminal does
        stdout, stderr = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130
    assert "Traceback" not in stderr and "nan" not in stdout
    last = stderr.strip().splitlines()[-1]
    assert len(stderr.strip().splitlines()) == 3  # the plan, the rollout note, the one line
    done = trained_steps(out / CHECKPOINT)
    assert done >= 128 and done % 128 == 0  # whole rollouts, all learned from
    assert last == (
        f"hpcgym: interrupted at {done:,} / 1,000,064 steps; checkpoint "
        f"{out / CHECKPOINT}; continue with: hpcgym train --env hpcgym/Dispatch-v0 "
        f"--env-kwargs '{KW}' --algo maskable-ppo --steps 1000000 --seed 0 "
        f"--n-envs 2 --hyper '{json.dumps({**TINY, 'subproc': True})}' "
        f"--checkpoint-every 128 --out {out} --resume"
    )
    assert not (out / "model.zip").exists()
    episodes = len((out / "monitor_0.monitor.csv").read_text().splitlines())

    capsys.readouterr()
    target = done + 256  # subproc may change on resume: how the work is spread
    assert main(train_args(out, target, n_envs=2) + ["--resume"]) == 0
    assert f"resuming {out / CHECKPOINT} at {done:,} steps" in capsys.readouterr().out
    model, config = load(out / "model.zip")
    assert model.num_timesteps == target and config.steps == target and not config.subproc
    assert len((out / "monitor_0.monitor.csv").read_text().splitlines()) >= episodes  # appended
    assert [p.name for p in (out / "tb").iterdir()] == ["maskable-ppo_1"]  # one curve


def test_a_native_run_resumes_to_the_target_and_appends_its_monitors(tmp_path, capsys):
    out = tmp_path / "native"
    hyper = {"n_steps": 32, "batch_size": 64, "net_arch": [16]}
    assert main(train_args(out, 128, n_envs=2, algo="hpcgym-ppo", **hyper)) == 0
    model, config = load(out / "model.zip")
    assert config.algo == "hpcgym-ppo" and model.num_timesteps == 128
    assert config.hidden == 32 and config.learning_rate == 1e-3  # native defaults under --hyper
    split = json.loads((out / "config.json").read_text())["train_split"]
    assert split["steps"] == 128 and split["update_cpu_s"] > 0
    assert main(train_args(out, 256, n_envs=2, algo="hpcgym-ppo", **hyper) + ["--resume"]) == 0
    assert load(out / "model.zip")[0].num_timesteps == 256
    capsys.readouterr()
    other = tmp_path / "other"
    assert main(train_args(other, 128, n_envs=2, algo="hpcgym-ppo", subproc=True, **hyper)) != 0
    assert "subproc: hpcgym-ppo steps its envs in this process" in capsys.readouterr().err


def test_evaluate_refuses_a_model_of_another_env_by_name(run, capsys):
    capsys.readouterr()
    model = run / "model.zip"
    for other in ("hpcgym/Dispatch-Edison-v0", "hpcgym/TaskDispatch-v0"):
        assert main(["evaluate", "--env", other, "--agents", f"fcfs,{model}", "--seeds", "1"]) == 2
        err = capsys.readouterr().err
        assert (
            f"model {model} was trained on hpcgym/Dispatch-v0 (observation Dict(" in err
            and f"), not {other}: evaluate it with --env hpcgym/Dispatch-v0" in err
        )
    assert (
        main(
            [
                "evaluate",
                "--env",
                "hpcgym/Dispatch-v0",
                "--env-kwargs",
                '{"jobs": 32, "window": 16}',
                "--agents",
                str(model),
                "--seeds",
                "1",
            ]
        )
        == 2
    )
    assert (
        "does not fit it: its observation.action_mask has shape (17,), not (9,)"
        in capsys.readouterr().err
    )


def test_the_progress_line_never_says_nan():
    line = progress_line(4096, 100_000, 0, 2.0, [], 4096)
    assert "no episode finished yet (4,096 steps into the longest)" in line
    line = progress_line(8192, 100_000, 4096, 2.0, [1.0, 2.0, 4.0, 5.0], 10, last=2)
    assert "episodes     4  objective (last 2) 4.500" in line and "2048 steps/s" in line
    assert "nan" not in line
