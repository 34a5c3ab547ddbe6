"""``hpcgym compare``: a paper's policies side by side on identical workloads, a table to the
terminal, ``{"runs": [...]}`` JSON and the paper-style figure as PNG. ``--scenario`` picks the
study; a study's own options are grouped under its name."""

from __future__ import annotations

import argparse

from hpcgym.cli.args import (
    add_force_size,
    add_runner_options,
    default_jobs,
    output_file,
    positive_int,
)
from hpcgym.cli.compare import speculative, warp, woas
from hpcgym.cli.compare.study import Study, check_size
from hpcgym.cli.output import add_plot_option, add_progress_option

STUDIES: tuple[Study, ...] = (woas.STUDY, speculative.STUDY, warp.STUDY)
BY_SCENARIO = {name: s for s in STUDIES for name in s.scenarios}
DESCRIPTION = """Run a paper's policies side by side on identical workloads and print a table;
--json writes every run and the summary, --plot the paper-style figure. --scenario picks the
study; each study's own options are grouped under its name below."""


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``compare`` on the ``hpcgym`` sub-command parser: the options every study
    takes, then a group per study."""
    papers = ", ".join(f"{s.family} ({s.paper.split(' §')[0]})" for s in STUDIES)
    c = sub.add_parser(
        "compare",
        help=f"a paper's policies on identical workloads: {papers}",
        description=DESCRIPTION,
    )
    c.add_argument(
        "--scenario",
        required=True,
        choices=list(BY_SCENARIO),
        metavar="SCENARIO",
        help="the study: "
        + "; ".join(f"{', '.join(s.scenarios)}: {s.about} ({s.paper})" for s in STUDIES),
    )
    c.add_argument(
        "--seeds", type=positive_int, help="; ".join(f"{s.family}: {s.seeds}" for s in STUDIES)
    )
    c.add_argument(
        "--full", action="store_true", help="the paper's sizes (see --seeds; woas-*: also 5 days)"
    )
    c.add_argument("--json", type=output_file, help='write {"runs": [...], "summary": ...}')
    add_plot_option(c, "beside --json, else <scenario>.png", "--figure")
    add_runner_options(c, jobs=default_jobs())
    add_force_size(c)
    add_progress_option(c)
    for s in STUDIES:
        if s.add_options is not None:
            s.add_options(c.add_argument_group(s.title))
    c.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    study = BY_SCENARIO[args.scenario]
    check_size(study, args)
    return study.run(args)
