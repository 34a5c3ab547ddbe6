"""Hand-worked schedules pinning each policy's rules, plus a brute-force EASY/FCFS/conservative
reference compared against the simulator on random workloads.

Rows are ``(id, submit, cores, walltime, runtime[, deps])``; results are
``{id: (start, end, status)}``.
"""

from __future__ import annotations

import pytest
from conftest import by_id, make_workload, run, workloads
from hypothesis import given, settings

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import POLICIES, make_queue, simulate
from hpcgym.batch.priority import FCFS
from hpcgym.batch.simulator import STATUS_NAMES, SchedulingError, Simulator

WEEK = 7 * 86400


# --- FCFS -----------------------------------------------------------------------------------


def test_fcfs_holds_a_fitting_job_behind_the_blocked_head():
    """fcfs starts only from the head: job 2 fits at t=2 but waits for job 1."""
    # 0 runs 0-100 on 3 of 4; head 1 (4 cores) waits to 100 and runs 100-110;
    # job 2 (1 core) would fit at t=2 but starts after 1, at 110.
    rows = [(0, 0, 3, 100, 100), (1, 1, 4, 10, 10), (2, 2, 1, 10, 10)]
    assert run(rows, 4, "fcfs") == {
        0: (0, 100, "done"),
        1: (100, 110, "done"),
        2: (110, 120, "done"),
    }


def test_fcfs_starts_every_fitting_job_from_the_head():
    """fcfs keeps starting heads while they fit, in queue order."""
    rows = [(0, 0, 2, 50, 50), (1, 0, 1, 50, 40), (2, 0, 1, 50, 30), (3, 0, 1, 50, 10)]
    # 0, 1, 2 fill the 4 procs at 0; 3 starts when 2 ends at 30.
    assert run(rows, 4, "fcfs") == {
        0: (0, 50, "done"),
        1: (0, 40, "done"),
        2: (0, 30, "done"),
        3: (30, 40, "done"),
    }


# --- EASY -----------------------------------------------------------------------------------


def test_easy_backfills_a_job_ending_exactly_at_the_shadow_time():
    """A candidate whose requested end equals the shadow time is started."""
    # 0 holds 6/10 until 100. Head 1 needs 10: shadow 100, extra 0.
    # Job 2 (4 cores) at t=2 requests 98 s: ends 100 <= shadow, so it starts at 2.
    rows = [(0, 0, 6, 100, 100), (1, 1, 10, 50, 50), (2, 2, 4, 98, 98)]
    assert run(rows, 10) == {0: (0, 100, "done"), 1: (100, 150, "done"), 2: (2, 100, "done")}


def test_easy_does_not_backfill_a_job_ending_one_second_after_the_shadow():
    """A candidate requesting one second past the shadow (and wider than extra) waits."""
    # As above but job 2 requests 99 s (ends 101 > shadow 100) and extra is 0; its true
    # runtime of 98 s is irrelevant. 1 runs 100-150, then 2 runs 150-248.
    rows = [(0, 0, 6, 100, 100), (1, 1, 10, 50, 50), (2, 2, 4, 99, 98)]
    assert run(rows, 10) == {0: (0, 100, "done"), 1: (100, 150, "done"), 2: (150, 248, "done")}


def test_easy_backfills_a_long_job_that_fits_in_extra():
    """A candidate ending after the shadow starts when it fits in the extra units."""
    # Head 1 needs 8: shadow 100, extra 10 - 8 = 2. Job 2 (2 cores, 1000 s) starts at 2;
    # at 100 the 8 free units go to 1 (100-150).
    rows = [(0, 0, 6, 100, 100), (1, 1, 8, 50, 50), (2, 2, 2, 1000, 1000)]
    assert run(rows, 10) == {0: (0, 100, "done"), 1: (100, 150, "done"), 2: (2, 1002, "done")}


