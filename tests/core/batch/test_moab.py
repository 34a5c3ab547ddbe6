"""Moab on Edison (rodrigo2018 §3.1.3, Table 2): queue priority growing per pass, per-user
eligibility limits, the moab-edison preset, and the generated queue mix and users."""

from __future__ import annotations

from functools import cache

import numpy as np
import pytest

from hpcgym.batch.cluster import EDISON, processors
from hpcgym.batch.job import Job
from hpcgym.batch.metrics import compute
from hpcgym.batch.moab import JobClass, MoabPriority, fig6_shape, wait_table
from hpcgym.batch.policies import bind_queue, get_policy, make_queue, make_scheduler, simulate
from hpcgym.batch.queues import QUEUES
from hpcgym.batch.simulator import Simulator
from hpcgym.batch.workload import Workload
from hpcgym.workloads.edison import (
    HOPPER_SHARES,
    PAPER_RANKS,
    EdisonConfig,
    generate,
    queue_mix,
    user_stats,
)


def _queue(classes: list[JobClass], interval: int = 10, until: str = "start") -> MoabPriority:
    """A queue not bound to a simulator: a place freed by ``remove`` / ``finished`` goes to
    the next hidden job at the latest time the queue was given (``add`` / ``order``)."""
    jobs = [Job(i + 1, 0, 1, 10, 10) for i in range(len(classes))]
    return MoabPriority(jobs, lambda j: classes[j.id - 1], interval, until)


# --- eligibility limits (Table 2 "E") -----------------------------------------------------


def test_only_the_first_e_jobs_of_a_user_in_a_queue_are_seen():
    """User u has 3 jobs in a queue with E = 2; another user's job is not limited by them."""
    c = JobClass(0, ("u", "q"), 2)
    q = _queue([c, c, c, JobClass(0, ("v", "q"), 2)])
    for i in range(4):
        q.add(i, 0)
    assert q.order(0) == [0, 1, 3]
    assert len(q) == 4 and q.hidden() == 1
    assert q.order(5) == [0, 1, 3]  # a pass at t = 5 ...
    q.remove(0)  # ... starts job 0: its place goes to job 2 now
    assert q.order(5) == [1, 3, 2]
    assert q.eligible[2] == 5 and q.hidden() == 0


def test_until_end_frees_the_place_when_the_job_ends():
    """The paper's wording: the third job is considered only after one of the first ends."""
    c = JobClass(0, ("u", "q"), 2)
    q = _queue([c, c, c], until="end")
    for i in range(3):
        q.add(i, 0)
    q.remove(0)
    assert q.order(5) == [1]  # job 0 runs and still holds its place
    q.finished(0)
    assert q.order(7) == [1, 2]


def test_a_job_without_user_or_queue_has_no_limit():
    q = _queue([JobClass(0, None, None)] * 5)
    for i in range(5):
        q.add(i, 0)
    assert q.order(0) == [0, 1, 2, 3, 4]


def test_a_hidden_job_is_not_overtaken_by_its_users_later_job():
    c = JobClass(0, ("u", "q"), 1)
    q = _queue([c, c, c])
    for i in range(3):
        q.add(i, 0)
    q.remove(0)
    assert q.order(1) == [1]  # job 1 first (submitted first), job 2 still hidden


# --- priority growth per pass (§3.1.3) -----------------------------------------------------


def test_priority_grows_by_the_queue_priority_each_pass():
    """Passes every 10 s at t = 0, 10, 20, ...: A (P = 1) eligible at 0, B (P = 2) at 15.
    A = 1 + t // 10 (passes 0, 10, ...), B = 2 (t // 10 - 1): A leads, ties at t = 30 (the
    tie goes to A, eligible first), and B leads from t = 40."""
    q = _queue([JobClass(1, None, None), JobClass(2, None, None)])
    q.add(0, 0)
    q.add(1, 15)
    expect = {
        15: (2, 0, [0, 1]),
        20: (3, 2, [0, 1]),
        30: (4, 4, [0, 1]),
        40: (5, 6, [1, 0]),
        90: (10, 16, [1, 0]),
    }
    for t, (pa, pb, order) in expect.items():
        assert (q.priority(0, t), q.priority(1, t)) == (pa, pb), t
        assert q.order(t) == order, t
        assert q.order(t, 1) == order[:1], t
        keys = sorted([0, 1], key=lambda i: q.sort_key(i, t))
        assert keys == order, t


