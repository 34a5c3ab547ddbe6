"""The Slurm harness without Slurm: its workload CSV refused line by line, bursts grouped for
parallel submission, ``compare --runs`` over an external folder, and the node preset's timing
model (hold, kill hold, limit-check phase) on schedules worked out by hand."""

from __future__ import annotations

import shutil
import sys
from dataclasses import replace
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # benchmarks/ is not installed

from benchmarks.slurm.__main__ import main as cli  # noqa: E402
from benchmarks.slurm.compare import compare  # noqa: E402
from benchmarks.slurm.conf import render as render_conf  # noqa: E402
from benchmarks.slurm.records import RUNS, SleepJob, read_workload, write_workload  # noqa: E402
from benchmarks.slurm.replay import bursts  # noqa: E402
from hpcgym.batch.cluster import Cluster  # noqa: E402
from hpcgym.batch.job import Job  # noqa: E402
from hpcgym.batch.policies import build_simulator, get_policy, make_scheduler, simulate  # noqa: E402
from hpcgym.batch.status import SchedulingError  # noqa: E402
from hpcgym.batch.workload import Workload  # noqa: E402
from hpcgym.errors import InputError, WorkloadError  # noqa: E402

HEAD = "id,submit,nodes,limit,sleep\n"


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("", r"w\.csv:1: the header must be id,submit,nodes,limit,sleep"),
        ("id,submit,nodes,sleep\n1,0,1,5\n", r"w\.csv:1: the header"),
        ("id,submit,nodes,limit,sleep,queue\n", r"w\.csv:1: the header"),
        (HEAD + "1,0,1,2\n", r"w\.csv:2: 4 fields, expected 5"),
        (
            HEAD + "1,0,1,2,30\n2,4.5,1,2,30\n",
            r"w\.csv:3: submit must be a whole number, got '4\.5'",
        ),
        (HEAD + "1,0,0,2,30\n", r"w\.csv:2: nodes must be >= 1, got 0"),
        (HEAD + "1,-3,1,2,30\n", r"w\.csv:2: submit must be >= 0, got -3"),
        (HEAD + "1,0,1,2,30\n1,5,1,2,30\n", r"w\.csv:3: job id 1 repeats line 2"),
        (HEAD.strip() + ",after\n1,0,1,2,30,\n2,1,1,2,30,3\n", r"w\.csv:3: job 2 depends on job 3"),
        (HEAD.strip() + ",after\n1,0,1,2,30,x\n", r"w\.csv:2: after must be job ids"),
        (HEAD, r"w\.csv: no jobs"),
    ],
)
def test_a_bad_workload_csv_is_refused_naming_its_line(tmp_path, text, match):
    path = tmp_path / "w.csv"
    path.write_text(text)
    with pytest.raises(WorkloadError, match=match):
        read_workload(path)


def test_a_missing_workload_file_is_named(tmp_path):
    with pytest.raises(WorkloadError, match=r"nope\.csv: cannot read"):
        read_workload(tmp_path / "nope.csv")


def test_a_workload_round_trips_with_and_without_parents(tmp_path):
    plain = [SleepJob(1, 0, 2, 3, 40), SleepJob(2, 5, 1, 1, 20)]
    write_workload(tmp_path / "a.csv", plain)
    assert (tmp_path / "a.csv").read_text().splitlines()[0] == HEAD.strip()
    assert read_workload(tmp_path / "a.csv") == plain
    deps = [*plain, SleepJob(3, 5, 1, 1, 20, after="1:2")]
    write_workload(tmp_path / "b.csv", deps)
    got = read_workload(tmp_path / "b.csv")
    assert got == deps and got[2].parents() == (1, 2)


def test_jobs_of_one_second_are_submitted_as_one_burst():
    jobs = [SleepJob(3, 7, 1, 1, 20), SleepJob(1, 0, 1, 1, 20), SleepJob(2, 7, 1, 1, 20)]
    assert [[j.id for j in g] for g in bursts(jobs)] == [[1], [2, 3]]


