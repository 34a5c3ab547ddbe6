"""Advance reservations in the batch simulator (lubrano2024 §4.2) and planning ticks: small
schedules worked by hand for every pass type, bound jobs, waste, errors, and invariants over
random workloads with random reservations under every native policy."""

from __future__ import annotations

import contextlib
import dataclasses

import pytest
from conftest import by_id, make_workload, workloads
from hypothesis import given, settings
from hypothesis import strategies as st

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.job import Job
from hpcgym.batch.metrics import compute, reservation_waste
from hpcgym.batch.policies import POLICIES, get_policy, make_queue, make_scheduler, simulate
from hpcgym.batch.reservations import ACTIVE, DONE, PENDING, RELEASED
from hpcgym.batch.simulator import (
    CANCELLED,
    KILLED,
    RUNNING,
    STATUS_NAMES,
    SchedulingError,
    Simulator,
)
from hpcgym.engine import PASS, PLANNING_TICK, SCHEDULING_PASS, TICK, SimulationError

# the rlscheduler presets refuse reservations (RLScheduler has none; tests/core/batch/test_rlscheduler.py)
POLICY_NAMES = sorted(p for p, c in POLICIES.items() if c.backfill != "rlscheduler")


def sim_for(rows, procs, policy="fcfs-easy", **kw):
    w = make_workload(rows, procs)
    config = get_policy(policy)
    kw.setdefault("grace", config.grace)
    return (
        Simulator(w, make_queue(config, w), bf_interval=config.bf_interval, **kw),
        make_scheduler(config),
    )


def run_with(rows, procs, policy, reservations, **kw):
    """Simulate with ``reservations`` = [(units, start, end, job id or None)] made at the
    start; returns (by_id, the reservations)."""
    sim, sched = sim_for(rows, procs, policy, **kw)
    made = [
        sim.reserve(u, s, e, None if j is None else sim.index[j]) for u, s, e, j in reservations
    ]
    return by_id(sim.run(sched)), made


# --- every pass type holds back what would overlap a reservation ---------------------------


def test_fcfs_holds_back_a_job_overlapping_a_reservation():
    """4 processors, all reserved over [100, 200). Job 1 (2 procs, wall 100) ends by request
    exactly when the reservation starts, so it starts at 0; job 2 (2 procs, wall 101, runs 50)
    would hold 2 processors over [100, 101): held back to the reservation's end; job 3 waits
    behind it (FCFS). Without the reservation job 2 and job 3 start at 0."""
    rows = [(1, 0, 2, 100, 100), (2, 0, 2, 101, 50), (3, 0, 1, 10, 10)]
    got, (r,) = run_with(rows, 4, "fcfs", [(4, 100, 200, None)])
    assert got == {1: (0, 100, "done"), 2: (200, 250, "done"), 3: (200, 210, "done")}
    assert (r.state, r.closed, r.holding) == (DONE, 200, [(100, 4), (200, 0)])
    assert run_with(rows, 4, "fcfs", [])[0][2] == (0, 50, "done")


@pytest.mark.parametrize("policy", ["fcfs-easy", "fcfs-conservative"])
def test_backfilling_plans_around_a_reservation(policy):
    """4 processors, all reserved over [100, 200). Job 1 (2 procs, wall 50) runs 0-50. The head,
    job 2 (4 procs, wall 60, submitted at 1), fits nowhere before the reservation: its slot is
    200 (without the reservation it starts at 50). Job 3 (1 proc, wall 97, at 2) ends by
    99 and is backfilled at 2; job 4 (1 proc, wall 98, at 3) would reach into [100, 101) and
    waits for the head's end, 260."""
    rows = [(1, 0, 2, 50, 50), (2, 1, 4, 60, 60), (3, 2, 1, 97, 97), (4, 3, 1, 98, 98)]
    got, _ = run_with(rows, 4, policy, [(4, 100, 200, None)])
    assert got == {
        1: (0, 50, "done"),
        2: (200, 260, "done"),
        3: (2, 99, "done"),
        4: (260, 358, "done"),
    }
    assert run_with(rows, 4, policy, [])[0][2] == (50, 110, "done")


