"""Train a learned dispatch agent with sb3-contrib's MaskablePPO or SB3's PPO: the loop.

Training episodes come from the env's ``train`` split (the first 60% of a trace; generator
seeds below 2**31 for Edison), so :mod:`hpcgym.agents.evaluate` can judge on held-out
windows. The output folder holds ``model.zip``, ``config.json`` (env id and kwargs, algorithm,
hyperparameters, seed; the env's spaces), TensorBoard logs in ``tb/``, per-episode
``monitor_k.monitor.csv`` (return, length, objective) and ``checkpoints/last.zip`` (with the
reward statistics beside it), written atomically every tenth of the run, at the end and on
Ctrl-C, from which ``train(..., resume=True)`` continues. The envs are built by
:mod:`~hpcgym.agents.env_util`, the callbacks live in :mod:`~hpcgym.agents.callbacks` and
the checkpoint in :mod:`~hpcgym.agents.checkpoint`.
"""

from __future__ import annotations

import time
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

from hpcgym.agents.checkpoint import (
    cut_monitors,
    discard_checkpoint,
    keep_interrupted,
    resume_point,
    save_checkpoint,
)
from hpcgym.agents.models import (
    ALGOS,
    NATIVE,
    NATIVE_NETWORKS,
    NORMALIZER,
    POLICIES,
    TrainConfig,
    describe,
    trained_steps,
)
from hpcgym.agents.progress import Estimate, progress_line
from hpcgym.envs.registration import spec
from hpcgym.errors import InputError, UnknownNameError
from hpcgym.io import write_atomic, write_json


def settled(config: TrainConfig) -> TrainConfig:
    """``config`` as it trains: the window policy becomes the Dict MLP on an env whose
    registry entry says its actions are not window positions (hpcgym/WorkflowSubmit-v0: a
    submission mode)."""
    if config.policy == "window" and spec(config.env_id).network == "mlp":
        return replace(config, policy="mlp")
    return config


