"""Episode splits and seeds every family shares: which part of a workload, or which range of
generator seeds, an episode of ``train`` / ``validation`` / ``test`` comes from.

Splits (the benchmark suite's protocol): a trace is cut in time (the windows of
:mod:`hpcgym.envs.batch_window.episodes`); generated workloads draw their generator seed from
disjoint ranges. ``reset(options={"episode": i})`` picks the ``i``-th episode of a split
instead of a random one: for a generator the split's ``i``-th seed, so a benchmark's held-out
episodes are enumerated, never drawn twice.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from hpcgym.errors import EnvArgumentError

SPLITS = ("all", "train", "validation", "test")
# Generator seeds: [0, 2^31) for train and all, then a disjoint range of 2^31 per held-out split.
SEED_SPAN = 2**31
SEED_BASE = {"all": 0, "train": 0, "test": SEED_SPAN, "validation": 2 * SEED_SPAN}


def check_split(split: str, owner: str = "episodes") -> str:
    """``split`` if it is one of :data:`SPLITS` (the error names the owner)."""
    if split not in SPLITS:
        raise EnvArgumentError(f"{owner}: unknown split {split!r}; known: {', '.join(SPLITS)}")
    return split


def episode_option(options: Mapping[str, Any]) -> int | None:
    """The ``episode`` index of ``reset(options=...)``, checked, or None."""
    episode = options.get("episode")
    if episode is None:
        return None
    if isinstance(episode, bool) or not isinstance(episode, (int, np.integer)) or episode < 0:
        raise EnvArgumentError(
            f"reset: options['episode'] must be an integer >= 0, got {episode!r}"
        )
    return int(episode)


def generator_seed(rng: np.random.Generator, split: str, episode: int | None = None) -> int:
    """The workload generator seed of an episode: drawn from the split's range, or the range's
    ``episode``-th seed, so no two splits ever share a generated workload."""
    check_split(split)
    if episode is None:
        return SEED_BASE[split] + int(rng.integers(0, SEED_SPAN))
    if not 0 <= episode < SEED_SPAN:
        raise EnvArgumentError(f"episodes: episode must be in [0, 2^31), got {episode}")
    return SEED_BASE[split] + int(episode)
