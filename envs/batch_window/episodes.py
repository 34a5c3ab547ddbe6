"""The workload windows a batch env's episode replays, drawn by the env's seeded RNG.

An episode is N consecutive jobs or T hours of a trace (submit times shifted so the window
starts at 0), a freshly generated Edison-like workload, a given workload whole, or a window of
RLScheduler's protocol. Only ``rng`` is drawn from, once per episode, so the same
``reset(seed=s)`` gives the same workload whatever agent then runs.

Splits (:mod:`hpcgym.envs.common.episodes`): a trace is cut in time, ``train`` windows lie in
the first 60% of its jobs, ``validation`` in the next 10%, ``test`` in the last 30%; generated
workloads draw their generator seed from disjoint ranges. ``draw(rng, i)`` gives the ``i``-th
episode of a split instead of a random one: for a trace the ``i``-th of the non-overlapping
windows tiling the split, for a generator the split's ``i``-th seed, so a benchmark's
held-out episodes are enumerated, never drawn twice.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from hpcgym.batch.cluster import EDISON, Cluster
from hpcgym.batch.rlscheduler import PROTOCOL, RLTrace, read_rlscheduler_trace, rlscheduler_starts
from hpcgym.batch.submission import check_mode
from hpcgym.batch.workload import Workload, rebased
from hpcgym.envs.batch_window.types import Episode
from hpcgym.envs.common import kwargs
from hpcgym.envs.common.episodes import check_split, generator_seed
from hpcgym.errors import EnvArgumentError, InputTypeError
from hpcgym.units import HOUR
from hpcgym.workflow import Workflow
from hpcgym.workloads import catalog
from hpcgym.workloads.edison import expected_jobs
from hpcgym.workloads.mixing import Pattern, edison_with_workflows, expected_mixed_jobs
from hpcgym.workloads.swf import load_trace

# A trace's share of jobs per split: [start, end) as fractions of its length.
TRACE_SHARES = {
    "all": (0.0, 1.0),
    "train": (0.0, 0.6),
    "validation": (0.6, 0.7),
    "test": (0.7, 1.0),
}


class Windows:
    """What every kind of window below offers besides ``draw(rng, episode) -> Episode``."""

    __slots__ = ()

    def draw(self, rng: np.random.Generator, episode: int | None = None) -> Episode:
        raise NotImplementedError

    def sample(self, rng: np.random.Generator, episode: int | None = None) -> Workload:
        """The workload of :meth:`draw` alone."""
        return self.draw(rng, episode).workload


@dataclass(slots=True)
class TraceWindows(Windows):
    """Windows of ``jobs`` consecutive jobs (or ``hours`` of submissions) of one workload."""

    workload: Workload
    jobs: int | None = 256
    hours: float | None = None
    split: str = "all"

    def __post_init__(self) -> None:
        if (self.jobs is None) == (self.hours is None):
            raise EnvArgumentError("episodes: give exactly one of jobs=N or hours=T")
        check_split(self.split)
        if self.jobs is not None and self.jobs < 1:
            raise EnvArgumentError("episodes: jobs must be >= 1")
        if self.hours is not None and not 0 < self.hours < np.inf:
            raise EnvArgumentError(f"episodes: hours must be > 0 and finite, got {self.hours!r}")
        lo, hi = self._range()
        if hi - lo < (self.jobs or 1):
            raise EnvArgumentError(
                f"episodes: {self.workload.name} split {self.split!r} has "
                f"{hi - lo} jobs, fewer than a window of {self.jobs}"
            )

    def _range(self) -> tuple[int, int]:
        n = len(self.workload.jobs)
        a, b = TRACE_SHARES[self.split]
        return int(n * a), int(n * b)

    @property
    def cluster(self) -> Cluster:
        return self.workload.cluster

    def tiles(self) -> list[tuple[int, int]]:
        """The split's non-overlapping windows, ``[start, end)`` job indices, in time order."""
        lo, hi = self._range()
        if self.jobs is not None:
            return [(s, s + self.jobs) for s in range(lo, hi - self.jobs + 1, self.jobs)]
        out, s = [], lo
        while s < hi:
            e = self._hours_end(s, hi)
            out.append((s, e))
            s = e
        return out

    def _hours_end(self, s: int, hi: int) -> int:
        """The end (exclusive, at most ``hi``) of the window of ``hours`` from job ``s``."""
        assert self.hours is not None  # __post_init__: exactly one of jobs and hours is set
        src = self.workload.jobs
        end_t = src[s].submit + self.hours * HOUR
        e = s
        while e < hi and src[e].submit < end_t:
            e += 1
        return e

    def bounds(self, rng: np.random.Generator, episode: int | None = None) -> tuple[int, int]:
        """``[start, end)`` job indices of the window starting at a job drawn uniformly from
        the split, or of its ``episode``-th tile."""
        lo, hi = self._range()
        if episode is not None:
            tiles = self.tiles()
            if not 0 <= episode < len(tiles):
                size = f"{self.jobs} jobs" if self.jobs is not None else f"{self.hours} h"
                raise EnvArgumentError(
                    f"episodes: {self.workload.name} split {self.split!r} "
                    f"holds {len(tiles)} windows of {size}; there is no "
                    f"episode {episode}"
                )
            return tiles[episode]
        if self.jobs is not None:
            s = int(rng.integers(lo, hi - self.jobs + 1))
            return s, s + self.jobs
        s = int(rng.integers(lo, hi))
        return s, self._hours_end(s, hi)

    def draw(self, rng: np.random.Generator, episode: int | None = None) -> Episode:
        s, e = self.bounds(rng, episode)
        jobs = rebased(self.workload.jobs[s:e])
        return Episode(Workload(jobs, self.workload.cluster, name=self.name(s)))

    def name(self, start: int) -> str:
        """The name of the episode of the window from job ``start``."""
        return f"{self.workload.name}[{start}:]"


