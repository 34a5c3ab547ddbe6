"""Fuzzing the workflow readers: WoAS manifests and WfFormat instances as random JSON-like
documents (known keys with valid and broken values, unknown keys, dependencies among a few ids
so cycles and self-loops occur) and as files of random bytes; the CWL reader's deployment
mapping and durations, and CWL documents edited at random. A reader returns a workflow whose
derived quantities compute, or raises one of hpcgym's errors."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest
from fuzzing import JSON, NUMBERS, budget, outcome
from hypothesis import given
from hypothesis import strategies as st

from hpcgym.workflow import Workflow

pytestmark = pytest.mark.fuzz

BAD = st.one_of(JSON, NUMBERS, st.sampled_from(["a", "zz", "", None, [], {}]))


@st.composite
def mutated(draw, doc: dict, tasks_at: tuple[str, ...]) -> dict:
    """``doc`` with 0-3 random edits to its tasks (``doc[tasks_at...]``): a value replaced,
    a key dropped or added, a dependency added (a cycle, a self-loop, an unknown id)."""
    rows = doc
    for k in tasks_at:
        rows = rows[k]
    for _ in range(draw(st.integers(0, 3))):
        if not rows:
            break
        t = rows[draw(st.integers(0, len(rows) - 1))]
        how = draw(st.sampled_from(["value", "drop", "add", "dep"]))
        if how == "value" and t:
            t[draw(st.sampled_from(sorted(t)))] = draw(BAD)
        elif how == "drop" and t:
            del t[draw(st.sampled_from(sorted(t)))]
        elif how == "add":
            t[draw(st.text(max_size=8))] = draw(BAD)
        else:
            key = draw(st.sampled_from(["deps", "parents", "children"]))
            other = draw(st.sampled_from([r.get("id", "?") for r in rows] + ["nope"]))
            t[key] = [*(t.get(key) or [] if isinstance(t.get(key), list) else []), other]
    return doc


@st.composite
def manifests(draw) -> dict:
    n = draw(st.integers(1, 6))
    tasks = []
    for i in range(n):
        t = {
            "id": f"t{i}",
            "cores": draw(st.integers(1, 8)),
            "runtime": draw(st.one_of(st.integers(1, 5000), st.floats(0.1, 5000))),
        }
        if draw(st.booleans()):
            t["runtime_actual"] = draw(st.floats(0.1, 5000))
        if i:
            t["deps"] = draw(st.lists(st.sampled_from([f"t{j}" for j in range(i)]), max_size=2))
        tasks.append(t)
    doc = {"tasks": tasks}
    if draw(st.booleans()):
        doc["name"] = draw(st.text(max_size=5))
    return draw(mutated(doc, ("tasks",)))


@st.composite
def wfformats(draw) -> dict:
    n = draw(st.integers(1, 5))
    legacy = draw(st.booleans())
    spec, execution = [], []
    for i in range(n):
        parents = (
            draw(st.lists(st.sampled_from([f"t{j}" for j in range(i)]), max_size=2)) if i else []
        )
        secs = draw(st.one_of(st.integers(1, 5000), st.floats(0.01, 5000)))
        cores = draw(st.one_of(st.integers(1, 8), st.floats(0.1, 8)))
        if legacy:
            spec.append(
                {"name": f"t{i}", "parents": parents, "runtimeInSeconds": secs, "coreCount": cores}
            )
        else:
            spec.append({"id": f"t{i}", "parents": parents})
            execution.append({"id": f"t{i}", "runtimeInSeconds": secs, "coreCount": cores})
    wf = (
        {"tasks": spec}
        if legacy
        else {"specification": {"tasks": spec}, "execution": {"tasks": execution}}
    )
    doc = {"name": "w", "workflow": wf}
    at = ("workflow", "tasks") if legacy else ("workflow", "specification", "tasks")
    doc = draw(mutated(doc, at))
    if not legacy and draw(st.booleans()):
        doc = draw(mutated(doc, ("workflow", "execution", "tasks")))
    return doc


MANIFESTS = st.one_of(manifests(), st.dictionaries(st.text(max_size=6), JSON, max_size=3))
WFFORMAT = st.one_of(wfformats(), st.dictionaries(st.text(max_size=6), JSON, max_size=3))


def exercise(wf: Workflow | None) -> None:
    """Every derived quantity of a workflow that was read."""
    if wf is None:
        return
    for actual in (False, True):
        assert wf.critical_path(actual) > 0
        wf.critical_path_tasks(actual)
        assert wf.peak_width(actual) >= 1
        wf.width_profile(actual)
        assert wf.core_hours(actual) > 0
        wf.pilot_core_hours(actual)
        wf.pilot_waste(actual)
    wf.pilot_geometry()
    again = Workflow.from_manifest(wf.to_manifest())
    assert [t for t in again.tasks] == [t for t in wf.tasks]


@budget(300)
@given(MANIFESTS)
def test_manifests(doc):
    exercise(outcome(Workflow.from_manifest, doc))


@budget(250)
@given(WFFORMAT)
def test_wfformat(doc):
    exercise(outcome(Workflow.from_wfformat, doc))


@budget(100)
@given(st.one_of(st.binary(max_size=300), MANIFESTS.map(lambda d: json.dumps(d).encode())))
def test_files(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("wf") / "w.json"
    path.write_bytes(data)
    exercise(outcome(Workflow.from_manifest, path))
    exercise(outcome(Workflow.from_wfformat, path))


DURATIONS = st.one_of(
    NUMBERS,
    st.sampled_from(
        [
            "15m",
            "1.5h",
            "90s",
            "1d",
            "00:15:00",
            "1-00",
            "1-02:03:04",
            "61:00",
            "0",
            "-5m",
            "1e400",
            "99999999999999999999d",
            "m",
            ":",
            "1-",
            "1:2:3:4",
        ]
    ),
    st.text(alphabet="0123456789:-.hmsd ", max_size=12),
    st.none(),
)


@pytest.fixture(scope="module")
def turbine() -> tuple[str, dict]:
    pytest.importorskip("cwl_utils")
    data = resources.files("hpcgym").joinpath("data")
    cwl = str(data.joinpath("turbine.cwl"))
    return cwl, json.loads(data.joinpath("turbine.deploy.json").read_text())


@budget(150)
@given(st.data())
def test_cwl_deployments(turbine, data):
    from hpcgym.workloads.cwl import load_cwl, parse_duration

    cwl, good = turbine
    deploy: dict = {}
    for step, entry in good.items():
        if data.draw(st.integers(0, 3)):
            deploy[step] = data.draw(
                st.one_of(
                    st.fixed_dictionaries(
                        {},
                        optional={
                            "nodes": st.one_of(st.integers(1, 4), NUMBERS),
                            "walltime": DURATIONS,
                            "runtime": DURATIONS,
                        },
                    ),
                    st.just(entry),
                    JSON,
                )
            )
    if data.draw(st.booleans()):
        deploy[data.draw(st.text(max_size=3))] = data.draw(JSON)
    cores = data.draw(st.one_of(st.integers(1, 64), NUMBERS))
    outcome(load_cwl, cwl, deploy, cores_per_node=cores)
    value = data.draw(DURATIONS)
    seconds = outcome(parse_duration, value)
    assert seconds is None or (isinstance(seconds, int) and seconds > 0)


@budget(20)
@given(st.data())
def test_cwl_documents(turbine, tmp_path_factory, data):
    """turbine.cwl with a few random edits (cwl-utils is slow: a dozen documents)."""
    from hpcgym.workloads.cwl import load_cwl

    cwl, good = turbine
    text = Path(cwl).read_text()
    for _ in range(data.draw(st.integers(1, 3))):
        i = data.draw(st.integers(0, max(0, len(text) - 1)))
        j = i + data.draw(st.integers(0, 20))
        text = (
            text[:i]
            + data.draw(st.sampled_from(["", "A", "B/out", "#", ":", "\n", "- ", "[", "x"]))
            + text[j:]
        )
    path = tmp_path_factory.mktemp("cwl") / "w.cwl"
    path.write_text(text)
    outcome(load_cwl, path, good, seconds=30)
