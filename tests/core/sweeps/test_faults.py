"""Sweeps that survive faults: ``kill -9`` of the driver leaves no process behind, a corrupt
result file is set aside and its run redone, a folder serves one sweep at a time and one
scenario, a starting sweep leaves a live writer's temp file alone, a trace replaced under the
same name gives new run keys, and files named in a scenario are checked before the first run.
Each test is a few tiny runs (the kill test starts one driver with two workers)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from hpcgym.errors import ScenarioError
from hpcgym.sweeps import sweep as sweep_mod
from hpcgym.sweeps.lock import FolderInUse, locked
from hpcgym.sweeps.run import PERMANENT, RunSpec
from hpcgym.sweeps.runner import execute
from hpcgym.sweeps.scenario import load
from hpcgym.sweeps.store import Store

ECHO = "hpcgym.sweeps.probe:echo"
linux = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")


def _stat(pid: int) -> list[str] | None:
    """The fields of ``/proc/<pid>/stat`` after the command name (state first), or None."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None


def descendants(pid: int) -> list[int]:
    """Every process under ``pid`` (children, theirs, ...), read from /proc."""
    parent = {}
    for d in os.listdir("/proc"):
        fields = _stat(int(d)) if d.isdigit() else None
        if fields is not None:
            parent[int(d)] = int(fields[1])
    out, frontier = [], [pid]
    while frontier:
        kids = [c for c, p in parent.items() if p in frontier]
        out += kids
        frontier = kids
    return out


def running(pid: int) -> bool:
    """Alive and not a zombie (a zombie has ended; only its exit status is left)."""
    fields = _stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")


