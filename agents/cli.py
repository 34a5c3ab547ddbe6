"""The ``hpcgym train`` and ``hpcgym evaluate`` commands (torch is imported only when run)."""
from __future__ import annotations

import argparse
import json
from pathlib import Path


def add_commands(sub: argparse._SubParsersAction) -> None:
    """Add ``train`` and ``evaluate`` to the ``hpcgym`` command's subparsers."""
    tr = sub.add_parser("train", help="train a learned agent (MaskablePPO or PPO) on an env")
    tr.add_argument("--env", default="hpcgym/Dispatch-v0", help="Gymnasium id")
    tr.add_argument("--env-kwargs", type=json.loads, default={},
                    help='JSON kwargs for gymnasium.make, e.g. \'{"jobs": 128}\'')
    tr.add_argument("--algo", choices=["maskable-ppo", "ppo"], default="maskable-ppo")
    tr.add_argument("--steps", type=int, default=100_000)
    tr.add_argument("--seed", type=int, default=0)
    tr.add_argument("--n-envs", type=int, default=8,
                    help="envs stepped together (one batched forward pass per step)")
    tr.add_argument("--hyper", type=json.loads, default={},
                    help='JSON overrides of TrainConfig, e.g. \'{"gamma": 0.999}\'')
    tr.add_argument("--out", type=Path, required=True, help="output folder")
    tr.set_defaults(func=_train)

    ev = sub.add_parser("evaluate", help="judge baselines and learned agents on held-out seeds")
    ev.add_argument("--env", default="hpcgym/Dispatch-v0", help="Gymnasium id")
    ev.add_argument("--env-kwargs", type=json.loads, default=None,
                    help="JSON kwargs (default: those the first model was trained with)")
    ev.add_argument("--agents", default="fcfs,sjf,wfp3,unicep,f1,slurm",
                    help="comma-separated baselines and/or paths to model.zip")
    ev.add_argument("--seeds", type=int, default=10, help="held-out seeds 0..K-1")
    ev.add_argument("--split", default="test", choices=["test", "train", "all"])
    ev.add_argument("--json", type=Path, help="write every per-seed value and the summary")
    ev.set_defaults(func=_evaluate)


def _train(args: argparse.Namespace) -> int:
    from hpcgym.agents.train import TrainConfig, train

    hyper = {"n_envs": args.n_envs, **args.hyper}
    try:
        config = TrainConfig(env_id=args.env, env_kwargs=args.env_kwargs, algo=args.algo,
                             steps=args.steps, seed=args.seed, **hyper)
    except TypeError as e:
        raise ValueError(f"--hyper: {e}") from None
    path = train(config, args.out, verbose=True)
    print(f"saved {path} (config {path.with_name('config.json')}, TensorBoard logs "
          f"{args.out / 'tb'})")
    return 0


def _evaluate(args: argparse.Namespace) -> int:
    from hpcgym.agents.evaluate import evaluate, print_results
    from hpcgym.cli import write_json

    specs = [s.strip() for s in args.agents.split(",") if s.strip()]
    results = evaluate(args.env, specs, args.seeds, args.env_kwargs, args.split)
    print_results(results)
    if args.json:
        write_json(args.json, results)
        print(f"wrote {args.json}")
    return 0
