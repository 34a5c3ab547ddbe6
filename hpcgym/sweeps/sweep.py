"""A whole sweep: a scenario's runs through the runner into ``OUT``, then its summary.

``OUT`` holds ``sweep.json`` (the scenario text and what was asked), ``runs/`` (one result
per run), ``summary.json`` / ``summary.csv`` (mean ± 95% CI per group) and the study's
figure where it has one. A folder belongs to one scenario (its name, kind and file) and is
locked while a sweep runs in it: another scenario, or a second sweep at the same time, is
refused before anything is written.
"""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hpcgym import __version__
from hpcgym.errors import ScenarioError
from hpcgym.io import write_atomic
from hpcgym.sweeps import summary
from hpcgym.sweeps.lock import locked
from hpcgym.sweeps.run import dumps
from hpcgym.sweeps.runner import Outcome, execute, restored
from hpcgym.sweeps.scenario import Scenario


@dataclass(slots=True)
class Report:
    """What a sweep did and where it wrote it."""

    outcome: Outcome
    runs: int
    metrics: list[str] = field(default_factory=list)
    rows: list[dict[str, Any]] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)


def manifest(sc: Scenario, out: Path, runs: int, options: dict[str, Any]) -> None:
    """``OUT/sweep.json``: the scenario as run (text and checked values) and the options."""
    write_atomic(
        out / "sweep.json",
        dumps(
            {
                "name": sc.name,
                "kind": sc.kind.name,
                "file": sc.path,
                "path": _where(sc),
                "text": sc.text,
                "tables": sc.tables,
                "seeds": sc.seeds,
                "runs": runs,
                "version": __version__,
                "options": options,
                "started": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
            },
            indent=1,
        )
        + "\n",
    )


def _where(sc: Scenario) -> str:
    return str(Path(sc.path).resolve())


def check_owner(sc: Scenario, out: Path) -> None:
    """Refuse ``out`` if ``OUT/sweep.json`` says another scenario (name, kind or file) made it:
    its summary is not this one's to overwrite."""
    try:
        prev = json.loads((out / "sweep.json").read_text())
    except (OSError, ValueError):  # none yet, or unreadable: nothing to protect
        return
    if not isinstance(prev, dict):
        return
    mine = {"name": sc.name, "kind": sc.kind.name, "path": _where(sc)}
    theirs = {k: prev.get(k) for k in mine}
    diff = [k for k in mine if theirs[k] is not None and theirs[k] != mine[k]]
    if diff:
        raise ScenarioError(
            f"{out} holds the sweep of another scenario ({theirs['name']!r}, "
            f"{prev.get('file', theirs['path'])}): give another --out for {sc.name!r}, or "
            f"remove {out / 'sweep.json'} to take the folder over"
        )


def run(
    sc: Scenario,
    out: Path,
    *,
    backend: str = "local",
    jobs: int | None = 1,
    retries: int = 2,
    address: str | None = None,
    progress: bool = True,
    show: bool = True,
) -> Report:
    """Run every point of ``sc`` not yet in ``out``; summarise what finished. ``out`` is
    locked meanwhile, and refused if another scenario's sweep made it."""
    out = Path(out)
    specs = sc.specs()
    with locked(out, f"the sweep of {sc.name}"):
        check_owner(sc, out)
        return _run(sc, out, specs, backend, jobs, retries, address, progress, show)


def _run(
    sc: Scenario,
    out: Path,
    specs: list[Any],
    backend: str,
    jobs: int | None,
    retries: int,
    address: str | None,
    progress: bool,
    show: bool,
) -> Report:
    unique = list({s.key: s for s in specs}.values())
    manifest(
        sc,
        out,
        len(unique),
        {"backend": backend, "jobs": jobs, "retries": retries, "address": address},
    )
    outcome = execute(
        specs,
        backend=backend,
        jobs=jobs,
        out=out,
        retries=retries,
        address=address,
        progress=progress,
        title=sc.name,
    )
    docs = {d["key"]: d for d in outcome.docs if d is not None}
    # labels in grid order (a file's keys are sorted)
    finished = [{**restored(docs[s.key]), "labels": s.labels} for s in unique if s.key in docs]
    check_metrics(sc, finished, out)
    metrics, rows = summary.group_rows(finished, sc.metrics)
    if show and rows:
        summary.print_table(
            f"{sc.name} ({sc.kind.name}): {len(finished)} runs, mean ± 95% CI over seeds",
            metrics,
            rows,
        )
    extra = sc.kind.finish(sc, docs, out) if sc.kind.finish and docs else {}
    summary.write(out, metrics, rows, {"failed": [s.name for s, _ in outcome.failures], **extra})
    return Report(outcome, len(unique), metrics, rows, extra)


def check_metrics(sc: Scenario, finished: list[dict[str, Any]], out: Path) -> None:
    """Refuse an ``[objective]`` metric that no finished run reports (a misspelt name would
    print a column of ``-``), naming those they do; the runs stay in ``out``."""
    if not finished:
        return
    reported = {k for d in finished for k in d["metrics"]}
    head = sc.get("objective", "metric")
    named = ([head] if head else []) + list(sc.get("objective", "report") or [])
    for m in named:
        if m not in reported:
            key = "metric" if m == head else "report"
            raise ScenarioError(
                f"{sc.path}: [objective] {key}: no run reports {m!r}; they report "
                f"{', '.join(sorted(reported))} (the {len(finished)} runs are kept in "
                f"{out / 'runs'}: a rerun with the name fixed reuses them)"
            )
