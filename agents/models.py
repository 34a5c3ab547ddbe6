"""A learned agent on disk: the training config saved beside ``model.zip``, and loading both;
the checkpoint a run continues from; the env spaces a model fits, in words."""

from __future__ import annotations

import json
import pickle
import zipfile
import zlib
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from hpcgym.errors import ModelError

# hpcgym's own masked PPO (agents/ppo.py, on a Gymnasium vector env); sb3-contrib's MaskablePPO;
# SB3's PPO (masked actions remapped).
NATIVE = "hpcgym-ppo"
ALGOS = (NATIVE, "maskable-ppo", "ppo")
# Algorithms whose agents take the action masks when they act.
MASKED = (NATIVE, "maskable-ppo")
# The networks the native learner has: the envs whose registry entry names one of these.
NATIVE_NETWORKS = ("window",)
# TrainConfig's settings for the native learner where they differ from the SB3 defaults below
# (what train_config and recipe fill in when not given): 128 envs stepped together, rollouts of
# 128 x 32 = 4,096 steps, 2 epochs of 2,048-step minibatches, a 32-wide job embedding
# (benchmarks/train_speed.py measures them).
NATIVE_DEFAULTS: dict[str, Any] = {
    "n_envs": 128,
    "n_steps": 32,
    "batch_size": 2048,
    "n_epochs": 2,
    "learning_rate": 1e-3,
    "net_arch": [64, 64],
    "hidden": 32,
}
# "window": the job-equivariant scorer of hpcgym.agents.policies; "mlp": SB3's MultiInputPolicy.
POLICIES = ("window", "mlp")


@dataclass(slots=True)
class TrainConfig:
    """What a training run needs; saved beside the model so it can be rebuilt and judged."""

    env_id: str = "hpcgym/Dispatch-v0"
    env_kwargs: dict[str, Any] = field(default_factory=dict)
    algo: str = "maskable-ppo"
    steps: int = 100_000
    seed: int = 0
    n_envs: int = 8
    learning_rate: float = 3e-4
    n_steps: int = 256
    batch_size: int = 256
    n_epochs: int = 10
    gamma: float = 0.99
    gae_lambda: float = 0.95
    ent_coef: float = 0.01
    clip_range: float = 0.2
    net_arch: list[int] = field(default_factory=lambda: [128, 128])
    # the width of the window network's job embedding (hpcgym-ppo; the SB3 window policy's is 64)
    hidden: int = 64
    torch_threads: int = 1
    subproc: bool = False
    pretrain: str | None = None
    pretrain_steps: int = 20_000
    pretrain_epochs: int = 5
    pretrain_dagger: int = 0
    # weight in cloning of the states where a look-ahead teacher departs from its base (imitate.py)
    pretrain_focus: float = 1.0
    policy: str = "window"
    normalize_reward: bool = True
    # dispatch heuristics whose view of each job the window policy also gets (policies.py)
    ranks: list[str] = field(default_factory=list)
    # the window policy ignores the features tied to the episode's length (policies.py)
    invariant: bool = False
    # training windows of these many jobs in turn, instead of env_kwargs' one (wrappers.py)
    lengths: list[int] = field(default_factory=list)
    # hpcgym-ppo: self-attention blocks between the window's jobs (queuenet.py); 0: WindowNet
    attention: int = 0


def default_algo(env_id: str) -> str:
    """The algorithm ``hpcgym train`` uses on ``env_id`` when none is named: the native learner
    where it has the env's network, sb3-contrib's MaskablePPO elsewhere."""
    from hpcgym.envs.registration import spec

    return NATIVE if spec(env_id).network in NATIVE_NETWORKS else "maskable-ppo"


