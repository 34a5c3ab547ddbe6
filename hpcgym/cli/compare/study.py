"""What one study's ``hpcgym compare`` is (:class:`Study`) and what every study writes: the
``--json`` document and the figure ``--plot`` asks for."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hpcgym.cli.output import plot_path
from hpcgym.io import write_json


@dataclass(frozen=True, slots=True)
class Study:
    """A paper's comparison: its ``--scenario`` names (``family`` in short), what it sets side by
    side and where in the paper, what ``--seeds`` and ``--full`` mean for it, its own options
    and its run."""

    scenarios: tuple[str, ...]
    family: str
    about: str
    paper: str
    seeds: str
    run: Callable[[argparse.Namespace], int]
    add_options: Callable[[argparse._ArgumentGroup], None] | None = None
    size: Callable[[argparse.Namespace], tuple[int, int]] | None = None  # (seeds, runs per seed)

    @property
    def title(self) -> str:
        """``family: about (paper)``, the study in one line of help."""
        return f"{self.family}: {self.about} ({self.paper})"


def check_size(study: Study, args: argparse.Namespace) -> None:
    """Refuse a run list above the bound before it is built: ``--seeds`` times the runs one
    seed plans (unless ``--force-size``)."""
    from hpcgym.sweeps.size import check_runs

    if study.size is None or args.force_size:
        return
    seeds, per = study.size(args)
    check_runs(f"--seeds {seeds:,} x {per:,} runs per seed", seeds * per)


def write_result(args: argparse.Namespace, doc: dict[str, Any]) -> None:
    """``--json``: the scenario's name and ``doc``."""
    if args.json:
        write_json(args.json, {"scenario": args.scenario, **doc})
        print(f"wrote {args.json}")


def figure_path(args: argparse.Namespace) -> Path | None:
    """The figure file ``--plot`` asks for: bare, beside ``--json`` or ``<scenario>.png``."""
    return plot_path(
        args.plot, args.json.with_suffix(".png") if args.json else Path(f"{args.scenario}.png")
    )
