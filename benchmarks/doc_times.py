"""CPU time of the commands the README and docs give a time for, measured, recorded and written.

A command's time is written as a comment on its line in a fenced block (``# 12 CPU-s``; in a
Python block, a comment line of its own times the whole block), in CPU-seconds: the user + system
time of the command and its children, which a loaded machine does not change (wall time is that
over the cores the command gets). Each figure is measured here and kept in
``benchmarks/doc_times.json``
beside the exact command; ``tests/docs/test_times.py`` holds every figure to its record, so a
command changed without being measured again, or a figure typed by hand, fails the suite.

    python benchmarks/doc_times.py            # measure the commands without a record, write
    python benchmarks/doc_times.py --all      # measure every command again
    python benchmarks/doc_times.py --only evaluate --dry-run
    python benchmarks/doc_times.py --skip pytest     # all but the test suite

Commands run in a fresh folder per page, in page order (a later command may read what an
earlier one wrote, as a reader running them would); ``pytest`` runs in the clone. This process
is a child subreaper (Linux), so the CPU time of worker processes a command leaves behind (a
forkserver's, reparented when the command exits) is counted when they end.
"""

from __future__ import annotations

import argparse
import ctypes
import datetime as dt
import json
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "benchmarks" / "doc_times.json"
#: The pages whose time figures are measured (and held to their records by the test).
PAGES = ("README.md", "docs/guides/own-trace.md", "docs/bench/index.md")
FIGURE = re.compile(r"(?<![\w.,])(\d[\d,]*(?:\.\d+)?) CPU-s\b")
FENCE = re.compile(r"^```(\w*)\s*$")


@dataclass(slots=True, frozen=True)
class Timed:
    """A figure on a page: the command it times (a shell line, or a Python block's source) and
    the figure as written."""

    page: str
    lang: str
    command: str
    figure: str
    line: int


def blocks(text: str) -> list[tuple[str, int, list[str]]]:
    """The fenced blocks of a Markdown page: language, first line number, lines."""
    out: list[tuple[str, int, list[str]]] = []
    current: tuple[str, int, list[str]] | None = None
    for k, line in enumerate(text.splitlines(), 1):
        m = FENCE.match(line.strip())
        if m and current is None:
            current = (m.group(1) or "text", k + 1, [])
        elif line.strip() == "```" and current is not None:
            out.append(current)
            current = None
        elif current is not None:
            current[2].append(line)
    return out


def logical(lines: list[str], first: int) -> list[tuple[int, str]]:
    """Shell lines with their ``\\`` continuations joined, each with its first line number."""
    out: list[tuple[int, str]] = []
    pending, start = "", first
    for k, line in enumerate(lines, first):
        if not pending:
            start = k
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1].strip() + " "
        else:
            out.append((start, (pending + line.strip()).strip()))
            pending = ""
    return out


def shell_comment(line: str) -> tuple[str, str]:
    """A shell line's command and its trailing comment (the first `` # `` outside quotes)."""
    quote = ""
    for k, ch in enumerate(line):
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (k == 0 or line[k - 1].isspace()):
            return line[:k].strip(), line[k + 1 :].strip()
    return line.strip(), ""


def timed(page: str) -> list[Timed]:
    """Every time figure of ``page`` with the command it times."""
    text = (ROOT / page).read_text()
    found: list[Timed] = []
    for lang, first, lines in blocks(text):
        if lang == "python":
            for k, line in enumerate(lines, first):
                m = FIGURE.search(line) if line.lstrip().startswith("#") else None
                if m:
                    source = "\n".join(ln for ln in lines if ln is not line)
                    found.append(Timed(page, lang, source.strip(), m.group(1), k))
            continue
        for k, line in logical(lines, first):
            command, comment = shell_comment(line)
            m = FIGURE.search(comment)
            if m and command:
                found.append(Timed(page, lang, command.split("&&")[-1].strip(), m.group(1), k))
    return found


def figure(cpu_s: float) -> str:
    """A CPU time as the pages write it: two significant digits, thousands separated."""
    if cpu_s < 10:
        return f"{cpu_s:.2g}" if cpu_s >= 0.1 else "0.1"
    digits = len(str(int(cpu_s)))
    return f"{round(cpu_s, 2 - digits):,.0f}"


def load() -> dict:
    return json.loads(RECORDS.read_text()) if RECORDS.exists() else {"commands": {}}


