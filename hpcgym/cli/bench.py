"""``hpcgym bench``: the benchmark suite, named tasks with fixed held-out episodes (``list``
shows them, ``run`` judges agents on them and prints the leaderboard)."""

from __future__ import annotations

import argparse
import shutil
import sys
import textwrap
from pathlib import Path
from typing import TYPE_CHECKING

from hpcgym.cli.args import (
    add_runner_options,
    default_jobs,
    names,
    output_file,
    positive_int,
    runner,
)
from hpcgym.cli.output import add_plot_option, add_progress_option, plot_path

if TYPE_CHECKING:
    from hpcgym.bench.tasks import Task

DESCRIPTION = """The benchmark suite: named tasks, each an env with fixed held-out episodes and
reference baselines.

'hpcgym bench list' shows the tasks. 'hpcgym bench run TASK [TASK ...] --agents
f1,sjf,pretrained:NAME' runs the agents (and always the task's reference baselines) on the
task's test episodes and prints the leaderboard: each agent's score, the geometric mean over the
episodes of its objective divided by the best baseline's on the same episode (below 1 beats
it), with a 95% paired bootstrap interval, beside the secondary metrics it might trade away.
'all' runs every headline task; '--plot' draws each task's board as a chart."""
RUN_DESCRIPTION = """Run agents on benchmark tasks and print each task's leaderboard. A task
whose trace is missing stops the command, or with 'all' is skipped with a line saying why."""


def add_command(sub: argparse._SubParsersAction) -> None:
    """Register ``bench`` (``list``, ``run``) on the ``hpcgym`` sub-command parser."""
    from hpcgym.agents import pretrained
    from hpcgym.bench.tasks import TASKS

    b = sub.add_parser(
        "bench",
        help="the benchmark suite: tasks, fixed splits, leaderboard",
        description=DESCRIPTION,
    )
    actions = b.add_subparsers(required=True, metavar="ACTION")
    ls = actions.add_parser(
        "list",
        help="the tasks, their envs and episodes",
        description="List the benchmark tasks: each task's env, its episodes and its baselines.",
        formatter_class=b.formatter_class,
    )
    ls.set_defaults(func=list_tasks)
    r = actions.add_parser(
        "run",
        help="run agents on tasks and print the leaderboard",
        description=RUN_DESCRIPTION,
        formatter_class=b.formatter_class,
    )
    r.add_argument(
        "tasks",
        nargs="+",
        metavar="TASK",
        help=f"task names, or all (the headline ones): {', '.join(TASKS)}",
    )
    r.add_argument(
        "--agents",
        type=names,
        help="comma-separated agents besides the task's reference baselines: "
        "baseline names (each env's: hpcgym evaluate --help), paths to model.zip, "
        "pretrained:NAME (shipped: "
        f"{', '.join(pretrained.names()) or 'none'}), or "
        "lookahead:BASE[:K[:EVERY]] (the hindsight bound; not on reservation)"
        ", rollout:BASE[:K[:EVERY]][+runtimes|+sS[+arrH]|+mcS][+BASE2] (the same without "
        "hindsight: an online planner, on sampled scenarios with +s/+mc; dispatch tasks) "
        "or mc:BASE[:K[:S]] (walltime's Monte Carlo planner over the laws)",
    )
    r.add_argument(
        "--split",
        choices=("test", "validation"),
        default="test",
        help="held-out episodes to judge on (validation: for choosing checkpoints)",
    )
    r.add_argument(
        "--episodes",
        type=positive_int,
        help="judge on at most this many of the split's episodes (default: the task's number)",
    )
    r.add_argument(
        "--ledger",
        type=Path,
        help="results ledger (JSON) to record every test judgement in and count each "
        "entry's variants from (the suite's: docs/bench/ledger.json)",
    )
    r.add_argument(
        "--batch",
        type=positive_int,
        default=64,
        help="episodes a learned agent runs in lockstep, one policy forward for all of them "
        "(the same actions as one at a time; 1: one at a time)",
    )
    r.add_argument("--json", type=output_file, help="write every per-episode value and score")
    r.add_argument("--markdown", type=output_file, help="write the leaderboard as Markdown")
    add_plot_option(r, "bench.png")
    add_runner_options(
        r,
        jobs=default_jobs(),
        out_help="write each (agent, episode) run to OUT/<task>/runs/; a rerun reuses them",
    )
    add_progress_option(r)
    r.set_defaults(func=run)


def list_tasks(args: argparse.Namespace) -> int:
    from hpcgym.bench.tasks import TASKS

    width = max(map(len, TASKS))
    columns = max(shutil.get_terminal_size().columns, width + 40)
    indent = " " * (width + 1)
    for t in TASKS.values():
        kwargs = f" {dict(t.kwargs)}" if t.kwargs else ""
        off = ("" if t.headline else " [not headline: run by name]") + (
            " [deployment]" if t.deploy else ""
        )
        about = (
            f"{t.summary}; test {t.test}, validation {t.validation} episodes; "
            f"baselines {', '.join(t.baselines)}"
        )
        print(
            textwrap.fill(
                f"{t.name:<{width}}{off} {t.env}{kwargs}", columns, subsequent_indent=indent
            )
        )
        print(textwrap.fill(about, columns, initial_indent=indent, subsequent_indent=indent))
    return 0


def available(task: Task, skip_missing: bool) -> bool:
    """Whether the task's env can be made here (checked before any run): a missing trace is
    an error, or with ``all`` a skipped task and one line saying why."""
    try:
        task.make_env("test").close()
    except FileNotFoundError as e:
        if not skip_missing:
            raise
        print(f"hpcgym bench: skipping {task.name}: {e}", file=sys.stderr)
        return False
    return True


def run(args: argparse.Namespace) -> int:
    from hpcgym.bench import ledger
    from hpcgym.bench.board import markdown, plot, print_board
    from hpcgym.bench.run import run_task
    from hpcgym.bench.tasks import TASKS, get
    from hpcgym.io import write_atomic, write_json

    tasks = (
        [t for t in TASKS.values() if t.headline]
        if args.tasks == ["all"]
        else [get(n) for n in args.tasks]
    )
    tasks = [t for t in tasks if available(t, skip_missing=args.tasks == ["all"])]
    docs = []
    for task in tasks:
        execute = runner(args, f"bench {task.name}", out=args.out / task.name if args.out else None)
        doc = run_task(
            task, args.agents or [], args.split, args.episodes, execute, batch=args.batch
        )
        if args.ledger:
            entries = ledger.record(ledger.load(args.ledger), doc, "hpcgym bench run")
            doc["variants"] = ledger.counts(entries, doc)
            ledger.save(args.ledger, entries, ledger.about(args.ledger))
        print_board(doc)
        docs.append(doc)
    if args.json:
        write_json(args.json, {"tasks": docs})
        print(f"wrote {args.json}")
    if args.markdown:
        write_atomic(Path(args.markdown), markdown(docs))
        print(f"wrote {args.markdown}")
    path = plot_path(args.plot, Path("bench.png"))
    if path is not None:
        print(f"wrote {plot(docs, path)}")
    return 0
