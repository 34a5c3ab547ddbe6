"""The dispatch env's episode on the Python simulator (the executable specification the
compiled backend is tested against): the pass loop, the mechanism around the agent's choice,
the observer and the running cost."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from hpcgym.batch.policies import SchedulerConfig, build_simulator
from hpcgym.envs.batch_window.types import Episode
from hpcgym.envs.dispatch.mechanism import Picking, make_mechanism
from hpcgym.envs.dispatch.observation import make_observer
from hpcgym.envs.dispatch.reward import DispatchCost


class PythonBackend:
    """One episode of the dispatch env on :class:`~hpcgym.batch.simulator.Simulator`
    (:class:`~hpcgym.envs.dispatch.backend.DispatchBackend`)."""

    __slots__ = (
        "cost",
        "episode",
        "history",
        "in_pass",
        "mechanism",
        "observer",
        "sim",
        "waiting",
        "window",
        "window_jobs",
    )

    def __init__(
        self,
        episode: Episode,
        config: SchedulerConfig,
        window: int,
        weights: Mapping[str, float],
        history: list[tuple[float, int, int]] | None = None,
    ) -> None:
        sim = build_simulator(episode.workload, config)
        self.episode = episode
        self.sim = sim
        self.window = window
        self.mechanism = make_mechanism(config, episode.workload.cluster)
        self.observer = make_observer(sim, window)
        self.cost = DispatchCost(weights, sim)
        self.history = history
        #: The queue window the agent chooses from now (job indices; action k is the k-th).
        self.window_jobs: list[int] = []
        #: Whether the current scheduling pass still asks the agent.
        self.in_pass = False
        #: (jobs over, jobs arrived) when the agent last let time go on without a choice:
        #: passes with neither changed since are skipped (None: no wait pending).
        self.waiting: tuple[int, int] | None = None
        sim.subscribe("start", self._started)

    def _started(self, i: int) -> None:
        self.cost.start(i, self.sim.now)
        self.observer.started(i)

    def next_decision(self, mask: np.ndarray) -> bool:
        sim, mechanism, K = self.sim, self.mechanism, self.window
        while True:
            if self.in_pass:
                win = mechanism.window(sim, K)
                if win:
                    self.window_jobs = win
                    mask[:] = False
                    mask[: len(win)] = True
                    mask[K] = mechanism.can_end(sim)
                    return False
            self.in_pass = False
            if not sim.advance():
                self.window_jobs = []
                mask[:] = False
                mask[K] = True
                return True
            self.cost.arrive_until(sim.now)
            self.observer.new_pass()
            if self.waiting is not None:
                if self.waiting == (sim.finished, self.cost.arrived):
                    continue  # a pass with no event since the wait (the policy's interval)
                self.waiting = None
            self.in_pass = True
            mechanism.new_pass()
            if self.history is not None:
                self.history.append((sim.now, sim.total_units - sim.free, len(sim.queue)))

    def apply(self, action: int) -> None:
        self.in_pass = action != self.window and self.mechanism.choose(
            self.sim, self.window_jobs[action]
        )

    def default_action(self) -> int:
        return self.mechanism.default(self.window_jobs)

    def wait(self) -> bool:
        if not self.mechanism.can_wait(self.sim, self.cost.arrived):
            return False
        self.in_pass = False
        self.waiting = (self.sim.finished, self.cost.arrived)
        return True

    def reward(self) -> float:
        return self.cost.reward(self.sim.now)

    def final_reward(self, objective: float) -> float:
        return self.cost.final_reward(objective)

    def observe(self, mask: np.ndarray) -> dict[str, np.ndarray]:
        return self.observer.observe(self.window_jobs, mask, self.cost.arrived)

    def forget_future(self, runtimes: bool) -> None:
        self.sim.forget_future(self.sim.used() if runtimes else None)
        self.observer.profile.rekey()

    def ending_refused(self) -> str | None:
        if isinstance(self.mechanism, Picking):
            return "the agent always picks a job (RLScheduler has no such action)"
        return None
