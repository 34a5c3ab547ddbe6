"""The optional speed-up: libfaketime preloaded into the driver, so the driver, every daemon
it starts and every client and job they start run on one clock ``speed`` times faster.

libfaketime keeps one start time per process tree (shared memory named by the first
process), so everything must descend from one process started with this environment.
"""

from __future__ import annotations

import os
from pathlib import Path

LIBRARY = Path("/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1")


def environment(speed: float, base: dict[str, str] | None = None) -> dict[str, str]:
    """``base`` (the current environment) with the clock ``speed`` times faster; unchanged at
    speed 1."""
    env = dict(os.environ if base is None else base)
    if speed == 1:
        return env
    if not LIBRARY.exists():
        raise SystemExit(f"{LIBRARY} is missing: apt-get install libfaketime")
    env["LD_PRELOAD"] = str(LIBRARY)
    env["FAKETIME"] = f"+0 x{speed:g}"
    env["FAKETIME_DONT_RESET"] = "1"
    return env
