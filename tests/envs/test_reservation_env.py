"""``hpcgym/Reservation-v0`` (lubrano2024): the baselines make exactly the native WARP and WMS
runs (on the §5.1 load, an Edison-like workload and an SWF trace window), the masks on a
hand-worked forecast, holds and the end-of-load fallback, and the reservation invariants
under a random agent."""

from __future__ import annotations

import gymnasium as gym
import numpy as np
import pytest
from conftest import check_reserved

import hpcgym  # noqa: F401
from hpcgym.baselines.reservation import make_baseline
from hpcgym.envs import InvalidActionError
from hpcgym.envs.reservation import ReservationEnv
from hpcgym.workflow import Task, Workflow

NATIVE = {"wms": "wms", "earliest-fit": "heuristic", "warp-ilp": "ilp"}


def play(env, agent, seed: int):
    obs, _ = env.reset(seed=seed)
    rewards = []
    while True:
        obs, r, term, trunc, info = env.step(int(agent(obs)))
        rewards.append(r)
        if term or trunc:
            return rewards, info


def same_schedule(a, b) -> bool:
    return (
        [j.id for j in a.workload.jobs] == [j.id for j in b.workload.jobs]
        and list(a.start) == list(b.start)
        and list(a.end) == list(b.end)
        and [(r.start, r.end, r.units, r.job_start) for r in a.reservations]
        == [(r.start, r.end, r.units, r.job_start) for r in b.reservations]
    )


def reproduces(env: ReservationEnv, name: str, seed: int):
    agent = make_baseline(name, env)
    rewards, info = play(env, lambda o: agent.predict(o)[0], seed)
    native, _ = env.reference(NATIVE[name])
    mine = env.sim.schedule("env", 0.0)
    assert same_schedule(mine, native), (name, seed)
    assert sum(rewards) == pytest.approx(-info["objective"], abs=1e-9)
    check_reserved(mine, env.book.subs)
    return info["metrics"]


@pytest.mark.parametrize("seed", range(4))
def test_baselines_make_the_native_runs_on_the_warp_load(seed):
    env = ReservationEnv(hours=3.0, count=2, scale=1.5)
    got = {name: reproduces(env, name, seed) for name in NATIVE}
    assert got["wms"]["reservations"] == 0
    for name in ("earliest-fit", "warp-ilp"):
        m = got[name]
        assert m["honoured"] == 1.0 and m["fallback_steps"] == 0
        # a plan of a turbine (2 steps) that is honoured runs back to back: 45 minutes
        assert m["wf_makespan_s"] == pytest.approx(2700) or m["replans"] > 0
        assert m["wf_intermediate_wait_s"] == 0


def test_baselines_make_the_native_runs_on_edison_and_an_swf_window():
    small = Workflow.from_tasks(
        "fork",
        [Task("a", 48, 1200, 900), Task("b", 24, 1800, 1500), Task("c", 72, 600, 600)],
        [("a", "b"), ("a", "c")],
    )
    edison = ReservationEnv(
        "edison", workflows=[small, "A2"], count=2, hours=3.0, warmup=1800, threshold=1.0
    )
    trace = ReservationEnv(
        "lublin_256", workflows=small, count=2, jobs=120, warmup=0, threshold=1.0
    )
    for env in (edison, trace):
        for name in NATIVE:
            reproduces(env, name, 1)


def test_masks_follow_the_forecast_and_the_parents_reserved_end():
    """On an empty testbed at the first tick after the warm-up, LES (2 of 14 nodes, 15 slots)
    may start at any slot up to 120 - 15; once it is reserved at slot 3, HPDA (5 nodes,
    30 slots) may start from slot 18 only, and an earlier start is refused with the reason."""
    env = ReservationEnv(hours=2.0, count=1, slots=120, scale=1e-6)
    obs, _ = env.reset(seed=0)
    d = env.decision
    assert d.task == "LES" and d.first and d.instance is not None
    mask = env.action_masks()
    assert mask[:106].all() and not mask[106:120].any() and mask[120] and mask[121]
    assert obs["step"][0] == pytest.approx(2 / 14) and obs["step"][2] == pytest.approx(45 / 120)
    env.step(3)
    assert env.decision.task == "HPDA" and not env.decision.first
    mask = env.action_masks()
    assert not mask[:18].any() and mask[18:91].all() and not mask[91:120].any()
    with pytest.raises(InvalidActionError, match="its parents end at slot 18"):
        env.step(17)
    _, _, term, _, info = env.step(18)
    assert term
    r = {t: env.book.subs[0].reservations[t] for t in ("LES", "HPDA")}
    assert r["HPDA"].start == r["LES"].end == r["LES"].start + 900
    assert info["metrics"]["wf_makespan_s"] == 2700


