"""A full disk or a read-only folder under an output: one line naming the path, exit 2, and
the file that was there left whole (every output is written to a temp file beside it and
renamed). The disk is made full by raising ENOSPC where the data reach it (``fsync``, the
sweep lock's write), and, where this process may mount one, by a real 64 kB tmpfs."""

from __future__ import annotations

import errno
import os
import subprocess
from pathlib import Path

import pytest

from hpcgym import io
from hpcgym.cli import main
from hpcgym.sweeps import lock

TRACE = """; MaxProcs: 4
1 0 -1 100 2 -1 -1 2 100 -1 1 1 -1 -1 -1 -1 -1 -1
2 10 -1 50 4 -1 -1 4 60 -1 1 1 -1 -1 -1 -1 -1 -1
"""
RUN = ["run", "--trace", "{t}", "--policy", "fcfs", "--no-progress"]


def full(*args: object) -> None:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def run(argv: list[str], trace: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main([a.replace("{t}", str(trace)) for a in argv])
    return code, capsys.readouterr().err.strip()


@pytest.fixture
def trace(tmp_path: Path) -> Path:
    path = tmp_path / "t.swf"
    path.write_text(TRACE)
    return path


@pytest.mark.parametrize("option", ["--jobs-csv", "--json"])
def test_a_full_disk_names_the_output_and_keeps_the_old_file(
    option, trace, tmp_path, monkeypatch, capsys
):
    out = tmp_path / "out.txt"
    out.write_text("the previous result\n")
    monkeypatch.setattr(io.os, "fsync", full)
    code, err = run([*RUN, option, str(out)], trace, capsys)
    assert code == 2
    assert err == f"hpcgym: error: cannot write {out}: No space left on device (errno 28)"
    assert out.read_text() == "the previous result\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt", "t.swf"]  # no temp left


def test_a_full_disk_under_a_sweep_names_its_lock_file(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(lock.os, "pwrite", full)
    code = main(["sweep", "maxutil", "--out", str(tmp_path / "sw"), "--no-progress"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert err[-1] == (
        f"hpcgym: error: cannot write {(tmp_path / 'sw').resolve() / lock.LOCK}: "
        "No space left on device (errno 28)"
    )


def test_a_read_only_folder_names_the_output(trace, tmp_path, monkeypatch, capsys):
    real_open = open

    def read_only(path, mode="r", *a, **kw):
        if "w" in mode:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, mode, *a, **kw)

    monkeypatch.setattr("builtins.open", read_only)
    out = tmp_path / "r.json"
    code, err = run([*RUN, "--json", str(out)], trace, capsys)
    assert code == 2
    assert err == f"hpcgym: error: cannot write {out}: Read-only file system (errno 30)"


@pytest.fixture
def tmpfs(tmp_path: Path):
    """A 64 kB tmpfs, filled but for a few kB (skipped where mounting is not allowed)."""
    mnt = tmp_path / "tiny"
    mnt.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mnt)], capture_output=True
    )
    if done.returncode:
        pytest.skip("cannot mount a tmpfs here")
    try:
        (mnt / "filler").write_bytes(bytes(60_000))
        yield mnt
    finally:
        subprocess.run(["umount", str(mnt)], check=False)


def test_a_real_full_tmpfs_keeps_the_old_jobs_csv(tmpfs, trace, capsys):
    out = tmpfs / "jobs.csv"
    out.write_text("old\n")
    code, err = run([*RUN, "--jobs-csv", str(out)], trace, capsys)
    assert code == 2
    assert err == f"hpcgym: error: cannot write {out}: No space left on device (errno 28)"
    assert out.read_text() == "old\n"
