"""One error hierarchy: every exception hpcgym raises on purpose is an ``HPCGymError``; the
command reports those (and argparse's, Gymnasium's, and a missing or unreadable file) as the
user's mistake, exit 2, and anything else as an internal error, exit 1."""

from __future__ import annotations

import ast
import gzip
import inspect
from pathlib import Path

import pytest

import hpcgym
from hpcgym import errors
from hpcgym.cli import main
from hpcgym.errors import (
    HPCGymError,
    InputError,
    InputTypeError,
    ModelError,
    ScenarioError,
    UnknownNameError,
    WorkflowError,
    WorkloadError,
)

ROOT = Path(__file__).resolve().parents[2]
TRACE = """; MaxProcs: 4
1 0 -1 100 2 -1 -1 2 100 -1 1 1 -1 -1 -1 -1 -1 -1
2 10 -1 50 4 -1 -1 4 60 -1 1 1 -1 -1 -1 -1 -1 -1
"""

# The folders whose deliberate raises use hpcgym.errors.
SCANNED = ("hpcgym", "envs", "baselines", "bench", "agents")
# (file, function): why a bare built-in is right there.
ALLOWED = {
    ("hpcgym/sweeps/run.py", "_plain"): "json's default= hook must raise TypeError for a value "
    "it cannot encode (json.dumps reports it)",
    ("hpcgym/sweeps/probe.py", "flaky"): "a test probe standing in for a study that fails with "
    "a built-in ValueError (test_sweeps pins its type)",
}
BUILTINS = {"ValueError", "KeyError", "TypeError"}


def _classes() -> list[type]:
    return [
        c for _, c in inspect.getmembers(errors, inspect.isclass) if c.__module__ == errors.__name__
    ]


def test_every_class_derives_from_the_base():
    assert set(errors.__all__) == {c.__name__ for c in _classes()}
    for c in _classes():
        assert issubclass(c, HPCGymError), c


def test_input_errors_keep_their_builtin_parents():
    for c in _classes():
        if issubclass(c, InputError):
            assert issubclass(c, ValueError), c
    assert issubclass(InputTypeError, TypeError)
    assert issubclass(UnknownNameError, KeyError)
    assert issubclass(errors.InvalidActionError, ValueError)


def test_unknown_name_reads_as_its_message():
    e = UnknownNameError("unknown policy 'lifo'; known: fcfs")
    assert str(e) == "unknown policy 'lifo'; known: fcfs"
    assert str(KeyError("x")) == "'x'"  # what UnknownNameError does not do


def test_the_modules_own_names_are_the_hierarchy():
    from hpcgym.batch.workload import WorkloadError as batch_workload_error
    from hpcgym.sweeps.schema import ScenarioError as schema_scenario_error
    from hpcgym.warp import InfeasibleError, SolverTimeout
    from hpcgym.workflow import WorkflowError as workflow_error
    from hpcgym.workloads.swf import SWFError

    assert workflow_error is WorkflowError
    assert batch_workload_error is WorkloadError and hpcgym.WorkloadError is WorkloadError
    assert schema_scenario_error is ScenarioError
    assert issubclass(SWFError, WorkloadError)
    assert issubclass(InfeasibleError, WorkflowError)
    assert issubclass(SolverTimeout, HPCGymError) and issubclass(SolverTimeout, RuntimeError)


def _bare_raises(path: Path) -> list[tuple[int, str, str]]:
    """(line, enclosing function, name) of each ValueError/KeyError/TypeError raised or built."""
    tree = ast.parse(path.read_text())
    out = []

    def visit(node: ast.AST, func: str) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            func = node.name
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in BUILTINS
        ):
            out.append((node.lineno, func, node.func.id))
        elif (
            isinstance(node, ast.Raise)
            and isinstance(node.exc, ast.Name)
            and node.exc.id in BUILTINS
        ):
            out.append((node.lineno, func, node.exc.id))
        for child in ast.iter_child_nodes(node):
            visit(child, func)

    visit(tree, "<module>")
    return out