def test_slurm_plans_around_a_reservation():
    """slurm, 4 processors reserved over [120, 240). Job 1 (4 procs) runs 0-60. At 60 job 2
    (2 procs, wall 60) ends by 120 and starts; job 3 (2 procs, wall 61) would overlap the
    reservation by one second and starts when it ends, at 240."""
    rows = [(1, 0, 4, 60, 60), (2, 10, 2, 60, 60), (3, 20, 2, 61, 61)]
    got, _ = run_with(rows, 4, "slurm", [(4, 120, 240, None)])
    assert got == {1: (0, 60, "done"), 2: (60, 120, "done"), 3: (240, 301, "done")}
    assert run_with(rows, 4, "slurm", [])[0][3] == (60, 121, "done")


def test_start_refuses_a_job_overlapping_a_reservation():
    """The primitive itself enforces reservations: an agent calling start() is refused."""
    sim, _ = sim_for([(1, 0, 2, 60, 60), (2, 0, 1, 10, 10)], 2)
    sim.reserve(2, 50, 100)
    assert sim.advance() is SCHEDULING_PASS
    assert not sim.fits(0) and sim.fits(1)
    with pytest.raises(
        SchedulingError,
        match=r"job 1: it needs 2 units over \[0, 60\) and "
        r"reservation 0 \(2 units over \[50, 100\)\)",
    ):
        sim.start(0)
    sim.start(1)


# --- bound jobs ----------------------------------------------------------------------------


def test_bound_job_starts_at_its_reservation_and_the_rest_is_waste():
    """4 processors; 2 reserved over [50, 150) for job 1 (2 procs, runs 30): it runs 50-80.
    Job 2 (4 procs, wall 40) ends before the reservation and runs 0-40; job 3 (2 procs, wall
    200) fits beside the reservation from 40. The reservation held 2 x 100 unit-seconds of
    which job 1 used 2 x 30: 140 are waste; they count as allocated in ``utilization`` and
    come off ``actual_utilization``."""
    rows = [(1, 0, 2, 100, 30), (2, 0, 4, 40, 40), (3, 0, 2, 200, 200)]
    sim, sched = sim_for(rows, 4)
    r = sim.reserve(2, 50, 150, job=0)
    s = sim.run(sched)
    assert by_id(s) == {1: (50, 80, "done"), 2: (0, 40, "done"), 3: (40, 240, "done")}
    assert (r.state, r.job_start, r.job_end, r.delay) == (DONE, 50, 80, 0)
    assert r.idle(0, 240) == 140 and r.idle(60, 100) == 2 * 40 - 2 * 20
    assert reservation_waste(s, 0, 240) == 140.0
    m = compute(s)
    assert m["reservation_waste_core_h"] == pytest.approx(140 / 3600)
    assert m["utilization"] == pytest.approx((60 + 160 + 400 + 140) / (4 * 240))
    assert m["actual_utilization"] == pytest.approx((60 + 160 + 400) / (4 * 240))


def test_waste_counts_cores_of_whole_nodes_to_the_second():
    """2 nodes x 4 cores (whole nodes). 2 nodes reserved over [10, 30) for job 1 (1 core: one
    node, runs 5): waste = 2 x 20 - 1 x 5 = 35 node-seconds = 140 core-seconds; inside the
    window [12, 14): 2 x 2 - 1 x 2 = 2 node-seconds."""
    cluster = Cluster("n", 2, 4, True)
    sim, sched = sim_for([(1, 0, 1, 10, 5)], cluster)
    r = sim.reserve(2, 10, 30, job=0)
    s = sim.run(sched)
    assert by_id(s)[1] == (10, 15, "done")
    assert (r.idle(0, 30), r.idle(12, 14)) == (35, 2)
    assert reservation_waste(s, 0, 30) == 140.0


def test_bound_job_starts_late_when_its_parent_ends_late():
    """Job 2 (2 procs) depends on job 1 (ends at 70) and is bound to [50, 150): it starts
    when it becomes ready, 70, with no reservation delay."""
    rows = [(1, 0, 2, 100, 70), (2, 0, 2, 50, 20, (1,))]
    got, (r,) = run_with(rows, 4, "fcfs-easy", [(2, 50, 150, 2)])
    assert got == {1: (0, 70, "done"), 2: (70, 90, "done")}
    assert (r.state, r.job_start, r.delay) == (DONE, 70, 0)


