"""``hpcgym compare --scenario spec-1..4``: Classical-HPC, Neuroscience, TOptimal and ATOptimal
with and without speculative backfilling (gainaru2019 §5, Figures 2-8)."""

from __future__ import annotations

import argparse
import math

from hpcgym.cli.args import runner
from hpcgym.cli.compare.study import Study, figure_path, write_result
from hpcgym.cli.output import print_table
from hpcgym.errors import InputError
from hpcgym.studies import speculative
from hpcgym.units import HOUR

# gainaru2019 §5: scenario name -> (study function, figure function) in hpcgym.studies.speculative
SCENARIOS = {
    "spec-1": ("scenario1", "figure_scenario1"),
    "spec-2": ("scenario2", "figure_scenario2"),
    "spec-3": ("scenario3", "figure_scenario3"),
    "spec-4": ("scenario4", "figure_scenario4"),
}


def run(args: argparse.Namespace) -> int:
    """One of the gainaru2019 scenarios: ``--seeds`` runs (``--full``: the paper's) through the
    sweep runner."""
    run_name, fig_name = SCENARIOS[args.scenario]
    runs = "full" if args.full else (args.seeds or speculative.SMALL_RUNS)
    result = getattr(speculative, run_name)(
        runs, execute=runner(args, f"compare {args.scenario}"), **_options(args)
    )
    print_result(
        f"{args.scenario} (gainaru2019 §5, {speculative.n_runs(runs)} runs): mean; "
        "ratio to Classical-HPC, above 1 is better",
        result,
    )
    write_result(args, result)
    fig = figure_path(args)
    if fig:
        getattr(speculative, fig_name)(result, fig)
        print(f"wrote {fig}")
    return 0


def add_options(g: argparse._ArgumentGroup) -> None:
    """spec-4's reading: the paper's text or the authors' published scripts."""
    g.add_argument(
        "--reading",
        choices=tuple(speculative.SCENARIO4_READINGS),
        help="spec-4: paper (default: Beta allocation, submissions over two weeks, n = 200) or "
        "code (the authors' scripts: every job on the whole machine, all submitted at 0, n = 30)",
    )


def _options(args: argparse.Namespace) -> dict[str, str]:
    """The study's own keyword arguments; ``--reading`` belongs to spec-4 only."""
    reading = getattr(args, "reading", None)
    if reading is None:
        return {}
    if args.scenario != "spec-4":
        raise InputError(f"compare: --reading applies to spec-4 only, not {args.scenario}")
    return {"reading": reading}


def size(args: argparse.Namespace) -> tuple[int, int]:
    """The runs asked for and the runs one of them plans (one per label and policy)."""
    from hpcgym.sweeps.kinds.studies import plan

    runs = speculative.n_runs("full" if args.full else (args.seeds or speculative.SMALL_RUNS))
    study = getattr(speculative, SCENARIOS[args.scenario][0])
    return runs, len(plan(study, {}, runs=1, **_options(args)))


def print_result(title: str, result: dict) -> None:
    """Utilization and response times per label and policy, with their ratios to
    Classical-HPC; then the paper's claims."""
    rows = [
        [
            label,
            policy,
            f"{r['utilization']:.3f}",
            f"{r.get('utilization_ratio', math.nan):.2f}",
            f"{r['response_time_large_s'] / HOUR:.1f}",
            f"{r.get('response_time_large_ratio', math.nan):.2f}",
            f"{r['response_time_all_s'] / HOUR:.1f}",
        ]
        for label, policies in result["summary"]["labels"].items()
        for policy, r in policies.items()
    ]
    print_table(
        title,
        ["label", "policy", "utilization", "x HPC", "response large h", "x HPC", "response all h"],
        rows,
    )
    for claim in result["summary"].get("claims", []):
        print(f"paper: {claim}")


STUDY = Study(
    tuple(SCENARIOS),
    "spec-1..4",
    "Classical-HPC, Neuroscience, TOptimal and ATOptimal with and without speculative backfilling",
    "gainaru2019 §5",
    f"runs (default {speculative.SMALL_RUNS}, --full {speculative.FULL_RUNS})",
    run,
    add_options=add_options,
    size=size,
)
