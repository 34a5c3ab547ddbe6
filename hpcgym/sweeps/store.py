"""Result files: one JSON per finished run under ``OUT/runs/``, written atomically.

A result is written to a temporary file beside its final name, flushed to disk, then renamed
over it, so a run killed at any moment leaves either its whole file or none (a stray
``.tmp`` at most, which :meth:`Store.done` ignores and the next sweep removes). A file's name
ends in the run's key; :meth:`Store.done` is how a rerun knows what to skip.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hpcgym.io import TMP, write_atomic
from hpcgym.sweeps.run import RunSpec, dumps

RUNS = "runs"


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
            for p in self.runs.glob("*.json")
            if not p.name.startswith(".")
        }

    def clean(self) -> int:
        """Remove temp files left by a writer that was killed; how many there were."""
        stale = list(self.runs.glob(f".*{TMP}")) if self.runs.is_dir() else []
        for p in stale:
            p.unlink(missing_ok=True)
        return len(stale)

    def load(self, path: Path) -> dict[str, Any]:
        return json.loads(path.read_text())

    def write(self, spec: RunSpec, doc: dict[str, Any]) -> Path:
        """Write one run's result document (sorted keys) atomically."""
        path = self.path(spec)
        write_atomic(path, dumps(doc, indent=1) + "\n")
        return path
