"""Where trace files are found: a bundled trace by name, a path, or a file name in one of the
folders of ``$HPCGYM_TRACES`` (the Parallel Workloads Archive's files are not shipped)."""

from __future__ import annotations

import os
from pathlib import Path

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


def find_trace(name: str) -> Path:
    """The file of a bundled trace, a path, or a file name in one of ``$HPCGYM_TRACES``."""
    if name in BUNDLED:
        return BUNDLED[name]
    if os.path.exists(name):
        return Path(name)
    folders = [f for f in os.environ.get(TRACES_ENV, "").split(os.pathsep) if f]
    for folder in folders:
        if (Path(folder) / name).exists():
            return Path(folder) / name
    where = (
        f"searched {TRACES_ENV}={os.pathsep.join(folders)}"
        if folders
        else f"{TRACES_ENV} is not set"
    )
    raise FileNotFoundError(
        f"trace {name!r} not found ({where}); bundled: "
        f"{', '.join(BUNDLED)}; SWF files come from the Parallel Workloads "
        f"Archive, {ARCHIVE}"
    )
