"""The rlscheduler preset: RLScheduler's rules on hand-built cases, its protocol, and its
published table (SC'20 Table V) reproduced on the bundled Lublin-1 trace."""

from __future__ import annotations

import gzip

import pytest
from conftest import archive_trace, by_id, make_workload, workloads
from hypothesis import given, settings

from hpcgym.batch.priority import FCFS
from hpcgym.batch.rlscheduler import (
    HEURISTICS,
    PROTOCOL,
    PUBLISHED,
    RLSchedulerPass,
    mean_bsld,
    read_rlscheduler_trace,
    rlscheduler_row,
    rlscheduler_sequences,
    rlscheduler_starts,
    rlscheduler_table,
    score_keys,
    simulate_rlscheduler,
)
from hpcgym.batch.simulator import DONE, SchedulingError, Simulator


def rls(rows, procs, priority="fcfs", backfill=True):
    """``{job id: (start, end, status)}`` under the preset."""
    return by_id(simulate_rlscheduler(make_workload(rows, procs), priority, backfill))


def test_head_is_locked_when_it_first_blocks():
    # B arrives to an empty queue and does not fit: SJF would prefer C, but B holds the head.
    s = rls([(1, 0, 4, 10, 10), (2, 1, 3, 100, 100), (3, 2, 3, 5, 5)], 4, "sjf")
    assert (s[2][0], s[3][0]) == (10, 110)


def test_arrival_comes_before_a_completion_at_the_same_time():
    # At t=10 B arrives before A's end is seen, is picked alone and locked: C waits behind it.
    s = rls([(1, 0, 2, 10, 10), (2, 10, 2, 50, 50), (3, 10, 2, 5, 5)], 2, "sjf")
    assert (s[2][0], s[3][0]) == (10, 60)


def test_one_shadow_from_requested_ends_and_strictly_before_it():
    # A asks 10 s and ends at 3: the head B keeps shadow 10; C (1 + 9 = 10) is not
    # backfilled, D (1 + 8 < 10) is; B starts when D ends, C after B.
    s = rls([(1, 0, 2, 10, 3), (2, 0, 4, 10, 10), (3, 1, 2, 9, 9), (4, 1, 2, 8, 8)], 4)
    assert {k: v[0] for k, v in s.items()} == {1: 0, 2: 9, 3: 19, 4: 1}


def test_no_backfill_into_extra_units():
    # EASY would start C at 2 in the units B leaves over; RLScheduler only backfills jobs
    # ending before the shadow, so C starts at 10 beside B.
    s = rls([(1, 0, 3, 10, 10), (2, 1, 2, 5, 5), (3, 2, 1, 100, 100)], 4)
    assert (s[2][0], s[3][0]) == (10, 10)


def test_backfill_scans_in_submit_order():
    # The head B waits until 10; C and D both end before it, but only one fits: C (earlier).
    s = rls([(1, 0, 3, 10, 10), (2, 1, 4, 5, 5), (3, 2, 1, 5, 5), (4, 3, 1, 2, 2)], 4, "sjf")
    assert (s[3][0], s[4][0]) == (2, 7)


def test_without_backfilling_the_head_just_waits():
    s = rls([(1, 0, 3, 10, 10), (2, 1, 4, 5, 5), (3, 2, 1, 5, 5)], 4, backfill=False)
    assert (s[2][0], s[3][0]) == (10, 15)


def test_jobs_run_past_their_request():
    s = rls([(1, 0, 1, 10, 500), (2, 1, 2, 10, 10)], 2)
    assert s[1] == (0, 500, "done") and s[2][0] == 500


def test_scores_follow_its_code():
    # WFP3 and UNICEP see a waiting job's wait as -1 - submit: static, WFP3 prefers long
    # requests, UNICEP puts one-proc jobs last; SJF ties by submit; F1 takes log10(0.1) at 0.
    submit, procs, request = [0, 0, 5, 5], [4, 4, 1, 2], [10, 100, 10, 10]
    wfp = score_keys("wfp3", submit, procs, request)
    assert wfp[1] < wfp[0] and wfp[0] == pytest.approx((1 / 10) ** 3 * 4)
    uni = score_keys("unicep", submit, procs, request)
    assert max(uni) == uni[2] and uni[3] == pytest.approx(6 / (1 * 10))
    assert score_keys("sjf", submit, procs, request)[2] == (10, 5)
    assert score_keys("f1", submit, procs, request)[0] == pytest.approx(4 - 870)
    with pytest.raises(ValueError, match="unknown RLScheduler heuristic"):
        RLSchedulerPass("slurm")


