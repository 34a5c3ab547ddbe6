"""The one sweep runner: skip what is done, run the rest on a backend, write each result.

Every front end (``hpcgym sweep``, ``compare``, ``maxutil``, ``evaluate``, ``train``) and the
studies' own ``workers=`` go through :func:`execute`. Runs with the same key are run once.
With a store, each finished run is a file at once (atomic), a rerun loads the files of
finished runs instead of running them and says how many (a corrupt one is set aside, named in
one line, and its run redone), an interrupt (Ctrl-C) stops the workers and raises
:class:`Interrupted` with what was kept, and the folder is locked meanwhile
(:mod:`hpcgym.sweeps.lock`): a second sweep on it is refused.
"""

from __future__ import annotations

import datetime as dt
import sys
from collections.abc import Callable, Sequence
from contextlib import closing, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hpcgym.errors import InputError, UnknownNameError
from hpcgym.progress import Bar
from hpcgym.sizes import duration
from hpcgym.sweeps.local import local
from hpcgym.sweeps.lock import locked
from hpcgym.sweeps.run import RunSpec, restore
from hpcgym.sweeps.store import Corrupt, Store

BACKENDS = ("local", "ray")


class Interrupted(Exception):
    """Ctrl-C during a sweep: ``done`` of ``total`` runs are finished (and on disk, if any)."""

    def __init__(self, done: int, total: int, out: Path | None) -> None:
        where = (
            f"kept in {out}; rerun the same command to resume" if out else "not saved (no --out)"
        )
        super().__init__(f"interrupted: {done} of {total} runs finished, {where}")
        self.done, self.total, self.out = done, total, out


class RunsFailed(RuntimeError):
    """Runs that failed after their last retry (the others are done and saved)."""

    def __init__(self, failures: list[tuple[RunSpec, str]]) -> None:
        lines = [f"{s.name}: {err.splitlines()[0] if err else 'failed'}" for s, err in failures[:5]]
        more = f"\n  ... and {len(failures) - 5} more" if len(failures) > 5 else ""
        super().__init__(f"{len(failures)} run(s) failed:\n  " + "\n  ".join(lines) + more)
        self.failures = failures


@dataclass(slots=True)
class Outcome:
    """Per spec (in the order given) its result document, None for a failed run."""

    docs: list[dict[str, Any] | None]
    ran: int = 0
    skipped: int = 0
    failures: list[tuple[RunSpec, str]] = field(default_factory=list)


def _doc(
    spec: RunSpec, out: dict[str, Any], attempts: int | None, backend: str, workdir: str | None
) -> dict[str, Any]:
    return {
        "key": spec.key,
        "func": spec.func,
        "config": spec.config,
        "labels": spec.labels,
        "seed": spec.config.get("seed"),
        "metrics": out["metrics"],
        "timing": out["timing"],
        "data": out["data"],
        "wall_s": out["wall_s"],
        "cpu_s": out.get("cpu_s"),
        "host": out["host"],
        "version": out["version"],
        "backend": backend,
        "attempts": attempts,
        "workdir": workdir,
        "finished": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        **({"inputs": spec.inputs} if spec.inputs else {}),
    }


def execute(
    specs: Sequence[RunSpec],
    *,
    backend: str = "local",
    jobs: int | None = 1,
    out: Path | str | None = None,
    retries: int = 2,
    address: str | None = None,
    progress: bool = False,
    title: str = "runs",
    log: Callable[[str], None] | None = None,
    fail_fast: bool = False,
) -> Outcome:
    """Run ``specs`` (each distinct key once) and return their result documents.

    A run that fails after its retries is reported and the others go on; with
    ``fail_fast`` the first failure stops the sweep and is raised (what the run raised, with
    the run named in a note), as a direct call of the study would."""
    if backend not in BACKENDS:
        raise UnknownNameError(f"unknown backend {backend!r}; known: {', '.join(BACKENDS)}")
    if retries < 0:
        raise InputError(f"retries must be >= 0, got {retries}")
    with locked(Path(out), f"a sweep ({title})") if out is not None else nullcontext():
        return _execute(
            specs, backend, jobs, out, retries, address, progress, title, log, fail_fast
        )