def test_easy_extra_is_used_up_by_the_first_candidate():
    """Two candidates each fitting in extra but not together: only the first starts."""
    # Head 1 needs 8: shadow 100, extra 2; 4 units free at t=2. Jobs 2 and 3 (2 cores,
    # 1000 s, same pass) each fit in extra; 2 takes it (extra 0), 3 is refused although
    # 2 units are still free. At 100, 1 takes the 8 free units; 3 starts when 1 ends.
    rows = [(0, 0, 6, 100, 100), (1, 1, 8, 50, 50), (2, 2, 2, 1000, 1000), (3, 2, 2, 1000, 1000)]
    assert run(rows, 10) == {
        0: (0, 100, "done"),
        1: (100, 150, "done"),
        2: (2, 1002, "done"),
        3: (150, 1150, "done"),
    }


def test_easy_keeps_one_shadow_and_extra_for_the_whole_scan():
    """Jobs ending by the shadow do not consume extra, and the reservation is not re-planned
    after each start within a pass."""
    # 12 procs; 0 holds 6 until 100. Head 1 needs 7: shadow 100, extra 12 - 7 = 5.
    # Same pass at t=2: job 2 (4 cores) ends at 2 + 98 = 100 <= shadow -> starts (extra
    # stays 5); job 3 (2 cores, 1000 s) fits the 2 free units and 2 <= 5 -> starts.
    # Re-planning after job 2 started (free 2, jobs 0 and 2 both ending at 100) or charging
    # job 2 against extra would refuse job 3. At 100: 10 free, 1 runs 100-150.
    rows = [(0, 0, 6, 100, 100), (1, 1, 7, 50, 50), (2, 2, 4, 98, 98), (3, 2, 2, 1000, 1000)]
    assert run(rows, 12) == {
        0: (0, 100, "done"),
        1: (100, 150, "done"),
        2: (2, 100, "done"),
        3: (2, 1002, "done"),
    }


def test_easy_extra_counts_every_job_ending_at_the_shadow_time():
    """extra = units free at the shadow time - head's size, with all jobs ending then."""
    # 5 procs; 0 and 1 (2 each) end at 10, 1 unit free. Head 2 needs 3: shadow 10; at 10
    # all 5 units are free, so extra = 5 - 3 = 2. Job 3 (1 core, 100 s) fits the free unit
    # and 1 <= extra: starts at 2. At 10, 2 takes 3 of the 4 free units.
    rows = [(0, 0, 2, 10, 10), (1, 0, 2, 10, 10), (2, 1, 3, 10, 10), (3, 2, 1, 100, 100)]
    assert run(rows, 5) == {
        0: (0, 10, "done"),
        1: (0, 10, "done"),
        2: (10, 20, "done"),
        3: (2, 102, "done"),
    }


def test_conservative_protects_the_second_job_that_easy_delays():
    """EASY backfills a long job that delays the 2nd queued job; conservative does not."""
    # 0 holds 6/10 until 100. 1 (8 cores) is the head: shadow 100, extra 2. 2 needs all
    # 10 (its conservative slot is 200, after 1). 3 (2 cores, 500 s) arrives at 3.
    # EASY: 3 fits in extra and starts at 3 (to 503); 2 waits for it until 503.
    # Conservative: 3's earliest slot that clears 1's [100,200) and 2's [200,300) is 300.
    rows = [(0, 0, 6, 100, 100), (1, 1, 8, 100, 100), (2, 2, 10, 100, 100), (3, 3, 2, 500, 500)]
    assert run(rows, 10, "fcfs-easy") == {
        0: (0, 100, "done"),
        1: (100, 200, "done"),
        2: (503, 603, "done"),
        3: (3, 503, "done"),
    }
    assert run(rows, 10, "fcfs-conservative") == {
        0: (0, 100, "done"),
        1: (100, 200, "done"),
        2: (200, 300, "done"),
        3: (300, 800, "done"),
    }


