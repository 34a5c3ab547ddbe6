"""Python started in the folder that holds a clone named ``hpcgym`` looks there first: ``import
hpcgym`` still gives the installed package (the clone root's ``__init__.py``), or, with none
installed, one line naming the clone and the install command (not ``NamespaceNotFound`` later)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
USE = """
import gymnasium, hpcgym, hpcgym.envs
env = gymnasium.make("hpcgym/Dispatch-v0")
print(hpcgym.__file__, hpcgym.envs.__file__, type(env.unwrapped).__name__, sep="\\n")
"""


def beside(tmp_path: Path) -> Path:
    (tmp_path / "hpcgym").symlink_to(ROOT, target_is_directory=True)
    return tmp_path


def test_beside_a_clone_import_hpcgym_is_the_installed_package(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", USE], cwd=beside(tmp_path), capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    package, envs, env = done.stdout.split()
    assert Path(package).resolve() == ROOT / "hpcgym" / "__init__.py"
    assert Path(envs).resolve() == ROOT / "envs" / "__init__.py"
    assert env == "DispatchEnv"


def test_beside_a_clone_with_nothing_installed_the_cause_is_named(tmp_path):
    # -S: no site-packages, so no hpcgym installed
    done = subprocess.run(
        [sys.executable, "-S", "-c", "import hpcgym"],
        cwd=beside(tmp_path),
        capture_output=True,
        text=True,
    )
    assert done.returncode == 1
    clone = tmp_path / "hpcgym"
    assert done.stderr.strip().splitlines()[-1] == (
        f"ImportError: import hpcgym: {tmp_path} holds a clone of hpcgym's repository ({clone}) "
        f"and Python looks in the current folder first, but hpcgym is not installed: run "
        f"pip install -e {clone}"
    )
