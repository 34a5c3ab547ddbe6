"""Tables several kinds share: the cluster, the Edison-like generator's knobs, workflows
mixed into it, the native batch scheduler."""

from __future__ import annotations

import dataclasses
from typing import Any

from hpcgym.batch.cluster import PRESETS
from hpcgym.batch.policies import get_policy
from hpcgym.batch.submission import MODES
from hpcgym.errors import InputError, ScenarioError
from hpcgym.studies.woas import parse_period, parse_share
from hpcgym.sweeps.schema import Key, Table, integer, string
from hpcgym.workloads import catalog
from hpcgym.workloads.edison import EdisonConfig

CLUSTER: Table = {
    "preset": string("a machine: " + ", ".join(PRESETS), choices=tuple(PRESETS)),
    "processors": integer("single-processor nodes (P)", least=1),
}


def _policy(name: str) -> str:
    get_policy(name)
    return name


SCHEDULER: Table = {
    "policy": string(
        "a native batch policy: fcfs, fcfs-easy, fcfs-conservative, sjf-easy, slurm, with +options",
        check=_policy,
    )
}


def _edison_key(f: dataclasses.Field) -> Key:
    kind = float if isinstance(f.default, float) else int

    def check(v: Any) -> Any:
        EdisonConfig(**{f.name: v})  # the generator's own check, naming the knob
        return v

    return Key((kind,), f"EdisonConfig.{f.name} (default {f.default!r})", check)


def edison_keys() -> Table:
    """Every knob of :class:`~hpcgym.workloads.edison.EdisonConfig` but the seed."""
    return {f.name: _edison_key(f) for f in dataclasses.fields(EdisonConfig) if f.name != "seed"}


def edison_config(values: dict[str, Any]) -> dict[str, Any]:
    """The EdisonConfig knobs a point sets (plain JSON, the seed apart)."""
    knobs = edison_keys()
    return {k: v for k, v in values.items() if k in knobs}


def _workflow(name: str) -> str:
    return catalog.get(name).name


def _share(v: Any) -> float:
    share = parse_share(v) if isinstance(v, str) else float(v)
    if not 0 < share <= 1:
        raise ScenarioError(f"a share of core-hours must be in (0, 1], got {v!r}")
    return share


def _period(v: Any) -> int:
    return parse_period(v) if isinstance(v, str) else parse_period(str(v))


WORKFLOWS: Table = {
    "name": string(
        "a catalog workflow: " + ", ".join(catalog.names(groups=False)) + ", or A1 ... C8",
        check=_workflow,
    ),
    "group": string("a WoAS group (Table 1), with n", choices=("A", "B", "C")),
    "n": integer("the group's n", least=1),
    "pattern": string("share or period", choices=("share", "period")),
    "share": Key((float, str), 'share of core-hours: 0.05 or "5%"', _share),
    "period": Key((int, str), 'seconds between workflows: 3600, "30m", "1/12h", "6/h"', _period),
    "mode": string("submission mode: " + ", ".join(MODES), choices=MODES),
}


def workflow_name(p: Any) -> str | None:
    """The point's workflow: ``name``, or ``group`` + ``n``."""
    name, group, n = (
        p.get("workflows", "name"),
        p.get("workflows", "group"),
        p.get("workflows", "n"),
    )
    if group is not None:
        return catalog.get(f"{group}{n}").name
    return name


def check_workflows(sc: Any, required: bool = True) -> None:
    """``name`` or ``group`` + ``n``; ``share`` or ``period`` (``pattern`` agreeing)."""
    t = sc.tables.get("workflows", {})
    if not t:
        if required:
            raise sc.error("workflows", None, "missing")
        return
    if ("name" in t) == ("group" in t):
        raise sc.error("workflows", "name", "give name (a catalog workflow), or group and n")
    if "group" in t:
        if "n" not in t:
            raise sc.error("workflows", "n", "missing: group needs n")
        for n in t["n"] if isinstance(t["n"], list) else [t["n"]]:
            try:
                catalog.get(f"{t['group']}{n}")
            except InputError as e:
                raise sc.error("workflows", "n", e.args[0]) from None
    elif "n" in t:
        raise sc.error("workflows", "n", "n goes with group, not name")
    if ("share" in t) == ("period" in t):
        raise sc.error("workflows", "share", "give share or period (one of them)")
    pattern = t.get("pattern")
    given = "share" if "share" in t else "period"
    if pattern is not None and pattern != given:
        raise sc.error("workflows", "pattern", f"says {pattern!r} but {given} is given")
