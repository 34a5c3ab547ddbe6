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


def test_per_workflow_bound_within_tolerance_stays_inside_it_and_above_the_free_bound(room):
    kwargs = {"hours": 2.0, "count": 2, "slots": 120, "objective": "turnaround"}
    task = Task(
        "tiny-resv", "hpcgym/Reservation-v0", kwargs, test=2, tolerances={"mean_wait_h": 10.0}
    )
    env = gym.make("hpcgym/Reservation-v0", **kwargs, split="test")
    wms = load_agent("wms", env, "hpcgym/Reservation-v0")
    best = [run_episode(env, wms, seed, ep) for seed, ep in task.episodes("test", 2)]
    kept = room.per_workflow(task, "test", 2, best)
    free = room.per_workflow(task, "test", 2)
    for k, b in zip(kept, best, strict=True):
        assert k["mean_wait_h"] <= 1.10 * b["mean_wait_h"] + 1e-12
        assert k["objective"] <= b["objective"] + 1e-12  # the all-WMS assignment is inside
    assert all(f["objective"] <= k["objective"] + 1e-12 for f, k in zip(free, kept, strict=True))


def test_inside_judges_each_direction_by_the_tolerance(room):
    best = {"mean_wait_h": 2.0, "utilization": 0.5}
    tol = {"mean_wait_h": 10.0, "utilization": 2.0}
    assert room.inside({"mean_wait_h": 2.2, "utilization": 0.49}, best, tol)  # +10%, -2%
    assert not room.inside({"mean_wait_h": 2.21, "utilization": 0.5}, best, tol)
    assert not room.inside({"mean_wait_h": 1.0, "utilization": 0.489}, best, tol)
    assert room.inside({"mean_wait_h": 1.0, "utilization": 0.9}, best, tol)  # better is fine


def test_clairvoyant_walltime_requests_are_never_killed_and_never_above_classical_hpc(room):
    task = Task(
        "tiny-walltime", "hpcgym/Walltime-v0", {"jobs": 4, "levels": 20, "rate": 0.1}, test=3
    )
    bound = room.clairvoyant(task, "test", 3)
    env = gym.make("hpcgym/Walltime-v0", jobs=4, levels=20, rate=0.1, split="test")
    hpc = load_agent("hpc", env, "hpcgym/Walltime-v0")
    for (seed, ep), b in zip(task.episodes("test", 3), bound, strict=True):
        assert b["failed_attempts"] == 0  # each job's one request covers its execution time
        assert b["waste_core_h"] <= run_episode(env, hpc, seed, ep)["waste_core_h"] + 1e-9
