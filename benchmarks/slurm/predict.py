"""Slurm predicted from the workload alone: the sleep jobs' submit times, requests and sleeps,
the slurm.conf and the controller's start, with slurmctld's timing model (:class:`Timing`)
and nothing read from the run's log.

Slurm's reactions take real time that a sped-up clock multiplies: a job holds its nodes past
its sleep while it launches, reports its completion and runs its epilog, and the main pass that
reuses them comes a moment after; the limit check and the backfill cycle run on the
controller's clock from its start. :class:`Timing` holds those latencies in real seconds;
:func:`fit` chooses them on some recorded runs (:data:`FIT`), and the others judge them.
The truth is what ``jobcomp`` says (whole seconds from the run's t0).
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from benchmarks.slurm.compare import Comparison, with_layout
from benchmarks.slurm.conf import (
    account_ids,
    parse,
    simulator_settings,
)
from benchmarks.slurm.records import RUNS, Run, load, recorded
from hpcgym.batch.job import Job
from hpcgym.batch.policies import SchedulerConfig, get_policy, simulate
from hpcgym.batch.workload import Workload
from hpcgym.units import MINUTE

CHECK = 30  # seconds between slurmctld's time-limit checks (PERIODIC_TIMEOUT)
MODEL = Path(__file__).resolve().parent / "timing.json"
# The runs the timing model is fitted on; every other recorded run judges it.
FIT = (
    *(f"w{k:02d}" for k in range(1, 13)),
    "x01",
    "y01",
)


@dataclass(slots=True, frozen=True)
class Timing:
    """slurmctld's latencies in real seconds (times the run's speed-up in the simulator):

    ``overhead``: a job reports its end this long after its sleep (launch, completion);
    ``settle``: the main pass reacts to an end; ``kill_hold``: a killed job's nodes stay taken
    (whole simulated seconds after scaling); ``submit``: a submission reaches the scheduler;
    ``burst``: each further job of a second's burst reaches it this much later (the
    ``sbatch`` calls of a burst, run in parallel, still queue for the machine's cores);
    ``cycle``: the first backfill cycle comes this long after
    ``bf_interval`` from the controller's start; ``check``: the limit check's phase after each
    multiple of its period from the controller's start; ``launch``: a start keeps counting as a
    change to the backfill cadence.
    """

    overhead: float = 0.0
    settle: float = 0.0
    kill_hold: float = 0.0
    submit: float = 0.0
    burst: float = 0.0
    cycle: float = 0.0
    check: float = 0.0
    launch: float = 0.5

    def scaled(self, speed: float) -> dict[str, int]:
        """The latencies in whole simulated seconds at ``speed``."""
        return {k: round(v * speed) for k, v in asdict(self).items()}


def load_model(path: Path = MODEL) -> Timing:
    """The fitted timing model (:func:`fit`, saved by ``python -m benchmarks.slurm fit``)."""
    if not path.exists():
        return Timing()
    return Timing(**json.loads(path.read_text())["timing"])


def controller(run: Run, cluster: str) -> float:
    """When ``cluster``'s slurmctld started, in seconds from t0: a fact of the harness (it
    starts the controller), logged by slurmctld's first line."""
    return float(run.meta["slurmctld_start"][cluster])


