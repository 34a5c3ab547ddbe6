"""One sweep per output folder: ``OUT/.lock``, held with ``flock`` while a sweep uses the
folder, so a second sweep (another process) on the same folder is refused at once instead of
running everything again beside the first. The lock is re-entrant within a process (a study
that runs in waves, a sweep and the runner under it) and goes with the process that holds it
(``kill -9`` included: the kernel drops it). Where ``fcntl`` is missing (Windows) nothing is
locked.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hpcgym.errors import InputError, OutputError

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

LOCK = ".lock"
_HELD: dict[Path, list[int]] = {}  # folder -> [fd, depth]


class FolderInUse(InputError):
    """Another process holds the folder's lock: its line says which."""


@contextmanager
def locked(folder: Path | str, what: str = "a sweep") -> Iterator[None]:
    """Hold ``folder``'s lock meanwhile (made if missing); :class:`FolderInUse` naming the
    holder if another process has it. ``what`` says who holds it, for that message."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    key = folder.resolve()
    if fcntl is None or key in _HELD:
        if key in _HELD:
            _HELD[key][1] += 1
        try:
            yield
        finally:
            if key in _HELD:
                _HELD[key][1] -= 1
        return
    fd = os.open(key / LOCK, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        holder = os.read(fd, 500).decode(errors="replace").strip() or "another process"
        os.close(fd)
        raise FolderInUse(
            f"{folder} is in use by {holder}; wait for it to finish or give another --out"
        ) from None
    since = dt.datetime.now().isoformat(timespec="seconds")
    try:
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{what} (pid {os.getpid()}, since {since})\n".encode(), 0)
    except OSError as e:  # a full disk: named, and the lock let go
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)
        raise OutputError(f"cannot write {key / LOCK}: {e.strerror} (errno {e.errno})") from e
    _HELD[key] = [fd, 1]
    try:
        yield
    finally:
        del _HELD[key]
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)
