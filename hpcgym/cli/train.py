"""``hpcgym train``: train a learned agent on a registered env, one run or a sweep of seeds
and hyperparameters (torch is imported only when it runs)."""

from __future__ import annotations

import argparse
import itertools
import json
import math
import shlex
import shutil
import sys
from pathlib import Path
from typing import Any, cast

from hpcgym.agents.models import ALGOS, NATIVE, NATIVE_DEFAULTS
from hpcgym.cli.args import (
    add_force_size,
    add_runner_options,
    hpcgym_env,
    json_object,
    nonneg_int,
    positive_int,
)
from hpcgym.cli.output import add_progress_option
from hpcgym.envs.registration import ENVS
from hpcgym.errors import EnvArgumentError, InputError, ModelError, OutputError, ScenarioError
from hpcgym.sizes import (
    FORCE,
    MAX_ENVS,
    MAX_ROLLOUT,
    MAX_RUNS,
    MAX_TRAIN_STEPS,
    TRAIN_STEPS_PER_SECOND,
    check_bound,
    duration,
)

DESCRIPTION = """Train a learned agent on one of hpcgym's envs; needs the RL extras (pip install -e
".[rl]" in a clone). The dispatch envs train with hpcgym's own masked PPO (hpcgym-ppo: 64 envs
in one Gymnasium vector env, the window network); the others, or --algo maskable-ppo / ppo,
with sb3-contrib's MaskablePPO or SB3's PPO.

One run trains into OUT itself, writing OUT/checkpoints/last.zip every --checkpoint-every steps
and on Ctrl-C; --resume continues it, --overwrite replaces it (without either, a run already in
OUT is refused).

Several seeds (--seed 0,1,2) or lists in --hyper ('{"ent_coef": [0, 0.01]}'; net_arch: a list
of lists) make a training sweep: one run per seed and point, each in OUT/runs/<point>/ with its
result file beside it, --jobs of them at once, locally or on Ray (--backend ray); a rerun skips
the runs already done and continues interrupted ones from their checkpoints."""


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``train`` on the ``hpcgym`` sub-command parser."""
    tr = sub.add_parser(
        "train",
        help="train a learned agent (hpcgym-ppo, MaskablePPO or PPO) on an env",
        description=DESCRIPTION,
    )
    tr.add_argument(
        "--env",
        type=hpcgym_env,
        default="hpcgym/Dispatch-v0",
        help=f"Gymnasium id, one of {', '.join(ENVS)}",
    )
    tr.add_argument(
        "--env-kwargs",
        type=json_object,
        default={},
        help="JSON kwargs for gymnasium.make, e.g. '{\"jobs\": 128}'",
    )
    tr.add_argument(
        "--algo",
        choices=list(ALGOS),
        default=argparse.SUPPRESS,
        help=f"{NATIVE} (hpcgym's masked PPO on a vector env; the default on the dispatch "
        "envs), maskable-ppo (sb3-contrib, action masks; the default elsewhere) or plain PPO",
    )
    tr.add_argument(
        "--steps",
        type=nonneg_int,
        default=100_000,
        help="environment steps in all (0: imitation only, no PPO; needs --hyper pretrain)",
    )
    tr.add_argument("--seed", default="0", help="a seed, or several: 0,1,2")
    tr.add_argument(
        "--n-envs",
        type=positive_int,
        default=argparse.SUPPRESS,
        help=f"envs stepped together (one batched forward pass per step; default "
        f"{NATIVE_DEFAULTS['n_envs']} for {NATIVE}, 8 for the SB3 algorithms)",
    )
    tr.add_argument(
        "--hyper",
        type=json_object,
        default={},
        help="JSON overrides of TrainConfig, e.g. '{\"gamma\": 0.999}'; a list "
        f"of values is a grid. Keys and defaults: {hyper_defaults()}",
    )
    tr.add_argument(
        "--eval-seeds",
        type=nonneg_int,
        default=0,
        help="judge each trained agent on test seeds 0..K-1 (a sweep's metric)",
    )
    tr.add_argument(
        "--checkpoint-every",
        type=nonneg_int,
        metavar="STEPS",
        help="write OUT/checkpoints/last.zip every STEPS steps (default: a tenth of "
        "--steps; 0: only at the end and on Ctrl-C)",
    )
    again = tr.add_mutually_exclusive_group()
    again.add_argument(
        "--resume",
        action="store_true",
        help="continue the run in OUT from its last checkpoint up to --steps in "
        "all (give the options it was started with)",
    )
    again.add_argument(
        "--overwrite",
        action="store_true",
        help="replace the run in OUT (model, checkpoints, monitors, logs)",
    )
    add_runner_options(
        tr,
        jobs_help="training runs at once (local processes) or CPUs to start (Ray)",
        out_help="output folder: one run trains here, a sweep in OUT/runs/",
        out_required=True,
    )
    add_force_size(tr)
    add_progress_option(tr)
    tr.set_defaults(func=run)


def hyper_defaults() -> str:
    """TrainConfig's keys and defaults that ``--hyper`` may set (no torch is imported)."""
    import dataclasses

    from hpcgym.agents.models import TrainConfig

    skip = {"env_id", "env_kwargs", "algo", "steps", "seed", "n_envs"}
    listed = ", ".join(
        f"{f.name}={getattr(TrainConfig(), f.name)!r}"
        for f in dataclasses.fields(TrainConfig)
        if f.name not in skip
    )
    native = ", ".join(f"{k}={v!r}" for k, v in NATIVE_DEFAULTS.items() if k not in skip)
    return f"{listed}; for {NATIVE}: {native}"


