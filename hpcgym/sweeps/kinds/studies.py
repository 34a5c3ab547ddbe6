"""Planning a study function's runs without running them, and finishing it from results.

The paper studies (``speculative.scenario1``, ``warp.turbine_study``, ...) take an
``execute(func, configs, labels)``. :func:`plan` hands them one that records the runs and
stops; :func:`replay` one that serves the runs from a sweep's result files, so the study's own
summary and figure come out of a sweep exactly as out of a direct call.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from hpcgym.sweeps.run import RunSpec


class _Planned(Exception):
    def __init__(self, specs: list[RunSpec]) -> None:
        super().__init__("planned")
        self.specs = specs


def plan(study: Callable[..., Any], extra_labels: dict[str, Any], **kwargs: Any) -> list[RunSpec]:
    """The runs ``study(**kwargs)`` would execute, labelled by ``extra_labels`` and its own."""

    def record(func: str, configs: Sequence[dict], labels: Sequence[dict] | None = None) -> list:
        labels = labels or [{} for _ in configs]
        raise _Planned(
            [RunSpec(func, c, {**extra_labels, **lab}) for c, lab in zip(configs, labels)]
        )

    try:
        study(execute=record, **kwargs)
    except _Planned as p:
        return p.specs
    raise RuntimeError(f"{study.__name__} ran nothing")  # pragma: no cover


def replay(study: Callable[..., Any], docs: dict[str, dict[str, Any]], **kwargs: Any) -> Any | None:
    """``study(**kwargs)`` with its runs read from ``docs`` (key -> result document); None
    if one of them is missing (a failed run)."""
    from hpcgym.sweeps.runner import restored

    class Missing(Exception):
        pass

    def serve(
        func: str, configs: Sequence[dict], labels: Sequence[dict] | None = None
    ) -> list[dict]:
        out = []
        for c in configs:
            d = docs.get(RunSpec(func, c).key)
            if d is None:
                raise Missing
            out.append(restored(d))
        return out

    try:
        return study(execute=serve, **kwargs)
    except Missing:
        return None
