"""``hpcgym scenarios``: the scenario files shipped in the package; ``show NAME`` prints one
to copy and edit."""

from __future__ import annotations

import argparse

from hpcgym.cli.output import print_table
from hpcgym.errors import InputError

DESCRIPTION = """List the scenario files shipped with hpcgym, or print one ('hpcgym scenarios show
NAME') to copy and edit; 'hpcgym sweep NAME' runs it."""


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``scenarios`` on the ``hpcgym`` sub-command parser."""
    sc = sub.add_parser(
        "scenarios", help="list the shipped scenario files, or show one", description=DESCRIPTION
    )
    sc.add_argument(
        "action",
        nargs="?",
        choices=["list", "show"],
        default="list",
        help="list the shipped files, or show one",
    )
    sc.add_argument("name", nargs="?", help="show: the scenario to print")
    sc.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from hpcgym.sweeps.scenario import find, load, shipped

    if args.action == "show":
        if not args.name:
            raise InputError("scenarios show: which one? (hpcgym scenarios lists them)")
        print(find(args.name).read_text(), end="")
        return 0
    rows = []
    for name, path in shipped().items():
        sc = load(path)
        rows.append(
            [
                name,
                sc.kind.name,
                str(len({s.key for s in sc.specs()})),
                sc.get("study", "description", ""),
            ]
        )
    print_table(
        "scenario files (hpcgym sweep NAME; hpcgym scenarios show NAME)",
        ["name", "kind", "runs", "description"],
        rows,
    )
    return 0
