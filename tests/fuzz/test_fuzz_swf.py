"""Fuzzing the SWF reader: random bytes, and files of header lines and 18-field records built
from valid and broken tokens (signs, floats, huge values, words, NaN; BOM, CR line ends,
gzip). The reader returns a workload that keeps its documented conventions, or raises one of
hpcgym's errors."""

from __future__ import annotations

import gzip

import pytest
from fuzzing import budget, outcome
from hypothesis import given
from hypothesis import strategies as st

from hpcgym.batch.workload import Workload
from hpcgym.workloads.swf import SKIP_REASONS, read_swf, read_swf_header

pytestmark = pytest.mark.fuzz

TOKENS = st.one_of(
    st.integers(-3, 200).map(str),
    st.sampled_from(
        [
            "-1",
            "0",
            "1",
            "12.5",
            "3.0",
            "-0",
            "1e3",
            "1e30",
            "9" * 25,
            "nan",
            "inf",
            "-inf",
            "abc",
            "0x10",
            "1_000",
            "+5",
            "\uff11",  # a fullwidth digit one
            "--1",
            ".5",
            "5.",
        ]
    ),
)
HEADER_KEYS = st.sampled_from(["MaxProcs", "MaxNodes", "Version", "Note", "MaxJobs", "Queue"])
HEADER_VALUES = st.one_of(TOKENS, st.text(max_size=10).filter(lambda s: "\n" not in s))


@st.composite
def swf_files(draw) -> bytes:
    lines = [
        f"; {draw(HEADER_KEYS)}: {draw(HEADER_VALUES)}" for _ in range(draw(st.integers(0, 3)))
    ]
    ids = iter(range(1, 10_000))
    for _ in range(draw(st.integers(0, 8))):
        if draw(st.integers(0, 9)) == 0:  # a broken record: any tokens, any count
            fields = draw(st.lists(TOKENS, max_size=20))
        else:  # a plausible record with a few fields swapped for any token
            fields = [
                str(next(ids)),
                str(draw(st.integers(0, 500))),
                "-1",
                str(draw(st.integers(-1, 400))),
                str(draw(st.integers(-1, 16))),
                "-1",
                "-1",
                str(draw(st.integers(-1, 16))),
                str(draw(st.integers(-1, 500))),
                "-1",
                "1",
                "1",
                "1",
                "-1",
                str(draw(st.integers(-1, 3))),
                "-1",
                "-1",
                "-1",
            ]
            for _ in range(draw(st.integers(0, 2))):
                fields[draw(st.integers(0, 17))] = draw(TOKENS)
        lines.append(draw(st.sampled_from([" ", "\t", "  "])).join(fields))
        if draw(st.integers(0, 9)) == 0:
            lines.append(draw(st.sampled_from(["", ";", "; comment", "   "])))
    text = draw(st.sampled_from(["\n", "\r\n", "\r"])).join(lines) + "\n"
    data = draw(st.sampled_from(["utf-8", "utf-8-sig", "latin-1"]))
    raw = text.encode(data, errors="replace")
    return gzip.compress(raw) if draw(st.integers(0, 7)) == 0 else raw


def check(w: Workload | None) -> None:
    """The conventions a read workload keeps (module docstring of hpcgym.workloads.swf)."""
    if w is None:
        return
    total = w.cluster.total_cores
    assert set(w.skipped) == set(SKIP_REASONS)
    assert len({j.id for j in w.jobs}) == len(w.jobs)
    for j in w.jobs:
        assert isinstance(j.submit, int) and j.submit >= 0
        assert isinstance(j.runtime, int) and j.runtime > 0
        assert isinstance(j.cores, int) and 0 < j.cores <= total
        assert isinstance(j.walltime, int) and j.walltime > 0


@budget(200)
@given(st.binary(max_size=600))
def test_random_bytes(tmp_path_factory, data):
    path = tmp_path_factory.mktemp("swf") / "t.swf"
    path.write_bytes(data)
    check(outcome(read_swf, path))
    outcome(read_swf_header, path)


@budget(250)
@given(swf_files(), st.sampled_from([None, 1, 8, 64]))
def test_headers_and_records(tmp_path_factory, data, size):
    path = tmp_path_factory.mktemp("swf") / "t.swf"
    path.write_bytes(data)
    check(outcome(read_swf, path, size=size))
    outcome(read_swf_header, path)
