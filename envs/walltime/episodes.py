"""Episodes of ``hpcgym/Walltime-v0``: stochastic jobs of one law and a small-job stream (gainaru2019 §5).

An episode is ``M`` stochastic jobs of one application on ``P`` processors, their widths drawn
by an allocation case of §5.2 and their submit times uniform over a window, plus the stream of
small jobs at a normalised work rate Z/P (§5.5) as regular batch jobs with exact requests. It
is drawn by :func:`~hpcgym.speculative.schedule.make_workload` from a generator seed the env's
RNG draws (disjoint ranges for ``train`` and ``test``), so every policy meets the same
execution times (``reset(options={"episode": i})``: the split's ``i``-th seed, which then draws
the episode's law too). The jobs share the application's record of its ``history`` runs before
the episode (what Neuroscience(k) reads), so no job's record holds another episode job's run.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from hpcgym.batch.job import Job
from hpcgym.envs.common.episodes import check_split, generator_seed
from hpcgym.envs.walltime.types import Episode
from hpcgym.errors import EnvArgumentError, InputTypeError, UnknownNameError
from hpcgym.speculative.laws import BACKFILL_SCALE, NEUROSCIENCE_LAWS, SCENARIO1_LAWS, scaled
from hpcgym.speculative.schedule import (
    ALLOCATIONS,
    JobGroup,
    SpecWorkload,
    Stream,
    StreamSpec,
    make_workload,
)
from hpcgym.units import HOUR

# Laws an env may be given by name: §5.2's Scenario 1 presets and Table 3's applications.
LAWS: dict[str, Any] = {**SCENARIO1_LAWS, **NEUROSCIENCE_LAWS}


def stream_jobs(stream: Stream | None, unit: float) -> list[Job]:
    """The small jobs as regular batch jobs with exact requests (§5.5), ids 0..n-1."""
    if stream is None:
        return []
    # hpcgym.speculative.runtime.seconds and round() over whole arrays: the same float64
    # operations, both rounding halves to even
    x = np.asarray(stream.exec_time, np.float64)
    durations = np.maximum(1, np.ceil(x * unit - 1e-9)).astype(np.int64).tolist()
    submits = np.rint(np.asarray(stream.arrival, np.float64) * unit).astype(np.int64).tolist()
    procs = np.asarray(stream.procs).astype(np.int64).tolist()
    return [Job(r, s, p, d, d) for r, (s, p, d) in enumerate(zip(submits, procs, durations))]


def resolve_laws(law: Any) -> tuple[tuple[str, ...], tuple[Any, ...]]:
    """Names and laws an env draws from: None (Scenario 1's four), a name of :data:`LAWS`, a
    law, or a sequence of those."""
    if law is None:
        items: Sequence[Any] = tuple(SCENARIO1_LAWS)
    elif isinstance(law, str) or not isinstance(law, Sequence):
        items = (law,)
    else:
        items = tuple(law)
    if not items:
        raise EnvArgumentError("WalltimeEnv: law: give at least one law")
    names, laws = [], []
    for item in items:
        if isinstance(item, str):
            if item not in LAWS:
                raise UnknownNameError(
                    f"WalltimeEnv: unknown law {item!r}; known: {', '.join(LAWS)}"
                )
            names.append(item)
            laws.append(LAWS[item])
        elif hasattr(item, "cdf") and hasattr(item, "a") and hasattr(item, "b"):
            names.append(type(item).__name__.lower())
            laws.append(item)
        else:
            raise InputTypeError(
                f"WalltimeEnv: law must be a name, a law or a sequence of them, got {item!r}"
            )
    return tuple(names), tuple(laws)


def given_laws(workload: SpecWorkload) -> tuple[tuple[str, ...], tuple[Any, ...]]:
    """Names and laws of a given workload's applications (by law type when two applications
    share a name)."""
    laws = tuple(dict.fromkeys(j.app.law for j in workload.jobs))
    names = tuple(dict.fromkeys(j.app.name for j in workload.jobs))
    if len(names) != len(laws):
        names = tuple(type(x).__name__.lower() for x in laws)
    return names, laws


@dataclass(slots=True)
class WalltimeEpisodes:
    """Draws episodes (see the module docstring) or replays a given ``fixed`` workload."""

    names: tuple[str, ...]
    laws: tuple[Any, ...]
    P: int = 100
    M: int = 20
    allocation: str = "beta"
    rate: float = 0.2
    submit_over: float | str | None = "stream"
    history: int = 10
    split: str = "all"
    unit: float = float(HOUR)
    fixed: SpecWorkload | None = None
    allow_large: bool = False

    def __post_init__(self) -> None:
        check_split(self.split, "WalltimeEnv")
        if not isinstance(self.allocation, str) or self.allocation not in ALLOCATIONS:
            raise EnvArgumentError(
                f"WalltimeEnv: allocation must be one of "
                f"{', '.join(ALLOCATIONS)}, got {self.allocation!r}"
            )
        if isinstance(self.M, bool) or not isinstance(self.M, int) or self.M < 1:
            raise EnvArgumentError(f"WalltimeEnv: jobs must be an integer >= 1, got {self.M!r}")
        if not 0.0 <= self.rate < 1.0:
            raise EnvArgumentError(f"WalltimeEnv: rate (Z/P) must be in [0, 1), got {self.rate!r}")
        if isinstance(self.history, bool) or not isinstance(self.history, int) or self.history < 1:
            raise EnvArgumentError(
                f"WalltimeEnv: history must be an integer >= 1, got {self.history!r}"
            )

    def draw(self, rng: np.random.Generator, episode: int | None = None) -> Episode:
        """A fresh episode from ``rng``, the split's ``episode``-th (its seed draws the law
        too, so it is the same whatever ``rng``), or the fixed one."""
        if self.fixed is not None:
            if episode not in (None, 0):
                raise EnvArgumentError(
                    f"WalltimeEnv: a given workload is one episode; there is no episode {episode}"
                )
            return Episode(
                self.fixed,
                tuple(stream_jobs(self.fixed.stream, self.unit)),
                None,
                "+".join(self.names),
            )
        seed = generator_seed(rng, self.split, episode)
        laws = rng if episode is None else np.random.default_rng(seed)
        pick = int(laws.integers(len(self.laws)))
        name, law = self.names[pick], self.laws[pick]
        stream = (
            StreamSpec(scaled(law, BACKFILL_SCALE), self.rate, self.allocation)
            if self.rate > 0
            else None
        )
        wl = make_workload(
            self.P,
            [JobGroup(name, law, self.M, self.allocation)],
            stream,
            seed=seed,
            history=self.history,
            submit_over=self.submit_over,
            allow_large=self.allow_large,
        )
        app = wl.jobs[0].app
        jobs = tuple(replace(j, app=app) for j in wl.jobs)
        wl = SpecWorkload(wl.P, jobs, wl.stream)
        return Episode(wl, tuple(stream_jobs(wl.stream, self.unit)), seed, f"{name}-s{seed}")