def _axes(hyper: dict) -> list[str]:
    """The keys of ``hyper`` whose value is a list of values (a grid axis)."""
    from hpcgym.agents.sweep import TRAIN
    from hpcgym.sweeps.scenario import is_axis

    return [k for k, v in hyper.items() if k in TRAIN and is_axis(TRAIN[k], v)]


def grid_size(hyper: dict) -> int:
    """How many points :func:`grid` makes, counted without building them."""
    return math.prod(len(hyper[k]) for k in _axes(hyper))


def grid(hyper: dict) -> list[tuple[dict, dict]]:
    """(hyper-parameters, labels) per point: lists expand (for ``net_arch``, lists of
    lists)."""
    axes = _axes(hyper)
    combos = (dict(zip(axes, combo)) for combo in itertools.product(*(hyper[k] for k in axes)))
    return [({**hyper, **picked}, picked) for picked in combos]


def check_sizes(args: argparse.Namespace, hyper: dict, n_seeds: int) -> None:
    """Refuse, before any work, training sizes over the bounds of :mod:`hpcgym.sizes`
    (``--force-size`` goes past them): steps, envs, rollouts, imitation steps, evaluation
    episodes and runs."""
    force = args.force_size

    def steps(name: str, value: Any, amount: float) -> None:
        check_bound(
            name,
            value,
            amount,
            MAX_TRAIN_STEPS,
            "steps",
            cost=f"{duration(amount / TRAIN_STEPS_PER_SECOND)} at ~{TRAIN_STEPS_PER_SECOND} steps/s",
            allow_large=force,
            how=FORCE,
        )

    steps("--steps", args.steps, args.steps)
    check_bound(
        "--n-envs", args.n_envs, args.n_envs, MAX_ENVS, "envs", allow_large=force, how=FORCE
    )
    check_bound(
        "--eval-seeds",
        args.eval_seeds,
        args.eval_seeds,
        MAX_RUNS,
        "evaluation episodes",
        allow_large=force,
        how=FORCE,
    )
    for key, scale in (("pretrain_steps", 1 + _largest(hyper.get("pretrain_dagger", 0))),):
        if key in hyper:
            steps(f"--hyper {key}", hyper[key], _largest(hyper[key]) * scale)
    rollout = _largest(hyper.get("n_steps", 0)) * args.n_envs
    check_bound(
        "--hyper n_steps",
        hyper.get("n_steps"),
        rollout,
        MAX_ROLLOUT,
        "steps a rollout",
        cost=f"n_steps x --n-envs {args.n_envs}",
        allow_large=force,
        how=FORCE,
    )
    points = grid_size(hyper)
    check_bound(
        "--seed",
        args.seed,
        points * n_seeds,
        MAX_RUNS,
        "training runs",
        cost=f"{n_seeds:,} seeds x {points:,} points of the --hyper grid",
        allow_large=force,
        how=FORCE,
    )