def test_p0_queue_is_fifo_by_eligibility_and_negative_p_sinks():
    """P = 0 never grows: first eligible first. P = -3 falls 3 a pass: a newer low job is
    ahead of an older one, both behind every P >= 0 job once a pass has passed."""
    reg, low = JobClass(0, None, None), JobClass(-3, None, None)
    q = _queue([reg, low, low, reg])
    q.add(0, 1)
    q.add(1, 2)  # low, passes at 10, 20, ... -> -3 at 10, -6 at 20
    assert q.order(5) == [0, 1]  # before any pass both are at 0: by eligible time
    q.add(2, 12)  # low, -3 at 20
    q.add(3, 13)  # reg
    assert q.order(20) == [0, 3, 2, 1]
    assert [q.priority(i, 20) for i in (0, 1, 2, 3)] == [0, -6, -3, 0]


def test_hidden_jobs_do_not_gain_priority():
    """Table 2: E bounds the jobs "considered in jobs priority recalculation"."""
    c = JobClass(1, ("u", "q"), 1)
    q = _queue([c, c, JobClass(1, None, None)])
    q.add(0, 0)
    q.add(1, 0)  # hidden until job 0 starts
    q.add(2, 25)
    q.order(55)
    q.remove(0)  # at t = 55
    assert q.order(55) == [2, 1]  # job 2: passes 30, 40, 50 -> 3; job 1: none yet -> 0
    assert q.priority(2, 55) == 3 and q.priority(1, 55) == 0
    assert q.priority(1, 60) == 1  # not 6: the 6 passes it spent hidden did not count


def test_order_merges_many_rates_like_a_full_sort():
    rng = np.random.default_rng(0)
    rates = [int(r) for r in rng.choice([2, 1, 0, -3], 400)]
    users = rng.integers(0, 15, 400)
    classes = [JobClass(r, (int(u), r), 3) for r, u in zip(rates, users)]
    q = _queue(classes, interval=30)
    t = 0
    live = set()
    for i in range(400):
        t += int(rng.integers(0, 40))
        q.add(i, t)
        live.add(i)
        if rng.random() < 0.4:
            head = q.order(t, 5)
            j = head[int(rng.integers(0, len(head)))]
            q.remove(j)
            live.discard(j)
        got = q.order(t)
        assert got == sorted(got, key=lambda i: q.sort_key(i, t))
        assert got[:7] == q.order(t, 7)
        assert set(got) == set(q.eligible) <= live
    assert len(q) == len(live)


# --- the moab-edison preset on hand-worked schedules ---------------------------------------


def _sim(jobs: list[Job], cores: int, policy: str = "moab-edison"):
    w = Workload(jobs, processors(cores))
    return simulate(w, policy)


def test_eligibility_keeps_a_users_third_job_from_backfilling():
    """Moab's idle-job reading (``+at-start``). 4 processors; X (3 procs) runs 0-100. User 1 sends A, B (4 procs each, debug, E = 2)
    and C (1 proc, 10 s) at t = 1. Without the limit C backfills at the 30-s pass (it ends
    before A's reservation at 100); with it C is hidden until A starts (100), then waits
    behind B (eligible first) and runs at 200."""

    def jobs(c_user: int) -> list[Job]:
        return [
            Job(1, 0, 3, 100, 100, user=9, queue="reg_small"),
            Job(2, 1, 4, 50, 50, user=1, queue="debug"),
            Job(3, 1, 4, 50, 50, user=1, queue="debug"),
            Job(4, 1, 1, 10, 10, user=c_user, queue="debug"),
        ]

    other = _sim(jobs(2), 4, "moab-edison+at-start")
    same = _sim(jobs(1), 4, "moab-edison+at-start")
    assert other.start == [0, 100, 150, 30]
    assert same.start == [0, 100, 150, 200]


