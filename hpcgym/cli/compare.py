"""``hpcgym compare``: policies side by side on identical workloads, a table to the terminal,
``{"runs": [...]}`` JSON and the paper-style figure as PNG. ``woas-*``: chained, pilot and WoAS
(paper 000 §4.4); ``spec-1`` .. ``spec-4``: Classical-HPC, Neuroscience, TOptimal and ATOptimal
with and without speculative backfilling (paper 001 §5, Figures 2-8); ``warp-turbine`` and
``warp-load``: WARP's advance reservations against the WMS baseline (paper 002 §6)."""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

from hpcgym.batch.submission import MODES
from hpcgym.cli.args import names, output_dir, output_file, positive_float, positive_int
from hpcgym.cli.output import add_plot_option, add_progress_option, plot_path, policy_help
from hpcgym.cli.sweep import add_backend_options, default_jobs
from hpcgym.io import column_header, write_json
from hpcgym.workloads import catalog
from hpcgym.batch.submission import WOAS_POLICY as POLICY
from hpcgym.studies.woas import (FULL, PRESETS, RUN, SMALL, Scenario, format_period, from_doc,
                                 no_workflows, parse_period, parse_share, run_configs, scenario,
                                 summarize)

COLUMNS = (("wf_completed", "wf"), ("wf_wait_median_s", "wait h"),
           ("wf_runtime_median_s", "runtime h"), ("wf_turnaround_median_s", "turnaround h"),
           ("wf_intermediate_wait_median_s", "interm. wait s"),
           ("actual_utilization", "actual util"), ("utilization", "util"),
           ("slowdown_median_small", "sld small"), ("slowdown_small_relative", "sld small rel"),
           ("speedup_over_chained", "x chained"), ("speedup_over_pilot", "x pilot"))
HOURS = {"wf_wait_median_s", "wf_runtime_median_s", "wf_turnaround_median_s"}


def add_command(sub: argparse._SubParsersAction) -> None:
    c = sub.add_parser("compare", help="chained vs pilot vs WoAS on identical workloads",
                       description=__doc__)
    c.add_argument("--scenario", required=True, choices=[*PRESETS, *SPECULATIVE, *WARP_STUDIES],
                   help="woas-*: paper 000; spec-1..4: paper 001; warp-*: paper 002")
    c.add_argument("--n", help="woas-group-*: n, or a comma-separated list (1,2,4,...)")
    c.add_argument("--workflow", help="woas-share / woas-period: a Table 2 workflow, one of "
                                      f"{', '.join(catalog.names(groups=False))}")
    c.add_argument("--share", help="woas-share: share of core-hours (10%% or 0.1), or a list")
    c.add_argument("--period", help="woas-period (and groups, default 1h): 3600, 30m, 1/12h, "
                                    "6/h, or a list")
    c.add_argument("--seeds", type=positive_int, help=f"seeds 1..K (default {SMALL['seeds']}, "
                                              f"--full {FULL['seeds']})")
    c.add_argument("--days", type=positive_float, help=f"days measured after the 1-day warm-up "
                                               f"(default {SMALL['days']:g}, --full "
                                               f"{FULL['days']:g})")
    c.add_argument("--full", action="store_true", help="the paper's sizes: 5 days, 6 seeds")
    c.add_argument("--policy", default=POLICY,
                   help=policy_help(f"native policy (default {POLICY}: Slurm's own size "
                                    "factor; +count-held counts held WoAS tasks against the "
                                    "backfill depth, the former default)"))
    c.add_argument("--modes", type=names, default=",".join(MODES), help="comma-separated subset of "
                                                            f"{','.join(MODES)}")
    c.add_argument("--jobs", type=positive_int, default=default_jobs(),
                   help="worker processes (local) or CPUs to start (Ray)")
    add_backend_options(c)
    c.add_argument("--out", type=output_dir, help="also write each run to OUT/runs/ as it finishes; "
                                            "a rerun skips the runs already there")
    c.add_argument("--json", type=output_file, help='write {"runs": [{"mode", "seed", "metrics"}]}')
    add_plot_option(c, "beside --json, else <scenario>.png", "--figure")
    add_progress_option(c)
    c.set_defaults(func=run_command)


