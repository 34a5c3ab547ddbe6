"""``hpcgym evaluate``: judge baselines and learned agents on held-out seeds."""

from __future__ import annotations

import argparse

from hpcgym.cli.args import (
    add_force_size,
    add_runner_options,
    hpcgym_env,
    json_object,
    names,
    output_file,
    positive_int,
    runner,
)
from hpcgym.cli.output import add_progress_option
from hpcgym.envs.registration import ENVS
from hpcgym.io import write_json
from hpcgym.sizes import FORCE, MAX_RUNS, check_bound

DESCRIPTION = """Judge baselines and learned agents on an env's held-out seeds: one episode per
agent and seed, then a table of each metric's mean with its 95% confidence interval and each
agent's paired difference with the best baseline."""


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``evaluate`` on the ``hpcgym`` sub-command parser."""
    ev = sub.add_parser(
        "evaluate",
        help="judge baselines and learned agents on held-out seeds",
        description=DESCRIPTION,
    )
    ev.add_argument(
        "--env",
        type=hpcgym_env,
        default="hpcgym/Dispatch-v0",
        help=f"Gymnasium id, one of {', '.join(ENVS)}",
    )
    ev.add_argument(
        "--env-kwargs",
        type=json_object,
        default=None,
        help="JSON kwargs (default: those the first model was trained with)",
    )
    ev.add_argument("--agents", type=names, default=None, help=agents_help())
    ev.add_argument(
        "--seeds",
        type=positive_int,
        default=10,
        help="held-out seeds 0..K-1 (a 95%% CI needs K >= 2)",
    )
    ev.add_argument(
        "--split",
        default="test",
        choices=["test", "validation", "train", "all"],
        help="the env's episodes the seeds pick from",
    )
    ev.add_argument("--json", type=output_file, help="write every per-seed value and the summary")
    add_runner_options(
        ev,
        jobs_help="worker processes (local) or CPUs to start (Ray): one run per agent and seed",
        out_help="also write each (agent, seed) run to OUT/runs/; a rerun "
        "skips the runs already there",
    )
    add_progress_option(ev)
    add_force_size(ev)
    ev.set_defaults(func=run)


def agents_help() -> str:
    """The ``--agents`` help: every registered env's baselines, by name."""
    per_env = "; ".join(
        f"{s.id.removeprefix('hpcgym/')}: {s.baselines_text()}" for s in ENVS.values()
    )
    return (
        "comma-separated baselines and/or paths to model.zip (default: the env's "
        f"baselines). Baselines per env (the default ones, then the others): {per_env}"
    )


def run(args: argparse.Namespace) -> int:
    from hpcgym.agents.evaluate import evaluate, print_results
    from hpcgym.envs.registration import check_kwargs
    from hpcgym.envs.registration import spec as env_spec

    if args.env_kwargs is not None:
        check_kwargs(args.env, args.env_kwargs, "--env-kwargs")

    agents = args.agents if args.agents is not None else env_spec(args.env).baseline_names
    specs = [
        s.strip() for s in (agents.split(",") if isinstance(agents, str) else agents) if s.strip()
    ]
    check_bound(
        "--seeds",
        args.seeds,
        args.seeds * len(specs),
        MAX_RUNS,
        "episodes",
        cost=f"{args.seeds:,} seeds x {len(specs)} agents",
        allow_large=args.force_size,
        how=FORCE,
    )
    results = evaluate(
        args.env,
        specs,
        args.seeds,
        args.env_kwargs,
        args.split,
        execute=runner(args, f"evaluate {args.env}"),
    )
    print_results(results)
    if args.json:
        write_json(args.json, results)
        print(f"wrote {args.json}")
    return 0
