"""The simulator against the recorded real-Slurm runs of ``benchmarks/slurm/runs`` (no Slurm,
no root): with node-level backfill at least 95% of jobs start within 5 s of Slurm on both
clusters of every run and the mean wait and makespan agree within 2%; the simulator's settings
come from each run's slurm.conf; the validation page shows the figures the runs give now."""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # benchmarks/ is not installed

from benchmarks.slurm import report  # noqa: E402
from benchmarks.slurm.compare import TOLERANCE, compare, on_cycle_clock  # noqa: E402
from benchmarks.slurm.conf import parse, simulator_settings  # noqa: E402
from benchmarks.slurm.records import load, recorded  # noqa: E402
from benchmarks.slurm.workloads import ALL, SPECS, generate  # noqa: E402

RUNS = report.runs()
# Jobs within 5 s from the workload alone: the w runs (fitted) hold issue 39's 95%; the runs
# not fitted on fall far short of it (the Slurm page says why): a regression floor only.
FIT_W_FLOOR = 0.95
JUDGED_FLOOR = 0.25


def _fit(name):
    from benchmarks.slurm.predict import is_fit

    return is_fit(name)


def test_ten_workloads_are_recorded_on_two_clusters():
    assert len(report.clean_runs()) >= 10
    for run in RUNS:
        assert run.clusters() == ["a", "b"]
        assert len(run.on("a")) == len(run.on("b")) == len(run.workload)


def test_recorded_workloads_are_the_generated_ones():
    for run in report.all_runs():
        assert run.workload == generate(ALL[run.name])


def test_node_level_backfill_meets_the_bar():
    t = report.totals()
    assert t["within"] >= 0.95 * t["jobs"], t
    assert t["wait_error"] <= 0.02, t
    assert t["makespan_error"] <= 0.02, t


def test_node_level_is_closer_than_counting():
    node = count = 0
    for run in report.clean_runs():
        node += compare(run, "a").within
        count += compare(run, "a", nodes=False).within
    assert node > count


@pytest.mark.parametrize("name", [n for n in recorded() if n in SPECS][:3])
def test_settings_are_read_from_the_conf(name):
    run = load(name)
    s = simulator_settings(parse(run.conf))
    assert s.cluster.nodes == SPECS[name].nodes
    assert (s.depth, s.bf_interval, s.grace) == (50, 30, 60)
    assert s.policy == "slurm+per-minute+nodes"
    c = compare(run, "a")
    assert c.policy == "slurm+per-minute+nodes+limit-check"
    assert all(abs(c.diff(i)) <= TOLERANCE for i in c.ids[:3])


def test_the_cycle_clock_keeps_events_on_their_side_of_a_cycle():
    # cycles: on time, 10 ms late, 0.6 s late (a busy machine), then after an idle spell
    to_sim = on_cycle_clock([10.3, 40.31, 70.9, 150.2], 30)
    # (the idle gap, 79.3 s, rounds to 79)
    assert [to_sim(c) for c in (10.3, 40.31, 70.9, 150.2)] == [10, 40, 70, 149]
    assert to_sim(10.305) == 10  # a start the cycle made (within 10 ms)
    assert to_sim(10.35) == 11  # a completion logged just after the cycle began
    assert to_sim(10.4) == 11  # after the cycle
    assert to_sim(40.2) == 40  # just before the next cycle: its second, seen by it
    assert to_sim(70.5) == 70  # before the late cycle, however late
    assert to_sim(71.0) == 71
    assert to_sim(150.1) == 149  # the change that woke the idle cycle, seen by it
    assert to_sim(5.0) == 5  # before the first cycle


def test_a_conf_the_simulator_cannot_mirror_is_refused():
    conf = parse(load(RUNS[0].name).conf)
    conf["SelectType"] = "select/cons_tres"
    with pytest.raises(SystemExit, match="SelectType"):
        simulator_settings(conf)


def test_the_page_shows_the_recorded_figures():
    page = report.PAGE.read_text(encoding="utf-8")
    assert report.tables() in page, "run: python -m benchmarks.slurm report --write"


def test_the_fit_and_the_judged_runs_are_apart():
    from benchmarks.slurm import predict

    names = [r.name for r in report.all_runs()]
    fitted = [n for n in names if predict.is_fit(n)]
    judged = [n for n in names if not predict.is_fit(n)]
    assert fitted and judged and not set(fitted) & set(judged)
    model = json.loads(predict.MODEL.read_text())
    assert model["fitted_on"] == sorted(r.name for r in predict.fit_runs())
    # the saved score is what the saved model gives on the fit runs today
    assert list(predict.score(predict.fit_runs(), predict.load_model())) == model["fit_within"]


def test_the_latency_option_is_the_fitted_model():
    from benchmarks.slurm import predict
    from hpcgym.batch.policies import OPTIONS

    t = predict.load_model()
    got = OPTIONS["latency"]
    assert got == {"submit_latency": t.submit, "overhead": t.overhead, "settle": t.settle}


def test_prediction_from_the_workload_alone_on_the_w_runs():
    w = report.prediction_tallies()[("w", True, "workload")]
    assert w.jobs == 1020 and w.within >= FIT_W_FLOOR * w.jobs, (w.within, w.jobs)


def test_prediction_from_the_workload_alone_on_judged_runs():
    t = report.prediction_tallies()
    judged = [v for (k, fitted, mode), v in t.items() if not fitted and mode == "workload"]
    within, jobs = sum(v.within for v in judged), sum(v.jobs for v in judged)
    assert jobs >= 800
    assert within >= JUDGED_FLOOR * jobs, (within, jobs)


