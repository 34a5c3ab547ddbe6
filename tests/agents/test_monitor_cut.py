"""After ``kill -9`` of a training run, ``resume`` cuts the monitor files back to the last
checkpoint: the episodes played after it are not kept twice (once from the killed run, once
again after the resume)."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("sb3_contrib")

from hpcgym.agents.checkpoint import MONITORS, cut_monitors
from hpcgym.agents.models import CHECKPOINT, TrainConfig
from hpcgym.agents.train import train

TINY = dict(n_steps=64, batch_size=64, n_epochs=1, net_arch=[16], n_envs=1)


def config(steps: int) -> TrainConfig:
    return TrainConfig(
        env_id="hpcgym/Dispatch-v0", env_kwargs={"jobs": 32, "window": 8}, steps=steps, **TINY
    )


def test_resume_after_kill_drops_the_episodes_played_after_the_checkpoint(tmp_path):
    out = tmp_path / "run"
    train(config(128), out)
    monitor = out / "monitor_0.monitor.csv"
    at_checkpoint = monitor.read_bytes()
    record = json.loads((out / MONITORS).read_text())
    assert record == {"steps": 128, "bytes": {monitor.name: len(at_checkpoint)}}
    header, first = at_checkpoint.splitlines()[1], at_checkpoint.splitlines()[2]
    assert header.startswith(b"r,l,t") and first.count(b",") == header.count(b",")
    # what a run killed after its checkpoint leaves: two more episodes, the last one cut short
    monitor.write_bytes(at_checkpoint + first + b"\n" + first[:5])
    assert cut_monitors(out, out / CHECKPOINT) == {monitor.name: 1}
    assert monitor.read_bytes() == at_checkpoint
    monitor.write_bytes(at_checkpoint + first + b"\n")
    train(config(256), out, resume=True)
    after = monitor.read_bytes()
    assert after.startswith(at_checkpoint) and len(after) > len(at_checkpoint)
    assert not after[len(at_checkpoint) :].startswith(first)  # the row after it was dropped


def test_no_record_of_the_checkpoint_cuts_nothing(tmp_path):
    out = tmp_path / "run"
    train(config(64), out)
    monitor = out / "monitor_0.monitor.csv"
    grown = monitor.read_bytes() + b"1.0,64,0.5,2.0\n"
    monitor.write_bytes(grown)
    (out / MONITORS).write_text(json.dumps({"steps": 999, "bytes": {monitor.name: 10}}))
    assert cut_monitors(out, out / CHECKPOINT) == {}  # another checkpoint's record
    (out / MONITORS).unlink()
    assert cut_monitors(out, out / CHECKPOINT) == {} and monitor.read_bytes() == grown
