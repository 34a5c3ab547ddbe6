"""The envs a training run steps, after SB3's ``common/env_util.py``: a picklable thunk per env
(monitored, remapped for plain PPO) and the vectorised env over ``n_envs`` of them."""

from __future__ import annotations

import signal
from collections.abc import Callable
from pathlib import Path
from typing import Any

import gymnasium as gym

from hpcgym.agents.models import TrainConfig


def make_env(
    env_id: str,
    env_kwargs: dict[str, Any],
    algo: str,
    split: str = "train",
    monitor: str | None = None,
    append: bool = False,
    worker: bool = False,
    lengths: list[int] | None = None,
) -> Callable[[], gym.Env]:
    """A picklable thunk building the env (wrapped for plain PPO) in any process; ``append``
    continues the monitor file of a resumed run; ``worker``: it runs in a SubprocVecEnv
    worker, which leaves Ctrl-C to the trainer (no traceback from every worker); ``lengths``:
    its episodes take these window lengths in turn."""

    def thunk() -> gym.Env:
        if worker:
            signal.signal(signal.SIGINT, signal.SIG_IGN)
        from stable_baselines3.common.monitor import Monitor

        import hpcgym  # noqa: F401  (the thunk is pickled by value: a fresh worker registers the ids here)

        env = gym.make(env_id, **{"split": split, **env_kwargs})
        if lengths:
            from hpcgym.agents.wrappers import MixedLengths

            env = MixedLengths(env, lengths)
        if algo == "ppo":
            from hpcgym.agents.wrappers import RemapMasked

            env = RemapMasked(env)
        fresh = not (append and monitor and Path(f"{monitor}.{Monitor.EXT}").exists())
        return Monitor(env, filename=monitor, info_keywords=("objective",), override_existing=fresh)

    return thunk


def make_vec_env(config: TrainConfig, out: Path, append: bool) -> Any:
    """``config.n_envs`` envs of the train split, env k writing ``out/monitor_k.monitor.csv``
    (continued when ``append``), in worker processes when ``config.subproc``."""
    from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv

    thunks = [
        make_env(
            config.env_id,
            config.env_kwargs,
            config.algo,
            monitor=str(out / f"monitor_{k}"),
            append=append,
            worker=config.subproc,
            lengths=config.lengths[k:] + config.lengths[:k],
        )
        for k in range(config.n_envs)
    ]
    return SubprocVecEnv(thunks) if config.subproc else DummyVecEnv(thunks)


def close_vec_env(venv: Any, finished: bool) -> None:
    """Close ``venv``; after an error or Ctrl-C, end its workers without waiting, since one may
    owe the reply to a step nobody will read."""
    from stable_baselines3.common.vec_env import SubprocVecEnv

    if finished or not isinstance(venv, SubprocVecEnv):
        venv.close()
        return
    for p in venv.processes:
        p.terminate()
    for p in venv.processes:
        p.join(5)
    venv.closed = True
