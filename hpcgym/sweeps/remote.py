"""The Ray backend: each run a Ray task, results gathered by this driver as they finish.

``ray.init()`` starts a local Ray instance (``jobs`` CPUs, default all) unless Ray is already
initialised or ``address`` names a cluster to join (``"auto"``, ``"ray://head:10001"``).
A task that raises or whose worker dies is retried by Ray up to ``retries`` times; the
driver writes each result as it arrives, so a run lost for good costs only itself and a
restarted sweep resumes from the files. The workers run the same :func:`hpcgym.sweeps.run.call`
as local workers do, so a run's metrics are the same bytes on either backend. The nodes need
hpcgym installed (the same version: each result records the worker's).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator, Sequence
from types import ModuleType

from hpcgym.errors import InputError
from hpcgym.sweeps.local import Event
from hpcgym.sweeps.run import RunSpec, call, permanent


def _task(func: str, config: dict, workdir: str | None) -> dict:
    """:func:`call` in a Ray task: a permanent error comes back as a value (Ray retries only
    what is raised: crashes and transient errors)."""
    try:
        return call(func, config, workdir)
    except Exception as e:
        if permanent(e):
            return {"_error": f"{type(e).__name__}: {e}", "_exc": e}
        raise


def _ray() -> ModuleType:
    try:
        import ray
    except ImportError:
        raise InputError(
            '--backend ray needs Ray: pip install -e ".[ray]" in a clone of hpcgym '
            '(or pip install "ray>=2.9")'
        ) from None
    return ray


def ray_runs(
    specs: Sequence[RunSpec],
    workdirs: Sequence[str | None],
    jobs: int | None = None,
    retries: int = 2,
    address: str | None = None,
) -> Iterator[Event]:
    """Every run as a Ray task, yielded as they finish (at most twice the cluster's CPUs, or
    ``jobs``, in flight)."""
    ray = _ray()
    started = False
    if not ray.is_initialized():
        kw = dict(
            include_dashboard=False,
            log_to_driver=False,
            logging_level=logging.WARNING,
            configure_logging=False,
        )
        if address:
            ray.init(address=address, **kw)
        else:
            ray.init(num_cpus=jobs, **kw)
        started = True
    cpus = int(ray.cluster_resources().get("CPU", 1))
    limit = max(1, 2 * (min(jobs, cpus) if jobs else cpus))
    task = ray.remote(num_cpus=1, max_retries=retries, retry_exceptions=True)(_task)
    todo = list(range(len(specs)))[::-1]
    flight: dict = {}
    try:
        while todo or flight:
            while todo and len(flight) < limit:
                i = todo.pop()
                flight[task.remote(specs[i].func, specs[i].config, workdirs[i])] = i
            ready, _ = ray.wait(list(flight), num_returns=1)
            for ref in ready:
                i = flight.pop(ref)
                try:
                    out = ray.get(ref)
                except Exception as e:  # noqa: BLE001 - retries are spent: the run failed
                    cause = getattr(e, "cause", None)
                    yield Event(
                        i,
                        None,
                        f"{type(e).__name__}: {e}",
                        None,
                        cause if isinstance(cause, Exception) else e,
                    )
                else:
                    if "_error" in out:
                        yield Event(i, None, out["_error"], 1, out["_exc"])
                    else:
                        yield Event(i, out, None, None)
    finally:
        for ref in flight:
            with contextlib.suppress(Exception):  # already finished or gone
                ray.cancel(ref, force=True)
        if started:
            ray.shutdown()