def recipe(env_id: str = "hpcgym/Dispatch-v0", algo: str | None = None, **kw: Any) -> TrainConfig:
    """A TrainConfig with ``algo``'s defaults (the env's :func:`default_algo` when None) under
    ``kw``: the native learner's settings differ from the SB3 ones TrainConfig itself holds."""
    algo = algo or default_algo(env_id)
    base = NATIVE_DEFAULTS if algo == NATIVE else {}
    return TrainConfig(env_id=env_id, algo=algo, **{**base, **kw})


def load(path: str | Path) -> tuple[Any, TrainConfig]:
    """A saved model and its training config (``config.json`` beside ``model.zip``)."""
    path = Path(path)
    cfg_path = path.with_name("config.json")
    if not cfg_path.exists():
        raise FileNotFoundError(f"{cfg_path}: no config.json beside the model")
    saved = _saved(cfg_path)
    try:
        config = TrainConfig(**saved)
    except TypeError as e:
        raise ModelError(f"{cfg_path}: not a training config of this hpcgym ({e})") from None
    try:
        import torch
    except ImportError:
        raise ModelError(
            f'{path}: a learned agent needs the RL extras: pip install -e ".[rl]" in a clone of '
            "hpcgym"
        ) from None

    check_model_zip(path)
    # one step's forward pass is tiny: more threads only contend on a shared machine
    # (measured 40 ms a predict with 2 threads under load, 3 ms with 1)
    torch.set_num_threads(config.torch_threads)
    if config.algo == NATIVE:
        from hpcgym.agents.ppo import PPOModel

        algo: Any = PPOModel
    else:
        from sb3_contrib import MaskablePPO
        from stable_baselines3 import PPO

        algo = MaskablePPO if config.algo == "maskable-ppo" else PPO
    try:
        if config.algo == NATIVE:
            return algo.load(path, config.seed), config
        return algo.load(path, device="cpu"), config
    except LOAD_ERRORS as e:
        raise ModelError(f"{path}: not a {config.algo} model it can load ({_said(e)})") from None


# What stable-baselines3 and torch raise on a damaged model zip (a missing or foreign entry,
# weights that are not torch's, a truncated stream).
LOAD_ERRORS = (
    AssertionError,
    AttributeError,
    EOFError,
    KeyError,
    RuntimeError,
    TypeError,
    ValueError,
    pickle.UnpicklingError,
    zipfile.BadZipFile,
    zlib.error,
)
MODEL_ENTRIES = ("data", "policy.pth")


def check_model_zip(path: Path) -> None:
    """Refuse, naming the file and the fault, a ``model.zip`` that is not a zip, lacks the
    entries a saved model has, fails its CRC checks or holds a ``data`` entry that is not
    JSON."""
    try:
        with zipfile.ZipFile(path) as z:
            names = set(z.namelist())
            missing = [n for n in MODEL_ENTRIES if n not in names]
            if missing:
                raise ModelError(f"{path}: not a saved model: the zip has no {missing[0]!r} entry")
            bad = z.testzip()
            if bad is not None:
                raise ModelError(f"{path}: damaged: its {bad!r} entry fails its CRC check")
            json.loads(z.read("data"))
    except (zipfile.BadZipFile, EOFError, zlib.error) as e:
        raise ModelError(
            f"{path}: not a readable zip ({_said(e)}); save or download it again"
        ) from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise ModelError(f"{path}: its 'data' entry is not JSON ({_said(e)})") from None


def _said(e: BaseException) -> str:
    """An exception's type and the first 160 characters of its message."""
    text = " ".join(str(e).split())
    return f"{type(e).__name__}: {text[:157] + '...' if len(text) > 160 else text}"


# A training folder's checkpoint: the model (with its step counter) and the reward statistics.
CHECKPOINT = Path("checkpoints") / "last.zip"
NORMALIZER = Path("checkpoints") / "last.vecnormalize.pkl"
# TrainConfig fields a resumed run may change: its target and how its work is spread.
RESUMABLE = ("steps", "torch_threads", "subproc")
FLAGS = {
    "env_id": "--env",
    "env_kwargs": "--env-kwargs",
    "algo": "--algo",
    "seed": "--seed",
    "n_envs": "--n-envs",
}


