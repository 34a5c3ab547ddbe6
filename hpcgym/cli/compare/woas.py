"""``hpcgym compare --scenario woas-*``: chained, pilot and WoAS on identical workloads (paper
rodrigo2017 §4.4), one point per value of the swept knob (``--n``, ``--share`` or ``--period``)."""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable
from typing import Any

from hpcgym.batch.submission import MODES
from hpcgym.batch.submission import WOAS_POLICY as POLICY
from hpcgym.cli.args import names, positive_float, runner
from hpcgym.cli.compare.study import Study, figure_path, write_result
from hpcgym.cli.output import policy_help, print_table
from hpcgym.errors import InputError, UnknownNameError
from hpcgym.io import column_header
from hpcgym.studies.woas import (
    FULL,
    PRESETS,
    RUN,
    SMALL,
    Scenario,
    format_period,
    from_doc,
    no_workflows,
    parse_period,
    parse_share,
    run_configs,
    scenario,
    summarize,
)
from hpcgym.sweeps.size import int_range
from hpcgym.units import HOUR
from hpcgym.workloads import catalog

COLUMNS = (
    ("wf_completed", "wf"),
    ("wf_wait_median_s", "wait h"),
    ("wf_runtime_median_s", "runtime h"),
    ("wf_turnaround_median_s", "turnaround h"),
    ("wf_intermediate_wait_median_s", "interm. wait s"),
    ("actual_utilization", "actual util"),
    ("utilization", "util"),
    ("slowdown_median_small", "sld small"),
    ("slowdown_small_relative", "sld small rel"),
    ("speedup_over_chained", "x chained"),
    ("speedup_over_pilot", "x pilot"),
)
HOURS = {"wf_wait_median_s", "wf_runtime_median_s", "wf_turnaround_median_s"}


def add_options(g: argparse._ArgumentGroup) -> None:
    """The knobs of the WoAS presets, the policy and the submission modes."""
    g.add_argument("--n", help="woas-group-*: n, or a comma-separated list (1,2,4,...)")
    g.add_argument(
        "--workflow",
        help="woas-share / woas-period: a Table 2 workflow, one of "
        f"{', '.join(catalog.names(groups=False))}",
    )
    g.add_argument("--share", help="woas-share: share of core-hours (10%% or 0.1), or a list")
    g.add_argument(
        "--period", help="woas-period (and groups, default 1h): 3600, 30m, 1/12h, 6/h, or a list"
    )
    g.add_argument(
        "--days",
        type=positive_float,
        help=f"days measured after the 1-day warm-up (default {SMALL['days']:g}, "
        f"--full {FULL['days']:g})",
    )
    g.add_argument(
        "--policy",
        default=POLICY,
        help=policy_help(
            f"native policy (default {POLICY}: Slurm's own size "
            "factor; +count-held counts held WoAS tasks against the "
            "backfill depth, as rodrigo2017 §5.2.2 reads it)"
        ),
    )
    g.add_argument(
        "--modes",
        type=names,
        default=",".join(MODES),
        help=f"comma-separated subset of {','.join(MODES)}",
    )


def scenarios(args: argparse.Namespace) -> list[tuple[str, Scenario]]:
    """One scenario per value of the swept knob, labelled by that value."""
    days = args.days or (FULL if args.full else SMALL)["days"]
    common = dict(workflow=args.workflow, days=days, policy=args.policy)
    ns = _list(args.n, "--n", _group_size) or [None]
    shares = _list(args.share, "--share", parse_share) or [None]
    periods = _list(args.period, "--period", parse_period) or [None]
    lists = [v for v in (ns, shares, periods) if len(v) > 1]
    if len(lists) > 1:
        raise InputError("compare: sweep one of --n, --share, --period at a time")
    out = []
    for n in ns:
        for share in shares:
            for period in periods:
                sc = scenario(args.scenario, n=n, share=share, period=period, **common)
                out.append((_label(n, share, sc), sc))
    return out


def _label(n: int | None, share: float | None, sc: Scenario) -> str:
    """The swept knob's value at ``sc``: its group size, its share or its period."""
    if n is not None:
        return f"n={n}"
    if share is not None:
        return f"{share:.0%}"
    assert sc.pattern.period is not None  # a scenario without a share submits by period
    return format_period(sc.pattern.period)


