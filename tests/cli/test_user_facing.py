"""What a user meets first: ``--help`` written for users, tables that fit the terminal without
losing a value, install hints that work from a clone, and a trace named the same way wherever
one is taken (a bundled name, a file in ``$HPCGYM_TRACES``, a path)."""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from hpcgym.cli import build_parser, main
from hpcgym.cli.output import print_table
from hpcgym.traces import BUNDLED

ROOT = Path(__file__).resolve().parents[2]
# reST markup and notes for developers, which a user's --help must not show.
MARKUP = ("``", "`", ":class:", ":mod:", ":meth:", ":func:", ":data:", "issue ")


def parsers(
    p: argparse.ArgumentParser, path: str = "hpcgym"
) -> Iterator[tuple[str, argparse.ArgumentParser]]:
    yield path, p
    for action in p._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, child in action.choices.items():
                yield from parsers(child, f"{path} {name}")


def texts(p: argparse.ArgumentParser) -> Iterator[tuple[str, str]]:
    """Every text ``--help`` prints: description, epilog, group descriptions, each option's
    and each sub-command's help."""
    yield "description", p.description or ""
    yield "epilog", p.epilog or ""
    for group in p._action_groups:
        yield f"group {group.title}", group.description or ""
    for action in p._actions:
        yield "/".join(action.option_strings) or action.dest, action.help or ""
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                yield f"command {choice.dest}", choice.help or ""


def test_every_help_text_is_plain_user_text():
    seen = 0
    for path, p in parsers(build_parser()):
        assert (p.description or "").strip(), f"{path} has no description"
        for where, text in texts(p):
            bad = [m for m in MARKUP if m in text]
            assert not bad, f"{path} {where}: {bad} in {text!r}"
            seen += 1
    assert seen > 150  # every command's options were walked


