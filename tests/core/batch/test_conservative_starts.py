"""Conservative backfilling's pass (``backfill.conservative_starts``) against the plain
algorithm: reserve every examined job at its earliest slot of the profile, start those whose
slot is now. The function stops early once no remaining job fits the free units; its compiled
twin (``hpcgym._core.conservative_starts``) must give the same positions, and whole
simulations the same schedules on either path."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hpcgym.batch import backfill
from hpcgym.batch.backfill import Profile, conservative_starts
from hpcgym.batch.policies import simulate
from hpcgym.units import DAY
from hpcgym.workloads import catalog
from hpcgym.workloads.edison import EdisonConfig
from hpcgym.workloads.mixing import Pattern, edison_with_workflows

compiled = pytest.mark.skipif(
    backfill.COMPILED_STARTS is None, reason="hpcgym._core is not built with the pass"
)


def plain(now, free, run_ends, units, need, duration):
    """Every examined job reserved in turn; positions of those whose slot is now."""
    profile = Profile(now, free, run_ends, units)
    out = []
    for k, (u, w) in enumerate(zip(need, duration)):
        t = profile.earliest(u, w)
        profile.reserve(t, w, u)
        if t == now:
            out.append(k)
            free -= u
            if not free:
                break
    return out


@st.composite
def passes(draw):
    """A machine of ``total`` units at ``now`` with running jobs (some past their requested
    end, as in the over-time grace) and a queue to examine that fits the machine."""
    total = draw(st.integers(1, 24))
    now = draw(st.integers(0, 50))
    units, run_ends, used = [], [], 0
    for _ in range(draw(st.integers(0, 12))):
        u = draw(st.integers(1, total))
        if used + u > total:
            break
        used += u
        run_ends.append((draw(st.integers(now - 3, now + 60)), len(units)))
        units.append(u)
    run_ends.sort()
    jobs = draw(st.lists(st.tuples(st.integers(1, total), st.integers(1, 40)), max_size=15))
    return now, total - used, run_ends, units, [u for u, _ in jobs], [w for _, w in jobs]


@settings(max_examples=400, deadline=None)
@given(passes())
def test_python_pass_is_the_plain_algorithm(case):
    assert conservative_starts(*case) == plain(*case)


@compiled
@settings(max_examples=400, deadline=None)
@given(passes())
def test_compiled_pass_is_the_python_pass(case):
    assert backfill.COMPILED_STARTS(*case) == conservative_starts(*case)


@compiled
@pytest.mark.parametrize("mode", ["chained", "woas"])
def test_simulations_agree_on_either_path(monkeypatch, mode):
    """A WoAS-study run (Slurm preset: conservative backfill 50 deep every 30 s) gives the
    same schedule with the compiled pass and with the Python one."""
    w = edison_with_workflows(
        EdisonConfig(days=0.25, seed=3, warmup=DAY // 4),
        catalog.get("Montage"),
        Pattern(share=0.25),
        mode,
    )
    fast = simulate(w, "slurm+per-minute", until=w.horizon)
    monkeypatch.setattr(backfill, "COMPILED_STARTS", None)
    slow = simulate(w, "slurm+per-minute", until=w.horizon)
    assert (fast.start, fast.end, fast.status) == (slow.start, slow.end, slow.status)
