"""The compiled SWF parser against the Python one, its reference: the same workload job by job,
or the same error, on the bundled traces, on hand-made edge cases and on random texts of good
and malformed records."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hpcgym.batch.cluster import processors
from hpcgym.errors import HPCGymError
from hpcgym.traces import find_trace
from hpcgym.workloads.swf import SWFError, read_swf

pytest.importorskip("hpcgym._core")


def outcome(path: Path, **kw: object) -> object:
    """What reading ``path`` gives: the workload's fields, or the error's class and message."""
    try:
        w = read_swf(path, **kw)
    except HPCGymError as e:
        return type(e), str(e)
    return w.jobs, w.cluster, w.name, w.skipped, w.warmup_end, w.horizon, w.workflows


def same(path: Path, **kw: object) -> object:
    """The outcome of both parsers, asserted equal."""
    python = outcome(path, engine="python", **kw)
    compiled = outcome(path, engine="compiled", **kw)
    assert compiled == python
    return compiled


@pytest.mark.parametrize("name", ["lublin_256", "lublin_256_new2"])
def test_bundled_traces_read_alike(name):
    path = find_trace(name)
    jobs = same(path)[0]
    assert len(jobs) > 1000
    assert len(same(path, max_jobs=500)[0]) == 500


def write(tmp_path: Path, text: str, name: str = "t.swf") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode())
    return path


REC = "1 0 -1 10 4 -1 -1 4 20 -1 1 3 -1 -1 2 -1 -1 -1"


@pytest.mark.parametrize(
    "text",
    [
        "; MaxProcs: 8\n" + REC,
        "; MaxProcs: 2\n" + REC,  # too wide: skipped
        "; MaxNodes: 16 (batch)\n;  Note: a\n;      continued\n" + REC,
        "; MaxProcs: zero\n" + REC,
        ";MaxProcs:3\r\n" + REC.replace("1 0 ", "7 5 ", 1) + "\r\n" + REC,
        REC + "\x0b" + REC.replace("1 0", "2 0", 1),  # \v ends a line for str.splitlines
        REC.replace(" ", "\x1c"),  # a separator to str.split
        REC.replace(" ", "\u00a0"),  # non-ASCII whitespace between ASCII tokens
        REC.replace("1 0", "\uff11 0", 1),  # a fullwidth digit: int() takes it
        REC.replace("1 0", "1_0 0", 1),
        REC.replace(" 10 4", " 1_0.5e1 4", 1),
        REC.replace("1 0", "9" * 25 + " 0", 1),
        REC.replace(" 1 3 ", " 1 1e30 ", 1),  # a user id beyond int64
        REC.replace(" 1 3 ", " 1 -1e30 ", 1),
        REC.replace("1 0", "1 -1e30", 1),
        REC.replace(" 10 4", " 2.5 4", 1)
        + "\n"
        + REC.replace("1 0", "2 0", 1).replace(" 10 4", " 3.5 4", 1),
        REC.replace(" 10 4", " 10 4\x01", 1),
        REC.replace(" 10 4", " 10 it's", 1),
        REC.replace("1 0 -1 10", "1 0 -1 nan", 1),
        REC.replace("1 0 -1 10", "1 0 -1 -inf", 1),
        REC.replace("1 0 -1 10", "1 0 -1 1e400", 1),
        REC.replace("1 0 -1 10", "1 0 -1 0x10", 1),
        REC.replace("1 0", "1 1e11", 1) + "\n" + REC.replace("1 0", "2 100000000001", 1),
        REC.replace("1 0", "4611686018427387905 0", 1),
        REC + "\n" + REC,  # duplicate id
        REC + " extra fields\n; comment \N{LINE SEPARATOR}" + REC.replace("1 0", "2 0", 1),
        "\ufeff; MaxProcs: 8\n" + REC,
        "; MaxProcs: " + "9" * 30 + "\n" + REC,  # wider than int64
        "",
        "; Version: 2\n",
    ],
)
def test_edge_cases_read_alike(tmp_path, text):
    path = write(tmp_path, text)
    for size in (None, 4):
        same(path, size=size)
    same(path, max_jobs=1)
    same(path, max_jobs=10**30, size=10**30)
    same(path, cluster=processors(64))
    gz = tmp_path / "t.swf.gz"
    gz.write_bytes(gzip.compress(text.encode()))
    same(gz)


def test_errors_are_swf_errors_naming_file_and_line(tmp_path):
    path = write(tmp_path, "; MaxProcs: 8\n\n" + REC.replace(" 10 4", " 10 4.5", 1), "bad.swf")
    with pytest.raises(SWFError, match=r"bad\.swf:3: field 5 \(allocated procs\) must be an"):
        read_swf(path, engine="compiled")


def test_engine_is_checked(tmp_path):
    with pytest.raises(SWFError, match="engine: unknown value 'rust'"):
        read_swf(write(tmp_path, REC), engine="rust")


TOKENS = st.one_of(
    st.integers(-3, 300).map(str),
    st.sampled_from(
        ["-1", "0", "12.5", "2.5", "3.0", "-0", "1e3", "1e30", "9" * 25, "nan", "-inf", "abc"]
        + ["0x10", "1_000", "1__0", "+5", "\uff11", ".5", "5.", "1e11", "100000000001", "1e"]
    ),
)
FIELD = st.integers(-1, 40).map(str)
SEPARATORS = st.sampled_from([" ", "\t", "  ", " ", "\x1f", "\u00a0"])


@st.composite
def swf_texts(draw: st.DrawFn) -> str:
    lines = [
        f"; {draw(st.sampled_from(['MaxProcs', 'MaxNodes', 'Note']))}: "
        f"{draw(st.sampled_from(['64', '8 (nodes)', '0', 'x', '']))}"
        for _ in range(draw(st.integers(0, 2)))
    ]
    for _ in range(draw(st.integers(0, 10))):
        if draw(st.integers(0, 12)) == 0:
            fields = draw(st.lists(TOKENS, max_size=20))
        else:
            fields = [draw(FIELD) for _ in range(18)]
            fields[0] = str(draw(st.integers(1, 12)))
            fields[1] = str(draw(st.integers(0, 500)))
            for _ in range(draw(st.integers(0, 2))):
                fields[draw(st.integers(0, 17))] = draw(TOKENS)
        lines.append(draw(SEPARATORS).join(fields))
        if draw(st.integers(0, 8)) == 0:
            lines.append(
                draw(st.sampled_from(["", ";", "; comment", "   ", "\N{PARAGRAPH SEPARATOR}"]))
            )
    return draw(st.sampled_from(["\n", "\r\n", "\r", "\x0c"])).join(lines) + "\n"


@settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(swf_texts(), st.sampled_from([None, 1, 16, 64]), st.sampled_from([None, 0, 2]))
def test_random_texts_read_alike(tmp_path, text, size, max_jobs):
    same(write(tmp_path, text), size=size, max_jobs=max_jobs)
