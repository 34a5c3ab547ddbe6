"""benchmarks/room.py: the room worked by hand, and the per-workflow hindsight bound on
Reservation never above the two policies it mixes."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

import gymnasium as gym
import pytest

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.agents.evaluate import load_agent, run_episode
from hpcgym.bench.tasks import Task

PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "room.py"


@pytest.fixture(scope="module")
def room():
    spec = importlib.util.spec_from_file_location("room", PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_room_worked_by_hand(room):
    r = room.room([2.0, 4.0, 6.0], [1.0, 3.0, 3.0])  # differences 1, 1, 3; best's mean 4
    assert r["room"] == pytest.approx(5 / 3 / 4)
    # t(0.975, 2) = 4.303, sd of (1, 1, 3) = 2 / sqrt(3)
    assert r["ci95"] == pytest.approx(4.303 * (2 / math.sqrt(3)) / math.sqrt(3) / 4, rel=1e-3)
    assert (r["min"], r["max"], r["episodes"]) == (0.25, 0.5, 3)
    assert room.room([2.0, 2.0], [2.0, 2.0])["room"] == 0.0


def test_per_workflow_bound_is_never_above_wms_or_earliest_fit(room):
    kwargs = {"hours": 2.0, "count": 2, "slots": 120, "objective": "turnaround"}
    task = Task("tiny-resv", "hpcgym/Reservation-v0", kwargs, test=2)
    bound = room.per_workflow(task, "test", 2)
    env = gym.make("hpcgym/Reservation-v0", **kwargs, split="test")
    for (seed, ep), b in zip(task.episodes("test", 2), bound, strict=True):
        for name in ("wms", "earliest-fit"):
            agent = load_agent(name, env, "hpcgym/Reservation-v0")
            assert b["objective"] <= run_episode(env, agent, seed, ep)["objective"] + 1e-12
