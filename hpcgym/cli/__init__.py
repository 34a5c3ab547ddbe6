"""The ``hpcgym`` command: one module per sub-command, assembled here.

This is the top layer: it may import every other one. A command's module loads only when that
command runs (envs, baselines and agents only for ``train`` and ``evaluate``, so the other
commands need no torch), and ``run`` loads little beyond the simulator.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from importlib import import_module
from typing import Any, NoReturn

from hpcgym.cli.args import path_clash
from hpcgym.cli.output import HelpFormatter
from hpcgym.errors import HPCGymError

# Each command is the module hpcgym.cli.<name>, imported only when its command runs (or when
# the parser is built whole, for the top-level help).
COMMANDS = (
    "run",
    "workload",
    "compare",
    "lop",
    "maxutil",
    "capacity",
    "sequence",
    "train",
    "evaluate",
    "bench",
    "sweep",
    "scenarios",
)
# The variables OpenBLAS (numpy's BLAS) takes its thread count from, in its order.
BLAS_THREADS = ("OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS", "OMP_NUM_THREADS")
# A file the user named is missing, or of the wrong kind, or not theirs to read. Other OSErrors
# (disk full, I/O error, a lost Ray worker) are not about the input: they are reported as
# internal errors, with their type, and exit 1. A broken pipe ends the output quietly.
FILE_ERRORS = (FileNotFoundError, PermissionError, IsADirectoryError, NotADirectoryError)
DESCRIPTION = """Simulate HPC batch schedulers on traces and generated workloads, reproduce the
published policies' studies, and train and judge scheduling agents on hpcgym's Gymnasium
environments.