@dataclass(slots=True)
class EdisonEpisodes(Windows):
    """A generated Edison-like workload of ``hours`` after a ``warmup`` (rodrigo2018 model).

    The generator pre-fills the machine (running jobs and a backlog giving ~4 h waits), so an
    episode starts in the loaded steady state; jobs submitted during the warm-up are scheduled
    but left out of the metrics and the reward. ``workflows`` mixes a catalog workflow in
    (rodrigo2017 §4.2.1): ``{"workflow": "Montage", "share": 0.05 or "period": 3600,
    "mode": "chained" | "pilot" | "woas"}``; the regular jobs and workflow submit times of a
    seed are the same under every mode.
    """

    hours: float = 6.0
    warmup: int = HOUR
    split: str = "all"
    workflows: Mapping[str, Any] | None = None
    allow_large: bool = False

    def __post_init__(self) -> None:
        check_split(self.split)
        self.hours = kwargs.real("episodes", "hours", self.hours, lo=0, lo_open=True)
        self.warmup = kwargs.count("episodes", "warmup", self.warmup, lo=0)
        config = self._config(0)
        jobs = expected_jobs(config.days, config.warmup, config.prefill_wait, config.pressure)
        name, value = (
            ("hours", self.hours)
            if self.hours * HOUR >= self.warmup
            else (
                "warmup",
                self.warmup,
            )
        )
        if self.workflows is not None:
            if not isinstance(self.workflows, Mapping):
                raise InputTypeError(
                    f"episodes: workflows must be a mapping like {{'workflow': 'Montage', "
                    f"'share': 0.05}}, got {self.workflows!r:.60}"
                )
            workflow, pattern, mode = self._mix(self.workflows)
            jobs = expected_mixed_jobs(config, workflow, pattern, mode)
            if pattern.period is not None:
                name, value = "workflows['period']", pattern.period
        kwargs.episode_jobs("episodes", name, value, jobs, allow_large=self.allow_large)

    def _config(self, seed: int) -> Any:
        """The generator config of the episode of ``seed``."""
        from hpcgym.workloads.edison import EdisonConfig

        return EdisonConfig(days=self.hours / 24, seed=seed, warmup=self.warmup, allow_large=True)

    @property
    def cluster(self) -> Cluster:
        return EDISON

    def draw(self, rng: np.random.Generator, episode: int | None = None) -> Episode:
        from hpcgym.workloads.edison import generate

        seed = generator_seed(rng, self.split, episode)
        config = self._config(seed)
        if self.workflows is None:
            return Episode(generate(config), seed)
        workflow, pattern, mode = self._mix(self.workflows)
        return Episode(edison_with_workflows(config, workflow, pattern, mode), seed)

    @staticmethod
    def _mix(workflows: Mapping[str, Any]) -> tuple[Workflow, Pattern, str]:
        """The catalog workflow, pattern and mode ``workflows`` names (errors name the key)."""
        spec = dict(workflows)
        unknown = set(spec) - {"workflow", "share", "period", "mode"}
        if unknown or "workflow" not in spec:
            raise EnvArgumentError(
                "episodes: workflows takes workflow, share or period, and mode; got "
                f"{sorted(map(str, spec))}"
            )
        pattern = Pattern(period=spec.get("period"), share=spec.get("share"))
        mode = kwargs.text("episodes", "workflows['mode']", spec.get("mode", "woas"))
        return catalog.get(spec["workflow"]), pattern, check_mode(mode)


