"""The engine contract (hpcgym/engine.py) on both engines, on small schedules worked by hand:
typed stops, event subscriptions, and jobs submitted while the simulation runs."""

from __future__ import annotations

import numpy as np
import pytest
from conftest import by_id, make_workload

from hpcgym.batch.job import Job
from hpcgym.batch.policies import get_policy, make_queue, make_scheduler
from hpcgym.batch.simulator import SchedulingError, Simulator, scaled
from hpcgym.engine import PASS, SCHEDULING_PASS, Engine, Outcome, SimulationError, Stop
from hpcgym.tasks.dag import TaskDag
from hpcgym.tasks.engine import TaskQueue, TaskQueueError
from hpcgym.tasks.policies import make_scheduler as task_scheduler


def sim_for(rows, procs, policy="fcfs-easy"):
    w = make_workload(rows, procs)
    config = get_policy(policy)
    return Simulator(
        w, make_queue(config, w), grace=config.grace, bf_interval=config.bf_interval
    ), make_scheduler(config)


def test_events_in_order_and_unsubscribe():
    """4 processors. Job 1 (0, 4 procs, wall 10, runs 20) is killed at 10; job 2 (submitted at
    5, 2 procs, runs 3) starts at 10 and ends at 13."""
    sim, sched = sim_for([(1, 0, 4, 10, 20), (2, 5, 2, 10, 3)], 4)
    log = []
    for kind in ("arrive", "start", "end", "kill"):
        sim.subscribe(kind, lambda i, kind=kind: log.append((sim.now, kind, sim.jobs[i].id)))
    stop = sim.advance()
    assert stop is SCHEDULING_PASS and stop.kind == PASS
    sched(sim)
    off = sim.subscribe("end", lambda i: log.append(("again", i)))
    off()
    while sim.advance():
        sched(sim)
    assert log == [
        (0, "arrive", 1),
        (0, "start", 1),
        (5, "arrive", 2),
        (10, "kill", 1),
        (10, "start", 2),
        (13, "end", 2),
    ]
    with pytest.raises(ValueError, match="unknown event 'finish'"):
        sim.subscribe("finish", print)


def test_kill_and_resubmit_while_running():
    """Kill-and-resubmit through the kill event: job 1 (4 procs of 4, wall 10, runs 25) is
    killed at 10 and resubmitted at once with wall 30 as job 101. Job 2 (1 proc, submitted at
    2, runs 5) waited since 2 and is ahead of 101 in FCFS order, so it starts at 10; 101 needs
    all 4 processors, waits for job 2 to end at 15 and runs 15-40."""
    sim, sched = sim_for([(1, 0, 4, 10, 25), (2, 2, 1, 5, 5)], 4)
    sim.subscribe("kill", lambda i: sim.submit(Job(100 + sim.jobs[i].id, sim.now, 4, 30, 25)))
    while sim.advance():
        sched(sim)
    s = sim.schedule("resubmit", 0.0)
    assert by_id(s) == {1: (0, 10, "killed"), 2: (10, 15, "done"), 101: (15, 40, "done")}
    assert [j.id for j in s.workload.jobs] == [1, 2, 101]


def test_submitted_job_ranks_by_its_own_geometry():
    """SJF: at t=0 job 1 (2 procs of 2, wall 10) runs; job 2 (wall 50) waits from 1; job 3
    (wall 5), submitted while running for t=2, overtakes it at 10."""
    sim, sched = sim_for([(1, 0, 2, 10, 10), (2, 1, 2, 50, 50)], 2, "sjf-easy")
    sim.advance()
    sched(sim)
    sim.submit(Job(3, 2, 2, 5, 5))
    while sim.advance():
        sched(sim)
    assert by_id(sim.schedule("sjf", 0.0)) == {
        1: (0, 10, "done"),
        3: (10, 15, "done"),
        2: (15, 65, "done"),
    }


