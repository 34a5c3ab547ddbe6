"""Slurm, munge and libfaketime from Debian's packages, and a running munged (needs root),
shared by the recordings running at once: each holds a shared lock on :data:`USERS` while it
runs, and the last one out stops the munged a recording started (its PID in :data:`PIDFILE`).
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import signal
import subprocess
from pathlib import Path

PACKAGES = ("slurmctld", "slurmd", "slurm-client", "munge", "libfaketime")
BINARIES = ("slurmctld", "slurmd", "sbatch", "squeue", "scontrol", "munged")
MUNGE_KEY = Path("/etc/munge/munge.key")
MUNGE_SOCKET = Path("/run/munge/munge.socket.2")
USERS = Path("/run/hpcgym-slurm-munged.lock")  # held shared by every recording running
GATE = Path("/run/hpcgym-slurm-munged.gate")  # held exclusive while munged is started/stopped
PIDFILE = Path("/run/hpcgym-slurm-munged.pid")  # the munged a recording started


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
    PID of the munged started here (None if one was running); ``python -m benchmarks.slurm
    setup`` leaves it running."""
    if os.geteuid() != 0:
        raise SystemExit("the Slurm harness runs daemons as root; run it as root")
    if missing_binaries():
        install()
    if not MUNGE_KEY.exists():
        raise SystemExit(f"{MUNGE_KEY} is missing (the munge package creates it)")
    return start_munged()


class SharedMunged:
    """``with SharedMunged():`` a munged runs for the block, shared with the other recordings
    of this machine; the last recording to leave stops the one a recording started."""

    def __enter__(self) -> SharedMunged:
        with open(GATE, "a") as gate:
            fcntl.flock(gate, fcntl.LOCK_EX)
            pid = ensure()
            if pid is not None:
                PIDFILE.write_text(f"{pid}\n")
            self.users = open(USERS, "a")
            fcntl.flock(self.users, fcntl.LOCK_SH)
        return self

    def __exit__(self, *exc: object) -> None:
        with open(GATE, "a") as gate:
            fcntl.flock(gate, fcntl.LOCK_EX)
            fcntl.flock(self.users, fcntl.LOCK_UN)
            try:
                fcntl.flock(self.users, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                self.users.close()  # another recording still runs
                return
            self.users.close()
            if PIDFILE.exists():
                stop(int(PIDFILE.read_text()))
                PIDFILE.unlink()


def stop(pid: int | None) -> None:
    """Stop the munged started with PID ``pid``."""
    if pid is not None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGTERM)
