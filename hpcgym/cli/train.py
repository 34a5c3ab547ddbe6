"""``hpcgym train``: train a learned agent on a registered env (torch is imported only when run).

Several seeds (``--seed 0,1,2``) or lists in ``--hyper`` (``'{"ent_coef": [0, 0.01]}'``;
``net_arch``: a list of lists) make a training sweep: one run per seed and point, through the
sweep runner (``--jobs``, ``--backend ray``), each in ``OUT/runs/<point>/`` with its result
file beside it; a rerun skips the runs already done. One run trains into ``OUT`` itself.
"""
from __future__ import annotations

import argparse
import itertools
import json
import sys
from pathlib import Path

from hpcgym.cli.sweep import add_backend_options


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``train`` on the ``hpcgym`` sub-command parser."""
    tr = sub.add_parser("train", help="train a learned agent (MaskablePPO or PPO) on an env",
                        description=__doc__)
    tr.add_argument("--env", default="hpcgym/Dispatch-v0", help="Gymnasium id")
    tr.add_argument("--env-kwargs", type=json.loads, default={},
                    help='JSON kwargs for gymnasium.make, e.g. \'{"jobs": 128}\'')
    tr.add_argument("--algo", choices=["maskable-ppo", "ppo"], default="maskable-ppo")
    tr.add_argument("--steps", type=int, default=100_000)
    tr.add_argument("--seed", default="0", help="a seed, or several: 0,1,2")
    tr.add_argument("--n-envs", type=int, default=8,
                    help="envs stepped together (one batched forward pass per step)")
    tr.add_argument("--hyper", type=json.loads, default={},
                    help='JSON overrides of TrainConfig, e.g. \'{"gamma": 0.999}\'; a list '
                         "of values is a grid")
    tr.add_argument("--eval-seeds", type=int, default=0,
                    help="judge each trained agent on test seeds 0..K-1 (a sweep's metric)")
    tr.add_argument("--out", type=Path, required=True, help="output folder")
    tr.add_argument("--jobs", type=int, default=1,
                    help="training runs at once (local processes) or CPUs to start (Ray)")
    add_backend_options(tr)
    tr.set_defaults(func=run)


def grid(hyper: dict) -> list[tuple[dict, dict]]:
    """(hyper-parameters, labels) per point: lists expand (for ``net_arch``, lists of
    lists)."""
    from hpcgym.agents.sweep import TRAIN
    from hpcgym.sweeps.scenario import is_axis

    axes = [k for k, v in hyper.items() if k in TRAIN and is_axis(TRAIN[k], v)]
    out = []
    for combo in itertools.product(*(hyper[k] for k in axes)):
        out.append(({**hyper, **dict(zip(axes, combo))}, dict(zip(axes, combo))))
    return out


def run(args: argparse.Namespace) -> int:
    from hpcgym.agents.sweep import train_config
    from hpcgym.agents.train import RUN
    from hpcgym.sweeps.run import RunSpec
    from hpcgym.sweeps.runner import RunsFailed, execute

    try:
        seeds = [int(s) for s in str(args.seed).split(",") if s.strip()]
    except ValueError:
        raise ValueError(f"--seed {args.seed!r}: expected integers like 0 or 0,1,2") from None
    points = grid({"n_envs": args.n_envs, **args.hyper, "algo": args.algo,
                   "steps": args.steps, "eval_seeds": args.eval_seeds})
    single = len(points) * len(seeds) == 1
    specs = []
    for hyper, labels in points:
        for seed in seeds:
            try:
                config = train_config(args.env, args.env_kwargs, seed,
                                      {**hyper, "log": single and args.backend == "local"})
            except ValueError as e:
                raise ValueError(f"--hyper: {e}") from None
            specs.append(RunSpec(RUN, config, {**labels, "seed": seed},
                                 str(args.out.resolve()) if single else None))
    outcome = execute(specs, backend=args.backend, jobs=args.jobs, out=args.out,
                      retries=args.retries, address=args.address, progress=not single,
                      title="train")
    if outcome.failures:
        raise RunsFailed(outcome.failures)
    if single:
        path = Path(outcome.docs[0]["data"]["model"])
        print(f"saved {path} (config {path.with_name('config.json')}, TensorBoard logs "
              f"{path.parent / 'tb'})")
        return 0
    from hpcgym.sweeps import summary
    from hpcgym.sweeps.runner import restored

    docs = [{**restored(d), "labels": s.labels} for s, d in zip(specs, outcome.docs)]
    metrics, rows = summary.group_rows(docs, ["objective_last", "test_objective", "episodes"])
    summary.print_table(f"{args.env} {args.algo}: {len(docs)} training runs, mean ± 95% CI "
                        "over seeds", metrics, rows)
    summary.write(args.out, metrics, rows)
    for s, d in zip(specs, outcome.docs):
        print(f"{s.name}: {d['data']['model']}", file=sys.stderr)
    return 0