def test_bound_job_still_running_is_killed_at_the_reservation_end():
    """2 processors reserved over [10, 60) for job 1 (runs 100, wall 100): it starts at 10 and
    is killed at 60 (kill event), so its child job 2 is cancelled. Job 3 (2 procs, wall 10)
    ends by request as the reservation starts and runs 0-10."""
    rows = [(1, 0, 2, 100, 100), (2, 0, 1, 10, 10, (1,)), (3, 0, 2, 10, 10)]
    sim, sched = sim_for(rows, 2)
    kills = []
    sim.subscribe("kill", lambda i: kills.append((sim.now, sim.jobs[i].id)))
    r = sim.reserve(2, 10, 60, job=0)
    got = by_id(sim.run(sched))
    assert got == {1: (10, 60, "killed"), 2: (-1, -1, "cancelled"), 3: (0, 10, "done")}
    assert kills == [(60, 1)]
    assert (r.state, r.job_end) == (DONE, 60)


def test_reservation_ending_before_its_job_started_is_released():
    """Job 2 depends on job 1 (ends at 50) and is bound to [20, 30): the reservation passes
    unused, is released at 30, and job 2 starts in the ordinary queue when ready, at 50."""
    rows = [(1, 0, 1, 50, 50), (2, 0, 1, 10, 10, (1,))]
    got, (r,) = run_with(rows, 2, "fcfs-easy", [(1, 20, 30, 2)])
    assert got == {1: (0, 50, "done"), 2: (50, 60, "done")}
    assert (r.state, r.closed, r.job_start) == (RELEASED, 30, -1)
    assert r.idle(0, 60) == 10


def test_grace_overrun_delays_the_bound_job():
    """4 processors, over-time grace 60. Job 1 (3 procs, wall 50, runs 80) ends by request as
    the reservation of all 4 for job 2 starts at 50, but runs on to 80: the reservation takes
    the free processor at 50 and the other 3 at 80, when job 2 starts (delay 30). Job 3 (1
    proc, at 60) never gets a reserved processor and waits for the reservation's end."""
    rows = [(1, 0, 3, 50, 80), (2, 0, 4, 100, 40), (3, 60, 1, 5, 5)]
    sim, sched = sim_for(rows, 4, grace=60)
    r = sim.reserve(4, 50, 150, job=1)
    seen = []
    sim.subscribe("start", lambda i: seen.append((sim.now, sim.free, r.held)))
    s = sim.run(sched)
    assert by_id(s) == {1: (0, 80, "done"), 2: (80, 120, "done"), 3: (150, 155, "done")}
    assert seen == [(0, 1, 0), (80, 0, 4), (150, 3, 0)]
    assert (r.delay, r.holding) == (30, [(50, 1), (80, 4), (150, 0)])
    assert r.idle(0, 155) == 1 * 30 + 4 * 70 - 4 * 40
    assert compute(s)["reservation_delay_s"] == 30


def test_ready_job_goes_back_to_the_queue_when_its_reservation_stays_short():
    """Grace 60: job 1 (2 procs, wall 20, runs 70) holds both processors through job 2's whole
    reservation [20, 40); at 40 it is released and job 2 (waiting since 0) joins the queue,
    starting when job 1 ends at 70."""
    rows = [(1, 0, 2, 20, 70), (2, 0, 2, 10, 10)]
    got, (r,) = run_with(rows, 2, "fcfs-easy", [(2, 20, 40, 2)], grace=60)
    assert got == {1: (0, 70, "done"), 2: (70, 80, "done")}
    assert (r.state, r.holding) == (RELEASED, [(20, 0), (40, 0)])


