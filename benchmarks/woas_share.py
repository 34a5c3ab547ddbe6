"""CPU seconds of the WoAS share study (rodrigo2017 §4.4.2), run by run, in this process.

The runs of ``hpcgym sweep woas-share --set workload.days=1 --set seeds.count=1``: six Table 2
workflows x seven shares x chained / pilot / WoAS, plus ``none`` (127 runs, one measured day
after the warm-up, seed 1). Prints the total CPU time, the costliest runs and a digest of
every run's result (its timing left out), so two versions of the code can be checked to give the same results.

    python benchmarks/woas_share.py [--days 1] [--only Sipht] [--out results.json]
    python benchmarks/woas_share.py --sweep 1 --sweep 2

``--sweep J`` instead runs the whole study through the sweep runner on ``J`` local workers
(``hpcgym sweep woas-share --set workload.days=1 --set seeds.count=1 --jobs J`` into a fresh
folder) and prints its wall time and the CPU time of its processes. Point ``PYTHONPATH`` at
another checkout's tree to time that version the same way.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import tempfile
import time

from hpcgym.batch.submission import MODES
from hpcgym.studies.woas import BASELINE, PAPER_SHARES
from hpcgym.studies.woas import run_config as run_study_config
from hpcgym.sweeps.run import dumps
from hpcgym.units import DAY
from hpcgym.workloads import catalog

POLICY = "slurm+per-minute"
TIMING = ("wall_s", "jobs_per_s")  # metrics that time the run, left out of the digest


def configs(days: float, only: str | None) -> list[dict]:
    """The study's run configs, as its scenario file expands them."""
    base = {"days": days, "warmup": DAY, "policy": POLICY, "seed": 1}
    out = [
        {**base, "mode": mode, "workflow": wf, "pattern": {"share": share}}
        for wf in catalog.names(groups=False)
        if only is None or wf == only
        for share in PAPER_SHARES
        for mode in MODES
    ]
    return [*out, {**base, "mode": BASELINE}]


def sweep(jobs: int, days: float) -> None:
    """Time the study through ``hpcgym sweep`` on ``jobs`` workers."""
    with tempfile.TemporaryDirectory() as out:
        cmd = [
            sys.executable,
            "-c",
            "import sys; from hpcgym.cli import main; sys.exit(main())",
            "sweep",
            "woas-share",
            "--set",
            f"workload.days={days}",
            "--set",
            "seeds.count=1",
            "--jobs",
            str(jobs),
            "--out",
            out,
            "--no-progress",
        ]
        t = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
        seen: dict[int, float] = {}
        while proc.poll() is None:
            seen.update(_tree_cpu(proc.pid))
            time.sleep(0.5)
        wall = time.perf_counter() - t
        if proc.returncode:
            raise SystemExit(f"the sweep failed (exit code {proc.returncode})")
    cpu = sum(seen.values())
    print(
        f"sweep on {jobs} worker(s): {wall:.1f} s wall, {cpu:.1f} CPU s in its processes "
        "(sampled every 0.5 s)",
        flush=True,
    )


def _tree_cpu(root: int) -> dict[int, float]:
    """CPU seconds so far of ``root`` and its descendants, by pid (Linux ``/proc``): the
    sweep's workers are not its own children, so ``getrusage`` does not count them."""
    parent, cpu = {}, {}
    tick = os.sysconf("SC_CLK_TCK")
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open(f"/proc/{d}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parent[int(d)] = int(fields[1])
        cpu[int(d)] = (int(fields[11]) + int(fields[12])) / tick
    out = {}
    for pid in cpu:
        p = pid
        while p in parent and p != root:
            p = parent[p]
        if p == root:
            out[pid] = cpu[pid]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--days", type=float, default=1.0)
    ap.add_argument("--only", default=None, help="one workflow's runs (and none)")
    ap.add_argument("--out", default=None, help="write every run's result (JSON) here")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--sweep", type=int, action="append", metavar="J", help="workers (repeatable)")
    args = ap.parse_args()
    if args.sweep:
        for jobs in args.sweep:
            sweep(jobs, args.days)
        return
    cs = configs(args.days, args.only)
    times, docs = [], []
    for c in cs:
        t = time.process_time()
        docs.append(run_study_config(c))
        times.append(time.process_time() - t)
    for d in docs:
        for k in TIMING:
            d["metrics"].pop(k, None)
    text = dumps([{"config": c, **d} for c, d in zip(cs, docs)])
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    print(f"{len(cs)} runs, {sum(times):.1f} CPU s in all")
    print(f"results digest {hashlib.sha256(text.encode()).hexdigest()[:16]}")
    print(f"costliest {args.top}:")
    for k in sorted(range(len(cs)), key=times.__getitem__, reverse=True)[: args.top]:
        c = cs[k]
        what = c.get("workflow", ""), c.get("pattern", {}).get("share", ""), c["mode"]
        print(f"  {times[k]:7.2f} s  {' '.join(map(str, what))}")


if __name__ == "__main__":
    main()
