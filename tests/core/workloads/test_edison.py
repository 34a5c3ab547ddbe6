"""The Edison generator: determinism, valid jobs, and the fit to rodrigo2018 / rodrigo2017."""

from __future__ import annotations

from collections import Counter
from functools import cache

import pytest

from hpcgym.batch.cluster import EDISON
from hpcgym.batch.queues import QUEUES
from hpcgym.batch.workload import Workload
from hpcgym.units import DAY
from hpcgym.workloads.edison import (
    EdisonConfig,
    format_stats,
    generate,
    workload_stats,
)


@cache
def week(seed: int = 1, days: float = 2) -> Workload:
    return generate(EdisonConfig(days=days, seed=seed))


@cache
def stats(seed: int = 1) -> dict[str, tuple[float, float | None]]:
    return {name: (got, paper) for name, got, paper in workload_stats(week(seed))}


def stat(prefix: str, seed: int = 1) -> tuple[float, float | None]:
    (hit,) = [v for k, v in stats(seed).items() if k.startswith(prefix)]
    return hit


def test_same_seed_same_jobs_other_seed_other_jobs():
    a = generate(EdisonConfig(days=1, seed=7))
    b = generate(EdisonConfig(days=1, seed=7))
    c = generate(EdisonConfig(days=1, seed=8))
    assert a.jobs == b.jobs
    assert a.jobs != c.jobs


def test_workload_frame():
    cfg = EdisonConfig(days=2, seed=1)
    w = week()
    assert w.cluster is EDISON
    assert w.warmup_end == cfg.warmup == DAY
    assert w.horizon == DAY + 2 * DAY
    assert [j.id for j in w.jobs] == list(range(1, len(w) + 1))
    assert all(0 <= j.submit < w.horizon for j in w.jobs)
    assert all(a.submit <= b.submit for a, b in zip(w.jobs, w.jobs[1:]))


def test_every_job_is_valid_for_its_queue():
    for j in week().jobs:
        assert isinstance(j.submit, int) and isinstance(j.runtime, int)
        assert j.cores % 24 == 0 and 24 <= j.cores <= EDISON.total_cores
        assert j.runtime > 0 and j.walltime > 0
        q = QUEUES[j.queue]
        nodes = j.cores // 24
        assert q.min_nodes <= nodes <= q.max_nodes, j
        assert j.walltime <= q.walltime, j


@pytest.mark.parametrize(
    "prefix",
    [
        "jobs with wall clock < 2 h",
        "jobs with width < 240 cores",
        "jobs with width <= 1 node",
        "jobs allocating <= 1 core-h",
        "jobs allocating >= 1,000 core-h",
        "jobs running <= 50% of request",
        "inter-arrivals < 2 min",
    ],
)
@pytest.mark.parametrize("seed", [1, 2])
def test_paper_share_within_5_points(prefix, seed):
    got, paper = stat(prefix, seed)
    assert paper is not None
    assert abs(got - paper) <= 0.05, (prefix, got, paper)


@pytest.mark.parametrize("seed", [1, 2])
def test_killed_share_is_11_percent(seed):
    got, paper = stat("jobs killed at their limit", seed)
    assert paper == 0.11 and abs(got - paper) <= 0.03
    killed = [j for j in week(seed).jobs if j.runtime > j.walltime]
    assert all(j.runtime >= j.walltime + 120 for j in killed)  # past Slurm's 1-min grace


@pytest.mark.parametrize("pressure", [1.0, 1.05, 1.1])
def test_job_pressure_holds_the_target(pressure):
    w = generate(EdisonConfig(days=2, seed=3, pressure=pressure))
    rows = {k: v for k, v, _ in workload_stats(w)}
    (got,) = [v for k, v in rows.items() if k.startswith("job pressure over the window")]
    assert abs(got - pressure) <= 0.05
    (median,) = [v for k, v in rows.items() if k.startswith("job pressure, 6 h windows, median")]
    assert abs(median - pressure) <= 0.1


def test_jobs_per_day_near_paper():
    got, paper = stat("jobs per day")
    assert 0.7 * paper <= got <= 1.3 * paper


def _shape(j):
    return (j.submit, j.cores, j.walltime, j.runtime, j.queue)


def test_prefill_fills_machine_and_queues_baseline_before_warmup_end():
    cfg = EdisonConfig(days=1, seed=4)
    w = generate(cfg)
    plain = generate(EdisonConfig(days=1, seed=4, prefill_wait=0))
    pre = Counter(map(_shape, w.jobs)) - Counter(map(_shape, plain.jobs))
    assert sum(pre.values()) == len(w) - len(plain) > 0
    assert all(s[0] in (0, 1) and s[0] < w.warmup_end for s in pre)
    running = sum(s[1] * n for s, n in pre.items() if s[0] == 0)
    assert running == EDISON.total_cores
    backlog = sum(s[1] * min(s[2], s[3]) * n for s, n in pre.items() if s[0] == 1)
    assert backlog == pytest.approx(EDISON.total_cores * cfg.prefill_wait, rel=0.02)


def test_bad_config_is_rejected():
    with pytest.raises(ValueError, match="days"):
        EdisonConfig(days=0)
    with pytest.raises(ValueError, match="pressure"):
        EdisonConfig(pressure=0)


def test_stats_table_names_sources():
    rows = workload_stats(week())
    assert any(p is None for _, _, p in rows)
    text = format_stats(rows)
    assert "rodrigo2018 T3" in text and "paper" in text.splitlines()[0]
