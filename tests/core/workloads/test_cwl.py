"""CWL workflows + deployment files (lubrano2024 §3, §6): hpcgym.workloads.cwl."""

from __future__ import annotations

import json
import textwrap

import pytest

pytest.importorskip("cwl_utils")

from hpcgym.batch.cluster import WARP
from hpcgym.studies.warp import turbine
from hpcgym.workflow import Task, WorkflowError
from hpcgym.workloads.cwl import load_cwl, parse_duration, turbine_cwl


def _step(sid: str, ins: dict[str, str], out: str = "o") -> str:
    inputs = ", ".join(f"{k}: File" for k in ins) or ""
    in_ = ", ".join(f"{k}: {v}" for k, v in ins.items())
    return textwrap.indent(
        textwrap.dedent(f"""\
        {sid}:
          run:
            class: CommandLineTool
            baseCommand: [{sid.lower()}]
            inputs: {{{inputs}}}
            outputs: {{{out}: stdout}}
          in: {{{in_}}}
          out: [{out}]
        """),
        "  ",
    )


def _cwl(
    tmp_path, steps: list[str], version: str = "v1.2", cls: str = "Workflow", fname: str = "wf.cwl"
):
    text = (
        f"cwlVersion: {version}\nclass: {cls}\ninputs:\n  data: File\noutputs: []\n"
        "steps:\n" + "".join(steps)
    )
    p = tmp_path / fname
    p.write_text(text)
    return p


def _diamond(tmp_path, version="v1.2"):
    return _cwl(
        tmp_path,
        [
            _step("A", {"x": "data"}),
            _step("B", {"x": "A/o"}),
            _step("C", {"x": "A/o"}),
            _step("D", {"x": "B/o", "y": "C/o"}),
        ],
        version=version,
    )


DEPLOY = {
    "A": {"nodes": 1, "walltime": "10m"},
    "B": {"nodes": 2, "walltime": 1200},
    "C": {"nodes": 3, "walltime": "00:05:00", "runtime": "4m"},
    "D": {"nodes": 1, "walltime": "1h"},
}


# -- the shipped turbine --------------------------------------------------------------------


def test_turbine_cwl_table1():
    w = turbine_cwl()
    assert w.name == "turbine"
    assert w.tasks == [Task("LES", 72, 900, 900), Task("HPDA", 180, 1800, 1800)]
    assert list(w.graph.edges) == [("LES", "HPDA")]
    assert w.critical_path() == 2700


def test_turbine_cwl_equals_study_turbine():
    w, ref = turbine_cwl(), turbine()
    assert w.tasks == ref.tasks
    assert set(w.graph.edges) == set(ref.graph.edges)
    assert w == ref


def test_turbine_fits_warp_and_wide_step_does_not(tmp_path):
    turbine_cwl().check_fits(WARP)
    from importlib import resources

    from hpcgym.workloads import cwl as mod

    with resources.as_file(resources.files("hpcgym").joinpath("data/turbine.cwl")) as p:
        wide = load_cwl(
            p, {"LES": {"nodes": 2, "walltime": "15m"}, "HPDA": {"nodes": 15, "walltime": "30m"}}
        )
    assert mod.CORES_PER_NODE == 36
    with pytest.raises(WorkflowError, match=r"HPDA.*wider than cluster 'warp'"):
        wide.check_fits(WARP)


# -- general workflows ----------------------------------------------------------------------


@pytest.mark.parametrize("version", ["v1.0", "v1.1", "v1.2"])
def test_diamond(tmp_path, version):
    dep = tmp_path / "wf.deploy.json"
    dep.write_text(json.dumps(DEPLOY))
    w = load_cwl(_diamond(tmp_path, version), dep, cores_per_node=4)
    assert w.name == "wf"
    assert [t.id for t in w.tasks] == ["A", "B", "C", "D"]
    assert w.task("A") == Task("A", 4, 600, 600)
    assert w.task("B") == Task("B", 8, 1200, 1200)
    assert w.task("C") == Task("C", 12, 300, 240)
    assert w.task("D") == Task("D", 4, 3600, 3600)
    assert set(w.graph.edges) == {("A", "B"), ("A", "C"), ("B", "D"), ("C", "D")}
    assert w.critical_path() == 600 + 1200 + 3600


def test_yaml_deployment_and_name(tmp_path):
    dep = tmp_path / "deploy.yaml"
    dep.write_text(
        "".join(
            f"{k}:\n  nodes: {v['nodes']}\n  walltime: {v['walltime']!r}\n"
            for k, v in DEPLOY.items()
        )
    )
    w = load_cwl(_diamond(tmp_path), dep, name="diamond")
    assert w.name == "diamond"
    assert w.task("C") == Task("C", 108, 300, 300)


