"""Plain data of the batch-queue envs: a drawn episode and the observation's scales."""

from __future__ import annotations

from dataclasses import dataclass

from hpcgym.batch.workload import Workload
from hpcgym.units import DAY


@dataclass(slots=True)
class Episode:
    """One drawn episode: the workload it replays and the generator seed it was generated
    from (None for a trace window or a given workload)."""

    workload: Workload
    seed: int | None = None

    @property
    def name(self) -> str:
        return self.workload.name


@dataclass(slots=True, frozen=True)
class Scales:
    """What the normalised features are divided by (constants of the cluster), so hand-coded
    agents can undo the normalisation (``walltime * max_walltime`` is seconds, and so on)."""

    total_cores: int
    total_units: int
    max_walltime: int
    day: float = float(DAY)
