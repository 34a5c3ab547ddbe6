"""hpcgym: a discrete-event simulator of HPC batch scheduling and Gymnasium environments on it.

The core holds the world, in layers: ``batch/`` (the batch system), ``tasks/`` (the task-level
world of ilyushkin2015), ``workloads/`` (traces, generators, catalogs), ``speculative/`` and
``warp/`` (gainaru2019 and lubrano2024), ``studies/`` (the papers' experiments) and ``cli/``. The
environments live in ``hpcgym.envs``, hand-coded agents in ``hpcgym.baselines`` and learned
agents in ``hpcgym.agents``. This module is the front door: the names a user needs first, and
the Gymnasium ids (from the envs' registry, which is data only), registered when Gymnasium is
imported.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

from hpcgym.envs.registration import register_envs_when_loaded

if TYPE_CHECKING:
    from hpcgym.batch.cluster import EDISON, Cluster, preset, processors
    from hpcgym.batch.job import Job
    from hpcgym.batch.metrics import compute
    from hpcgym.batch.policies import simulate
    from hpcgym.batch.workload import Workload, WorkloadError
    from hpcgym.workloads.swf import read_swf

__version__ = "0.1.0"

register_envs_when_loaded()

# The front door's names load on first use, so that a command importing one module of the
# package (``hpcgym run``) does not pay for the others.
_FRONT_DOOR = {
    "EDISON": "hpcgym.batch.cluster",
    "Cluster": "hpcgym.batch.cluster",
    "preset": "hpcgym.batch.cluster",
    "processors": "hpcgym.batch.cluster",
    "Job": "hpcgym.batch.job",
    "compute": "hpcgym.batch.metrics",
    "simulate": "hpcgym.batch.policies",
    "Workload": "hpcgym.batch.workload",
    "WorkloadError": "hpcgym.batch.workload",
    "read_swf": "hpcgym.workloads.swf",
}


if not TYPE_CHECKING:  # the type checker reads the imports above

    def __getattr__(name: str) -> Any:
        module = _FRONT_DOOR.get(name)
        if module is None:
            raise AttributeError(f"module 'hpcgym' has no attribute {name!r}")
        value = getattr(import_module(module), name)
        globals()[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted({*globals(), *_FRONT_DOOR})


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