@pytest.mark.parametrize(
    "value,secs",
    [
        (900, 900),
        (899.2, 900),
        ("15m", 900),
        ("1.5h", 5400),
        ("90s", 90),
        ("00:15:00", 900),
        ("1:30", 90),
        ("2-3", 183600),
        ("1-02:30", 95400),
        ("1-00:00:00", 86400),
        ("120", 120),
    ],
)
def test_parse_duration(value, secs):
    assert parse_duration(value) == secs


# -- errors name the file and the step ------------------------------------------------------


def test_cycle(tmp_path):
    p = _cwl(tmp_path, [_step("A", {"x": "B/o"}), _step("B", {"x": "A/o"})], fname="cyc.cwl")
    with pytest.raises(WorkflowError, match=r"cyc\.cwl.*cycle through step '(A|B)'"):
        load_cwl(p, {"A": {"nodes": 1, "walltime": 60}, "B": {"nodes": 1, "walltime": 60}})


def test_missing_step_in_deployment(tmp_path):
    dep = {k: v for k, v in DEPLOY.items() if k != "C"}
    with pytest.raises(WorkflowError, match=r"no entry for step 'C'.*wf.cwl"):
        load_cwl(_diamond(tmp_path), dep)


def test_deployment_for_unknown_step(tmp_path):
    dep = tmp_path / "d.json"
    dep.write_text(json.dumps(DEPLOY | {"E": {"nodes": 1, "walltime": 60}}))
    with pytest.raises(WorkflowError, match=r"d\.json.*unknown step 'E'"):
        load_cwl(_diamond(tmp_path), dep)


def test_unknown_step_in_source(tmp_path):
    p = _cwl(tmp_path, [_step("A", {"x": "data"}), _step("B", {"x": "Z/o"})])
    with pytest.raises(WorkflowError, match=r"wf\.cwl.*step 'B'.*unknown step 'Z'"):
        load_cwl(p, {"A": {"nodes": 1, "walltime": 60}, "B": {"nodes": 1, "walltime": 60}})


def test_unknown_output_in_source(tmp_path):
    p = _cwl(tmp_path, [_step("A", {"x": "data"}), _step("B", {"x": "A/nope"})])
    with pytest.raises(WorkflowError, match=r"step 'B'.*step 'A' has no output 'nope'"):
        load_cwl(p, {"A": {"nodes": 1, "walltime": 60}, "B": {"nodes": 1, "walltime": 60}})


def test_not_a_workflow(tmp_path):
    p = tmp_path / "tool.cwl"
    p.write_text(
        "cwlVersion: v1.2\nclass: CommandLineTool\nbaseCommand: [x]\ninputs: []\noutputs: []\n"
    )
    with pytest.raises(WorkflowError, match=r"tool\.cwl.*CommandLineTool, not a Workflow"):
        load_cwl(p, {})


def test_invalid_cwl_and_missing_file(tmp_path):
    p = tmp_path / "junk.cwl"
    p.write_text("cwlVersion: v1.2\nclass: Workflow\nsteps: 3\n")
    with pytest.raises(WorkflowError, match=r"junk\.cwl"):
        load_cwl(p, {})
    with pytest.raises(WorkflowError, match=r"absent\.cwl.*no such file"):
        load_cwl(tmp_path / "absent.cwl", {})


@pytest.mark.parametrize(
    "entry,what",
    [
        ({"nodes": 1, "walltime": "15 parsecs"}, "walltime"),
        ({"nodes": 1, "walltime": -5}, "walltime"),
        ({"nodes": 1, "walltime": "00:75:00"}, "walltime"),
        ({"nodes": 1, "walltime": True}, "walltime"),
        ({"nodes": 1}, "walltime"),
        ({"nodes": 1, "walltime": 60, "runtime": "soon"}, "runtime"),
        ({"nodes": 0, "walltime": 60}, "nodes"),
        ({"nodes": 1.5, "walltime": 60}, "nodes"),
        (7, "mapping"),
    ],
)
def test_bad_deployment_entry(tmp_path, entry, what):
    dep = tmp_path / "bad.json"
    dep.write_text(json.dumps(DEPLOY | {"B": entry}))
    with pytest.raises(WorkflowError, match=rf"bad\.json.*step 'B'.*{what}"):
        load_cwl(_diamond(tmp_path), dep)


def test_bad_deployment_file(tmp_path):
    dep = tmp_path / "broken.json"
    dep.write_text("{not json")
    with pytest.raises(WorkflowError, match=r"broken\.json.*not valid JSON"):
        load_cwl(_diamond(tmp_path), dep)
    dep.write_text("[1, 2]")
    with pytest.raises(WorkflowError, match=r"broken\.json.*must map step ids"):
        load_cwl(_diamond(tmp_path), dep)