@settings(max_examples=60, deadline=None)
@given(workloads(deps=False))
def test_mirror_matches_the_simulator(w):
    for h in HEURISTICS:
        p = RLSchedulerPass(h)
        sim = Simulator(w, FCFS(), grace=10**12)

        def check(sim: Simulator) -> None:
            p(sim)  # noqa: B023 - run within this iteration
            assert not len(sim.queue) or p.free == sim.free  # noqa: B023 - run within this iteration

        s = sim.run(check)
        assert all(st == DONE for st in s.status)
        assert all(e - b == j.runtime for j, b, e in zip(w.jobs, s.start, s.end))


def test_rejects_workflows_and_late_jobs():
    w = make_workload([(1, 0, 1, 5, 5), (2, 0, 1, 5, 5, (1,))], 2)
    with pytest.raises(SchedulingError, match="plain workloads"):
        simulate_rlscheduler(w)


def test_trace_conventions(tmp_path):
    # job.py: procs max(alloc, req), request -1 -> runtime, runtime < 0 -> 10, runtime 0
    # dropped, job-id order, MaxNodes nodes of MaxProcs / MaxNodes.
    lines = [
        "; MaxNodes: 4",
        "; MaxProcs: 8",
        "2 5 -1 20 2 -1 -1 4 30 -1 1 1 1 -1 1 -1 -1 -1",
        "1 0 -1 7 3 -1 -1 1 -1 -1 1 1 1 -1 1 -1 -1 -1",
        "3 6 -1 -4 1 -1 -1 1 50 -1 1 1 1 -1 1 -1 -1 -1",
        "4 7 -1 0 1 -1 -1 1 50 -1 1 1 1 -1 1 -1 -1 -1",
    ]
    path = tmp_path / "t.swf.gz"
    path.write_bytes(gzip.compress("\n".join(lines).encode()))
    tr = read_rlscheduler_trace(path)
    assert [(j.id, j.cores, j.walltime, j.runtime) for j in tr.jobs] == [
        (1, 3, 7, 7),
        (2, 4, 30, 20),
        (3, 1, 50, 10),
    ]
    assert (tr.cluster.nodes, tr.cluster.cores_per_node, tr.cluster.units(3)) == (4, 2, 2)


def test_windows_follow_its_seeding():
    # env.seed(1) then randint(1024, size - 1025) per window (reset_for_test); the first
    # 10,000 jobs of HPC2N (batch_job_slice) draw the same windows as the Lublin traces.
    starts = [1981, 2756, 4299, 8850, 3316, 2714, 5228, 7762, 4022, 7085]
    assert rlscheduler_starts(10000) == starts
    assert rlscheduler_starts(202871, job_slice=10000) == starts
    seqs = rlscheduler_sequences("lublin_256", n=2)
    assert [w.name for w in seqs] == ["lublin_256[1981:3005]", "lublin_256[2756:3780]"]
    assert [j.id for j in seqs[0].jobs] == list(range(1982, 3006))
    assert mean_bsld(simulate_rlscheduler(seqs[0])) >= 1


def test_lublin1_row_reproduces_the_published_table():
    row = rlscheduler_table()["Lublin-1"]
    for h in HEURISTICS:
        published = PUBLISHED[True]["Lublin-1"][h]
        assert abs(row[h] - published) <= 0.01 * published, h
        assert round(row[h], 2) == published, h  # in fact to the printed digits


def test_lublin1_without_backfilling():
    row = rlscheduler_row("lublin_256", ("sjf", "f1"), backfill=False)
    assert {h: round(v, 2) for h, v in row.items()} == {"sjf": 277.35, "f1": 258.37}


@pytest.mark.parametrize("label", ["HPC2N", "Lublin-2"])
def test_shared_trace_rows_reproduce_the_published_table(label):
    spec = PROTOCOL[label]
    path = archive_trace(spec.file)
    row = rlscheduler_table({label: path})[label]
    for h in HEURISTICS:
        published = PUBLISHED[True][label][h]
        assert abs(row[h] - published) <= 0.01 * published, h


@pytest.mark.parametrize("name, heuristic", [("rlscheduler", "fcfs"), ("rlscheduler-f1", "f1")])
def test_registered_presets_are_the_rlscheduler_pass(name, heuristic):
    """``simulate(w, "rlscheduler-f1")`` (the preset by name, as the CLI and envs take it)
    makes the schedule of :func:`simulate_rlscheduler` on RLScheduler's own windows."""
    from hpcgym.batch.policies import get_policy, simulate
    from hpcgym.traces import BUNDLED

    assert get_policy(name).grace == get_policy("rlscheduler-sjf").grace
    for w in rlscheduler_sequences(BUNDLED["lublin_256"], n=2, jobs=256):
        assert simulate(w, name).start == simulate_rlscheduler(w, heuristic).start
