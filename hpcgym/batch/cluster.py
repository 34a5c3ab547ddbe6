"""Homogeneous clusters and the presets of the source papers."""

from __future__ import annotations

from dataclasses import dataclass

from hpcgym.bounds import MAX_CORES, MAX_SECONDS
from hpcgym.checks import flag, integer, text
from hpcgym.errors import UnknownNameError, WorkloadError
from hpcgym.units import HOUR


@dataclass(slots=True, frozen=True)
class Cluster:
    """``nodes`` x ``cores_per_node`` cores, allocated in whole nodes or single cores.

    The simulator counts allocation units (nodes when ``whole_node``, else cores); a job asking
    for ``c`` cores occupies ``units(c)`` of them. ``max_walltime`` normalises the Slurm
    size-relative-to-time priority factor.
    """

    name: str
    nodes: int
    cores_per_node: int = 1
    whole_node: bool = False
    max_walltime: int = 48 * HOUR

    def __post_init__(self) -> None:
        text(self.name, "name", where="cluster")
        where = f"cluster {self.name!r}"
        for name, hi in (
            ("nodes", MAX_CORES),
            ("cores_per_node", MAX_CORES),
            ("max_walltime", MAX_SECONDS),
        ):
            value = integer(getattr(self, name), name, lo=1, hi=hi, where=where)
            object.__setattr__(self, name, value)
        if self.nodes * self.cores_per_node > MAX_CORES:
            raise WorkloadError(
                f"{where}: {self.nodes:,} nodes x {self.cores_per_node:,} cores is over the "
                f"bound of {MAX_CORES:,} cores (hpcgym.bounds)"
            )
        object.__setattr__(self, "whole_node", flag(self.whole_node, "whole_node", where=where))

    @property
    def total_cores(self) -> int:
        return self.nodes * self.cores_per_node

    @property
    def unit_cores(self) -> int:
        """Cores in one allocation unit."""
        return self.cores_per_node if self.whole_node else 1

    @property
    def total_units(self) -> int:
        return self.nodes if self.whole_node else self.total_cores

    def units(self, cores: int) -> int:
        """Allocation units a request for ``cores`` occupies (whole nodes are rounded up)."""
        u = self.unit_cores
        return -(-cores // u)


def processors(n: int, name: str | None = None, max_walltime: int = 48 * HOUR) -> Cluster:
    """A machine of ``n`` single-processor nodes, as in SWF traces and the SR/BF papers."""
    n = integer(n, "n", lo=1, hi=MAX_CORES, where="processors")
    return Cluster(name or f"{n}-procs", n, 1, False, max_walltime)


# NERSC Edison (rodrigo2018 §3.1; rodrigo2017 §4.1 says 6,384 nodes, which is Hopper's count:
# 5,576 x 24 = 133,824 cores is the figure both papers give). Regular queues cap at 48 h.
EDISON = Cluster("edison", 5576, 24, True, 48 * HOUR)
# ilyushkin2015 §IV: 100 single-processor nodes.
SRBF = processors(100, "srbf")
# gainaru2019 §5: P = 100 processors.
SPECULATIVE = processors(100, "speculative")
# lubrano2024 §5: 16 nodes x 36 cores, 14 of them managed by the batch system.
WARP = Cluster("warp", 14, 36, True, 24 * HOUR)

PRESETS: dict[str, Cluster] = {c.name: c for c in (EDISON, SRBF, SPECULATIVE, WARP)}


def preset(name: str) -> Cluster:
    text(name, "name", where="cluster preset")
    try:
        return PRESETS[name]
    except KeyError:
        raise UnknownNameError(
            f"unknown cluster preset {name!r}; known: {', '.join(PRESETS)}"
        ) from None