def test_a_higher_priority_queue_overtakes_after_passes():
    """1 processor busy 0-100. R (reg_small, P = 0) at t = 5, D (debug, P = 1) at t = 20,
    L1, L2 (low, P = -3) at 5 and 35, R2 (reg_small) at 40: at t = 100 D has gained at the
    passes 30, 60, 90 and goes first; then the P = 0 jobs by eligibility (R at 110, R2 at
    120); then the low jobs, the newer first (at t = 130 L2 has lost 9, L1 12)."""
    jobs = [
        Job(1, 0, 1, 100, 100, user=9, queue="reg_small"),
        Job(2, 5, 1, 10, 10, user=1, queue="reg_small"),
        Job(3, 5, 1, 10, 10, user=2, queue="low"),
        Job(4, 20, 1, 10, 10, user=3, queue="debug"),
        Job(5, 35, 1, 10, 10, user=4, queue="low"),
        Job(6, 40, 1, 10, 10, user=5, queue="reg_small"),
    ]
    s = _sim(jobs, 1)
    assert s.start == [0, 110, 140, 100, 130, 120]
    fcfs = _sim(jobs, 1, "fcfs-easy")
    assert fcfs.start == [0, 100, 110, 120, 130, 140]


def test_preset_reads_table_2():
    cfg = get_policy("moab-edison")
    assert (cfg.priority, cfg.backfill, cfg.bf_interval, cfg.queues) == (
        "moab",
        "easy",
        30,
        "edison",
    )
    assert get_policy("moab-edison").eligible_until == "end"
    assert get_policy("moab-edison+at-start").eligible_until == "start"
    assert get_policy("moab-edison+aging").age_rate == 4
    # rodrigo2018 Table 2, Edison column: (P, E)
    table = {
        "debug": (1, 2),
        "reg_1h": (0, 16),
        "reg_short": (0, 24),
        "reg_small": (0, 24),
        "reg_med": (1, 8),
        "reg_big": (1, 2),
        "reg_xbig": (1, 2),
        "premium": (2, 1),
        "low": (-3, 6),
    }
    assert {q: (v.priority, v.eligible) for q, v in QUEUES.items()} == table


def test_simulator_binding_follows_ends_and_jobs_given_while_running():
    """until-end needs the simulator's end events; a job submitted while running is
    classified from the simulator's list."""
    jobs = [
        Job(1, 0, 1, 50, 50, user=1, queue="premium"),
        Job(2, 0, 1, 50, 50, user=1, queue="premium"),
    ]
    w = Workload(jobs, processors(2))
    assert simulate(w, "moab-edison+at-start").start == [0, 0]  # E = 1 idle job: 0 starts
    assert simulate(w, "moab-edison").start == [0, 50]
    cfg = get_policy("moab-edison")
    sim = Simulator(w, make_queue(cfg, w), bf_interval=cfg.bf_interval)
    bind_queue(sim)  # (the first pass of make_scheduler's pass would bind it too)
    sim.submit(Job(3, 0, 1, 10, 10, user=1, queue="debug"))
    sim.run(make_scheduler(cfg))
    assert sim.queue.job_class(2) == JobClass(1, (1, "debug"), 2)


# --- the generated week: queues and users ---------------------------------------------------


@cache
def week(seed: int) -> Workload:
    return generate(EdisonConfig(days=7, seed=seed))


@pytest.mark.parametrize("seed", [1, 2])
def test_queue_mix_follows_section_5(seed):
    """Edison's ranks by jobs (reg_small, debug, reg_1h, low, reg_short) and by core-hours
    (reg_small, reg_med first); Hopper's printed shares within 5 points where Edison's
    queues match them (§5.1: "Edison queues are very similar to Hopper's")."""
    mix = queue_mix(week(seed))
    by_jobs = sorted(mix, key=lambda q: -mix[q][0])
    by_core_h = sorted(mix, key=lambda q: -mix[q][1])
    assert by_jobs[:5] == list(PAPER_RANKS["jobs"])
    assert by_core_h[:2] == list(PAPER_RANKS["core_h"][:2])
    for q in ("debug", "reg_1h", "reg_short"):
        assert abs(mix[q][0] - HOPPER_SHARES["jobs"][q]) <= 0.05, q
    assert abs(mix["reg_short"][1] - HOPPER_SHARES["core_h"]["reg_short"]) <= 0.05
    assert 0.005 <= mix["premium"][0] <= 0.05


