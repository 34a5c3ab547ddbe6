"""The Perlmutter-like generator (hpcgym.workloads.perlmutter): its statistics on a long sample
against the model's declared parameters within sampling error, NERSC's limits held by every
job, determinism by seed and partition stream, and refusals of bad knobs; then a week under
a policy on the machine's invariants, and ``hpcgym run --workload perlmutter``."""

from __future__ import annotations

import json
import math
from dataclasses import replace

import numpy as np
import pytest
from scipy import stats

from hpcgym.batch.machine import PERLMUTTER
from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import simulate
from hpcgym.cli import main
from hpcgym.errors import WorkloadError
from hpcgym.units import DAY, HOUR
from hpcgym.workloads.perlmutter import (
    CPU_MODEL,
    DAILY_CYCLE,
    DEBUG_LIMIT,
    DEBUG_NODES,
    GPU_MODEL,
    REGULAR_LIMIT,
    PartitionModel,
    PerlmutterConfig,
    expected_jobs,
    generate,
)

DAYS = 28.0


@pytest.fixture(scope="module")
def month():
    return generate(PerlmutterConfig(days=DAYS, seed=3, warmup=0))


def columns(w, partition):
    js = [j for j in w.jobs if j.partition == partition]
    per = PERLMUTTER.partition(partition).cores_per_node
    return {
        "nodes": np.array([j.cores // per for j in js]),
        "gpus": np.array([j.gpus for j in js]),
        "run": np.array([j.runtime for j in js]),
        "wall": np.array([j.walltime for j in js]),
        "submit": np.array([j.submit for j in js]),
        "queue": np.array([j.queue for j in js]),
    }


def within(observed: float, expected: float, sd: float, k: float = 4.0) -> bool:
    return abs(observed - expected) <= k * sd


@pytest.mark.parametrize("m", (GPU_MODEL, CPU_MODEL), ids=lambda m: m.partition)
def test_statistics_match_the_model_within_sampling_error(month, m: PartitionModel):
    c = columns(month, m.partition)
    n = len(c["nodes"])
    assert n > 5_000
    # one node: the single share, plus the non-power-of-two draws that round to one node
    # (2**u < 1.5 for u < log2(1.5) of the uniform on (0, log2 max_nodes])
    p1 = m.single + (1 - m.single) * (1 - m.pow2) * math.log2(1.5) / math.log2(m.max_nodes)
    assert within((c["nodes"] == 1).mean(), p1, math.sqrt(p1 * (1 - p1) / n))
    assert c["nodes"].max() <= m.max_nodes
    # killed at the limit: the declared share
    killed = c["run"] > c["wall"]
    assert within(killed.mean(), m.killed, math.sqrt(m.killed * (1 - m.killed) / n))
    # the others: log-normal runtimes, median as declared (sd of a sample median in logs)
    done = np.log(c["run"][~killed])
    sd = 1.2533 * m.runtime_sigma / math.sqrt(len(done))
    assert within(float(np.median(done)), math.log(m.runtime_median), sd)
    # offered node-seconds: the load over the span, to within the last job
    offered = (c["nodes"] * np.minimum(c["run"], c["wall"])).sum()
    capacity = PERLMUTTER.partition(m.partition).nodes * DAYS * DAY
    assert offered / capacity == pytest.approx(m.load, abs=0.002)
    # arrivals per hour of day follow the daily cycle (chi-square)
    counts = np.bincount((c["submit"] // HOUR) % 24, minlength=24)
    assert stats.chisquare(counts, DAILY_CYCLE / 24 * n).pvalue > 1e-4


def test_gpus_per_job(month):
    c = columns(month, "gpu")
    one = c["nodes"] == 1
    assert (c["gpus"][~one] == 4 * c["nodes"][~one]).all()
    n = int(one.sum())
    for k, share in zip((1, 2, 4), GPU_MODEL.gpu_mix):
        got = (c["gpus"][one] == k).mean()
        assert within(got, share, math.sqrt(share * (1 - share) / n))
    assert not columns(month, "cpu")["gpus"].any()


def test_nersc_limits_hold_for_every_job(month):
    for part in ("gpu", "cpu"):
        c = columns(month, part)
        assert (c["wall"] <= REGULAR_LIMIT).all() and (c["run"] >= 60).all()
        debug = c["queue"] == "debug"
        assert debug.any() and set(c["queue"]) == {"debug", "regular"}
        assert (c["wall"][debug] <= DEBUG_LIMIT).all() and (c["nodes"][debug] <= DEBUG_NODES).all()
    assert month.cluster is PERLMUTTER


def test_same_seed_same_jobs_and_partitions_draw_apart():
    a = generate(PerlmutterConfig(days=1, seed=5))
    assert a.jobs == generate(PerlmutterConfig(days=1, seed=5)).jobs
    assert a.jobs != generate(PerlmutterConfig(days=1, seed=6)).jobs
    # another GPU model leaves the CPU partition's jobs as they were
    other = PerlmutterConfig(days=1, seed=5, models=(replace(GPU_MODEL, load=0.5), CPU_MODEL))
    b = generate(other)

    def cpu(w):
        return [(j.submit, j.cores, j.walltime, j.runtime) for j in w.jobs if j.partition == "cpu"]

    assert cpu(a) == cpu(b)
    assert len(b.jobs) < len(a.jobs)
    assert expected_jobs(1) == pytest.approx(len(a.jobs), rel=0.1)


@pytest.mark.parametrize(
    ("make", "match"),
    [
        (lambda: PerlmutterConfig(days=0), "days must be > 0"),
        (lambda: PerlmutterConfig(days=1, models=(GPU_MODEL,)), "must cover partitions gpu, cpu"),
        (lambda: PerlmutterConfig(days=5000), "over the bound of"),
        (lambda: replace(GPU_MODEL, accuracy=(0.5, 0.2)), "accuracy must be"),
        (lambda: replace(GPU_MODEL, max_nodes=5000), "max_nodes must be"),
        (lambda: replace(GPU_MODEL, gpu_mix=(0.5, 0.5, 0.5)), "gpu_mix must be three shares"),
        (lambda: replace(CPU_MODEL, partition="big"), "unknown partition 'big'"),
    ],
)
def test_bad_knobs_are_refused_by_name(make, match):
    with pytest.raises(WorkloadError, match=match):
        make()


@pytest.mark.parametrize("policy", ("fcfs-easy", "slurm-tres"))
def test_a_day_on_the_machine_never_overallocates(policy):
    """Every partition's nodes and GPUs held at every start stay within its capacity."""
    w = generate(PerlmutterConfig(days=1, seed=2, warmup=0))
    s = simulate(w, policy)
    for part in PERLMUTTER.partitions:
        idx = [i for i, j in enumerate(w.jobs) if j.partition == part.name]
        events = sorted(
            [(s.start[i], s.units[i]) for i in idx if s.start[i] >= 0]
            + [(s.end[i], -s.units[i]) for i in idx if s.end[i] >= 0],
            key=lambda e: (e[0], e[1]),
        )
        held = np.cumsum([u for _, u in events])
        assert held.max() <= part.nodes and held.min() >= 0
    m = compute(s)
    assert 0 < m["gpu_utilization"] <= 1 and m["gpu_idle_waiting_h"] >= 0
    assert {"utilization_gpu", "mean_wait_s_cpu", "mean_bsld_gpu"} <= set(m)


def test_run_prints_and_writes_the_gpu_and_partition_figures(tmp_path, capsys):
    out = tmp_path / "r.json"
    args = ["run", "--workload", "perlmutter", "--days", "0.5", "--policy", "fcfs-easy"]
    assert main([*args, "--json", str(out), "--no-progress"]) == 0
    assert "GPUs and partitions" in capsys.readouterr().out
    m = json.loads(out.read_text())["metrics"]
    assert {"gpu_utilization", "gpu_idle_waiting_h", "mean_wait_s_gpu", "mean_bsld_cpu"} <= set(m)
    assert main(["run", "--workload", "perlmutter", "--jobs", "5", "--no-progress"]) == 2
