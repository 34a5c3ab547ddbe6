"""The §5.1 warm-up load generator and the §6 turbine study (lubrano2024): load statistics and
config validation, WARP's back-to-back steps against the WMS baseline, the result's shape."""

from __future__ import annotations

import json
from dataclasses import replace

import numpy as np
import pytest

from hpcgym.batch.cluster import WARP
from hpcgym.batch.job import Job
from hpcgym.batch.workload import Workload
from hpcgym.errors import ScenarioError, WorkflowError
from hpcgym.studies.warp import (
    CALIBRATED,
    FIRST_ID,
    load_study,
    table5_metrics,
    table5_rows,
    turbine,
    turbine_study,
    warm_load,
)
from hpcgym.warp.planner import run_warp, run_wms
from hpcgym.workloads.warp_load import (
    RATE,
    TABLE5_RUNTIME_RATIO,
    WarpLoadConfig,
    generate,
    shortened,
)

METRICS = {
    "wf_makespan_s",
    "wf_turnaround_s",
    "intermediate_wait_s",
    "reservation_waste_core_h",
    "mean_wait_s",
    "mean_bsld",
    "honoured",
}


def test_generator_statistics():
    """200 h at λ: mean gap within 8% of 1/λ (~930 gaps, CV 1), 1..4 whole nodes, walltimes
    in whole minutes up to 60, both mixture modes present, runtime = walltime by default."""
    w = generate(WarpLoadConfig(hours=200, seed=3))
    assert w.cluster is WARP and len(w) > 500
    submit = np.array([j.submit for j in w.jobs])
    assert abs(np.diff(submit).mean() * RATE - 1) < 0.08
    assert submit.max() < 200 * 3600
    nodes = np.array([j.cores // WARP.cores_per_node for j in w.jobs])
    assert all(j.cores % WARP.cores_per_node == 0 for j in w.jobs)
    assert set(nodes) == {1, 2, 3, 4}
    wall = np.array([j.walltime for j in w.jobs])
    assert wall.min() >= 60 and wall.max() <= 3600 and not (wall % 60).any()
    assert (wall <= 20 * 60).mean() > 0.4 and (wall >= 50 * 60).mean() > 0.25
    assert all(j.runtime == j.walltime for j in w.jobs)
    half = generate(WarpLoadConfig(hours=20, seed=3, runtime_fraction=0.5))
    assert all(j.runtime == j.walltime // 2 for j in half.jobs)


def test_generator_is_deterministic_per_seed():
    def rows(seed: int) -> list[tuple]:
        return [
            (j.id, j.submit, j.cores, j.walltime, j.runtime)
            for j in generate(WarpLoadConfig(hours=10, seed=seed)).jobs
        ]

    assert rows(5) == rows(5) and rows(5) != rows(6)


@pytest.mark.parametrize(
    "field, value",
    [
        ("hours", 0),
        ("rate", -1.0),
        ("rate", float("inf")),
        ("node_probs", (0.5, 0.5, 0.5, 0)),
        ("node_probs", (1.0,)),
        ("weights", (1.2, -0.2)),
        ("means_min", (12.0, 0.0)),
        ("stds_min", (-1.0, 5.0)),
        ("max_walltime_min", 0.5),
        ("runtime_fraction", 0.0),
        ("runtime_fraction", 1.5),
        ("first_id", -1),
    ],
)
def test_bad_config_names_the_parameter(field, value):
    with pytest.raises(ValueError, match=rf"WarpLoadConfig\.{field}\b"):
        replace(WarpLoadConfig(), **{field: value})


def test_turbine_is_table_1():
    wf = turbine()
    assert [(t.id, t.cores // 36, t.walltime // 60) for t in wf.topological_tasks()] == [
        ("LES", 2, 15),
        ("HPDA", 5, 30),
    ]
    assert wf.critical_path() == 45 * 60


def test_runtime_ratio_shortens_the_run_not_the_request():
    """Table 5's ratios: LES floor(900 x 416.5/900) = 416 s, HPDA floor(1800 x 41/1800) = 41 s,
    requests still 15 and 30 min; one ratio for all; ratio 1 is the workflow itself."""
    wf = turbine(TABLE5_RUNTIME_RATIO)
    assert [(t.id, t.walltime, t.runtime) for t in wf.topological_tasks()] == [
        ("LES", 900, 416),
        ("HPDA", 1800, 41),
    ]
    assert [t.runtime for t in turbine(0.5).topological_tasks()] == [450, 900]
    assert shortened(turbine(), {"HPDA": 0.1}).task("LES").runtime == 900
    assert shortened(turbine(), 1.0) is not None and turbine().task("HPDA").runtime == 1800
    for bad in (0.0, 1.5, {"LES": -0.1}, {"PRE": 0.5}):
        with pytest.raises(WorkflowError, match="runtime_ratio"):
            turbine(bad)


def test_warp_reserves_the_request_and_the_step_ends_early():
    """Seed 1 at λ, steps at half their requests: WARP plans at submission (first wait 0) on
    the requests, so HPDA waits for its reservation 15 min after LES's start: LES runs
    450 s, HPDA waits 450 s, makespan 15 + 15 min. The WMS starts HPDA as LES ends."""
    r = turbine_study(seeds=(1,), hours=4, step_ratio=0.5)
    warp, wms = (x["metrics"] for x in r["runs"])
    assert warp["honoured"] and warp["first_wait_s"] == 0
    assert warp["intermediate_wait_s"] == 450 and warp["wf_makespan_s"] == 1800
    assert wms["intermediate_wait_s"] == 0 and wms["wf_makespan_s"] == 1350


def test_table5_from_its_timestamps():
    """WARP: LES submitted 10:26:49, started 10:57:45 (30:56), HPDA 11:12:45 after LES's
    11:05:49 end (6:56), end 11:13:23; the WMS's HPDA waited 10:33:00 -> 11:12:53 (39:53)."""
    t = table5_metrics()
    assert t["warp"] == {
        "first_wait_s": 1856.0,
        "intermediate_wait_s": 416.0,
        "wf_makespan_s": 938.0,
        "wf_turnaround_s": 2794.0,
    }
    assert t["wms"] == {
        "first_wait_s": 0.0,
        "intermediate_wait_s": 2393.0,
        "wf_makespan_s": 2786.0,
        "wf_turnaround_s": 2786.0,
    }


def test_calibrated_load_matches_table_2_and_the_rows_carry_the_paper():
    """The calibrated setting's fit (6 seeds here): busy nodes at submission near Table 2's 9
    of 14; WARP's makespan is LES's reservation plus HPDA's run (15.7 min, Table 5: 15.6)."""
    r = turbine_study(seeds=tuple(range(6)), hours=4, **CALIBRATED)
    rows = {(k, p): (paper, med, mean) for k, p, paper, med, mean in table5_rows(r["runs"])}
    assert rows[("busy_nodes_at_submit", "load")][0] == 9
    assert 6 <= rows[("busy_nodes_at_submit", "load")][2] <= 12
    assert rows[("wf_makespan_s", "warp")][:2] == (938.0, 900 + 41)
    assert rows[("intermediate_wait_s", "wms")][0] == 2393.0


def test_turbine_study_warp_runs_back_to_back_and_the_wms_waits():
    """Seeds 0 and 2 at λ: where WARP's reservations were honoured, HPDA starts as LES ends
    and the makespan is the 45-min critical path; the WMS's HPDA waits on seed 2 (Table 5's
    shape, 16 vs 46 min on the testbed), so its mean intermediate wait is larger."""
    r = turbine_study(seeds=(0, 2), hours=4)
    json.dumps(r)
    assert [(x["policy"], x["seed"], x["label"]) for x in r["runs"]] == [
        ("warp", 0, "turbine"),
        ("wms", 0, "turbine"),
        ("warp", 2, "turbine"),
        ("wms", 2, "turbine"),
    ]
    assert set(r["summary"]) == {"warp", "wms"}
    for x in r["runs"]:
        assert METRICS <= set(x["metrics"])
        assert x["metrics"]["wf_makespan_s"] >= 45 * 60
    warp = [x["metrics"] for x in r["runs"] if x["policy"] == "warp"]
    assert any(m["honoured"] for m in warp)
    for m in warp:
        assert m["reservations"] == 2
        if m["honoured"]:
            assert m["intermediate_wait_s"] == 0 and m["wf_makespan_s"] == 45 * 60
    assert r["summary"]["wms"]["intermediate_wait_s"] > r["summary"]["warp"]["intermediate_wait_s"]
    assert r["summary"]["wms"]["wf_makespan_s"] > r["summary"]["warp"]["wf_makespan_s"]
    assert r["summary"]["wms"]["reservations"] == 0


def test_load_study_labels_and_identical_workloads():
    """One seed, two λ scales, two shapes: four labels x two policies; the workflow runs
    beside the same regular jobs under both policies."""
    r = load_study(rates=(1.0, 2.0), workflows=("turbine", "A2"), seeds=(1,), hours=4)
    json.dumps(r)
    labels = ["turbine@1", "turbine@2", "A2@1", "A2@2"]
    assert [x["label"] for x in r["runs"]] == [lab for lab in labels for _ in "wp"]
    assert set(r["summary"]) == {f"{lab}/{p}" for lab in labels for p in ("warp", "wms")}
    for a, b in zip(r["runs"][::2], r["runs"][1::2]):
        assert (a["policy"], b["policy"]) == ("warp", "wms")
        assert a["metrics"]["regular_jobs"] == b["metrics"]["regular_jobs"] > 0
    with pytest.raises(Exception, match="wider than cluster"):
        load_study(rates=(1.0,), workflows=("B4",), seeds=(0,))


def _step_times(s, sub) -> dict[str, tuple[int, int]]:
    index = {j.id: i for i, j in enumerate(s.workload.jobs)}
    return {t: (int(s.start[index[j]]), int(s.end[index[j]])) for t, j in sub.jobs.items()}


def test_shared_run_keeps_the_wms_out_of_warps_reservations():
    """8 nodes, no load test, both turbines (Table 5's runtimes) at 0: WARP reserves LES
    [0, 15 min) and HPDA [15, 45 min) on 2 and 5 nodes; the WMS's LES ends at 416 s and its
    HPDA (5 nodes, 30-min request) cannot overlap WARP's HPDA reservation (5 + 5 > 8), so it
    starts at 45 min; alone on the machine it starts as LES ends."""
    wf = turbine(TABLE5_RUNTIME_RATIO)
    w = Workload([Job(1, 0, 36, 60, 60)], replace(WARP, nodes=8))
    s, warp = run_warp(w, [(0, wf)], threshold=2.0, wms_workflows=[(0, wf)])
    mine, theirs = warp.book.subs
    assert {t: (r.start, r.end) for t, r in mine.reservations.items()} == {
        "LES": (0, 900),
        "HPDA": (900, 2700),
    }
    assert _step_times(s, mine) == {"LES": (0, 416), "HPDA": (900, 941)}
    assert theirs.reservations == {} and theirs.wms == {"LES", "HPDA"}
    assert _step_times(s, theirs) == {"LES": (0, 416), "HPDA": (2700, 2741)}
    alone, wms = run_wms(w, [(0, wf)])
    assert _step_times(alone, wms.subs[0]) == {"LES": (0, 416), "HPDA": (416, 457)}


def test_testbed_options_nodes_and_shared():
    """``nodes`` cuts WARP to that many nodes under the same jobs; ``shared`` runs both
    policies' turbines in one simulation, so both runs see the same regular jobs' schedule."""
    w14, w13 = warm_load(3, 4, 3600, 2.0), warm_load(3, 4, 3600, 2.0, nodes=13)
    assert (w14.cluster.nodes, w13.cluster.nodes) == (14, 13)
    assert w13.cluster.cores_per_node == WARP.cores_per_node and w13.jobs == w14.jobs
    r = turbine_study(seeds=(2,), hours=4, nodes=13, shared=True, **CALIBRATED)
    warp_m, wms_m = (x["metrics"] for x in r["runs"])
    for key in ("busy_nodes_at_submit", "queued_at_submit", "mean_wait_s", "regular_jobs"):
        assert warp_m[key] == wms_m[key]
    assert warp_m["honoured"] == 1 and warp_m["wf_makespan_s"] == 900 + 41
    assert wms_m["reservations"] == 0
    assert FIRST_ID > max(j.id for j in w13.jobs)
    for bad in (4, 15):
        with pytest.raises(ScenarioError, match="nodes must be an integer in"):
            turbine_study(seeds=(0,), nodes=bad)
