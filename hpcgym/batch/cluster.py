"""Homogeneous clusters and the presets of the source papers.

A cluster's capacity is a small vector: its allocation units (nodes when ``whole_node``, else
cores) and, per core, the GPUs and memory its nodes hold. Under whole-node allocation a job
gets whole nodes, so its request of every resource is one node count (Slurm's: the most nodes
its cores, GPUs or memory need) and the vector is that count alone; under per-core allocation
GPUs and memory are pools of their own beside the cores (:attr:`Cluster.pools`), each checked
at every start and in every backfill plan.
"""

from __future__ import annotations

from dataclasses import dataclass

from hpcgym.bounds import MAX_CORES, MAX_MEM_PER_NODE, MAX_SECONDS
from hpcgym.checks import flag, integer, text
from hpcgym.errors import UnknownNameError, WorkloadError
from hpcgym.units import HOUR


@dataclass(slots=True, frozen=True)
class Cluster:
    """``nodes`` x ``cores_per_node`` cores, allocated in whole nodes or single cores, with
    ``gpus_per_node`` GPUs and ``mem_per_node`` MB of memory on each node (0: none counted).

    The simulator counts allocation units (nodes when ``whole_node``, else cores); a job asking
    for ``c`` cores occupies ``units(c)`` of them (:meth:`job_units` with its GPUs and memory).
    ``max_walltime`` normalises the Slurm size-relative-to-time priority factor.
    """

    name: str
    nodes: int
    cores_per_node: int = 1
    whole_node: bool = False
    max_walltime: int = 48 * HOUR
    gpus_per_node: int = 0
    mem_per_node: int = 0

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
        for name, hi in (("gpus_per_node", MAX_CORES), ("mem_per_node", MAX_MEM_PER_NODE)):
            value = integer(getattr(self, name), name, lo=0, hi=hi, where=where)
            object.__setattr__(self, name, value)
        if self.nodes * self.gpus_per_node > MAX_CORES:
            raise WorkloadError(
                f"{where}: {self.nodes:,} nodes x {self.gpus_per_node:,} GPUs is over the "
                f"bound of {MAX_CORES:,} GPUs (hpcgym.bounds)"
            )
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

    @property
    def total_gpus(self) -> int:
        return self.nodes * self.gpus_per_node

    @property
    def total_mem(self) -> int:
        """Memory of the whole cluster, MB."""
        return self.nodes * self.mem_per_node

    @property
    def pools(self) -> tuple[str, ...]:
        """The resources counted beside the allocation units: GPUs and memory under per-core
        allocation, where the cluster has them; none under whole-node allocation."""
        if self.whole_node:
            return ()
        return tuple(
            name for name, n in (("gpus", self.gpus_per_node), ("mem", self.mem_per_node)) if n
        )

    @property
    def capacity(self) -> tuple[int, ...]:
        """The resource vector of the whole cluster: units, then each of :attr:`pools`."""
        return (self.total_units, *(self._pool_total(p) for p in self.pools))

    def _pool_total(self, pool: str) -> int:
        return self.total_gpus if pool == "gpus" else self.total_mem

    def job_units(self, cores: int, gpus: int = 0, mem: int = 0, partition: str = "") -> int:
        """Allocation units a job occupies: under whole-node allocation the most nodes its
        cores, GPUs or memory need (Slurm's node count for a TRES request), else its cores
        (``partition``: a cluster is its own one, checked by :meth:`check_job`)."""
        if not self.whole_node:
            return cores
        n = -(-cores // self.cores_per_node)
        if gpus:
            n = max(n, -(-gpus // self.gpus_per_node))
        if mem:
            n = max(n, -(-mem // self.mem_per_node))
        return n

    def request(
        self, cores: int, gpus: int = 0, mem: int = 0, partition: str = ""
    ) -> tuple[int, ...]:
        """The resource vector a job asks for, in :attr:`capacity`'s order."""
        extra = (gpus if pool == "gpus" else mem for pool in self.pools)
        return (self.job_units(cores, gpus, mem), *extra)

    def unit_cores_of(self, partition: str) -> int:
        """Cores in one allocation unit of ``partition`` (a cluster has one)."""
        return self.unit_cores

    def check_job(self, cores: int, gpus: int, mem: int, partition: str, where: str) -> None:
        """Refuse a job this cluster cannot hold (its cores are checked by the workload)."""
        if partition and partition != self.name:
            raise WorkloadError(
                f"{where}: runs in partition {partition!r}; cluster {self.name!r} is one "
                "partition (a Machine holds several)"
            )
        self.check_request(gpus, mem, where)

    def check_request(self, gpus: int, mem: int, where: str) -> None:
        """Refuse GPUs or memory the cluster has not, or more than it has (``where`` names
        the job)."""
        for what, n, per_node, unit in (
            ("GPUs", gpus, self.gpus_per_node, ""),
            ("memory", mem, self.mem_per_node, " MB"),
        ):
            if n < 0:
                raise WorkloadError(f"{where}: requests {n}{unit} of {what}")
            if n and not per_node:
                raise WorkloadError(
                    f"{where}: requests {n:,}{unit} of {what}; cluster {self.name!r} has none"
                )
            if n > self.nodes * per_node:
                raise WorkloadError(
                    f"{where}: requests {n:,}{unit} of {what}, more than cluster "
                    f"{self.name!r} has ({self.nodes * per_node:,}{unit})"
                )


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
