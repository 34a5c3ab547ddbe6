"""A training run's checkpoint: ``checkpoints/last.zip``, its reward statistics and the length
of each monitor file at that moment, written atomically; the checkpoint a resumed run
continues from, its monitors cut back to it (the episodes a killed run played after its last
checkpoint are played again); what Ctrl-C keeps."""

from __future__ import annotations

import json
import os
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

MONITORS = Path("checkpoints") / "last.monitors.json"
MONITOR_GLOB = "monitor_*.monitor.csv"


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
    for p in (CHECKPOINT, NORMALIZER, MONITORS):
        (out / p).unlink(missing_ok=True)


def save_checkpoint(model: Any, out: Path) -> Path:
    """Write ``out/checkpoints/last.zip`` (its reward statistics and the monitors' lengths
    first) atomically; its path."""
    norm = model.get_vec_normalize_env()
    if norm is not None:
        write_atomic(out / NORMALIZER, lambda f: pickle.dump(norm, f))
    sizes = {p.name: p.stat().st_size for p in sorted(out.glob(MONITOR_GLOB))}
    doc = {"steps": int(model.num_timesteps), "bytes": sizes}
    write_atomic(out / MONITORS, json.dumps(doc, indent=1) + "\n")
    write_atomic(out / CHECKPOINT, model.save)
    return out / CHECKPOINT


def cut_monitors(out: Path, start: Path) -> dict[str, int]:
    """Cut each monitor file in ``out`` back to its length when checkpoint ``start`` was saved
    (episodes played after it, by a run killed before its next checkpoint, are dropped); the
    episodes dropped per file. Nothing is cut without a record of the same step count."""
    try:
        doc = json.loads((out / MONITORS).read_text())
    except (OSError, ValueError):
        return {}
    if not isinstance(doc, dict) or doc.get("steps") != trained_steps(start):
        return {}
    dropped: dict[str, int] = {}
    for name, size in (doc.get("bytes") or {}).items():
        path = out / Path(str(name)).name
        if not isinstance(size, int) or not path.is_file() or path.stat().st_size <= size:
            continue
        with open(path, "rb+") as f:
            f.seek(size)
            dropped[path.name] = f.read().count(b"\n")
            f.truncate(size)
            f.flush()
            os.fsync(f.fileno())
    return dropped


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
