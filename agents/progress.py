"""The one line a training run prints per rollout (SB3 and the native learner alike)."""

from __future__ import annotations

import time


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


class Estimate:
    """One training run's CPU-time estimate, said once after its first rollout and update
    (their CPU time scaled to the steps planned), as a sweep says one after its first run
    (:meth:`hpcgym.sweeps.runner.Plan.after_part`)."""

    def __init__(self, done: int, total: int) -> None:
        self.start, self.total = done, total
        self.cpu0 = time.process_time()
        self.said = False

    def line(self, steps: int) -> str | None:
        """The estimate at ``steps`` trained (None: said already, or nothing worth a line)."""
        from hpcgym.sweeps.runner import Plan

        if self.said or steps <= self.start:
            return None
        self.said = True
        return Plan("train", 1, 1, "local").after_part(
            time.process_time() - self.cpu0, steps - self.start, self.total - self.start, "steps"
        )
