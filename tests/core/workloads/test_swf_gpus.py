"""SWF records that carry GPUs (read_swf(..., gpus=True)), laid out as the public Frontier trace
(maheshwari2026frontier: field 19 used GPUs, field 21 ``name:mode:NxM`` with N nodes): what is
read, what is left as it was without the option, and each malformed value refused naming its
line and field."""

from __future__ import annotations

import pytest

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import simulate
from hpcgym.workloads.swf import SWFError, read_swf

FRONTIER = Cluster("frontier", 64, 56, True, gpus_per_node=8)
HEADER = "; Version: 2.2\n; MaxNodes: 64\n"


def record(jid, procs, gpus, descriptor, req=-1, run=100):
    # 1 id, 2 submit, 3 wait, 4 run, 5 alloc, 6-7, 8 req procs, 9 req time, 10-18, 19-21
    return (
        f"{jid} {jid * 10} 0 {run} {procs} -1 -1 {req} 600 -1 1 7 -1 -1 1 -1 -1 -1 "
        f"{gpus} -1 {descriptor}"
    )


def write(tmp_path, *lines):
    path = tmp_path / "frontier.swf"
    path.write_text(HEADER + "\n".join(lines) + "\n")
    return path


def test_nodes_from_the_descriptor_and_gpus_from_field_19(tmp_path):
    path = write(
        tmp_path,
        record(1, 3584, 16, "frontier:excl:2x112"),  # field 5 counts cores: ignored
        record(2, 7, -1, "frontier:excl:7x112"),  # GPUs unknown: none asked
        record(3, 1, 4, "-1", req=56),  # no descriptor: field 8's cores
    )
    w = read_swf(path, cluster=FRONTIER, gpus=True)
    assert [(j.cores, j.gpus) for j in w.jobs] == [(112, 16), (392, 0), (56, 4)]
    s = simulate(w, "fcfs-easy")
    assert compute(s)["gpu_utilization"] > 0
    # without the option the extra fields are ignored, as for any SWF file
    plain = read_swf(path, cluster=FRONTIER, engine="python")
    assert [(j.cores, j.gpus) for j in plain.jobs] == [(3584, 0), (7, 0), (56, 0)]


@pytest.mark.parametrize(
    ("line", "match"),
    [
        (
            record(2, 1, "2.5", "frontier:excl:1x112"),
            r":4: field 19 \(used GPUs\) must be an integer >= -1, got '2.5'",
        ),
        (record(2, 1, "-3", "frontier:excl:1x112"), r":4: field 19 \(used GPUs\) must be"),
        (
            record(2, 1, 8, "frontier:excl"),
            r":4: field 21 \(site descriptor\) must be name:mode:NxM",
        ),
        (record(2, 1, 8, "frontier:excl:0x112"), r":4: field 21 .* with N > 0 nodes"),
        (
            record(2, 1, 24, "frontier:excl:2x112"),
            r":4: field 19 \(used GPUs\) = 24 is more than the job's 2 nodes hold \(16",
        ),
        ("2 20 0 100 1 -1 -1 1 600 -1 1 7 -1 -1 1 -1 -1 -1", r":4: gpus=True reads field 19"),
    ],
)
def test_malformed_gpu_fields_name_line_and_field(tmp_path, line, match):
    path = write(tmp_path, record(1, 1, 8, "frontier:excl:1x112"), line)
    with pytest.raises(SWFError, match=match):
        read_swf(path, cluster=FRONTIER, gpus=True)


def test_the_option_needs_a_gpu_cluster_and_the_python_parser(tmp_path):
    path = write(tmp_path, record(1, 1, 8, "frontier:excl:1x112"))
    with pytest.raises(SWFError, match="gpus=True needs cluster= with GPUs per node"):
        read_swf(path, gpus=True)
    with pytest.raises(SWFError, match="gpus=True needs cluster= with GPUs per node"):
        read_swf(path, cluster=Cluster("cpus", 4, 56, True), gpus=True)
    with pytest.raises(SWFError, match="Python parser only"):
        read_swf(path, cluster=FRONTIER, gpus=True, engine="compiled")