def test_hold_waits_a_tick_and_holds_the_children():
    """Holding LES skips HPDA this tick: the next decision is LES again, one tick later. On
    an empty machine the drained tick comes once; what is held there goes to the WMS."""
    env = ReservationEnv(hours=2.0, count=1, slots=120)
    env.reset(seed=0)
    t0 = env.decision.now
    env.step(env.HOLD)
    assert env.decision.task == "LES" and env.decision.now == t0 + env.scales.tick
    empty = ReservationEnv(hours=2.0, count=1, slots=120, scale=1e-6)
    empty.reset(seed=0)
    _, _, term, _, info = empty.step(empty.HOLD)
    assert term and info["metrics"]["fallback_steps"] == 2


def test_holding_forever_hands_the_steps_to_the_wms_when_the_load_drains():
    env = ReservationEnv(hours=2.0, count=2, slots=120)
    rewards, info = play(env, lambda o: env.HOLD, 5)
    m = info["metrics"]
    assert m["fallback_steps"] == 4 and m["workflows_run"] == 2 and m["reservations"] == 0
    assert m["workflows_failed"] == 0
    assert sum(rewards) == pytest.approx(-info["objective"], abs=1e-9)


def test_wms_handoff_is_an_ordinary_job_once_the_parents_end():
    """LES reserved, HPDA handed to the WMS: HPDA is submitted when LES ends."""
    env = ReservationEnv(hours=2.0, count=1, slots=120, scale=1e-6)
    env.reset(seed=0)
    env.step(0)
    _, _, term, _, _ = env.step(env.WMS)
    assert term
    sub = env.book.subs[0]
    s = env.sim
    les, hpda = sub.index["LES"], sub.index["HPDA"]
    assert "HPDA" not in sub.reservations and s.submit_t[hpda] == s.end_t[les]


@pytest.mark.parametrize("seed", range(6))
def test_random_agents_never_break_a_reservation(seed):
    env = gym.make(
        "hpcgym/Reservation-v0",
        hours=3.0,
        count=3,
        scale=1.5,
        slots=120,
        workflows=("turbine", "A2"),
        threshold=1.0,
    ).unwrapped
    rng = np.random.default_rng(seed)
    _, info = play(env, lambda o: rng.choice(np.flatnonzero(env.action_masks())), seed)
    check_reserved(env.sim.schedule("env", 0.0), env.book.subs)
    assert info["metrics"]["workflows_run"] == 3


def test_bad_arguments_name_the_parameter():
    with pytest.raises(ValueError, match="slots must be an integer >= 1"):
        ReservationEnv(slots=0)
    with pytest.raises(ValueError, match="threshold must be in"):
        ReservationEnv(threshold=1.5)
    with pytest.raises(ValueError, match="scale applies to workload='warp' only"):
        ReservationEnv("lublin_256", scale=2.0)
    with pytest.raises(ValueError, match="wide"):
        ReservationEnv(workflows=Workflow.from_tasks("wide", [Task("x", 36 * 15, 60, 60)], []))
    with pytest.raises(KeyError, match="unknown reservation baseline"):
        make_baseline("nosuch", ReservationEnv())


def test_maskable_ppo_trains_and_is_judged_beside_the_baselines(tmp_path):
    pytest.importorskip("sb3_contrib")
    from hpcgym.agents.evaluate import evaluate
    from hpcgym.agents.models import TrainConfig
    from hpcgym.agents.train import train
    from hpcgym.envs.registration import spec

    kwargs = dict(spec("hpcgym/Reservation-v0").test_kwargs)
    config = TrainConfig(
        env_id="hpcgym/Reservation-v0",
        env_kwargs=kwargs,
        steps=128,
        seed=1,
        n_steps=64,
        batch_size=64,
        n_epochs=1,
        net_arch=[16],
        n_envs=2,
    )
    path = train(config, tmp_path / "run")
    results = evaluate("hpcgym/Reservation-v0", ["wms", str(path)], seeds=2)
    for r in results["agents"].values():
        assert [run["return"] for run in r["per_seed"]] == pytest.approx(
            [-run["objective"] for run in r["per_seed"]]
        )
        assert all(run["workflows_run"] == kwargs["count"] for run in r["per_seed"])


@pytest.mark.parametrize(
    "kwargs,generated",
    [
        ({"hours": 2.0, "count": 2, "split": "test"}, True),
        ({"workload": "lublin_256", "jobs": 120, "warmup": 0, "count": 2, "split": "test"}, False),
    ],
)
def test_episode_option_picks_the_splits_episode_whatever_the_seed(kwargs, generated):
    """``reset(options={"episode": i})``: the split's i-th background (generator seed or trace
    window) and the same workflows at the same ticks under every reset seed."""
    env = ReservationEnv(**kwargs)
    seen = []
    for seed in (0, 1, 2):
        obs, info = env.reset(seed=seed, options={"episode": 3})
        assert info["episode"] == 3
        assert info["episode_seed"] == (2**31 + 3 if generated else None)
        assert info["workload"] == env.sim.workload.name
        seen.append((info, [(j.submit, j.runtime) for j in env.sim.workload.jobs], obs))
    for info, jobs, obs in seen[1:]:
        assert info == seen[0][0] and jobs == seen[0][1]
        assert all(np.array_equal(obs[k], seen[0][2][k]) for k in obs)
    other = env.reset(options={"episode": 4})[1]
    assert other["workload"] != seen[0][0]["workload"]