def test_sjf_easy_orders_by_requested_walltime():
    """sjf-easy picks the shortest request first, ties by submit order."""
    # 0 holds all 4 until 100; at 100 the queue by walltime is 3 (10 s), 2 (20 s), 1 (30 s),
    # each needing 4 procs.
    rows = [(0, 0, 4, 100, 100), (1, 1, 4, 30, 30), (2, 2, 4, 20, 20), (3, 3, 4, 10, 10)]
    assert run(rows, 4, "sjf-easy") == {
        0: (0, 100, "done"),
        3: (100, 110, "done"),
        2: (110, 130, "done"),
        1: (130, 160, "done"),
    }


# --- kills ----------------------------------------------------------------------------------


def test_fcfs_easy_kills_at_the_limit_without_grace():
    """fcfs-easy ends an over-running job at start + walltime, KILLED."""
    rows = [(0, 0, 4, 100, 150), (1, 0, 4, 50, 50)]
    assert run(rows, 4) == {0: (0, 100, "killed"), 1: (100, 150, "done")}


def test_slurm_kills_sixty_seconds_past_the_limit():
    """slurm ends an over-running job at start + walltime + 60; inside the grace it is DONE."""
    # All need the whole machine; equal priority, so index order. 0 (200 s asked 100) is
    # killed at 160; 1 runs 130 s (inside the grace) 160-290; 2 runs exactly
    # walltime + 60 = 160 s, 290-450, and is not killed.
    rows = [(0, 0, 4, 100, 200), (1, 0, 4, 100, 130), (2, 0, 4, 100, 160)]
    assert run(rows, 4, "slurm") == {
        0: (0, 160, "killed"),
        1: (160, 290, "done"),
        2: (290, 450, "done"),
    }


# --- dependencies ---------------------------------------------------------------------------


@pytest.mark.parametrize("policy", ["fcfs", "fcfs-easy", "slurm"])
def test_child_starts_at_its_parents_end(policy):
    """A child with free units waits for its parent and starts when it ends."""
    rows = [(0, 0, 2, 100, 100), (1, 0, 2, 50, 50, (0,))]
    assert run(rows, 4, policy) == {0: (0, 100, "done"), 1: (100, 150, "done")}


def test_chain_of_three_runs_back_to_back():
    """A -> B -> C each start when the previous ends."""
    rows = [(0, 0, 1, 10, 10), (1, 0, 1, 10, 10, (0,)), (2, 0, 1, 10, 10, (1,))]
    assert run(rows, 4) == {0: (0, 10, "done"), 1: (10, 20, "done"), 2: (20, 30, "done")}


def test_killed_parent_cancels_all_descendants():
    """Children of a killed job, theirs, and late-submitted ones are CANCELLED and never run."""
    # 0 is killed at 10. 1 (child), 2 (grandchild), 4 (child of 2 submitted at 50) and
    # 5 (parents 3 done and 0 killed) are cancelled; 3 is unrelated and runs.
    rows = [
        (0, 0, 1, 10, 20),
        (1, 0, 1, 10, 10, (0,)),
        (2, 0, 1, 10, 10, (1,)),
        (3, 0, 1, 10, 10),
        (4, 50, 1, 10, 10, (2,)),
        (5, 0, 1, 10, 10, (0, 3)),
    ]
    assert run(rows, 4) == {
        0: (0, 10, "killed"),
        1: (-1, -1, "cancelled"),
        2: (-1, -1, "cancelled"),
        3: (0, 10, "done"),
        4: (-1, -1, "cancelled"),
        5: (-1, -1, "cancelled"),
    }


def test_child_submitted_after_its_parent_finished_starts_at_submit():
    """A parent already DONE does not hold a later child back."""
    rows = [(0, 0, 2, 10, 10), (1, 50, 2, 10, 10, (0,))]
    assert run(rows, 4) == {0: (0, 10, "done"), 1: (50, 60, "done")}