def _execute(
    specs: Sequence[RunSpec],
    backend: str,
    jobs: int | None,
    out: Path | str | None,
    retries: int,
    address: str | None,
    progress: bool,
    title: str,
    log: Callable[[str], None] | None,
    fail_fast: bool,
) -> Outcome:
    store = Store(Path(out)) if out is not None else None
    unique: dict[str, RunSpec] = {}
    for s in specs:
        unique.setdefault(s.key, s)
    docs: dict[str, dict[str, Any]] = {}
    say = log or (lambda m: print(m, file=sys.stderr, flush=True))
    if store is not None:
        store.clean()
        for key, path in store.done().items():
            if key in unique:
                try:
                    docs[key] = store.load(path, key)
                except Corrupt as e:
                    aside = store.set_aside(path)
                    say(f"{e.path} is corrupt ({e.why}): set aside as {aside.name}; run again")
    if docs and store is not None:
        say(f"{len(docs)} of {len(unique)} runs already done in {store.root}: skipping them")
    todo = [s for k, s in unique.items() if k not in docs]
    plan = Plan(title, len(todo), jobs or 1, backend, _cpu_per_run(docs.values(), todo))
    if progress and todo:
        say(plan.before())
    workdirs = [s.workdir or (str(store.workdir(s).resolve()) if store else None) for s in todo]
    outcome = Outcome([], skipped=len(docs))
    events: Any
    if not todo:  # all done: no backend to start (Ray takes seconds)
        events = iter(())
    elif backend == "ray":
        from hpcgym.sweeps.remote import ray_runs

        events = ray_runs(todo, workdirs, jobs, retries, address)
    else:
        events = local(todo, workdirs, jobs or 1, retries)
    try:
        with (
            closing(events) if hasattr(events, "close") else nullcontext(),
            Bar(title, len(todo), progress) as bar,
        ):
            for ev in events:
                spec = todo[ev.index]
                if ev.output is None:
                    if fail_fast:
                        raise _failure(spec, ev.error or "", ev.exc)
                    outcome.failures.append((spec, ev.error or ""))
                    bar.print(f"run {spec.name} failed: {(ev.error or '').splitlines()[0]}")
                else:
                    doc = _doc(spec, ev.output, ev.attempts, backend, workdirs[ev.index])
                    if store is not None:
                        store.write(spec, doc)
                    docs[spec.key] = doc
                    outcome.ran += 1
                    if progress and outcome.ran == 1 and plan.measured is None:
                        line = plan.after_first(doc.get("cpu_s"))
                        if line:
                            bar.print(line)
                bar.advance()
    except KeyboardInterrupt:
        raise Interrupted(len(docs), len(unique), store.root if store else None) from None
    outcome.docs = [docs.get(s.key) for s in specs]
    return outcome


