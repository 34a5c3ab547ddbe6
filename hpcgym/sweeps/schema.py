"""What a scenario file may say: per kind of study its tables, per table its keys.

A :class:`Key` has the TOML types it accepts, a check that normalises one value (and raises
a :class:`~hpcgym.errors.ScenarioError` saying what is wrong), and whether a list of values is a grid axis.
A :class:`Kind` ties the tables to a study: ``plan`` turns one grid point into runs, ``native``
names the list-valued keys the study sweeps itself (passed to ``plan`` as lists), ``metrics``
are the summary's default columns and ``finish`` (optional) draws the study's figure and
adds the study's own summary to ``summary.json``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from hpcgym.errors import ScenarioError

MISSING: Any = object()


@dataclass(slots=True, frozen=True)
class Key:
    """One key of a table: accepted types, a check, a default, whether a list is an axis."""

    types: tuple[type, ...]
    doc: str = ""
    check: Callable[[Any], Any] | None = None
    default: Any = MISSING
    grid: bool = True
    choices: tuple[Any, ...] = ()

    def value(self, v: Any) -> Any:
        """``v`` checked and normalised (raises ScenarioError naming what is wrong)."""
        if isinstance(v, bool) and bool not in self.types:
            raise ScenarioError(f"expected {_names(self.types)}, got {v!r}")
        if isinstance(v, int) and float in self.types and int not in self.types:
            v = float(v)
        if not isinstance(v, self.types):
            raise ScenarioError(f"expected {_names(self.types)}, got {type(v).__name__} {v!r}")
        if self.choices and v not in self.choices:
            raise ScenarioError(f"{v!r} is not one of {', '.join(map(str, self.choices))}")
        return self.check(v) if self.check else v


def _names(types: Sequence[type]) -> str:
    names = {
        str: "a string",
        int: "an integer",
        float: "a number",
        bool: "true/false",
        list: "a list",
        dict: "a table",
    }
    return " or ".join(names.get(t, t.__name__) for t in types)


Table = dict[str, Key]


def string(doc: str = "", **kw: Any) -> Key:
    return Key((str,), doc, **kw)


def integer(doc: str = "", least: int | None = None, **kw: Any) -> Key:
    def check(v: int) -> int:
        if least is not None and v < least:
            raise ScenarioError(f"must be >= {least}, got {v}")
        return v

    return Key((int,), doc, check, **kw)


def number(
    doc: str = "",
    low: float | None = None,
    high: float | None = None,
    open_low: bool = False,
    **kw: Any,
) -> Key:
    def check(v: float) -> float:
        v = float(v)
        if low is not None and (v <= low if open_low else v < low):
            raise ScenarioError(f"must be {'>' if open_low else '>='} {low:g}, got {v:g}")
        if high is not None and v > high:
            raise ScenarioError(f"must be <= {high:g}, got {v:g}")
        return v

    return Key((float,), doc, check, **kw)


def boolean(doc: str = "", **kw: Any) -> Key:
    return Key((bool,), doc, **kw)


def strings(doc: str = "", **kw: Any) -> Key:
    """A list of strings that is one value (not an axis)."""

    def check(v: list) -> list[str]:
        if not all(isinstance(x, str) for x in v):
            raise ScenarioError(f"expected a list of strings, got {v!r}")
        return list(v)

    return Key((list,), doc, check, grid=False, **kw)


def table(doc: str = "", **kw: Any) -> Key:
    """A free-form inline table (e.g. an env's keyword arguments), passed on as it is."""
    return Key((dict,), doc, grid=False, **kw)


STUDY: Table = {  # one value each, never an axis
    "kind": string("which study runs each grid point (see `hpcgym scenarios`)", grid=False),
    "name": string("the sweep's name (default: the file name)", grid=False),
    "description": string("one line on what the scenario reproduces", grid=False),
    "paper": string("the paper and section it comes from", grid=False),
    "preset": string("the `hpcgym compare --scenario` preset this file mirrors", grid=False),
}
SEEDS: Table = {
    "count": integer("seeds start, start+1, ..., start+count-1", least=1, grid=False),
    "start": integer("first seed (default: the study's)", least=0, grid=False),
    "values": Key((list,), "explicit seeds (instead of count/start)", grid=False),
}
OBJECTIVE: Table = {
    "metric": string("the headline metric: the summary's first column", grid=False),
    "report": strings("further metrics in the summary table"),
}


@dataclass(slots=True, frozen=True)
class Kind:
    """A kind of study a scenario file can name in ``[study] kind``."""

    name: str
    doc: str
    tables: dict[str, Table | Callable[[dict[str, Any], str], Table]]  # callable: from the
    # whole decoded file (e.g. the workload's keys depend on its type or the preset)
    plan: Callable[..., list]
    required: tuple[str, ...] = ()
    native: frozenset[tuple[str, str]] = frozenset()
    metrics: tuple[str, ...] | Callable[..., tuple[str, ...]] = ()  # callable: of the scenario
    seed_start: int = 0
    finish: Callable[..., dict[str, Any]] | None = None
    check: Callable[..., None] | None = None
