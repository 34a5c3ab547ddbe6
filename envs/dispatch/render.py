"""The dispatch env's frame: the cluster over time and the queue window the agent sees."""

from __future__ import annotations

from typing import Any

import numpy as np

from hpcgym.envs.batch_window.render import draw as draw_batch


def draw(env: Any) -> np.ndarray:
    """An RGB image of ``env`` now (:func:`hpcgym.envs.batch_window.render.draw`)."""
    return draw_batch(env, env.state.window_jobs)