@dataclass(slots=True)
class Plan:
    """What a sweep is about to do, said before it starts: ``runs`` to run on ``workers`` and,
    from ``measured`` CPU-seconds a run (finished runs of the same function in the store, or
    the first run of this sweep), the CPU time the rest will take and the wall time on the
    workers when they each have a core. Estimates under :data:`QUIET` seconds are not said."""

    title: str
    runs: int
    workers: int
    backend: str
    measured: float | None = None

    def before(self) -> str:
        on = f"{self.workers} Ray CPUs" if self.backend == "ray" else _workers(self.workers)
        head = f"{self.title}: {self.runs:,} run{'s' if self.runs != 1 else ''} on {on}"
        estimate = self._estimate(self.runs)
        return f"{head}; {estimate} (as the finished ones took)" if estimate else head

    def after_first(self, cpu_s: float | None) -> str | None:
        """The estimate of the runs left from the first run's CPU time (None: nothing to say)."""
        if cpu_s is None or self.runs < 2:
            return None
        self.measured = cpu_s
        estimate = self._estimate(self.runs - 1)
        return (
            f"{self.title}: the first run took {cpu_s:.3g} CPU-s; {estimate}" if estimate else None
        )

    def after_part(self, cpu_s: float, done: int, total: int, unit: str) -> str | None:
        """The estimate of a single run's rest from the CPU time of its first ``done`` of
        ``total`` ``unit`` (a training run's first rollout and update; None: nothing to
        say)."""
        left = total - done
        if left <= 0 or done <= 0:
            return None
        cpu = cpu_s * left / done
        if cpu < QUIET:
            return None
        return (
            f"{self.title}: the first {done:,} of {total:,} {unit} took {cpu_s:.3g} CPU-s; "
            f"the {left:,} left: about {cpu_text(cpu)}"
        )

    def _estimate(self, runs: int) -> str | None:
        if self.measured is None:
            return None
        cpu = self.measured * runs
        workers = max(1, min(self.workers, runs))
        if cpu / workers < QUIET:
            return None
        return (
            f"the {runs:,} left: about {cpu_text(cpu)}, {duration(cpu / workers)} on "
            f"{_workers(workers)}"
        )


#: Wall-clock seconds below which an estimate is not worth a line.
QUIET = 20.0


def _workers(n: int) -> str:
    return f"{n} worker{'s' if n != 1 else ''}"


def cpu_text(seconds: float) -> str:
    """``1,234 CPU-s (~21 min)``."""
    if seconds < 100:
        return f"{seconds:.2g} CPU-s"
    return f"{seconds:,.0f} CPU-s ({duration(seconds)})"


def _cpu_per_run(done: Any, todo: Sequence[RunSpec]) -> float | None:
    """Mean CPU-seconds of the finished runs of the functions still to run (None: none)."""
    funcs = {s.func for s in todo}
    times = [d["cpu_s"] for d in done if d.get("func") in funcs and d.get("cpu_s") is not None]
    return sum(times) / len(times) if times else None


def _failure(spec: RunSpec, error: str, exc: BaseException | None) -> BaseException:
    """The exception a failed run raised (noting which run), else :class:`RunsFailed`."""
    if isinstance(exc, Exception):
        if hasattr(exc, "add_note"):  # Python >= 3.11
            exc.add_note(f"in run {spec.name} ({spec.func})")
        return exc
    return RunsFailed([(spec, error)])


def restored(doc: dict[str, Any]) -> dict[str, Any]:
    """A result document with its metrics as the run returned them: null back to NaN, the
    timings back in."""
    return {
        **doc,
        "metrics": restore({**doc["metrics"], **doc.get("timing", {})}),
        "data": restore(doc["data"]),
    }


def map_runs(
    func: str,
    configs: Sequence[dict[str, Any]],
    labels: Sequence[dict[str, Any]] | None = None,
    **kw: Any,
) -> list[dict[str, Any]]:
    """``func`` over ``configs`` through :func:`execute` (``kw``: its options); the result
    documents in order, metrics restored. The first run that fails stops it and is raised."""
    specs = [RunSpec(func, c, dict(labels[k]) if labels else {}) for k, c in enumerate(configs)]
    outcome = execute(specs, **{"fail_fast": True, **kw})
    if outcome.failures:
        raise RunsFailed(outcome.failures)
    return [restored(d) for d in outcome.docs if d is not None]


Execute = Callable[..., list[dict[str, Any]]]


def executor(**kw: Any) -> Execute:
    """:func:`map_runs` with these options bound: what the studies take as ``execute``."""

    def run(
        func: str, configs: Sequence[dict[str, Any]], labels: Sequence[dict[str, Any]] | None = None
    ) -> list[dict[str, Any]]:
        return map_runs(func, configs, labels, **kw)

    return run