def test_child_submitted_before_its_parent():
    """A dependency on a job not yet submitted blocks until that job ends."""
    rows = [(0, 0, 1, 10, 10, (1,)), (1, 20, 1, 10, 10)]
    assert run(rows, 4) == {0: (30, 40, "done"), 1: (20, 30, "done")}


# --- Slurm multifactor ----------------------------------------------------------------------


def test_dependent_job_ages_from_eligibility_not_submit():
    """A child submitted at 0 but eligible at 100 is younger than a job submitted at 50."""
    # 10 procs. 0 (all 10) runs 0-100. 1 depends on 0 (submitted 0, eligible 100), 2 is
    # submitted at 50; both need 6 and have the same size factor (0). At 100: age(2) = 50 s
    # > age(1) = 0, so 2 runs 100-200 and 1 200-300. Aging from submit would pick 1.
    rows = [(0, 0, 10, 100, 100), (1, 0, 6, 1000, 100, (0,)), (2, 50, 6, 1000, 100)]
    assert run(rows, 10, "slurm") == {
        0: (0, 100, "done"),
        1: (200, 300, "done"),
        2: (100, 200, "done"),
    }


@pytest.mark.parametrize("release, first", [(60 + WEEK - 1, 3), (60 + WEEK, 1), (60 + WEEK + 1, 1)])
def test_age_saturates_at_seven_days(release, first):
    """Priority ages until exactly 7 days after eligibility, then stops: an older job's lead
    over a younger identical one vanishes when the younger reaches 7 days, and the tie goes
    to the lower index."""
    # 10 procs. 0 (4 cores) runs 0-60; 1 depends on 0 (eligible 60); 2 (6 cores) fills the
    # rest until ``release``; 3, identical to 1, is submitted at 1 (older than 1, but a
    # higher index); 4 (4 cores, submitted 60, ending at ``release``) takes 0's cores.
    # At ``release`` 1 and 3 compete for 10 free cores, each needing 6. 3's age is capped;
    # 1's age is release - 60: below 7 days 3 leads, at exactly 7 days they tie and 1 wins
    # on index. The leader runs 100 s, then the other.
    rows = [
        (0, 0, 4, 60, 60),
        (1, 0, 6, 1000, 100, (0,)),
        (2, 0, 6, release, release),
        (3, 1, 6, 1000, 100),
        (4, 60, 4, release - 60, release - 60),
    ]
    second = 4 - first
    got = run(rows, 10, "slurm")
    assert got[4] == (60, release, "done")
    assert got[first] == (release, release + 100, "done")
    assert got[second] == (release + 100, release + 200, "done")


def test_slurm_size_factor_is_share_of_machine_over_share_of_max_walltime():
    """size factor = 1 - min((cores / total) / (walltime / max_walltime), 1)."""
    # 10 procs, max walltime 172800: (2/10)/(86400/172800) = 0.4 -> 0.6;
    # (10/10)/(172800/172800) = 1 -> 0; (1/10)/(345600/172800) = 0.05 -> 0.95;
    # (5/10)/(600/172800) = 144 -> capped -> 0.
    w = make_workload(
        [(0, 0, 2, 86400, 1), (1, 0, 10, 172800, 1), (2, 0, 1, 345600, 1), (3, 0, 5, 600, 1)], 10
    )
    queue = make_queue(POLICIES["slurm"], w)
    assert queue.size_factor == pytest.approx([0.6, 0.0, 0.95, 0.0])


def test_slurm_backfills_only_on_multiples_of_thirty_seconds():
    """A job that could backfill at t=7 starts at the next backfill tick, t=30."""
    # 0 holds 6/10 until 1000; head 1 needs 10 and is older than 2 with a size factor at
    # least 2's. 2 (2 cores, asks 600 s, runs 50) arrives at 7; the main pass stops at 1;
    # the backfill pass at 30 starts 2 (it ends by 630 <= 1000). EASY would start it at 7.
    rows = [(0, 0, 6, 1000, 1000), (1, 1, 10, 6000, 100), (2, 7, 2, 600, 50)]
    assert run(rows, 10, "slurm") == {
        0: (0, 1000, "done"),
        1: (1000, 1100, "done"),
        2: (30, 80, "done"),
    }
    assert run(rows, 10, "fcfs-easy")[2] == (7, 57, "done")