def driver(script: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(script)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def wait_for(cond, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not cond():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


def sleepers(tmp_path: Path, n: int, sleep: float = 120) -> str:
    """A driver script: ``n`` sleeping runs on two workers into ``tmp_path/out``, each writing
    its pid to ``tmp_path/started`` as it starts."""
    return f"""
        from hpcgym.sweeps.run import RunSpec
        from hpcgym.sweeps.runner import execute
        specs = [RunSpec("{ECHO}", {{"value": v, "sleep": {sleep},
                                   "started": r"{tmp_path / "started"}"}}) for v in range({n})]
        execute(specs, jobs=2, out=r"{tmp_path / "out"}", log=lambda m: None)
        """


def started(tmp_path: Path) -> list[int]:
    f = tmp_path / "started"
    return [int(x) for x in f.read_text().split()] if f.exists() else []


@linux
def test_kill_9_of_the_driver_leaves_no_process_behind(tmp_path):
    """The forkserver, the resource tracker and both workers (busy with a run) end within
    seconds of the driver's ``kill -9``."""
    proc = driver(sleepers(tmp_path, 4))
    left: list[int] = []
    try:
        wait_for(lambda: len(started(tmp_path)) >= 2)
        tree = descendants(proc.pid)
        assert set(started(tmp_path)) <= set(tree) and len(tree) >= 4  # tracker, forkserver
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        deadline = time.monotonic() + 10
        while any(running(p) for p in tree) and time.monotonic() < deadline:
            time.sleep(0.05)
        left = [p for p in tree if running(p)]
        assert left == [], [Path(f"/proc/{p}/cmdline").read_bytes()[:100] for p in left]
    finally:
        for p in [proc.pid, *left]:
            if running(p):
                os.kill(p, signal.SIGKILL)


def test_a_corrupt_or_empty_result_file_is_set_aside_and_its_run_redone(tmp_path):
    specs = [RunSpec(ECHO, {"value": v}, {"value": v}) for v in range(4)]
    first = execute(specs, out=tmp_path)
    store = Store(tmp_path)
    paths = [store.path(s) for s in specs]
    paths[0].write_text(paths[0].read_text()[:50])  # truncated
    paths[1].write_bytes(b"")  # empty
    paths[2].write_text(json.dumps({"key": specs[3].key, "metrics": {}}))  # another run's
    said: list[str] = []
    again = execute(specs, out=tmp_path, log=said.append)
    assert (again.ran, again.skipped) == (3, 1)
    assert [d["metrics"] for d in again.docs] == [d["metrics"] for d in first.docs]
    lines = [m for m in said if " is corrupt " in m]
    assert len(lines) == 3 and all("\n" not in m for m in lines)
    assert f"{paths[1]} is corrupt (empty): set aside as {paths[1].name}.corrupt" in lines[1]
    assert "not JSON" in lines[0] and f"holds run {specs[3].key!r}" in lines[2]
    assert all(p.with_name(p.name + ".corrupt").exists() for p in paths[:3])
    assert sorted(store.done()) == sorted(s.key for s in specs)  # whole files again
    paths[1].write_bytes(b"")  # corrupt a second time: the first copy set aside is kept
    execute(specs, out=tmp_path, log=said.append)
    assert paths[1].with_name(paths[1].name + ".corrupt.1").exists()


def test_a_second_sweep_on_the_same_folder_is_refused_until_the_first_ends(tmp_path):
    proc = driver(sleepers(tmp_path, 2))
    try:
        wait_for(lambda: len(started(tmp_path)) >= 1)
        specs = [RunSpec(ECHO, {"value": 7})]
        with pytest.raises(FolderInUse, match=rf"in use by a sweep \(runs\) \(pid {proc.pid}, "):
            execute(specs, out=tmp_path / "out")
        assert not Store(tmp_path / "out").done()  # nothing written by the refused one
    finally:
        os.kill(proc.pid, signal.SIGKILL)  # the kernel drops its lock with it
        proc.wait(10)
    assert execute(specs, out=tmp_path / "out").ran == 1


def test_the_lock_is_re_entrant_in_one_process(tmp_path):
    with locked(tmp_path, "outer"), locked(tmp_path, "inner"):
        assert execute([RunSpec(ECHO, {"value": 1})], out=tmp_path).ran == 1
    assert (tmp_path / ".lock").read_text().startswith("outer (pid ")


def write(path: Path, text: str) -> Path:
    path.write_text(textwrap.dedent(text))
    return path


STOCHASTIC = """
    [study]
    kind = "batch"
    name = "{name}"
    [workload]
    type = "stochastic"
    law = "truncnorm"
    jobs = 3
    [cluster]
    processors = 8
    [seeds]
    count = 2
    """


def test_a_folder_belongs_to_one_scenario(tmp_path):
    out = tmp_path / "out"
    a = load(write(tmp_path / "a.toml", STOCHASTIC.format(name="a")))
    b = load(write(tmp_path / "b.toml", STOCHASTIC.format(name="b")))
    sweep_mod.run(a, out, progress=False, show=False)
    summary = (out / "summary.json").read_bytes()
    with pytest.raises(ScenarioError, match=r"holds the sweep of another scenario \('a', "):
        sweep_mod.run(b, out, progress=False, show=False)
    assert (out / "summary.json").read_bytes() == summary
    assert json.loads((out / "sweep.json").read_text())["name"] == "a"
    again = sweep_mod.run(a, out, progress=False, show=False)  # the same scenario resumes
    assert again.outcome.skipped == 2


def test_a_starting_sweep_leaves_a_live_writers_temp_file_alone(tmp_path):
    runs = tmp_path / "runs"
    runs.mkdir()
    live = runs / f".x.json.{os.getpid()}.tmp"
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], text=True, capture_output=True
    ).stdout.strip()
    stale = runs / f".y.json.{dead}.tmp"
    live.write_text("{")
    stale.write_text("{")
    assert Store(tmp_path).clean() == 1
    assert live.exists() and not stale.exists()


SWF = "; MaxProcs: 8\n" + "".join(
    f"{i} {10 * i} 0 {60 + i} 2 -1 -1 2 100 -1 1 1 1 -1 1 -1 -1 -1\n" for i in range(1, 21)
)

