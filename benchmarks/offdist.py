"""The shipped dispatch agents off their training distribution, and the planners beside them.

Every shipped agent was trained and chosen on 256-job windows of one trace. This runs the
bench (``hpcgym bench run TASK --agents pretrained:NAME``, the same episodes and figures) on:
its own task; the same trace's test split in 1,024-job windows and, for Lublin, as one
3,000-job episode; the other Lublin trace (zero-shot); and an Edison-like week (zero-shot,
another machine and scheduler). Each task runs once with every agent it judges, and prints
its board. ``--cards`` writes each agent's figures under ``judged`` in its ``card.json``.
``--planners`` adds the online planner ``rollout:BASE:3`` of each trace's best heuristic to
the 1,024-job tasks and prints its milliseconds per decision on one episode.
HPC2N's tasks need HPCGYM_TRACES (the folder holding the trace); without it they are skipped.

Run: ``python benchmarks/offdist.py [--cards] [--planners] [--out DIR] [--jobs N]
[--tasks T,...]`` (``--out``: each (agent, episode) run is a file there; a rerun reuses it).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

import hpcgym  # noqa: F401
from hpcgym.agents import pretrained
from hpcgym.agents.evaluate import load_agent
from hpcgym.bench.board import print_board
from hpcgym.bench.run import run_task
from hpcgym.bench.tasks import TASKS, Task, get
from hpcgym.sweeps.runner import executor

EDISON_WEEK = "dispatch-edison-week"
LUBLIN = ("dispatch-lublin1", "dispatch-lublin2")
# the online planner judged beside the agents on a trace's longer windows
PLANNER = {"dispatch-lublin1": "rollout:f1:3", "dispatch-lublin2": "rollout:sjf:3"}
PLANNER["dispatch-hpc2n"] = "rollout:sjf:3"


def tasks_of(name: str) -> list[str]:
    """The tasks ``pretrained:NAME`` is judged on: its own, its trace's longer windows, the
    other Lublin trace (a Lublin agent) and the Edison week."""
    own = pretrained.card(name)["task"]
    out = [own] + [t for t in (f"{own}-1024", f"{own}-3000") if t in TASKS]
    if own in LUBLIN:
        out += [t for t in LUBLIN if t != own]
    return [*out, EDISON_WEEK]


def measure(task: Task, name: str) -> str:
    """The command whose figures a card line gives."""
    traces = "HPCGYM_TRACES=DIR " if "HPC2N" in str(task.kwargs.get("workload")) else ""
    return f"{traces}hpcgym bench run {task.name} --agents pretrained:{name}"


def planner_of(task: Task) -> str | None:
    """The planner judged on ``task`` when it is a trace's longer-window task."""
    for base, spec in PLANNER.items():
        if task.name == f"{base}-1024":
            return spec
    return None


def ms_per_decision(task: Task, spec: str) -> tuple[float, int]:
    """Wall milliseconds per decision of ``spec`` on the task's first test episode, and the
    decisions taken."""
    env = task.make_env("test")
    agent = load_agent(spec, env, task.env)
    seed, episode = task.episodes("test", 1)[0]
    obs, _ = env.reset(seed=seed, options=None if episode is None else {"episode": episode})
    steps, t0 = 0, time.perf_counter()
    while True:
        action, _ = agent.model.predict(obs, deterministic=True)
        obs, _r, term, trunc, _ = env.step(int(action))
        steps += 1
        if term or trunc:
            env.close()
            return (time.perf_counter() - t0) * 1e3 / steps, steps


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cards", action="store_true", help="write the figures into the cards")
    ap.add_argument("--planners", action="store_true", help="judge the planners too")
    ap.add_argument("--out", type=Path, help="folder of the runs (a rerun reuses them)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes")
    ap.add_argument("--tasks", help="only these tasks (comma-separated)")
    ap.add_argument("--json", type=Path, help="write every board's document")
    args = ap.parse_args()
    plan: dict[str, list[str]] = {}
    for name in pretrained.names():
        for t in tasks_of(name):
            plan.setdefault(t, []).append(name)
    wanted = args.tasks.split(",") if args.tasks else list(plan)
    judged: dict[str, dict[str, Any]] = {}
    docs = []
    for tname in wanted:
        task = get(tname)
        try:
            task.make_env("test").close()
        except FileNotFoundError as e:
            print(f"skipping {tname}: {e}")
            continue
        agents = [f"pretrained:{n}" for n in plan.get(tname, [])]
        planner = planner_of(task) if args.planners else None
        if planner:
            agents.append(planner)
        out = args.out / tname if args.out else None
        doc = run_task(task, agents, execute=executor(jobs=args.jobs, out=out))
        print_board(doc)
        docs.append(doc)
        if planner:
            ms, steps = ms_per_decision(task, planner)
            print(f"{planner} on {tname}: {ms:.1f} ms per decision ({steps} decisions)")
        for name in plan.get(tname, []):
            judged.setdefault(name, {})[tname] = pretrained.judgement(
                doc, name, measure(task, name)
            )
    print(json.dumps(judged, indent=1))
    if args.json:
        args.json.write_text(json.dumps({"tasks": docs}, indent=1))
    if args.cards:
        for name, lines in judged.items():
            ordered = {t: lines[t] for t in tasks_of(name) if t in lines}
            print(f"wrote {pretrained.record(name, ordered)}")


if __name__ == "__main__":
    main()
