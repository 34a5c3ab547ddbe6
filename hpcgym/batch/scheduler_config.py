"""A native policy's configuration: :class:`SchedulerConfig`, the settings every policy has,
with Moab's (:class:`MoabSettings`) and Slurm-node's (:class:`NodeSettings`) as parts of their
own. Its order and backfill names are checked against :mod:`hpcgym.batch.registry` when it is
made; ``config.order`` and ``config.variant`` are the registry's entries.

The config stores its settings flat (``SchedulerConfig("x", priority="moab", queues="edison")``,
``replace(config, settle=0.5)``), so its pickles, hashes, equality and ``repr`` are what they
were; :attr:`SchedulerConfig.moab` and :attr:`SchedulerConfig.node` give the parts, and
:meth:`SchedulerConfig.of` builds a config from them.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from hpcgym.batch import registry
from hpcgym.batch.fairshare import FairShare
from hpcgym.batch.moab import QUEUE_TABLES, UNTIL
from hpcgym.batch.priority import SIZE_FACTORS
from hpcgym.bounds import MAX_SECONDS, MAX_TIMESTAMP
from hpcgym.checks import integer, number, optional_integer
from hpcgym.errors import InputError, UnknownNameError


@dataclass(slots=True, frozen=True)
class MoabSettings:
    """Moab's part of a policy (``priority="moab"``, rodrigo2018 §3.1.3): ``queues``, a table
    of :data:`~hpcgym.batch.moab.QUEUE_TABLES` (each execution queue's P and E); when a place
    in a user's eligible limit frees (``eligible_until``: a job's ``"start"`` or ``"end"``);
    ``age_rate`` added to every queue's P as the priority gained per pass."""

    queues: str = "edison"
    eligible_until: str = "start"
    age_rate: int = 0

    def __post_init__(self) -> None:
        integer(self.age_rate, "age_rate", hi=MAX_SECONDS, where="Moab settings")
        _check_moab(self.queues, self.eligible_until, "Moab settings")


@dataclass(slots=True, frozen=True)
class NodeSettings:
    """Slurm-node's part of a policy (``+nodes``: :mod:`hpcgym.batch.node_backfill`), all
    seconds. ``limit_check`` (``+limit-check``: 30) kills an overrunning job at Slurm's next
    periodic time-limit check instead of at its limit, the checks ``check_offset`` s after
    each multiple of the period from ``controller_start``, when both of the backfill's clocks
    start; a start counts as a change for ``launch_delay``. slurmctld's timing model
    (``benchmarks/slurm/predict.py`` fits it), on a sub-second clock beside the simulator's: a
    submission reaches the scheduler ``submit_latency`` after its time, a job reports its end
    ``overhead`` after its run, the main pass reacts to an end ``settle`` later, and a killed
    job's nodes stay taken ``kill_hold`` whole seconds. ``partitions``
    (``"name:lo-hi,name:lo-hi"``, node indices from 0, the first the default) gives each
    partition its nodes; a job's ``queue`` names its partition. ``gres`` (``"lo-hi:g,..."``)
    gives nodes ``g`` GPUs each, Slurm's ``Gres=gpu:g`` (the others hold none): a job asking
    GPUs runs only on nodes holding its GPUs per node. ``max_jobs`` (0: none) is a QOS limit,
    Slurm's ``MaxJobsPerAccount``: the jobs one user (an account) may run at once."""

    limit_check: int = 0
    controller_start: int = 0
    launch_delay: int = 0
    kill_hold: int = 0
    check_offset: int = 0
    submit_latency: float = 0.0
    overhead: float = 0.0
    settle: float = 0.0
    partitions: str = ""
    gres: str = ""
    max_jobs: int = 0

    def __post_init__(self) -> None:
        where = "node settings"
        for name in ("limit_check", "controller_start", "launch_delay", "kill_hold"):
            integer(getattr(self, name), name, hi=MAX_SECONDS, where=where)
        integer(self.check_offset, "check_offset", hi=MAX_SECONDS, where=where)
        for name in ("submit_latency", "overhead", "settle"):
            number(getattr(self, name), name, lo=0, hi=60, where=where)
        if min(self.limit_check, self.launch_delay, self.kill_hold) < 0:
            raise InputError(f"{where}: limit_check, launch_delay and kill_hold must be >= 0")
        _check_nodes(self.limit_check, self.check_offset, self.partitions, where)
        gpu_nodes(self.gres, where)
        integer(self.max_jobs, "max_jobs", lo=0, hi=10**6, where=where)

    def partition_map(self, where: str = "") -> dict[str, frozenset[int]] | None:
        """Each partition's node indices (None: one partition of every node)."""
        return partition_nodes(self.partitions, where) if self.partitions else None

    def gpu_map(self, where: str = "") -> dict[int, int]:
        """GPUs on each node that holds some (``gres``), by node index."""
        return gpu_nodes(self.gres, where)


