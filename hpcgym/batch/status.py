"""Job states in a batch simulation, and the error a scheduler gets for an impossible action.

PENDING: not submitted yet, or held by unfinished parents (WoAS tasks wait held in the queue);
WAITING: eligible, in the queue; WITHDRAWN: a submission variant that was not chosen.
"""

from __future__ import annotations

from hpcgym.engine import SimulationError

PENDING, WAITING, RUNNING, DONE, KILLED, CANCELLED, WITHDRAWN = range(7)
STATUS_NAMES = ("pending", "waiting", "running", "done", "killed", "cancelled", "withdrawn")


class SchedulingError(SimulationError):
    """A scheduler asked for something the machine cannot do (start a job that does not fit)."""
