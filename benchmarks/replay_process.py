"""Whole-process replay: ``hpcgym run`` (fcfs-easy) against the minimal textbook EASY of
benchmarks/reference/easy.py, each as a subprocess, on HPC2N, CTC-SP2 and RICC.

    python benchmarks/replay_process.py [--traces DIR] [--rounds N] [--skip-ricc]
        [-- EXTRA hpcgym run ARGS]

Prints, per trace, the CPU time (user + system, of the child alone: os.wait4's rusage) and
peak RSS of each process, best of N interleaved rounds after an untimed run (bytecode
caches written, as an installed package has them), the ratio to the reference with the
issue's target beside it (HPC2N and CTC-SP2 at most 0.25x, RICC at most 0.1x and 150 MB), and
whether both schedules are the same (digest of the sorted "id start" lines; hpcgym's from a
separate, untimed run with --jobs-csv). Traces are looked for in --traces DIR and
$HPCGYM_TRACES; the script names any it cannot find and exits with code 2.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from hpcgym.traces import ARCHIVE, TRACES_ENV, find_traces, searched

HERE = Path(__file__).resolve().parent
REFERENCE = HERE / "reference" / "easy.py"
# (trace, largest ratio of the reference's CPU time, largest peak RSS in MB)
TARGETS = (
    ("HPC2N-2002-2.2-cln", 0.25, None),
    ("CTC-SP2-1996-3.1-cln", 0.25, None),
    ("RICC-2010-2", 0.1, 150.0),
)


@dataclass(slots=True)
class Run:
    cpu_s: float
    rss_mb: float
    out: str


# Started from a small process: at exec Linux keeps the parent's peak RSS as the child's
# starting peak, so a child forked from this (larger) process would report this one's.
LAUNCHER = """import os, sys
pid = os.fork()
if not pid:
    os.execvp(sys.argv[1], sys.argv[1:])
_, status, u = os.wait4(pid, 0)
print("RUSAGE", os.waitstatus_to_exitcode(status), u.ru_utime + u.ru_stime, u.ru_maxrss)
"""


# A child may cache the bytecode of what it imports, as every installed package has it (pip
# compiles a wheel's modules): with PYTHONDONTWRITEBYTECODE set, as some sandboxes set it, each
# run would compile hpcgym's modules from source again (~0.1 s) and this would time the compiler.
CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run(cmd: list[str]) -> Run:
    """One child process: its CPU time and peak RSS (its own, not its siblings')."""
    out = subprocess.run(
        [sys.executable, "-S", "-c", LAUNCHER, *cmd],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        check=True,
        env=CHILD_ENV,
    ).stdout
    text, _, usage = out.rstrip("\n").rpartition("\n")
    _, code, cpu, rss = usage.split()
    if int(code):
        sys.exit(f"replay_process.py: {' '.join(cmd)} failed ({code}):\n{text}")
    return Run(float(cpu), int(rss) / 1024, text)


def digest(pairs: list[tuple[int, int]]) -> str:
    """The reference's digest of a schedule: sha256 of its sorted "id start" lines."""
    lines = sorted(f"{jid} {start}\n" for jid, start in pairs)
    return hashlib.sha256("".join(lines).encode()).hexdigest()[:16]


def hpcgym_command() -> list[str]:
    script = Path(sys.executable).with_name("hpcgym")
    return [str(script)] if script.exists() else [sys.executable, "-m", "hpcgym.cli"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--traces", type=Path, metavar="DIR", help=f"also searched: ${TRACES_ENV}")
    ap.add_argument("--rounds", type=int, default=3, help="best of N interleaved rounds")
    ap.add_argument("--skip-ricc", action="store_true", help="leave out RICC (448k jobs)")
    ap.add_argument("extra", nargs="*", help="more arguments for hpcgym run (after --)")
    args = ap.parse_args()
    targets = [t for t in TARGETS if not (args.skip_ricc and t[0].startswith("RICC"))]
    folders = [args.traces] if args.traces else []
    paths, missing = find_traces((name for name, _, _ in targets), folders)
    if missing:
        print(
            f"replay_process.py: missing {', '.join(missing)} ({searched(folders)}): give "
            f"--traces DIR or set ${TRACES_ENV}; the traces come from {ARCHIVE}",
            file=sys.stderr,
        )
        sys.exit(2)
    hpcgym = hpcgym_command()
    print(
        f"{'trace':<22} {'jobs':>7} {'ref s':>7} {'hpcgym s':>9} {'ratio':>6} {'goal':>5} "
        f"{'ref MB':>7} {'hpcgym MB':>9} {'MB goal':>7}  schedule"
    )
    for name, goal, mb_goal in targets:
        path = str(paths[name])
        ref_cmd = [sys.executable, str(REFERENCE), path]
        cmd = [*hpcgym, "run", "--trace", path, "--no-progress", *args.extra]
        refs, ours = [], []
        run(cmd)  # untimed: the bytecode caches written
        for _ in range(args.rounds):
            refs.append(run(ref_cmd))
            ours.append(run(cmd))
        ref = min(refs, key=lambda r: r.cpu_s)
        us = min(ours, key=lambda r: r.cpu_s)
        m = re.search(r"(\d+) jobs on \d+ processors, schedule digest (\w+)", ref.out)
        assert m, ref.out
        jobs, ref_digest = int(m.group(1)), m.group(2)
        tmp = Path(tempfile.mkdtemp())
        try:
            run([*cmd, "--jobs-csv", str(tmp / "jobs.csv")])
            with open(tmp / "jobs.csv") as f:
                rows = list(csv.DictReader(f))
        finally:
            shutil.rmtree(tmp)
        same = digest([(int(r["job_id"]), int(r["start"])) for r in rows]) == ref_digest
        print(
            f"{name:<22} {jobs:>7} {ref.cpu_s:>7.2f} {us.cpu_s:>9.2f} "
            f"{us.cpu_s / ref.cpu_s:>6.3f} {goal:>5} {ref.rss_mb:>7.0f} {us.rss_mb:>9.0f} "
            f"{mb_goal or '':>7}  {'same' if same else 'DIFFERENT'} ({ref_digest})",
            flush=True,
        )


if __name__ == "__main__":
    main()
