"""``render_mode="rgb_array"`` of the Reservation env: the forecast with this tick's reservations
and the threshold, and the start slots the step may take."""

from __future__ import annotations

from typing import Any

import numpy as np

from hpcgym.envs.common.render import panels, rgb
from hpcgym.units import MINUTE


def draw(env: Any, width: int = 800, height: int = 500) -> np.ndarray:
    """An RGB image of ``env`` (a :class:`~hpcgym.envs.reservation.ReservationEnv`)."""
    sc, sim, st = env.scales, env.sim, env.state
    fig, top, bottom = panels(width, height, (2, 1))
    x = np.arange(sc.slots) * sc.slot / MINUTE
    top.step(x, st.occ, where="post", color="0.4", label="forecast n(s)")
    top.step(x, st.occ + st.own, where="post", color="C0", label="+ this tick's reservations")
    top.axhline(sc.threshold * sc.capacity, color="C3", ls="--", lw=1, label="load threshold")
    top.set_ylim(0, sc.capacity)
    top.set_ylabel("units")
    top.legend(loc="upper right", fontsize=7)
    d = st.decision
    what = (
        "episode over"
        if d is None
        else (f"{st.sub.workflow.name} step {d.task!r} (workflow {d.workflow})")
    )
    top.set_title(f"{sim.workload.name}  t={sim.now} s  {what}", fontsize=9)
    mask = env.action_masks()[: sc.slots]
    bottom.bar(x, mask.astype(float), width=sc.slot / MINUTE, color="C2")
    bottom.set_ylim(0, 1.2)
    bottom.set_yticks([])
    bottom.set_xlabel("minutes from now (green: start slots the step may take)")
    return rgb(fig)