def test_release_frees_units_and_a_busy_reservation_cannot_be_released():
    """A planner releases an idle reservation at the tick at 5: the pass that follows starts
    job 1, which the reservation held back. A reservation its job runs in is busy."""
    sim, sched = sim_for([(1, 0, 2, 50, 50), (2, 0, 1, 100, 100)], 3, tick=5)
    idle = sim.reserve(2, 10, 100)
    assert sim.advance() is PLANNING_TICK and sim.advance() is SCHEDULING_PASS
    busy = sim.reserve(1, 0, 200, job=1)
    assert busy.state == ACTIVE and sim.status[1] == RUNNING and sim.free == 2
    sched(sim)
    assert sim.status[0] != RUNNING
    with pytest.raises(SimulationError, match="reservation 1 is busy: job 2 runs in it"):
        sim.release(busy)
    got = by_id(sim.run(sched, planner=lambda s: s.now == 5 and s.release(idle)))
    assert got == {1: (5, 55, "done"), 2: (0, 100, "done")}
    assert (idle.state, idle.closed, idle.holding) == (RELEASED, 5, [])
    with pytest.raises(SimulationError, match="reservation 0 is already released"):
        sim.release(idle)


def test_a_planner_binds_a_workflow_step_at_a_tick():
    """WARP's cycle (lubrano2024 §4): job 2 is the second step of a workflow, submitted when job 1
    ends at 100. Without a reservation job 3 (submitted at 10, ahead in FCFS) takes the
    machine at 100 and job 2 waits to 200. A planner at the tick at 60 reserves [100, 150)
    for job 2: it starts on submission, and job 3, which would overlap, runs after it."""
    rows = [(1, 0, 2, 100, 100), (2, 100, 2, 50, 50), (3, 10, 2, 100, 100)]
    sim, sched = sim_for(rows, 2, tick=60)
    assert by_id(sim_for(rows, 2)[0].run(sched))[2] == (200, 250, "done")

    def planner(s):
        if s.now == 60:
            s.reserve(2, 100, 150, job=s.index[2])

    got = by_id(sim.run(sched, planner=planner))
    assert got == {1: (0, 100, "done"), 2: (100, 150, "done"), 3: (150, 250, "done")}


# --- planning ticks ------------------------------------------------------------------------


def test_planning_ticks_at_multiples_while_jobs_remain():
    """tick=100: ticks at 100 and 200 (the tick before the pass its timestamp's arrival
    makes); none at 300, every job having ended at 280."""
    sim, sched = sim_for([(1, 30, 1, 300, 250), (2, 200, 1, 10, 10)], 2, tick=100)
    stops = []
    while stop := sim.advance():
        stops.append((sim.now, stop.kind))
        if stop.kind == PASS:
            sched(sim)
    assert stops == [(30, PASS), (100, TICK), (200, TICK), (200, PASS)]
    assert PLANNING_TICK.kind == TICK


def test_run_calls_the_planner_at_ticks_only():
    sim, sched = sim_for([(1, 0, 1, 300, 250)], 1, tick=60)
    calls = []
    sim.run(sched, planner=lambda s: calls.append(s.now))
    assert calls == [0, 60, 120, 180, 240]


# --- errors --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args,msg",
    [
        ((2, 5, 20), r"reservation 1 \(2 units over \[5, 20\)\) starts before now"),
        ((0, 10, 20), r"reservation 1 .* needs 0 < units <= 4"),
        ((5, 10, 20), r"needs 0 < units <= 4"),
        ((2, 20, 20), r"reservation 1 .* must end after it starts"),
        ((2, 20, 30, 99), r"there is no job index 99"),
        ((2, 20, 30), r"reservation 1 .* cannot be honoured: other reservations take 3 of the 4"),
        ((1, 40, 50, 0), r"job 1 needs 2 units"),
        ((2, 40, 50, 1), r"job 2 is already bound to reservation 0"),
    ],
)
def test_bad_reservations_name_the_reservation(args, msg):
    sim, _ = sim_for([(1, 10, 2, 10, 10), (2, 10, 1, 10, 10)], 4)
    sim.reserve(3, 15, 25, job=1)
    with pytest.raises(SimulationError, match=msg):
        sim.reserve(*args)


def test_binding_a_started_job_or_starting_a_bound_one_is_refused():
    sim, sched = sim_for([(1, 0, 1, 10, 10), (2, 0, 1, 10, 10)], 4)
    sim.reserve(1, 50, 60, job=1)
    sim.advance()
    with pytest.raises(SchedulingError, match="job 2 is bound to reservation 0"):
        sim.start(1)
    sched(sim)
    with pytest.raises(SimulationError, match="job 1 is running; only a job that has not"):
        sim.reserve(1, 20, 30, job=0)
    with pytest.raises(SimulationError, match="planning tick must be positive"):
        sim_for([(1, 0, 1, 10, 10)], 1, tick=0)


