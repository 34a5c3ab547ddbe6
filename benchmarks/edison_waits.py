"""What moves Edison's utilization and share of waits < 3 h under
``moab-edison`` (rodrigo2018: tTSU 0.87, TSU 0.91, Table 5; 67% of waits < 3 h, §4.2 Fig. 2c).

    python benchmarks/edison_waits.py [--seeds 1-4] [--quick]

Each row is one hypothesis, measured alone on generated Edison workloads (mean over the
seeds): utilization as tTSU (core-hours used over the whole machine's) and as TSU (over the
capacity left by the maintenance windows), waits < 3 h of the measured jobs, and for the
28-day rows the share per measured week. ``--quick`` keeps the 7-day rows (1.8 min on the
shared 2-core machine, 1.2 min of CPU); the whole table takes about 7 min there.
"""

from __future__ import annotations

import argparse
import dataclasses
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import (
    SchedulerConfig,
    build_simulator,
    get_policy,
    make_scheduler,
)
from hpcgym.batch.simulator import DONE, KILLED, Schedule
from hpcgym.batch.workload import Workload
from hpcgym.cli.run import parse_seeds
from hpcgym.units import DAY, HOUR
from hpcgym.workloads.edison import EdisonConfig, generate

WEEK = 7 * DAY
# rodrigo2018 §6.1: "The available core-hours are calculated subtracting maintenance time (full and
# partial) and other temporal resource reductions"; Table 5: tTSU 0.87, TSU 0.91.
LOST = 1 - 0.87 / 0.91


@dataclass(slots=True)
class Case:
    """One hypothesis: generator knobs, a change to the jobs, maintenance, the policy."""

    label: str
    days: float = 7.0
    config: dict = field(default_factory=dict)
    jobs: Callable[[Workload, int], Workload] | None = None
    maintenance: str = ""  # "", "full" (drained windows) or "partial" (nodes down)
    policy: str | SchedulerConfig = "moab-edison"


def exact_requests(w: Workload, seed: int) -> Workload:
    """Requests equal to runtimes for the jobs that are not killed (perfect estimates)."""
    jobs = [
        dataclasses.replace(j, walltime=max(j.runtime, 60)) if j.runtime <= j.walltime else j
        for j in w.jobs
    ]
    return Workload(jobs, w.cluster, name=w.name, warmup_end=w.warmup_end, horizon=w.horizon)


def chained(share: float) -> Callable[[Workload, int], Workload]:
    """``share`` of a user's jobs depend (afterok) on the user's previous job in the same
    queue that is not killed: held from submit until it ends, and their wait counts from
    submit, as rodrigo2018's toolkit counts it (start - Torque ctime)."""

    def make(w: Workload, seed: int) -> Workload:
        rng = np.random.default_rng([seed, 14])
        last: dict[tuple[int, str], int] = {}
        jobs = []
        for j in w.jobs:
            key = (j.user, j.queue)
            if j.user >= 0 and key in last and rng.random() < share:
                j = dataclasses.replace(j, deps=(last[key],))
            if j.runtime <= j.walltime:
                last[key] = j.id
            jobs.append(j)
        return Workload(jobs, w.cluster, name=w.name, warmup_end=w.warmup_end, horizon=w.horizon)

    return make


