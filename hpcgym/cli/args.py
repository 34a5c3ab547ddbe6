"""Argument types of the ``hpcgym`` sub-commands: each checks one option's value at parse
time, so a bad value stops the command before any work with argparse's one-line error naming
the option (``argument --days: must be a finite number > 0, got 'inf'``) and exit code 2.

Output paths are checked the same way: not a directory, and under a directory this process
can create files in (missing folders are made when the result is written). The sweep runner's
options (``--jobs``, ``--backend``, ``--out``...) are added by :func:`add_runner_options` and
read by :func:`runner`, the same on every command that runs through it; ``--jobs`` is capped at
the cores this process may use (:func:`capped_jobs`) unless ``--force-size`` or a Ray cluster
(``--address``) says otherwise.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

Invalid = argparse.ArgumentTypeError


def _integer(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise Invalid(f"expected an integer, got {text!r}") from None


def _number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise Invalid(f"expected a number, got {text!r}") from None
    if not math.isfinite(value):
        raise Invalid(f"must be a finite number, got {text!r}")
    return value


def positive_int(text: str) -> int:
    """An integer >= 1 (counts: seeds, jobs, steps, workers)."""
    value = _integer(text)
    if value < 1:
        raise Invalid(f"must be an integer >= 1, got {text!r}")
    return value


def nonneg_int(text: str) -> int:
    """An integer >= 0 (seeds, retries, warm-ups)."""
    value = _integer(text)
    if value < 0:
        raise Invalid(f"must be an integer >= 0, got {text!r}")
    return value


def positive_float(text: str) -> float:
    """A finite number > 0 (days, thresholds)."""
    value = _number(text)
    if value <= 0:
        raise Invalid(f"must be a finite number > 0, got {text!r}")
    return value


def fraction(text: str) -> float:
    """A number in (0, 1] (utilization levels and steps)."""
    value = _number(text)
    if not 0 < value <= 1:
        raise Invalid(f"must be a number in (0, 1], got {text!r}")
    return value


def json_object(text: str) -> dict[str, Any]:
    """A JSON object (``'{"jobs": 64}'``): keyword arguments or overrides."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as e:
        raise Invalid(f"not valid JSON ({e.msg} at column {e.colno}): {text!r}") from None
    if not isinstance(value, dict):
        raise Invalid(
            f"expected a JSON object like '{{\"key\": 1}}', got {type(value).__name__} {text!r}"
        )
    return value


def names(text: str) -> list[str]:
    """A non-empty comma-separated list of names (``fcfs,sjf``), blanks dropped."""
    items = [x.strip() for x in text.split(",") if x.strip()]
    if not items:
        raise Invalid(f"expected one name or a comma-separated list, got {text!r}")
    return items


def list_of(item: Callable[[str], Any]) -> Callable[[str], list[Any]]:
    """A non-empty comma-separated list, each value checked by ``item``."""

    def parse(text: str) -> list[Any]:
        try:
            return [item(x) for x in names(text)]
        except Invalid as e:
            raise Invalid(f"in {text!r}: {e}") from None

    parse.__name__ = f"list of {item.__name__}"
    return parse


def input_file(text: str) -> Path:
    """An existing, readable file."""
    path = Path(text)
    if not path.exists():
        raise Invalid(f"no such file: {text!r}")
    if path.is_dir():
        raise Invalid(f"{text!r} is a directory, not a file")
    if not os.access(path, os.R_OK):
        raise Invalid(f"{text!r} is not readable")
    return path


def trace_file(text: str) -> Path:
    """An SWF trace: a bundled trace's name, a file name in ``$HPCGYM_TRACES`` or a path
    (:func:`hpcgym.traces.find_trace`), which must be a readable file."""
    from hpcgym.traces import find_trace

    try:
        path = find_trace(text)
    except FileNotFoundError as e:
        raise Invalid(str(e)) from None
    return input_file(str(path))


def output_file(text: str) -> Path:
    """A file to write: not a directory, under a directory this process can write in."""
    path = Path(text)
    if path.is_dir():
        raise Invalid(f"cannot write {text!r}: it is a directory (give a file name)")
    if path.exists() and not os.access(path, os.W_OK):
        raise Invalid(f"cannot write {text!r}: the file is not writable")
    _writable_dir(path.parent, text)
    return path


def output_dir(text: str) -> Path:
    """A folder to write results in: a directory (or none yet) under a writable one."""
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise Invalid(f"cannot write into {text!r}: it exists and is not a directory")
    _writable_dir(path, text)
    return path


def path_clash(actions: Iterable[argparse.Action], args: argparse.Namespace) -> str | None:
    """Why the parsed options would write over one of their own inputs or outputs (an output
    file naming an input file or another output file), or None; checked before any work."""
    inputs: dict[Path, str] = {}
    outputs: dict[Path, str] = {}
    for action in actions:
        kind = (
            inputs
            if action.type in (input_file, trace_file)
            else outputs
            if action.type is output_file
            else None
        )
        value = getattr(args, action.dest, None)
        if kind is None or value is None:
            continue
        name = "/".join(action.option_strings) or action.dest
        for path in value if isinstance(value, list) else [value]:
            if not isinstance(path, (str, os.PathLike)):  # an option's const (--plot alone)
                continue
            key = Path(path).resolve()
            if kind is outputs and key in inputs:
                return f"{name} {path} would write over the input {inputs[key]} {path}"
            if kind is outputs and key in outputs:
                return f"{outputs[key]} and {name} name the same file {path}"
            kind.setdefault(key, name)
    clash = next((p for p in outputs if p in inputs), None)
    if clash is not None:
        return f"{outputs[clash]} {clash} would write over the input {inputs[clash]}"
    return None


