"""``hpcgym maxutil``: maximal utilization of SR/SLoP/FES/BF (paper 003 Table I, II, Figure 6)."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from hpcgym.cli.sweep import add_backend_options
from hpcgym.io import write_json
from hpcgym.studies.maxutil import Experiment, plot_curves, print_tables, result_doc, sweep
from hpcgym.tasks.policies import parse
from hpcgym.workloads.scientific import WORKLOADS


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``maxutil`` on the ``hpcgym`` sub-command parser."""
    mu = sub.add_parser("maxutil", help="maximal utilization of SR/SLoP/FES/BF on workloads "
                                        "of workflows (paper 003 Table I, II, Figure 6)")
    mu.add_argument("--workload", default="mixture", help=f"one of {', '.join(WORKLOADS)}")
    mu.add_argument("--policies", default="sr,slop0.2,fes1,bf",
                    help="comma-separated: sr, bf, slop<f>, fes<depth>")
    mu.add_argument("--full", action="store_true",
                    help="paper sizes: 3,000 workflows, warm-up 1,000, 3 repetitions")
    mu.add_argument("--workflows", type=int, help="workflows per run (default 1500)")
    mu.add_argument("--warmup", type=int, help="workflows left out first (default 1/3)")
    mu.add_argument("--reps", type=int, help="repetitions (default 1)")
    mu.add_argument("--step", type=float, default=0.05, help="utilization step")
    mu.add_argument("--max", type=float, default=0.95, dest="max_util",
                    help="highest utilization tried")
    mu.add_argument("--growth", type=float, default=0.02,
                    help="saturation threshold on the queue growth (workflows per arrival)")
    mu.add_argument("--seed", type=int, default=1)
    mu.add_argument("--json", type=Path, help='write {"maxutil": {policy: value}, ...}')
    mu.add_argument("--plot", type=Path, help="Figure 6: mean slowdown vs utilization")
    mu.add_argument("--quiet", action="store_true", help="no per-run lines on stderr")
    mu.add_argument("--jobs", type=int, default=1,
                    help="worker processes (local) or CPUs to start (Ray); the policies "
                         "climb the utilization grid together, one wave at a time")
    add_backend_options(mu)
    mu.add_argument("--out", type=Path, help="also write each run to OUT/runs/ as it "
                                             "finishes; a rerun skips the runs already there")
    mu.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    base = Experiment.full(args.workload) if args.full else Experiment(args.workload)
    workflows = args.workflows if args.workflows is not None else base.workflows
    warmup = (args.warmup if args.warmup is not None else
              base.warmup if args.workflows is None else workflows // 3)
    exp = Experiment(args.workload, workflows, warmup,
                     args.reps if args.reps is not None else base.repetitions,
                     step=args.step, max_util=args.max_util, seed=args.seed,
                     growth=args.growth)
    policies = [p.strip() for p in args.policies.split(",") if p.strip()]
    for p in policies:
        parse(p)
    log = None if args.quiet else (lambda m: print(m, file=sys.stderr, flush=True))
    from hpcgym.sweeps.runner import executor

    execute = executor(backend=args.backend, jobs=args.jobs, out=args.out,
                       retries=args.retries, address=args.address, progress=False,
                       log=log or (lambda m: None))
    t0 = time.perf_counter()
    sweeps, empty = sweep(exp, policies, log, execute=execute)
    wall = time.perf_counter() - t0
    print_tables(exp, sweeps, empty, wall)
    if args.plot:
        plot_curves(exp, sweeps, args.plot)
        print(f"wrote {args.plot}")
    if args.json:
        write_json(args.json, result_doc(exp, sweeps, empty, wall))
        print(f"wrote {args.json}")
    return 0


