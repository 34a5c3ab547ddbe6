"""The online planner's runtime model, learned from the jobs ended so far (the compiled
core's ``slowdown_weight`` in ``rust/src/dispatch.rs``, tested in lockstep).

A job's requested walltime is a poor stand-in for its runtime where users over-ask (on HPC2N
jobs run 38% of what they request, and a third run under a minute): a planner that takes the
request as the runtime charges a 27,000-s request that will run 10 s for its wait as if it were
long, though bounded slowdown charges it 2,700 times more. The model counts the ended jobs by
request class (log2 of the request) and by the share of it they ran (half-octaves below 1), and
charges the wait ``w`` of a job not yet ended ``1 + w * omega``, with ``omega`` its class's
expected ``1 / max(runtime, tau)`` (the request itself counted as one more job, the prior); the
copies also run each job the share of its request the ended jobs used
(:meth:`~hpcgym.batch.simulator.Simulator.forget_future`). Where runtimes equal requests (the
Lublin traces) it charges what the requests do.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from hpcgym.batch.simulator import DONE, KILLED

REQ_CLASSES = 40
SHARE_CLASSES = 41
# The share each class stands for: 1, or the geometric middle 2^(-(2h-1)/4) of its bounds
# (two correctly rounded square roots of a power of two, so both languages agree to the bit).
SHARES = [1.0] + [math.sqrt(math.sqrt(2.0 ** -(2 * h - 1))) for h in range(1, SHARE_CLASSES)]


def req_class(request: int) -> int:
    """The request's class: log2 of its seconds."""
    return min(max(request, 1).bit_length() - 1, REQ_CLASSES - 1)


def share_class(ran: int, request: int) -> int:
    """0 if the job ran its request or more, else ``h`` for a share in
    ``[2^(-h/2), 2^(-(h-1)/2))`` (on integers), at most ``SHARE_CLASSES - 1``."""
    if ran >= request:
        return 0
    r2, w2 = max(ran, 1) ** 2, request * request
    h = 0
    while h < SHARE_CLASSES - 1 and (r2 << h) < w2:
        h += 1
    return h


class RuntimeModel:
    """Ended jobs counted by request and share class, and the slowdown weight they give."""

    __slots__ = ("counts", "tau")

    def __init__(
        self,
        start: Sequence[int],
        end: Sequence[int],
        status: Sequence[int],
        walltime: Sequence[int],
        tau: float,
    ) -> None:
        self.tau = float(tau)
        self.counts = [[0] * SHARE_CLASSES for _ in range(REQ_CLASSES)]
        for i, st in enumerate(status):
            if st in (DONE, KILLED):
                w = walltime[i]
                self.counts[req_class(w)][share_class(end[i] - start[i], w)] += 1

    def weight(self, request: int) -> float:
        """The expected ``1 / max(runtime, tau)`` of a job requesting ``request`` seconds."""
        tau, w = self.tau, float(request)
        num, den = 1.0 / max(w, tau), 1.0
        for h, c in enumerate(self.counts[req_class(request)]):
            if c > 0:
                num += c / max(SHARES[h] * w, tau)
                den += c
        return num / den

    def mean_bsld(
        self,
        submit: Sequence[int],
        start: Sequence[int],
        end: Sequence[int],
        walltime: Sequence[int],
        measured_from: int,
        ended_before: set[int],
    ) -> float:
        """A rollout's mean bounded slowdown over its measured finished jobs: the true one for
        the jobs ended before the rollout (``ended_before``), ``1 + wait * weight`` for the
        others; NaN over no job."""
        total, count = 0.0, 0
        weights: dict[int, float] = {}
        for i, s in enumerate(start):
            if s < 0 or end[i] < 0 or submit[i] < measured_from:
                continue
            wait = s - submit[i]
            if i in ended_before:
                run = end[i] - s
                total += max((wait + run) / max(run, self.tau), 1.0)
            else:
                w = walltime[i]
                if w not in weights:
                    weights[w] = self.weight(w)
                total += max(1.0 + wait * weights[w], 1.0)
            count += 1
        return total / count if count else math.nan