def measure(t: Timed, cwd: Path) -> dict:
    """Run one command; its CPU time (user + system of it and its children) and wall time."""
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}:{os.environ.get('PATH', '')}"}
    argv = [sys.executable, "-c", t.command] if t.lang == "python" else ["bash", "-c", t.command]
    suite = t.command.startswith("pytest")
    if suite:  # the suite's own figure is the one it cannot check while it is measured
        env[MEASURING] = t.command
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    with tempfile.TemporaryFile() as log:
        proc = subprocess.Popen(argv, cwd=ROOT if suite else cwd, env=env, stdout=log, stderr=log)
        code = wait_reaping(proc.pid)
        proc.returncode = code
        reap()
        wall = time.perf_counter() - t0
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        log.seek(0)
        text = log.read().decode(errors="replace")
    if code != 0:
        tail = "\n".join(text.strip().splitlines()[-30:])
        raise SystemExit(f"{tail}\n{t.page}:{t.line}: {t.command!r} failed")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return {
        "cpu_s": round(cpu, 2),
        "wall_s": round(wall, 2),
        "measured": dt.date.today().isoformat(),
        "cores": os.cpu_count(),
        "load_1min": round(os.getloadavg()[0], 1),
    }


PR_SET_CHILD_SUBREAPER = 36


def subreaper() -> None:
    """Make this process the reaper of its orphaned descendants (Linux), so their CPU time
    joins ``RUSAGE_CHILDREN`` when :func:`reap` waits for them."""
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise SystemExit("doc_times: cannot become a child subreaper (Linux only)")


#: Set for the test suite while it is measured (``tests/docs/test_times.py`` then leaves its
#: own command's figure unchecked).
MEASURING = "HPCGYM_DOC_TIMES_MEASURING"


def wait_reaping(pid: int) -> int:
    """Wait for the command ``pid``, reaping every orphan reparented here meanwhile (a
    subreaper that let them linger as zombies would change what the command sees); its
    exit code."""
    while True:
        done, status = os.waitpid(-1, 0)
        if done == pid:
            return os.waitstatus_to_exitcode(status)


def reap(timeout: float = 60.0) -> None:
    """Wait for every descendant the command left running (a forkserver and its workers)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            time.sleep(0.05)
    raise SystemExit(f"doc_times: descendants still running after {timeout:.0f} s")


def rewrite(page: str, records: dict) -> int:
    """Write each figure of ``page`` from its record; how many changed."""
    path = ROOT / page
    lines = path.read_text().splitlines(keepends=True)
    changed = 0
    for t in timed(page):
        rec = records.get(t.command)
        if rec is None:
            continue
        want = figure(rec["cpu_s"])
        for k in range(t.line - 1, len(lines)):  # the figure is on the command's last line
            if f"{t.figure} CPU-s" in lines[k]:
                if t.figure != want:
                    lines[k] = lines[k].replace(f"{t.figure} CPU-s", f"{want} CPU-s", 1)
                    changed += 1
                break
    path.write_text("".join(lines))
    return changed


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--all", action="store_true", help="measure every command again")
    p.add_argument("--only", help="measure only commands containing this text")
    p.add_argument("--skip", action="append", default=[], help="skip commands starting so")
    p.add_argument("--dry-run", action="store_true", help="list what would be measured")
    args = p.parse_args(argv)
    if not args.dry_run:
        subreaper()
    doc = load()
    records = doc["commands"]
    for page in PAGES:
        todo = [
            t
            for t in timed(page)
            if (args.all or t.command not in records)
            and (not args.only or args.only in t.command)
            and not any(t.command.startswith(s) for s in args.skip)
        ]
        with tempfile.TemporaryDirectory(prefix="doc-times-") as tmp:
            for t in todo:
                if args.dry_run:
                    print(f"{page}:{t.line}: {t.command[:100]}")
                    continue
                records[t.command] = measure(t, Path(tmp))
                rec = records[t.command]
                print(
                    f"{page}:{t.line}: {rec['cpu_s']:8.2f} CPU-s {rec['wall_s']:8.2f} s wall  "
                    f"(load {rec['load_1min']})  {t.command[:70]}",
                    flush=True,
                )
        if not args.dry_run:
            RECORDS.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
            n = rewrite(page, records)
            if n:
                print(f"{page}: {n} figure(s) rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())