def _writable_dir(folder: Path, text: str) -> None:
    """The nearest existing folder on the way to ``folder`` takes new files."""
    base = next((p for p in (folder, *folder.parents) if p.exists()), Path("."))
    if not base.is_dir():
        raise Invalid(f"cannot write {text!r}: {str(base)!r} is a file, not a directory")
    try:
        with tempfile.TemporaryFile(dir=base):
            pass
    except OSError as e:
        raise Invalid(
            f"cannot write {text!r}: directory {str(base)!r} is not writable ({e.strerror or e})"
        ) from None


def hpcgym_env(text: str) -> str:
    """A registered hpcgym env id: the commands train and judge only those."""
    from hpcgym.envs.registration import ENVS

    if text not in ENVS:
        raise Invalid(f"unknown env {text!r}: only hpcgym envs are supported: {', '.join(ENVS)}")
    return text


RETRIES = 2
JOBS_HELP = "worker processes (local) or CPUs to start (Ray)"
OUT_HELP = "also write each run to OUT/runs/ as it finishes; a rerun skips the runs already there"


def default_jobs() -> int:
    """Worker processes by default: the machine's cores, at most 2 (a shared machine)."""
    from hpcgym.sweeps.size import cores

    return min(2, cores())


def add_force_size(p: argparse.ArgumentParser | argparse._ArgumentGroup) -> None:
    """``--force-size``: go past the size bounds of :mod:`hpcgym.sizes` on purpose (a command
    refuses, before any work, a size whose estimated jobs, steps or runs are over them, naming
    the option and the estimate; and caps local workers at the cores); added once whatever
    adds it first."""
    from hpcgym.sizes import MAX_JOBS, MAX_RUNS

    if "--force-size" not in getattr(p, "_option_string_actions", {}):
        p.add_argument(
            "--force-size",
            action="store_true",
            help=f"go past hpcgym's size bounds (more than {MAX_JOBS:,} jobs a workload, "
            f"{MAX_RUNS:,} runs in a grid or run list, ...) and run more local --jobs than "
            "cores",
        )


def capped_jobs(args: argparse.Namespace, jobs: int | None) -> int | None:
    """``jobs`` at most the cores this process may use, with a one-line note when cut; not cut
    with ``--force-size`` or on a Ray cluster joined with ``--address`` (its CPUs are elsewhere)."""
    from hpcgym.sweeps.size import cores

    n = cores()
    if jobs is None or jobs <= n:
        return jobs
    if getattr(args, "force_size", False) or (
        getattr(args, "backend", "local") == "ray" and getattr(args, "address", None)
    ):
        return jobs
    force = "--force-size starts them all; " if hasattr(args, "force_size") else ""
    print(
        f"hpcgym: note: --jobs {jobs} is more than the {n} core(s) available: using {n} "
        f"({force}--backend ray --address uses a cluster's CPUs)",
        file=sys.stderr,
        flush=True,
    )
    return n


def add_runner_options(
    p: argparse.ArgumentParser,
    *,
    jobs: int | None = 1,
    jobs_help: str = JOBS_HELP,
    out_help: str = OUT_HELP,
    out_required: bool = False,
) -> None:
    """The sweep runner's options, one set for every command that runs through it: ``--jobs``
    (default ``jobs``), ``--backend``, ``--address``, ``--retries`` and ``--out`` (where each
    run's result is kept, so a rerun resumes)."""
    from hpcgym.sweeps.runner import BACKENDS

    g = p.add_argument_group(
        "runner",
        "how the runs are executed and where their results are kept (hpcgym sweep's runner)",
    )
    g.add_argument("--jobs", type=positive_int, default=jobs, help=jobs_help)
    g.add_argument(
        "--backend",
        default="local",
        choices=BACKENDS,
        help='local processes (default) or Ray tasks (needs Ray: pip install -e ".[ray]" in a '
        "clone of hpcgym)",
    )
    g.add_argument(
        "--address",
        help="Ray: join this cluster ('auto', 'ray://head:10001'); "
        "default: start Ray on this machine",
    )
    g.add_argument(
        "--retries",
        type=nonneg_int,
        default=RETRIES,
        help=f"attempts after the first for a run that fails (default {RETRIES})",
    )
    g.add_argument("--out", type=output_dir, required=out_required, help=out_help)


def runner(args: argparse.Namespace, title: str, **options: Any) -> Callable[..., Any]:
    """The sweep runner's executor (:func:`hpcgym.sweeps.runner.executor`) with the command's
    runner options and progress bar; ``options`` override them (``out``, ``log``)."""
    from hpcgym.sweeps.runner import executor

    return executor(
        **{
            "backend": args.backend,
            "jobs": capped_jobs(args, args.jobs),
            "out": args.out,
            "retries": args.retries,
            "address": args.address,
            "progress": not args.no_progress,
            "title": title,
            **options,
        }
    )
