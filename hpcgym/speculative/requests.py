"""Request policies of gainaru2019: the walltime a stochastic job asks for at each (re)submission.

A policy maps an application (its law and the run times it has seen) to the increasing list of
requests t_1 < t_2 < ... ending at the law's upper bound b; after ``failures`` killed attempts
the job asks for ``requests(app)[failures]``. Times are in hours, as in ``laws``.

- ``ClassicalHPC``: always b, so a job never fails (§5.1).
- ``Neuroscience(k)``: the maximum of the application's last k runs, then b (§5.1, §5.3).
- ``TOptimal``: the sequence minimising E[T] without backfilling (Theorem 2, ζ = 0).
- ``ATOptimal(ζ)``: the same with a backfilling stream of rate ζ (Theorem 2, 0 < ζ < 1).

Past b. The last request of every policy is b, which covers every execution time of the law,
so no job is killed there; ``next_request`` past the end of the list keeps answering b. For an
``Empirical`` law (the application's history as its law) b is the longest run in that history:
a run longer than b cannot be observed under that law, because the law's support *is* the
history. A real run beyond it would be killed at b with nothing left to ask for, so
``schedule`` refuses an execution time above the law's b.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

from hpcgym.checks import integer, number
from hpcgym.errors import InputError
from hpcgym.speculative.sequence import optimal_sequence


@dataclass(slots=True, frozen=True)
class App:
    """A stochastic application as its submitter sees it: its law and its past run times."""

    name: str
    law: Any
    history: tuple[float, ...] = ()


class RequestPolicy(Protocol):
    """What the runtime asks of a policy: the request sequence of an application."""

    @property
    def name(self) -> str:
        """The policy's label in results."""

    def __hash__(self) -> int:
        """Policies are cache keys (frozen dataclasses)."""

    def requests(self, app: App) -> list[float]:
        """The increasing walltime requests t_1, t_2, ..., the last one b."""

    def next_request(self, app: App, failures: int) -> float:
        """The request after ``failures`` killed attempts (b once the list is exhausted)."""


def _next(policy: Any, app: App, failures: int) -> float:
    if isinstance(failures, bool) or not isinstance(failures, int) or failures < 0:
        raise InputError(f"failures must be an integer >= 0, got {failures!r}")
    seq = policy.requests(app)
    return seq[min(failures, len(seq) - 1)]


@lru_cache(maxsize=256)
def _optimal(law: Any, n: int, zeta: float) -> tuple[float, ...]:
    """Sequences are cached per (law, n, ζ): every job of an application shares one."""
    seq = [float(t) for t in optimal_sequence(law, n, zeta).sequence]
    seq[-1] = float(law.b)
    return tuple(seq)


def check_zeta(zeta: float) -> float:
    """ζ must lie in [0, 1): from ζ = 1 on, work comes faster than it runs (Eq. (5) diverges)."""
    return number(zeta, "zeta", lo=0.0, hi=1.0, hi_open=True)


def zeta_from_rate(work_rate: float, P: int) -> float:
    """ζ of §4.1 for a stream of Z processor-hours per hour on P processors: Z/P.

    §4.1 gives the job on p processors the share ζ = Z·p/P of the stream's work; run on those
    p processors that work takes ζ/p = Z/P of their time per unit of time, which is the rate
    Eq. (5) needs (T = (S + X)/(1 − ζ)). So every job has the same ζ = Z/P, whatever its p.
    """
    P = integer(P, "P", lo=1)
    work_rate = number(work_rate, "work_rate", lo=0.0)
    if not work_rate < P:
        raise InputError(f"work_rate must be in [0, P={P}), got {work_rate!r}")
    return check_zeta(work_rate / P)


@dataclass(slots=True, frozen=True)
class ClassicalHPC:
    """Ask for the law's upper bound b every time: the user's safe estimate (§5.1)."""

    name: str = "HPC"

    def requests(self, app: App) -> list[float]:
        return [float(app.law.b)]

    def next_request(self, app: App, failures: int) -> float:
        return _next(self, app, failures)


@dataclass(slots=True, frozen=True)
class Neuroscience:
    """Ask for the longest of the application's last ``k`` runs, then b (§5.1, Fig. 4).

    After a kill the run is known to exceed every recent run, so the user falls back on the
    longest run of the whole history, which §5.1 equates with the law's upper bound b. A window
    whose maximum already reaches b, or an empty history, gives [b].
    """

    k: int = 10
    name: str = ""

    def __post_init__(self) -> None:
        if isinstance(self.k, bool) or not isinstance(self.k, int) or self.k < 1:
            raise InputError(f"k must be an integer >= 1, got {self.k!r}")
        if not self.name:
            object.__setattr__(self, "name", f"Neuroscience({self.k})")

    def requests(self, app: App) -> list[float]:
        b = float(app.law.b)
        recent = app.history[-self.k :]
        if not recent:
            return [b]
        first = max(float(max(recent)), float(app.law.a))
        return [first, b] if first < b else [b]

    def next_request(self, app: App, failures: int) -> float:
        return _next(self, app, failures)


@dataclass(slots=True, frozen=True)
class TOptimal:
    """The E[T]-optimal sequence without backfilling (§4.1, ζ = 0) on an n-point grid (§4.2)."""

    n: int = 200
    name: str = "TOptimal"

    def requests(self, app: App) -> list[float]:
        return list(_optimal(app.law, self.n, 0.0))

    def next_request(self, app: App, failures: int) -> float:
        return _next(self, app, failures)


@dataclass(slots=True, frozen=True)
class ATOptimal:
    """The E[T]-optimal sequence when a backfilling stream of rate ζ fills over-estimates (§4.1).

    ζ is the stream's work per unit of time on the job's processors (see ``zeta_from_rate``).
    """

    zeta: float
    n: int = 200
    name: str = "ATOptimal"

    def __post_init__(self) -> None:
        object.__setattr__(self, "zeta", check_zeta(self.zeta))

    def requests(self, app: App) -> list[float]:
        return list(_optimal(app.law, self.n, self.zeta))

    def next_request(self, app: App, failures: int) -> float:
        return _next(self, app, failures)
