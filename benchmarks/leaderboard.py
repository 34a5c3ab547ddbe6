"""The docs' leaderboard: the suite's tasks with the shipped agents and planners, written to
``docs/bench/results.json`` (every score, mean and paired change; not the per-episode values).

Each task runs its reference baselines and the agents :data:`AGENTS` names for it, as
``hpcgym bench run TASK --agents ...`` does; ``--tasks`` reruns some and keeps the others'
documents from the file. HPC2N's tasks need ``--traces DIR`` or ``$HPCGYM_TRACES`` (the folder
holding ``HPC2N-2002-2.2-cln.swf.gz``). Runs are deterministic: a rerun gives the same
tables, only the milliseconds per decision change with the machine.

Run: ``python benchmarks/leaderboard.py [--tasks T,...] [--out DIR] [--jobs N] [--traces DIR]``
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parents[1] / "docs" / "bench" / "results.json"
LUBLIN1 = [
    "pretrained:dispatch-lublin1",
    "pretrained:dispatch-lublin1-online",
    "pretrained:dispatch-lublin1-invariant",
]
# The agents each task judges besides its reference baselines: the shipped agents of its
# trace, one zero-shot agent of the other Lublin trace, and the online planner (on the
# compiled core, well under a millisecond per decision).
AGENTS = {
    "dispatch-lublin1": [*LUBLIN1, "pretrained:dispatch-lublin2", "rollout:f1:3"],
    "dispatch-lublin2": [
        "pretrained:dispatch-lublin2",
        "pretrained:dispatch-lublin1-invariant",
        "rollout:sjf:3",
    ],
    "dispatch-hpc2n": ["pretrained:dispatch-hpc2n", "rollout:sjf:3"],
    "dispatch-lublin1-1024": [*LUBLIN1, "rollout:f1:3"],
    "dispatch-lublin2-1024": ["pretrained:dispatch-lublin2", "rollout:sjf:3"],
    "dispatch-hpc2n-1024": ["pretrained:dispatch-hpc2n", "rollout:sjf:3"],
    "dispatch-lublin1-3000": [*LUBLIN1, "rollout:f1:3"],
    "dispatch-lublin2-3000": ["pretrained:dispatch-lublin2", "rollout:sjf:3"],
    "dispatch-edison-week": ["pretrained:dispatch-lublin1-invariant"],
}


def summary(doc: dict[str, Any]) -> dict[str, Any]:
    """A board document without its per-episode values."""
    return {k: v for k, v in doc.items() if k != "per_episode"}


def main() -> int:
    from hpcgym.bench.board import print_board
    from hpcgym.bench.run import run_task
    from hpcgym.bench.tasks import TASKS, get
    from hpcgym.io import write_json
    from hpcgym.sweeps.runner import executor
    from hpcgym.traces import TRACES_ENV

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", help="rerun only these tasks (comma-separated; default: all)")
    ap.add_argument("--out", type=Path, help="folder of the runs (a rerun reuses them)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes")
    ap.add_argument("--traces", help=f"folder of the archive's traces (else ${TRACES_ENV})")
    args = ap.parse_args()
    if args.traces:
        os.environ[TRACES_ENV] = args.traces
    names = args.tasks.split(",") if args.tasks else list(TASKS)
    tasks = [get(n) for n in names]  # unknown names refused before any run
    old = json.loads(RESULTS.read_text()) if RESULTS.exists() else {"tasks": []}
    docs = {d["task"]: d for d in old["tasks"]}
    for task in tasks:
        try:
            task.make_env("test").close()
        except FileNotFoundError as e:
            print(f"leaderboard: {task.name} needs a trace: {e}", file=sys.stderr)
            return 2
        t0 = time.perf_counter()
        out = args.out / task.name if args.out else None
        doc = run_task(task, AGENTS.get(task.name, []), execute=executor(jobs=args.jobs, out=out))
        print_board(doc)
        print(f"{task.name}: {time.perf_counter() - t0:.0f} s", file=sys.stderr)
        docs[task.name] = summary(doc)
    about = {
        "text": "Made with `python benchmarks/leaderboard.py` (HPC2N's tasks with `--traces` "
        "naming a folder that holds `HPC2N-2002-2.2-cln.swf.gz`) on a 2-core machine shared "
        "with other jobs; every agent's runs are deterministic, so a rerun gives the same "
        "tables (only the milliseconds per decision depend on the machine). The per-episode "
        "values that `hpcgym bench run --json` also writes are left out. `dispatch-edison-week` "
        "judges the reference baselines and one shipped agent zero-shot (minutes per episode "
        "and agent); every agent's figure there is on its card.",
        "commands": ["python benchmarks/leaderboard.py --traces DIR --out runs/board"],
    }
    write_json(RESULTS, {"about": about, "tasks": [docs[n] for n in TASKS if n in docs]})
    print(f"wrote {RESULTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