def _list(text: str | None, option: str, parse: Callable[[str], Any]) -> list:
    """A comma-separated option's values; an error names the option."""
    try:
        return [parse(x) for x in text.split(",") if x.strip()] if text else []
    except ValueError as e:
        raise InputError(f"{option}: {e}") from None


def _group_size(text: str) -> int:
    """A WoAS group size n >= 1."""
    try:
        n = int(text)
    except ValueError:
        raise InputError(f"expected integers, got {text!r}") from None
    if n < 1:
        raise InputError(f"n must be >= 1, got {n}")
    return n


def run(args: argparse.Namespace) -> int:
    from hpcgym.studies.figures import compare_figure

    modes = args.modes
    for m in modes:
        if m not in MODES:
            raise UnknownNameError(f"compare: unknown mode {m!r}; known: {', '.join(MODES)}")
    seeds = int_range(1, _n_seeds(args))
    points = scenarios(args)
    per_point = [run_configs(sc, seeds, modes) for _, sc in points]
    labels = [
        {"x": label, "mode": c["mode"], "seed": c["seed"]}
        for (label, _), cs in zip(points, per_point)
        for c in cs
    ]
    docs = runner(args, f"compare {args.scenario}")(
        RUN, [c for cs in per_point for c in cs], labels
    )
    doc_runs, summaries = [], []
    for (label, sc), cs in zip(points, per_point):
        runs = [from_doc(d) for d in docs[: len(cs)]]
        docs = docs[len(cs) :]
        summary = summarize(runs, modes)
        summaries.append((label, summary))
        doc_runs += [
            {"x": label, "scenario": sc.label, "mode": r.mode, "seed": r.seed, "metrics": r.metrics}
            for r in runs
        ]
        print_summary(
            f"{args.scenario}:{sc.workflow}:{label} ({sc.days:g} days + 1 "
            f"warm-up, {_seeds(seeds)}, {sc.policy})",
            summary,
            modes,
        )
    write_result(args, {"seeds": seeds, "runs": doc_runs, "summary": {x: s for x, s in summaries}})
    for x in no_workflows(summaries):
        print(
            f"warning: {args.scenario} {x}: no workflow completed in some mode, so none is "
            "compared and the workflow columns are empty (simulate more --days)",
            file=sys.stderr,
        )
    fig = figure_path(args)
    if fig:
        workflows = {sc.workflow for _, sc in points}
        sc = points[0][1]
        title = (
            f"{args.scenario}{': ' + sc.workflow if len(workflows) == 1 else ''} "
            f"({sc.days:g} days + 1 warm-up, {_seeds(seeds)}, {sc.policy})"
        )
        compare_figure(summaries, fig, title)
        print(f"wrote {fig}")
    return 0


def _n_seeds(args: argparse.Namespace) -> int:
    return int(args.seeds or (FULL if args.full else SMALL)["seeds"])


def size(args: argparse.Namespace) -> tuple[int, int]:
    """The seeds asked for and the runs one seed plans (per point, each mode and none)."""
    return _n_seeds(args), sum(len(run_configs(sc, [1], args.modes)) for _, sc in scenarios(args))


def _seeds(seeds: list[int]) -> str:
    return f"seed {seeds[0]}" if len(seeds) == 1 else f"seeds {seeds[0]}-{seeds[-1]}"


def print_summary(title: str, summary: dict[str, dict], modes: list[str]) -> None:
    """One row per mode (and the workflow-free baseline ``none``), the paper's columns."""
    print_table(
        title,
        ["mode", *(column_header(key, head) for key, head in COLUMNS)],
        [[mode, *(_fmt(summary[mode].get(k), k) for k, _ in COLUMNS)] for mode in [*modes, "none"]],
    )


def _fmt(v: float | None, key: str) -> str:
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return "-"
    if key in HOURS:
        return f"{v / HOUR:.2f}"
    if isinstance(v, float):
        return f"{v:.3f}" if abs(v) < 1000 else f"{v:,.0f}"
    return f"{v:,}"


STUDY = Study(
    PRESETS,
    "woas-*",
    "chained, pilot and WoAS submission",
    "rodrigo2017 §4.4",
    f"seeds 1..K (default {SMALL['seeds']}, --full {FULL['seeds']})",
    run,
    add_options,
    size,
)