def scenarios(args: argparse.Namespace) -> list[tuple[str, Scenario]]:
    """One scenario per value of the swept knob, labelled by that value."""
    days = args.days or (FULL if args.full else SMALL)["days"]
    common = dict(workflow=args.workflow, days=days, policy=args.policy)
    ns = _list(args.n, "--n", _group_size) or [None]
    shares = _list(args.share, "--share", parse_share) or [None]
    periods = _list(args.period, "--period", parse_period) or [None]
    lists = [v for v in (ns, shares, periods) if len(v) > 1]
    if len(lists) > 1:
        raise ValueError("compare: sweep one of --n, --share, --period at a time")
    out = []
    for n in ns:
        for share in shares:
            for period in periods:
                sc = scenario(args.scenario, n=n, share=share, period=period, **common)
                label = (f"n={n}" if n is not None else f"{share:.0%}" if share is not None
                         else format_period(sc.pattern.period))
                out.append((label, sc))
    return out


def _list(text: str | None, option: str, parse) -> list:
    """A comma-separated option's values; an error names the option."""
    try:
        return [parse(x) for x in text.split(",") if x.strip()] if text else []
    except ValueError as e:
        raise ValueError(f"{option}: {e}") from None


def _group_size(text: str) -> int:
    """A WoAS group size n >= 1."""
    try:
        n = int(text)
    except ValueError:
        raise ValueError(f"expected integers, got {text!r}") from None
    if n < 1:
        raise ValueError(f"n must be >= 1, got {n}")
    return n


def executor(args: argparse.Namespace, title: str):
    """The sweep runner with this command's ``--jobs``, ``--backend``, ``--out``."""
    from hpcgym.sweeps.runner import executor as make

    return make(backend=args.backend, jobs=args.jobs, out=args.out, retries=args.retries,
                address=args.address, progress=not args.no_progress,
                title=f"compare {title}")


def run_command(args: argparse.Namespace) -> int:
    if args.scenario in SPECULATIVE:
        return run_speculative(args)
    if args.scenario in WARP_STUDIES:
        return run_warp(args)
    from hpcgym.studies.figures import compare_figure

    modes = args.modes
    for m in modes:
        if m not in MODES:
            raise ValueError(f"compare: unknown mode {m!r}; known: {', '.join(MODES)}")
    seeds = list(range(1, (args.seeds or (FULL if args.full else SMALL)["seeds"]) + 1))
    points = scenarios(args)
    per_point = [run_configs(sc, seeds, modes) for _, sc in points]
    labels = [{"x": label, "mode": c["mode"], "seed": c["seed"]}
              for (label, _), cs in zip(points, per_point) for c in cs]
    docs = executor(args, args.scenario)(RUN, [c for cs in per_point for c in cs], labels)
    doc_runs, summaries = [], []
    for (label, sc), cs in zip(points, per_point):
        runs = [from_doc(d) for d in docs[:len(cs)]]
        docs = docs[len(cs):]
        summary = summarize(runs, modes)
        summaries.append((label, summary))
        doc_runs += [{"x": label, "scenario": sc.label, "mode": r.mode, "seed": r.seed,
                      "metrics": r.metrics} for r in runs]
        print_summary(f"{args.scenario}:{sc.workflow}:{label} ({sc.days:g} days + 1 "
                      f"warm-up, {_seeds(seeds)}, {sc.policy})", summary, modes)
    if args.json:
        write_json(args.json, {"scenario": args.scenario, "seeds": seeds, "runs": doc_runs,
                               "summary": {x: s for x, s in summaries}})
        print(f"wrote {args.json}")
    for x in no_workflows(summaries):
        print(f"warning: {args.scenario} {x}: no workflow completed in some mode, so none is "
              "compared and the workflow columns are empty (simulate more --days)",
              file=sys.stderr)
    fig = _figure(args)
    if fig:
        workflows = {sc.workflow for _, sc in points}
        sc = points[0][1]
        title = (f"{args.scenario}{': ' + sc.workflow if len(workflows) == 1 else ''} "
                 f"({sc.days:g} days + 1 warm-up, {_seeds(seeds)}, {sc.policy})")
        compare_figure(summaries, fig, title)
        print(f"wrote {fig}")
    return 0


def _seeds(seeds: list[int]) -> str:
    return f"seed {seeds[0]}" if len(seeds) == 1 else f"seeds {seeds[0]}-{seeds[-1]}"


def _figure(args: argparse.Namespace) -> Path | None:
    """The figure file ``--plot`` asks for: bare, beside ``--json`` or ``<scenario>.png``."""
    return plot_path(args.plot, args.json.with_suffix(".png") if args.json
                     else Path(f"{args.scenario}.png"))


