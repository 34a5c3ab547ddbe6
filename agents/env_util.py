"""The envs a training run steps, after SB3's ``common/env_util.py``: a picklable thunk per env
(monitored, remapped for plain PPO) and the vectorised env over ``n_envs`` of them; for the
native learner (:mod:`hpcgym.agents.ppo`), a Gymnasium ``VectorEnv`` and the monitor files it
writes."""

from __future__ import annotations

import signal
from collections.abc import Callable
from functools import partial
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


def vector_env(
    env_id: str,
    env_kwargs: dict[str, Any],
    n: int,
    split: str = "train",
    lengths: list[int] | None = None,
    sync: bool = False,
) -> gym.vector.VectorEnv:
    """``n`` envs of ``split`` as one Gymnasium ``VectorEnv`` for the native learner: the env's
    own vector env where it registers one (``vector_entry_point``), else ``SyncVectorEnv`` in
    this process (no workers, no SB3), always when ``sync`` (its sub-envs are needed); sub-env
    k takes ``lengths`` rotated by k."""
    kwargs = {"split": split, **env_kwargs}
    if not lengths and not sync and gym.spec(env_id).vector_entry_point is not None:
        return gym.make_vec(env_id, num_envs=n, vectorization_mode="vector_entry_point", **kwargs)
    rotations = [
        lengths[k % len(lengths) :] + lengths[: k % len(lengths)] if lengths else None
        for k in range(n)
    ]
    return gym.vector.SyncVectorEnv([partial(_plain_env, env_id, kwargs, r) for r in rotations])


def _plain_env(env_id: str, kwargs: dict[str, Any], lengths: list[int] | None) -> gym.Env:
    """One env without SB3's Monitor (the native learner writes the monitor files itself)."""
    env = gym.make(env_id, disable_env_checker=True, **kwargs)
    if lengths:
        from hpcgym.agents.wrappers import MixedLengths

        env = MixedLengths(env, lengths)
    return env


class MonitorFiles:
    """SB3's monitor files (``monitor_k.monitor.csv``: a JSON header line, then ``r,l,t,objective``
    per finished episode) written for sub-env k of a vector env, continued when ``append``."""

    def __init__(self, out: Path, n: int, env_id: str, append: bool) -> None:
        import json
        import time

        self.t0 = time.time()
        self.files = []
        for k in range(n):
            path = out / f"monitor_{k}.monitor.csv"
            keep = append and path.exists()
            f = open(path, "a" if keep else "w")  # noqa: SIM115  (closed in close())
            if not keep:
                f.write("#" + json.dumps({"t_start": self.t0, "env_id": env_id}) + "\n")
                f.write("r,l,t,objective\n")
                f.flush()
            self.files.append(f)
        self.objectives: list[float] = []

    def __call__(self, k: int, episode: dict[str, Any]) -> None:
        import time

        objective = episode.get("objective", float("nan"))
        self.objectives.append(float(objective))
        f = self.files[k]
        f.write(f"{episode['r']:.6f},{episode['l']},{time.time() - self.t0:.6f},{objective}\n")
        f.flush()

    def close(self) -> None:
        for f in self.files:
            f.close()
