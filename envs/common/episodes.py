"""Episodes: the workload window an env episode replays, drawn by the env's seeded RNG.

An episode is N consecutive jobs or T hours of a trace (submit times shifted so the window
starts at 0), or a freshly generated Edison-like workload. Only ``rng`` is drawn from, once per
episode, so the same ``reset(seed=s)`` gives the same workload whatever agent then runs.

Splits (issue 13's benchmark protocol): a trace is cut in time, ``train`` windows lie in the
first 60% of its jobs, ``validation`` in the next 10%, ``test`` in the last 30%; generated
workloads draw their generator seed from disjoint ranges. ``reset(options={"episode": i})``
picks the ``i``-th episode of a split instead of a random one: for a trace the ``i``-th of
the non-overlapping windows tiling the split, for a generator the split's ``i``-th seed, so a
benchmark's held-out episodes are enumerated, never drawn twice.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from hpcgym.workloads import catalog
from hpcgym.batch.cluster import EDISON, Cluster
from hpcgym.batch.job import Job
from hpcgym.workloads.mixing import Pattern, edison_with_workflows
from hpcgym.batch.submission import check_mode
from hpcgym.workflow import Workflow
from hpcgym.workloads.swf import load_trace
from hpcgym.batch.workload import Workload

SPLITS = ("all", "train", "validation", "test")
# A trace's share of jobs per split: [start, end) as fractions of its length.
TRACE_SHARES = {"all": (0.0, 1.0), "train": (0.0, 0.6), "validation": (0.6, 0.7),
                "test": (0.7, 1.0)}
# Generator seeds: [0, 2^31) for train and all, then a disjoint range of 2^31 per held-out split.
SEED_SPAN = 2**31
SEED_BASE = {"all": 0, "train": 0, "test": SEED_SPAN, "validation": 2 * SEED_SPAN}


def check_split(split: str, owner: str = "episodes") -> str:
    """``split`` if it is one of :data:`SPLITS` (the error names the owner)."""
    if split not in SPLITS:
        raise ValueError(f"{owner}: unknown split {split!r}; known: {', '.join(SPLITS)}")
    return split


def episode_option(options: Mapping[str, Any]) -> int | None:
    """The ``episode`` index of ``reset(options=...)``, checked, or None."""
    episode = options.get("episode")
    if episode is None:
        return None
    if isinstance(episode, bool) or not isinstance(episode, (int, np.integer)) or episode < 0:
        raise ValueError(f"reset: options['episode'] must be an integer >= 0, got {episode!r}")
    return int(episode)


def generator_seed(rng: np.random.Generator, split: str, episode: int | None = None) -> int:
    """The workload generator seed of an episode: drawn from the split's range, or the range's
    ``episode``-th seed, so no two splits ever share a generated workload."""
    check_split(split)
    if episode is None:
        return SEED_BASE[split] + int(rng.integers(0, SEED_SPAN))
    if not 0 <= episode < SEED_SPAN:
        raise ValueError(f"episodes: episode must be in [0, 2^31), got {episode}")
    return SEED_BASE[split] + int(episode)


@dataclass(slots=True)
class TraceWindows:
    """Windows of ``jobs`` consecutive jobs (or ``hours`` of submissions) of one workload."""

    workload: Workload
    jobs: int | None = 256
    hours: float | None = None
    split: str = "all"

    def __post_init__(self) -> None:
        if (self.jobs is None) == (self.hours is None):
            raise ValueError("episodes: give exactly one of jobs=N or hours=T")
        check_split(self.split)
        if self.jobs is not None and self.jobs < 1:
            raise ValueError("episodes: jobs must be >= 1")
        if self.hours is not None and not 0 < self.hours < np.inf:
            raise ValueError(f"episodes: hours must be > 0 and finite, got {self.hours!r}")
        lo, hi = self._range()
        if hi - lo < (self.jobs or 1):
            raise ValueError(f"episodes: {self.workload.name} split {self.split!r} has "
                             f"{hi - lo} jobs, fewer than a window of {self.jobs}")

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
        src = self.workload.jobs
        out, s = [], lo
        while s < hi:
            e = self._hours_end(s, hi, src[s].submit + self.hours * 3600)
            out.append((s, e))
            s = e
        return out

    def _hours_end(self, s: int, hi: int, end_t: float) -> int:
        src = self.workload.jobs
        e = s
        while e < hi and src[e].submit < end_t:
            e += 1
        return e

    def sample(self, rng: np.random.Generator, episode: int | None = None) -> Workload:
        """The window starting at a job drawn uniformly from the split, or its ``episode``-th
        tile."""
        lo, hi = self._range()
        src = self.workload.jobs
        if episode is not None:
            tiles = self.tiles()
            if not 0 <= episode < len(tiles):
                size = f"{self.jobs} jobs" if self.jobs is not None else f"{self.hours} h"
                raise ValueError(f"episodes: {self.workload.name} split {self.split!r} holds "
                                 f"{len(tiles)} windows of {size}; there is no episode "
                                 f"{episode}")
            s, e = tiles[episode]
            window = src[s:e]
        elif self.jobs is not None:
            s = int(rng.integers(lo, hi - self.jobs + 1))
            window = src[s:s + self.jobs]
        else:
            s = int(rng.integers(lo, hi))
            window = src[s:self._hours_end(s, hi, src[s].submit + self.hours * 3600)]
        t0 = window[0].submit
        ids = {j.id for j in window}
        jobs = [Job(j.id, j.submit - t0, j.cores, j.walltime, j.runtime, j.user, j.queue,
                    tuple(p for p in j.deps if p in ids), j.workflow, j.task) for j in window]
        return Workload(jobs, self.workload.cluster, name=f"{self.workload.name}[{s}:]")


@dataclass(slots=True)
class EdisonEpisodes:
    """A generated Edison-like workload of ``hours`` after a ``warmup`` (paper 004 model).

    The generator pre-fills the machine (running jobs and a backlog giving ~4 h waits), so an
    episode starts in the loaded steady state; jobs submitted during the warm-up are scheduled
    but left out of the metrics and the reward. ``workflows`` mixes a catalog workflow in
    (paper 000 §4.2.1): ``{"workflow": "Montage", "share": 0.05 or "period": 3600,
    "mode": "chained" | "pilot" | "woas"}``; the regular jobs and workflow submit times of a
    seed are the same under every mode.
    """

    hours: float = 6.0
    warmup: int = 3600
    split: str = "all"
    workflows: Mapping[str, Any] | None = None

    def __post_init__(self) -> None:
        check_split(self.split)
        if not 0 < self.hours < np.inf or not 0 <= self.warmup < np.inf:
            raise ValueError("episodes: hours must be > 0 and warmup >= 0 (both finite), got "
                             f"hours={self.hours!r}, warmup={self.warmup!r}")
        if self.workflows is not None:
            self._mix()

    @property
    def cluster(self) -> Cluster:
        return EDISON

    def sample(self, rng: np.random.Generator, episode: int | None = None) -> Workload:
        from hpcgym.workloads.edison import EdisonConfig, generate

        seed = generator_seed(rng, self.split, episode)
        config = EdisonConfig(days=self.hours / 24, seed=seed, warmup=self.warmup)
        if self.workflows is None:
            return generate(config)
        workflow, pattern, mode = self._mix()
        return edison_with_workflows(config, workflow, pattern, mode)

    def _mix(self) -> tuple[Workflow, Pattern, str]:
        """The catalog workflow, pattern and mode ``workflows`` names (errors name the key)."""
        spec = dict(self.workflows)
        unknown = set(spec) - {"workflow", "share", "period", "mode"}
        if unknown or "workflow" not in spec:
            raise ValueError(f"episodes: workflows takes workflow, share or period, and mode; "
                             f"got {sorted(spec)}")
        pattern = Pattern(period=spec.get("period"), share=spec.get("share"))
        return catalog.get(spec["workflow"]), pattern, check_mode(spec.get("mode", "woas"))


@dataclass(slots=True)
class WholeWorkload:
    """Every episode replays the same given workload, workflows and warm-up included."""

    workload: Workload

    @property
    def cluster(self) -> Cluster:
        return self.workload.cluster

    def sample(self, rng: np.random.Generator, episode: int | None = None) -> Workload:
        if episode not in (None, 0):
            raise ValueError(f"episodes: {self.workload.name} is one whole workload; there is "
                             f"no episode {episode}")
        return self.workload


Episodes = TraceWindows | EdisonEpisodes | WholeWorkload


def make_episodes(workload: str | Workload, jobs: int | None, hours: float | None,
                  split: str, warmup: int,
                  workflows: Mapping[str, Any] | None = None) -> Episodes:
    """``"edison"`` (generated), a bundled trace name, an SWF path, or a ready Workload
    (windows of it with ``jobs``/``hours``, else the whole workload every episode)."""
    if isinstance(workload, str) and workload == "edison":
        return EdisonEpisodes(hours=hours if hours is not None else 6.0, warmup=warmup,
                              split=split, workflows=workflows)
    if workflows is not None:
        raise ValueError("episodes: workflows are mixed into generated Edison workloads only "
                         "(workload='edison'); pass a ready Workload to replay others")
    if isinstance(workload, Workload) and jobs is None and hours is None:
        return WholeWorkload(workload)
    wl = load_trace(workload) if isinstance(workload, str) else workload
    if jobs is None and hours is None:
        jobs = 256
    return TraceWindows(wl, jobs=jobs, hours=hours, split=split)
