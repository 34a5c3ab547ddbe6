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

The env learns of every start from the simulator's ``start`` event.
"""

from __future__ import annotations

from hpcgym.batch.policies import SchedulerConfig, no_backfill
from hpcgym.batch.rlscheduler import RLSchedulerPass
from hpcgym.batch.simulator import Simulator
from hpcgym.envs.batch_window.observation import waiting_order


class Reserving:
    """Start the chosen job if it fits, else reserve for it and backfill (ends the pass)."""

    def __init__(self, config: SchedulerConfig) -> None:
        self.config = config
        # the variant's pass with the reserved job chosen by the agent (``head``)
        self.backfill = config.variant.backfill or no_backfill

    def window(self, sim: Simulator, size: int) -> list[int]:
        """The jobs the agent may choose now (empty: no decision at this pass)."""
        return waiting_order(sim, size) if sim.free else []

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


class Picking:
    """RLScheduler's loop with the agent's pick (SC'20, ``HPCSimPickJobs.py`` ``step``)."""

    def __init__(self, config: SchedulerConfig) -> None:
        self.config = config
        # follows the simulator it is called on: each episode's new one starts it afresh
        self.rules = RLSchedulerPass(config.priority)

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


Mechanism = Reserving | Picking


def make_mechanism(config: SchedulerConfig) -> Mechanism:
    """The mechanism of a policy: RLScheduler's picking for its presets, else reserving."""
    return Picking(config) if config.variant.picks else Reserving(config)
