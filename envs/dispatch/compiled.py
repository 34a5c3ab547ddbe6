"""One episode of the dispatch env on the compiled core (``hpcgym._core.DispatchCore``):
the env's window, choice, dense reward and observation computed in one call each, equal to
the bit to the env over the Python simulator (tested in lockstep).

It covers what the compiled engine covers (:mod:`hpcgym.batch.registry`'s coverage, the
table of ``docs/guides/simulator.md``) without workflows, with the ``bsld``, ``wait`` and
``utilization`` terms and no rendering; the env's ``engine=`` chooses, as
:func:`hpcgym.batch.policies.simulate`'s does.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

import numpy as np

from hpcgym.batch import compiled
from hpcgym.batch.metrics import TAU
from hpcgym.batch.policies import SchedulerConfig, make_queue
from hpcgym.batch.workload import Workload
from hpcgym.envs.batch_window.observation import CLOCK, CLUSTER, QUEUE, WORKFLOW, static_features
from hpcgym.envs.batch_window.types import Episode

TERMS = ("bsld", "wait", "utilization")


def unsupported(
    config: SchedulerConfig, workload: Workload, weights: Mapping[str, float], render: bool
) -> str | None:
    """Why an episode runs on the Python simulator (None: it can run compiled)."""
    reason = compiled.unsupported(config, workload)
    if reason is not None:
        return reason
    if workload.cluster.pools:
        return "episodes counting GPUs, memory or partitions run on the Python simulator"
    if workload.workflows or any(j.workflow >= 0 or j.deps for j in workload.jobs):
        return "episodes with workflow tasks or dependencies run on the Python simulator"
    other = [k for k in weights if k not in TERMS]
    if other:
        return f"the {other[0]} term is computed on the Python simulator"
    if render:
        return "rendering reads the Python simulator"
    return None


OBS_KEYS = ("cluster", "queue", "queue_mask", "workflows", "clock", "action_mask")


def obs_blocks(window: int) -> list[slice]:
    """Where each observation block lies in the flat float32 row the core writes, in
    :data:`OBS_KEYS` order."""
    k = window
    sizes = (len(CLUSTER), k * len(QUEUE), k, k * len(WORKFLOW), len(CLOCK), k + 1)
    ends = np.cumsum(sizes).tolist()
    return [slice(a, b) for a, b in zip([0, *ends[:-1]], ends)]


def split_obs(flat: np.ndarray, blocks: list[slice], window: int) -> dict[str, np.ndarray]:
    """The observation dict over flat rows (``(..., len)``; views, not copies)."""
    lead = flat.shape[:-1]
    c, q, qm, wf, cl, am = (flat[..., b] for b in blocks)
    return {
        "cluster": c,
        "queue": q.reshape(*lead, window, len(QUEUE)),
        "queue_mask": qm,
        "workflows": wf.reshape(*lead, window, len(WORKFLOW)),
        "clock": cl,
        "action_mask": am,
    }


def make_core(
    workload: Workload, config: SchedulerConfig, window: int, weights: Mapping[str, float]
) -> Any:
    """The :class:`hpcgym._core.DispatchCore` of one episode (not yet advanced)."""
    core = compiled.build_core(workload, config, make_queue(config, workload))
    cl = workload.cluster
    return compiled._core.DispatchCore(
        core,
        window,
        list(weights.items()),
        static_features(workload).ravel().tolist(),
        workload.warmup_end,
        workload.horizon,
        cl.total_cores,
        cl.unit_cores,
        TAU,
    )


class CompiledEpisode:
    """One episode of the dispatch env on the compiled core
    (:class:`~hpcgym.envs.dispatch.backend.DispatchBackend`), and the float32 buffer its
    observations land in."""

    def __init__(
        self, episode: Episode, config: SchedulerConfig, window: int, weights: Mapping[str, float]
    ) -> None:
        self._args = (episode, config, window, dict(weights))
        self.episode = episode
        self.window = window
        self.core = make_core(episode.workload, config, window, weights)
        self._blocks = obs_blocks(window)
        self._buf = np.zeros(self._blocks[-1].stop, np.float32)
        self._address = self._buf.ctypes.data
        self.sim = compiled.CoreView(episode.workload, self)

    def __getstate__(self) -> dict[str, Any]:
        """What rebuilds the episode: its settings and the compiled core's snapshot of its
        whole state (``DispatchCore.snapshot``: bytes set by the jobs, not the steps taken)."""
        return {"args": self._args, "core": self.core.snapshot(), "buf": self._buf}

    def __setstate__(self, state: dict[str, Any]) -> None:
        episode, config, window, weights = state["args"]
        self.__init__(episode, config, window, weights)  # type: ignore[misc]
        self.core.restore(state["core"])
        self._buf[:] = state["buf"]

    def __deepcopy__(self, memo: dict[int, Any]) -> CompiledEpisode:
        """A twin with a copy of the engine and its own observation buffer (the episode
        shared, as a deep copy's memo would share it)."""
        twin = copy.copy(self)
        memo[id(self)] = twin
        twin.core = self.core.copy()
        twin._buf = self._buf.copy()
        twin._address = twin._buf.ctypes.data
        twin.sim = compiled.CoreView(self.sim.workload, twin)
        memo[id(self.sim)] = twin.sim
        return twin

    # --- the backend ---------------------------------------------------------------------

    @property
    def window_jobs(self) -> list[int]:
        return list(self.core.window_jobs)

    def next_decision(self, mask: np.ndarray) -> bool:
        done = self.core.next_decision()
        mask[:] = self.core.mask
        return done

    def apply(self, action: int) -> None:
        self.core.apply(action)

    def default_action(self) -> int:
        return 0  # the window's head, as Reserving.default

    def wait(self) -> bool:
        return self.core.wait()

    def reward(self) -> float:
        return self.core.reward()

    def final_reward(self, objective: float) -> float:
        return self.core.final_reward(objective)

    def observe(self, mask: np.ndarray | None = None) -> dict[str, np.ndarray]:
        self.core.observe(self._address, len(self._buf))
        return split_obs(self._buf.copy(), self._blocks, self.window)

    def forget_future(self, runtimes: bool) -> None:
        self.core.forget_future(runtimes)

    def ending_refused(self) -> str | None:
        return None  # RLScheduler's picking rules run on the Python simulator

    def copy(self) -> Any:
        """A copy of the episode's engine (a planner's)."""
        return self.core.copy()
