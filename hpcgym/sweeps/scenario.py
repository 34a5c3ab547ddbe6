"""Scenario files: TOML read, checked against the study's schema, expanded into a grid.

A file names its study in ``[study] kind`` and then the tables that kind takes (``cluster``,
``workload``, ``workflows``, ``scheduler``, ``env``, ``agent``, ``train``, ``objective``,
``seeds``). A key given a list of values where it takes one value is a grid axis: the grid is
the product of the axes in file order (the first varies slowest), seeds innermost. Any
unknown table or key, or a bad value, is a :class:`ScenarioError` naming the file, the table
and the key. ``--set table.key=value`` edits a file's values before the checks. The grid is
counted before it is built and refused above :data:`~hpcgym.sweeps.size.MAX_RUNS` runs
unless ``limit`` is None (``--force-size``).
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

from hpcgym.errors import ScenarioError, UnknownNameError
from hpcgym.sweeps.kinds import KINDS, get_kind
from hpcgym.sweeps.run import RunSpec
from hpcgym.sweeps.schema import MISSING, OBJECTIVE, SEEDS, STUDY, Kind, Table
from hpcgym.sweeps.size import MAX_RUNS, int_range, refusal

SCENARIOS = Path(__file__).resolve().parents[1] / "data" / "scenarios"


@dataclass(slots=True)
class Point:
    """One grid point: every table's values (scalars on the grid's axes; lists for the keys
    the study sweeps itself), its labels (axis -> value) and the seeds."""

    values: dict[str, dict[str, Any]]
    labels: dict[str, Any]
    seeds: list[int]
    axes: dict[str, tuple[str, str]] = field(default_factory=dict)  # label -> (table, key)

    def get(self, table: str, key: str, default: Any = None) -> Any:
        return self.values.get(table, {}).get(key, default)


@dataclass(slots=True)
class Scenario:
    """A checked scenario file."""

    name: str
    path: str
    text: str
    kind: Kind
    tables: dict[str, dict[str, Any]]
    axes: list[tuple[str, str]] = field(default_factory=list)
    seeds: list[int] = field(default_factory=list)
    limit: int | None = MAX_RUNS  # the most runs the grid may plan (None: no bound)

    def error(self, table: str, key: str | None, msg: str) -> ScenarioError:
        return ScenarioError(f"{self.path}: [{table}]{f' {key}' if key else ''}: {msg}")

    def get(self, table: str, key: str, default: Any = None) -> Any:
        return self.tables.get(table, {}).get(key, default)

    def points(self) -> list[Point]:
        """The grid, first axis slowest; each point's seeds are the scenario's."""
        names = _axis_names(self.axes)
        out = []
        for combo in itertools.product(*(self.tables[t][k] for t, k in self.axes)):
            values = {t: dict(kv) for t, kv in self.tables.items()}
            for (t, k), v in zip(self.axes, combo):
                values[t][k] = v
            out.append(
                Point(
                    values, dict(zip(names, combo)), list(self.seeds), dict(zip(names, self.axes))
                )
            )
        return out

    @property
    def grid_size(self) -> int:
        """Grid points: the product of the axes' lengths."""
        n = 1
        for t, k in self.axes:
            n *= len(self.tables[t][k])
        return n

    def specs(self) -> list[RunSpec]:
        """Every run of the sweep, in grid order (duplicates share a key and run once); the
        runs are counted first (one grid point and seed planned, times the grid and seeds)
        and refused above ``limit``."""
        points = self.points()
        if self.limit is not None and points and self.seeds:
            one = Point(points[0].values, points[0].labels, self.seeds[:1], points[0].axes)
            per = len(self._plan(one))
            total = per * len(self.seeds) * len(points)
            if total > self.limit:
                raise ScenarioError(refusal(self._size_text(per), total, self.limit))
        specs: list[RunSpec] = []
        for p in points:
            specs += self._plan(p)
            if self.limit is not None and len(specs) > self.limit:
                what = f"{self.path}: the grid points planned so far"
                raise ScenarioError(refusal(what, len(specs), self.limit))
        return specs

    def _plan(self, p: Point) -> list[RunSpec]:
        try:
            return self.kind.plan(self, p)
        except (ValueError, KeyError) as e:
            msg = e.args[0] if e.args else e
            at = label_text(p.labels)
            raise ScenarioError(f"{self.path}: {at + ': ' if at else ''}{msg}") from None

    def _size_text(self, per: int) -> str:
        """How the runs were counted: each factor and the key that sets it."""
        return size_text(self.path, len(self.seeds), self.axes, self.tables, per)

    @property
    def metrics(self) -> list[str]:
        """The summary's columns: the objective's metric and report, else the kind's."""
        head = self.get("objective", "metric")
        report = self.get("objective", "report") or []
        cols = ([head] if head else []) + list(report)
        default = self.kind.metrics(self) if callable(self.kind.metrics) else self.kind.metrics
        return list(dict.fromkeys(cols or default))


