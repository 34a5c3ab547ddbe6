"""A training run's checkpoint: ``checkpoints/last.zip`` and its reward statistics, written
atomically; the checkpoint a resumed run continues from; what Ctrl-C keeps."""

from __future__ import annotations

import pickle
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from hpcgym.agents.models import (
    CHECKPOINT,
    NORMALIZER,
    TrainConfig,
    config_mismatch,
    saved_config,
    trained_steps,
)
from hpcgym.errors import ModelError
from hpcgym.io import write_atomic


class TrainingInterrupted(KeyboardInterrupt):
    """Ctrl-C during training: ``steps`` of ``total`` learned and kept in ``checkpoint`` (None:
    nothing learned yet)."""

    def __init__(self, steps: int, total: int, checkpoint: Path | None) -> None:
        kept = f"checkpoint {checkpoint}" if checkpoint else "nothing learned yet"
        super().__init__(f"interrupted at {steps:,} / {total:,} steps; {kept}")
        self.steps, self.total, self.checkpoint = steps, total, checkpoint


def resume_point(config: TrainConfig, out: str | Path) -> Path | None:
    """The checkpoint (or finished model) in ``out`` to continue ``config`` (as it trains:
    :func:`hpcgym.agents.train.settled`) from, None if there is none; a ModelError naming the
    first setting that differs from the run saved there."""
    out = Path(out)
    found = [out / p for p in (CHECKPOINT, Path("model.zip")) if (out / p).exists()]
    if not found:
        return None
    path = max(found, key=trained_steps)  # the checkpoint on a tie: it has the statistics
    saved = saved_config(out)
    if saved is None:
        raise ModelError(f"cannot resume {out}: no config.json beside {path.name}")
    diff = config_mismatch(saved, config)
    if diff:
        raise ModelError(f"cannot resume {out}: {diff}")
    return path


def discard_checkpoint(out: Path) -> None:
    """Remove the checkpoint in ``out``: a fresh run must not be continued from an older one."""
    for p in (CHECKPOINT, NORMALIZER):
        (out / p).unlink(missing_ok=True)


def save_checkpoint(model: Any, out: Path) -> Path:
    """Write ``out/checkpoints/last.zip`` (its reward statistics first) atomically; its path."""
    norm = model.get_vec_normalize_env()
    if norm is not None:
        write_atomic(out / NORMALIZER, lambda f: pickle.dump(norm, f))
    write_atomic(out / CHECKPOINT, model.save)
    return out / CHECKPOINT


def keep_interrupted(model: Any, out: Path, steps: int, total: int) -> TrainingInterrupted:
    """After Ctrl-C in ``model.learn``: the model saved as the checkpoint at ``steps`` (the
    steps of a rollout cut short are not learned, so not counted), unless none was learned;
    the exception saying so. A second Ctrl-C meanwhile is ignored."""
    with _sigint_ignored():
        model.num_timesteps = steps
        kept = save_checkpoint(model, out) if steps > 0 else None
    return TrainingInterrupted(steps, total, kept)


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
