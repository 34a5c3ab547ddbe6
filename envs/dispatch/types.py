"""Plain data of the dispatch env: its episode and scales (an episode's state is its backend,
:mod:`hpcgym.envs.dispatch.backend`)."""

from __future__ import annotations

from hpcgym.envs.batch_window.types import Episode, Scales

__all__ = ["Episode", "Scales"]