def test_help_keeps_paragraphs_and_names_the_bundled_traces(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    assert main(["train", "--help"]) == 0
    text = capsys.readouterr().out
    assert "\n\nOne run trains into OUT itself" in text  # a paragraph of its own
    assert main(["run", "--help"]) == 0
    text = " ".join(capsys.readouterr().out.split())
    assert all(name in text for name in BUNDLED) and "$HPCGYM_TRACES" in text


def test_install_hints_work_from_a_clone(capsys, monkeypatch):
    """The package is not on an index: hints say pip install -e ".[extra]", never
    pip install hpcgym[...] (README.md, rewritten elsewhere, is left out)."""
    monkeypatch.setenv("COLUMNS", "2000")
    assert main(["sweep", "--help"]) == 0
    assert 'pip install -e ".[ray]"' in capsys.readouterr().out
    wrong = re.compile(r"""pip install +(['"]?)hpcgym\b""")
    files = [
        p
        for d in ("hpcgym", "envs", "baselines", "agents", "bench", "benchmarks", "docs")
        for p in (ROOT / d).rglob("*")
        if p.suffix in (".py", ".md", ".toml")
    ]
    hits = [str(p.relative_to(ROOT)) for p in files if wrong.search(p.read_text(encoding="utf-8"))]
    assert not hits


# -- tables ----------------------------------------------------------------------------------

HEAD = ["policy", *(f"metric_{k} ↓" for k in range(11))]
ROWS = [
    ["fcfs-easy+per-minute+count-held s12", *(f"{(k + 1) * 123_457:,}" for k in range(11))],
    ["slurm", *(f"{k / 7:.3f}" for k in range(11))],
]


def printed(capsys, monkeypatch, columns: int, head: list[str], rows: list[list[str]]) -> str:
    monkeypatch.setenv("COLUMNS", str(columns))
    print_table("a wide table", head, rows, caption="↓ lower is better")
    return capsys.readouterr().out


def blocks(out: str) -> list[dict[str, list[str]]]:
    """Each printed table's columns, the pieces of a column's lines joined without spaces."""
    found: list[dict[str, list[str]]] = []
    for line in out.splitlines():
        if line.startswith("┏"):
            found.append({"head": [], "body": []})
        elif line.startswith(("┃", "│")) and found:
            part = "head" if line.startswith("┃") else "body"
            cells = [c.replace(" ", "") for c in re.split("[┃│]", line)[1:-1]]
            cols = found[-1][part]
            cols += [""] * (len(cells) - len(cols))
            found[-1][part] = [c + piece for c, piece in zip(cols, cells)]
    return found


def test_a_wide_table_fits_80_columns_and_keeps_every_value(capsys, monkeypatch):
    out = printed(capsys, monkeypatch, 80, HEAD, ROWS)
    assert max(map(len, out.splitlines())) <= 80
    tables = blocks(out)
    assert len(tables) > 1  # cut into column groups
    bodies = {body for t in tables for body in t["body"]}
    heads = {head for t in tables for head in t["head"]}
    for k, head in enumerate(HEAD):
        assert "".join(r[k].replace(" ", "") for r in ROWS) in bodies, head
        assert head.replace(" ", "") in heads
    assert all(
        t["body"][0] == "".join(r[0].replace(" ", "") for r in ROWS) for t in tables
    )  # the key column
    for value in (c for r in ROWS for c in r[1:]):  # numbers are never broken
        assert any(value in line for line in out.splitlines()), value
    assert "a wide table" in out and "↓ lower is better" in out


def test_a_table_that_fits_is_printed_whole(capsys, monkeypatch):
    out = printed(capsys, monkeypatch, 250, HEAD, ROWS)
    assert len(blocks(out)) == 1 and max(map(len, out.splitlines())) <= 250


def test_a_cell_wider_than_the_terminal_folds_without_loss(capsys, monkeypatch):
    words = "a description that wraps at its spaces " * 3
    rows = [["x", "y" * 150, words.strip()], ["z", "1", "2"]]
    out = printed(capsys, monkeypatch, 60, ["name", "token", "text"], rows)
    assert max(map(len, out.splitlines())) <= 60
    bodies = {body for t in blocks(out) for body in t["body"]}
    for k in range(3):
        assert "".join(r[k].replace(" ", "") for r in rows) in bodies


# -- traces by name --------------------------------------------------------------------------


def metrics(path: Path) -> dict:
    doc = json.loads(path.read_text())
    return {k: v for k, v in doc["metrics"].items() if k not in ("wall_s", "jobs_per_s")}


def test_run_takes_a_bundled_name_a_traces_folder_name_or_a_path(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "traces"
    folder.mkdir()
    shutil.copy(BUNDLED["lublin_256"], folder / "copy.swf.gz")
    monkeypatch.setenv("HPCGYM_TRACES", str(folder))
    results = []
    for trace in ("lublin_256", "copy.swf.gz", str(BUNDLED["lublin_256"])):
        out = tmp_path / f"{len(results)}.json"
        argv = ["run", "--trace", trace, "--max-jobs", "64", "--no-progress", "--json", str(out)]
        assert main(argv) == 0, trace
        results.append(metrics(out))
    capsys.readouterr()
    assert results[0]["jobs"] == 64 and results[0] == results[1] == results[2]


def test_an_unknown_trace_is_one_error_listing_the_bundled_names(capsys, monkeypatch):
    monkeypatch.delenv("HPCGYM_TRACES", raising=False)
    assert main(["run", "--trace", "lublin_512", "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "--trace" in err and "'lublin_512'" in err and ", ".join(BUNDLED) in err
    assert "HPCGYM_TRACES is not set" in err


SCENARIO = """[study]
kind = "batch"
[workload]
type = "trace"
trace = {trace}
jobs = 50
[seeds]
count = 1
"""


def test_a_scenario_trace_key_takes_the_same_names(tmp_path, monkeypatch, capsys):
    from hpcgym.sweeps.scenario import load

    folder = tmp_path / "traces"
    folder.mkdir()
    shutil.copy(BUNDLED["lublin_256_new2"], folder / "copy.swf.gz")
    monkeypatch.setenv("HPCGYM_TRACES", str(folder))
    path = tmp_path / "s.toml"
    path.write_text(SCENARIO.format(trace='["lublin_256", "copy.swf.gz"]'))
    assert [s.config["workload"]["trace"] for s in load(path).specs()] == [
        "lublin_256",
        "copy.swf.gz",  # kept as a name: the run's key does not depend on the machine
    ]
    path.write_text(SCENARIO.format(trace='"lublin_512"'))
    assert main(["sweep", str(path), "--dry-run"]) == 2
    err = capsys.readouterr().err
    assert "[workload] trace" in err and "'lublin_512'" in err and ", ".join(BUNDLED) in err


@pytest.mark.parametrize(
    "script,names",
    [("replay.py", ["HPC2N-2002-2.2-cln.swf.gz"]), ("rlscheduler_table.py", ["HPC2N"])],
)
def test_benchmarks_say_which_traces_are_missing(tmp_path, script, names):
    env = {"PATH": "/usr/bin:/bin", "HPCGYM_TRACES": str(tmp_path)}
    proc = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), "--traces", str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert proc.returncode == 2 and proc.stdout == ""
    assert all(n in proc.stderr for n in names)
    assert "--traces DIR" in proc.stderr and "$HPCGYM_TRACES" in proc.stderr


PRINTS_A_LOT = """
import sys
import hpcgym.cli.bench as bench
from hpcgym.cli import main

def list_tasks(args):
    for k in range(200_000):  # far more than a pipe's buffer
        print(f"line {k}")
    return 0

bench.list_tasks = list_tasks
sys.exit(main(["bench", "list"]))
"""


def test_output_piped_into_a_reader_that_leaves_ends_quietly():
    """``hpcgym ... | head -1``: the reader closes the pipe early; no 'internal error', no
    traceback, the shell's SIGPIPE status."""
    proc = subprocess.Popen(
        [sys.executable, "-c", PRINTS_A_LOT], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert proc.stdout is not None and proc.stderr is not None
    assert proc.stdout.readline() == b"line 0\n"
    proc.stdout.close()  # as head does after its line
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 141, err
    assert err == ""
