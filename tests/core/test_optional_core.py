"""The compiled core is optional: without it (an install that found no cargo) ``engine="auto"``
runs the Python engine and says so once, on one line naming how to get the fast one, while
``engine="compiled"`` refuses by name. Simulated by blocking the import of ``hpcgym._core``; the
install itself with cargo off ``PATH`` is the opt-in slow test."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WITHOUT_CORE = """
import sys
sys.modules["hpcgym._core"] = None  # as if the install built no compiled core
from hpcgym.batch.cluster import processors
from hpcgym.batch.job import Job
from hpcgym.batch.policies import simulate
from hpcgym.batch.workload import Workload
from hpcgym.errors import InputError
w = Workload([Job(1, 0, 2, 100, 50), Job(2, 5, 4, 100, 100)], processors(4))
engines = [simulate(w, "fcfs-easy").engine, simulate(w, "slurm").engine]
try:
    simulate(w, engine="compiled")
except InputError as e:
    refused = str(e)
print(engines, refused, sep="\\n")
"""


def test_without_the_core_auto_runs_python_saying_so_once_and_compiled_refuses():
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_CORE], capture_output=True, text=True, check=True
    )
    engines, refused = done.stdout.strip().splitlines()
    assert engines == "['python', 'python']"
    assert done.stderr.strip().splitlines() == [
        "hpcgym: running the Python engine: the compiled core hpcgym._core is not built (the "
        "install found no Rust toolchain); install Rust's cargo (https://rustup.rs) and run "
        "pip install -e . again for it"
    ]
    assert refused.startswith("simulate: the compiled engine cannot run policy 'fcfs-easy': ")
    assert "install Rust's cargo" in refused


@pytest.mark.slow
def test_a_wheel_builds_without_cargo_on_path_and_leaves_the_core_out(tmp_path):
    pytest.importorskip("setuptools_rust")
    src = tmp_path / "src"
    shutil.copytree(
        ROOT,
        src,
        ignore=shutil.ignore_patterns(".git", ".venv*", "target", "build", "dist", "*.so", ".ci-*"),
    )
    python_dir = str(Path(sys.executable).parent)
    env = {**os.environ, "PATH": f"{python_dir}:/usr/bin:/bin", "CARGO": "/nonexistent/cargo"}
    env.pop("HPCGYM_REQUIRE_CORE", None)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-v",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            "w",
            ".",
        ],
        cwd=src,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "installing without it: the Python engine runs everything" in done.stdout + done.stderr
    (wheel,) = (src / "w").glob("hpcgym-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "hpcgym/batch/simulator.py" in names
    assert not [n for n in names if "_core" in n]
    required = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            "w2",
            ".",
        ],
        cwd=src,
        env={**env, "HPCGYM_REQUIRE_CORE": "1"},
        capture_output=True,
        text=True,
    )
    assert required.returncode != 0
