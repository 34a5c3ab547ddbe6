"""``hpcgym compare --scenario spec-1..4``: Classical-HPC, Neuroscience, TOptimal and ATOptimal
with and without speculative backfilling (gainaru2019 §5, Figures 2-8)."""

from __future__ import annotations

import argparse
import math

from hpcgym.cli.args import runner
from hpcgym.cli.compare.study import Study, figure_path, write_result
from hpcgym.cli.output import print_table
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
    result = getattr(speculative, run_name)(runs, execute=runner(args, f"compare {args.scenario}"))
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


def size(args: argparse.Namespace) -> tuple[int, int]:
    """The runs asked for and the runs one of them plans (one per label and policy)."""
    from hpcgym.sweeps.kinds.studies import plan

    runs = speculative.n_runs("full" if args.full else (args.seeds or speculative.SMALL_RUNS))
    return runs, len(plan(getattr(speculative, SCENARIOS[args.scenario][0]), {}, runs=1))


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
    size=size,
)
