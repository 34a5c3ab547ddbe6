"""``hpcgym workload``: generate an Edison-like workload and print its fit to paper 004."""
from __future__ import annotations

import argparse
from pathlib import Path


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``workload`` on the ``hpcgym`` sub-command parser."""
    wl = sub.add_parser("workload", help="generate a workload and compare it with the paper")
    wl.add_argument("model", choices=["edison"])
    wl.add_argument("--days", type=float, default=7.0)
    wl.add_argument("--seed", type=int, default=1)
    wl.add_argument("--out", type=Path, help="write the workload as SWF (.gz compresses)")
    wl.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from hpcgym.workloads.edison import EdisonConfig, format_stats, generate, workload_stats

    workload = generate(EdisonConfig(days=args.days, seed=args.seed))
    print(f"{workload.name}: {len(workload)} jobs, warm-up until {workload.warmup_end} s, "
          f"horizon {workload.horizon} s")
    print(format_stats(workload_stats(workload)))
    if args.out:
        from hpcgym.workloads.swf import write_swf

        write_swf(args.out, workload)
        print(f"wrote {args.out}")
    return 0
