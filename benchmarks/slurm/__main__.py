"""``python -m benchmarks.slurm``: set up, record workloads on a real Slurm, compare, report.

python -m benchmarks.slurm run --workload w03 --speed 10   # record, then compare
python -m benchmarks.slurm record --workload all            # every generated workload
python -m benchmarks.slurm compare --workload w03           # a recorded run, job by job
python -m benchmarks.slurm report [--write]                 # all recorded runs
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from benchmarks.slurm.records import RUNS
from benchmarks.slurm.workloads import SMOKE, SPECS, generate


def _names(arg: str) -> list[str]:
    if arg == "all":
        return list(SPECS)
    return arg.split(",")


def _spec(name: str):
    return SMOKE if name == SMOKE.name else SPECS[name]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="python -m benchmarks.slurm",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("setup", help="install the packages and start munged (root)")
    for cmd in ("run", "record"):
        s = sub.add_parser(cmd, help=f"{cmd} generated workloads on two fake clusters")
        s.add_argument("--workload", default="smoke", help="w01..w12, smoke, all or a,b,...")
        s.add_argument(
            "--speed", type=float, default=10.0, help="libfaketime speed-up (1: real time)"
        )
        s.add_argument("--slot", type=int, default=0, help="port slot, to run several at once")
    s = sub.add_parser("compare", help="the simulator against a recorded run, job by job")
    s.add_argument("--workload", required=True)
    s.add_argument(
        "--count", action="store_true", help="the count-based backfill instead of +nodes"
    )
    s = sub.add_parser("report", help="every recorded run, aggregated")
    s.add_argument(
        "--write", action="store_true", help="rewrite the tables of docs/guides/slurm.md"
    )
    c = sub.add_parser("_child")
    for a in ("name", "workload", "nodes", "speed", "slot"):
        c.add_argument(a)
    c.add_argument("root", nargs="?", default=str(RUNS))
    args = p.parse_args(argv)

    if args.cmd == "setup":
        from benchmarks.slurm import setup

        setup.ensure()
        return 0
    if args.cmd == "_child":
        from benchmarks.slurm.record import child

        child(
            args.name,
            Path(args.workload),
            int(args.nodes),
            float(args.speed),
            int(args.slot),
            Path(args.root),
        )
        return 0
    if args.cmd in ("run", "record"):
        from benchmarks.slurm.record import record

        for name in _names(args.workload):
            spec = _spec(name)
            run = record(name, generate(spec), spec.nodes, args.speed, args.slot)
            print(
                f"{name}: recorded, noise {run.meta['noise']}, {run.meta['real_seconds']} s",
                flush=True,
            )
            if args.cmd == "run":
                from benchmarks.slurm.compare import print_comparison

                print_comparison(name)
        return 0
    if args.cmd == "compare":
        from benchmarks.slurm.compare import print_comparison

        print_comparison(args.workload, nodes=not args.count)
        return 0
    if args.cmd == "report":
        from benchmarks.slurm.report import main as report

        return report(write=args.write)
    return 1


if __name__ == "__main__":
    sys.exit(main())
