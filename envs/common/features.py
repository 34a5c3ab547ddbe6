"""Named feature blocks: an observation's rows are filled by column name, never by bare index.

``JOB = Features("procs", "span", ...)`` gives ``JOB.procs == 0``, ``JOB.span == 1``, ...;
``len(JOB)`` is the row width and ``JOB.names`` documents the columns. The names are plain
int attributes of the instance (no ``__getattr__`` at run time, which would keep CPython from
specialising the lookup), so ``row[JOB.procs] = x`` costs about what ``row[0] = x`` does.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import numpy as np
from gymnasium import spaces

from hpcgym.errors import InputError


class Features:
    """The ordered column names of one observation block."""

    def __init__(self, *names: str) -> None:
        if len(set(names)) != len(names):
            raise InputError(f"Features: repeated column name in {names}")
        self.names: tuple[str, ...] = names
        for i, n in enumerate(names):
            if n == "names" or n.startswith("_") or hasattr(Features, n):
                raise InputError(f"Features: {n!r} cannot name a column")
            object.__setattr__(self, n, i)

    if TYPE_CHECKING:  # columns are set per instance; at run time no __getattr__ slows them

        def __getattr__(self, name: str) -> int: ...

    def __len__(self) -> int:
        return len(self.names)

    def __iter__(self) -> Iterator[str]:
        return iter(self.names)

    def __repr__(self) -> str:
        return f"Features{self.names}"

    def box(
        self,
        low: float = 0.0,
        high: float = np.inf,
        rows: int | None = None,
        dtype: type = np.float32,
    ) -> spaces.Box:
        """The space of this block: ``(len,)`` or ``(rows, len)``."""
        shape = (len(self),) if rows is None else (rows, len(self))
        return spaces.Box(low, high, shape, dtype)

    def row(self, **values: float) -> np.ndarray:
        """A float32 row from named values (every column must be given)."""
        missing = [n for n in self.names if n not in values]
        extra = [n for n in values if n not in self.names]
        if missing or extra:
            raise InputError(f"Features.row: missing {missing}, unknown {extra}")
        return np.array([values[n] for n in self.names], np.float32)