def _check_moab(queues: str, eligible_until: str, where: str) -> None:
    if queues not in QUEUE_TABLES:
        raise UnknownNameError(
            f"{where}: unknown queue table {queues!r}; known: {', '.join(QUEUE_TABLES)}"
        )
    if eligible_until not in UNTIL:
        raise InputError(f"{where}: eligible_until must be one of {', '.join(UNTIL)}")


def _check_nodes(limit_check: int, check_offset: int, partitions: str, where: str) -> None:
    if partitions:
        partition_nodes(partitions, where)
    if limit_check and not 0 <= check_offset < limit_check:
        raise InputError(f"{where}: check_offset must be in [0, limit_check), got {check_offset}")


_MOAB = tuple(f.name for f in fields(MoabSettings))
_NODE = tuple(f.name for f in fields(NodeSettings))


@dataclass(slots=True, frozen=True)
class SchedulerConfig:
    """A native policy. ``priority`` names its queue order and ``backfill`` its backfill
    variant (:mod:`hpcgym.batch.registry`); ``depth`` bounds the jobs a backfill pass
    examines (head included); with ``filter_held`` (the default) held WoAS tasks are not
    counted in it, without it each held task ranked among the first ``depth`` entries takes a
    place (``+count-held``); ``bf_interval`` is the backfill cadence in seconds (0: every
    pass; Moab's recalculation interval), ``grace`` the seconds past its limit a job is
    killed, ``size_factor`` multifactor's job-size factor, ``fairshare`` its fair-share term
    (:class:`~hpcgym.batch.fairshare.FairShare`: Slurm with slurmdbd; None: none).

    Moab's settings (``queues``, ``eligible_until``, ``age_rate``: :class:`MoabSettings`,
    read with ``priority="moab"``) and Slurm-node's (``nodes`` turns them on, then
    ``limit_check`` ... ``partitions``: :class:`NodeSettings`) are :attr:`moab` and
    :attr:`node`.
    """

    name: str
    priority: str = "fcfs"
    backfill: str = "none"
    depth: int | None = None
    bf_interval: int = 0
    grace: int = 0
    filter_held: bool = True
    size_factor: str = "relative-to-time"
    # Moab's part (MoabSettings)
    queues: str = ""
    eligible_until: str = "start"
    age_rate: int = 0
    # Slurm-node's part (NodeSettings), on with nodes
    nodes: bool = False
    limit_check: int = 0
    controller_start: int = 0
    launch_delay: int = 0
    kill_hold: int = 0
    check_offset: int = 0
    submit_latency: float = 0.0
    overhead: float = 0.0
    settle: float = 0.0
    partitions: str = ""
    gres: str = ""
    max_jobs: int = 0
    # Slurm's fair-share term (multifactor with slurmdbd); None: none
    fairshare: FairShare | None = None

    @classmethod
    def of(
        cls,
        name: str,
        priority: str = "fcfs",
        backfill: str = "none",
        *,
        moab: MoabSettings | None = None,
        node: NodeSettings | None = None,
        **common: object,
    ) -> SchedulerConfig:
        """A config from its parts: ``moab`` for a Moab order, ``node`` for Slurm on node
        identities (``+nodes``); ``common`` the settings every policy has (``depth``, ...)."""
        flat: dict[str, object] = dict(common)
        if moab is not None:
            flat.update((k, getattr(moab, k)) for k in _MOAB)
        if node is not None:
            flat.update((k, getattr(node, k)) for k in _NODE)
            flat["nodes"] = True
        return cls(name, priority, backfill, **flat)  # type: ignore[arg-type]

    @property
    def order(self) -> registry.QueueOrder:
        """The registry's entry for this policy's queue order."""
        return registry.ORDERS[self.priority]

    @property
    def variant(self) -> registry.BackfillVariant:
        """The registry's entry for this policy's backfill (``+nodes``: node-level Slurm's)."""
        return registry.VARIANTS["nodes"] if self.nodes else registry.VARIANTS[self.backfill]

    @property
    def moab(self) -> MoabSettings | None:
        """Moab's settings (None unless the order reads them)."""
        if not self.order.moab:
            return None
        return MoabSettings(self.queues, self.eligible_until, self.age_rate)

    @property
    def node(self) -> NodeSettings | None:
        """Slurm-node's settings (None without ``+nodes``)."""
        if not self.nodes:
            return None
        return NodeSettings(*(getattr(self, k) for k in _NODE))

    def __post_init__(self) -> None:
        where = f"policy {self.name!r}"
        for name in (
            "bf_interval",
            "grace",
            "age_rate",
            "limit_check",
            "controller_start",
            "launch_delay",
            "kill_hold",
            "check_offset",
        ):
            hi = MAX_TIMESTAMP if name == "grace" else MAX_SECONDS
            integer(getattr(self, name), name, hi=hi, where=where)
        for name in ("submit_latency", "overhead", "settle"):
            number(getattr(self, name), name, lo=0, hi=60, where=where)
        optional_integer(self.depth, "depth", where=where)
        order = registry.order(self.priority, where)
        if self.size_factor not in SIZE_FACTORS:
            raise UnknownNameError(
                f"{where}: unknown size factor {self.size_factor!r}; "
                f"known: {', '.join(SIZE_FACTORS)}"
            )
        variant = registry.variant(self.backfill, where)
        if variant.orders is not None and self.priority not in variant.orders:
            raise UnknownNameError(
                f"{where}: the {variant.name} backfill takes the orders "
                f"{', '.join(variant.orders)}, not {self.priority!r}"
            )
        if self.depth is not None and self.depth < 1:
            raise InputError(f"{where}: backfill depth must be >= 1")
        if self.bf_interval < 0 or self.grace < 0 or self.limit_check < 0:
            raise InputError(f"{where}: bf_interval, grace and limit_check must be >= 0")
        nodes = registry.VARIANTS["nodes"]
        if (self.nodes or self.limit_check) and (
            order.moab or self.backfill != nodes.refines or self.bf_interval < 1
        ):
            raise InputError(
                f"{where}: +nodes and +limit-check are options of the slurm "
                "preset (conservative backfill on a bf_interval)"
            )
        if self.limit_check and not self.nodes:
            raise InputError(f"{where}: +limit-check needs +nodes")
        if min(self.launch_delay, self.kill_hold) < 0:
            raise InputError(f"{where}: launch_delay and kill_hold must be >= 0")
        timing = (
            self.kill_hold,
            self.check_offset,
            self.submit_latency,
            self.overhead,
            self.settle,
        )
        if any(timing) and not self.nodes:
            raise InputError(
                f"{where}: the timing model (kill_hold, check_offset, "
                "submit_latency, overhead, settle) needs +nodes"
            )
        if self.fairshare is not None and (
            self.priority != "multifactor" or not isinstance(self.fairshare, FairShare)
        ):
            raise InputError(f"{where}: fairshare is a FairShare of the multifactor order")
        integer(self.max_jobs, "max_jobs", lo=0, hi=10**6, where=where)
        if (self.partitions or self.gres or self.max_jobs) and not self.nodes:
            raise InputError(f"{where}: partitions, gres and max_jobs need +nodes")
        _check_nodes(self.limit_check, self.check_offset, self.partitions, where)
        gpu_nodes(self.gres, where)
        if order.moab:
            if self.queues not in QUEUE_TABLES:
                _check_moab(self.queues, self.eligible_until, where)
            if self.bf_interval < 1:
                raise InputError(f"{where}: Moab needs a pass interval (bf_interval >= 1)")
            _check_moab(self.queues, self.eligible_until, where)


