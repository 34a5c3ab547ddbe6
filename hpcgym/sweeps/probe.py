"""Run functions that exercise a backend rather than a study: to check a cluster (does a run
that fails once come back?) and to test the runner.

``flaky`` fails on its first attempt (marked by a file, so the second attempt, on any worker
of a shared file system, sees it) and then succeeds: ``how = "raise"`` raises a transient
error, ``"exit"`` kills its worker process, ``"bad"`` raises a permanent error every time.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any


def echo(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Metrics from the config alone (``value``), after ``sleep`` seconds (and ``spin``
    CPU-seconds of busy work); appends the run's
    ``tag`` to ``log`` (one line per execution) if given, and its process id to ``started``
    (when it starts) if given."""
    if config.get("started"):
        with open(config["started"], "a") as f:
            f.write(f"{os.getpid()}\n")
    time.sleep(float(config.get("sleep", 0)))
    end = time.process_time() + float(config.get("spin", 0))
    while time.process_time() < end:
        pass
    if config.get("log"):
        with open(config["log"], "a") as f:
            f.write(f"{config.get('tag', '')}\n")
    v = config.get("value", 0)
    return {"metrics": {"value": v, "square": v * v, "half": v / 2}, "data": {"config": config}}


def flaky(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Fail the first attempt (see the module docstring), then :func:`echo`."""
    how = config.get("how", "raise")
    if how == "bad":
        raise ValueError(f"bad run config {config!r}")
    marker = Path(config["marker"])
    if not marker.exists():
        marker.write_text(str(os.getpid()))
        if how == "exit":
            os._exit(3)
        raise RuntimeError(f"injected failure (first attempt of {marker.name})")
    return echo(config, workdir)
