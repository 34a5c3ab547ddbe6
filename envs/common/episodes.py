"""Episodes: the workload window an env episode replays, drawn by the env's seeded RNG.

An episode is N consecutive jobs or T hours of a trace (submit times shifted so the window
starts at 0), or a freshly generated Edison-like workload. Only ``rng`` is drawn from, once per
episode, so the same ``reset(seed=s)`` gives the same workload whatever agent then runs. Traces
are split in time: ``train`` windows start in the first 80% of the jobs, ``test`` windows lie
in the last 20%, so evaluation seeds are held out in content, not just in number.
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

SPLITS = ("all", "train", "test")
TRAIN_SHARE = 0.8
# Generated episodes of the test split draw their generator seed from a range training never uses.
TEST_SEED_OFFSET = 2**31


def generator_seed(rng: np.random.Generator, split: str) -> int:
    """The workload generator seed of an episode: ``[0, 2^31)`` for ``train`` and ``all``,
    ``[2^31, 2^32)`` for ``test``, so test episodes never repeat a training one."""
    if split not in SPLITS:
        raise ValueError(f"episodes: unknown split {split!r}; known: {', '.join(SPLITS)}")
    seed = int(rng.integers(0, TEST_SEED_OFFSET))
    return seed + TEST_SEED_OFFSET if split == "test" else seed


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
        if self.split not in SPLITS:
            raise ValueError(f"episodes: unknown split {self.split!r}; known: {', '.join(SPLITS)}")
        if self.jobs is not None and self.jobs < 1:
            raise ValueError("episodes: jobs must be >= 1")
        if self.hours is not None and self.hours <= 0:
            raise ValueError("episodes: hours must be > 0")
        lo, hi = self._range()
        if hi - lo < (self.jobs or 1):
            raise ValueError(f"episodes: {self.workload.name} split {self.split!r} has "
                             f"{hi - lo} jobs, fewer than a window of {self.jobs}")

    def _range(self) -> tuple[int, int]:
        n = len(self.workload.jobs)
        cut = int(n * TRAIN_SHARE)
        return {"all": (0, n), "train": (0, cut), "test": (cut, n)}[self.split]

    @property
    def cluster(self) -> Cluster:
        return self.workload.cluster

    def sample(self, rng: np.random.Generator) -> Workload:
        """The window starting at a job drawn uniformly from the split."""
        lo, hi = self._range()
        src = self.workload.jobs
        if self.jobs is not None:
            s = int(rng.integers(lo, hi - self.jobs + 1))
            window = src[s:s + self.jobs]
        else:
            s = int(rng.integers(lo, hi))
            end_t = src[s].submit + self.hours * 3600
            e = s
            while e < hi and src[e].submit < end_t:
                e += 1
            window = src[s:e]
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
        if self.split not in SPLITS:
            raise ValueError(f"episodes: unknown split {self.split!r}; known: {', '.join(SPLITS)}")
        if self.hours <= 0 or self.warmup < 0:
            raise ValueError("episodes: hours must be > 0 and warmup >= 0")
        if self.workflows is not None:
            self._mix()

    @property
    def cluster(self) -> Cluster:
        return EDISON

    def sample(self, rng: np.random.Generator) -> Workload:
        from hpcgym.workloads.edison import EdisonConfig, generate

        seed = generator_seed(rng, self.split)
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

    def sample(self, rng: np.random.Generator) -> Workload:
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
