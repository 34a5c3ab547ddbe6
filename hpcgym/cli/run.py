"""``hpcgym run``: simulate native policies on a trace or a generated workload."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import POLICIES, get_policy, simulate
from hpcgym.batch.simulator import Schedule
from hpcgym.batch.workload import Workload
from hpcgym.io import print_table, write_jobs_csv, write_json

HEADLINE = ("jobs", "skipped", "killed", "mean_wait_s", "median_wait_s", "frac_wait_lt_3h",
            "mean_bsld", "utilization", "makespan_s", "wall_s", "jobs_per_s")


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``run`` on the ``hpcgym`` sub-command parser."""
    p = sub.add_parser("run", help="simulate one or more native policies on a workload")
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument("--trace", type=Path, help="SWF trace (plain or .gz)")
    src.add_argument("--workload", choices=["edison"], help="generated workload")
    p.add_argument("--days", type=float, default=7.0, help="generated workload: days measured")
    p.add_argument("--seed", type=int, default=1, help="generated workload: seed")
    p.add_argument("--max-jobs", type=int, help="trace: read only the first N jobs")
    p.add_argument("--policy", default="fcfs-easy",
                     help=f"policy or comma-separated list; known: {', '.join(POLICIES)}")
    p.add_argument("--jobs-csv", type=Path, help="write job_id,submit,start,end,procs")
    p.add_argument("--json", type=Path, help='write {"metrics": {...}} (or {"runs": [...]})')
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(func=run)


def _load(args: argparse.Namespace) -> Workload:
    if args.trace is not None:
        from hpcgym.workloads.swf import read_swf

        return read_swf(args.trace, max_jobs=args.max_jobs)
    from hpcgym.workloads.edison import EdisonConfig, generate

    return generate(EdisonConfig(days=args.days, seed=args.seed))


def run(args: argparse.Namespace) -> int:
    policies = [get_policy(p.strip()) for p in args.policy.split(",") if p.strip()]
    workload = _load(args)
    if workload.n_skipped:
        reasons = ", ".join(f"{k}: {v}" for k, v in workload.skipped.items() if v)
        print(f"{workload.name}: skipped {workload.n_skipped} records ({reasons})",
              file=sys.stderr)
    runs = []
    for policy in policies:
        schedule = _simulate(workload, policy.name, not args.no_progress)
        runs.append((policy.name, compute(schedule)))
        if args.jobs_csv:
            path = args.jobs_csv
            if len(policies) > 1:
                path = path.with_name(f"{path.stem}.{policy.name}{path.suffix}")
            write_jobs_csv(path, schedule.workload.jobs, schedule.start, schedule.end)
    print_table(f"{workload.name} ({len(workload)} jobs, {workload.cluster.total_cores} cores)",
                "policy", HEADLINE, runs)
    if args.json:
        if len(runs) == 1:
            doc = {"workload": workload.name, "policy": runs[0][0], "metrics": runs[0][1]}
        else:
            doc = {"workload": workload.name,
                   "runs": [{"policy": p, "metrics": m} for p, m in runs]}
        write_json(args.json, doc)
    return 0


def _simulate(workload: Workload, policy: str, show: bool) -> Schedule:
    if not show:
        return simulate(workload, policy)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), transient=True) as bar:
        task = bar.add_task(policy, total=len(workload))
        return simulate(workload, policy, lambda done: bar.update(task, completed=done))
