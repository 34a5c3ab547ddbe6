"""What a command shows and writes, the same on every command: ``--help`` with each option's
default, ``--no-progress`` (the progress bar on stderr), ``--plot [PNG]`` (a figure only
when asked) and its tables (:func:`print_table`, at the terminal's width)."""

from __future__ import annotations

import argparse
import re
from collections.abc import Sequence
from pathlib import Path

from hpcgym.cli.args import output_file


class HelpFormatter(argparse.ArgumentDefaultsHelpFormatter):
    """Each option's default after its help, unless the help gives it already or there is
    none (a flag, an optional value): ``--help`` then states every default once. A command's
    description keeps its paragraphs (blank lines), each filled to the terminal's width but
    an indented one (an example command), which is printed as written."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        fill = super()._fill_text
        return "\n\n".join(
            p if p.startswith(" ") else fill(p, width, indent)  # an indented example stays
            for p in text.strip("\n").split("\n\n")
        )

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        if action.default is None or action.default is False or "default" in text:
            return text
        return super()._get_help_string(action) or text


def policy_help(what: str = "policy") -> str:
    """The ``--policy`` help: every native policy name and the ``+option`` suffixes."""
    from hpcgym.batch.policies import OPTIONS, POLICIES

    return (
        f"{what}; names: {', '.join(POLICIES)}; options after '+' (e.g. slurm+per-minute): "
        f"{', '.join('+' + o for o in OPTIONS)}"
    )


def add_progress_option(p: argparse.ArgumentParser) -> None:
    """``--no-progress``: the bar is transient and drawn only on a terminal, so this is for
    terminals that should stay quiet."""
    p.add_argument(
        "--no-progress",
        action="store_true",
        help="no progress bar on stderr (drawn only on a terminal, cleared at the end)",
    )


def add_plot_option(p: argparse.ArgumentParser, default: str, *aliases: str) -> None:
    """``--plot [PNG]`` (and ``aliases``, former names): write the figure, to PNG or to
    ``default``; no figure without it."""
    p.add_argument(
        "--plot",
        *aliases,
        dest="plot",
        nargs="?",
        const=True,
        type=output_file,
        metavar="PNG",
        help=f"write the figure to PNG (--plot alone: {default}); without "
        "--plot no figure is written",
    )


def plot_path(value: Path | bool | None, default: Path) -> Path | None:
    """The figure file ``--plot`` asked for (``default`` for a bare ``--plot``), or None."""
    if value is None or value is False:
        return None
    return default if value is True else Path(value)


NUMBER = re.compile(r"[-+]?[\d,.]*\d[\d,.]*(e[-+]?\d+)?\s*(%|/\s*[\d,]+)?|-|nan|inf")


def print_table(
    title: str, columns: Sequence[str], rows: Sequence[Sequence[str]], caption: str | None = None
) -> None:
    """A rich table of formatted cells, the one way every command prints one: a column of
    numbers is aligned right, a column of words left; cut into column groups that fit the
    terminal (:func:`hpcgym.io.show_tables`)."""
    from rich.table import Table

    from hpcgym.io import show_tables

    table = Table(title=title, caption=caption)
    for k, head in enumerate(columns):
        numeric = bool(rows) and all(NUMBER.fullmatch(r[k].strip()) for r in rows)
        table.add_column(head, justify="right" if numeric else "left")
    for row in rows:
        table.add_row(*row)
    show_tables(table)
