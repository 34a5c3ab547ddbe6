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
