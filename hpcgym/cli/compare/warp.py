"""``hpcgym compare --scenario warp-*``: WARP's advance reservations against the WMS baseline
on identical warm-up loads (lubrano2024 §6): the turbine workflow, or the load sweep."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from hpcgym.cli.args import positive_float, positive_int, runner
from hpcgym.cli.compare.study import Study, figure_path, write_result
from hpcgym.cli.output import print_table
from hpcgym.errors import InputError
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


def add_options(g: argparse._ArgumentGroup) -> None:
    """``--calibrated``: the Table 5 testbed's setting."""
    g.add_argument(
        "--calibrated",
        action="store_true",
        help="warp-turbine on the Table 5 testbed: steps run Table 5's share of their "
        f"requests (LES {warp.TABLE5_RUNTIME_RATIO['LES']:.3f}, HPDA "
        f"{warp.TABLE5_RUNTIME_RATIO['HPDA']:.3f}) and the §5.1 load at "
        f"{warp.CALIBRATED['scale']:g} x λ (fitted on Table 2's busy nodes)",
    )
    g.add_argument(
        "--nodes",
        type=positive_int,
        default=None,
        help="warp-turbine on this many of the WARP cluster's 14 nodes (Tables 2-4 name 13)",
    )
    g.add_argument(
        "--shared",
        action="store_true",
        help="warp-turbine with WARP's and the WMS's turbines in one simulation, as on the "
        "testbed (default: each policy on its own copy of the load)",
    )
    g.add_argument(
        "--load-threshold",
        type=positive_float,
        default=None,
        help="warp-turbine: WARP's §6 load test threshold (share of the nodes, default 0.5; "
        "above 1 no plan is deferred)",
    )


def run(args: argparse.Namespace) -> int:
    """The turbine workflow (or the load sweep) under WARP and the WMS baseline, ``--seeds``
    seeds (default 3, ``--full`` 10); warp-turbine also prints Table 5 beside its runs."""
    seeds = tuple(int_range(0, _seeds(args)))
    study = _study(args)
    calibrated = bool(getattr(args, "calibrated", False))
    if calibrated and args.scenario != "warp-turbine":
        raise InputError(f"--calibrated: warp-turbine only, not {args.scenario}")
    extra: dict = dict(warp.CALIBRATED) if calibrated else {}
    setting = f"calibrated: {warp.CALIBRATED['scale']:g} x λ, Table 5 runtimes; " if extra else ""
    testbed = _testbed(args)
    extra.update(testbed)
    setting += "".join(f"{k.replace('_', ' ')} {v}; " for k, v in testbed.items())
    result = study(seeds=seeds, execute=runner(args, f"compare {args.scenario}"), **extra)
    print_table(
        f"{args.scenario} (lubrano2024 §6, {setting}seeds {seeds[0]}-{seeds[-1]}; times in "
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
    if args.scenario == "warp-turbine":
        _print_table5(result["runs"], setting, seeds)
    write_result(args, result)
    fig = figure_path(args)
    if fig:
        warp.warp_figure(result["summary"], fig, args.scenario)
        print(f"wrote {fig}")
    return 0


def _print_table5(runs: list[dict], setting: str, seeds: tuple[int, ...]) -> None:
    print_table(
        f"beside lubrano2024 Tables 2 and 5 ({setting}median and mean of seeds "
        f"{seeds[0]}-{seeds[-1]}; minutes, the load in nodes and jobs)",
        ["figure", "policy", "paper", "median", "mean"],
        [
            [
                key.removesuffix("_s"),
                policy,
                *(f"{v / MINUTE:.1f}" if key.endswith("_s") else f"{v:.1f}" for v in vals),
            ]
            for key, policy, *vals in warp.table5_rows(runs)
        ],
    )


def _testbed(args: argparse.Namespace) -> dict:
    """``--nodes``, ``--shared``, ``--load-threshold`` as study keywords (warp-turbine only)."""
    given = {
        "nodes": getattr(args, "nodes", None),
        "shared": bool(getattr(args, "shared", False)) or None,
        "threshold": getattr(args, "load_threshold", None),
    }
    out = {k: v for k, v in given.items() if v is not None}
    if out and args.scenario != "warp-turbine":
        flags = ", ".join("--" + ("load-threshold" if k == "threshold" else k) for k in out)
        raise InputError(f"{flags}: warp-turbine only, not {args.scenario}")
    return out


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
    add_options=add_options,
    size=size,
)
