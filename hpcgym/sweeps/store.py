"""Result files: one JSON per finished run under ``OUT/runs/``, written atomically.

A result is written to a temporary file beside its final name, flushed to disk, then renamed
over it, so a run killed at any moment leaves either its whole file or none (a stray
``.tmp`` at most, which :meth:`Store.done` ignores and the next sweep removes once its writer
is gone). A file's name ends in the run's key; :meth:`Store.done` is how a rerun knows what
to skip. A result file that cannot be read back (empty, truncated, edited: :class:`Corrupt`)
is set aside as ``<name>.corrupt`` by :meth:`Store.set_aside`, and its run is done again.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hpcgym.errors import InputError
from hpcgym.io import TMP, write_atomic
from hpcgym.sweeps.run import RunSpec, dumps

RUNS = "runs"
CORRUPT = ".corrupt"


class Corrupt(InputError):
    """A result file that is not a whole result document (its path and what is wrong)."""

    def __init__(self, path: Path, why: str) -> None:
        super().__init__(f"{path}: {why}")
        self.path, self.why = path, why


def _alive(pid: int) -> bool:
    """Whether process ``pid`` exists on this machine."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):  # another user's process; a pid out of range
        return True
    return True


@dataclass(slots=True)
class Store:
    """The result files of one sweep folder."""

    root: Path

    def __post_init__(self) -> None:
        self.root = Path(self.root)

    @property
    def runs(self) -> Path:
        return self.root / RUNS

    def path(self, spec: RunSpec) -> Path:
        return self.runs / f"{spec.name}.json"

    def workdir(self, spec: RunSpec) -> Path:
        """Where a run may leave files of its own (a trained model, logs)."""
        return self.runs / spec.name

    def done(self) -> dict[str, Path]:
        """Key -> result file of every finished run in the folder."""
        if not self.runs.is_dir():
            return {}
        return {
            p.stem.rsplit("-", 1)[-1]: p
            for p in sorted(self.runs.glob("*.json"))
            if not p.name.startswith(".")
        }

    def clean(self) -> int:
        """Remove temp files left by a writer that was killed (``.<name>.<pid>.tmp`` whose
        process is gone: a live writer's file is left alone); how many there were."""
        stale = []
        for p in self.runs.glob(f".*{TMP}") if self.runs.is_dir() else []:
            pid = p.name.removesuffix(TMP).rpartition(".")[2]
            if not (pid.isdigit() and _alive(int(pid))):
                stale.append(p)
        for p in stale:
            p.unlink(missing_ok=True)
        return len(stale)

    def load(self, path: Path, key: str | None = None) -> dict[str, Any]:
        """The result document in ``path`` (of run ``key`` if given); :class:`Corrupt` if it
        is not one."""
        try:
            doc = json.loads(path.read_bytes())
        except (ValueError, RecursionError) as e:  # bad UTF-8 or JSON, nested too deep
            raise Corrupt(
                path, "empty" if path.stat().st_size == 0 else f"not JSON ({e})"
            ) from None
        if not isinstance(doc, dict) or not isinstance(doc.get("metrics"), dict):
            raise Corrupt(path, "not a result document (no metrics)")
        if key is not None and doc.get("key") != key:
            raise Corrupt(path, f"holds run {doc.get('key')!r}, not {key!r}")
        return doc

    def set_aside(self, path: Path) -> Path:
        """Rename a corrupt result file to ``<name>.corrupt`` (``.corrupt.1``, ... if taken),
        out of :meth:`done`'s sight; the new path."""
        new = path.with_name(path.name + CORRUPT)
        k = 0
        while new.exists():
            k += 1
            new = path.with_name(f"{path.name}{CORRUPT}.{k}")
        os.replace(path, new)
        return new

    def write(self, spec: RunSpec, doc: dict[str, Any]) -> Path:
        """Write one run's result document (sorted keys) atomically."""
        path = self.path(spec)
        write_atomic(path, dumps(doc, indent=1) + "\n")
        return path