def size_text(
    where: str,
    seeds: int,
    axes: Sequence[tuple[str, str]],
    tables: dict[str, dict[str, Any]],
    per: int | None = None,
) -> str:
    """``s.toml: [seeds] count 1,000 x [scheduler] policy 3 x 36 runs per point and seed``."""
    key = "values" if "values" in tables.get("seeds", {}) else "count"
    parts = [f"[seeds] {key} {seeds:,}"]
    parts += [f"[{t}] {k} {len(tables[t][k]):,}" for t, k in axes]
    if per is not None and per != 1:
        parts.append(f"{per:,} runs per point and seed")
    return f"{where}: " + " x ".join(parts)


def _axis_names(axes: Sequence[tuple[str, str]]) -> list[str]:
    """An axis is labelled by its key, or ``table.key`` where two tables share the key."""
    count: dict[str, int] = {}
    for _, k in axes:
        count[k] = count.get(k, 0) + 1
    return [k if count[k] == 1 else f"{t}.{k}" for t, k in axes]


def label_text(labels: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in labels.items())


def shipped() -> dict[str, Path]:
    """The scenario files in the package, by name."""
    return {p.stem: p for p in sorted(SCENARIOS.glob("*.toml"))}


def find(name_or_path: str) -> Path:
    """A path to a file, or the shipped scenario of that name."""
    p = Path(name_or_path)
    if p.suffix == ".toml" or p.exists():
        if not p.exists():
            raise FileNotFoundError(f"{p}: no such scenario file")
        return p
    files = shipped()
    if name_or_path not in files:
        raise UnknownNameError(
            f"unknown scenario {name_or_path!r}: not a file, nor a shipped "
            f"scenario ({', '.join(files)})"
        )
    return files[name_or_path]


def parse_set(items: Sequence[str]) -> list[tuple[str, str, Any]]:
    """``table.key=value`` overrides; the value is read as TOML (a bare word is a string)."""
    out = []
    for item in items:
        lhs, sep, rhs = item.partition("=")
        table, dot, key = lhs.strip().partition(".")
        if not sep or not dot or not table or not key:
            raise ScenarioError(f"--set {item!r}: expected table.key=value")
        try:
            value = tomllib.loads(f"v = {rhs.strip()}")["v"]
        except tomllib.TOMLDecodeError:
            value = rhs.strip()
        out.append((table, key, value))
    return out


def load(
    name_or_path: str | Path,
    overrides: Sequence[tuple[str, str, Any]] = (),
    limit: int | None = MAX_RUNS,
) -> Scenario:
    """Read, override and check a scenario file (a path or a shipped name); ``limit``: the most
    runs its grid may plan (None: no bound, ``--force-size``)."""
    path = find(str(name_or_path))
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise ScenarioError(f"{path}: not UTF-8 text (TOML is UTF-8): {e}") from None
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise ScenarioError(f"{path}: not valid TOML: {e}") from None
    for t, k, v in overrides:
        if not isinstance(raw.get(t, {}), dict):
            raise ScenarioError(f"{path}: --set {t}.{k}: {t} is not a table")
        raw.setdefault(t, {})[k] = v
    return check(raw, str(path), text, limit)


