"""Every ``python`` and ``bash`` block of the README and the docs runs, in a fresh process in
an empty folder, unless it is marked with the reason it does not (``markdown_blocks``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from markdown_blocks import FENCE, MARKER, ROOT, Block, all_blocks, blocks

BLOCKS = all_blocks()
RUNNABLE = [b for b in BLOCKS if b.runner and b.mark != "skip-test"]
TIMEOUT = 600


def env() -> dict[str, str]:
    """This interpreter's folder first on PATH (its ``hpcgym`` script), no progress bars, a
    plotting backend without a display, the docs' own width for tables."""
    out = dict(os.environ)
    out["PATH"] = str(Path(sys.executable).parent) + os.pathsep + out.get("PATH", "")
    out["MPLBACKEND"] = "Agg"
    out["COLUMNS"] = "120"
    out.pop("HPCGYM_DEBUG", None)
    return out


def run(block: Block, folder: Path) -> subprocess.CompletedProcess[str]:
    if block.runner == "python":
        script = folder / "block.py"
        script.write_text(block.code, encoding="utf-8")
        cmd = [sys.executable, str(script)]
    else:
        cmd = ["bash", "-e", "-o", "pipefail", "-c", block.code]
    return subprocess.run(
        cmd, cwd=folder, env=env(), capture_output=True, text=True, timeout=TIMEOUT, check=False
    )


@pytest.mark.parametrize(
    "block",
    [
        pytest.param(b, id=b.where, marks=[pytest.mark.slow] if b.mark == "slow-test" else [])
        for b in RUNNABLE
    ],
)
def test_block_runs(block, tmp_path, request):
    if block.mark == "slow-test" and "slow" not in (request.config.getoption("markexpr") or ""):
        pytest.skip(f"slow ({block.reason}); run with -m slow")
    proc = run(block, tmp_path)
    assert proc.returncode == 0, (
        f"{block.where} ({block.runner}) exited {proc.returncode}\n--- code\n{block.code}"
        f"--- stdout\n{proc.stdout[-3000:]}\n--- stderr\n{proc.stderr[-3000:]}"
    )


def test_every_marker_gives_a_reason_and_marks_a_block():
    bad = [b.where for b in BLOCKS if b.mark and len(b.reason) < 5]
    assert not bad, f"a skip-test / slow-test marker without its reason: {bad}"
    for path in {b.path for b in BLOCKS} | {ROOT / "README.md"}:
        lines = path.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            if MARKER.match(line):
                after = next((x for x in lines[i + 1 :] if x.strip()), "")
                assert FENCE.match(after), f"{path.name}:{i + 1}: a marker not followed by a block"


def test_the_collector_reads_markers_and_indented_fences(tmp_path):
    page = tmp_path / "page.md"
    page.write_text(
        "text\n\n<!-- skip-test: needs a trace -->\n```bash\nhpcgym run --trace x.swf\n```\n\n"
        "1. a list item\n\n    ```python\n    print(1)\n    ```\n\n```toml\n[a]\n```\n"
    )
    found = blocks(page)
    assert [(b.lang, b.mark, b.reason, b.code) for b in found] == [
        ("bash", "skip-test", "needs a trace", "hpcgym run --trace x.swf\n"),
        ("python", "", "", "print(1)\n"),
        ("toml", "", "", "[a]\n"),
    ]
    assert [b.runner for b in found] == ["bash", "python", None]


def test_the_readme_and_the_docs_have_blocks_that_run():
    files = {b.path.name for b in RUNNABLE}
    assert "README.md" in files
    assert len(RUNNABLE) >= 10