TRACE = """
    [study]
    kind = "batch"
    [workload]
    type = "trace"
    trace = "t.swf"
    jobs = 5
    [scheduler]
    policy = ["fcfs", "fcfs-easy"]
    [seeds]
    count = 2
    """


def test_a_trace_replaced_under_the_same_name_gives_new_run_keys(tmp_path):
    trace = tmp_path / "t.swf"
    trace.write_text(SWF)
    p = write(tmp_path / "s.toml", TRACE)
    before = [s.key for s in load(p).specs()]
    out = tmp_path / "out"
    assert sweep_mod.run(load(p), out, progress=False, show=False).outcome.ran == 4
    trace.write_text(SWF)  # rewritten, the same bytes: the same runs
    assert [s.key for s in load(p).specs()] == before
    trace.write_text(SWF.replace(" 100 -1 1 1", " 200 -1 1 1"))  # other walltimes
    specs = load(p).specs()
    assert not {s.key for s in specs} & set(before)
    assert all(s.inputs == {str(trace.resolve()): s.inputs[str(trace.resolve())]} for s in specs)
    report = sweep_mod.run(load(p), out, progress=False, show=False)
    assert (report.outcome.ran, report.outcome.skipped) == (4, 0)  # none of the old results
    doc = json.loads(Store(out).path(specs[0]).read_text())
    assert doc["inputs"] == specs[0].inputs


def test_files_named_in_a_scenario_are_checked_before_the_first_run(tmp_path):
    p = write(tmp_path / "s.toml", TRACE)
    with pytest.raises(ScenarioError, match=r"\[workload\] trace: trace .t\.swf. not found"):
        load(p)
    (tmp_path / "t.swf").write_text(SWF)
    with pytest.raises(ScenarioError, match=r"\[workload\] jobs: the window of seed 4 ends"):
        load(p, [("seeds", "count", 5)])
    assert len(load(p, [("seeds", "count", 4)]).specs()) == 8  # 4 windows of 5 in 20 jobs
    assert issubclass(FileNotFoundError, PERMANENT)  # a file gone meanwhile: not retried


def test_a_sweep_says_its_run_count_and_after_its_first_run_an_estimate(tmp_path, monkeypatch):
    from hpcgym.sweeps import runner

    monkeypatch.setattr(runner, "QUIET", 0.0)
    said: list[str] = []
    specs = [RunSpec(ECHO, {"value": v, "spin": 0.05}) for v in range(5)]
    first = execute(specs[:3], out=tmp_path, log=said.append, progress=True)
    assert said[0] == "runs: 3 runs on 1 worker"
    cpu = [d["cpu_s"] for d in first.docs]
    assert all(c >= 0.05 for c in cpu)  # the busy work, measured by the worker
    # a rerun estimates the runs left from the finished ones' CPU time, before it starts
    said.clear()
    execute(specs, out=tmp_path, log=said.append, progress=True)
    mean = sum(cpu) / 3
    assert said[1] == (
        f"runs: 2 runs on 1 worker; the 2 left: about {2 * mean:.2g} CPU-s, "
        f"~{2 * mean:,.0f} s on 1 worker (as the finished ones took)"
    )


def test_an_estimate_is_the_cpu_time_a_run_over_the_workers_it_can_use():
    from hpcgym.sweeps.runner import Plan

    plan = Plan("woas-share", 254, 2, "local")
    assert plan.before() == "woas-share: 254 runs on 2 workers"
    assert plan.after_first(8.0) == (
        "woas-share: the first run took 8 CPU-s; the 253 left: about 2,024 CPU-s (~33.7 min), "
        "~16.9 min on 2 workers"
    )
    assert Plan("t", 3, 8, "local", 30.0).before() == (
        "t: 3 runs on 8 workers; the 3 left: about 90 CPU-s, ~30 s on 3 workers "
        "(as the finished ones took)"
    )
    assert Plan("t", 3, 2, "local", 1.0).before() == "t: 3 runs on 2 workers"  # under 20 s
    assert Plan("t", 1, 2, "local").after_first(100.0) is None  # nothing left to estimate