def test_no_bare_builtin_is_raised_outside_the_allowlist():
    found, used = [], set()
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            for line, func, name in _bare_raises(path):
                if (rel, func) in ALLOWED:
                    used.add((rel, func))
                else:
                    found.append(f"{rel}:{line} ({func}): {name}")
    assert not found, "raise a class of hpcgym.errors instead:\n" + "\n".join(found)
    assert used == set(ALLOWED), f"stale allowlist entries: {set(ALLOWED) - used}"


# --- the command --------------------------------------------------------------------------------


@pytest.fixture
def trace(tmp_path: Path) -> Path:
    p = tmp_path / "t.swf"
    p.write_text(TRACE)
    return p


def test_an_internal_key_error_is_exit_1_and_says_internal(trace, monkeypatch, capsys):
    def broken(name):
        raise KeyError(5)

    monkeypatch.setattr("hpcgym.cli.run.get_policy", broken)
    assert main(["run", "--trace", str(trace), "--no-progress"]) == 1
    err = capsys.readouterr().err
    assert err.strip() == (
        "hpcgym: internal error: KeyError: 5 (rerun with --debug for the traceback)"
    )


@pytest.mark.parametrize(
    "exc", [ValueError("x"), TypeError("x"), OSError(28, "No space left"), EOFError("x")]
)
def test_other_builtins_inside_a_command_are_internal(exc, trace, monkeypatch, capsys):
    def broken(*args, **kwargs):
        raise exc

    monkeypatch.setattr("hpcgym.cli.run.compute", broken)
    assert main(["run", "--trace", str(trace), "--no-progress"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"hpcgym: internal error: {type(exc).__name__}: ")
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "argv,message",
    [
        (
            ["run", "--trace", "{t}", "--policy", "lifo", "--no-progress"],
            "hpcgym: error: unknown policy 'lifo'; known: ",
        ),
        (
            ["run", "--trace", "{d}/bad.swf", "--no-progress"],
            "hpcgym: error: {d}/bad.swf:4: expected 18 fields, got 4",
        ),
        (
            ["run", "--trace", "{d}/trunc.swf.gz", "--no-progress"],
            "hpcgym: error: {d}/trunc.swf.gz: not a readable gzip file",
        ),
        (["scenarios", "show", "nosuch"], "hpcgym: error: unknown scenario 'nosuch': not a file"),
        (
            ["scenarios", "show", "{d}/nosuch.toml"],
            "hpcgym: error: {d}/nosuch.toml: no such scenario file",
        ),
    ],
)
def test_a_user_mistake_is_exit_2_naming_the_input(argv, message, trace, capsys):
    d = trace.parent
    (d / "bad.swf").write_text(TRACE + "3 20 -1 30\n")
    (d / "trunc.swf.gz").write_bytes(gzip.compress(TRACE.encode())[:30])
    fill = {"{t}": str(trace), "{d}": str(d)}
    for k, v in fill.items():
        argv = [a.replace(k, v) for a in argv]
        message = message.replace(k, v)
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(message), err
    assert len(err.strip().splitlines()) == 1


def test_rlscheduler_reader_names_the_file(tmp_path):
    from hpcgym.batch.rlscheduler import read_rlscheduler_trace

    trunc = tmp_path / "trunc.swf.gz"
    trunc.write_bytes(gzip.compress(("; MaxNodes: 4\n" + TRACE).encode())[:30])
    with pytest.raises(WorkloadError, match=r"trunc\.swf\.gz: not a readable gzip file"):
        read_rlscheduler_trace(str(trunc))
    short = tmp_path / "short.swf"
    short.write_text("; MaxNodes: 4\n" + TRACE + "3 20 -1\n")
    with pytest.raises(WorkloadError, match=r"short\.swf:5: not an SWF record"):
        read_rlscheduler_trace(str(short))


def test_a_broken_training_config_is_a_model_error(tmp_path):
    from hpcgym.agents.models import load, saved_config

    (tmp_path / "config.json").write_text("{not json")
    with pytest.raises(ModelError, match=r"config\.json: not a training config"):
        load(tmp_path / "model.zip")
    with pytest.raises(ModelError, match=r"config\.json: not a training config"):
        saved_config(tmp_path)
    (tmp_path / "config.json").write_text('{"config": {"bogus": 1}}')
    with pytest.raises(ModelError, match="not a training config of this hpcgym"):
        load(tmp_path / "model.zip")