@pytest.mark.parametrize("wide, start", [(49, 30), (50, 6000)])
def test_slurm_backfill_examines_at_most_fifty_jobs(wide, start):
    """A candidate at queue position 50 is backfilled at t=30; at position 51 it is not."""
    # 0 holds 6/10 until 1000. ``wide`` jobs (10 cores, 100 s, submitted at 1) then the
    # 2-core candidate (submitted at 2) queue up; the wide jobs are older and their size
    # factor is at least the candidate's, so they come first. Within depth, the candidate
    # starts at the t=30 tick. At position 51 it waits until the wide jobs (each taking the
    # whole machine) have run 1000-6000.
    rows = [(0, 0, 6, 1000, 1000)]
    rows += [(k, 1, 10, 6000, 100) for k in range(1, wide + 1)]
    rows.append((wide + 1, 2, 2, 600, 50))
    got = run(rows, 10, "slurm")
    assert got[wide + 1] == (start, start + 50, "done")
    assert [got[k][0] for k in range(1, wide + 1)] == [
        1000 + 100 * (k - 1) for k in range(1, wide + 1)
    ]


# --- whole nodes ----------------------------------------------------------------------------


def test_whole_node_allocation_rounds_up_to_nodes():
    """On a whole-node cluster a job of c cores takes ceil(c / cores_per_node) nodes."""
    # 4 nodes x 4 cores. 0 and 1 (5 cores) take 2 nodes each; 2 (1 core) needs a node and
    # waits until 1 ends at 50, though only 10 of 16 cores are busy.
    cl = Cluster("nodes", 4, 4, whole_node=True)
    rows = [(0, 0, 5, 100, 100), (1, 0, 5, 50, 50), (2, 0, 1, 10, 10), (3, 60, 8, 10, 10)]
    s = simulate(make_workload(rows, cl), "fcfs")
    assert s.units == [2, 2, 1, 2]
    assert by_id(s) == {
        0: (0, 100, "done"),
        1: (0, 50, "done"),
        2: (50, 60, "done"),
        3: (60, 70, "done"),
    }


# --- scheduling errors ----------------------------------------------------------------------


def _sim(rows, procs=4):
    sim = Simulator(make_workload(rows, procs), FCFS())
    assert sim.advance()
    return sim


def test_start_of_a_job_that_does_not_fit_raises():
    """Simulator.start refuses a job wider than the free units and changes nothing."""
    sim = _sim([(0, 0, 3, 10, 10), (1, 0, 2, 10, 10)])
    sim.start(0)
    with pytest.raises(SchedulingError, match="needs 2 units, 1 free"):
        sim.start(1)
    assert sim.free == 1 and list(sim.queue.order(sim.now)) == [1]
    assert STATUS_NAMES[sim.status[1]] == "waiting"


def test_start_of_a_running_job_raises():
    """Starting a job twice is refused."""
    sim = _sim([(0, 0, 1, 10, 10)])
    sim.start(0)
    with pytest.raises(SchedulingError):
        sim.start(0)


def test_start_of_a_job_not_yet_submitted_raises():
    """A job that has not arrived cannot be started."""
    sim = _sim([(0, 0, 1, 10, 10), (1, 0, 1, 10, 10), (2, 50, 1, 10, 10)])
    with pytest.raises(SchedulingError):
        sim.start(2)


def test_start_of_a_job_blocked_on_a_dependency_raises():
    """A job whose parent has not ended cannot be started, and the queue is left intact."""
    sim = _sim([(0, 0, 1, 10, 10), (1, 0, 1, 10, 10, (0,)), (2, 0, 1, 10, 10)])
    with pytest.raises(SchedulingError):
        sim.start(1)
    assert list(sim.queue.order(sim.now)) == [0, 2]