def _largest(value: Any) -> float:
    """A number, or the largest number of a list of them (a grid axis); 0 for anything else
    (the type is checked with the other hyper-parameters)."""
    values = value if isinstance(value, list) else [value]
    numbers = [v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]
    return max(numbers, default=0)


RL_EXTRA = ("torch", "stable_baselines3", "sb3_contrib")


def check_rl_extra() -> None:
    """Refuse, in one line, to train without the RL extras (the ``rl`` extra of pyproject)."""
    from importlib import import_module

    for name in RL_EXTRA:
        try:
            import_module(name)
        except ImportError:
            raise InputError(
                f"hpcgym train needs the RL extras ({name} is not installed): "
                'pip install -e ".[rl]" in a clone of hpcgym'
            ) from None


def _names_teacher(value: Any) -> bool:
    """Whether ``value`` (a name or a grid axis of names) names a teacher at every point."""
    values = value if isinstance(value, list) else [value]
    return bool(values) and all(isinstance(v, str) and v for v in values)


def run(args: argparse.Namespace) -> int:
    check_rl_extra()
    from hpcgym.agents.models import TrainConfig
    from hpcgym.agents.sweep import RUN, train_config
    from hpcgym.agents.train import settled
    from hpcgym.cli.args import capped_jobs
    from hpcgym.sweeps.run import RunSpec
    from hpcgym.sweeps.runner import Interrupted, RunsFailed, execute

    try:
        seeds = [int(s) for s in str(args.seed).split(",") if s.strip()]
    except ValueError:
        raise InputError(f"--seed {args.seed!r}: expected integers like 0 or 0,1,2") from None
    if not seeds or min(seeds) < 0:
        raise InputError(f"--seed {args.seed!r}: expected integers >= 0 like 0 or 0,1,2")
    from hpcgym.agents.models import default_algo

    args.algo = getattr(args, "algo", None) or default_algo(args.env)
    given_envs = getattr(args, "n_envs", None) is not None
    if not given_envs:
        args.n_envs = NATIVE_DEFAULTS["n_envs"] if args.algo == NATIVE else 8
    hyper = {
        "n_envs": args.n_envs,
        **args.hyper,
        "algo": args.algo,
        "steps": args.steps,
        "eval_seeds": args.eval_seeds,
    }
    empty = next((k for k in _axes(hyper) if not hyper[k]), None)
    if empty is not None:
        raise InputError(f"--hyper {empty}: an empty list makes no training run; give a value")
    args.given_envs = given_envs
    check_sizes(args, hyper, len(seeds))
    if args.steps == 0 and not _names_teacher(hyper.get("pretrain")):
        raise InputError(
            "--steps 0 trains nothing: it means imitation only, so name a teacher with "
            "--hyper '{\"pretrain\": BASELINE}'"
        )
    env = check_env(args.env, args.env_kwargs)
    points = grid(hyper)
    single = len(points) * len(seeds) == 1
    if not single and (args.resume or args.overwrite):
        raise InputError(
            "--resume and --overwrite take one training run: a sweep reruns into "
            "OUT, skipping the runs done and continuing interrupted ones"
        )
    every = {} if args.checkpoint_every is None else {"checkpoint_every": args.checkpoint_every}
    specs = []
    for hyper, labels in points:
        for seed in seeds:
            try:
                config = train_config(
                    args.env,
                    args.env_kwargs,
                    seed,
                    {**hyper, "log": single and args.backend == "local" and not args.no_progress},
                )
            except ValueError as e:
                raise InputError(f"--hyper: {e}") from None
            specs.append(
                RunSpec(
                    RUN,
                    {**config, **every},
                    {**labels, "seed": seed},
                    str(args.out.resolve()) if single else None,
                )
            )
    configs = [settled(TrainConfig(**s.config["train"])) for s in specs]
    check_teachers(args.env, env, configs)
    if single:
        if not args.no_progress:
            print(single_plan(args.out, configs[0]), file=sys.stderr, flush=True)
        prepare(args.out, configs[0], args.resume, args.overwrite)
    note_rollouts(configs)
    try:
        outcome = execute(
            specs,
            backend=args.backend,
            jobs=capped_jobs(args, args.jobs),
            out=args.out,
            retries=args.retries,
            address=args.address,
            progress=not single and not args.no_progress,
            title="train",
            fail_fast=single,
        )
    except (Interrupted, KeyboardInterrupt):
        if not single:
            raise
        raise KeyboardInterrupt(interrupted(args, configs[0])) from None
    except OutputError as e:  # a full disk, a read-only folder
        if not single:
            raise
        raise OutputError(f"{e.args[0]}; {left_behind(args, configs[0])}") from None
    if outcome.failures:
        raise RunsFailed(outcome.failures)
    done = cast(list[dict[str, Any]], outcome.docs)  # no failures: every run has its document
    if single:
        path = Path(done[0]["data"]["model"])
        logs = f", TensorBoard logs {path.parent / 'tb'}" if (path.parent / "tb").is_dir() else ""
        print(f"saved {path} (config {path.with_name('config.json')}{logs})")
        return 0
    from hpcgym.sweeps import summary
    from hpcgym.sweeps.runner import restored

    docs = [{**restored(d), "labels": s.labels} for s, d in zip(specs, done)]
    metrics, rows = summary.group_rows(docs, ["objective_last", "test_objective", "episodes"])
    summary.print_table(
        f"{args.env} {args.algo}: {len(docs)} training runs, mean ± 95% CI over seeds",
        metrics,
        rows,
    )
    summary.write(args.out, metrics, rows)
    for s, d in zip(specs, done):
        print(f"{s.name}: {d['data']['model']}", file=sys.stderr)
    return 0


