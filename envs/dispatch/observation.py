"""The dispatch env's observation: the batch blocks (:mod:`hpcgym.envs.batch_window.observation`)
over a window of the queue's startable jobs, and the action mask; on a machine of partitions
also each partition's free resources and each window job's partition, GPUs and memory
(:mod:`hpcgym.envs.batch_window.partitions`)."""

from __future__ import annotations

from gymnasium import spaces

from hpcgym.batch.cluster import Cluster
from hpcgym.batch.machine import PERLMUTTER, Machine
from hpcgym.envs.batch_window import partitions
from hpcgym.envs.batch_window.observation import Observer as DispatchObserver
from hpcgym.envs.batch_window.observation import observation_space as batch_space
from hpcgym.envs.batch_window.partitions import PARTITION, make_observer, resources

#: The ``resources`` block's columns on :data:`~hpcgym.batch.machine.PERLMUTTER`.
RESOURCES = resources(PERLMUTTER)


def observation_space(window: int, cluster: Cluster | Machine | None = None) -> spaces.Dict:
    """The Dict space of a window of ``window`` jobs (``window + 1`` actions) on ``cluster``."""
    if isinstance(cluster, Machine):
        return partitions.observation_space(window, cluster)
    return batch_space(window)


__all__ = ["PARTITION", "RESOURCES", "DispatchObserver", "make_observer", "observation_space"]
