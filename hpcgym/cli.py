"""The ``hpcgym`` command: run policies on traces or generated workloads, write workloads."""
from __future__ import annotations

import argparse
import csv
import json
import math
import sys
from collections.abc import Sequence
from pathlib import Path

from hpcgym.metrics import compute
from hpcgym.policy import POLICIES, get_policy, simulate
from hpcgym.simulator import Schedule
from hpcgym.workload import Workload

HEADLINE = ("jobs", "skipped", "killed", "mean_wait_s", "median_wait_s", "frac_wait_lt_3h",
            "mean_bsld", "utilization", "makespan_s", "wall_s", "jobs_per_s")


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except (ValueError, KeyError, OSError) as e:
        msg = e.args[0] if isinstance(e, KeyError) and e.args else e
        print(f"hpcgym: error: {msg}", file=sys.stderr)
        return 2


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="hpcgym", description=__doc__)
    sub = p.add_subparsers(required=True, metavar="COMMAND")

    run = sub.add_parser("run", help="simulate one or more native policies on a workload")
    src = run.add_mutually_exclusive_group(required=True)
    src.add_argument("--trace", type=Path, help="SWF trace (plain or .gz)")
    src.add_argument("--workload", choices=["edison"], help="generated workload")
    run.add_argument("--days", type=float, default=7.0, help="generated workload: days measured")
    run.add_argument("--seed", type=int, default=1, help="generated workload: seed")
    run.add_argument("--max-jobs", type=int, help="trace: read only the first N jobs")
    run.add_argument("--policy", default="fcfs-easy",
                     help=f"policy or comma-separated list; known: {', '.join(POLICIES)}")
    run.add_argument("--jobs-csv", type=Path, help="write job_id,submit,start,end,procs")
    run.add_argument("--json", type=Path, help='write {"metrics": {...}} (or {"runs": [...]})')
    run.add_argument("--no-progress", action="store_true", help="no progress bar")
    run.set_defaults(func=_run)

    wl = sub.add_parser("workload", help="generate a workload and compare it with the paper")
    wl.add_argument("model", choices=["edison"])
    wl.add_argument("--days", type=float, default=7.0)
    wl.add_argument("--seed", type=int, default=1)
    wl.add_argument("--out", type=Path, help="write the workload as SWF (.gz compresses)")
    wl.set_defaults(func=_workload)

    from hpcgym.compare import add_command as add_compare
    from hpcgym.maxutil import add_commands as add_task_queue_commands

    add_compare(sub)
    add_task_queue_commands(sub)
    from hpcgym.agents.cli import add_commands as add_agent_commands  # torch only when run

    add_agent_commands(sub)
    return p


def _load(args: argparse.Namespace) -> Workload:
    if args.trace is not None:
        from hpcgym.swf import read_swf

        return read_swf(args.trace, max_jobs=args.max_jobs)
    from hpcgym.edison import EdisonConfig, generate

    return generate(EdisonConfig(days=args.days, seed=args.seed))


def _run(args: argparse.Namespace) -> int:
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
            write_jobs_csv(path, schedule)
    print_table(f"{workload.name} ({len(workload)} jobs, {workload.cluster.total_cores} cores)",
                runs)
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


def _workload(args: argparse.Namespace) -> int:
    from hpcgym.edison import EdisonConfig, format_stats, generate, workload_stats

    workload = generate(EdisonConfig(days=args.days, seed=args.seed))
    print(f"{workload.name}: {len(workload)} jobs, warm-up until {workload.warmup_end} s, "
          f"horizon {workload.horizon} s")
    print(format_stats(workload_stats(workload)))
    if args.out:
        from hpcgym.swf import write_swf

        write_swf(args.out, workload)
        print(f"wrote {args.out}")
    return 0


def print_table(title: str, runs: list[tuple[str, dict]]) -> None:
    """One row per policy, the headline metrics as columns."""
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title)
    table.add_column("policy")
    for k in HEADLINE:
        table.add_column(k, justify="right")
    for name, m in runs:
        table.add_row(name, *(_fmt(m.get(k)) for k in HEADLINE))
    Console(width=200).print(table)


def _fmt(v: object) -> str:
    if isinstance(v, float):
        if math.isnan(v):
            return "-"
        return f"{v:.3f}" if abs(v) < 100 else f"{v:,.0f}"
    return f"{v:,}" if isinstance(v, int) else str(v)


def write_jobs_csv(path: Path, schedule: Schedule) -> None:
    """``job_id,submit,start,end,procs``: one row per simulated job (-1 if it never ran)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(("job_id", "submit", "start", "end", "procs"))
        for j, s, e in zip(schedule.workload.jobs, schedule.start, schedule.end):
            w.writerow((j.id, j.submit, s, e, j.cores))


def write_json(path: Path, doc: dict) -> None:
    """Write atomically: a crash never leaves a half-written result."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(_finite(doc), indent=2, allow_nan=False) + "\n")
    tmp.replace(path)


def _finite(v: object) -> object:
    """NaN (a statistic over no job) becomes null, which every JSON reader accepts."""
    if isinstance(v, float) and math.isnan(v):
        return None
    if isinstance(v, dict):
        return {k: _finite(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_finite(x) for x in v]
    return v


if __name__ == "__main__":
    sys.exit(main())