# --- metrics --------------------------------------------------------------------------------

METRIC_ROWS = [(0, 0, 2, 100, 100), (1, 0, 4, 5, 5), (2, 10, 1, 20, 20)]


def test_metrics_on_a_hand_worked_schedule():
    """Exact wait, bounded slowdown (tau 10 s), utilization and makespan."""
    # fcfs on 4 procs: 0 runs 0-100; 1 (4 cores) 100-105; 2 waits behind it, 105-125.
    # waits 0, 100, 95 -> mean 65. bsld: 100/100 = 1; (100 + 5)/max(5, 10) = 10.5;
    # (95 + 20)/20 = 5.75 -> mean 17.25 / 3 = 5.75. Utilization over [0, 125):
    # (2*100 + 4*5 + 1*20) / (4*125) = 240/500. Makespan 125 - 0.
    s = simulate(make_workload(METRIC_ROWS, 4), "fcfs")
    assert by_id(s) == {0: (0, 100, "done"), 1: (100, 105, "done"), 2: (105, 125, "done")}
    m = compute(s)
    assert m["jobs_measured"] == 3
    assert m["mean_wait_s"] == 65.0
    assert m["mean_bsld"] == pytest.approx(5.75)
    assert m["utilization"] == pytest.approx(0.48)
    assert m["makespan_s"] == 125


def test_metrics_exclude_warmup_jobs_from_wait_stats():
    """Jobs submitted before warmup_end are left out of per-job stats, not utilization."""
    # warmup_end 5 drops 0 and 1 (submitted at 0): only 2 remains, wait 95, bsld 5.75.
    # Utilization over [5, 125): (2*95 + 4*5 + 1*20) / (4*120) = 230/480.
    m = compute(simulate(make_workload(METRIC_ROWS, 4, warmup_end=5), "fcfs"))
    assert m["jobs_measured"] == 1
    assert m["mean_wait_s"] == 95.0
    assert m["mean_bsld"] == pytest.approx(5.75)
    assert m["utilization"] == pytest.approx(230 / 480)


def test_metrics_count_whole_nodes_and_killed_jobs():
    """Utilization counts allocated whole nodes; a killed job's run is its time to the kill."""
    # 2 nodes x 4 cores. 0 (1 core -> 1 node) is killed at 10; 1 (5 cores -> 2 nodes) runs
    # 10-30. Utilization over [0, 30): (4*10 + 8*20) / (8*30) = 200/240.
    # waits 0 and 10; bsld 10/10 = 1 and (10 + 20)/20 = 1.5.
    cl = Cluster("nodes", 2, 4, whole_node=True)
    m = compute(simulate(make_workload([(0, 0, 1, 10, 50), (1, 0, 5, 20, 20)], cl), "fcfs"))
    assert m["killed"] == 1
    assert m["mean_wait_s"] == 5.0
    assert m["mean_bsld"] == pytest.approx(1.25)
    assert m["utilization"] == pytest.approx(200 / 240)
    assert m["makespan_s"] == 30


# --- brute-force reference ------------------------------------------------------------------


