"""The dispatch env's episodes: the batch windows (:mod:`hpcgym.envs.batch_window.episodes`),
a trace's windows, a generated Edison workload, a given workload whole or RLScheduler's
protocol windows, each with ``draw(rng, episode) -> Episode``."""

from hpcgym.envs.batch_window.episodes import Episodes as DispatchEpisodes
from hpcgym.envs.batch_window.episodes import make_episodes

__all__ = ["DispatchEpisodes", "make_episodes"]
