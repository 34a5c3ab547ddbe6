"""The time figures of the README and docs are CPU time measured by benchmarks/doc_times.py:
each is its exact command's record in benchmarks/doc_times.json, so a command changed
without being measured again, or a figure typed by hand, fails here; and no wall-clock
figure ("20-60 s", "1-2 min") is left beside a command on those pages."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # benchmarks/ is not installed

from benchmarks.doc_times import (  # noqa: E402
    MEASURING,
    PAGES,
    RECORDS,
    blocks,
    figure,
    logical,
    shell_comment,
    timed,
)

RECORDED = json.loads(RECORDS.read_text())["commands"]
# a time that is not CPU time: "20-60 s", "1-2 min", "about 5 min", "12 s measured"
WALL = re.compile(r"\b\d[\d.,]*(?:\s*-\s*\d[\d.,]*)?\s*(?:s|sec|seconds|min|minutes|h|hours)\b")


@pytest.mark.parametrize("page", PAGES)
def test_every_time_figure_is_its_commands_measured_cpu_time(page):
    found = timed(page)
    assert found, f"{page}: no measured figure"
    for t in found:
        if t.command == os.environ.get(MEASURING):
            continue  # this very run is measuring it
        assert t.command in RECORDED, f"{page}:{t.line}: {t.command[:60]!r} not measured"
        want = figure(RECORDED[t.command]["cpu_s"])
        assert t.figure == want, f"{page}:{t.line}: {t.figure} CPU-s, measured {want}"


@pytest.mark.parametrize("page", PAGES)
def test_no_wall_clock_figure_is_left_beside_a_command(page):
    for lang, first, lines in blocks((ROOT / page).read_text()):
        if lang == "python":
            comments = [ln for ln in lines if ln.lstrip().startswith("#")]
        else:
            comments = [shell_comment(line)[1] for _, line in logical(lines, first)]
        for c in comments:
            assert not WALL.search(c.replace("CPU-s", "")), f"{page}: {c!r}"


def test_figures_have_two_significant_digits():
    assert [figure(x) for x in (0.04, 0.84, 1.26, 9.96, 12.4, 128.0, 1284.0, 23456.0)] == [
        "0.1",
        "0.84",
        "1.3",
        "10",
        "12",
        "130",
        "1,300",
        "23,000",
    ]


def test_a_figure_ties_to_the_last_command_of_its_line_or_its_python_block(tmp_path):
    page = "\n".join(
        [
            "```bash",
            "python3 -m venv .venv && . .venv/bin/activate && \\",
            "  hpcgym run --trace x --policy 'a # b'  # 12 CPU-s, measured",
            "hpcgym bench list   # no figure",
            "```",
            "```python",
            "# plays one window: 1.5 CPU-s",
            "print(1)",
            "```",
        ]
    )
    (tmp_path / "p.md").write_text(page)
    import benchmarks.doc_times as doc_times

    old = doc_times.ROOT
    doc_times.ROOT = tmp_path
    try:
        found = [(t.lang, t.command, t.figure) for t in timed("p.md")]
    finally:
        doc_times.ROOT = old
    assert found == [
        ("bash", "hpcgym run --trace x --policy 'a # b'", "12"),
        ("python", "print(1)", "1.5"),
    ]
