"""Episodes of ``hpcgym/Reservation-v0``: a background batch load and workflows handed to WARP.

The background is the §5.1 warm-up load of the WARP testbed (``"warp"``, 14 nodes), a
generated Edison-like workload (``"edison"``), a bundled trace name, an SWF path or a ready
:class:`Workload` (windows of ``jobs`` jobs or ``hours`` hours, as the dispatch envs draw them).
``count`` workflows, each drawn uniformly from ``workflows``, are submitted at planning ticks
drawn uniformly between the warm-up's end and three quarters of the background's submission
span: WARP hands a workflow to its planner at a tick (§4), and the WMS baseline run on the same
episode submits its roots then too. Only ``rng`` is drawn from, once per episode;
``reset(options={"episode": i})`` takes the split's ``i``-th background (generator seed or
trace window) and draws the workflows from the split's ``i``-th seed, whatever ``rng``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from hpcgym.batch.cluster import WARP, Cluster
from hpcgym.batch.workload import Workload
from hpcgym.envs.batch_window.episodes import Episodes, make_episodes
from hpcgym.envs.common import kwargs
from hpcgym.envs.common.episodes import check_split, generator_seed
from hpcgym.envs.reservation.types import Episode
from hpcgym.errors import EnvArgumentError, InputTypeError
from hpcgym.units import HOUR
from hpcgym.workflow import Workflow
from hpcgym.workloads.warp_load import WarpLoadConfig, generate, named_workflow

FIRST_ID = 1_000_000
# The workflows of the split's i-th episode are drawn from default_rng([WORKFLOW_DRAWS, seed]),
# a stream apart from the background generator's default_rng(seed).
WORKFLOW_DRAWS = 1


@dataclass(slots=True)
class WarpLoadEpisodes:
    """The §5.1 load at ``scale`` x λ for ``hours``, jobs before ``warmup`` not measured."""

    hours: float = 4.0
    warmup: int = HOUR
    scale: float = 1.0
    allow_large: bool = False

    def __post_init__(self) -> None:
        self.hours = kwargs.real("episodes", "hours", self.hours, lo=0, lo_open=True)
        self.warmup = kwargs.count("episodes", "warmup", self.warmup, lo=0)
        self.scale = kwargs.real("episodes", "scale", self.scale, lo=0, lo_open=True)
        jobs = self.hours * HOUR * WarpLoadConfig().rate * self.scale
        kwargs.episode_jobs("episodes", "hours", self.hours, jobs, allow_large=self.allow_large)

    @property
    def cluster(self) -> Cluster:
        return WARP

    def generate(self, seed: int) -> Workload:
        """The load of generator seed ``seed``."""
        base = WarpLoadConfig()
        w = generate(
            replace(
                base,
                hours=self.hours,
                seed=seed,
                rate=base.rate * self.scale,
                allow_large=self.allow_large,
            )
        )
        return Workload(
            list(w.jobs), w.cluster, name=w.name, warmup_end=self.warmup, horizon=w.horizon
        )


class ReservationEpisodes:
    """Draws an :class:`Episode`: the background, then the workflows and their submit ticks."""

    def __init__(
        self,
        workload: str | Workload,
        workflows: str | Workflow | Sequence[str | Workflow],
        count: int,
        *,
        hours: float | None,
        jobs: int | None,
        warmup: int,
        split: str,
        scale: float,
        tick: int,
        allow_large: bool = False,
    ) -> None:
        self.split = check_split(split, "episodes")
        self.background: WarpLoadEpisodes | Episodes
        if isinstance(workload, str) and workload == "warp":
            self.background = WarpLoadEpisodes(
                hours if hours is not None else 4.0, warmup, scale, allow_large
            )
        else:
            if scale != 1.0:
                raise EnvArgumentError("episodes: scale applies to workload='warp' only")
            if isinstance(workload, str) and workload == "perlmutter":
                raise EnvArgumentError(
                    "episodes: the reservation env runs on one node type; 'perlmutter' has GPU "
                    "and CPU partitions (hpcgym/Dispatch-Perlmutter-v0 schedules them)"
                )
            self.background = make_episodes(
                workload, jobs, hours, split, warmup, allow_large=allow_large
            )
        if isinstance(workflows, (str, Workflow)):
            workflows = (workflows,)
        if not isinstance(workflows, Sequence):
            raise InputTypeError(
                "episodes: workflows must be a name, a Workflow or a sequence of them, got "
                f"{workflows!r:.60}"
            )
        for w in workflows:
            kwargs.kind("episodes", "workflows", w, (str, Workflow), "a name or a Workflow")
        self.workflows = tuple(named_workflow(w) if isinstance(w, str) else w for w in workflows)
        if not self.workflows:
            raise EnvArgumentError("episodes: workflows must name at least one workflow")
        count = kwargs.count("episodes", "count", count)
        steps = count * max(len(w.tasks) for w in self.workflows)
        kwargs.episode_jobs("episodes", "count", count, steps, allow_large=allow_large)
        for wf in self.workflows:  # every step fits the machine (errors name the step)
            wf.check_fits(self.background.cluster)
        self.count = count
        self.warmup = warmup
        self.tick = tick

    def draw(self, rng: np.random.Generator, episode: int | None = None) -> Episode:
        """A fresh episode from ``rng``, or the split's ``episode``-th (the same whatever
        ``rng``)."""
        w, seed = self._background(rng, episode)
        draws = (
            rng
            if episode is None
            else np.random.default_rng([WORKFLOW_DRAWS, generator_seed(rng, self.split, episode)])
        )
        last = max((j.submit for j in w.jobs), default=0)
        lo = -(-max(self.warmup, 0) // self.tick)
        hi = max(lo, int(0.75 * last) // self.tick)
        ticks = np.sort(draws.integers(lo, hi + 1, size=self.count)) * self.tick
        picks = draws.integers(0, len(self.workflows), size=self.count)
        first_id = max(FIRST_ID, max((j.id for j in w.jobs), default=0) + 1)
        return Episode(
            w,
            tuple((int(t), self.workflows[int(k)]) for t, k in zip(ticks, picks)),
            first_id,
            seed,
            w.name,
        )

    def _background(
        self, rng: np.random.Generator, episode: int | None
    ) -> tuple[Workload, int | None]:
        """The background workload and its generator seed (None for a trace window)."""
        bg = self.background
        if isinstance(bg, WarpLoadEpisodes):
            seed = generator_seed(rng, self.split, episode)
            return bg.generate(seed), seed
        drawn = bg.draw(rng, episode)
        return drawn.workload, drawn.seed
