"""The resubmission loop of gainaru2019 §4.3 on the batch simulator, written once as a driver
with explicit stops: each (re)submission of a stochastic job is a decision the caller answers.

:meth:`RequestRuntime.run` with ``online=True`` answers every decision with its request
policy; ``hpcgym/Walltime-v0`` answers with the agent's action (and may :meth:`defer` one, a
wait). Both therefore make the same schedule for the same answers, by construction.

Decisions come at a job's submit time s and at each kill (known in advance: an attempt started
at st asking w is killed at st + w + grace). The driver runs every event before the decision
time t with a native pass at each stop, stops, and submits the answer at t, so it joins t's
arrivals and pass exactly as a runtime resubmitting inside the kill event; decisions at one
time come one at a time (first attempts by job, then kills by attempt). Small jobs are
submitted when their time comes, before the decisions of that time, so every queue order ranks
jobs by submission.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from hpcgym.batch.job import Job
from hpcgym.batch.simulator import Simulator
from hpcgym.speculative.schedule import StochasticJob


class Attempts(Protocol):
    """What builds the attempts (:class:`~hpcgym.speculative.runtime.RequestRuntime`)."""

    jobs: list[StochasticJob]

    def first_submits(self) -> list[int]: ...

    def batch_job(self, batch_id: int, job: StochasticJob, submit: int, request: int) -> Job: ...


@dataclass(slots=True, eq=False, kw_only=True)
class Resubmission:
    """Stochastic jobs (and small regular jobs) submitted online to ``sim`` under the native
    pass ``scheduler``; job ``k`` indexes ``jobs``, an attempt is the simulator's index of its
    batch job. Build with :func:`resubmission`, then alternate :meth:`next_decision` and
    :meth:`answer`."""

    sim: Simulator
    scheduler: Callable[[Simulator], Any]
    runtime: Attempts  # builds each attempt's batch job
    jobs: tuple[StochasticJob, ...]
    due: list[Job]  # the small jobs by (submit, id)
    submit: list[int]  # job k's first submit time, s
    firsts: list[tuple[int, int]]  # (submit, k) of the first attempts, in time order
    first_id: int  # batch id of job k's first attempt: first_id + k
    next_id: int  # batch id of the next resubmission
    attempts: list[list[int]]  # job k's attempts, in order
    failures: list[int]  # job k's killed attempts
    last: list[int]  # job k's last failed level (-1 before a failure)
    next_small: int = 0  # small jobs submitted so far
    next_first: int = 0  # first attempts asked for so far
    kills: list[tuple[int, int, int]] = field(default_factory=list)  # heap: (kill time, attempt, k)
    ends: list[tuple[int, int]] = field(default_factory=list)  # heap: (end, batch job) of starts
    deferred: list[tuple[int, int]] = field(default_factory=list)  # (since, k): requests waiting
    owner: dict[int, int] = field(default_factory=dict)  # attempt -> k
    level_of: dict[int, int] = field(default_factory=dict)  # attempt -> level requested
    current: int | None = None  # the deciding job (None once the run is over)
    now: int = 0  # the decision time, s

    def attach(self) -> None:
        """Follow the simulator's starts (each kill time is known when an attempt starts)."""
        self.sim.subscribe("start", self._started)

    def _started(self, i: int) -> None:
        sim = self.sim
        heapq.heappush(self.ends, (sim.now + sim.duration[i], i))
        k = self.owner.get(i)
        if k is not None and sim.will_kill[i]:
            heapq.heappush(self.kills, (sim.now + sim.walltime[i] + sim.grace, i, k))

    def next_decision(self) -> int | None:
        """Run events and native passes up to the next decision; the deciding job ``k``
        (``now`` its time), or None once every job has ended."""
        sim = self.sim
        due, firsts, kills = self.due, self.firsts, self.kills
        while True:
            t = firsts[self.next_first][0] if self.next_first < len(firsts) else None
            if kills and (t is None or kills[0][0] < t):
                t = kills[0][0]
            back = self._back_time(t) if self.deferred else None
            if back is not None:
                t = back
            if self.next_small < len(due) and (t is None or due[self.next_small].submit <= t):
                r = due[self.next_small].submit
                if not self._passes(r - 1, r):
                    continue
                while self.next_small < len(due) and due[self.next_small].submit == r:
                    sim.submit(due[self.next_small])
                    self.next_small += 1
                if back is None:
                    continue
            if back is not None or (t is None and self.deferred):
                # a waiting request is asked again once the next event has happened
                if sim.advance(t) is not None:
                    self.scheduler(sim)
                    continue
                _, k = self.deferred.pop(0)
                return self._ask(k, max(sim.now, self.now))
            if not self._passes(None if t is None else t - 1, t):
                continue
            if t is None:
                self.current = None
                self.now = sim.now
                return None
            if self.next_first < len(firsts) and firsts[self.next_first][0] == t:
                k = firsts[self.next_first][1]
                self.next_first += 1
            else:
                _, i, k = heapq.heappop(kills)
                self.failures[k] += 1
                self.last[k] = self.level_of[i]
            return self._ask(k, t)

    def _ask(self, k: int, t: int) -> int:
        self.now = t
        self.current = k
        return k

    def _passes(self, until: int | None, bound: int | None) -> bool:
        """Run events up to ``until`` with a native pass at each stop: True once there; False
        after a pass that may have moved the next decision time (a request is waiting, or an
        attempt the pass started is killed before ``bound``, any kill if None), for the caller
        to look again. One decision time serves all the passes before it."""
        sim, kills = self.sim, self.kills
        while sim.advance(until) is not None:
            self.scheduler(sim)
            if self.deferred or (kills and (bound is None or kills[0][0] < bound)):
                return False
        return True

    def _back_time(self, t: int | None) -> int | None:
        """When the oldest waiting request is asked again, unless a decision at ``t`` comes
        first: the first event after it waited (a decision, a small job's submission, a
        completion), once that event has happened."""
        since = self.deferred[0][0]
        ends = self.ends
        while ends and ends[0][0] <= since:
            heapq.heappop(ends)
        times = [ends[0][0]] if ends else []
        if self.next_small < len(self.due):
            times.append(self.due[self.next_small].submit)
        if self.now > since:
            times.append(self.now)
        back = min(times, default=None)
        if t is not None and (back is None or t <= back):
            return None
        return back

    def deciding(self) -> int:
        """The deciding job's index k (one decides whenever the driver has stopped)."""
        k = self.current
        if k is None:
            raise RuntimeError("resubmission: no job is deciding; the run is over")
        return k

    def answer(self, request: int, level: int = -1) -> int:
        """Submit the deciding job's attempt now, asking for ``request`` seconds (``level``:
        its grid level, -1 off the grid); the attempt's simulator index."""
        k = self.deciding()
        retry = bool(self.attempts[k])
        job = self.runtime.batch_job(
            self.next_id if retry else self.first_id + k, self.jobs[k], self.now, request
        )
        if retry:
            self.next_id += 1
        i = self.sim.submit(job)
        self.owner[i] = k
        self.level_of[i] = level
        self.attempts[k].append(i)
        return i

    def more(self) -> bool:
        """Whether anything is left to happen without the deciding job's answer."""
        sim = self.sim
        return bool(
            self.next_first < len(self.firsts)
            or self.kills
            or self.next_small < len(self.due)
            or sim.finished < sim.n
        )

    def defer(self) -> bool:
        """Leave the deciding job's request for later: asked again after the next event
        (False, with nothing changed, when nothing is left to happen)."""
        if not self.more():
            return False
        self.deferred.append((self.now, self.deciding()))
        self.current = None
        return True


R = TypeVar("R", bound=Resubmission)


def resubmission(
    runtime: Attempts,
    sim: Simulator,
    scheduler: Callable[[Simulator], Any],
    regular: Sequence[Job],
    kind: type[R] = Resubmission,  # type: ignore[assignment]
    **extra: Any,
) -> R:
    """The driver of ``runtime``'s stochastic jobs and the small ``regular`` jobs on ``sim``
    (built empty for the policy whose pass ``scheduler`` is), attached to it; ``kind`` a
    subclass holding more state (``extra``: its own fields), as the Walltime env's."""
    jobs = tuple(runtime.jobs)
    submit = runtime.first_submits()
    first_id = max((r.id for r in regular), default=-1) + 1
    M = len(jobs)
    drv = kind(
        sim=sim,
        scheduler=scheduler,
        runtime=runtime,
        jobs=jobs,
        due=sorted(regular, key=lambda j: (j.submit, j.id)),
        submit=submit,
        firsts=sorted((s, k) for k, s in enumerate(submit)),
        first_id=first_id,
        next_id=first_id + M,
        attempts=[[] for _ in range(M)],
        failures=[0] * M,
        last=[-1] * M,
        **extra,
    )
    drv.attach()
    return drv
