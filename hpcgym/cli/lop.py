"""``hpcgym lop``: LoP approximation vs exact width per workflow type (ilyushkin2015 Figure 2)."""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from hpcgym.cli.args import list_of, names, nonneg_int, output_file, positive_int
from hpcgym.cli.output import add_plot_option, add_progress_option, plot_path, print_table
from hpcgym.errors import UnknownNameError
from hpcgym.io import write_json
from hpcgym.progress import Bar
from hpcgym.workloads.scientific import KINDS

DESCRIPTION = """Compare the level-of-parallelism (LoP) approximation with the exact width of
generated workflow DAGs, per workflow type and size (ilyushkin2015 Figure 2)."""


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``lop`` on the ``hpcgym`` sub-command parser."""
    lp = sub.add_parser(
        "lop",
        help="LoP approximation vs exact width per workflow type (ilyushkin2015 Figure 2)",
        description=DESCRIPTION,
    )
    lp.add_argument(
        "--kinds", type=names, default=",".join(KINDS), help="comma-separated workflow types"
    )
    lp.add_argument(
        "--sizes",
        type=list_of(positive_int),
        default="30,50,100,200,300,400,600,800,1000",
        help="comma-separated sizes",
    )
    lp.add_argument(
        "--dags", type=positive_int, default=50, help="DAGs per type and size (paper: 50)"
    )
    lp.add_argument("--seed", type=nonneg_int, default=1, help="DAG generator seed")
    add_plot_option(lp, "lop.png")
    lp.add_argument("--json", type=output_file, help='write {"lop": [rows]}')
    add_progress_option(lp)
    lp.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from hpcgym.studies.lop import compare, plot

    kinds = args.kinds
    for k in kinds:
        if k not in KINDS:
            raise UnknownNameError(
                f"--kinds: unknown workflow type {k!r}; known: {', '.join(KINDS)}"
            )
    t0 = time.perf_counter()
    with Bar(
        "lop", len(kinds) * len(args.sizes) * args.dags, not args.no_progress, unit="DAGs"
    ) as bar:
        rows = compare(kinds, args.sizes, args.dags, args.seed, bar.update)
    wall = time.perf_counter() - t0
    print_table(
        f"Mean LoP over {args.dags} DAGs: token-wave approximation vs exact width ({wall:.1f} s)",
        ["type", "size", "approx", "exact", "approx/exact", "underestimated"],
        [
            [
                r["kind"],
                str(r["size"]),
                f"{r['approx']:.1f}",
                f"{r['exact']:.1f}",
                f"{r['approx'] / r['exact']:.3f}",
                f"{r['underestimated']}/{args.dags}",
            ]
            for r in rows
        ],
    )
    fig = plot_path(args.plot, Path("lop.png"))
    if fig:
        plot(rows, fig)
        print(f"wrote {fig}")
    if args.json:
        write_json(args.json, {"lop": rows, "dags": args.dags, "seed": args.seed})
        print(f"wrote {args.json}")
    return 0