def _saved(path: Path) -> dict[str, Any]:
    """The ``config`` table of a run's ``config.json``; ModelError naming the file if it has
    none."""
    try:
        saved = json.loads(path.read_text())["config"]
    except (json.JSONDecodeError, KeyError, TypeError) as e:
        raise ModelError(f"{path}: not a training config ({type(e).__name__}: {e})") from None
    if not isinstance(saved, dict):
        raise ModelError(f"{path}: 'config' is not a table")
    return saved


def trained_steps(path: str | Path) -> int:
    """The steps a saved model has trained for, read from its zip (no torch, no unpickling)."""
    with zipfile.ZipFile(path) as z:
        return int(json.loads(z.read("data"))["num_timesteps"])


def saved_config(out: str | Path) -> TrainConfig | None:
    """The config of the run in folder ``out`` (its ``config.json``), None if there is none."""
    path = Path(out) / "config.json"
    if not path.exists():
        return None
    saved = _saved(path)
    unknown = sorted(set(saved) - {f.name for f in fields(TrainConfig)})
    if unknown:  # written by a newer hpcgym: its run cannot be continued faithfully here
        raise ModelError(f"{path}: settings this hpcgym does not know: {', '.join(unknown)}")
    return TrainConfig(**saved)


def config_mismatch(saved: TrainConfig, given: TrainConfig) -> str | None:
    """The first setting, named as its command-line option, where ``given`` differs from a
    run's ``saved`` config (None: the run may be continued with ``given``)."""
    for f in fields(TrainConfig):
        was, now = getattr(saved, f.name), getattr(given, f.name)
        if f.name not in RESUMABLE and was != now:
            flag = FLAGS.get(f.name, f"--hyper {f.name}")
            return f"{flag} was {json.dumps(was)}, this command gives {json.dumps(now)}"
    return None


def describe(space: Any) -> str:
    """A space in a few words (``Discrete(65)``, ``Box(64, 12)``, ``Dict(queue: Box(64, 12),
    ...)``): what a mismatch message shows."""
    from gymnasium import spaces

    if isinstance(space, spaces.Dict):
        return "Dict(" + ", ".join(f"{k}: {describe(s)}" for k, s in space.spaces.items()) + ")"
    if isinstance(space, spaces.Discrete):
        return f"Discrete({int(space.n)})"
    shape = getattr(space, "shape", None)
    if shape is None:
        return str(space)
    return f"{type(space).__name__}({', '.join(str(int(d)) for d in shape)})"


def space_mismatch(trained: Any, given: Any, where: str = "") -> str | None:
    """How space ``given`` differs from the ``trained`` one in kind, keys, shape or size (None:
    a model of ``trained`` can act on ``given``)."""
    from gymnasium import spaces

    name = f"{where} " if where else ""

    def kind(space: Any) -> type:
        # hpcgym's MaskedDiscrete equals Discrete(n) (a vector env's sub-env space is plain)
        return spaces.Discrete if isinstance(space, spaces.Discrete) else type(space)

    if kind(trained) is not kind(given):
        return f"{name}is {describe(given)}, not {describe(trained)}"
    if isinstance(trained, spaces.Dict):
        if list(trained.spaces) != list(given.spaces):
            return f"{name}has keys {', '.join(given.spaces)}, not {', '.join(trained.spaces)}"
        for k, s in trained.spaces.items():
            diff = space_mismatch(s, given.spaces[k], f"{where}.{k}" if where else k)
            if diff:
                return diff
        return None
    if isinstance(trained, spaces.Discrete):
        return None if trained.n == given.n else f"{name}has {given.n} actions, not {trained.n}"
    if getattr(trained, "shape", None) != getattr(given, "shape", None):
        return f"{name}has shape {given.shape}, not {trained.shape}"
    return None