# --- invariants on random workloads --------------------------------------------------------

FAST = settings(max_examples=40, deadline=None)
QUICK = settings(max_examples=25, deadline=None)


@st.composite
def reserved_workloads(draw, dense=False):
    """A random workload and up to four (offset from the first submit, length, units, job
    index or None) reservation requests; some are refused as over-committed or unbindable."""
    w = draw(workloads(dense=dense))
    span, length = (6, 5) if dense else (300, 200)
    specs = draw(
        st.lists(
            st.tuples(
                st.integers(0, span),
                st.integers(1, length),
                st.integers(1, w.cluster.total_units),
                st.one_of(st.none(), st.integers(0, len(w.jobs) - 1)),
            ),
            max_size=4,
        )
    )
    return w, specs


class Checked:
    """A simulation with reservations whose every event and stop checks the unit accounting
    against an independent count of the units jobs outside reservations use."""

    def __init__(self, w, policy, specs=(), tick=None, at_tick=()):
        config = POLICIES[policy]
        self.sim = sim = Simulator(
            w, make_queue(config, w), grace=config.grace, bf_interval=config.bf_interval, tick=tick
        )
        self.sched = make_scheduler(config)
        self.total = sim.total_units
        self.outside = 0
        self.inside: set[int] = set()
        self.ends = [0] * len(w.jobs)
        for spec in specs:
            self.reserve(*spec, base=sim.now)
        self.at_tick = list(at_tick)
        sim.subscribe("start", self.started)
        sim.subscribe("end", self.ended)
        sim.subscribe("kill", self.ended)

    def reserve(self, offset, length, units, job, base):
        with contextlib.suppress(SimulationError):
            self.sim.reserve(units, base + offset, base + offset + length, job)

    def started(self, i):
        sim = self.sim
        if any(r.job == i and r.job_start == sim.now and r.state == ACTIVE for r in sim.book.open):
            self.inside.add(i)
        else:
            self.outside += sim.units[i]
        self.check()

    def ended(self, i):
        self.ends[i] += 1
        if i not in self.inside:
            self.outside -= self.sim.units[i]
        self.check()

    def check(self):
        sim = self.sim
        held = sum(r.held for r in sim.book.open if r.state == ACTIVE)
        assert held == sim.resv_held
        assert sim.free >= 0 and self.outside + held + sim.free == self.total
        assert all(r.held <= r.units for r in sim.book.open)

    def planner(self, sim):
        if self.at_tick:
            self.reserve(*self.at_tick.pop(0), base=sim.now)
        self.check()

    def run(self):
        def scheduler(sim):
            self.check()
            self.sched(sim)
            self.check()

        return self.sim.run(scheduler, planner=self.planner)


