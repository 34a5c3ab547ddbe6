"""The registry of native policies' parts: queue orders, backfill variants and the workload
features the compiled core does or does not run, each an object knowing its Python pass and
whether and how the compiled core (:mod:`hpcgym.batch.compiled`) runs it.

A :class:`~hpcgym.batch.scheduler_config.SchedulerConfig` names its order and backfill; the
names are checked here once, when the config is made, and the rest of the code reads the
entries (``config.order``, ``config.variant``). What the compiled core covers is this
registry: :func:`hpcgym.batch.compiled.unsupported` asks it, and the docs' coverage table
(``docs/guides/simulator.md``) is :func:`coverage_table`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from hpcgym.batch import orders, passes
from hpcgym.batch.node_backfill import NodeBackfill
from hpcgym.batch.orders import Policy
from hpcgym.batch.priority import Priority
from hpcgym.batch.rlscheduler import SCORES, RLSchedulerPass
from hpcgym.batch.simulator import Simulator
from hpcgym.batch.workload import Workload
from hpcgym.errors import InputError, UnknownNameError

# A backfill pass: (simulator, depth, filter_held, head) with ``head`` the job to reserve for
# (None: the queue's first).
BackfillPass = Callable[[Simulator, "int | None", bool, "int | None"], None]
Scheduler = Callable[[Simulator], None]


@dataclass(slots=True, frozen=True)
class QueueOrder:
    """A priority order of the waiting queue: ``build`` makes its Python structure for a
    workload; ``core`` is the compiled core's order that runs it (None: Python only), fed
    ``core_inputs(workload, queue)`` read off the Python structure. ``moab``: it reads the
    policy's Moab settings (``config.moab``) and recalculates on the pass interval.
    ``shift_free``: its keys do not change when every submit time moves by one constant, so a
    window carved out of a longer trace ranks as that window on its own (F1's score reads the
    submit time itself)."""

    name: str
    summary: str
    build: Callable[[Policy, Workload], Priority]
    core: str | None = None
    core_inputs: Callable[[Workload, Any], dict[str, Any]] | None = None
    moab: bool = False
    shift_free: bool = True

    def compiled(self, workload: Workload, queue: Any) -> tuple[str, dict[str, Any]]:
        """The core's order name and its per-job inputs from the Python ``queue``."""
        if self.core is None:
            raise InputError(f"the {self.name} order has no compiled form: {self.fallback}")
        return self.core, self.core_inputs(workload, queue) if self.core_inputs else {}

    @property
    def fallback(self) -> str:
        """Why a policy of this order runs on the Python simulator."""
        return f"its {self.name} priority runs on the Python simulator"


@dataclass(slots=True, frozen=True)
class BackfillVariant:
    """A backfill variant. ``backfill`` is its pass beside the FCFS main pass (None: no
    backfilling), callable with the agent's chosen ``head``; ``scheduler(config)`` replaces
    the main pass and backfill with a whole scheduler of its own; ``picks``: that scheduler
    picks from a queue of its own in submit order (RLScheduler's), so the policy's queue is FCFS
    and a dispatch agent picks in its place. ``option`` is the ``+option`` choosing it ("":
    ``backfill=name``), on a policy whose ``backfill`` is ``refines``. ``orders``: the queue
    orders it takes (None: every one). ``core``: the compiled core's backfill (None: Python
    only, because ``fallback``)."""

    name: str
    summary: str
    backfill: BackfillPass | None = None
    scheduler: Callable[[Policy], Scheduler] | None = None
    picks: bool = False
    option: str = ""
    refines: str = ""
    orders: tuple[str, ...] | None = None
    core: str | None = None
    fallback: str = ""


@dataclass(slots=True, frozen=True)
class Feature:
    """Something of a workload or policy besides its order and backfill. ``blocks(config,
    workload)`` says when it keeps a run off the compiled core (None: it never does, or is not
    reachable through :func:`~hpcgym.batch.policies.simulate`: the envs and studies that use it
    build the Python simulator), with ``fallback`` the reason."""

    name: str
    compiled: bool
    blocks: Callable[[Policy, Workload], bool] | None = None
    fallback: str = ""


def _rlscheduler(config: Policy) -> Scheduler:
    return RLSchedulerPass(config.priority)


def _node_level(config: Policy) -> Scheduler:
    node = config.node
    assert node is not None  # the variant is chosen by +nodes
    return NodeBackfill(
        config.depth,
        config.bf_interval,
        config.grace,
        node.limit_check,
        node.controller_start,
        node.launch_delay,
        node.kill_hold,
        node.check_offset,
        node.submit_latency,
        node.overhead,
        node.settle,
        node.partition_map(config.name),
        node.gpu_map(config.name),
        node.max_jobs,
    )


ORDERS: dict[str, QueueOrder] = {
    o.name: o
    for o in (
        QueueOrder("fcfs", "first come, first served", orders.fcfs_queue, "fcfs"),
        QueueOrder(
            "sjf",
            "shortest requested walltime first",
            orders.sjf_queue,
            "static",
            orders.static_inputs,
        ),
        QueueOrder(
            "multifactor",
            "Slurm's multifactor: age and job size (rodrigo2017 §4.2)",
            orders.multifactor_queue,
            "multifactor",
            orders.multifactor_inputs,
        ),
        QueueOrder(
            "tres",
            "Slurm's multifactor with TRES weights (slurm2024multifactor): age, billed-TRES size, "
            "a factor per weighted TRES (GPUs), each in the job's partition",
            orders.tres_queue,
            "multifactor",
            orders.multifactor_inputs,
        ),
        QueueOrder(
            "wfp3",
            "WFP3 (tang2009): wait/request cubed times cores",
            orders.heuristic_queue,
            "wfp3",
        ),
        QueueOrder(
            "unicep",
            "UNICEP (tang2009): wait over request times log2 cores",
            orders.heuristic_queue,
            "unicep",
            orders.unicep_inputs,
        ),
        QueueOrder(
            "f1",
            "F1 (carastan2017): a static score fitted on traces",
            orders.heuristic_queue,
            "static",
            orders.static_inputs,
            shift_free=False,
        ),
        QueueOrder(
            "moab",
            "Moab on Edison (rodrigo2018 §3.1.3): queue priority per pass, eligible limits",
            orders.moab_queue,
            "moab",
            orders.moab_inputs,
            moab=True,
            shift_free=False,
        ),
    )
}

