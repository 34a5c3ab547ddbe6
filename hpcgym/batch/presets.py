"""The named native policies (the presets the CLI, the envs and the papers use) and the
``+options`` a name may carry; :func:`get_policy` parses a name into its
:class:`~hpcgym.batch.scheduler_config.SchedulerConfig` once, at the edge
(:mod:`hpcgym.batch.policies` describes each preset).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hpcgym.batch.fairshare import FairShare
from hpcgym.batch.rlscheduler import NO_KILL_GRACE
from hpcgym.batch.rlscheduler import PRESETS as RLSCHEDULER_PRESETS
from hpcgym.batch.scheduler_config import MoabSettings, SchedulerConfig
from hpcgym.checks import shown
from hpcgym.errors import InputTypeError, UnknownNameError
from hpcgym.units import MINUTE

POLICIES: dict[str, SchedulerConfig] = {
    p.name: p
    for p in (
        SchedulerConfig("fcfs"),
        SchedulerConfig("fcfs-easy", backfill="easy"),
        SchedulerConfig("fcfs-conservative", backfill="conservative"),
        SchedulerConfig("sjf-easy", priority="sjf", backfill="easy"),
        SchedulerConfig("wfp3-easy", priority="wfp3", backfill="easy"),
        SchedulerConfig("unicep-easy", priority="unicep", backfill="easy"),
        SchedulerConfig("f1-easy", priority="f1", backfill="easy"),
        SchedulerConfig(
            "slurm",
            priority="multifactor",
            backfill="conservative",
            depth=50,
            bf_interval=30,
            grace=MINUTE,
        ),
        # The slurm preset with TRES-weighted multifactor priority (hpcgym.batch.orders.tres_queue).
        SchedulerConfig(
            "slurm-tres",
            priority="tres",
            backfill="conservative",
            depth=50,
            bf_interval=30,
            grace=MINUTE,
        ),
        # rodrigo2018 §3.1.3 and Table 2. Not in the paper, chosen openly: the 30-s pass (Moab's
        # default scheduling iteration), EASY over every eligible job (Moab's defaults
        # RESERVATIONDEPTH=1, no backfill depth limit), no over-time grace ("If a job runs
        # longer than the user estimated wall clock time, the job is terminated", §3.1.3).
        SchedulerConfig.of(
            "moab-edison",
            "moab",
            "easy",
            bf_interval=30,
            moab=MoabSettings("edison", eligible_until="end"),
        ),
        # RLScheduler's own rules (SC'20; hpcgym.batch.rlscheduler): the head locked when it
        # first blocks, one shadow from requested ends, backfill in submit order of jobs
        # ending before it, its WFP3 / UNICEP, no kill at the limit.
        *(
            SchedulerConfig(name, priority=h, backfill="rlscheduler", grace=NO_KILL_GRACE)
            for name, h in RLSCHEDULER_PRESETS.items()
        ),
    )
}


# Options a policy name may carry after "+", e.g. "slurm+count-held+core-hours".
OPTIONS: dict[str, dict[str, Any]] = {
    # Held WoAS tasks out of the backfill depth: the default (Slurm's build_job_queue drops
    # jobs with unmet dependencies); the option names it explicitly.
    "filter": {"filter_held": True},
    # Held WoAS tasks take places in the backfill depth (the reading of rodrigo2017 §5.2.2 and §6;
    # CHANGELOG.md says when the default changed).
    "count-held": {"filter_held": False},
    "core-hours": {"size_factor": "core-hours"},
    "per-minute": {"size_factor": "per-minute"},
    # Moab: a user's place frees when a job starts (Moab's idle-job limit), instead of when it
    # ends as rodrigo2018 §3.1.3 words it ("only ... after the first five jobs have finished").
    "at-start": {"eligible_until": "start"},
    # Moab: every queue also ages, 4 a pass (= 1 - min P of Table 2, so low still gains 1):
    # the reading of "the job priority will grow faster" in which every queue grows.
    "aging": {"age_rate": 4},
    # Slurm on node identities with select/linear: its node choice, node-level backfill
    # reservations and backfill cadence (hpcgym.batch.node_backfill).
    "nodes": {"nodes": True},
    # With +nodes: overrunning jobs killed at Slurm's 30-s periodic time-limit check.
    "limit-check": {"limit_check": 30},
    # With +nodes: slurmctld's latencies in real seconds, as fitted on the recorded runs
    # (benchmarks/slurm/timing.json; tests/core/batch/test_slurm_recorded.py keeps them equal).
    "latency": {"submit_latency": 0.05, "overhead": 0.12, "settle": 0.02},
    # Slurm's fair-share term (slurmdbd's Fair Tree; hpcgym.batch.fairshare) at Slurm's
    # defaults, a 7-day half-life and a 5-minute calculation period, every user (Job.user)
    # one share, weighted as in the Slurm harness.
    "fairshare": {"fairshare": FairShare()},
}


def get_policy(policy: str | SchedulerConfig) -> SchedulerConfig:
    """A config by name, with ``+option`` suffixes from :data:`OPTIONS`."""
    if isinstance(policy, SchedulerConfig):
        return policy
    if not isinstance(policy, str):
        raise InputTypeError(
            f"policy must be a policy name ({', '.join(POLICIES)}) or a SchedulerConfig, "
            f"got {shown(policy)}"
        )
    base, *flags = policy.split("+")
    try:
        config = POLICIES[base]
    except KeyError:
        raise UnknownNameError(f"unknown policy {policy!r}; known: {', '.join(POLICIES)}") from None
    for flag in flags:
        if flag not in OPTIONS:
            raise UnknownNameError(
                f"unknown policy option {flag!r} in {policy!r}; known: {', '.join(OPTIONS)}"
            )
        config = replace(config, **OPTIONS[flag])
    return replace(config, name=policy) if flags else config
