"""Learned agents: a short MaskablePPO run trains, saves, reloads and is judged with baselines."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("sb3_contrib")

from hpcgym.agents.evaluate import ci95, evaluate
from hpcgym.agents.models import TrainConfig, load
from hpcgym.agents.train import train
from hpcgym.cli import main

TINY = {"n_steps": 64, "batch_size": 64, "n_epochs": 2, "net_arch": [32], "n_envs": 2}


def test_maskable_ppo_trains_saves_reloads_and_evaluates(tmp_path):
    config = TrainConfig(env_kwargs={"jobs": 32, "window": 8}, steps=256, seed=3, **TINY)
    path = train(config, tmp_path / "run")
    assert path.exists() and (tmp_path / "run" / "tb").is_dir()
    _model, saved = load(path)
    assert saved == config
    results = evaluate("hpcgym/Dispatch-v0", ["fcfs", str(path)], seeds=2)
    names = list(results["agents"])
    assert names[0] == "fcfs" and names[1].startswith("maskable-ppo")
    for r in results["agents"].values():
        assert len(r["per_seed"]) == 2
        for run in r["per_seed"]:
            assert run["return"] == pytest.approx(-run["objective"])
    # the same held-out windows for every agent
    jobs = [[run["jobs"] for run in r["per_seed"]] for r in results["agents"].values()]
    assert jobs[0] == jobs[1]


def test_cli_train_and_evaluate_with_plain_ppo(tmp_path, capsys):
    out = tmp_path / "ppo"
    assert (
        main(
            [
                "train",
                "--env",
                "hpcgym/Dispatch-v0",
                "--env-kwargs",
                '{"jobs": 32, "window": 8}',
                "--algo",
                "ppo",
                "--steps",
                "128",
                "--seed",
                "1",
                "--hyper",
                json.dumps(TINY),
                "--out",
                str(out),
            ]
        )
        == 0
    )
    assert (
        main(
            [
                "evaluate",
                "--env",
                "hpcgym/Dispatch-v0",
                "--agents",
                f"sjf,{out / 'model.zip'}",
                "--seeds",
                "2",
                "--json",
                str(tmp_path / "e.json"),
            ]
        )
        == 0
    )
    doc = json.loads((tmp_path / "e.json").read_text())
    assert set(doc["agents"]) == {"sjf", "ppo:ppo"}
    assert doc["env_kwargs"] == {"jobs": 32, "window": 8}
    assert "mean_bsld" in capsys.readouterr().out


def test_unknown_agent_is_a_clear_error(capsys):
    assert main(["evaluate", "--agents", "nope", "--seeds", "1"]) == 2
    assert "unknown agent 'nope'" in capsys.readouterr().err


def test_ci95():
    m, h = ci95([1.0, 2.0, 3.0])
    assert m == 2.0 and h == pytest.approx(2.4841, rel=1e-3)


def test_one_training_run_says_its_steps_and_cpu_estimate(tmp_path, capsys, monkeypatch):
    """``hpcgym train`` (one run) says its run count and steps before it starts, its CPU-time
    estimate after the first rollout and update, and on a rerun into the same folder the
    estimate before it starts, from the finished run's CPU-seconds per step."""
    from hpcgym.sweeps import runner

    monkeypatch.setattr(runner, "QUIET", 0.0)  # tiny runs: every estimate said
    out = tmp_path / "one"
    argv = [
        "train",
        "--env-kwargs",
        '{"jobs": 32, "window": 8}',
        "--algo",
        "maskable-ppo",
        "--steps",
        "256",
        "--hyper",
        json.dumps(TINY),
        "--out",
        str(out),
    ]
    assert main(argv) == 0
    said = capsys.readouterr()
    assert said.err.splitlines()[0] == (
        "train: 1 run of 256 steps on 1 worker; its CPU time is estimated after the first "
        "rollout and update"
    )
    # two rollouts of 64 steps x 2 envs: the estimate after the first rollout and update
    line = next(ln for ln in said.out.splitlines() if ln.startswith("train: the first"))
    assert line.startswith("train: the first 128 of 256 steps took ")
    assert line.split("; ")[1].startswith("the 128 left: about ")
    (doc,) = (json.loads(p.read_text()) for p in (out / "runs").glob("*.json"))
    assert main([*argv, "--overwrite"]) == 0
    first = capsys.readouterr().err.splitlines()[0]
    cpu = 256 * doc["cpu_s"] / 256
    assert first == (
        f"train: 1 run of 256 steps on 1 worker; about {runner.cpu_text(cpu)} (as the 1 "
        f"finished run of maskable-ppo on hpcgym/Dispatch-v0 in {out} took)"
    )


def test_a_runs_rest_is_its_first_parts_cpu_time_scaled_to_what_is_left():
    from hpcgym.sweeps.runner import Plan

    plan = Plan("train", 1, 1, "local")
    assert plan.after_part(10.0, 2048, 8192, "steps") == (
        "train: the first 2,048 of 8,192 steps took 10 CPU-s; the 6,144 left: about 30 CPU-s"
    )
    assert plan.after_part(1.0, 2048, 8192, "steps") is None  # 3 CPU-s: not worth a line
    assert plan.after_part(50.0, 8192, 8192, "steps") is None  # nothing left
