"""Env steps per CPU-second of each ``hpcgym train`` recipe, end to end and split, and the
validation curve of the default recipes at equal env steps.

Speed (default): each recipe runs as ``hpcgym train`` in a child process (imports, env
construction and saving included), its CPU time read with ``getrusage(RUSAGE_CHILDREN)``;
then the split of the training loop between stepping the envs, choosing actions in rollouts
(inference) and updating the network, measured in process: the native learner times itself
(``config.json``'s ``train_split``), the SB3 runs are timed by wrapping their vector env's
``step_wait`` and the algorithm's ``train``. Recipes: ``native`` (the default, hpcgym-ppo),
``maskable-ppo`` (sb3-contrib, the previous default), ``imitation`` (hpcgym-ppo after cloning
the sjf baseline with one DAgger round).

``--curve``: each of ``--algos`` trained to each of ``--at`` steps (continued from the last
point with ``resume``) and judged on ``--episodes`` seeds of the validation split: mean bsld
with its 95% interval, beside the best baseline's. Run from the repository root:
``nice -n 10 python benchmarks/train_speed.py [--steps N] [--curve]``.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

RECIPES = {
    "native": [],
    "maskable-ppo": ["--algo", "maskable-ppo"],
    "imitation": [
        "--hyper",
        json.dumps({"pretrain": "sjf", "pretrain_steps": 8192, "pretrain_dagger": 1}),
    ],
}


def children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def end_to_end(recipe: str, steps: int, seed: int, out: Path) -> tuple[float, int, dict]:
    """CPU seconds of ``hpcgym train`` with the recipe's options, the steps it trained and
    its config.json."""
    main = "import sys; from hpcgym.cli import main; sys.exit(main(sys.argv[1:]))"
    cmd = [sys.executable, "-c", main, "train", "--steps", str(steps), "--seed"]
    cmd += [str(seed), *RECIPES[recipe], "--out", str(out), "--no-progress"]
    before = children_cpu()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    cpu = children_cpu() - before
    doc = json.loads((out / "config.json").read_text())
    return cpu, int(doc["steps"]), doc


def sb3_split(algo: str, steps: int, seed: int, out: Path) -> dict[str, float]:
    """The SB3 run's CPU split: env (the vector env's ``step_wait``), update (``train``),
    rollout (the rest of ``learn``: inference and buffer work)."""
    from stable_baselines3.common.vec_env import DummyVecEnv

    from hpcgym.agents.models import recipe
    from hpcgym.agents.train import _algo, train

    cls = _algo(algo)
    spent = {"env": 0.0, "update": 0.0, "learn": 0.0}

    def timed(owner: object, name: str, key: str) -> None:
        inner = getattr(owner, name)

        def wrapper(*a: object, **kw: object) -> object:
            t = time.process_time()
            try:
                return inner(*a, **kw)
            finally:
                spent[key] += time.process_time() - t

        setattr(owner, name, wrapper)

    timed(DummyVecEnv, "step_wait", "env")
    timed(cls, "train", "update")
    timed(cls, "learn", "learn")
    train(recipe(algo=algo, steps=steps, seed=seed), out)
    rollout = spent["learn"] - spent["env"] - spent["update"]
    total = spent["learn"]
    return {
        "env_cpu_s": spent["env"],
        "rollout_cpu_s": rollout,
        "update_cpu_s": spent["update"],
        "steps_per_cpu_s": steps / total if total else 0.0,
    }


def speed(args: argparse.Namespace, tmp: Path) -> None:
    print(f"hpcgym train --steps {args.steps:,} --seed {args.seed}, CPU time (user + sys)")
    head = f"{'recipe':<14} {'end to end':>16} {'loop':>14} {'env':>7} {'rollout':>8} {'update':>7}"
    print(head)
    for name in args.recipes.split(","):
        out = tmp / name
        cpu, steps, doc = end_to_end(name, args.steps, args.seed, out)
        if doc["config"]["algo"] == "hpcgym-ppo":
            split = doc["train_split"]
        else:
            split = sb3_split(doc["config"]["algo"], args.steps, args.seed, tmp / f"{name}-split")
        parts = [split[k] for k in ("env_cpu_s", "rollout_cpu_s", "update_cpu_s")]
        share = [f"{100 * p / sum(parts):.0f}%" for p in parts]
        print(
            f"{name:<14} {steps / cpu:>9,.0f} steps/s {split['steps_per_cpu_s']:>8,.0f} steps/s "
            f"{share[0]:>7} {share[1]:>8} {share[2]:>7}   ({cpu:.1f} CPU-s for {steps:,} steps)",
            flush=True,
        )


def curve(args: argparse.Namespace, tmp: Path) -> None:
    from hpcgym.agents.evaluate import evaluate
    from hpcgym.agents.models import recipe
    from hpcgym.agents.train import train

    env = "hpcgym/Dispatch-v0"
    seeds = list(range(args.episodes))
    base = evaluate(env, ["fcfs", "sjf", "f1"], seeds, split="validation")["agents"]
    best = min(base, key=lambda n: base[n]["summary"]["objective"]["mean"])
    b = base[best]["summary"]["objective"]
    print(f"validation split, {args.episodes} episodes; best baseline {best}: bsld {b['mean']:.2f}")
    print(f"{'algo':<14} {'seed':>4} {'steps':>8} {'bsld':>16} {'score (/best)':>14} {'CPU-s':>7}")
    for algo in args.algos.split(","):
        for seed in range(args.seeds):
            out, cpu = tmp / f"curve-{algo}-{seed}", 0.0
            for at in (int(s) for s in args.at.split(",")):
                t = time.process_time()
                path = train(replace(recipe(algo=algo, seed=seed), steps=at), out, resume=True)
                cpu += time.process_time() - t
                runs = evaluate(env, [str(path)], seeds, split="validation")["agents"]
                s = next(iter(runs.values()))["summary"]["objective"]
                print(
                    f"{algo:<14} {seed:>4} {at:>8,} {s['mean']:>8.2f} ± {s['ci95']:<5.2f} "
                    f"{s['mean'] / b['mean']:>14.3f} {cpu:>7.1f}",
                    flush=True,
                )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--steps", type=int, default=100_000, help="env steps per speed run")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--recipes", default=",".join(RECIPES))
    p.add_argument("--curve", action="store_true", help="the validation curves instead")
    p.add_argument("--algos", default="hpcgym-ppo,maskable-ppo")
    p.add_argument("--at", default="8192,16384,32768,49152", help="curve points (env steps)")
    p.add_argument("--seeds", type=int, default=2, help="training seeds per curve")
    p.add_argument("--episodes", type=int, default=10, help="validation episodes per point")
    args = p.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="hpcgym-train-speed-"))
    try:
        (curve if args.curve else speed)(args, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
