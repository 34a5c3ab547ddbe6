"""Where trace files are found: a bundled trace by name, a path, or a file name in one of the
folders of ``$HPCGYM_TRACES`` (the Parallel Workloads Archive's files are not shipped)."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from hpcgym.errors import InputError

DATA = Path(__file__).resolve().parent / "data"
# Lublin-Feitelson model traces as RLScheduler distributes them ("Lublin-1", "Lublin-2").
BUNDLED = {
    "lublin_256": DATA / "lublin_256.swf.gz",
    "lublin_256_new2": DATA / "lublin_256_new2.swf.gz",
}
# Folders (os.pathsep-separated) searched for a trace given by file name, e.g. the Parallel
# Workloads Archive's HPC2N-2002-2.2-cln.swf.gz.
TRACES_ENV = "HPCGYM_TRACES"
ARCHIVE = "https://www.cs.huji.ac.il/labs/parallel/workload/logs.html"


def trace_folders(extra: Iterable[str | os.PathLike[str]] = ()) -> list[Path]:
    """The folders searched for a trace given by file name: ``extra`` (a script's
    ``--traces``), then those of ``$HPCGYM_TRACES``."""
    env = [f for f in os.environ.get(TRACES_ENV, "").split(os.pathsep) if f]
    return [Path(f) for f in (*extra, *env)]


def find_trace(name: str, folders: Iterable[str | os.PathLike[str]] = ()) -> Path:
    """The file of a bundled trace, a path, or a file name in one of ``folders`` or of
    ``$HPCGYM_TRACES``; an unknown name is a FileNotFoundError listing the bundled names, an
    empty one an :class:`~hpcgym.errors.InputError`."""
    if not str(name).strip():
        raise InputError(f"trace name is empty; bundled traces: {', '.join(BUNDLED)}")
    if name in BUNDLED:
        return BUNDLED[name]
    if os.path.exists(name):
        return Path(name)
    folders = list(folders)
    for folder in trace_folders(folders):
        if (folder / name).exists():
            return folder / name
    raise FileNotFoundError(
        f"trace {name!r} not found: not a bundled trace ({', '.join(BUNDLED)}), not a file, and "
        f"not in the trace folders ({searched(folders)}); the Parallel Workloads Archive's SWF "
        f"files come from {ARCHIVE}"
    )


def find_traces(
    names: Iterable[str], folders: Iterable[str | os.PathLike[str]] = ()
) -> tuple[dict[str, Path], list[str]]:
    """The archive traces ``names`` (each ``NAME.swf.gz``, as :func:`find_trace` finds it):
    the files found by name, and the file names missing (a benchmark's refusal lists them)."""
    folders = list(folders)
    paths: dict[str, Path] = {}
    missing: list[str] = []
    for name in names:
        try:
            paths[name] = find_trace(f"{name}.swf.gz", folders)
        except FileNotFoundError:
            missing.append(f"{name}.swf.gz")
    return paths, missing


def searched(folders: Iterable[str | os.PathLike[str]] = ()) -> str:
    """Where a trace given by file name was looked for: ``folders``, then ``$HPCGYM_TRACES``."""
    env = os.environ.get(TRACES_ENV, "")
    where = f"{TRACES_ENV}={env}" if env else f"{TRACES_ENV} is not set"
    given = ", ".join(map(str, folders))
    return f"searched {given}; {where}" if given else where
