"""Train a learned dispatch agent with sb3-contrib's MaskablePPO or SB3's PPO.

Training episodes come from the env's ``train`` split (the first 60% of a trace; generator
seeds below 2**31 for Edison), so :mod:`hpcgym.agents.evaluate` can judge on held-out
windows. The output folder holds ``model.zip``, ``config.json`` (env id and kwargs, algorithm,
hyperparameters, seed; the env's spaces), TensorBoard logs in ``tb/``, per-episode
``monitor_k.monitor.csv`` (return, length, objective) and ``checkpoints/last.zip`` (with the
reward statistics beside it), written atomically every tenth of the run, at the end and on
Ctrl-C, from which ``train(..., resume=True)`` continues.
"""
from __future__ import annotations

import os
import pickle
import signal
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, replace
from pathlib import Path
from typing import Any

import gymnasium as gym

import hpcgym  # noqa: F401  (registers the ids)
from hpcgym.agents.models import (ALGOS, CHECKPOINT, NORMALIZER, POLICIES, TrainConfig,
                                  config_mismatch, describe, saved_config, trained_steps)
from hpcgym.io import write_json
from hpcgym.envs.registration import spec


def make_env(env_id: str, env_kwargs: dict[str, Any], algo: str, split: str = "train",
             monitor: str | None = None, append: bool = False,
             worker: bool = False) -> Callable[[], gym.Env]:
    """A picklable thunk building the env (wrapped for plain PPO) in any process; ``append``
    continues the monitor file of a resumed run; ``worker``: it runs in a SubprocVecEnv
    worker, which leaves Ctrl-C to the trainer (no traceback from every worker)."""

    def thunk() -> gym.Env:
        if worker:
            signal.signal(signal.SIGINT, signal.SIG_IGN)
        import hpcgym  # noqa: F401  (a fresh worker process registers the ids too)
        from stable_baselines3.common.monitor import Monitor

        env = gym.make(env_id, **{"split": split, **env_kwargs})
        if algo == "ppo":
            from hpcgym.agents.wrappers import RemapMasked

            env = RemapMasked(env)
        fresh = not (append and monitor and Path(f"{monitor}.{Monitor.EXT}").exists())
        return Monitor(env, filename=monitor, info_keywords=("objective",),
                       override_existing=fresh)

    return thunk


def _Progress(total: int) -> Any:
    """A callback printing steps, steps/s and the mean objective of the last finished episodes
    (before the first ends, which on long episodes takes a while, how far they have run)."""
    from stable_baselines3.common.callbacks import BaseCallback

    class Progress(BaseCallback):
        def _on_training_start(self) -> None:
            self._t0 = time.perf_counter()
            self._start = self.num_timesteps
            self._objectives: list[float] = []
            self._running = [0] * self.training_env.num_envs

        def _on_step(self) -> bool:
            infos, dones = self.locals.get("infos", ()), self.locals.get("dones", ())
            for k, (info, done) in enumerate(zip(infos, dones)):
                self._running[k] = 0 if done else self._running[k] + 1
                if done and info.get("objective") is not None:
                    self._objectives.append(float(info["objective"]))
            return True

        def _on_rollout_end(self) -> None:
            print(progress_line(self.num_timesteps, total, self._start,
                                time.perf_counter() - self._t0, self._objectives,
                                max(self._running)), flush=True)

    return Progress()


def progress_line(steps: int, total: int, start: int, seconds: float, objectives: list[float],
                  running: int, last: int = 20) -> str:
    """One progress line: never a NaN objective, "no episode finished yet" until one has."""
    rate = (steps - start) / seconds if seconds > 0 else 0.0
    head = f"{steps:>11,} / {total:,} steps  {rate:7.0f} steps/s  "
    if not objectives:
        return head + f"no episode finished yet ({running:,} steps into the longest)"
    recent = objectives[-last:]
    return (head + f"episodes {len(objectives):>5,}  objective (last {len(recent)}) "
                   f"{sum(recent) / len(recent):.3f}")


class TrainingInterrupted(KeyboardInterrupt):
    """Ctrl-C during training: ``steps`` of ``total`` learned and kept in ``checkpoint`` (None:
    nothing learned yet)."""

    def __init__(self, steps: int, total: int, checkpoint: Path | None) -> None:
        kept = f"checkpoint {checkpoint}" if checkpoint else "nothing learned yet"
        super().__init__(f"interrupted at {steps:,} / {total:,} steps; {kept}")
        self.steps, self.total, self.checkpoint = steps, total, checkpoint


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


def resume_point(config: TrainConfig, out: str | Path) -> Path | None:
    """The checkpoint (or finished model) in ``out`` to continue ``config`` from, None if there
    is none; a ValueError naming the first setting that differs from the run saved there."""
    out = Path(out)
    found = [out / p for p in (CHECKPOINT, Path("model.zip")) if (out / p).exists()]
    if not found:
        return None
    path = max(found, key=trained_steps)  # the checkpoint on a tie: it has the statistics
    saved = saved_config(out)
    if saved is None:
        raise ValueError(f"cannot resume {out}: no config.json beside {path.name}")
    diff = config_mismatch(saved, settled(config))
    if diff:
        raise ValueError(f"cannot resume {out}: {diff}")
    return path


