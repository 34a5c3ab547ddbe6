"""``render_mode="rgb_array"`` of the Walltime env: the batch machine's panels of
:func:`hpcgym.envs.batch_window.render.draw` (busy units, running attempts, the queue window)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import numpy as np

from hpcgym.envs.batch_window.render import draw as draw_batch


def draw(env: Any) -> np.ndarray:
    """An RGB image of ``env`` (a :class:`~hpcgym.envs.walltime.WalltimeEnv`, whose rendered
    episodes run on the Python simulator)."""
    view = SimpleNamespace(sim=env.python_sim, history=env.history, window=env.window)
    return draw_batch(view, env.state.win)