def test_the_cli_refuses_a_bad_csv_in_one_line(tmp_path, capsys):
    path = tmp_path / "bad.csv"
    path.write_text(HEAD + "1,0,1,2,zz\n")
    assert cli(["record", "--workload", str(path), "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.strip().count("\n") == 0 and "bad.csv:2: sleep must be a whole number" in err


def test_compare_runs_reads_an_external_folder(tmp_path, capsys):
    shutil.copytree(RUNS / "w01", tmp_path / "w01")
    shutil.copytree(RUNS / "w03", tmp_path / "mine")
    assert cli(["compare", "--runs", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 5 and lines[0].startswith("mine a: 40 jobs, ")
    from benchmarks.slurm.records import load

    within = sum(compare(load(n, tmp_path), cl).within for n in ("mine", "w01") for cl in "ab")
    assert lines[-1] == f"{within} of 140 jobs within 5 s"


def test_compare_runs_refuses_an_empty_folder(tmp_path):
    with pytest.raises(InputError, match="no recorded runs"):
        from benchmarks.slurm.compare import print_runs

        print_runs(tmp_path)


def _node_policy(**timing):
    config = get_policy("slurm+per-minute+nodes+limit-check")
    return replace(config, depth=50, bf_interval=30, grace=60, **timing)


def _run(jobs, nodes, **timing):
    wl = Workload(jobs, Cluster("t", nodes, 1, True, 3600))
    return simulate(wl, _node_policy(**timing))


def test_latencies_add_up_on_the_sub_second_clock():
    # Five 2-node jobs on 2 nodes, each 10 s; a job reports its end 0.3 s after its run and
    # the main pass reacts 0.2 s later: 10.5 s a link, so the true starts are 0, 10.5, 21,
    # 31.5 and 42, shown as whole seconds 0, 10, 21, 31, 42 (whole-second latencies of 0 or
    # 1 s a link would drift to 40 or 44).
    jobs = [Job(k, 0, 2, 600, 10) for k in range(1, 6)]
    assert list(_run(jobs, 2).start) == [0, 10, 20, 30, 40]
    got = _run(jobs, 2, overhead=0.3, settle=0.2)
    assert list(got.start) == [0, 10, 21, 31, 42]


def test_a_submission_latency_orders_it_after_an_end_of_its_second():
    # A ends (run 20, overhead 0.5, settle 0.3) at 20.8; B arrives at 20 (0.9 s latency:
    # 20.9): B's start comes from the later of the two events of second 20.
    jobs = [Job(1, 0, 1, 600, 20), Job(2, 20, 1, 600, 5), Job(3, 20, 1, 600, 5)]
    got = _run(jobs, 1, overhead=0.5, settle=0.3, submit_latency=0.9)
    # B: true start 20.9, end 20.9 + 5 + 0.5 + 0.3 = 26.7 -> C at 26
    assert list(got.start) == [0, 20, 26]


def test_a_kill_falls_on_the_shifted_check_and_holds_its_nodes():
    # A (limit 1 min, grace 60) runs past 120 s; checks at 7 + 30k: killed at 127, nodes free
    # at 131 with kill_hold=4, so B starts then; without the offset the check is at 120.
    jobs = [Job(1, 0, 2, 60, 500), Job(2, 5, 2, 600, 20)]
    assert list(_run(jobs, 2).start) == [0, 120]
    got = _run(jobs, 2, check_offset=7, kill_hold=4)
    assert list(got.start) == [0, 131] and got.end[0] == 131


def test_the_check_offset_is_bounded_by_the_period():
    with pytest.raises(InputError, match=r"check_offset must be in \[0, limit_check\)"):
        _node_policy(check_offset=30)
    with pytest.raises(InputError, match="needs \\+nodes"):
        replace(get_policy("slurm"), settle=0.5)
    with pytest.raises(InputError, match="overhead"):
        _node_policy(overhead=-0.1)


def test_a_full_partition_does_not_stop_the_main_pass_for_the_other():
    # Nodes 0-1 are partition a, 2-3 partition b. J1 fills a from 0 to 100; at 10, J2 (a, 1
    # node) cannot start, J3 (b, 2 nodes) can: a's failure skips a's jobs only. On one
    # partition J2 takes node 2 at 10 and J3 waits for it (60).
    jobs = [Job(1, 0, 2, 600, 100, queue="a"), Job(2, 10, 1, 600, 50, queue="a")]
    jobs.append(Job(3, 10, 2, 600, 50, queue="b"))
    parts = _run(jobs, 4, partitions="a:0-1,b:2-3")
    assert list(parts.start) == [0, 100, 10]
    one = _run([replace(j, queue="") for j in jobs], 4)
    assert list(one.start) == [0, 10, 60]


def test_a_job_of_an_unknown_partition_is_named():
    from hpcgym.batch.status import SchedulingError

    with pytest.raises(SchedulingError, match="job 1: partition 'c' is not one of a, b"):
        _run([Job(1, 0, 1, 600, 10, queue="c")], 4, partitions="a:0-1,b:2-3")
    with pytest.raises(InputError, match="not name:lo-hi"):
        _node_policy(partitions="a:0-x")


def test_partitions_are_read_from_the_conf():
    from benchmarks.slurm.conf import partitions, render
    from benchmarks.slurm.record import Layout, specs

    spec = specs("t", 32, 0, Layout((("long", 9, 32, 0), ("short", 1, 16, 5))))[0]
    text = render(spec)
    assert "PartitionName=long Nodes=n[9-32] Default=YES MaxTime=INFINITE" in text
    assert "PartitionName=short Nodes=n[1-16] Default=NO MaxTime=5" in text
    assert partitions(text) == "long:8-31,short:0-15"
    assert partitions(render(specs("t", 8, 0)[0])) == ""


def test_a_burst_goes_in_parents_first_wave_by_wave(monkeypatch):
    from concurrent.futures import ThreadPoolExecutor

    from benchmarks.slurm import replay

    calls: list[tuple[str, int, str]] = []

    def fake(cluster, tasks, ids=None):
        job = tasks[0]
        parents = ":".join(ids[p] for p in job.parents()) if job.after else ""
        calls.append((cluster, job.id, parents))
        return f"{cluster}{job.id}"

    monkeypatch.setattr(replay, "submit", fake)
    group = [
        SleepJob(1, 5, 1, 1, 20),
        SleepJob(2, 5, 1, 1, 20, after="1"),
        SleepJob(3, 5, 1, 1, 20, after="2:0"),
        SleepJob(4, 5, 1, 1, 20),
    ]
    ids = [{0: "a0"}, {0: "b0"}]
    with ThreadPoolExecutor(4) as pool:
        replay.submit_all(pool, ["a", "b"], group, ids)
    order = [i for c, i, _ in calls if c == "a"]
    assert sorted(order[:2]) == [1, 4] and order[2:] == [2, 3]
    assert ("b", 3, "b2:b0") in calls and ids[1][3] == "b3"


def test_an_array_goes_in_as_one_sbatch_line_beside_the_jobs_of_its_second(monkeypatch):
    from concurrent.futures import ThreadPoolExecutor

    from benchmarks.slurm import replay

    lines: list[tuple[str, list[int]]] = []

    def fake(cluster, tasks, ids=None):
        lines.append((cluster, [t.id for t in tasks]))
        return f"{cluster}{tasks[0].id}"

    monkeypatch.setattr(replay, "submit", fake)
    group = [SleepJob(1, 5, 1, 1, 20), *(SleepJob(k, 5, 2, 3, 30 + k, array=2) for k in (2, 3, 4))]
    ids = [{}, {}]
    with ThreadPoolExecutor(4) as pool:
        replay.submit_all(pool, ["a", "b"], group, ids)
    assert sorted(lines) == [("a", [1]), ("a", [2, 3, 4]), ("b", [1]), ("b", [2, 3, 4])]


ARRAY = HEAD.strip() + ",array\n"


@pytest.mark.parametrize(
    ("text", "match"),
    [
        (ARRAY + "1,0,2,3,30,1\n3,0,2,3,40,1\n", r"w\.csv: job 3 is a task of array 1"),
        (ARRAY + "1,0,2,3,30,1\n2,0,4,3,40,1\n", r"w\.csv: job 2's nodes differs from array 1"),
        (ARRAY + "1,0,2,3,30,1\n2,9,2,3,40,1\n", r"w\.csv: job 2's submit differs"),
        (ARRAY + "1,0,2,3,30,x\n", r"w\.csv:2: array must be a whole number"),
        (
            HEAD.strip() + ",after,array\n1,0,2,3,30,,1\n2,0,2,3,40,,1\n3,5,1,1,20,2,0\n",
            r"w\.csv: job 3: afterok dependencies on or of array tasks are not modelled",
        ),
    ],
)
def test_a_bad_array_is_refused_naming_its_task(tmp_path, text, match):
    path = tmp_path / "w.csv"
    path.write_text(text)
    with pytest.raises(WorkloadError, match=match):
        read_workload(path)


# An array of 2-node tasks (sbatch id 6: the last task takes it, the others theirs as they
# start) after a plain job (id 5), as Slurm 22.05 wrote them.
JOBCOMP = """JobId=5 Name=j1 JobState=COMPLETED StartTime=2026-12-02T03:08:31 \
EndTime=2026-12-02T03:08:46 NodeList=n[1-6] SubmitTime=2026-12-02T03:08:30
JobId=7 Name=j2 JobState=COMPLETED StartTime=2026-12-02T03:08:32 EndTime=2026-12-02T03:08:42 \
NodeList=n[7-8] SubmitTime=2026-12-02T03:08:31 ArrayJobId=6 ArrayTaskId=0
JobId=6 Name=j2 JobState=TIMEOUT StartTime=2026-12-02T03:08:43 EndTime=2026-12-02T03:08:53 \
NodeList=n[7-8] SubmitTime=2026-12-02T03:08:31 ArrayJobId=6 ArrayTaskId=1
""".replace("\\\n", "")
LOG = """[2026-12-02T03:08:30.737] _slurm_rpc_submit_batch_job: JobId=5 InitPrio=150000000 usec=295
[2026-12-02T03:08:31.333] sched: Allocate JobId=5 NodeList=n[1-6] #CPUs=6 Partition=batch
[2026-12-02T03:08:31.744] _slurm_rpc_submit_batch_job: JobId=6 InitPrio=450000000 usec=259
[2026-12-02T03:08:32.345] sched: Allocate JobId=6_0(7) NodeList=n[7-8] #CPUs=2 Partition=batch
[2026-12-02T03:08:42.417] _job_complete: JobId=6_0(7) done
[2026-12-02T03:08:43.446] sched: Allocate JobId=6_1(6) NodeList=n[7-8] #CPUs=2 Partition=batch
[2026-12-02T03:08:53.100] Time limit exhausted for JobId=6_1(6)
"""


def test_array_tasks_are_read_from_jobcomp_and_the_log_by_their_task_index(tmp_path):
    from benchmarks.slurm.replay import epoch, read_events, read_jobcomp, slurm_ids

    (tmp_path / "jobcomp.txt").write_text(JOBCOMP)
    (tmp_path / "slurmctld.log").write_text(LOG)
    t0 = round(epoch("2026-12-02T03:08:30"))
    got = read_jobcomp(tmp_path / "jobcomp.txt", "a", t0)
    assert [(j.id, j.sid, j.start, j.state) for j in got] == [
        (1, 5, 1, "COMPLETED"),
        (2, 6, 2, "COMPLETED"),  # an array task is queued under its array's id
        (3, 6, 13, "TIMEOUT"),
    ]
    names, tasks = slurm_ids(tmp_path / "jobcomp.txt")
    assert names == {5: 1, 7: 2, 6: 3} and tasks == {6: [2, 3]}
    times = read_events(tmp_path / "slurmctld.log", "a", t0, names, tasks)
    assert [(t.id, t.submitted, t.started, t.done) for t in times] == [
        (1, 0.737, 1.333, -1),
        (2, 1.744, 2.345, 12.417),  # the array's one submission is each task's
        (3, 1.744, 13.446, 23.1),
    ]


def test_array_tasks_take_their_arrays_place_in_the_queue():
    from benchmarks.slurm.compare import slurm_ids
    from benchmarks.slurm.records import Run, SlurmJob

    work = [SleepJob(1, 0, 1, 1, 20), *(SleepJob(k, 0, 1, 1, 20, array=2) for k in (2, 3, 4))]
    work.append(SleepJob(5, 0, 1, 1, 20))
    # Slurm's ids: job 1 got 8, the array 9 (its tasks 11, 12 and 9 as they started), job 5 10
    sids = {1: 8, 2: 9, 3: 9, 4: 9, 5: 10}
    jobs = [SlurmJob("a", i, 0, 0, 1, "COMPLETED", "n1", s) for i, s in sids.items()]
    ids = slurm_ids(Run("t", work, "", jobs, [], {}), "a")
    assert sorted(ids, key=ids.get) == [1, 2, 3, 4, 5] and len(set(ids.values())) == 5
    plain = [SlurmJob("a", i, 0, 0, 1, "COMPLETED", "n1", 20 - i) for i in (1, 5)]
    assert slurm_ids(Run("t", [work[0], work[4]], "", plain, [], {}), "a") == {1: 19, 5: 15}


def _gpu_run(jobs, nodes, gres, **timing):
    """The simulator after a node-level run, and the node sets each job got."""
    wl = Workload(jobs, Cluster("t", nodes, 1, True, 3600, gpus_per_node=4))
    config = _node_policy(gres=gres, **timing)
    sim, sched = build_simulator(wl, config), make_scheduler(config)
    sim.run(sched)
    return sim, sched.placed


def test_a_gpu_job_waits_for_gpu_nodes_while_others_are_free():
    # Nodes 0-3 hold 4 GPUs each. J1 (4 CPU nodes) gets nodes 0-3 (select/linear's lowest
    # block); J2 (2 nodes, 4 GPUs each) cannot use the 4 idle CPU nodes and waits for J1's
    # end at 100; J3 (3 CPU nodes) backfills onto nodes 4-6 at the first cycle (30).
    jobs = [Job(1, 0, 4, 600, 100), Job(2, 2, 2, 600, 50, gpus=8), Job(3, 4, 3, 600, 20)]
    sim, placed = _gpu_run(jobs, 8, "0-3:4")
    assert sim.start_t == [0, 100, 30]
    assert placed[0] == [0, 1, 2, 3] and set(placed[1]) <= {0, 1, 2, 3}
    assert set(placed[2]) == {4, 5, 6}
    # every node with GPUs (no gres map: each holds the cluster's 4): J2 starts at once on
    # nodes 4-5, and J3 waits for its end (52)
    assert _gpu_run(jobs, 8, "")[0].start_t == [0, 2, 52]


def test_a_job_needs_its_gpus_on_each_node():
    # 6 GPUs on 2 nodes are 3 per node: the 2-GPU nodes 0-1 do not hold them, 2-3 do.
    jobs = [Job(1, 0, 2, 600, 10, gpus=6)]
    assert sorted(_gpu_run(jobs, 4, "0-1:2,2-3:4")[1][0]) == [2, 3]
    with pytest.raises(SchedulingError, match="job 1: 3 nodes with 3 GPUs each, the machine has 2"):
        _gpu_run([Job(1, 0, 3, 600, 10, gpus=9)], 4, "0-1:2,2-3:4")
    with pytest.raises(InputError, match="gres: '0-x:4' is not lo-hi:gpus"):
        _node_policy(gres="0-x:4")
    with pytest.raises(InputError, match="overlapping entry '1-2:4'"):
        _node_policy(gres="0-1:2,1-2:4")
    with pytest.raises(InputError, match="partitions, gres and max_jobs need \\+nodes"):
        replace(get_policy("slurm"), gres="0-1:4")


def test_gres_nodes_are_written_and_read_back():
    from benchmarks.slurm.conf import gres, gres_conf, parse, simulator_settings
    from benchmarks.slurm.record import Layout, specs

    spec = specs("t", 24, 0, Layout((("any", 1, 24, 0), ("gpu", 1, 8, 0)), ((1, 8, 4),)))[0]
    text = render_conf(spec)
    assert "GresTypes=gpu" in text
    assert "NodeName=n[1-8] CPUs=1 RealMemory=100 Gres=gpu:4 State=UNKNOWN" in text
    assert "NodeName=n[9-24] CPUs=1 RealMemory=100 State=UNKNOWN" in text
    assert f"NodeName=n[1-8] Name=gpu File={spec.root}/dev/gpu[0-3]" in gres_conf(spec)
    assert gres(text) == "0-7:4"
    s = simulator_settings(parse(text))
    assert (s.cluster.nodes, s.cluster.gpus_per_node) == (24, 4)
    assert gres(render_conf(specs("t", 8, 0)[0])) == ""


def test_a_workload_gpus_column_is_read_and_refused_when_bad(tmp_path):
    path = tmp_path / "w.csv"
    path.write_text(HEAD.strip() + ",gpus\n1,0,2,1,30,4\n2,1,1,1,30,\n")
    jobs = read_workload(path)
    assert [j.gpus for j in jobs] == [4, 0]
    path.write_text(HEAD.strip() + ",gpus\n1,0,2,1,30,two\n")
    with pytest.raises(WorkloadError, match=r"w\.csv:2: gpus must be a whole number >= 0"):
        read_workload(path)


def test_accounting_and_fair_share_are_written_and_read_back():
    from benchmarks.slurm.conf import duration, fair_share, parse
    from benchmarks.slurm.record import Layout, specs

    layout = Layout(accounts=(("a1", 1), ("a2", 3)), half_life=90)
    spec = specs("t", 8, 2, layout)[0]
    text = render_conf(spec)
    assert "AccountingStorageType=accounting_storage/slurmdbd" in text
    assert f"AccountingStoragePort={8200 + 590}" in text
    assert "PriorityDecayHalfLife=0-01:30:00" in text and "PriorityCalcPeriod=1" in text
    assert [duration(t) for t in ("0-01:30:00", "7-0", "10", "2:30", "1:00:05")] == [
        5400, 7 * 86400, 600, 150, 3605,
    ]  # fmt: skip
    fs = fair_share(parse(text), dict(layout.accounts), -20)
    assert fs is not None
    assert (fs.shares, fs.half_life, fs.period, fs.origin) == (((1, 1), (2, 3)), 5400, 60, -20)
    assert fair_share(parse(render_conf(specs("t", 8, 0)[0])), {}, 0) is None
    assert Layout.from_json(layout.to_json()) == layout


def test_a_workload_account_column_must_match_the_accounts(tmp_path, capsys):
    path = tmp_path / "w.csv"
    path.write_text(HEAD.strip() + ",account\n1,0,2,1,30,a1\n2,1,1,1,30,a9\n")
    assert [j.account for j in read_workload(path)] == ["a1", "a9"]
    args = ["record", "--workload", str(path), "--out", str(tmp_path), "--accounts"]
    assert cli([*args, "a1:1"]) == 2
    assert "w.csv: every job needs an account of --accounts (a9)" in capsys.readouterr().err
    assert cli([*args, "a1:x"]) == 2
    assert "--accounts: 'a1:x' is not account:shares" in capsys.readouterr().err


def test_a_qos_limit_passes_over_a_users_jobs_and_not_the_others():
    # MaxJobsPerAccount=2 on 4 nodes: user 1's J1 and J2 start at 0, its J3 waits for J1's end
    # at 100 although a node is free; user 2's J4 (after J3 in the queue) starts on arrival.
    jobs = [Job(k, 0, 1, 600, 100, user=1) for k in (1, 2, 3)] + [Job(4, 1, 1, 600, 50, user=2)]
    limited = _run(jobs, 4, max_jobs=2)
    assert list(limited.start) == [0, 0, 100, 1]
    assert list(_run(jobs, 4).start) == [0, 0, 0, 1]
    # the backfill too plans nothing for a limited job: J5 (user 1, short) is not started by
    # a cycle while user 1 runs 2, however free the nodes
    more = [*jobs, Job(5, 2, 1, 60, 10, user=1)]
    assert list(_run(more, 4, max_jobs=2).start) == [0, 0, 100, 1, 100]
