"""SWF reading and writing: field conventions, skip accounting, errors, gzip, round trip; every
test reads with both parsers, the compiled one (where it is built) and the Python one."""

from __future__ import annotations

import gzip
import importlib.util
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import archive_trace
from hypothesis import given, settings
from hypothesis import strategies as st

from hpcgym.batch.cluster import Cluster, processors
from hpcgym.batch.job import Job
from hpcgym.batch.workload import Workload
from hpcgym.errors import InputTypeError
from hpcgym.workloads import swf as swf_module
from hpcgym.workloads.swf import SWFError, read_swf, read_swf_header, write_swf


@pytest.fixture(autouse=True, scope="module", params=["compiled", "python"])
def engine(request: pytest.FixtureRequest) -> Iterator[str]:
    """The parser ``read_swf`` uses by default in the test."""
    if request.param == "compiled" and importlib.util.find_spec("hpcgym._core") is None:
        pytest.skip("hpcgym._core is not built")
    with pytest.MonkeyPatch.context() as mp:
        if request.param == "python":
            mp.setattr(swf_module, "_compiled", lambda: None)
        yield request.param


def rec(
    jid: int,
    submit: int,
    run: int,
    alloc: int,
    *,
    req: int = -1,
    req_time: int = -1,
    user: int = -1,
    queue: int = -1,
    preceding: int = -1,
    cpu: str = "-1",
) -> str:
    fields = [
        jid,
        submit,
        -1,
        run,
        alloc,
        cpu,
        -1,
        req,
        req_time,
        -1,
        1,
        user,
        -1,
        -1,
        queue,
        -1,
        preceding,
        -1,
    ]
    return " ".join(map(str, fields))


def swf(
    tmp_path: Path, *lines: str, header: str = "; MaxProcs: 64", name: str = "trace.swf"
) -> Path:
    path = tmp_path / name
    path.write_text("\n".join([header, *lines]) + "\n")
    return path


def test_requested_fields_preferred_over_allocated_and_runtime(tmp_path):
    w = read_swf(
        swf(
            tmp_path,
            rec(1, 10, 50, alloc=8, req=16, req_time=100, user=7, queue=2),
            rec(2, 20, 60, alloc=4),
            rec(3, 30, 70, alloc=4, req=-1, req_time=0),
        )
    )
    assert w.jobs == [Job(1, 10, 16, 100, 50, 7, "2"), Job(2, 20, 4, 60, 60), Job(3, 30, 4, 70, 70)]


def test_submit_times_kept_and_preceding_job_not_a_dependency(tmp_path):
    w = read_swf(
        swf(
            tmp_path,
            rec(8, 5000, 10, 1),
            rec(9, 7000, 10, 1, preceding=8),
            rec(7, 6000, 10, 1, queue=0),
        )
    )
    assert [(j.id, j.submit) for j in w.jobs] == [(8, 5000), (7, 6000), (9, 7000)]
    assert all(j.deps == () for j in w.jobs)
    assert [j.queue for j in w.jobs] == ["", "0", ""]


def test_machine_size_from_maxprocs_before_maxnodes(tmp_path):
    w = read_swf(swf(tmp_path, rec(1, 0, 10, 4), header="; MaxNodes: 144\n; MaxProcs: 1152"))
    assert w.cluster == processors(1152, "trace", 48 * 3600)


def test_machine_size_from_maxnodes_with_trailing_text(tmp_path):
    w = read_swf(
        swf(
            tmp_path,
            rec(1, 0, 10, 4),
            rec(2, 0, 10, 400),
            header="; MaxNodes: 338 (batch partition; 512 total)",
        )
    )
    assert w.cluster.total_cores == 338
    assert [j.id for j in w.jobs] == [1]
    assert w.skipped["size>machine"] == 1


@pytest.mark.parametrize("value", ["0", "-5", "abc", ""])
def test_an_unusable_machine_size_header_is_an_error_naming_its_line(tmp_path, value):
    path = swf(tmp_path, rec(1, 0, 10, 4), header=f"; Version: 2.2\n; MaxProcs: {value}")
    with pytest.raises(SWFError, match=r"trace.swf:2: header MaxProcs: .* --processors N"):
        read_swf(path)
    # the size given in its place (or a cluster) reads it
    w = read_swf(path, size=16)
    assert w.cluster == processors(16, "trace", 48 * 3600) and len(w) == 1
    assert read_swf(path, cluster=processors(8)).cluster.total_cores == 8


def test_maxnodes_is_checked_only_without_maxprocs(tmp_path):
    assert read_swf(swf(tmp_path, rec(1, 0, 10, 4), header="; MaxProcs: 64\n; MaxNodes: -1"))
    path = swf(tmp_path, rec(1, 0, 10, 4), header="; MaxNodes: none", name="n.swf")
    with pytest.raises(SWFError, match=r"n.swf:1: header MaxNodes: 'none'"):
        read_swf(path)


