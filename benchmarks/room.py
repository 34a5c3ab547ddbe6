"""The room a task leaves: how far the hindsight bound is below the best reference baseline.

    python benchmarks/room.py TASK [--bound AGENT] [--episodes N] [--split test] [--out DIR]
    python benchmarks/room.py --env ID [--env-kwargs JSON] [--baselines a,b] ...

Runs the task's reference baselines and the bound on the first ``N`` held-out episodes through
bench's :func:`~hpcgym.bench.run.run_task` (so on the same episodes a leaderboard judges), and
prints room = (best baseline's mean objective - bound's) / best baseline's, with a 95% interval
from the paired per-episode differences (Student t; the denominator taken as exact). The best
baseline is the reference baseline of lowest mean objective, the bound excluded when it is one
of them (``warp-ilp`` on Reservation). Default bounds: ``lookahead:BEST:3`` on dispatch and
WorkflowSubmit, ``lookahead:BEST:3:50`` on TaskDispatch (a rollout at every step costs about
an hour an episode), where BEST is the best baseline on these episodes; on Reservation, whose
solver the look-ahead cannot copy, ``per-workflow``: for each episode the best of every
assignment of its workflows to the WMS or to WARP's earliest-fit plans (2^count runs), a
hindsight choice no online agent can make; ``--bound warp-ilp`` measures WARP's ILP instead;
``--within-tolerance`` keeps only the assignments whose episode stays inside the task's
tolerances against the best baseline's same episode (stricter than the board, which tolerates
the mean over episodes). On Walltime, ``clairvoyant``: every job asks, once, the smallest
request level covering its actual execution time (no kill, the least over-request), which
needs the execution time no deployable policy sees. ``--out`` keeps every run for a rerun to
reuse.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import tempfile
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

from hpcgym.agents.evaluate import Agent, run_episode
from hpcgym.baselines.reservation import make_baseline
from hpcgym.bench.run import run_task
from hpcgym.bench.tasks import Task, get
from hpcgym.io import direction
from hpcgym.stats import ci95
from hpcgym.sweeps.runner import executor

BOUNDS = {
    "hpcgym/TaskDispatch-v0": "lookahead:{best}:3:50",
    "hpcgym/Reservation-v0": "per-workflow",
    "hpcgym/Walltime-v0": "clairvoyant",
}
DEFAULT_BOUND = "lookahead:{best}:3"
PER_WORKFLOW = "per-workflow"
CLAIRVOYANT = "clairvoyant"


class Assigned:
    """A Reservation agent that hands the steps of the workflows in ``wms`` to the WMS and
    plans the others as WARP with earliest-fit does."""

    def __init__(self, env: Any, wms: set[int]) -> None:
        self.env = env.unwrapped
        self.warp = make_baseline("earliest-fit", env)
        self.wms = wms

    def predict(self, observation: Any, state: Any = None, **_: Any) -> tuple[Any, None]:
        if self.env.decision.workflow in self.wms:
            return self.env.WMS, None
        return self.warp.predict(observation)[0], None


class Clairvoyant:
    """A Walltime agent that asks, once, the smallest valid level whose request covers the
    deciding job's execution time (read from the env: a hindsight bound)."""

    def __init__(self, env: Any) -> None:
        self.env = env.unwrapped

    def predict(self, observation: Any, state: Any = None, **_: Any) -> tuple[Any, None]:
        st = self.env._state
        k = self.env._deciding()
        need = st.runtime._seconds(st.jobs[k].exec_time)
        valid = np.flatnonzero(np.asarray(observation["action_mask"]) > 0.5)
        covering = [a for a in valid if st.grid_s[k][a] >= need]
        return int(covering[0] if covering else valid[-1]), None


def clairvoyant(task: Task, split: str, episodes: int) -> list[dict[str, float]]:
    """The ``clairvoyant`` bound's metrics on each episode (Walltime)."""
    env = task.make_env(split)
    agent = Agent(CLAIRVOYANT, Clairvoyant(env), False)
    out = [run_episode(env, agent, seed, ep) for seed, ep in task.episodes(split, episodes)]
    env.close()
    return out


def inside(run: dict[str, float], best: dict[str, float], tolerances: dict[str, float]) -> bool:
    """Whether ``run`` is within ``tolerances`` (% worse) of ``best`` on every tolerated
    metric, as the board judges a mean, here for one episode."""
    for metric, tol in tolerances.items():
        b, v = best[metric], run[metric]
        worse = (b - v if direction(metric) == "↑" else v - b) / abs(b) * 100 if b else 0.0
        if worse > tol + 1e-9:  # the tolerance itself is inside
            return False
    return True


def per_workflow(
    task: Task, split: str, episodes: int, best: list[dict[str, float]] | None = None
) -> list[dict[str, float]]:
    """On each episode, the metrics of the best assignment of workflows to the WMS or to
    WARP earliest-fit, chosen knowing every outcome (the ``per-workflow`` bound); with
    ``best`` (the best baseline's metrics per episode), only among the assignments inside the
    task's tolerances against it (the best baseline's own assignment, when it is one, always is)."""
    env = task.make_env(split)
    count = env.unwrapped.episodes.count
    out = []
    for k, (seed, ep) in enumerate(task.episodes(split, episodes)):
        runs = [
            run_episode(env, Agent(PER_WORKFLOW, Assigned(env, set(wms)), False), seed, ep)
            for n in range(count + 1)
            for wms in itertools.combinations(range(count), n)
        ]
        if best is not None:
            runs = [m for m in runs if inside(m, best[k], dict(task.tolerances))] or [best[k]]
        out.append(min(runs, key=lambda m: m["objective"]))
    env.close()
    return out