VARIANTS: dict[str, BackfillVariant] = {
    v.name: v
    for v in (
        BackfillVariant("none", "no backfilling: the head blocks the queue", core="none"),
        BackfillVariant(
            "easy",
            "EASY (mualem2001): one reservation, for the head",
            passes.easy_backfill,
            core="easy",
        ),
        BackfillVariant(
            "conservative",
            "every examined job reserves in priority order",
            passes.conservative_backfill,
            core="conservative",
        ),
        BackfillVariant(
            "rlscheduler",
            "RLScheduler's rules (zhang2020): a locked head, backfill in submit order, its own "
            "fcfs / wfp3 / unicep / sjf / f1 scores",
            scheduler=_rlscheduler,
            picks=True,
            orders=tuple(SCORES),
            fallback="its rlscheduler backfill runs on the Python simulator",
        ),
        BackfillVariant(
            "nodes",
            "Slurm 22.05 on node identities, select/linear (conservative on a bf_interval)",
            passes.conservative_backfill,
            scheduler=_node_level,
            option="+nodes",
            refines="conservative",
            fallback="node-level backfill (+nodes, +limit-check) runs on the Python simulator",
        ),
    )
}


def _counted_held(config: Policy, workload: Workload) -> bool:
    return not config.filter_held and any(r.woas for r in workload.workflows)


def _fairshare(config: Policy, workload: Workload) -> bool:
    return config.fairshare is not None


FEATURES: tuple[Feature, ...] = (
    Feature("`afterok` dependencies", True),
    Feature("workflows submitted chained, as pilots or WoAS (held tasks outside the depth)", True),
    Feature("any depth, backfill interval, over-time grace and `until`", True),
    Feature(
        "workflows whose submission mode is chosen at arrival (`hpcgym.batch.choosing`; "
        "WorkflowSubmit-v0)",
        True,
    ),
    Feature(
        "held WoAS tasks counted in the backfill depth (`+count-held`)",
        False,
        _counted_held,
        "held WoAS tasks counted in the backfill depth (+count-held) run on Python",
    ),
    Feature(
        "GPUs and memory counted beside the cores (per-core allocation) and machines of "
        "partitions, as resource vectors",
        True,
    ),
    Feature(
        "Slurm's fair-share term (slurmdbd)",
        False,
        _fairshare,
        "the fair-share term runs on the Python simulator",
    ),
    Feature("advance reservations (lubrano2024)", False),
    Feature("planning ticks (WARP's cycle)", False),
    Feature(
        "jobs submitted while running, a stream submitted as its time comes "
        "(`hpcgym.batch.online`)",
        True,
    ),
    Feature("stochastic resubmission (gainaru2019; Walltime-v0)", True),
)


def order(name: str, where: str) -> QueueOrder:
    """The queue order ``name``; an unknown one is a one-line error naming ``where``."""
    try:
        return ORDERS[name]
    except (KeyError, TypeError):
        raise UnknownNameError(
            f"{where}: unknown priority {name!r}; known: {', '.join(ORDERS)}"
        ) from None


def variant(name: str, where: str) -> BackfillVariant:
    """The backfill variant ``backfill=name`` chooses (not one chosen by an ``+option``)."""
    v = VARIANTS.get(name) if isinstance(name, str) else None
    if v is None or v.option:
        known = ", ".join(n for n, v in VARIANTS.items() if not v.option)
        raise UnknownNameError(f"{where}: unknown backfill {name!r}; known: {known}")
    return v


def blocking(config: Policy, workload: Workload) -> str | None:
    """Why the compiled core cannot run ``workload`` under ``config``, by the registry (None
    when it can)."""
    o: QueueOrder = config.order
    v: BackfillVariant = config.variant
    if o.core is None:
        return o.fallback
    if v.core is None:
        return v.fallback
    for f in FEATURES:
        if f.blocks is not None and f.blocks(config, workload):
            return f.fallback
    return None


def _yes(core: str | None) -> str:
    return f"yes (`{core}`)" if core is not None else "no: Python"


def coverage_rows() -> list[list[str]]:
    """The coverage table's rows: part, name, what it is, whether the compiled core runs it."""
    rows = [["order", f"`{o.name}`", o.summary, _yes(o.core)] for o in ORDERS.values()]
    for v in VARIANTS.values():
        name = f"`{v.option}`" if v.option else f"`{v.name}`"
        rows.append(["backfill", name, v.summary, _yes(v.core)])
    rows += [["feature", "", f.name, "yes" if f.compiled else "no: Python"] for f in FEATURES]
    return rows


def coverage_table() -> str:
    """What the compiled core runs, as a markdown table (the docs' coverage table)."""
    head = ["part", "name", "what", "compiled core"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(r) + " |" for r in coverage_rows()]
    return "\n".join(lines)
