"""One run: an import string and a JSON config, its identity, and calling it anywhere.

A run's identity (:attr:`RunSpec.key`) is a hash of its function, its config and the content
of every file its config names (:func:`input_files`: a trace, a workflow manifest, a model),
so the same run asked for by two sweeps (or twice in one) is one result file, a result is
reused only for exactly the config that made it, and a file replaced under the same name
gives new keys. :func:`call` is what every backend executes: it
returns the run's output already passed through JSON, so what a front end reads is the same
whether it came from this process, a worker process, a Ray node or a file.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import socket
import stat
import time
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

import numpy as np

from hpcgym import __version__
from hpcgym.errors import InputTypeError, ScenarioError


@dataclass(slots=True)
class RunSpec:
    """What to run (``func`` on ``config``), how to name it (``labels``: the grid point) and
    where its files go (``workdir``; None: the store's folder for it, if any); ``inputs``: the
    fingerprint of each file the config names."""

    func: str
    config: dict[str, Any]
    labels: dict[str, Any] = field(default_factory=dict)
    workdir: str | None = None
    key: str = ""
    inputs: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.config = canonical(self.config)
        self.inputs = input_files(self.config)
        self.key = run_key(self.func, self.config, self.inputs)

    @property
    def name(self) -> str:
        """A file name: the grid point in words, then the key."""
        return f"{slug(self.labels)}-{self.key}" if self.labels else self.key


def canonical(v: Any) -> Any:
    """``v`` as JSON would give it back (numpy scalars and arrays to Python, tuples to lists,
    NaN to null; key order kept): configs and outputs compare, hash and serialise the same
    everywhere."""
    return json.loads(dumps(v, sort_keys=False))


def dumps(v: Any, sort_keys: bool = True, **kw: Any) -> str:
    """JSON with sorted keys, NaN (and infinities, which JSON lacks) as null, numpy values as
    Python ones."""
    return json.dumps(_finite(v), sort_keys=sort_keys, allow_nan=False, default=_plain, **kw)


def _plain(v: Any) -> Any:
    if isinstance(v, np.ndarray):
        return v.tolist()
    if isinstance(v, np.bool_):
        return bool(v)
    if isinstance(v, np.integer):
        return int(v)
    if isinstance(v, np.floating):
        return float(v)
    raise TypeError(f"not JSON-serialisable: {type(v).__name__} {v!r}")


def _finite(v: Any) -> Any:
    if isinstance(v, float) and not math.isfinite(v):  # np.float64 is a float too
        return None
    if isinstance(v, dict):
        return {str(k): _finite(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_finite(x) for x in v]
    if isinstance(v, np.ndarray):
        return _finite(v.tolist())
    if isinstance(v, np.floating):
        return _finite(float(v))
    return v


def restore(v: Any) -> Any:
    """The inverse of the NaN-to-null rule for metrics and data: null becomes NaN."""
    if v is None:
        return math.nan
    if isinstance(v, dict):
        return {k: restore(x) for k, x in v.items()}
    if isinstance(v, list):
        return [restore(x) for x in v]
    return v


def run_key(func: str, config: dict[str, Any], inputs: dict[str, str] | None = None) -> str:
    """16 hex digits of SHA-256 over the function, the canonical config and the fingerprints
    of the files it names (none: the hash of the function and config alone)."""
    doc: dict[str, Any] = {"func": func, "config": config}
    if inputs:
        doc["inputs"] = inputs
    return hashlib.sha256(dumps(doc).encode()).hexdigest()[:16]


_FINGERPRINTS: dict[tuple[str, int, int, int, int], str] = {}


def trace_file(name: str) -> str:
    """The file a trace name stands for ('' when there is none: the run that reads it says so)."""
    from hpcgym.traces import find_trace

    try:
        return str(find_trace(name))
    except (FileNotFoundError, ValueError):
        return ""


def fingerprint(path: str) -> str | None:
    """16 hex digits of SHA-256 of a regular file's content (None if ``path`` names none),
    cached by path, size, modification time and inode, so a file is read once while it stays
    the same."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):  # no such file, a name too long, a NUL byte
        return None
    if not stat.S_ISREG(st.st_mode):
        return None
    real = os.path.realpath(path)
    k = (real, st.st_size, st.st_mtime_ns, st.st_ino, st.st_dev)
    if k not in _FINGERPRINTS:
        h = hashlib.sha256()
        try:
            with open(real, "rb") as f:
                for block in iter(lambda: f.read(1 << 20), b""):
                    h.update(block)
        except OSError:  # unreadable: the run that reads it says so
            return None
        _FINGERPRINTS[k] = h.hexdigest()[:16]
    return _FINGERPRINTS[k]


def input_files(config: Any) -> dict[str, str]:
    """Path -> :func:`fingerprint` of every string in ``config`` that names a regular file, or
    a trace by name (a ``.swf``/``.swf.gz`` name found in ``$HPCGYM_TRACES``)."""
    out: dict[str, str] = {}

    def walk(v: Any) -> None:
        if isinstance(v, str):
            if v and len(v) < 4096 and v not in out:
                fp = fingerprint(v)
                if fp is None and v.endswith((".swf", ".swf.gz")):
                    fp = fingerprint(str(trace_file(v)))
                if fp is not None:
                    out[v] = fp
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    walk(config)
    return out


def slug(labels: dict[str, Any], limit: int = 80) -> str:
    """``share=0.05_mode=woas_seed=1``, safe in a file name and at most ``limit`` long."""
    text = "_".join(f"{k}={v}" for k, v in labels.items())
    return re.sub(r"[^A-Za-z0-9=.+_-]+", "-", text)[:limit].strip("-_") or "run"


def resolve(func: str) -> Any:
    """The function named ``"package.module:function"``."""
    module, sep, name = func.partition(":")
    if not sep or not module or not name:
        raise ScenarioError(f"run function {func!r}: expected 'module:function'")
    try:
        return getattr(import_module(module), name)
    except AttributeError:
        raise ScenarioError(f"run function {func!r}: {module} has no {name!r}") from None


# Metrics that time the machine, not the schedule: kept apart (``timing``), so a run's
# metrics are the same bytes wherever it ran.
TIMING = ("wall_s", "jobs_per_s", "agent_s")

# A run that raises one of these is wrong, not unlucky (a bad config, a missing input file,
# a bug): not retried.
PERMANENT: tuple[type[BaseException], ...] = (
    ValueError,
    TypeError,
    LookupError,
    AttributeError,
    NotImplementedError,
    FileNotFoundError,
    IsADirectoryError,
    NotADirectoryError,
)


def permanent(e: BaseException) -> bool:
    """Whether retrying the run that raised ``e`` is pointless."""
    return isinstance(e, PERMANENT)


def call(func: str, config: dict[str, Any], workdir: str | None = None) -> dict[str, Any]:
    """Run ``func(config, workdir)``; its metrics (timings moved to ``timing``) and data
    through JSON, with the wall and CPU time, host and process (what a result file needs from
    the worker)."""
    t0, c0 = time.perf_counter(), time.process_time()
    out = resolve(func)(config, workdir)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    if not isinstance(out, dict) or not isinstance(out.get("metrics"), dict):
        raise InputTypeError(
            f"run function {func} returned {type(out).__name__}, not "
            '{"metrics": {...}, "data": {...}}'
        )
    metrics = canonical(out["metrics"])
    timing = {k: metrics.pop(k) for k in TIMING if k in metrics}
    return {
        "metrics": metrics,
        "timing": timing,
        "data": canonical(out.get("data") or {}),
        "wall_s": wall,
        "cpu_s": cpu,
        "host": socket.gethostname(),
        "pid": os.getpid(),
        "version": __version__,
    }
