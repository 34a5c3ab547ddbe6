"""hpcgym: a discrete-event simulator of HPC batch scheduling and Gymnasium environments on it.

The core (this package) holds the world: clusters, jobs, workloads, priority, backfilling,
the event loop and the metrics. The environments live in ``hpcgym.envs``, hand-coded
policies in ``hpcgym.baselines`` and learned agents in ``hpcgym.agents``.
"""
from hpcgym.batch.cluster import EDISON, Cluster, preset, processors
from hpcgym.batch.job import Job
from hpcgym.batch.workload import Workload, WorkloadError

__version__ = "0.1.0"

# Gymnasium ids (entry points are strings: the core never imports hpcgym.envs).
import gymnasium as _gym

_gym.register(id="hpcgym/Dispatch-v0", entry_point="hpcgym.envs.dispatch:DispatchEnv",
              kwargs={"workload": "lublin_256", "jobs": 256})
_gym.register(id="hpcgym/Dispatch-Edison-v0", entry_point="hpcgym.envs.dispatch:DispatchEnv",
              kwargs={"workload": "edison", "hours": 6.0, "warmup": 3600})
_gym.register(id="hpcgym/WorkflowSubmit-v0", entry_point="hpcgym.envs.submit:WorkflowSubmitEnv",
              kwargs={"workload": "edison", "workflow": "mix", "hours": 12.0, "warmup": 7200})
_gym.register(id="hpcgym/TaskDispatch-v0",
              entry_point="hpcgym.envs.taskdispatch:TaskDispatchEnv",
              kwargs={"workload": "mixture", "workflows": 64, "utilization": 0.9})

__all__ = ["EDISON", "Cluster", "Job", "Workload", "WorkloadError", "preset", "processors"]
