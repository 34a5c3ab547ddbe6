"""Bounds on the sizes hpcgym builds, checked before any work.

A size (days of a generated workload, jobs or workflows of an episode, an observation window,
training steps, the runs a command lists) is turned into an estimate of what it costs -- jobs,
memory, time -- and refused in one line naming the parameter and the estimate when it is over
its bound below. The bounds are what a laptop does in minutes; going past one is a choice,
made the same way everywhere: ``allow_large=True`` in the API (the generator configs and every
env take it) and ``--force-size`` on the command line.

The per-job figures are measured (``benchmarks/sizes.py`` prints them): an Edison-like workload
of 7 and 112 days, generated then simulated under ``fcfs-easy``, takes ~500 bytes a job and
runs ~10,000 jobs a second; training runs ~350 steps a second (README: 200k steps in 574 s).
"""

from __future__ import annotations

from typing import Any

from hpcgym.errors import InputError

#: Jobs (or tasks) one workload or episode may hold: ~1.2 GB and some minutes per policy.
MAX_JOBS = 2_000_000
#: Rows of an observation window, actions of an env, levels of a request grid.
MAX_WIDTH = 4096
#: Environment steps of one training run (~3 days at TRAIN_STEPS_PER_SECOND).
MAX_TRAIN_STEPS = 100_000_000
#: Runs one command lists (seeds x policies, seeds x grid points).
MAX_RUNS = 10_000
#: Envs one training run steps together (each holds its own episode).
MAX_ENVS = 256
#: Steps of one PPO rollout (n_steps x n_envs), all held in memory with their observations.
MAX_ROLLOUT = 1_000_000

BYTES_PER_JOB = 600
JOBS_PER_SECOND = 10_000
TRAIN_STEPS_PER_SECOND = 350

#: How to go past a bound, in the API and on the command line.
ALLOW = "allow_large=True"
FORCE = "--force-size"


def said(name: str, value: Any) -> str:
    """A parameter and its value as the user gave it: ``--days 100000`` or ``days=100000``."""
    return f"{name} {value}" if name.startswith("-") else f"{name}={value!r}"


def memory(nbytes: float) -> str:
    """``~1.2 GB``."""
    for unit, size in (("TB", 1e12), ("GB", 1e9), ("MB", 1e6)):
        if nbytes >= size:
            return f"~{nbytes / size:,.1f} {unit}"
    return f"~{nbytes / 1e3:,.0f} kB"


def duration(seconds: float) -> str:
    """``~3.2 h``, ``~12 days``, ``~4,000 years``."""
    for unit, size in (("years", 365 * 86400), ("days", 86400), ("h", 3600), ("min", 60)):
        if seconds >= size:
            return f"~{seconds / size:,.1f} {unit}"
    return f"~{seconds:,.0f} s"


def job_cost(jobs: float) -> str:
    """``about 372,000,000 jobs (~223 GB, ~10 h to simulate per policy)``."""
    return (
        f"about {jobs:,.0f} jobs ({memory(jobs * BYTES_PER_JOB)}, "
        f"{duration(jobs / JOBS_PER_SECOND)} to simulate per policy)"
    )


def check_jobs(
    name: str,
    value: Any,
    jobs: float,
    *,
    allow_large: bool = False,
    how: str = ALLOW,
    error: type[InputError] = InputError,
) -> None:
    """Refuse ``name``'s ``value`` when it makes more than :data:`MAX_JOBS` jobs (``jobs``,
    an estimate), saying so and how to go past the bound."""
    if allow_large or jobs <= MAX_JOBS:
        return
    raise error(
        f"{said(name, value)} makes {job_cost(jobs)}, over the bound of {MAX_JOBS:,} jobs; "
        f"{how} goes past it"
    )


def check_bound(
    name: str,
    value: Any,
    amount: float,
    bound: float,
    unit: str,
    *,
    cost: str = "",
    allow_large: bool = False,
    how: str = ALLOW,
    error: type[InputError] = InputError,
) -> None:
    """Refuse ``name``'s ``value`` when ``amount`` (of ``unit``: steps, runs, rows) is over
    ``bound``; ``cost`` says what it would take (``~90 years at ~350 steps/s``)."""
    if allow_large or amount <= bound:
        return
    at = f" ({cost})" if cost else ""
    raise error(
        f"{said(name, value)} means {amount:,.0f} {unit}{at}, over the bound of {bound:,.0f} "
        f"{unit}; {how} goes past it"
    )


__all__ = [
    "ALLOW",
    "BYTES_PER_JOB",
    "FORCE",
    "JOBS_PER_SECOND",
    "MAX_ENVS",
    "MAX_ROLLOUT",
    "MAX_JOBS",
    "MAX_RUNS",
    "MAX_TRAIN_STEPS",
    "MAX_WIDTH",
    "TRAIN_STEPS_PER_SECOND",
    "check_bound",
    "check_jobs",
    "duration",
    "job_cost",
    "memory",
    "said",
]
