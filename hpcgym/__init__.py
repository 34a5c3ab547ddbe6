"""hpcgym: a discrete-event simulator of HPC batch scheduling and Gymnasium environments on it.

The core holds the world, in layers: ``batch/`` (the batch system), ``tasks/`` (the task-level
world of ilyushkin2015), ``workloads/`` (traces, generators, catalogs), ``speculative/`` and
``warp/`` (gainaru2019 and lubrano2024), ``studies/`` (the papers' experiments) and ``cli/``. The
environments live in ``hpcgym.envs``, hand-coded agents in ``hpcgym.baselines`` and learned
agents in ``hpcgym.agents``. This module is the front door: the names a user needs first, and
the Gymnasium ids (from the envs' registry, which is data only).
"""

from hpcgym.batch.cluster import EDISON, Cluster, preset, processors
from hpcgym.batch.job import Job
from hpcgym.batch.metrics import compute
from hpcgym.batch.policies import simulate
from hpcgym.batch.workload import Workload, WorkloadError
from hpcgym.envs.registration import register_envs
from hpcgym.workloads.swf import read_swf

__version__ = "0.1.0"

register_envs()

__all__ = [
    "EDISON",
    "Cluster",
    "Job",
    "Workload",
    "WorkloadError",
    "compute",
    "preset",
    "processors",
    "read_swf",
    "simulate",
]
