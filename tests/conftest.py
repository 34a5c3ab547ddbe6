"""Helpers for hand-built workloads and for reading schedules by job id."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager

from hypothesis import strategies as st

from hpcgym.batch.cluster import Cluster, processors
from hpcgym.batch.job import Job
from hpcgym.batch.policies import simulate
from hpcgym.batch.simulator import STATUS_NAMES, Schedule
from hpcgym.batch.workload import Workload

Row = Sequence  # (id, submit, cores, walltime, runtime[, deps])


def make_workload(rows: Iterable[Row], procs: int | Cluster, **kw) -> Workload:
    """A workload from ``(id, submit, cores, walltime, runtime[, deps])`` rows.

    ``procs`` is a processor count (``processors(procs)``) or a ready cluster.
    """
    cluster = processors(procs) if isinstance(procs, int) else procs
    jobs = [Job(r[0], r[1], r[2], r[3], r[4], deps=tuple(r[5]) if len(r) > 5 else ()) for r in rows]
    return Workload(jobs, cluster, **kw)


def by_id(schedule: Schedule) -> dict[int, tuple[int, int, str]]:
    """``{job id: (start, end, status name)}``."""
    return {
        j.id: (s, e, STATUS_NAMES[st])
        for j, s, e, st in zip(
            schedule.workload.jobs, schedule.start, schedule.end, schedule.status
        )
    }


def run(
    rows: Iterable[Row], procs: int | Cluster, policy: str = "fcfs-easy", **kw
) -> dict[int, tuple[int, int, str]]:
    """Simulate the rows under ``policy`` and return :func:`by_id` of the schedule."""
    return by_id(simulate(make_workload(rows, procs, **kw), policy))


def workloads(*, deps: bool = True, overrun: bool = True, max_jobs: int = 12, dense: bool = False):
    """Hypothesis strategy: small random workloads on a processor or whole-node cluster.

    With ``deps`` a job may depend on up to two jobs of lower id (whatever their submit
    times); with ``overrun`` runtimes may exceed the walltime, with values around the kill
    limits (walltime, walltime + 60) drawn often. Submits and walltimes often come from a few
    round values so that jobs end together (ties at the shadow time, at backfill ticks);
    ``dense`` packs submits into [0, 5] and walltimes into [1, 4], where such ties abound.
    """

    @st.composite
    def build(draw):
        if draw(st.booleans()):
            cluster = Cluster("nodes", draw(st.integers(1, 4)), draw(st.integers(1, 4)), True)
        else:
            cluster = processors(draw(st.integers(1, 8)))
        n = draw(st.integers(1, max_jobs))
        jobs = []
        for k in range(n):
            if dense:
                submit, wall = draw(st.integers(0, 5)), draw(st.integers(1, 4))
            else:
                submit = draw(st.one_of(st.integers(0, 300), st.sampled_from([0, 10, 20, 30])))
                wall = draw(st.one_of(st.integers(1, 200), st.sampled_from([10, 20, 30])))
            cores = draw(st.integers(1, cluster.total_cores))
            if overrun:
                runtime = draw(
                    st.one_of(
                        st.integers(1, 300),
                        st.just(wall),
                        st.sampled_from(
                            [wall - 1, wall + 1, wall + 59, wall + 60, wall + 61]
                        ).filter(lambda r: r > 0),
                    )
                )
            else:
                runtime = draw(st.one_of(st.integers(1, wall), st.just(wall)))
            parents = ()
            if deps and k:
                parents = tuple(sorted(set(draw(st.lists(st.integers(0, k - 1), max_size=2)))))
            jobs.append(Job(k, submit, cores, wall, runtime, deps=parents))
        return Workload(jobs, cluster)

    return build()


def check_reserved(s: Schedule, subs: Sequence = ()) -> None:
    """Every job ends; a step that ran in its reservation (``subs``: WARP submissions) ran
    inside it; at every instant the units of other jobs (up to their requested end) plus the
    reservations while open fit the machine; every reservation a job used is a step's."""
    total = s.workload.cluster.total_units
    bound = {
        sub.jobs[t]: r for sub in subs for t, r in sub.reservations.items() if r.job_start >= 0
    }
    assert {r.id for r in bound.values()} == {r.id for r in s.reservations if r.job_start >= 0}
    events = []
    for i, j in enumerate(s.workload.jobs):
        assert 0 <= s.start[i] < s.end[i] and s.start[i] >= j.submit, j
        r = bound.get(j.id)
        if r is not None:
            assert r.start <= s.start[i] and s.end[i] <= r.end and s.units[i] <= r.units
            assert (r.job_start, r.job_end) == (s.start[i], s.end[i])
        else:
            events += [
                (s.start[i], s.units[i]),
                (min(s.end[i], s.start[i] + j.walltime), -s.units[i]),
            ]
    events += [
        ev
        for r in s.reservations
        if r.closed > r.start
        for ev in ((r.start, r.units), (r.closed, -r.units))
    ]
    level = 0
    for t, du in sorted(events):
        level += du
        assert level <= total, (t, level)


def archive_trace(name: str):
    """A Parallel Workloads Archive trace found through ``$HPCGYM_TRACES`` (see
    :mod:`hpcgym.traces`), or a skip of the test that needs it."""
    import pytest

    from hpcgym.traces import find_trace

    try:
        return find_trace(name)
    except FileNotFoundError as e:
        pytest.skip(str(e).split(";")[0])


def default_sigint() -> None:
    """``preexec_fn`` of a child that a test interrupts: SIGINT back to its default, so Python
    raises KeyboardInterrupt there even when pytest itself runs with SIGINT ignored (a
    background job of a non-interactive shell), as a terminal's child would."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


@contextmanager
def within(seconds: int) -> Iterator[None]:
    """Raise ``TimeoutError`` in the block once it has run ``seconds`` (SIGALRM; the main
    thread only): a bad input is refused before any work whatever its value, never after a
    hang. A bound to fail on, not a measure of speed."""
    import signal

    def expired(signum: int, frame: object) -> None:
        raise TimeoutError(f"no answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