@dataclass(slots=True)
class WholeWorkload(Windows):
    """Every episode replays the same given workload, workflows and warm-up included."""

    workload: Workload

    @property
    def cluster(self) -> Cluster:
        return self.workload.cluster

    def draw(self, rng: np.random.Generator, episode: int | None = None) -> Episode:
        if episode not in (None, 0):
            raise EnvArgumentError(
                f"episodes: {self.workload.name} is one whole workload; "
                f"there is no episode {episode}"
            )
        return Episode(self.workload)


@dataclass(slots=True)
class ProtocolWindows(Windows):
    """RLScheduler's evaluation protocol on a trace (SC'20, :mod:`hpcgym.batch.rlscheduler`).

    The trace is read as its code reads it and windows keep the trace's submit times (its F1
    reads them). ``test``: its 10 windows of 1,024 jobs drawn with seed 1 (HPC2N and SDSC-SP2
    from their first 10,000 jobs), the windows its published table averages. ``train`` and
    ``validation``: windows of ``jobs`` consecutive jobs that overlap no test window; the
    validation windows are the last seventh of them (at least one) in time. ``all``: windows
    anywhere, as its own training drew them (overlapping the test windows).
    """

    trace: str
    jobs: int = 256
    split: str = "all"
    _source: RLTrace = field(init=False, repr=False)
    _runs: list[tuple[int, int]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        check_split(self.split)
        if self.jobs < 1:
            raise EnvArgumentError("episodes: jobs must be >= 1")
        self._source = read_rlscheduler_trace(self.trace)
        name = self._source.name
        size = len(self._source.jobs)
        job_slice = next(
            (
                p.job_slice
                for p in PROTOCOL.values()
                if p.file.removesuffix(".gz").removesuffix(".swf") == name
            ),
            0,
        )
        tests = [(s, s + 1024) for s in rlscheduler_starts(size, job_slice=job_slice)]
        if self.split == "test":
            self._runs = tests
        elif self.split == "all":
            self._runs = [(0, size)]
        else:
            self._runs = _held_out_runs(_free_runs(tests, size), self.jobs, self.split)
        if not self.tiles():
            raise EnvArgumentError(
                f"episodes: {name} under RLScheduler's protocol holds no "
                f"{self.split} window of {self.jobs} jobs outside its test "
                "windows"
            )

    @property
    def cluster(self) -> Cluster:
        return self._source.cluster

    def tiles(self) -> list[tuple[int, int]]:
        """The split's windows, ``[start, end)`` job indices: the protocol's test windows (they
        overlap one another, as in its table), else non-overlapping tiles of the free runs."""
        if self.split == "test":
            return list(self._runs)
        n = self.jobs
        return [(s, s + n) for a, b in self._runs for s in range(a, b - n + 1, n)]

    def draw(self, rng: np.random.Generator, episode: int | None = None) -> Episode:
        """The ``episode``-th window, or a window drawn from the split."""
        if episode is not None:
            tiles = self.tiles()
            if not 0 <= episode < len(tiles):
                raise EnvArgumentError(
                    f"episodes: {self._source.name} split {self.split!r} "
                    f"holds {len(tiles)} windows; there is no episode "
                    f"{episode}"
                )
            s, e = tiles[episode]
        elif self.split == "test":
            s, e = self._runs[int(rng.integers(len(self._runs)))]
        else:
            n = self.jobs
            starts = [b - a - n + 1 for a, b in self._runs]
            k = int(rng.integers(sum(starts)))
            for (a, _), count in zip(self._runs, starts):
                if k < count:
                    s, e = a + k, a + k + n
                    break
                k -= count
        return Episode(
            Workload(
                list(self._source.jobs[s:e]), self.cluster, name=f"{self._source.name}[{s}:{e}]"
            )
        )


def _free_runs(windows: list[tuple[int, int]], size: int) -> list[tuple[int, int]]:
    """Maximal runs of job indices in ``[0, size)`` that no window covers."""
    out, at = [], 0
    for a, b in sorted(windows):
        if a > at:
            out.append((at, a))
        at = max(at, b)
    if at < size:
        out.append((at, size))
    return out


def _held_out_runs(runs: list[tuple[int, int]], jobs: int, split: str) -> list[tuple[int, int]]:
    """The train or validation part of ``runs``: validation takes a seventh of their windows
    (at least one) from the end, train keeps the rest."""
    runs = [(a, b) for a, b in runs if b - a >= jobs]
    want = max(1, sum((b - a) // jobs for a, b in runs) // 7)
    validation, train = [], []
    for a, b in reversed(runs):
        k = min(want, (b - a) // jobs)
        want -= k
        if k:
            validation.append((b - k * jobs, b))
        if b - k * jobs - a >= jobs:
            train.append((a, b - k * jobs))
    return sorted(validation if split == "validation" else train)


Episodes = TraceWindows | EdisonEpisodes | WholeWorkload | ProtocolWindows


def make_episodes(
    workload: str | Workload,
    jobs: int | None,
    hours: float | None,
    split: str,
    warmup: int,
    workflows: Mapping[str, Any] | None = None,
    protocol: str | None = None,
    allow_large: bool = False,
) -> Episodes:
    """``"edison"`` (generated), a bundled trace name, an SWF path, or a ready Workload
    (windows of it with ``jobs``/``hours``, else the whole workload every episode);
    ``protocol="rlscheduler"``: a trace's windows under RLScheduler's protocol. A generated
    episode of more than :data:`hpcgym.sizes.MAX_JOBS` jobs is refused unless
    ``allow_large``."""
    kwargs.kind(
        "episodes",
        "workload",
        workload,
        (str, os.PathLike, Workload),
        "'edison', a bundled trace name, an SWF path or a Workload",
    )
    if isinstance(workload, os.PathLike):
        workload = os.fspath(workload)
    jobs = kwargs.optional_count("episodes", "jobs", jobs)
    hours = kwargs.optional_real("episodes", "hours", hours, lo=0, lo_open=True)
    warmup = kwargs.count("episodes", "warmup", warmup, lo=0)
    if protocol is not None:
        if protocol != "rlscheduler":
            raise EnvArgumentError(f"episodes: unknown protocol {protocol!r}; known: rlscheduler")
        if (
            not isinstance(workload, str)
            or workload == "edison"
            or hours is not None
            or workflows is not None
        ):
            raise EnvArgumentError(
                "episodes: protocol='rlscheduler' takes a trace (a bundled "
                "name or an SWF path) and jobs=N for its train windows, no "
                "hours or workflows"
            )
        return ProtocolWindows(workload, jobs if jobs is not None else 256, split)
    if isinstance(workload, str) and workload == "edison":
        if jobs is not None:
            raise EnvArgumentError(
                "episodes: jobs sizes trace windows; a generated Edison episode is sized by "
                f"hours (got jobs={jobs})"
            )
        return EdisonEpisodes(
            hours=hours if hours is not None else 6.0,
            warmup=warmup,
            split=split,
            workflows=workflows,
            allow_large=allow_large,
        )
    if workflows is not None:
        raise EnvArgumentError(
            "episodes: workflows are mixed into generated Edison workloads "
            "only (workload='edison'); pass a ready Workload to replay "
            "others"
        )
    if isinstance(workload, Workload) and jobs is None and hours is None:
        return WholeWorkload(workload)
    wl = load_trace(workload) if isinstance(workload, str) else workload
    if jobs is None and hours is None:
        jobs = 256
    return TraceWindows(wl, jobs=jobs, hours=hours, split=split)