def test_the_page_shows_the_prediction_and_its_figure():
    page = report.PAGE.read_text(encoding="utf-8")
    assert report.prediction_tables() in page, "run: python -m benchmarks.slurm report --write"
    svg = report.figure()
    assert svg.startswith("<svg") and svg.count("<polyline") == 5
    jobs = sum(len(r.workload) for r in report.all_runs() if not _fit(r.name)) * 2
    assert f"workload only, judged runs ({jobs})" in svg


def _kind(k: str):
    return [r for r in report.all_runs() if r.name[0] == k]


def _within(run, config) -> int:
    """Jobs of ``run``'s cluster a the simulator under ``config`` starts within 5 s of Slurm."""
    from benchmarks.slurm.compare import seen, slurm_ids, workload
    from hpcgym.batch.policies import simulate

    wl = workload(run, "a")
    view = seen(run, "a")
    back = {s: i for i, s in slurm_ids(run, "a").items()}
    got = simulate(wl, config).start
    return sum(abs(t - view[back[j.id]].start) <= TOLERANCE for j, t in zip(wl.jobs, got))


def _nodes(text: str) -> set[int]:
    """``n[1-3,7]`` or ``n4`` as node numbers."""
    if "[" not in text:
        return {int(text.lstrip("n"))}
    out = set()
    for part in text[text.index("[") + 1 : text.index("]")].split(","):
        lo, _, hi = part.partition("-")
        out.update(range(int(lo), int(hi or lo) + 1))
    return out


def test_slurm_kept_gpu_jobs_on_gpu_nodes_and_the_gres_option_follows_it():
    from benchmarks.slurm.compare import policy

    runs = _kind("g")
    assert len(runs) == 3
    for run in runs:
        gpu_nodes = {n for lo, hi, _ in ALL[run.name].gres for n in range(lo, hi + 1)}
        wants = {w.id for w in run.workload if w.gpus}
        for j in run.jobs:
            if j.id in wants:
                assert _nodes(j.nodes) <= gpu_nodes, (run.name, j)
    config = [policy(r, "a") for r in runs]
    assert all(c.gres == "0-7:4" for c in config)
    with_gres = sum(_within(r, c) for r, c in zip(runs, config))
    without = sum(_within(r, replace(c, gres="")) for r, c in zip(runs, config))
    assert with_gres > without, (with_gres, without)


def test_fair_share_and_the_qos_limit_follow_slurm_with_slurmdbd():
    from benchmarks.slurm.compare import policy

    for kind in ("f", "q"):
        runs = _kind(kind)
        assert len(runs) == 3
        config = [policy(r, "a") for r in runs]
        assert all(c.fairshare is not None for c in config)
        got = sum(_within(r, c) for r, c in zip(runs, config))
        off = {"fairshare": None} if kind == "f" else {"max_jobs": 0}
        without = sum(_within(r, replace(c, **off)) for r, c in zip(runs, config))
        assert got > without, (kind, got, without)
    for run in _kind("q"):
        limit = run.meta["max_jobs"]
        account = {w.id: w.account for w in run.workload}
        for c in run.clusters():
            jobs = run.on(c).values()
            for t in {j.start for j in jobs}:
                busy = [account[j.id] for j in jobs if j.start <= t < j.end]
                assert max(busy.count(a) for a in set(busy)) <= limit, (run.name, c, t)


def test_slurm_started_array_tasks_in_task_order_where_the_array_was_queued(monkeypatch):
    import benchmarks.slurm.compare as compare_module
    from benchmarks.slurm.records import arrays

    runs = _kind("a")
    assert len(runs) == 3
    for run in runs:
        groups = arrays(run.workload)
        assert len(groups) == 4
        for c in run.clusters():
            got = run.on(c)
            for tasks in groups.values():
                starts = [got[t.id].start for t in tasks]
                assert starts == sorted(starts), (run.name, c, starts)
    config = [compare_module.policy(r, "a") for r in runs]
    queued = sum(_within(r, c) for r, c in zip(runs, config))
    assert queued >= 0.95 * sum(len(r.workload) for r in runs)
    # numbered by workload id, an array's tasks would pass the jobs that reached Slurm first
    monkeypatch.setattr(compare_module, "slurm_ids", lambda run, c: {i: i for i in run.on(c)})
    naive = sum(_within(r, c) for r, c in zip(runs, config))
    assert queued > naive, (queued, naive)


def test_the_real_speed_run_is_reported_as_it_compares():
    from benchmarks.slurm.records import RUNS as RECORDED
    from benchmarks.slurm.records import load

    run = load("y02", RECORDED.parent / "runs-x1")
    assert run.meta["speed"] == 1
    log = sum(compare(run, c).within for c in run.clusters())
    alone = sum(compare(run, c, inputs="workload").within for c in run.clusters())
    apart = len(run.meta["noise"]["jobs_beyond"])
    page = report.PAGE.read_text(encoding="utf-8")
    assert f"gives {log}/120 starts within 5 s from the\n  log's times and {alone}/120" in page
    assert f"parted on {apart} of 60 jobs" in page


def test_slurms_own_disagreement_caps_any_prediction_below_the_goal():
    judged = [r for r in report.all_runs() if not _fit(r.name)]
    most, pairs = report.ceiling(judged)
    t = report.prediction_tallies()
    # from the workload alone one start per job is set against both clusters
    within = sum(v.within for (k, f, m), v in t.items() if not f and m == "workload")
    assert within <= most, (within, most)
    assert most < 0.95 * pairs  # issue 39's 95% is out of reach on these recordings
