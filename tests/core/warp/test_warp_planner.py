"""WARP as a planner of the batch simulator (lubrano2024 §4, §6): the occupancy forecast on a
hand-worked state, and the turbine workflow of Table 1 on the WARP cluster against the WMS
baseline, with the load threshold and reservation invariants."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import by_id, check_reserved, make_workload

from hpcgym.batch.cluster import WARP
from hpcgym.batch.job import Job
from hpcgym.batch.policies import POLICIES, get_policy, make_queue, make_scheduler
from hpcgym.batch.reservations import ACTIVE, DONE
from hpcgym.batch.simulator import Schedule, Simulator
from hpcgym.batch.workload import Workload
from hpcgym.engine import SCHEDULING_PASS
from hpcgym.warp import WarpPlanner, occupancy, run_warp, run_wms
from hpcgym.workflow import Task, Workflow

NODE = WARP.cores_per_node
LES, HPDA = 1_000_000, 1_000_001


def turbine() -> Workflow:
    """Table 1: LES 2 nodes 15 min -> HPDA 5 nodes 30 min (runtimes equal to the requests)."""
    return Workflow.from_tasks(
        "turbine",
        [Task("LES", 2 * NODE, 900, 900), Task("HPDA", 5 * NODE, 1800, 1800)],
        [("LES", "HPDA")],
    )


def background(rows) -> Workload:
    """Whole-node batch jobs ``(id, submit, nodes, walltime, runtime)`` on WARP."""
    return Workload([Job(i, s, n * NODE, w, r) for i, s, n, w, r in rows], WARP)


# Like Tables 2/3: 6 of 14 nodes busy at T0 (below the 50% threshold), then a wide job
# queued behind them that the WMS's HPDA, submitted only when LES ends, must wait for.
LOADED = [(1, 0, 5, 3600, 3600), (2, 0, 1, 1200, 1200), (3, 60, 8, 3000, 3000)]


def check_invariants(s: Schedule, warp: WarpPlanner | None = None) -> None:
    """:func:`conftest.check_reserved` with the steps' latest reservations."""
    check_reserved(s, [] if warp is None else warp.book.subs)


def test_forecast_on_a_hand_worked_state():
    """6 processors at t=0: A (2, wall 150) and B (3, wall 100) run, 1 unit is reserved over
    [200, 320) and C (4, wall 120) waits. The conservative profile puts C at 100 (4 free
    until A's end at 150, then 6, then 5 beside the reservation). Busy: [0,100) 5,
    [100,150) 6, [150,200) 4, [200,220) 5, [220,320) 1; per minute the busiest instant."""
    w = make_workload([(1, 0, 2, 150, 1000), (2, 0, 3, 100, 100), (3, 0, 4, 120, 120)], 6)
    config = get_policy("fcfs")
    sim = Simulator(w, make_queue(config, w), grace=config.grace)
    sim.reserve(1, 200, 320)
    assert sim.advance() == SCHEDULING_PASS
    make_scheduler(config)(sim)
    assert sim.free == 1 and sim.now == 0
    assert occupancy(sim, 8).tolist() == [5, 6, 6, 5, 1, 1, 0, 0]
    assert occupancy(sim, 4, slot=100).tolist() == [5, 6, 5, 1]
    with pytest.raises(ValueError):
        occupancy(sim, 0)


@pytest.mark.parametrize("optimizer", ["heuristic", "ilp"])
def test_warp_runs_the_turbine_steps_back_to_back(optimizer):
    """With WARP, LES is reserved over [0, 15 min) and HPDA over [15, 45 min): HPDA starts
    exactly when LES's reservation ends and the makespan is 45 min, though job 3 (8 nodes)
    queues in between; the batch jobs keep their own schedule around the reservations."""
    s, warp = run_warp(background(LOADED), [(0, turbine())], optimizer=optimizer)
    got = by_id(s)
    les, hpda = s.reservations
    assert (les.start, les.end, les.units, les.state) == (0, 900, 2, DONE)
    assert (hpda.start, hpda.end, hpda.units, hpda.state) == (900, 2700, 5, DONE)
    assert got[LES] == (0, 900, "done") and got[HPDA] == (900, 2700, "done")
    assert got[HPDA][1] - got[LES][0] == 45 * 60
    assert not warp.waiting and warp.deferred == 0
    check_invariants(s, warp)


def test_wms_waits_between_the_steps():
    """The WMS submits HPDA when LES ends (15 min), behind job 3 (8 nodes, queued since
    1 min), which takes the nodes LES frees; HPDA waits until job 1 ends at 60 min: a
    makespan of 90 min, twice WARP's (the shape of Table 5's 46 vs 16 min)."""
    s, _ = run_wms(background(LOADED), [(0, turbine())])
    got = by_id(s)
    assert s.reservations == ()
    assert got[LES] == (0, 900, "done")
    assert got[HPDA] == (3600, 5400, "done")
    assert s.workload.jobs[[j.id for j in s.workload.jobs].index(HPDA)].submit == 900
    warp, _ = run_warp(background(LOADED), [(0, turbine())])
    assert by_id(warp)[HPDA][1] < got[HPDA][1] - got[LES][0]
    check_invariants(s)