Run 'hpcgym COMMAND --help' for the options of a command."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run one sub-command; a user's mistake is one line and exit code 2, a bug one line and
    exit code 1 (``--debug`` or ``HPCGYM_DEBUG=1``: the traceback instead)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    with one_blas_thread():
        parser = build_parser(command_of(argv))
    parser.argv = argv  # type: ignore[attr-defined]  # for Parser.error's "did you mean"
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # argparse has printed its error (or the help)
        return e.code if isinstance(e.code, int) else 2
    debug = args.debug or os.environ.get("HPCGYM_DEBUG", "") not in ("", "0")
    try:
        return args.func(args)
    except KeyboardInterrupt as e:  # a command may say what it kept
        print(f"hpcgym: {one_line(e) if e.args else 'interrupted'}", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader of our output left (hpcgym ... | head): not an error
        return quiet_pipe()
    except Exception as e:
        code = sweep_ended(e)
        if code is not None:
            return code
        if debug:
            raise
        return report(e)


@contextmanager
def one_blas_thread() -> Iterator[None]:
    """numpy loaded inside this block (a command's module loads it) runs its BLAS on one thread,
    unless the user set the thread count (:data:`BLAS_THREADS`). OpenBLAS starts a thread per
    core as it loads, and they spin waiting for work before they sleep: ~0.08-0.13 s of CPU on
    2 cores, an eighth of ``hpcgym run``'s on CTC-SP2, for nothing, since hpcgym does no
    multi-threaded linear algebra (its arrays are element-wise; torch keeps its own threads).
    The variable is set for the load alone: the command's subprocesses (a sweep's workers)
    get the user's environment as it was. Documented in docs/getting-started.md."""
    if "numpy" in sys.modules or any(v in os.environ for v in BLAS_THREADS):
        yield
        return
    os.environ["OPENBLAS_NUM_THREADS"] = "1"
    try:
        yield
    finally:
        del os.environ["OPENBLAS_NUM_THREADS"]


def sweep_ended(e: Exception) -> int | None:
    """The exit code of a sweep's own ending (Ctrl-C in the runner, its finished runs kept;
    runs failed after their retries), None for any other exception. The runner's classes are
    looked up where the runner loaded them: a command that ran none has none to raise."""
    runner = sys.modules.get("hpcgym.sweeps.runner")
    if runner is None:
        return None
    if isinstance(e, runner.Interrupted):
        print(f"hpcgym: {e}", file=sys.stderr)
        return 130
    if isinstance(e, runner.RunsFailed):
        print(f"hpcgym: error: {e}", file=sys.stderr)
        return 1
    return None


def quiet_pipe() -> int:
    """Stop writing to a closed pipe without a second error at exit (Python's documented way:
    stdout onto /dev/null); exit status 141, a shell's for SIGPIPE."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 141


def report(e: Exception) -> int:
    """Print an exception as one line: exit code 2 for bad input, 1 for a bug."""
    if is_user_error(e):
        print(f"hpcgym: error: {one_line(e)}", file=sys.stderr)
        return 2
    print(
        f"hpcgym: internal error: {type(e).__name__}: {one_line(e)} (rerun with --debug "
        "for the traceback)",
        file=sys.stderr,
    )
    return 1


def is_user_error(e: BaseException) -> bool:
    """Bad input: hpcgym's own errors (values, names, traces, scenario files), an argument argparse
    refused, a file the user named that cannot be read, or an env id Gymnasium does not know.
    Anything else (a bare KeyError or ValueError included) is a bug of hpcgym."""
    if isinstance(
        e, (HPCGymError, argparse.ArgumentError, argparse.ArgumentTypeError, *FILE_ERRORS)
    ):
        return True
    gym_error = sys.modules.get("gymnasium.error")
    return gym_error is not None and isinstance(e, gym_error.Error)


def one_line(e: BaseException) -> str:
    """The message on one line (a KeyError's without the quotes ``str`` adds)."""
    msg = e.args[0] if isinstance(e, KeyError) and e.args else e
    return " ".join(line.strip() for line in str(msg).splitlines() if line.strip()) or repr(e)


class Parser(argparse.ArgumentParser):
    """argparse with a one-line error: the problem, a "did you mean" for a misspelt option
    and where the help is, no usage block. Abbreviations are off (``--seed`` is not
    ``--seeds``), and ``-5%`` is a value (a negative number, as ``-5`` is)."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        kw.setdefault("allow_abbrev", False)
        super().__init__(*args, **kw)
        self._negative_number_matcher = NEGATIVE

    def error(self, message: str) -> NoReturn:
        parser, hint = misspelt(self, message)
        self.exit(2, f"{parser.prog}: error: {message}{hint} (see {parser.prog} --help)\n")

    def parse_known_args(  # type: ignore[override]  # typeshed overloads on the namespace
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        parsed, extra = super().parse_known_args(args, namespace)
        clash = path_clash(self._actions, parsed)
        if clash:
            self.error(clash)
        return parsed, extra


# A negative number, or percentage, as argparse takes a value rather than an option.
NEGATIVE = re.compile(r"^-\d+%?$|^-\d*\.\d+%?$")


def misspelt(parser: argparse.ArgumentParser, message: str) -> tuple[argparse.ArgumentParser, str]:
    """For ``unrecognized arguments: --agnets fcfs``: the (sub-)command parser the options
    belong to and ``; did you mean --agents?`` (difflib's closest option), else ``parser``
    and nothing."""
    prefix = "unrecognized arguments: "
    if not message.startswith(prefix):
        return parser, ""
    words = [w.split("=", 1)[0] for w in message[len(prefix) :].split() if w.startswith("--")]
    chosen = parser
    for p in _sub_parsers(parser, getattr(parser, "argv", ())):
        chosen = p
    if not words:
        return chosen, ""
    options = [o for o in chosen._option_string_actions if o.startswith("--")]
    import difflib

    close = difflib.get_close_matches(words[0], options, n=1, cutoff=0.6)
    return chosen, f"; did you mean {close[0]}?" if close else ""


def _sub_parsers(
    parser: argparse.ArgumentParser, argv: Sequence[str]
) -> list[argparse.ArgumentParser]:
    """The chain of sub-parsers ``argv`` chose (``bench``, then its ``run``)."""
    chain: list[argparse.ArgumentParser] = []
    words = [a for a in argv if not a.startswith("-")]
    while True:
        subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        name = next((w for w in words if subs and w in subs[0].choices), None)
        if name is None:
            return chain
        words = words[words.index(name) + 1 :]
        parser = subs[0].choices[name]
        chain.append(parser)


def command_of(argv: Sequence[str]) -> str | None:
    """The command ``argv`` names (its first word that is not an option), if it is one."""
    word = next((a for a in argv if not a.startswith("-")), None)
    return word if word in COMMANDS else None


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The ``hpcgym`` parser with ``command``'s sub-parser, or every command's."""
    p = Parser(prog="hpcgym", description=DESCRIPTION, formatter_class=HelpFormatter)
    p.add_argument(
        "--debug",
        action="store_true",
        help="show the full traceback of an error (also: HPCGYM_DEBUG=1)",
    )
    # argparse only calls parser_class(**kwargs), so a partial serves; typeshed wants a class
    sub = p.add_subparsers(
        required=True,
        metavar="COMMAND",  # type: ignore[call-overload]
        parser_class=partial(Parser, formatter_class=HelpFormatter),
    )
    for name in COMMANDS if command is None else (command,):
        import_module(f"hpcgym.cli.{name}").add_command(sub)
    return p


if __name__ == "__main__":
    sys.exit(main())
