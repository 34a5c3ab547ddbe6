"""``hpcgym run``: simulate native policies, or deploy an agent, on a trace or a generated
workload."""

from __future__ import annotations

import argparse
import itertools
import sys
from collections.abc import Sequence
from pathlib import Path

from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import get_policy, simulate
from hpcgym.batch.simulator import Schedule
from hpcgym.batch.workload import Workload
from hpcgym.cli.args import (
    add_force_size,
    names,
    output_file,
    positive_float,
    positive_int,
    trace_file,
)
from hpcgym.cli.output import add_progress_option, policy_help, print_table
from hpcgym.errors import InputError, WorkloadError
from hpcgym.io import column_header, fmt, print_fitted, print_grid, write_jobs_csv, write_json
from hpcgym.progress import Bar
from hpcgym.sizes import FORCE, JOBS_PER_SECOND, MAX_RUNS, check_bound, check_jobs, duration
from hpcgym.traces import BUNDLED, TRACES_ENV
from hpcgym.units import DAY, HOUR, MINUTE

HEADLINE = (
    "jobs",
    "skipped",
    "killed",
    "mean_wait_s",
    "median_wait_s",
    "frac_wait_lt_3h",
    "mean_bsld",
    "utilization",
    "makespan_s",
    "wall_s",
    "jobs_per_s",
)
# rodrigo2018: Edison's tTSU 0.87 and TSU 0.91 (§6.1, Table 5); 67% of waits < 3 h (§4.2).
PAPER_UTILIZATION = (0.87, 0.91)
PAPER_WAIT_LT_3H = 0.67
DESCRIPTION = f"""Simulate one or more native scheduling policies on an SWF trace or on a
generated Edison-like workload, and print each policy's headline metrics: waits, bounded
slowdown, utilization, makespan.

--trace takes a bundled trace by name ({", ".join(BUNDLED)}), the file name of a trace in one of
the folders of ${TRACES_ENV} (the Parallel Workloads Archive's traces are not shipped), or a
path. --workload edison generates the NERSC Edison workload of rodrigo2018 instead, for one seed
or several, and prints each policy's utilization and waits beside the paper's; --workload
perlmutter a Perlmutter-like one on NERSC's GPU and CPU partitions (hpcgym.workloads.perlmutter),
with each policy's GPU and per-partition figures;
--workload lublin_256-model (or lublin_256_new2-model) generates --jobs jobs of the
Lublin-Feitelson model (lublin2003) with the parameters that bundled trace was made with.

--policy also takes an agent, which picks every start with EASY backfill: rollout:f1:3 (the
online planner: for each decision it tries the base heuristic's three best picks on a copy
that knows only the present; well under a millisecond per decision on the compiled core;
rollout:f1:6+runtimes models runtimes from the jobs ended so far), under its base's queue
(f1-easy for rollout:f1:...), or pretrained:NAME (a shipped model) or a path to a model.zip,
under fcfs-easy's queue. Its time per decision is printed."""
# The Lublin models --workload generates (the keys of hpcgym.workloads.lublin.TRACE_MODELS,
# which loads on use: a trace's run needs no generator).
TRACE_MODELS = ("lublin_256-model", "lublin_256_new2-model")
# The size of a generated workload when --days (edison, perlmutter) or --jobs (a Lublin model)
# is not given.
EDISON_DAYS = 7.0
# The generators sized by --days.
DAY_MODELS = ("edison", "perlmutter")
# What run prints beside the headline on a machine with GPUs or partitions.
RESOURCE_METRICS = ("gpu_utilization", "gpu_idle_waiting_h")
PARTITION_METRICS = ("utilization", "mean_wait_s", "mean_bsld")
LUBLIN_JOBS = 10_000
SHAPE_NAMES = {
    "wider_waits_longer": "wider waits longer",
    "higher_p_waits_less": "higher P waits less",
    "debug_premium_shortest": "debug/premium shortest",
}


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``run`` on the ``hpcgym`` sub-command parser."""
    p = sub.add_parser(
        "run",
        help="simulate native policies or deploy an agent on a workload",
        description=DESCRIPTION,
    )
    src = p.add_mutually_exclusive_group(required=True)
    src.add_argument(
        "--trace",
        type=trace_file,
        metavar="TRACE",
        help=f"SWF trace (plain or .gz): a bundled name ({', '.join(BUNDLED)}), a file name in "
        f"${TRACES_ENV}, or a path",
    )
    src.add_argument("--workload", choices=[*DAY_MODELS, *TRACE_MODELS], help="generated workload")
    p.add_argument(
        "--days",
        type=positive_float,
        help=f"edison, perlmutter: days measured (default {EDISON_DAYS:g})",
    )
    p.add_argument(
        "--jobs",
        type=positive_int,
        help="a Lublin model: jobs per workload (default 10,000)",
    )
    p.add_argument(
        "--seed",
        default="1",
        help="generated workload: seed, or seeds as a list or range (1,2 or 1-4)",
    )
    p.add_argument("--max-jobs", type=positive_int, help="trace: read only the first N jobs")
    p.add_argument(
        "--processors",
        type=positive_int,
        help="trace: the machine's processors, in place of the header's MaxProcs/MaxNodes",
    )
    p.add_argument(
        "--policy",
        type=names,
        default="fcfs-easy",
        help=policy_help("policy or comma-separated list")
        + "; or an agent picking each start with EASY backfill: rollout:BASE[:K][+runtimes] "
        "(the online planner under BASE's queue, e.g. rollout:f1:3; well under a millisecond "
        "per decision on the compiled core), pretrained:NAME or a model.zip (under fcfs-easy)",
    )
    p.add_argument("--jobs-csv", type=output_file, help="write job_id,submit,start,end,procs")
    p.add_argument(
        "--json",
        type=output_file,
        help='write {"metrics": {...}} (or {"runs": [...]}) once every run is done; after '
        "Ctrl-C the finished runs go to JSON.partial.json instead",
    )
    add_force_size(p)
    add_progress_option(p)
    p.set_defaults(func=run)


def seed_ranges(text: str) -> list[range]:
    """``"3"``, ``"1,2,5"`` or ``"1-4"`` (mixed: ``"1-3,7"``) as ranges, checked and not
    expanded (so a huge range is counted before any list is built)."""
    out: list[range] = []
    try:
        for part in str(text).split(","):
            part = part.strip()
            if "-" in part[1:]:
                a, b = part.split("-", 1) if not part.startswith("-") else (part, "")
                out.append(range(int(a), int(b) + 1))
            elif part:
                out.append(range(int(part), int(part) + 1))
    except ValueError:
        raise InputError(f"--seed: expected a seed, a list or a range, got {text!r}") from None
    out = [r for r in out if len(r)]
    if not out:
        raise InputError(f"--seed: no seed in {text!r}")
    if min(r.start for r in out) < 0:
        raise InputError(f"--seed: seeds must be >= 0, got {text!r}")
    return out


def parse_seeds(text: str) -> list[int]:
    """The seeds of :func:`seed_ranges`, in order."""
    return [s for r in seed_ranges(text) for s in r]


def check_sizes(args: argparse.Namespace, n_policies: int) -> None:
    """Refuse, before any work, a generated workload or a list of runs over the bounds of
    :mod:`hpcgym.sizes` (``--force-size`` goes past them)."""
    if not args.workload:
        return
    from hpcgym.workloads.edison import expected_jobs

    force = args.force_size
    if args.workload in TRACE_MODELS:
        jobs = float(args.jobs)
        check_jobs("--jobs", str(args.jobs), jobs, allow_large=force, how=FORCE)
    elif args.workload == "perlmutter":
        from hpcgym.workloads.perlmutter import expected_jobs as perlmutter_jobs

        jobs = perlmutter_jobs(args.days)
        check_jobs("--days", f"{args.days:g}", jobs, allow_large=force, how=FORCE)
    else:
        jobs = expected_jobs(args.days)
        check_jobs("--days", f"{args.days:g}", jobs, allow_large=force, how=FORCE)
    runs = sum(len(r) for r in seed_ranges(args.seed)) * n_policies
    check_bound(
        "--seed",
        args.seed,
        runs,
        MAX_RUNS,
        "runs",
        cost=f"{duration(runs * jobs / JOBS_PER_SECOND)} to simulate",
        allow_large=force,
        how=FORCE,
    )


def _load(args: argparse.Namespace, seed: int | None) -> Workload:
    if args.trace is not None:
        from hpcgym.workloads.swf import read_swf

        workload = read_swf(args.trace, max_jobs=args.max_jobs, size=args.processors)
        if not len(workload):
            why = (
                f"{workload.n_skipped} skipped: {skip_reasons(workload)}"
                if workload.n_skipped
                else "the file holds no job record"
            )
            raise WorkloadError(f"{args.trace}: no usable job records ({why})")
        return workload
    assert seed is not None  # a generated workload always comes with its seeds
    if args.workload in TRACE_MODELS:
        from hpcgym.workloads.lublin import TRACE_MODELS as MODELS
        from hpcgym.workloads.lublin import generate as lublin

        return lublin(MODELS[args.workload], args.jobs, seed)
    if args.workload == "perlmutter":
        from hpcgym.workloads.perlmutter import PerlmutterConfig
        from hpcgym.workloads.perlmutter import generate as perlmutter

        return perlmutter(PerlmutterConfig(days=args.days, seed=seed, allow_large=True))
    from hpcgym.workloads.edison import EdisonConfig, generate

    return generate(EdisonConfig(days=args.days, seed=seed, allow_large=True))


def generated_label(args: argparse.Namespace) -> str:
    """What a generated workload is, for titles and JSON: ``edison-7d``, ``lublin_256-model-10000j``."""
    if args.workload in TRACE_MODELS:
        return f"{args.workload}-{args.jobs}j"
    return f"{args.workload}-{args.days:g}d"


def is_agent(name: str) -> bool:
    """An agent spec (``rollout:f1:3``, ``pretrained:NAME``, ``model.zip``), not a native
    policy: native names hold no ``:``."""
    return ":" in name or name.endswith(".zip")


def sized(args: argparse.Namespace) -> None:
    """Fill in the generated workload's size (``--days`` for edison, ``--jobs`` for a Lublin
    model); the other one, or either with a trace, is refused by name."""
    if args.workload in DAY_MODELS:
        args.days = args.days or EDISON_DAYS
    elif args.days is not None:
        raise InputError(
            "--days sizes a generated edison or perlmutter workload; "
            + ("a Lublin model is sized by --jobs" if args.workload else "not a trace")
        )
    if args.workload in TRACE_MODELS:
        args.jobs = args.jobs or LUBLIN_JOBS
    elif args.jobs is not None:
        other = "--days" if args.workload else "--max-jobs"
        raise InputError(
            f"--jobs sizes a Lublin model workload ({', '.join(TRACE_MODELS)}); use {other} here"
        )


def run(args: argparse.Namespace) -> int:
    sized(args)
    policies = [p if is_agent(p) else get_policy(p).name for p in args.policy]
    check_sizes(args, len(policies))
    seeds = parse_seeds(args.seed) if args.workload else [None]
    many = len(seeds) > 1
    runs: list[tuple[str, dict]] = []
    schedules: dict[str, list[Schedule]] = {p: [] for p in policies}
    workload: Workload | None = None
    try:
        for seed in seeds:
            workload = _load(args, seed)
            if workload.n_skipped:
                print(
                    f"{workload.name}: skipped {workload.n_skipped} records "
                    f"({skip_reasons(workload)})",
                    file=sys.stderr,
                )
            for policy in policies:
                schedule = _simulate(workload, policy, not args.no_progress)
                label = f"{policy} s{seed}" if many else policy
                runs.append((label, compute(schedule)))
                if args.workload:
                    schedules[policy].append(schedule)
                if args.jobs_csv:
                    path = args.jobs_csv
                    tags = ([policy] if len(policies) > 1 else []) + ([f"s{seed}"] if many else [])
                    if tags:
                        path = path.with_name(f"{path.stem}.{'.'.join(tags)}{path.suffix}")
                    write_jobs_csv(path, schedule.workload.jobs, schedule.start, schedule.end)
    except KeyboardInterrupt:
        raise interrupted(args, workload, runs, seeds, len(policies)) from None
    assert workload is not None  # at least one seed ran
    title = (
        f"{workload.name} ({len(workload)} jobs, {workload.cluster.total_cores} cores)"
        if not many
        else f"{generated_label(args)}, seeds {args.seed} ({workload.cluster.total_cores} cores)"
    )
    print_runs(title, runs)
    print_resources(workload, runs)
    tables = {}
    if args.workload == "edison":
        for policy in policies:
            tables[policy] = print_queue_report(policy, schedules[policy], seeds)
    if args.json:
        doc = result_doc(args, workload, runs, seeds, len(policies))
        if tables:
            doc["wait_tables"] = tables
        write_json(args.json, doc)
        partial_path(args.json).unlink(missing_ok=True)
    return 0


def print_runs(title: str, runs: list[tuple[str, dict]]) -> None:
    """One row per run (policy, and seed if several), the headline metrics as columns."""
    print_table(
        title,
        ["policy", *map(column_header, HEADLINE)],
        [[name, *(fmt(m.get(k)) for k in HEADLINE)] for name, m in runs],
        caption="↓ lower is better, ↑ higher is better",
    )


def resource_columns(workload: Workload) -> list[str]:
    """The GPU and per-partition metrics of ``workload``'s machine (none for a cluster of one
    node type without GPUs)."""
    from hpcgym.batch.machine import Machine

    cl = workload.cluster
    cols = list(RESOURCE_METRICS) if cl.total_gpus else []
    if isinstance(cl, Machine):
        cols += [f"{m}_{p}" for p in cl.names for m in PARTITION_METRICS]
    return cols


def print_resources(workload: Workload, runs: list[tuple[str, dict]]) -> None:
    """One row per run of its GPU and per-partition figures, where the machine has them."""
    cols = resource_columns(workload)
    if not cols:
        return
    print_table(
        "GPUs and partitions",
        ["policy", *map(column_header, cols)],
        [[name, *(fmt(m.get(k)) for k in cols)] for name, m in runs],
        caption="gpu_idle_waiting_h: GPU-hours idle while a GPU job waited; <figure>_<partition>",
    )


def skip_reasons(workload: Workload) -> str:
    """Why records of a trace were left out, e.g. ``runtime<=0: 2``."""
    return ", ".join(f"{k}: {v}" for k, v in workload.skipped.items() if v)


def result_doc(
    args: argparse.Namespace,
    workload: Workload,
    runs: list[tuple[str, dict]],
    seeds: list,
    n_policies: int,
    listed: bool = False,
) -> dict:
    """The ``--json`` document: one run's metrics, or ``{"runs": [...]}`` for several (or
    when ``listed``, as after an interrupt)."""
    many = len(seeds) > 1
    if len(runs) == 1 and not listed:
        return {"workload": workload.name, "policy": runs[0][0], "metrics": runs[0][1]}
    return {
        "workload": workload.name if not many else generated_label(args),
        "runs": [
            {"policy": p.split(" ")[0], **({"seed": s} if many else {}), "metrics": m}
            for (p, m), s in zip(runs, [s for s in seeds for _ in range(n_policies)])
        ],
    }


def partial_path(path: Path) -> Path:
    """Where an interrupted command keeps its finished runs: ``X.partial.json`` beside
    ``X.json``, so a complete summary is never replaced by fewer runs."""
    return path.with_name(f"{path.stem}.partial{path.suffix or '.json'}")


def interrupted(
    args: argparse.Namespace,
    workload: Workload | None,
    runs: list[tuple[str, dict]],
    seeds: list,
    n_policies: int,
) -> KeyboardInterrupt:
    """Ctrl-C: the finished runs are printed and written beside ``--json``, to
    :func:`partial_path` (with ``"interrupted": true``; ``--json`` itself, which a finished
    command writes, is left as it was); the exception's message says what was kept."""
    kept = ""
    if runs:
        print_runs("finished before the interrupt", runs)
        if args.json and workload is not None:
            doc = result_doc(args, workload, runs, seeds, n_policies, listed=True)
            path = partial_path(args.json)
            write_json(path, {**doc, "interrupted": True})
            kept = f", kept in {path}"
    return KeyboardInterrupt(
        f"interrupted: {len(runs)} of {len(seeds) * n_policies} runs finished{kept}"
    )


