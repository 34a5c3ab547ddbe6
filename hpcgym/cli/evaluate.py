"""``hpcgym evaluate``: judge baselines and learned agents on held-out seeds."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from hpcgym.cli.sweep import add_backend_options
from hpcgym.io import write_json


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``evaluate`` on the ``hpcgym`` sub-command parser."""
    ev = sub.add_parser("evaluate", help="judge baselines and learned agents on held-out seeds")
    ev.add_argument("--env", default="hpcgym/Dispatch-v0", help="Gymnasium id")
    ev.add_argument("--env-kwargs", type=json.loads, default=None,
                    help="JSON kwargs (default: those the first model was trained with)")
    ev.add_argument("--agents", default="fcfs,sjf,wfp3,unicep,f1,slurm",
                    help="comma-separated baselines and/or paths to model.zip")
    ev.add_argument("--seeds", type=int, default=10, help="held-out seeds 0..K-1")
    ev.add_argument("--split", default="test", choices=["test", "train", "all"])
    ev.add_argument("--json", type=Path, help="write every per-seed value and the summary")
    ev.add_argument("--jobs", type=int, default=1,
                    help="worker processes (local) or CPUs to start (Ray): one run per agent "
                         "and seed")
    add_backend_options(ev)
    ev.add_argument("--out", type=Path, help="also write each (agent, seed) run to OUT/runs/; "
                                             "a rerun skips the runs already there")
    ev.add_argument("--no-progress", action="store_true")
    ev.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from hpcgym.agents.evaluate import evaluate, print_results
    from hpcgym.sweeps.runner import executor

    specs = [s.strip() for s in args.agents.split(",") if s.strip()]
    execute = executor(backend=args.backend, jobs=args.jobs, out=args.out,
                       retries=args.retries, address=args.address,
                       progress=not args.no_progress, title="evaluate")
    results = evaluate(args.env, specs, args.seeds, args.env_kwargs, args.split,
                       execute=execute)
    print_results(results)
    if args.json:
        write_json(args.json, results)
        print(f"wrote {args.json}")
    return 0
