"""The sampled online planners' cost per decision on the compiled core, beside Slurm's cycle,
and the table of their test judgements on the learning page.

    python benchmarks/planner_sampled.py [--episodes 2] [--specs rollout:f1:3,rollout:f1:4+s16+arr3]
    python benchmarks/planner_sampled.py --tasks dispatch-edison-256 --specs rollout:moab:3
    python benchmarks/planner_sampled.py --page docs/bench/learning.md
    python benchmarks/planner_sampled.py --validate TASK --episodes N --specs A,B --reference f1

The test judgements are ``hpcgym bench run TASK --agents PLANNER --ledger
docs/bench/ledger.json --json benchmarks/planner_sampled/TASK.json`` (the per-episode values
stripped with ``--strip``); ``--page`` writes their table between the page's markers.

Plays each planner on the first validation episodes of the Lublin-1 model tasks
(``dispatch-lublin1-model``, ``-1024``, ``dispatch-lublin-deploy``; ``--tasks`` others, e.g.
Edison's, whose Moab queue runs compiled) and prints its CPU
milliseconds per decision, mean and slowest, and how long a scheduling pass of 1,000 decisions
at the slowest would take against Slurm's default ``sched_interval`` (60 s) and ``bf_interval``
(30 s) (slurmconf).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

import hpcgym  # noqa: F401
from hpcgym.agents.lookahead import parse
from hpcgym.bench.tasks import TASKS

SCHED_INTERVAL_S = 60
BF_INTERVAL_S = 30
HERE = Path(__file__).resolve().parent / "planner_sampled"
BEGIN, END = "<!-- planner-sampled:begin -->", "<!-- planner-sampled:end -->"
TASK_NAMES = ("dispatch-lublin1-model", "dispatch-lublin1-model-1024", "dispatch-lublin-deploy")


def play(task_name: str, spec: str, seed: int) -> tuple[float, float, int]:
    """Mean and slowest CPU ms per decision, and the decisions, of one validation episode."""
    task = TASKS[task_name]
    env = task.make_env("validation")
    agent = parse(spec, env, task.env)
    obs, _ = env.reset(seed=seed)
    times: list[float] = []
    while True:
        t = time.process_time()
        a, _ = agent.predict(obs)
        times.append(time.process_time() - t)
        obs, _, term, trunc, _ = env.step(a)
        if term or trunc:
            env.close()
            return 1e3 * sum(times) / len(times), 1e3 * max(times), len(times)


def validate(task_name: str, episodes: int, specs: list[str], reference: str) -> None:
    """Planners on a task's first validation episodes against ``reference`` (a baseline, or
    ``best``): geometric mean of per-episode ratios with a 95% paired bootstrap interval, and
    the changes of mean utilization and mean wait."""
    import numpy as np

    from hpcgym.bench.run import run_task

    doc = run_task(TASKS[task_name], specs, split="validation", limit=episodes)
    ref = doc["best_baseline"] if reference == "best" else reference
    pe = doc["per_episode"]
    base = np.array([r["mean_bsld"] for r in pe[ref]])
    rng = np.random.default_rng(0)

    def mean(a: str, k: str) -> float:
        return float(np.mean([r[k] for r in pe[a]]))

    print(f"{task_name}, {len(base)} validation episodes, against {ref}")
    for a in dict.fromkeys([ref, *specs]):
        logs = np.log(np.array([r["mean_bsld"] for r in pe[a]]) / base)
        boot = [logs[rng.integers(0, len(logs), len(logs))].mean() for _ in range(2000)]
        lo, hi = np.exp(np.percentile(boot, [2.5, 97.5]))
        util = mean(a, "actual_utilization") / mean(ref, "actual_utilization") - 1
        wait = mean(a, "mean_wait_h") / mean(ref, "mean_wait_h") - 1
        print(
            f"{a:32} {np.exp(logs.mean()):.3f} [{lo:.3f}, {hi:.3f}]  utilization {util:+.1%}"
            f"  mean wait {wait:+.1%}  ms/decision {doc['decision_ms'].get(a, float('nan')):.3f}"
        )


def boards() -> list[dict[str, Any]]:
    """The recorded test boards, by task name."""
    docs = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(HERE.glob("*.json"))]
    return [t for d in docs for t in d["tasks"]]


def table(docs: list[dict[str, Any]]) -> str:
    """Each board's planners (not its baselines) against its best baseline: score and
    interval, mean objective beside the best's, the paired changes of utilization and wait (+ is
    better), inside the tolerances or not, ms per decision."""
    rows = [
        "| task | episodes | planner | score vs best [95% CI] | vs F1 | mean bsld (best's) "
        "| utilization (+: higher) | mean wait (+: shorter) | tolerances | ms / decision |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for d in docs:
        best = d["best_baseline"]
        for name, a in d["agents"].items():
            if a["baseline"]:
                continue
            sec = a["secondary"]
            ok = "ok" if a["verdict"]["within"] else "beyond"
            rows.append(
                f"| {d['task']} | {a['episodes']} | `{name}` | {interval(a)} | "
                f"{interval(d['vs_f1'][name])} | "
                f"{a['objective']['mean']:.2f} "
                f"({d['agents'][best]['objective']['mean']:.2f}, {best}) | "
                f"{sec['actual_utilization']['better_pct']:+.1f}% | "
                f"{sec['mean_wait_h']['better_pct']:+.1f}% | {ok} | "
                f"{d['decision_ms'][name]:.3f} |"
            )
    return "\n".join(rows)


def interval(v: dict[str, Any]) -> str:
    """A score with its 95% interval (none over one episode)."""
    lo, hi = v.get("lo"), v.get("hi")
    if lo is None or hi is None or lo != lo or hi != hi:
        return f"{v['score']:.3f} (one episode)"
    return f"{v['score']:.3f} [{lo:.3f}, {hi:.3f}]"


def strip(path: Path) -> None:
    """A board JSON without its per-episode values (what is committed), with each planner's
    score against F1 (the issue's targets' reference) from them, by the board's statistic."""
    from hpcgym.bench.scores import score_agents

    doc = json.loads(path.read_text(encoding="utf-8"))
    for t in doc["tasks"]:
        per = t.pop("per_episode", None)
        if per is None and t["best_baseline"] != "f1":
            raise SystemExit(f"{path}: {t['task']} needs its per-episode values to score vs F1")
        refs = [n for n, a in t["agents"].items() if a["baseline"]]
        vs = (
            t["agents"]
            if per is None
            else score_agents(per, refs, t["secondary"], t["tolerances"], "f1")["agents"]
        )
        t["vs_f1"] = {
            n: {k: vs[n][k] for k in ("score", "lo", "hi")}
            for n, a in t["agents"].items()
            if not a["baseline"]
        }
    path.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