def check(
    raw: dict[str, Any], where: str, text: str = "", limit: int | None = MAX_RUNS
) -> Scenario:
    """A scenario from a decoded TOML document; every error names ``where``, table and key.
    The grid times the seeds is counted before either is built and refused above ``limit``."""

    def err(t: str, k: str | None, msg: str) -> ScenarioError:
        return ScenarioError(f"{where}: [{t}]{f' {k}' if k else ''}: {msg}")

    for t, v in raw.items():
        if not isinstance(v, dict):
            raise ScenarioError(
                f"{where}: {t} = {v!r}: a key outside any table; expected "
                "tables such as [study], [workload], [seeds]"
            )
    study = raw.get("study")
    if study is None:
        raise err(
            "study",
            None,
            f"missing; every scenario names its kind: [study] kind = one of {', '.join(KINDS)}",
        )
    kind_name = study.get("kind")
    if kind_name is None:
        raise err("study", "kind", f"missing; one of {', '.join(KINDS)}")
    if not isinstance(kind_name, str) or kind_name not in KINDS:
        raise err("study", "kind", f"unknown kind {kind_name!r}; known: {', '.join(KINDS)}")
    kind = get_kind(kind_name)
    schema: dict[str, Any] = {"study": STUDY, "seeds": SEEDS, "objective": OBJECTIVE, **kind.tables}
    for t in raw:
        if t not in schema:
            raise err(t, None, f"unknown table for a {kind.name} study; known: {', '.join(schema)}")
    for t in kind.required:
        if t not in raw:
            raise err(t, None, f"missing; a {kind.name} study needs it")
    tables: dict[str, dict[str, Any]] = {}
    axes: list[tuple[str, str]] = []
    for t, spec in schema.items():
        got = raw.get(t, {})
        keys: Table = spec(raw, where) if callable(spec) else spec
        tables[t] = {}
        for k, v in got.items():
            if k not in keys:
                raise err(t, k, f"unknown key; known: {', '.join(keys)}")
            tables[t][k] = _value(keys[k], v, lambda msg, t=t, k=k: err(t, k, msg))
            if is_axis(keys[k], v) and (t, k) not in kind.native:
                axes.append((t, k))
        for k, key in keys.items():
            if k not in tables[t] and key.default is not MISSING:
                tables[t][k] = key.default
    name = tables["study"].get("name") or Path(where).stem
    if name in (".", "..") or "/" in name or "\\" in name or Path(name).is_absolute():
        raise err(
            "study",
            "name",
            f"{name!r} is not a plain name: it names the folder sweeps/NAME and may not leave "
            "it (no '/', '\\' or '..'; --out chooses another folder)",
        )
    n_seeds = _seed_count(tables["seeds"], lambda k, msg: err("seeds", k, msg))
    grid = 1
    for t, k in axes:
        grid *= len(tables[t][k])
    if limit is not None and n_seeds * grid > limit:
        raise ScenarioError(refusal(size_text(where, n_seeds, axes, tables), n_seeds * grid, limit))
    seeds = _seeds(tables["seeds"], kind)
    sc = Scenario(name, where, text, kind, tables, axes, seeds, limit)
    if kind.check:
        kind.check(sc)
    return sc


def is_axis(key: Any, v: Any) -> bool:
    """A list where the key takes one value; for a list-valued key (``net_arch``), a list of
    lists."""
    if not key.grid or not isinstance(v, list):
        return False
    if list in key.types:
        return bool(v) and all(isinstance(x, list) for x in v)
    return True


def _value(key: Any, v: Any, err: Any) -> Any:
    """One key's value checked; a list where one value is expected is checked per element."""
    try:
        if is_axis(key, v) or (isinstance(v, list) and key.grid and list not in key.types):
            if not v:
                raise ScenarioError("an empty list: give at least one value")
            return [key.value(x) for x in v]
        return key.value(v)
    except (ValueError, KeyError, TypeError) as e:
        raise err(e.args[0] if e.args else str(e)) from None


def _seed_count(t: dict[str, Any], err: Any) -> int:
    """How many seeds ``[seeds]`` gives (its ``values`` checked), without listing them."""
    if "values" in t:
        if "count" in t or "start" in t:
            raise err("values", "give values, or count and start, not both")
        vals = t["values"]
        if not vals or not all(
            isinstance(s, int) and not isinstance(s, bool) and s >= 0 for s in vals
        ):
            raise err("values", f"expected a non-empty list of integers >= 0, got {vals!r}")
        if len(set(vals)) != len(vals):
            raise err("values", f"repeated seeds in {vals!r}")
        return len(vals)
    return int(t.get("count", 1))


def _seeds(t: dict[str, Any], kind: Kind) -> list[int]:
    if "values" in t:
        return list(t["values"])
    return int_range(t.get("start", kind.seed_start), t.get("count", 1))
