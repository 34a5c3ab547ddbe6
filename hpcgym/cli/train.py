"""``hpcgym train``: train a learned agent on a registered env (torch is imported only when run)."""
from __future__ import annotations

import argparse
import json
from pathlib import Path


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``train`` on the ``hpcgym`` sub-command parser."""
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
    tr.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from hpcgym.agents.models import TrainConfig
    from hpcgym.agents.train import train

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