def test_no_reservation_while_the_forecast_load_is_above_the_threshold():
    """8 of 14 nodes (57%) busy for 3 h: the workflow would fit beside them but WARP defers
    it at every tick while its plan window overlaps them (a 1-node job keeps the simulation
    alive), then reserves at the 3 h tick; with threshold 0.6 it is reserved at once."""
    rows = [(1, 0, 8, 10800, 10800), (2, 10800, 1, 3600, 3600)]
    s, warp = run_warp(background(rows), [(0, turbine())])
    got = by_id(s)
    assert warp.deferred == 10800 // 600
    assert min(r.start for r in s.reservations) == 10800
    assert got[LES][0] == 10800 and got[HPDA] == (11700, 13500, "done")
    check_invariants(s, warp)
    s, warp = run_warp(background(rows), [(0, turbine())], threshold=0.6)
    assert warp.deferred == 0 and by_id(s)[HPDA] == (900, 2700, "done")
    check_invariants(s, warp)


def test_workflow_submitted_later_is_planned_at_the_next_tick():
    """A workflow handed to WARP at 5 min waits for the 10-min tick; its jobs enter the
    batch system then, HPDA afterok LES."""
    s, warp = run_warp(background(LOADED), [(300, turbine())])
    got = by_id(s)
    jobs = {j.id: j for j in s.workload.jobs}
    assert jobs[LES].submit == jobs[HPDA].submit == 600 and jobs[HPDA].deps == (LES,)
    assert got[HPDA][0] == next(r.end for r in s.reservations if r.units == 2)
    check_invariants(s, warp)


@pytest.mark.parametrize(
    "policy", sorted(p for p, c in POLICIES.items() if c.backfill != "rlscheduler")
)  # no reservations there
def test_reservations_are_honoured_under_every_policy(policy):
    """A stream of batch jobs and three turbine workflows under every native policy: every
    job ends, bound jobs stay inside their reservations and the machine is never
    over-committed; accounting checked at every start and end."""
    rng = np.random.default_rng(7)
    rows, t = [], 0
    for k in range(40):
        t += int(rng.integers(0, 600))
        wall = int(rng.choice([720, 3600]))
        rows.append((k, t, int(rng.integers(1, 5)), wall, int(rng.integers(60, wall + 120))))
    w = background(rows)
    config = get_policy(policy)
    sim = Simulator(
        w, make_queue(config, w), grace=config.grace, bf_interval=config.bf_interval, tick=600
    )

    def check(i: int) -> None:
        held = sum(r.held for r in sim.book.open if r.state == ACTIVE)
        assert held == sim.resv_held and sim.free >= 0

    for kind in ("start", "end", "kill"):
        sim.subscribe(kind, check)
    warp = WarpPlanner([(0, turbine()), (3000, turbine()), (9000, turbine())])
    s = sim.run(make_scheduler(config), planner=warp)
    assert not warp.waiting and len(s.reservations) == 6
    check_invariants(s, warp)


def test_a_missed_reservation_is_replanned_with_its_descendants():
    """4 processors, grace 600 s. J (4, wall 600, runs 1500) overruns its request until its
    kill at 1200. At tick 0 the plan puts P (2, 60 s) at slot 10 and, by a fixed optimizer,
    its child C at slot 30. P's reservation [600, 660) never gets a unit (J holds them), so
    P joins the ordinary queue, where nothing fits before 1200. At tick 1200 P is re-planned:
    C's still pending reservation [1800, 1860) is released first, and both are planned on the
    forecast without P itself (earliest fit): P [1200, 1260), C [1260, 1320), back to back."""
    from hpcgym.warp import earliest_fit, make_plan

    w = make_workload([(1, 0, 4, 600, 1500)], 4)
    wf = Workflow.from_tasks("pc", [Task("P", 2, 60, 60), Task("C", 2, 60, 60)], [("P", "C")])
    calls = []

    def fixed_then_earliest(inst):
        calls.append(dict(inst.earliest))
        if len(calls) == 1:
            return make_plan(inst, [10, 30], "fixed", 0.0)
        return earliest_fit(inst)

    config = get_policy("fcfs-easy")
    sim = Simulator(w, make_queue(config, w), grace=600, tick=600)
    warp = WarpPlanner([(0, wf)], optimizer=fixed_then_earliest, threshold=1.0, slots=60)
    s = sim.run(make_scheduler(config), "warp", planner=warp)
    sub = warp.book.subs[0]
    first = [r for r in s.reservations if r.id < 2]
    assert [(r.start, r.end, r.state, r.job_start) for r in first] == [
        (600, 660, "released", -1),
        (1800, 1860, "released", -1),
    ]
    assert first[1].closed == 1200
    p, c = sub.reservations["P"], sub.reservations["C"]
    assert (p.start, p.end, p.job_start, p.job_end) == (1200, 1260, 1200, 1260)
    assert (c.start, c.end, c.job_start, c.job_end) == (1260, 1320, 1260, 1320)
    assert sub.replans == 2 and len(calls) == 2 and calls[1] == {}
    assert by_id(s)[1] == (0, 1200, "killed")


def test_a_workflow_after_the_load_drained_is_planned_at_the_next_tick():
    """The background ends at 100; the turbine arrives at 1000: WARP's next tick, 1200,
    still comes and reserves LES [1200, 2100), HPDA [2100, 3900). A workflow that cannot be
    planned (wider than the forecast's horizon) raises instead of running forever."""
    w = background([(1, 0, 1, 100, 100)])
    s, warp = run_warp(w, [(1000, turbine())], slots=120)
    r = warp.book.subs[0].reservations
    assert [(r[t].start, r[t].end, r[t].job_start) for t in ("LES", "HPDA")] == [
        (1200, 2100, 1200),
        (2100, 3900, 2100),
    ]
    check_invariants(s, warp)
    with pytest.raises(RuntimeError, match=r"never planned: \['turbine'\]"):
        run_warp(w, [(1000, turbine())], slots=30)
