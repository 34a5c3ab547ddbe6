"""The simulation contract both simulators keep, so envs and policies drive either the same way.

hpcgym has two simulators: :class:`hpcgym.batch.simulator.Simulator` (batch jobs on nodes,
integer seconds) and :class:`hpcgym.tasks.taskqueue.TaskQueue` (workflows of single-processor
tasks, float seconds; ilyushkin2015). Both satisfy :class:`Simulation` (the module keeps its
name, the kernel's, which the layer ranks pin; "engine" as a word names only ``engine=``, the
choice of the Python or compiled backend, and ``Schedule.engine``, which one ran):

- ``now``: the simulated time; ``free``: idle capacity; ``n`` / ``finished``: work known and
  work over.
- ``advance(until=None) -> Stop | None``: run events (completions and kills, then arrivals)
  until an outside decision is due, and say which (a :class:`Stop`); ``None`` once nothing is
  left to happen (or the next event lies past ``until``). The caller acts through the
  simulator's own primitives (``start``, ``choose``, ``submit``, ...) and calls ``advance()``
  again.
- ``run(scheduler, name="", progress=None, until=None)``: the loop
  ``while (stop := advance(until)): scheduler(self)``, then ``schedule(name, wall_s)``.
- ``schedule(name="", wall_s=0.0)``: what was simulated so far (an :class:`Outcome`).
- ``subscribe(kind, callback)``: ``callback(*subject)`` on each ``arrive`` / ``start`` /
  ``end`` / ``kill`` event, as batsim-py's event handlers: the subject is ``(i,)`` for batch
  job ``i``, ``(w,)`` for a workflow's arrival and ``(w, task)`` for a task in the task
  simulator. Nobody listening costs one empty-list check per event. Returns a function that
  unsubscribes.
- Errors derive from :class:`SimulationError`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from hpcgym.errors import UnknownNameError

if TYPE_CHECKING:  # typing.Self is 3.11+; the package supports 3.10
    from typing_extensions import Self

# Stop kinds: a scheduling pass is due; a workflow awaits its submission mode; a planning tick
# (periodic, e.g. WARP's 10-minute cycle) is due.
PASS, CHOICE, TICK = "pass", "choice", "tick"
EVENTS = ("arrive", "start", "end", "kill")


class SimulationError(RuntimeError):
    """Something a simulation cannot do: start what does not fit, choose what is not awaited,
    submit into the past. The message names the time and the job."""


@dataclass(slots=True, frozen=True)
class Stop:
    """Why :meth:`Simulation.advance` returned: ``kind`` is :data:`PASS`, :data:`CHOICE` or
    :data:`TICK`; ``subject`` the workflow awaiting a choice (-1 for a pass or tick)."""

    kind: str
    subject: int = -1


SCHEDULING_PASS = Stop(PASS)
PLANNING_TICK = Stop(TICK)


@runtime_checkable
class Outcome(Protocol):
    """What :meth:`Simulation.schedule` returns: a record named for its policy, with the wall
    time its simulation took."""

    @property
    def policy(self) -> str: ...

    @property
    def wall_s(self) -> float: ...


@runtime_checkable
class Simulation(Protocol):
    """A discrete-event simulation a scheduler drives: advance to the next decision, act,
    repeat."""

    @property
    def now(self) -> float: ...

    @property
    def free(self) -> int: ...

    @property
    def n(self) -> int: ...

    @property
    def finished(self) -> int: ...

    def advance(self, until: float | None = None) -> Stop | None: ...

    def run(
        self,
        scheduler: Callable[[Self], None],
        name: str = "",
        progress: Callable[[int], None] | None = None,
        until: float | None = None,
    ) -> Outcome: ...

    def schedule(self, name: str = "", wall_s: float = 0.0) -> Outcome: ...

    def subscribe(self, kind: str, callback: Callable[..., None]) -> Callable[[], None]: ...


# The protocol's former name, kept for code that imports it; use Simulation.
Engine = Simulation


class Observable:
    """Event handlers per kind. Simulators call ``for cb in self._on_<kind>: cb(i)`` guarded by
    ``if self._on_<kind>:``, so an event nobody listens to costs one list check."""

    __slots__ = ("_on_arrive", "_on_start", "_on_end", "_on_kill")
    _on_arrive: list[Callable[..., None]]
    _on_start: list[Callable[..., None]]
    _on_end: list[Callable[..., None]]
    _on_kill: list[Callable[..., None]]

    def _init_handlers(self) -> None:
        self._on_arrive = []
        self._on_start = []
        self._on_end = []
        self._on_kill = []

    def subscribe(self, kind: str, callback: Callable[..., None]) -> Callable[[], None]:
        """Call ``callback(*subject)`` on every ``kind`` event; returns the function that
        unsubscribes it."""
        if kind not in EVENTS:
            raise UnknownNameError(f"unknown event {kind!r}; known: {', '.join(EVENTS)}")
        handlers: list = getattr(self, f"_on_{kind}")
        handlers.append(callback)
        return lambda: handlers.remove(callback)