def planned_steps(config: TrainConfig, done: int = 0) -> int:
    """The steps a run reaches from ``done``: PPO learns from whole rollouts (``n_steps`` x
    ``n_envs`` steps), so ``config.steps`` rounds up to the next one."""
    rollout = config.n_steps * config.n_envs
    left = config.steps - done
    return done + -(-left // rollout) * rollout if left > 0 else done


def train(
    config: TrainConfig,
    out: str | Path,
    verbose: bool = False,
    resume: bool = False,
    checkpoint_every: int | None = None,
) -> Path:
    """Train into ``out`` and return the path of ``model.zip``.

    ``config.steps`` 0 with a ``pretrain`` teacher: imitation only, the cloned (and DAgger-
    refined) policy saved as it is, without PPO. A checkpoint is written every ``checkpoint_every`` steps (default a tenth of the run, 0
    none), at the end and on Ctrl-C, which then raises
    :class:`~hpcgym.agents.checkpoint.TrainingInterrupted`. With ``resume``, a checkpoint of
    the same config in ``out`` is continued (model, reward statistics, step counter, monitor
    files cut back to the checkpoint, TensorBoard run) up to ``config.steps`` in all; without,
    training starts afresh.
    """
    import torch

    torch.set_num_threads(config.torch_threads)  # shared machines: one core per learner
    if config.algo not in ALGOS:
        raise UnknownNameError(f"unknown algorithm {config.algo!r}; known: {', '.join(ALGOS)}")
    if config.policy not in POLICIES:
        raise UnknownNameError(f"unknown policy {config.policy!r}; known: {', '.join(POLICIES)}")
    if config.steps == 0 and not config.pretrain:
        raise InputError("train: steps 0 means imitation only, and no pretrain teacher is named")
    config = settled(config)
    network = spec(config.env_id).network
    if config.algo == NATIVE and (config.policy != "window" or network not in NATIVE_NETWORKS):
        raise InputError(
            f"algo {NATIVE}: learns the window network of the dispatch envs; {config.env_id} "
            f"takes the {network if config.policy == 'window' else 'mlp'} network: use "
            "--algo maskable-ppo"
        )
    if config.attention and config.algo != NATIVE:
        raise InputError(
            f"attention: the queue-attention network is {NATIVE}'s (--algo {NATIVE}), not "
            f"{config.algo}'s"
        )
    if config.attention < 0:
        raise InputError(f"attention: a number of attention blocks >= 0, got {config.attention}")
    if config.algo == NATIVE and config.subproc:
        raise InputError(
            f"subproc: {NATIVE} steps its envs in this process, as one vector env; worker "
            "processes are for the SB3 algorithms (--algo maskable-ppo)"
        )
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    start = resume_point(config, out) if resume else None
    if start is None:
        discard_checkpoint(out)
    else:
        for name, n in cut_monitors(out, start).items():
            if verbose:
                print(f"{name}: {n} episode(s) played after the checkpoint dropped", flush=True)
    if config.algo == NATIVE:
        return _learn_native(config, out, start, verbose, checkpoint_every)
    from hpcgym.agents.env_util import close_vec_env, make_vec_env

    venv = make_vec_env(config, out, append=start is not None)
    finished = False
    try:
        path = _learn(config, out, venv, start, verbose, checkpoint_every)
        finished = True
        return path
    finally:
        close_vec_env(venv, finished)


def _learn(
    config: TrainConfig,
    out: Path,
    venv: Any,
    start: Path | None,
    verbose: bool,
    checkpoint_every: int | None,
) -> Path:
    """Build or load the model on ``venv``, learn up to the planned steps, save it."""
    from stable_baselines3.common.callbacks import BaseCallback, CallbackList

    from hpcgym.agents.callbacks import Checkpointer, Progress
    from hpcgym.agents.env_util import make_env

    done = trained_steps(start) if start is not None else 0
    venv.seed(_reseed(config.seed, done))
    if config.normalize_reward:  # rewards only: the saved policy needs no statistics
        from stable_baselines3.common.vec_env import VecNormalize

        if start is not None and (out / NORMALIZER).exists():
            venv = VecNormalize.load(str(out / NORMALIZER), venv)
        else:
            venv = VecNormalize(venv, norm_obs=False, norm_reward=True, gamma=config.gamma)
    total = planned_steps(config, done)
    if start is None:
        model = _new_model(config, venv, out)
    else:
        model = _algo(config.algo).load(
            start, env=venv, device="cpu", tensorboard_log=str(out / "tb")
        )
        model.set_random_seed(_reseed(config.seed, done))
        if verbose:
            print(
                f"resuming {start} at {done:,} steps: {total - done:,} more to {total:,}",
                flush=True,
            )
    _write_config(out, config, venv, status="training", steps=done)
    t0 = time.perf_counter()
    if start is None and config.pretrain:
        from hpcgym.agents.imitate import clone

        env = make_env(config.env_id, config.env_kwargs, "maskable-ppo", lengths=config.lengths)
        loss = clone(model, config, env(), verbose)
        if verbose:
            print(f"behaviour cloning of {config.pretrain}: final loss {loss:.4f}", flush=True)
    saver = Checkpointer(
        out, checkpoint_every if checkpoint_every is not None else max(1, config.steps // 10)
    )
    callbacks: list[BaseCallback] = [saver, Progress(total)] if verbose else [saver]
    if total > done:
        try:
            model.learn(
                total_timesteps=total - done,
                tb_log_name=config.algo,
                callback=CallbackList(callbacks),
                reset_num_timesteps=start is None,
            )
        except KeyboardInterrupt:
            steps = saver.trained if saver.trained is not None else done
            raise keep_interrupted(model, out, steps, total) from None
        finally:
            if getattr(model, "_logger", None) is not None:
                model.logger.close()  # TensorBoard's last events reach the disk
    return _save_done(model, out, config, venv, done, time.perf_counter() - t0)


def _learn_native(
    config: TrainConfig,
    out: Path,
    start: Path | None,
    verbose: bool,
    checkpoint_every: int | None,
) -> Path:
    """The run of :mod:`hpcgym.agents.ppo` on a Gymnasium vector env: build or load the model,
    imitate (``config.pretrain``), learn up to the planned steps with checkpoints, save it;
    ``config.json`` gets the CPU split of the work (env, rollout, update)."""
    from hpcgym.agents import ppo
    from hpcgym.agents.env_util import MonitorFiles, vector_env

    done = trained_steps(start) if start is not None else 0
    seed = _reseed(config.seed, done)
    venv = vector_env(config.env_id, config.env_kwargs, config.n_envs, lengths=config.lengths)
    monitors = MonitorFiles(out, config.n_envs, config.env_id, append=start is not None)
    try:
        model = ppo.new_model(config, venv) if start is None else ppo.PPOModel.load(start, seed)
        spaces = {"observation_space": model.observation_space, "action_space": model.action_space}
        _write_config(out, config, spaces, status="training", steps=done)
        t0, cpu0 = time.perf_counter(), time.process_time()
        if start is None and config.pretrain:
            from hpcgym.agents.imitate import clone_vec

            loss = clone_vec(model, config, verbose)
            if verbose:
                print(f"behaviour cloning of {config.pretrain}: final loss {loss:.4f}", flush=True)
        total = planned_steps(config, done)
        every = checkpoint_every if checkpoint_every is not None else max(1, config.steps // 10)
        saved = [done]
        estimate = Estimate(done, total)

        def after(m: Any, stats: dict) -> None:
            if every > 0 and m.num_timesteps - saved[0] >= every and m.num_timesteps < total:
                save_checkpoint(m, out)
                saved[0] = m.num_timesteps
            if verbose:
                line = progress_line(
                    m.num_timesteps, total, done, time.perf_counter() - t0, monitors.objectives, 0
                )
                print(line, flush=True)
                said = estimate.line(m.num_timesteps)
                if said:
                    print(said, flush=True)

        scaler = (
            ppo.RewardScaler(config.n_envs, config.gamma, model.reward_stats)
            if config.normalize_reward
            else None
        )
        try:
            split = ppo.learn(
                model,
                venv,
                ppo.hyper_of(config),
                config.n_steps,
                total,
                seed,
                scaler,
                monitors,
                after,
            )
        except KeyboardInterrupt:
            raise keep_interrupted(model, out, model.num_timesteps, total) from None
        wall, cpu = time.perf_counter() - t0, time.process_time() - cpu0
        return _save_done(
            model, out, config, spaces, done, wall, train_cpu_s=cpu, train_split=split.as_dict()
        )
    finally:
        monitors.close()
        venv.close()


def _save_done(
    model: Any, out: Path, config: TrainConfig, venv: Any, done: int, wall: float, **extra: Any
) -> Path:
    """Save a finished run: its checkpoint, ``model.zip`` and a ``config.json`` marked done
    with its steps and speed (``extra``: more timing); the model's path."""
    save_checkpoint(model, out)
    path = out / "model.zip"
    write_atomic(path, model.save)
    steps = int(model.num_timesteps)
    _write_config(
        out,
        config,
        venv,
        status="done",
        steps=steps,
        resumed_from=done or None,
        train_wall_s=wall,
        train_steps_per_s=(steps - done) / wall if wall > 0 else None,
        **extra,
    )
    return path


def _write_config(out: Path, config: TrainConfig, venv: Any, **extra: Any) -> None:
    """``config.json``: the config (what ``load`` and a resume read), the env id, kwargs and
    spaces (what an evaluation checks), and ``extra`` (status, steps, timing)."""
    obs, act = (
        (venv["observation_space"], venv["action_space"])
        if isinstance(venv, dict)
        else (venv.observation_space, venv.action_space)
    )
    env = {
        "id": config.env_id,
        "kwargs": config.env_kwargs,
        "observation_space": describe(obs),
        "action_space": describe(act),
    }
    write_json(out / "config.json", {"config": asdict(config), "env": env, **extra})


def _reseed(seed: int, done: int) -> int:
    """The seed of a run resumed at ``done`` steps (``seed`` itself at 0): its episodes and
    sampling go on from new random streams, not from the first ones again."""
    if not done:
        return seed
    import numpy as np

    return int(np.random.SeedSequence([seed, done]).generate_state(1)[0] % 2**31)


def _algo(name: str) -> Any:
    """The SB3 algorithm class of ``name``."""
    if name == "maskable-ppo":
        from sb3_contrib import MaskablePPO

        return MaskablePPO
    from stable_baselines3 import PPO

    return PPO


def _new_model(config: TrainConfig, venv: Any, out: Path) -> Any:
    """A fresh model of ``config`` on ``venv``, its network chosen by the env's registry."""
    network = spec(config.env_id).network if config.policy == "window" else "mlp"
    if network != "mlp":
        from hpcgym.agents.policies import MaskableWindowPolicy, WindowPolicy, window_policy_kwargs

        policy: Any = MaskableWindowPolicy if config.algo == "maskable-ppo" else WindowPolicy
        scales = None
        if config.ranks:
            from hpcgym.baselines.base import env_scales

            s = env_scales(venv)
            scales = (s.total_cores, s.total_units, s.max_walltime)
        policy_kwargs = window_policy_kwargs(
            hidden=config.hidden,
            vf=list(config.net_arch),
            ranks=tuple(config.ranks),
            scales=scales,
            invariant=config.invariant,
        )
        if network == "task-window":  # one logit per window workflow, one to idle
            from hpcgym.agents.tasknet import task_policy

            policy, policy_kwargs = task_policy(config.algo, list(config.net_arch))
    else:
        policy, policy_kwargs = "MultiInputPolicy", {"net_arch": list(config.net_arch)}
    return _algo(config.algo)(
        policy,
        venv,
        learning_rate=config.learning_rate,
        n_steps=config.n_steps,
        batch_size=config.batch_size,
        n_epochs=config.n_epochs,
        gamma=config.gamma,
        gae_lambda=config.gae_lambda,
        ent_coef=config.ent_coef,
        clip_range=config.clip_range,
        seed=config.seed,
        policy_kwargs=policy_kwargs,
        tensorboard_log=str(out / "tb"),
        verbose=0,
        device="cpu",
    )


__all__ = ["planned_steps", "progress_line", "settled", "train"]