def write_page(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    a, b = text.index(BEGIN) + len(BEGIN), text.index(END)
    page.write_text(text[:a] + "\n" + table(boards()) + "\n" + text[b:], encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--episodes", type=int, default=2, help="validation episodes (per task)")
    ap.add_argument(
        "--specs",
        default="rollout:f1:3,rollout:f1:4+s16+arr3,rollout:sjf:4",
        help="comma-separated planners",
    )
    ap.add_argument("--tasks", default=",".join(TASK_NAMES), help="comma-separated tasks to time")
    ap.add_argument("--validate", metavar="TASK", help="judge --specs on TASK's validation split")
    ap.add_argument("--reference", default="f1", help="with --validate: a baseline, or best")
    ap.add_argument("--page", type=Path, help="write the test table into this page")
    ap.add_argument("--strip", type=Path, nargs="*", help="strip these board JSONs")
    args = ap.parse_args()
    if args.strip:
        for p in args.strip:
            strip(p)
        return
    if args.page:
        write_page(args.page)
        return
    if args.validate:
        validate(args.validate, args.episodes, args.specs.split(","), args.reference)
        return
    print(f"{'task':28} {'planner':24} {'decisions':>9} {'ms mean':>8} {'ms max':>8}")
    for name in args.tasks.split(","):
        seeds = [s for s, _ in TASKS[name].episodes("validation", args.episodes)]
        for spec in args.specs.split(","):
            runs = [play(name, spec, s) for s in seeds]
            n = sum(r[2] for r in runs)
            mean = sum(r[0] * r[2] for r in runs) / n
            worst = max(r[1] for r in runs)
            print(f"{name:28} {spec:24} {n:>9} {mean:>8.3f} {worst:>8.2f}")
    print(
        f"Slurm's defaults: sched_interval {SCHED_INTERVAL_S} s, bf_interval {BF_INTERVAL_S} s "
        "(slurmconf): a pass of 1,000 decisions at the slowest rate above takes "
        "1,000 x (ms max) / 1,000 s."
    )


if __name__ == "__main__":
    main()
