"""Slurm's accounting database for a recording: a private MariaDB and a slurmdbd, started
before the clusters and stopped after them, with the clusters, accounts and fair-share shares
registered through ``sacctmgr``, so that the clusters' multifactor priority has its fair-share
(and age) terms, as a site with slurmdbd has.

Everything lives under the run's scratch folder (the database files, its socket, the
slurmdbd.conf); the ports come from the recording's slot.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time
from pathlib import Path


class AccountingDb:
    """MariaDB on ``db_port`` and slurmdbd on ``dbd_port``, files under ``root``; :meth:`up`
    registers ``clusters`` and ``accounts`` (name -> fair-share shares), each account with the
    user running the harness (root), and sets the normal QOS's ``MaxJobsPerAccount`` to
    ``max_jobs`` (0: no limit)."""

    def __init__(
        self,
        root: Path,
        db_port: int,
        dbd_port: int,
        clusters: list[str],
        accounts: dict[str, int],
        max_jobs: int = 0,
    ) -> None:
        self.root = root
        self.db_port = db_port
        self.dbd_port = dbd_port
        self.clusters = clusters
        self.accounts = accounts
        self.max_jobs = max_jobs
        self.procs: list[subprocess.Popen] = []
        self._log = None

    @property
    def conf(self) -> Path:
        """The slurm.conf sacctmgr and slurmdbd read (slurmdbd.conf lies beside it)."""
        return self.root / "slurm.conf"

    def env(self) -> dict[str, str]:
        return dict(os.environ, SLURM_CONF=str(self.conf), TZ="UTC")

    def up(self, timeout: float = 600.0) -> None:
        """Fresh database files, both daemons started, the clusters and accounts registered
        (``timeout``: on the clock they run on, sped up with the recording)."""
        self._stop_stale()
        if self.root.exists():
            shutil.rmtree(self.root)
        (self.root / "data").mkdir(parents=True)
        self._log = open(self.root / "daemons.out", "ab")  # noqa: SIM115 (closed in down)
        subprocess.run(
            [
                "mariadb-install-db", f"--datadir={self.root / 'data'}", "--user=root",
                "--auth-root-authentication-method=normal", "--skip-test-db",
            ],
            check=True, stdout=self._log, stderr=subprocess.STDOUT,
        )  # fmt: skip
        self._start(
            [
                "mariadbd", f"--datadir={self.root / 'data'}", f"--port={self.db_port}",
                f"--socket={self.root / 'mysql.sock'}", "--bind-address=127.0.0.1",
                "--user=root", f"--pid-file={self.root / 'mysql.pid'}",
                "--innodb-buffer-pool-size=64M", "--skip-log-bin",
            ]
        )  # fmt: skip
        self._wait(
            ["mariadb", f"--socket={self.root / 'mysql.sock'}", "-uroot", "-e", "select 1"],
            timeout,
            "MariaDB",
        )
        self.conf.write_text(
            "ClusterName=dbd\nSlurmctldHost=localhost(127.0.0.1)\n"
            "AccountingStorageType=accounting_storage/slurmdbd\n"
            f"AccountingStorageHost=localhost\nAccountingStoragePort={self.dbd_port}\n"
            "AuthType=auth/munge\n"
        )
        dbd = self.root / "slurmdbd.conf"
        dbd.write_text(
            "\n".join(
                [
                    "AuthType=auth/munge",
                    "DbdHost=localhost",
                    "DbdAddr=127.0.0.1",
                    f"DbdPort={self.dbd_port}",
                    "SlurmUser=root",
                    "DebugLevel=info",
                    f"LogFile={self.root / 'slurmdbd.log'}",
                    f"PidFile={self.root / 'slurmdbd.pid'}",
                    "StorageType=accounting_storage/mysql",
                    "StorageHost=127.0.0.1",
                    f"StoragePort={self.db_port}",
                    "StorageUser=root",
                    "StorageLoc=slurm_acct_db",
                ]
            )
            + "\n"
        )
        dbd.chmod(0o600)
        self._start(["slurmdbd", "-D"])
        self._wait(["sacctmgr", "-n", "list", "cluster"], timeout, "slurmdbd")
        clusters = ",".join(self.clusters)
        self.sacctmgr("add", "cluster", *self.clusters)
        for name, shares in self.accounts.items():
            self.sacctmgr("add", "account", name, f"cluster={clusters}", f"fairshare={shares}")
        self.sacctmgr("add", "user", "root", f"account={','.join(self.accounts)}")
        if self.max_jobs:
            self.sacctmgr("modify", "qos", "normal", "set", f"MaxJobsPerAccount={self.max_jobs}")

    def _stop_stale(self) -> None:
        """Stop the daemons a killed recording of this slot left running (by their PID files),
        so that their ports are free."""
        for name in ("slurmdbd.pid", "mysql.pid"):
            pid_file = self.root / name
            try:
                pid = int(pid_file.read_text().strip())
            except (OSError, ValueError):
                continue
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                continue
            for _ in range(100):
                try:
                    os.kill(pid, 0)
                except ProcessLookupError:
                    break
                time.sleep(0.1)

    def sacctmgr(self, *args: str) -> None:
        subprocess.run(
            ["sacctmgr", "-i", *args], env=self.env(), check=True, capture_output=True, text=True
        )

    def _start(self, cmd: list[str]) -> None:
        self.procs.append(
            subprocess.Popen(cmd, env=self.env(), stdout=self._log, stderr=subprocess.STDOUT)
        )

    def _wait(self, probe: list[str], timeout: float, what: str) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            got = subprocess.run(probe, env=self.env(), capture_output=True)
            if got.returncode == 0:
                return
            for p in self.procs:
                if p.poll() is not None:
                    raise RuntimeError(f"{what}: {p.args[0]} exited ({p.returncode})")
            time.sleep(0.5)
        raise RuntimeError(f"{what} not answering after {timeout} s")

    def down(self) -> None:
        """Stop slurmdbd, then MariaDB (SIGTERM, then SIGKILL after 20 s)."""
        for p in reversed(self.procs):
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
            try:
                p.wait(20)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        self.procs.clear()
        if self._log is not None:
            self._log.close()
            self._log = None
