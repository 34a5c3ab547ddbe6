"""Integer programs on HiGHS under a hard deadline. HiGHS' own time limit is checked between
steps of its search, and a single step (root cut separation) can run for minutes, so the solve
runs in a worker process (:mod:`hpcgym.warp.mip_worker`) that streams back every improving
solution and is killed if it has not stopped ``GRACE`` seconds after the deadline; the last
solution it sent is the result. A worker that stopped by itself serves the next solve, so only
the first solve in a process (or the first after a kill) pays for starting one (about 0.5 s,
counted in the time limit).
"""

from __future__ import annotations

import atexit
import contextlib
import os
import pickle
import queue
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import numpy as np
from scipy.sparse import csc_matrix, spmatrix

GRACE = 0.25
"""Seconds the driver waits past the deadline for HiGHS to stop by itself before the kill."""

_WORKER = Path(__file__).with_name("mip_worker.py")
_POOL_SIZE = 4


@dataclass(slots=True, frozen=True)
class MipModel:
    """``min c x`` s.t. ``row_lo <= a x <= row_hi``, ``lo <= x <= hi``, every x integer."""

    c: np.ndarray
    lo: np.ndarray
    hi: np.ndarray
    a: spmatrix
    row_lo: np.ndarray
    row_hi: np.ndarray


@dataclass(slots=True, frozen=True)
class MipResult:
    """How a solve ended: ``status`` "optimal", "infeasible" or "time_limit"; the best
    solution ``x`` found (None if none) with its ``objective``; the proven lower ``bound`` on
    the objective (-inf if none); ``killed`` when the worker had to be stopped."""

    status: str
    x: np.ndarray | None
    objective: float | None
    bound: float
    killed: bool = False


class _Worker:
    """One worker process, with a thread that queues the frames it sends."""

    def __init__(self) -> None:
        self.errors: IO[bytes] = tempfile.TemporaryFile()  # noqa: SIM115 - lives with the worker
        self.proc = subprocess.Popen(
            [sys.executable, str(_WORKER)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.errors,
        )
        self.frames: queue.Queue[tuple[Any, ...] | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        stream = self.proc.stdout
        assert stream is not None
        while True:
            try:
                self.frames.put(pickle.load(stream))
            except Exception:  # noqa: BLE001 - end of stream, or a frame cut short by a kill
                self.frames.put(None)
                return

    def send(self, request: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        pickle.dump(request, self.proc.stdin, protocol=pickle.HIGHEST_PROTOCOL)
        self.proc.stdin.flush()

    def stderr(self) -> str:
        self.errors.seek(0)
        return self.errors.read().decode(errors="replace").strip()

    def stop(self, kill: bool) -> None:
        """End the process: at once (``kill``) or by closing its input."""
        if kill:
            self.proc.kill()
        else:
            assert self.proc.stdin is not None
            with contextlib.suppress(OSError):
                self.proc.stdin.close()
        try:
            self.proc.wait(timeout=None if kill else 1.0)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for stream in (self.proc.stdin, self.proc.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        self.errors.close()


_idle: list[_Worker] = []
_lock = threading.Lock()


def _take() -> _Worker:
    with _lock:
        while _idle:
            worker = _idle.pop()
            if worker.proc.poll() is None:
                return worker
            worker.stop(kill=True)
    return _Worker()


def _give(worker: _Worker) -> None:
    with _lock:
        if len(_idle) < _POOL_SIZE:
            _idle.append(worker)
            return
    worker.stop(kill=False)


@atexit.register
def _close_all() -> None:
    with _lock:
        workers = list(_idle)
        _idle.clear()
    for worker in workers:
        worker.stop(kill=False)


def _forget() -> None:
    """In a forked child: the parent's workers are not ours to use."""
    global _lock
    _idle.clear()
    _lock = threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget)


def solve_mip(
    model: MipModel,
    time_limit: float,
    *,
    x0: np.ndarray | None = None,
    presolve: bool = False,
    abs_gap: float = 0.0,
) -> MipResult:
    """Minimise ``model`` with HiGHS for at most ``time_limit`` seconds of wall time plus
    ``GRACE``, from the feasible start ``x0`` if given (a MIP start: HiGHS may leave it for
    anything better). ``abs_gap`` stops at a proven objective gap below it (0.999 proves
    optimality of an integer objective). Raises RuntimeError if the worker fails."""
    end = time.monotonic() + max(0.0, float(time_limit))
    a = csc_matrix(model.a)
    request = {
        "c": np.asarray(model.c, dtype=float),
        "lo": np.asarray(model.lo, dtype=float),
        "hi": np.asarray(model.hi, dtype=float),
        "row_lo": np.asarray(model.row_lo, dtype=float),
        "row_hi": np.asarray(model.row_hi, dtype=float),
        "start": a.indptr.astype(np.int32),
        "index": a.indices.astype(np.int32),
        "value": a.data.astype(float),
        "x0": None if x0 is None else np.asarray(x0, dtype=float),
        "presolve": presolve,
        "abs_gap": float(abs_gap),
        "deadline": time.time() + max(0.0, end - time.monotonic()),
    }
    best: tuple[float, np.ndarray] | None = None
    bound = -np.inf
    worker = _take()
    ours = True  # the worker is still this call's to stop
    try:
        worker.send(request)
        while True:
            try:
                frame = worker.frames.get(timeout=max(0.0, end + GRACE - time.monotonic()))
            except queue.Empty:
                worker.stop(kill=True)
                x = None if best is None else best[1]
                obj = None if best is None else best[0]
                return MipResult("time_limit", x, obj, bound, killed=True)
            if frame is None:
                worker.proc.wait()
                raise RuntimeError(
                    f"the HiGHS worker ({_WORKER.name}) exited with status "
                    f"{worker.proc.returncode}: {worker.stderr() or 'no message'}"
                )
            if frame[0] == "bound":
                bound = max(bound, _finite(frame[1]))
                continue
            if frame[0] == "incumbent":
                if best is None or frame[1] < best[0]:
                    best = (float(frame[1]), frame[3])
                bound = max(bound, _finite(frame[2]))
                continue
            _, status, objective, dual, x, message = frame
            if status == "error":
                raise RuntimeError(f"HiGHS: {message}")
            ours = False
            _give(worker)
            bound = max(bound, _finite(dual))
            if x is None and best is not None:
                objective, x = best
            return MipResult(status, x, None if x is None else float(objective), bound)
    except BaseException:
        if ours:
            worker.stop(kill=True)
        raise


def _finite(value: Any) -> float:
    v = float(value) if value is not None else -np.inf
    return v if np.isfinite(v) else -np.inf
