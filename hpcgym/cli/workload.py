"""``hpcgym workload``: generate an Edison-like workload (rodrigo2018) or a Lublin-Feitelson one
(lublin2003) and print its fit to the paper or to the bundled trace the model made."""

from __future__ import annotations

import argparse

from hpcgym.cli.args import add_force_size, nonneg_int, output_file, positive_float, positive_int
from hpcgym.cli.run import EDISON_DAYS, LUBLIN_JOBS, sized
from hpcgym.workloads.lublin import TRACE_MODELS

DESCRIPTION = """Generate a workload and print how it fits its source. edison: the NERSC Edison
model of rodrigo2018, its statistics beside the paper's (job geometry, runtimes,
inter-arrivals, execution queues and users). lublin_256-model, lublin_256_new2-model: the
Lublin-Feitelson model (lublin2003) with the parameters the bundled trace of that name was
generated from, --jobs jobs, with two-sample tests of its sizes, runtimes, inter-arrivals and
offered load against the trace. --out writes it as an SWF file that 'hpcgym run --trace'
reads."""


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``workload`` on the ``hpcgym`` sub-command parser."""
    wl = sub.add_parser(
        "workload",
        help="generate a workload and compare it with the paper",
        description=DESCRIPTION,
    )
    wl.add_argument(
        "model",
        choices=["edison", *TRACE_MODELS],
        help="the generator: edison (rodrigo2018), or a Lublin model (lublin2003) named after "
        "the bundled trace it made",
    )
    wl.add_argument(
        "--days",
        type=positive_float,
        help=f"edison: days measured, after a 1-day warm-up (default {EDISON_DAYS:g})",
    )
    wl.add_argument(
        "--jobs", type=positive_int, help=f"a Lublin model: jobs (default {LUBLIN_JOBS:,})"
    )
    wl.add_argument("--seed", type=nonneg_int, default=1, help="generator seed")
    wl.add_argument("--out", type=output_file, help="write the workload as SWF (.gz compresses)")
    add_force_size(wl)
    wl.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    sized(argparse.Namespace(**{**vars(args), "workload": args.model}))
    if args.model in TRACE_MODELS:
        args.jobs = args.jobs or LUBLIN_JOBS
        return run_lublin(args)
    args.days = args.days or EDISON_DAYS
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


def run_lublin(args: argparse.Namespace) -> int:
    """Generate ``--jobs`` jobs of a Lublin model and test them against its trace."""
    from hpcgym.sizes import FORCE, check_jobs
    from hpcgym.workloads.lublin import generate
    from hpcgym.workloads.lublin_fit import compare, format_fits
    from hpcgym.workloads.swf import load_trace

    check_jobs("--jobs", str(args.jobs), args.jobs, allow_large=args.force_size, how=FORCE)
    workload = generate(TRACE_MODELS[args.model], args.jobs, args.seed)
    trace_name = args.model.removesuffix("-model")
    print(
        f"{workload.name}: {len(workload)} jobs on {workload.cluster.total_cores} processors, "
        f"submitted over {workload.jobs[-1].submit / 86_400:.1f} days"
    )
    print(f"\ntwo-sample tests against the bundled trace {trace_name} (p >= 0.01: no evidence "
          "of a difference):")  # fmt: skip
    print(format_fits(compare(load_trace(trace_name), [workload])))
    if args.out:
        from hpcgym.workloads.swf import write_swf

        write_swf(args.out, workload)
        print(f"wrote {args.out}")
    return 0