CASES = (
    Case("moab-edison, 7 days (README)"),
    Case("offered load = rodrigo2018's tTSU (pressure 0.87)", config={"pressure": 0.87}),
    Case("exact requests", jobs=exact_requests),
    Case("30% of jobs chained afterok", jobs=chained(0.3)),
    Case("no users (no E limit bites)", config={"users": 0}),
    # Not in rodrigo2018: Moab's reservation depth (the preset keeps Moab's default, 1 = EASY).
    Case(
        "every examined job reserves (first 50)",
        policy=SchedulerConfig(
            "moab-edison-conservative-50",
            priority="moab",
            backfill="conservative",
            depth=50,
            bf_interval=30,
            queues="edison",
            eligible_until="end",
        ),
    ),
    # NERSC's AY14 announcement: Edison uses "the same age-based scheduling method that is
    # used on Hopper and Carver" (+aging), alone and with maintenance.
    Case("+aging", policy="moab-edison+aging"),
    Case("14.8 h drained in the week", maintenance="full"),
    Case("+aging + 14.8 h drained in the week", policy="moab-edison+aging", maintenance="full"),
    Case("moab-edison, 28 days", days=28),
    Case("pressure 0.87, 28 days", days=28, config={"pressure": 0.87}),
    Case(
        "pressure 0.87 + 4.4% nodes down", days=28, config={"pressure": 0.87}, maintenance="partial"
    ),
    Case(
        "pressure 0.87 + 14.8 h drained / 2 wk",
        days=28,
        config={"pressure": 0.87},
        maintenance="full",
    ),
    Case("pressure 1.05 + 14.8 h drained / 2 wk", days=28, maintenance="full"),
    Case(
        "+aging + 14.8 h drained / 2 wk, 28 days",
        days=28,
        policy="moab-edison+aging",
        maintenance="full",
    ),
)


def windows(w: Workload) -> list[tuple[int, int]]:
    """Full-machine maintenance: LOST of the time, one window every two weeks, the first
    three days into the measurement (a reservation: jobs that would cross it wait)."""
    period, length = 2 * WEEK, round(LOST * 2 * WEEK)
    return [(t, t + length) for t in range(w.warmup_end + 3 * DAY, w.horizon, period)]


def simulate(w: Workload, case: Case) -> tuple[Schedule, float]:
    """The schedule and the share of capacity maintenance took over the measurement."""
    cfg = get_policy(case.policy)
    sim = build_simulator(w, cfg)
    lost = 0.0
    if case.maintenance == "partial":
        sim.reserve(round(LOST * sim.total_units), sim.now, w.horizon + 365 * DAY)
        lost = LOST
    elif case.maintenance == "full":
        span = w.horizon - w.warmup_end
        for a, b in windows(w):
            sim.reserve(sim.total_units, a, b)
            lost += (min(b, w.horizon) - a) / span
    return sim.run(make_scheduler(cfg), cfg.name), lost


def weekly(s: Schedule) -> list[float]:
    """Share of waits < 3 h of the measured jobs, per week of submission."""
    w = s.workload
    submit = np.array([j.submit for j in w.jobs])
    start, status = np.array(s.start), np.array(s.status)
    ok = ((status == DONE) | (status == KILLED)) & (submit >= w.warmup_end)
    out = []
    for t in range(w.warmup_end, w.horizon, WEEK):
        sel = ok & (submit >= t) & (submit < t + WEEK)
        out.append(float(((start - submit)[sel] < 3 * HOUR).mean()))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", default="1-4")
    ap.add_argument("--quick", action="store_true", help="only the 7-day rows")
    args = ap.parse_args()
    seeds = parse_seeds(args.seeds)
    print(f"{'case (seeds ' + args.seeds + ')':<42}{'tTSU':>7}{'TSU':>7}{'< 3 h':>7}   per week")
    print(f"{'rodrigo2018':<42}{0.87:>7.3f}{0.91:>7.3f}{0.67:>7.3f}")
    t0 = time.perf_counter()
    for case in CASES:
        if args.quick and case.days > 7:
            continue
        tt, tsu, lt3, weeks = [], [], [], []
        for seed in seeds:
            w = generate(EdisonConfig(days=case.days, seed=seed, **case.config))
            if case.jobs is not None:
                w = case.jobs(w, seed)
            s, lost = simulate(w, case)
            m = compute(s)
            tt.append(m["actual_utilization"])
            tsu.append(m["actual_utilization"] / (1 - lost))
            lt3.append(m["frac_wait_lt_3h"])
            weeks.append(weekly(s))
        per_week = " ".join(f"{x:.3f}" for x in np.mean(weeks, axis=0)) if case.days > 7 else ""
        print(
            f"{case.label:<42}{np.mean(tt):>7.3f}{np.mean(tsu):>7.3f}{np.mean(lt3):>7.3f}"
            f"   {per_week}",
            flush=True,
        )
    print(f"({time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main()
