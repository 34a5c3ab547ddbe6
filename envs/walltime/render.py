"""``render_mode="rgb_array"`` of the Walltime env: the batch machine's panels of
:func:`hpcgym.envs.batch_window.render.draw` (busy units, running attempts, the queue window)."""

from __future__ import annotations

from typing import Any

import numpy as np

from hpcgym.envs.batch_window.render import draw as draw_batch


def draw(env: Any) -> np.ndarray:
    """An RGB image of ``env`` (a :class:`~hpcgym.envs.walltime.WalltimeEnv`)."""
    return draw_batch(env, env.state.win)