def test_submit_with_a_dependency_on_a_running_job():
    sim, sched = sim_for([(1, 0, 1, 10, 10)], 2)
    sim.advance()
    sched(sim)
    sim.submit(Job(2, 3, 1, 5, 5, deps=(1,)))
    while sim.advance():
        sched(sim)
    assert by_id(sim.schedule("dep", 0.0))[2] == (10, 15, "done")


@pytest.mark.parametrize(
    "job,msg",
    [
        (Job(9, -1, 1, 5, 5), "submitted in the past"),
        (Job(1, 5, 1, 5, 5), "already in the simulation"),
        (Job(9, 5, 3, 5, 5), "0 < cores <= 2"),
        (Job(9, 5, 1, 5, 5, deps=(77,)), "depends on unknown job 77"),
    ],
)
def test_bad_submissions_name_the_job(job, msg):
    sim, _sched = sim_for([(1, 0, 1, 10, 10)], 2)
    sim.advance()
    with pytest.raises(SimulationError, match=msg):
        sim.submit(job)


def test_errors_share_one_base():
    assert issubclass(SchedulingError, SimulationError)
    assert issubclass(TaskQueueError, SimulationError)
    assert Stop("choice", 3).subject == 3


def chain(name: str, runtimes: list[float]) -> TaskDag:
    n = len(runtimes)
    return TaskDag(
        name,
        tuple(str(k) for k in range(n)),
        tuple(runtimes),
        tuple(() if k == 0 else (k - 1,) for k in range(n)),
        (False,) * n,
    )


def test_task_engine_events_and_submit_while_running():
    """One processor, BF: chain a (2 tasks of 1 s) at 0; chain b (one 3 s task) submitted at
    time 0.5 while a runs: b's task waits for a processor until 1 (a's first task ends, but
    a's second becomes eligible at the same time and a arrived first), so b runs 2-5."""
    q = TaskQueue([chain("a", [1.0, 1.0])], [0.0], processors=1, seed=0)
    log = []
    q.subscribe("arrive", lambda w: log.append((q.now, "arrive", w)))
    q.subscribe("start", lambda w, t: log.append((q.now, "start", w, t)))
    q.subscribe("end", lambda w, t: log.append((q.now, "end", w, t)))
    bf = task_scheduler("bf")
    assert q.advance() is SCHEDULING_PASS
    bf(q)
    assert q.submit(chain("b", [3.0]), 0.5) == 1
    with pytest.raises(TaskQueueError, match="before now or the last arrival"):
        q.submit(chain("c", [1.0]), 0.25)
    while q.advance():
        bf(q)
    assert q.advance() is None
    assert log == [
        (0.0, "arrive", 0),
        (0.0, "start", 0, 0),
        (0.5, "arrive", 1),
        (1.0, "end", 0, 0),
        (1.0, "start", 0, 1),
        (2.0, "end", 0, 1),
        (2.0, "start", 1, 0),
        (5.0, "end", 1, 0),
    ]
    s = q.schedule()
    assert np.allclose(s.finish, [2.0, 5.0]) and np.allclose(s.arrival, [0.0, 0.5])


def test_forget_future_keeps_only_what_a_scheduler_knows():
    """A planner's copy (Simulator.forget_future). 4 processors, FCFS-EASY: job 1 (0, 2 procs,
    wall 100, runs 50) starts at 0; job 2 (0, 4 procs, wall 30, runs 10) waits for it; job 3
    (20, 1 proc, wall 10, runs 5) has not arrived. Forgotten at t=0: job 1 runs its walltime
    to 100, job 2 then runs its walltime 100-130, job 3 never arrives. Unforgotten: job 3
    backfills 20-25, job 1 ends at 50 and job 2 runs 50-60."""
    rows = [(1, 0, 2, 100, 50), (2, 0, 4, 30, 10), (3, 20, 1, 10, 5)]
    real, sched = sim_for(rows, 4)
    plan, _ = sim_for(rows, 4)
    for sim in (real, plan):
        sim.advance()
        sched(sim)
    plan.forget_future()
    for sim in (real, plan):
        while sim.advance():
            sched(sim)
    assert by_id(real.schedule("", 0.0)) == {
        1: (0, 50, "done"),
        2: (50, 60, "done"),
        3: (20, 25, "done"),
    }
    assert by_id(plan.schedule("", 0.0)) == {
        1: (0, 100, "done"),
        2: (100, 130, "done"),
        3: (-1, -1, "pending"),
    }