def print_summary(title: str, summary: dict[str, dict], modes: list[str]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title)
    table.add_column("mode")
    for key, head in COLUMNS:
        table.add_column(column_header(key, head), justify="right")
    for mode in [*modes, "none"]:
        row = summary[mode]
        table.add_row(mode, *(_fmt(row.get(k), k) for k, _ in COLUMNS))
    Console(width=200).print(table)


def _fmt(v: object, key: str) -> str:
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return "-"
    if key in HOURS:
        return f"{v / 3600:.2f}"
    if isinstance(v, float):
        return f"{v:.3f}" if abs(v) < 1000 else f"{v:,.0f}"
    return f"{v:,}"


# Paper 001 §5: scenario name -> (study function, figure function) in hpcgym.studies.speculative
SPECULATIVE = {"spec-1": ("scenario1", "figure_scenario1"), "spec-2": ("scenario2", "figure_scenario2"),
               "spec-3": ("scenario3", "figure_scenario3"), "spec-4": ("scenario4", "figure_scenario4")}


def run_speculative(args: argparse.Namespace) -> int:
    """One of the paper 001 scenarios: ``--seeds`` runs (default 5, ``--full`` the paper's 50)
    through the sweep runner."""
    from hpcgym.studies import speculative as study

    run_name, fig_name = SPECULATIVE[args.scenario]
    runs = "full" if args.full else (args.seeds or study.SMALL_RUNS)
    result = getattr(study, run_name)(runs, execute=executor(args, args.scenario))
    print_speculative(f"{args.scenario} (paper 001 §5, {study.n_runs(runs)} runs): mean; "
                      "ratio to Classical-HPC, above 1 is better", result)
    if args.json:
        write_json(args.json, {"scenario": args.scenario, **result})
        print(f"wrote {args.json}")
    fig = _figure(args)
    if fig:
        getattr(study, fig_name)(result, fig)
        print(f"wrote {fig}")
    return 0


def print_speculative(title: str, result: dict) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title)
    for col in ("label", "policy", "utilization", "x HPC", "response large h", "x HPC",
                "response all h"):
        table.add_column(col, justify="right")
    for label, rows in result["summary"]["labels"].items():
        for policy, r in rows.items():
            table.add_row(label, policy, f"{r['utilization']:.3f}",
                          f"{r.get('utilization_ratio', math.nan):.2f}",
                          f"{r['response_time_large_s'] / 3600:.1f}",
                          f"{r.get('response_time_large_ratio', math.nan):.2f}",
                          f"{r['response_time_all_s'] / 3600:.1f}")
    Console(width=200).print(table)
    for claim in result["summary"].get("claims", []):
        print(f"paper: {claim}")


WARP_STUDIES = ("warp-turbine", "warp-load")
WARP_COLUMNS = ("wf_makespan_s", "wf_turnaround_s", "intermediate_wait_s",
                "reservation_waste_core_h", "honoured", "mean_wait_s", "mean_bsld")


def run_warp(args: argparse.Namespace) -> int:
    """Paper 002 §6: the turbine workflow (or the load sweep) under WARP and the WMS baseline
    on identical warm-up loads, ``--seeds`` seeds (default 3, ``--full`` 10)."""
    from hpcgym.studies import warp as study

    seeds = tuple(range(args.seeds or (10 if args.full else 3)))
    run = study.turbine_study if args.scenario == "warp-turbine" else study.load_study
    result = run(seeds=seeds, execute=executor(args, args.scenario))
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"{args.scenario} (paper 002 §6, seeds {seeds[0]}-{seeds[-1]}; times in "
                        "minutes; paper Table 5: makespan 16 min WARP vs 46 min WMS)")
    table.add_column("case")
    for k in WARP_COLUMNS:
        table.add_column(k.removesuffix("_s") + (" min" if k.endswith("_s") else ""),
                         justify="right")
    for case, row in result["summary"].items():
        table.add_row(case, *(f"{row[k] / 60:.1f}" if k.endswith("_s") else f"{row[k]:.3g}"
                              for k in WARP_COLUMNS))
    Console(width=200).print(table)
    if args.json:
        write_json(args.json, {"scenario": args.scenario, **result})
        print(f"wrote {args.json}")
    fig = _figure(args)
    if fig:
        study.warp_figure(result["summary"], fig, args.scenario)
        print(f"wrote {fig}")
    return 0
