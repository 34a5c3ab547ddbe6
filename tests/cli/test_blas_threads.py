"""The ``hpcgym`` command loads numpy with OpenBLAS on one thread (its threads would spin CPU
at the load for nothing), unless the user set the thread count, and leaves the environment of
its subprocesses as the user had it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hpcgym.cli import BLAS_THREADS, one_blas_thread

# The command's start in a fresh interpreter: its threads once numpy is loaded, and whether the
# variable is left behind.
PROBE = """import os, sys
from hpcgym.cli import build_parser, one_blas_thread
with one_blas_thread():
    build_parser("run")
assert "numpy" in sys.modules
print(len(os.listdir("/proc/self/task")), os.environ.get("OPENBLAS_NUM_THREADS"))
"""


def probe(**env: str) -> str:
    clean = {k: v for k, v in os.environ.items() if k not in BLAS_THREADS}
    return subprocess.run(
        [sys.executable, "-c", PROBE],
        env={**clean, **env},
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="counts threads in /proc")
def test_numpy_loads_on_one_thread_and_the_variable_is_gone():
    assert probe() == "1 None"


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="counts threads in /proc")
def test_a_thread_count_the_user_set_is_kept():
    assert probe(OPENBLAS_NUM_THREADS="2").endswith(" 2")


def test_the_environment_is_restored(monkeypatch):
    for v in BLAS_THREADS:
        monkeypatch.delenv(v, raising=False)
    monkeypatch.delitem(sys.modules, "numpy", raising=False)
    before = dict(os.environ)
    with one_blas_thread():
        assert os.environ["OPENBLAS_NUM_THREADS"] == "1"
    assert dict(os.environ) == before
