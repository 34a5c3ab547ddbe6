"""Opt-in (``pytest -m slurm``, root, Debian's Slurm packages): the smoke workload on a live
Slurm at x10 on two clusters, then node-level backfill within 5 s of Slurm on 95% of jobs."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # benchmarks/ is not installed

from benchmarks.slurm.compare import compare  # noqa: E402
from benchmarks.slurm.record import record  # noqa: E402
from benchmarks.slurm.setup import missing_binaries  # noqa: E402
from benchmarks.slurm.workloads import SMOKE, generate  # noqa: E402

pytestmark = pytest.mark.slurm


@pytest.fixture(autouse=True)
def _opt_in(request):
    if "slurm" not in (request.config.getoption("markexpr") or ""):
        pytest.skip("a live Slurm run; opt in with -m slurm")
    if os.geteuid() != 0:
        pytest.skip("the Slurm daemons run as root")
    if missing_binaries():
        pytest.skip(f"missing {missing_binaries()}: python -m benchmarks.slurm setup")


def test_smoke_workload_on_a_live_slurm(tmp_path):
    run = record(SMOKE.name, generate(SMOKE), SMOKE.nodes, speed=10, root=tmp_path)
    for cluster in ("a", "b"):
        c = compare(run, cluster)
        assert c.within >= 0.95 * len(c.ids), (cluster, c.max_diff)
