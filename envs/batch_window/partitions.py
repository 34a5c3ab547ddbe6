"""The observation blocks of a machine of partitions (:mod:`hpcgym.batch.machine`): what is free
in each partition, and each window job's partition, GPUs and memory; beside the batch blocks of
:mod:`hpcgym.envs.batch_window.observation`, whose ``fits`` column it computes per partition.

``partitions`` has one row per partition (``P`` x len(:data:`PARTITION`)): ``free``, its free
allocation units over its units; ``free_gpus``, its free GPUs over its GPUs (0 without GPUs);
``share``, its units over the machine's. ``resources`` has one row per window job: a one-hot
``in_<partition>``, then ``units`` (what it holds) over its partition's units, ``gpus`` (its
request) and ``gpus_held`` (what whole nodes give it) over its partition's GPUs, ``mem`` over its
partition's memory.
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces

from hpcgym.batch.machine import Machine
from hpcgym.batch.metrics import held
from hpcgym.batch.simulator import Simulator
from hpcgym.envs.batch_window.observation import QUEUE, Observer
from hpcgym.envs.batch_window.observation import observation_space as batch_space
from hpcgym.envs.common.features import Features

PARTITION = Features("free", "free_gpus", "share")
JOB_RESOURCES = ("units", "gpus", "gpus_held", "mem")


def resources(machine: Machine) -> Features:
    """The ``resources`` block's columns on ``machine``."""
    return Features(*(f"in_{p}" for p in machine.names), *JOB_RESOURCES)


def observation_space(window: int, machine: Machine) -> spaces.Dict:
    """The batch blocks and the two partition blocks of a window of ``window`` jobs."""
    base = batch_space(window)
    cols = len(resources(machine))
    return spaces.Dict(
        {
            **base.spaces,
            "partitions": spaces.Box(
                0.0, 1.0, (len(machine.partitions), len(PARTITION)), np.float32
            ),
            "resources": spaces.Box(0.0, 1.0, (window, cols), np.float32),
        }
    )


class MachineObserver(Observer):
    """:class:`Observer` on a machine: ``fits`` by every resource of the job's partition,
    and the ``partitions`` and ``resources`` blocks."""

    __slots__ = ("machine", "job_rows", "_units_at", "_gpus_per_node")

    def __init__(self, sim: Simulator, window: int) -> None:
        super().__init__(sim, window)
        m = sim.workload.cluster
        assert isinstance(m, Machine)
        self.machine = m
        cols = resources(m)
        w = sim.workload
        part = sim.part
        assert part is not None  # a machine's simulator knows each job's partition
        schedule_like = _Held(w, sim.units)
        gpus_held = held(schedule_like, "gpus") if m.total_gpus else np.zeros(len(w.jobs))  # type: ignore[arg-type]
        rows = np.zeros((len(w.jobs), len(cols)), np.float32)
        for i, j in enumerate(w.jobs):
            p = m.partitions[part[i]]
            rows[i, part[i]] = 1.0
            rows[i, cols.units] = sim.units[i] / p.total_units
            if p.total_gpus:
                rows[i, cols.gpus] = j.gpus / p.total_gpus
                rows[i, cols.gpus_held] = gpus_held[i] / p.total_gpus
            if p.total_mem:
                rows[i, cols.mem] = j.mem / p.total_mem
        self.job_rows = rows
        names = m.pools
        self._units_at = [names.index(p.name) for p in m.partitions]
        self._gpus_per_node = [p.gpus_per_node for p in m.partitions]

    def observe(self, win: list[int], mask: np.ndarray, submitted: int) -> dict[str, np.ndarray]:
        obs = super().observe(win, mask, submitted)
        sim, m = self.sim, self.machine
        n = len(win)
        if n:
            obs["queue"][:n, QUEUE.fits] = [sim.fits(i) for i in win]
        free = sim.pool_free
        assert free is not None  # a machine counts each partition's units as a pool
        parts = np.zeros((len(m.partitions), len(PARTITION)), np.float32)
        total = m.total_units
        for k, p in enumerate(m.partitions):
            units = free[self._units_at[k]]
            parts[k, PARTITION.free] = units / p.total_units
            if p.total_gpus:
                gpus = (
                    units * p.gpus_per_node
                    if p.whole_node
                    else free[m.pools.index(f"{p.name}.gpus")]
                )
                parts[k, PARTITION.free_gpus] = gpus / p.total_gpus
            parts[k, PARTITION.share] = p.total_units / total
        res = np.zeros((self.window, self.job_rows.shape[1]), np.float32)
        if n:
            res[:n] = self.job_rows[np.fromiter(win, np.int64, n)]
        obs["partitions"] = parts
        obs["resources"] = res
        return obs


class _Held:
    """What :func:`hpcgym.batch.metrics.held` reads of a schedule: its workload and units."""

    __slots__ = ("workload", "units")

    def __init__(self, workload: object, units: list[int]) -> None:
        self.workload = workload
        self.units = units


def make_observer(sim: Simulator, window: int) -> Observer:
    """The observer of ``sim``'s episode: per partition on a machine."""
    if isinstance(sim.workload.cluster, Machine):
        return MachineObserver(sim, window)
    return Observer(sim, window)