def test_a_utf8_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.swf"
    path.write_bytes(b"\xef\xbb\xbf; MaxProcs: 64\n" + rec(1, 0, 10, 4).encode() + b"\n")
    assert read_swf_header(path) == {"MaxProcs": "64"}
    assert [j.id for j in read_swf(path).jobs] == [1]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_text_is_named_as_such(tmp_path, encoding):
    path = tmp_path / "wide.swf"
    path.write_bytes(f"; MaxProcs: 64\n{rec(1, 0, 10, 4)}\n".encode(encoding))
    for read in (read_swf, read_swf_header):
        with pytest.raises(SWFError, match=r"wide.swf: the file is UTF-16 text"):
            read(path)


def test_a_binary_file_is_named_as_such(tmp_path):
    path = tmp_path / "model.swf"
    path.write_bytes(b"; MaxProcs: 64\n" + bytes(range(256)))
    with pytest.raises(SWFError, match=r"model.swf: not a text file"):
        read_swf(path)


def test_size_must_be_a_positive_integer(tmp_path):
    path = swf(tmp_path, rec(1, 0, 10, 4))
    for bad in (0, -3):
        with pytest.raises(SWFError, match="size must be an integer >= 1"):
            read_swf(path, size=bad)
    for bad in (2.5, True, "4"):
        with pytest.raises(InputTypeError, match="size must be an integer, got"):
            read_swf(path, size=bad)


def test_machine_size_from_largest_job_without_header(tmp_path):
    w = read_swf(
        swf(
            tmp_path,
            rec(1, 0, 10, 12),
            rec(2, 5, 10, 3, req=40),
            rec(3, 6, 10, 7),
            header="; Version: 2.2",
        )
    )
    assert w.cluster.total_cores == 40
    assert w.skipped == {"runtime<=0": 0, "size<=0": 0, "size>machine": 0}


def test_given_cluster_is_used_and_bounds_job_size(tmp_path):
    cluster = Cluster("mine", 4, 8, True, 3600)
    w = read_swf(swf(tmp_path, rec(1, 0, 10, 32), rec(2, 0, 10, 33)), cluster=cluster)
    assert w.cluster is cluster
    assert [j.id for j in w.jobs] == [1]
    assert w.skipped["size>machine"] == 1


def test_max_walltime_is_largest_requested_time_else_48h(tmp_path):
    w = read_swf(
        swf(
            tmp_path,
            rec(1, 0, 10, 1, req_time=900),
            rec(2, 0, 10, 1, req_time=3600),
            rec(3, 0, 99999, 1),
        )
    )
    assert w.cluster.max_walltime == 3600
    w = read_swf(swf(tmp_path, rec(1, 0, 10, 1), name="noreq.swf"))
    assert w.cluster.max_walltime == 48 * 3600
    assert w.name == "noreq"


def test_each_skip_reason_is_counted(tmp_path):
    w = read_swf(
        swf(
            tmp_path,
            rec(1, 0, 0, 4),
            rec(2, 0, -1, 4),
            rec(3, 0, -1, -1),
            rec(4, 0, 10, -1),
            rec(5, 0, 10, 0, req=0),
            rec(6, 0, 10, 65),
            rec(7, 0, 10, 1, req=100),
            rec(8, 0, 10, 200, req=2),
            rec(9, 0, 10, 64),
        )
    )
    assert w.skipped == {"runtime<=0": 3, "size<=0": 2, "size>machine": 2}
    assert w.n_skipped == 7
    assert [(j.id, j.cores) for j in w.jobs] == [(8, 2), (9, 64)]


def test_floats_accepted_and_times_rounded(tmp_path):
    line = "1 100.4 -1 99.6 4 12.5 -1 4 3599.5 -1 1 3 -1 -1 1 -1 -1 -1.0"
    w = read_swf(swf(tmp_path, line, "2 7 -1 5 4.0 -1 -1 -1 -1 -1 1 3 -1 -1 1 -1 -1 -1"))
    assert w.jobs[0] == Job(2, 7, 4, 5, 5, 3, "1")
    assert w.jobs[1] == Job(1, round(100.4), 4, round(3599.5), round(99.6), 3, "1")


def test_blank_lines_comments_and_extra_fields_ignored(tmp_path):
    w = read_swf(
        swf(
            tmp_path,
            "",
            rec(1, 0, 10, 1),
            "   ",
            "; a note: in the body",
            rec(2, 0, 10, 1) + " 77 88",
            "",
        )
    )
    assert [j.id for j in w.jobs] == [1, 2]