def partition_nodes(text: str, where: str = "") -> dict[str, frozenset[int]]:
    """``"name:lo-hi,name:lo-hi"`` as partition name -> node indices (``lo``..``hi``, from 0)."""
    out: dict[str, frozenset[int]] = {}
    for item in text.split(","):
        name, _, span = item.partition(":")
        lo, _, hi = span.partition("-")
        try:
            a, b = int(lo), int(hi or lo)
        except ValueError:
            raise InputError(
                f"{where}: partitions: {item!r} is not name:lo-hi (node indices)"
            ) from None
        if not name or a < 0 or b < a or name in out:
            raise InputError(f"{where}: partitions: bad or repeated entry {item!r}")
        out[name] = frozenset(range(a, b + 1))
    return out


def gpu_nodes(text: str, where: str = "") -> dict[int, int]:
    """``"lo-hi:g,lo-hi:g"`` as node index -> its GPUs (``lo``..``hi``, from 0)."""
    out: dict[int, int] = {}
    for item in text.split(",") if text else ():
        span, _, count = item.partition(":")
        lo, _, hi = span.partition("-")
        try:
            a, b, g = int(lo), int(hi or lo), int(count)
        except ValueError:
            raise InputError(f"{where}: gres: {item!r} is not lo-hi:gpus (node indices)") from None
        if a < 0 or b < a or g < 1 or any(k in out for k in range(a, b + 1)):
            raise InputError(f"{where}: gres: bad or overlapping entry {item!r}")
        out.update((k, g) for k in range(a, b + 1))
    return out
