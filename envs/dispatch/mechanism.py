"""What the dispatch env does around the agent's choice: the window it offers, and what a
choice does.

:class:`Reserving` (every native policy): the window is the priority queue's head; a job that
fits starts, one that does not gets the reservation and the queue is backfilled around it with
:func:`hpcgym.batch.policies.easy_backfill` or
:func:`hpcgym.batch.policies.conservative_backfill` (the reserved job is the agent's instead of
the queue head), which ends the pass. With the head chosen it makes exactly the native
decisions (tested), so a baseline agent through the env reproduces the native schedule.

:class:`Picking` (a variant that picks, ``policy="rlscheduler"``): RLScheduler's rules (SC'20,
:mod:`hpcgym.batch.rlscheduler`) with the agent's pick instead of the heuristic's: the window
is its queue in submit order, the picked job starts or is locked as the head until it fits,
and the agent cannot end a pass (its env has no such action).

On a machine of partitions (:class:`PartitionReserving`) a job that does not fit passes its
partition over for the rest of the pass, as Slurm's main scheduler does (the reserved job the
agent's), and the pass goes on over the other partitions' jobs; once no job is left to choose
the queue is backfilled around every partition's reserved job. With the head always chosen it
makes the native pass of :func:`hpcgym.batch.vector_backfill.start_from_head_vector` and its
backfill (tested).

The env learns of every start from the simulator's ``start`` event.
"""

from __future__ import annotations

from hpcgym.batch.machine import Machine
from hpcgym.batch.policies import SchedulerConfig, no_backfill, scheduler_view
from hpcgym.batch.rlscheduler import RLSchedulerPass
from hpcgym.batch.simulator import WAITING, Simulator
from hpcgym.batch.vector_backfill import conservative_vector, easy_vector_heads


class Reserving:
    """Start the chosen job if it fits, else reserve for it and backfill (ends the pass)."""

    def __init__(self, config: SchedulerConfig) -> None:
        self.config = config
        # the variant's pass with the reserved job chosen by the agent (``head``)
        self.backfill = config.variant.backfill or no_backfill

    def new_pass(self) -> None:
        """A scheduling pass begins (nothing to forget here)."""

    def window(self, sim: Simulator, size: int) -> list[int]:
        """The jobs the agent may choose now (empty: no decision at this pass)."""
        return sim.waiting(size) if sim.free else []

    def choose(self, sim: Simulator, i: int) -> bool:
        """Apply the choice of job ``i``; False when it ends the pass."""
        if sim.fits(i):
            sim.start(i)
            return True
        if sim.backfill_due:
            self.backfill(sim, self.config.depth, self.config.filter_held, i)
        return False

    def can_end(self, sim: Simulator) -> bool:
        """Whether ending the pass is allowed (never while nothing runs: it would stall)."""
        return sim.free < sim.total_units

    def default(self, window: list[int]) -> int:
        """The default choice: the window's head, the job the policy's own queue order
        starts (or reserves for), so the default agent makes the native schedule."""
        return 0

    def can_wait(self, sim: Simulator, arrived: int) -> bool:
        """Whether a pass left without a choice lets time go on: something runs, or a job
        is left to arrive (``arrived`` of the ``sim.n`` have)."""
        return sim.free < sim.total_units or arrived < sim.n


class PartitionReserving(Reserving):
    """:class:`Reserving` on a machine of partitions: a chosen job that does not fit is its
    partition's reservation and passes the partition over for the rest of the pass; the
    window holds the waiting jobs of the other partitions; when it is empty the queue is
    backfilled (if due) around each partition's reserved job, which ends the pass."""

    def __init__(self, config: SchedulerConfig, machine: Machine) -> None:
        super().__init__(config)
        self.partitions = len(machine.partitions)
        #: partition -> the job reserved for it in this pass, in the order chosen
        self.blocked: dict[int, int] = {}

    def new_pass(self) -> None:
        self.blocked = {}

    def window(self, sim: Simulator, size: int) -> list[int]:
        if not sim.free or len(self.blocked) == self.partitions:
            return []
        part, blocked, status = sim.part, self.blocked, sim.status
        assert part is not None  # a machine's simulator knows each job's partition
        out = []
        for i in sim.queue.order(sim.now):
            if part[i] not in blocked and status[i] == WAITING:
                out.append(i)
                if len(out) >= size:
                    break
        return out

    def choose(self, sim: Simulator, i: int) -> bool:
        if sim.fits(i):
            sim.start(i)
        else:
            part = sim.part
            assert part is not None
            self.blocked[part[i]] = i
        if self.window(sim, 1):
            return True
        self._backfill(sim)
        return False

    def _backfill(self, sim: Simulator) -> None:
        """The pass's backfill around the reserved jobs, as the native one after its main
        pass (:func:`hpcgym.batch.passes.easy_backfill` / ``conservative_backfill``)."""
        if not (sim.backfill_due and sim.free and self.blocked):
            return
        config = self.config
        q = scheduler_view(sim, config.depth, config.filter_held)
        heads = list(self.blocked.values())
        if config.variant.name == "easy":
            easy_vector_heads(sim, heads, q)
        elif config.variant.name == "conservative":
            conservative_vector(sim, q, heads)


class Picking:
    """RLScheduler's loop with the agent's pick (SC'20, ``HPCSimPickJobs.py`` ``step``)."""

    def __init__(self, config: SchedulerConfig) -> None:
        self.config = config
        # follows the simulator it is called on: each episode's new one starts it afresh
        self.rules = RLSchedulerPass(config.priority)

    def new_pass(self) -> None:
        """A scheduling pass begins (the rules keep their own state)."""

    def window(self, sim: Simulator, size: int) -> list[int]:
        # its build_observation: the first MAX_QUEUE_SIZE jobs of the queue by submit time
        return self.rules.queue[:size] if self.rules.pending(sim) else []

    def choose(self, sim: Simulator, i: int) -> bool:
        self.rules.pick(sim, i)
        return True

    def can_end(self, sim: Simulator) -> bool:
        return False

    def default(self, window: list[int]) -> int:
        """The job the preset's own heuristic picks (the window's oldest if it lies beyond)."""
        h = self.rules.lowest()
        return window.index(h) if h in window else 0

    def can_wait(self, sim: Simulator, arrived: int) -> bool:
        """Never: under RLScheduler's rules time passes only by picks."""
        return False


Mechanism = Reserving | PartitionReserving | Picking


def make_mechanism(config: SchedulerConfig, machine: object = None) -> Mechanism:
    """The mechanism of a policy: RLScheduler's picking for its presets, else reserving (per
    partition on a ``machine`` of partitions)."""
    if config.variant.picks:
        return Picking(config)
    if isinstance(machine, Machine):
        return PartitionReserving(config, machine)
    return Reserving(config)
