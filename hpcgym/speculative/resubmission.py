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
jobs by submission: they are the engine's stream.

The driver talks to an :class:`~hpcgym.batch.online.OnlineEngine`, the Python simulator or
the compiled core behind one interface, so it is written once for both; it reads what it needs
at its stops (the attempts started, their kill times), the engine stopping after each pass that
started an attempt, and no Python runs per event on the compiled core.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from hpcgym.batch.job import Job
from hpcgym.batch.online import OnlineEngine
from hpcgym.speculative.schedule import StochasticJob


class Attempts(Protocol):
    """What builds the attempts (:class:`~hpcgym.speculative.runtime.RequestRuntime`)."""

    jobs: list[StochasticJob]

    def first_submits(self) -> list[int]: ...

    def batch_job(self, batch_id: int, job: StochasticJob, submit: int, request: int) -> Job: ...


@dataclass(slots=True, eq=False, kw_only=True)
class Resubmission:
    """Stochastic jobs (and small regular jobs, the engine's stream) submitted online to
    ``engine`` (:class:`~hpcgym.batch.online.OnlineEngine`, Python or compiled), which runs
    its native pass at each stop; job ``k`` indexes ``jobs``, an attempt is the engine's
    index of its batch job. Build with :func:`resubmission`, then alternate
    :meth:`next_decision` and :meth:`answer`."""

    engine: OnlineEngine
    runtime: Attempts  # builds each attempt's batch job
    jobs: tuple[StochasticJob, ...]
    submit: list[int]  # job k's first submit time, s
    firsts: list[tuple[int, int]]  # (submit, k) of the first attempts, in time order
    first_id: int  # batch id of job k's first attempt: first_id + k
    next_id: int  # batch id of the next resubmission
    attempts: list[list[int]]  # job k's attempts, in order
    failures: list[int]  # job k's killed attempts
    last: list[int]  # job k's last failed level (-1 before a failure)
    next_first: int = 0  # first attempts asked for so far
    kills: list[tuple[int, int, int]] = field(default_factory=list)  # heap: (kill time, attempt, k)
    deferred: list[tuple[int, int]] = field(default_factory=list)  # (since, k): requests waiting
    owner: dict[int, int] = field(default_factory=dict)  # attempt -> k
    level_of: dict[int, int] = field(default_factory=dict)  # attempt -> level requested
    current: int | None = None  # the deciding job (None once the run is over)
    now: int = 0  # the decision time, s

    def _note_starts(self) -> None:
        """Follow the attempts started (each kill time is known when an attempt starts)."""
        eng = self.engine
        for i in eng.started():
            kill = eng.kill_at(i)
            if kill is not None:
                heapq.heappush(self.kills, (kill, i, self.owner[i]))

    def next_decision(self) -> int | None:
        """Run events and native passes up to the next decision; the deciding job ``k``
        (``now`` its time), or None once every job has ended."""
        eng = self.engine
        firsts, kills = self.firsts, self.kills
        while True:
            t = firsts[self.next_first][0] if self.next_first < len(firsts) else None
            if kills and (t is None or kills[0][0] < t):
                t = kills[0][0]
            back = self._back_time(t) if self.deferred else None
            if back is not None or (t is None and self.deferred):
                # a waiting request is asked again once the next event has happened
                if not eng.run(back, once=True):
                    self._note_starts()
                    continue
                _, k = self.deferred.pop(0)
                return self._ask(k, max(eng.now, self.now))
            if not self._passes(None if t is None else t - 1, t):
                continue
            if t is None:
                self.current = None
                self.now = eng.now
                return None
            eng.release(t)
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
        to look again. One decision time serves all the passes before it. The engine stops
        after each pass that started an attempt (the only passes that can move it)."""
        eng, kills = self.engine, self.kills
        while not eng.run(until, once=bool(self.deferred)):
            self._note_starts()
            if self.deferred or (kills and (bound is None or kills[0][0] < bound)):
                return False
        return True  # (a run that got there started no watched job)

    def _back_time(self, t: int | None) -> int | None:
        """When the oldest waiting request is asked again, unless a decision at ``t`` comes
        first: the first event after it waited (a decision, a small job's submission, a
        completion), once that event has happened."""
        since = self.deferred[0][0]
        eng = self.engine
        end = eng.first_end_after(since)
        times = [end] if end is not None else []
        small = eng.next_stream
        if small is not None:
            times.append(small)
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
        its grid level, -1 off the grid); the attempt's engine index."""
        k = self.deciding()
        retry = bool(self.attempts[k])
        job = self.runtime.batch_job(
            self.next_id if retry else self.first_id + k, self.jobs[k], self.now, request
        )
        if retry:
            self.next_id += 1
        i = self.engine.submit(job, watch=True)
        self.owner[i] = k
        self.level_of[i] = level
        self.attempts[k].append(i)
        return i

    def more(self) -> bool:
        """Whether anything is left to happen without the deciding job's answer."""
        eng = self.engine
        return bool(
            self.next_first < len(self.firsts)
            or self.kills
            or eng.stream_left
            or eng.finished < eng.n
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
    engine: OnlineEngine,
    regular: Sequence[Job],
    kind: type[R] = Resubmission,  # type: ignore[assignment]
    **extra: Any,
) -> R:
    """The driver of ``runtime``'s stochastic jobs and the small ``regular`` jobs (streamed)
    on ``engine`` (built empty for the policy whose pass it runs); ``kind`` a subclass
    holding more state (``extra``: its own fields), as the Walltime env's."""
    jobs = tuple(runtime.jobs)
    submit = runtime.first_submits()
    first_id = max((r.id for r in regular), default=-1) + 1
    M = len(jobs)
    engine.stream(sorted(regular, key=lambda j: (j.submit, j.id)))
    return kind(
        engine=engine,
        runtime=runtime,
        jobs=jobs,
        submit=submit,
        firsts=sorted((s, k) for k, s in enumerate(submit)),
        first_id=first_id,
        next_id=first_id + M,
        attempts=[[] for _ in range(M)],
        failures=[0] * M,
        last=[-1] * M,
        **extra,
    )