def check_schedule(w, s, policy, checked, planned):
    """Each job ends once, bound jobs run inside their reservation, and (``planned``: all
    reservations made before anything ran) at every instant the units of jobs outside
    reservations over their run within the request, plus the units of open reservations,
    fit the machine."""
    grace = POLICIES[policy].grace
    total = w.cluster.total_units
    resv = {r.job: r for r in s.reservations if r.job_start >= 0}
    index = {j.id: k for k, j in enumerate(w.jobs)}
    for i, j in enumerate(w.jobs):
        st_ = s.status[i]
        if st_ == CANCELLED:
            assert s.start[i] == s.end[i] == -1 and checked.ends[i] == 0
            continue
        assert STATUS_NAMES[st_] in ("done", "killed"), STATUS_NAMES[st_]
        assert checked.ends[i] == 1 and 0 <= s.start[i] < s.end[i]
        assert s.start[i] >= j.submit
        for p in j.deps:
            assert s.end[index[p]] <= s.start[i]
        run = min(j.runtime, j.walltime + grace)
        r = resv.get(i)
        if r is None:
            assert s.end[i] - s.start[i] == run
            assert (st_ == KILLED) == (j.runtime > j.walltime + grace)
        else:
            assert r.start <= s.start[i] and s.end[i] <= r.end and s.units[i] <= r.units
            assert s.end[i] == min(s.start[i] + run, r.end)
            assert r.job_start == s.start[i] and r.job_end == s.end[i]
            assert (st_ == KILLED) == (j.runtime > j.walltime + grace or s.start[i] + run > r.end)
    for r in s.reservations:
        assert r.state in (DONE, RELEASED) and r.closed >= 0
        assert r.idle(0, 10**9) >= 0
    if not planned:
        return
    if grace == 0:
        # Nothing outlives its request, so reservations hold all their units from their start
        # and a bound job starts exactly when both it and its reservation are ready.
        for r in s.reservations:
            i = r.job
            if i is None or s.status[i] == CANCELLED:
                continue
            ready = max([w.jobs[i].submit] + [s.end[index[p]] for p in w.jobs[i].deps])
            if r.job_start >= 0:
                assert r.delay == 0 and r.job_start == max(r.start, ready)
            elif r.state == RELEASED and r.closed == r.end:
                assert ready >= r.end
    events = []
    for i, j in enumerate(w.jobs):
        if s.start[i] >= 0 and i not in resv:
            events += [
                (s.start[i], s.units[i]),
                (min(s.end[i], s.start[i] + j.walltime), -s.units[i]),
            ]
    for r in s.reservations:
        if r.closed > r.start:
            events += [(r.start, r.units), (r.closed, -r.units)]
    events.sort(key=lambda ev: (ev[0], ev[1]))
    level = 0
    for t, du in events:
        level += du
        assert level <= total, (t, level)


@pytest.mark.parametrize("policy", POLICY_NAMES)
@FAST
@given(case=reserved_workloads(), dense=reserved_workloads(dense=True))
def test_reservations_are_honoured_on_random_workloads(policy, case, dense):
    """Reservations made at the start, some with bound jobs: exact unit accounting at every
    event, no job outside a reservation overlapping one beyond what its request allowed, each
    job ending once, and the same input giving the same schedule and reservations."""
    for w, specs in (case, dense):
        a = Checked(w, policy, specs)
        s = a.run()
        check_schedule(w, s, policy, a, planned=True)
        b = Checked(w, policy, specs).run()
        assert (s.start, s.end, s.status) == (b.start, b.end, b.status)
        assert [dataclasses.astuple(r) for r in s.reservations] == [
            dataclasses.astuple(r) for r in b.reservations
        ]


@pytest.mark.parametrize("policy", POLICY_NAMES)
@QUICK
@given(case=reserved_workloads(), tick=st.integers(1, 60))
def test_reservations_made_at_ticks_keep_the_accounting(policy, case, tick):
    """Reservations made by a planner at ticks, possibly over running jobs (then short of units
    until they end): the accounting and each job's run stay right."""
    w, specs = case
    a = Checked(w, policy, tick=tick, at_tick=specs)
    check_schedule(w, a.run(), policy, a, planned=False)


@pytest.mark.parametrize("policy", POLICY_NAMES)
@QUICK
@given(w=workloads(), tick=st.integers(1, 100))
def test_ticks_with_an_idle_planner_change_nothing(policy, w, tick):
    config = POLICIES[policy]
    sim = Simulator(
        w, make_queue(config, w), grace=config.grace, bf_interval=config.bf_interval, tick=tick
    )
    ticks = []
    s = sim.run(make_scheduler(config), planner=lambda sim: ticks.append(sim.now))
    ref = simulate(w, policy)
    assert (s.start, s.end, s.status) == (ref.start, ref.end, ref.status)
    assert all(t % tick == 0 for t in ticks) and ticks == sorted(set(ticks))
    assert s.reservations == () and compute(s).keys() == compute(ref).keys()


def test_job_submitted_while_running_can_be_bound():
    """A job given to submit() at a tick is bound at once and runs in its reservation."""
    sim, sched = sim_for([(1, 0, 1, 100, 100)], 2, tick=50)

    def planner(s):
        if s.now == 50:
            i = s.submit(Job(7, 50, 2, 30, 30))
            assert s.reserve(2, 100, 130, job=i).state == PENDING

    got = by_id(sim.run(sched, planner=planner))
    assert got == {1: (0, 100, "done"), 7: (100, 130, "done")}
    assert [r.state for r in sim.book.items] == [DONE]
