"""Slurm's accounting output (``sacct -P``) as a workload: fields, TRES, skips and errors."""

from __future__ import annotations

import pytest

from hpcgym.batch.cluster import Cluster
from hpcgym.errors import WorkloadError
from hpcgym.workloads.sacct import parse_duration, parse_tres, read_sacct

GPU = Cluster("gpu", 4, 64, True, gpus_per_node=4, mem_per_node=256_000)

SAMPLE = """JobID|User|Partition|Submit|Start|ElapsedRaw|TimelimitRaw|ReqTRES|State
101|ann|gpu|2024-01-01T00:00:10|2024-01-01T00:01:00|3600|120|billing=64,cpu=64,gres/gpu=4,mem=200G,node=1|COMPLETED
101.batch|ann|gpu|2024-01-01T00:00:10|2024-01-01T00:01:00|3600|120|cpu=64,mem=200G,node=1|COMPLETED
102_3|bob|gpu|2024-01-01T00:00:00|2024-01-01T00:00:05|60|Partition_Limit|cpu=1,gres/gpu:a100=2,node=2|TIMEOUT
103|ann|gpu|2024-01-01T00:05:00|Unknown|0|30|cpu=8,node=1|CANCELLED
104|cy|gpu|2024-01-01T00:06:00|2024-01-01T00:07:00|10|30|cpu=512,node=8|FAILED
"""


def write(tmp_path, text):
    f = tmp_path / "week.sacct"
    f.write_text(text)
    return f


def test_fields_tres_and_skips(tmp_path):
    w = read_sacct(write(tmp_path, SAMPLE), GPU)
    assert w.skipped == {"job step": 1, "never ran": 1, "size>machine": 1}
    a, b = sorted(w.jobs, key=lambda j: j.id)
    # submit seconds after the first job's; TimelimitRaw in minutes; node=2 whole nodes
    assert (a.id, a.submit, a.runtime, a.walltime, a.cores, a.gpus, a.mem) == (
        1,
        10,
        3600,
        7200,
        64,
        4,
        200 * 1024,
    )
    assert (b.submit, b.walltime, b.cores, b.gpus, b.queue) == (0, GPU.max_walltime, 128, 2, "gpu")
    assert (a.user, b.user) == (0, 1)


def test_durations_and_tres():
    assert parse_duration("1-02:03:04") == 93784
    assert parse_duration("05:00") == 300
    assert parse_tres("cpu=2,mem=1.5T,gres/gpu:v100=1,gres/gpu:a100=2") == {
        "cpu": 2.0,
        "mem": 1.5 * 1024 * 1024,
        "gres/gpu": 3.0,
    }
    assert parse_tres("cpu=2,gres/gpu=4,gres/gpu:a100=4")["gres/gpu"] == 4.0


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("JobID|Submit\n1|2024-01-01T00:00:00\n", r"week.sacct:1: the header lacks Elapsed"),
        (
            SAMPLE.replace("3600|120|billing", "3600|12x|billing", 1),
            r"week.sacct:2: Timelimit '12x'",
        ),
        (
            SAMPLE.replace("2024-01-01T00:00:10|2024-01-01T00:01:00|3600", "yesterday|x|3600", 1),
            r"week.sacct:2: Submit 'yesterday' does not parse",
        ),
        (
            SAMPLE.replace("|COMPLETED\n", "|COMPLETED|extra\n", 1),
            r"week.sacct:2: 10 fields, the header has 9",
        ),
    ],
)
def test_bad_rows_name_file_line_and_field(tmp_path, text, message):
    with pytest.raises(WorkloadError, match=message):
        read_sacct(write(tmp_path, text), GPU)


def test_gpus_on_a_cluster_without_them_are_refused(tmp_path):
    with pytest.raises(
        WorkloadError, match=r"week.sacct:2: the job asks for 4 GPUs; cluster 'cpu'"
    ):
        read_sacct(write(tmp_path, SAMPLE), Cluster("cpu", 4, 64, True))
