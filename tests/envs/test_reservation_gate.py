"""``hpcgym/Reservation-v0`` with ``gate=True``: the gate's two actions make exactly the WMS's and
earliest fit's runs (on a case worked by hand and on random episodes), any assignment of
workflows makes exactly ``benchmarks/room.py``'s run of it, bad gate actions and arguments
are refused by name, and the hindsight labels of :mod:`hpcgym.agents.gate` on small cases."""

from __future__ import annotations

import math

import gymnasium as gym
import numpy as np
import pytest
from conftest import check_reserved

import hpcgym  # noqa: F401
from hpcgym.agents import gate as learn
from hpcgym.baselines.reservation import make_baseline
from hpcgym.envs import InvalidActionError
from hpcgym.envs.reservation import ReservationEnv
from hpcgym.envs.reservation.gate import PROPOSAL, TAKE, TO_WMS

SMALL = {"hours": 3.0, "count": 3, "scale": 1.5, "workflows": ("turbine", "A2")}


def same_schedule(a, b) -> bool:
    return (
        [(j.id, j.submit) for j in a.workload.jobs] == [(j.id, j.submit) for j in b.workload.jobs]
        and list(a.start) == list(b.start)
        and list(a.end) == list(b.end)
        and [(r.start, r.end, r.units, r.job_start) for r in a.reservations]
        == [(r.start, r.end, r.units, r.job_start) for r in b.reservations]
    )


def play(env, choose, seed):
    obs, _ = env.reset(seed=seed)
    total = 0.0
    while True:
        obs, r, term, trunc, info = env.step(int(choose(obs)))
        total += r
        if term or trunc:
            return total, info


def test_the_gates_two_actions_on_a_turbine_worked_by_hand():
    """One turbine on an empty testbed (14 nodes), at the first tick after the warm-up
    (3,600 s): earliest fit reserves LES (2 nodes, 15 slots) from slot 0 and HPDA (5 nodes,
    30 slots) from slot 15, a 45-slot plan under the 0.5 load threshold. Taking it makes
    those two reservations and a 2,700 s makespan; handing it to the WMS makes none, and
    HPDA is submitted when LES ends, as the slot env's WMS answers make it."""
    env = ReservationEnv(hours=2.0, count=1, slots=120, scale=1e-6, gate=True)
    obs, _ = env.reset(seed=0)
    assert env.action_space.n == 2 and env.action_masks().tolist() == [True, True]
    assert env.decision.task == "LES" and env.decision.now == 3600
    p = obs["proposal"]
    assert p[PROPOSAL.reserves] == 1 and p[PROPOSAL.planned] == 1
    assert p[PROPOSAL.start] == 0 and p[PROPOSAL.end] == pytest.approx(45 / 120)
    assert p[PROPOSAL.critical] == pytest.approx(45 / 120)
    assert p[PROPOSAL.peak] == 0 and p[PROPOSAL.width] == pytest.approx(5 / 14)
    assert p[PROPOSAL.work] == pytest.approx((2 * 15 + 5 * 30) / (14 * 120))
    assert p[PROPOSAL.steps] == pytest.approx(math.log1p(2) / math.log1p(100))
    assert p[PROPOSAL.to_warp] == p[PROPOSAL.to_wms] == 0
    _, _, term, _, info = env.step(TAKE)
    assert term
    r = env.book.subs[0].reservations
    assert (r["LES"].start, r["LES"].end, r["HPDA"].start, r["HPDA"].end) == (
        3600,
        4500,
        4500,
        6300,
    )
    assert info["metrics"]["wf_makespan_s"] == 2700
    taken = env.sim.schedule("gate", 0.0)

    slots = ReservationEnv(hours=2.0, count=1, slots=120, scale=1e-6)
    slots.reset(seed=0)
    slots.step(0)
    slots.step(15)
    assert same_schedule(taken, slots.sim.schedule("slots", 0.0))

    env.reset(seed=0)
    _, _, term, _, info = env.step(TO_WMS)
    assert term and info["metrics"]["reservations"] == 0
    sub, s = env.book.subs[0], env.sim
    assert s.submit_t[sub.index["HPDA"]] == s.end_t[sub.index["LES"]]
    slots.reset(seed=0)
    slots.step(slots.WMS)
    slots.step(slots.WMS)
    assert same_schedule(env.sim.schedule("gate", 0.0), slots.sim.schedule("slots", 0.0))


@pytest.mark.parametrize("seed", range(3))
def test_always_take_is_earliest_fit_and_always_wms_is_the_wms(seed):
    gated = ReservationEnv(**SMALL, gate=True)
    plain = ReservationEnv(**SMALL)
    for name, action in (("earliest-fit", TAKE), ("wms", TO_WMS)):
        agent = make_baseline(name, plain)
        _, i1 = play(plain, lambda o, a=agent: a.predict(o)[0], seed)
        r2, i2 = play(gated, lambda o, a=action: a, seed)
        assert same_schedule(plain.sim.schedule("a", 0.0), gated.sim.schedule("b", 0.0))
        assert i1["objective"] == i2["objective"] and r2 == pytest.approx(-i2["objective"])
        # the gate env's own baselines are those constant answers
        assert make_baseline(name, gated).predict({"action_mask": np.ones(2)})[0] == action
        check_reserved(gated.sim.schedule("b", 0.0), gated.book.subs)