def _write_atomic(path: Path, write: Callable[[Any], None]) -> None:
    """``write(file)`` to a temp file, flushed to disk, then renamed over ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as f:
            write(f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def save_checkpoint(model: Any, out: Path) -> Path:
    """Write ``out/checkpoints/last.zip`` (its reward statistics first) atomically; its path."""
    norm = model.get_vec_normalize_env()
    if norm is not None:
        _write_atomic(out / NORMALIZER, lambda f: pickle.dump(norm, f))
    _write_atomic(out / CHECKPOINT, model.save)
    return out / CHECKPOINT


@contextmanager
def _sigint_ignored() -> Iterator[None]:
    """Ctrl-C is ignored meanwhile (where this thread may set it): a second press must not cut
    the checkpoint of the first short."""
    try:
        old = signal.signal(signal.SIGINT, signal.SIG_IGN)
    except ValueError:  # not the main thread
        old = None
    try:
        yield
    finally:
        if old is not None:
            signal.signal(signal.SIGINT, old)


def _Checkpointer(out: Path, every: int) -> Any:
    """A callback saving a checkpoint every ``every`` steps at the start of a rollout (the
    policy has then learned from every step counted), and remembering that count."""
    from stable_baselines3.common.callbacks import BaseCallback

    class Checkpointer(BaseCallback):
        trained: int | None = None

        def _on_training_start(self) -> None:
            self.trained = self._saved = self.num_timesteps

        def _on_rollout_start(self) -> None:
            self.trained = self.num_timesteps
            if every > 0 and self.trained - self._saved >= every:
                save_checkpoint(self.model, out)
                self._saved = self.trained

        def _on_step(self) -> bool:
            return True

    return Checkpointer()


def _write_config(out: Path, config: TrainConfig, venv: Any, **extra: Any) -> None:
    """``config.json``: the config (what ``load`` and a resume read), the env id, kwargs and
    spaces (what an evaluation checks), and ``extra`` (status, steps, timing)."""
    env = {"id": config.env_id, "kwargs": config.env_kwargs,
           "observation_space": describe(venv.observation_space),
           "action_space": describe(venv.action_space)}
    write_json(out / "config.json", {"config": asdict(config), "env": env, **extra})


def train(config: TrainConfig, out: str | Path, verbose: bool = False, resume: bool = False,
          checkpoint_every: int | None = None) -> Path:
    """Train into ``out`` and return the path of ``model.zip``.

    A checkpoint is written every ``checkpoint_every`` steps (default a tenth of the run, 0
    none), at the end and on Ctrl-C, which then raises :class:`TrainingInterrupted`. With
    ``resume``, a checkpoint of the same config in ``out`` is continued (model, reward
    statistics, step counter, monitor files, TensorBoard run) up to ``config.steps`` in all;
    without, training starts afresh.
    """
    import torch
    from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv

    torch.set_num_threads(config.torch_threads)  # shared machines: one core per learner
    if config.algo not in ALGOS:
        raise ValueError(f"unknown algorithm {config.algo!r}; known: {', '.join(ALGOS)}")
    if config.policy not in POLICIES:
        raise ValueError(f"unknown policy {config.policy!r}; known: {', '.join(POLICIES)}")
    config = settled(config)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    start = resume_point(config, out) if resume else None
    if start is None:  # a fresh run: an older run's checkpoint must not be continued later
        for p in (CHECKPOINT, NORMALIZER):
            (out / p).unlink(missing_ok=True)
    thunks = [make_env(config.env_id, config.env_kwargs, config.algo,
                       monitor=str(out / f"monitor_{k}"), append=start is not None,
                       worker=config.subproc)
              for k in range(config.n_envs)]
    venv = SubprocVecEnv(thunks) if config.subproc else DummyVecEnv(thunks)
    finished = False
    try:
        path = _train(config, out, venv, start, verbose, checkpoint_every)
        finished = True
        return path
    finally:
        if not finished and isinstance(venv, SubprocVecEnv):
            # a worker may owe the reply to a step nobody will read: end it, do not wait
            for p in venv.processes:
                p.terminate()
            for p in venv.processes:
                p.join(5)
            venv.closed = True
        else:
            venv.close()


def _train(config: TrainConfig, out: Path, venv: Any, start: Path | None, verbose: bool,
           checkpoint_every: int | None) -> Path:
    """Build or load the model on ``venv``, learn up to the planned steps, save it."""
    from stable_baselines3.common.callbacks import CallbackList

    done = trained_steps(start) if start is not None else 0
    # a resumed run draws new episodes, not the first ones again
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
        model = _algo(config.algo).load(start, env=venv, device="cpu",
                                        tensorboard_log=str(out / "tb"))
        model.set_random_seed(_reseed(config.seed, done))
        if verbose:
            print(f"resuming {start} at {done:,} steps: {total - done:,} more to "
                  f"{total:,}", flush=True)
    _write_config(out, config, venv, status="training", steps=done)
    t0 = time.perf_counter()
    if start is None and config.pretrain:
        from hpcgym.agents.imitate import clone

        loss = clone(model, config,
                     make_env(config.env_id, config.env_kwargs, "maskable-ppo")(), verbose)
        if verbose:
            print(f"behaviour cloning of {config.pretrain}: final loss {loss:.4f}", flush=True)
    saver = _Checkpointer(out, checkpoint_every if checkpoint_every is not None
                          else max(1, config.steps // 10))
    callbacks = [saver, _Progress(total)] if verbose else [saver]
    if total > done:
        try:
            model.learn(total_timesteps=total - done, tb_log_name=config.algo,
                        callback=CallbackList(callbacks), reset_num_timesteps=start is None)
        except KeyboardInterrupt:
            with _sigint_ignored():
                # the steps of a rollout cut short are not learned: not counted either
                steps = saver.trained if saver.trained is not None else done
                model.num_timesteps = steps
                kept = save_checkpoint(model, out) if steps > 0 else None
            raise TrainingInterrupted(steps, total, kept) from None
        finally:
            if getattr(model, "_logger", None) is not None:
                model.logger.close()  # TensorBoard's last events reach the disk
    wall = time.perf_counter() - t0
    save_checkpoint(model, out)
    path = out / "model.zip"
    _write_atomic(path, model.save)
    steps = int(model.num_timesteps)
    _write_config(out, config, venv, status="done", steps=steps, resumed_from=done or None,
                  train_wall_s=wall,
                  train_steps_per_s=(steps - done) / wall if wall > 0 else None)
    return path


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
        from hpcgym.agents.policies import (MaskableWindowPolicy, WindowPolicy,
                                            window_policy_kwargs)

        policy: Any = MaskableWindowPolicy if config.algo == "maskable-ppo" else WindowPolicy
        scales = None
        if config.ranks:
            from hpcgym.baselines.base import env_scales

            s = env_scales(venv)
            scales = (s.total_cores, s.total_units, s.max_walltime)
        policy_kwargs = window_policy_kwargs(vf=list(config.net_arch),
                                             ranks=tuple(config.ranks), scales=scales)
        if network == "task-window":  # one logit per window workflow, one to idle
            from hpcgym.agents.tasknet import task_policy

            policy, policy_kwargs = task_policy(config.algo, list(config.net_arch))
    else:
        policy, policy_kwargs = "MultiInputPolicy", {"net_arch": list(config.net_arch)}
    return _algo(config.algo)(
        policy, venv, learning_rate=config.learning_rate, n_steps=config.n_steps,
        batch_size=config.batch_size, n_epochs=config.n_epochs, gamma=config.gamma,
        gae_lambda=config.gae_lambda, ent_coef=config.ent_coef, clip_range=config.clip_range,
        seed=config.seed, policy_kwargs=policy_kwargs, tensorboard_log=str(out / "tb"),
        verbose=0, device="cpu")


RUN = "hpcgym.agents.train:run_config"
LAST = 10  # episodes per env averaged into the run's final objective


def run_config(config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Run function of the sweep runner: train into ``workdir`` (``config["train"]`` is a
    :class:`TrainConfig`); the metrics are the episodes run, the mean objective of each
    env's last episodes and, with ``eval_seeds`` K, the mean objective of the trained agent
    on seeds 0..K-1 of the test split (deterministic given the seed: the timing of episodes
    is left out). A checkpoint of the same run in ``workdir`` (an interrupted sweep) is
    continued; ``checkpoint_every`` sets how often one is written."""
    if workdir is None:
        raise ValueError("a training run needs a folder for its model (give --out)")
    cfg = TrainConfig(**config["train"])
    path = train(cfg, workdir, verbose=bool(config.get("log")), resume=True,
                 checkpoint_every=config.get("checkpoint_every"))
    import csv

    episodes, last = 0, []
    for k in range(cfg.n_envs):
        with open(Path(workdir) / f"monitor_{k}.monitor.csv") as f:
            rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
        episodes += len(rows)
        last += [float(r["objective"]) for r in rows[-LAST:]]
    metrics: dict[str, Any] = {"episodes": episodes, "steps": trained_steps(path),
                               "objective_last": sum(last) / len(last) if last else None}
    k = int(config.get("eval_seeds", 0))
    if k:
        from hpcgym.agents.evaluate import load_agent, run_episode

        env = gym.make(cfg.env_id, **{**cfg.env_kwargs, "split": "test"})
        agent = load_agent(str(path), env, cfg.env_id)
        runs = [run_episode(env, agent, s) for s in range(k)]
        env.close()
        metrics["test_objective"] = sum(r["objective"] for r in runs) / k
    return {"metrics": metrics, "data": {"model": str(path)}}
