"""The workflow-submission env's episodes: an Edison-like window (rodrigo2018 model, pre-filled
to the ~4 h wait baseline) with copies of one catalog workflow submitted by a share-of-core-hours
or periodic pattern (rodrigo2017 §4.2.1), every workflow in each of its submission modes, from a
generator seed the env's RNG draws; or a given workload replayed whole."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import numpy as np

from hpcgym.batch.cluster import EDISON, Cluster
from hpcgym.batch.machine import one_node_type
from hpcgym.batch.submission import WorkflowRun
from hpcgym.batch.workload import Workload
from hpcgym.envs.common.episodes import generator_seed
from hpcgym.envs.workflow_submit.types import SubmitEpisode
from hpcgym.errors import EnvArgumentError
from hpcgym.workflow import Workflow
from hpcgym.workloads import catalog
from hpcgym.workloads.edison import EdisonConfig
from hpcgym.workloads.mixing import Pattern, edison_with_workflows

# The Table 2 workflows (rodrigo2017 §4.4.2) "mix" draws among, one per episode.
TABLE2 = ("LongWide", "WideLong", "Floodplain", "Montage", "Cybershake", "Sipht")
DEFAULT_SHARE = 0.05
DEFAULT_PRESSURE = EdisonConfig().pressure  # rodrigo2017 §4.2.1: "slightly over 1.0"
DEFAULT_PREFILL = EdisonConfig().prefill_wait  # the ~4 h wait baseline (rodrigo2018)


@dataclass(slots=True)
class SubmitEpisodes:
    """Episodes of ``hours`` after a ``warmup`` (seconds) with copies of ``workflow`` (a
    catalog name, a :class:`Workflow`, or ``"mix"``: one Table 2 workflow per episode)
    submitted by ``pattern``, their generator seeds drawn from ``split``'s range, at job
    ``pressure`` (submitted core-hours over capacity) behind a backlog that makes a
    ``prefill``-second wait (:class:`~hpcgym.workloads.edison.EdisonConfig`); or, with
    ``given``, that workload every episode. The env has checked the episodes' size."""

    workflow: str | Workflow
    pattern: Pattern
    hours: float
    warmup: int
    split: str = "all"
    given: Workload | None = None
    pressure: float = DEFAULT_PRESSURE
    prefill: int = DEFAULT_PREFILL

    @property
    def cluster(self) -> Cluster:
        return (
            one_node_type(self.given.cluster, "WorkflowSubmit-v0")
            if self.given is not None
            else EDISON
        )

    def draw(self, rng: np.random.Generator, episode: int | None = None) -> SubmitEpisode:
        """A generator seed (the split's ``episode``-th, else drawn) and workflow (``"mix"``:
        drawn, or the ``episode``-th of Table 2 in turn)."""
        if self.given is not None:
            if episode not in (None, 0):
                raise EnvArgumentError(
                    f"episodes: {self.given.name} is one whole workload; "
                    f"there is no episode {episode}"
                )
            return SubmitEpisode(None, None, self.given.name)
        seed = generator_seed(rng, self.split, episode)
        wf = self.workflow
        if isinstance(wf, str):
            if wf == "mix":
                wf = TABLE2[
                    int(rng.integers(len(TABLE2))) if episode is None else episode % len(TABLE2)
                ]
            wf = catalog.get(wf).name
        return SubmitEpisode(seed, wf, wf if isinstance(wf, str) else wf.name)

    def workload(self, episode: SubmitEpisode, mode: str = "choice") -> Workload:
        """The episode's workload with every workflow in ``mode``, or in all its modes
        (``"choice"``: what the env runs; a given workload has only that)."""
        if episode.seed is None:
            if mode != "choice":
                raise EnvArgumentError(
                    f"episodes: a given workload ({episode.name}) holds its "
                    f"workflows' variants only, not mode {mode!r}"
                )
            assert self.given is not None  # draw() leaves the seed None for a given workload only
            return self.given
        wf = episode.workflow
        assert wf is not None  # draw() names the workflow of every seeded episode
        wf = wf if isinstance(wf, Workflow) else catalog.get(wf)
        config = EdisonConfig(
            days=self.hours / 24,
            seed=episode.seed,
            warmup=self.warmup,
            pressure=self.pressure,
            prefill_wait=self.prefill,
            allow_large=True,
        )
        return edison_with_workflows(config, wf, self.pattern, mode)


def variants(workload: Workload) -> dict[int, dict[str, WorkflowRun]]:
    """The submission variants of each workflow of ``workload``: id -> {mode: run}."""
    out: dict[int, dict[str, WorkflowRun]] = {}
    for r in workload.workflows:
        out.setdefault(r.id, {})[r.mode] = r
    return out


def first_choice(workload: Workload) -> str | None:
    """The name of the first workflow the agent is asked about: the first to arrive (in job
    order) of those with more than one variant."""
    copies = Counter(r.id for r in workload.workflows)
    owner = {j: r for r in workload.workflows if copies[r.id] > 1 for j in r.jobs}
    for job in workload.jobs:
        r = owner.get(job.id)
        if r is not None:
            return r.workflow.name
    return None
