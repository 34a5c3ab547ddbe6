"""``render_mode="rgb_array"`` of the Walltime env: the batch machine's panels of
:func:`hpcgym.envs.common.render.draw` (busy units, running attempts, the queue window)."""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import numpy as np

from hpcgym.envs.common.render import draw as draw_batch


def draw(env: Any) -> np.ndarray:
    """An RGB image of ``env`` (a :class:`~hpcgym.envs.walltime.WalltimeEnv`)."""
    # the shared batch drawing reads the queue window as ``_win``
    view = SimpleNamespace(sim=env.sim, history=env.history, window=env.window,
                           _win=env.state.win)
    return draw_batch(view)
