"""Workflows mixed into Edison-like workloads by the periodic and share patterns (rodrigo2017 §4.2.1)."""

from __future__ import annotations

import itertools

import pytest

from hpcgym.batch.cluster import EDISON
from hpcgym.batch.submission import MODES, allocated_core_seconds
from hpcgym.workloads import catalog
from hpcgym.workloads.edison import EdisonConfig, generate
from hpcgym.workloads.mixing import Pattern, edison_with_workflows, submit_times

CFG = EdisonConfig(days=1, seed=5, warmup=6 * 3600)


def regular(w):
    return [(j.id, j.submit, j.cores, j.walltime, j.runtime) for j in w.jobs if j.workflow < 0]


@pytest.mark.parametrize("pattern", [Pattern(share=0.1), Pattern(period=2 * 3600)])
def test_same_regular_jobs_and_workflow_submits_under_every_mode(pattern):
    wf = catalog.get("WideLong")
    ws = {m: edison_with_workflows(CFG, wf, pattern, m) for m in MODES}
    assert regular(ws["chained"]) == regular(ws["pilot"]) == regular(ws["woas"])
    subs = {m: [r.submit for r in w.workflows] for m, w in ws.items()}
    assert subs["chained"] == subs["pilot"] == subs["woas"]
    assert len(ws["pilot"].jobs) == len(regular(ws["pilot"])) + len(subs["pilot"])
    assert len(ws["woas"].jobs) == len(regular(ws["woas"])) + 2 * len(subs["woas"])
    # Regular ids never depend on the mode; workflow jobs come after them.
    top = max(j.id for j in ws["pilot"].jobs if j.workflow < 0)
    assert all(j.id > top for w in ws.values() for j in w.jobs if j.workflow >= 0)


def test_periodic_submits_one_workflow_every_period():
    times = submit_times(Pattern(period=3600), 1.0, 1.0, 10 * 3600, seed=3)
    assert len(times) in (9, 10)
    assert all(b - a in (3599, 3600, 3601) for a, b in itertools.pairwise(times))
    assert 0 <= times[0] < 3600 and times[-1] < 10 * 3600


@pytest.mark.parametrize("share", [0.05, 0.25, 0.5])
def test_share_pattern_takes_its_share_of_the_pressure_budget(share):
    """The workflows' allocated core-hours are ``share`` of the budget and the regular jobs
    fill the rest, so total submitted work stays at the pressure (the control counts both)."""
    wf = catalog.get("Montage")
    w = edison_with_workflows(CFG, wf, Pattern(share=share), "chained")
    budget = CFG.pressure * EDISON.total_cores * CFG.horizon
    wf_work = allocated_core_seconds(wf, EDISON) * len(w.workflows)
    assert wf_work / budget == pytest.approx(share, rel=0.01)
    base = generate(CFG)
    reg = sum(
        j.cores * min(j.runtime, j.walltime) for j in w.jobs if j.workflow < 0 and j.submit > 1
    )
    full = sum(j.cores * min(j.runtime, j.walltime) for j in base.jobs if j.submit > 1)
    assert reg / full == pytest.approx(1 - share, abs=0.02)


def test_share_of_one_leaves_only_the_prefill():
    w = edison_with_workflows(CFG, catalog.get("Sipht"), Pattern(share=1.0), "woas")
    assert all(j.submit <= 1 for j in w.jobs if j.workflow < 0)


def test_bad_patterns_are_named():
    with pytest.raises(ValueError, match="exactly one of period and share"):
        Pattern()
    with pytest.raises(ValueError, match="share must be in"):
        Pattern(share=1.5)
    with pytest.raises(ValueError, match="period must be an integer >= 1"):
        Pattern(period=0)