@pytest.mark.parametrize(
    "line, message",
    [
        ("1 0 -1 10 4 -1 -1", r"expected 18 fields, got 7"),
        (
            rec(1, 0, 10, 4).replace(" 1 -1 -1 -1 -1 -1 -1 -1", " x -1 -1 -1 -1 -1 -1 -1"),
            r"field 11 \(status\) is not a number: 'x'",
        ),
        (rec(1, 0, 10, 4, cpu="nan"), r"field 6 \(avg cpu time\) is not a number: 'nan'"),
        (
            rec(1, 0, 10, 4).replace(" 10 4 ", " 10 4.5 "),
            r"field 5 \(allocated procs\) must be an integer, got '4.5'",
        ),
        ("1.5" + rec(1, 0, 10, 4)[1:], r"field 1 \(job id\) must be an integer, got '1.5'"),
        (rec(1, -5, 10, 4), r"negative submit time -5"),
        (rec(2, 0, 10, 4), r"duplicate job id 2 \(first on line 2\)"),
        (
            rec(1, 0, 10, 4).replace(" 10 4 ", " 1e20 4 "),
            r"field 4 \(run time\) = 1e20 is out of range \(at most 100,000,000,000\)",
        ),
        (
            rec(1, 0, 10, 4).replace("1 0 ", "1 1e300 ", 1),
            r"field 2 \(submit time\) = 1e300 is out",
        ),
    ],
)
def test_malformed_line_names_file_and_line(tmp_path, line, message):
    path = swf(tmp_path, rec(2, 0, 10, 4), "", line, rec(3, 0, 10, 4), name="bad.swf")
    with pytest.raises(SWFError, match=rf"bad\.swf:4: {message}"):
        read_swf(path)


def test_error_is_a_value_error_naming_the_file(tmp_path):
    path = swf(tmp_path, "1 2 3", header="; Version: 2", name="short.swf")
    with pytest.raises(ValueError, match=r"short\.swf:2: expected 18 fields, got 3$"):
        read_swf(path)
    with pytest.raises(SWFError, match=r"empty\.swf: no MaxProcs"):
        read_swf(swf(tmp_path, header="; Version: 2", name="empty.swf"))


def test_max_jobs_counts_accepted_jobs(tmp_path):
    w = read_swf(
        swf(tmp_path, rec(1, 0, 0, 1), rec(2, 1, 10, 1), rec(3, 2, 10, 1), rec(4, 3, 10, 1)),
        max_jobs=2,
    )
    assert [j.id for j in w.jobs] == [2, 3]
    assert w.skipped["runtime<=0"] == 1
    none = read_swf(swf(tmp_path, rec(1, 0, 10, 1), name="none.swf"), max_jobs=0)
    assert none.jobs == [] and none.cluster.total_cores == 64


def test_gzip_detected_by_magic_bytes(tmp_path):
    text = "; MaxProcs: 8\n" + rec(1, 0, 10, 2) + "\n"
    disguised = tmp_path / "packed.swf"
    disguised.write_bytes(gzip.compress(text.encode()))
    plain = tmp_path / "plain.swf.gz"
    plain.write_text(text)
    for path in (disguised, plain):
        w = read_swf(path)
        assert w.jobs == [Job(1, 0, 2, 10, 10)]
        assert w.cluster.total_cores == 8
        assert read_swf_header(path) == {"MaxProcs": "8"}
    assert read_swf(disguised).name == "packed"
    assert read_swf(plain).name == "plain"


