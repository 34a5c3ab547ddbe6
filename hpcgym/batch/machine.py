"""Machines of several node types: partitions, each a homogeneous :class:`Cluster` (its nodes'
cores, GPUs and memory, whole-node or per-core allocation), under one scheduler.

A job names its partition (``Job.partition``; "" is the first). The machine's resource vector
is its total units, then each partition's units and pools (:attr:`Cluster.pools`): a job
asks its units of the total and of its partition, and its GPUs and memory of its partition's
pools, so partitions never share nodes and the passes of
:mod:`hpcgym.batch.vector_backfill` schedule them all from one priority queue, as Slurm does
with partitions of one cluster: the main pass skips the rest of a partition once one of its
jobs does not fit, and EASY keeps one reservation per partition.

What only a homogeneous cluster has (``cores_per_node``, ``unit_cores``, ``whole_node``...)
is a partition's: asked of a machine it is a one-line error naming the partitions, so a part
of hpcgym that schedules one node type refuses a machine instead of mismeasuring it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hpcgym.batch.cluster import Cluster
from hpcgym.checks import integer, text
from hpcgym.errors import InputError, WorkloadError
from hpcgym.units import HOUR


@dataclass(slots=True, frozen=True)
class Machine:
    """Partitions of nodes of different types (each a :class:`Cluster`, its ``name`` the
    partition's) under one scheduler; ``max_walltime`` normalises Slurm's size factor."""

    name: str
    partitions: tuple[Cluster, ...]
    max_walltime: int = 48 * HOUR

    def __post_init__(self) -> None:
        text(self.name, "name", where="machine")
        where = f"machine {self.name!r}"
        parts = tuple(self.partitions)
        if len(parts) < 2 or not all(isinstance(p, Cluster) for p in parts):
            raise InputError(f"{where}: partitions must be two or more Cluster (one is a Cluster)")
        names = [p.name for p in parts]
        if len(set(names)) < len(names):
            raise InputError(f"{where}: partition names repeat: {names}")
        object.__setattr__(self, "partitions", parts)
        object.__setattr__(
            self, "max_walltime", integer(self.max_walltime, "max_walltime", lo=1, where=where)
        )

    def __getattr__(self, name: str) -> Any:
        raise AttributeError(
            f"machine {self.name!r} has partitions of different nodes "
            f"({', '.join(p.name for p in self.partitions)}): {name} is a partition's "
            f"(machine.partition(name).{name}); this part of hpcgym schedules one node type"
        )

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.partitions)

    def index(self, partition: str, where: str = "") -> int:
        """The position of ``partition`` ("" is the first); an unknown one is refused."""
        if not partition:
            return 0
        try:
            return self.names.index(partition)
        except ValueError:
            raise WorkloadError(
                f"{where or self.name}: unknown partition {partition!r}; "
                f"machine {self.name!r} has {', '.join(self.names)}"
            ) from None

    def partition(self, name: str) -> Cluster:
        return self.partitions[self.index(name)]

    @property
    def nodes(self) -> int:
        return sum(p.nodes for p in self.partitions)

    @property
    def total_cores(self) -> int:
        return sum(p.total_cores for p in self.partitions)

    @property
    def total_units(self) -> int:
        return sum(p.total_units for p in self.partitions)

    @property
    def total_gpus(self) -> int:
        return sum(p.total_gpus for p in self.partitions)

    @property
    def total_mem(self) -> int:
        return sum(p.total_mem for p in self.partitions)

    @property
    def pools(self) -> tuple[str, ...]:
        """The resources beside the total units: each partition's units, then its pools."""
        return tuple(
            n for p in self.partitions for n in (p.name, *(f"{p.name}.{q}" for q in p.pools))
        )

    @property
    def capacity(self) -> tuple[int, ...]:
        return (self.total_units, *(c for p in self.partitions for c in p.capacity))

    def job_units(self, cores: int, gpus: int = 0, mem: int = 0, partition: str = "") -> int:
        return self.partition(partition).job_units(cores, gpus, mem)

    def request(
        self, cores: int, gpus: int = 0, mem: int = 0, partition: str = ""
    ) -> tuple[int, ...]:
        """The resource vector a job asks for, in :attr:`capacity`'s order."""
        k = self.index(partition)
        own = self.partitions[k].request(cores, gpus, mem)
        out = [own[0]]
        for j, p in enumerate(self.partitions):
            out.extend(own if j == k else (0,) * (1 + len(p.pools)))
        return tuple(out)

    def unit_cores_of(self, partition: str) -> int:
        return self.partition(partition).unit_cores

    def check_job(self, cores: int, gpus: int, mem: int, partition: str, where: str) -> None:
        """Refuse a job its partition cannot hold, naming the job and the partition."""
        p = self.partitions[self.index(partition, where)]
        if cores > p.total_cores:
            raise WorkloadError(
                f"{where}: requests {cores} cores, wider than partition {p.name!r} of machine "
                f"{self.name!r} ({p.total_cores} cores)"
            )
        p.check_request(gpus, mem, where)


# NERSC Perlmutter (nersc2024perlmutter): 1,792 GPU nodes of 1x AMD EPYC 7763 (64 cores),
# 4x A100 and 256 GB, and 3,072 CPU nodes of 2x EPYC 7763 (128 cores) and 512 GB; the
# regular QOS allocates whole nodes for up to 48 h. Assumed: the 256 nodes with 80-GB GPUs are
# counted with the others (a job cannot ask for them here), the shared QOS (parts of a node)
# is not modelled, and memory is the nodes' whole DDR (Slurm offers a little less).
PERLMUTTER = Machine(
    "perlmutter",
    (
        Cluster("gpu", 1792, 64, True, 48 * HOUR, gpus_per_node=4, mem_per_node=256 * 1024),
        Cluster("cpu", 3072, 128, True, 48 * HOUR, mem_per_node=512 * 1024),
    ),
    48 * HOUR,
)


def one_node_type(cluster: Cluster | Machine, where: str) -> Cluster:
    """``cluster`` where a part of hpcgym schedules one node type; a machine is refused
    there, naming ``where`` and its partitions."""
    if isinstance(cluster, Machine):
        raise InputError(
            f"{where}: runs on one node type, and machine {cluster.name!r} has partitions "
            f"({', '.join(cluster.names)})"
        )
    return cluster


def machine(name: str, partitions: Sequence[Cluster], max_walltime: int = 48 * HOUR) -> Machine:
    """A machine of these partitions (a convenience for :class:`Machine`)."""
    return Machine(name, tuple(partitions), max_walltime)
