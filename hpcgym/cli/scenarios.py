"""``hpcgym scenarios``: the scenario files shipped in the package; ``show NAME`` prints one
to copy and edit."""
from __future__ import annotations

import argparse

from hpcgym.errors import InputError


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``scenarios`` on the ``hpcgym`` sub-command parser."""
    sc = sub.add_parser("scenarios", help="list the shipped scenario files, or show one",
                        description=__doc__)
    sc.add_argument("action", nargs="?", choices=["list", "show"], default="list",
                    help="list the shipped files, or show one")
    sc.add_argument("name", nargs="?", help="show: the scenario to print")
    sc.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from hpcgym.sweeps.scenario import find, load, shipped

    if args.action == "show":
        if not args.name:
            raise InputError("scenarios show: which one? (hpcgym scenarios lists them)")
        print(find(args.name).read_text(), end="")
        return 0
    from rich.console import Console
    from rich.table import Table

    table = Table(title="scenario files (hpcgym sweep NAME; hpcgym scenarios show NAME)")
    for col in ("name", "kind", "runs", "description"):
        table.add_column(col, justify="right" if col == "runs" else "left")
    for name, path in shipped().items():
        sc = load(path)
        runs = len({s.key for s in sc.specs()})
        table.add_row(name, sc.kind.name, str(runs), sc.get("study", "description", ""))
    Console(width=160).print(table)
    return 0
