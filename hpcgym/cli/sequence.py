"""``hpcgym sequence``: the optimal reservation sequence of a stochastic job (gainaru2019 §4).

    hpcgym sequence --dist truncnorm --params mu=8,sigma=2 --support 0,20 --n 200 --zeta 0

prints the sequence (TOptimal for ζ = 0, ATOptimal for 0 < ζ < 1) and its expected makespan
E[T] in the support's units; ``--json`` writes ``{"sequence": [...], "expected_makespan": x}``.
"""

from __future__ import annotations

import argparse
import math

from hpcgym.cli.args import output_file
from hpcgym.errors import InputError
from hpcgym.io import write_json

LAWS = ("truncnorm", "beta", "truncexp", "boundedpareto")
DESCRIPTION = """Compute the optimal sequence of reservations for a job whose execution time
follows a known law (gainaru2019 §4): TOptimal with --zeta 0, ATOptimal with a backfilling rate
0 < zeta < 1. Prints the sequence and its expected makespan E[T] in the support's units, e.g.

  hpcgym sequence --dist truncnorm --params mu=8,sigma=2 --support 0,20"""


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``sequence`` on the ``hpcgym`` sub-command parser."""
    p = sub.add_parser(
        "sequence",
        help="optimal reservation sequence of a stochastic job (gainaru2019: TOptimal, ATOptimal)",
        description=DESCRIPTION,
    )
    p.add_argument(
        "--dist",
        required=True,
        choices=LAWS,
        help="execution-time law: truncnorm (mu, sigma), beta (alpha, beta), "
        "truncexp (lam), boundedpareto (alpha)",
    )
    p.add_argument("--params", default="", help="the law's parameters, e.g. mu=8,sigma=2")
    p.add_argument("--support", required=True, help="a,b: the law's support, e.g. 0,20")
    p.add_argument("--n", type=int, default=200, help="discretisation points (default 200)")
    p.add_argument(
        "--zeta",
        type=float,
        default=0.0,
        help="backfilling rate in [0, 1): 0 is TOptimal (default), else ATOptimal",
    )
    p.add_argument(
        "--json", type=output_file, help='write {"sequence": [...], "expected_makespan": x}'
    )
    p.set_defaults(func=run)


def parse_params(text: str) -> dict[str, float]:
    """``"mu=8,sigma=2"`` as ``{"mu": 8.0, "sigma": 2.0}``; errors name the bad item."""
    out: dict[str, float] = {}
    for item in filter(None, (x.strip() for x in text.split(","))):
        key, eq, value = item.partition("=")
        try:
            number = float(value) if eq else None
        except ValueError:
            number = None
        if number is None:
            raise InputError(f"--params: expected name=number items, got {item!r}")
        name = key.strip()
        if name in out:
            raise InputError(f"--params: {name} given twice ({text!r})")
        out[name] = number
    return out


def parse_support(text: str) -> tuple[float, float]:
    try:
        a, b = (float(x) for x in text.split(","))
    except ValueError:
        raise InputError(f"--support: expected a,b (two numbers), got {text!r}") from None
    if not (math.isfinite(a) and math.isfinite(b)):
        raise InputError(f"--support: bounds must be finite, got {text!r}")
    return a, b


def run(args: argparse.Namespace) -> int:
    from hpcgym.speculative.laws import make_law
    from hpcgym.speculative.sequence import optimal_sequence

    law = make_law(args.dist, parse_params(args.params), parse_support(args.support))
    result = optimal_sequence(law, args.n, args.zeta)
    name = "TOptimal" if args.zeta == 0 else f"ATOptimal(zeta={args.zeta:g})"
    print(f"{name} on {args.dist} {args.params} over [{law.a:g}, {law.b:g}], n={args.n}:")
    print("  sequence: " + ", ".join(f"{v:.4g}" for v in result.sequence))
    print(f"  expected makespan E[T] = {result.expected_makespan:.6g}")
    if args.json:
        write_json(
            args.json, {"sequence": result.sequence, "expected_makespan": result.expected_makespan}
        )
        print(f"wrote {args.json}")
    return 0
