"""``hpcgym capacity``: ilyushkin2015's Table I estimated from the workflows' structure (``1 / r``)."""

from __future__ import annotations

import argparse

from hpcgym.cli.args import names, nonneg_int, positive_int
from hpcgym.studies.capacity import POLICIES, estimate, format_estimate

DESCRIPTION = """Estimate from the workflows' structure alone, without a simulation, the
utilization each reserving task policy can reach per workflow type: 1/r, with r the
work-weighted capacity a workflow holds when it runs alone (ilyushkin2015 Table I)."""


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``capacity`` on the ``hpcgym`` sub-command parser."""
    cp = sub.add_parser(
        "capacity",
        help="1/r per workflow type and reserving policy: the "
        "structural estimate of ilyushkin2015's Table I",
        description=DESCRIPTION,
    )
    cp.add_argument(
        "--policies",
        type=names,
        default=",".join(POLICIES),
        help="comma-separated task policies (sr, slop<f>, fes<depth>, bf, ...)",
    )
    cp.add_argument("--workflows", type=positive_int, default=600, help="per workflow type")
    cp.add_argument("--seed", type=nonneg_int, default=9, help="workload seed")
    cp.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    print(format_estimate(estimate(args.policies, args.workflows, args.seed)))
    return 0
