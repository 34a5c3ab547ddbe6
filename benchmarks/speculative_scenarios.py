"""Wall time and results of gainaru2019's scenarios (§5), beside what the paper reports.

    python benchmarks/speculative_scenarios.py [--runs 10] [--workers 2] [--figures DIR]

Scenario 1 runs at the paper's size (P = 100, M = 100, 50 runs per law x allocation, three
policies: 2,400 simulations); its wall time is the figure to watch (target: minutes). Figure 4
and Scenarios 2-4 run with ``--runs`` repetitions (``--runs 50`` for the paper's count).
Ratios are to Classical-HPC: utilization u/u_HPC, response time rt_HPC/rt (above 1 is better).
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

from hpcgym.studies import speculative as study


def ratio(x: float) -> str:
    return f"{x:5.2f}x"


def scenario1(args: argparse.Namespace) -> None:
    t0 = time.perf_counter()
    res = study.scenario1("full", workers=args.workers)
    wall = time.perf_counter() - t0
    p = res["params"]
    sims = len(res["runs"])
    print(
        f"== Scenario 1 (§5.3, Fig. 2-3): P={p['P']}, M={p['M']}, {p['runs']} runs x "
        f"{len(p['laws'])} laws x {len(p['allocations'])} allocations x 3 policies = {sims} "
        f"simulations: {wall:.1f} s wall ({args.workers} worker(s))"
    )
    labels = res["summary"]["labels"]
    neuro = f"Neuroscience({p['k']})"
    print(
        f"{'law/allocation':<27}{'util HPC':>9}{'Neuro':>7}{'TOpt':>7}   "
        f"{'resp(h) HPC':>11}{'Neuro':>8}{'TOpt':>8}   {'TOpt/HPC u':>10}{'rt':>7}"
    )
    for label, rows in labels.items():
        h, n, t = rows["HPC"], rows[neuro], rows["TOptimal"]
        print(
            f"{label:<27}{h['utilization']:>9.3f}{n['utilization']:>7.3f}"
            f"{t['utilization']:>7.3f}   {h['response_time_large_s'] / 3600:>11.1f}"
            f"{n['response_time_large_s'] / 3600:>8.1f}{t['response_time_large_s'] / 3600:>8.1f}"
            f"   {ratio(t['utilization_ratio']):>10}{ratio(t['response_time_large_ratio']):>7}"
        )
    paper = {
        "truncnorm": "+10-11% u, 12-14% rt",
        "beta": "+10-11% u, 12-14% rt",
        "truncexp": ">1.5x / 2.5x",
        "boundedpareto": ">1.5x / 2.5x",
    }
    print(
        f"\n{'law':<15}{'TOpt vs HPC u':>14}{'rt':>8}{'vs best(HPC,Neuro) u':>22}{'rt':>8}"
        f"{'TOpt wins all allocs':>22}   paper (vs best HPC-side)"
    )
    for law, g in res["summary"]["by_law"].items():
        print(
            f"{law:<15}{ratio(g['utilization_vs_hpc']):>14}{ratio(g['response_time_vs_hpc']):>8}"
            f"{ratio(g['utilization_vs_best_hpc']):>22}"
            f"{ratio(g['response_time_vs_best_hpc']):>8}"
            f"{g['toptimal_wins_everywhere']!s:>22}   {paper[law]}"
        )
    if args.figures:
        print("figure:", study.figure_scenario1(res, args.figures / "scenario1.png"))


def sweep(title: str, res: dict, policies: list[str], keys: tuple[str, ...]) -> None:
    labels, axis = res["summary"]["labels"], res["axis"]
    order = sorted(labels, key=lambda lab: axis["values"][lab])
    names = {
        "utilization": "util",
        "response_time_large_s": "rt large (h)",
        "response_time_all_s": "rt all (h)",
    }
    print(f"\n== {title}")
    for key in keys:
        print(f"{names[key]:<14}" + "".join(f"{pol:>14}" for pol in policies))
        for lab in order:
            vals = [labels[lab][pol][key] for pol in policies]
            vals = vals if key == "utilization" else [v / 3600 for v in vals]
            print(f"{lab:<14}" + "".join(f"{v:>14.3f}" for v in vals))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=10, help="runs for Fig. 4 and Scenarios 2-4")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--figures", type=Path, default=None, help="write the PNGs here")
    ap.add_argument("--only1", action="store_true", help="Scenario 1 only")
    args = ap.parse_args()

    scenario1(args)
    if args.only1:
        return
    for claim in study.PAPER_CLAIMS["scenario1"]:
        print("  paper:", claim)

    t0 = time.perf_counter()
    hist = study.scenario1_history(args.runs, workers=args.workers)
    sweep(
        f"Fig. 4, Neuroscience(k) on truncnorm/beta ({args.runs} runs, "
        f"{time.perf_counter() - t0:.1f} s)",
        hist,
        ["HPC", "Neuroscience", "TOptimal"],
        ("utilization", "response_time_large_s"),
    )

    t0 = time.perf_counter()
    s2 = study.scenario2(args.runs, workers=args.workers)
    sweep(
        f"Scenario 2 (§5.4, Fig. 5): M=200, share of small jobs ({args.runs} runs, "
        f"{time.perf_counter() - t0:.1f} s)",
        s2,
        ["HPC", "HPC+SB", "TOptimal", "TOptimal+SB"],
        study.METRICS,
    )
    for claim in study.PAPER_CLAIMS["scenario2"]:
        print("  paper:", claim)

    t0 = time.perf_counter()
    s3 = study.scenario3(args.runs, workers=args.workers)
    sweep(
        f"Scenario 3 (§5.5, Fig. 6-7): normalised work rate ({args.runs} runs, "
        f"{time.perf_counter() - t0:.1f} s)",
        s3,
        ["HPC", "TOptimal", "ATOptimal"],
        study.METRICS,
    )
    for claim in study.PAPER_CLAIMS["scenario3"]:
        print("  paper:", claim)

    results4 = {}
    for arrivals in (True, False):
        t0 = time.perf_counter()
        s4 = study.scenario4(args.runs, workers=args.workers, arrivals=arrivals)
        results4[arrivals] = s4
        rows = s4["summary"]["labels"]["intrepid"]
        how = "submitted over the FSL window" if arrivals else "all submitted at 0"
        print(
            f"\n== Scenario 4 (§5.6, Fig. 8): Intrepid P={s4['params']['P']}, Z/P=0.21, "
            f"jobs {how} ({args.runs} runs, {time.perf_counter() - t0:.1f} s)"
        )
        print(
            f"{'policy':<14}{'util':>8}{'rt large(h)':>13}{'rt all(h)':>11}{'span(d)':>9}"
            f"{'u/HPC':>8}{'rt/HPC':>8}{'spec runs':>11}"
        )
        for pol, r in rows.items():
            print(
                f"{pol:<14}{r['utilization']:>8.3f}{r['response_time_large_s'] / 3600:>13.1f}"
                f"{r['response_time_all_s'] / 3600:>11.1f}{r['makespan_s'] / 86400:>9.1f}"
                f"{ratio(r['utilization_ratio']):>8}{ratio(r['response_time_large_ratio']):>8}"
                f"{r['speculative_runs']:>11.1f}"
            )
    for claim in study.PAPER_CLAIMS["scenario4"]:
        print("  paper:", claim)

    if args.figures:
        for name, res in (
            ("history", hist),
            ("scenario2", s2),
            ("scenario3", s3),
            ("scenario4", results4[True]),
        ):
            print("figure:", study.FIGURES[name](res, args.figures / f"{name}.png"))


if __name__ == "__main__":
    main()