def reference(workload, backfill, key=None):
    """Textbook FCFS / EASY / conservative, grace 0, re-simulated from scratch by brute force.

    Returns ``(start, end, status)`` lists indexed like ``workload.jobs``.
    """
    jobs, cl = workload.jobs, workload.cluster
    n, total = len(jobs), cl.total_units
    units = [cl.units(j.cores) for j in jobs]
    wall = [j.walltime for j in jobs]
    index = {j.id: k for k, j in enumerate(jobs)}
    parents = [[index[p] for p in j.deps] for j in jobs]
    order = key or (lambda i: 0)
    start, end, status = [-1] * n, [-1] * n, ["waiting"] * n
    arrived = [False] * n
    running: dict[int, int] = {}
    while True:
        times = [jobs[i].submit for i in range(n) if not arrived[i]] + list(running.values())
        if not times:
            break
        now = min(times)
        for i in sorted(i for i, e in running.items() if e == now):
            del running[i]
            end[i] = now
            status[i] = "killed" if jobs[i].runtime > wall[i] else "done"
        for i in range(n):
            if jobs[i].submit == now:
                arrived[i] = True
        changed = True
        while changed:
            changed = False
            for i in range(n):
                if (
                    arrived[i]
                    and status[i] == "waiting"
                    and any(status[p] in ("killed", "cancelled") for p in parents[i])
                ):
                    status[i] = "cancelled"
                    changed = True
        q = sorted(
            (
                i
                for i in range(n)
                if arrived[i]
                and status[i] == "waiting"
                and all(status[p] == "done" for p in parents[i])
            ),
            key=lambda i: (order(i), i),
        )
        free = total - sum(units[i] for i in running)

        def begin(i):
            start[i] = now  # noqa: B023 - run within this iteration
            status[i] = "running"
            running[i] = now + min(jobs[i].runtime, wall[i])  # noqa: B023 - run within this iteration

        while q and units[q[0]] <= free:
            free -= units[q[0]]
            begin(q.pop(0))
        if not q or backfill == "none":
            continue
        if backfill == "easy":
            avail, need = free, units[q[0]]
            for e in sorted({start[i] + wall[i] for i in running}):
                avail += sum(units[i] for i in running if start[i] + wall[i] == e)
                if avail >= need:
                    shadow_t, extra = e, avail - need
                    break
            for i in q[1:]:
                if units[i] > free:
                    continue
                if now + wall[i] <= shadow_t:
                    free -= units[i]
                    begin(i)
                elif units[i] <= extra:
                    free -= units[i]
                    extra -= units[i]
                    begin(i)
        else:
            busy = [(start[i], start[i] + wall[i], units[i]) for i in running]
            for i in q:
                u, d = units[i], wall[i]
                for s in sorted({now} | {b for _, b, _ in busy if b > now}):
                    points = {s} | {t for a, b, _ in busy for t in (a, b) if s < t < s + d}
                    if all(sum(x for a, b, x in busy if a <= p < b) + u <= total for p in points):
                        break
                busy.append((s, s + d, u))
                if s == now:
                    begin(i)
    return start, end, status


@pytest.mark.parametrize(
    "policy, backfill, sjf",
    [
        ("fcfs", "none", False),
        ("fcfs-easy", "easy", False),
        ("fcfs-conservative", "conservative", False),
        ("sjf-easy", "easy", True),
    ],
)
@settings(max_examples=150, deadline=None)
@given(w=workloads(max_jobs=10), dense=workloads(max_jobs=10, dense=True))
def test_policy_matches_brute_force_reference(policy, backfill, sjf, w, dense):
    """fcfs, fcfs-easy, fcfs-conservative and sjf-easy equal their textbook definitions."""
    for wl in (w, dense):
        key = (lambda i: wl.jobs[i].walltime) if sjf else None  # noqa: B023 - run within this iteration
        s = simulate(wl, policy)
        start, end, status = reference(wl, backfill, key)
        assert (s.start, s.end, [STATUS_NAMES[x] for x in s.status]) == (start, end, status)


def test_simulation_stopped_at_a_time_leaves_later_work_undone():
    """until=50: job 1 runs [0, 100) and is still running; job 2 (10 s, at 10) waits behind
    it; job 3 arrives after the stop. Utilization over [0, 50) counts job 1 up to 50."""
    w = make_workload([(1, 0, 4, 100, 100), (2, 10, 2, 10, 10), (3, 60, 1, 5, 5)], 4, horizon=50)
    s = simulate(w, "fcfs-easy", until=50)
    assert by_id(s) == {1: (0, -1, "running"), 2: (-1, -1, "waiting"), 3: (-1, -1, "pending")}
    m = compute(s)
    assert m["utilization"] == 1.0 and m["jobs_measured"] == 0
