"""The online planner deployed: whole traces and held-out windows against F1, with its time
per decision beside Slurm's scheduling cycle.

    python benchmarks/planner_deploy.py [--traces DIR] [--split test] [--windows 30]
        [--json benchmarks/planner_deploy.json] [--page docs/guides/planner.md]

Each agent runs on the dispatch env under its queue (``hpcgym.agents.replay.queue_policy``:
a planner over F1 under ``f1-easy``, so that F1 itself makes exactly the native ``f1-easy``
schedule), except the rows ``(fcfs-easy queue)``: the planner as ``hpcgym run`` deployed it
before, and F1 there, seeing the 32 oldest jobs. Whole traces: Lublin-1 whole, and the ``--split`` part of
Lublin-1 and of HPC2N (found in ``--traces`` or ``$HPCGYM_TRACES``; skipped if absent), each
replayed as one episode; the ratio of mean bounded slowdowns to F1's has a 95% interval from
a paired bootstrap over blocks of 1,000 consecutive jobs. Windows: ``--windows`` episodes of
256 and 1,024 jobs drawn by ``reset(seed=s)``, s = 0, 1, ..., from the split, scored as the
board scores them (geometric mean of per-window ratios, Student-t interval on the log scale).
Utilization and mean wait are paired differences with F1 (positive: better); "queue >
window" is the share of decisions with more jobs queued than the env's window of 32 shows. The planner's
milliseconds per decision are CPU time over every decision of the whole-trace runs, with the
slowest decision. ``--page`` rewrites the tables between the page's markers; a test checks
the page shows what the JSON holds.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np

import hpcgym  # noqa: F401
from hpcgym.agents.lookahead import PREFIXES, parse
from hpcgym.agents.replay import queue_policy
from hpcgym.baselines.dispatch import NATIVE, make_baseline
from hpcgym.batch.metrics import bounded_slowdown
from hpcgym.bench.scores import geometric_score, paired_change
from hpcgym.envs.batch_window.episodes import TRACE_SHARES
from hpcgym.traces import find_trace
from hpcgym.workloads.swf import load_trace

OLD = "rollout:f1:3 (fcfs-easy queue)"
F1_OLD = "f1 (fcfs-easy queue)"
PLANNERS = ("rollout:f1:3", "rollout:f1:3+runtimes", "rollout:f1:6+runtimes")
AGENTS = ("f1", "sjf", F1_OLD, OLD, *PLANNERS)
HPC2N = "HPC2N-2002-2.2-cln.swf.gz"
# Slurm's defaults (slurm.conf(5), SchedulerParameters): the main scheduling loop runs every
# sched_interval = 60 s, the backfill scheduler every bf_interval = 30 s.
SLURM = {"sched_interval_s": 60, "bf_interval_s": 30}
BLOCK = 1000
BEGIN, END = "<!-- planner-deploy:begin -->", "<!-- planner-deploy:end -->"


def set_agents(planners: list[str], others: bool = True) -> None:
    """Judge these planners (under their queues) beside F1 and, with ``others``, SJF and the
    old deployment."""
    global AGENTS
    AGENTS = ("f1", *((("sjf", F1_OLD, OLD)) if others else ()), *planners)


def agent_env(spec: str, trace: str, jobs: int, split: str) -> tuple[Any, Any]:
    """The env ``spec`` runs on (its queue) and the agent."""
    name = spec.split(" ")[0]
    policy = (
        "fcfs-easy"
        if spec in (OLD, F1_OLD)
        else queue_policy(name)
        if name.startswith(PREFIXES)
        else NATIVE[name]
    )
    env = gym.make(
        "hpcgym/Dispatch-v0",
        workload=trace,
        jobs=jobs,
        split=split,
        policy=policy,
        allow_large=True,
    )
    agent = parse(name, env, "hpcgym/Dispatch-v0") if name.startswith(PREFIXES) else None
    return env, agent or make_baseline(name, env)


def play(spec: str, trace: str, jobs: int, split: str, **reset: Any) -> dict[str, Any]:
    """One episode: its metrics, per-job bounded slowdowns and CPU time per decision."""
    env, agent = agent_env(spec, trace, jobs, split)
    choose = agent.choose if hasattr(agent, "choose") else (lambda o: agent.predict(o)[0])
    obs, _ = env.reset(**reset)
    times: list[float] = []
    over = 0  # decisions with more jobs queued than the window shows
    log_queue = np.log1p(1e4)  # the clock block's queue length is log1p(n) / log1p(1e4)
    while True:
        over += round(float(np.expm1(obs["clock"][5] * log_queue))) > env.unwrapped.window
        t = time.process_time()
        a = choose(obs)
        times.append(time.process_time() - t)
        obs, _, term, trunc, info = env.step(a)
        if term or trunc:
            break
    s = env.unwrapped.sim.schedule()
    sub = np.array([j.submit for j in s.workload.jobs])
    start, end = np.asarray(s.start), np.asarray(s.end)
    m = info["metrics"]
    return {
        "bsld": bounded_slowdown((start - sub).astype(float), (end - start).astype(float)),
        "mean_bsld": m["mean_bsld"],
        "utilization": m["actual_utilization"],
        "mean_wait_h": m["mean_wait_h"],
        "decisions": len(times),
        "over_window": over / len(times),
        "ms": 1e3 * sum(times) / len(times),
        "max_ms": 1e3 * max(times),
    }


def block_ratio(a: np.ndarray, b: np.ndarray, seed: int = 0) -> tuple[float, float, float]:
    """``mean(a) / mean(b)`` of paired per-job values, with a 95% interval from a bootstrap
    over blocks of :data:`BLOCK` consecutive jobs (2,000 draws)."""
    n = len(a) // BLOCK * BLOCK or len(a)
    sa = a[:n].reshape(-1, min(BLOCK, n)).sum(1)
    sb = b[:n].reshape(-1, min(BLOCK, n)).sum(1)
    rng = np.random.default_rng(seed)
    k = rng.integers(0, len(sa), size=(2000, len(sa)))
    r = sa[k].sum(1) / sb[k].sum(1)
    lo, hi = np.quantile(r, [0.025, 0.975])
    return float(a.mean() / b.mean()), float(lo), float(hi)


def whole(trace: str, split: str) -> dict[str, Any]:
    """Every agent on the whole ``split`` of ``trace`` as one episode."""
    n = len(load_trace(trace).jobs)
    a, b = TRACE_SHARES[split]
    jobs = int(n * b) - int(n * a)
    runs = {spec: play(spec, trace, jobs, split, options={"episode": 0}) for spec in AGENTS}
    f1 = runs["f1"]
    rows = {}
    for spec, r in runs.items():
        ratio, lo, hi = block_ratio(r["bsld"], f1["bsld"])
        rows[spec] = {
            "mean_bsld": r["mean_bsld"],
            "ratio": ratio,
            "lo": lo,
            "hi": hi,
            "utilization": r["utilization"],
            "mean_wait_h": r["mean_wait_h"],
            "decisions": r["decisions"],
            "over_window": r["over_window"],
            "ms": r["ms"],
            "max_ms": r["max_ms"],
        }
    return {"trace": Path(trace).name, "split": split, "jobs": jobs, "agents": rows}


def windows(trace: str, split: str, jobs: int, count: int) -> dict[str, Any]:
    """Every agent on ``count`` windows of ``jobs`` jobs drawn by ``reset(seed=s)``."""
    runs = {spec: [play(spec, trace, jobs, split, seed=s) for s in range(count)] for spec in AGENTS}
    f1 = runs["f1"]
    rows = {}
    for spec, eps in runs.items():
        cost = [e["mean_bsld"] for e in eps]
        base = [e["mean_bsld"] for e in f1]
        rows[spec] = {
            **geometric_score([c / b for c, b in zip(cost, base)]),
            "mean_bsld": float(np.mean(cost)),
            "utilization": paired_change(
                [e["utilization"] for e in eps], [e["utilization"] for e in f1], "utilization"
            ),
            "mean_wait_h": paired_change(
                [e["mean_wait_h"] for e in eps], [e["mean_wait_h"] for e in f1], "mean_wait_h"
            ),
        }
    return {"trace": Path(trace).name, "split": split, "jobs": jobs, "agents": rows}


def num(x: float, digits: int = 3) -> str:
    return "-" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{x:.{digits}g}"


def report(doc: dict[str, Any]) -> str:
    """The page's tables from the JSON document."""
    out = [
        "Whole traces, one episode each (ratio: mean bounded slowdown over F1's, 95% block "
        "bootstrap interval):",
        "",
        "| trace | agent | mean bsld | ratio to F1 | utilization | mean wait (h) | queue > window "
        "| ms / decision (slowest) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for w in doc["whole"]:
        name = f"{w['trace']} {w['split']} ({w['jobs']:,} jobs)"
        for spec, r in w["agents"].items():
            ms = f"{r['ms']:.4f} ({r['max_ms']:.2f})" if spec.startswith("rollout") else "-"
            out.append(
                f"| {name} | `{spec}` | {r['mean_bsld']:.2f} | {r['ratio']:.3f} "
                f"[{r['lo']:.3f}, {r['hi']:.3f}] | {r['utilization']:.3f} | "
                f"{r['mean_wait_h']:.2f} | {r['over_window']:.0%} | {ms} |"
            )
    out += [
        "",
        f"Held-out windows drawn by `reset(seed=s)`, s = 0-{doc['windows_count'] - 1} (score: "
        "geometric mean of per-window ratios to F1, 95% interval; utilization and wait: paired "
        "change against F1, positive is better):",
        "",
        "| windows | agent | score | mean bsld | utilization | mean wait |",
        "|---|---|---|---|---|---|",
    ]
    for w in doc["windows"]:
        name = f"{w['trace']} {w['split']}, {w['jobs']:,} jobs"
        for spec, r in w["agents"].items():
            u, q = r["utilization"], r["mean_wait_h"]
            out.append(
                f"| {name} | `{spec}` | {r['score']:.3f} [{num(r['lo'])}, {num(r['hi'])}] | "
                f"{r['mean_bsld']:.2f} | {u['better_pct']:+.1f}% | {q['better_pct']:+.1f}% |"
            )
    slurm = doc["slurm"]
    out += [
        "",
        f"Slurm's main scheduling loop runs every `sched_interval` = {slurm['sched_interval_s']} s "
        f"and its backfill every `bf_interval` = {slurm['bf_interval_s']} s by default "
        "(slurmconf).",
    ]
    return "\n".join(out)


def write_page(page: Path, doc: dict[str, Any]) -> None:
    """Replace the tables between the page's markers."""
    text = page.read_text(encoding="utf-8")
    a, b = text.index(BEGIN) + len(BEGIN), text.index(END)
    page.write_text(text[:a] + "\n" + report(doc) + "\n" + text[b:], encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--traces", default=None, help="folder holding HPC2N-2002-2.2-cln.swf.gz")
    ap.add_argument("--split", default="test", help="the traces' part judged (test)")
    ap.add_argument("--windows", type=int, default=30, help="windows per size")
    ap.add_argument("--planners", help="comma-separated planners instead of the defaults")
    ap.add_argument("--only-planners", action="store_true", help="judge F1 and the planners only")
    ap.add_argument("--only", choices=["whole", "windows"], help="run one part only")
    ap.add_argument("--trace", help="windows of this trace only (lublin or HPC2N)")
    ap.add_argument("--merge", type=Path, nargs="*", help="add the parts these JSON files hold")
    ap.add_argument("--json", type=Path, help="write the figures here")
    ap.add_argument("--page", type=Path, help="rewrite this page's tables")
    args = ap.parse_args()
    if args.planners or args.only_planners:
        set_agents(
            args.planners.split(",") if args.planners else list(PLANNERS), not args.only_planners
        )
    traces = ["lublin_256"]
    try:
        traces.append(str(find_trace(HPC2N, [args.traces] if args.traces else [])))
    except FileNotFoundError:
        print(f"{HPC2N} not found: Lublin-1 only")
    parts = [("lublin_256", "all")] * (args.split == "test") + [(t, args.split) for t in traces]
    doc: dict[str, Any] = {"split": args.split, "windows_count": args.windows, "slurm": SLURM}
    doc["whole"] = [whole(t, s) for t, s in parts if args.only in (None, "whole")]
    doc["windows"] = [
        windows(t, args.split, jobs, args.windows)
        for t in traces
        for jobs in (256, 1024)
        if args.only in (None, "windows") and (args.trace is None or args.trace in t)
    ]
    for path in args.merge or []:
        part = json.loads(path.read_text(encoding="utf-8"))
        doc["whole"] += part["whole"]
        doc["windows"] += part["windows"]
    print(report(doc))
    if args.json:
        args.json.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")
    if args.page:
        write_page(args.page, doc)


if __name__ == "__main__":
    main()
