"""``python -m benchmarks.slurm``: set up, record workloads on a real Slurm, compare, report.

python -m benchmarks.slurm run --workload w03 --speed 10   # record, then compare
python -m benchmarks.slurm record --workload all            # every generated workload
python -m benchmarks.slurm record --workload FILE.csv --out DIR [--nodes N] [--slot K]
python -m benchmarks.slurm compare --workload w03           # a recorded run, job by job
python -m benchmarks.slurm compare --runs DIR [--inputs log|workload]   # every run in DIR
python -m benchmarks.slurm fit                              # the timing model, on the FIT runs
python -m benchmarks.slurm report [--write]                 # all recorded runs
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from benchmarks.slurm.record import Layout, parse_accounts, parse_gres, parse_partitions
from benchmarks.slurm.records import RUNS, SleepJob, read_workload
from benchmarks.slurm.workloads import ALL, SMOKE, SPECS, generate
from hpcgym.errors import InputError


def _names(arg: str) -> list[str]:
    if arg == "all":
        return list(SPECS)
    return arg.split(",")


def _workloads(
    arg: str,
    nodes: int | None,
    parts: str = "",
    gres: str = "",
    accounts: str = "",
    max_jobs: int = 0,
) -> list[tuple[str, list[SleepJob], int, Layout]]:
    """(name, jobs, machine size, layout) of each workload named: a generated one or a CSV
    file (its layout from the options)."""
    out = []
    for name in _names(arg):
        if name.endswith(".csv"):
            jobs = read_workload(Path(name))
            size = nodes if nodes is not None else max(j.nodes for j in jobs)
            wide = max(j.nodes for j in jobs)
            if wide > size:
                raise InputError(f"{name}: a job asks for {wide} nodes, the machine has {size}")
            layout = Layout(
                parse_partitions(parts),
                parse_gres(gres),
                parse_accounts(accounts),
                max_jobs=max_jobs,
            )
            if max_jobs and not layout.accounts:
                raise InputError("--max-jobs needs --accounts (QOS limits live in slurmdbd)")
            used = {j.partition for j in jobs} - {""}
            unknown = used - {p[0] for p in layout.partitions}
            if unknown:
                raise InputError(
                    f"{name}: partition(s) {', '.join(sorted(unknown))} not in --partitions"
                )
            most = max((g for *_, g in layout.gres), default=0)
            over = [j.id for j in jobs if j.gpus > most]
            if over:
                raise InputError(
                    f"{name}: job {over[0]} asks {max(j.gpus for j in jobs)} GPUs per node, "
                    f"--gres gives at most {most}"
                )
            known = {a for a, _ in layout.accounts}
            stray = sorted({j.account for j in jobs} - known - {""})
            if stray or (known and any(not j.account for j in jobs)):
                raise InputError(
                    f"{name}: every job needs an account of --accounts "
                    f"({', '.join(stray) or 'a job has none'})"
                )
            out.append((Path(name).stem, jobs, size, layout))
        elif name == SMOKE.name or name in ALL:
            spec = SMOKE if name == SMOKE.name else ALL[name]
            out.append((name, generate(spec), nodes or spec.nodes, spec.layout()))
        else:
            raise InputError(f"unknown workload {name!r}: a .csv file or one of {', '.join(ALL)}")
    return out


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
        s.add_argument(
            "--workload",
            default="smoke",
            help="w01..w12, x01.., a01.., smoke, all, FILE.csv or a,b,...",
        )
        s.add_argument("--out", type=Path, default=RUNS, help="the runs folder to save into")
        s.add_argument("--nodes", type=int, help="machine size (default: the widest job's)")
        s.add_argument(
            "--partitions",
            default="",
            help="name:first-last:maxtime,... (nodes from 1, maxtime in minutes, 0: none)",
        )
        s.add_argument(
            "--gres", default="", help="first-last:gpus,... (GPU nodes from 1, GPUs on each)"
        )
        s.add_argument(
            "--max-jobs",
            type=int,
            default=0,
            help="with --accounts: the QOS limit of jobs an account runs at once (0: none)",
        )
        s.add_argument(
            "--accounts",
            default="",
            help="account:shares,... (with slurmdbd: fair-share; every job then names one)",
        )
        s.add_argument(
            "--speed", type=float, default=10.0, help="libfaketime speed-up (1: real time)"
        )
        s.add_argument("--slot", type=int, default=0, help="port slot, to run several at once")
    s = sub.add_parser("compare", help="the simulator against recorded runs")
    g = s.add_mutually_exclusive_group(required=True)
    g.add_argument("--workload", help="one run of benchmarks/slurm/runs, job by job")
    g.add_argument("--runs", type=Path, help="every run in this folder, one line each")
    s.add_argument(
        "--inputs",
        choices=("log", "workload"),
        default="log",
        help="the simulator fed slurmctld's logged times (log) or the workload alone",
    )
    s.add_argument(
        "--count", action="store_true", help="the count-based backfill instead of +nodes"
    )
    s = sub.add_parser("fit", help="fit the timing model on the FIT runs, save timing.json")
    s = sub.add_parser("report", help="every recorded run, aggregated")
    s.add_argument(
        "--write", action="store_true", help="rewrite the tables of docs/guides/slurm.md"
    )
    c = sub.add_parser("_child")
    for a in ("name", "workload", "nodes", "speed", "slot"):
        c.add_argument(a)
    c.add_argument("root", nargs="?", default=str(RUNS))
    c.add_argument("--layout", default=Layout().to_json())
    args = p.parse_args(argv)
    try:
        return _main(args)
    except InputError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2


def _main(args: argparse.Namespace) -> int:
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
            Layout.from_json(args.layout),
        )
        return 0
    if args.cmd in ("run", "record"):
        from benchmarks.slurm.record import record

        found = _workloads(
            args.workload, args.nodes, args.partitions, args.gres, args.accounts, args.max_jobs
        )
        for name, jobs, size, layout in found:
            run = record(name, jobs, size, args.speed, args.slot, args.out, layout)
            print(
                f"{name}: recorded, noise {run.meta['noise']}, {run.meta['real_seconds']} s",
                flush=True,
            )
            if args.cmd == "run":
                from benchmarks.slurm.compare import print_comparison

                print_comparison(name, root=args.out)
        return 0
    if args.cmd == "compare":
        from benchmarks.slurm.compare import print_comparison, print_runs

        if args.runs is not None:
            return print_runs(args.runs, args.inputs, nodes=not args.count)
        print_comparison(args.workload, nodes=not args.count, inputs=args.inputs)
        return 0
    if args.cmd == "fit":
        from benchmarks.slurm import predict

        runs = predict.fit_runs()
        timing = predict.fit(runs)
        predict.save_model(timing, runs)
        within, total = predict.score(runs, timing)
        print(f"{timing}\nfitted on {len(runs)} runs: {within} of {total} jobs within 5 s")
        return 0
    if args.cmd == "report":
        from benchmarks.slurm.report import main as report

        return report(write=args.write)
    return 1


if __name__ == "__main__":
    sys.exit(main())