def test_forget_future_with_a_runtime_share_scales_what_is_left_of_each_request():
    """The rows above, forgotten at t=0 with the ended jobs' share (1, 2): each job runs half
    of what is left of its request. Job 1 (running, wall 100) ends at 50, job 2 (wall 30) runs
    15 s after it, 50-65; job 3 never arrives. ``scaled`` rounds half up, within [1, request]."""
    rows = [(1, 0, 2, 100, 50), (2, 0, 4, 30, 10), (3, 20, 1, 10, 5)]
    plan, sched = sim_for(rows, 4)
    plan.advance()
    sched(plan)
    plan.forget_future((1, 2))
    while plan.advance():
        sched(plan)
    assert by_id(plan.schedule("", 0.0)) == {
        1: (0, 50, "done"),
        2: (50, 65, "done"),
        3: (-1, -1, "pending"),
    }
    assert [scaled(5, (1, 2)), scaled(1, (1, 1000)), scaled(7, (3, 2)), scaled(7, (0, 0))] == [
        3,
        1,
        7,
        7,
    ]


def test_forget_future_ends_an_overdue_job_at_its_kill_limit():
    """Grace 5: job 1 (0, 4 procs, wall 10, runs 30) is past its walltime at t=12, when job 2
    (4 procs, wall 5, runs 1) arrives; a scheduler knows only that job 1 is killed by 15, so
    the copy ends it then (killed at 15 in truth too) and runs job 2 for its walltime, 15-20
    (truly 15-16)."""
    w = make_workload([(1, 0, 4, 10, 30), (2, 12, 4, 5, 1)], 4)
    config = get_policy("fcfs-easy")
    real, plan = (Simulator(w, make_queue(config, w), grace=5) for _ in range(2))
    sched = make_scheduler(config)
    for sim in (real, plan):
        sim.advance()
        sched(sim)
        assert sim.advance(until=12) is None and sim.now == 12  # arrived; nothing free
    plan.forget_future()
    for sim in (real, plan):
        while sim.advance():
            sched(sim)
    assert by_id(real.schedule("", 0.0)) == {1: (0, 15, "killed"), 2: (15, 16, "done")}
    assert by_id(plan.schedule("", 0.0)) == {1: (0, 15, "done"), 2: (15, 20, "done")}


def engines() -> tuple[Simulator, TaskQueue]:
    sim, _ = sim_for([(1, 0, 2, 10, 5), (2, 3, 4, 10, 5)], 4)
    return sim, TaskQueue([chain("a", [1.0, 2.0])], [0.0], processors=2, seed=0)


def static_contract_check() -> None:
    """Not run: mypy verifies that both engines are :class:`Engine` s."""
    sim, queue = engines()
    _: Engine = sim
    __: Engine = queue


def test_both_engines_keep_the_engine_contract():
    """One driver loop over the protocol runs either engine to the end, until a time, and
    reports progress and a schedule."""
    scheds = (make_scheduler(get_policy("fcfs-easy")), task_scheduler("bf"))
    for engine, sched in zip(engines(), scheds):
        assert isinstance(engine, Engine)
        assert engine.advance(until=-1) is None and engine.finished == 0
        seen: list[int] = []
        out = engine.run(sched, "contract", progress=seen.append)
        assert isinstance(out, Outcome) and out.policy == "contract"
        assert engine.finished == engine.n == seen[-1] and engine.advance() is None
        assert isinstance(engine.schedule(), Outcome)