@pytest.mark.parametrize("cut", ["half", "magic"])
def test_a_corrupt_gzip_is_one_error_naming_the_file(tmp_path, cut):
    text = "; MaxProcs: 8\n" + "".join(rec(i, 0, 10, 2) + "\n" for i in range(1, 200))
    packed = gzip.compress(text.encode())
    path = tmp_path / "broken.swf.gz"
    path.write_bytes(packed[: len(packed) // 2] if cut == "half" else b"\x1f\x8bnot-deflate")
    with pytest.raises(SWFError, match=r"broken\.swf\.gz: not a readable gzip file"):
        read_swf(path)
    if cut == "magic":  # a truncated file still has a readable header
        with pytest.raises(SWFError, match=r"broken\.swf\.gz: not a readable gzip file"):
            read_swf_header(path)
    else:
        assert read_swf_header(path) == {"MaxProcs": "8"}


def test_header_repeated_keys_and_continuations(tmp_path):
    header = "\n".join(
        [
            "; Version: 2.2",
            "; Information: http://a.example/",
            ";              http://b.example/",
            ";",
            "; Queue:  1 DSI",
            "; Queue:  2 astro",
            "; Note: cleaned log",
            ";       user=135 (2080 jobs removed)",
            "; MaxNodes: 338 (batch; 512 total)",
        ]
    )
    path = swf(tmp_path, rec(1, 0, 10, 1), "; Late: not header", header=header)
    assert read_swf_header(path) == {
        "Version": "2.2",
        "Information": "http://a.example/\nhttp://b.example/",
        "Queue": "1 DSI\n2 astro",
        "Note": "cleaned log\nuser=135 (2080 jobs removed)",
        "MaxNodes": "338 (batch; 512 total)",
    }


def test_write_fields_and_header(tmp_path):
    w = Workload(
        [Job(5, 100, 4, 600, 300, 9, "3"), Job(6, 200, 2, 60, 120, -1, "batch")],
        Cluster("c", 4, 8, True, 7200),
        name="w",
    )
    path = tmp_path / "out.swf"
    write_swf(
        path,
        w,
        starts={5: 150},
        ends={5: 450, 6: 999},
        header={"Computer": "test box", "MaxProcs": "1", "Note": "a\nb"},
    )
    lines = path.read_text().splitlines()
    assert lines[:9] == [
        "; Version: 2.2",
        "; Computer: test box",
        "; Note: a",
        "; Note: b",
        "; MaxJobs: 2",
        "; MaxRecords: 2",
        "; MaxNodes: 4",
        "; MaxProcs: 32",
        "; Queue: 4 batch",
    ]
    assert [line.split() for line in lines[9:]] == [
        "5 100 50 300 4 -1 -1 4 600 -1 1 9 -1 -1 3 -1 -1 -1".split(),
        "6 200 -1 -1 2 -1 -1 2 60 -1 5 -1 -1 -1 4 -1 -1 -1".split(),
    ]
    back = read_swf(path)
    assert back.jobs == [Job(5, 100, 4, 600, 300, 9, "3")]
    assert back.skipped["runtime<=0"] == 1
    assert back.cluster.total_cores == 32


def test_write_ends_record_what_ran(tmp_path):
    w = Workload([Job(1, 0, 1, 100, 500), Job(2, 0, 1, 100, 50)], processors(2))
    path = tmp_path / "ran.swf"
    write_swf(path, w, starts={1: 10, 2: 20}, ends={1: 110, 2: 70})
    rows = [line.split() for line in path.read_text().splitlines() if line[0] != ";"]
    assert [(r[0], r[2], r[3], r[10]) for r in rows] == [
        ("1", "10", "100", "0"),
        ("2", "20", "50", "1"),
    ]
    assert [j.runtime for j in read_swf(path).jobs] == [100, 50]


def test_write_rejects_bad_header_key(tmp_path):
    w = Workload([Job(1, 0, 1, 10, 10)], processors(1))
    with pytest.raises(ValueError, match="header key 'Max Procs'"):
        write_swf(tmp_path / "x.swf", w, header={"Max Procs": "3"})


@st.composite
def workloads(draw: st.DrawFn) -> Workload:
    n = draw(st.integers(1, 30))
    ids = draw(st.lists(st.integers(0, 10**6), min_size=n, max_size=n, unique=True))
    jobs = [
        Job(
            i,
            draw(st.integers(0, 10**9)),
            draw(st.integers(1, 64)),
            draw(st.integers(1, 10**6)),
            draw(st.integers(1, 10**6)),
            draw(st.integers(-1, 10**4)),
            draw(st.one_of(st.just(""), st.integers(0, 30).map(str))),
        )
        for i in ids
    ]
    return Workload(jobs, processors(64, "rt"), name="rt")


@settings(max_examples=60, deadline=None)
@given(w=workloads(), gz=st.booleans())
def test_round_trip(tmp_path_factory, w, gz):
    path = tmp_path_factory.mktemp("rt") / ("rt.swf.gz" if gz else "rt.swf")
    write_swf(path, w)
    assert path.read_bytes()[:2] == b"\x1f\x8b" if gz else path.read_text().startswith(";")
    back = read_swf(path)
    assert back.jobs == w.jobs
    assert back.cluster.total_cores == w.cluster.total_cores
    assert back.cluster.max_walltime == max(j.walltime for j in w.jobs)
    assert back.n_skipped == 0


def test_real_trace_first_jobs():
    path = archive_trace("CTC-SP2-1996-3.1-cln.swf.gz")
    w = read_swf(path, max_jobs=1000)
    assert len(w) == 1000
    assert w.name == "CTC-SP2-1996-3.1-cln"
    assert w.cluster.total_cores == 338
    assert read_swf_header(path)["MaxProcs"] == "338"
    first = w.jobs[0]
    assert first == Job(1, 0, 306, 35100, 937, 97, "3")
    assert all(1 <= j.cores <= 338 and j.runtime > 0 and j.walltime > 0 for j in w.jobs)
    assert w.jobs == sorted(w.jobs, key=lambda j: (j.submit, j.id))
