"""``hpcgym lop``: LoP approximation vs exact width per workflow type (paper 003 Figure 2)."""
from __future__ import annotations

import argparse
import time
from pathlib import Path

from hpcgym.io import write_json
from hpcgym.workloads.scientific import KINDS


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``lop`` on the ``hpcgym`` sub-command parser."""
    lp = sub.add_parser("lop", help="LoP approximation vs exact width per workflow type "
                                    "(paper 003 Figure 2)")
    lp.add_argument("--kinds", default=",".join(KINDS), help="comma-separated workflow types")
    lp.add_argument("--sizes", default="30,50,100,200,300,400,600,800,1000",
                    help="comma-separated sizes")
    lp.add_argument("--dags", type=int, default=50, help="DAGs per type and size (paper: 50)")
    lp.add_argument("--seed", type=int, default=1)
    lp.add_argument("--plot", type=Path, default=Path("lop.png"), help="figure file")
    lp.add_argument("--json", type=Path, help='write {"lop": [rows]}')
    lp.set_defaults(func=run)



def _ints(text: str, what: str) -> list[int]:
    try:
        return [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise ValueError(f"--{what}: expected comma-separated integers, got {text!r}") from None


def run(args: argparse.Namespace) -> int:
    from hpcgym.studies.lop import compare, plot

    kinds = [k.strip() for k in args.kinds.split(",") if k.strip()]
    for k in kinds:
        if k not in KINDS:
            raise ValueError(f"--kinds: unknown workflow type {k!r}; known: {', '.join(KINDS)}")
    t0 = time.perf_counter()
    rows = compare(kinds, _ints(args.sizes, "sizes"), args.dags, args.seed)
    wall = time.perf_counter() - t0
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"Mean LoP over {args.dags} DAGs: token-wave approximation vs exact "
                        f"width ({wall:.1f} s)")
    for col in ("type", "size", "approx", "exact", "approx/exact", "underestimated"):
        table.add_column(col, justify="right")
    for r in rows:
        table.add_row(r["kind"], str(r["size"]), f"{r['approx']:.1f}", f"{r['exact']:.1f}",
                      f"{r['approx'] / r['exact']:.3f}", f"{r['underestimated']}/{args.dags}")
    Console(width=200).print(table)
    plot(rows, args.plot)
    print(f"wrote {args.plot}")
    if args.json:
        write_json(args.json, {"lop": rows, "dags": args.dags, "seed": args.seed})
        print(f"wrote {args.json}")
    return 0