def test_every_job_has_a_user_but_the_prefilled_running_ones():
    w = week(1)
    running = [j for j in w.jobs if j.submit == 0]
    assert running and all(j.user == -1 for j in running)
    assert all(0 <= j.user < 500 for j in w.jobs if j.submit > 0)
    stats = {k: v for k, v, _ in user_stats(w)}
    assert 0.08 <= stats["jobs of the busiest user"] <= 0.25
    assert 0.3 <= stats["jobs of the 10 busiest users"] <= 0.6
    assert 0.5 <= stats["jobs in bursts of >= 2 (same user, queue, width class)"] <= 0.8


def test_queues_and_users_change_no_job():
    """They come from their own stream: with or without them the jobs are the same."""
    a = generate(EdisonConfig(days=1, seed=4))
    b = generate(
        EdisonConfig(days=1, seed=4, users=0, time_routing=1.0, low_share=0.0, premium_share=0.0)
    )
    assert [(j.submit, j.cores, j.walltime, j.runtime) for j in a.jobs] == [
        (j.submit, j.cores, j.walltime, j.runtime) for j in b.jobs
    ]
    assert all(j.user == -1 for j in b.jobs)
    assert {j.queue for j in b.jobs} >= {"reg_1h", "reg_short", "debug"}
    assert "low" not in {j.queue for j in b.jobs}


def test_moab_edison_on_a_generated_day_and_its_wait_table():
    w = generate(EdisonConfig(days=1, seed=2, warmup=3600 * 6))
    s = simulate(w, "moab-edison")
    m = compute(s)
    assert 0.5 < m["utilization"] <= 1.0
    table = wait_table(s, list(QUEUES))
    assert set(table) <= set(QUEUES) and "reg_small" in table
    n = sum(c for row in table.values() for _, c in row.values())
    assert n == m["jobs_measured"]
    shape = fig6_shape(table, {q: v.priority for q, v in QUEUES.items()})
    assert all(0 <= h <= k for h, k in shape.values())


def test_moab_edison_default_of_dispatch_edison():
    import gymnasium as gym

    import hpcgym  # noqa: F401
    from hpcgym.baselines import make_baseline

    env = gym.make("hpcgym/Dispatch-Edison-v0", hours=0.5)
    assert env.unwrapped.config.name == "moab-edison"
    agent = make_baseline("moab", env)
    obs, _ = env.reset(seed=3)
    while True:
        obs, _, term, trunc, _info = env.step(agent.predict(obs)[0])
        if term or trunc:
            break
    sim = env.unwrapped.sim
    native = simulate(sim.workload, "moab-edison")
    assert native.start == sim.start_t
    old = gym.make("hpcgym/Dispatch-Edison-v0", hours=0.5, policy="fcfs-easy")
    assert old.unwrapped.config.name == "fcfs-easy"


def test_edison_cluster_is_the_one_of_the_queues():
    assert max(q.max_nodes for q in QUEUES.values()) <= EDISON.nodes


def test_cli_prints_the_queue_mix_and_the_wait_table(capsys, tmp_path):
    from hpcgym.cli import main

    assert main(["workload", "edison", "--days", "0.5", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "execution queues" in out and "reg_small" in out and "busiest user" in out
    js = tmp_path / "r.json"
    assert (
        main(
            [
                "run",
                "--workload",
                "edison",
                "--days",
                "0.25",
                "--seed",
                "1,2",
                "--policy",
                "moab-edison",
                "--no-progress",
                "--json",
                str(js),
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "moab-edison beside rodrigo2018 (seeds 1, 2)" in out
    assert "waits < 3 h" in out and "paper 0.67" in out and "debug (1)" in out
    import json

    doc = json.loads(js.read_text())
    assert [r["seed"] for r in doc["runs"]] == [1, 2]
    table = doc["wait_tables"]["moab-edison"]
    assert len(table["utilization"]) == 2 and "reg_small" in table["median_wait_s"]


def test_seed_ranges():
    from hpcgym.cli.run import parse_seeds

    assert parse_seeds("3") == [3]
    assert parse_seeds("1-4") == [1, 2, 3, 4]
    assert parse_seeds("1,3-4") == [1, 3, 4]
    with pytest.raises(ValueError, match="--seed"):
        parse_seeds("x")
