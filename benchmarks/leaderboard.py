"""The docs' leaderboard: the suite's tasks with the shipped agents and planners, written to
``docs/bench/results.json`` (every score, mean and paired change; not the per-episode values),
every test judgement recorded in the results ledger ``docs/bench/ledger.json``.

Each task runs its reference baselines, every shipped agent whose spaces fit its env (zero-shot
off its own task) and the planners :data:`PLANNERS` names for it, as ``hpcgym bench run TASK
--agents ...`` does, the learned agents ``--batch`` episodes in lockstep
(:mod:`hpcgym.agents.lockstep`); ``--tasks`` reruns some and keeps the others' documents from the file;
``--agents`` replaces the agents of the tasks it runs (to fit a CPU budget: say so in the
results' note). ``--validation`` also judges the shipped agents on the validation split,
scored against the test split's best baseline, for their cards. HPC2N's tasks need
``--traces DIR`` or ``$HPCGYM_TRACES`` (the folder holding ``HPC2N-2002-2.2-cln.swf.gz``);
without it they are skipped with a line saying so and their committed documents kept. Runs are
deterministic: a rerun gives the same tables, only the milliseconds per decision change.

Run: ``python benchmarks/leaderboard.py [--tasks T,...] [--agents A,...] [--validation]
[--out DIR] [--jobs N] [--traces DIR]``
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

DOCS = Path(__file__).resolve().parents[1] / "docs" / "bench"
RESULTS = DOCS / "results.json"
LEDGER = DOCS / "ledger.json"
#: The online planners each task judges besides the baselines and the shipped agents (on the
#: compiled core where the env's policy has one; RLScheduler's rules run on Python).
PLANNERS = {
    "dispatch-lublin1": ["rollout:f1:3"],
    "dispatch-lublin2": ["rollout:sjf:3"],
    "dispatch-hpc2n": ["rollout:sjf:3"],
    "dispatch-lublin1-1024": ["rollout:f1:3"],
    "dispatch-lublin2-1024": ["rollout:sjf:3"],
    "dispatch-hpc2n-1024": ["rollout:sjf:3"],
    "dispatch-lublin1-3000": ["rollout:f1:3"],
    "dispatch-lublin2-3000": ["rollout:sjf:3"],
    "dispatch-hpc2n-deploy": ["rollout:f1:3", "rollout:sjf:3"],
    "dispatch-lublin1-model": ["rollout:f1:3"],
    "dispatch-lublin1-model-1024": ["rollout:f1:3"],
    "dispatch-lublin2-model": ["rollout:sjf:3"],
    "dispatch-lublin2-model-1024": ["rollout:sjf:3"],
    "dispatch-lublin-deploy": ["rollout:f1:3", "rollout:sjf:3"],
    "rlscheduler-lublin1": ["rollout:f1:3"],
    "rlscheduler-lublin2": ["rollout:sjf:3"],
    "rlscheduler-hpc2n": ["rollout:f1:3"],
    # chosen on 30 validation episodes among five settings (docs/bench/learning.md)
    "dispatch-edison-256": ["rollout:f1:4"],
    "dispatch-edison-1024": ["rollout:f1:4"],
    "dispatch-edison-deploy": ["rollout:f1:3", "rollout:f1:4"],
    "dispatch-edison-month-deploy": ["rollout:f1:3", "rollout:f1:4"],
}
LEDGER_ABOUT = (
    "Every agent judged on a benchmark task's test split: benchmarks/leaderboard.py adds each "
    "board it writes (source 'leaderboard'); the entries of source 'learning.md' are the "
    "variants the notes scored on test before the ledger existed (11-window Lublin tasks, "
    "t-intervals). family: a shipped agent's is the task it was made for, so every recipe, "
    "seed and checkpoint tried for that task counts as a variant of it."
)


def summary(doc: dict[str, Any]) -> dict[str, Any]:
    """A board document without its per-episode values."""
    return {k: v for k, v in doc.items() if k != "per_episode"}


def shipped_fitting(task: Any) -> list[str]:
    """The shipped agents whose spaces fit the task's env, in name order (off their own
    task they are judged zero-shot)."""
    from hpcgym.agents import pretrained
    from hpcgym.agents.evaluate import load_agent
    from hpcgym.errors import InputError

    env = task.make_env("test")
    out = []
    for name in pretrained.names():
        try:
            load_agent(f"pretrained:{name}", env, task.env)
        except InputError:
            continue
        out.append(f"pretrained:{name}")
    env.close()
    return out


def main() -> int:
    from hpcgym.bench import ledger
    from hpcgym.bench.board import print_board
    from hpcgym.bench.run import run_task
    from hpcgym.bench.tasks import TASKS, get
    from hpcgym.sweeps.runner import executor
    from hpcgym.traces import TRACES_ENV

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", help="rerun only these tasks (comma-separated; default: all)")
    ap.add_argument("--agents", help="judge these agents instead of the default ones (none: none)")
    ap.add_argument(
        "--validation", action="store_true", help="also the validation split, for the cards"
    )
    ap.add_argument(
        "--episodes",
        type=int,
        help="judge on the first N test episodes only (the board says so): a CPU budget",
    )
    ap.add_argument(
        "--sizing",
        action="store_true",
        help="the reference baselines alone on the test episodes (all, or --episodes): what "
        "the task resolves",
    )
    ap.add_argument("--out", type=Path, help="folder of the runs (a rerun reuses them)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes")
    ap.add_argument(
        "--batch",
        type=int,
        default=64,
        help="episodes a learned agent runs in lockstep (1: one at a time)",
    )
    ap.add_argument("--traces", help=f"folder of the archive's traces (else ${TRACES_ENV})")
    args = ap.parse_args()
    if args.traces:
        os.environ[TRACES_ENV] = args.traces
    names = args.tasks.split(",") if args.tasks else [n for n, t in TASKS.items() if t.headline]
    tasks = [get(n) for n in names]  # unknown names refused before any run
    for task in tasks:
        try:
            task.make_env("test").close()
        except FileNotFoundError as e:
            print(
                f"leaderboard: skipping {task.name} (its committed board kept): {e}",
                file=sys.stderr,
            )
            continue
        agents = (
            []
            if args.sizing or args.agents == "none"
            else args.agents.split(",")
            if args.agents
            else [*shipped_fitting(task), *PLANNERS.get(task.name, [])]
        )
        t0 = time.perf_counter()
        out = args.out / task.name if args.out else None
        doc = run_task(
            task,
            agents,
            "test",
            args.episodes,
            executor(jobs=args.jobs, out=out),
            batch=args.batch,
        )
        if args.agents and not args.sizing:
            named = [*shipped_fitting(task), *PLANNERS.get(task.name, [])]
            doc["not_judged"] = [a for a in named if a not in agents]
        print_board(doc)
        print(f"{task.name}: {time.perf_counter() - t0:.0f} s", file=sys.stderr)
        if args.sizing:
            update(task.name, sizing=summary(doc))
            continue
        entries = ledger.record(ledger.load(LEDGER), doc, "leaderboard")
        doc["variants"] = ledger.counts(entries, doc)
        ledger.save(LEDGER, entries, LEDGER_ABOUT)
        update(task.name, tasks=summary(doc))
        if args.validation and task.validation:
            shipped = [a for a in agents if a.startswith("pretrained:")]
            check = run_task(
                task,
                shipped,
                "validation",
                args.episodes and min(args.episodes, task.validation),
                executor(jobs=args.jobs, out=out),
                reference=doc["best_baseline"],
                batch=args.batch,
            )
            update(task.name, validation=summary(check))
            print(f"{task.name} validation: {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    print(f"wrote {RESULTS} and {LEDGER}")
    return 0


ABOUT = {
    "text": "Made with `python benchmarks/leaderboard.py` (HPC2N's tasks with `--traces` "
    "naming a folder that holds `HPC2N-2002-2.2-cln.swf.gz`) on a 2-core machine shared "
    "with other jobs; every agent's runs are deterministic, so a rerun gives the same "
    "tables (only the milliseconds per decision depend on the machine). The per-episode "
    "values that `hpcgym bench run --json` also writes are left out. Each task judges its "
    "reference baselines, every shipped agent whose spaces fit (zero-shot off its own task) "
    "and the online planners; a task's board says which of them did not fit the CPU budget "
    "of its last run. A learned agent runs 64 episodes in lockstep, one policy forward for "
    "all of them (`hpcgym.agents.lockstep`: the same actions as one episode at a time), so "
    "its milliseconds per decision are the batched forward's share; one at a time they are "
    "15-30 times more (`benchmarks/batch_eval.py`).",
    "commands": ["python benchmarks/leaderboard.py --traces DIR --validation --out runs/board"],
}


SECTIONS = ("tasks", "validation", "sizing")


def update(task: str, **docs: dict[str, Any]) -> None:
    """Put ``task``'s documents in the results file's sections (``tasks``: the test boards,
    ``validation``: the cards' validation boards, ``sizing``: the baselines on all of a
    task's test episodes), read afresh so that two runs on other tasks do not undo each
    other; the suite's order kept."""
    from hpcgym.bench.tasks import TASKS
    from hpcgym.io import write_json

    old = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    out: dict[str, Any] = {"about": ABOUT}
    for section in SECTIONS:
        have = {d["task"]: d for d in old.get(section, [])}
        if section in docs:
            have[task] = docs[section]
        out[section] = [have[n] for n in TASKS if n in have]
    write_json(RESULTS, out)


if __name__ == "__main__":
    sys.exit(main())
