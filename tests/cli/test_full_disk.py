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


def test_a_read_only_runs_folder_under_a_sweep_names_the_result_file(tmp_path, monkeypatch, capsys):
    real_open = open
    runs = tmp_path / "sw" / "runs"

    def read_only(path, mode="r", *a, **kw):
        if "w" in mode and Path(path).parent == runs:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, mode, *a, **kw)

    monkeypatch.setattr("builtins.open", read_only)
    code = main(["sweep", "maxutil", "--out", str(tmp_path / "sw"), "--jobs", "1", "--no-progress"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert err[-1].startswith(f"hpcgym: error: cannot write {runs.resolve()}/")
    assert err[-1].endswith(".json: Read-only file system (errno 30)")


TRAIN = [
    "train",
    "--env-kwargs",
    '{"jobs": 32, "window": 8}',
    "--algo",
    "maskable-ppo",
    "--steps",
    "256",
    "--hyper",
    '{"n_steps": 64, "batch_size": 64, "n_epochs": 1, "net_arch": [16], "n_envs": 2}',
    "--no-progress",
]


def test_one_training_run_on_a_full_disk_is_one_line_and_leaves_no_partial_files(
    tmp_path, monkeypatch, capsys
):
    pytest.importorskip("sb3_contrib")
    out = tmp_path / "run"
    monkeypatch.setattr(io.os, "fsync", full)
    code = main([*TRAIN, "--out", str(out)])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert err[-1] == (
        f"hpcgym: error: cannot write {out}/config.json: No space left on device (errno 28); "
        f"the run's partial files in {out} removed"
    )
    assert sorted(p.name for p in out.iterdir()) == [lock.LOCK]  # the sweep lock alone


def test_a_training_run_whose_model_cannot_be_written_keeps_its_checkpoint(
    tmp_path, monkeypatch, capsys
):
    pytest.importorskip("sb3_contrib")
    from hpcgym.agents import train
    from hpcgym.errors import OutputError

    real = train.write_atomic

    def no_room_for_the_model(path, data):
        if Path(path).name == "model.zip":
            raise OutputError(f"cannot write {path}: No space left on device (errno 28)")
        return real(path, data)

    monkeypatch.setattr(train, "write_atomic", no_room_for_the_model)
    out = tmp_path / "run"
    code = main([*TRAIN, "--out", str(out)])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert err[-1].startswith(
        f"hpcgym: error: cannot write {out}/model.zip: No space left on device (errno 28); "
        f"checkpoint {out}/checkpoints/last.zip at 256 / 256 steps kept; make room and "
        "continue with: hpcgym train "
    )
    assert err[-1].endswith("--resume")
    assert (out / "checkpoints" / "last.zip").is_file()
