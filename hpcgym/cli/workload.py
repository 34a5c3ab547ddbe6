"""``hpcgym workload``: generate an Edison-like workload and print its fit to rodrigo2018."""

from __future__ import annotations

import argparse

from hpcgym.cli.args import add_force_size, nonneg_int, output_file, positive_float

DESCRIPTION = """Generate an Edison-like workload (the NERSC Edison model of rodrigo2018) and print
its statistics beside the paper's: job geometry, runtimes, inter-arrivals, execution queues and
users. --out writes it as an SWF file that 'hpcgym run --trace' reads."""


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``workload`` on the ``hpcgym`` sub-command parser."""
    wl = sub.add_parser(
        "workload",
        help="generate a workload and compare it with the paper",
        description=DESCRIPTION,
    )
    wl.add_argument("model", choices=["edison"], help="the generator: edison (rodrigo2018)")
    wl.add_argument(
        "--days", type=positive_float, default=7.0, help="days measured, after a 1-day warm-up"
    )
    wl.add_argument("--seed", type=nonneg_int, default=1, help="generator seed")
    wl.add_argument("--out", type=output_file, help="write the workload as SWF (.gz compresses)")
    add_force_size(wl)
    wl.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from hpcgym.sizes import FORCE, check_jobs
    from hpcgym.workloads.edison import (
        EdisonConfig,
        expected_jobs,
        format_queue_mix,
        format_stats,
        generate,
        queue_mix,
        user_stats,
        workload_stats,
    )

    check_jobs(
        "--days", f"{args.days:g}", expected_jobs(args.days), allow_large=args.force_size, how=FORCE
    )
    workload = generate(EdisonConfig(days=args.days, seed=args.seed, allow_large=True))
    print(
        f"{workload.name}: {len(workload)} jobs, warm-up until {workload.warmup_end} s, "
        f"horizon {workload.horizon} s"
    )
    print(format_stats(workload_stats(workload)))
    print(
        "\nexecution queues (rodrigo2018 Table 2: priority P, eligible jobs per user E), "
        "shares of the measured jobs and core-hours:"
    )
    print(format_queue_mix(queue_mix(workload)))
    print("\nusers:")
    print(format_stats(user_stats(workload)))
    if args.out:
        from hpcgym.workloads.swf import write_swf

        write_swf(args.out, workload)
        print(f"wrote {args.out}")
    return 0
