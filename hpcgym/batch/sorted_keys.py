"""A sorted list kept in blocks, for queues of 10^5 waiting jobs (a WoAS study at a large
share): adding or removing a key moves at most a block, not the whole list."""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Iterator
from typing import Any


class SortedKeys:
    """Distinct keys in ascending order, in blocks of at most ``2 * load`` keys (after
    sortedcontainers' ``SortedList``): ``add`` and ``remove`` cost O(log n + load)."""

    __slots__ = ("_blocks", "_maxes", "_len", "_load")

    def __init__(self, load: int = 512) -> None:
        self._blocks: list[list[Any]] = []
        self._maxes: list[Any] = []
        self._len = 0
        self._load = load

    def add(self, key: Any) -> None:
        maxes, blocks = self._maxes, self._blocks
        self._len += 1
        if not maxes:
            blocks.append([key])
            maxes.append(key)
            return
        b = bisect_left(maxes, key)
        if b == len(maxes):
            b -= 1
            block = blocks[b]
            block.append(key)
            maxes[b] = key
        else:
            block = blocks[b]
            insort(block, key)
        load = self._load
        if len(block) > 2 * load:
            blocks[b : b + 1] = [block[:load], block[load:]]
            maxes[b : b + 1] = [block[load - 1], block[-1]]

    def remove(self, key: Any) -> None:
        """Remove ``key``, which must be present."""
        maxes, blocks = self._maxes, self._blocks
        b = bisect_left(maxes, key)
        block = blocks[b]
        del block[bisect_left(block, key)]
        self._len -= 1
        if block:
            maxes[b] = block[-1]
        else:
            del blocks[b]
            del maxes[b]

    def first(self, n: int | None = None) -> list[Any]:
        """The ``n`` smallest keys in order (all of them with None)."""
        if n is None:
            return [k for block in self._blocks for k in block]
        out: list[Any] = []
        for block in self._blocks:
            left = n - len(out)
            if len(block) >= left:
                out += block[:left]
                return out
            out += block
        return out

    def __iter__(self) -> Iterator[Any]:
        for block in self._blocks:
            yield from block

    def __len__(self) -> int:
        return self._len
