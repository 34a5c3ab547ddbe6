"""``hpcgym compare --scenario warp-*``: WARP's advance reservations against the WMS baseline
on identical warm-up loads (lubrano2024 §6): the turbine workflow, or the load sweep."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from hpcgym.cli.args import runner
from hpcgym.cli.compare.study import Study, figure_path, write_result
from hpcgym.cli.output import print_table
from hpcgym.studies import warp
from hpcgym.sweeps.size import int_range
from hpcgym.units import MINUTE

SCENARIOS = ("warp-turbine", "warp-load")
COLUMNS = (
    "wf_makespan_s",
    "wf_turnaround_s",
    "intermediate_wait_s",
    "reservation_waste_core_h",
    "honoured",
    "mean_wait_s",
    "mean_bsld",
)
SEEDS, FULL_SEEDS = 3, 10


def run(args: argparse.Namespace) -> int:
    """The turbine workflow (or the load sweep) under WARP and the WMS baseline, ``--seeds``
    seeds (default 3, ``--full`` 10)."""
    seeds = tuple(int_range(0, _seeds(args)))
    study = _study(args)
    result = study(seeds=seeds, execute=runner(args, f"compare {args.scenario}"))
    print_table(
        f"{args.scenario} (lubrano2024 §6, seeds {seeds[0]}-{seeds[-1]}; times in "
        "minutes; paper Table 5: makespan 16 min WARP vs 46 min WMS)",
        ["case", *(k.removesuffix("_s") + (" min" if k.endswith("_s") else "") for k in COLUMNS)],
        [
            [
                case,
                *(
                    f"{row[k] / MINUTE:.1f}" if k.endswith("_s") else f"{row[k]:.3g}"
                    for k in COLUMNS
                ),
            ]
            for case, row in result["summary"].items()
        ],
    )
    write_result(args, result)
    fig = figure_path(args)
    if fig:
        warp.warp_figure(result["summary"], fig, args.scenario)
        print(f"wrote {fig}")
    return 0


def _seeds(args: argparse.Namespace) -> int:
    return int(args.seeds or (FULL_SEEDS if args.full else SEEDS))


def _study(args: argparse.Namespace) -> Callable[..., dict]:
    return warp.turbine_study if args.scenario == "warp-turbine" else warp.load_study


def size(args: argparse.Namespace) -> tuple[int, int]:
    """The seeds asked for and the runs one seed plans."""
    from hpcgym.sweeps.kinds.studies import plan

    return _seeds(args), len(plan(_study(args), {}, seeds=(0,)))


STUDY = Study(
    SCENARIOS,
    "warp-*",
    "WARP's advance reservations against the WMS baseline",
    "lubrano2024 §6",
    f"seeds 0..K-1 (default {SEEDS}, --full {FULL_SEEDS})",
    run,
    size=size,
)