@pytest.mark.parametrize("assignment", [0b001, 0b110, 0b101])
def test_an_assignment_is_the_run_room_py_bounds_with(assignment):
    """Gate answers by a fixed assignment make the slot env's run of room.py's ``Assigned``
    agent (the workflows whose bit is clear to the WMS, the others planned by earliest fit)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from room import Assigned

    plain = ReservationEnv(**SMALL)
    wms = {k for k in range(3) if not assignment >> k & 1}
    agent = Assigned(plain, wms)
    play(plain, lambda o: agent.predict(o)[0], 4)
    gated = ReservationEnv(**SMALL, gate=True)
    run = learn.play(gated, assignment, 4)
    assert same_schedule(plain.sim.schedule("a", 0.0), gated.sim.schedule("b", 0.0))
    assert sorted(g.workflow for g in run.gates) == [0, 1, 2]  # one gate per workflow
    assert all(g.action == (TAKE if assignment >> g.workflow & 1 else TO_WMS) for g in run.gates)


def test_same_seed_same_episode_whatever_the_gate_answers():
    env = ReservationEnv(**SMALL, gate=True)
    runs, episodes = [], []
    for a in (0, 0b111, 0b010, 0b010):
        runs.append(learn.play(env, a, 7))
        ep = env.state.episode
        episodes.append(([(j.id, j.submit) for j in ep.workload.jobs], ep.workflows))
    assert all(e == episodes[0] for e in episodes)
    a, b = runs[2], runs[3]
    np.testing.assert_equal(a.metrics, b.metrics)
    for x, y in zip(a.gates, b.gates, strict=True):
        assert all(np.array_equal(x.obs[k], y.obs[k]) for k in x.obs)


def test_bad_gate_actions_and_arguments_are_refused_by_name():
    env = ReservationEnv(**SMALL, gate=True)
    env.reset(seed=0)
    with pytest.raises(
        InvalidActionError, match=r"action 2 out of range: Discrete\(2\) takes 0..1"
    ):
        env.step(2)
    with pytest.raises(InvalidActionError, match=r"action 0\.5 is not an integer"):
        env.step(0.5)
    with pytest.raises(TypeError, match="ReservationEnv: gate must be True or False"):
        ReservationEnv(gate="yes")
    with pytest.raises(ValueError, match=r"warp-ilp: the gate env .* proposes earliest fit"):
        make_baseline("warp-ilp", env)
    fallback = ReservationEnv(**SMALL, gate=True, invalid_action="fallback")
    _, info = play(fallback, lambda o: 7, 0)  # every answer invalid: the WMS's run
    _, wms = play(env, lambda o: TO_WMS, 0)
    assert info["objective"] == wms["objective"]


def test_the_default_spaces_are_unchanged_without_the_gate():
    env = gym.make("hpcgym/Reservation-v0")
    assert env.action_space.n == 242
    assert set(env.observation_space.spaces) == {"forecast", "step", "load", "action_mask"}


def _runs(costs: dict[int, float], wait: dict[int, float]) -> list[learn.Run]:
    return [
        learn.Run(a, {"objective": costs[a], "mean_wait_h": wait.get(a, 1.0)})
        for a in sorted(costs)
    ]


def test_labels_are_the_best_completion_inside_the_tolerance():
    """Two workflows, objectives of assignments 00, 01, 10, 11 (bit k: workflow k to WARP)
    4, 3, 3.5, 2; 11 lengthens the mean wait by 20% (beyond 10%). At workflow 0's gate with
    no past: WARP's best inside is 3 (01), the WMS's 3.5 (10): WARP, by 0.5. At workflow 1's
    gate after workflow 0 went to WARP (past bit 0 set): 11 is outside, so the WMS (01, 3)
    against WARP (11, 2 + 1000 + 10): the WMS."""
    runs = _runs({0: 4.0, 1: 3.0, 2: 3.5, 3: 2.0}, {3: 1.2})
    cost = learn.costs(runs, {"mean_wait_h": 10.0})
    assert cost[:3].tolist() == [4.0, 3.0, 3.5]
    assert cost[3] == pytest.approx(2.0 + learn.OUTSIDE + 10.0)
    first = learn.Gate({}, 0, 0, TAKE)
    assert learn.label(cost, first, 0b01) == (TAKE, pytest.approx(0.5))
    second = learn.Gate({}, 1, 0b01, TO_WMS)
    y, w = learn.label(cost, second, 0b01)
    assert y == TO_WMS and w == pytest.approx(learn.OUTSIDE + 9.0)
    # brute force: the label is the bit of the best consistent assignment
    rng = np.random.default_rng(0)
    for _ in range(50):
        c = rng.uniform(1, 5, 8)
        k, past = int(rng.integers(3)), int(rng.integers(8))
        past &= ~(1 << k)
        a = int(rng.integers(8))
        best = min((b for b in range(8) if b & past == a & past), key=lambda b: c[b])
        y, _ = learn.label(c, learn.Gate({}, k, past, TAKE), a)
        assert y == (TAKE if best >> k & 1 else TO_WMS)


def test_the_shipped_gate_is_deterministic_and_its_run_is_read_off_the_search():
    """pretrained:reservation-gate twice on one validation episode: the same run; and the
    run its answers make is the one :func:`replay` reads off that episode's 64-run search
    (what the cross-validation relies on)."""
    from hpcgym.agents.evaluate import load_agent, run_episode
    from hpcgym.bench.tasks import get

    task = get("reservation-gate")
    env = task.make_env("validation")
    agent = load_agent("pretrained:reservation-gate", env, task.env)
    first, second = run_episode(env, agent, 3), run_episode(env, agent, 3)
    np.testing.assert_equal(first, second)
    runs = learn.search(env.unwrapped, 3)
    got = learn.replay(runs, agent.model).metrics
    assert got["objective"] == first["objective"]
    assert got["mean_wait_h"] == first["mean_wait_h"]