def single_plan(out: Path, config: Any) -> str:
    """What one training run says before it starts, as a sweep does: its run count and steps,
    and its CPU time from the CPU-seconds per step of the finished runs of the same env and
    algorithm in ``OUT``'s store; without them, that the estimate follows its first rollout
    and update (:meth:`hpcgym.sweeps.runner.Plan.after_part`)."""
    from hpcgym.agents.sweep import RUN
    from hpcgym.agents.train import planned_steps
    from hpcgym.sweeps.runner import cpu_text
    from hpcgym.sweeps.store import Corrupt, Store

    steps = planned_steps(config)
    store, rates = Store(out), []
    for path in store.done().values():
        try:
            doc = store.load(path)
        except Corrupt:
            continue
        train = (doc.get("config") or {}).get("train") or {}
        if (
            doc.get("func") == RUN
            and doc.get("cpu_s")
            and train.get("steps")
            and (train.get("env_id"), train.get("algo")) == (config.env_id, config.algo)
        ):
            rates.append(doc["cpu_s"] / train["steps"])
    head = f"train: 1 run of {steps:,} steps on 1 worker"
    if not rates:
        return f"{head}; its CPU time is estimated after the first rollout and update"
    cpu = steps * sum(rates) / len(rates)
    runs = f"{len(rates)} finished run{'s' if len(rates) != 1 else ''}"
    return f"{head}; about {cpu_text(cpu)} (as the {runs} of {config.algo} on {config.env_id} in {out} took)"


def check_env(env_id: str, kwargs: dict[str, Any]) -> Any:
    """Build the env once here, so a bad keyword or value fails now, named, rather than in
    every training worker; the env (to check the teachers on)."""
    import gymnasium as gym

    from hpcgym.envs.registration import check_kwargs

    check_kwargs(env_id, kwargs, "--env-kwargs")
    try:
        return gym.make(env_id, **{"split": "train", **kwargs})
    except (TypeError, ValueError) as e:
        raise EnvArgumentError(f"--env-kwargs: {e}") from None


def check_teachers(env_id: str, env: Any, configs: list[Any]) -> None:
    """Load every imitation teacher (``--hyper pretrain``) once on ``env``, so an unknown one
    fails now, before any file is written, rather than in a run after its first files."""
    from hpcgym.agents.evaluate import load_agent

    try:
        for teacher in dict.fromkeys(c.pretrain for c in configs if c.pretrain):
            try:
                load_agent(teacher, env, env_id)
            except InputError as e:
                raise ScenarioError(f"--hyper pretrain: {e}") from None
    finally:
        env.close()