def inputs(
    run: Run, cluster: str, timing: Timing, nodes: bool = True
) -> tuple[Workload, SchedulerConfig]:
    """The simulator's workload and policy for ``run`` on ``cluster`` from its workload and
    slurm.conf alone, with ``timing``."""
    speed = float(run.meta.get("speed", 1))
    t = timing.scaled(speed)
    s = simulator_settings(parse(run.conf), nodes=nodes)
    users = account_ids(run.meta.get("accounts", {}))
    rank: dict[int, int] = {}  # a job's sbatch line's place among its second's
    seen: dict[int, int] = {}
    for w in sorted(run.workload, key=lambda w: (w.submit, w.id)):
        if w.array and w.array != w.id:
            rank[w.id] = rank[w.array]  # an array's tasks come in one line
            continue
        rank[w.id] = seen.get(w.submit, 0)
        seen[w.submit] = rank[w.id] + 1
    jobs = [
        Job(
            w.id,
            w.submit + math.floor(rank[w.id] * timing.burst * speed),
            w.nodes,
            w.limit * MINUTE,
            w.sleep,
            queue=w.partition,
            gpus=w.gpus * w.nodes,
            deps=w.parents(),
            user=users[w.account],
        )
        for w in run.workload
    ]
    wl = Workload(jobs, s.cluster, name=f"{run.name}-{cluster}-predicted")
    config = replace(get_policy(s.policy), depth=s.depth, bf_interval=s.bf_interval, grace=s.grace)
    if nodes:
        start = controller(run, cluster)
        origin = math.floor(start + timing.cycle * speed)
        config = replace(
            config,
            limit_check=CHECK,
            controller_start=origin,
            check_offset=(round(start + timing.check * speed) - origin) % CHECK,
            submit_latency=timing.submit * speed,
            overhead=timing.overhead * speed,
            settle=timing.settle * speed,
            kill_hold=t["kill_hold"],
            launch_delay=t["launch"],
            name=s.policy + "+limit-check",
        )
    return wl, with_layout(config, run, cluster, nodes)


def compare_predicted(
    run: Run, cluster: str = "a", nodes: bool = True, timing: Timing | None = None
) -> Comparison:
    """The simulator fed ``run``'s workload alone against ``cluster``'s jobcomp starts."""
    timing = load_model() if timing is None else timing
    wl, config = inputs(run, cluster, timing, nodes)
    schedule = simulate(wl, config)
    got = run.on(cluster)
    ids = [j.id for j in wl.jobs]
    w = {j.id: j for j in run.workload}
    return Comparison(
        run.name,
        cluster,
        config.name + " (from the workload)",
        ids,
        {i: w[i].submit for i in ids},
        {i: got[i].start for i in ids},
        dict(zip(ids, schedule.start, strict=True)),
        {i: got[i].end for i in ids},
        dict(zip(ids, schedule.end, strict=True)),
    )


def score(runs: list[Run], timing: Timing) -> tuple[int, int]:
    """Jobs within the tolerance and jobs in all, both clusters of every run."""
    within = total = 0
    for run in runs:
        for cl in run.clusters():
            c = compare_predicted(run, cl, timing=timing)
            within += c.within
            total += len(c.ids)
    return within, total


GRID = {
    "overhead": [x / 100 for x in range(0, 13, 2)],
    "settle": [x / 100 for x in range(0, 25, 2)],
    "kill_hold": [x / 10 for x in range(0, 8)],
    "submit": [0.0, 0.02, 0.05, 0.1],
    "burst": [0.0, 0.005, 0.01, 0.015, 0.02, 0.03],
    "cycle": [x / 20 for x in range(-4, 9)],
    "check": [x / 20 for x in range(-4, 9)],
    "launch": [0.0, 0.5],
}


def fit(runs: list[Run], start: Timing | None = None, rounds: int = 2) -> Timing:
    """Coordinate descent over :data:`GRID`: each latency in turn set to the grid value that
    puts the most jobs of ``runs`` within the tolerance (ties: the value nearest the current)."""
    best = start or Timing()
    for _ in range(rounds):
        for name, values in GRID.items():
            cur = getattr(best, name)
            scored = [
                (score(runs, replace(best, **{name: v}))[0], -abs(v - cur), v) for v in values
            ]
            best = replace(best, **{name: max(scored)[2]})
    return best


def save_model(timing: Timing, runs: list[Run], path: Path = MODEL) -> None:
    within, total = score(runs, timing)
    data = {
        "timing": asdict(timing),
        "fitted_on": sorted({r.name for r in runs}),
        "fit_within": [within, total],
    }
    path.write_text(json.dumps(data, indent=1) + "\n")


def is_fit(name: str) -> bool:
    """Whether run ``name`` (or an earlier recording of it, ``<name>.1``) feeds the fit."""
    return name.split(".")[0] in FIT


def fit_runs(root: Path = RUNS) -> list[Run]:
    """The recorded runs the timing model is fitted on (the latest of each FIT workload)."""
    names = recorded(root)
    return [load(n, root) for n in FIT if n in names]
