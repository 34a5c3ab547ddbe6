"""``hpcgym sweep``: every run of a scenario file, on local processes or a Ray cluster,
resumable (each result is kept as it finishes)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from hpcgym.cli.args import add_force_size, add_runner_options, capped_jobs, default_jobs
from hpcgym.cli.output import add_progress_option

DESCRIPTION = """Run every point of a scenario file, on local processes or on a Ray cluster.

Each run's result is written to OUT/runs/ as it finishes; a rerun skips the runs already there
(and says how many), and Ctrl-C stops the workers and keeps what finished (exit code 130). At
the end: the mean and 95% confidence interval per group as a table, summary.json, summary.csv
and the study's figure where it has one. 'hpcgym scenarios' lists the shipped scenario files."""


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``sweep`` on the ``hpcgym`` sub-command parser."""
    sw = sub.add_parser(
        "sweep", help="run every point of a scenario file (resumable)", description=DESCRIPTION
    )
    sw.add_argument(
        "scenario", help="a scenario file (.toml) or a shipped scenario's name ('hpcgym scenarios')"
    )
    add_runner_options(
        sw,
        jobs=None,
        jobs_help=f"worker processes (local, default {default_jobs()}) or CPUs "
        "for a Ray instance started here (default all)",
        out_help="result folder (default sweeps/<name>)",
    )
    sw.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="TABLE.KEY=VALUE",
        help="override a value of the file, e.g. workload.days=1 or "
        "'seeds.count=3' (repeatable; the value is TOML)",
    )
    sw.add_argument("--dry-run", action="store_true", help="list the grid, run nothing")
    add_force_size(sw)
    add_progress_option(sw)
    sw.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from hpcgym.sweeps import sweep
    from hpcgym.sweeps.scenario import load, parse_set
    from hpcgym.sweeps.size import MAX_RUNS

    sc = load(args.scenario, parse_set(args.set), None if args.force_size else MAX_RUNS)
    specs = sc.specs()
    unique = {s.key: s for s in specs}
    out = args.out or Path("sweeps") / sc.name
    if args.dry_run:
        print(
            f"{sc.name} ({sc.kind.name}): {len(sc.points())} grid points x "
            f"{len(sc.seeds)} seed(s) -> {len(unique)} runs into {out}"
        )
        for s in unique.values():
            print(f"  {s.name}")
        return 0
    jobs = capped_jobs(
        args,
        args.jobs if args.jobs is not None else (None if args.backend == "ray" else default_jobs()),
    )
    print(
        f"{sc.name} ({sc.kind.name}): {len(unique)} runs on {args.backend}"
        f"{f' ({jobs} workers)' if jobs else ''} into {out}",
        file=sys.stderr,
        flush=True,
    )
    report = sweep.run(
        sc,
        out,
        backend=args.backend,
        jobs=jobs,
        retries=args.retries,
        address=args.address,
        progress=not args.no_progress,
    )
    o = report.outcome
    print(
        f"{o.ran} runs done now, {o.skipped} before, {len(o.failures)} failed; results in "
        f"{out / 'runs'}, summary in {out / 'summary.csv'}"
        + (f", figure {report.extra['figure']}" if report.extra.get("figure") else "")
    )
    for s, err in o.failures:
        print(
            f"failed: {s.name}: {err.strip().splitlines()[0] if err.strip() else ''}",
            file=sys.stderr,
        )
    return 1 if o.failures else 0
