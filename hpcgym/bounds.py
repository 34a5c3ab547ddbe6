"""Hard bounds on the integers a simulation takes, so no sum of times or core-seconds can
leave int64 (the compiled engine's and numpy's integers) and both engines agree.

A time (a submit time, a runtime or walltime request, a policy's grace or interval, a
cluster's ``max_walltime``) is at most :data:`MAX_SECONDS` = 10^11 s (~3,170 years, the SWF
reader's bound); a machine holds at most :data:`MAX_CORES` = 2^24 cores (~16.8 million, above
the largest machine built). One job's core-seconds are then under 1.7e18, a fifth of int64's
9.2e18. A stopping time (``until=``, ``warmup_end``, ``horizon``) and a job id are at most
:data:`MAX_TIMESTAMP` = 2^62. A workload's own span (last submit plus every job's longest
run) times the machine's cores -- the most core-seconds any metric sums -- must stay under
2^63 too (:func:`check_span`); only workloads of billions of core-years meet it. Unlike the
size bounds of :mod:`hpcgym.sizes` these are not for the user to go past.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence

from hpcgym.errors import WorkloadError

MAX_SECONDS = 10**11
MAX_CORES = 2**24
#: A node's memory, MB (2^32 MB = 4 PB): a machine's memory stays under 2^56 MB.
MAX_MEM_PER_NODE = 2**32
MAX_TIMESTAMP = 2**62
INT64_MAX = 2**63 - 1


def check_span(
    name: str,
    submit: Sequence[int],
    walltime: Sequence[int],
    runtime: Sequence[int],
    total_cores: int,
    grace: int = 0,
) -> None:
    """Refuse a workload whose span (the latest any job can end, all of them run one after
    another) times ``total_cores`` leaves int64."""
    if not submit:
        return
    last = _largest(submit)
    # every run is at most its runtime: a span under the bound by the runtimes' plain sum
    # (summed in C) is under it by the exact one, which takes a Python step per job
    quick = last + sum(runtime)
    if quick <= MAX_TIMESTAMP and quick * total_cores <= INT64_MAX:
        return
    span = last + sum(min(r, w + grace) for w, r in zip(walltime, runtime))
    if span > MAX_TIMESTAMP or span * total_cores > INT64_MAX:
        raise WorkloadError(
            f"{name}: the jobs' last submit plus their run times ({span:,} s) on "
            f"{total_cores:,} cores is over 2^63 core-seconds, beyond what the simulators count"
        )


def _largest(column: Sequence[int]) -> int:
    """``max(column)``; of an int64 ``array`` (the SWF parser's columns) by numpy, in C: the
    builtin makes a Python int of each element (~10 ms on 200,000 jobs)."""
    if isinstance(column, array) and column.typecode == "q":
        import numpy as np

        return int(np.frombuffer(column, np.int64).max())
    return max(column)


__all__ = ["INT64_MAX", "MAX_CORES", "MAX_SECONDS", "MAX_TIMESTAMP", "check_span"]
