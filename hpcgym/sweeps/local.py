"""The local backend: runs in this process (one job) or in a pool of worker processes.

Runs are handed out one at a time as workers free up (at most ``jobs`` in flight), so an
interrupt loses only the runs in flight and the progress bar's ETA is honest. A run that
raises is retried up to ``retries`` times, unless what it raised says the run itself is wrong
(:data:`~hpcgym.sweeps.run.PERMANENT`: a bad config). A worker that dies (a crash, the OOM
killer) breaks the pool, which is rebuilt; every run in flight then counts an attempt (which
one killed it is unknown). Workers ignore Ctrl-C: the driver stops them and keeps what
finished. Workers die with their driver, ``kill -9`` included: each watches the driver's
process (a pidfd where Linux has one, else a poll) and, on Linux, asks for SIGKILL when its
parent (the forkserver) dies; the forkserver and the resource tracker then end on their own.
The pool outlives a call, so a study that runs in waves keeps its warm workers.
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing as mp
import os
import select
import signal
import sys
import threading
import time
import traceback
from collections import deque
from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from hpcgym.sweeps.run import RunSpec, call, permanent


@dataclass(slots=True)
class Event:
    """A run that ended: its output, or after its last attempt the error."""

    index: int
    output: dict[str, Any] | None
    error: str | None
    attempts: int | None  # None: the backend retried on its own and did not say
    exc: BaseException | None = None  # what the run raised, when it raised


def _error(e: BaseException) -> str:
    return f"{type(e).__name__}: {e}" if str(e) else type(e).__name__


def serial(
    specs: Sequence[RunSpec], workdirs: Sequence[str | None], retries: int
) -> Iterator[Event]:
    """Every run in this process, in order."""
    for i, s in enumerate(specs):
        for attempt in range(1, retries + 2):
            try:
                out = call(s.func, s.config, workdirs[i])
            except Exception as e:  # noqa: BLE001 - a run's failure is data, not a crash
                if attempt > retries or permanent(e):
                    yield Event(i, None, _error(e) + "\n" + traceback.format_exc(), attempt, e)
                    break
                continue
            yield Event(i, out, None, attempt)
            break


PR_SET_PDEATHSIG = 1  # linux/prctl.h
POLL_S = 0.5  # how often a worker without a pidfd looks for its driver


def _parent_death_signal() -> None:
    """On Linux, SIGKILL this process when its parent dies (prctl PR_SET_PDEATHSIG)."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes

    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


def _watch(driver: int) -> None:
    """Block until process ``driver`` ends, then end this process at once."""
    fd = None
    with contextlib.suppress(AttributeError, OSError):  # pidfd: Linux >= 5.3, Python >= 3.9
        fd = os.pidfd_open(driver)
    if fd is not None:
        poller = select.poll()
        poller.register(fd, select.POLLIN)
        while not poller.poll(None):
            pass
    else:
        while not _gone(driver):
            time.sleep(POLL_S)
    os._exit(1)


def _init_worker(driver: int) -> None:
    """A worker: Ctrl-C ignored (the driver decides), and dead with ``driver``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _parent_death_signal()
    if _gone(driver):
        os._exit(1)
    threading.Thread(target=_watch, args=(driver,), name="driver-watch", daemon=True).start()


def _context() -> Any:
    """forkserver where there is one (no fork of a threaded driver), else spawn."""
    methods = mp.get_all_start_methods()
    return mp.get_context("forkserver" if "forkserver" in methods else "spawn")


def _stop(pool: ProcessPoolExecutor) -> None:
    """Cancel what has not started and end the workers now."""
    pool.shutdown(wait=False, cancel_futures=True)
    terminate = getattr(pool, "terminate_workers", None)  # Python >= 3.14
    if terminate is not None:
        terminate()
        return
    for p in list((getattr(pool, "_processes", None) or {}).values()):
        p.terminate()
    for p in list((getattr(pool, "_processes", None) or {}).values()):
        p.join(5)


_POOLS: dict[int, ProcessPoolExecutor] = {}


def _pool(jobs: int) -> ProcessPoolExecutor:
    """The pool of ``jobs`` workers, kept between calls: a study that runs in waves (maxutil)
    keeps its workers and what they cached (a workload read once per worker)."""
    if jobs not in _POOLS:
        _POOLS[jobs] = ProcessPoolExecutor(
            jobs, mp_context=_context(), initializer=_init_worker, initargs=(os.getpid(),)
        )
    return _POOLS[jobs]


def _drop(jobs: int) -> None:
    pool = _POOLS.pop(jobs, None)
    if pool is not None:
        _stop(pool)


def pooled(
    specs: Sequence[RunSpec], workdirs: Sequence[str | None], jobs: int, retries: int
) -> Iterator[Event]:
    """Every run on ``jobs`` worker processes, as they finish."""
    todo = deque(range(len(specs)))
    attempts = [0] * len(specs)
    flight: dict[Future, int] = {}

    def retry_or_fail(i: int, error: str, exc: BaseException | None = None) -> Event | None:
        if attempts[i] > retries or (exc is not None and permanent(exc)):
            return Event(i, None, error, attempts[i], exc)
        todo.appendleft(i)
        return None

    try:
        while todo or flight:
            pool = _pool(jobs)
            broken = False
            while todo and len(flight) < jobs:
                i = todo[0]
                try:  # a worker that died since the last wait has broken the pool already
                    f = pool.submit(call, specs[i].func, specs[i].config, workdirs[i])
                except BrokenProcessPool:
                    broken = True
                    break
                todo.popleft()
                attempts[i] += 1
                flight[f] = i
            finished, _ = wait(flight, return_when=FIRST_COMPLETED) if flight else ((), ())
            for f in finished:
                i = flight.pop(f)
                try:
                    out = f.result()
                except BrokenProcessPool:
                    broken = True
                    event = retry_or_fail(i, "a worker process died (crash or kill)")
                except Exception as e:  # noqa: BLE001
                    event = retry_or_fail(
                        i,
                        _error(e) + "".join(f"\n{c}" for c in [getattr(e, "__cause__", None)] if c),
                        e,
                    )
                else:
                    event = Event(i, out, None, attempts[i])
                if event is not None:
                    yield event
            if broken:  # every run still in flight died with the pool
                for f, i in list(flight.items()):
                    flight.pop(f)
                    event = retry_or_fail(i, "a worker process died (crash or kill)")
                    if event is not None:
                        yield event
                _drop(jobs)
    finally:
        if flight:  # interrupted (or closed early): stop the workers, keep nothing running
            _drop(jobs)


def local(
    specs: Sequence[RunSpec], workdirs: Sequence[str | None], jobs: int = 1, retries: int = 2
) -> Iterator[Event]:
    """The local backend: in this process for one job, else a process pool."""
    if jobs <= 1:
        return serial(specs, workdirs, retries)
    return pooled(specs, workdirs, jobs, retries)


@atexit.register
def _shutdown() -> None:
    for jobs in list(_POOLS):
        _POOLS.pop(jobs).shutdown(wait=False, cancel_futures=True)
