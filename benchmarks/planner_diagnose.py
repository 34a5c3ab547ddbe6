"""Where the online planner's schedule of a whole trace differs from F1's, job by job.

    python benchmarks/planner_diagnose.py [--trace HPC2N-2002-2.2-cln.swf.gz] [--split train]
        [--spec rollout:f1:3]

Plays F1 and ``spec`` on the whole ``split`` of the trace (found by name, in ``--traces`` or
``$HPCGYM_TRACES``), both under F1's queue (``f1-easy``), and prints: the mean bounded
slowdowns; how much of their difference each runtime class of jobs makes; the jobs the
planner made worst off (request, runtime, cores, waits and slowdowns under both); the
planner's departures from F1 (how often F1's pick did not fit, the requests and runtimes of
F1's picks and of the planner's); and the trace's runtimes against its requests. This is how
``docs/guides/planner.md`` found that requests taken as runtimes mislead the planner on HPC2N.
"""

from __future__ import annotations

import argparse
from typing import Any

import gymnasium as gym
import numpy as np

import hpcgym  # noqa: F401
from hpcgym.agents.lookahead import parse
from hpcgym.baselines.dispatch import make_baseline
from hpcgym.batch.metrics import bounded_slowdown
from hpcgym.envs.batch_window.episodes import TRACE_SHARES
from hpcgym.traces import find_trace
from hpcgym.workloads.swf import load_trace

CLASSES = (("runs < 1 min", 0, 60), ("1 min - 1 h", 60, 3600), ("runs > 1 h", 3600, np.inf))


def play(spec: str, trace: str, jobs: int, split: str) -> tuple[np.ndarray, np.ndarray, list, Any]:
    """Per-job starts and ends, the departures (F1's pick, the planner's, whether F1's fit)
    and the workload."""
    env = gym.make(
        "hpcgym/Dispatch-v0",
        workload=trace,
        jobs=jobs,
        split=split,
        policy="f1-easy",
        allow_large=True,
    )
    base = make_baseline("f1", env)
    planner = parse(spec, env, "hpcgym/Dispatch-v0") if spec != "f1" else None
    obs, _ = env.reset(options={"episode": 0})
    departures = []
    while True:
        if planner is None:
            a = base.choose(obs)
        else:
            a = planner.predict(obs)[0]
            if planner.departed:
                f = base.choose(obs)
                window = env.unwrapped._state.window_jobs
                departures.append((window[f], window[a], bool(obs["queue"][f, 6] > 0.5)))
        obs, _, term, trunc, _ = env.step(a)
        if term or trunc:
            break
    s = env.unwrapped.sim.schedule()
    return np.asarray(s.start), np.asarray(s.end), departures, s.workload


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trace", default="HPC2N-2002-2.2-cln.swf.gz")
    ap.add_argument("--traces", default=None, help="folder holding the trace")
    ap.add_argument("--split", default="train")
    ap.add_argument("--spec", default="rollout:f1:3")
    args = ap.parse_args()
    trace = str(find_trace(args.trace, [args.traces] if args.traces else []))
    n = len(load_trace(trace).jobs)
    lo, hi = TRACE_SHARES[args.split]
    jobs = int(n * hi) - int(n * lo)
    start_f, end_f, _, w = play("f1", trace, jobs, args.split)
    start_p, end_p, departures, _ = play(args.spec, trace, jobs, args.split)
    sub = np.array([j.submit for j in w.jobs])
    req = np.array([j.walltime for j in w.jobs])
    run = end_f - start_f  # the same under both schedules (a killed job at its limit)
    wait_f, wait_p = start_f - sub, start_p - sub
    b_f = bounded_slowdown(wait_f.astype(float), run.astype(float))
    b_p = bounded_slowdown(wait_p.astype(float), (end_p - start_p).astype(float))
    print(
        f"{args.trace} {args.split} ({jobs:,} jobs): mean bsld F1 {b_f.mean():.3f}, "
        f"{args.spec} {b_p.mean():.3f}"
    )
    print(
        f"runtime / request: {run.sum() / req.sum():.3f} of the requested seconds, median "
        f"share {np.median(run / req):.3f}, {np.mean(run < 60):.0%} of jobs run < 1 min"
    )
    d = b_p - b_f
    for name, a, b in CLASSES:
        m = (run >= a) & (run < b)
        print(
            f"  {name:<12} {m.mean():4.0%} of jobs: mean bsld F1 {b_f[m].mean():7.2f}, "
            f"planner {b_p[m].mean():7.2f}; {d[m].sum() / len(d):+.3f} of the mean's change"
        )
    print(
        "  the 5 jobs the planner made worst off: request, runtime, cores, wait F1 -> planner, "
        "bsld F1 -> planner"
    )
    for i in np.argsort(d)[::-1][:5]:
        print(
            f"    {req[i]:>7} {run[i]:>7} {w.jobs[i].cores:>4} {wait_f[i]:>8} -> {wait_p[i]:>8}"
            f"   {b_f[i]:8.1f} -> {b_p[i]:8.1f}"
        )
    if departures:
        f = np.array([x[0] for x in departures])
        c = np.array([x[1] for x in departures])
        print(
            f"  {len(departures):,} departures from F1; F1's pick did not fit in "
            f"{np.mean([not x[2] for x in departures]):.1%}; median request / runtime of F1's "
            f"pick {np.median(req[f]):.0f} / {np.median(run[f]):.0f} s, of the planner's "
            f"{np.median(req[c]):.0f} / {np.median(run[c]):.0f} s"
        )


if __name__ == "__main__":
    main()
