"""Slurm, munge and libfaketime from Debian's packages, and a running munged (needs root)."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
from pathlib import Path

PACKAGES = ("slurmctld", "slurmd", "slurm-client", "munge", "libfaketime")
BINARIES = ("slurmctld", "slurmd", "sbatch", "squeue", "scontrol", "munged")
MUNGE_KEY = Path("/etc/munge/munge.key")
MUNGE_SOCKET = Path("/run/munge/munge.socket.2")


def missing_binaries() -> list[str]:
    """The Slurm and munge programs not on PATH (sbin included)."""
    path = os.environ.get("PATH", "") + ":/usr/sbin:/sbin"
    return [b for b in BINARIES if shutil.which(b, path=path) is None]


def install() -> None:
    """``apt-get install`` the packages (root only)."""
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "install", "-y", "-q", *PACKAGES], check=True, env=env)


def munged_running() -> bool:
    """Whether a munged answers on its default socket."""
    if not MUNGE_SOCKET.exists():
        return False
    probe = subprocess.run(["munge", "-n"], capture_output=True)
    return probe.returncode == 0


def start_munged() -> int | None:
    """Start the system munged if none answers; returns the PID of the one started."""
    if munged_running():
        return None
    Path("/run/munge").mkdir(parents=True, exist_ok=True)
    shutil.chown("/run/munge", "munge", "munge")
    proc = subprocess.Popen(["/usr/sbin/munged", "--force", "-F"], start_new_session=True)
    return proc.pid


def ensure() -> int | None:
    """Packages installed, key present, munged running: the state a run needs. Returns the
    PID of the munged started here (None if one was running), for the caller to stop."""
    if os.geteuid() != 0:
        raise SystemExit("the Slurm harness runs daemons as root; run it as root")
    if missing_binaries():
        install()
    if not MUNGE_KEY.exists():
        raise SystemExit(f"{MUNGE_KEY} is missing (the munge package creates it)")
    return start_munged()


def stop(pid: int | None) -> None:
    """Stop the munged :func:`ensure` started (by its PID)."""
    if pid is not None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGTERM)
