"""The one line a training run prints per rollout (SB3 and the native learner alike)."""

from __future__ import annotations


def progress_line(
    steps: int,
    total: int,
    start: int,
    seconds: float,
    objectives: list[float],
    running: int,
    last: int = 20,
) -> str:
    """One progress line: never a NaN objective, "no episode finished yet" until one has."""
    rate = (steps - start) / seconds if seconds > 0 else 0.0
    head = f"{steps:>11,} / {total:,} steps  {rate:7.0f} steps/s  "
    if not objectives:
        return head + f"no episode finished yet ({running:,} steps into the longest)"
    recent = objectives[-last:]
    return (
        head + f"episodes {len(objectives):>5,}  objective (last {len(recent)}) "
        f"{sum(recent) / len(recent):.3f}"
    )