def format_wait(s: float) -> str:
    """A wait as rodrigo2018 Fig. 6 labels them: seconds, minutes, hours or days."""
    if s < MINUTE:
        return f"{s:.0f}s"
    if s < HOUR:
        return f"{s / MINUTE:.0f}m"
    if s < DAY:
        return f"{s / HOUR:.1f}h"
    return f"{s / DAY:.1f}d"


def print_queue_report(policy: str, schedules: list[Schedule], seeds: Sequence[int | None]) -> dict:
    """Utilization and waits < 3 h beside rodrigo2018, the median wait per execution queue x
    requested-cores bin (Fig. 6; pooled over the seeds) and Fig. 6's shape."""
    import numpy as np

    from hpcgym.batch.moab import WIDTH_BINS, fig6_shape, wait_table, width_label
    from hpcgym.batch.queues import QUEUES

    ms = [compute(s) for s in schedules]
    util = [m["utilization"] for m in ms]
    lt3 = [m["frac_wait_lt_3h"] for m in ms]
    order = sorted(QUEUES, key=lambda q: (-QUEUES[q].priority, q))
    table = wait_table(schedules, order)
    shape = fig6_shape(table, {q: QUEUES[q].priority for q in QUEUES})
    seed_txt = ", ".join(map(str, seeds))
    print()
    for line in (
        f"{policy} beside rodrigo2018 (seeds {seed_txt}):",
        f"  utilization      {' '.join(f'{u:.3f}' for u in util)}   mean {np.mean(util):.3f}"
        f"   paper {PAPER_UTILIZATION[0]:.2f} (tTSU) - {PAPER_UTILIZATION[1]:.2f} (TSU), "
        "§6.1 Table 5",
        f"  waits < 3 h      {' '.join(f'{x:.3f}' for x in lt3)}   mean {np.mean(lt3):.3f}"
        f"   paper {PAPER_WAIT_LT_3H:.2f} (§4.2, Fig. 2c)",
        "  Fig. 6 shape (cells of >= 10 jobs; holding / compared): "
        + "; ".join(f"{SHAPE_NAMES[k]} {h}/{n}" for k, (h, n) in shape.items()),
    ):
        print_fitted(line)
    bins = [width_label(lo, hi) for lo, hi in itertools.pairwise(WIDTH_BINS)]
    bins = [b for b in bins if any(b in row for row in table.values())]
    print_grid(
        f"{policy}: median wait (jobs) per queue (P) x requested cores, pooled over the seeds",
        ["queue (P)", *bins],
        [
            [
                f"{q} ({QUEUES[q].priority})",
                *(f"{format_wait(row[b][0])} ({row[b][1]})" if b in row else "" for b in bins),
            ]
            for q, row in table.items()
        ],
    )
    return {
        "utilization": util,
        "frac_wait_lt_3h": lt3,
        "shape": {k: list(v) for k, v in shape.items()},
        "median_wait_s": {
            q: {b: {"median": m, "jobs": n} for b, (m, n) in row.items()}
            for q, row in table.items()
        },
    }


def _simulate(workload: Workload, policy: str, show: bool) -> Schedule:
    """One simulation, with the sweep's progress bar over its jobs on stderr; an agent's
    replay says its time per decision."""
    with Bar(f"{policy} on {workload.name}", len(workload), show, unit="jobs") as bar:
        progress = bar.update if bar.enabled else None
        if not is_agent(policy):
            return simulate(workload, policy, progress)
        from hpcgym.agents.replay import queue_policy, replay

        done = replay(workload, policy, progress=progress)
    print(
        f"{policy} (under {queue_policy(policy)}'s queue): {done.decisions} decisions, "
        f"{done.ms_per_decision:.3g} ms per decision (wall time on this machine)",
        file=sys.stderr,
    )
    return done.schedule
