"""WARP optimizer: gaps to proven optima, and the time limit kept (lubrano2024 §4.2).

    python benchmarks/warp_gap.py [--corpus 120] [--prove 30] [--time-limit 2]
                                  [--paper 10] [--limit 10] [--seed 1]

1. Corpus: small instances (3-8 steps on 16 nodes over 480 or 1440 one-minute slots, widths
   up to 5 or 8 nodes, loads 0.3/0.5/0.7, stream and backlog forecasts) whose optimum the
   seeded compact ILP proves within ``--prove`` seconds. Gap to that optimum (mean, median,
   p90, max; share optimal) of earliest fit, of earliest fit then the local search
   (:func:`hpcgym.warp.improve`), and of the compact ILP limited to ``--time-limit`` seconds;
   then the same over the instances where earliest fit misses the optimum.
2. Time limit kept: wall time of ``--limit``-second solves (compact and printed, seeded and
   bare) on ``random_instance(5008, 9, 16, 1440, 0.5, kind="stream")``, on which HiGHS
   spends minutes at the root, and on ``--paper`` paper-size instances per forecast kind
   (16 nodes, 2-10 steps, 1440 slots, load 0.5). Target: every solve within ``--limit`` +
   :data:`hpcgym.warp.MARGIN` (1 s).
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from hpcgym.warp import (
    MARGIN,
    InfeasibleError,
    Instance,
    SolverTimeout,
    check_plan,
    earliest_fit,
    improve,
    makespan_lower_bound,
    random_instance,
    solve_compact,
    solve_printed,
)


def summary(name: str, gaps: list[float]) -> str:
    g = 100 * np.array(gaps)
    return (
        f"   {name:<26} mean {g.mean():5.2f}%  median {np.median(g):5.2f}%  "
        f"p90 {np.quantile(g, 0.9):5.2f}%  max {g.max():6.2f}%  "
        f"optimal {int((g == 0).sum())}/{g.size}"
    )


def corpus(args: argparse.Namespace) -> None:
    rng = np.random.default_rng(args.seed)
    print(
        f"\n== corpus: {args.corpus} small instances; optimum proven by the seeded compact ILP "
        f"within {args.prove} s; ILP column limited to {args.time_limit} s =="
    )
    gaps: dict[str, list[float]] = {"earliest fit": [], "earliest fit + search": [], "ILP": []}
    search_ms: list[float] = []
    skipped = {"infeasible": 0, "unproven": 0}
    t0 = time.perf_counter()
    for k in range(args.corpus):
        steps = int(rng.integers(3, 9))
        horizon = int(rng.choice([480, 1440]))
        load = (0.3, 0.5, 0.7)[k % 3]
        kind = ("stream", "backlog")[(k // 3) % 2]
        wide = int(rng.choice([5, 8]))
        inst = random_instance(
            rng, steps, 16, horizon, load, max_nodes=wide, kind=kind, name=f"gap-{k}"
        )
        try:
            proof = solve_compact(inst, args.prove)
            plain = earliest_fit(inst)
        except InfeasibleError:
            skipped["infeasible"] += 1
            continue
        if proof.status != "optimal":
            skipped["unproven"] += 1
            continue
        opt = proof.makespan
        t = time.perf_counter()
        better = improve(inst, plain, lower=makespan_lower_bound(inst))
        search_ms.append(1e3 * (time.perf_counter() - t))
        limited = solve_compact(inst, args.time_limit)
        for plan in (plain, better, limited):
            check_plan(inst, plan)
        for name, plan in zip(gaps, (plain, better, limited)):
            gaps[name].append(plan.makespan / opt - 1)
    n = len(gaps["ILP"])
    print(
        f"   {n} proven ({skipped['infeasible']} infeasible, {skipped['unproven']} not proven "
        f"within {args.prove} s) in {time.perf_counter() - t0:.0f} s"
    )
    if n:
        label = {"ILP": f"ILP ({args.time_limit} s)"}
        for name, g in gaps.items():
            print(summary(label.get(name, name), g))
        miss = [k for k, g in enumerate(gaps["earliest fit"]) if g > 0]
        print(f"   where earliest fit misses the optimum ({len(miss)}/{n}):")
        for name, g in gaps.items():
            if miss:
                print(summary(label.get(name, name), [g[k] for k in miss]))
        print(
            f"   local search time: mean {np.mean(search_ms):.1f} ms, "
            f"max {np.max(search_ms):.1f} ms"
        )


def timed(solver, inst: Instance, limit: float) -> tuple[str, float, int | None, float | None]:
    """(status, wall seconds, makespan, gap) of one solve; a raised error is the status."""
    t = time.perf_counter()
    try:
        plan = solver(inst, limit)
    except InfeasibleError:
        return "infeasible", time.perf_counter() - t, None, None
    except SolverTimeout:
        return "no plan", time.perf_counter() - t, None, None
    wall = time.perf_counter() - t
    check_plan(inst, plan)
    return plan.status, wall, plan.makespan, plan.gap


SOLVERS = {
    "compact": solve_compact,
    "compact bare": lambda inst, tl: solve_compact(inst, tl, incumbent=False),
    "printed": solve_printed,
    "printed bare": lambda inst, tl: solve_printed(inst, tl, incumbent=False),
}


def deadline(args: argparse.Namespace) -> None:
    limit = args.limit
    print(f"\n== time limit kept: {limit} s solves, target <= {limit + MARGIN:.0f} s ==")
    walls: dict[str, list[float]] = {name: [] for name in SOLVERS}
    hard = random_instance(5008, 9, 16, 1440, 0.5, kind="stream")
    print("   random_instance(5008, 9, 16, 1440, 0.5, kind='stream'):")
    for name, solver in SOLVERS.items():
        status, wall, span, gap = timed(solver, hard, limit)
        walls[name].append(wall)
        tail = "" if gap is None else f" makespan {span}, gap {100 * gap:.1f}%"
        print(f"     {name:<13} {wall:6.2f} s  {status}{tail}", flush=True)
    print(
        "   paper size, each cell status, makespan, wall time for: "
        + ", ".join(SOLVERS)
        + " (opt = optimal, lim = time limit, --- = no plan)"
    )
    for kind in ("stream", "backlog"):
        n = args.paper
        for k in range(n):
            steps = 2 + round(8 * k / max(1, n - 1))
            inst = random_instance(
                args.seed * 1000 + k, steps, 16, 1440, 0.5, kind=kind, name=f"paper-{kind}-{k}"
            )
            cells = []
            for name, solver in SOLVERS.items():
                status, wall, span, _ = timed(solver, inst, limit)
                walls[name].append(wall)
                tag = {"optimal": "opt", "time_limit": "lim", "no plan": "---"}.get(status, status)
                cells.append(f"{tag} {span if span else '-':>4} {wall:5.2f}s")
            print(f"   paper {kind:<7} {k:>2} ({steps:>2} steps)  " + "  ".join(cells), flush=True)
    for name, w in walls.items():
        within = sum(x <= limit + MARGIN for x in w)
        print(
            f"   {name:<13} max {max(w):6.2f} s over {len(w)} solves; within "
            f"{limit + MARGIN:.0f} s: {within}/{len(w)}"
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=int, default=120)
    ap.add_argument("--prove", type=float, default=30.0)
    ap.add_argument("--time-limit", type=float, default=2.0)
    ap.add_argument("--paper", type=int, default=10)
    ap.add_argument("--limit", type=float, default=10.0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    corpus(args)
    deadline(args)


if __name__ == "__main__":
    main()
