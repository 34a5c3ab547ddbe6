"""Scheduling stochastic jobs and a stream of small jobs on P processors (gainaru2019 §3-§5).

The runtime (§5, Fig. 1) submits each large job with the request its policy gives
(``requests``), kills an attempt exactly at its request when the execution time exceeds it,
and resubmits the job with its next request. Jobs are planned in rounds (§4.3): at a round's
start the waiting jobs, sorted by non-increasing processor-time product p·t_k, are each
reserved at their earliest fit on the processor-availability profile. Reservations never move;
a job that ends early leaves a gap up to its reserved end, which backfilling fills at the
moment it opens. A round ends when none of its large attempts is reserved or running; jobs
submitted meanwhile wait for the next one unless they are backfilled. Times are in hours;
metrics report times in seconds.

Backfilling, ``backfill=``:

- ``"none"``: failed jobs wait for the next round; only the small-job stream backfills.
- ``"classic"``: a waiting large job whose current request fits a gap before the round's end
  starts there (§4.3: "can fit in a gap later in the round"; what any backfilling batch
  scheduler does with a resubmitted job), then the small-job stream, first-come first-fit.
- ``"speculative"``: classic, then, while processors stay free, the waiting job maximising
  G_j = p_j ∫_{a'_j}^{d} t f'_j(t) dt / (q·d) runs in the gap with the gap's duration as its
  request (§4.3, §5); fitting applications always go first (§5). If it is killed, the runtime
  knows X_j > d, resets the job to its normal request and puts it back at the top of the queue.

Choices where the paper is vague (each also marked where the code makes it):

- The gap is the rectangle at the decision time: q = the processors free now, d = how long all
  q stay free, capped at the round's planned end so speculation never delays a reservation or
  the next round. G_j integrates the job's law conditioned on X_j > a'_j, a'_j its longest
  killed attempt (the law's a before any), so G_j is the gap's expected useful work.
- A speculative kill raises a'_j; requests of the job's sequence not above a'_j are skipped,
  since they are known to fail. Without speculation a job walks its sequence exactly.
- "Top of the queue" puts the job first in the next round's order (and first among backfill
  candidates), ahead of the p·t_k order.
- At most ``batch_size`` jobs are planned per round (the round-based batch scheduler of the
  paper's simulator [8] plans a batch of 100 by default); the rest wait and, with classic or
  speculative backfilling, are fitted into the round's gaps. With every job in every round
  Classical-HPC never has a waiting job, and speculative backfilling could not change it, while
  §5.4 reports that it does (M = 200 there).
- Small jobs come as discrete rigid jobs (§3.1 "we study the impact of this continuous
  approximation by simulating discrete small jobs") with exact requests (§5.5) and arrival times
  uniform over a window (§5.5); they never delay a reservation. §5.2 scales only their
  walltimes, so their processor counts follow an allocation case like the large jobs'.
- Response time ends at the actual end of the successful attempt. §3.3's footnote bills the
  end of the reservation instead, as the worst case where nothing backfills the gap; here the
  gap is backfilled, and the job's results are out when it ends.

Metrics (§3.3). σ is the first time, once every large job is done, that no small job that has
arrived is waiting or running (small jobs arriving later are not part of the run). Utilization,
Eq. (1) = (Σ_j p_j X_j + small work done) / (P·σ): killed attempts are waste, the small-job
work counts. Eq. (1) prints Σ_j X_j; with parallel jobs the work is p_j·X_j. Response time,
Eq. (2): mean of completion − submission over the large jobs (the batch of §3.1 is submitted
at 0); ``response_time_all_s`` adds the other stochastic jobs and the small jobs.

Reproducibility: ``make_workload`` draws every execution time (and the small-job stream) once
from a seeded generator, before any policy runs, so every policy sees the same times.
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from hpcgym.checks import integer, number, optional_integer, optional_number, shown
from hpcgym.errors import InputError, InputTypeError, UnknownNameError, WorkloadError
from hpcgym.sizes import MAX_JOBS, check_bound, check_jobs, memory
from hpcgym.speculative.laws import Beta, TruncNormal
from hpcgym.speculative.requests import App, RequestPolicy, check_zeta
from hpcgym.units import HOUR

ALLOCATIONS = ("full", "half", "truncnormal", "beta")
#: Run times the jobs' records may hold in all (M x history) without ``allow_large``: ~160 MB.
MAX_HISTORY = 10 * MAX_JOBS
BACKFILL = ("none", "classic", "speculative")


def _check_P(P: Any) -> int:
    if isinstance(P, bool) or not isinstance(P, (int, np.integer)) or P < 1:
        raise InputError(f"P (the number of processors) must be an integer >= 1, got {P!r}")
    return int(P)


def allocate(name: str, P: int, n: int, rng: np.random.Generator) -> np.ndarray:
    """n processor counts by §5.2's allocation cases: full, half, truncnormal, beta, on [1, P].

    truncnormal: TruncNormal(0.5P, 0.3P) on [1, P]; beta: Beta(2, 2) scaled to [1, P]; both
    rounded to the nearest integer. One uniform per job is drawn whatever the case.
    """
    P = _check_P(P)
    if name not in ALLOCATIONS:
        raise UnknownNameError(f"allocation must be one of {', '.join(ALLOCATIONS)}, got {name!r}")
    u = rng.random(n)
    if name == "full" or P == 1:
        return np.full(n, P, dtype=np.int64)
    if name == "half":
        return np.full(n, max(1, round(P / 2)), dtype=np.int64)
    law = (
        TruncNormal(0.5 * P, 0.3 * P, 1.0, float(P))
        if name == "truncnormal"
        else Beta(2.0, 2.0, 1.0, float(P))
    )
    return np.clip(np.rint(law.ppf(u)), 1, P).astype(np.int64)


@dataclass(slots=True, frozen=True)
class StochasticJob:
    """One submission of an application: p processors, an execution time unknown to the runtime."""

    id: int
    app: App
    procs: int
    exec_time: float
    kind: str = "large"
    submit: float = 0.0


@dataclass(slots=True, frozen=True, eq=False)
class Stream:
    """The small jobs: arrival times (sorted), processors and exact execution times, in hours."""

    arrival: np.ndarray
    procs: np.ndarray
    exec_time: np.ndarray
    rate: float = 0.0
    window: float = 0.0

    def __post_init__(self) -> None:
        arrival = np.asarray(self.arrival, dtype=float).ravel()
        procs = np.asarray(self.procs, dtype=np.int64).ravel()
        exe = np.asarray(self.exec_time, dtype=float).ravel()
        if not arrival.size == procs.size == exe.size:
            raise WorkloadError("stream arrival, procs and exec_time must have the same length")
        if arrival.size and (
            not np.all(np.isfinite(arrival)) or arrival.min() < 0 or np.any(np.diff(arrival) < 0)
        ):
            raise WorkloadError("stream arrival times must be finite, >= 0 and sorted")
        if exe.size and (not np.all(np.isfinite(exe)) or exe.min() <= 0):
            raise WorkloadError("stream exec_time must be finite and > 0")
        if procs.size and procs.min() < 1:
            raise WorkloadError("stream procs must be >= 1")
        for name, value in (("arrival", arrival), ("procs", procs), ("exec_time", exe)):
            object.__setattr__(self, name, value)

    def __len__(self) -> int:
        return int(self.arrival.size)


@dataclass(slots=True, frozen=True, eq=False)
class SpecWorkload:
    """P processors, the stochastic jobs (a batch at time 0 unless submitted later), the stream."""

    P: int
    jobs: tuple[StochasticJob, ...]
    stream: Stream | None = None

    def __post_init__(self) -> None:
        P = _check_P(self.P)
        jobs = tuple(self.jobs)
        if not jobs:
            raise WorkloadError("jobs must hold at least one stochastic job (M >= 1)")
        for pos, job in enumerate(jobs):
            if job.id != pos:
                raise WorkloadError(f"job ids must be 0..M-1 in order, got id {job.id} at {pos}")
            if isinstance(job.procs, bool) or not 1 <= job.procs <= P:
                raise WorkloadError(
                    f"procs of job {job.id} must be in [1, P={P}], got {job.procs!r}"
                )
            x, law = job.exec_time, job.app.law
            if not (math.isfinite(job.submit) and job.submit >= 0):
                raise WorkloadError(
                    f"submit of job {job.id} must be finite and >= 0, got {job.submit!r}"
                )
            if not (math.isfinite(x) and x >= 0):
                raise WorkloadError(f"exec_time of job {job.id} must be finite and >= 0, got {x!r}")
            if x > law.b * (1 + 1e-12):
                raise WorkloadError(
                    f"exec_time of job {job.id} ({x!r}) exceeds its law's b="
                    f"{law.b!r}: no request of any policy could cover it"
                )
        if self.stream is not None and len(self.stream) and self.stream.procs.max() > P:
            raise WorkloadError(f"stream procs must be <= P={P}, got {self.stream.procs.max()}")
        object.__setattr__(self, "P", P)
        object.__setattr__(self, "jobs", jobs)

    @property
    def M(self) -> int:
        """Number of stochastic jobs."""
        return len(self.jobs)


@dataclass(slots=True, frozen=True)
class JobGroup:
    """M submissions of one application: its law, processor allocation case and kind label."""

    app: str
    law: Any
    M: int
    allocation: str = "full"
    kind: str = "large"


@dataclass(slots=True, frozen=True)
class StreamSpec:
    """The small-job stream: its law, normalised work rate Z/P and its size (§3.1, §5.5).

    Give ``count`` (the window is then the time the rate needs for their work), ``window``
    (hours; jobs are drawn until their work reaches rate·P·window) or neither (the window is
    Σ_j p_j X_j / P, the large jobs' time on a perfectly packed machine).
    """

    law: Any
    rate: float
    allocation: str = "beta"
    count: int | None = None
    window: float | None = None


def _rng(seed: Any) -> np.random.Generator:
    return seed if isinstance(seed, np.random.Generator) else np.random.default_rng(seed)


def _stream(
    spec: StreamSpec,
    P: int,
    large_work: float,
    rng: np.random.Generator,
    allow_large: bool = False,
) -> Stream:
    rate = number(
        spec.rate,
        "rate (the normalised work rate Z/P)",
        lo=0.0,
        hi=1.0,
        hi_open=True,
        where="stream",
        error=WorkloadError,
    )
    if spec.count is not None and spec.window is not None:
        raise WorkloadError("give the stream's count or its window, not both")
    count = optional_integer(spec.count, "count", lo=0, where="stream", error=WorkloadError)
    window = optional_number(
        spec.window, "window", lo=0.0, lo_open=True, where="stream", error=WorkloadError
    )
    if rate == 0.0 or count == 0:
        return Stream(np.zeros(0), np.zeros(0, dtype=np.int64), np.zeros(0), rate, 0.0)
    if count is not None:
        check_jobs("stream: count", count, count, allow_large=allow_large, error=WorkloadError)
    else:
        span = large_work / P if window is None else window
        small = (1 + P) / 2 * float(spec.law.mean())
        check_jobs(
            "stream: window",
            span,
            rate * P * span / max(small, 1e-300),
            allow_large=allow_large,
            error=WorkloadError,
        )
    g_size, g_time = rng.spawn(2)
    if spec.count is not None:
        procs = allocate(spec.allocation, P, spec.count, g_size)
        exe = np.asarray(spec.law.sample(g_size, spec.count), dtype=float)
        window = float(procs @ exe) / (rate * P)
    else:
        window = large_work / P if spec.window is None else float(spec.window)
        if not (math.isfinite(window) and window > 0):
            raise WorkloadError(f"window must be finite and > 0, got {window!r}")
        target, done = rate * P * window, 0.0
        procs_parts: list[np.ndarray] = []
        exe_parts: list[np.ndarray] = []
        while done < target:
            chunk_p = allocate(spec.allocation, P, 1024, g_size)
            chunk_x = np.asarray(spec.law.sample(g_size, 1024), dtype=float)
            work = done + np.cumsum(chunk_p * chunk_x)
            stop = int(np.searchsorted(work, target)) + 1
            procs_parts.append(chunk_p[:stop])
            exe_parts.append(chunk_x[:stop])
            done = float(work[min(stop, work.size) - 1])
        procs, exe = np.concatenate(procs_parts), np.concatenate(exe_parts)
    exe = np.maximum(exe, 1e-9)
    # §5.5: "uniformly distributed throughout the simulation time window"
    arrival = np.sort(g_time.uniform(0.0, window, procs.size))
    return Stream(arrival, procs, exe, rate, window)


def make_workload(
    P: int,
    groups: Sequence[JobGroup],
    stream: StreamSpec | None = None,
    seed: Any = 0,
    history: int = 100,
    submit_over: float | str | None = None,
    *,
    allow_large: bool = False,
) -> SpecWorkload:
    """Draw a workload: processors, execution times and histories per group, then the stream.

    Five child generators of ``seed`` hold the processor counts, the execution times, the
    histories, the stream and the submit times, so e.g. changing the allocation case keeps the
    execution times. ``submit_over``: None submits every stochastic job at 0 (the batch of
    §3.1); a number of hours or ``"stream"`` (the stream's window) spreads them uniformly.
    Each application has ``history`` earlier runs; job i of a group sees those followed by the
    execution times of the group's jobs before it (its last ``history`` runs), which is what
    ``Neuroscience(k)`` reads. More than :data:`hpcgym.sizes.MAX_JOBS` jobs (stochastic or
    in the stream), or than :data:`MAX_HISTORY` run times in the jobs' records (M x
    ``history``), is refused unless ``allow_large``.
    """
    P = _check_P(P)
    groups = list(groups)
    if not groups:
        raise WorkloadError("groups must hold at least one JobGroup")
    history = integer(history, "history", lo=0, error=WorkloadError)
    for g in groups:
        if not isinstance(g, JobGroup):
            raise InputTypeError(f"groups must hold JobGroup, got {shown(g)}")
        integer(g.M, f"M (the number of jobs of {g.app!r})", lo=1, error=WorkloadError)
    total = sum(int(g.M) for g in groups)
    check_jobs("M", total, total, allow_large=allow_large, error=WorkloadError)
    check_bound(
        "history",
        history,
        total * history,
        MAX_HISTORY,
        "recorded run times (M x history)",
        cost=memory(8 * total * history),
        allow_large=allow_large,
        error=WorkloadError,
    )
    g_procs, g_exec, g_hist, g_stream, g_submit = _rng(seed).spawn(5)
    jobs: list[StochasticJob] = []
    for g in groups:
        procs = allocate(g.allocation, P, int(g.M), g_procs)
        exe = np.atleast_1d(np.asarray(g.law.sample(g_exec, int(g.M)), dtype=float))
        past = [float(v) for v in np.atleast_1d(g.law.sample(g_hist, history))] if history else []
        for i in range(int(g.M)):
            seen = tuple(past[len(past) - history :]) if history else ()
            jobs.append(
                StochasticJob(
                    len(jobs), App(g.app, g.law, seen), int(procs[i]), float(exe[i]), g.kind
                )
            )
            past.append(float(exe[i]))
    large_work = float(sum(j.procs * j.exec_time for j in jobs))
    s = _stream(stream, P, large_work, g_stream, allow_large) if stream is not None else None
    if submit_over is not None:
        span = (s.window if s is not None else 0.0) if submit_over == "stream" else submit_over
        if (
            isinstance(span, bool)
            or not isinstance(span, (int, float))
            or not (math.isfinite(span) and span >= 0)
        ):
            raise WorkloadError(
                f"submit_over must be None, hours >= 0 or 'stream', got {submit_over!r}"
            )
        when = g_submit.uniform(0.0, span, len(jobs)) if span > 0 else np.zeros(len(jobs))
        jobs = [
            StochasticJob(j.id, j.app, j.procs, j.exec_time, j.kind, float(t))
            for j, t in zip(jobs, when)
        ]
    return SpecWorkload(P, tuple(jobs), s)


@dataclass(slots=True)
class Attempt:
    """One reservation of a job: when it ran, what it asked for and whether the job finished."""

    start: float
    end: float
    request: float
    speculative: bool = False
    success: bool = False


@dataclass(slots=True)
class JobRecord:
    """The attempts of one stochastic job, in order; the last one succeeded."""

    id: int
    kind: str
    procs: int
    exec_time: float
    attempts: list[Attempt] = field(default_factory=list)

    @property
    def completion(self) -> float:
        """End of the successful attempt (nan if the job never finished)."""
        last = self.attempts[-1] if self.attempts else None
        return last.end if last is not None and last.success else math.nan


@dataclass(slots=True, eq=False)
class SpecSchedule:
    """A finished run: per-job records, the small jobs' start and end times, σ and the metrics."""

    workload: SpecWorkload
    policy: str
    backfill: str
    records: list[JobRecord]
    stream_start: np.ndarray
    stream_end: np.ndarray
    sigma: float
    metrics: dict[str, float]


def gap_work(law: Any, d: float, lower: float = -math.inf) -> float:
    """∫_{a'}^{d} t f'(t) dt, f' the law given X > a' = ``lower`` (§4.3): E[X; X <= d | X > a'].

    This is the expected useful time of a run killed at d; before any kill (lower = -inf) it
    is E[X; X <= d] over the whole law, atoms at a included.
    """
    if lower == -math.inf:
        return float(law.partial_expectation(law.a - 1.0, d))
    if d <= lower:
        return 0.0
    tail = float(law.sf(lower))
    return float(law.partial_expectation(lower, d)) / tail if tail > 0 else 0.0


def gap_value(law: Any, p: int, q: int, d: float, lower: float = -math.inf) -> float:
    """G_j = p_j ∫_{a'_j}^{d} t f'_j(t) dt / (q·d) (§4.3): a job's expected use of a q×d gap."""
    if not (1 <= p <= q) or not d > 0:
        return 0.0
    return p * gap_work(law, d, lower) / (q * d)


class _Profile:
    """Free processors from ``t[0]`` (now) on: ``free[i]`` on [t[i], t[i+1]), the last to +inf.

    Kept up to date as time advances, reservations are added and jobs end before their
    reserved end, so a decision never rebuilds it from the reservations. Fits are tested on
    absolute times (start + d <= end of the free stretch), the same sums that then bound the
    reservation, so rounding can never overlap two of them.
    """

    __slots__ = ("t", "free")

    def __init__(self, P: int) -> None:
        self.t = np.zeros(1)
        self.free = np.full(1, P, dtype=np.int64)

    def advance(self, now: float) -> None:
        """Forget what lies before ``now``."""
        i = int(self.t.searchsorted(now, side="right")) - 1
        if i > 0 or self.t[0] != now:
            self.t, self.free = self.t[i:].copy(), self.free[i:].copy()
            self.t[0] = now

    def _ends(self) -> np.ndarray:
        return np.append(self.t, math.inf)

    def earliest(self, w: int, d: float) -> float:
        """Earliest start with w processors free for d hours."""
        ok = np.concatenate(([0], (self.free >= w).view(np.int8), [0]))
        edges = np.flatnonzero(np.diff(ok))
        starts, stops = edges[::2], edges[1::2]
        k = np.flatnonzero(self.t[starts] + d <= self._ends()[stops])[0]
        return float(self.t[starts[k]])

    def until(self, w: int | np.ndarray) -> Any:
        """The time up to which w processors stay free from now (now if they are not free)."""
        low = np.minimum.accumulate(self.free)
        idx = np.searchsorted(-low, -np.asarray(w), side="right")
        return np.maximum(self._ends()[idx], self.t[0])

    def _split(self, x: float) -> int:
        t, free = self.t, self.free
        i = int(t.searchsorted(x))
        if i < t.size and t[i] == x:
            return i
        self.t = np.concatenate((t[:i], (x,), t[i:]))
        self.free = np.concatenate((free[:i], free[i - 1 :]))
        return i

    def add(self, s: float, e: float, w: int) -> None:
        """Occupy w processors on [s, e)."""
        i, j = self._split(s), self._split(e)
        self.free[i:j] -= w

    def release(self, s: float, e: float, w: int) -> None:
        """Give back w processors on [s, e): a job ended at s, before its reserved end e."""
        self.add(s, e, -w)


_END, _START, _SUBMIT, _ARRIVAL = 0, 1, 2, 3


class _Run:
    """The event loop of one simulation (see the module docstring for the rules)."""

    def __init__(
        self, wl: SpecWorkload, policy: RequestPolicy, backfill: str, batch_size: int | None
    ) -> None:
        self.wl, self.P, self.backfill = wl, wl.P, backfill
        self.batch = batch_size if batch_size is not None else wl.M
        jobs = wl.jobs
        self.M = len(jobs)
        self.p = [j.procs for j in jobs]
        self.x = [j.exec_time for j in jobs]
        self.seq = [[float(t) for t in policy.requests(j.app)] for j in jobs]
        for j, seq in zip(jobs, self.seq):
            if not seq or any(b <= a for a, b in itertools.pairwise(seq)):
                raise InputError(
                    f"policy {policy.name!r} gave job {j.id} a request sequence "
                    f"that is not strictly increasing: {seq}"
                )
            if seq[-1] < j.exec_time:
                raise InputError(
                    f"policy {policy.name!r} ends job {j.id}'s sequence at "
                    f"{seq[-1]} < its execution time {j.exec_time}"
                )
        self.k = [0] * self.M
        self.lower = [-math.inf] * self.M
        self.top = [False] * self.M
        self.records = [JobRecord(j.id, j.kind, j.procs, j.exec_time) for j in jobs]
        self.submit = [j.submit for j in jobs]
        self.queue: set[int] = {j for j in range(self.M) if self.submit[j] <= 0}
        self.live: set[int] = set()
        self.window_end = -math.inf
        self.left = self.M
        self.planned = [math.nan] * self.M
        self.ok = [False] * self.M
        self.prof = _Profile(self.P)
        self.used = 0
        st = wl.stream
        self.s_arr = st.arrival if st is not None else np.zeros(0)
        self.s_p = st.procs if st is not None else np.zeros(0, dtype=np.int64)
        self.s_x = st.exec_time if st is not None else np.zeros(0)
        self.s_start = np.full(self.s_arr.size, math.nan)
        self.s_end = np.full(self.s_arr.size, math.nan)
        self.s_started = np.zeros(self.s_arr.size, dtype=bool)
        self.s_head = 0
        self.s_arrived = 0
        self.s_running = 0
        self.events: list[tuple[float, int, int, int]] = []
        self.tick = 0

    def push(self, t: float, kind: int, key: int) -> None:
        self.tick += 1
        heapq.heappush(self.events, (t, kind, self.tick, key))

    def request(self, j: int) -> float:
        return self.seq[j][self.k[j]]

    def order(self, jobs: Any) -> list[int]:
        # speculative failures first (§5 "top of the waiting queue"), then non-increasing p·t_k
        return sorted(jobs, key=lambda j: (not self.top[j], -self.p[j] * self.request(j), j))

    def reserve(
        self,
        j: int,
        start: float,
        request: float,
        now: float,
        speculative: bool = False,
        end: float | None = None,
    ) -> None:
        """Reserve [start, start + request) (or up to ``end``, given when it bounds a gap)."""
        self.planned[j] = start + request if end is None else end
        self.prof.add(start, self.planned[j], self.p[j])
        self.live.add(j)
        self.queue.discard(j)
        self.top[j] = False
        self.records[j].attempts.append(Attempt(start, math.nan, request, speculative))
        if start <= now:
            self.begin(j, start)
        else:
            self.push(start, _START, j)

    def begin(self, j: int, now: float) -> None:
        self.used += self.p[j]
        assert self.used <= self.P, "the reservation plan overbooked the processors"
        att = self.records[j].attempts[-1]
        att.start = now
        # killed exactly at its request when the execution time exceeds it
        self.ok[j] = self.x[j] <= att.request
        self.push(min(now + self.x[j], self.planned[j]) if self.ok[j] else self.planned[j], _END, j)

    def finish(self, j: int, now: float) -> None:
        self.used -= self.p[j]
        if now < self.planned[j]:
            self.prof.release(now, self.planned[j], self.p[j])
        self.live.discard(j)
        att = self.records[j].attempts[-1]
        att.end = now
        if self.ok[j]:
            att.success = True
            self.left -= 1
            return
        self.lower[j] = max(self.lower[j], att.request)
        if att.speculative:
            self.top[j] = True
        else:
            self.k[j] += 1
        # requests already known to fail are skipped (only after a speculative kill)
        while self.seq[j][self.k[j]] <= self.lower[j]:
            self.k[j] += 1
        self.queue.add(j)

    def waiting(self) -> np.ndarray:
        """Indices of the small jobs that have arrived and not started, first come first."""
        while self.s_head < self.s_arrived and self.s_started[self.s_head]:
            self.s_head += 1
        return self.s_head + np.flatnonzero(~self.s_started[self.s_head : self.s_arrived])

    def stream_begin(self, i: int, now: float) -> None:
        key = self.M + i
        w = int(self.s_p[i])
        self.prof.add(now, now + float(self.s_x[i]), w)
        self.used += w
        assert self.used <= self.P, "a small job overbooked the processors"
        self.s_running += 1
        self.s_started[i] = True
        self.s_start[i] = now
        self.push(now + float(self.s_x[i]), _END, key)

    def stream_finish(self, i: int, now: float) -> None:
        self.used -= int(self.s_p[i])
        self.s_running -= 1
        self.s_end[i] = now

    def new_round(self, now: float) -> None:
        """§4.3: the waiting jobs by non-increasing p·t_k, each at its earliest fit."""
        order = self.order(self.queue)
        # a batch of at most batch_size jobs per round, as in the paper's simulator (our choice)
        batch, rest = order[: self.batch], order[self.batch :]
        prof = self.prof
        self.window_end = now
        for j in batch:
            t = self.request(j)
            s = prof.earliest(self.p[j], t)
            self.window_end = max(self.window_end, s + t)
            self.reserve(j, s, t, now)
        if self.backfill == "none":
            return
        for j in rest:  # jobs beyond the batch take the round's gaps they fit in
            t = self.request(j)
            s = prof.earliest(self.p[j], t)
            if s + t <= self.window_end:
                self.reserve(j, s, t, now)

    def fill(self, now: float) -> None:
        """Backfill the processors free now: fitting large jobs, small jobs, then speculation."""
        free = self.P - self.used
        if free <= 0:
            return
        large = self.backfill != "none" and bool(self.queue) and bool(self.live)
        wait = self.waiting() if self.s_head < self.s_arrived else None
        if wait is not None and (wait.size == 0 or free < self.s_p[wait].min()):
            wait = None
        if not (large or wait is not None):
            return
        prof = self.prof
        if large:
            for j in self.order(self.queue):
                t = self.request(j)
                if self.p[j] <= free and now + t <= min(
                    self.window_end, float(prof.until(self.p[j]))
                ):
                    self.reserve(j, now, t, now)
                    free -= self.p[j]
        if wait is not None and free > 0:
            free = self.fill_stream(now, prof, free, wait)
        if self.backfill == "speculative" and self.queue and self.live and free > 0:
            self.speculate(now, prof, free)

    def fill_stream(self, now: float, prof: _Profile, free: int, wait: np.ndarray) -> int:
        """First come, first fit: each small job that fits now starts, in arrival order."""
        while wait.size and free > 0:
            ok = np.flatnonzero(
                (self.s_p[wait] <= free) & (now + self.s_x[wait] <= prof.until(self.s_p[wait]))
            )
            if ok.size == 0:
                break
            i = int(wait[ok[0]])
            self.stream_begin(i, now)
            free -= int(self.s_p[i])
            wait = wait[ok[0] + 1 :]
        return free

    def speculate(self, now: float, prof: _Profile, free: int) -> None:
        """§4.3: while processors stay free, run the waiting job of maximal G_j in the gap."""
        while free > 0 and self.queue:
            # the gap: q processors free now, for d hours, not past the round's end (our choice)
            q = free
            end = min(float(prof.until(q)), self.window_end)
            d = end - now
            if d <= 0:
                return
            best, best_g = -1, 0.0
            useful: dict[tuple[int, float], float] = {}
            for j in self.order(self.queue):
                if self.p[j] > q or self.lower[j] >= d:
                    continue
                law = self.wl.jobs[j].app.law
                key = (id(law), self.lower[j])
                if key not in useful:
                    useful[key] = gap_work(law, d, self.lower[j])
                g = self.p[j] * useful[key] / (q * d)
                if g > best_g:
                    best, best_g = j, g
            if best < 0:
                return
            self.reserve(best, now, d, now, speculative=True, end=end)
            free -= self.p[best]

    def run(self) -> float:
        """Process the events in time order; return σ."""
        if self.s_arr.size:
            self.push(float(self.s_arr[0]), _ARRIVAL, 0)
        for j in range(self.M):
            if self.submit[j] > 0:
                self.push(self.submit[j], _SUBMIT, j)
        now = 0.0
        if self.queue:
            self.new_round(now)
        self.fill(now)
        while self.events:
            now = self.events[0][0]
            self.prof.advance(now)
            while self.events and self.events[0][0] == now:
                _, kind, _, key = heapq.heappop(self.events)
                if kind == _END:
                    if key < self.M:
                        self.finish(key, now)
                    else:
                        self.stream_finish(key - self.M, now)
                elif kind == _START:
                    self.begin(key, now)
                elif kind == _SUBMIT:
                    self.queue.add(key)
                else:
                    self.s_arrived = key + 1
                    if key + 1 < self.s_arr.size:
                        self.push(float(self.s_arr[key + 1]), _ARRIVAL, key + 1)
            if self.left == 0 and self.s_running == 0 and self.waiting().size == 0:
                return now  # σ of §3.3: large jobs done, no small job waiting or running
            if not self.live and self.queue:
                self.new_round(now)
            self.fill(now)
        raise RuntimeError("the simulation ran out of events before every job finished")


def _metrics(
    wl: SpecWorkload,
    records: list[JobRecord],
    s_start: np.ndarray,
    s_end: np.ndarray,
    sigma: float,
    stream: Stream | None,
) -> dict[str, float]:
    P = wl.P
    p = np.array([r.procs for r in records], dtype=float)
    x = np.array([r.exec_time for r in records])
    done = np.array([r.completion for r in records]) - np.array([j.submit for j in wl.jobs])
    large = np.array([r.kind == "large" for r in records])
    if not large.any():
        large[:] = True
    ran = ~np.isnan(s_end)
    s_work = float((stream.procs[ran] * stream.exec_time[ran]).sum()) if stream else 0.0
    s_resp = (s_end[ran] - stream.arrival[ran]) if stream else np.zeros(0)
    waste = sum(r.procs * (a.end - a.start) for r in records for a in r.attempts if not a.success)
    attempts = [len(r.attempts) for r in records]
    spec = [a for r in records for a in r.attempts if a.speculative]
    capacity = P * sigma
    return {
        "utilization": float((p @ x + s_work) / capacity) if capacity > 0 else 1.0,
        "response_time_large_s": float(done[large].mean() * HOUR),
        "response_time_all_s": float(np.concatenate((done, s_resp)).mean() * HOUR),
        "makespan_s": float(sigma * HOUR),
        "last_large_end_s": float(max(r.completion for r in records) * HOUR),
        "waste": float(waste / capacity) if capacity > 0 else 0.0,
        "attempts_per_job": float(np.mean(attempts)),
        "speculative_runs": float(len(spec)),
        "speculative_successes": float(sum(a.success for a in spec)),
        "small_jobs": float(ran.sum()),
    }


def simulate(
    workload: SpecWorkload,
    policy: RequestPolicy,
    backfill: str = "classic",
    batch_size: int | None = 100,
) -> SpecSchedule:
    """Run ``workload`` under a request policy and a backfilling mode; see the module docstring."""
    if backfill not in BACKFILL:
        raise UnknownNameError(f"backfill must be one of {', '.join(BACKFILL)}, got {backfill!r}")
    if batch_size is not None and (
        isinstance(batch_size, bool) or not isinstance(batch_size, int) or batch_size < 1
    ):
        raise InputError(f"batch_size must be an integer >= 1 or None, got {batch_size!r}")
    if hasattr(policy, "zeta"):
        check_zeta(policy.zeta)
    run = _Run(workload, policy, backfill, batch_size)
    sigma = run.run()
    name = policy.name + ("+SB" if backfill == "speculative" else "")
    metrics = _metrics(workload, run.records, run.s_start, run.s_end, sigma, workload.stream)
    return SpecSchedule(
        workload, name, backfill, run.records, run.s_start, run.s_end, sigma, metrics
    )


def usage_profile(schedule: SpecSchedule) -> tuple[np.ndarray, np.ndarray]:
    """Processors in use after each start/end time of the schedule (ends before starts)."""
    s, e, w = [], [], []
    for r in schedule.records:
        for a in r.attempts:
            s.append(a.start)
            e.append(a.end)
            w.append(r.procs)
    st = schedule.workload.stream
    if st is not None:
        ran = ~np.isnan(schedule.stream_end)
        s += schedule.stream_start[ran].tolist()
        e += schedule.stream_end[ran].tolist()
        w += st.procs[ran].tolist()
    times = np.concatenate((s, e))
    delta = np.concatenate((w, -np.asarray(w)))
    order = np.lexsort((delta, times))
    return times[order], np.cumsum(delta[order])
