"""One fake Slurm cluster on this machine: a slurmctld and one slurmd per node, by PID.

Every daemon runs in the foreground (``-D``) as a child of the driver, so it shares the
driver's clock under libfaketime and is stopped by the PID it was started with.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time

from benchmarks.slurm.conf import ClusterSpec, fake_gpus, gres_conf, render


class SlurmCluster:
    """``spec``'s daemons: :meth:`up` writes slurm.conf and starts them, :meth:`down` stops
    them; :meth:`env` is the environment a client (sbatch, squeue) needs."""

    def __init__(self, spec: ClusterSpec) -> None:
        self.spec = spec
        self.conf_path = spec.root / "slurm.conf"
        self.procs: list[subprocess.Popen] = []

    def env(self) -> dict[str, str]:
        return dict(os.environ, SLURM_CONF=str(self.conf_path), TZ="UTC")

    def up(self, timeout: float = 60.0) -> None:
        """Fresh state, the daemons started, every node idle."""
        self.start_controller()
        self.start_nodes()
        self.wait_idle(timeout)

    def start_controller(self) -> None:
        """Fresh state and slurmctld started (clusters side by side start theirs together, so
        their backfill cycles and limit checks share a phase)."""
        root = self.spec.root
        if root.exists():
            shutil.rmtree(root)
        (root / "state").mkdir(parents=True)
        for name in self.spec.node_names():
            (root / "spool" / name).mkdir(parents=True)
        self.conf_path.write_text(render(self.spec))
        if self.spec.gres:
            (root / "gres.conf").write_text(gres_conf(self.spec))
            fake_gpus(self.spec)
        env = self.env()
        log = open(root / "daemons.out", "ab")  # noqa: SIM115 (closed with the processes)
        self._log = log
        self.procs.append(
            subprocess.Popen(
                ["slurmctld", "-D", "-i", "-f", str(self.conf_path)],
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        )

    def start_nodes(self) -> None:
        env = self.env()
        log = self._log
        for name in self.spec.node_names():
            self.procs.append(
                subprocess.Popen(
                    ["slurmd", "-D", "-N", name, "-f", str(self.conf_path)],
                    env=env,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
            )

    def wait_idle(self, timeout: float = 60.0) -> None:
        """Wait until every node is idle (raise after ``timeout`` seconds of the clock)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.idle_nodes() == self.spec.nodes:
                return
            for p in self.procs:
                if p.poll() is not None:
                    raise RuntimeError(f"{self.spec.name}: {p.args[0]} exited ({p.returncode})")
            time.sleep(0.5)
        raise RuntimeError(f"{self.spec.name}: nodes not idle after {timeout} s")

    def idle_nodes(self) -> int:
        out = subprocess.run(
            ["sinfo", "-h", "-N", "-o", "%N %t"], env=self.env(), capture_output=True, text=True
        )
        # a node in two partitions is listed twice
        return len({ln.split()[0] for ln in out.stdout.splitlines() if ln.split()[-1] == "idle"})

    def down(self) -> None:
        """Stop every daemon started here (SIGTERM, then SIGKILL after 10 s)."""
        for p in reversed(self.procs):
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
        end = time.monotonic() + 10.0
        for p in self.procs:
            try:
                p.wait(max(0.1, end - time.monotonic()))
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        self.procs.clear()
        if getattr(self, "_log", None) is not None:
            self._log.close()
            self._log = None
