"""Fuzzing the scenario reader: every shipped scenario with random edits (a value replaced by
any TOML value, a key or table dropped or added, another kind), random TOML text and bytes,
and ``--set`` overrides. Reading returns a scenario whose runs plan (under a small bound), or
raises one of hpcgym's errors."""

from __future__ import annotations

import copy
import math
import sys

import pytest
from fuzzing import budget, outcome
from hypothesis import given
from hypothesis import strategies as st

from hpcgym.sweeps.kinds import KINDS
from hpcgym.sweeps.scenario import check, load, parse_set, shipped

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

pytestmark = pytest.mark.fuzz

BASES = {name: tomllib.loads(path.read_text()) for name, path in shipped().items()}
TOML_SCALARS = st.one_of(
    st.integers(-5, 100),
    st.sampled_from([0, -1, 2**63 - 1, -(2**63), 10**9]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([0.0, 0.5, 1.0, 1e300, math.inf, math.nan]),
    st.booleans(),
    st.sampled_from(
        [
            "",
            "x",
            "fcfs",
            "edison",
            "trace",
            "5%",
            "1/h",
            "30m",
            "lublin_256",
            "hpcgym/Dispatch-v0",
            "fcfs-easy",
            "Montage",
            "woas",
            "../t.swf",
        ]
    ),
    st.text(max_size=6),
)
TOML_VALUES = st.recursive(
    TOML_SCALARS,
    lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=5), c, max_size=3),
    max_leaves=6,
)


@st.composite
def scenarios(draw) -> dict:
    raw = copy.deepcopy(BASES[draw(st.sampled_from(sorted(BASES)))])
    for _ in range(draw(st.integers(0, 3))):
        how = draw(st.sampled_from(["value", "value", "drop", "add", "table", "kind"]))
        table = draw(st.sampled_from(sorted(raw))) if raw else "study"
        keys = sorted(raw.get(table, {})) if isinstance(raw.get(table), dict) else []
        if how == "value" and keys:
            raw[table][draw(st.sampled_from(keys))] = draw(TOML_VALUES)
        elif how == "drop" and keys:
            del raw[table][draw(st.sampled_from(keys))]
        elif how == "add" and isinstance(raw.get(table), dict):
            key = draw(
                st.one_of(
                    st.text(max_size=5),
                    st.sampled_from(["count", "start", "values", "jobs", "days"]),
                )
            )
            raw[table][key] = draw(TOML_VALUES)
        elif how == "table":
            raw[draw(st.sampled_from(["seeds", "objective", "cluster", "env", "x"]))] = draw(
                st.one_of(
                    st.dictionaries(st.text(max_size=5), TOML_VALUES, max_size=2), TOML_VALUES
                )
            )
        else:
            raw.setdefault("study", {})["kind"] = draw(st.sampled_from([*KINDS, "nope"]))
    return raw


@budget(200)
@given(scenarios())
def test_edited_scenarios(tmp_path_factory, raw):
    where = str(tmp_path_factory.mktemp("sc") / "fuzz.toml")
    sc = outcome(check, raw, where, "", 300)
    if sc is not None:
        assert isinstance(sc.metrics, list)
        outcome(sc.specs, seconds=30)


@budget(60)
@given(st.one_of(st.binary(max_size=200), st.text(max_size=200).map(str.encode)))
def test_random_files(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("sc") / "fuzz.toml"
    path.write_bytes(data)
    outcome(load, path)


@budget(100)
@given(st.lists(st.text(max_size=20), max_size=3))
def test_set_overrides(items):
    sets = outcome(parse_set, items)
    if sets is not None:
        sc = outcome(load, "stochastic-batch", sets)
        if sc is not None:
            outcome(sc.specs)
