"""The ``hpcgym`` command: one module per sub-command, assembled here.

This is the top layer: it may import every other one (envs, baselines and agents load only
when ``train`` or ``evaluate`` run, so the other commands need no torch).
"""
from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from hpcgym.cli import (compare, evaluate, lop, maxutil, run, scenarios, sequence, sweep, train,
                        workload)

COMMANDS = (run, workload, compare, lop, maxutil, sequence, train, evaluate, sweep, scenarios)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    from hpcgym.sweeps.runner import Interrupted, RunsFailed

    try:
        return args.func(args)
    except Interrupted as e:  # Ctrl-C in the runner: finished runs are kept
        print(f"hpcgym: {e}", file=sys.stderr)
        return 130
    except KeyboardInterrupt:
        print("hpcgym: interrupted", file=sys.stderr)
        return 130
    except RunsFailed as e:
        print(f"hpcgym: error: {e}", file=sys.stderr)
        return 1
    except (ValueError, KeyError, OSError) as e:
        msg = e.args[0] if isinstance(e, KeyError) and e.args else e
        print(f"hpcgym: error: {msg}", file=sys.stderr)
        return 2


def build_parser() -> argparse.ArgumentParser:
    """The ``hpcgym`` parser with every command's sub-parser."""
    p = argparse.ArgumentParser(prog="hpcgym", description=__doc__.splitlines()[0])
    sub = p.add_subparsers(required=True, metavar="COMMAND")
    for command in COMMANDS:
        command.add_command(sub)
    return p


if __name__ == "__main__":
    sys.exit(main())