def prepare(out: Path, config: Any, resume: bool, overwrite: bool) -> None:
    """Refuse to train over the run in ``out`` unless told to continue it (with the settings it
    was started with) or to replace it, which removes what it wrote; ``config`` as it trains."""
    from hpcgym.agents.checkpoint import resume_point
    from hpcgym.agents.models import CHECKPOINT

    if resume:
        try:
            point = resume_point(config, out)
        except ValueError as e:
            raise ModelError(
                f"{e}; give the options it was started with "
                f"({out / 'config.json'}), or --overwrite to start again"
            ) from None
        if point is None:
            raise ModelError(
                f"nothing to resume in {out} (no {CHECKPOINT} nor model.zip); "
                "run without --resume to start"
            )
        return
    if not any((out / p).exists() for p in ("model.zip", CHECKPOINT)):
        return
    if not overwrite:
        raise InputError(
            f"{out} already holds a trained model; pass --overwrite to replace "
            "it or --resume to continue"
        )
    remove_run(out)


def remove_run(out: Path) -> None:
    """Delete what a training run wrote in ``out`` (nothing else): model, config, checkpoints,
    monitors, TensorBoard logs and its result files (or a rerun would skip it)."""
    from hpcgym.agents.sweep import RUN

    for p in (out / "model.zip", out / "config.json", *out.glob("monitor_*.monitor.csv")):
        p.unlink(missing_ok=True)
    for d in (out / "checkpoints", out / "tb"):
        shutil.rmtree(d, ignore_errors=True)
    for p in out.glob("runs/*.json"):
        try:
            ours = json.loads(p.read_text()).get("func") == RUN
        except (OSError, ValueError):
            ours = False
        if ours:
            p.unlink(missing_ok=True)


def note_rollouts(configs: list[Any]) -> None:
    """Say when a run will train more steps than asked: PPO learns from whole rollouts."""
    from hpcgym.agents.train import planned_steps

    said = set()
    for c in configs:
        planned, rollout = planned_steps(c), c.n_steps * c.n_envs
        if planned != c.steps and (c.steps, rollout) not in said:
            said.add((c.steps, rollout))
            print(
                f"hpcgym: training {planned:,} steps, not {c.steps:,}: PPO learns from whole "
                f"rollouts of n_steps {c.n_steps} × n_envs {c.n_envs} = {rollout:,} steps",
                file=sys.stderr,
                flush=True,
            )


def interrupted(args: argparse.Namespace, config: Any) -> str:
    """The one line a Ctrl-C of one run leaves: steps learned, the checkpoint, how to go on."""
    from hpcgym.agents.models import CHECKPOINT, trained_steps
    from hpcgym.agents.train import planned_steps

    path = args.out / CHECKPOINT
    if not path.exists():
        return f"interrupted before the first checkpoint: nothing kept in {args.out}"
    return (
        f"interrupted at {trained_steps(path):,} / {planned_steps(config):,} steps; "
        f"checkpoint {path}; continue with: {resume_command(args)}"
    )


def left_behind(args: argparse.Namespace, config: Any) -> str:
    """What a run that could not write its output leaves, said after the error: a checkpoint
    to continue from once there is room, else nothing (a fresh run's partial files removed)."""
    from hpcgym.agents.models import CHECKPOINT, trained_steps
    from hpcgym.agents.train import planned_steps

    path = args.out / CHECKPOINT
    if path.exists():
        return (
            f"checkpoint {path} at {trained_steps(path):,} / {planned_steps(config):,} steps "
            f"kept; make room and continue with: {resume_command(args)}"
        )
    if args.resume:
        return f"nothing new kept in {args.out}"
    remove_run(args.out)
    return f"the run's partial files in {args.out} removed"


def resume_command(args: argparse.Namespace) -> str:
    """The command that continues this run: its options as given, then ``--resume``."""
    words = ["hpcgym", "train", "--env", args.env]
    if args.env_kwargs:
        words += ["--env-kwargs", json.dumps(args.env_kwargs)]
    words += [
        "--algo",
        args.algo,
        "--steps",
        str(args.steps),
        "--seed",
        str(args.seed),
    ]
    if getattr(args, "given_envs", True):
        words += ["--n-envs", str(args.n_envs)]
    if args.hyper:
        words += ["--hyper", json.dumps(args.hyper)]
    if args.eval_seeds:
        words += ["--eval-seeds", str(args.eval_seeds)]
    if args.checkpoint_every is not None:
        words += ["--checkpoint-every", str(args.checkpoint_every)]
    return shlex.join([*words, "--out", str(args.out), "--resume"])
