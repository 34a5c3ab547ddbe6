"""The occupancy forecast n(s) WARP's optimizer takes from the batch system (lubrano2024 §4.2):
busy allocation units per 1-minute slot from now, read off a live batch :class:`Simulator`."""

from __future__ import annotations

from collections.abc import Collection

import numpy as np

from hpcgym.batch.simulator import Simulator
from hpcgym.errors import InputError
from hpcgym.units import MINUTE


def occupancy(
    sim: Simulator, slots: int, slot: int = MINUTE, exclude: Collection[int] = ()
) -> np.ndarray:
    """Busy units in each of ``slots`` slots of ``slot`` seconds from ``sim.now``: running jobs
    until their requested end, open reservations over their window, and queued jobs where a
    conservative profile over the queue in priority order puts them (§4.2: "jobs in the
    queue and those currently running"). A slot counts its busiest instant, so it is never
    under-counted. Jobs still blocked on ``afterok`` parents are not forecast (not yet
    eligible, their start is unknown). Queued jobs in ``exclude`` (steps being re-planned) are
    left out, so a step does not plan around itself."""
    if slots <= 0 or slot <= 0:
        raise InputError(f"slots and slot must be positive, got {slots} and {slot}")
    now, total = sim.now, sim.total_units
    profile = sim.profile()
    units, walltime = sim.units, sim.walltime
    for i in sim.queue.order(now):
        if i in exclude:
            continue
        u, w = units[i], walltime[i]
        profile.reserve(profile.earliest(u, w), w, u)
    out = np.zeros(slots, dtype=np.int64)
    times, free = profile.times, profile.free
    horizon = now + slots * slot
    for k, t in enumerate(times):
        if t >= horizon:
            break
        end = times[k + 1] if k + 1 < len(times) else horizon
        if end <= t:
            continue
        a, b = (t - now) // slot, min(slots, -(-(end - now) // slot))
        out[a:b] = np.maximum(out[a:b], total - free[k])
    return np.clip(out, 0, total)