def room(best: Sequence[float], bound: Sequence[float]) -> dict[str, float]:
    """Room of ``bound`` below ``best`` (per-episode objectives, paired): the mean difference
    over ``best``'s mean, its 95% half-width, and the range of the per-episode rooms."""
    b, h = np.asarray(best, float), np.asarray(bound, float)
    d, half = ci95(b - h)
    scale = float(b.mean())
    per = (b - h) / np.where(b != 0, b, 1.0)
    return {
        "room": d / scale,
        "ci95": half / scale if not math.isnan(half) else math.nan,
        "min": float(per.min()),
        "max": float(per.max()),
        "episodes": len(b),
    }


def measure(
    task: Task,
    bound: str | None,
    episodes: int,
    split: str,
    out: Path,
    jobs: int,
    within_tolerance: bool = False,
) -> dict[str, object]:
    """The baselines, then the bound, on ``episodes`` of ``split``; the room document."""
    execute = executor(jobs=jobs, out=out, progress=False, log=lambda _: None)
    t0 = time.perf_counter()
    refs = tuple(b for b in task.baselines if b != bound)
    base = run_task(replace(task, baselines=refs), [], split, episodes, execute)
    objective = {a: [m["objective"] for m in runs] for a, runs in base["per_episode"].items()}
    best = str(base["best_baseline"])
    t1 = time.perf_counter()
    bound = bound or BOUNDS.get(task.env, DEFAULT_BOUND)
    bound = bound.replace("{best}", best)
    if bound == PER_WORKFLOW:
        doc = base
        within = base["per_episode"][best] if within_tolerance else None
        doc["per_episode"][bound] = per_workflow(task, split, episodes, within)
    elif bound == CLAIRVOYANT:
        doc = base
        doc["per_episode"][bound] = clairvoyant(task, split, episodes)
    else:
        doc = run_task(replace(task, baselines=refs), [bound], split, episodes, execute)
    t2 = time.perf_counter()
    rows = doc["per_episode"]
    return {
        "task": task.name,
        "env": task.env,
        "env_kwargs": dict(task.kwargs),
        "split": split,
        "episodes": doc["episodes"],
        "best_baseline": best,
        "bound": bound,
        "within_tolerance": within_tolerance,
        "means": {a: float(np.mean(v)) for a, v in objective.items()}
        | {bound: float(np.mean([m["objective"] for m in rows[bound]]))},
        **room(objective[best], [m["objective"] for m in rows[bound]]),
        "per_episode": {a: [m["objective"] for m in runs] for a, runs in rows.items()},
        "baseline_s": t1 - t0,
        "bound_s": t2 - t1,
    }


def report(doc: dict[str, object]) -> None:
    r = doc
    print(f"{r['task']}: {r['env']} {json.dumps(r['env_kwargs'])}, {r['split']} split")
    if r.get("within_tolerance"):
        print("  the bound's choices kept inside the task's tolerances, episode by episode")
    means = r["means"]
    assert isinstance(means, dict)
    for a, m in sorted(means.items(), key=lambda kv: kv[1]):
        tag = (
            " (best baseline)" if a == r["best_baseline"] else " (bound)" if a == r["bound"] else ""
        )
        print(f"  {a:<28} mean objective {m:.4g}{tag}")
    print(
        f"  room {r['room']:+.1%} ± {r['ci95']:.1%} (95% CI, paired, {r['episodes']} episodes; "
        f"per episode {r['min']:+.1%} to {r['max']:+.1%}); baselines {r['baseline_s']:.0f} s, "
        f"bound {r['bound_s']:.0f} s"
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("task", nargs="?", help="a bench task (hpcgym bench list)")
    p.add_argument("--env", help="an env id instead of a task")
    p.add_argument("--env-kwargs", type=json.loads, default=None, help="JSON, over the task's")
    p.add_argument("--baselines", help="comma-separated reference baselines (default: the env's)")
    p.add_argument("--bound", help="the bound agent; {best} names the best baseline")
    p.add_argument("--episodes", type=int, default=10)
    p.add_argument("--split", choices=("test", "validation"), default="test")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", type=Path, help="keep the runs here (a rerun reuses them)")
    p.add_argument("--json", type=Path, help="write the room document")
    p.add_argument(
        "--within-tolerance",
        action="store_true",
        help="per-workflow bound: only assignments inside the task's tolerances, per episode",
    )
    args = p.parse_args()
    if (args.task is None) == (args.env is None):
        p.error("give a TASK or --env, not both")
    task = get(args.task) if args.task else Task("custom", args.env, {}, test=args.episodes)
    if args.env_kwargs:
        task = replace(task, kwargs={**task.kwargs, **args.env_kwargs}, name=f"{task.name}*")
    if args.baselines:
        task = replace(task, baselines=tuple(args.baselines.split(",")))
    task = replace(
        task, test=max(task.test, args.episodes), validation=max(task.validation, args.episodes)
    )
    with tempfile.TemporaryDirectory() as tmp:
        doc = measure(
            task,
            args.bound,
            args.episodes,
            args.split,
            args.out or Path(tmp),
            args.jobs,
            args.within_tolerance,
        )
    report(doc)
    if args.json:
        args.json.write_text(json.dumps(doc, indent=1))


if __name__ == "__main__":
    main()
