"""The contract both simulation engines keep, so envs and policies drive either the same way.

hpcgym has two engines: :class:`hpcgym.batch.simulator.Simulator` (batch jobs on nodes, integer
seconds) and :class:`hpcgym.tasks.engine.TaskQueue` (workflows of single-processor tasks, float
seconds; ilyushkin2015). Both offer:

- ``now``: the simulated time.
- ``advance() -> Stop | None``: run events (completions and kills, then arrivals) until an
  outside decision is due, and say which (a :class:`Stop`); ``None`` once nothing is left to
  happen (or the next event lies past ``until``). The caller acts through the engine's own
  primitives (``start``, ``choose``, ``submit``, ...) and calls ``advance()`` again.
- ``run(scheduler, ...)``: the loop ``while (stop := advance()): scheduler(self)``.
- ``subscribe(kind, callback)``: ``callback(*subject)`` on each ``arrive`` / ``start`` /
  ``end`` / ``kill`` event, as batsim-py's event handlers: the subject is ``(i,)`` for batch
  job ``i``, ``(w,)`` for a workflow's arrival and ``(w, task)`` for a task in the task
  engine. Nobody listening costs one empty-list check per event. Returns a function that
  unsubscribes.
- ``submit(job)`` while running (a resubmission after a kill, a step at a planning tick).
- Errors derive from :class:`SimulationError`.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

# Stop kinds: a scheduling pass is due; a workflow awaits its submission mode; a killed job
# awaits its resubmission; a planning tick (periodic, e.g. WARP's 10-minute cycle) is due.
PASS, CHOICE, RESUBMIT, TICK = "pass", "choice", "resubmit", "tick"
STOP_KINDS = (PASS, CHOICE, RESUBMIT, TICK)
EVENTS = ("arrive", "start", "end", "kill")


class SimulationError(RuntimeError):
    """Something a simulation cannot do: start what does not fit, choose what is not awaited,
    submit into the past. The message names the time and the job."""


@dataclass(slots=True, frozen=True)
class Stop:
    """Why :meth:`advance` returned: ``kind`` is one of :data:`STOP_KINDS`; ``subject`` the
    workflow awaiting a choice or the job awaiting a resubmission (-1 for a pass or tick)."""

    kind: str
    subject: int = -1


SCHEDULING_PASS = Stop(PASS)
PLANNING_TICK = Stop(TICK)


class Observable:
    """Event handlers per kind. Engines call ``for cb in self._on_<kind>: cb(i)`` guarded by
    ``if self._on_<kind>:``, so an event nobody listens to costs one list check."""

    __slots__ = ()

    def _init_handlers(self) -> None:
        self._on_arrive: list[Callable[..., None]] = []
        self._on_start: list[Callable[..., None]] = []
        self._on_end: list[Callable[..., None]] = []
        self._on_kill: list[Callable[..., None]] = []

    def subscribe(self, kind: str, callback: Callable[..., None]) -> Callable[[], None]:
        """Call ``callback(*subject)`` on every ``kind`` event; returns the function that
        unsubscribes it."""
        if kind not in EVENTS:
            raise ValueError(f"unknown event {kind!r}; known: {', '.join(EVENTS)}")
        handlers: list = getattr(self, f"_on_{kind}")
        handlers.append(callback)
        return lambda: handlers.remove(callback)
